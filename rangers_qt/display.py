"""Whether a window can open here, decided before Qt is started.

Why before: with no display server Qt's xcb plugin aborts the process (exit 134) and says why
only in the log file, so the player sees nothing. Checked first, the command says in one line
what is missing and what works without a display. Qt-free, like the command line.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

#: Qt platforms that need no display server.
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay"})


def use_offscreen_if_headless(headless: bool, env: dict[str, str] | None = None) -> None:
    """A command that only renders (--smoke, --screenshot, --export) renders offscreen when there
    is no display, rather than fail."""
    target = os.environ if env is None else env
    if headless and not target.get("QT_QPA_PLATFORM") and no_display_reason(target) is not None:
        target["QT_QPA_PLATFORM"] = "offscreen"


def no_display_reason(env: Mapping[str, str] | None = None, platform: str = sys.platform) -> str | None:
    """One line saying why no window can open (None: one can, as far as can be told here).

    Linux and the BSDs need an X11 or Wayland display unless a headless Qt platform is chosen;
    Windows and macOS always have their window system."""
    env = os.environ if env is None else env
    if platform in ("win32", "darwin", "cygwin"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(":")[0].strip()
    if chosen in HEADLESS_PLATFORMS:
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set): start it "
        "from a desktop session; --smoke and --screenshot work without one"
    )
