"""Entry script of the frozen app: the same command line as ``othello-qt`` and ``python -m othello_qt``."""

from othello_qt.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
