"""``python -m benchmarks page``: write ``docs/benchmarks.md`` from the stored results, so that every
figure the documentation quotes has one home and the page cannot contradict the measurements.

Each benchmark's figures live in ``benchmarks/results/figures/NAME.json`` (a *fragment*), written by
``python -m benchmarks NAME`` when it runs (``record_run``): the command, the date and commit, the
machine's load, and what it printed.  A fragment may also hold tables (``columns``, ``rows``) and
notes for figures measured by other commands (``make dist``, the training commands).  The ladder
and the long matches are rendered from their own result files (``ladder.json``, ``match-*.json``).
The page is a pure function of those files: rendering the committed results again gives the
committed page byte for byte (a test checks it).
"""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

from benchmarks import figures
from othello_qt.core.atomic import write_atomically

BENCHMARKS_DIR = Path(__file__).parent
RESULTS = BENCHMARKS_DIR / "results"
FIGURES = RESULTS / "figures"
PAGE = BENCHMARKS_DIR.parent / "docs" / "benchmarks.md"

# The page's sections in order: fragment name and heading.  A fragment named after a benchmark
# module takes that module's docstring as its description.
SECTIONS = (
    ("rules", "Rules"),
    ("engine", "Master engine speed"),
    ("yardstick", "The endgame against Edax"),
    ("kernel_profile", "Where a second goes"),
    ("probcut", "Multi-ProbCut"),
    ("patterns", "Pattern evaluation"),
    ("ladder", "Difficulty levels"),
    ("long-matches", "Long matches"),
    ("versus", "Against an earlier version"),
    ("matches", "Matches"),
    ("classic", "The seeds' searches"),
    ("td", "TD(λ) network"),
    ("training", "Training runs"),
    ("real_games", "The evaluation on real games"),
    ("ui", "Responsiveness and start-up"),
    ("dist", "Frozen bundle"),
    ("dist-windows", "Windows bundle, built under Wine"),
    ("database", "Games database"),
    ("protocols", "Protocols"),
    ("faults", "Bad input"),
    ("soak", "Memory soaks"),
)

PROSE = {
    "versus": "Against ntest at a fixed depth, strength grows fast up to about a second a move and slowly "
    "beyond: past a second, each doubling of the time gains less than a match of this size can tell apart "
    "(the curve's table). The evaluation decides it: deeper searches of the same evaluation meet an "
    "opponent whose evaluation is better, and master stops a depth early when the next would not "
    "finish, so it uses about half of its time a move.",
    "ladder": "With Multi-ProbCut twice the time buys little (`master:2s` against `master:1s` under "
    "[Long matches](#long-matches)), so the timed levels' times are far apart, and the fixed-depth level "
    "sits between the first timed level and the level below it.",
}
"""What explains a section's figures, beside them on the page; never a number (the figures are the
benchmarks' own, in their files)."""

HEADER = """\
# Benchmarks

Every figure the documentation quotes, with the command that measured it. This page is generated:
`make bench` runs the benchmarks and rewrites it, `python -m benchmarks NAME` measures one section
again, and `python -m benchmarks page` rewrites the page from the stored results in
[`benchmarks/results/`](../benchmarks/results/) without measuring anything. Do not edit it by hand.

Unless a section says otherwise, figures were measured on a 2-core x86-64 Linux machine; times in
seconds of wall time, CPU time where a section says so (it stays meaningful on a busy machine).
"""


def _docstring(name: str) -> str:
    """The first paragraph of ``benchmarks/NAME.py``'s docstring, read without importing it."""
    path = BENCHMARKS_DIR / f"{name}.py"
    if not path.is_file():
        return ""
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    first = doc.split("\n\n")[0]
    return " ".join(first.split()).replace("``", "`")


def _cell(value: Any) -> str:
    return str(value).replace("|", "\\|")


def _table(columns: list[str], rows: list[list[Any]]) -> list[str]:
    lines = ["| " + " | ".join(_cell(c) for c in columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return lines


def _measured(fragment: dict[str, Any]) -> str:
    parts = []
    if fragment.get("date"):
        parts.append(f"measured {fragment['date']}")
    if fragment.get("commit"):
        parts.append(f"at commit `{fragment['commit']}`")
    if not parts:
        parts.append("date and commit not recorded")
    if fragment.get("conditions"):
        parts.append(f"({fragment['conditions']})")
    carried = fragment.get("carried_over")
    if carried:
        parts.append(f"— carried over from {carried['from']}, not measured again since")
    return " ".join(parts)


def _fragment_head(fragment: dict[str, Any]) -> list[str]:
    """What was measured, by which command, when."""
    lines: list[str] = [fragment["about"], ""] if fragment.get("about") else []
    commands = fragment.get("command", [])
    lines += ["```sh", *([commands] if isinstance(commands, str) else commands), "```", ""]
    measured = _measured(fragment)
    return [*lines, measured[:1].upper() + measured[1:] + ".", ""]


def _fragment_body(fragment: dict[str, Any]) -> list[str]:
    """The figures: tables, notes, and what a run printed."""
    lines: list[str] = []
    for table in fragment.get("tables", []):
        if table.get("caption"):
            lines += [table["caption"], ""]
        lines += [*_table(table["columns"], table["rows"]), ""]
    for note in fragment.get("notes", []):
        lines += [note, ""]
    if fragment.get("output"):
        lines += ["What it printed:", "", "```text", *fragment["output"].rstrip("\n").split("\n"), "```", ""]
    return lines


def _ladder_lines() -> list[str]:
    from benchmarks.resumable_match import engine_data_stamp
    from othello_qt.core.players.levels import LEVELS

    path = RESULTS / "ladder.json"
    if not path.is_file():
        return []
    pairs = json.loads(path.read_text(encoding="utf-8"))
    stamp = engine_data_stamp()
    rows = []
    earlier = False
    for lower, upper in zip((None, *LEVELS[:-1]), LEVELS, strict=True):
        head = [upper.number, upper.name, f"`{upper.spec}`", upper.description]
        entry = None if lower is None else pairs.get(f"{upper.spec} vs {lower.spec}")
        if lower is not None and (entry is None or entry.get("engine_data") != stamp):
            # the shipped data's games so far, if any, over the finished result of older data
            entry = _unfinished_pair(upper.spec, lower.spec, stamp) or entry
        if entry is None:
            rows.append([*head, "—" if lower is None else "not measured", "", "", ""])
            continue
        mark = "" if entry.get("engine_data") == stamp else " †"
        earlier = earlier or bool(mark)
        rows.append(
            [
                *head,
                f"{entry['wins']}–{entry['draws']}–{entry['losses']} of {entry['games']}{mark}"
                + (f" (of {entry['planned']}: not finished)" if "planned" in entry else ""),
                score_text(entry["wins"], entry["draws"], entry["losses"]),
                f"{entry['mean_discs']:+.1f}",
                f"{entry['seconds_per_move']:.3f}",
            ]
        )
    columns = ["level", "name", "player", "how it plays", "against the level below", "score (95 % interval)"]
    return [
        "Each level against the one below, from [`ladder.json`](../benchmarks/results/ladder.json) "
        "(the target: a score of at least 65 % with the interval above 50 %).",
        "",
        *_table([*columns, "discs", "s/move"], rows),
        "",
        *(
            [
                "† Measured with earlier engine data (evaluation weights or ProbCut statistics) than "
                f"the shipped ones (`{stamp}`, `resumable_match.engine_data_stamp`): not yet played again.",
                "",
            ]
            if earlier
            else []
        ),
    ]


def _unfinished_pair(upper: str, lower: str, stamp: str) -> dict[str, Any] | None:
    """A ladder pair's games so far when its match is on file but not finished (the timed top
    levels take hours, played across sessions), in ``ladder.json``'s form."""
    from benchmarks.ladder import DEFAULT_GAMES, entry_of
    from benchmarks.resumable_match import played_so_far

    summary = played_so_far(upper, lower, DEFAULT_GAMES, tag=stamp, folder=RESULTS)
    if summary is None:
        return None
    return {**entry_of(summary, stamp), "planned": DEFAULT_GAMES}


def _match_lines() -> list[str]:
    from benchmarks.resumable_match import summarise

    rows = []
    for path in sorted(RESULTS.glob("match-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        games = data.get("games", {})
        if not games:
            continue
        summary = summarise(games.values())
        finished = max(g["finished"] for g in games.values())[:10]
        rows.append(
            [
                f"`{data['player_a']}` vs `{data['player_b']}`",
                f"{summary.wins}–{summary.draws}–{summary.losses} of {summary.games}",
                score_text(summary.wins, summary.draws, summary.losses),
                f"{summary.mean_discs:+.1f}",
                f"{summary.a_seconds_per_move:.2f} / {summary.b_seconds_per_move:.2f}",
                f"{finished}, [file](../benchmarks/results/{path.name})",
            ]
        )
    if not rows:
        return []
    columns = ["match", "A wins–draws–losses", "score (95 % interval)", "discs", "s/move A / B", "last game"]
    return [
        "Matches kept game by game as they are played (`benchmarks/resumable_match.py`, by `python -m "
        "benchmarks ladder` and `patterns`), read from their files; a match not finished shows the games "
        "played so far.",
        "",
        *_table(columns, rows),
        "",
    ]


def load_fragment(name: str) -> dict[str, Any] | None:
    path = FIGURES / f"{name}.json"
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


GENERATED = {"ladder": _ladder_lines, "long-matches": _match_lines}
"""Sections whose figures are rendered from their own result files rather than from a run's output."""


def render() -> str:
    """The page, from the stored results alone."""
    lines = HEADER.split("\n")
    for name, title in SECTIONS:
        fragment = load_fragment(name)
        generated = GENERATED[name]() if name in GENERATED else []
        if fragment is None and not generated:
            continue
        lines += [f"## {title}", ""]
        about = _docstring(name)
        if about:
            lines += [about, ""]
        if name in PROSE:
            lines += [PROSE[name], ""]
        if fragment is not None:
            lines += _fragment_head(fragment)
        lines += generated
        if fragment is not None:
            lines += _fragment_body(fragment)
    return "\n".join(lines).rstrip("\n") + "\n"


def write_page() -> Path:
    write_atomically(PAGE, render().encode("utf-8"))
    return PAGE


def score_text(wins: int, draws: int, losses: int) -> str:
    """A match's score with its 95 % interval as the page writes it: ``61.8% (55.6% .. 67.9%)``."""
    from othello_qt.core.match import score_interval

    score, low, high = score_interval(wins, draws, losses)
    return f"{score:.1%} ({low:.1%} .. {high:.1%})"


_commit = figures.commit
"""The working tree's short commit (``figures.commit``)."""


def record_run(name: str, output: str) -> Path:
    """Store what ``python -m benchmarks NAME`` printed as that section's figures (replacing the
    section's earlier figures, tables included: they are the previous measurement's).

    A section rendered from its own result files (``GENERATED``) shows those, not the output, and
    keeps its commands and notes: they explain the results, which outlive one run.
    """
    fragment = figures.fragment(name, command=f"python -m benchmarks {name}", output=output)
    if name in GENERATED:
        previous = load_fragment(name) or {}
        del fragment["output"]
        fragment["command"] = previous.get("command", fragment["command"])
        if previous.get("notes"):
            fragment["notes"] = previous["notes"]
    return figures.write(name, fragment, FIGURES)
