"""Logging to a rotating file in the platform's log folder, plus faulthandler.

Kept free of Qt so command-line tools can log too; the Qt message handler that
routes Qt's own warnings here lives in `rangers_qt.ui.qtlog`.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
from pathlib import Path
from typing import TextIO

from rangers_qt.files.places import log_dir

APP_NAME = "rangers-qt"
_fault_file: TextIO | None = None


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
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError:
        logging.basicConfig(level=level)
        faulthandler.enable()
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    if not any(isinstance(h, logging.handlers.RotatingFileHandler) for h in root.handlers):
        root.addHandler(handler)
    if _fault_file is None:
        _fault_file = open(folder / "crash.log", "a", encoding="utf-8")  # noqa: SIM115 - lives for the process
        faulthandler.enable(_fault_file)
    return path
