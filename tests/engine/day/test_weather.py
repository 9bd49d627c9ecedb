"""Rulebook: Weather Cards (two faces, tokens stay when flipping; refresh and challenge effects of the
four core weather cards) and Phase 4: Refresh."""

from __future__ import annotations

from typing import Any

from rangers_qt.content.catalog import load_catalog

from ..helpers import being
from .kit import Day

WEATHER = [load_catalog().card(i) for i in ("WE01", "WE02", "WE03", "WE04")]


def _day(weather: str, side: str = "front", **kw: Any) -> tuple[Day, str]:
    d = Day(
        [*WEATHER, *kw.pop("extra", [])], path=kw.pop("path", []), weather=weather, weather_side=side, **kw
    )
    return d, d.state.surroundings[0]


def test_the_four_weather_cards_have_behaviour() -> None:
    """Rulebook: Weather Cards - the four core weather cards play from their behaviour data."""
    with_behaviour = {k.split(".", 1)[0] for k in load_catalog().behaviour.faces}
    assert {"WE01", "WE02", "WE03", "WE04"} <= with_behaviour


def test_perfect_day_loses_a_cloud_each_refresh_then_flips_keeping_tokens() -> None:
    """A Perfect Day: refresh removes a cloud, flips at none; Midday Sun then gains one per refresh."""
    d, w = _day("WE01")
    assert d.state.cards[w].tokens == {"cloud": 3}
    for left in (2, 1):
        d.pick("rest", "turn")
        assert d.state.cards[w].tokens == {"cloud": left} and d.state.cards[w].side == "front"
    d.pick("rest", "turn")
    assert d.state.cards[w].side == "back" and d.state.cards[w].tokens == {}
    d.pick("rest", "turn")
    assert d.state.cards[w].tokens == {"cloud": 1} and d.state.cards[w].side == "back"


def test_downpour_sun_costs_rain_and_fatigue() -> None:
    """Downpour (sun): remove a rain and each Ranger suffers 1 fatigue."""
    d, w = _day("WE02", rangers=2, challenge=["TC0"] * 20)
    d.pick("next:r1", "choose_next")
    loc = d.location_iid()
    d.pick(f"test:common:traverse:{loc}", "turn")
    d.pick("energy:1", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")
    assert d.state.cards[w].tokens == {"rain": 3}
    assert len(d.state.ranger("r1").fatigue) == 1 and len(d.state.ranger("r2").fatigue) == 1


def test_howling_winds_at_three_wind_flips_and_lead_draws_an_extra_path_card() -> None:
    """Howling Winds (refresh): at 3+ wind, the wind goes, the lead draws 1 extra path card next round and
    the card flips; Thunderhead (refresh) flips back."""
    extra = [being(f"DH{i}") for i in range(6)]
    d, w = _day("WE03", extra=extra, path=[f"DH{i}" for i in range(6)])
    d.manual(action="add_tokens", card=w, token="wind", amount=3)
    reach_before = len(d.state.ranger("r1").within_reach)
    d.pick("rest", "turn")
    assert d.state.cards[w].side == "back" and d.state.cards[w].tokens == {}
    assert len(d.state.ranger("r1").within_reach) == reach_before + 2  # the normal draw and the extra one
    d.pick("rest", "turn")
    assert d.state.cards[w].side == "front"


def test_gathering_storm_exhausts_roles_before_the_ready_step() -> None:
    """Gathering Storm (refresh): +2 rain; at 4+ prey move along the way, roles exhaust, then it flips.
    Ruling R27: weather refresh effects come before the Rangers' refresh steps (roles ready again)."""
    prey = being("DPREY", traits=("Prey",))
    d, w = _day("WE02", side="back", extra=[prey], path=["DPREY"])
    assert d.where(d.iid("DPREY")) == ("within_reach", "r1")
    d.manual(action="add_tokens", card=w, token="rain", amount=2)
    d.pick("rest", "turn")
    assert d.state.cards[w].side == "front" and d.state.cards[w].tokens == {"rain": 4}
    assert d.where(d.iid("DPREY")) == ("along_the_way", None)
    assert not d.state.cards[d.state.ranger("r1").role].exhausted


def test_clinging_mist_refresh_adds_fog_and_flips_at_four() -> None:
    """Clinging Mist (refresh): +2 fog, flip at 4+ (back to Electric Fog, tokens kept)."""
    d, w = _day("WE04", side="back")
    d.pick("rest", "turn")
    assert d.state.cards[w].tokens == {"fog": 2} and d.state.cards[w].side == "back"
    d.pick("rest", "turn")
    assert d.state.cards[w].tokens == {"fog": 4} and d.state.cards[w].side == "front"


def _traverse_difficulty(d: Day) -> int:
    d.pick(f"test:common:traverse:{d.location_iid()}", "turn")
    d.pick("energy:1", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")
    assert d.state.test is None or d.state.test.difficulty
    events = [e for e in (d.last.events if d.last else []) if e.kind == "test_result"]
    assert events, "no test result"
    return int(events[0].text.split("difficulty ")[1].split(":")[0])


def test_clinging_mist_makes_every_test_one_harder() -> None:
    """Clinging Mist: all tests are +1 difficulty while it shows (Electric Fog's other face)."""
    mist, _ = _day("WE04", side="back", challenge=["TCP"] * 20)
    fog, _ = _day("WE04", side="front", challenge=["TCP"] * 20)
    assert _traverse_difficulty(mist) == _traverse_difficulty(fog) + 1


def test_perfect_day_mountain_adds_one_more_progress_after_a_progress_test() -> None:
    """A Perfect Day (mountain): if the test added progress, add 1 more; a test that added none gets
    nothing."""
    d, _ = _day("WE01", challenge=["TCP"] * 20)
    loc = d.location_iid()
    d.pick(f"test:common:traverse:{loc}", "turn")
    d.pick("energy:1", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")
    assert d.state.cards[loc].tokens.get("progress") == 3  # effort 1 + 1 (challenge) + 1 (weather)
    d2, _ = _day("WE01", challenge=["TCP"] * 20)
    d2.pick("test:common:remember:-", "turn")
    d2.pick("energy:1", "commit_energy")
    while d2.prompt.kind in ("commit_cards", "scout"):
        d2.pick(d2.options()[0])
    assert all("progress" not in c.tokens for c in d2.state.cards.values())


def test_perfect_day_extra_progress_never_lands_on_a_card_that_cleared() -> None:
    """Rulebook: In Play and Clearing Cards - a card that cleared left play with its tokens; A Perfect
    Day's extra progress then has no card to go on (tokens exist only on cards in play)."""
    from ..helpers import feature

    d, _ = _day("WE01", challenge=["TCP"] * 20, extra=[feature("DFX", presence=1, progress=2)], path=["DFX"])
    fx = d.iid("DFX")
    d.pick(f"test:common:traverse:{fx}", "turn")
    d.pick("energy:1", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")
    assert d.where(fx)[0] == "path_discard" and d.state.cards[fx].tokens == {}
