"""Build a read-only engine view for the query functions the UI calls with a bare catalog."""

from __future__ import annotations

from rangers_qt.engine.cards import CardBook, CatalogLike, book_for
from rangers_qt.engine.core import EffectRegistry, Engine, flow_calls
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.state import GameState


def view(state: GameState, catalog: CatalogLike | CardBook, reg: EffectRegistry | None = None) -> Engine:
    return Engine(state, book_for(catalog), reg or flow_calls().default_registry(), Recorder(enabled=False))
