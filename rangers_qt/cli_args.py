"""The command line's shared argument types: --size and --screenshot, for the game window
(rangers_qt/cli.py, ui/app_main.py) and the review (review_cli.py).

Why a module of their own: the entry point imports the tools lazily, and the tools need these
checks; kept in cli.py they made cli.py and the modules it starts import each other.
"""

from __future__ import annotations

import argparse
from pathlib import Path

#: Image formats --screenshot writes, by file suffix (Qt's names).
IMAGE_FORMATS = {".png": "PNG", ".jpg": "JPG", ".jpeg": "JPG", ".bmp": "BMP"}
#: --size bounds: a window smaller than this shows nothing useful; larger would need gigabytes.
SIZE_MIN, SIZE_MAX = 200, 8192


def window_size(text: str) -> str:
    """argparse type for --size: "WxH", each side between SIZE_MIN and SIZE_MAX pixels."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() and len(p.strip()) <= 6 for p in parts):
        raise argparse.ArgumentTypeError(f"must look like 1600x1000, got {text!r}")
    w, h = (int(p) for p in parts)
    if not (SIZE_MIN <= w <= SIZE_MAX and SIZE_MIN <= h <= SIZE_MAX):
        raise argparse.ArgumentTypeError(f"each side must be {SIZE_MIN} to {SIZE_MAX} pixels, got {w}x{h}")
    return f"{w}x{h}"


def screenshot_path(text: str) -> str:
    """argparse type for --screenshot: the suffix says the format (refused if Qt cannot write it)."""
    suffix = Path(text).suffix.lower()
    if suffix not in IMAGE_FORMATS:
        raise argparse.ArgumentTypeError(
            f"{text!r}: the file name must end in one of {', '.join(IMAGE_FORMATS)} (the image format)"
        )
    return text


def image_format(path: str) -> str:
    """Qt's format name for a --screenshot path (already checked by ``screenshot_path``)."""
    return IMAGE_FORMATS[Path(path).suffix.lower()]
