"""A WPI program for referee tests: plays given raw texts on its turns, byte for byte.

``python wpi_fake_program.py NAME TEXT...``: reads and deletes NAME.in (its colour), then on each
of its turns writes the next TEXT to NAME.out exactly as given (escapes such as ``\\n`` are
decoded, so a test controls the line end) and waits for the next NAME.in.  ``MKDIR`` makes
NAME.out a folder instead.  With no TEXT left it sleeps until killed.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path


def wait_and_delete(path: Path) -> str:
    while not path.exists():
        time.sleep(0.02)
    text = path.read_text()
    path.unlink()
    return text


def main() -> None:
    name, texts = sys.argv[1], [t.encode().decode("unicode_escape") for t in sys.argv[2:]]
    inbox, outbox = Path(name + ".in"), Path(name + ".out")
    color = wait_and_delete(inbox).strip()
    if color == "B":
        wait_and_delete(inbox)
    for text in texts:
        if text == "MKDIR":
            outbox.mkdir()
        else:
            temp = Path(f".{name}.out.tmp")
            temp.write_bytes(text.encode("latin-1"))
            os.replace(temp, outbox)
        wait_and_delete(inbox)
    time.sleep(60)


if __name__ == "__main__":
    main()
