"""Rulebook: Clearing Cards; Ranger Tokens; Clearing and Locations."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.zones import where

from .helpers import C0, Game, being, feature, gear, location, pa, spy_texts


def test_progress_threshold_clears_and_discards_path_card() -> None:
    """Rulebook: Clearing Cards - tokens reach the threshold: the card clears and is discarded."""
    g = Game([being("TA", progress=2)], path=["TA"])
    a = g.iid("TA")
    g.test(f"test:common:connect:{a}", energy=2)
    assert g.where(a) == ("path_discard", None)
    assert g.state.cards[a].tokens == {}
    assert g.state.stats["clears"] == 1


def test_harm_threshold_clears() -> None:
    """Rulebook: Clearing Cards - harm threshold."""
    g = Game([being("TA", harm=2)], path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="harm", amount=1))
    assert g.where(a)[0] == "within_reach"
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="harm", amount=1))
    assert g.where(a) == ("path_discard", None)
    g.expect("turn")  # the turn prompt is asked again after the adjustment


def test_per_ranger_threshold_scales() -> None:
    """Rulebook: Additional Concepts, Per Ranger."""
    g = Game([being("TA", progress="2p")], rangers=2, path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=3))
    assert g.where(a)[0] == "within_reach"
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=1))
    assert g.where(a)[0] == "path_discard"


def test_both_thresholds_let_the_rangers_choose() -> None:
    """Rulebook: Clearing Cards - if both token types would clear it, choose which."""
    from .helpers import tdef

    seen: list[str] = []

    def both(e: Any, i: str, r: str | None, b: dict[str, Any]) -> None:
        e.state.cards[b["target"]].tokens.update({"progress": 1, "harm": 1})

    registry = spy_texts(
        {
            ("TA", "test:t1:success"): both,
            ("TA", "clear:progress"): lambda e, i, r, b: seen.append("progress"),
            ("TA", "clear:harm"): lambda e, i, r, b: seen.append("harm"),
        }
    )
    printed = (
        pa("test", test="t1", branch="success"),
        pa("clear", by=["progress"]),
        pa("clear", by=["harm"]),
    )
    g = Game(
        [being("TA", progress=1, harm=1, tests=(tdef(),), printed=printed)], path=["TA"], registry=registry
    )
    a = g.iid("TA")
    g.test(f"test:{a}:t1:{a}")
    p = g.expect("clear_type")
    assert {o.id for o in p.options} == {"clear:progress", "clear:harm"}
    g.pick("clear:harm")
    assert seen == ["harm"] and g.where(a)[0] == "path_discard"
    g.expect("turn")


def test_no_threshold_never_clears_and_locations_never_clear() -> None:
    """Rulebook: Cards Without Thresholds; Clearing and Locations."""
    g = Game([being("TA"), location(progress=1)], path=["TA"])
    a = g.iid("TA")
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=9))
    g.session.manual(ManualAdjust(action="add_tokens", card=loc, token="progress", amount=9))
    assert g.where(a)[0] == "within_reach" and g.where(loc)[0] == "surroundings"


def test_clear_effect_runs_and_card_stays_if_tokens_removed() -> None:
    """Rulebook: Clearing Cards - after its clear effects, discard it only if it still has enough tokens."""
    registry = spy_texts({("TA", "clear:progress"): lambda e, i, r, b: e.state.cards[i].tokens.clear()})
    g = Game(
        [being("TA", progress=1, printed=(pa("clear", by=["progress"]),))], path=["TA"], registry=registry
    )
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=1))
    assert g.where(a)[0] == "within_reach"


def test_clear_waits_for_the_current_step() -> None:
    """Rulebook: Clearing Cards - finish resolving the success effects, then clear."""
    observed: list[str] = []

    def success(e: Any, i: str, r: str | None, b: dict[str, Any]) -> None:
        target = b["target"]
        e.state.cards[target].tokens["progress"] = 5
        observed.append(
            target if target in e.state.along_the_way + e.state.ranger("r1").within_reach else "gone"
        )

    from .helpers import tdef

    g = Game(
        [feature("TF", progress=1, tests=(tdef("t1", "FIT", "exploration"),))],
        path=["TF"],
        registry=spy_texts({("TF", "test:t1:success"): success}),
    )
    f = g.iid("TF")
    g.test(f"test:{f}:t1:{f}")
    assert observed == [f]  # still in play during the success effect
    assert g.where(f)[0] == "path_discard"


def test_cleared_card_challenge_effect_does_not_trigger() -> None:
    """Rulebook: Performing a Test, 5 - cards cleared by the test do not resolve challenge effects."""
    hits: list[str] = []
    registry = spy_texts({("TA", "challenge:sun"): lambda e, i, r, b: hits.append(i)})
    g = Game(
        [being("TA", progress=1, challenge=("sun",))], path=["TA"], registry=registry, challenge_order=[C0]
    )
    a = g.iid("TA")
    g.test(f"test:common:connect:{a}")
    assert g.where(a)[0] == "path_discard" and hits == []


def test_ranger_token_threshold_clears_when_every_token_is_on_it() -> None:
    """Rulebook: Ranger Tokens - the Ranger-symbol threshold: every token on it."""
    g = Game([being("TA", progress="r")], rangers=2, path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=a))
    assert g.where(a)[0] == "within_reach"
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=a))
    assert g.where(a)[0] == "path_discard"
    assert all(r.ranger_token_on is None for r in g.state.rangers)  # tokens go back to the roles


def test_leaving_play_returns_ranger_tokens_and_discards_attachments() -> None:
    """Rulebook: Ranger Tokens (back to the role); Attach (leave with the host)."""
    from .helpers import filler

    g = Game([being("TA", harm=1), filler("TX")], path=["TA"], decks=[["TX"]])
    a = g.iid("TA")
    x = g.iid("TX")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=a))
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.ops import attach

    attach(Engine(g.state, g.session.book, g.registry, Recorder()), x, a)
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="harm", amount=1))
    assert g.where(a)[0] == "path_discard"
    assert g.where(x) == ("discard", "r1")
    assert g.ranger().ranger_token_on is None


def test_mission_clearing_stays_in_surroundings() -> None:
    """Ruling R6: a mission (or weather) that clears is not discarded: it stays in the surroundings."""
    from types import SimpleNamespace

    from rangers_qt.content.models import Amount

    face = SimpleNamespace(name="Timed Mission", traits=(), keywords=(), tests=(), challenge=(), tokens=None)
    timed = SimpleNamespace(
        id="TMIS2",
        name="Timed Mission",
        category="mission",
        type="mission",
        set_id="missions",
        quantity=1,
        front=face,
        back=face,
        progress_threshold=Amount.fixed(2),
        keywords=(),
        traits=(),
        guide_entry=None,
    )
    g = Game([timed], missions=["TMIS2"])
    mi = g.state.surroundings[-1]
    g.session.manual(ManualAdjust(action="add_tokens", card=mi, token="progress", amount=2))
    assert g.where(mi) == ("surroundings", None)
    assert g.state.cards[mi].tokens == {} and g.state.stats["clears"] == 1


def test_r91_when_a_card_clears_comes_before_its_clear_text_and_after_once_it_is_discarded() -> None:
    """Ruling R91 (Rulebook: Timing - "when" resolves during the step, "after" once all its effects
    have resolved; Clearing Cards - the clear text, then the discard): a "when a card clears"
    ability (the game event ``card_cleared``) resolves as the card clears, before its clear text and
    while it is still in play; an "after a card clears" response (the window ``after_clear``) once
    the clear is done and the card discarded."""
    seen: list[str] = []
    when_ability = {
        "on": "card_cleared",
        "covers": "response:when:cleared",
        "effects": [{"do": "add_tokens", "kind": "progress", "amount": 1, "target": "this"}],
    }
    tw = gear(
        "TW",
        cost=0,
        printed=(pa("response", window="when", event="cleared", who="any"),),
        behaviour={"abilities": [when_ability]},
    )
    tg = gear(
        "TG", cost=0, printed=(pa("response", window="after", event="cleared", who="any", exhaust=True),)
    )

    def clear_text(e: Any, i: str, r: str | None, b: dict[str, Any]) -> None:
        heard = e.state.cards[g.iid("TW")].tokens.get("progress", 0)
        seen.append(f"clear text, {where(e.state, i)[0]}, when-ability heard: {heard}")

    def after(e: Any, i: str, r: str | None, b: dict[str, Any]) -> None:
        seen.append(f"after, {where(e.state, b['card'])[0]}")

    registry = spy_texts({("TA", "clear:progress"): clear_text, ("TG", "response:after:cleared"): after})
    ta = being("TA", progress=1, printed=(pa("clear", by=["progress"]),))
    g = Game([tw, tg, ta], path=["TA"], decks=[["TW", "TG"]], registry=registry)
    g.play(g.iid("TW"))
    g.play(g.iid("TG"))
    g.test(f"test:common:connect:{g.iid('TA')}")
    g.pick(f"respond:{g.iid('TG')}", "response")
    assert seen == ["clear text, within_reach, when-ability heard: 1", "after, path_discard"]
