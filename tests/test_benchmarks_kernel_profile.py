"""The kernel profile's reading of perf and addr2line output, and its parts' table."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from benchmarks import kernel_profile as kp

FILES = st.sampled_from([*kp.PARTS, "<string>", "builtins.py", "??"])


def test_a_kernel_sample_belongs_to_the_part_of_its_innermost_file() -> None:
    mangled = "_ZN10othello_qt4core6engine7midgame10mid_searchB3v13"
    assert kp.part_of_kernel_sample(mangled, "/w/othello_qt/core/engine/patterns.py:301") == "evaluation"
    assert kp.part_of_kernel_sample(mangled, "/w/othello_qt/core/bitboard.py:200 (discriminator 2)") == (
        "move generation"
    )
    windows = "C:\\w\\othello_qt\\core\\engine\\tt.py:9"
    assert kp.part_of_kernel_sample(mangled, windows) == "transposition table"
    assert kp.part_of_kernel_sample("NRT_incref", "??:0") == kp.REFCOUNTS
    assert kp.part_of_kernel_sample(mangled, "<string>:?") == kp.GLUE


def test_a_sample_outside_the_kernels_is_python_the_system_or_the_compiler() -> None:
    assert kp.part_of_native_sample("/usr/lib/libpython3.11.so.1.0") == kp.PYTHON
    assert kp.part_of_native_sample("[kernel.kallsyms]") == kp.SYSTEM
    assert kp.part_of_native_sample("/venv/llvmlite/binding/libllvmlite.so") == kp.COMPILING


def test_the_innermost_frame_of_inlined_code_is_taken() -> None:
    output = "\n".join(
        [
            "0x0000000000000400",
            "flips",
            "/w/othello_qt/core/bitboard.py:200",
            "mid_search",
            "/w/othello_qt/core/engine/midgame.py:150",
            "0x0000000000000800",
            "mid_search",
            "/w/othello_qt/core/engine/midgame.py:111",
        ]
    )
    assert kp.innermost_locations(output) == [
        ("flips", "/w/othello_qt/core/bitboard.py:200"),
        ("mid_search", "/w/othello_qt/core/engine/midgame.py:111"),
    ]


def test_output_out_of_step_is_an_error_not_a_wrong_profile() -> None:
    with pytest.raises(ValueError, match="out of step"):
        kp.innermost_locations("mid_search\n/w/midgame.py:1\n")


@given(st.lists(st.tuples(st.integers(0, 2**48), st.lists(FILES, min_size=1, max_size=4)), max_size=30))
def test_addr2line_output_reads_back_one_frame_an_address(frames: list[tuple[int, list[str]]]) -> None:
    lines = []
    for address, chain in frames:
        lines.append(f"0x{address:016x}")
        for depth, name in enumerate(chain):
            lines += [f"f{depth}", f"/w/{name}:{depth + 1}"]
    found = kp.innermost_locations("\n".join(lines))
    assert found == [("f0", f"/w/{chain[0]}:1") for _address, chain in frames]


DSOS = st.sampled_from(["[kernel.kallsyms]", "/a b/x.so", ""])


@given(st.lists(st.tuples(st.integers(0, 2**64 - 1), DSOS)))
def test_perf_script_lines_read_back(samples: list[tuple[int, str]]) -> None:
    text = "\n".join(f"    {address:x} ({dso})" if dso else f"{address:x}" for address, dso in samples)
    assert kp.perf_samples(text) == samples


def test_the_breakdown_is_in_per_cent_in_the_parts_order_and_the_table_has_a_column_a_phase() -> None:
    shares = kp.breakdown(Counter({kp.PYTHON: 1, "evaluation": 3}))
    assert list(shares) == ["evaluation", kp.PYTHON] and shares == {"evaluation": 75.0, kp.PYTHON: 25.0}
    assert kp.breakdown(Counter()) == {}
    values = {
        "spec": kp.SPEC,
        "positions_per_phase": 2,
        "phases": {
            "36 empties": {
                "nodes_per_second": 2_000_000,
                "profiled_nodes_per_second": 1_900_000,
                "samples": 4000,
                "shares": shares,
            },
            "20 empties": {
                "nodes_per_second": 7_000_000,
                "profiled_nodes_per_second": 6_900_000,
                "samples": 2000,
                "shares": {"last empties": 100.0},
            },
        },
    }
    (shown,) = kp.tables(values)
    assert shown["columns"] == ["part", "36 empties", "20 empties"]
    assert shown["rows"][0] == ["evaluation", "75.0 %", "0.0 %"]
    assert shown["rows"][-3][1:] == ["2.00 M", "7.00 M"]


def test_the_phases_are_positions_of_held_out_real_games_with_a_move_to_play() -> None:
    from othello_qt.core.position import Color, Position
    from tests.real_wthor import wthor_folder

    wthor_folder()
    phases = kp.phase_positions(2, seed=3)
    assert list(phases) == [f"{e} empties" for e in kp.PHASES]
    for name, boards in phases.items():
        assert len(boards) == 2
        for black, white, turn in boards:
            position = Position(black, white, Color(turn))
            assert f"{position.empty_count} empties" == name and position.legal_moves()
