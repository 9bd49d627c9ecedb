"""Rulebook: Game Setup, simple enough for one location: seat the Rangers, shuffle, draw six, put
the location, weather and missions in the surroundings, build the path and challenge decks.

Arrival setup, mulligans and the campaign's day setup belong to the next issue; this module keeps
a clean entry point for them (``build_state``).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.engine import rng
from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.core import step
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.state import ASPECTS, CardInstance, GameState, RangerState


class RangerSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    aspect_card_id: str | None = None
    aspects: dict[str, int] | None = None
    role_id: str
    deck: list[str]


class GameSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rangers: list[RangerSetup] = Field(min_length=1, max_length=4)
    location: str  # map slug
    weather: str | None = None  # card id
    weather_side: str = "front"
    missions: list[str] = Field(default_factory=list)
    seed: int = 0
    #: Explicit path deck, top first, kept in this order (tests, scripted scenarios).
    path_deck: list[str] | None = None
    #: Otherwise: these path sets (e.g. the terrain set) plus the location's own set if pivotal,
    #: or three random Valley cards if not.
    path_sets: list[str] = Field(default_factory=list)
    valley_set: str = "valley"
    #: Pinned challenge deck, top first (tests); otherwise every challenge card, shuffled.
    challenge_order: list[str] | None = None
    lead: int = 0  # index of the lead Ranger
    #: Offer each Ranger the Setup-keyword search (Keywords: Setup).
    setup_search: bool = True
    #: Draw the six-card starting hands.
    draw_hands: bool = True
    #: Shuffle the Ranger decks (tests turn it off: the deck is then used top first, as given).
    shuffle_decks: bool = True


def _new(st: GameState, def_id: str, owner: str | None = None) -> str:
    iid = f"c{st.next_iid}"
    st.next_iid += 1
    st.cards[iid] = CardInstance(iid=iid, def_id=def_id, owner=owner)
    return iid


def _copies(card: object) -> int:
    return int(getattr(card, "quantity", 1) or 1)


def build_state(book: CardBook, setup: GameSetup) -> GameState:
    """The state before the first step runs; ``Session.new`` then runs setup steps and round 1."""
    cat = book.catalog
    st = GameState()
    st.rng.seed = setup.seed
    for n, rs in enumerate(setup.rangers, start=1):
        rid = f"r{n}"
        if rs.aspects is not None:
            aspects = dict(rs.aspects)
        elif rs.aspect_card_id is not None:
            aspects = dict(book.facts(rs.aspect_card_id).aspects)
        else:
            raise EngineError(f"ranger {rs.name!r}: give aspects or aspect_card_id")
        if sorted(aspects) != sorted(ASPECTS):
            raise EngineError(f"ranger {rs.name!r}: aspects must give AWA, FIT, FOC and SPI")
        r = RangerState(id=rid, name=rs.name, aspects=aspects, energy=dict(aspects))
        st.rangers.append(r)
        role = _new(st, rs.role_id, rid)
        if book.facts(rs.role_id).type != "role":
            raise EngineError(f"ranger {rs.name!r}: {rs.role_id} is not a role card")
        r.role = role
        r.player_area.append(role)
        for def_id in rs.deck:
            book.facts(def_id)  # a clear KeyError for unknown ids
            r.deck.append(_new(st, def_id, rid))
        if setup.shuffle_decks:
            rng.shuffle(st.rng, r.deck)
    st.lead = st.rangers[setup.lead].id
    # Surroundings: weather left of the location, missions to its right.
    if setup.weather:
        w = _new(st, setup.weather)
        st.cards[w].side = "back" if setup.weather_side == "back" else "front"
        st.surroundings.append(w)
    loc_def = cat.location_by_slug(setup.location)
    st.surroundings.append(_new(st, loc_def.id))
    for m in setup.missions:
        st.surroundings.append(_new(st, m))
    for iid in st.surroundings:
        f = book.facts(st.cards[iid].def_id, st.cards[iid].side)
        if f.token_name and f.token_count is not None:
            n = f.token_count.value(len(st.rangers)) or 0
            if n:
                st.cards[iid].tokens[f.token_name] = n
    # Path deck.
    if setup.path_deck is not None:
        for def_id in setup.path_deck:
            book.facts(def_id)
            st.path_deck.append(_new(st, def_id))
    else:
        ids: list[str] = []
        for set_id in setup.path_sets:
            for card in cat.set_cards(set_id):
                ids.extend([card.id] * _copies(card))
        own = getattr(loc_def, "path_set", None)
        if own:
            for card in cat.set_cards(own):
                ids.extend([card.id] * _copies(card))
        else:
            valley: list[str] = []
            for card in cat.set_cards(setup.valley_set):
                valley.extend([card.id] * _copies(card))
            rng.shuffle(st.rng, valley)
            ids.extend(valley[:3])
        for def_id in ids:
            st.path_deck.append(_new(st, def_id))
        rng.shuffle(st.rng, st.path_deck)
    # Challenge deck.
    if setup.challenge_order is not None:
        for def_id in setup.challenge_order:
            st.challenge_deck.append(_new(st, def_id))
    else:
        for card in cat.challenge_cards():
            st.challenge_deck.append(_new(st, card.id))
        rng.shuffle(st.rng, st.challenge_deck)
    for iid in [*st.challenge_deck, *st.path_deck, *(x for r in st.rangers for x in r.deck)]:
        st.cards[iid].face_up = False
    queue = []
    if setup.setup_search:
        queue += [step("setup_search", ranger=r.id) for r in st.rangers]
    if setup.draw_hands:
        queue.append(step("starting_hands"))
    queue.append(step("round_start"))
    st.queue = queue
    return st
