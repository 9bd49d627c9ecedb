"""Issue #27, the card audit (docs/card-audit-path.md): the location cards' arrival setups as
printed. A "search the path deck for the next X" step takes the first matching card from the top
of the path deck, with no choice (Rulebook: Additional Concepts, Search, its "next" paragraph); the
deck is shuffled after. The tables are the shipped locations (cards/locations.json) with invented
path cards, so only the location's own arrival setup acts; the round-1 path draw follows it (one
card per Ranger from the shuffled deck)."""

from __future__ import annotations

from typing import Any

import pytest
from engine.day.kit import Day
from engine.helpers import being, feature, kw

from rangers_qt.engine import ManualAdjust

from ..location_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    STONES,
    SUN,
    add,
    at,
    energy,
    fatigue,
    own_test,
    remember,
    threshold,
    tokens,
)

# Invented path cards: a filler of each type that matches none of the searches below, and the
# cards each search looks for (two copies of the kind: the first from the top must be the one).
FILL_FEATURE = [feature(f"AFF{i}", name=f"Plain Feature {i}") for i in range(1, 5)]
FILL_BEING = [being(f"AFB{i}", name=f"Plain Being {i}") for i in range(1, 5)]
OBSTACLE = [feature(f"AOB{i}", name=f"Test Wall {i}", keywords=kw("obstacle")) for i in (1, 2)]
PREDATOR = [being(f"APR{i}", name=f"Test Stalker {i}", traits=("Predator",)) for i in (1, 2)]
PREY = [being(f"APY{i}", name=f"Test Grazer {i}", traits=("Prey",)) for i in (1, 2)]
FEATURE = [feature(f"AFE{i}", name=f"Test Ledge {i}") for i in (1, 2)]
WATER = [feature(f"AWA{i}", name=f"Test Pool {i}", traits=("Water",)) for i in (1, 2)]
WATER_BEING = being("AWB", name="Test Swimmer", traits=("Water",))  # a Water card, not a feature
FLORA = [feature(f"AFL{i}", name=f"Test Fern {i}", traits=("Flora",)) for i in (1, 2)]
HYDRAWORM = [being(f"AHW{i}", name="Hydraworm") for i in (1, 2)]
HEAVY = [being(f"AHV{i}", name=f"Test Giant {i}", presence=3) for i in (1, 2)]

#: location id, name -> (the first "next" step's kind, the second's or None), fillers that
#: match neither (put above and between the matches).
NEXT_PLAY: dict[str, tuple[str, list[Any], list[Any] | None, list[Any]]] = {
    "01422": ("Sunken Outpost", WATER, None, [FILL_FEATURE[0], WATER_BEING, *FILL_FEATURE[1:]]),
    "01423": ("Branch", FEATURE, None, FILL_BEING),
    "01427": ("Marsh of Rebirth", HYDRAWORM, None, FILL_BEING),
    "01435": ("The Concordant Ziggurats", OBSTACLE, PREDATOR, FILL_FEATURE),
    "01439": ("Archaeological Outpost", FEATURE, FEATURE, FILL_BEING),
    "01440": ("Mound of the Navigator", FEATURE, None, FILL_BEING),
    "01445": ("Biological Outpost", PREDATOR, PREDATOR, FILL_BEING),
    "01447": ("The High Basin", FLORA, None, FILL_FEATURE),
    "01448": ("The Fractured Wall", OBSTACLE, OBSTACLE, FILL_FEATURE),
    "01450": ("Kobo's Market", FEATURE, None, FILL_BEING),
    "01455": ("Atrox Mountain", OBSTACLE, OBSTACLE, FILL_FEATURE),
}


def _arrive(loc: str, path: list[Any], rangers: int) -> Day:
    """The day's setup at the shipped location ``loc`` with ``path`` (top first) as its path deck,
    its arrival entry acknowledged: the arrival setup and the round-1 draw have run."""
    card = CATALOG.card(loc)
    d = Day([card, *path], rangers=rangers, location=card.slug, path=[c.id for c in path], arrival_setup=True)
    d.expect("guide")
    d.pick("done")
    return d


def _second_step_draws(loc: str) -> int:
    """1 when the location's second arrival step is a plain "draw 1 path card", else 0."""
    steps = CATALOG.card(loc).behaviour.arrival  # type: ignore[union-attr]
    return int(len(steps) > 1 and steps[1].effects[0].do == "deal_path")  # type: ignore[union-attr]


def _in_reach(d: Day, rid: str) -> list[str]:
    return d.defs(d.state.ranger(rid).within_reach)


def _deck(first: list[Any], second: list[Any] | None, fill: list[Any]) -> list[Any]:
    """Filler, the first match, filler, the second step's match (or the first kind's other copy),
    filler, ..., filler: a free pick would offer a choice, a search from the top takes one card."""
    if second is None or second is first:
        return [fill[0], first[0], fill[1], first[1], fill[2], fill[3]]
    return [fill[0], first[0], fill[1], second[0], fill[2], first[1], fill[3]]


@pytest.mark.parametrize("loc", sorted(NEXT_PLAY))
def test_next_search_arrival_step_takes_the_first_match_from_the_top_unasked(loc: str) -> None:
    """Issue #27, docs/card-audit-path.md (each location of NEXT_PLAY, arrival setup, the lead's
    "search the path deck for the next X" step and the next Ranger's where it has one): the first
    matching card from the top enters play within the step's Ranger's reach, no pick is offered;
    with a second search step the next Ranger gets the next match."""
    name, first, second, fill = NEXT_PLAY[loc]
    d = _arrive(loc, _deck(first, second, fill), rangers=2)
    assert d.prompt.kind == "choose_next", name  # no "search" question came up
    assert first[0].id in _in_reach(d, "r1"), name
    if second is not None:
        assert (first[1] if second is first else second[0]).id in _in_reach(d, "r2"), name


@pytest.mark.parametrize("loc", sorted(NEXT_PLAY))
def test_next_search_arrival_step_finding_no_match_puts_nothing_into_play(loc: str) -> None:
    """Issue #27, docs/card-audit-path.md (each location of NEXT_PLAY, arrival setup, the "next X"
    steps; negative case): no card of the path deck matches - the search puts nothing into play and
    asks nothing: each Ranger holds only the card of a plain "draw 1" step and the round-1 card."""
    name, _first, _second, fill = NEXT_PLAY[loc]
    d = _arrive(loc, list(fill), rangers=2)
    assert d.prompt.kind == "choose_next", name
    assert len(_in_reach(d, "r1")) == 1, name  # the round-1 card only
    assert len(_in_reach(d, "r2")) == 1 + _second_step_draws(loc), name


def test_next_search_arrival_step_takes_a_water_feature_not_a_water_being() -> None:
    """Issue #27, docs/card-audit-path.md 01422 Sunken Outpost (arrival setup, lead: the next Water
    feature): a Water being above it and a plain feature are passed over."""
    d = _arrive("01422", [WATER_BEING, FILL_FEATURE[0], WATER[0], FILL_FEATURE[1]], rangers=1)
    assert _in_reach(d, "r1")[0] == WATER[0].id
    assert WATER_BEING.id not in _in_reach(d, "r1")[:1]


def test_next_search_arrival_step_one_ranger_skips_the_next_rangers_search() -> None:
    """Issue #27, docs/card-audit-path.md 01455 Atrox Mountain (arrival setup, next Ranger: the next
    obstacle; one Ranger): the lead resolved the first step, so the second search is ignored and
    the second obstacle stays out of play unless the round-1 draw takes it."""
    d = _arrive("01455", [FILL_FEATURE[0], OBSTACLE[0], FILL_FEATURE[1], OBSTACLE[1]], rangers=1)
    held = _in_reach(d, "r1")
    assert held[0] == OBSTACLE[0].id and len(held) == 2  # the search's card, then round 1's


# --------------------------------------------------------------------------- "next X ... discard it"
# and "next feature ... attach it": pick_from_path with ``next`` (issue #27's language fix: the
# first match from the top, whatever happens to it; before the fix a free pick was offered).


def test_lone_tree_station_arrival_discards_the_next_predator_unasked() -> None:
    """Issue #27, docs/card-audit-path.md 01436 Lone Tree Station (arrival setup 1: the next
    predator is discarded): the first Predator from the top goes to the path discard, no pick."""
    d = _arrive("01436", [FILL_BEING[0], PREDATOR[0], FILL_BEING[1], PREDATOR[1], FILL_BEING[2]], rangers=1)
    assert d.prompt.kind == "choose_next" or d.prompt.kind == "turn"
    assert d.defs(d.state.path_discard) == [PREDATOR[0].id]


def test_lone_tree_station_arrival_without_a_predator_discards_nothing() -> None:
    """Issue #27, docs/card-audit-path.md 01436 Lone Tree Station (arrival setup 1, negative case):
    no Predator in the path deck - nothing is discarded; the lead's draw step and round 1 follow."""
    d = _arrive("01436", FILL_BEING[:4], rangers=1)
    assert d.state.path_discard == []
    assert len(_in_reach(d, "r1")) == 2


def test_stoneweaver_bridge_arrival_discards_the_next_feature_unasked() -> None:
    """Issue #27, docs/card-audit-path.md 01449 Stoneweaver Bridge (arrival setup 1: the next
    feature is discarded): the first feature from the top goes to the path discard, no pick."""
    d = _arrive("01449", [FILL_BEING[0], FEATURE[0], FILL_BEING[1], FEATURE[1], FILL_BEING[2]], rangers=1)
    assert d.defs(d.state.path_discard) == [FEATURE[0].id]


def test_ancestors_grove_arrival_discards_the_next_presence_3_card_unasked() -> None:
    """Issue #27, docs/card-audit-path.md 01451 Ancestor's Grove (arrival setup 1: the next card of
    presence 3 is discarded): the first such card from the top goes to the path discard, no pick."""
    d = _arrive("01451", [FILL_BEING[0], HEAVY[0], FILL_BEING[1], HEAVY[1], FILL_BEING[2]], rangers=1)
    assert d.defs(d.state.path_discard) == [HEAVY[0].id]


def test_terravore_arrival_attaches_the_next_feature_unasked() -> None:
    """Issue #27, docs/card-audit-path.md 01432 Terravore (arrival setup 1: the next feature is
    attached to the location): the first feature from the top is attached, no pick."""
    d = _arrive("01432", [FILL_BEING[0], FEATURE[0], FILL_BEING[1], FEATURE[1], FILL_BEING[2]], rangers=1)
    here = next(i for i in d.state.surroundings if d.state.cards[i].def_id == "01432")
    assert d.defs(d.state.cards[here].attached) == [FEATURE[0].id]


def test_stoneweaver_bridge_arrival_without_a_feature_discards_nothing() -> None:
    """Issue #27, docs/card-audit-path.md 01449 Stoneweaver Bridge (arrival setup 1, negative case):
    no feature in the path deck - nothing is discarded and nothing is asked."""
    d = _arrive("01449", FILL_BEING[:4], rangers=1)
    assert d.state.path_discard == []
    assert d.prompt.kind == "choose_next" or d.prompt.kind == "turn"


def test_ancestors_grove_arrival_without_a_presence_3_card_discards_nothing() -> None:
    """Issue #27, docs/card-audit-path.md 01451 Ancestor's Grove (arrival setup 1, negative case):
    no card of presence 3 - nothing is discarded (a presence 2 card stays in the deck)."""
    d = _arrive("01451", FILL_BEING[:4], rangers=1)
    assert d.state.path_discard == []


def test_terravore_arrival_without_a_feature_attaches_nothing() -> None:
    """Issue #27, docs/card-audit-path.md 01432 Terravore (arrival setup 1, negative case): no
    feature in the path deck - nothing is attached to the location and nothing is asked."""
    d = _arrive("01432", FILL_BEING[:4], rangers=1)
    here = next(i for i in d.state.surroundings if d.state.cards[i].def_id == "01432")
    assert d.state.cards[here].attached == []


def test_ancestors_grove_prey_steps_take_the_next_prey_for_each_ranger() -> None:
    """Issue #27, docs/card-audit-path.md 01451 Ancestor's Grove (arrival setup 2 and 3: the lead's
    and the next Ranger's next prey), with no presence-3 card so step 1 asks nothing (but shuffles
    the deck): the lead gets a Prey unasked, the next Ranger the other one."""
    path = [FILL_BEING[0], PREY[0], FILL_BEING[1], PREY[1], FILL_BEING[2], FILL_BEING[3]]
    d = _arrive("01451", path, rangers=2)
    assert d.prompt.kind == "choose_next"
    first, second = (_in_reach(d, r)[0] for r in ("r1", "r2"))
    assert {first, second} == {PREY[0].id, PREY[1].id}


# --------------------------------------------------------------------------- "draw N path cards" steps

#: location id -> the path cards each printed step draws, in step order (lead, next, next).
DRAW_STEPS: dict[str, tuple[int, ...]] = {
    "01419": (1, 1),  # Spire
    "01420": (1,),  # White Sky
    "01421": (1,),  # Tumbledown
    "01424": (1, 1),  # Watcher's Rock
    "01425": (2,),  # Bowl of the Sun
    "01428": (1, 1),  # The Frowning Gate
    "01429": (1, 1, 1),  # The Cypress Citadel
    "01431": (1, 1, 1),  # The Greenbridge
    "01434": (1, 1, 1),  # The Plummet
    "01438": (1, 1),  # Northern Outpost
    "01441": (1, 1, 1),  # Rings of the Moon
    "01442": (1, 1),  # Crossroads Station
    "01454": (1,),  # Golden Shore
}
PLAIN = [feature(f"ADR{i}", name=f"Plain Stone {i}") for i in range(1, 10)]


@pytest.mark.parametrize("rangers", [1, 3])
@pytest.mark.parametrize("loc", sorted(DRAW_STEPS))
def test_draw_steps_give_each_step_ranger_its_cards_and_skip_the_rest(loc: str, rangers: int) -> None:
    """Issue #27, docs/card-audit-path.md (each location of DRAW_STEPS, its arrival setup steps:
    the lead Ranger draws, then each next Ranger clockwise): with three Rangers each step's Ranger
    holds its step's cards plus the round-1 card; with one Ranger (negative case) the "next Ranger"
    steps are ignored - the lead holds the first step's cards and the round card only."""
    d = _arrive(loc, PLAIN, rangers=rangers)
    steps = DRAW_STEPS[loc]
    for seat in range(rangers):
        step = steps[seat] if seat < len(steps) else 0
        assert len(_in_reach(d, f"r{seat + 1}")) == step + 1, (loc, seat)


# --------------------------------------------------------------------------- the locations' own texts

HEADWATERS, STONEWEAVER = "01443", "01449"


def _dive(progress_used: int, energy_used: int) -> Any:
    """Headwaters Station's Dive [2] with 1 injury and 3 fatigue: ``progress_used`` progress of the
    location paid for effort (its commit rule), then ``energy_used`` FIT energy (a sun card, +0)."""
    g = at(HEADWATERS, draw=SUN)
    loc = g.iid(HEADWATERS)
    add(g, loc, "progress", 5)
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    fatigue(g, 3)
    energy(g, "FIT", 4)
    g.choose_test("t1", loc, source=loc)
    g.pick(f"n:{progress_used}", "effect_amount")
    g.commit_energy(energy_used)
    return g


@pytest.mark.parametrize(("energy_used", "deep"), [(2, False), (3, True), (4, True)])
def test_headwaters_station_dive_heals_soothes_all_and_reads_its_entry_from_effort_8(
    energy_used: int, deep: bool
) -> None:
    """01443 Headwaters Station (test Dive, success: heal all your injuries, soothe all your fatigue;
    any progress of the location may be paid for effort; effort 8 or more: entry 23.1). 5 progress
    and 2 / 3 / 4 energy: effort 7 (one below, no entry), 8 and 9 (the entry); every success heals
    and soothes everything."""
    g = _dive(5, energy_used)
    r = g.ranger()
    assert r.injuries == 0 and len(r.fatigue) == 0
    assert ("23.1" in [e.guide_entry for e in g.events("guide_entry")]) is deep


@pytest.mark.parametrize(("keep", "exhausted"), [("yes", True), ("no", False)])
def test_stoneweaver_bridge_refresh_may_keep_a_path_card_exhausted(keep: str, exhausted: bool) -> None:
    """01449 Stoneweaver Bridge (refresh: you may choose a path card that stays exhausted): yes - the
    exhausted card stays exhausted through the refresh; no - it readies as usual."""
    g = at(STONEWEAVER, STONES[0], draw=SUN)
    stone = g.iid(STONES[0].id)
    g.session.manual(ManualAdjust(action="exhaust", card=stone))
    g.pick("rest", "turn")
    g.pick(keep, "effect_may")
    assert g.state.cards[stone].exhausted is exhausted


# --------------------------------------------------------------------------- searches for a named card

FETID_BOG, FIELDS, CARP = "01297", "01404", "01290"

#: location id -> (the named card its arrival searches for, how many of its steps search for it).
NAMED: dict[str, tuple[str, int]] = {
    "01430": (FETID_BOG, 1),  # Michael's Bog: the lead finds a Fetid Bog
    "01433": (FIELDS, 1),  # Meadow: the lead finds The Whispering Fields
    "01443": (CARP, 2),  # Headwaters Station: the lead and the next Ranger each find a Silverfin Carp
}


@pytest.mark.parametrize("loc", sorted(NAMED))
def test_named_search_arrival_steps_put_the_named_card_into_play(loc: str) -> None:
    """Issue #27, docs/card-audit-path.md (01430 Michael's Bog, 01433 Meadow, 01443 Headwaters
    Station, arrival setup: search the path deck for a named card and put it into play): with the
    card below plain ones in the path deck (one copy per searching step), each searching step brings
    a copy into play (copies are alike: any pick is the printed one)."""
    name, steps = NAMED[loc]
    card = CATALOG.card(name)
    path = [FILL_BEING[0], card, FILL_BEING[1], *([card] * (steps - 1)), FILL_BEING[2], FILL_BEING[3]]
    d = Day(
        [CATALOG.card(loc), card, *FILL_BEING],
        rangers=2,
        location=CATALOG.card(loc).slug,
        path=[c.id for c in path],
        arrival_setup=True,
    )
    d.expect("guide")
    d.pick("done")
    while d.prompt.kind in ("search", "effect_choice", "guide"):
        d.pick(d.options()[0])
    in_play = [
        c
        for c in d.state.cards.values()
        if c.def_id == name and d.where(c.iid)[0] in ("within_reach", "along_the_way")
    ]
    assert len(in_play) == steps


@pytest.mark.parametrize("loc", sorted(NAMED))
def test_named_search_arrival_steps_without_the_card_bring_nothing(loc: str) -> None:
    """The same steps (negative case): the named card is not in the path deck - nothing is asked and
    only the plain draws and the round-1 cards are in play."""
    _name, steps = NAMED[loc]
    d = _arrive(loc, list(FILL_BEING), rangers=2)
    assert d.prompt.kind == "choose_next"
    held = len(_in_reach(d, "r1")) + len(_in_reach(d, "r2")) + len(d.state.along_the_way)
    assert held == 2 + (2 - steps)  # the round-1 cards, and the next Ranger's draw step if any


def test_the_furrow_arrival_draws_come_within_reach_whatever_their_arrow() -> None:
    """01446 The Furrow (arrival setup: each step's drawn card, if along the way, moves within
    reach): two cards whose arrow says along the way end within the lead's and the next Ranger's
    reach; the round-1 card (not an arrival draw: the negative case) keeps its arrow."""
    far = [feature(f"AFW{i}", name=f"Far Stone {i}", area="along_the_way") for i in range(1, 5)]
    d = _arrive("01446", far, rangers=2)
    assert _in_reach(d, "r1") == [far[0].id] and _in_reach(d, "r2") == [far[1].id]
    assert d.defs(d.state.along_the_way) == [far[2].id, far[3].id]


# --------------------------------------------------------------------------- path deck assembly

BOWL, ARCHAEOLOGICAL, MARSH = "01425", "01439", "01427"


def _plan(loc: str, terrain: str, seed: int, extra: tuple[Any, ...] = ()) -> list[str]:
    """The path deck the one builder makes at the shipped location ``loc`` (the day kit's sets:
    an invented Valley set, woods, lakeshore and swamp), its RNG seeded ``seed``."""
    from engine.day.kit import catalog

    from rangers_qt.engine.cards import book_for
    from rangers_qt.engine.path_deck import plan_path_deck
    from rangers_qt.engine.state import GameState

    st = GameState()
    st.rng.seed = seed
    book = book_for(catalog([CATALOG.card(loc), *extra]))
    deck, _separate = plan_path_deck(st, book, CATALOG.card(loc), terrain)
    return deck


@pytest.mark.parametrize(("loc", "required"), [(BOWL, "01356"), (ARCHAEOLOGICAL, "01334")])
def test_a_required_valley_card_is_always_one_of_the_three(loc: str, required: str) -> None:
    """01425 Bowl of the Sun (The Fundamentalist) and 01439 Archaeological Outpost (Arcology
    Sinkhole) (path deck assembly: that card is always one of the Valley cards): over several
    seeds it is in the deck and the deck still has three Valley cards, not four."""
    card = CATALOG.card(required).model_copy(update={"set_id": "the_valley"})
    for seed in range(1, 6):
        deck = _plan(loc, "woods", seed, extra=(card,))
        valley = [c for c in deck if c.startswith("DV") or c == required]
        assert required in deck and len(valley) == 3, seed


def test_marsh_of_rebirth_builds_with_the_swamp_set_whatever_the_path() -> None:
    """01427 Marsh of Rebirth (path deck assembly: the swamp set in place of the path's terrain): a
    woods path gives the swamp set's card and none of the woods set."""
    deck = _plan(MARSH, "woods", 1)
    assert "DS1" in deck and not [c for c in deck if c.startswith("DW")]


def test_headwaters_station_takes_no_valley_cards() -> None:
    """01443 Headwaters Station (path deck assembly: no Valley cards): its deck holds the terrain's
    cards only; Bowl of the Sun's, built the same way (the negative case), holds three Valley cards."""
    deck = _plan(HEADWATERS, "woods", 1)
    assert deck and not [c for c in deck if c.startswith("DV")]
    fundamentalist = CATALOG.card("01356").model_copy(update={"set_id": "the_valley"})
    bowl = _plan(BOWL, "woods", 1, extra=(fundamentalist,))
    assert len([c for c in bowl if c.startswith("DV") or c == "01356"]) == 3


# --------------------------------------------------------------------------- issue #27 part B: the
# locations' remaining rows (tests, challenge effects, plain draw steps, assembly).

SCOUT_THEN_DRAW = {"01420": "White Sky", "01421": "Tumbledown", "01423": "Branch", "01433": "Meadow",
                   "01436": "Lone Tree Station"}  # fmt: skip


@pytest.mark.parametrize(("energy_used", "draw", "scouted"), [(1, SUN, 1), (3, SUN, 3), (2, FAIL, 0)])
@pytest.mark.parametrize("loc", sorted(SCOUT_THEN_DRAW))
def test_search_test_scouts_as_many_path_cards_as_the_effort_then_draws_one(
    loc: str, energy_used: int, draw: str, scouted: int
) -> None:
    """Issue #27, docs/card-audit-path.md (each location of SCOUT_THEN_DRAW, its printed test,
    success: scout path cards equal to the effort, then draw 1). Effort 1 and 3: the scout prompt
    holds exactly that many cards, the card kept on top is then drawn; the -2 card (effort 0, a
    failure; the negative case): nothing is scouted or drawn and the deck keeps its order."""
    g = at(loc, *STONES, draw=draw)
    energy(g, "AWA", 2)
    deck = list(g.state.path_deck)
    reach = list(g.ranger().within_reach)
    own_test(g, loc, energy=energy_used)
    if scouted:
        g.expect("scout")
        assert len({o.split(":", 1)[1] for o in g.options()}) == scouted, SCOUT_THEN_DRAW[loc]
        while g.prompt.kind == "scout":
            g.pick(g.options()[0])  # each kept on top, in order
        g.expect("turn")
        assert len(g.ranger().within_reach) + len(g.state.along_the_way) == len(reach) + 1
        assert g.state.path_deck == deck[1:]
    else:
        g.expect("turn")
        assert g.state.path_deck == deck and list(g.ranger().within_reach) == reach


def _spire_day(draw: str = SUN) -> tuple[Day, str, list[str]]:
    extra = [
        CATALOG.card(SPIRE_LOC),
        *(feature(f"TSP{i}", set_id="spire", name=f"Spire {i}") for i in (1, 2)),
    ]
    d = Day(extra, location="spire", path=None, terrain="woods", challenge=[draw] * 20)
    loc = next(i for i in d.state.surroundings if d.state.cards[i].def_id == SPIRE_LOC)
    return d, loc, list(d.state.day.separate_decks["spire"])


SPIRE_LOC = "01419"


def test_spire_assembly_keeps_its_set_out_of_the_path_deck_as_the_spire_deck() -> None:
    """Issue #27, docs/card-audit-path.md 01419 Spire (path deck assembly: its set is not added to
    the path deck but shuffled apart as the Spire deck). Both Spire-set cards are in the Spire deck
    and set aside; none is in the path deck or in play (the negative case of the path deck)."""
    d, _loc, spire = _spire_day()
    assert sorted(d.defs(spire)) == ["TSP1", "TSP2"]
    assert all(i in d.state.set_aside for i in spire)
    assert not {"TSP1", "TSP2"} & set(d.defs(d.state.path_deck))
    assert not {"TSP1", "TSP2"} & set(
        d.defs(d.state.ranger("r1").within_reach) + d.defs(d.state.along_the_way)
    )


@pytest.mark.parametrize(("draw", "entered"), [(SUN, True), (FAIL, False)])
def test_spire_enter_moves_your_token_and_draws_one_spire_card(draw: str, entered: bool) -> None:
    """Issue #27, docs/card-audit-path.md 01419 Spire (test Enter [2], success: your Ranger token
    on it and 1 card drawn from the Spire deck). Effort 2: the token is on the location and the
    Spire deck's top card is within reach; the -2 card (the negative case): the token stays off
    and the Spire deck is unchanged."""
    d, loc, spire = _spire_day(draw)
    d.pick(f"test:{loc}:t1:{loc}", "turn")
    d.commit_energy(2)
    assert (d.state.ranger("r1").ranger_token_on == loc) is entered
    assert d.state.day.separate_decks["spire"] == (spire[1:] if entered else spire)
    assert (d.where(spire[0]) == ("within_reach", "r1")) is entered


ALLUVIAL = "01426"
#: Shipped cards: two of the Grassland set, two of Old-Growth, two of the River set (not detritus).
DETRITUS_SETS = ("01362", "01364", "01344", "01348")
NOT_DETRITUS = ("01256", "01278")


def test_the_alluvial_ruins_assembly_and_arrival_draw_from_the_detritus_deck() -> None:
    """Issue #27, docs/card-audit-path.md 01426 The Alluvial Ruins (path deck assembly: the
    Grassland, Lakeshore and Old-Growth sets shuffled apart as the detritus deck; arrival setup,
    lead and next Ranger: each draws 1 card from it). Two Rangers: the detritus deck holds only
    those sets' cards (the River cards are in neither deck - the negative case), none of them is in
    the path deck, and each Ranger's arrival card comes from it (one each, then round 1's from the
    path deck)."""
    card = CATALOG.card(ALLUVIAL)
    extra = [card, *(CATALOG.card(i) for i in (*DETRITUS_SETS, *NOT_DETRITUS))]
    d = Day(extra, rangers=2, location=card.slug, path=None, terrain="woods", arrival_setup=True)
    d.pick("done", "guide")
    st = d.state
    sets = {
        d.catalog.card(c.def_id).set_id
        for c in st.cards.values()
        if c.iid in st.day.separate_decks["detritus"]
    }
    assert sets <= {"grassland", "lakeshore", "old_growth"}
    assert not set(NOT_DETRITUS) & set(d.defs(st.day.separate_decks["detritus"]) + d.defs(st.path_deck))
    assert not set(st.day.separate_decks["detritus"]) & set(st.path_deck)
    arrived = [i for i in st.cards if st.cards[i].def_id in DETRITUS_SETS and d.where(i)[0] in
               ("within_reach", "along_the_way")]  # fmt: skip
    assert len(arrived) == 2


#: Locations whose first arrival step is a search the beings below never match (a feature for
#: Terravore and Stoneweaver Bridge, a Predator for Lone Tree Station), then plain draw steps.
SEARCH_THEN_DRAW: dict[str, tuple[int, ...]] = {"01432": (1, 1), "01449": (1, 1), "01436": (1,)}


@pytest.mark.parametrize("rangers", [1, 2])
@pytest.mark.parametrize("loc", sorted(SEARCH_THEN_DRAW))
def test_draw_steps_after_a_search_give_each_step_ranger_one_card(loc: str, rangers: int) -> None:
    """Issue #27, docs/card-audit-path.md 01432 Terravore (arrival setup 2 and 3), 01449
    Stoneweaver Bridge (2 and 3), 01436 Lone Tree Station (2: the lead only): after the group's
    search (finding nothing here) the lead draws 1 and, where printed, the next Ranger 1; with one
    Ranger the next Ranger's step is ignored, and Lone Tree Station's second Ranger (no step of
    theirs) holds only the round card (the negative cases)."""
    d = _arrive(loc, FILL_BEING, rangers=rangers)
    steps = SEARCH_THEN_DRAW[loc]
    for seat in range(rangers):
        step = steps[seat] if seat < len(steps) else 0
        assert len(_in_reach(d, f"r{seat + 1}")) == step + 1, (loc, seat)


def test_the_philosophers_garden_arrival_lead_card_goes_face_down_along_the_way() -> None:
    """Issue #27, docs/card-audit-path.md 01437 The Philosopher's Garden (arrival setup 1: the
    lead draws 1 path card, face down along the way; 2: the next Ranger draws 1). Two Rangers: the
    lead's card is along the way face down and the lead holds only the round card; the next
    Ranger's card is face up within their reach with the round card; one Ranger (the negative
    case): no second card is drawn."""
    d = _arrive("01437", PLAIN, rangers=2)
    [down] = d.state.along_the_way
    assert not d.state.cards[down].face_up and d.defs([down]) == [PLAIN[0].id]
    assert len(_in_reach(d, "r1")) == 1 and len(_in_reach(d, "r2")) == 2
    assert all(d.state.cards[i].face_up for i in d.state.ranger("r2").within_reach)
    solo = _arrive("01437", PLAIN, rangers=1)
    assert len(solo.state.along_the_way) == 1 and len(_in_reach(solo, "r1")) == 1


AMBUSHER = feature("AAM1", name="Test Lurker", keywords=kw("ambush"))


def test_mount_nim_arrival_each_step_ranger_keeps_one_of_two_and_discards_the_other() -> None:
    """Issue #27, docs/card-audit-path.md 01453 Mount Nim (arrival setup, lead and next Ranger:
    draw 2 path cards, put 1 into play, discard the other; an Ambush card must be the one). Two
    Rangers, plain cards: each is offered exactly their two cards and keeps the one picked, the
    other goes to the path discard; with an Ambush card among the lead's two (the negative case of
    the choice) the lead is not asked and the Ambush card is kept."""
    card = CATALOG.card("01453")
    for path, asks in ((PLAIN, 2), ([PLAIN[0], AMBUSHER, *PLAIN[1:]], 1)):
        d = Day([card, *path], rangers=2, location=card.slug, path=[c.id for c in path], arrival_setup=True)
        d.pick("done", "guide")
        asked = 0
        while d.prompt.kind == "search":
            assert len(d.options()) == 2
            d.pick(d.options()[1])
            asked += 1
        assert asked == asks
        assert len(d.state.path_discard) == 2
        kept = [d.state.ranger(r).within_reach[0] for r in ("r1", "r2")]
        assert not set(kept) & set(d.state.path_discard)
        if asks == 1:
            assert d.defs(kept[:1]) == [AMBUSHER.id]


@pytest.mark.parametrize("loc", ["01444", "01452"])
@pytest.mark.parametrize(("top", "scouted", "drawn"), [(SUN, 2, 1), (MOUNTAIN, 0, 1), (CREST, 3, 2)])
def test_challenge_arrival_step_follows_the_symbol_drawn(
    loc: str, top: str, scouted: int, drawn: int
) -> None:
    """Issue #27, docs/card-audit-path.md 01444 Greenbriar Knoll and 01452 Boulder Field (arrival
    setup 1, lead: a challenge card drawn; sun: scout 2, draw 1; mountain: draw 1; crest: scout 3,
    draw 2). Each symbol: the scout prompt holds that many cards (none on a mountain) and the
    lead holds that many cards plus the round card; the second Ranger gets no arrival card (the
    card names the lead only)."""
    card = CATALOG.card(loc)
    d = Day([card, *PLAIN], rangers=2, location=card.slug, path=[c.id for c in PLAIN], arrival_setup=True,
            challenge=[top] + [SUN] * 20)  # fmt: skip
    d.pick("done", "guide")
    seen = 0
    if d.prompt.kind == "scout":
        seen = len({o.split(":", 1)[1] for o in d.options()})
    while d.prompt.kind == "scout":
        d.pick(d.options()[0])
    assert seen == scouted
    assert len(_in_reach(d, "r1")) == drawn + 1 and len(_in_reach(d, "r2")) == 1


@pytest.mark.parametrize(("draw", "water"), [(MOUNTAIN, 3), (SUN, 2)])
def test_sunken_outpost_mountain_adds_one_water(draw: str, water: int) -> None:
    """Issue #27, docs/card-audit-path.md 01422 Sunken Outpost (mountain: 1 water on it; X, its
    threshold, is its water). One Ranger (2 water to start): a mountain draw - 3 and a threshold of
    3; a sun draw (the negative case) - still 2."""
    g = at("01422", draw=draw)
    loc = g.iid("01422")
    remember(g)
    assert tokens(g, loc) == {"water": water} and threshold(g, loc) == water


@pytest.mark.parametrize("exhausted_stone", [True, False])
def test_the_cypress_citadel_sun_readies_an_exhausted_path_card(exhausted_stone: bool) -> None:
    """Issue #27, docs/card-audit-path.md 01429 The Cypress Citadel (sun: ready a path card). Of two
    stones the exhausted one is readied and the other stays ready; none exhausted (the negative
    case): nothing is asked, every card stays ready."""
    g = at("01429", STONES[0], STONES[1], draw=SUN)
    one, two = g.iid(STONES[0].id), g.bring(STONES[1].id)
    if exhausted_stone:
        g.session.manual(ManualAdjust(action="exhaust", card=one))
    remember(g)
    g.expect("turn")
    assert not g.state.cards[one].exhausted and not g.state.cards[two].exhausted


@pytest.mark.parametrize(("have", "most"), [(0, None), (1, 1), (2, 2), (3, 2)])
def test_the_fractured_wall_chart_offers_up_to_two_of_its_progress_as_effort(
    have: int, most: int | None
) -> None:
    """Issue #27, docs/card-audit-path.md 01448 The Fractured Wall (test Chart: you may discard up
    to 2 progress from it for as much effort). 1, 2 and 3 progress on it: 0 to 1, 0 to 2, 0 to 2
    offered (never more than 2); none on it (the negative case): nothing is asked."""
    g = at("01448", draw=SUN)
    loc = g.iid("01448")
    if have:
        add(g, loc, "progress", have)
    energy(g, "FOC", 4)
    g.choose_test("t1", loc, source=loc)
    if most is None:
        g.expect("commit_energy")
    else:
        g.expect("effect_amount")
        assert g.options() == [f"n:{n}" for n in range(most + 1)]
