"""The safe ``.npz`` reader and the two weights loaders built on it: every bad file is one
``DataFileError`` naming the file, nothing blocks, nothing is allocated from a lying header."""

from __future__ import annotations

import codecs
import io
import json
import os
import re
import struct
import sys
import tempfile
import threading
import zipfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from othello_qt.core.datafile import (
    ArraySpec,
    DataFileError,
    FileTooLargeError,
    check_npz,
    decode_text,
    json_depth,
    parse_json,
    read_json_file,
    read_npz,
    read_regular_file,
)
from othello_qt.core.engine import evaluation
from othello_qt.core.td.network import TDNetwork, WeightsError, load_weights, save_weights
from tests.linear_time import assert_linear

SPEC = {"a": ArraySpec("f", (2, range(1, 10))), "tag": ArraySpec("U", (), required=False)}


def _npz(path: Path, compression: int = zipfile.ZIP_STORED, **arrays: np.ndarray) -> Path:
    with zipfile.ZipFile(path, "w", compression) as archive:
        for name, array in arrays.items():
            buffer = io.BytesIO()
            np.save(buffer, array, allow_pickle=True)
            archive.writestr(name + ".npy", buffer.getvalue())
    return path


def _npy_header(descr: str, shape: tuple[int, ...]) -> bytes:
    header = repr({"descr": descr, "fortran_order": False, "shape": shape}).encode("latin1")
    header += b" " * (63 - (len(header) + 10) % 64) + b"\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header


def test_reads_what_the_spec_declares(tmp_path: Path) -> None:
    path = _npz(tmp_path / "ok.npz", a=np.arange(6, dtype=">f4").reshape(2, 3), other=np.zeros(3))
    arrays = read_npz(path, SPEC)
    assert set(arrays) == {"a"}  # optional and undeclared members are left out
    assert arrays["a"].dtype == np.dtype("float32") and arrays["a"].dtype.isnative
    assert arrays["a"].tolist() == [[0, 1, 2], [3, 4, 5]]
    fortran = _npz(tmp_path / "f.npz", a=np.asfortranarray(np.arange(6.0).reshape(2, 3)))
    assert read_npz(fortran, SPEC)["a"].tolist() == [[0, 1, 2], [3, 4, 5]]


@pytest.mark.parametrize(
    ("arrays", "words"),
    [
        ({"a": np.zeros((3, 3))}, "'a' has shape (3, 3), expected kind f with shape (2, 1..9)"),
        ({"a": np.zeros((2, 10))}, "has shape (2, 10)"),
        ({"a": np.array([["1", "2"], ["3", "4"]])}, "'a' holds <U1, expected kind f"),
        ({"a": np.array([[None, 1]], dtype=object)}, "'a' holds object"),
        ({"a": np.array([[1.0, np.inf], [0, 0]])}, "'a' holds NaN or infinite values"),
        ({"a": np.zeros((2, 2), dtype=np.int64)}, "holds int64"),
        ({"b": np.zeros((2, 2))}, "missing array 'a'"),
    ],
)
def test_wrong_arrays_name_the_file_and_the_array(tmp_path: Path, arrays: dict, words: str) -> None:
    path = _npz(tmp_path / "bad.npz", **arrays)
    with pytest.raises(DataFileError) as error:
        read_npz(path, SPEC)
    assert str(error.value).startswith(f"{path}: ") and words in str(error.value)


def test_unknown_zip_compression_is_refused(tmp_path: Path) -> None:
    path = _npz(tmp_path / "lzma.npz", zipfile.ZIP_LZMA, a=np.zeros((2, 2)))
    with pytest.raises(DataFileError, match="compression method 14; only stored or deflated"):
        read_npz(path, SPEC)
    # a method no library knows (99): numpy itself raised NotImplementedError here
    raw = bytearray(_npz(tmp_path / "x.npz", a=np.zeros((2, 2))).read_bytes())
    for signature, offset in ((b"PK\x03\x04", 8), (b"PK\x01\x02", 10)):
        at = raw.find(signature)
        raw[at + offset : at + offset + 2] = struct.pack("<H", 99)
    (tmp_path / "x.npz").write_bytes(bytes(raw))
    with pytest.raises(DataFileError, match=r"x\.npz: array 'a' uses zip compression method 99"):
        read_npz(tmp_path / "x.npz", SPEC)


def test_a_zip_version_beyond_zipfile_is_one_clear_error(tmp_path: Path) -> None:
    """The central directory's "version needed to extract" set to 6.4: zipfile's constructor raised
    NotImplementedError (found by the damaged-weights property test)."""
    raw = bytearray(_npz(tmp_path / "v.npz", a=np.zeros((2, 2))).read_bytes())
    at = raw.find(b"PK\x01\x02")
    raw[at + 6] = 64
    (tmp_path / "v.npz").write_bytes(bytes(raw))
    with pytest.raises(DataFileError, match=r"v\.npz: not an \.npz archive \(zip file version 6\.4\)"):
        read_npz(tmp_path / "v.npz", SPEC)


def test_damaged_compressed_data_is_one_clear_error(tmp_path: Path) -> None:
    path = _npz(tmp_path / "z.npz", zipfile.ZIP_DEFLATED, a=np.random.default_rng(1).random((2, 9)))
    raw = bytearray(path.read_bytes())
    start = raw.find(b"a.npy") + len("a.npy")
    for i in range(start + 10, start + 40):
        raw[i] ^= 0x5A
    path.write_bytes(bytes(raw))
    with pytest.raises(DataFileError, match=r"z\.npz: array 'a' is damaged"):
        read_npz(path, SPEC)


def test_a_stored_array_with_a_changed_byte_is_one_clear_error(tmp_path: Path) -> None:
    """The CRC of a stored member is checked on the fast path that slices it out of the archive."""
    good = _npz(tmp_path / "s.npz", a=np.arange(18, dtype=np.float64).reshape(2, 9))
    assert read_npz(good, SPEC)["a"][1, 8] == 17
    raw = bytearray(good.read_bytes())
    raw[raw.find(b"a.npy") + 200] ^= 0x01  # in the data, after the .npy header
    good.write_bytes(bytes(raw))
    with pytest.raises(DataFileError, match=r"s\.npz: array 'a' is damaged"):
        read_npz(good, SPEC)


def test_an_absurd_shape_is_refused_before_allocating(tmp_path: Path) -> None:
    """The fuzzing's 247-byte file asking for 72.8 TiB: refused from its header alone."""
    member = _npy_header("<f8", (3_000_000, 3_000_000)) + b"\0" * 16
    path = tmp_path / "huge.npz"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("a.npy", member)
    assert path.stat().st_size < 400
    wide = {"a": ArraySpec("f", (range(0, 10**7), range(0, 10**7)))}
    with pytest.raises(DataFileError, match=r"would take 72,000,000,000,000 bytes, more than 67,108,864"):
        read_npz(path, wide)
    with pytest.raises(DataFileError, match=r"has shape \(3000000, 3000000\)"):
        read_npz(path, SPEC)
    lying = tmp_path / "lying.npz"  # a header promising more data than the member holds
    with zipfile.ZipFile(lying, "w") as archive:
        archive.writestr("a.npy", _npy_header("<f8", (2, 9)) + b"\0" * 16)
    with pytest.raises(DataFileError, match="its header says 144"):
        read_npz(lying, SPEC)


def test_headers_that_are_not_npy_headers(tmp_path: Path) -> None:
    cases = {
        "magic": b"not numpy at all",
        "evil": b"\x93NUMPY\x01\x00" + struct.pack("<H", 30) + b"__import__('os').system('x') ",
        "keys": _npy_header("<f8", (2, 2)).replace(b"fortran_order", b"fortran_ordex"),
        "descr": _npy_header("|O", (2, 2)),
        "version": b"\x93NUMPY\x07\x00" + b"\0" * 40,
    }
    for name, member in cases.items():
        path = tmp_path / f"{name}.npz"
        with zipfile.ZipFile(path, "w") as archive:
            archive.writestr("a.npy", member)
        with pytest.raises(DataFileError, match=rf"{name}\.npz: array 'a'"):
            read_npz(path, SPEC)


def test_files_that_are_not_archives(tmp_path: Path) -> None:
    good = _npz(tmp_path / "good.npz", a=np.zeros((2, 2)))
    (tmp_path / "cut.npz").write_bytes(good.read_bytes()[:100])
    (tmp_path / "folder.npz").mkdir()
    for name, words in (
        ("cut.npz", "not an .npz archive"),
        ("missing.npz", "no such file"),
        ("folder.npz", "is a folder"),
    ):
        with pytest.raises(DataFileError, match=rf"{name}: {words}"):
            read_npz(tmp_path / name, SPEC)
    with pytest.raises(DataFileError, match="bytes is more than the 100 allowed"):
        read_npz(good, SPEC, max_file_bytes=100)
    with pytest.raises(DataFileError, match="cannot open it"):
        read_npz("bad\0name.npz", SPEC)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "weights.npz"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []

    def load() -> None:
        try:
            load_weights(fifo)
        except BaseException as exc:  # recorded for the assertion
            outcome.append(exc)

    thread = threading.Thread(target=load, daemon=True)
    thread.start()
    thread.join(5)
    assert not thread.is_alive(), "reading a FIFO blocked"
    assert isinstance(outcome[0], WeightsError)
    assert str(outcome[0]) == f"{fifo}: is a FIFO (named pipe), not a regular file"
    with pytest.raises(DataFileError, match="is a FIFO"):
        check_npz(fifo)


def test_both_weights_loaders_use_the_safe_reader(tmp_path: Path) -> None:
    strings = _npz(tmp_path / "s.npz", weights=np.full((evaluation.N_PHASES, evaluation.N_FEATURES), "x"))
    with pytest.raises(DataFileError, match=r"s\.npz: array 'weights' holds <U1"):
        evaluation.load_weights(strings)
    huge = tmp_path / "h.npz"
    with zipfile.ZipFile(huge, "w") as archive:
        archive.writestr("w1.npy", _npy_header("<f8", (128, 10**9)))
        archive.writestr("format.npy", _npy_header("<U24", ()))
    with pytest.raises(WeightsError, match=r"h\.npz: array 'format'"):
        load_weights(huge)


# --- properties ----------------------------------------------------------------------------------


def _valid_weights_bytes() -> bytes:
    folder = Path(tempfile.mkdtemp(prefix="othello-qt-test-"))
    return save_weights(TDNetwork.random(3, seed=5), folder / "v.npz").read_bytes()


VALID_WEIGHTS = _valid_weights_bytes()
mutations = st.lists(
    st.tuples(
        st.integers(0, len(VALID_WEIGHTS) - 1), st.integers(0, 255), st.sampled_from(["set", "cut", "add"])
    ),
    min_size=1,
    max_size=6,
)


def _mutate(data: bytes, changes: list[tuple[int, int, str]]) -> bytes:
    raw = bytearray(data)
    for at, value, how in changes:
        at = min(at, len(raw))
        if how == "set" and at < len(raw):
            raw[at] = value
        elif how == "cut":
            del raw[at : at + value]
        else:
            raw[at:at] = bytes([value]) * (value % 7 + 1)
    return bytes(raw)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(mutations)
def test_damaged_weights_files_load_or_raise_weights_error(tmp_path: Path, changes: list) -> None:
    """Any damage to a real weights file: a network or ``WeightsError``, never another exception."""
    path = tmp_path / "m.npz"
    path.write_bytes(_mutate(VALID_WEIGHTS, changes))
    try:
        network = load_weights(path)
    except WeightsError as exc:
        assert str(exc).startswith(f"{path}: ")
    else:
        assert network.w1.shape == (128, network.hidden) and np.all(np.isfinite(network.w1))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=600))
def test_arbitrary_bytes_raise_data_file_error(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "b.npz"
    path.write_bytes(b"PK\x03\x04" + data if data[:1] == b"\0" else data)
    with pytest.raises(DataFileError):
        evaluation.load_weights(path)


def test_reading_time_grows_linearly_with_the_file(tmp_path: Path) -> None:
    """More members of the same size (100,000 floats each), so that every allocation is of one size
    and the allocator's handling of very large blocks (fresh pages or reused ones) plays no part."""
    member = np.arange(100_000, dtype=np.float64)

    def run(count: int) -> None:
        path = tmp_path / f"{count}.npz"
        if not path.exists():
            _npz(path, **{f"a{i}": member for i in range(count)})
        spec = {f"a{i}": ArraySpec("f", (100_000,)) for i in range(count)}
        assert len(read_npz(path, spec, max_file_bytes=10**9)) == count

    assert_linear(run, 4)


def test_arrays_are_loaded_by_numpy_without_pickles() -> None:
    """The module's one ``np.load`` refuses pickles, and nothing else in it could unpickle."""
    source = Path(sys.modules[read_npz.__module__].__file__).read_text()
    loads = re.findall(r"np\.load\((.*)\)", source)
    assert loads and all("allow_pickle=False" in call for call in loads)
    assert "import pickle" not in source and "allow_pickle=True" not in source


def test_a_pickled_object_array_is_refused_unpickled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pickle

    def never(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("unpickled")

    monkeypatch.setattr(pickle, "load", never)
    monkeypatch.setattr(pickle, "loads", never)
    path = _npz(tmp_path / "o.npz", a=np.array([{"x": 1}, None], dtype=object))
    with pytest.raises(DataFileError, match=r"o\.npz: array 'a' holds objects, which would need unpickling"):
        read_npz(path, {"a": ArraySpec("f", (2,))})


npy_headers = st.fixed_dictionaries(
    {
        "descr": st.sampled_from(["<f8", ">f4", "|b1", "<i2", "<U3", "|O", "<M8[s]", "V8", "<c16", "xx"])
        | st.text(max_size=8),
        "fortran_order": st.booleans() | st.integers(-1, 2),
        "shape": st.tuples(st.integers(-2, 9), st.integers(-2, 9)) | st.tuples() | st.integers(0, 3),
    },
    optional={"extra": st.integers()},
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(npy_headers, st.binary(max_size=200), st.sampled_from([1, 2, 3]))
def test_any_npy_header_is_an_array_of_the_spec_or_one_clear_error(
    tmp_path: Path, header: dict, data: bytes, version: int
) -> None:
    text = repr(header).encode("utf8")
    length = struct.pack("<H" if version == 1 else "<I", len(text))
    path = tmp_path / "h.npz"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("a.npy", b"\x93NUMPY" + bytes([version, 0]) + length + text + data)
    want = ArraySpec("fbiuUc", (range(0, 10), range(0, 10)), finite=False)
    try:
        array = read_npz(path, {"a": want})["a"]
    except DataFileError as exc:
        assert str(exc).startswith(f"{path}: array 'a' ")
    else:
        assert want.shape_allowed(array.shape) and array.dtype.kind in want.kinds
        assert array.nbytes == len(data) and array.dtype.isnative


# --- JSON read from files -------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)


def _nesting(value: object) -> int:
    if isinstance(value, list):
        return 1 + max(map(_nesting, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(_nesting, value.values()), default=0)
    return 0


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_json_values_within_the_bounds_read_back(value: object) -> None:
    text = json.dumps(value)
    assert json_depth(text) == _nesting(value)
    assert parse_json(text) == value
    assert parse_json(text, max_depth=_nesting(value)) == value
    if _nesting(value):
        with pytest.raises(DataFileError, match="nests too deeply"):
            parse_json(text, "x", max_depth=_nesting(value) - 1)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='[]{}"\\:,01a .eE-+nultrfNIy\n', max_size=60) | st.text(max_size=40))
def test_any_text_is_a_value_or_a_data_file_error(text: str) -> None:
    try:
        parse_json(text, "f.json")
    except DataFileError as exc:
        assert str(exc).startswith("f.json: ")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 100_000 + "]" * 100_000, "f.json: the JSON nests too deeply (100,000 levels, at most 32)"),
        ("[" * 100_000, "nests too deeply"),
        ("[" * 33 + "]" * 33, "nests too deeply (33 levels"),
        ('{"a": NaN}', "NaN is not a JSON number"),
        ("[-Infinity]", "-Infinity is not a JSON number"),
        ("[1e400]", "1e400 is out of range"),
        ("1" * 5000, "damaged or cut short"),
        ('{"a": [1, 2', "damaged or cut short"),
        ("x" * 1_000_001, "1,000,001 characters of JSON is more than the 1,000,000 allowed"),
    ],
)
def test_json_beyond_the_bounds_is_one_clear_error(text: str, words: str) -> None:
    with pytest.raises(DataFileError) as error:
        parse_json(text, "f.json")
    assert str(error.value).startswith("f.json: ") and words in str(error.value)


def test_brackets_inside_json_strings_are_not_nesting() -> None:
    text = json.dumps({"command": "[" * 5000 + '\\"{' * 100, "list": [[1]]})
    assert json_depth(text) == 3
    assert parse_json(text)["list"] == [[1]]


def test_json_files_are_read_by_the_safe_reader(tmp_path: Path) -> None:
    good = tmp_path / "plan.json"
    good.write_text('{"seed": 1}')
    assert read_json_file(good) == {"seed": 1}
    (tmp_path / "latin1.json").write_bytes(b'{"name": "caf\xe9"}')
    for name, words in (("latin1.json", "not UTF-8 text (byte 14 is 0xe9)"), ("none.json", "no such file")):
        with pytest.raises(DataFileError, match=rf"{name}: {re.escape(words)}"):
            read_json_file(tmp_path / name)
    with pytest.raises(DataFileError, match="bytes is more than the 5 allowed"):
        read_json_file(good, max_bytes=5)


def test_json_scanning_time_grows_linearly() -> None:
    cases = {
        "nested": lambda n: _refused(parse_json, "[" * n + "]" * n),
        "escaped quotes, unterminated": lambda n: _refused(parse_json, '"' + '\\"' * n),
        "quotes and brackets": lambda n: json_depth('"[' * n),
        "long string": lambda n: parse_json(json.dumps("\\" * n), max_chars=10**8),
    }
    for name, run in cases.items():
        try:
            assert_linear(run, 50_000)
        except AssertionError as exc:
            raise AssertionError(f"{name}: {exc}") from None


def _refused(parse, text: str) -> None:
    with pytest.raises(DataFileError):
        parse(text)


def test_check_npz_reads_four_bytes_to_refuse_what_is_no_archive(tmp_path: Path) -> None:
    good = _npz(tmp_path / "good.npz", a=np.zeros((2, 2)))
    check_npz(good)
    (tmp_path / "passwd").write_text("root:x:0:0:root:/root:/bin/bash\n")
    (tmp_path / "empty.npz").write_bytes(b"")
    for name, words in (
        ("passwd", "not an .npz archive (it does not begin as a zip archive does)"),
        ("empty.npz", "not an .npz archive (the file is empty)"),
        ("none.npz", "no such file"),
    ):
        with pytest.raises(DataFileError, match=rf"{name}: {re.escape(words)}"):
            check_npz(tmp_path / name)
    with pytest.raises(DataFileError, match="bytes is more than the 10 allowed"):
        check_npz(good, max_bytes=10)


@pytest.mark.parametrize(
    ("data", "text"),
    [
        ("(;PB[Jérôme]PW[François];)".encode(), "(;PB[Jérôme]PW[François];)"),
        (
            b"(;PB[J\xe9r\xf4me Dupont]PW[Fran\xe7ois]\r\n\tC[\x80 5];)",
            "(;PB[Jérôme Dupont]PW[François]\r\n\tC[€ 5];)",
        ),
        (b"PB[J\xe9r\xf4me]\x00", "PB[J\ufffdr\ufffdme]\x00"),  # a NUL: data, not Latin-1 text
        (b"\x89PNG\r\n\x1a\n", "\ufffdPNG\r\n\x1a\n"),
        (bytes(range(128, 256)), bytes(range(128, 256)).decode("utf-8", errors="replace")),  # 0x81: no cp1252
    ],
)
def test_text_that_is_not_utf8_reads_as_latin1_and_data_keeps_its_marks(data: bytes, text: str) -> None:
    assert decode_text(data) == text


@given(st.text(st.characters(blacklist_categories=["Cs"])))
def test_utf8_text_is_read_as_written(text: str) -> None:
    assume(not text.startswith("\ufeff") and not text.endswith("\x1a"))  # a BOM, a DOS end: below
    assert decode_text(text.encode()) == text


@pytest.mark.parametrize(
    ("data", "text"),
    [
        (codecs.BOM_UTF8 + "(;PB[Jérôme];)\r\n".encode(), "(;PB[Jérôme];)\r\n"),  # Notepad's UTF-8
        (b"f5d6c3d3c4\r\n\x1a", "f5d6c3d3c4\r\n"),  # a DOS editor's end-of-file
        (b"PB[J\xe9r\xf4me]\x1a", "PB[Jérôme]"),  # Latin-1 with it
        (codecs.BOM_UTF16_LE + "(;PB[Jérôme];)".encode("utf-16-le"), "(;PB[Jérôme];)"),  # "Unicode"
        (codecs.BOM_UTF16_BE + "f5d6".encode("utf-16-be"), "f5d6"),
        (b"\x1a\x1a", "\x1a"),  # only the last one is the end mark
    ],
)
def test_what_windows_editors_add_is_not_part_of_the_text(data: bytes, text: str) -> None:
    assert decode_text(data) == text


@given(st.binary())
def test_any_bytes_read_as_utf8_as_plain_latin1_or_marked_as_not_text(data: bytes) -> None:
    assume(not data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)))  # UTF-16: above
    text = decode_text(data)
    data = data.removeprefix(codecs.BOM_UTF8).removesuffix(b"\x1a")
    try:
        assert text == data.decode("utf-8")
    except UnicodeDecodeError:
        if "\ufffd" in text:  # not text: each byte that is not UTF-8 marked
            assert text == data.decode("utf-8", errors="replace")
        else:  # Latin-1 text: every byte a character, none of them a control but tab, LF and CR
            assert text.encode("cp1252") == data
            assert not re.search(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", text)


def test_a_file_over_the_limit_says_its_size_and_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.npz"
    path.write_bytes(b"PK\x03\x04" + bytes(96))
    for read in (read_regular_file, check_npz):
        with pytest.raises(FileTooLargeError) as error:
            read(path, 10)
        assert (error.value.size, error.value.limit) == (100, 10)
        assert str(error.value) == f"{path}: 100 bytes is more than the 10 allowed"


def test_a_data_file_error_keeps_its_parts_for_the_window_and_across_processes(tmp_path) -> None:
    """The window says the reason in the player's language without the path it names itself; a
    worker process's error reaches its parent whole."""
    import pickle

    from othello_qt.core.datafile import FileTooLargeError
    from othello_qt.core.engine.probcut import ProbCutError

    path = tmp_path / "bad.json"
    path.write_text("[1, 2")
    with pytest.raises(DataFileError) as caught:
        read_json_file(path)
    error = caught.value
    assert str(error).startswith(f"{path}: the JSON is damaged or cut short: ")
    assert error.template == "the JSON is damaged or cut short" and error.where == str(path)
    assert str(error.reason()) == str(error).removeprefix(f"{path}: ")
    big = FileTooLargeError(str(path), 2_000_000, 1_000_000)
    assert str(big) == f"{path}: 2,000,000 bytes is more than the 1,000,000 allowed"
    for original in (error, big, ProbCutError(f"{path}: no statistics"), DataFileError("plain {text}")):
        copy = pickle.loads(pickle.dumps(original))
        assert type(copy) is type(original) and str(copy) == str(original)
        assert copy.template == original.template and copy.fields == original.fields
    assert pickle.loads(pickle.dumps(big)).size == 2_000_000


def _windows_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """``os.open`` as Windows has it: a folder is refused with ``PermissionError``, not
    ``IsADirectoryError``, and so is a file another program locked."""
    real_open = os.open

    def windows_open(path: str, flags: int, *args: object) -> int:
        if os.path.isdir(path) or os.path.basename(path).startswith("locked"):
            raise PermissionError(13, "Permission denied", path)
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", windows_open)


def test_on_windows_a_folder_is_called_a_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "Zoë's games.ggf"
    folder.mkdir()
    _windows_open(monkeypatch)
    with pytest.raises(DataFileError, match="is a folder, not a file"):
        read_regular_file(folder, 1000)
    locked = tmp_path / "locked.ggf"
    locked.write_text("(;GM[Othello];)")
    with pytest.raises(DataFileError, match=r"cannot open it.*Permission denied"):
        read_regular_file(locked, 1000)
