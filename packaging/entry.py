"""Entry script of the frozen app: the same command line as ``othello-qt`` and ``python -m othello_qt``.

``othello_qt`` is bundled as plain source files (see the spec), imported from the bundle folder.
Writing their bytecode back there is turned off: a macOS ``.app`` would no longer match its
code signature, and compiling these few modules at start-up costs milliseconds.
"""

import sys

sys.dont_write_bytecode = True

from othello_qt.cli.main import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
