"""coinche-score: a keyboard-first score keeper for belote coinchée."""

__version__ = "0.1.0"
