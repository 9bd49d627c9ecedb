"""Atomic file replacement: after a crash, a power cut or a full disk the file holds either the
old content or the new one, never half of each.

How: write a temporary file in the same folder as the real file (so the rename stays on one file
system), flush and fsync it, rename it over the real file, then fsync the folder so the rename
itself is durable. A symlinked save is followed: the file it points to is replaced and the link
stays a link. A process killed between creating the temporary file and the rename cannot clean
up after itself; the temporary name is derived from the target's name, so the next save of the
same file removes what a killed save left behind.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

#: Temporary files are named ``.<target name>.<TMP_MARK><pid>``.
TMP_MARK = ".rangers-tmp."


def _real_target(path: Path) -> Path:
    """The file to replace: a symlink's final target (so the link survives the save)."""
    if path.is_symlink():
        return Path(os.path.realpath(path))
    return path


def _stale_temps(target: Path) -> list[Path]:
    prefix = f".{target.name}{TMP_MARK}"
    try:
        return [p for p in target.parent.iterdir() if p.name.startswith(prefix)]
    except OSError:
        return []


def remove_stale_temps(path: str | Path) -> int:
    """Delete temporary files a killed save of ``path`` left behind; returns how many."""
    target = _real_target(Path(path))
    removed = 0
    for tmp in _stale_temps(target):
        with contextlib.suppress(OSError):
            tmp.unlink()
            removed += 1
    return removed


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":  # Windows cannot open a folder for fsync; the rename is still atomic
        return
    with contextlib.suppress(OSError):  # the new content is in place; durability is best effort here
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _mode_for(target: Path) -> int:
    """Keep an existing file's permissions; a new file gets the usual 0666 minus the umask."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def write_bytes_atomic(path: str | Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically and durably (see the module docstring)."""
    target = _real_target(Path(path))
    remove_stale_temps(target)
    tmp = target.parent / f".{target.name}{TMP_MARK}{os.getpid()}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
    fd = os.open(tmp, flags, 0o600)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
        _fsync_dir(target.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_text_atomic(path: str | Path, text: str) -> None:
    """``write_bytes_atomic`` for UTF-8 text."""
    write_bytes_atomic(path, text.encode("utf-8"))
