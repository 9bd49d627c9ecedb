"""Card definitions loaded from `cards/`: pure Python and pydantic, never Qt."""
