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


def _day(weather: str, side: str = "front", rangers: int = 1, **kw: Any) -> tuple[Day, str]:
    d = Day(
        [*WEATHER, *PATH],
        rangers=rangers,
        path=[c.id for c in PATH],
        weather=weather,
        weather_side=side,
        challenge=["TC0"] * 20,
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
