"""Writing files so that a reader (or a crash) never sees half of one.

The data goes to a temporary file in the same folder (``.NAME.PID-RANDOM.tmp``), is flushed to disk,
gets the permissions a plain ``open`` would have given it, and then replaces the target in one
rename.  A process killed mid-write leaves its temporary file behind; the next write to that folder
removes such leftovers (those of processes that are gone, and old ones of earlier versions).
Errors name the real file, never its temporary twin.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

Data = bytes | Callable[[BinaryIO], None]
"""What to write: bytes, or a function writing to the open binary file."""

_TEMP_NAME = re.compile(r"^\..+\.(?:(\d+)-)?[a-z0-9_]{8}\.tmp$")
"""Our temporary files: ``.NAME.PID-RANDOM.tmp``; earlier versions wrote ``.NAME.RANDOM.tmp``."""
LEGACY_TEMP_AGE = 600.0
"""A temporary file whose writer cannot be asked about is a leftover once it is this old (seconds)."""

_WINDOWS = os.name == "nt"
REPLACE_PAUSES = (0.02, 0.05, 0.1, 0.2, 0.4)
"""Windows only: seconds to wait before each new attempt to replace a file that another program has
open (a virus scanner or the search indexer reading it for a moment, an editor showing it), which
Windows refuses with ``PermissionError``; elsewhere a rename onto an open file always succeeds."""

_active: set[str] = set()
_active_lock = threading.Lock()


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_atomically(path: str | os.PathLike[str], data: Data) -> Path:
    """Replace ``path`` with ``data``; on failure the old file (if any) is untouched and the
    ``OSError`` names ``path``."""
    target = Path(path)
    temp = _stage(target, data)
    _commit({target: temp})
    return target


def write_together(files: dict[Path, Data]) -> list[Path]:
    """Write several files that belong together (weights and their learning curve) as one step:
    all are written to temporary files first, and only if every one succeeded do they replace
    their targets, so a full disk never leaves a new file next to the old ones of another run."""
    staged: dict[Path, str] = {}
    try:
        for target, data in files.items():
            staged[Path(target)] = _stage(Path(target), data)
    except BaseException:
        for temp in staged.values():
            _discard(temp)
        raise
    _commit(staged)
    return list(staged)


def remove_leftovers(folder: Path) -> list[Path]:
    """Remove temporary files that killed writers left in ``folder``; returns what was removed.

    A file is a leftover if the process id in its name is not running, or is ours but not writing
    it now; one without a process id (an earlier version's), or any on Windows, if it is older than
    ``LEGACY_TEMP_AGE``.
    """
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _TEMP_NAME.match(entry.name)
        if match is None:
            continue
        with _active_lock:
            if entry.path in _active:
                continue
        pid = match.group(1)
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if pid is not None and int(pid) == os.getpid():
                stale = True  # ours, and not being written (checked above)
            elif pid is not None and os.name != "nt":
                stale = not _process_exists(int(pid))
            else:  # an earlier version's, or Windows (no cheap liveness test): by age
                stale = now - entry.stat(follow_symlinks=False).st_mtime > LEGACY_TEMP_AGE
            if stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def _process_exists(pid: int) -> bool:
    """POSIX: signal 0 tests for a process without disturbing it."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _stage(target: Path, data: Data) -> str:
    """Write ``data`` to a synced temporary file next to ``target``; returns its name."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        remove_leftovers(target.parent)
        prefix = f".{target.name}.{os.getpid()}-"
        fd, temp_name = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise _naming(exc, target) from exc
    with _active_lock:
        _active.add(temp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            if callable(data):
                data(handle)
            else:
                handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp_name, _default_mode())
    except OSError as exc:
        _discard(temp_name)
        raise _naming(exc, target) from exc
    except BaseException:
        _discard(temp_name)
        raise
    return temp_name


def _commit(staged: dict[Path, str]) -> None:
    """Rename each staged temporary file onto its target, then sync the folders."""
    try:
        for target, temp in staged.items():
            try:
                _replace(temp, target)
            except OSError as exc:
                raise _naming(exc, target) from exc
            with _active_lock:
                _active.discard(temp)
    finally:
        for temp in staged.values():
            if temp in _active:
                _discard(temp)
    for folder in {target.parent for target in staged}:
        _sync_folder(folder)


def _replace(temp: str, target: Path) -> None:
    """``os.replace``, tried again on Windows while the target is held open (``REPLACE_PAUSES``)."""
    for pause in REPLACE_PAUSES if _WINDOWS else ():
        try:
            os.replace(temp, target)
            return
        except PermissionError:
            time.sleep(pause)
    os.replace(temp, target)


def _discard(temp: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(temp)
    with _active_lock:
        _active.discard(temp)


def _naming(exc: OSError, target: Path) -> OSError:
    """The same error, about ``target`` rather than the temporary file."""
    if exc.errno is None:
        return OSError(f"{target}: {exc}")
    return OSError(exc.errno, exc.strerror or os.strerror(exc.errno), str(target))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable: without it a power cut can still lose the new file.

    Windows cannot open a folder for syncing (and NTFS journals the rename), so it is skipped there.
    """
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the file's own data is already synced
    finally:
        os.close(fd)
