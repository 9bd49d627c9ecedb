"""Step handlers, one module per part of the rulebook (mapped to step names in ``engine/handlers.py``)."""
