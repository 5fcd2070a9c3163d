"""The opening book: its file (round trip, damage refused), lookups up to symmetry, negamax back-up."""

from __future__ import annotations

import io
import itertools
import zipfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from othello_qt.core.datafile import DataFileError
from othello_qt.core.engine.book import Book, Books, key_of, load_book, negamax
from othello_qt.core.engine.book_building import BookPlan, grow, initial_book
from othello_qt.core.position import Position, move_at, parse_square
from othello_qt.core.symmetry import N_SYMMETRIES, transform_bits, transform_square

PLAN = BookPlan(depth=5)


def expansion_values(position: Position) -> tuple[list[int], list[float], bool]:
    """A made-up but deterministic value for every move (no search): the squares' numbers mixed."""
    squares = sorted(m.square for m in position.legal_moves())
    return squares, [float(((s * 37 + position.empty_count * 11) % 17) - 8) for s in squares], False


def hand_built_book(plies: int = 3) -> Book:
    """Every position of the first ``plies`` moves expanded, with made-up values."""
    book = initial_book()
    frontier = [Position.initial()]
    for _ in range(plies):
        expanded, seen, following = [], set(), []
        for position in frontier:
            key = key_of(position.player, position.opponent)
            if key in seen:
                continue
            seen.add(key)
            squares, values, exact = expansion_values(Position.from_sides(key[0], key[1], position.turn))
            expanded.append((key, (squares, values, exact)))
            following.extend(position.play(m) for m in position.legal_moves())
        book = grow(book, expanded, PLAN)
        frontier = following
    return book


@pytest.fixture(scope="module")
def book() -> Book:
    return hand_built_book()


@pytest.fixture(scope="module")
def book_bytes(book: Book, tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("book") / "book.npz"
    book.save(path)
    return path.read_bytes()


def test_round_trip_keeps_every_array_and_value(book: Book, tmp_path: Path) -> None:
    book.provenance = {"command": "othello-qt build-book --seed 1"}
    book.save(tmp_path / "b.npz")
    again = load_book(tmp_path / "b.npz")
    for name in ("keys", "leaf", "depth", "edges", "value"):
        assert np.array_equal(getattr(again, name), getattr(book, name)), name
    assert again.provenance == book.provenance
    assert again.expanded_count == book.expanded_count > 3


def test_every_legal_move_of_an_expanded_position_has_a_value(book: Book) -> None:
    after = Position.initial().play(move_at(parse_square("f5")))
    known = book.moves(after)
    assert known is not None
    assert set(known.values) == set(after.legal_moves())


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(data=st.data())
def test_a_cut_short_file_is_refused_with_its_name(
    book_bytes: bytes, tmp_path: Path, data: st.DataObject
) -> None:
    size = data.draw(st.integers(0, len(book_bytes) - 1))
    path = tmp_path / "cut.npz"
    path.write_bytes(book_bytes[:size])
    with pytest.raises(DataFileError, match=r"cut\.npz"):
        load_book(path)


@settings(max_examples=80, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(data=st.data())
def test_a_damaged_file_is_refused_or_read_whole(
    book_bytes: bytes, tmp_path: Path, data: st.DataObject
) -> None:
    """A changed byte either leaves a valid book (a zip field nobody reads) or gets a clear error."""
    at = data.draw(st.integers(0, len(book_bytes) - 1))
    value = data.draw(st.integers(0, 255))
    damaged = bytearray(book_bytes)
    damaged[at] = value
    path = tmp_path / "damaged.npz"
    path.write_bytes(bytes(damaged))
    try:
        loaded = load_book(path)
    except DataFileError as exc:
        assert str(exc).startswith(str(path))
    else:
        assert len(loaded) == len(load_book_from(book_bytes, tmp_path))


def load_book_from(data: bytes, folder: Path) -> Book:
    path = folder / "good.npz"
    path.write_bytes(data)
    return load_book(path)


def write_arrays(path: Path, **arrays: np.ndarray) -> Path:
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    path.write_bytes(buffer.getvalue())
    return path


def valid_arrays(book: Book) -> dict[str, np.ndarray]:
    return {
        "keys": book.keys.copy(),
        "leaf": book.leaf.copy(),
        "depth": book.depth.copy(),
        "edges": book.edges.copy(),
    }


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda a: a.update(leaf=a["leaf"][:-1]), "differ in length"),
        (lambda a: a["keys"].__setitem__((1, 1), a["keys"][1, 0]), "both sides|canonical"),
        (lambda a: a["keys"].__setitem__(0, a["keys"][1]), "canonical|twice|later"),
        (lambda a: a["edges"].__setitem__((0, 1), 10_000), "does not have"),
        (lambda a: a["edges"].__setitem__((0, 1), a["edges"][0, 0]), "not later"),
        (lambda a: a["leaf"].__setitem__(0, 99.0), "beyond 64"),
        (lambda a: a["depth"].__setitem__(0, 70), "beyond 60"),
        (lambda a: a.update(keys=a["keys"].astype(np.float64)), "expected kind u"),
    ],
)
def test_inconsistent_arrays_are_refused_with_a_clear_error(
    book: Book, tmp_path: Path, change, message: str
) -> None:
    arrays = valid_arrays(book)
    change(arrays)
    path = write_arrays(tmp_path / "bad.npz", **arrays)
    with pytest.raises(DataFileError, match=message):
        load_book(path)


def test_a_non_canonical_key_is_refused(book: Book, tmp_path: Path) -> None:
    arrays = valid_arrays(book)
    p, o = (int(x) for x in arrays["keys"][1])
    images = {(transform_bits(p, k), transform_bits(o, k)) for k in range(N_SYMMETRIES)} - {(p, o)}
    arrays["keys"][1] = max(images)
    with pytest.raises(DataFileError, match="canonical"):
        load_book(write_arrays(tmp_path / "bad.npz", **arrays))


def test_a_pickle_or_text_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "book.npz"
    path.write_text("f5 d6 c3\n")
    with pytest.raises(DataFileError, match=r"book\.npz"):
        load_book(path)
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("keys.npy", b"\x93NUMPY\x01\x00" + b"v" * 20)
    with pytest.raises(DataFileError, match=r"book\.npz"):
        load_book(path)


# --- symmetry ------------------------------------------------------------------------------------


def transformed(position: Position, k: int) -> Position:
    return Position.from_sides(
        transform_bits(position.player, k), transform_bits(position.opponent, k), position.turn
    )


@pytest.mark.parametrize("line", ["", "f5", "f5d6", "f5f6", "f5f4"])
def test_all_eight_images_of_a_position_get_the_same_moves_mapped(book: Book, line: str) -> None:
    position = Position.initial()
    for i in range(0, len(line), 2):
        position = position.play(move_at(parse_square(line[i : i + 2])))
    known = book.moves(position)
    assert known is not None
    best = known.near_best(0.0)
    for k in range(N_SYMMETRIES):
        image = book.moves(transformed(position, k))
        assert image is not None
        mapped = {move_at(transform_square(m.square, k)): v for m, v in known.values.items()}
        assert image.values == mapped
        assert image.near_best(0.0) == sorted(
            (move_at(transform_square(m.square, k)) for m in best), key=lambda m: m.square
        )


# --- negamax -------------------------------------------------------------------------------------


def reference_negamax(leaf: list[float], children: dict[int, list[int]], node: int) -> float:
    """The textbook recursion: a leaf's own value, else the best of the children's values negated."""
    if not children.get(node):
        return leaf[node]
    return max(-reference_negamax(leaf, children, child) for child in children[node])


def test_negamax_on_a_tiny_hand_built_tree() -> None:
    #        0 (20 empties)
    #      /   \
    #     1     2        (19)
    #    / \   / \
    #   3   4 4   5      (18)   4 is reached twice (a transposition)
    leaf = np.array([0, 1, 2, 3, -2, 6], np.float32)
    edges = np.array([[0, 1], [0, 2], [1, 3], [1, 4], [2, 4], [2, 5]], np.int32)
    empties = np.array([20, 19, 19, 18, 18, 18])
    value = negamax(leaf, edges, empties)
    # node 1: max(-3, 2) = 2; node 2: max(2, -6) = 2; root: max(-2, -2) = -2
    assert value.tolist() == [-2, 2, 2, 3, -2, 6]


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_negamax_matches_the_textbook_recursion(data: st.DataObject) -> None:
    levels = data.draw(st.lists(st.integers(1, 4), min_size=1, max_size=5))
    empties, nodes_by_level = [], []
    for depth, width in enumerate(levels):
        nodes_by_level.append(list(range(len(empties), len(empties) + width)))
        empties.extend([40 - depth] * width)
    n = len(empties)
    leaf = data.draw(st.lists(st.integers(-64, 64), min_size=n, max_size=n))
    edges = []
    for upper, lower in itertools.pairwise(nodes_by_level):
        for parent in upper:
            chosen = data.draw(st.lists(st.sampled_from(lower), unique=True, max_size=len(lower)))
            edges.extend((parent, child) for child in chosen)
    children: dict[int, list[int]] = {}
    for parent, child in edges:
        children.setdefault(parent, []).append(child)
    value = negamax(np.array(leaf, np.float32), np.array(edges, np.int32).reshape(-1, 2), np.array(empties))
    assert value.tolist() == [reference_negamax(leaf, children, i) for i in range(n)]


def test_books_consult_the_first_that_has_the_position(book: Book) -> None:
    empty = Book.empty()
    assert Books([empty, book]).moves(Position.initial()) == book.moves(Position.initial())
    assert Books([empty]).moves(Position.initial()) is None


def test_the_bundle_build_names_the_shipped_book_and_the_package_ships_it() -> None:
    from othello_qt.core.engine.book import BOOK_FILE, shipped_book_path

    root = Path(__file__).resolve().parents[2]
    assert f'BOOK_FILE = "{BOOK_FILE}"' in (root / "packaging" / "build.py").read_text()
    package_data = (root / "pyproject.toml").read_text().split("[tool.setuptools.package-data]")[1]
    assert f'"{BOOK_FILE}"' in package_data.split("\n[")[0]
    assert shipped_book_path().is_file()
