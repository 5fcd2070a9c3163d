"""An external engine's process: started, read line by line, stopped; and the errors an engine makes.

``ExternalEngine`` runs one engine (Edax, ntest, ``othello-qt nboard``...) as a child process: its own
process group, a reader thread that puts each output line in a bounded queue (a line longer than
``MAX_LINE_BYTES`` is garbage, and a full queue makes the engine wait, so no flood can exhaust
memory), its stderr's last lines kept for the messages.  No engine outlives the app
(``core.child_process``; every engine still running is killed at exit).  ``ping`` is the protocol's
one barrier, NBoard's ``ping N``/``pong N``: what comes before the ``pong`` belongs to an earlier
request.  What the engine is told and how its answers are read is ``players.external``'s, in the
words of ``protocols.nboard_grammar``.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import queue
import subprocess
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable

from othello_qt.core.child_process import kill_group, start_child
from othello_qt.core.engine_list import EngineEntry
from othello_qt.core.protocols.nboard_grammar import Noise, is_pong, parse_engine_line, ping_line
from othello_qt.core.stop_flag import StopFlag
from othello_qt.core.translatable import QT_TRANSLATE_NOOP, TranslatableError

MAX_LINE_BYTES = 64 * 1024
"""A longer output line is garbage (a GGF game is a few kB)."""
MAX_QUEUED_LINES = 1000
"""Lines read but not yet handled; beyond this the reader waits (and so does the engine)."""
MAX_NOISE_LINES = 5000
"""Lines outside the protocol one request (or greeting) tolerates before the engine counts as not
speaking it: a program that floods its output is stopped within a fraction of a second."""
MAX_NOISE_BYTES = 1_000_000
"""Bytes outside the protocol one request tolerates: a flood of long lines is stopped as soon."""
STDERR_KEPT = 20
"""Last lines of the engine's stderr kept for the messages."""
QUIT_SECONDS = 1.0
"""After ``quit`` an engine has this long to exit before it is killed."""
POLL_SECONDS = 0.05
"""How often a wait for a line looks at its stop flag."""


class EngineError(TranslatableError, RuntimeError):
    """An external engine failed; the message names it and says what it did, and its ``detail`` is
    the engine's own last words on stderr."""


class EngineStartError(EngineError):
    """The engine could not be started, or did not speak NBoard's protocol at its check."""


class EngineCrashed(EngineError):
    """The engine's process ended while it was needed."""


class EngineTimeout(EngineError):
    """The engine gave no answer within its time."""


class EngineGarbage(EngineError):
    """The engine wrote what NBoard's protocol does not allow (a huge line, endless noise, a bad answer)."""


class EngineIllegalMove(EngineError):
    """The engine answered a move that is not legal in the position."""


class EngineStopped(EngineError):
    """The search (or the check) was stopped before the engine answered (the engine itself is fine)."""


class NoiseCount:
    """Counts the lines outside the protocol of one request; too many is ``EngineGarbage``."""

    def __init__(self, engine: str) -> None:
        self.engine = engine
        self.lines = 0
        self.bytes = 0

    def add(self, text: str) -> None:
        self.lines += 1
        self.bytes += len(text) + 1  # its line end: a flood of empty lines counts too
        if self.lines > MAX_NOISE_LINES or self.bytes > MAX_NOISE_BYTES:
            raise EngineGarbage(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{engine} does not speak NBoard's protocol: it wrote {lines} lines that are not "
                    "the protocol's (such as {example})",
                ),
                engine=self.engine,
                lines=self.lines,
                example=repr(text[:60]),
            )


# --- the process -------------------------------------------------------------------------------------

_EOF = object()
_TOO_LONG = object()
_LIVE: weakref.WeakSet[ExternalEngine] = weakref.WeakSet()


class ExternalEngine:
    """One engine process and its output, line by line; ``close`` (or the app's exit) kills it."""

    def __init__(self, entry: EngineEntry) -> None:
        self.entry = entry
        self.name = entry.name
        self.myname = ""
        """What the engine calls itself (``set myname``)."""
        self.depth: int | None = None
        """The depth last sent (``set depth``)."""
        self._pings = itertools.count(1)
        self._lines: queue.Queue[object] = queue.Queue(MAX_QUEUED_LINES)
        self._stderr: deque[str] = deque(maxlen=STDERR_KEPT)
        self._closed = threading.Event()
        self.process = self._start()
        _LIVE.add(self)
        threading.Thread(target=self._read, name=f"engine {self.name} out", daemon=True).start()
        threading.Thread(target=self._read_stderr, name=f"engine {self.name} err", daemon=True).start()

    def _start(self) -> subprocess.Popen[bytes]:
        entry = self.entry
        if entry.folder and not os.path.isdir(entry.folder):
            raise EngineStartError(
                QT_TRANSLATE_NOOP("Errors", "{engine}: the working folder {folder} is not a folder"),
                engine=self.name,
                folder=repr(entry.folder),
            )
        try:
            return start_child(
                list(entry.argv),
                cwd=entry.folder or None,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
        except OSError as exc:
            raise EngineStartError(
                QT_TRANSLATE_NOOP("Errors", "{engine}: cannot start {program}"),
                str(exc.strerror or exc),
                engine=self.name,
                program=repr(entry.argv[0]),
                os_errno=exc.errno,  # the window says the system's reason in the player's language
            ) from None

    # --- output --------------------------------------------------------------------------------------

    def _put(self, item: object) -> None:
        while not self._closed.is_set():
            with contextlib.suppress(queue.Full):
                self._lines.put(item, timeout=POLL_SECONDS * 4)
                return

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        with contextlib.suppress(OSError, ValueError), stream:
            while not self._closed.is_set():
                raw = stream.readline(MAX_LINE_BYTES + 1)
                if not raw:
                    break
                if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                    self._put(_TOO_LONG)
                    return
                self._put(raw.decode("utf-8", errors="replace").rstrip("\r\n"))
        self._put(_EOF)

    def _read_stderr(self) -> None:
        stream = self.process.stderr
        assert stream is not None
        with contextlib.suppress(OSError, ValueError), stream:
            while raw := stream.readline(MAX_LINE_BYTES):
                text = raw.decode("utf-8", errors="replace").strip()
                if text:
                    self._stderr.append(text[:300])

    def next_ping(self) -> int:
        """The number of the next ``ping``: each is answered by its own ``pong``."""
        return next(self._pings)

    def error_text(self) -> str:
        """The engine's last words on stderr (what it says is wrong), or ``""``."""
        return "\n".join(self._stderr)

    def send(self, line: str) -> None:
        """Write one command; an engine that is gone is ``EngineCrashed``."""
        stream = self.process.stdin
        assert stream is not None
        try:
            stream.write((line + "\n").encode("utf-8"))
            stream.flush()
        except (OSError, ValueError):
            raise self._crashed() from None

    def line(self, deadline: float, stop: StopFlag | None = None, until: float | None = None) -> str | None:
        """The next output line; ``None`` once ``stop`` is set or ``until`` passes, ``EngineTimeout``
        at ``deadline``."""
        while True:
            now = time.monotonic()
            if (stop is not None and stop.is_set()) or (until is not None and now >= until):
                return None
            left = deadline - now
            if left <= 0:
                raise EngineTimeout(
                    QT_TRANSLATE_NOOP("Errors", "{engine} did not answer in time and was stopped"),
                    engine=self.name,
                )
            try:
                item = self._lines.get(timeout=min(left, POLL_SECONDS))
            except queue.Empty:
                continue
            if item is _EOF:
                raise self._crashed()
            if item is _TOO_LONG:
                raise EngineGarbage(
                    QT_TRANSLATE_NOOP("Errors", "{engine} wrote a line longer than {bytes} bytes"),
                    engine=self.name,
                    bytes=MAX_LINE_BYTES,
                )
            assert isinstance(item, str)
            return item

    def _crashed(self) -> EngineCrashed:
        try:
            code = self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            code = None
        time.sleep(0.05)  # its last stderr lines
        said = self.error_text()
        if code is None:
            template = QT_TRANSLATE_NOOP("Errors", "{engine} closed its output")
            return EngineCrashed(template, said, engine=self.name)
        if code < 0:
            template = QT_TRANSLATE_NOOP("Errors", "{engine} was killed by signal {signal}")
            return EngineCrashed(template, said, engine=self.name, signal=str(-code))
        template = QT_TRANSLATE_NOOP("Errors", "{engine} exited with code {code}")
        return EngineCrashed(template, said, engine=self.name, code=str(code))

    def ping(
        self, deadline: float, on_line: Callable[[str], None] | None = None, stop: StopFlag | None = None
    ) -> None:
        """``ping N`` and wait for ``pong N``: every line before it belongs to an earlier request.
        ``EngineStopped`` once ``stop`` is set; ``EngineGarbage`` for a flood outside the protocol."""
        number = self.next_ping()
        self.send(ping_line(number))
        noise = NoiseCount(self.name)
        while True:
            text = self.line(deadline, stop)
            if text is None:
                raise EngineStopped(
                    QT_TRANSLATE_NOOP("Errors", "{engine} was stopped before it answered"),
                    engine=self.name,
                )
            if is_pong(text, number):
                return
            if isinstance(parse_engine_line(text), Noise):
                noise.add(text)
            elif on_line is not None:
                on_line(text)

    # --- lifetime ------------------------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        return self.process.poll() is None and not self._closed.is_set()

    def close(self, polite: bool = True) -> None:
        """Ask it to quit (``polite``), then kill its process group and reap it: no zombie is left."""
        if self._closed.is_set():
            return
        if polite and self.process.poll() is None:
            with contextlib.suppress(EngineError):
                self.send("quit")
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(QUIT_SECONDS)
        self._closed.set()
        kill_group(self.process)  # its own children too
        # stdout and stderr are closed by their reader threads as they end: a closing thread would
        # wait on a reader blocked in readline while a helper the engine left keeps the pipe open
        with contextlib.suppress(OSError, ValueError):
            if self.process.stdin is not None:
                self.process.stdin.close()
        _LIVE.discard(self)


@atexit.register
def _close_all() -> None:
    for engine in list(_LIVE):
        with contextlib.suppress(Exception):
            engine.close(polite=False)
