"""Rulebook: Keywords (and Dodge from Additional Concepts)."""

from __future__ import annotations

from rangers_qt.content.models import Amount, TokenSpec
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.between import between
from rangers_qt.engine.rules.context import view
from rangers_qt.engine.rules.fatigue import blocking_obstacles, interaction_fatigue
from rangers_qt.engine.rules.travel import can_travel, stays_on_travel

from .helpers import Game, being, feature, gear, kw, location, moment, tdef


def test_ambush_fatigues_when_entering_within_reach() -> None:
    """Rulebook: Keywords, Ambush - entering play within reach fatigues that Ranger."""
    g = Game([being("TA", presence=2, keywords=kw("ambush"))], path=["TA"])
    assert len(g.ranger().fatigue) == 2


def test_ambush_when_moved_within_reach_but_not_when_exhausted() -> None:
    """Rulebook: Keywords, Ambush - moving within reach; only ready cards fatigue."""
    g = Game([being("TA", presence=2, area="along_the_way", keywords=kw("ambush"))], rangers=2, path=["TA"])
    a = g.iid("TA")
    assert g.ranger("r1").fatigue == []  # along the way: no ambush
    g.session.manual(ManualAdjust(action="move", card=a, zone="within_reach", ranger="r2"))
    assert len(g.ranger("r2").fatigue) == 2
    g.session.manual(ManualAdjust(action="exhaust", card=a))
    g.session.manual(ManualAdjust(action="move", card=a, zone="within_reach", ranger="r1"))
    assert g.ranger("r1").fatigue == []


def test_fatiguing_on_rest() -> None:
    """Rulebook: Keywords, Fatiguing - ready fatiguing cards fatigue you on rest."""
    cards = [
        being("TA", presence=2, keywords=kw("fatiguing")),
        being("TB", presence=1, area="along_the_way", keywords=kw(fatiguing=3)),
        being("TC", presence=1, keywords=kw("fatiguing")),
    ]
    g = Game(cards, path=["TA", "TB", "TC"])
    g.bring("TB", "along_the_way")
    g.bring("TC")
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid("TC")))
    g.pick("rest", "turn")
    assert len(g.ranger().fatigue) == 5


def test_friendly_weapon_cannot_target() -> None:
    """Rulebook: Keywords, Friendly - a Weapon card cannot affect a friendly card."""
    w = gear("TW", traits=("Weapon",), tests=(tdef("t1", "FIT", "conflict", targets="being"),))
    g = Game([w, being("TF", keywords=kw("friendly")), being("TE")], path=["TF", "TE"], decks=[["TW"]])
    g.bring("TE")
    wi = g.iid("TW")
    g.pick(f"play:{wi}", "turn")
    ids = g.options()
    assert f"test:{wi}:t1:{g.iid('TE')}" in ids
    assert f"test:{wi}:t1:{g.iid('TF')}" not in ids


def test_obstacle_blocks_interaction_beyond_it() -> None:
    """Rulebook: Keywords, Obstacle - within reach it blocks cards along the way and in the surroundings."""
    cards = [being("TO", keywords=kw("obstacle")), being("TA", area="along_the_way")]
    g = Game(cards, path=["TO", "TA"])
    a = g.bring("TA", "along_the_way")
    o = g.iid("TO")
    loc = g.state.surroundings[0]
    ids = g.options()
    assert f"test:common:avoid:{a}" not in ids and f"test:common:traverse:{loc}" not in ids
    assert f"test:common:avoid:{o}" in ids
    assert blocking_obstacles(g.state, g.catalog, "r1", a) == [o]
    g.test(f"test:common:avoid:{o}")  # exhausting the obstacle removes the block
    assert f"test:common:avoid:{a}" in g.options()


def test_obstacles_in_play_forbid_travel() -> None:
    """Rulebook: Keywords, Obstacle - no travel while a ready obstacle is in play."""
    g = Game([being("TO", keywords=kw("obstacle"), area="along_the_way"), location(progress=1)], path=["TO"])
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="add_tokens", card=loc, token="progress", amount=1))
    assert not can_travel(g.state, g.catalog)
    g.pick("rest", "turn")
    g.expect("turn")  # no travel prompt: straight into round 2
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid("TO")))
    assert can_travel(g.state, g.catalog)


def test_dodge_removes_cards_from_between() -> None:
    """Rulebook: Additional Concepts, Dodge - dodged cards neither fatigue nor block."""
    cards = [being("TO", presence=2, keywords=kw("obstacle")), being("TA", area="along_the_way")]
    g = Game(cards, path=["TO", "TA"])
    a = g.bring("TA", "along_the_way")
    o = g.iid("TO")
    assert between(g.state, "r1", a) == [o]
    assert between(g.state, "r1", a, dodged=[o]) == []
    assert interaction_fatigue(g.state, g.catalog, "r1", a) == [(o, 2)]
    assert interaction_fatigue(g.state, g.catalog, "r1", a, dodged=[o]) == []
    assert blocking_obstacles(g.state, g.catalog, "r1", a, dodged=[o]) == []


def test_persistent_cards_stay_on_travel() -> None:
    """Rulebook: Keywords, Persistent - persistent cards and their attachments stay when traveling."""
    g = Game([being("TP", keywords=kw("persistent")), being("TA")], path=["TP", "TA"])
    eng = view(g.state, g.catalog)
    assert stays_on_travel(eng, g.iid("TP"))
    assert not stays_on_travel(eng, g.iid("TA"))


def test_setup_keyword_search_at_day_start() -> None:
    """Rulebook: Keywords, Setup - search your deck for one setup card and put it into play."""
    g = Game([gear("TS", keywords=kw("setup"))], decks=[["TFILL"] * 10 + ["TS"]], setup_search=True)
    p = g.expect("setup_search", "r1")
    s = g.iid("TS")
    assert [o.id for o in p.options] == [f"setup:{s}", "none"]
    g.pick(f"setup:{s}")
    assert g.where(s) == ("player_area", "r1")
    assert len(g.ranger().hand) == 6
    g.expect("turn")


def test_unique_second_copy_discards_first() -> None:
    """Rulebook: Keywords, Unique - playing a second copy discards the first."""
    g = Game([gear("TU", cost=0, keywords=kw("unique"))], decks=[["TU", "TU"]])
    u1, u2 = g.iid("TU", 0), g.iid("TU", 1)
    g.pick(f"play:{u1}", "turn")
    g.pick(f"play:{u2}", "turn")
    assert g.where(u1) == ("discard", "r1") and g.where(u2) == ("player_area", "r1")


def test_manifestation_needs_a_conduit_token() -> None:
    """Rulebook: Keywords, Conduit and Manifestation - use a token from an equipped conduit to play it."""
    conduit = gear(
        "TCD", cost=0, keywords=kw("conduit"), tokens=TokenSpec(name="spirit", count=Amount.fixed(1))
    )
    man = moment("TMF", cost=0, keywords=kw("manifestation"))
    g = Game([conduit, man], decks=[["TMF", "TCD", "TMF"]])
    m1, m2, c = g.iid("TMF", 0), g.iid("TMF", 1), g.iid("TCD")
    assert not any(o.startswith(f"play:{m1}") for o in g.options())
    g.pick(f"play:{c}", "turn")
    g.pick(f"play:{m1}:{c}", "turn")
    g.pick("done", "manual_effect")
    assert g.state.cards[c].tokens == {} and g.where(m1) == ("discard", "r1")
    assert not any(o.startswith(f"play:{m2}") for o in g.options())


def test_disconnected_keyword_blocks_connect_only() -> None:
    """Rulebook: Keywords, Disconnected."""
    g = Game(
        [feature("TD", keywords=kw("disconnected")), being("TB", keywords=kw("disconnected"))], path=["TB"]
    )
    b = g.iid("TB")
    assert f"test:common:connect:{b}" not in g.options() and f"test:common:avoid:{b}" in g.options()
