"""Side panel widgets: the score card, player choosers and the difficulty slider."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPen, QRadialGradient, QWheelEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core import engine_list
from othello_qt.core.players.levels import Level
from othello_qt.core.players.registry import ENGINE_KIND, PlayerKind, available_players
from othello_qt.core.players.registry import check_spec as registry_check_spec
from othello_qt.core.position import BLACK, Color
from othello_qt.core.session.sides import HUMAN, LEVEL
from othello_qt.ui.clock_view import ClockLabel
from othello_qt.ui.i18n import color_name, number_text, translate
from othello_qt.ui.player_words import player_title, player_tooltip, side_texts
from othello_qt.ui.settings import playable_levels
from othello_qt.ui.spoken_text import score_card_text
from othello_qt.ui.typed_square import TypedSquare


class DiscIcon(QWidget):
    """A small disc in a side's colour (with the high-contrast ring where the theme wants it)."""

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._color = color
        self.marked = False
        self.setFixedSize(26, 26)

    def sizeHint(self) -> QSize:
        return QSize(26, 26)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = min(self.width(), self.height()) / 2 - 2
        center = QPointF(self.width() / 2, self.height() / 2)
        gradient = QRadialGradient(center - QPointF(r / 3, r / 3), r * 1.4)
        if self._color is BLACK:
            gradient.setColorAt(0, QColor("#5a5f63"))
            gradient.setColorAt(1, QColor("#060606"))
        else:
            gradient.setColorAt(0, QColor("#ffffff"))
            gradient.setColorAt(1, QColor("#c4c9c6"))
        painter.setBrush(gradient)
        # high contrast: a white edge, as the board's discs have, so a black disc shows on the card
        painter.setPen(QPen(QColor("#ffffff"), 2) if self.marked else QPen(QColor("#777777"), 1))
        painter.drawEllipse(center, r, r)
        if self.marked and self._color is not BLACK:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#000000"), 2))
            painter.drawEllipse(center, r * 0.5, r * 0.5)
        painter.end()


class SideCard(QFrame):
    """One side's row of the score panel: disc, name, who plays it, disc count; lit when to move."""

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.setObjectName("SideCard")
        self.icon = DiscIcon(color, self)
        self.name = QLabel(color_name(color), self)
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.played = QLabel("", self)
        """Who played this side of a loaded game, when someone else plays on (hidden otherwise)."""
        self.player = QLabel("", self)
        small = QFont(self.player.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        for label in (self.played, self.player):
            label.setWordWrap(False)  # short text on one line: never "alpha-/beta"
            label.setMinimumWidth(0)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setFont(small)
        self.played.hide()
        self.played.installEventFilter(self)  # shown, it is laid out wider than it was hidden
        self._played_texts: tuple[str, ...] = ()
        self._player_texts: tuple[str, ...] = ("",)
        self.count = QLabel("2", self)
        big = QFont(self.count.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 2.0)
        self.count.setFont(big)
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.count.setMinimumWidth(self.count.fontMetrics().horizontalAdvance("64") + 4)
        self._to_move = False
        self._full_player = ""
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.name)
        text.addWidget(self.played)
        text.addWidget(self.player)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.icon)
        layout.addLayout(text, 1)
        right = QVBoxLayout()
        right.setSpacing(0)
        right.addWidget(self.count)
        self.clock = ClockLabel(color, self)
        right.addWidget(self.clock)
        layout.addLayout(right)
        self.set_active(False)

    def set_player(self, full: str, *shorter: str) -> None:
        """Who plays this side: the first of ``shorter`` texts that fits the card (the last one elided
        if none does); ``full`` as the tooltip."""
        self._player_texts = shorter or (full,)
        self.player.setToolTip(full)
        self._full_player = full
        self._elide_player()
        self._update_accessible()

    def set_played(self, *texts: str) -> None:
        """Who played this side of a loaded game, longest first like ``set_player`` (a name is never
        dropped for want of room: the last text is elided); none: the line is hidden."""
        self._played_texts = texts
        self.played.setVisible(bool(texts))
        self.played.setToolTip(self._full_player if texts else "")
        self._elide_player()

    def set_count(self, discs: int) -> None:
        """A new count means a move was played: whose turn it is stays unsaid until ``set_active``
        tells, so the card never reads a stale "to move"."""
        if self.count.text() != str(discs):
            self._to_move = False
        self.count.setText(str(discs))
        self._update_accessible()

    def _update_accessible(self) -> None:
        """One sentence for a screen reader: ``Black: Human, 2 discs, to move``."""
        self.setAccessibleName(
            score_card_text(self.color, self._full_player, int(self.count.text()), self._to_move)
        )

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._elide_player()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.played and event.type() == QEvent.Type.Resize:
            self._elide_player()
        return super().eventFilter(watched, event)

    def _elide_player(self) -> None:
        for label, texts in ((self.player, self._player_texts), (self.played, self._played_texts)):
            width = max(label.width(), 10)
            metrics = label.fontMetrics()
            fitting = next((t for t in texts if metrics.horizontalAdvance(t) <= width), None)
            if fitting is None:
                fitting = metrics.elidedText(texts[-1], Qt.TextElideMode.ElideRight, width) if texts else ""
            label.setText(fitting)

    def set_active(self, active: bool, accent: str = "#ffd43b", text: str = "#1d1d1b") -> None:
        self._to_move = active
        self._update_accessible()
        if getattr(self, "_style_key", None) == (active, accent, text):
            return  # restyling is costly; the panel refreshes after every move
        self._style_key = (active, accent, text)
        border = accent if active else "transparent"
        self.setStyleSheet(
            f"#SideCard {{ border: 2px solid {border}; border-radius: 8px;"
            f" background: rgba(127, 127, 127, {48 if active else 18}); }}"
            f" #SideCard QLabel {{ color: {text}; background: transparent; }}"
        )


def player_choices() -> list[tuple[str, str, str]]:
    """(label, setting, tooltip) for every way a side can be played, read from the registry now."""
    choices = [
        (
            translate("PlayerChooser", "Human"),
            HUMAN,
            translate("PlayerChooser", "You (or a friend) play this side on the board."),
        ),
        (
            translate("PlayerChooser", "Computer (level)"),
            LEVEL,
            translate("PlayerChooser", "The computer, as strong as the difficulty level says."),
        ),
    ]
    for kind in available_players():
        if kind.name != ENGINE_KIND:  # it needs an engine's name: each engine has its own entry
            choices.append((computer_title(kind.name), kind.name, player_tooltip(kind.name)))
    for entry in engine_list.entries():
        # the engine's name is the user's own (the Engines dialog): shown as it is
        title = translate("PlayerChooser", "Engine — {name}").format(name=entry.name)
        choices.append((title, entry.spec, player_tooltip(entry.spec)))
    return choices


def computer_title(spec: str) -> str:
    """A named player's entry in a chooser: ``Computer — Master engine``."""
    return translate("PlayerChooser", "Computer — {player}").format(player=player_title(spec))


CUSTOM = "__custom__"
"""Combo entry that opens the player chooser (any player, with a setting such as a time)."""


def check_spec(text: str) -> str:
    """A player spec the registry accepts, normalised; ``ValueError`` saying what is wrong."""
    spec = text.strip()
    if not spec:
        raise ValueError(translate("PlayerDialog", "choose a player"))
    return registry_check_spec(spec)  # never loads a weights file here, on the UI thread


class PlayerDialog(QDialog):
    """Choose any registered player by its name and what it does; a player that takes a setting
    (a depth, a time a move) gets a field for it.  The spec it makes is shown as the detail."""

    def __init__(self, spec: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("PlayerDialog", "Choose a computer player"))
        self.kinds: list[PlayerKind] = available_players()
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("PlayerDialog", "Computer players"))
        for kind in self.kinds:
            item = QListWidgetItem(player_title(kind.name), self.list)
            item.setToolTip(player_tooltip(kind.name))
        self.list.setSpacing(2)
        self.about = QLabel("", self)
        self.about.setWordWrap(True)
        self.about.setMinimumHeight(self.about.fontMetrics().lineSpacing() * 3)
        self.about.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setting_label = QLabel(translate("PlayerDialog", "Setting:"), self)
        self.setting = QLineEdit(self)
        self.setting.setClearButtonEnabled(True)
        self.setting_label.setBuddy(self.setting)
        self.detail = QLabel("", self)
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = QFont(self.detail.font())
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.detail.setFont(font)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.setting_label)
        row.addWidget(self.setting, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.about)
        layout.addLayout(row)
        layout.addWidget(self.detail)
        layout.addWidget(self.buttons)
        self.list.currentRowChanged.connect(self._kind_chosen)
        self.setting.textChanged.connect(self._show_spec)
        name, _, argument = spec.partition(":")
        index = next((i for i, k in enumerate(self.kinds) if k.name == name), 0)
        self.list.setCurrentRow(index)
        self.setting.setText(argument)
        self.resize(460, 420)

    def kind(self) -> PlayerKind | None:
        row = self.list.currentRow()
        return self.kinds[row] if 0 <= row < len(self.kinds) else None

    def spec(self) -> str:
        kind = self.kind()
        if kind is None:
            return ""
        argument = self.setting.text().strip() if kind.argument else ""
        return f"{kind.name}:{argument}" if argument else kind.name

    def _kind_chosen(self, _row: int) -> None:
        kind = self.kind()
        takes = bool(kind is not None and kind.argument)
        self.setting_label.setVisible(takes)
        self.setting.setVisible(takes)
        self.setting.clear()
        words = ""
        if takes and kind:  # what the setting sets, in the registry's words ("Players"); else its grammar
            words = translate("Players", kind.setting) if kind.setting else kind.argument
        optional = translate("PlayerDialog", "optional: {setting}").format(setting=words)
        self.setting.setPlaceholderText(optional if words else "")
        # the exact grammar for who wants it
        grammar = translate("PlayerDialog", "{setting}\n({grammar})")
        self.setting.setToolTip(
            grammar.format(setting=words, grammar=kind.argument) if words and kind else ""
        )
        self._show_spec()

    def _show_spec(self) -> None:
        kind = self.kind()
        if kind is None:
            self.about.setText("")
            self.detail.setText("")
            self.detail.setToolTip("")
            return
        self.about.setText(translate("Players", kind.description))  # the registry's words
        self.detail.setText(side_texts(self.spec())[0])  # the player in words; the spec in the tooltip
        self.detail.setToolTip(player_tooltip(self.spec()))

    def accept(self) -> None:
        try:
            self.chosen = check_spec(self.spec())
        except ValueError as exc:
            self.detail.setText(
                translate("PlayerDialog", "This setting does not work: {error}").format(error=exc)
            )
            self.setting.setFocus()
            return
        super().accept()


class PlayerChooser(QComboBox):
    """Human, the difficulty level, or any named player, for one side.

    Beside a game in progress (``in_game``) no key changes the player by itself: a square typed
    while it has the keyboard (``c4``) is a move (``squareTyped``), not a search for "Computer",
    the up and down keys open the list instead of stepping through it, and the mouse wheel scrolls
    the panel instead of the list."""

    settingChosen = Signal(str)
    squareTyped = Signal(int)
    """A square typed while the chooser has the keyboard (``in_game`` only): the player's move."""

    def __init__(self, parent: QWidget | None = None, *, in_game: bool = False) -> None:
        super().__init__(parent)
        self._in_game = in_game
        self._typed = TypedSquare()
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(9)
        # reached by Tab, not kept after a click: squares typed next go to the board, where a
        # focused chooser would take their letters as a search ("c" chose a computer)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._previous = ""
        self.refresh()
        self.activated.connect(self._activated)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._in_game:
            super().keyPressEvent(event)
            return
        taken, square = self._typed.key(event.text())
        if square is not None:
            self.squareTyped.emit(square)
        if taken:
            return
        if event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_F4):
            self.showPopup()  # the choice is then made in the list, where it is seen
        elif event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            super().keyPressEvent(event)
        else:  # no search by letter, no stepping by Home or Page Down: nothing picks a player unseen
            event.ignore()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self._in_game:
            event.ignore()  # to the panel's scroll area
        else:
            super().wheelEvent(event)

    def showPopup(self) -> None:
        self.view().setCurrentIndex(self.model().index(self.currentIndex(), self.modelColumn()))
        super().showPopup()

    def hidePopup(self) -> None:
        super().hidePopup()
        # Qt reads the list's current item as the choice just after hiding it: forget it after that
        QTimer.singleShot(0, self, self._forget_list_cursor)  # dropped if the chooser is gone by then

    def _forget_list_cursor(self) -> None:
        """While the list is closed none of its items is current: a screen reader takes the current
        item for a focused one (``showPopup`` opens the list on the chosen item)."""
        if not self.view().isVisible():
            self.view().selectionModel().clearCurrentIndex()

    def refresh(self) -> None:
        current = self.setting()
        self.blockSignals(True)
        self.clear()
        for label, setting, tip in player_choices():
            self.addItem(label, setting)
            self.setItemData(self.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        self.addItem(translate("PlayerChooser", "Other player…"), CUSTOM)
        self.setItemData(
            self.count() - 1,
            translate("PlayerChooser", "Any computer player, with a setting such as its time a move"),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.blockSignals(False)
        if current:
            self.set_setting(current)
        elif not self.view().isVisible():
            self._forget_list_cursor()

    def _activated(self, index: int) -> None:
        setting = self.itemData(index)
        if setting != CUSTOM:
            self._previous = setting
            self.settingChosen.emit(setting)
            return
        dialog = PlayerDialog(self._previous if self._previous not in (HUMAN, LEVEL) else "", self)
        dialog.setModal(True)
        dialog.finished.connect(lambda result: self._custom_chosen(dialog, result))
        dialog.open()
        self.dialog = dialog

    def _custom_chosen(self, dialog: PlayerDialog, result: int) -> None:
        if result != QDialog.DialogCode.Accepted:
            self.set_setting(self._previous)
            return
        spec = dialog.chosen
        self.set_setting(spec)
        self._previous = spec
        self.settingChosen.emit(spec)

    def setting(self) -> str:
        """The chosen player's setting; while "Other player…" asks for another, still the one chosen
        before (it stays if the player dialog is cancelled)."""
        data = self.currentData()
        if data == CUSTOM:
            return self._previous
        return data or ""

    def set_setting(self, setting: str) -> None:
        if not setting:
            return
        index = self.findData(setting)
        if index < 0:
            self.insertItem(self.count() - 1, computer_title(setting), setting)
            index = self.count() - 2
            self.setItemData(index, player_tooltip(setting), Qt.ItemDataRole.ToolTipRole)
        self.blockSignals(True)
        self.setCurrentIndex(index)
        self.blockSignals(False)
        if not self.view().isVisible():
            self._forget_list_cursor()
        self.setToolTip(self.itemData(index, Qt.ItemDataRole.ToolTipRole) or "")
        self._previous = setting


class LevelSlider(QWidget):
    """The difficulty slider over the playable ``LEVELS`` (read when built, so new levels just appear)."""

    levelChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.levels: tuple[Level, ...] = playable_levels()
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, max(0, len(self.levels) - 1))
        self.slider.setPageStep(1)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(1)
        self.slider.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a drag leaves the arrow keys to the board
        self.slider.setAccessibleName(translate("LevelSlider", "Difficulty level"))
        self.easy = QLabel(translate("LevelSlider", "easier"), self)
        self.hard = QLabel(translate("LevelSlider", "stronger"), self)
        self.label = QLabel("", self)
        self.label.setWordWrap(True)
        # room for the name and a two-line description whichever level is shown, so the rows below
        # do not move while the slider is dragged
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.label.setMinimumHeight(3 * self.label.fontMetrics().lineSpacing())
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.easy, 0, 0)
        layout.addWidget(self.slider, 0, 1)
        layout.addWidget(self.hard, 0, 2)
        layout.addWidget(self.label, 1, 0, 1, 3)
        self.slider.valueChanged.connect(self._changed)
        self._changed(self.slider.value())

    def _changed(self, index: int) -> None:
        if not self.levels:
            return
        chosen = self.levels[index]
        self._show(chosen)
        self.levelChosen.emit(chosen.number)

    def _show(self, chosen: Level) -> None:
        """The level's name, and how it plays in a line (the technical spec only in the tooltip)."""
        number = number_text(chosen.number)
        name = translate("Levels", chosen.name)
        description = translate("Levels", chosen.description)
        label = translate("LevelSlider", "Level {number} — {name}<br><small>{description}</small>")
        self.label.setText(label.format(number=number, name=name, description=description))
        tip = translate("LevelSlider", "{number} — {name}: {description} ({spec})")
        self.slider.setToolTip(
            tip.format(number=number, name=name, description=description, spec=chosen.spec)
        )

    def set_compact(self, compact: bool) -> None:
        """In a narrow panel the slider drops its "easier"/"stronger" captions (the tooltip stays)."""
        self.easy.setVisible(not compact)
        self.hard.setVisible(not compact)

    def set_in_use(self, in_use: bool) -> None:
        """Greyed out, with a tooltip saying why, while no side plays by level."""
        self.setEnabled(in_use)
        if in_use:
            self.setToolTip("")
            return
        level_player = translate("PlayerChooser", "Computer (level)")  # the chooser's entry, as it reads
        tip = translate("LevelSlider", 'The level applies to a side played by "{level_player}"; none is now.')
        self.setToolTip(tip.format(level_player=level_player))

    def level_number(self) -> int:
        return self.levels[self.slider.value()].number

    def set_level(self, number: int) -> None:
        for index, candidate in enumerate(self.levels):
            if candidate.number == number:
                self.slider.blockSignals(True)
                self.slider.setValue(index)
                self.slider.blockSignals(False)
                self._show(candidate)
                return
