"""Location cards' travel responses (cards/locations.json) through the prompt protocol: the shipped
location in the day kit's tiny Valley, joined to it by invented paths (location_kit.travel_day)."""

from __future__ import annotations

from typing import Any

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


MOUND = "01440"


def _mound_travel(routes: int, stay_first: bool = False) -> int:
    """The group at the Mound with this many routes travels to alpha; the progress alpha has once
    the group got there (its arrival entry read)."""
    d = travel_day(MOUND, links=(("alpha", "swamp"),))
    mound = d.state.surroundings[0]
    if routes:
        d.manual(action="add_tokens", card=mound, token="route", amount=routes)
    ready_to_travel(d)  # the forced response resolves without a question
    if stay_first:
        d.pick("stay", "travel")
        ready_to_travel(d)
    d.pick("travel:alpha", "travel")
    d.pick("camp:no", "camp")
    while d.prompt.kind == "guide":
        d.pick("done")
    assert d.state.day.location == "alpha"
    return d.state.cards[d.state.surroundings[0]].tokens.get("progress", 0)


def test_mound_of_the_navigator_gives_the_destination_two_progress_per_route() -> None:
    assert [_mound_travel(n) for n in (0, 1, 2)] == [0, 2, 4]


def test_mound_of_the_navigator_counts_again_after_the_group_stayed() -> None:
    assert _mound_travel(1, stay_first=True) == 2  # the stay dropped the first round's progress


MARSH = "01427"


def test_marsh_of_rebirth_leads_to_every_location_on_a_swamp_path_along_the_swamp() -> None:
    d = travel_day(MARSH, links=(), paths=(("gamma", "delta", "swamp"),))  # no path of its own
    ready_to_travel(d)  # forced: no question
    assert [o.id for o in d.expect("travel").options] == ["travel:gamma", "travel:delta", "stay"]
    d.pick("travel:gamma")  # gamma's only printed path from alpha is a closed river
    d.pick("camp:no", "camp")
    assert d.state.day.location == "gamma" and d.state.day.terrain == "swamp"


def test_marsh_of_rebirth_without_a_swamp_path_in_the_valley_leads_nowhere() -> None:
    d = travel_day(MARSH, links=())
    ready_to_travel(d)
    assert [o.id for o in d.expect("travel").options] == ["stay"]


NIM = "01453"


def _overlook(effort: int, links: tuple[tuple[str, str], ...]) -> tuple[Any, str]:
    """Overlook (FOC + exploration, difficulty 3) at Mount Nim with this effort (a sun 0 draw)."""
    d = travel_day(NIM, links=links)
    nim = d.state.surroundings[0]
    d.manual(action="energy", ranger="r1", aspect="FOC", amount=effort - 2)
    d.choose_test("t1", target=nim, source=nim)
    d.expect("commit_energy")
    d.commit_energy(effort)
    return d, nim


def _held(d: Any, nim: str) -> list[str]:
    return [i for i in d.state.cards[nim].attached if not d.state.cards[i].face_up]


def _travel_to(d: Any, slug: str) -> None:
    ready_to_travel(d)
    d.pick(f"travel:{slug}", "travel")
    d.pick("camp:no", "camp")
    while d.prompt.kind == "guide":
        d.pick("done")


def test_mount_nim_overlook_holds_a_pivotal_set_card_that_enters_when_the_group_goes_there() -> None:
    d, nim = _overlook(3, (("alpha", "mountain_pass"), ("beta", "woods")))
    assert [o.id for o in d.expect("effect_choice").options] == ["location:alpha", "location:beta"]
    d.pick("location:beta")  # pivotal: its own set (Beta own 1, Beta own 2)
    (held,) = _held(d, nim)
    def_id = d.state.cards[held].def_id
    assert def_id in ("DB1", "DB2")
    _travel_to(d, "beta")
    assert d.where(held)[0] in ("along_the_way", "within_reach") and d.state.cards[held].face_up
    assert [c.def_id for c in d.state.cards.values()].count(def_id) == 1  # not in the new deck too


def test_mount_nim_overlook_card_goes_back_to_the_collection_when_the_group_goes_elsewhere() -> None:
    d, nim = _overlook(4, (("alpha", "mountain_pass"), ("beta", "woods")))
    d.pick("location:alpha", "effect_choice")  # not pivotal: the Valley set
    (held,) = _held(d, nim)
    assert d.state.cards[held].def_id.startswith("DV")
    _travel_to(d, "beta")
    assert held not in d.state.cards


def test_mount_nim_overlook_with_one_nearby_location_asks_nothing_and_fails_below_three() -> None:
    d, nim = _overlook(3, (("alpha", "mountain_pass"),))
    d.expect("turn")  # alpha is the only nearby location
    assert len(_held(d, nim)) == 1
    d2, nim2 = _overlook(2, (("alpha", "mountain_pass"),))
    d2.expect("turn")
    assert _held(d2, nim2) == []
