"""``python -m benchmarks feature_refit``: every variant refits a finished run's labels."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from benchmarks import feature_refit
from othello_qt.cli.main import main
from othello_qt.core.engine.pattern_weights import read_provenance

TINY = ["--games", "8", "--workers", "1", "--phases", "3", "--depth", "1", "--solve-empties", "8"]


def _tiny_run(folder: Path) -> Path:
    """A finished tiny ``train-eval`` run: its work folder (its weights are ``folder / "w.npz"``)."""
    work = folder / "work"
    argv = ["train-eval", *TINY, "--label-depth", "2", "--work", str(work), "--out", str(folder / "w.npz")]
    assert main([*argv, "--quiet"]) == 0
    return work


def test_each_variant_refits_a_tiny_run(tmp_path, capsys) -> None:
    work = _tiny_run(tmp_path)
    capsys.readouterr()
    assert feature_refit.main(["--work", str(work)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == list(feature_refit.VARIANTS)
    errors = {line.split(":")[0]: float(re.search(r"error ([\d.]+) discs", line).group(1)) for line in lines}
    assert all(math.isfinite(e) and e > 0 for e in errors.values())
    # The shipped terms refitted on the run's own labels give the errors the run reported.
    reported = read_provenance(tmp_path / "w.npz")["phase_test_rms"]
    errors = [fit.test_rms for fit in feature_refit.phase_fits(work, "shipped")]
    assert [round(e, 3) for e in errors] == pytest.approx(reported, abs=1e-3)


def test_other_ridges_are_tried_and_the_chosen_ones_printed(tmp_path, capsys) -> None:
    work = _tiny_run(tmp_path)
    capsys.readouterr()
    assert feature_refit.main(["--work", str(work), "--variants", "shipped", "--ridges", "0.5"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.endswith("(ridges chosen by phase: 0.5, 0.5, 0.5)"), line
    chosen = [fit.ridge for fit in feature_refit.phase_fits(work, "shipped", ridges=(0.5, 1e6))]
    assert len(chosen) == 3 and set(chosen) <= {0.5, 1e6}


def test_ridges_that_are_not_numbers_are_refused(tmp_path, capsys) -> None:
    with pytest.raises(SystemExit):
        feature_refit.main(["--work", str(tmp_path), "--ridges", "1,x"])
    assert "is not a comma-separated list of numbers" in capsys.readouterr().err


def test_an_unknown_variant_is_refused(tmp_path, capsys) -> None:
    with pytest.raises(SystemExit):
        feature_refit.main(["--work", str(tmp_path), "--variants", "colour"])
    assert "unknown variant 'colour'" in capsys.readouterr().err


def test_a_candidate_pattern_is_read_as_the_evaluation_reads_its_own() -> None:
    """``instance_columns`` on a shipped pattern gives the columns the evaluation's kernel gives."""
    import numpy as np

    from othello_qt.core.engine.fitting import canonical_columns
    from othello_qt.core.engine.patterns import N_TERMS, PATTERN_OFFSETS, PATTERNS, pattern_indices

    rng = np.random.default_rng(7)
    player = rng.integers(0, 2**63, size=20, dtype=np.uint64) | (
        rng.integers(0, 2, size=20, dtype=np.uint64) << 63
    )
    opponent = rng.integers(0, 2**63, size=20, dtype=np.uint64) & ~player
    canonical = canonical_columns()
    kernel_columns = np.zeros((len(player), N_TERMS), dtype=np.int64)
    for n in range(len(player)):
        pattern_indices(player[n], opponent[n], kernel_columns[n])
    for i, pattern in enumerate(PATTERNS):
        offset, size = int(PATTERN_OFFSETS[i]), pattern.size
        ours = feature_refit.instance_columns(player, opponent, pattern, offset)
        for n, out in enumerate(kernel_columns):
            kernel = sorted(int(canonical[c]) for c in out if offset <= c < offset + size)
            assert sorted(ours[n].tolist()) == kernel, pattern.name
