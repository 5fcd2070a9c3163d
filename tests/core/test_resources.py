"""``resource_path`` finds resources from a checkout, a frozen bundle or an override folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from othello_qt import resources
from othello_qt.resources import ENV_VARIABLE, resource_path, resources_dir

CHECKOUT_RESOURCES = Path(__file__).resolve().parents[2] / "resources"


@pytest.fixture(autouse=True)
def _no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VARIABLE, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def test_finds_the_icon_in_the_checkout() -> None:
    path = resource_path("icon.svg")
    assert path == CHECKOUT_RESOURCES / "icon.svg"
    assert path.read_text().lstrip().startswith("<?xml")
    assert resources_dir() == CHECKOUT_RESOURCES


def test_prefers_the_frozen_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "resources" / "sounds").mkdir(parents=True)
    (tmp_path / "resources" / "sounds" / "click.wav").write_bytes(b"RIFF")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("sounds/click.wav") == tmp_path / "resources" / "sounds" / "click.wav"
    # What the bundle lacks still comes from the next candidate.
    assert resource_path("icon.svg") == CHECKOUT_RESOURCES / "icon.svg"


def test_the_environment_override_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "icon.svg").write_text("<svg/>")
    monkeypatch.setenv(ENV_VARIABLE, str(tmp_path))
    assert resource_path("icon.svg") == tmp_path / "icon.svg"
    assert resources_dir() == tmp_path


def test_a_missing_file_names_where_it_looked() -> None:
    with pytest.raises(FileNotFoundError) as info:
        resource_path("sounds/no-such-sound.wav")
    assert "no-such-sound.wav" in str(info.value) and str(CHECKOUT_RESOURCES) in str(info.value)


@pytest.mark.parametrize("name", ["", "/etc/passwd", "../pyproject.toml", "a/../../x", "a\\b"])
def test_names_must_stay_inside_the_folder(name: str) -> None:
    with pytest.raises(ValueError, match="relative path"):
        resource_path(name)


def test_no_folder_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "resource_dirs", lambda: [tmp_path / "missing"])
    with pytest.raises(FileNotFoundError, match="missing"):
        resources_dir()
