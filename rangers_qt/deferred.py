"""A module imported when one of its names is first used, declared once at the top of its importer.

Why: the window's shell paints with only Qt and its own small modules loaded (issue #28: the content
package with pydantic takes about 250 ms to import, the engine about 110 ms, the campaign package
more), so the app layer that starts and opens days (`app/lifecycle.py`, `app/campaign_play.py`)
must not import them at module import. They used to be imported inside each function that used
them, one statement per use (33 of them in those two modules), each with its own comment. Now each
importer names its late modules once, in one block that says why:

    if TYPE_CHECKING:
        from rangers_qt.engine import session
    else:  # (why these are late)
        session = Deferred("rangers_qt.engine.session")

mypy reads the real modules; at run time the first attribute read imports the module (from
`sys.modules` after that) and every name is the module's own object, so `isinstance` and
`except` clauses work as with a plain import. The module is never imported before that read.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


class Deferred:
    """Stands for the module `name` until first used; then every attribute is the module's."""

    __slots__ = ("_module", "_name")

    def __init__(self, name: str) -> None:
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attr: str) -> Any:
        module = self._module
        if module is None:
            module = self._module = importlib.import_module(self._name)
        return getattr(module, attr)

    @property
    def loaded(self) -> bool:
        """True once a name of the module was used (the module is imported)."""
        return self._module is not None

    def __repr__(self) -> str:
        return f"<deferred module {self._name!r}{' (loaded)' if self._module is not None else ''}>"
