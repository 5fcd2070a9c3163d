"""``python -m othello_qt``: the same command line as ``othello-qt``."""

from othello_qt.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
