"""A frozen picture of the table for the view: what is where, face by face.

The view never reads the engine's `GameState` directly; it draws a `TableView`. That keeps
widgets ignorant of engine internals (a renamed field breaks one adapter, not the scene) and
lets the scene be driven by hand-built tables in tests and benchmarks. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rangers_qt.app.faces import FaceModel, back_face, face_for

ASPECT_ORDER = ("AWA", "FIT", "FOC", "SPI")


@dataclass(frozen=True)
class CardView:
    iid: str
    face: FaceModel
    exhausted: bool = False
    tokens: tuple[tuple[str, int], ...] = ()
    attached: tuple[str, ...] = ()
    attached_to: str | None = None
    owner: str | None = None
    face_up: bool = True
    ranger_tokens: tuple[str, ...] = ()  # ids of rangers whose token sits on this card


@dataclass(frozen=True)
class RangerView:
    id: str
    name: str
    aspects: tuple[tuple[str, int], ...]
    energy: tuple[tuple[str, int], ...]
    hand: tuple[str, ...]
    within_reach: tuple[str, ...]
    player_area: tuple[str, ...]
    deck_count: int
    discard: tuple[str, ...]
    fatigue_count: int
    role: str
    injuries: int = 0
    rested: bool = False
    ranger_token_on: str | None = None


@dataclass(frozen=True)
class TableView:
    cards: dict[str, CardView]
    rangers: tuple[RangerView, ...]
    surroundings: tuple[str, ...] = ()
    along_the_way: tuple[str, ...] = ()
    path_deck_count: int = 0
    path_discard: tuple[str, ...] = ()
    challenge_deck_count: int = 0
    challenge_discard: tuple[str, ...] = ()
    round: int = 0
    phase: str = "setup"
    lead: str | None = None
    active_ranger: str | None = None
    day_over: str | None = None
    test_summary: str | None = None

    def ranger(self, rid: str) -> RangerView:
        for r in self.rangers:
            if r.id == rid:
                return r
        raise KeyError(f"no ranger {rid!r} at the table")

    def where(self, iid: str) -> str | None:
        """The zone key a card sits in ("hand:r1", "within_reach:r2", "along_the_way", ...)."""
        if iid in self.surroundings:
            return "surroundings"
        if iid in self.along_the_way:
            return "along_the_way"
        for r in self.rangers:
            if iid in r.hand:
                return f"hand:{r.id}"
            if iid in r.within_reach:
                return f"within_reach:{r.id}"
            if iid in r.player_area:
                return f"player_area:{r.id}"
            if iid in r.discard:
                return f"discard:{r.id}"
        card = self.cards.get(iid)
        if card is not None and card.attached_to:
            return self.where(card.attached_to)
        return None


PHASE_WORDS = {
    "setup": "Setup",
    "path": "Phase 1 \u00b7 Draw path cards",
    "turns": "Phase 2 \u00b7 Ranger turns",
    "travel": "Phase 3 \u00b7 Travel",
    "refresh": "Phase 4 \u00b7 Refresh",
    "ended": "Day over",
}


def table_from_state(
    state: Any, card_def: Callable[[str], Any], faces: dict[tuple[str, str], FaceModel] | None = None
) -> TableView:
    """Build the view of an engine `GameState`; `card_def(def_id)` returns a content card.

    `faces` may be a dict kept by the caller across calls: card definitions never change during
    a game, so their faces are worked out once per definition and side.
    """
    if faces is None:
        faces = {}

    def face(def_id: str, side: str) -> FaceModel:
        key = (def_id, side)
        if key not in faces:
            faces[key] = face_for(card_def(def_id), back=(side == "back"))
        return faces[key]

    token_on: dict[str, list[str]] = {}
    for r in state.rangers:
        if r.ranger_token_on:
            token_on.setdefault(r.ranger_token_on, []).append(r.id)

    cards: dict[str, CardView] = {}
    for iid, inst in state.cards.items():
        side = getattr(inst, "side", "front")
        f = face(inst.def_id, side) if inst.face_up else back_face("ranger" if inst.owner else "path")
        cards[iid] = CardView(
            iid=iid,
            face=f,
            exhausted=bool(inst.exhausted),
            tokens=tuple(sorted((k, v) for k, v in inst.tokens.items() if v)),
            attached=tuple(inst.attached),
            attached_to=inst.attached_to,
            owner=inst.owner,
            face_up=bool(inst.face_up),
            ranger_tokens=tuple(token_on.get(iid, ())),
        )
    rangers = tuple(
        RangerView(
            id=r.id,
            name=r.name,
            aspects=tuple((a, int(r.aspects.get(a, 0))) for a in ASPECT_ORDER),
            energy=tuple((a, int(r.energy.get(a, 0))) for a in ASPECT_ORDER),
            hand=tuple(r.hand),
            within_reach=tuple(r.within_reach),
            player_area=tuple(r.player_area),
            deck_count=len(r.deck),
            discard=tuple(r.discard),
            fatigue_count=len(r.fatigue),
            role=r.role,
            injuries=int(r.injuries),
            rested=bool(r.rested),
            ranger_token_on=r.ranger_token_on,
        )
        for r in state.rangers
    )
    test = getattr(state, "test", None)
    summary = None
    if test is not None:
        approach = str(test.approach).capitalize()
        summary = f"{test.aspect} + {approach}: {test.label} [{test.difficulty}], effort {test.effort}"
    return TableView(
        cards=cards,
        rangers=rangers,
        surroundings=tuple(state.surroundings),
        along_the_way=tuple(state.along_the_way),
        path_deck_count=len(state.path_deck),
        path_discard=tuple(state.path_discard),
        challenge_deck_count=len(state.challenge_deck),
        challenge_discard=tuple(state.challenge_discard),
        round=int(state.round),
        phase=str(state.phase),
        lead=state.lead,
        active_ranger=state.active_ranger,
        day_over=state.day_over,
        test_summary=summary,
    )
