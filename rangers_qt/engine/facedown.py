"""Face-down path cards in play (ruling R86).

A path card in play can be turned face down (verb ``flip`` with ``to: face_down``): it then shows
its back (``side`` ``back``, ``face_up`` false), so no behaviour of its own answers (its face key
has none: no constants, responses, challenge effects or tests), and ``Engine.facts`` reads it as a
blank feature: no name, traits or thresholds of its own; the keyword and presence come from the
``facedown_feature`` constants of the cards in play. It keeps its tokens and attachments. A card
attached face down is a different thing (out of play) and is never read this way. Turned face up
(or moved to any other zone) it shows its front again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rangers_qt.engine.zones import in_play

if TYPE_CHECKING:
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.state import CardInstance

FACEDOWN_NAME = "Face-down path card"


def is_facedown(card: CardInstance) -> bool:
    """A path card in play turned face down (never a card attached face down)."""
    return card.side == "back" and not card.face_up and card.attached_to is None


def turn_face_down(eng: Engine, iid: str) -> bool:
    """Turn a face-up path card in play (not attached) face down; False if it cannot be."""

    card = eng.state.cards[iid]
    if card.attached_to is not None or not card.face_up or not in_play(eng.state, iid):
        return False
    if eng.book.facts(card.def_id).category != "path":
        return False
    name = eng.name(iid)
    card.face_up = False
    card.side = "back"
    eng.rec.card(iid)
    eng.rec.event("flip", f"{name} is turned face down", [iid])
    return True


def turn_face_up(eng: Engine, iid: str) -> bool:
    """Turn a face-down path card in play face up again; False if it is not one."""
    card = eng.state.cards[iid]
    if not is_facedown(card):
        return False
    card.face_up = True
    card.side = "front"
    eng.rec.card(iid)
    eng.rec.event("flip", f"The face-down card is turned face up: {eng.name(iid)}", [iid])
    return True


def settle(eng: Engine, card: CardInstance) -> None:
    """A path card put in a zone shows its front (only ``turn_face_down`` shows its back)."""
    if card.side == "back" and eng.book.facts(card.def_id).category == "path":
        card.side = "front"
