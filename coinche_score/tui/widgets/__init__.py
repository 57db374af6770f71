"""Widgets of the app, each knowing nothing of the store."""
