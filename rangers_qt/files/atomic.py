"""Atomic file replacement: after a crash, a power cut or a full disk the file holds either the
old content or the new one, never half of each.

How: write a temporary file in the same folder as the real file (so the rename stays on one file
system), flush and fsync it, rename it over the real file, then fsync the folder so the rename
itself is durable. A symlinked save is followed: the file it points to is replaced and the link
stays a link.

Temporary files after a kill: on Linux the data goes to an unnamed ``O_TMPFILE`` file that gets
its temporary name only for the instant between linking and renaming, so a process killed while
writing leaves nothing behind. Elsewhere (or on file systems without ``O_TMPFILE``) the temporary
file is named from the start and a killed process cannot clean up after itself; the temporary
name is derived from the target's name, so the next save of the same file (and
``remove_stale_temps``, which the campaign loader calls) removes what a killed save left behind.

``append_durable`` is the journal's write: one fsynced append; a crash mid-append leaves at most
a torn last record, which readers drop.
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


def temp_files(folder: str | Path) -> list[Path]:
    """Every temporary file of ours in ``folder`` (whatever its target), sorted."""
    try:
        return sorted(p for p in Path(folder).iterdir() if TMP_MARK in p.name)
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


def _write_all(fd: int, data: bytes, durable: bool) -> None:
    """Every byte (os.write may write fewer), then fsync when the write must survive a power cut."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
    if durable:
        os.fsync(fd)


def _replace(tmp: Path, target: Path) -> None:
    """Rename the finished temporary file over the target; on failure leave no temporary behind."""
    try:
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _via_tmpfile(target: Path, tmp: Path, data: bytes, durable: bool) -> bool:
    """Linux: write an unnamed file, link it under ``tmp``, rename it. False if unavailable
    (nothing written then; the caller uses a named temporary file)."""
    flag = getattr(os, "O_TMPFILE", 0)
    if not flag or not os.path.isdir("/proc/self/fd"):
        return False
    try:
        fd = os.open(target.parent, flag | os.O_WRONLY, 0o600)
    except OSError:
        return False
    try:
        with contextlib.suppress(OSError):
            os.fchmod(fd, _mode_for(target))
        _write_all(fd, data, durable)
        # A folder fd makes CPython call linkat(AT_SYMLINK_FOLLOW); with default fds it calls link(),
        # which does not follow the /proc magic link (EXDEV).
        folder = os.open(target.parent, os.O_RDONLY)
        try:
            os.link(f"/proc/self/fd/{fd}", tmp.name, dst_dir_fd=folder, follow_symlinks=True)
        except OSError:
            return False
        finally:
            os.close(folder)
    finally:
        os.close(fd)
    _replace(tmp, target)
    return True


def write_bytes_atomic(path: str | Path, data: bytes, *, durable: bool = True) -> Path:
    """Replace ``path`` with ``data`` atomically and durably (see the module docstring).

    ``durable=False`` skips the fsyncs (throwaway files, tests). Returns the file written (the
    symlink's target for a link). Raises ``OSError`` with the old file untouched."""
    target = _real_target(Path(path))
    remove_stale_temps(target)
    tmp = target.parent / f".{target.name}{TMP_MARK}{os.getpid()}"
    if not _via_tmpfile(target, tmp, data, durable):
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
        fd = os.open(tmp, flags, 0o600)
        try:
            try:
                _write_all(fd, data, durable)
            finally:
                os.close(fd)
            with contextlib.suppress(OSError):
                os.chmod(tmp, _mode_for(target))
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        _replace(tmp, target)
    if durable:
        _fsync_dir(target.parent)
    return target


def write_text_atomic(path: str | Path, text: str, *, durable: bool = True) -> Path:
    """``write_bytes_atomic`` for UTF-8 text."""
    return write_bytes_atomic(path, text.encode("utf-8"), durable=durable)


def append_durable(path: str | Path, data: bytes, *, durable: bool = True) -> None:
    """Append ``data`` to a file (created if missing) and fsync it: one journal record."""
    target = _real_target(Path(path))
    created = not target.exists()
    fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
    try:
        _write_all(fd, data, durable)
    finally:
        os.close(fd)
    if created and durable:
        _fsync_dir(target.parent)
