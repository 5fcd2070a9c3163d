"""A pseudo-locale for the tests: every collected text with its ASCII letters turned full-width, so
a text still spelled in ASCII letters is one that did not go through ``translate``.  ``untranslated_in``
lists such texts of a widget and its visible children, ``menu_texts`` those of a menu."""

from __future__ import annotations

import importlib.util
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QTreeView,
    QWidget,
)

ROOT = Path(__file__).resolve().parents[2]


def load_tools():
    """``packaging/translations.py`` (a script beside the build; the name ``packaging`` is PyPI's)."""
    spec = importlib.util.spec_from_file_location("translation_tools", ROOT / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tools = load_tools()

KEPT = re.compile(r"(\{[a-z_]+\}|%L?n|%[0-9]|<[^>]*>|&[a-z]+;|&#?[0-9a-z]+;)")
"""What a translator keeps as it is: placeholders, rich-text tags and entities."""


def pseudo(text: str) -> str:
    """``text`` with every ASCII letter outside ``KEPT`` turned full-width: an untranslated text is
    the one still spelled in ASCII letters."""
    parts = KEPT.split(text)
    return "".join(
        part
        if index % 2
        else "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() else c for c in part)
        for index, part in enumerate(parts)
    )


def make_pseudo_qm(folder: Path) -> Path:
    """Every text of the code, translated by ``pseudo``, compiled into ``folder/pseudo.qm``."""
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


WORD = re.compile(r"[^\W\d_][^\W\d_'’]*")
"""A word of any script; one of two letters or more with an ASCII letter in it is still English."""
DATA_WORDS = re.compile(
    r"^(Ctrl|Shift|Alt|Meta|Esc|Del|Ins|PgUp|PgDown|Home|End|Return|Enter|Space|Backspace|Tab|Left|Right"
    r"|Up|Down|F\d+|NBoard|WTHOR|GGF|GGS|Edax|Egaroucid|ntest|Zebra|WZebra|KReversi|Qt|PySide|MIT"
    r"|Multi|ProbCut|TD|kN|master|humanlike|greedy|random|corners|weighted|alphabeta|negascout|minimax"
    r"|diff|id|td|linear|engine|mpc|vary|book|threads|off"
    r"|OK|Cancel|Close|Apply|Yes|No|Discard|Reset)$"
)
"""ASCII words a translated window still shows: key names, the names of programs and formats, the
spec of a player (``master:5s``) and the data a test puts in (file and player names); the standard
buttons of Qt's dialogs, which Qt's own translations (``qtbase_LANG.qm``) translate."""


def untranslated(text: str, data: set[str]) -> list[str]:
    plain = re.sub(r"<[^>]*>|&[a-z]+;|&#?[0-9a-z]+;", " ", text)
    return [
        word
        for word in WORD.findall(plain)
        if len(word) > 1
        and re.search("[A-Za-z]", word)
        and not DATA_WORDS.match(word)
        and word not in data
        and not re.fullmatch(r"[a-h]\d", word)
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
    if isinstance(widget, QTableView | QTreeView) and widget.model() is not None:
        model = widget.model()
        for section in range(model.columnCount(QModelIndex())):
            yield str(model.headerData(section, Qt.Orientation.Horizontal) or "")


def menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        yield action.text()
        yield action.toolTip()
        yield action.statusTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu())


def untranslated_in(root: QWidget, data: frozenset[str] | set[str] = frozenset()) -> list[str]:
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


def untranslated_in_menu_bar(window, data: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Every title, text and tip of ``window``'s menus, submenus included, still in English."""
    found = []
    for action in window.menuBar().actions():
        found += [f"menu: {t!r}" for t in menu_texts(action.menu()) if untranslated(t or "", set(data))]
    return found
