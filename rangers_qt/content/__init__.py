"""Card definitions loaded from `cards/`: pure Python and pydantic, never Qt."""

from rangers_qt.content.catalog import Catalog, load_catalog
from rangers_qt.content.problems import CardDataError, Problem

__all__ = ["CardDataError", "Catalog", "Problem", "load_catalog"]
