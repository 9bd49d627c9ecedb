"""Which parts of Qt the bundle keeps: one list, read by the PyInstaller spec and by the tests.

Why a list of what we keep rather than what we drop: PySide6 ships ~60 modules and
new releases add more; anything not named here is excluded, so the bundle never
grows by accident. A test scans rangers_qt/ for `PySide6.QtX` imports and fails if
the code starts using a module this list would strip.
"""

from __future__ import annotations

import re

# PySide6 modules the app imports (directly or through QtWidgets/QtSvg). QtCharts: the campaign
# review's charts (its library brings libQt6OpenGL and libQt6OpenGLWidgets along as dependencies).
KEEP_MODULES = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtSvgWidgets", "QtCharts"})

# Qt plugins kept, by folder; a folder not named here is dropped entirely.
KEEP_PLUGINS: dict[str, frozenset[str]] = {
    # X11, Wayland, headless (offscreen: --smoke/--self-test in CI), Windows, macOS.
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qdirect2d", "qcocoa"}),
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    # svg/ico for our own assets; jpeg, webp and gif for card images a player may add themselves.
    "imageformats": frozenset({"qsvg", "qico", "qjpeg", "qwebp", "qgif"}),
    "iconengines": frozenset({"qsvgicon"}),
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"}),
    "xcbglintegrations": frozenset({"qxcb-glx-integration", "qxcb-egl-integration"}),
    "wayland-decoration-client": frozenset({"bradient", "adwaita"}),
    "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl"}),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    # (qtuiotouchplugin left out: network touch input, and it alone pulls in QtNetwork.)
    "generic": frozenset({"qevdevtouchplugin", "qlibinputplugin"}),
    "tls": frozenset(),
    "networkinformation": frozenset(),
}

# The UI is English only, so Qt's own translations (qtbase_*.qm, ...) add weight and nothing else.
KEEP_TRANSLATIONS: frozenset[str] = frozenset()

_PLUGIN_FILE = re.compile(r"^(?:lib)?(?P<stem>[^.]+)\.(?:so|dll|dylib)$")


def keep_plugin(folder: str, filename: str) -> bool:
    """Whether a plugin file (e.g. 'platforms', 'libqxcb.so') stays in the bundle."""
    allowed = KEEP_PLUGINS.get(folder)
    if allowed is None:
        return False
    match = _PLUGIN_FILE.match(filename)
    return bool(match) and match.group("stem") in allowed


#: Files of the Windows wheel the app never loads: Mesa's software OpenGL (20 MB), Qt's fallback
#: where no GPU driver exists, for OpenGL and Qt Quick content; every widget here paints with
#: the raster engine.
DROP_FILES = frozenset({"opengl32sw.dll"})


def keep_qt_file(dest: str) -> bool:
    """Filter for PyInstaller TOC destinations: drop unwanted Qt plugins and translations.

    `dest` is the path inside the bundle: 'PySide6/Qt/plugins/platforms/libqvnc.so' on
    Linux and macOS, 'PySide6/plugins/platforms/qvnc.dll' on Windows. Anything that is not
    a Qt plugin or translation is kept.
    """
    parts = dest.replace("\\", "/").split("/")
    if "PySide6" not in parts:
        return True
    if parts[-1].lower() in DROP_FILES:
        return False  # wherever the wheel puts it
    rest = parts[parts.index("PySide6") + 1 :]
    if rest[:1] == ["Qt"]:
        rest = rest[1:]
    if len(rest) >= 3 and rest[0] == "plugins":
        return keep_plugin(rest[1], rest[-1])
    if len(rest) >= 2 and rest[0] == "translations":
        return rest[-1] in KEEP_TRANSLATIONS
    return True
