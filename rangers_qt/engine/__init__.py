"""The rules engine: pure Python and pydantic, never Qt."""
