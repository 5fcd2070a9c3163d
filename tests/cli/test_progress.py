"""The command line's one progress bar: a line redrawn in place on a terminal, plain lines in a log."""

from __future__ import annotations

import io

from othello_qt.cli.progress import ProgressBar


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_sees_one_line_redrawn() -> None:
    stream = _Terminal()
    bar = ProgressBar(stream, 2, unit=" games")
    bar.start("playing the first game...")
    bar.update(1, "+1 =0 -0", aside="not on a terminal")
    bar.update(2, "+1 =1 -0")
    bar.close()
    text = stream.getvalue()
    assert text.count("\r") == 3 and text.endswith("\n") and text.count("\n") == 1
    assert text.startswith("\r[" + "-" * 30 + "] 0/2 games  playing the first game...\033[K")
    assert "[###############---------------] 1/2 games  +1 =0 -0" in text
    assert "[##############################] 2/2 games" in text and "not on a terminal" not in text


def test_a_note_goes_below_the_bar() -> None:
    stream = _Terminal()
    bar = ProgressBar(stream, 4, label="games: ")
    bar.update(1)
    bar.note("checkpoint written")
    assert stream.getvalue().endswith("1/4\033[K\ncheckpoint written\n")
    bar.close()
    assert stream.getvalue().endswith("checkpoint written\n")  # nothing drawn since the note


def test_a_log_gets_a_line_at_each_tenth_and_at_the_end() -> None:
    stream = io.StringIO()
    bar = ProgressBar(stream, 100, label="phase 1: ")
    for done in range(1, 101):
        bar.update(done, "1 min left")
    lines = stream.getvalue().splitlines()
    assert lines[0] == "phase 1: 1/100  1 min left" and lines[-1] == "phase 1: 100/100  1 min left"
    assert len(lines) == 11 and "\r" not in stream.getvalue()


def test_a_log_step_of_zero_logs_every_update_with_its_aside() -> None:
    stream = io.StringIO()
    bar = ProgressBar(stream, 2, unit=" games", log_step=0)
    bar.update(1, "+0 =0 -1", aside="game 1: A (black) 20-44")
    bar.update(2, "+0 =1 -1")
    assert stream.getvalue() == "1/2 games  +0 =0 -1  (game 1: A (black) 20-44)\n2/2 games  +0 =1 -1\n"


def test_the_time_left_comes_from_the_rate_since_the_start() -> None:
    bar = ProgressBar(io.StringIO(), 10, done=4)
    assert bar.seconds_left(4) is None and bar.rate(4) == 0.0
    bar.started -= 2.0  # two seconds ago
    assert 0.9 < bar.rate(6) <= 1.0 and 4.0 <= bar.seconds_left(6) < 4.5
