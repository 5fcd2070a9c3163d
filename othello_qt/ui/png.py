"""Images to PNG bytes in memory, so they can be written atomically (never an empty or half file)."""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QPixmap


def png_bytes(image: QImage | QPixmap, quality: int = -1) -> bytes:
    """The PNG encoding of ``image`` (``quality`` 0 = strongest compression); ``OSError`` if Qt fails."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG", quality):
        raise OSError("could not encode the image as PNG")
    buffer.close()
    return bytes(data.data())
