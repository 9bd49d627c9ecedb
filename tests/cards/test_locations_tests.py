"""Location cards' printed tests (cards/locations.json) through the prompt protocol with pinned
challenge draws. The travel responses are in test_locations_travel.py."""

from __future__ import annotations

from typing import Any

import pytest
from engine.day.kit import Day
from engine.helpers import Game, being, feature

from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

from .location_kit import (
    CATALOG,
    FAIL,
    MOUNTAIN,
    PREDATOR,
    PREY,
    ROCK,
    STONES,
    SUN,
    at,
    energy,
    fatigue,
    own_test,
    ready_to_travel,
    threshold,
    tokens,
)

WHITE_SKY, TUMBLEDOWN, BRANCH, MEADOW, LONE_TREE = "01420", "01421", "01423", "01433", "01436"
WATCHERS_ROCK, BOWL, HIGH_BASIN, GOLDEN_SHORE, ATROX_MOUNTAIN = "01424", "01425", "01447", "01454", "01455"
SUNKEN, NORTHERN, ARCHAEOLOGICAL, MOUND = "01422", "01438", "01439", "01440"
FRACTURED, ZIGGURATS, PLUMMET, HEADWATERS = "01448", "01435", "01434", "01443"
SPIRE, FURROW, KOBO = "01419", "01446", "01450"
GARDEN = "01437"
SENSOR, MULTITOOL = "01042", "01007"  # starting gear (explorer, artisan)


def _scout_then_draw(loc: str) -> None:
    """Effort 2 (2 energy, a sun 0 draw): two path cards scouted (the first kept on top, the
    second sent to the bottom), then one path card drawn: the one kept on top."""
    g = at(loc, *STONES, draw=SUN)
    first, second, third = (g.state.path_deck[i] for i in range(3))
    own_test(g, loc, energy=2)
    g.pick(f"top:{first}", "scout")
    g.pick(f"bottom:{second}", "scout")
    g.expect("turn")
    assert g.where(first)[0] in ("within_reach", "along_the_way")
    assert g.state.path_deck[0] == third and g.state.path_deck[-1] == second


def test_white_sky_search_scouts_the_effort_then_draws_a_path_card() -> None:
    _scout_then_draw(WHITE_SKY)


def test_tumbledown_explore_scouts_the_effort_then_draws_a_path_card() -> None:
    _scout_then_draw(TUMBLEDOWN)


def test_branch_search_scouts_the_effort_then_draws_a_path_card() -> None:
    _scout_then_draw(BRANCH)


def test_meadow_search_scouts_the_effort_then_draws_a_path_card() -> None:
    _scout_then_draw(MEADOW)


def test_lone_tree_station_search_scouts_the_effort_then_draws_a_path_card() -> None:
    _scout_then_draw(LONE_TREE)


def test_watchers_rock_watch_shuffles_every_predator_back_into_the_path_deck() -> None:
    g = at(WATCHERS_ROCK, PREDATOR, PREY, draw=SUN)
    pred, prey = g.iid(PREDATOR.id), g.iid(PREY.id)
    g.bring(PREY.id)
    energy(g, "AWA", 1)
    own_test(g, WATCHERS_ROCK, energy=3)  # difficulty 3
    assert g.where(pred)[0] == "path_deck"
    assert g.where(prey) == ("within_reach", "r1")


def _soothes_the_effort(loc: str) -> None:
    g = at(loc, draw=SUN)
    fatigue(g, 3)
    own_test(g, loc, energy=2)
    assert len(g.ranger().fatigue) == 1


def test_bowl_of_the_sun_meditate_soothes_the_effort() -> None:
    _soothes_the_effort(BOWL)


def test_the_high_basin_swim_soothes_the_effort() -> None:
    _soothes_the_effort(HIGH_BASIN)


def test_golden_shore_contemplate_soothes_one_per_two_effort() -> None:
    """Effort 3 (one below 4) soothes 1, effort 4 soothes 2, effort 5 still 2."""
    for effort, soothed in ((3, 1), (4, 2), (5, 2)):
        g = at(GOLDEN_SHORE, draw=SUN)
        fatigue(g, 5)
        energy(g, "SPI", effort - 2)
        own_test(g, GOLDEN_SHORE, energy=effort)  # difficulty 2
        assert len(g.ranger().fatigue) == 5 - soothed, effort


def test_atrox_mountain_climb_adds_two_progress_per_effort_then_fatigues_you() -> None:
    g = at(ATROX_MOUNTAIN, draw=MOUNTAIN)  # +1: effort 3
    loc = g.iid(ATROX_MOUNTAIN)
    own_test(g, ATROX_MOUNTAIN, energy=2)
    assert tokens(g, loc).get("progress") == 6
    assert len(g.ranger().fatigue) == 2  # its presence


def test_sunken_outpost_divert_removes_water_and_its_threshold_is_the_water() -> None:
    g = at(SUNKEN, draw=SUN)
    loc = g.iid(SUNKEN)
    assert tokens(g, loc) == {"water": 2}  # 2 per Ranger
    assert threshold(g, loc) == 2
    own_test(g, SUNKEN, energy=1)
    assert tokens(g, loc) == {"water": 1}
    assert threshold(g, loc) == 1


def test_northern_outpost_tidy_discards_neglect_and_reads_the_entry_when_none_is_left() -> None:
    g = at(NORTHERN, draw=SUN)
    loc = g.iid(NORTHERN)
    assert tokens(g, loc) == {"neglect": 2}
    own_test(g, NORTHERN, energy=1)
    assert tokens(g, loc) == {"neglect": 1}
    assert not [e for e in g.events("guide_entry")]
    g.expect("turn")
    own_test(g, NORTHERN, energy=1)
    assert tokens(g, loc) == {}
    assert [e.guide_entry for e in g.events("guide_entry")] == ["4.1"]


def test_northern_outpost_tidy_fatigues_you_when_it_fails() -> None:
    g = at(NORTHERN, draw=FAIL)  # -2: effort 0
    loc = g.iid(NORTHERN)
    own_test(g, NORTHERN, energy=1)
    assert tokens(g, loc) == {"neglect": 2}
    assert len(g.ranger().fatigue) == 2  # its presence


def test_archaeological_outpost_study_reads_its_guide_entry() -> None:
    g = at(ARCHAEOLOGICAL, draw=MOUNTAIN)  # +1: effort 3 against difficulty 3
    own_test(g, ARCHAEOLOGICAL, energy=2)
    assert [e.guide_entry for e in g.events("guide_entry")] == ["34.1"]


def test_mound_of_the_navigator_analyze_adds_a_route() -> None:
    g = at(MOUND, draw=SUN)
    own_test(g, MOUND, energy=2)
    assert tokens(g, g.iid(MOUND)) == {"route": 1}


def _moves_your_ranger_token(loc: str, aspect: str, difficulty: int) -> Game:
    g = at(loc, draw=SUN)
    energy(g, aspect, difficulty - 2)
    own_test(g, loc, energy=difficulty)
    assert g.ranger().ranger_token_on == g.iid(loc)
    return g


def test_the_fractured_wall_chart_moves_your_ranger_token_onto_it() -> None:
    _moves_your_ranger_token(FRACTURED, "FOC", 4)


def test_the_concordant_ziggurats_avoid_moves_your_ranger_token_onto_it() -> None:
    _moves_your_ranger_token(ZIGGURATS, "AWA", 3)


def test_the_plummet_brace_moves_your_ranger_token_onto_it() -> None:
    _moves_your_ranger_token(PLUMMET, "SPI", 3)


def test_headwaters_station_dive_heals_and_soothes_everything_and_reads_the_entry_from_effort_8() -> None:
    for effort, entries in ((7, []), (8, ["23.1"]), (9, ["23.1"])):
        g = at(HEADWATERS, draw=SUN)
        fatigue(g, 4)
        for _ in range(2):
            g.session.manual(ManualAdjust(action="injure", ranger="r1"))
        energy(g, "FIT", effort - 2)
        own_test(g, HEADWATERS, energy=effort)
        r = g.ranger()
        assert (r.injuries, len(r.fatigue)) == (0, 0), effort
        assert [e.guide_entry for e in g.events("guide_entry")] == entries, effort


def test_spire_enter_moves_your_ranger_token_and_draws_from_the_spire_deck() -> None:
    """The Spire deck is built from the location's own set at assembly (two invented cards here)."""
    spire = CATALOG.card(SPIRE)
    extra = [
        spire,
        feature("TSP1", set_id="spire", name="Spire 1"),
        feature("TSP2", set_id="spire", name="Spire 2"),
    ]
    d = Day(extra, location="spire", path=None, terrain="woods")
    deck = list(d.state.day.separate_decks["spire"])
    loc = next(i for i in d.state.surroundings if d.state.cards[i].def_id == SPIRE)
    d.pick(f"test:{loc}:t1:{loc}", "turn")
    d.commit_energy(2)  # difficulty 2, sun 0
    assert d.state.ranger("r1").ranger_token_on == loc
    assert d.state.day.separate_decks["spire"] == deck[1:]
    assert d.where(deck[0]) == ("within_reach", "r1")


def test_the_furrow_traverse_on_it_adds_one_progress_less() -> None:
    for effort, progress in ((1, 0), (2, 1), (3, 2)):
        g = at(FURROW, STONES[0], draw=MOUNTAIN if effort == 3 else SUN)
        loc = g.iid(FURROW)
        g.perform("traverse", loc, energy=min(effort, 2))
        assert tokens(g, loc).get("progress", 0) == progress, effort
    g = at(FURROW, STONES[0], draw=SUN)  # a Traverse test on another card is not reduced
    stone = g.iid(STONES[0].id)
    g.perform("traverse", stone, energy=2)
    assert tokens(g, stone) == {"progress": 2}


RINGS, CROSSROADS = "01441", "01442"
VALLEY_HUMAN = being("TLVH", name="Test Villager", traits=("Human",), set_id="the_valley")
VALLEY_FEATURE = feature("TLVF", name="Test Waystone", set_id="the_valley", area="along_the_way")


def _valley_search(loc: str, aspect: str, difficulty: int, draw: str = SUN) -> Game:
    """The location with one invented Valley human and one Valley feature in the collection (not in
    the game); ``difficulty`` energy on its test."""
    card = CATALOG.card(loc)
    g = Game(
        [card, *STONES[:2], VALLEY_HUMAN, VALLEY_FEATURE],
        path=[s.id for s in STONES[:2]],
        location=card.slug,
        challenge_order=[draw] * 30,
    )
    energy(g, aspect, max(0, difficulty - 2))
    own_test(g, loc, energy=difficulty)
    return g


def _valley_cards(g: Game) -> dict[str, tuple[str, str | None]]:
    return {c.def_id: g.where(c.iid) for c in g.state.cards.values() if c.def_id.startswith("TLV")}


def test_rings_of_the_moon_peer_shuffles_a_valley_feature_into_the_path_deck() -> None:
    g = _valley_search(RINGS, "AWA", 3)
    assert _valley_cards(g) == {"TLVF": ("path_deck", None)}
    g2 = _valley_search(RINGS, "AWA", 2)  # one below the difficulty: nothing is searched
    assert _valley_cards(g2) == {}


def test_crossroads_station_describe_shuffles_a_valley_human_into_the_path_deck() -> None:
    g = _valley_search(CROSSROADS, "FOC", 1)
    assert _valley_cards(g) == {"TLVH": ("path_deck", None)}
    g2 = _valley_search(CROSSROADS, "FOC", 1, draw=FAIL)
    assert _valley_cards(g2) == {}


TERRAVORE = "01432"


def test_terravore_takes_one_effort_from_tests_on_its_attached_feature() -> None:
    g = at(TERRAVORE, STONES[0], ROCK, draw=SUN)
    loc, stone, rock = g.iid(TERRAVORE), g.iid(STONES[0].id), g.iid(ROCK.id)
    ops.attach(Engine(g.state, g.session.book, g.registry, Recorder()), rock, loc)  # its arrival's feature
    energy(g, "FIT", 4)
    g.perform("traverse", stone, energy=2)  # not attached: the full effort
    assert tokens(g, stone) == {"progress": 2}
    g.perform("traverse", rock, energy=3)  # 3 - 1 against its presence 3: fails
    assert tokens(g, rock) == {} and g.ranger().injuries == 1
    g2 = at(TERRAVORE, STONES[0], ROCK, draw=SUN)
    rock2 = g2.iid(ROCK.id)
    ops.attach(Engine(g2.state, g2.session.book, g2.registry, Recorder()), rock2, g2.iid(TERRAVORE))
    energy(g2, "FIT", 2)
    g2.perform("traverse", rock2, energy=4)  # 4 - 1: succeeds with 3 progress
    assert tokens(g2, rock2) == {"progress": 3}


STONEWEAVER = "01449"


def test_stoneweaver_bridge_refresh_may_keep_an_exhausted_path_card_exhausted() -> None:
    g = at(STONEWEAVER, PREDATOR, PREY, rangers=1)
    pred, prey = g.iid(PREDATOR.id), g.iid(PREY.id)
    g.bring(PREY.id)
    for c in (pred, prey):
        g.session.manual(ManualAdjust(action="exhaust", card=c))
    g.rest()
    g.pick(g.find("yes").id, "effect_may")
    g.pick(f"card:{prey}", "effect_choice")
    assert g.state.cards[prey].exhausted and not g.state.cards[pred].exhausted
    g2 = at(STONEWEAVER, PREDATOR)
    g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid(PREDATOR.id)))
    g2.rest()
    g2.pick(g2.find("no").id, "effect_may")  # declined: everything readies
    assert not g2.state.cards[g2.iid(PREDATOR.id)].exhausted
    g3 = at(STONEWEAVER, PREDATOR)
    g3.rest()  # nothing exhausted: no question
    assert g3.prompt.kind != "effect_may"


def test_terravore_reads_its_depths_entry_when_its_attached_feature_clears() -> None:
    g = at(TERRAVORE, STONES[0], ROCK, draw=SUN)
    loc, stone, rock = g.iid(TERRAVORE), g.iid(STONES[0].id), g.iid(ROCK.id)
    ops.attach(Engine(g.state, g.session.book, g.registry, Recorder()), rock, loc)
    result = g.session.manual(ManualAdjust(action="add_tokens", card=stone, token="progress", amount=9))
    assert g.where(stone) == ("path_discard", None) and not [e for e in result.events if e.guide_entry]
    result = g.session.manual(ManualAdjust(action="add_tokens", card=rock, token="progress", amount=9))
    assert [e.guide_entry for e in result.events if e.guide_entry] == ["28.1"]


def test_terravore_answers_as_its_feature_clears_before_the_discard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Terravore (01432), its response to its attached feature clearing, under ruling R91
    (Rulebook: Timing, "when"; Clearing Cards, the clear text then the discard): it answers at the
    moment the feature clears, while the feature is still attached with its progress, not in the
    window after the discard."""
    g = at(TERRAVORE, ROCK, draw=SUN)
    loc, rock = g.iid(TERRAVORE), g.iid(ROCK.id)
    ops.attach(Engine(g.state, g.session.book, g.registry, Recorder()), rock, loc)
    seen: list[tuple[str | None, int]] = []
    record = Recorder.event

    def spy(self: Recorder, kind: str, *args: Any, **kwargs: Any) -> Any:
        if kind == "guide_entry":
            seen.append((g.state.cards[rock].attached_to, g.state.cards[rock].tokens.get("progress", 0)))
        return record(self, kind, *args, **kwargs)

    monkeypatch.setattr(Recorder, "event", spy)
    g.session.manual(ManualAdjust(action="add_tokens", card=rock, token="progress", amount=9))
    assert seen == [(loc, 9)]
    assert g.where(rock) == ("path_discard", None)


def _progress_for_effort(loc: str, aspect: str, difficulty: int, have: int, use: int) -> Game:
    """The location's own test with ``have`` progress on it; ``use`` of them discarded for effort
    (its commit rule, asked as the test begins), then energy up to the difficulty."""
    g = at(loc, draw=SUN)
    iid = g.iid(loc)
    g.session.manual(ManualAdjust(action="add_tokens", card=iid, token="progress", amount=have))
    energy(g, aspect, 4)
    g.choose_test("t1", iid, source=iid)
    g.pick(f"n:{use}", "effect_amount")
    g.commit_energy(difficulty - use)
    return g


def test_the_concordant_ziggurats_trade_up_to_two_progress_for_effort() -> None:
    g = _progress_for_effort(ZIGGURATS, "AWA", 3, have=3, use=2)
    assert g.ranger().ranger_token_on == g.iid(ZIGGURATS) and tokens(g, g.iid(ZIGGURATS)) == {"progress": 1}
    g2 = at(ZIGGURATS, draw=SUN)
    z = g2.iid(ZIGGURATS)
    g2.session.manual(ManualAdjust(action="add_tokens", card=z, token="progress", amount=3))
    g2.choose_test("t1", z, source=z)
    assert g2.options()[-1] == "n:2"  # never more than 2, whatever is there


def test_the_fractured_wall_trades_up_to_two_progress_for_effort() -> None:
    g = _progress_for_effort(FRACTURED, "FOC", 4, have=2, use=2)
    assert g.ranger().ranger_token_on == g.iid(FRACTURED) and tokens(g, g.iid(FRACTURED)) == {}


def test_headwaters_station_trades_any_progress_for_effort_up_to_its_deep_entry() -> None:
    g = _progress_for_effort(HEADWATERS, "FIT", 8, have=5, use=5)  # 5 progress + 3 energy: effort 8
    assert [e.guide_entry for e in g.events("guide_entry")] == ["23.1"]


def _haggle(draw: str) -> Game:
    """Kobo's Market with a starting gear (a sensor) in hand; Haggle [3] with 2 energy."""
    extra = (CATALOG.card(SENSOR), CATALOG.card(MULTITOOL))
    g = at(KOBO, draw=draw, extra=extra, decks=[[SENSOR]])
    own_test(g, KOBO, energy=2)
    return g


def test_kobos_market_haggle_trades_a_gear_in_hand_for_a_starting_gear_for_good() -> None:
    g = _haggle(MOUNTAIN)  # effort 3 = difficulty 3
    g.pick(f"collection:{MULTITOOL}", "effect_choice")
    hand = [g.state.cards[i].def_id for i in g.ranger().hand]
    assert MULTITOOL in hand and SENSOR not in hand
    assert [(c.remove, c.add) for c in g.state.day.deck_changes] == [(SENSOR, None), (None, MULTITOOL)]
    g.expect("turn")


def test_kobos_market_haggle_below_its_difficulty_trades_nothing() -> None:
    g = _haggle(SUN)  # effort 2 < 3
    assert g.state.day.deck_changes == [] and SENSOR in [g.state.cards[i].def_id for i in g.ranger().hand]


def _in_the_spire() -> tuple[Day, str, list[str]]:
    """At Spire with two invented Spire-set cards in its deck and invented path cards; the Ranger
    has entered the town (their token is on the location): the Spire deck's top card is in play."""
    extra = [
        CATALOG.card(SPIRE),
        feature("TSP1", set_id="spire", name="Spire 1"),
        feature("TSP2", set_id="spire", name="Spire 2"),
        feature("TSP3", set_id="spire", name="Spire 3"),
    ]
    d = Day(extra, location="spire", path=None, terrain="woods")
    loc = next(i for i in d.state.surroundings if d.state.cards[i].def_id == SPIRE)
    d.pick(f"test:{loc}:t1:{loc}", "turn")
    d.commit_energy(2)  # difficulty 2, sun 0
    return d, loc, list(d.state.day.separate_decks["spire"])


def _next_round(d: Day) -> None:
    """Rest, then answer what the end of the round asks until the path draw question (or a turn)."""
    d.pick("rest", "turn")
    while d.session.prompt is not None and d.prompt.kind not in ("effect_may", "turn"):
        d.pick(d.options()[-1])


def test_spire_lets_a_ranger_whose_token_is_on_it_draw_from_the_spire_deck_instead() -> None:
    d, _, spire_deck = _in_the_spire()
    path_top = d.state.path_deck[0]
    _next_round(d)
    d.pick("yes", "effect_may")
    assert d.state.day.separate_decks["spire"] == spire_deck[1:]
    assert d.where(spire_deck[0])[0] in ("within_reach", "along_the_way")
    assert d.where(path_top) == ("path_deck", None)


def test_spire_draw_may_be_refused_and_needs_your_token_on_the_spire() -> None:
    d, _, spire_deck = _in_the_spire()
    path_top = d.state.path_deck[0]
    _next_round(d)
    d.pick("no", "effect_may")
    assert d.state.day.separate_decks["spire"] == spire_deck
    assert d.where(path_top)[0] in ("within_reach", "along_the_way")
    d2, _, spire_deck2 = _in_the_spire()
    d2.manual(action="ranger_token", ranger="r1", card=None)  # the token back on the role
    _next_round(d2)
    assert d2.prompt.kind == "turn" and d2.state.day.separate_decks["spire"] == spire_deck2


def test_philosophers_garden_turns_path_cards_face_down_as_blank_obstacles_identify_turns_them_up() -> None:
    from rangers_qt.engine.facedown import FACEDOWN_NAME

    g = at(GARDEN, PREDATOR, PREY, draw=FAIL, then=(SUN, SUN))
    loc, pred, prey = g.iid(GARDEN), g.iid(PREDATOR.id), g.iid(PREY.id)
    eng = Engine(g.state, g.session.book, g.registry, Recorder())
    assert not [o for o in g.options() if o.startswith(f"test:{loc}:t1")]  # nothing face down: no Identify
    g.bring(PREY.id)
    g.rest()
    g.pick(f"card:{prey}", "effect_choice")  # refresh: the lead picks among the face-up path cards
    f = eng.facts(prey)
    blank = (FACEDOWN_NAME, "feature", {"obstacle": None}, frozenset())
    assert (f.name, f.type, f.keywords, f.traits) == blank
    assert ops.presence(eng, prey) == 1 and g.where(prey) == ("within_reach", "r1")
    assert f"test:common:connect:{prey}" not in g.options()  # no longer a being
    g.perform("t1", prey, energy=1, source=loc)  # effort 1 - 2 (pinned): one below the difficulty 1
    assert eng.facts(prey).name == FACEDOWN_NAME
    g.rest()  # refresh: only the predator is face up: turned face down without a question
    assert eng.facts(pred).name == FACEDOWN_NAME and eng.facts(prey).name == FACEDOWN_NAME
    g.perform("t1", prey, energy=1, source=loc)  # effort 1 (sun): at the difficulty
    assert eng.facts(prey).name == PREY.name and eng.facts(prey).has_trait("prey")
    energy(g, "AWA", 1)
    g.perform("t1", pred, energy=2, source=loc)  # effort 2: above it
    assert eng.facts(pred).name == PREDATOR.name and g.state.cards[pred].face_up
    assert not [o for o in g.options() if o.startswith(f"test:{loc}:t1")]  # none face down again
    g.rest()
    g.pick(f"card:{pred}", "effect_choice")
    g.session.manual(ManualAdjust(action="move", card=pred, zone="path_discard"))
    card = g.state.cards[pred]
    assert (card.face_up, card.side, eng.facts(pred).name) == (True, "front", PREDATOR.name)
    # Arriving: the lead's card goes along the way face down, a blank obstacle Identify can aim at.
    from rangers_qt.content import models as mm

    garden = CATALOG.card(GARDEN)
    d = Day([garden, PREY, *STONES], rangers=1, path=[PREY.id, *(c.id for c in STONES)])
    vmap = d.catalog.valley_map  # type: ignore[attr-defined]
    d.catalog.valley_map = vmap.model_copy(  # type: ignore[attr-defined]
        update={
            "locations": (*vmap.locations, mm.MapLocation(slug=garden.slug, card_id=garden.id)),
            "connections": (*vmap.connections, mm.Connection(a=garden.slug, b="alpha", terrain="woods")),
        }
    )
    ready_to_travel(d)
    d.pick(f"travel:{garden.slug}", "travel")
    d.pick("camp:no", "camp")
    d.pick("done", "guide")
    down = d.state.along_the_way[0]
    deng = Engine(d.state, d.session.book, d.session.registry, Recorder())
    assert (deng.facts(down).name, deng.facts(down).keywords) == (FACEDOWN_NAME, {"obstacle": None})
    assert f"test:{d.state.surroundings[0]}:t1:{down}" in d.options()
