"""The engine, content and campaign packages must never depend on Qt (ARCHITECTURE.md, Layers)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import rangers_qt

QT_FREE = ("rangers_qt.engine", "rangers_qt.content", "rangers_qt.campaign")

_BLOCKER = """
import importlib.abc, sys
class _NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
            raise ImportError('Qt is forbidden here: ' + name)
        return None
sys.meta_path.insert(0, _NoQt())
import importlib, pkgutil
for root in {roots!r}:
    pkg = importlib.import_module(root)
    for info in pkgutil.walk_packages(pkg.__path__, root + '.'):
        if info.name.endswith('__main__'):
            continue
        importlib.import_module(info.name)
print('ok')
"""


def test_qt_free_packages_import_without_qt() -> None:
    code = _BLOCKER.format(roots=QT_FREE)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("ok")


def test_the_blocker_really_blocks_qt() -> None:
    """The check above must be able to fail: importing Qt under the blocker raises."""
    code = _BLOCKER.format(roots=()) + "\nimport PySide6.QtCore\n"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode != 0
    assert "Qt is forbidden" in result.stderr


def test_no_qt_free_module_mentions_pyside_in_source() -> None:
    root = Path(rangers_qt.__file__).parent
    offenders = []
    for pkg in QT_FREE:
        folder = root / pkg.split(".")[1]
        for path in folder.rglob("*.py"):
            if "PySide6" in path.read_text(encoding="utf-8"):
                offenders.append(str(path))
    assert not offenders


def test_every_package_module_is_importable_by_name() -> None:
    names = [m.name for m in pkgutil.walk_packages(rangers_qt.__path__, "rangers_qt.")]
    assert "rangers_qt.engine" in names and "rangers_qt.ui" in names
