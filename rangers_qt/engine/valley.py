"""The Valley as the catalog holds it: its map and its locations' names.

Why a module of its own below the effect runners and the day: both read them (travel verbs,
the Overlook's look across the map, the day's travel), and a lower layer may not import the
day's package (docs/layers.md).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.core import Engine


def valley_map(eng: Engine) -> Any:
    """The catalog's Valley map (None: a catalog without one, as in small rules tests)."""
    return getattr(eng.book.catalog, "valley_map", None)


def location_name(eng: Engine, slug: str) -> str:
    """The printed name of the location with this slug (the slug itself when unknown)."""
    try:
        return str(eng.book.catalog.location_by_slug(slug).name)
    except KeyError:
        return slug
