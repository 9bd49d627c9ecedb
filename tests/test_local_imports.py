"""Imports inside functions only where a comment says why (issue #26).

Why a test: an import inside a function hides a module's dependencies from its reader and from
the import contracts' reader alike, and it was the way the engine's import circles were dodged.
One is kept only with a why-comment on the line above it (or above its group of imports, or on
its own line): deferred for start-up time, or a load-time cycle named by the comment. Outside
``ui/`` and ``app/`` none may lack one; ``ui/`` and ``app/`` (their start-up is reshaped on its own)
stay under a ceiling that only goes down. Outside ``engine/`` no module imports inside a function
at all (its late modules are declared once at its top, `rangers_qt.deferred.Deferred`), and the
package's whole count stays under a ceiling that only goes down.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "rangers_qt"
#: ``ui/`` and ``app/`` function-local imports without a why-comment (lower it as they get one).
UI_APP_CEILING = 0
#: Function-local imports of any kind, commented or not, in the whole package: 119 before the
#: modules outside the engine moved theirs to the top or to a declared `Deferred` (31 of them),
#: and the engine's cycle cuts let 63 more move up (issue #26); every one left is in ``engine/``
#: (docs/layers.md). Only goes down.
PROJECT_CEILING = 23


def _has_why(lines: list[str], node: ast.stmt, import_lines: set[int]) -> bool:
    """A comment on the import's own lines, or on the line above it or above its group."""
    end = node.end_lineno or node.lineno
    if any("#" in lines[k - 1] for k in range(node.lineno, end + 1)):
        return True
    above = node.lineno - 1
    # Up through its group: the imports above it, and the blank line the formatter puts between
    # the standard library's imports and the project's.
    while above >= 1 and (
        above in import_lines or (not lines[above - 1].strip() and above - 1 in import_lines)
    ):
        above -= 1
    return above >= 1 and lines[above - 1].strip().startswith("#")


def unexplained_local_imports(path: Path) -> list[int]:
    """Line numbers of the imports inside functions of one module that have no why-comment."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    lines = text.splitlines()
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)]
    import_lines = {k for n in imports for k in range(n.lineno, (n.end_lineno or n.lineno) + 1)}
    found: set[int] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            for n in ast.walk(fn):
                if isinstance(n, ast.Import | ast.ImportFrom) and not _has_why(lines, n, import_lines):
                    found.add(n.lineno)
    return sorted(found)


def local_imports(path: Path) -> list[int]:
    """Line numbers of every import inside a function of one module, with a why-comment or not."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[int] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            found |= {n.lineno for n in ast.walk(fn) if isinstance(n, ast.Import | ast.ImportFrom)}
    return sorted(found)


def _scan_all() -> dict[str, list[int]]:
    found = {
        path.relative_to(ROOT.parent).as_posix(): local_imports(path) for path in sorted(ROOT.rglob("*.py"))
    }
    return {name: lines for name, lines in found.items() if lines}


def _scan() -> dict[str, list[int]]:
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        lines = unexplained_local_imports(path)
        if lines:
            out[path.relative_to(ROOT.parent).as_posix()] = lines
    return out


def _ui_or_app(name: str) -> bool:
    return name.startswith(("rangers_qt/ui/", "rangers_qt/app/"))


def test_no_function_local_import_without_a_why_outside_the_ui_and_the_app() -> None:
    found = {name: lines for name, lines in _scan().items() if not _ui_or_app(name)}
    assert found == {}, "imports inside functions need a comment saying why (or move them up)"


def test_the_ui_and_the_app_stay_under_their_ceiling() -> None:
    count = sum(len(lines) for name, lines in _scan().items() if _ui_or_app(name))
    assert count <= UI_APP_CEILING, f"{count} function-local imports without a why-comment in ui/app"


def test_outside_the_engine_no_module_imports_inside_a_function() -> None:
    """A module outside the engine imports at its top; one it must not load yet (the first paint,
    a command's start-up, a load-time cycle) is a `rangers_qt.deferred.Deferred` declared there."""
    found = {name: lines for name, lines in _scan_all().items() if not name.startswith("rangers_qt/engine/")}
    assert found == {}, "import at the module's top, or declare a Deferred module there"


def test_the_package_stays_under_its_ceiling_of_function_local_imports() -> None:
    count = sum(len(lines) for lines in _scan_all().values())
    assert count <= PROJECT_CEILING, (
        f"{count} function-local imports in rangers_qt/ (ceiling {PROJECT_CEILING})"
    )


def test_the_count_sees_a_bare_import_and_accepts_a_commented_one(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "import os\n\n\ndef f():\n    import json\n    return json\n\n\n"
        "def g():\n    # Deferred: start-up time.\n    import csv\n    import re\n    return csv, re\n\n\n"
        "def h():\n    import zlib  # deferred: rarely used\n    return zlib\n",
        encoding="utf-8",
    )
    assert unexplained_local_imports(module) == [5]
    assert local_imports(module) == [5, 11, 12, 17]
