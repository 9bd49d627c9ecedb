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

from ..location_kit import CATALOG, STONES, SUN, add, at, energy, fatigue

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
    from rangers_qt.engine.day.path_deck import plan_path_deck
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
