"""Every relative link of the documentation resolves: its file, and its #anchor to a heading there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]

_FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
_CODE_SPAN = re.compile(r"`[^`\n]*`")
_LINK = re.compile(r"!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def _prose(text: str) -> str:
    """The text without code blocks and code spans, where brackets are not links."""
    return _CODE_SPAN.sub("", _FENCE.sub("", text))


def github_slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading counts as its text
    text = text.replace("`", "").strip().lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in " -_")
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading's anchor, a repeated heading numbered as GitHub numbers it (-1, -2, ...)."""
    seen: dict[str, int] = {}
    out = set()
    for heading in _HEADING.findall(_FENCE.sub("", path.read_text(encoding="utf-8"))):
        slug = github_slug(heading)
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        out.add(slug if count == 0 else f"{slug}-{count}")
    return out


def broken_links(path: Path) -> list[str]:
    """Each relative link of ``path`` whose file, or whose ``#anchor`` in a markdown file, is missing."""
    broken = []
    for target in _LINK.findall(_prose(path.read_text(encoding="utf-8"))):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
            continue  # https:, mailto: ...
        file_part, _, fragment = target.partition("#")
        resolved = (path.parent / file_part).resolve() if file_part else path
        if not resolved.exists():
            broken.append(f"{path.name}: {target} (no such file)")
        elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
            broken.append(f"{path.name}: {target} (no such heading)")
    return broken


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves(path: Path) -> None:
    assert path.is_file()
    assert broken_links(path) == []


def test_a_broken_link_or_anchor_is_found(tmp_path: Path) -> None:
    (tmp_path / "other.md").write_text("# The `make run` target: Linux & macOS\n\n## Setup\n\n## Setup\n")
    page_text = (
        "# Top\n[fine](other.md#the-make-run-target-linux--macos) [second](other.md#setup-1) [self](#top)\n"
        "[gone](missing.md) [no heading](other.md#nowhere) [bad self](#bottom) [web](https://example.org/x)\n"
        "`[code](not-a-link.md)`\n```\n[fenced](nor-this.md)\n```\n"
    )
    (tmp_path / "page.md").write_text(page_text)
    assert broken_links(tmp_path / "page.md") == [
        "page.md: missing.md (no such file)",
        "page.md: other.md#nowhere (no such heading)",
        "page.md: #bottom (no such heading)",
    ]
