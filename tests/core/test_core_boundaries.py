"""The core stands alone: no Qt anywhere in it, text forms that do not go round in circles, and one
board-string parser for every format that writes boards."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.ggf import read_ggf
from othello_qt.core.notation import parse_annotated_board
from othello_qt.core.position import BLACK, BOARD_CHARS, BOARD_EMPTY_CHARS, WHITE, Position


def _modules_loaded_by(code: str) -> list[str]:
    script = f"import sys\n{code}\nprint('\\n'.join(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_importing_every_core_module_loads_no_qt() -> None:
    loaded = _modules_loaded_by(
        "import pkgutil, importlib, othello_qt.core as core\n"
        "for info in pkgutil.walk_packages(core.__path__, 'othello_qt.core.'):\n"
        "    importlib.import_module(info.name)"
    )
    assert "othello_qt.core.engine.search" in loaded  # the walk did import the core
    assert [m for m in loaded if m.startswith(("PySide6", "shiboken6", "othello_qt.ui"))] == []


def test_position_does_not_import_notation() -> None:
    loaded = _modules_loaded_by("import othello_qt.core.position")
    assert "othello_qt.core.notation" not in loaded


def test_the_stop_flag_and_the_time_keeper_load_no_player_or_engine() -> None:
    loaded = _modules_loaded_by("import othello_qt.core.stop_flag, othello_qt.core.timekeeper")
    assert [m for m in loaded if m.startswith(("othello_qt.core.players", "othello_qt.core.engine"))] == []


cells = st.lists(
    st.sampled_from(sorted(BOARD_CHARS[BLACK] | BOARD_CHARS[WHITE] | BOARD_EMPTY_CHARS)),
    min_size=64,
    max_size=64,
)


@given(cells, st.sampled_from(["X", "*", "O"]))
def test_board_strings_read_alike_in_every_format(board: list[str], side: str) -> None:
    text = "".join(board)
    plain = Position.from_board_string(f"{text} {side}")
    assert Position.from_board_string(plain.board_string()) == plain
    notes = "".join(f" {move}:+2;" for move in plain.legal_moves()[:1])
    annotated, scores = parse_annotated_board(f"{text} {side};{notes}")
    assert annotated == plain and [s.move for s in scores] == plain.legal_moves()[:1]
    ggf = read_ggf(f"(;GM[Othello]BO[8 {text} {side}];)")
    assert ggf.start == plain
    black = sum(1 << i for i, c in enumerate(board) if c in BOARD_CHARS[BLACK])
    white = sum(1 << i for i, c in enumerate(board) if c in BOARD_CHARS[WHITE])
    assert (plain.black, plain.white) == (black, white)
    assert plain.turn == (WHITE if side == "O" else BLACK)


def test_the_deepest_depth_has_one_home() -> None:
    """``MAX_DEPTH`` (60 plies: a game's most moves) is defined once, in ``core.bitboard``."""
    import re
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "othello_qt"
    homes = [
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if re.search(r"^MAX_DEPTH\s*[:=]", path.read_text(encoding="utf-8"), re.MULTILINE)
    ]
    assert homes == ["core/bitboard.py"]


WINDOWS_SIGNALS = {"SIGABRT", "SIGFPE", "SIGILL", "SIGINT", "SIGSEGV", "SIGTERM", "SIGBREAK"}
"""What Python's ``signal`` module offers on Windows (no ``SIGCHLD``, ``SIGKILL``, ``SIGHUP``...)."""


def test_every_core_module_imports_with_windows_signals_only() -> None:
    """A module that names a POSIX signal at import time breaks the Windows bundle at its first
    start (``make dist-windows`` found ``signal.SIGCHLD`` so): every core module imports where the
    ``signal`` module has only Windows' signals."""
    loaded = _modules_loaded_by(
        f"import signal\nkept = {sorted(WINDOWS_SIGNALS)!r}\n"
        "for name in [n for n in dir(signal) if n.startswith('SIG') and n not in kept\n"
        "             and not n.startswith(('SIG_', 'SIGRT'))]:\n"
        "    delattr(signal, name)\n"
        "import pkgutil, importlib, othello_qt.core as core\n"
        "for info in pkgutil.walk_packages(core.__path__, 'othello_qt.core.'):\n"
        "    importlib.import_module(info.name)"
    )
    assert "othello_qt.core.child_supervisor" in loaded and "othello_qt.core.child_process" in loaded
