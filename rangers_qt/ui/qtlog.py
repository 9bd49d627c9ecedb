"""Routes Qt's own warnings into our log file instead of stderr."""

from __future__ import annotations

import logging

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


def install_qt_message_handler() -> None:
    qInstallMessageHandler(_handler)
