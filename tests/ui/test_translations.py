"""The player's language: every ``.ts`` complete and every ``.qm`` current, the placeholders of every
translation those of its text, and the window, its menus and dialogs with no text left untranslated
under a pseudo-locale (every letter of every collected text turned full-width)."""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QWidget,
)

from othello_qt.ui import i18n

ROOT = Path(__file__).resolve().parents[2]


def _load_tools():
    """``packaging/translations.py`` (a script, beside the build; not importable as ``packaging``)."""
    spec = importlib.util.spec_from_file_location("translation_tools", ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tools = _load_tools()

# -- the files -------------------------------------------------------------------------------------

PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%L?n|%[0-9]")


def messages(ts_file: Path) -> Iterator[tuple[str, str, ET.Element]]:
    """``(context, source, translation element)`` of every message of a ``.ts`` file."""
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message.findtext("source") or "", message.find("translation")


def translated_forms(translation: ET.Element) -> list[str]:
    forms = translation.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [translation.text or ""]


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_ts_is_complete_and_in_step_with_the_code(language: str, tmp_path: Path) -> None:
    committed = i18n.ts_path(language)
    fresh = tmp_path / committed.name
    shutil.copy(committed, fresh)
    tools.update(language, fresh)
    assert fresh.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8"), (
        f"{committed.name} is not the code's: run `make translations` and translate what it added"
    )
    unfinished = [
        f"{context}: {source!r}"
        for context, source, translation in messages(committed)
        if translation.get("type") in ("unfinished", "vanished", "obsolete")
        or not all(form.strip() for form in translated_forms(translation))
    ]
    assert not unfinished, f"{language}: {len(unfinished)} texts untranslated, e.g. {unfinished[:5]}"


@pytest.mark.parametrize("language", [lang for lang in i18n.LANGUAGES if lang != i18n.SOURCE_LANGUAGE])
def test_every_translation_keeps_its_placeholders(language: str) -> None:
    wrong = []
    for context, source, translation in messages(i18n.ts_path(language)):
        wanted = sorted(set(PLACEHOLDER.findall(source)) - {"%n", "%Ln"})
        for form in translated_forms(translation):
            if sorted(set(PLACEHOLDER.findall(form)) - {"%n", "%Ln"}) != wanted:
                wrong.append(f"{context}: {source!r} -> {form!r}")
    assert not wrong, f"{language}: placeholders differ in {wrong[:5]}"


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_qm_is_current(language: str, tmp_path: Path) -> None:
    fresh = tmp_path / f"{language}.qm"
    tools.release(i18n.ts_path(language), fresh)
    assert i18n.qm_path(language).read_bytes() == fresh.read_bytes(), (
        f"{i18n.qm_path(language).name} is older than its .ts: run `make translations`"
    )


# -- the pseudo-locale -----------------------------------------------------------------------------

KEPT = re.compile(r"(\{[a-z_]+\}|%L?n|%[0-9]|<[^>]*>|&[a-z]+;|&#?[0-9a-z]+;)")
"""What a translator keeps as it is: placeholders, rich-text tags and entities."""


def pseudo(text: str) -> str:
    """``text`` with every ASCII letter outside ``KEPT`` turned full-width: an untranslated text is
    the one still spelled in ASCII letters."""
    parts = KEPT.split(text)
    return "".join(
        part if index % 2 else "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() else c for c in part)
        for index, part in enumerate(parts)
    )


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pseudo")
    ts_file = folder / "pseudo.ts"
    tools.update("en", ts_file, plural_only=False)
    tree = ET.parse(ts_file)
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        for form in forms:
            form.text = pseudo(source)
        if not forms:
            translation.text = pseudo(source)
    tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    qm_file = folder / "pseudo.qm"
    tools.release(ts_file, qm_file)
    return qm_file


@pytest.fixture
def pseudo_locale(pseudo_qm: Path) -> Iterator[None]:
    app = QCoreApplication.instance()
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


ASCII_WORD = re.compile(r"[A-Za-z][A-Za-z'’]+")
DATA_WORDS = re.compile(
    r"^(Ctrl|Shift|Alt|Meta|Esc|Del|Ins|PgUp|PgDown|Home|End|Return|Enter|Space|Backspace|Tab|Left|Right"
    r"|Up|Down|F\d+|NBoard|WTHOR|GGF|GGS|Edax|Egaroucid|ntest|Zebra|WZebra|KReversi|Qt|PySide|MIT"
    r"|Multi|ProbCut|TD|kN|master|humanlike|greedy|random|corners|weighted|alphabeta|negascout|minimax"
    r"|diff|id|td|linear|engine|mpc|vary|book|threads|off)$"
)
"""ASCII words a translated window still shows: key names, the names of programs and formats, the
spec of a player (``master:5s``) and the data a test puts in (file and player names)."""


def untranslated(text: str, data: set[str]) -> list[str]:
    plain = re.sub(r"<[^>]*>|&[a-z]+;|&#?[0-9a-z]+;", " ", text)
    return [
        word
        for word in ASCII_WORD.findall(plain)
        if not DATA_WORDS.match(word) and word not in data and not re.fullmatch(r"[a-h]\d", word)
    ]


def widget_texts(widget: QWidget) -> Iterator[str]:
    if widget.isWindow():
        yield widget.windowTitle()
    yield widget.toolTip()
    yield widget.accessibleName()
    yield widget.accessibleDescription()
    if isinstance(widget, QLabel):
        yield widget.text()
    if isinstance(widget, QAbstractButton):
        yield widget.text()
    if isinstance(widget, QGroupBox):
        yield widget.title()
    if isinstance(widget, QLineEdit):
        yield widget.placeholderText()
    if isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    if isinstance(widget, QTabWidget):
        yield from (widget.tabText(i) for i in range(widget.count()))
    if isinstance(widget, QAbstractItemView) and widget.model() is not None:
        model = widget.model()
        for section in range(model.columnCount()):
            yield str(model.headerData(section, Qt.Orientation.Horizontal) or "")


def menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        yield action.text()
        yield action.toolTip()
        yield action.statusTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu())


def untranslated_in(root: QWidget, data: set[str] = frozenset()) -> list[str]:
    """Every text ``root`` and its visible children show that is still in English."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        for text in widget_texts(widget):
            words = untranslated(text or "", set(data))
            if words:
                found.append(f"{type(widget).__name__} {widget.objectName()!r}: {text!r} ({words})")
    return found


def test_pseudo_translation_changes_letters_only() -> None:
    assert pseudo("{color} to move: <b>f5</b> &amp; %n disc(s)") == (
        "{color} ｔｏ ｍｏｖｅ: <b>ｆ5</b> &amp; %n ｄｉｓｃ(ｓ)"
    )
    assert untranslated(pseudo("Black is thinking… (Ctrl+M)"), set()) == []
    assert untranslated("Black is thinking…", set()) == ["Black", "is", "thinking"]


def test_the_main_window_and_its_menus_are_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window(black="human", white="human")
    window.resize(1100, 800)
    found = untranslated_in(window)
    for action in window.menuBar().actions():
        found += [f"menu: {t!r}" for t in menu_texts(action.menu()) if untranslated(t or "", set())]
    assert not found, "\n".join(found)
