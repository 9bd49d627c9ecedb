"""The app's log file (rangers_qt/logsetup.py): kept under its size with three older files beside it.

Why its own handler: the standard rotating one lives in a module that imports socket, pickle and
queue before the window's first paint (issue #28); these tests hold it to the same rotation.
"""

from __future__ import annotations

import logging
from pathlib import Path

from rangers_qt.logsetup import RotatingLog

LINE = "x" * 9  # with its newline, 10 bytes a record


def _log(path: Path, max_bytes: int, backups: int = 3) -> tuple[logging.Logger, RotatingLog]:
    handler = RotatingLog(path, max_bytes=max_bytes, backups=backups)
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger = logging.getLogger(f"test-logsetup-{path.name}-{max_bytes}-{backups}")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    return logger, handler


def test_a_line_that_would_pass_the_size_starts_a_new_file(tmp_path: Path) -> None:
    for max_bytes, rotated in ((29, True), (30, False), (31, False)):  # three lines are 30 bytes
        path = tmp_path / f"app-{max_bytes}.log"
        logger, handler = _log(path, max_bytes)
        for _ in range(3):
            logger.info(LINE)
        handler.close()
        backup = Path(f"{path}.1")
        assert backup.exists() is rotated, max_bytes
        assert path.stat().st_size <= max_bytes
        if rotated:
            assert backup.read_text() == f"{LINE}\n" * 2 and path.read_text() == f"{LINE}\n"
        else:
            assert path.read_text() == f"{LINE}\n" * 3


def test_older_files_move_up_and_the_oldest_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "app.log"
    logger, handler = _log(path, max_bytes=10, backups=3)
    for n in range(6):  # one line a file: each line after the first rotates
        logger.info(f"line {n:03d}")  # 8 characters and the newline
    handler.close()
    assert path.read_text() == "line 005\n"
    assert [Path(f"{path}.{k}").read_text() for k in (1, 2, 3)] == ["line 004\n", "line 003\n", "line 002\n"]
    assert not Path(f"{path}.4").exists()


def test_an_existing_log_is_appended_to_and_counted(tmp_path: Path) -> None:
    path = tmp_path / "app.log"
    path.write_text(f"{LINE}\n" * 2, encoding="utf-8")  # 20 bytes from an earlier start
    logger, handler = _log(path, max_bytes=25)
    logger.info(LINE)
    handler.close()
    assert Path(f"{path}.1").read_text() == f"{LINE}\n" * 2 and path.read_text() == f"{LINE}\n"
