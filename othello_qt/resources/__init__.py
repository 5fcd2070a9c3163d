"""Data files shipped with the app (sounds)."""
