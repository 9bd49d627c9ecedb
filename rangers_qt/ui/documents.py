"""Where the player's files go: a "Rangers Qt" folder in the user's documents folder.

Why: file dialogs opened with a bare file name start in the process's working directory, which
is the source tree when the game runs from a checkout. Campaign and day files are the player's
documents, so they are offered where the platform keeps documents (`QStandardPaths`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

FOLDER_NAME = "Rangers Qt"


def documents_root() -> Path:
    """The user's documents folder (the home folder when the platform names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def documents_folder(create: bool = True) -> Path:
    """Our folder inside the documents folder, made on first use (a failure leaves the root)."""
    root = documents_root()
    folder = root / FOLDER_NAME
    if create:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return root
    return folder


def safe_stem(name: str) -> str:
    """A file name from a campaign's name: path separators and control characters dropped."""
    kept = "".join(ch for ch in name if ch.isprintable() and ch not in '/\\:*?"<>|').strip(" .")
    return kept or "campaign"


def suggested(name: str, suffix: str) -> str:
    """The path a save dialog offers: `name` (made safe) with `suffix` in our documents folder."""
    return str(documents_folder() / f"{safe_stem(name)}{suffix}")


def fresh_path(name: str, suffix: str) -> Path:
    """A path in our documents folder that no file holds yet ("Name (2).campaign.json"...)."""
    folder = documents_folder()
    stem = safe_stem(name)
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem} ({n}){suffix}"
        n += 1
    return path
