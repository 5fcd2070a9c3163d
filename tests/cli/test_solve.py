"""``othello-qt solve``: end to end on small .obf files, good and bad."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from othello_qt.cli.main import main

DATA = Path(__file__).resolve().parents[1] / "data"


def _ffo_lines(count: int) -> list[str]:
    lines = (DATA / "fforum-1-19.obf").read_text().splitlines()
    return [line for line in lines if line.strip() and not line.startswith("%")][:count]


def test_solves_and_agrees(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "two.obf"
    path.write_text("% two FFO positions\n" + "\n".join(_ffo_lines(2)) + "\n")
    assert main(["solve", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("  ok") == 2
    assert "g8   +18" in out and "a4   +10" in out
    assert "total: 2 positions" in out


def test_json_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.obf"
    path.write_text(_ffo_lines(1)[0] + "\n")
    assert main(["solve", str(path), "--json"]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert record["move"] == "g8" and record["score"] == 18 and record["agrees"] is True
    assert record["empties"] == 14 and record["nodes"] > 0 and record["mode"] == "exact"


def test_wld_mode(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.obf"
    path.write_text(_ffo_lines(1)[0] + "\n")
    assert main(["solve", str(path), "--wld", "--json"]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert record["score"] == 1 and record["mode"] == "wld" and record["agrees"] is True


def test_disagreement_gives_exit_status_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board, _, _ = _ffo_lines(1)[0].partition(";")
    path = tmp_path / "wrong.obf"
    path.write_text(board + "; G8:+16; A4:+10;\n")
    assert main(["solve", str(path)]) == 1
    assert "DISAGREES" in capsys.readouterr().out


def test_position_without_annotation_is_solved(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    board, _, _ = _ffo_lines(1)[0].partition(";")
    path = tmp_path / "bare.obf"
    path.write_text(board + "\n")
    assert main(["solve", str(path)]) == 0
    assert "+18" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "no positions"),
        ("XXXX X\n", "expected 64 squares"),
        ("Z" * 64 + " X\n", "character 1"),
        ("-" * 64 + " X\n", "already over"),
        ("-" * 27 + "OX------XO" + "-" * 27 + " Q\n", "side to move"),
        (_ffo_lines(1)[0].partition(";")[0] + "; G8:lots;\n", "no integer score"),
    ],
)
def test_malformed_files_are_rejected_clearly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str
) -> None:
    path = tmp_path / "bad.obf"
    path.write_text(content)
    assert main(["solve", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "bad.obf" in err


def _annotated(note: str) -> str:
    board = _ffo_lines(1)[0].partition(";")[0].strip()
    return f"{board}; G8:+18; {note};"


ILLEGAL_ANNOTATIONS = {
    "occupied": (_annotated("C1:+4"), "annotation 'C1:+4': c1 is occupied"),
    "flips nothing": (_annotated("A8:+2"), "annotation 'A8:+2': a8 flips no white disc"),
    "an empty corner": (_annotated("A1:+0"), "annotation 'A1:+0': a1 flips no white disc"),
    "a pass with moves": (_annotated("PA:+0"), "annotation 'PA:+0': Black cannot pass"),
    "first of the list": (_annotated("").replace("G8:+18", "B3:+18"), "annotation 'B3:+18': b3 is occupied"),
    "a move when a pass is forced": ("X" * 56 + "XXXXX-OX O; F8:-64;", "'F8:-64': White has no legal move"),
}


@pytest.mark.parametrize("case", list(ILLEGAL_ANNOTATIONS))
def test_annotations_must_be_legal_moves_of_the_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    line, words = ILLEGAL_ANNOTATIONS[case]
    path = tmp_path / "bad.obf"
    path.write_text(f"% one position\n{_ffo_lines(2)[1]}\n{line}\n")
    assert main(["solve", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith(f"solve: {path}:3: ") and words in captured.err
    assert captured.out == ""  # refused before solving anything


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(tmp_path / "nope.obf")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_bad_table_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for size in ("0", "-1", "nan", "20000"):
        assert main(["solve", str(DATA / "fforum-1-19.obf"), "--tt-mib", size]) == 2
        err = capsys.readouterr().err
        assert "--tt-mib must be greater than 0 and at most 16384 MiB" in err, err
        assert "between 0" not in err


def test_a_forced_pass_is_solved_from_the_other_side(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pass.obf"
    path.write_text("X" * 56 + "XXXXX-OX O; PA:-64;\n")  # White must pass, Black then takes f8
    assert main(["solve", str(path), "--json"]) == 0
    record = json.loads(capsys.readouterr().out.strip())
    assert record["move"] == "pass" and record["score"] == -64 and record["agrees"] is True


def test_solve_with_two_threads_checks_the_annotations(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", str(DATA / "fforum-1-19.obf"), "--threads", "2"]) == 0
    assert main(["solve", str(DATA / "fforum-1-19.obf"), "--threads", "0"]) == 2
    assert "--threads must be 1..64" in capsys.readouterr().err
