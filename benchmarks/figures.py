"""The record a benchmark keeps of its figures: ``benchmarks/results/figures/NAME.json``.

One writer for every figure file (``record``): the command that measured the figures, the commit and
the date, the machine's note (its cores and load), the measured values as the benchmark computed
them (``values``) and the tables built from those values by the benchmark's own ``tables`` function,
so that the stored tables are always what the code makes of the stored values (a test rebuilds them).
Figures measured at an earlier commit and carried over unchanged say so (``carried_over``: their
original date and commit); the next run of the benchmark replaces them in the same form.

A benchmark that finds a wrong result (a solve's score against the published one, a perft count)
raises ``WrongResult``: it fails, so no figures of a broken engine are stored.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any

from othello_qt.core.atomic import write_atomically

FIGURES = Path(__file__).parent / "results" / "figures"


class WrongResult(AssertionError):
    """A benchmark's computed result is wrong (not merely slow): the run fails."""


def check(ok: bool, what: str) -> None:
    """Raise ``WrongResult`` with ``what`` unless ``ok``."""
    if not ok:
        raise WrongResult(what)


def commit() -> str:
    """The short commit of the working tree (empty outside a git checkout)."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=Path(__file__).parent,
            capture_output=True,
            text=True,
            timeout=10,
        )
    except OSError:
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def today() -> str:
    return time.strftime("%Y-%m-%d", time.gmtime())


def machine() -> str:
    """The machine's note: its cores and its load when the figures were stored."""
    load = f"load average {os.getloadavg()[0]:.1f} at the end" if hasattr(os, "getloadavg") else ""
    return ", ".join(x for x in (f"{os.cpu_count()} cores", load) if x)


def table(columns: list[str], rows: list[list[Any]], caption: str = "") -> dict[str, Any]:
    """One table of a fragment, as ``page`` renders it."""
    return {**({"caption": caption} if caption else {}), "columns": columns, "rows": rows}


def fragment(
    name: str,
    *,
    command: str | list[str],
    values: dict[str, Any] | None = None,
    tables: list[dict[str, Any]] | None = None,
    date: str | None = None,
    commit_: str | None = None,
    conditions: str | None = None,
    carried_over: dict[str, str] | None = None,
    **more: Any,
) -> dict[str, Any]:
    """A figure file's content: who wrote it (``benchmark``), how, when, where, and what."""
    data: dict[str, Any] = {
        "benchmark": name,
        "command": command,
        "date": today() if date is None else date,
        "commit": commit() if commit_ is None else commit_,
        "conditions": machine() if conditions is None else conditions,
    }
    if carried_over:
        data["carried_over"] = carried_over
    if values is not None:
        data["values"] = values
    if tables is not None:
        data["tables"] = tables
    data.update(more)
    return data


def write(figure: str, data: dict[str, Any], folder: Path | None = None) -> Path:
    """Store ``data`` as ``FOLDER/FIGURE.json`` (the page's folder by default)."""
    path = (folder or FIGURES) / f"{figure}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))
    return path


def load(figure: str, folder: Path | None = None) -> dict[str, Any] | None:
    path = (folder or FIGURES) / f"{figure}.json"
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def record(
    figure: str,
    values: dict[str, Any],
    tables: list[dict[str, Any]],
    *,
    benchmark: str | None = None,
    command: str | list[str] | None = None,
    folder: Path | None = None,
    **more: Any,
) -> Path:
    """A fresh measurement's record: ``values`` and the ``tables`` built from them, with the command
    (``python -m benchmarks NAME`` by default), today's date, the commit and the machine's note."""
    name = benchmark or figure
    data = fragment(
        name, command=command or f"python -m benchmarks {name}", values=values, tables=tables, **more
    )
    return write(figure, data, folder)


def shown(value: Any, form: str = "{:g}", unit: str = "") -> str:
    """A measured value as a table shows it: a number in ``form``; ``[low, high]``, the range of
    several runs, as ``low–high``; ``[None, high]`` as ``under high``; then ``unit``."""
    if isinstance(value, list):
        low, high = value
        text = f"under {form.format(high)}" if low is None else f"{form.format(low)}–{form.format(high)}"
    else:
        text = form.format(value)
    return f"{text}{unit}"


def carried(date: str, commit_: str, source: str) -> dict[str, str]:
    """The ``carried_over`` note of figures measured earlier and stored again in this form."""
    return {"date": date, "commit": commit_, "from": source}


def carry_over(
    name: str,
    values: dict[str, Any],
    *,
    date: str,
    commit_: str,
    conditions: str,
    source: str,
    command: str | list[str] | None = None,
    folder: Path | None = None,
) -> Path:
    """Store figures measured at ``commit_`` on ``date`` (typed in by hand then) in the form a run
    of benchmark ``name`` stores: its values, and the tables its ``tables`` builds from them."""
    import importlib

    module = importlib.import_module(f"benchmarks.{name}")
    data = fragment(
        name,
        command=command or f"python -m benchmarks {name}",
        values=values,
        tables=module.tables(values),
        date=date,
        commit_=commit_,
        conditions=conditions,
        carried_over=carried(date, commit_, source),
    )
    return write(name, data, folder)
