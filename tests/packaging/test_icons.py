"""The app icon exists in every format the three platforms need, and the containers are well formed."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "assets" / "icons" / "app"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"

sys.path.insert(0, str(ROOT / "packaging"))
import make_icons  # noqa: E402


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC, "not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", make_icons.PNG_SIZES)
def test_png_sizes(size: int) -> None:
    assert _png_size((ICONS / f"rangers-qt-{size}.png").read_bytes()) == (size, size)


def test_ico_holds_png_images_of_the_windows_sizes() -> None:
    data = (ICONS / "rangers-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for i in range(count):
        w, h, _colors, _res, planes, bpp, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        payload = data[offset : offset + length]
        assert len(payload) == length
        real = _png_size(payload)
        assert real == ((w or 256), (h or 256))
        assert (planes, bpp) == (1, 32)
        sizes.append(real[0])
    assert sorted(sizes) == sorted(make_icons.ICO_SIZES)


def test_icns_chunks_are_pngs_of_the_declared_sizes() -> None:
    data = (ICONS / "rangers-qt.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    expected = dict(make_icons.ICNS_TYPES)
    seen = {}
    pos = 8
    while pos < len(data):
        ostype = data[pos : pos + 4].decode("ascii")
        length = struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        seen[ostype] = _png_size(data[pos + 8 : pos + length])[0]
        pos += length
    assert pos == len(data)
    assert seen == expected


def test_containers_round_trip_through_the_writers() -> None:
    tiny = {16: PNG_MAGIC + b"x" * 20, 256: PNG_MAGIC + b"y" * 30}
    ico = make_icons.build_ico(tiny)
    assert struct.unpack_from("<BB", ico, 6) == (16, 16)
    assert struct.unpack_from("<BB", ico, 22) == (0, 0)  # 256 is written as 0
    assert ico.endswith(tiny[256])


def test_svg_source_renders_with_qt(qapp) -> None:
    pngs = make_icons.render_pngs(ICONS / "rangers-qt.svg", (48,))
    assert _png_size(pngs[48]) == (48, 48)
