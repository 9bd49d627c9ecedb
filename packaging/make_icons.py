"""Render the app emblem SVG into every icon file the three platforms want.

Why our own writer: Pillow or iconutil would be one more dependency (or a Mac) just
to wrap PNG bytes. Both containers are simple: `.ico` (Windows Vista+) and `.icns`
(macOS 10.7+) accept PNG payloads, so a few struct.pack calls produce them from the
same PNGs that Linux uses.

    uv run python packaging/make_icons.py          # regenerate assets/icons/app/
    uv run python packaging/make_icons.py --check  # exit 1 if the committed files are stale
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icons" / "app"
SVG = ICON_DIR / "rangers-qt.svg"
APP_ID = "rangers-qt"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# OSType -> pixel size. Retina variants (ic11-ic14) reuse the doubled size.
ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)


def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """Rasterise the SVG at each size with Qt, antialiased, on a transparent background."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: Qt cannot parse this SVG")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buf, "PNG"):
            raise SystemExit(f"could not encode the {size}px PNG")
        buf.close()
        out[size] = bytes(data.data())
    return out


def build_ico(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per image + PNG payloads (a width/height byte of 0 means 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    payload = b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(payload))
        payload += data
    return header + entries + payload


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """'icns' + total length, then (OSType, length including its 8-byte header, PNG) chunks."""
    body = b""
    for ostype, size in ICNS_TYPES:
        data = pngs[size]
        body += ostype.encode("ascii") + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def expected_files(svg: Path = SVG) -> dict[str, bytes]:
    """Every generated file name (relative to the icon folder) with its bytes."""
    pngs = render_pngs(svg, PNG_SIZES)
    files = {f"{APP_ID}-{size}.png": data for size, data in pngs.items()}
    files[f"{APP_ID}.ico"] = build_ico({s: pngs[s] for s in ICO_SIZES})
    files[f"{APP_ID}.icns"] = build_icns(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with committed files, write nothing")
    parser.add_argument("--out", type=Path, default=ICON_DIR, help="output folder (default assets/icons/app)")
    args = parser.parse_args(argv)
    files = expected_files()
    if args.check:
        stale = [
            name
            for name, data in files.items()
            if not (args.out / name).is_file() or (args.out / name).read_bytes() != data
        ]
        if stale:
            print("stale or missing icons: " + ", ".join(sorted(stale)), file=sys.stderr)
            return 1
        print(f"{len(files)} icon files up to date")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        # Atomic: a half-written icon must never be committed by accident.
        with tempfile.NamedTemporaryFile(dir=args.out, delete=False) as tmp:
            tmp.write(data)
        os.chmod(tmp.name, 0o644)  # NamedTemporaryFile creates 0600; icons are public files
        os.replace(tmp.name, args.out / name)
        print(f"wrote {args.out / name} ({len(data)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
