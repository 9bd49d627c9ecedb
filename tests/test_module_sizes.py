"""No module grows past what a reader can hold (issue #26): none in ``rangers_qt/`` over 800 lines,
none in ``ui/`` or ``app/`` over 600.

Why a test: a module past these sizes was where the project became hard to enter (the behaviour
model, its runner and its sentences had grown to 1,200-2,300 lines each); splitting one by what
it holds is cheap while it is just over, dear once it has doubled.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "rangers_qt"
#: Lines a module may have: any module, and one of the ui or the app (widgets and their glue).
LIMIT = 800
UI_APP_LIMIT = 600


def limit_for(rel: str) -> int:
    """The limit of a module, by its path inside the package."""
    return UI_APP_LIMIT if rel.startswith(("ui/", "app/")) else LIMIT


def too_long(root: Path) -> dict[str, int]:
    """Modules over their limit, with their line counts."""
    found: dict[str, int] = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > limit_for(rel):
            found[rel] = n
    return found


def test_no_module_is_over_its_limit() -> None:
    assert too_long(ROOT) == {}


@pytest.mark.parametrize(
    ("where", "lines", "over"),
    [
        ("engine/m.py", 799, False),
        ("engine/m.py", 800, False),
        ("engine/m.py", 801, True),
        ("ui/m.py", 599, False),
        ("ui/m.py", 600, False),
        ("ui/m.py", 601, True),
        ("app/m.py", 601, True),
    ],
)
def test_the_limits_one_below_at_and_above(tmp_path: Path, where: str, lines: int, over: bool) -> None:
    module = tmp_path / where
    module.parent.mkdir(parents=True)
    module.write_text("x = 1\n" * lines, encoding="utf-8")
    assert (where in too_long(tmp_path)) is over
