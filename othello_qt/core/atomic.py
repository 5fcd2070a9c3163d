"""Writing files so that a reader (or a crash) never sees half of one.

The data goes to a temporary file in the same folder, is flushed to disk, gets the permissions
a plain ``open`` would have given it, and then replaces the target in one rename.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_atomically(path: str | os.PathLike[str], data: bytes | Callable[[BinaryIO], None]) -> Path:
    """Replace ``path`` with ``data`` (bytes, or a function writing to the open binary file)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            if callable(data):
                data(handle)
            else:
                handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp_name, _default_mode())
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)
    return target


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
