"""Colour themes of the board.  The high-contrast theme marks white discs with a ring, not just a colour."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui.i18n import translate


@dataclass(frozen=True)
class Theme:
    name: str
    """Key stored in the settings and given to ``--theme``."""
    title: str
    """Shown in the View menu (in English: ``display_title`` is the player's language)."""
    window: str
    frame: str
    frame_light: str
    felt: str
    felt_light: str
    grid: str
    coordinates: str
    black_light: str
    black_dark: str
    white_light: str
    white_dark: str
    disc_edge: str
    legal_marker: str
    last_move: str
    cursor: str
    hint_text: str
    hint_best: str
    banner: str
    banner_text: str
    marked_discs: bool = False
    """Draw a symbol on discs so the sides differ by shape too (high contrast)."""

    @property
    def display_title(self) -> str:
        """The title in the player's language (``Classic green``)."""
        return translate("Themes", self.title)

    def color(self, attribute: str, alpha: int | None = None) -> QColor:
        color = QColor(getattr(self, attribute))
        if alpha is not None:
            color.setAlpha(alpha)
        return color


CLASSIC = Theme(
    name="classic",
    title=QT_TRANSLATE_NOOP("Themes", "Classic green"),
    window="#24362c",
    frame="#5b3a1e",
    frame_light="#8a5a2f",
    felt="#2f8a4e",
    felt_light="#3aa15d",
    grid="#12331f",
    coordinates="#f3e6c8",
    black_light="#555b60",
    black_dark="#08090a",
    white_light="#ffffff",
    white_dark="#c9cfcc",
    disc_edge="#1b1b1b",
    legal_marker="#0d2a18",
    last_move="#ff5a3c",
    cursor="#ffe066",
    hint_text="#ffffff",
    hint_best="#ffd43b",
    banner="#1c2a22",
    banner_text="#ffffff",
)

DARK = Theme(
    name="dark",
    title=QT_TRANSLATE_NOOP("Themes", "Dark"),
    window="#15171c",
    frame="#2a2e37",
    frame_light="#3a404c",
    felt="#2c4a55",
    felt_light="#355a67",
    grid="#18282f",
    coordinates="#aab4c2",
    black_light="#4a4f5a",
    black_dark="#050608",
    white_light="#f4f1ea",
    white_dark="#b9b5ab",
    disc_edge="#0b0c0f",
    legal_marker="#9fd3e6",
    last_move="#ff7a59",
    cursor="#7cc7ff",
    hint_text="#e8f1f5",
    hint_best="#ffc857",
    banner="#0d0f13",
    banner_text="#f0f0f0",
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    title=QT_TRANSLATE_NOOP("Themes", "High contrast"),
    window="#000000",
    frame="#000000",
    frame_light="#000000",
    felt="#006837",
    felt_light="#006837",
    grid="#ffffff",
    coordinates="#ffffff",
    black_light="#000000",
    black_dark="#000000",
    white_light="#ffffff",
    white_dark="#ffffff",
    disc_edge="#ffffff",
    legal_marker="#ffff00",
    last_move="#ff00ff",
    cursor="#00ffff",
    hint_text="#ffffff",
    hint_best="#ffff00",
    banner="#000000",
    banner_text="#ffffff",
    marked_discs=True,
)

THEMES: dict[str, Theme] = {theme.name: theme for theme in (CLASSIC, DARK, HIGH_CONTRAST)}
DEFAULT_THEME = CLASSIC.name


def theme_named(name: str | None) -> Theme:
    """The theme called ``name``; the default theme for an unknown or missing name."""
    return THEMES.get(name or "", THEMES[DEFAULT_THEME])


def panel_colors(theme: Theme) -> dict[str, str]:
    """Colours of the widgets around the board: base, window, text, button, highlight, and the
    text and face of disabled controls (greyed text on a flat face, so "can't press" shows)."""
    if theme.name == "dark":
        return {
            "base": "#1d2027",
            "window": "#23262e",
            "text": "#e6e6e6",
            "button": "#2d313b",
            "highlight": "#3d8fb0",
            "disabled_text": "#6c717c",
            "disabled_button": "#23262e",
        }
    if theme.name == "high-contrast":
        return {
            "base": "#000000",
            "window": "#000000",
            "text": "#ffffff",
            "button": "#1a1a1a",
            "highlight": "#ffff00",
            "disabled_text": "#7a7a7a",
            "disabled_button": "#000000",
        }
    return {
        "base": "#fbf8f1",
        "window": "#efe9dc",
        "text": "#1d1d1b",
        "button": "#e4dccb",
        "highlight": "#2f8a4e",
        "disabled_text": "#aaa292",
        "disabled_button": "#f3efe6",
    }


def apply_palette(theme: Theme, window: QWidget | None = None) -> None:
    """Colour every window (the panel, menus, lists, every dialog) to match the theme: the
    application's palette, and per class the faces of ``CONTROL_FACES`` (a palette set on a window
    would reach its children over those, so none is); ``window``'s menus get ``MENU_FACES``."""
    palette = theme_palette(theme)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setPalette(palette)
        for name, control in control_palettes(palette, theme).items():
            app.setPalette(control, name)
    if window is not None:
        menu_palette = with_faces(palette, MENU_FACES, theme)
        for menu in window.findChildren(QMenu):
            menu.setPalette(menu_palette)


_OUTLINED = {"dark": "#b4bac3", "high-contrast": "#ffffff"}
"""A window colour whose shade darker (Fusion's outline) shows on the theme's dark panel."""

CONTROL_FACES: dict[str, dict[str, dict[str, str]]] = {
    # a slider's handle and groove come from the button colour, its tick marks from the outline
    "QSlider": {"Button": {"dark": "#6b7280", "high-contrast": "#ffffff"}, "Window": _OUTLINED},
    "QRadioButton": {"Window": _OUTLINED},
    "QCheckBox": {"Window": _OUTLINED},
    # Fusion outlines a field or a list in its window colour, darker: lost on black
    "QLineEdit": {"Window": {"high-contrast": "#ffffff"}},
    "QListView": {"Window": {"high-contrast": "#ffffff"}},
    "QTableView": {"Window": {"high-contrast": "#ffffff"}},
    "QPushButton": {"Window": {"high-contrast": "#ffffff"}},  # a disabled button keeps its frame
    "QToolButton": {"Window": {"high-contrast": "#ffffff"}},
    "QComboBox": {"Window": {"high-contrast": "#ffffff"}},
}
"""Per control class, the palette roles Fusion draws it from and their colours where the theme's
would hide it: a radio button's, a check box's and a slider's tick marks' outline is the window
colour a shade darker (lost on a dark panel).  The difficulty slider must be seen at level 1,
the board editor's choices whichever is checked."""


MENU_FACES: dict[str, dict[str, str]] = {"Window": _OUTLINED}
"""A menu's window colour: Fusion draws a menu's frame and its check boxes in it, a shade darker
(the menu itself is its base colour).  Set on the menus themselves, not for their class: a combo
box draws its list's items from the class's menu palette, which would then be light on light."""


def control_palettes(palette, theme: Theme) -> dict:
    """Copies of the theme's ``palette`` for the controls of ``CONTROL_FACES`` that stand out from
    the panel, by class name."""
    return {name: with_faces(palette, roles, theme) for name, roles in CONTROL_FACES.items()}


def with_faces(palette: QPalette, roles: dict[str, dict[str, str]], theme: Theme) -> QPalette:
    """A copy of ``palette`` with the colours ``roles`` gives its roles in ``theme``."""
    faced = QPalette(palette)
    for role, faces in roles.items():
        face = faces.get(theme.name)
        if face is not None:
            faced.setColor(getattr(QPalette.ColorRole, role), QColor(face))
    return faced


def theme_palette(theme: Theme):
    """The ``QPalette`` of a theme's panel colours."""
    colors = panel_colors(theme)
    palette = QPalette()
    role = QPalette.ColorRole
    palette.setColor(role.Window, QColor(colors["window"]))
    palette.setColor(role.WindowText, QColor(colors["text"]))
    palette.setColor(role.Base, QColor(colors["base"]))
    palette.setColor(role.AlternateBase, QColor(colors["window"]))
    palette.setColor(role.Text, QColor(colors["text"]))
    palette.setColor(role.Button, QColor(colors["button"]))
    palette.setColor(role.ButtonText, QColor(colors["text"]))
    palette.setColor(role.Highlight, QColor(colors["highlight"]))
    palette.setColor(role.HighlightedText, QColor("#000000" if theme.name == "high-contrast" else "#ffffff"))
    palette.setColor(role.ToolTipBase, QColor(colors["base"]))
    palette.setColor(role.ToolTipText, QColor(colors["text"]))
    palette.setColor(role.PlaceholderText, QColor("#888888"))
    disabled = QPalette.ColorGroup.Disabled
    for text_role in (role.ButtonText, role.WindowText, role.Text):
        palette.setColor(disabled, text_role, QColor(colors["disabled_text"]))
    palette.setColor(disabled, role.Button, QColor(colors["disabled_button"]))
    return palette


VERDICT_COLORS = {"mistake": "#e08a00", "blunder": "#d8343c"}
"""Colours of reviewed moves (the move list and the evaluation graph); a symbol always goes with them."""
