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
import xml.etree.ElementTree as ET
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


def with_literal_counts(source: str) -> str:
    """``source`` with the count of every ``translate(context, text, disambiguation, n)`` made the
    literal ``1``: lupdate marks a text as one with plural forms only when that argument is a number
    (a name there it reads as PyQt4's encoding, and drops the text)."""
    data = source.encode("utf-8")
    line_starts = [0]
    for line in data.splitlines(keepends=True):
        line_starts.append(line_starts[-1] + len(line))
    spans = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or len(node.args) != 4:
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name == "translate":
            count = node.args[3]  # ast offsets count UTF-8 bytes
            start = line_starts[count.lineno - 1] + count.col_offset
            spans.append((start, line_starts[count.end_lineno - 1] + count.end_col_offset))
    for start, end in sorted(spans, reverse=True):
        data = data[:start] + b"1" + data[end:]
    return data.decode("utf-8")


def update(language: str, ts_file: Path, *, plural_only: bool | None = None) -> None:
    """Refresh ``ts_file`` from the code: new texts added unfinished, vanished ones dropped.
    ``plural_only``: only the texts with plural forms (by default, for the source language)."""
    options = ["-no-obsolete", "-locations", "none", "-source-language", SOURCE_LANGUAGE]
    options += ["-target-language", language]
    if plural_only if plural_only is not None else language == SOURCE_LANGUAGE:
        options.append("-pluralonly")  # English needs only its plural forms
    with tempfile.TemporaryDirectory() as folder:
        for name in python_sources():
            copy = Path(folder) / name
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(with_literal_counts((ROOT / name).read_text(encoding="utf-8")), encoding="utf-8")
        subprocess.run(
            [tool("pyside6-lupdate"), *options, *python_sources(), "-ts", str(ts_file.resolve())],
            cwd=folder,
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


def ts_file_of(language: str) -> Path:
    return FOLDER / f"{FILE_PREFIX}{language}.ts"


def _write_ts(tree: ET.ElementTree, ts_file: Path) -> None:
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts_file.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")


def export_unfinished(language: str) -> list[dict[str, object]]:
    """The texts of ``language`` still to translate, for a translator: context, source, and the
    number of plural forms the language has (0 for a text without plurals)."""
    items = []
    for context in ET.parse(ts_file_of(language)).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation.get("type") != "unfinished":
                continue
            items.append(
                {
                    "context": context.findtext("name"),
                    "source": message.findtext("source"),
                    "plural_forms": len(translation.findall("numerusform")),
                }
            )
    return items


def import_translations(language: str, items: list[dict[str, object]]) -> int:
    """Fill ``language``'s file with ``items`` (context, source, translation: a text, or a list of
    the plural forms); returns how many texts were filled.  Texts no longer in the file are ignored."""
    ts_file = ts_file_of(language)
    tree = ET.parse(ts_file)
    given = {(item["context"], item["source"]): item["translation"] for item in items}
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            text = given.get((name, message.findtext("source")))
            if text is None:
                continue
            translation = message.find("translation")
            forms = translation.findall("numerusform")
            if forms:
                texts = text if isinstance(text, list) else [text]
                for index, form in enumerate(forms):
                    form.text = texts[min(index, len(texts) - 1)]
            else:
                translation.text = text if isinstance(text, str) else text[0]
            translation.attrib.pop("type", None)
            filled += 1
    _write_ts(tree, ts_file)
    update(language, ts_file)  # back in lupdate's own layout
    return filled


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release-only", action="store_true", help="only compile the .qm files")
    parser.add_argument("--export", metavar="LANG", help="print LANG's untranslated texts as JSON")
    parser.add_argument(
        "--import", dest="import_", nargs=2, metavar=("LANG", "JSON"), help="fill LANG's texts from JSON"
    )
    args = parser.parse_args(argv)
    if args.export:
        print(json.dumps(export_unfinished(args.export), ensure_ascii=False, indent=1))
        return 0
    if args.import_:
        language, source = args.import_
        items = json.loads(Path(source).read_text(encoding="utf-8"))
        print(f"{import_translations(language, items)} texts filled in {ts_file_of(language).name}")
        release(ts_file_of(language), ts_file_of(language).with_suffix(".qm"))
        return 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts_file = ts_file_of(language)
        if not args.release_only:
            update(language, ts_file)
        release(ts_file, ts_file.with_suffix(".qm"))
        print(f"{ts_file.relative_to(ROOT)} -> {ts_file.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
