"""The player's language: the app's translations and Qt's own, from the system locale or the user's
*View → Language* choice (which takes effect at the next start, as the menu says).

Every text a player reads goes through ``translate`` (the name ``pyside6-lupdate`` collects), its
placeholders named (``{color} to move``) so a translator can move them, and counts through Qt's plural
forms (``translate(CONTEXT, "%n disc(s)", None, n)``).  ``make translations`` refreshes the ``.ts``
sources and compiles the ``.qm`` files shipped in ``othello_qt/resources/translations``.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from othello_qt.resources import PACKAGE_DIR, resource_dirs

log = logging.getLogger(__name__)

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "nl": "Nederlands",
    "ja": "日本語",
    "zh_CN": "简体中文",
}
"""Every language the app speaks, by its Qt locale name, named in itself (as a language menu shows it).
English is the source language: its file holds only the plural forms."""

SYSTEM = ""
"""The language setting that follows the system locale."""

SOURCE_LANGUAGE = "en"
TRANSLATIONS_FOLDER = "translations"
FILE_PREFIX = "othello_qt_"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the player's language (as Qt's ``QCoreApplication.translate``; ``n`` picks the
    plural form of a ``%n`` text).  Where no translation answers (no application yet, or no ``.qm``
    loaded) an English ``(s)`` still agrees with ``n``."""
    translated = QCoreApplication.translate(context, text, disambiguation, n)
    if n >= 0 and "(s)" in translated:
        untranslated = text.replace("%Ln", QLocale().toString(n)).replace("%n", str(n))
        if translated == untranslated:
            return translated.replace("(s)", "" if n == 1 else "s")
    return translated


def translations_dir() -> Path:
    """Where the ``.ts`` sources and ``.qm`` files are: the first resources folder that has them."""
    for folder in resource_dirs():
        candidate = folder / TRANSLATIONS_FOLDER
        if candidate.is_dir():
            return candidate
    return PACKAGE_DIR / TRANSLATIONS_FOLDER


def ts_path(language: str) -> Path:
    return translations_dir() / f"{FILE_PREFIX}{language}.ts"


def qm_path(language: str) -> Path:
    return translations_dir() / f"{FILE_PREFIX}{language}.qm"


def language_for(choice: str, system: QLocale | None = None) -> str:
    """The language to speak for the setting ``choice`` (``""``: the system's): one of
    ``LANGUAGES``, falling back from ``zh_CN`` to ``zh`` style matches and then to English."""
    if choice in LANGUAGES:
        return choice
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages():
        name = name.replace("-", "_")
        if name in LANGUAGES:
            return name
        base = name.split("_")[0]
        if base == "zh":
            # Simplified Chinese is the only Chinese shipped: offered to every Chinese locale
            return "zh_CN"
        if base in LANGUAGES:
            return base
    return SOURCE_LANGUAGE


_installed: list[QTranslator] = []


def install(choice: str = SYSTEM, app: QCoreApplication | None = None) -> str:
    """Load the translations for the setting ``choice`` into ``app``; returns the language spoken.

    The app's own ``.qm`` and Qt's (for its standard buttons and dialogs, when the build carries
    them).  A missing or unreadable file is logged and leaves English: a translation never stops the
    app from starting.  Called again, it replaces what it installed before."""
    app = app if app is not None else QCoreApplication.instance()
    if app is None:
        raise RuntimeError("translations need the application to exist first")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    language = language_for(choice)
    locale = QLocale(language)
    QLocale.setDefault(locale)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    sources = [(qm_path(language).name, str(translations_dir()))]
    if language != SOURCE_LANGUAGE:
        sources.append((f"qtbase_{language}.qm", qt_folder))
    for name, folder in sources:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
        elif name.startswith(FILE_PREFIX):
            log.warning("no translation %s in %s: the app speaks English", name, folder)
    return language


def loaded_files() -> list[str]:
    """The ``.qm`` files the last ``install`` loaded (the app's first, then Qt's)."""
    return [translator.filePath() for translator in _installed]


def color_name(color: object) -> str:
    """``Black`` or ``White`` (a ``Color``, or its English name) in the player's language."""
    return translate("Color", "Black") if str(color) == "Black" else translate("Color", "White")


def number_text(value: float) -> str:
    """A number as the player's language writes it (``13,529``, ``0.5``; ``13.529``, ``0,5`` in German)."""
    locale = QLocale()
    if isinstance(value, int) or float(value).is_integer():
        return locale.toString(int(value))
    return locale.toString(float(value), "g", 6)
