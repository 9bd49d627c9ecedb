"""--size for screenshots: a window keeps its minimum size, so a smaller --size cannot be
honoured. Rather than write a picture of another size without a word, the command refuses
with the reason and the smallest size that works."""

from __future__ import annotations

from PySide6.QtGui import QPixmap


def size_refusal(pixmap: QPixmap, size: str) -> str | None:
    """None when ``pixmap`` (a grabbed window) is the ``WxH`` asked for; else one line saying why
    not. Measured in device-independent pixels, as --size is (a HiDPI grab has more pixels)."""
    want_w, want_h = (int(n) for n in size.split("x"))
    ratio = pixmap.devicePixelRatio() or 1.0
    got_w, got_h = round(pixmap.width() / ratio), round(pixmap.height() / ratio)
    if (got_w, got_h) == (want_w, want_h):
        return None
    if got_w >= want_w and got_h >= want_h:
        least = f"{max(got_w, want_w)}x{max(got_h, want_h)}"
        return (
            f"--size {size} is below the window's minimum size ({got_w}x{got_h}); "
            f"nothing written: use --size {least} or larger"
        )
    return f"--size {size} could not be honoured (the window came out {got_w}x{got_h}); nothing written"
