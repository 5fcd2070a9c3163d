"""Render ``resources/icon.svg`` into every icon each system wants, under ``packaging/icons/``.

* PNGs 16..1024 px (Linux ``hicolor`` theme sizes, the window icon, the AppStream screenshot list);
* ``othello-qt.ico`` for Windows: one file with 16, 24, 32, 48, 64, 128 and 256 px images;
* ``othello-qt.icns`` for macOS: 16..1024 px including the ``@2x`` variants;
* ``othello_qt/resources/icons/othello-qt-SIZE.png`` 16..256 px: the window icon (package data),
  found at run time with ``othello_qt.resources.resource_path("icons/othello-qt-256.png")``.

Rendering uses Qt's SVG renderer (in PySide6-Essentials), so no extra dependency; the ICO and ICNS
containers are simple enough to write here (both hold PNG images, which every supported Windows
and macOS version reads).  The output is committed, so a build never needs to run this; run it
again after changing the drawing: ``python packaging/make_icons.py``.
"""

from __future__ import annotations

import os
import struct
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icon.svg"
OUT_DIR = ROOT / "packaging" / "icons"
WINDOW_ICON_DIR = ROOT / "othello_qt" / "resources" / "icons"
"""The app's window icon at run time (found with ``othello_qt.resources.resource_path``)."""
NAME = "othello-qt"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
WINDOW_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (Apple's "icns" type codes).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512@2x
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
)


def render_png(svg: Path, size: int) -> bytes:
    """The drawing rendered to a ``size`` x ``size`` PNG with a transparent background."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG drawing")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_container(images: dict[int, bytes]) -> bytes:
    """A Windows ``.ico`` holding PNG images: ICONDIR, one ICONDIRENTRY each, then the data."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = images[size]
        dimension = 0 if size >= 256 else size  # 0 means 256 in the one-byte fields
        entries.append(struct.pack("<BBBBHHII", dimension, dimension, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_container(images: dict[int, bytes]) -> bytes:
    """A macOS ``.icns``: the magic, the total length, then (type, length, PNG) elements."""
    elements = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def _write_atomically(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temp, path)
    except BaseException:
        os.unlink(temp)
        raise


def make_icons(
    source: Path = SOURCE, out_dir: Path = OUT_DIR, window_icon_dir: Path = WINDOW_ICON_DIR
) -> list[Path]:
    """Render and write every icon file; returns the paths written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])
    images = {size: render_png(source, size) for size in PNG_SIZES}
    written = []
    for size, data in images.items():
        path = out_dir / f"{NAME}-{size}.png"
        _write_atomically(path, data)
        written.append(path)
    for size in WINDOW_ICON_SIZES:
        path = window_icon_dir / f"{NAME}-{size}.png"
        _write_atomically(path, images[size])
        written.append(path)
    for path, data in (
        (out_dir / f"{NAME}.ico", ico_container({s: images[s] for s in ICO_SIZES})),
        (out_dir / f"{NAME}.icns", icns_container(images)),
    ):
        _write_atomically(path, data)
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in make_icons():
        print(written_path.relative_to(ROOT), written_path.stat().st_size, "bytes")
    sys.exit(0)
