"""Words the core hands to the window, marked for translation without importing Qt.

``pyside6-lupdate`` collects every ``QT_TRANSLATE_NOOP("Context", "text")`` call by its name, so a
level's name or a player's description written here reaches the translators; the window shows it
through ``othello_qt.ui.i18n.translate`` with the same context.  The core itself keeps English: its
command lines, protocols and files speak to programs and scripts, not to players.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` unchanged; marked as ``context``'s for the translators."""
    return text


class TranslatableError(Exception):
    """An error whose message the window can say in the player's language: ``template`` (English,
    marked with ``QT_TRANSLATE_NOOP`` where it is raised) filled with ``fields``, then ``detail``,
    words that stay as they are (an engine's own stderr, a system's message).  ``str()`` is the
    English line, for logs, command lines and protocols."""

    def __init__(self, template: str, detail: str = "", **fields: object) -> None:
        self.template = template
        self.detail = detail
        self.fields = fields
        english = {key: f"{value:,}" if isinstance(value, int) else value for key, value in fields.items()}
        text = template.format(**english) if fields else template  # a plain message may hold braces
        super().__init__(f"{text}: {detail}" if detail else text)

    def with_detail(self, detail: str) -> TranslatableError:
        """The same error with ``detail`` after it."""
        return type(self)(self.template, detail, **self.fields)

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled whole (a worker process's error reaches its parent with its fields)."""
        return (_rebuilt, (type(self), self.template, self.detail, self.fields))


def _rebuilt(kind: type[TranslatableError], template: str, detail: str, fields: dict) -> TranslatableError:
    return kind(template, detail, **fields)
