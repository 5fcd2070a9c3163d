"""Game → Engines…: the user's external engines (Edax, ntest, ``othello-qt nboard``...).

An engine is added by its command line and working folder, under a name, with the depth or time it
is given; choosing one in the list fills the fields, to change it (a game in progress takes the
change at the engine's next move).  It is checked at once, off the UI thread: started, greeted
(``nboard 2``), pinged and stopped.  One that fails is refused with the engine's own words; one that
answers joins the list and so the Black/White choosers (``engine:NAME``) and the analyst choices.
The check can be stopped (its button, or closing the dialog): the engine's process is killed at once.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core.engine_list import DEFAULT_BUDGET, EngineEntry, EngineList, EngineListError, make_entry
from othello_qt.core.players.external import EngineError, check_engine
from othello_qt.core.stop_flag import StopFlag
from othello_qt.ui import file_dialogs
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import error_text, file_error_text


class _Check(QObject):
    """Runs one engine's check in a thread; ``done`` carries (entry, its name or None, the problem),
    except for a check that was cancelled: nobody waits for it."""

    done = Signal(object, object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop: StopFlag | None = None

    def start(self, entry: EngineEntry) -> None:
        self._stop = stop = StopFlag()
        threading.Thread(target=self._run, args=(entry, stop), name="engine check", daemon=True).start()

    def cancel(self) -> None:
        """Stop the running check: its engine is killed within the reader's polling time."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None

    def _run(self, entry: EngineEntry, stop: StopFlag) -> None:
        try:
            name, problem = check_engine(entry, stop=stop), ""
        except EngineError as exc:
            name, problem = None, error_text(exc)
        if stop.is_set():
            return
        with contextlib.suppress(RuntimeError):  # the dialog closed meanwhile
            self.done.emit(entry, name, problem)


class EnginesDialog(QDialog):
    """Add, check and remove external engines; ``changed`` once the list changed."""

    changed = Signal()

    def __init__(self, engines: EngineList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("EnginesDialog", "Engines"))
        self.engines = engines
        self.list = QListWidget(self)
        self.list.setAccessibleName(translate("EnginesDialog", "Your engines"))
        self.list.currentItemChanged.connect(self._fill_fields)
        self.name = QLineEdit(self)
        self.name.setPlaceholderText(
            translate("EnginesDialog", "the name the lists show (e.g. {example})").format(example="Edax")
        )
        self.command = QLineEdit(self)
        self.command.setPlaceholderText(
            translate("EnginesDialog", "{example}   (the program and its options)").format(
                example="./mEdax -q"
            )
        )
        self.folder = QLineEdit(self)
        self.folder.setPlaceholderText(
            translate("EnginesDialog", "the folder it runs in (its tables and book)")
        )
        browse = QPushButton(translate("EnginesDialog", "Browse…"), self)
        browse.clicked.connect(self._browse)
        self.budget = QLineEdit(self)
        self.budget.setPlaceholderText(
            translate("EnginesDialog", "moves ahead (e.g. {depth}) or a time a move (e.g. {time})").format(
                depth=DEFAULT_BUDGET, time="2s"
            )
        )
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        form = QFormLayout()
        form.addRow(translate("EnginesDialog", "&Name:"), self.name)
        form.addRow(translate("EnginesDialog", "&Command line:"), self.command)
        folder_label = QLabel(translate("EnginesDialog", "Working &folder:"), self)
        folder_label.setBuddy(self.folder)
        form.addRow(folder_label, folder_row)
        form.addRow(translate("EnginesDialog", "&Depth or time:"), self.budget)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(self.add)
        self.name.textChanged.connect(self._name_the_add_button)
        self._name_the_add_button()
        self.remove_button = QPushButton(translate("EnginesDialog", "&Remove"), self)
        self.remove_button.clicked.connect(self.remove)
        self.busy = QProgressBar(self)  # moving while an engine is checked: its start can take a while
        self.busy.setRange(0, 0)
        self.busy.setTextVisible(False)
        self.busy.setMaximumWidth(120)
        self.busy.setAccessibleName(translate("EnginesDialog", "Engine check"))
        self.busy.hide()
        self.stop_button = QPushButton(translate("EnginesDialog", "&Stop check"), self)
        self.stop_button.clicked.connect(self.stop_check)
        self.stop_button.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.busy)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        self.message = QLabel(error_text(engines.problem) if engines.problem else "", self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setAccessibleName(translate("EnginesDialog", "Engine check"))
        # room for a message of three lines, so the fields above do not move as messages come
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message.setMinimumHeight(3 * self.message.fontMetrics().lineSpacing())
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        self._make_add_the_default()
        layout = QVBoxLayout(self)
        intro = translate(
            "EnginesDialog", "Programs that speak NBoard's protocol (Edax, ntest, othello-qt nboard):"
        )
        layout.addWidget(QLabel(intro, self))
        layout.addWidget(self.list)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addWidget(close)
        self._check = _Check(self)
        self._check.done.connect(self._checked, Qt.ConnectionType.QueuedConnection)
        self._pending: EngineEntry | None = None
        """The engine being checked; a late answer about any other is dropped."""
        self._refresh()
        self.resize(560, self.sizeHint().height())

    def _make_add_the_default(self) -> None:
        """Enter in a field adds and checks the engine typed in: no other button may take Enter (a
        dialog makes its first button the default, which was Browse…)."""
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
        self.add_button.setDefault(True)

    def _refresh(self) -> None:
        self.list.clear()
        for entry in self.engines.entries:
            item = QListWidgetItem(f"{entry.name} — {entry.command_line}  ({entry.budget})", self.list)
            item.setData(Qt.ItemDataRole.UserRole, entry.name)
            if entry.folder:
                item.setToolTip(translate("EnginesDialog", "runs in {folder}").format(folder=entry.folder))
            else:
                item.setToolTip(translate("EnginesDialog", "runs in the current folder"))
        self.remove_button.setEnabled(bool(self.engines.entries) and not self.checking)

    @property
    def checking(self) -> bool:
        return self._pending is not None

    def _show_checking(self, entry: EngineEntry | None) -> None:
        """While ``entry`` is checked: the moving bar and Stop check, no Add or Remove."""
        self._pending = entry
        self.busy.setVisible(entry is not None)
        self.stop_button.setVisible(entry is not None)
        self.add_button.setEnabled(entry is None)
        self._refresh()

    def _fill_fields(self, item: QListWidgetItem | None) -> None:
        """A chosen engine's fields, to change it: Save and check puts the change in the list, and
        the game takes it at the engine's next move."""
        entry = self.engines.find(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None
        if entry is None or self.checking:
            return
        self.name.setText(entry.name)
        self.command.setText(entry.command_line)
        self.folder.setText(entry.folder)
        self.budget.setText(entry.budget)

    def _name_the_add_button(self) -> None:
        """*Save and check* for a name already in the list (the entry is changed), else *Add and check*."""
        if self.engines.find(self.name.text()) is not None:
            self.add_button.setText(translate("EnginesDialog", "&Save and check"))
        else:
            self.add_button.setText(translate("EnginesDialog", "&Add and check"))

    def _browse(self) -> None:
        folder = file_dialogs.existing_folder(
            self, translate("EnginesDialog", "Working folder of the engine"), self.folder.text()
        )
        if folder:
            self.folder.setText(folder)

    @Slot()
    def add(self) -> None:
        """Check the engine typed in (off the UI thread); it is added once it answered."""
        try:
            entry = make_entry(self.name.text(), self.command.text(), self.folder.text(), self.budget.text())
        except EngineListError as exc:
            self._say(translate("EnginesDialog", "Not added: {error}.").format(error=error_text(exc)))
            return
        self._show_checking(entry)
        self._say(translate("EnginesDialog", "Checking {name}…").format(name=entry.name))
        self._check.start(entry)

    @Slot()
    def stop_check(self) -> None:
        """Stop the check under way: its engine is stopped and not added."""
        entry = self._pending
        if entry is None:
            return
        self._check.cancel()
        self._show_checking(None)
        self._say(
            translate("EnginesDialog", "The check of {name} was stopped: it was not added.").format(
                name=entry.name
            )
        )

    def done(self, result: int) -> None:
        """However the dialog closes (Close, Escape, the window's button), a check under way stops
        and so does its engine."""
        self._check.cancel()
        super().done(result)

    @Slot(object, object, str)
    def _checked(self, entry: EngineEntry, name: str | None, problem: str) -> None:
        if entry is not self._pending:
            return  # a check that was stopped meanwhile
        self._show_checking(None)
        if name is None:
            self._say(
                translate(
                    "EnginesDialog", "{name} was not added: it did not work as an NBoard engine.\n{error}"
                ).format(name=entry.name, error=problem)
            )
            return
        changed = self.engines.find(entry.name) is not None
        try:
            self.engines.add(entry)
        except (OSError, EngineListError) as exc:
            reason = error_text(exc) if isinstance(exc, EngineListError) else file_error_text(exc)
            self._say(
                translate("EnginesDialog", "{name} works but could not be saved: {error}").format(
                    name=entry.name, error=reason
                )
            )
            return
        self._refresh()
        names = [e.name for e in self.engines.entries]
        self.list.setCurrentRow(names.index(entry.name) if entry.name in names else -1)  # still chosen
        if changed:
            template = translate(
                "EnginesDialog",
                "{name} answered (it calls itself {own_name}) and was changed: a game takes the change "
                "at its next move.",
            )
        else:
            template = translate(
                "EnginesDialog",
                "{name} answered (it calls itself {own_name}) and was added: choose it for a side.",
            )
        self._say(template.format(name=entry.name, own_name=repr(name)))
        self._name_the_add_button()
        self.changed.emit()

    @Slot()
    def remove(self) -> None:
        item = self.list.currentItem()
        if item is None:
            self._say(translate("EnginesDialog", "Choose the engine to remove in the list."))
            return
        name = item.data(Qt.ItemDataRole.UserRole)
        try:
            self.engines.remove(name)
        except OSError as exc:
            self._say(
                translate("EnginesDialog", "{name} could not be removed: {error}").format(
                    name=name, error=exc
                )
            )
            return
        self._refresh()
        self._name_the_add_button()
        self._say(translate("EnginesDialog", "{name} was removed.").format(name=name))
        self.changed.emit()

    def _say(self, text: str) -> None:
        self.message.setText(text)


def open_engines_dialog(parent: QWidget, engines: EngineList, changed: Callable[[], None]) -> EnginesDialog:
    """Show the Engines dialog (not modal: the game stays playable behind it)."""
    dialog = EnginesDialog(engines, parent)
    dialog.changed.connect(changed)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
