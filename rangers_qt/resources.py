"""Finds `cards/` and `assets/` wherever the app runs from.

Three layouts exist: a source checkout (folders beside the package), an installed
wheel (copied into `rangers_qt/_data/`), and a PyInstaller bundle (unpacked under
`sys._MEIPASS`). Every caller goes through here so none of them has to care which.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _candidates(name: str) -> list[Path]:
    found: list[Path] = []
    override = os.environ.get(f"RANGERS_QT_{name.upper()}_DIR")
    if override:
        found.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / name)
    # Installed wheel before source checkout: in site-packages the "parent" folder is
    # shared with every other distribution, and a stray top-level `cards/` there is not ours.
    found.append(_PACKAGE_DIR / "_data" / name)
    found.append(_PACKAGE_DIR.parent / name)  # source checkout
    return found


def resource_dir(name: str) -> Path:
    """Return the first existing folder called `name` among the known layouts."""
    for path in _candidates(name):
        if path.is_dir():
            return path
    tried = ", ".join(str(p) for p in _candidates(name))
    raise FileNotFoundError(f"cannot find the '{name}' folder; looked in: {tried}")


def cards_dir() -> Path:
    return resource_dir("cards")


def assets_dir() -> Path:
    return resource_dir("assets")
