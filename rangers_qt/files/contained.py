"""Reading a file of a folder the player pointed us at, never anything outside that folder.

Why: the card-image folder and the own card-data file are the player's, but what they hold is
not vouched for - a symbolic link in the image folder once had a picture from elsewhere painted
and ``/etc/passwd`` opened as a card image. A file is read only if its real path (every link
resolved) lies inside the folder's real path and is a regular file; the last step is opened with
``O_NOFOLLOW`` and checked on the open descriptor, so a link swapped in after the check is not
followed either. The bytes are read here, within a size bound, and handed to the caller (Qt
decodes images from memory, never from the path).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class OutsideFolder(OSError):
    """The file is not a regular file inside the folder (a link out of it, a device, a folder)."""


def _inside(real: str, folder_real: str) -> bool:
    try:
        return os.path.commonpath([real, folder_real]) == folder_real and real != folder_real
    except ValueError:  # (different drives)
        return False


def contained_path(folder: str | Path, name: str) -> Path | None:
    """``folder/name`` when it is a regular file whose real path lies inside ``folder`` (links
    within the folder are fine, links out of it are not); else None. ``name`` is one file name."""
    if not name or "/" in name or "\\" in name or name in (".", ".."):
        return None
    base = os.path.realpath(folder)
    candidate = os.path.join(base, name)
    real = os.path.realpath(candidate)
    if not _inside(real, base):
        return None
    try:
        info = os.stat(real, follow_symlinks=False)
    except OSError:
        return None
    return Path(real) if stat.S_ISREG(info.st_mode) else None


def read_contained(folder: str | Path, name: str, max_bytes: int) -> bytes:
    """The bytes of ``folder/name`` (see ``contained_path``), at most ``max_bytes``: ``OutsideFolder``
    for a file that is not the folder's own, ``OSError`` when it cannot be read or is too large."""
    real = contained_path(folder, name)
    if real is None:
        raise OutsideFolder(f"{name} is not a file of {Path(folder).name or folder} (a link out of it?)")
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(real, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OutsideFolder(f"{name} is not a regular file")
        if info.st_size > max_bytes:
            raise OSError(f"{name} is too large ({info.st_size:,} bytes; at most {max_bytes:,})")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(max_bytes + 1)
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        raise OSError(f"{name} is too large (at most {max_bytes:,} bytes)")
    return data
