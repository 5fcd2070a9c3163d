"""The training runs behind the shipped engine data: the pattern evaluation's held-out error by
phase (read from the shipped weights' provenance), its learning curve, the terms refitted to choose
what to keep (``python -m benchmarks feature_refit``), the shipped weights against the ones before
(``python -m benchmarks weights``), the TD(λ) network and the linear evaluation.

``python -m benchmarks training`` reads the shipped files again and keeps the figures of the other
commands as they were stored (it does not train).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from benchmarks import figures, page
from othello_qt.core.engine import pattern_weights

WRITES = ("training",)
"""The figure files this benchmark writes."""

KEPT = ("learning_curve", "refits", "weights_matches", "td", "tuning")
"""Parts measured by other commands, kept from the stored figures when the shipped files are read again."""


def shipped_pattern_run() -> dict[str, Any]:
    """The shipped pattern weights' run, from the provenance the file records."""
    with np.load(pattern_weights.shipped_path(), allow_pickle=False) as data:
        provenance = json.loads(str(data["provenance"]))
    return {
        "command": provenance.get("command", ""),
        "date": provenance.get("date", "")[:10],
        "games": provenance.get("games"),
        "positions": provenance.get("positions"),
        "minutes": provenance.get("minutes"),
        "phase_test_rms": provenance.get("phase_test_rms", []),
    }


def run() -> dict[str, Any]:
    previous = (figures.load("training") or {}).get("values", {})
    values = {"pattern": shipped_pattern_run(), **{key: previous[key] for key in KEPT if key in previous}}
    print(f"shipped pattern weights: held-out error by phase {values['pattern']['phase_test_rms']}")
    return values


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The training figures' tables, from ``run``'s values (any part may be missing)."""
    result = []
    pattern = values.get("pattern")
    if pattern and pattern.get("phase_test_rms"):
        errors = pattern["phase_test_rms"]
        caption = (
            f"Pattern evaluation, the shipped run (`{pattern['command']}`, {pattern['date']}; "
            f"{pattern['games']:,} games, {pattern['positions']:,} positions): "
            "held-out error by phase, in discs:"
        )
        result.append(
            figures.table(
                ["phase", *(str(n) for n in range(len(errors)))],
                [["held-out error, discs", *(f"{x:.1f}" for x in errors)]],
                caption,
            )
        )
    curve = values.get("learning_curve")
    if curve:
        games = sorted({int(n) for run in curve.values() for n in run})
        rows = [
            [run, *(f"{by_games[str(n)]:.2f}" if str(n) in by_games else "" for n in games)]
            for run, by_games in curve.items()
        ]
        result.append(
            figures.table(
                ["games", *(f"{n:,}" for n in games)],
                rows,
                "Learning curve: the held-out error averaged over the phases' positions, "
                "refitting on part of the games:",
            )
        )
    refits = values.get("refits")
    if refits:
        result.append(
            figures.table(
                ["terms", "mean held-out error"],
                [[terms, f"{error:.2f}"] for terms, error in refits.items()],
                "Which terms to keep (`feature_refit`): every phase refitted on one run's labels:",
            )
        )
    matches = values.get("weights_matches")
    if matches:
        rows = [
            [
                m["weights"],
                m["depth"],
                m["games"] + (" (stopped)" if m.get("stopped") else ""),
                f"{m['wins']}–{m['draws']}–{m['losses']}",
                page.score_text(m["wins"], m["draws"], m["losses"]),
                f"{m['discs']:+.1f}",
            ]
            for m in matches
        ]
        result.append(
            figures.table(
                ["weights", "depth", "games", "result", "score (95 % interval)", "discs"],
                rows,
                "The weights against the ones before (`weights`), `master` at fixed depths "
                "without ProbCut or book:",
            )
        )
    rows = []
    td = values.get("td")
    if td:
        rows.append(
            [
                "`train-td`, shipped network",
                f"{td['seconds']} s ({td['cpu_seconds']} s CPU); best evaluation after "
                f"{td['best_after_games']:,} games, {td['score_vs_random']:.1%} of "
                f"{td['eval_games']:,} games against random",
            ]
        )
    tuning = values.get("tuning")
    if tuning:
        rows.append(
            [
                "`tuning`, linear evaluation",
                f"{tuning['minutes']} minutes; fit error {figures.shown(tuning['fit_rms'])} discs a phase "
                f"(labels spread {figures.shown(tuning['label_rms'])}); against the hand-set weights "
                f"{tuning['wins']}–{tuning['draws']}–{tuning['losses']} at depth {tuning['depth']}",
            ]
        )
    if rows:
        result.append(
            figures.table(
                ["run", "figures"], rows, "TD(λ) network (`train-td`) and linear evaluation (`tuning`):"
            )
        )
    return result


if __name__ == "__main__":
    run()
