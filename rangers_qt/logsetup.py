"""Logging to a rotating file in the platform's log folder, plus faulthandler.

Kept free of Qt so command-line tools can log too; the Qt message handler that
routes Qt's own warnings here lives in `rangers_qt.ui.qtlog`.
"""

from __future__ import annotations

import faulthandler
import logging
import os
from pathlib import Path
from typing import TextIO

from rangers_qt.files.places import log_dir

APP_NAME = "rangers-qt"
#: The log is moved to `.1` (and `.1` to `.2`, ...) when a line would take it past this size.
MAX_LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
_fault_file: TextIO | None = None


class RotatingLog(logging.FileHandler):
    """A log file kept under `max_bytes`, with `backups` older files beside it.

    Why not `logging.handlers.RotatingFileHandler`: that module imports socket, pickle and queue
    for its other handlers, about 4 ms of the window's start before its first paint (issue #28),
    for the twenty lines below. Rotation as the standard one does it: before a line that would
    pass the size, `log.2` -> `log.3`, `log.1` -> `log.2`, `log` -> `log.1`, and a new `log`."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.stream is not None and self.max_bytes > 0:
                line = f"{self.format(record)}{self.terminator}"
                self.stream.seek(0, os.SEEK_END)  # (Windows may not start an appended file there)
                if self.stream.tell() + len(line.encode("utf-8")) > self.max_bytes:
                    self._rotate()
        except Exception:
            self.handleError(record)
            return
        super().emit(record)

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
        self.stream = None
        base = self.baseFilename
        for n in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{n}"):
                os.replace(f"{base}.{n}", f"{base}.{n + 1}")
        if self.backups > 0 and os.path.exists(base):
            os.replace(base, f"{base}.1")
        elif os.path.exists(base):
            os.remove(base)
        self.stream = self._open()


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send logs to `rangers-qt.log` (rotated) and crash tracebacks to `crash.log`.

    Returns the log file, or None when the folder is not writable; the app must
    still start on a read-only home, so failure to log is never fatal.
    """
    global _fault_file
    root = logging.getLogger()
    root.setLevel(level)
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{APP_NAME}.log"
        handler = RotatingLog(path, max_bytes=MAX_LOG_BYTES, backups=LOG_BACKUPS)
    except OSError:
        logging.basicConfig(level=level)
        faulthandler.enable()
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    if not any(isinstance(h, RotatingLog) for h in root.handlers):
        root.addHandler(handler)
    if _fault_file is None:
        _fault_file = open(folder / "crash.log", "a", encoding="utf-8")  # noqa: SIM115 - lives for the process
        faulthandler.enable(_fault_file)
    return path
