"""The timing around one card's challenge effect (engine/flow/challenge_windows.py): a "would"
answer (``ability:would:challenge_effect``) cancels it before it resolves; the "after" answers
(``response:after:challenge_effect``, listeners of ``challenge_effect_resolved``) come once it
resolved; both for a test's step 5 and for the verb ``resolve_challenge``."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust, Session

from .helpers import Game, being, gear, moment

#: A being whose sun effect fatigues you.
TIRING = being("TB", harm=9, challenge=("sun",), behaviour={"challenge": {"sun": [{"do": "suffer_fatigue"}]}})
ON_BEING = {"exists": {"among": "$card", "type": "being"}}


def _gear(on: str, printed: m.PrintedAbility, effects: list[dict[str, Any]]) -> Any:
    ab = {"on": on, "optional": True, "if": ON_BEING, "effects": effects}
    return gear("TG", cost=0, printed=(printed,), behaviour={"abilities": [ab]})  # type: ignore[arg-type]


CANCEL = _gear(
    "ability:would:challenge_effect",
    m.PrintedAbility(hook="ability", exhaust=True, window="would", event="challenge_effect"),
    [{"do": "prevent"}],
)
AFTER = _gear(
    "response:after:challenge_effect",
    m.PrintedAbility(hook="response", window="after", event="challenge_effect", who="any"),
    [{"do": "soothe"}],
)


def _table(*cards: Any, deck: tuple[str, ...] = ("TG",)) -> tuple[Game, str]:
    g = Game([TIRING, *cards], path=["TB"], decks=[list(deck)])
    g.bring("TG", zone="player_area")
    return g, g.bring("TB")


def _remember(g: Game) -> None:
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])


def test_a_would_answer_cancels_a_challenge_effect_and_the_pending_event_is_json() -> None:
    g, _b = _table(CANCEL)
    _remember(g)
    p = g.expect("effect_may", "r1")
    assert "sun challenge effect" in p.title
    again = Session.from_json(g.session.to_dict(), g.catalog, g.registry)
    assert again.hash() == g.session.hash()  # the effect's steps wait in the pending event
    g.pick("yes")
    assert len(g.ranger().fatigue) == 0 and g.state.cards[g.iid("TG")].exhausted
    assert g.state.pending == []


def test_a_declined_or_unusable_would_answer_lets_the_effect_resolve() -> None:
    g, _b = _table(CANCEL)
    _remember(g)
    g.pick("no", "effect_may")
    assert len(g.ranger().fatigue) == 1
    g2, _b2 = _table(CANCEL)
    g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid("TG")))  # its cost cannot be paid
    _remember(g2)
    g2.expect("turn")
    assert len(g2.ranger().fatigue) == 1


def test_the_after_window_opens_once_the_effect_resolved() -> None:
    g, _b = _table(AFTER)
    _remember(g)
    g.expect("effect_may")
    assert len(g.ranger().fatigue) == 1  # the effect is done first
    g.pick("yes")
    assert len(g.ranger().fatigue) == 0
    g.expect("turn")


def test_resolve_challenge_outside_a_test_goes_through_both_windows() -> None:
    resolver = moment(
        "TM",
        cost=0,
        behaviour={
            "abilities": [
                {
                    "on": "play",
                    "effects": [{"do": "resolve_challenge", "target": {"type": "being"}, "symbol": "sun"}],
                }
            ]
        },
        printed=(m.PrintedAbility(hook="play"),),
    )
    g, _b = _table(CANCEL, resolver, deck=("TG", "TM"))
    g.play(g.iid("TM"))
    g.pick("yes", "effect_may")
    assert len(g.ranger().fatigue) == 0
    g2, _b2 = _table(AFTER, resolver, deck=("TG", "TM"))
    g2.play(g2.iid("TM"))
    g2.pick("yes", "effect_may")
    assert len(g2.ranger().fatigue) == 0  # fatigued by the effect, then soothed
