"""Atomic, durable file writes without Qt (campaign files, day saves, the autosave journal).

Why each step: the new content is written to a temporary file in the *same folder* (a rename is
atomic only within one file system), flushed and fsynced (the data is on disk before the name
points at it), renamed over the target with ``os.replace`` (readers see the old file or the new
one, never half of one), then the folder is fsynced (the rename itself survives a power cut).

No temp file left behind after a crash: on Linux the data goes to an anonymous ``O_TMPFILE``
that only gets a name (``.<target>.<pid>.<n>.tmp``) for the instant between linking and
renaming; a process killed while writing leaves nothing. Elsewhere (or on file systems without
``O_TMPFILE``) the temp file is named from the start; ``sweep_temp_files`` removes those whose
writer is gone, and every write and ``campaign.save.open_campaign`` calls it.

A symlinked target is followed: the file it points to is replaced, the link stays a link.
"""

from __future__ import annotations

import contextlib
import itertools
import os
from pathlib import Path

TEMP_SUFFIX = ".tmp"
_counter = itertools.count()


def real_target(path: str | Path) -> Path:
    """The file a write to ``path`` must replace (symlinks followed, even dangling ones)."""
    return Path(os.path.realpath(path))


def _temp_name(target: Path) -> Path:
    return target.with_name(f".{target.name}.{os.getpid()}.{next(_counter)}{TEMP_SUFFIX}")


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no folder handles to fsync)."""
    if os.name == "nt":  # pragma: no cover - not on the CI's Linux
        return
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover - some file systems refuse; the rename still happened
        pass
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def _via_tmpfile(target: Path, data: bytes, durable: bool) -> bool:
    """Linux: write an unnamed file, then link and rename it. False if O_TMPFILE is unavailable."""
    flag = getattr(os, "O_TMPFILE", 0)
    if not flag or not os.path.isdir("/proc/self/fd"):
        return False
    try:
        fd = os.open(target.parent, flag | os.O_WRONLY, 0o666)
    except OSError:
        return False
    temp = _temp_name(target)
    try:
        _write_all(fd, data)
        if durable:
            os.fsync(fd)
        os.link(f"/proc/self/fd/{fd}", temp, follow_symlinks=True)
    except OSError:
        os.close(fd)
        with contextlib.suppress(OSError):
            temp.unlink()
        return False
    os.close(fd)
    try:
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    return True


def _via_named_temp(target: Path, data: bytes, durable: bool) -> None:
    temp = _temp_name(target)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        try:
            _write_all(fd, data)
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def write_atomic(path: str | Path, data: bytes | str, *, durable: bool = True) -> Path:
    """Replace the file at ``path`` (following symlinks) with ``data``, all or nothing.

    ``durable=False`` skips the fsyncs (tests, throwaway files). Returns the path written.
    Raises ``OSError`` (the old file untouched) when the folder is not writable or the disk full."""
    target = real_target(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if not _via_tmpfile(target, payload, durable):
        _via_named_temp(target, payload, durable)
    if durable:
        fsync_folder(target.parent)
    return target


def append_durable(path: str | Path, data: bytes, *, durable: bool = True) -> None:
    """Append ``data`` to a file (created if missing) and fsync it: one journal record.

    A crash mid-append leaves at most a torn last record, which readers drop."""
    target = real_target(path)
    created = not target.exists()
    fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
    try:
        _write_all(fd, data)
        if durable:
            os.fsync(fd)
    finally:
        os.close(fd)
    if created and durable:
        fsync_folder(target.parent)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":  # pragma: no cover - no cheap liveness check; keep the file
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # pragma: no cover - someone else's live process
        return True
    return True


def temp_files(folder: str | Path) -> list[Path]:
    """Our temp files in ``folder`` (``.<name>.<pid>.<n>.tmp``)."""
    out = []
    for p in Path(folder).glob(f".*{TEMP_SUFFIX}"):
        parts = p.name[1:].rsplit(".", 3)
        if len(parts) == 4 and parts[1].isdigit() and parts[2].isdigit():
            out.append(p)
    return sorted(out)


def sweep_temp_files(folder: str | Path) -> list[Path]:
    """Remove temp files left by writers that no longer run (a crash); returns what was removed."""
    removed = []
    for p in temp_files(folder):
        pid = int(p.name[1:].rsplit(".", 3)[1])
        if not _alive(pid):
            with contextlib.suppress(OSError):
                p.unlink()
                removed.append(p)
    return removed
