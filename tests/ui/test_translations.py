"""The player's language: every ``.ts`` complete and every ``.qm`` current, the placeholders of every
translation those of its text, and the window, its menus and dialogs with no text left untranslated
under a pseudo-locale (every letter of every collected text turned full-width)."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from othello_qt.ui import i18n
from tests.ui.pseudo_locale import pseudo, tools, untranslated, untranslated_in, untranslated_in_menu_bar

LANGUAGE_NAMES = frozenset(word for name in i18n.LANGUAGES.values() for word in name.split())
"""The language menu names each language in itself."""

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


def test_a_count_given_by_a_name_still_makes_a_text_with_plural_forms() -> None:
    source = 'x = translate("Ctx", "%n disc(s) ü", None, len(discs))\ny = translate("Ctx", "{a}")\n'
    assert tools.with_literal_counts(source) == (
        'x = translate("Ctx", "%n disc(s) ü", None, 1)\ny = translate("Ctx", "{a}")\n'
    )


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_qm_is_current(language: str, tmp_path: Path) -> None:
    fresh = tmp_path / f"{language}.qm"
    tools.release(i18n.ts_path(language), fresh)
    assert i18n.qm_path(language).read_bytes() == fresh.read_bytes(), (
        f"{i18n.qm_path(language).name} is older than its .ts: run `make translations`"
    )


def test_pseudo_translation_changes_letters_only() -> None:
    assert pseudo("{color} to move: <b>f5</b> &amp; %n disc(s)") == (
        "{color} ｔｏ ｍｏｖｅ: <b>ｆ5</b> &amp; %n ｄｉｓｃ(ｓ)"
    )
    assert untranslated(pseudo("Black is thinking… (Ctrl+M)"), set()) == []
    assert untranslated("Black is thinking…", set()) == ["Black", "is", "thinking"]


def test_the_main_window_and_its_menus_are_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window(black="human", white="human")
    window.resize(1100, 800)
    found = untranslated_in(window, LANGUAGE_NAMES) + untranslated_in_menu_bar(window, LANGUAGE_NAMES)
    assert not found, "\n".join(found)
