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


def table_from_state(
    state: Any, card_def: Callable[[str], Any], faces: dict[tuple[str, str], FaceModel] | None = None
) -> TableView:
    """Build the view of an engine `GameState`; `card_def(def_id)` returns a content card.

    `faces` may be a dict kept by the caller across calls: card definitions never change during
    a game, so their faces are worked out once per definition and side.
    """
    model = TableModel(card_def, faces)
    model.rebuild(state)
    assert model.table is not None
    return model.table


@dataclass(frozen=True)
class TableChange:
    """What differs between two `TableView`s, for views that redraw only that.

    `areas` uses the engine's change-set names ("surroundings", "r1.hand", "path_discard", ...);
    `cards` are the cards whose `CardView` differs (moved cards included); `rangers` the Rangers
    whose `RangerView` differs; `header` is true when the round, phase, lead, whose turn, the day's
    end or the running test changed (the phase bar's business). `everything`: redraw it all (a
    new day, an undo, a loaded game).
    """

    everything: bool = False
    areas: frozenset[str] = frozenset()
    cards: frozenset[str] = frozenset()
    rangers: frozenset[str] = frozenset()
    header: bool = False

    @property
    def empty(self) -> bool:
        return not (self.everything or self.areas or self.cards or self.rangers or self.header)


EVERYTHING = TableChange(everything=True, header=True)

#: Engine area names of the lists a `TableView` shows (besides the Rangers' own lists).
_SHARED = ("surroundings", "along_the_way", "path_discard", "challenge_discard")
_RANGER_LISTS = ("hand", "within_reach", "player_area", "discard")


class TableModel:
    """The table picture kept up to date from the engine's change sets.

    Why not rebuild the picture after every answer: a day holds 60 to 100 cards and an answer
    touches two or three. `update` rebuilds the card views the change set names, plus every card
    that entered or left a list (lists are compared as tuples, which is cheap and means a step
    that forgot to record an area still cannot leave a stale table); every other `CardView` is
    kept as the same object, so views can tell "unchanged" by identity.
    """

    def __init__(
        self, card_def: Callable[[str], Any], faces: dict[tuple[str, str], FaceModel] | None = None
    ) -> None:
        self.card_def = card_def
        self.faces: dict[tuple[str, str], FaceModel] = faces if faces is not None else {}
        self.table: TableView | None = None
        self._state: Any = None

    def clear(self) -> None:
        self.table = None
        self._state = None

    # ------------------------------------------------------------------ pieces
    def face_of(self, def_id: str, side: str = "front") -> FaceModel:
        """A definition's face (kept per definition and side, like every face on the table)."""
        return self._face(def_id, side)

    def _face(self, def_id: str, side: str) -> FaceModel:
        key = (def_id, side)
        found = self.faces.get(key)
        if found is None:
            found = self.faces[key] = face_for(self.card_def(def_id), back=(side == "back"))
        return found

    def _card(self, inst: Any, token_on: dict[str, list[str]]) -> CardView:
        side = getattr(inst, "side", "front")
        f = self._face(inst.def_id, side) if inst.face_up else back_face("ranger" if inst.owner else "path")
        return CardView(
            iid=inst.iid,
            face=f,
            exhausted=bool(inst.exhausted),
            tokens=tuple(sorted((k, v) for k, v in inst.tokens.items() if v)),
            attached=tuple(inst.attached),
            attached_to=inst.attached_to,
            owner=inst.owner,
            face_up=bool(inst.face_up),
            ranger_tokens=tuple(token_on.get(inst.iid, ())),
        )

    @staticmethod
    def _ranger(r: Any) -> RangerView:
        return RangerView(
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

    @staticmethod
    def _token_on(state: Any) -> dict[str, list[str]]:
        token_on: dict[str, list[str]] = {}
        for r in state.rangers:
            if r.ranger_token_on:
                token_on.setdefault(r.ranger_token_on, []).append(r.id)
        return token_on

    @staticmethod
    def _table(state: Any, cards: dict[str, CardView], rangers: tuple[RangerView, ...]) -> TableView:
        test = getattr(state, "test", None)
        summary = None
        if test is not None:
            approach = str(test.approach).capitalize()
            effort = f"effort {test.effort}"
            if test.challenge_card is not None:  # after the reveal: the effort that counts
                effort = f"effort {test.effort} {test.modifier:+d} = {test.resulting_effort}"
                if test.succeeded is not None:
                    effort += ": success" if test.succeeded else ": failure"
            summary = f"{test.aspect} + {approach}: {test.label} [{test.difficulty}], {effort}"
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

    # ------------------------------------------------------------------ building
    def rebuild(self, state: Any) -> TableChange:
        token_on = self._token_on(state)
        cards = {iid: self._card(inst, token_on) for iid, inst in state.cards.items()}
        rangers = tuple(self._ranger(r) for r in state.rangers)
        self.table = self._table(state, cards, rangers)
        self._state = state
        return EVERYTHING

    def update(self, state: Any, changes: Any | None) -> TableChange:
        """Bring the picture up to date after an answer whose engine `ChangeSet` is `changes`.

        `changes=None` (an undo, a loaded or new day) or a different state object rebuilds it all.
        """
        old = self.table
        if changes is None or old is None or state is not self._state:
            return self.rebuild(state)
        rangers = tuple(self._ranger(r) for r in state.rangers)
        if [r.id for r in rangers] != [r.id for r in old.rangers]:
            return self.rebuild(state)
        areas: set[str] = set(changes.areas)
        touched: set[str] = set(changes.cards)
        gone: set[str] = set()
        if len(state.cards) != len(old.cards) or state.cards.keys() != old.cards.keys():
            # Cards made during the day (arrival, guide tools) or left behind by travel.
            touched.update(i for i in state.cards if i not in old.cards)
            gone = {i for i in old.cards if i not in state.cards}
        changed_rangers: set[str] = set()
        for before, after in zip(old.rangers, rangers, strict=True):
            if before == after:
                continue
            changed_rangers.add(after.id)
            for name in _RANGER_LISTS:
                a, b = getattr(before, name), getattr(after, name)
                if a != b:
                    areas.add(f"{after.id}.{name}")
                    touched.update(set(a) ^ set(b))
            if before.deck_count != after.deck_count:
                areas.add(f"{after.id}.deck")
            if before.fatigue_count != after.fatigue_count:
                areas.add(f"{after.id}.fatigue")
            if before.ranger_token_on != after.ranger_token_on:
                touched.update(i for i in (before.ranger_token_on, after.ranger_token_on) if i)
        for name in _SHARED:
            a, b = getattr(old, name), tuple(getattr(state, name))
            if a != b:
                areas.add(name)
                touched.update(set(a) ^ set(b))
        if old.path_deck_count != len(state.path_deck):
            areas.add("path_deck")
        if old.challenge_deck_count != len(state.challenge_deck):
            areas.add("challenge_deck")
        # Attachments follow their hosts (both the old and the new ones).
        for iid in list(touched):
            before_card = old.cards.get(iid)
            if before_card is not None:
                touched.update(before_card.attached)
                if before_card.attached_to:
                    touched.add(before_card.attached_to)
            inst = state.cards.get(iid)
            if inst is not None:
                touched.update(inst.attached)
                if inst.attached_to:
                    touched.add(inst.attached_to)
        token_on = self._token_on(state)
        cards = dict(old.cards)
        for iid in gone:
            del cards[iid]
        changed_cards: set[str] = set(gone)
        for iid in touched:
            inst = state.cards.get(iid)
            if inst is None:
                continue
            view = self._card(inst, token_on)
            if view != old.cards.get(iid):
                cards[iid] = view
                changed_cards.add(iid)
        table = self._table(state, cards, rangers)
        header = (
            table.round,
            table.phase,
            table.lead,
            table.active_ranger,
            table.day_over,
            table.test_summary,
        ) != (old.round, old.phase, old.lead, old.active_ranger, old.day_over, old.test_summary)
        self.table = table
        return TableChange(
            areas=frozenset(areas),
            cards=frozenset(changed_cards),
            rangers=frozenset(changed_rangers),
            header=header or "phase" in changes.areas,
        )
