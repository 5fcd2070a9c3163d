"""The preferences are one table (``settings.SETTINGS``: key, type, choices, default) read by one
descriptor: whatever a settings file holds, every preference reads as a valid value."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QSettings

from othello_qt.ui.settings import SETTINGS, AppSettings, Stored

STORED = st.one_of(
    st.text(max_size=20),
    st.sampled_from(["true", "0", "dark", "slow", "3", " 3 ", "human", "  ", "a, b", "@Variant(\\0\\0)"]),
    st.integers(min_value=-(2**40), max_value=2**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.lists(st.text(max_size=5), max_size=3),
    st.binary(max_size=8).map(QByteArray),
)
"""What a settings file may hold where a preference is expected."""
MANY = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def assert_valid(name: str, value: object) -> None:
    """``value`` is one ``name`` may take: of its type, one of its choices, reading as itself."""
    setting = SETTINGS[name]
    if value is None:
        assert setting.default is None, name  # only a saved window layout may be missing
        return
    assert type(value) in (bool, int, str, QByteArray), (name, value)
    assert setting.type(value) == value, (name, value)
    choices = setting.choices() if callable(setting.choices) else setting.choices
    if choices is not None:
        assert value in choices, (name, value)


def ini(folder: Path) -> QSettings:
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


def test_every_preference_is_a_row_of_the_table() -> None:
    stored = {name for name, value in vars(AppSettings).items() if isinstance(value, Stored)}
    assert stored == set(SETTINGS)
    assert len({s.key for s in SETTINGS.values()}) == len(SETTINGS)


@MANY
@given(name=st.sampled_from(sorted(SETTINGS)), value=STORED)
def test_any_stored_value_reads_as_a_valid_one(tmp_path_factory, name: str, value: object) -> None:
    folder = tmp_path_factory.mktemp("settings")
    raw = ini(folder)
    raw.setValue(SETTINGS[name].key, value)
    raw.sync()
    assert_valid(name, getattr(AppSettings(ini(folder)), name))


@MANY
@given(name=st.sampled_from(sorted(SETTINGS)), line=st.binary(max_size=40))
def test_any_bytes_in_the_file_read_as_a_valid_value(tmp_path_factory, name: str, line: bytes) -> None:
    """The file itself damaged: any bytes where the value is written."""
    folder = tmp_path_factory.mktemp("settings")
    group, _, key = SETTINGS[name].key.partition("/")
    (folder / "settings.ini").write_bytes(b"[" + group.encode() + b"]\n" + key.encode() + b"=" + line + b"\n")
    assert_valid(name, getattr(AppSettings(ini(folder)), name))


def test_a_valid_value_is_read_back_as_written(tmp_path: Path) -> None:
    written = AppSettings(ini(tmp_path))
    written.theme, written.animation_speed, written.muted, written.show_graph = "dark", "slow", True, False
    written.set_player(0, " greedy ")
    written.sync()
    read = AppSettings(ini(tmp_path))
    assert (read.theme, read.animation_speed, read.muted, read.show_graph) == ("dark", "slow", True, False)
    assert read.player(0) == "greedy" and read.player(1) == "level"
