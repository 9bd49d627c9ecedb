"""Location cards' travel responses (cards/locations.json) through the prompt protocol: the shipped
location in the day kit's tiny Valley, joined to it by invented paths (location_kit.travel_day)."""

from __future__ import annotations

from .location_kit import ready_to_travel, travel_day

PLUMMET = "01434"


def test_the_plummet_carries_a_group_all_on_it_two_paths_away_on_the_second_paths_terrain() -> None:
    d = travel_day(PLUMMET, rangers=2)  # the_plummet -mountain pass- alpha -woods- beta
    plummet = d.state.surroundings[0]
    for rid in ("r1", "r2"):
        d.manual(action="ranger_token", ranger=rid, card=plummet)
    ready_to_travel(d)
    d.pick(f"respond:{plummet}", "response")
    assert [o.id for o in d.expect("travel").options] == ["travel:alpha", "travel:beta", "stay"]
    d.pick("travel:beta")  # two paths away (the river to gamma stays closed)
    d.pick("camp:no", "camp")
    assert d.state.day.location == "beta" and d.state.day.terrain == "woods"


def test_the_plummet_offers_nothing_unless_every_ranger_is_on_it_and_may_be_declined() -> None:
    d = travel_day(PLUMMET, rangers=2)
    d.manual(action="ranger_token", ranger="r1", card=d.state.surroundings[0])
    ready_to_travel(d)  # one token of two: no response
    assert [o.id for o in d.expect("travel").options] == ["travel:alpha", "stay"]
    d2 = travel_day(PLUMMET, rangers=2)
    for rid in ("r1", "r2"):
        d2.manual(action="ranger_token", ranger=rid, card=d2.state.surroundings[0])
    ready_to_travel(d2)
    d2.pick("pass", "response")
    assert [o.id for o in d2.expect("travel").options] == ["travel:alpha", "stay"]
