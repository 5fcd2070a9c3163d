"""The ``othello-qt`` command line: the app with no arguments, tools as sub-commands."""
