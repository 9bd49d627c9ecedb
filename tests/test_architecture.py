"""The engine, content and campaign packages must never depend on Qt (ARCHITECTURE.md, Layers)."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import rangers_qt

QT_FREE = ("rangers_qt.engine", "rangers_qt.content", "rangers_qt.campaign", "rangers_qt.files")

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


# ---------------------------------------------------------------------------- ui never imports the engine
# ARCHITECTURE.md, Layers: the widgets talk to the app (controller, lifecycle, table model), never
# to the engine. Checked on the source, so imports inside functions and under TYPE_CHECKING count
# too (a run-time import hook would miss a module some other import already loaded).

UI_FORBIDDEN = ("rangers_qt.engine",)


def forbidden_imports(source: str, module: str, forbidden: tuple[str, ...] = UI_FORBIDDEN) -> list[str]:
    """Every import in `source` (the module named `module`) of a package in `forbidden`."""
    import ast

    found: list[str] = []
    package = module.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against the module's package
                parts = package.split(".")
                parent = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{parent}.{base}" if base else parent
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
            "import_module",
            "__import__",
        ):
            names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        for name in names:
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                found.append(f"{module}:{node.lineno} imports {name}")
                break
    return found


def test_ui_never_imports_the_engine() -> None:
    root = Path(rangers_qt.__file__).parent
    offenders: list[str] = []
    for path in sorted((root / "ui").rglob("*.py")):
        module = "rangers_qt." + ".".join(path.relative_to(root).with_suffix("").parts)
        offenders += forbidden_imports(path.read_text(encoding="utf-8"), module)
    assert offenders == []


def test_the_ui_import_check_really_blocks() -> None:
    """Each way of importing the engine is caught (and the app is not)."""
    caught = [
        "import rangers_qt.engine",
        "import rangers_qt.engine.session as s",
        "from rangers_qt.engine.session import Session",
        "from rangers_qt import engine",
        "def f():\n    from rangers_qt.engine.errors import EngineError",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from rangers_qt.engine import Prompt",
        "from ..engine.prompts import Option",
        "from .. import engine",
        "import importlib\nimportlib.import_module('rangers_qt.engine.session')",
    ]
    for source in caught:
        assert forbidden_imports(source, "rangers_qt.ui.parts"), source
    allowed = [
        "from rangers_qt.app.controller import GameController",
        "import rangers_qt.engineering_notes",
        "from ..app import lifecycle",
    ]
    for source in allowed:
        assert not forbidden_imports(source, "rangers_qt.ui.parts"), source


def _imports_the_entry_point(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.module == "rangers_qt.cli" or (
                node.module == "rangers_qt" and any(alias.name == "cli" for alias in node.names)
            ):
                return True
        elif isinstance(node, ast.Import) and any(alias.name == "rangers_qt.cli" for alias in node.names):
            return True
    return False


def test_nothing_the_entry_point_starts_imports_it_back() -> None:
    """cli.py starts the tools and the window (review_cli, ui/app_main, ...); their shared argument
    checks live in cli_args.py, so no module imports cli.py back (an import circle, issue #33).
    Only the two launchers (python -m rangers_qt, the frozen bundle's script) import it."""
    root = Path(rangers_qt.__file__).parent
    offenders = [
        p.relative_to(root).as_posix()
        for p in root.rglob("*.py")
        if p not in (root / "cli.py", root / "__main__.py") and _imports_the_entry_point(p)
    ]
    assert offenders == []
    assert _imports_the_entry_point(root / "__main__.py")  # the check sees a real import
