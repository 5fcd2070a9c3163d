"""NBoard's ``learn``: the game joins the user's own opening book, beside the shipped one."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from othello_qt.core.engine.book import USER_BOOK_FILE, load_book, shipped_book_path
from othello_qt.core.ggf import read_ggf
from tests.cli.nboard_helpers import Engine

GAME = (
    "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[E6]W[F4]B[E3]W[C5]B[C4]W[E7];)"
)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else ""


def test_learn_adds_the_game_to_the_users_book_and_leaves_the_shipped_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    shipped = digest(shipped_book_path())
    engine = Engine("--player", "greedy", "--seed", "1")
    try:
        engine.send("nboard 2", f"set game {GAME}", "learn")
        assert engine.until("learned", timeout=120)[-1] == "learned"
        user = tmp_path / "othello-qt" / USER_BOOK_FILE
        book = load_book(user)
        for position in read_ggf(GAME).positions:
            assert book.moves(position) is not None  # every position of the game, with all its moves
        size = len(book)
        engine.send("move E8", "learn")  # a longer game: the book grows, the old positions stay
        assert engine.until("learned", timeout=120)[-1] == "learned"
        grown = load_book(user)
        assert len(grown) > size
        assert all(tuple(k) in grown.index for k in book.keys.tolist())
    finally:
        code, err = engine.close()
    assert code == 0 and "Traceback" not in err
    assert digest(shipped_book_path()) == shipped
    assert shipped_book_path().parent != user.parent


def test_a_damaged_user_book_is_set_aside_and_a_new_one_learned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 40 §6: a user book that cannot be read is set aside whole (never written over) and the
    game is learned into a new one, which reads back."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    user = tmp_path / "othello-qt" / USER_BOOK_FILE
    user.parent.mkdir(parents=True)
    user.write_bytes(b"not a book")
    engine = Engine("--player", "greedy", "--seed", "1")
    try:
        engine.send("nboard 2", f"set game {GAME}", "learn")
        engine.until("learned", timeout=60)
    finally:
        engine.close()
    kept = list(user.parent.glob("user_book.unreadable-*.npz"))
    assert [path.read_bytes() for path in kept] == [b"not a book"]
    assert len(load_book(user)) > 0
