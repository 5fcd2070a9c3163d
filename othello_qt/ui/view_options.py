"""The View menu's options: legal moves, hints, the games database's counts, coordinates, animation
speed, theme, sounds.  Each is one ``QAction`` (or a group of them), remembered in the settings and
applied to the board at once."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot
from PySide6.QtGui import QAction, QActionGroup

from othello_qt.core import engine_list
from othello_qt.core.players.registry import check_spec
from othello_qt.ui import i18n
from othello_qt.ui.database_follower import DatabaseFollower
from othello_qt.ui.i18n import translate
from othello_qt.ui.settings import ANIMATION_SPEEDS, animation_speed_title
from othello_qt.ui.status_scopes import INFO, NOTE
from othello_qt.ui.themes import THEMES, apply_palette, theme_named
from othello_qt.ui.window_commands import WindowCommands, WindowParts, command_action


class ViewOptions(WindowCommands):
    """The options of ``window``'s View menu.  ``theme_changed`` redraws what the theme colours
    beyond the board and the palette (the side panel's cards)."""

    def __init__(
        self,
        parts: WindowParts,
        theme_changed: Callable[[], None],
        analyst_changed: Callable[[str | None], None] = lambda _spec: None,
    ) -> None:
        super().__init__(parts)
        self._theme_changed = theme_changed
        self._analyst_changed = analyst_changed
        """Called with the analyst's spec (``None``: the built-in engine) when the user picks one."""
        self._analysts = QActionGroup(self)
        self._analysts.triggered.connect(lambda a: self.set_analyst(a.data()))
        window = parts.window
        action = command_action
        self.legal_action = action(
            window,
            translate("ViewOptions", "Show &legal moves"),
            self.set_show_legal,
            "Ctrl+L",
            checkable=True,
        )
        self.hints_action = action(
            window,
            translate("ViewOptions", "Show &hints"),
            self.set_hints,
            "Ctrl+H",
            checkable=True,
            button=translate("ViewOptions", "Hints"),
            tip=translate("ViewOptions", "Show the engine's value of every legal move"),
        )
        self.counts_action = action(
            window,
            translate("ViewOptions", "Show &database counts"),
            self.set_show_database_counts,
            checkable=True,
            tip=translate(
                "ViewOptions",
                "On each square, how many games of the open games database played it from the board's "
                "position (the most played one marked), as the next-move table counts them",
            ),
        )
        self.database_follower = DatabaseFollower(parts, self.counts_action)
        """Shows the counts while the option is on (and gives the review the open database)."""
        self.coords_action = action(
            window, translate("ViewOptions", "Show &coordinates"), self.set_show_coordinates, checkable=True
        )
        self.mute_action = action(
            window, translate("ViewOptions", "&Mute sounds"), self.set_muted, checkable=True
        )
        self.speed_actions = self._choices(
            {name: animation_speed_title(name) for name in ANIMATION_SPEEDS}, self.set_animation_speed
        )
        self.theme_actions = self._choices({t.name: t.display_title for t in THEMES.values()}, self.set_theme)
        # each language named in itself, so a player finds their own whatever the window speaks
        languages = {i18n.SYSTEM: i18n.translate("ViewOptions", "&System language"), **i18n.LANGUAGES}
        self.language_actions = self._choices(languages, self.set_language)

    def _choices(self, titles: dict[str, str], choose: Callable[[str], None]) -> dict[str, QAction]:
        """One checkable action per name, only one checked at a time; the user's choice calls ``choose``."""
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for name, title in titles.items():
            action = QAction(title, self._window, checkable=True)
            action.setData(name)
            group.addAction(action)
            actions[name] = action
        group.triggered.connect(lambda a: choose(a.data()))
        return actions

    def apply_settings(self) -> None:
        """Check the remembered options and show the board with them."""
        s = self.settings
        self.legal_action.setChecked(s.show_legal_moves)
        self.board_view.set_show_legal(s.show_legal_moves)
        self.coords_action.setChecked(s.show_coordinates)
        self.board_view.set_show_coordinates(s.show_coordinates)
        self.mute_action.setChecked(s.muted)
        self.speed_actions[s.animation_speed].setChecked(True)
        self.board_view.set_animation_speed(s.animation_speed)
        self.theme_actions[s.theme].setChecked(True)
        self._apply_theme(s.theme)
        self.hints_action.setChecked(s.show_hints)
        self.counts_action.setChecked(s.show_database_counts)
        self.language_actions[s.language].setChecked(True)
        if s.analyst and self.usable_analyst(s.analyst):
            self._analyst_changed(s.analyst)

    @staticmethod
    def usable_analyst(spec: str) -> bool:
        """The analyst is still there (an engine the user removed is not)."""
        try:
            check_spec(spec)
        except ValueError:
            return False
        return True

    def analyst_actions(self) -> list[QAction]:
        """The analyst choices, read now: the built-in engine and each engine of the user's list."""
        for old in self._analysts.actions():
            self._analysts.removeAction(old)
            old.deleteLater()
        analyst = self.settings.analyst
        current = analyst if analyst and self.usable_analyst(analyst) else ""
        built_in = translate("ViewOptions", "&Built-in engine")
        choices = [(built_in, "")] + [(e.name, e.spec) for e in engine_list.entries()]
        for title, spec in choices:
            action = QAction(title, self._window, checkable=True)
            action.setData(spec)
            action.setChecked(spec == current)
            self._analysts.addAction(action)
        return self._analysts.actions()

    def set_analyst(self, spec: str) -> None:
        """Hints, the graph and the review value moves with ``spec``'s engine ("": the built-in one)."""
        self.settings.analyst = spec
        self._analyst_changed(spec or None)
        if spec:  # an engine of the user's list, by the name the user gave it
            self._confirm(translate("ViewOptions", "Analyst: {name}").format(name=spec.partition(":")[2]))
        else:
            self._confirm(translate("ViewOptions", "Analyst: the built-in engine"))

    @Slot(bool)
    def set_show_legal(self, on: bool) -> None:
        self.settings.show_legal_moves = on
        self.board_view.set_show_legal(on)
        self._confirm(
            translate("ViewOptions", "Legal moves shown")
            if on
            else translate("ViewOptions", "Legal moves hidden")
        )

    @Slot(bool)
    def set_show_coordinates(self, on: bool) -> None:
        self.settings.show_coordinates = on
        self.board_view.set_show_coordinates(on)
        self._confirm(
            translate("ViewOptions", "Coordinates shown")
            if on
            else translate("ViewOptions", "Coordinates hidden")
        )

    @Slot(bool)
    def set_show_database_counts(self, on: bool) -> None:
        """The games database's counts on the squares (``DatabaseFollower`` counts and shows them)."""
        self.settings.show_database_counts = on
        self._confirm(
            translate("ViewOptions", "Database counts shown")
            if on
            else translate("ViewOptions", "Database counts hidden")
        )

    @Slot(bool)
    def set_hints(self, on: bool) -> None:
        self.settings.show_hints = on
        self.status.retire(NOTE)  # the note before ("Review done — …") gives way to the hint's own text
        if self.controller.ready:
            self.controller.set_hints(on)

    @Slot(bool)
    def set_muted(self, on: bool) -> None:
        self.settings.muted = on  # the window mutes its sounds (``mute_action.toggled``)
        self._confirm(translate("ViewOptions", "Sounds off") if on else translate("ViewOptions", "Sounds on"))

    def set_animation_speed(self, name: str) -> None:
        self.settings.animation_speed = name
        self.board_view.set_animation_speed(name)
        self.speed_actions[name].setChecked(True)
        speed = animation_speed_title(name)
        self._confirm(translate("ViewOptions", "Animation speed: {speed}").format(speed=speed))

    def set_theme(self, name: str) -> None:
        self.settings.theme = name
        self.theme_actions[theme_named(name).name].setChecked(True)
        self._apply_theme(name)
        self._theme_changed()
        theme = theme_named(name).display_title
        self._confirm(translate("ViewOptions", "Theme: {theme}").format(theme=theme))

    def set_language(self, name: str) -> None:
        """Remembered for the next start: the window's texts are made once, in the language it
        started in (the menu says so before the choice, the status line after it)."""
        self.settings.language = name
        self.language_actions[name].setChecked(True)
        self.status.show(
            i18n.translate("ViewOptions", "The language changes the next time Othello starts."), INFO
        )

    def _apply_theme(self, name: str) -> None:
        theme = theme_named(name)
        self.board_view.set_theme(theme)
        apply_palette(theme, self._window)

    def _confirm(self, text: str) -> None:
        """An option says what it did, replacing an older note (never an engine or hint text, and not
        while the window is still being set up)."""
        if self.controller.ready and self.status.scope in (NOTE, INFO):
            self.status.show(text, INFO)
