"""Write the app icon files in resources/ from the icon the app draws in code.

    python packaging/make_icons.py

The files are committed; run this again only when desktop/gui/shell/icon.py's drawing
changes. llamadesk.png is what the app and the Linux .desktop entry show,
llamadesk.ico is the Windows executable's and installer's icon, llamadesk.svg is
the scalable copy for icon themes.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESOURCES = ROOT / "resources"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
PNG_SIZE = 256

# The same picture as desktop/gui/shell/icon.py draws: a blue rounded square with a white L.
SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="51.2" ry="51.2" fill="#3b73b9"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" fill="#ffffff"
        font-family="DejaVu Sans, Segoe UI, Helvetica, Arial, sans-serif"
        font-weight="bold" font-size="159">L</text>
</svg>
"""


def ico_from_pngs(images: list[tuple[int, bytes]]) -> bytes:
    """An .ico holding each (size, PNG bytes): Windows Vista and later read PNG entries."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QPixmap

    from desktop.gui.shell import icon

    app = QGuiApplication([])

    def png_bytes(pixmap: QPixmap) -> bytes:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        pixmap.save(buffer, "PNG")
        buffer.close()
        return bytes(data.data())

    RESOURCES.mkdir(exist_ok=True)
    (RESOURCES / "llamadesk.png").write_bytes(png_bytes(icon._drawn(PNG_SIZE)))
    (RESOURCES / "llamadesk.ico").write_bytes(
        ico_from_pngs([(size, png_bytes(icon._drawn(size))) for size in ICO_SIZES])
    )
    (RESOURCES / "llamadesk.svg").write_text(SVG, encoding="utf-8")
    del app
    for name in ("llamadesk.png", "llamadesk.ico", "llamadesk.svg"):
        print(f"wrote {RESOURCES / name} ({(RESOURCES / name).stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
