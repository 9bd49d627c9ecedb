"""Rulings (docs/rulings.md): where the rulebook is silent or ambiguous, the Delightful Rule decides."""

from __future__ import annotations

from rangers_qt.content import models as m
from rangers_qt.content.models import Amount
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.between import between
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.ops import attach

from .helpers import CM, Game, being, filler, location


def test_r1_attachments_are_not_counted_separately_as_between() -> None:
    """R1: an attachment sits with its host; only cards attached to your role always count as between."""
    g = Game(
        [being("TW", presence=1), filler("TX"), being("TA", area="along_the_way")],
        path=["TW", "TA"],
        decks=[["TX", "TX"]],
    )
    w, a = g.iid("TW"), g.bring("TA", "along_the_way")
    x1, x2 = g.iid("TX", 0), g.iid("TX", 1)
    eng = Engine(g.state, g.session.book, g.registry, Recorder())
    attach(eng, x1, w)
    assert between(g.state, "r1", a) == [w]
    attach(eng, x2, g.ranger().role)
    assert between(g.state, "r1", a) == [w, x2]
    assert between(g.state, "r1", w) == [x2]


def test_r4_x_cost_is_paid_manually() -> None:
    """R4: an X cost costs nothing automatically; the engine asks the players to pay it by hand."""
    xm = m.MomentCard(id="TXC", name="X Moment", set_id="t", cost=Amount(kind="x"), aspect="FOC")
    g = Game([xm], decks=[["TXC"]])
    xi = g.iid("TXC")
    g.pick(f"play:{xi}", "turn")
    assert g.events("manual_cost") and g.ranger().energy["FOC"] == 2


def test_r5_manifestation_pays_cost_and_conduit_token() -> None:
    """R5: a manifestation needs its printed energy cost and a conduit token."""
    from rangers_qt.content.models import TokenSpec

    from .helpers import gear, kw, moment

    conduit = gear(
        "TCD", cost=0, keywords=kw("conduit"), tokens=TokenSpec(name="glint", count=Amount.fixed(2))
    )
    g = Game(
        [conduit, moment("TMF", cost=1, aspect="AWA", keywords=kw("manifestation"))], decks=[["TCD", "TMF"]]
    )
    c, mf = g.iid("TCD"), g.iid("TMF")
    g.pick(f"play:{c}", "turn")
    g.pick(f"play:{mf}:{c}", "turn")
    assert g.ranger().energy["AWA"] == 1 and g.state.cards[c].tokens == {"glint": 1}


def test_r7_injury_is_harm_on_the_role() -> None:
    """R7: each injury shows as one harm on the role card; healing removes it."""
    g = Game()
    role = g.ranger().role
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    assert g.state.cards[role].tokens == {"harm": 1}
    g.session.manual(ManualAdjust(action="heal", ranger="r1"))
    assert g.state.cards[role].tokens == {} and g.ranger().injuries == 0


def test_r8_third_injury_outside_a_turn_ends_day_after_the_step() -> None:
    """R8: a third injury outside a turn ends the day once the current step is done."""
    g = Game()
    for _ in range(2):
        g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.pick("rest", "turn")
    assert g.state.phase == "turns"  # two injuries: two fatigue at refresh, the day goes on
    eng = Engine(g.state, g.session.book, g.registry, Recorder())
    g.state.phase = "refresh"
    g.state.prompt = None
    eng.push(step("choose_next"))
    from rangers_qt.engine.ops import injure

    injure(eng, "r1")
    eng.run()
    assert g.state.phase == "ended" and "third injury" in (g.state.day_over or "")


def test_r9_short_deck_still_moves_what_it_can_then_ends() -> None:
    """R9: fatigue larger than the deck moves the remaining cards, then the day ends."""
    g = Game()
    n = len(g.ranger().deck)
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=n + 3))
    assert len(g.ranger().deck) == 0 and len(g.ranger().fatigue) == n
    assert g.state.phase == "ended"


def test_r10_test_without_energy_left_is_abandoned() -> None:
    """R10: if the energy is gone (manual adjustment) when committing, the test ends without effect."""
    g = Game([location()])
    loc = g.state.surroundings[0]
    g.pick(f"test:common:traverse:{loc}", "turn")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-2))
    # The commit prompt was asked again; its options still list energy but committing takes what is left (0).
    g.pick("energy:1", "commit_energy")
    assert g.state.test is None and "progress" not in g.state.cards[loc].tokens
    assert g.ranger().injuries == 0 and g.events("test_abandoned")
    g.expect("turn")


def test_r14_empty_challenge_deck_reshuffles_before_drawing() -> None:
    """R14: a test with an empty challenge deck shuffles the discard back first."""
    g = Game(challenge_order=[CM])
    g.test("test:common:remember:-", energy=1)
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.state.challenge_deck == []
    g.test("test:common:remember:-", energy=1)
    assert g.events("reshuffle")
