"""The one safe reader of the project's binary data files (``.npz`` archives of ``.npy`` arrays).

Weights files come from users and from the internet, so nothing in one is trusted: ``read_npz``
refuses anything that is not a regular file (a FIFO would block the reader forever), files over a
size limit, zip members compressed other than stored/deflated, object or string arrays where numbers
are expected, non-finite numbers, and shapes the caller did not declare -- each shape is checked from
the ``.npy`` header (read by numpy's own ``np.lib.format``) *before* any memory is allocated, so a
247-byte file cannot ask for 72 TiB.  Only a member so checked is loaded, by ``np.load`` with
``allow_pickle=False``: nothing is ever unpickled.  Every problem is one ``DataFileError`` whose
message starts with the file's path.

Usage::

    SPEC = {
        "weights": ArraySpec("f", (12, range(1, 65))),       # float, 12 x (1..64)
        "names": ArraySpec("U", (range(0, 65),), required=False),
    }
    arrays = read_npz(path, SPEC)                             # {"weights": ndarray, "names"?: ndarray}

Members the spec does not name are ignored (not read).  Checks that relate arrays to each other (a
hidden layer's size matching a bias vector) stay with the caller, which raises ``DataFileError`` too.

JSON read from a file (a ``provenance`` text in an archive, the game in progress, a run's plan) goes
through ``parse_json`` or ``read_json_file``: its size and its nesting are bounded before ``json``
parses it, so no text makes the parser recurse until Python gives up.

A text file's bytes become text by ``decode_text``: UTF-8, or Windows Latin-1 for the old files that
are not (their names read as written); data that is neither keeps U+FFFD marks a reader can report.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import json
import math
import os
import re
import stat
import struct
import warnings
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from othello_qt.core.translatable import QT_TRANSLATE_NOOP, TranslatableError

MAX_FILE_BYTES = 256 * 1024 * 1024
"""Default limit on a whole data file (the shipped ones are well under a megabyte)."""
MAX_ARRAY_BYTES = 64 * 1024 * 1024
"""Default limit on one array once read."""
_MAX_HEADER = 10_000
"""An ``.npy`` header is a short dict literal; numpy itself refuses longer ones by default."""
_MAX_HEAD = 12 + _MAX_HEADER
"""The most of a member its header can take: magic, version, length and the literal."""
_MAX_AXES = 32
_MAX_MEMBERS = 256
"""An ``.npy`` type as numpy writes it for numbers and text: ``<f8``, ``|b1``, ``<U24``."""
_ZIP_MAGIC = b"PK\x03\x04"
"""How an ``.npz`` (a zip archive of ``.npy`` members, as numpy writes it) begins: a member's header."""
MAX_JSON_CHARS = 1_000_000
"""Longest JSON text read from a file (a provenance, a saved game or a plan takes a few kilobytes)."""
MAX_JSON_DEPTH = 32
"""Deepest nesting of JSON arrays and objects read (the project's own JSON nests four levels)."""
_JSON_ESCAPE = re.compile(r"\\.", re.DOTALL)
"""A backslash and the character it escapes: removed first, so a string is then quote to quote."""
_JSON_TOKEN = re.compile(r'"[^"]*(?:"|\Z)|[\[{]|[\]}]')
"""A JSON string with its escapes removed (to the end of the text if unterminated) or a bracket.
A string is one repeat of a character class, which Python's ``re`` runs without keeping state per
character (a repeated group does), so the time stays linear however long the string
(``test_json_scanning_time_grows_linearly``)."""


class DataFileError(TranslatableError, ValueError):
    """A data file that is missing, unreadable, damaged or not what it should hold.

    The message always starts with the file's path, so it can be shown as is: given as ``where``
    (``str()`` is ``PATH: reason``) or written into the text.  ``reason()`` is the error without the
    path, for a window that names the file itself and says the reason in the player's language.
    """

    def __init__(self, template: str, detail: str = "", *, where: str = "", **fields: object) -> None:
        super().__init__(template, detail, **fields)
        self.where = where
        if where:
            self.args = (f"{where}: {self.args[0]}",)

    def reason(self) -> DataFileError:
        """The same error without its path."""
        return DataFileError(self.template, self.detail, **self.fields)

    def located(self, where: str) -> DataFileError:
        """The same error said of the file ``where``."""
        return DataFileError(self.template, self.detail, where=where, **self.fields)

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuilt_data_file_error, (type(self), self.template, self.detail, self.where, self.fields))


def _rebuilt_data_file_error(
    kind: type[DataFileError], template: str, detail: str, where: str, fields: dict
) -> DataFileError:
    error = DataFileError.__new__(kind)
    DataFileError.__init__(error, template, detail, where=where, **fields)
    return error


class FileTooLargeError(DataFileError):
    """A file larger than its reader takes; ``size`` and ``limit`` in bytes, for a reader that words
    it for a player."""

    def __init__(self, where: str, size: int, limit: int) -> None:
        template = QT_TRANSLATE_NOOP("Errors", "{size} bytes is more than the {limit} allowed")
        super().__init__(template, where=where, size=size, limit=limit)
        self.size = size
        self.limit = limit

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.where, self.size, self.limit))


def _check_size(where: str, size: int, max_bytes: int) -> None:
    if size > max_bytes:
        raise FileTooLargeError(where, size, max_bytes)


@dataclass(frozen=True)
class ArraySpec:
    """What one array of a data file must be.

    ``kinds``: accepted numpy dtype kinds (``"f"`` float, ``"i"``/``"u"`` integers, ``"b"`` bool,
    ``"U"`` text); object arrays are never accepted.  ``shape``: one entry per axis, an ``int`` for an
    exact length or a ``range`` of allowed lengths (``()`` is a scalar).  Float arrays must be finite
    unless ``finite`` is false.
    """

    kinds: str
    shape: tuple[int | range, ...]
    required: bool = True
    max_bytes: int = MAX_ARRAY_BYTES
    finite: bool = True

    def describe(self) -> str:
        axes = ", ".join(
            str(axis) if isinstance(axis, int) else f"{axis.start}..{axis.stop - 1}" for axis in self.shape
        )
        return f"kind {'/'.join(self.kinds)} with shape ({axes}{',' if len(self.shape) == 1 else ''})"

    def shape_allowed(self, shape: tuple[int, ...]) -> bool:
        if len(shape) != len(self.shape):
            return False
        pairs = zip(shape, self.shape, strict=True)
        return all(n == axis if isinstance(axis, int) else n in axis for n, axis in pairs)


JSON_TEXT = ArraySpec("U", (), required=False, max_bytes=4 * MAX_JSON_CHARS)
"""An archive's optional JSON text (``provenance``): a text scalar of at most ``MAX_JSON_CHARS``."""


def check_npz(path: str | os.PathLike[str], max_bytes: int = MAX_FILE_BYTES) -> None:
    """``DataFileError`` unless ``path`` is a regular file of at most ``max_bytes`` that begins as a
    zip archive (an ``.npz``) does.  Reads four bytes and never blocks, so a UI thread may call it
    to refuse a text file or a FIFO up front; ``read_npz`` still checks everything else."""
    where = os.fspath(path)
    with _open_regular(path) as (fd, size):
        _check_size(where, size, max_bytes)
        try:
            start = os.read(fd, len(_ZIP_MAGIC))
        except OSError as exc:
            raise DataFileError(f"{where}: cannot read it ({exc.strerror or exc})") from None
    if start != _ZIP_MAGIC:
        found = "the file is empty" if not start else "it does not begin as a zip archive does"
        raise DataFileError(f"{where}: not an .npz archive ({found})")


@contextlib.contextmanager
def _open_regular(path: str | os.PathLike[str]) -> Iterator[tuple[int, int]]:
    """(descriptor, size) of a regular file opened for reading without blocking (``O_NONBLOCK``);
    its type is checked on the open descriptor, so a file swapped for a FIFO after a check is
    refused too."""
    where = os.fspath(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(where, flags)
    except FileNotFoundError:
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "no such file"), where=where) from None
    except IsADirectoryError:
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "is a folder, not a file"), where=where) from None
    except PermissionError as exc:  # what Windows says about a folder
        if os.path.isdir(where):
            raise DataFileError(QT_TRANSLATE_NOOP("Errors", "is a folder, not a file"), where=where) from None
        reason = str(exc.strerror or exc)
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "cannot open it"), reason, where=where) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
        reason = str(getattr(exc, "strerror", None) or exc)
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "cannot open it"), reason, where=where) from None
    try:
        try:
            info = os.fstat(fd)
        except OSError as exc:
            raise _cannot_read(where, exc) from None
        if not stat.S_ISREG(info.st_mode):
            raise DataFileError(
                QT_TRANSLATE_NOOP("Errors", "is {kind}, not a regular file"),
                where=where,
                kind=_kind_of(info.st_mode),
            )
        yield fd, info.st_size
    finally:
        os.close(fd)


def _cannot_read(where: str, exc: OSError) -> DataFileError:
    return DataFileError(QT_TRANSLATE_NOOP("Errors", "cannot read it"), str(exc.strerror or exc), where=where)


def read_regular_file(path: str | os.PathLike[str], max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; ``DataFileError`` for anything else.

    Opening does not block on a FIFO or a device (``O_NONBLOCK``), and the type is checked on the
    open descriptor, so a file swapped for a FIFO between a check and the open is refused too.
    """
    where = os.fspath(path)
    with _open_regular(path) as (fd, size):
        _check_size(where, size, max_bytes)
        try:
            parts = [os.read(fd, size)]  # one read, one buffer for a regular file
            got = len(parts[0])
            while got < size and (more := os.read(fd, size - got)):
                parts.append(more)  # a short read (very large files): go on where it stopped
                got += len(more)
            grew = bool(os.read(fd, 1))
        except OSError as exc:
            raise _cannot_read(where, exc) from None
    if grew:
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "it grew while it was read"), where=where)
    return parts[0] if len(parts) == 1 else b"".join(parts)


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a plain file"


def read_npz(
    path: str | os.PathLike[str],
    spec: dict[str, ArraySpec],
    *,
    max_file_bytes: int = MAX_FILE_BYTES,
) -> dict[str, np.ndarray]:
    """The arrays ``spec`` names, read from the ``.npz`` at ``path`` and checked against it.

    Returns native-byte-order arrays keyed by name (optional arrays only if present).  Raises
    ``DataFileError`` naming ``path`` for every way the file can be wrong; never another exception.
    """
    where = os.fspath(path)
    data = read_regular_file(path, max_file_bytes)
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        ValueError,
        EOFError,
        struct.error,
        NotImplementedError,  # a "version needed to extract" above what zipfile reads
        OSError,
    ) as exc:
        raise DataFileError(f"{where}: not an .npz archive ({exc})") from None
    with archive:
        members = archive.infolist()
        if len(members) > _MAX_MEMBERS:
            raise DataFileError(f"{where}: {len(members)} members is more than an .npz data file holds")
        by_name = {info.filename.removesuffix(".npy"): info for info in members}
        arrays: dict[str, np.ndarray] = {}
        for name, want in spec.items():
            info = by_name.get(name)
            if info is None:
                if want.required:
                    raise DataFileError(f"{where}: missing array {name!r}")
                continue
            try:
                arrays[name] = _read_member(archive, info, want, name, data)
            except DataFileError as exc:
                raise DataFileError(f"{where}: {exc}") from None
            except (
                zipfile.BadZipFile,
                zlib.error,
                EOFError,
                ValueError,
                OverflowError,
                struct.error,
                NotImplementedError,
                RuntimeError,
                OSError,
            ) as exc:
                problem = f"{type(exc).__name__}: {exc}"
                raise DataFileError(f"{where}: array {name!r} is damaged ({problem})") from None
    return arrays


def _stored_start(data: bytes, info: zipfile.ZipInfo) -> int | None:
    """Where a stored member's bytes start in the archive, its CRC checked: ``np.load`` then reads
    them straight from the archive's bytes, without copying a large array through ``ZipFile.open``'s
    small reads (a cached games index of 80 MB took a quarter of a second that way); ``None`` if
    the member is not laid out plainly."""
    at = info.header_offset
    local = data[at : at + _LOCAL_HEADER.size]
    if len(local) != _LOCAL_HEADER.size:
        return None
    magic, *_, name_length, extra_length = _LOCAL_HEADER.unpack(local)
    if magic != _LOCAL_MAGIC or info.flag_bits & 0x8:
        return None
    start = at + _LOCAL_HEADER.size + name_length + extra_length
    if info.compress_size != info.file_size or start + info.file_size > len(data):
        return None
    return start if zlib.crc32(memoryview(data)[start : start + info.file_size]) == info.CRC else None


_LOCAL_HEADER = struct.Struct("<4s5H3I2H")
_LOCAL_MAGIC = b"PK\x03\x04"


def _read_member(
    archive: zipfile.ZipFile, info: zipfile.ZipInfo, want: ArraySpec, name: str, data: bytes = b""
) -> np.ndarray:
    """One member, checked step by step; messages here are prefixed with the path by the caller.

    Its header is read first (numpy's own reader, from the member's first bytes alone) and checked
    against ``want`` and the member's size; only then is the member read whole and loaded by
    ``np.load`` without pickles, so a lying header never allocates and an object array never loads.
    """
    if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
        raise DataFileError(
            f"array {name!r} uses zip compression method {info.compress_type}; only stored or deflated "
            "members are read"
        )
    if info.flag_bits & 0x1:
        raise DataFileError(f"array {name!r} is encrypted")
    start = _stored_start(data, info) if info.compress_type == zipfile.ZIP_STORED else None
    if start is not None:
        _check_layout(io.BytesIO(data[start : start + min(info.file_size, _MAX_HEAD)]), info, want, name)
        npy = io.BytesIO(data)  # shares the archive's bytes; np.load reads on from the member's start
        npy.seek(start)
    else:
        with archive.open(info) as member:
            head = member.read(min(info.file_size, _MAX_HEAD))
            _check_layout(io.BytesIO(head), info, want, name)
            npy = io.BytesIO(head + _read_exactly(member, info.file_size - len(head), name))
    array = np.load(npy, allow_pickle=False, max_header_size=_MAX_HEADER)
    array = array.astype(array.dtype.newbyteorder("="), copy=False)
    if want.finite and array.dtype.kind in "fc" and not np.all(np.isfinite(array)):
        raise DataFileError(f"array {name!r} holds NaN or infinite values")
    return array


def _check_layout(head: io.BytesIO, info: zipfile.ZipInfo, want: ArraySpec, name: str) -> None:
    """``DataFileError`` unless the member whose first bytes are ``head`` is an ``.npy`` array of the
    kind and shape ``want`` declares, exactly as long as its header says."""
    dtype, shape = _read_header(head, name)
    if dtype.hasobject:
        raise DataFileError(f"array {name!r} holds objects, which would need unpickling (never done)")
    if dtype.kind not in want.kinds or dtype.kind in "OV" or dtype.fields:
        raise DataFileError(f"array {name!r} holds {dtype}, expected {want.describe()}")
    if not want.shape_allowed(shape):
        raise DataFileError(f"array {name!r} has shape {shape}, expected {want.describe()}")
    size = math.prod(shape) * dtype.itemsize
    if size > want.max_bytes:
        raise DataFileError(f"array {name!r} would take {size:,} bytes, more than {want.max_bytes:,}")
    header_end = head.tell()
    if info.file_size != header_end + size:
        raise DataFileError(
            f"array {name!r} is {info.file_size - header_end:,} bytes, its header says {size:,}"
        )


def _read_exactly(member: io.BufferedIOBase, size: int, name: str) -> bytes:
    data = member.read(size)
    if len(data) != size:
        raise DataFileError(f"array {name!r} is cut short ({len(data):,} of {size:,} bytes)")
    return data


def _read_header(head: io.BytesIO, name: str) -> tuple[np.dtype, tuple[int, ...]]:
    """(dtype, shape) from an ``.npy`` header, read by numpy's ``read_array_header_1_0``/``2_0``
    (a literal of at most ``_MAX_HEADER`` characters); ``head`` is left at the array's data."""
    try:
        major, _minor = np.lib.format.read_magic(head)
    except ValueError:
        raise DataFileError(f"array {name!r} is not an .npy array") from None
    readers = {1: np.lib.format.read_array_header_1_0, 2: np.lib.format.read_array_header_2_0}
    if major not in readers:  # 3.0 is 2.0 with UTF-8 field names: records, never read here
        raise DataFileError(f"array {name!r} has an unknown .npy version {major}")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a header written by Python 2, read all the same
            shape, _fortran, dtype = readers[major](head, max_header_size=_MAX_HEADER)
    except (ValueError, TypeError, SyntaxError, UnicodeDecodeError, MemoryError, RecursionError) as exc:
        problem = str(exc).partition("\n")[0]
        raise DataFileError(f"array {name!r} has an unreadable header ({problem:.120})") from None
    if len(shape) > _MAX_AXES or not all(type(n) is int and n >= 0 for n in shape):
        raise DataFileError(f"array {name!r} has a malformed shape {shape!r:.120}")
    return dtype, shape


def _json_constant(name: str) -> object:
    raise DataFileError(QT_TRANSLATE_NOOP("Errors", "{name} is not a JSON number"), name=name)


def _json_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise DataFileError(QT_TRANSLATE_NOOP("Errors", "{number} is out of range"), number=text[:20])
    return value


def json_depth(text: str) -> int:
    """How deeply the arrays and objects of a JSON text nest (brackets inside strings do not count);
    two linear scans.  Exact for JSON; for a text with a backslash outside a string (not JSON,
    which ``json`` refuses there) it is exact up to that backslash, as far as ``json`` reads."""
    depth = deepest = 0
    for token in _JSON_TOKEN.findall(_JSON_ESCAPE.sub("", text)):
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


def parse_json(
    text: str, where: str = "", *, max_chars: int = MAX_JSON_CHARS, max_depth: int = MAX_JSON_DEPTH
) -> Any:
    """The value of a JSON text read from a file, in time linear in the text.

    ``DataFileError`` (prefixed with ``where``) for a text longer than ``max_chars``, nesting deeper
    than ``max_depth`` (checked before parsing: ``json`` recurses once per level), ``NaN`` and
    ``Infinity`` (not JSON), numbers beyond the float range, and anything that is not JSON.
    """
    if len(text) > max_chars:
        too_long = QT_TRANSLATE_NOOP("Errors", "{count} characters of JSON is more than the {limit} allowed")
        raise DataFileError(too_long, where=where, count=len(text), limit=max_chars)
    depth = json_depth(text)
    if depth > max_depth:
        too_deep = QT_TRANSLATE_NOOP("Errors", "the JSON nests too deeply ({depth} levels, at most {limit})")
        raise DataFileError(too_deep, where=where, depth=depth, limit=max_depth)
    try:
        return json.loads(text, parse_constant=_json_constant, parse_float=_json_float)
    except DataFileError as exc:
        raise exc.located(where) from None
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, integers too long to convert
        damaged = QT_TRANSLATE_NOOP("Errors", "the JSON is damaged or cut short")
        raise DataFileError(damaged, str(exc), where=where) from None


LEGACY_TEXT_ENCODING = "cp1252"
"""How a text file that is not UTF-8 is read: GGF files from the GGS years and many old game files
write names in the Windows Latin-1 code page (as WTHOR files do)."""
_CONTROL_BYTES = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
"""Control characters other than tab, LF and CR: text never holds them, binary data does."""


def decode_text(data: bytes) -> str:
    """The text of a text file: UTF-8 when it is UTF-8, else Windows Latin-1 when that reads as text
    (no control characters but tab, LF and CR), so ``J\xe9r\xf4me`` reads as the name it is.  Anything
    else is data, not text: decoded as UTF-8 with U+FFFD for each byte that is not, so a reader can
    tell the user so.  What Windows editors add is not part of the text: a byte-order mark (UTF-8, or
    UTF-16 as Notepad's "Unicode" writes) and a DOS end-of-file Ctrl+Z.  One linear pass per decoding."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16").removesuffix("\x1a")
        except UnicodeDecodeError:
            pass  # not UTF-16 after all: read on as bytes
    data = data.removeprefix(codecs.BOM_UTF8).removesuffix(b"\x1a")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        text = data.decode(LEGACY_TEXT_ENCODING)
    except UnicodeDecodeError:  # a byte the code page leaves undefined (0x81, 0x8d, ...)
        text = None
    if text is not None and _CONTROL_BYTES.search(text) is None:
        return text
    return data.decode("utf-8", errors="replace")


def read_json_file(path: str | os.PathLike[str], max_bytes: int = MAX_JSON_CHARS) -> Any:
    """The JSON value of a regular file of at most ``max_bytes`` UTF-8 bytes (``parse_json``'s bounds);
    ``DataFileError`` starting with the path for everything else."""
    where = os.fspath(path)
    data = read_regular_file(path, max_bytes)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        not_utf8 = QT_TRANSLATE_NOOP("Errors", "not UTF-8 text (byte {number} is {value})")
        raise DataFileError(
            not_utf8, where=where, number=exc.start + 1, value=f"{data[exc.start]:#04x}"
        ) from None
    return parse_json(text, where, max_chars=max_bytes)


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename an unreadable file to ``NAME.unreadable-DATE[-N].EXT`` beside it, never replacing a
    file, so the next write does not overwrite what the user may want back; the new path, or the
    ``OSError`` of the rename."""
    original = Path(path)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(1, 100):
        suffix = "" if attempt == 1 else f"-{attempt}"
        kept = original.with_name(f"{original.stem}.unreadable-{stamp}{suffix}{original.suffix}")
        if not os.path.lexists(kept):
            break
    os.rename(original, kept)
    return kept
