"""Entry script of the frozen app: the same command line as ``othello-qt`` and ``python -m othello_qt``.

``othello_qt`` is bundled as plain source files (see the spec), imported from the bundle folder.
Writing their bytecode back there is turned off: a macOS ``.app`` would no longer match its
code signature, and compiling these few modules at start-up costs milliseconds.

The worker processes of ``build-book``, ``train-eval`` and ``train-probcut`` (``multiprocessing``'s
spawn) start this executable again, as does multiprocessing's resource tracker; ``freeze_support``
(PyInstaller's, for every system) runs their code instead of the command line.  Without it the
pool broke at once: ``othello-qt: error: argument COMMAND: invalid choice: 'from
multiprocessing.resource_tracker import main;main(5)'``.
"""

import multiprocessing
import sys

sys.dont_write_bytecode = True

if __name__ == "__main__":
    multiprocessing.freeze_support()

from othello_qt.cli.main import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
