"""``resource_path`` finds the app's data files, and says clearly when one is missing."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from othello_qt import resources
from othello_qt.resources import ENV_VARIABLE, PACKAGE_DIR, resource_path

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


@pytest.fixture(autouse=True)
def _no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VARIABLE, raising=False)


def test_finds_the_shipped_files() -> None:
    for size in ICON_SIZES:
        icon = resource_path(f"icons/othello-qt-{size}.png")
        assert icon == PACKAGE_DIR / "icons" / f"othello-qt-{size}.png"
        assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with wave.open(str(resource_path("sounds/place.wav"))) as sound:
        assert sound.getnframes() > 0


def test_the_package_folder_is_the_one_beside_the_code() -> None:
    assert Path(resources.__file__).resolve().parent == PACKAGE_DIR
    assert resources.resource_dirs() == [PACKAGE_DIR]


def test_the_environment_override_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "place.wav").write_bytes(b"RIFF")
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    assert resource_path("sounds/place.wav") == tmp_path / "sounds" / "place.wav"
    # What the override lacks still comes from the package.
    assert resource_path("icons/othello-qt-16.png") == PACKAGE_DIR / "icons" / "othello-qt-16.png"


def test_a_missing_file_names_where_it_looked() -> None:
    with pytest.raises(FileNotFoundError) as info:
        resource_path("sounds/no-such-sound.wav")
    assert "no-such-sound.wav" in str(info.value) and str(PACKAGE_DIR) in str(info.value)


@pytest.mark.parametrize("name", ["", "/etc/passwd", "../core/game.py", "a/../../x", "a\\b"])
def test_names_must_stay_inside_the_folder(name: str) -> None:
    with pytest.raises(ValueError, match="relative path"):
        resource_path(name)
