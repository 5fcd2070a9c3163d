"""The game being played, with no Qt: who plays it, what Undo can bring back, its clock and its
autosave (KReversi's split: this model says what changed, the window's controller shows it)."""
