"""The modifier layer: constant effects of cards in play, read by the rules queries.

Why a layer: a constant ("every test is 1 harder while this shows") is not an event; the rules
ask for the value when they need it. Only cards whose behaviour has ``constant`` entries are
looked at, and the whole layer is skipped when no such card exists in the catalog.
"""

from __future__ import annotations

from rangers_qt.content.behaviour_compile import face_key
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects.evaluate import Ctx, holds
from rangers_qt.engine.state import TestState
from rangers_qt.engine.zones import iter_in_play


def constants_in_play(eng: Engine, modify: str) -> list[tuple[str, int]]:
    """(card, by) for every constant of this kind on a card in play whose condition holds."""
    compiled = eng.book.behaviour
    if not compiled.constants:
        return []
    st = eng.state
    out: list[tuple[str, int]] = []
    for iid in iter_in_play(st):
        card = st.cards[iid]
        key = face_key(card.def_id, card.side)
        if key not in compiled.constants:
            continue
        for c in compiled.faces[key].constant:
            if c.modify != modify:
                continue
            if c.while_ is not None and not holds(Ctx(eng, key, 0, iid, {}), c.while_):
                continue
            out.append((iid, c.by))
    return out


def difficulty_bonus(eng: Engine, _test: TestState) -> int:
    """Constants that make every test harder or easier (Clinging Mist: +1)."""
    return sum(by for _iid, by in constants_in_play(eng, "difficulty"))
