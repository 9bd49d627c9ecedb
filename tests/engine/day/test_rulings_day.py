"""Rulings R19-R26 of docs/rulings.md (the day: path deck, arrival setup, travel, missions)."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content import models as m

from ..helpers import feature, kw
from .kit import DEAL, Day, arrival_location, arrive, objective_mission
from .test_day_setup import _weathers


def test_r19_weather_adds_its_path_card_only_from_the_face_that_says_so() -> None:
    """R19 (Delightful Rule): a weather card's path card joins the deck only while that face shows."""
    d = Day(_weathers(), path=None, terrain="woods", difficulty="hard", weather_side="back")
    ids = [c.def_id for c in d.state.cards.values()]
    assert len([x for x in ids if x.startswith("DV")]) == 3


def test_r20_group_steps_do_not_use_up_a_rangers_turn_at_arrival() -> None:
    """R20: a "group" arrival step is done by the lead for everyone; the lead still resolves the next
    lead step and a "next Ranger" step goes to the Ranger after the lead."""
    loc = arrival_location(
        "DX8",
        "X8",
        "x_eight",
        arrival=[
            arrive("group", {"do": "pick_from_path", "match": {"card_id": "DZ"}, "then": "discard"}),
            arrive("lead", DEAL),
            arrive("next", DEAL),
        ],
    )
    cards = [loc, feature("DA"), feature("DB"), feature("DZ"), feature("DC"), feature("DD")]
    d = Day(cards, rangers=2, location="x_eight", path=["DA", "DB", "DZ", "DC", "DD"], arrival_setup=True)
    st = d.state
    assert d.defs(st.path_discard) == ["DZ"]
    # After the search the deck is shuffled: each Ranger holds one arrival card and one round-1 card.
    assert len(st.ranger("r1").within_reach) == 2 and len(st.ranger("r2").within_reach) == 2


def _draw_choose_location() -> m.LocationCard:
    """Location x_nine: on arrival the lead draws 2 and must keep one with ambush."""
    return arrival_location(
        "DX9",
        "X9",
        "x_nine",
        arrival=[arrive("lead", {"do": "draw_keep_one", "amount": 2, "keyword": "ambush"})],
    )


def test_r21_draw_choose_keeps_the_card_with_the_named_keyword() -> None:
    """R21: draw several, the one with the named keyword enters play; the others are discarded."""
    loc = _draw_choose_location()
    cards = [loc, feature("DA"), feature("DAM", keywords=kw("ambush")), feature("DC")]
    d = Day(cards, location="x_nine", path=["DA", "DAM", "DC"], arrival_setup=True)
    st = d.state
    assert d.defs(st.path_discard) == ["DA"]
    assert d.defs(st.ranger("r1").within_reach) == ["DAM", "DC"]


def test_r21_draw_choose_without_keyword_lets_the_ranger_choose() -> None:
    """R21: with no card carrying the keyword, the Ranger chooses which one enters play."""
    loc = _draw_choose_location()
    cards = [loc, feature("DA"), feature("DB"), feature("DC")]
    d = Day(cards, location="x_nine", path=["DA", "DB", "DC"], arrival_setup=True)
    p = d.expect("search")
    assert [o.id for o in p.options] == [f"keep:{d.iid('DA')}", f"keep:{d.iid('DB')}"]
    d.pick(f"keep:{d.iid('DB')}")
    assert d.defs(d.state.path_discard) == ["DA"]
    assert d.defs(d.state.ranger("r1").within_reach) == ["DB", "DC"]


def test_r22_no_open_path_still_offers_stay() -> None:
    """R22: travel is possible but no open path leaves the location: the prompt offers stay only."""
    d = Day(location="gamma", path=[])  # gamma's only path is a river
    d.ready_to_travel()
    assert d.options() == ["stay"]


@pytest.mark.parametrize("condition", [None, False])
def test_r23_ranger_station_and_new_location_objectives(condition: bool | None) -> None:
    """R23: "a Ranger station" is a location whose map name ends in Station; "any new location" is
    named on arriving somewhere not visited today, while the objective's own condition in the data
    holds (counted by the engine, never asked: no "the condition does not hold" option); with the
    condition false nothing is named."""
    extra: dict[str, Any] = {} if condition is None else {"while_": {"exists": {"zone": "set_aside"}}}
    lure = objective_mission(
        "DML",
        "Lure",
        "Confront",
        kind="arrive_at",
        location="any_new_location",
        guide_entries=("1.42",),
        **extra,
    )
    d = Day([lure], path=[], missions=["DML"])
    d.ready_to_travel()
    d.pick("travel:beta")
    d.pick("camp:no")
    if condition is None:
        p = d.expect("guide")
        assert "1.42" in p.title and "not_met" not in d.options() and "condition" not in p.title
    else:
        assert "1.42" not in d.state.day.guide_entries


def test_r24_arrive_at_mission_is_named_before_the_location_entry() -> None:
    """R24: missions to arrive at may override the location's entry, so they come first."""
    reach = objective_mission(
        "DMR", "Reach", "Reached", kind="arrive_at", location="beta", guide_entries=("1.29",)
    )
    d = Day([reach], path=[], missions=["DMR"])
    d.ready_to_travel()
    d.pick("travel:beta")
    d.pick("camp:no")
    assert "1.29" in d.expect("guide").title
    d.pick("done")
    assert "72" in d.expect("guide").title


def test_r25_path_cards_return_to_the_collection_on_travel() -> None:
    """R25: the old path deck's card instances leave the game; the new deck is made of new instances."""
    d = Day(path=None, terrain="woods")
    old = {i for i, c in d.state.cards.items() if c.def_id.startswith("DW")}
    d.ready_to_travel()
    d.pick("travel:beta")
    d.pick("camp:no")
    new = {i for i, c in d.state.cards.items() if c.def_id.startswith("DW")}
    assert old and new and not (old & new)


def test_r26_mulligan_once_per_ranger() -> None:
    """R26: one mulligan per Ranger at setup: after redrawing, the turn begins."""
    d = Day(path=[], mulligan=True)
    d.pick(f"aside:{d.state.ranger('r1').hand[0]}")
    d.pick("done")
    assert d.prompt.kind == "turn"


def test_r28_location_with_threshold_x_lets_the_players_judge() -> None:
    """R28: a location whose progress threshold is X (defined by its text) does not block travel; the
    travel prompt is offered and the players may stay."""
    from rangers_qt.engine.rules.travel import can_travel

    from ..helpers import location

    d = Day([location("DLA", slug="alpha", progress="x")], path=[])
    assert can_travel(d.state, d.catalog)
    d.pick("rest", "turn")
    assert d.options() == ["travel:beta", "stay"]


def test_r29_travel_away_missions_are_named_before_the_table_is_cleared() -> None:
    """R29: a "travel away" mission is named while the path cards are still in play (its condition may
    name one of them); the play area is cleared right after."""
    away = objective_mission(
        "DMA", "Leave", "Left", kind="travel_away_from", location="alpha", guide_entries=("1.01",)
    )
    d = Day([away, feature("DHY")], path=["DHY"], missions=["DMA"])
    hy = d.iid("DHY")
    d.ready_to_travel()
    d.pick("travel:beta")
    assert "1.01" in d.expect("guide").title
    assert d.where(hy) == ("within_reach", "r1")
    d.pick("done")
    assert hy not in d.state.cards
