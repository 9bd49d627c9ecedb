"""Issue #27, the card audit (docs/card-audit-path.md): the weather cards (both faces) as printed,
each clause's outcome and a negative case (a count one below, at and above its threshold; an
effect whose first part cannot happen). The day kit's tiny Valley, the shipped weather cards
(cards/weather.json), the challenge deck pinned to a sun card (TC0: every aspect +0)."""

from __future__ import annotations

from typing import Any

import pytest
from engine.day.kit import Day
from engine.helpers import being

from rangers_qt.content.catalog import load_catalog

WEATHER = [load_catalog().card(i) for i in ("WE01", "WE02", "WE03", "WE04")]
PATH = [being(f"WXP{i}", name=f"Test Walker {i}", presence=0) for i in range(8)]  # no fatigue


def _day(
    weather: str, side: str = "front", rangers: int = 1, draw: str = "TC0", **kw: Any
) -> tuple[Day, str]:
    d = Day(
        [*WEATHER, *PATH],
        rangers=rangers,
        path=[c.id for c in PATH],
        weather=weather,
        weather_side=side,
        challenge=[draw] * 20,
        **kw,
    )
    return d, d.state.surroundings[0]


def _traverse_the_location(d: Day) -> None:
    """The first Ranger performs Traverse at the location: the sun card resolves the weather's sun."""
    if d.prompt.kind == "choose_next":
        d.pick("next:r1")
    d.pick(f"test:common:traverse:{d.location_iid()}", "turn")
    d.pick("energy:1", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")


def _remove(d: Day, card: str, token: str, n: int) -> None:
    if n:
        d.manual(action="remove_tokens", card=card, token=token, amount=n)


def _fatigue(d: Day) -> list[int]:
    return [len(r.fatigue) for r in d.state.rangers]


@pytest.mark.parametrize(("wind", "flips"), [(5, False), (6, True), (7, True)])
def test_howling_winds_refresh_flips_at_three_wind_per_ranger(wind: int, flips: bool) -> None:
    """WE03 Howling Winds (refresh: at 3 wind per Ranger or more, the wind goes, the lead draws 1
    extra path card next round and the card turns over). Two Rangers: 5 wind (one below 6) stays
    and nothing turns; 6 and 7 turn it over with no wind left."""
    d, w = _day("WE03", rangers=2)
    d.manual(action="add_tokens", card=w, token="wind", amount=wind)
    d.pick("next:r1", "choose_next")
    d.pick("rest", "turn")
    d.pick("rest", "turn")
    card = d.state.cards[w]
    assert (card.side == "back") is flips
    assert card.tokens.get("wind", 0) == (0 if flips else wind)


def test_downpour_sun_with_rain_left_fatigues_each_ranger_and_turns_over_at_none() -> None:
    """WE02 Downpour (sun: a rain is removed, then each Ranger suffers 1 fatigue; with no rain left
    the card turns over). 1 rain: it goes, both Rangers suffer 1 fatigue, Gathering Storm shows."""
    d, w = _day("WE02", rangers=2)
    _remove(d, w, "rain", 3)
    _traverse_the_location(d)
    assert d.state.cards[w].tokens.get("rain", 0) == 0
    assert _fatigue(d) == [1, 1]
    assert d.state.cards[w].side == "back"


def test_downpour_sun_without_rain_fatigues_nobody() -> None:
    """WE02 Downpour (sun; negative case): the fatigue follows the rain's removal (the arrow) - with
    no rain on the card, no Ranger suffers fatigue."""
    d, w = _day("WE02", rangers=2)
    _remove(d, w, "rain", 4)
    _traverse_the_location(d)
    assert _fatigue(d) == [0, 0]


@pytest.mark.parametrize(("fog", "fatigue"), [(1, [1, 1]), (4, [1, 1])])
def test_electric_fog_sun_removes_a_fog_and_fatigues_each_ranger(fog: int, fatigue: list[int]) -> None:
    """WE04 Electric Fog (sun: a fog is removed, each Ranger suffers 1 fatigue, with no fog left the
    card turns over): 1 fog turns it to Clinging Mist, 4 leave 3 and the face."""
    d, w = _day("WE04", rangers=2)
    _remove(d, w, "fog", 4 - fog)
    _traverse_the_location(d)
    assert _fatigue(d) == fatigue
    assert d.state.cards[w].tokens.get("fog", 0) == fog - 1
    assert (d.state.cards[w].side == "back") is (fog == 1)


@pytest.mark.parametrize(("cloud", "flips"), [(3, False), (2, False), (1, True)])
def test_a_perfect_day_refresh_turns_over_when_the_last_cloud_goes(cloud: int, flips: bool) -> None:
    """WE01 A Perfect Day (refresh: a cloud is removed; with none left the card turns over to Midday
    Sun): from 3 and 2 clouds it stays, from 1 it turns over."""
    d, w = _day("WE01")
    _remove(d, w, "cloud", 3 - cloud)
    d.pick("rest", "turn")
    assert d.state.cards[w].tokens.get("cloud", 0) == cloud - 1
    assert (d.state.cards[w].side == "back") is flips


@pytest.mark.parametrize(("cloud", "flips"), [(1, False), (2, True)])
def test_midday_sun_refresh_adds_a_cloud_and_turns_over_at_three(cloud: int, flips: bool) -> None:
    """WE01 Midday Sun (refresh: a cloud is added; at 3 or more the card turns over to A Perfect
    Day): from 1 cloud it stays (2), from 2 it turns over (3)."""
    d, w = _day("WE01", side="back")
    d.manual(action="add_tokens", card=w, token="cloud", amount=cloud)
    d.pick("rest", "turn")
    assert d.state.cards[w].tokens.get("cloud", 0) == cloud + 1
    assert (d.state.cards[w].side == "front") is flips


def test_midday_sun_sun_fatigues_the_ranger_testing_only() -> None:
    """WE01 Midday Sun (sun: you suffer 1 fatigue): the tester, not the other Ranger."""
    d, _w = _day("WE01", side="back", rangers=2)
    _traverse_the_location(d)
    assert _fatigue(d) == [1, 0]


@pytest.mark.parametrize(("rain", "flips"), [(1, False), (2, True)])
def test_gathering_storm_refresh_adds_two_rain_and_turns_over_at_four(rain: int, flips: bool) -> None:
    """WE02 Gathering Storm (refresh: 2 rain are added; at 4 or more the prey within reach go along
    the way, each role is exhausted, the card turns over): from 1 rain (3: one below) nothing more;
    from 2 (4) it turns over."""
    d, w = _day("WE02", side="back")
    d.manual(action="add_tokens", card=w, token="rain", amount=rain)
    d.pick("rest", "turn")
    assert d.state.cards[w].tokens.get("rain", 0) == rain + 2
    assert (d.state.cards[w].side == "front") is flips


@pytest.mark.parametrize(("energy", "left"), [(2, 2), (1, 3)])
def test_gathering_storm_shelter_removes_a_rain_per_two_effort(energy: int, left: int) -> None:
    """WE02 Gathering Storm (test Shelter [2], success: 1 rain removed per 2 effort): effort 2 takes
    one of 3 rain; effort 1 (below the difficulty: the negative case) takes none."""
    d, w = _day("WE02", side="back")
    d.manual(action="add_tokens", card=w, token="rain", amount=3)
    d.manual(action="energy", ranger="r1", aspect="FOC", amount=1)
    if d.prompt.kind == "choose_next":
        d.pick("next:r1")
    d.pick(f"test:{w}:t1:{w}", "turn")
    d.pick(f"energy:{energy}", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")
    assert d.state.cards[w].tokens.get("rain", 0) == left


@pytest.mark.parametrize(("pay", "fatigue", "wind"), [(0, 0, 2), (1, 1, 1), (2, 2, 0)])
def test_howling_winds_sun_adds_two_wind_less_one_per_fatigue_taken(
    pay: int, fatigue: int, wind: int
) -> None:
    """WE03 Howling Winds (sun: 2 wind are added; you may suffer up to 2 fatigue, each one wind
    less): 0, 1 or 2 fatigue taken leave 2, 1 or 0 wind."""
    d, w = _day("WE03")
    _traverse_the_location(d)
    d.pick(f"n:{pay}", "effect_amount")
    assert _fatigue(d) == [fatigue]
    assert d.state.cards[w].tokens.get("wind", 0) == wind


def test_thunderhead_sun_takes_a_progress_from_each_path_card_and_the_location() -> None:
    """WE03 Thunderhead (sun: each path card in play and the location lose 1 progress): the location
    (3) and a path card (2) lose one each; a path card with none (the negative case) stays at none."""
    d, _w = _day("WE03", side="back")
    loc = d.location_iid()
    a, b = d.iid(PATH[0].id), d.iid(PATH[1].id)
    for card, zone in ((a, "within_reach"), (b, "within_reach")):
        if d.where(card)[0] != zone:
            d.manual(action="move", card=card, zone=zone, ranger="r1")
    d.manual(action="add_tokens", card=loc, token="progress", amount=3)
    d.manual(action="add_tokens", card=a, token="progress", amount=2)
    _traverse_the_location(d)
    assert d.state.cards[a].tokens.get("progress", 0) == 1
    assert d.state.cards[b].tokens.get("progress", 0) == 0
    assert d.state.cards[loc].tokens.get("progress", 0) == 3 - 1 + 1  # and the Traverse's own 1


@pytest.mark.parametrize("exhausted", [True, False])
def test_thunderhead_crest_readies_an_exhausted_predator_or_prey(exhausted: bool) -> None:
    """WE03 Thunderhead (crest: an exhausted predator or prey readies): exhausted - it readies;
    none exhausted (negative case) - nothing changes."""
    prey = being("WXPREY", name="Test Hare", traits=("Prey",), presence=0)
    d = Day(
        [*WEATHER, prey],
        path=[prey.id],
        weather="WE03",
        weather_side="back",
        challenge=["TCM"] * 20,
    )
    hare = d.iid(prey.id)
    if exhausted:
        d.manual(action="exhaust", card=hare)
    _traverse_the_location(d)
    assert not d.state.cards[hare].exhausted


@pytest.mark.parametrize(("draw", "energy", "cloud", "fatigue"), [("TCP", 1, 2, 1), ("TCM2", 2, 1, 3)])
def test_midday_sun_locate_adds_a_cloud_and_soothes_one(
    draw: str, energy: int, cloud: int, fatigue: int
) -> None:
    """WE01 Midday Sun (test Locate [2], success: 1 cloud on it, then you soothe 1 fatigue): effort 1
    with the +1 mountain card succeeds, the cloud goes on and 2 fatigue become 1; effort 2 with the -2
    sun card fails (the negative case): no cloud, no soothe (and the sun fatigues the tester: 3)."""
    d, _w = _day("WE01", side="back", draw=draw)
    w = d.state.surroundings[0]
    d.manual(action="add_tokens", card=w, token="cloud", amount=1)
    d.manual(action="energy", ranger="r1", aspect="FOC", amount=1)
    d.manual(action="fatigue", ranger="r1", amount=2)
    d.pick(f"test:{w}:t1:{w}", "turn")
    d.pick(f"energy:{energy}", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")
    assert d.state.cards[w].tokens.get("cloud", 0) == cloud
    assert _fatigue(d) == [fatigue]


@pytest.mark.parametrize(
    ("weather", "card", "count"), [("WE03", "01292", 1), ("WE04", "01350", 1), ("WE01", "01292", 0)]
)
def test_a_weather_shuffles_its_storm_into_the_path_deck(weather: str, card: str, count: int) -> None:
    """WE03 Howling Winds (path deck: the Cerberusian Cyclone is shuffled in), WE04 Electric Fog
    (path deck: Ball Lightning is shuffled in): with that weather the day's path cards hold one copy;
    with A Perfect Day (the negative case) none."""
    cat = load_catalog()
    d = Day([*WEATHER, cat.card("01292"), cat.card("01350")], weather=weather, terrain="woods")
    assert [c.def_id for c in d.state.cards.values()].count(card) == count


def test_thunderhead_refresh_turns_it_back_to_howling_winds_at_the_refresh_only() -> None:
    """WE03 Thunderhead (refresh: turn it over): during the round it stays Thunderhead (the first
    Ranger's turn ends on it); at the refresh it shows Howling Winds."""
    d, w = _day("WE03", side="back", rangers=2)
    d.pick("next:r1", "choose_next")
    d.pick("rest", "turn")
    assert d.state.cards[w].side == "back"
    d.pick("rest", "turn")
    assert d.state.cards[w].side == "front"


def _elk_day(draw: str) -> tuple[Day, str, str]:
    elk = being("WXELK", name="Test Elk", presence=2)
    d = Day([*WEATHER, elk], path=[elk.id], weather="WE04", challenge=[draw] * 20)
    return d, d.state.surroundings[0], d.iid(elk.id)


@pytest.mark.parametrize(
    ("draw", "pay", "avoided", "injured", "fog"),
    [("TC0", True, True, 0, 2), ("TC0", False, False, 0, 3), ("TCM2", True, False, 1, 2)],
)
def test_electric_fog_avoid_may_spend_a_fog_for_an_effort_and_a_failure_injures(
    draw: str, pay: bool, avoided: bool, injured: int, fog: int
) -> None:
    """WE04 Electric Fog (response to your Avoid test: you may remove 1 fog for +1 effort; if the test
    then fails, 1 injury). Avoid [2] of an elk with 1 energy and the sun +0 card (whose sun takes a
    fog too): paying, the fog's effort makes 2 and the elk is exhausted, no injury; not paying, it
    fails with no injury (the injury follows the payment only); paying with the -2 card, it fails
    and injures."""
    d, w, elk = _elk_day(draw)
    d.pick(f"test:common:avoid:{elk}", "turn")
    d.pick(f"respond:{w}" if pay else "pass", "response")
    while d.prompt.kind != "commit_energy":
        d.pick(d.options()[0])
    d.pick("energy:1", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")
    assert d.state.cards[w].tokens.get("fog", 0) == fog
    assert d.state.rangers[0].injuries == injured
    assert d.state.cards[elk].exhausted is avoided


def test_electric_fog_is_not_offered_on_another_test() -> None:
    """WE04 Electric Fog (response; negative case): a Connect test on the same being asks nothing and
    takes no fog."""
    d, w, elk = _elk_day("TCP")
    d.pick(f"test:common:connect:{elk}", "turn")
    assert d.prompt.kind == "commit_energy"
    assert d.state.cards[w].tokens.get("fog", 0) == 4


@pytest.mark.parametrize(("draw", "lost"), [("TC0", 1), ("TCM", 0)])
def test_clinging_mist_sun_discards_one_energy(draw: str, lost: int) -> None:
    """WE04 Clinging Mist (sun: you discard 1 energy of an aspect you have): a sun takes 1 energy from
    the tester's pool; a crest (another symbol) none."""
    d, _w = _day("WE04", side="back", draw=draw)
    before = sum(d.state.rangers[0].energy.values())
    _traverse_the_location(d)
    while d.prompt.kind == "effect_choice":
        d.pick(d.options()[0])
    assert before - 1 - sum(d.state.rangers[0].energy.values()) == lost
