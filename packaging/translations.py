"""``make translations``: refresh the ``.ts`` sources from the code and compile the shipped ``.qm``.

``pyside6-lupdate`` collects every ``translate(...)`` and ``QT_TRANSLATE_NOOP(...)`` of the package
into ``othello_qt/resources/translations/othello_qt_LANG.ts`` (no source locations, so a file changes
only when its texts do; texts no longer in the code are dropped), and ``pyside6-lrelease`` compiles
each into its ``.qm``.  The tests check that every ``.ts`` is complete and every ``.qm`` current.
"""

from __future__ import annotations

import argparse
import ast
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from othello_qt.ui.i18n import FILE_PREFIX, LANGUAGES, SOURCE_LANGUAGE  # noqa: E402

PACKAGE = ROOT / "othello_qt"
FOLDER = PACKAGE / "resources" / "translations"


def tool(name: str) -> str:
    """The PySide6 tool ``name`` beside this Python (the venv's), else on the PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials (make test installs it)")
    return found


def python_sources() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in PACKAGE.rglob("*.py"))


def plural_calls(sources: list[str]) -> list[str]:
    """Every ``translate(CONTEXT, TEXT, DISAMBIGUATION, n)`` of ``sources`` with literal texts and a
    count, as a call ``pyside6-lupdate`` reads as a plural text.

    Its Python parser takes a fourth argument that is a name (``n``, ``count``) for an encoding, as
    in Qt 4's ``translate``, and drops the message when it is an expression (``len(games)``): only a
    number there makes the text a plural one.  These calls, read first, give lupdate each plural text
    with a number, so the code can pass any count."""
    calls = []
    for source in sources:
        tree = ast.parse((ROOT / source).read_text(encoding="utf-8"), source)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            counted = len(node.args) >= 4 or any(k.arg == "n" for k in node.keywords)
            texts = node.args[:3]
            if name != "translate" or not counted or len(texts) < 2:
                continue
            if not all(isinstance(a, ast.Constant) and isinstance(a.value, str | None) for a in texts):
                continue
            arguments = [
                json.dumps(a.value, ensure_ascii=False) if a.value is not None else "None" for a in texts
            ]
            arguments += ["None"] * (3 - len(arguments))  # no disambiguation
            calls.append(f"translate({', '.join(arguments)}, 1)")
    return calls


def update(language: str, ts_file: Path, *, plural_only: bool | None = None) -> None:
    """Refresh ``ts_file`` from the code: new texts added unfinished, vanished ones dropped.
    ``plural_only``: only the texts with plural forms (by default, for the source language)."""
    options = ["-no-obsolete", "-locations", "none", "-source-language", SOURCE_LANGUAGE]
    options += ["-target-language", language]
    if plural_only if plural_only is not None else language == SOURCE_LANGUAGE:
        options.append("-pluralonly")  # English needs only its plural forms
    sources = python_sources()
    with tempfile.TemporaryDirectory() as folder:
        plurals = Path(folder) / "plural_texts.py"
        plurals.write_text("\n".join(plural_calls(sources)) + "\n", encoding="utf-8")
        # the plural calls first: lupdate keeps a text as it first meets it
        subprocess.run(
            [tool("pyside6-lupdate"), *options, str(plurals), *sources, "-ts", str(ts_file)],
            cwd=ROOT,
            check=True,
            capture_output=True,
            text=True,
        )


def release(ts_file: Path, qm_file: Path) -> None:
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)],
        check=True,
        capture_output=True,
        text=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release-only", action="store_true", help="only compile the .qm files")
    args = parser.parse_args(argv)
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts_file = FOLDER / f"{FILE_PREFIX}{language}.ts"
        if not args.release_only:
            update(language, ts_file)
        release(ts_file, ts_file.with_suffix(".qm"))
        print(f"{ts_file.relative_to(ROOT)} -> {ts_file.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
