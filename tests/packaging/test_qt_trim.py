"""The bundle keeps every Qt module the code imports, and trims plugins and translations by rule."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import qt_modules  # noqa: E402

IMPORT = re.compile(r"^\s*(?:from\s+PySide6\.(Qt\w+)|import\s+PySide6\.(Qt\w+))", re.M)


def test_every_pyside6_module_the_app_imports_is_kept() -> None:
    used: dict[str, set[str]] = {}
    for path in (ROOT / "rangers_qt").rglob("*.py"):
        for match in IMPORT.finditer(path.read_text(encoding="utf-8")):
            used.setdefault(match.group(1) or match.group(2), set()).add(path.relative_to(ROOT).as_posix())
    missing = {name: sorted(files) for name, files in used.items() if name not in qt_modules.KEEP_MODULES}
    assert not missing, f"add to KEEP_MODULES in packaging/qt_modules.py, or the bundle lacks them: {missing}"
    assert {"QtCore", "QtGui", "QtWidgets"} <= set(used)


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),
        ("PySide6\\plugins\\imageformats\\qtiff.dll", False),
        ("PySide6\\plugins\\imageformats\\qwebp.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6\\translations\\qtbase_fr.qm", False),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
        ("PySide6\\opengl32sw.dll", False),
        ("PySide6\\Qt6OpenGL.dll", True),
        ("PySide6/QtCore.abi3.so", True),
        ("cards/sets.json", True),
    ],
)
def test_keep_qt_file(dest: str, kept: bool) -> None:
    assert qt_modules.keep_qt_file(dest) is kept
