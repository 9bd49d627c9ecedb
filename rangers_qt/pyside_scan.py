"""PySide6's source scan of every imported module, skipped: Rangers Qt selects no `__feature__`.

Why: once PySide6 is loaded, it hands each newly imported module to a check that reads the
module's whole source file (`inspect.getsource`) to see whether it mentions PySide6, so that
modules which do take part in its optional `__feature__` switches (snake_case, true_property)
and the others are ignored. On the way to a game that is about 310 modules and 20-40 ms of CPU
(docs/performance.md, part 11), for switches this program never turns on (no module imports
`__feature__`; tests/test_pyside_scan.py checks). With none selected, every module sees the
classes as they are by default, which is what the answer "uses PySide6" gives it: that answer
is given without reading the file.
"""

from __future__ import annotations

import sys
import types

import PySide6  # noqa: F401  (its import sets up shiboken and the feature module)

#: PySide6's module that keeps each module's feature selection (made when PySide6 is imported).
FEATURES = "shibokensupport.feature"


def _uses_pyside(module: types.ModuleType) -> bool:
    return True


def skip_scan() -> bool:
    """Answer PySide6's per-module check without reading sources; False if the check is not
    where this version keeps it (then nothing changes). Importing this module loads PySide6's
    base, so `cli.py` names it as a `Deferred`: the subcommands load no Qt."""
    features = sys.modules.get(FEATURES)
    if features is None or not callable(getattr(features, "_mod_uses_pyside", None)):
        return False
    features._mod_uses_pyside = _uses_pyside  # type: ignore[attr-defined]
    return True
