"""Which faces of a card carry behaviour, and the key each face's behaviour is filed under.

Why its own module: both the compiler (compile.py) and the rules text (text.py) walk a card's
faces, and the compiler names each ability by its text; with the walk in compile.py the two
modules imported each other.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rangers_qt.content.behaviour.abilities import Behaviour


def face_key(def_id: str, side: str = "front") -> str:
    """The key of one face's behaviour: the card id, plus ``.back`` for a back face."""
    return def_id if side == "front" else f"{def_id}.back"


def faces_of(card: Any) -> Iterator[tuple[str, str, Behaviour, Any]]:
    """(side, key, behaviour, face facts) for each face of a card that has behaviour."""
    if card.category in ("weather", "mission"):
        for side in ("front", "back"):
            face = getattr(card, side, None)
            b = getattr(face, "behaviour", None)
            if isinstance(b, Behaviour):
                yield side, face_key(card.id, side), b, face
        return
    b = getattr(card, "behaviour", None)
    if isinstance(b, Behaviour):
        yield "front", card.id, b, card
