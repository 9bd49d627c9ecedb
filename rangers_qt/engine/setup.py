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
from rangers_qt.engine.day.day_setup import resolve_weather
from rangers_qt.engine.day_record import CarriedMission, Route
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.path_deck import build_path_deck, new_card
from rangers_qt.engine.state import ASPECTS, GameState, RangerState


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
    #: Missions carried over from an earlier day, as that day left them (after ``missions``).
    carried_missions: list[CarriedMission] = Field(default_factory=list)
    #: Routes a game effect opened on an earlier day (the campaign tracker keeps them).
    open_routes: list[Route] = Field(default_factory=list)
    #: Guide entries written above this day on the tracker (None: the printed ones for
    #: ``campaign_day``, engine/day/day_setup.py DAY_ENTRIES).
    guide_entries: list[str] | None = None
    seed: int = 0
    #: Explicit path deck, top first, kept in this order (tests, scripted scenarios).
    path_deck: list[str] | None = None
    #: Otherwise: these path sets (e.g. the terrain set) plus the location's own set if pivotal,
    #: or three random Valley cards if not.
    path_sets: list[str] = Field(default_factory=list)
    #: The Valley set (None: the catalog's set of kind "valley").
    valley_set: str | None = None
    #: The terrain of the path travelled at the end of the previous day (its set forms the deck's base).
    terrain: str | None = None
    #: Weather by difficulty (easy/normal/hard/expert) or the campaign day's recommended weather,
    #: used when ``weather`` is not given. ``weather`` may be a card id or a weather slug.
    difficulty: str | None = None
    campaign_day: int | None = None
    #: Game Setup steps a real day needs (off by default for single-round rules tests):
    #: the mulligan prompt per Ranger and the location's arrival setup (engine/day/day_setup.py).
    mulligan: bool = False
    arrival_setup: bool = False
    #: River paths are open (a game component allowed it).
    river_open: bool = False
    #: A path card with a campaign-guide entry asks the group to read it (a ``guide`` prompt) rather
    #: than only announcing it in an event (on for a real day, with mulligan and arrival setup).
    guide_prompts: bool = False
    #: Pinned challenge deck, top first (tests); otherwise every challenge card, shuffled.
    challenge_order: list[str] | None = None
    lead: int = 0  # index of the lead Ranger
    #: Offer each Ranger the Setup-keyword search (Keywords: Setup).
    setup_search: bool = True
    #: Draw the six-card starting hands.
    draw_hands: bool = True
    #: Shuffle the Ranger decks (tests turn it off: the deck is then used top first, as given).
    shuffle_decks: bool = True
    #: Optional responses pass without asking from the start (players change it during the day with
    #: the manual adjustment ``auto_pass``; GameController.set_auto_pass).
    auto_pass_responses: bool = False


def build_state(book: CardBook, setup: GameSetup) -> GameState:
    """The state before the first step runs; ``Session.new`` then runs setup steps and round 1."""
    cat = book.catalog
    st = GameState()
    st.rng.seed = setup.seed
    st.auto_pass = setup.auto_pass_responses
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
        role = new_card(st, rs.role_id, rid)
        if book.facts(rs.role_id).type != "role":
            raise EngineError(f"ranger {rs.name!r}: {rs.role_id} is not a role card")
        r.role = role
        r.player_area.append(role)
        for def_id in rs.deck:
            book.facts(def_id)  # a clear KeyError for unknown ids
            r.deck.append(new_card(st, def_id, rid))
        if setup.shuffle_decks:
            rng.shuffle(st.rng, r.deck)
    st.lead = st.rangers[setup.lead].id
    # Surroundings: weather left of the location, missions to its right.
    weather = resolve_weather(book, setup.weather, setup.difficulty, setup.campaign_day)
    if weather:
        w = new_card(st, weather)
        st.cards[w].side = "back" if setup.weather_side == "back" else "front"
        st.surroundings.append(w)
    loc_def = cat.location_by_slug(setup.location)
    st.surroundings.append(new_card(st, loc_def.id))
    for m in setup.missions:
        st.surroundings.append(new_card(st, m))
    for iid in st.surroundings:
        f = book.facts(st.cards[iid].def_id, st.cards[iid].side)
        if f.token_name and f.token_count is not None:
            n = f.token_count.value(len(st.rangers)) or 0
            if n:
                st.cards[iid].tokens[f.token_name] = n
    for carried in setup.carried_missions:
        _carry_mission(book, st, carried)
    # Path deck (the same assembly as after travel: engine/path_deck.py).
    st.day.location = st.day.start_location = setup.location
    st.day.terrain = st.day.start_terrain = setup.terrain
    st.day.river_open = setup.river_open
    st.day.open_routes = list(setup.open_routes)
    st.day.campaign_day = setup.campaign_day
    st.day.guide_prompts = setup.guide_prompts
    st.day.visited = [setup.location]
    build_path_deck(st, book, loc_def, setup.terrain, setup.path_sets, setup.valley_set, setup.path_deck)
    # Challenge deck.
    if setup.challenge_order is not None:
        for def_id in setup.challenge_order:
            st.challenge_deck.append(new_card(st, def_id))
    else:
        for card in cat.challenge_cards():
            st.challenge_deck.append(new_card(st, card.id))
        rng.shuffle(st.rng, st.challenge_deck)
    for iid in [*st.challenge_deck, *st.path_deck, *(x for r in st.rangers for x in r.deck)]:
        st.cards[iid].face_up = False
    queue = []
    if setup.setup_search:
        queue += [step("setup_search", ranger=r.id) for r in st.rangers]
        # Ruling R54: the day's challenge deck is shuffled after the Setup cards entered play
        # (Game Setup: step 4 follows step 1): a conduit answering that shuffle answers it.
        queue.append(step("challenge_shuffled"))
    if setup.draw_hands:
        queue.append(step("starting_hands"))
    queue.append(
        step(
            "day_setup",
            mulligan=setup.mulligan,
            arrival=setup.arrival_setup,
            campaign_day=setup.campaign_day,
            entries=setup.guide_entries,
        )
    )
    queue.append(step("round_start"))
    st.queue = queue
    return st


def _carry_mission(book: CardBook, st: GameState, carried: CarriedMission) -> None:
    """Rulebook: Game Setup, Set Up Mission Cards - an uncompleted mission returns as the tracker
    left it: same face, same tokens, its subject attached face down."""
    if book.facts(carried.def_id).category != "mission":
        raise EngineError(f"{carried.def_id} is not a mission card")
    iid = new_card(st, carried.def_id)
    card = st.cards[iid]
    card.side = "back" if carried.side == "back" else "front"
    if carried.days_since:
        st.day.mission_days[carried.def_id] = carried.days_since
    if carried.boxes:
        st.day.mission_boxes[carried.def_id] = carried.boxes
    card.tokens = {k: v for k, v in sorted(carried.tokens.items()) if v > 0}
    st.surroundings.append(iid)
    if carried.subject:
        book.facts(carried.subject)
        sub = new_card(st, carried.subject)
        card.attached.append(sub)
        st.cards[sub].attached_to = iid
        st.cards[sub].face_up = False
    for def_id in carried.set_aside:  # the cards it set aside stay apart, still its own
        book.facts(def_id)
        kept = new_card(st, def_id)
        st.set_aside.append(kept)
        st.set_aside_by[kept] = iid
