"""Rulebook: Game Setup (in order) and Phase 3: Travel, 4. Build the Path Deck ("Path Deck Assembly")."""

from __future__ import annotations

import pytest

from rangers_qt.content import models as m
from rangers_qt.content.behaviour import Behaviour
from rangers_qt.engine import GameSetup
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day.day_setup import recommended_weather, resolve_weather
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.path_deck import plan_path_deck
from rangers_qt.engine.state import GameState

from ..helpers import feature, kw
from .kit import BETA, DEAL, Day, arrival_location, arrive, catalog


def _weathers() -> list[m.WeatherCard]:
    def card(cid: str, slug: str, diff: str, adds: tuple[str, ...] = ()) -> m.WeatherCard:
        rules = [{"rule": "add_to_path_deck", "cards": list(adds)}] if adds else []
        face = m.WeatherFace(
            name=slug.title(),
            token="cloud",
            starting_tokens=m.Amount.fixed(3),
            behaviour=Behaviour.model_validate({"assembly": rules}) if rules else None,
        )
        back = m.WeatherFace(name=slug.title() + " back", token="cloud")
        return m.WeatherCard(
            id=cid,
            name=slug.title(),
            set_id="weather",
            slug=slug,
            front=face,
            back=back,
            difficulty=diff,
        )  # type: ignore[arg-type]

    return [
        card("DWE1", "a_perfect_day", "easy"),
        card("DWE2", "downpour", "normal"),
        card("DWE3", "howling_winds", "hard", ("DV1",)),
        card("DWE4", "electric_fog", "expert"),
    ]


def test_mulligan_sets_aside_redraws_and_shuffles_back() -> None:
    """Rulebook: Game Setup, Draw Starting Hand - Mulligan: set aside any number, draw as many, shuffle
    the set-aside cards back into the deck."""
    deck = [f"F{i}" for i in range(30)]
    cards = [m.AttributeCard(id=f"F{i}", name=f"F{i}", set_id="t") for i in range(30)]
    d = Day(cards, path=[], decks=[deck], mulligan=True)
    p = d.expect("mulligan")
    r = d.state.ranger("r1")
    hand = list(r.hand)
    assert len(hand) == 6 and p.ranger == "r1"
    d.pick(f"aside:{hand[0]}")
    d.pick(f"aside:{hand[1]}", "mulligan")
    assert f"aside:{hand[0]}" not in d.options()
    d.pick("done", "mulligan")
    r = d.state.ranger("r1")
    assert len(r.hand) == 6 and hand[0] not in r.hand and hand[1] not in r.hand
    assert hand[0] in r.deck and hand[1] in r.deck and len(r.deck) == 24
    assert d.prompt.kind == "turn"


def test_mulligan_keep_hand_changes_nothing_and_each_ranger_is_asked() -> None:
    """Rulebook: Game Setup, Draw Starting Hand - the mulligan is each Ranger's own choice."""
    d = Day(rangers=2, path=[], mulligan=True)
    assert d.expect("mulligan").ranger == "r1"
    before = list(d.state.ranger("r1").hand)
    d.pick("done")
    assert d.expect("mulligan").ranger == "r2"
    d.pick("done")
    assert d.state.ranger("r1").hand == before


def test_weather_by_difficulty_and_by_campaign_day() -> None:
    """Rulebook: Weather Cards, Customizing Difficulty; Campaign Tracker, Day Track (recommended weather)."""
    cat = catalog(_weathers())
    book = book_for(cat)
    assert resolve_weather(book, None, "easy", None) == "DWE1"
    assert resolve_weather(book, None, "expert", None) == "DWE4"
    assert resolve_weather(book, None, None, 13) == "DWE3"
    assert resolve_weather(book, "downpour", None, 1) == "DWE2"
    assert resolve_weather(book, None, None, None) is None
    assert [recommended_weather(d) for d in (1, 4, 8, 13, 29)] == [
        "a_perfect_day",
        "downpour",
        "a_perfect_day",
        "howling_winds",
        "a_perfect_day",
    ]
    with pytest.raises(EngineError):
        resolve_weather(book, None, "impossible", None)
    assert [recommended_weather(d) for d in (31, 34, 36, 40, 45, 46)] == [
        "downpour",
        "a_perfect_day",
        "howling_winds",
        "downpour",
        "a_perfect_day",
        "a_perfect_day",
    ]
    with pytest.raises(EngineError):
        recommended_weather(0)


def test_weather_placed_with_starting_tokens_left_of_location() -> None:
    """Rulebook: Game Setup, Set Up the Weather Card (left of the location) and Finishing Touches."""
    d = Day(_weathers(), path=[], difficulty="easy", missions=[])
    st = d.state
    assert d.defs(st.surroundings)[:2] == ["DWE1", "DLA"]
    assert st.cards[st.surroundings[0]].tokens == {"cloud": 3}


def test_campaign_day_names_its_guide_entry_at_setup() -> None:
    """Rulebook: Game Setup, Set Up the Weather Card - read the entries listed above the current day."""
    d = Day(_weathers(), path=[], campaign_day=1)
    p = d.expect("guide")
    assert "entry 1 " in p.title + " " and d.state.day.guide_entries == ["1"]
    assert d.defs(d.state.surroundings)[0] == "DWE1"


def test_setup_path_deck_terrain_plus_three_valley_cards() -> None:
    """Rulebook: Game Setup, Build and Shuffle the Path Deck - terrain of the previous day + 3 Valley."""
    d = Day(path=None, terrain="woods")
    defs = [c.def_id for c in d.state.cards.values() if c.def_id.startswith(("DW", "DV", "DB"))]
    assert sorted(x for x in defs if x.startswith("DW")) == ["DW1", "DW1", "DW2"]
    assert len([x for x in defs if x.startswith("DV")]) == 3
    assert d.state.day.terrain == "woods" and d.state.day.location == "alpha"


def test_setup_path_deck_pivotal_adds_own_set_no_valley() -> None:
    """Rulebook: Phase 3: Travel, 4. Location Set - a pivotal location adds its own set, no Valley cards."""
    d = Day(location="beta", path=None, terrain="lakeshore")
    defs = sorted(c.def_id for c in d.state.cards.values() if c.def_id.startswith(("DL1", "DV", "DB")))
    assert defs == ["DB1", "DB2", "DL1"]


def _plan(loc: m.LocationCard, terrain: str | None, extra: list[object] = ()) -> tuple[list[str], dict]:  # type: ignore[assignment,type-arg]
    book = book_for(catalog([loc, *extra]))
    return plan_path_deck(GameState(), book, loc, terrain)


def test_assembly_rules_replace_terrain_no_valley_require_card_separate_deck() -> None:
    """Rulebook: Phase 3: Travel, 4. Other Path Cards - a location's "Path Deck Assembly" instructions."""
    base = {"set_id": "tloc", "progress_threshold": m.Amount.fixed(2)}
    swampy = m.LocationCard(
        id="DX1",
        name="X1",
        slug="x_one",
        behaviour=Behaviour.model_validate(
            {"assembly": [{"rule": "replace_terrain", "terrain": "swamp"}, {"rule": "no_valley_cards"}]}
        ),
        **base,
    )
    deck, _ = _plan(swampy, "woods")
    assert deck == ["DS1"]
    needs = m.LocationCard(
        id="DX2",
        name="X2",
        slug="x_two",
        behaviour=Behaviour.model_validate({"assembly": [{"rule": "require_valley_card", "cards": ["DV4"]}]}),
        **base,
    )
    deck, _ = _plan(needs, None)
    assert len(deck) == 3 and deck.count("DV4") == 1
    split = m.LocationCard(
        id="DX3",
        name="X3",
        slug="x_three",
        pivotal=True,
        path_set="bset",
        behaviour=Behaviour.model_validate(
            {"assembly": [{"rule": "separate_deck", "sets": ["bset"], "deck": "own"}]}
        ),
        **base,
    )
    deck, sep = _plan(split, "lakeshore")
    assert deck == ["DL1"] and sorted(sep["own"]) == ["DB1", "DB2"]


def test_weather_adds_its_card_only_on_the_side_that_says_so() -> None:
    """Rulebook: Phase 3: Travel, 4. Other Path Cards (weather); ruling R-D1 (Delightful Rule)."""
    d = Day(_weathers(), path=None, terrain="woods", difficulty="hard", seed=11)
    ids = [c.def_id for c in d.state.cards.values()]
    # Three Valley cards plus the weather's added copy of DV1 (it may also be among the three).
    assert ids.count("DV1") >= 1
    assert len([x for x in ids if x.startswith("DV")]) == 4


def test_separate_deck_cards_sit_aside_and_feed_arrival_draws() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - drawing from a location's separate deck."""
    loc = arrival_location(
        "DX4",
        "X4",
        "x_four",
        assembly=[{"rule": "separate_deck", "sets": ["bset"], "deck": "detritus"}],
        arrival=[arrive("lead", {"do": "deal_path", "deck": "detritus"})],
    )
    d = Day([loc], location="x_four", path=None, terrain="woods", arrival_setup=True)
    st = d.state
    sep = st.day.separate_decks["detritus"]
    assert len(sep) == 1 and all(i in st.set_aside for i in sep)
    drawn = [st.cards[i].def_id for i in st.ranger("r1").within_reach]
    assert any(x in ("DB1", "DB2") for x in drawn)


def test_arrival_next_ranger_steps_skip_when_everyone_resolved_one() -> None:
    """Rulebook: Game Setup, Resolve Arrival Setup - a "next Ranger" step is ignored once each Ranger
    has resolved one."""
    loc = arrival_location(
        "DX5",
        "X5",
        "x_five",
        arrival=[arrive("lead", DEAL), arrive("next", DEAL), arrive("next", DEAL)],
    )
    cards = [loc, feature("DA"), feature("DB"), feature("DC"), feature("DD"), feature("DE")]
    d = Day(
        cards, rangers=2, location="x_five", path=["DA", "DB", "DC", "DD", "DE"], arrival_setup=True, lead=1
    )
    st = d.state
    # Arrival: lead (r2) draws DA, next (r1) draws DB, the third step is ignored; round 1: r2 DC, r1 DD.
    assert d.defs(st.ranger("r2").within_reach) == ["DA", "DC"]
    assert d.defs(st.ranger("r1").within_reach) == ["DB", "DD"]
    assert d.defs(st.path_deck) == ["DE"]


def test_arrival_search_puts_a_match_into_play_and_group_search_discards() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup; Additional Concepts, Search."""
    loc = arrival_location(
        "DX6",
        "X6",
        "x_six",
        arrival=[
            arrive("group", {"do": "pick_from_path", "match": {"traits": ["Predator"]}, "then": "discard"}),
            arrive("lead", {"do": "pick_from_path", "match": {"keyword": "obstacle"}}),
        ],
    )
    cards = [loc, feature("DP", traits=("Predator",)), feature("DO", keywords=kw("obstacle")), feature("DN")]
    d = Day(cards, location="x_six", path=["DN", "DP", "DO", "DN"], arrival_setup=True)
    st = d.state
    assert d.defs(st.path_discard) == ["DP"]
    assert "DO" in d.defs(st.ranger("r1").within_reach)


def test_arrival_challenge_branch_follows_the_symbol() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - an instruction that depends on a challenge card."""
    loc = arrival_location(
        "DX7",
        "X7",
        "x_seven",
        arrival=[
            arrive(
                "lead",
                {"do": "reveal_challenge", "as": "$seen"},
                {"do": "if", "cond": {"shows": "mountain", "card": "$seen"}, "then": [DEAL]},
                {
                    "do": "if",
                    "cond": {"shows": "sun", "card": "$seen"},
                    "then": [{"do": "deal_path", "amount": 2}],
                },
            )
        ],
    )
    cards = [loc, feature("DA"), feature("DB"), feature("DC"), feature("DD")]
    d = Day(
        cards, location="x_seven", path=["DA", "DB", "DC", "DD"], arrival_setup=True, challenge=["TCP", "TC0"]
    )
    # TCP shows a mountain: the lead draws 1, then round 1 draws 1.
    assert d.defs(d.state.ranger("r1").within_reach) == ["DA", "DB"]


def test_game_setup_defaults_keep_single_round_tests_simple() -> None:
    """Rulebook: Game Setup - the full day is opt-in (mulligan and arrival setup flags)."""
    s = GameSetup(
        rangers=[
            {"name": "a", "aspects": {"AWA": 1, "FIT": 1, "FOC": 1, "SPI": 1}, "role_id": "TROLE", "deck": []}
        ],
        location="alpha",
    )  # type: ignore[list-item]
    assert (s.mulligan, s.arrival_setup, s.river_open) == (False, False, False)
    assert BETA.pivotal


def test_game_setup_runs_in_the_rulebook_order() -> None:
    """Rulebook: Game Setup, in order - player areas (aspect card, role, shuffled deck, energy equal to
    aspects), the Setup-keyword search, starting hands and mulligans, the lead Ranger, the challenge deck,
    location, weather (left) and missions (right), the path deck, arrival setup (the location's entry
    first), then round 1."""
    from ..helpers import gear, mission

    aspect = m.AspectCard(id="DASP", name="Aspect", set_id="aspects", AWA=3, FIT=2, FOC=1, SPI=2)
    tent = gear("DTENT", cost=0, keywords=kw("setup"))
    loc = arrival_location(
        "DX10",
        "X10",
        "x_ten",
        guide_entry="90",
        arrival=[arrive("lead", DEAL)],
    )
    cards = [aspect, tent, loc, mission("DMS"), feature("DA"), feature("DB"), feature("DC"), *_weathers()]
    d = Day(
        cards,
        rangers=2,
        location="x_ten",
        path=["DA", "DB", "DC"],
        decks=[["DTENT"], []],
        mulligan=True,
        arrival_setup=True,
        difficulty="normal",
        missions=["DMS"],
        lead=1,
        campaign_day=3,
    )
    seen = []
    while d.prompt.kind != "choose_next":
        p = d.prompt
        seen.append((p.kind, p.ranger))
        if p.kind == "setup_search":
            d.pick(next(o for o in d.options() if o.startswith("setup:")))
        else:
            d.pick("done")
    assert seen == [
        ("setup_search", "r1"),
        ("mulligan", "r1"),
        ("mulligan", "r2"),
        ("guide", "r2"),
        ("guide", "r2"),
    ]
    st = d.state
    assert st.day.guide_entries == ["94.1", "90"]
    assert d.defs(st.surroundings) == ["DWE2", "DX10", "DMS"]
    assert st.lead == "r2"
    assert d.defs(st.ranger("r1").player_area)[1:] == ["DTENT"]
    assert len(st.ranger("r1").hand) == 6 and len(st.ranger("r2").hand) == 6
    assert st.ranger("r1").energy == st.ranger("r1").aspects == {"AWA": 2, "FIT": 2, "FOC": 2, "SPI": 2}
    # arrival: lead (r2) draws DA; round 1: r2 then r1 draw.
    assert d.defs(st.ranger("r2").within_reach) == ["DA", "DB"] and d.defs(st.ranger("r1").within_reach) == [
        "DC"
    ]
    assert st.round == 1


def test_player_area_from_an_aspect_card_and_shuffled_decks() -> None:
    """Rulebook: Game Setup, Set Up Player Areas - energy equal to the aspect card's values; the Ranger
    deck and the challenge deck are shuffled."""
    from rangers_qt.engine import RangerSetup, Session

    aspect = m.AspectCard(id="DASP", name="Aspect", set_id="aspects", AWA=3, FIT=2, FOC=1, SPI=2)
    cards = [aspect, *[m.AttributeCard(id=f"F{i}", name=f"F{i}", set_id="t") for i in range(30)]]
    cat = catalog(cards)
    setup = GameSetup(
        rangers=[
            RangerSetup(name="A", aspect_card_id="DASP", role_id="TROLE", deck=[f"F{i}" for i in range(30)])
        ],
        location="alpha",
        path_deck=[],
        seed=9,
    )
    s = Session.new(cat, setup)
    r = s.state.rangers[0]
    assert r.energy == r.aspects == {"AWA": 3, "FIT": 2, "FOC": 1, "SPI": 2}
    order = [s.state.cards[i].def_id for i in r.hand + r.deck]
    assert sorted(order) == sorted(f"F{i}" for i in range(30)) and order != [f"F{i}" for i in range(30)]
    assert s.state.cards[r.role].def_id == "TROLE" and r.player_area == [r.role]
