"""A scripted referee for the WPI file protocol, used to drive ``othello-qt wpi`` in tests."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPTED_MAIN = HERE / "scripted_main.py"


def othello_qt(*args: str) -> list[str]:
    """The command line running ``othello-qt`` (with the test-only ``script:`` player available)."""
    return [sys.executable, str(SCRIPTED_MAIN), *args]


class ScriptedReferee:
    """Plays the referee's side of the files by hand: gives NAME.in, takes NAME.out."""

    def __init__(self, folder: Path, name: str) -> None:
        self.folder = folder
        self.name = name
        self.in_path = folder / f"{name}.in"
        self.out_path = folder / f"{name}.out"
        self.process: subprocess.Popen[str] | None = None

    def start(self, *player_args: str) -> None:
        self.process = subprocess.Popen(
            othello_qt("wpi", self.name, "--dir", str(self.folder), *player_args),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )

    def give(self, text: str, timeout: float = 60.0) -> None:
        """Write NAME.in (atomically) and wait until the player has read and deleted it."""
        temp = self.folder / f".{self.name}.in.tmp"
        temp.write_text(text + "\n")
        os.replace(temp, self.in_path)
        deadline = time.monotonic() + timeout
        while self.in_path.exists():
            self._check_alive()
            assert time.monotonic() < deadline, f"{self.name} did not read {text!r}"
            time.sleep(0.02)

    def take(self, timeout: float = 60.0) -> str:
        """The player's next move line from NAME.out (which is then removed)."""
        deadline = time.monotonic() + timeout
        while True:
            if self.out_path.exists():
                text = self.out_path.read_text()
                if text.endswith("\n"):
                    self.out_path.unlink()
                    return text.strip()
            self._check_alive()
            assert time.monotonic() < deadline, f"{self.name} wrote no move"
            time.sleep(0.02)

    def finish(self, timeout: float = 30.0) -> tuple[int, str]:
        assert self.process is not None
        output, _ = self.process.communicate(timeout=timeout)
        return self.process.returncode, output

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.communicate()

    def _check_alive(self) -> None:
        assert self.process is not None
        if self.process.poll() is not None:
            output = self.process.stdout.read() if self.process.stdout else ""
            raise AssertionError(f"{self.name} exited early ({self.process.returncode}):\n{output}")
