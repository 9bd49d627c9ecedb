"""Pydantic's plugin discovery, skipped: Rangers Qt uses no pydantic plugin.

Why: the first time pydantic builds a validator it imports its plugin loader, which imports
`importlib.metadata` (and with it email, zipfile, csv...) to list the installed packages' entry
points: about 19 ms of CPU on the way to every game (docs/performance.md, part 9), for plugins
this program never uses. Setting ``PYDANTIC_DISABLE_PLUGINS`` does not help: pydantic reads it
only after that import. So before pydantic is first used, the loader's module is put in place
as one that finds no plugins, which is what the real one finds here. If the real loader was
imported already (someone used pydantic first), it is left alone.
"""

from __future__ import annotations

import sys
import types

#: The module pydantic imports, when it builds a validator, to find its plugins.
LOADER = "pydantic.plugin._loader"


def _no_plugins() -> tuple[()]:
    return ()


def skip_discovery() -> bool:
    """Make pydantic find no plugins without looking; False if its loader was already imported."""
    if LOADER in sys.modules:
        return False
    loader = types.ModuleType(
        LOADER, "No pydantic plugins: Rangers Qt uses none (rangers_qt/pydantic_plugins.py)."
    )
    loader.get_plugins = _no_plugins  # type: ignore[attr-defined]
    sys.modules[LOADER] = loader
    return True
