"""Routes Qt's own warnings into our log file instead of stderr."""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

_log = logging.getLogger("qt")
_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def _handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    where = f" ({context.file}:{context.line})" if context.file else ""
    _log.log(_LEVELS.get(kind, logging.WARNING), "%s%s", message, where)
    if kind == QtMsgType.QtFatalMsg:
        # Qt aborts the process right after this: say why on the terminal, not only in the log
        # (a display that cannot be reached, a platform plugin that will not load).
        first = message.strip().splitlines()[0] if message.strip() else "a fatal error"
        print(f"rangers-qt: Qt cannot go on: {first}", file=sys.stderr, flush=True)


def install_qt_message_handler() -> None:
    qInstallMessageHandler(_handler)
