"""The app's screens; each gets what it shows and returns what the player chose."""
