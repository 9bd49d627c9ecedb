"""The window's size: fitted to the screen it opens on, then as the player left it.

Why: a fixed 1600x1000 window on a 1366x768 laptop put the title-bar buttons and the right
column off screen. The first size is a share of the screen's available area (never more than
the area); after that the geometry and the dock/toolbar state saved at close (QSettings) win,
maximised included.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSettings
from PySide6.QtWidgets import QMainWindow

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
#: The share of the screen's free area a first window takes (the rest shows it is a window).
SCREEN_SHARE = 0.92
#: The size a window would like on a screen large enough for it.
PREFERRED = (1600, 1000)


def first_size(available: QRect) -> tuple[int, int]:
    """The window's first size on a screen whose free area is `available`."""
    width = min(PREFERRED[0], int(available.width() * SCREEN_SHARE))
    height = min(PREFERRED[1], int(available.height() * SCREEN_SHARE))
    return max(640, min(width, available.width())), max(480, min(height, available.height()))


def fit_to_screen(window: QMainWindow) -> None:
    """Size and centre `window` on the screen it will open on."""
    screen = window.screen()
    if screen is None:
        window.resize(*PREFERRED)
        return
    area = screen.availableGeometry()
    width, height = first_size(area)
    window.resize(width, height)
    window.move(area.x() + (area.width() - width) // 2, area.y() + (area.height() - height) // 2)


def restore(window: QMainWindow, settings: QSettings) -> bool:
    """Put the window back as it was left (True if a saved geometry was found)."""
    geometry = settings.value(GEOMETRY_KEY)
    if not isinstance(geometry, QByteArray) or geometry.isEmpty():
        return False
    if not window.restoreGeometry(geometry):
        return False
    state = settings.value(STATE_KEY)
    if isinstance(state, QByteArray) and not state.isEmpty():
        window.restoreState(state)
    return True


def remember(window: QMainWindow, settings: QSettings) -> None:
    """Keep the geometry (maximised or not) and state for the next start."""
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState())
    settings.sync()
