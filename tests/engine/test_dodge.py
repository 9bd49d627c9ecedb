"""The ``dodge`` verb and a test's ``dodge`` (Rulebook: Additional Concepts, Dodge): dodged cards
stop counting as between you and the card you interact with for the rest of the test - they do not
fatigue you and an obstacle among them does not block - and stay active (challenge effects)."""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour import Dodge
from rangers_qt.content.behaviour.text import effect_text
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects.runner import effects_step
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.state import TestState

from .helpers import Game, being, feature, kw, tdef


def _engine(g: Game) -> Engine:
    return Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))


def _table(dodge: list[dict[str, Any]], n_between: int = 3) -> tuple[Game, str, list[str]]:
    """A being along the way (the target) and ``n_between`` beings of presence 1 within your reach
    (between you and it); a card whose macro ``d`` is ``dodge``, and a test under way against the
    target (as ``test_begin`` leaves it before step 1)."""
    src = feature("TDG", behaviour={"macros": {"d": dodge}}, area="along_the_way")
    inner = [being(f"TIN{k}", presence=1) for k in range(n_between)]
    g = Game(
        [src, being("TFAR", area="along_the_way"), *inner],
        path=["TDG", "TFAR", *[c.id for c in inner]],
    )
    far = g.bring("TFAR", "along_the_way", None)
    near = [g.bring(c.id) for c in inner]
    g.bring("TDG", "along_the_way", None)
    g.state.test = TestState(
        ranger="r1", key="common:avoid", label="Avoid", aspect="AWA", approach="conflict", target=far
    )
    return g, far, near


def _run(g: Game) -> None:
    """Run the card's dodge macro now (the turn prompt set aside: the effect is what is tested)."""
    g.state.prompt = None
    eng = _engine(g)
    eng.push(effects_step("TDG/macros/d", 0, g.iid("TDG"), {"$you": "r1"}))
    eng.run()


def _fatigue(g: Game) -> list[tuple[str, int]]:
    from rangers_qt.engine.rules.fatigue import fatigue_for_test

    t = g.state.test
    assert t is not None
    return fatigue_for_test(_engine(g), "r1", t.source, t.target, t.dodged)


def test_dodge_every_card_between_removes_all_fatigue_from_interacting() -> None:
    """Default target: every card between (zone ``between``): none of them fatigues any more."""
    g, _far, near = _table([{"do": "dodge"}])
    assert _fatigue(g) == [(c, 1) for c in near]
    _run(g)
    assert g.state.test is not None and g.state.test.dodged == near
    assert _fatigue(g) == []


def test_dodge_up_to_n_asks_only_when_more_cards_than_n_are_between() -> None:
    """``amount``: up to N cards. Below, at and above N: with N-1 or N cards between, every one is
    dodged without a question (dodging never hurts); with N+1 the Ranger picks N of them, one at a
    time, and may stop early."""
    for between_n in (1, 2):
        g, _far, near = _table([{"do": "dodge", "amount": 2}], n_between=between_n)
        _run(g)
        assert g.state.prompt is None and g.state.test is not None and g.state.test.dodged == near
    g, _far, near = _table([{"do": "dodge", "amount": 2}], n_between=3)
    _run(g)
    assert g.state.prompt is not None and g.state.prompt.kind == "effect_choice"
    assert [o.id for o in g.state.prompt.options] == [*(f"card:{c}" for c in near), "done"]
    g.session.answer(f"card:{near[2]}")
    assert g.state.prompt is not None and [o.id for o in g.state.prompt.options] == [
        f"card:{near[0]}",
        f"card:{near[1]}",
        "done",
    ]
    g.session.answer(f"card:{near[0]}")
    assert g.state.prompt is None
    assert g.state.test is not None and g.state.test.dodged == [near[2], near[0]]
    assert _fatigue(g) == [(near[1], 1)]
    g2, _far, _near2 = _table([{"do": "dodge", "amount": 2}], n_between=3)
    _run(g2)
    g2.session.answer("done")  # stop early: nothing dodged
    assert g2.state.test is not None and g2.state.test.dodged == [] and len(_fatigue(g2)) == 3


def test_dodge_a_filter_and_nothing_outside_a_test() -> None:
    """A filter picks which cards (Local Fare: the beings in one area); outside a test a dodge does
    nothing (there is no test to dodge for)."""
    g, _far, near = _table(
        [{"do": "dodge", "target": {"zone": "within_reach", "type": "being", "pick": "all"}}]
    )
    _run(g)
    assert g.state.test is not None and g.state.test.dodged == near
    g.state.test = None
    _run(g)
    assert g.state.test is None and g.state.prompt is None


def test_a_printed_test_dodges_from_its_start_and_passes_obstacles() -> None:
    """``tests.t1.dodge`` (a dart shot: every card between is dodged whatever the outcome): the
    obstacle within reach no longer blocks the test aimed beyond it and does not fatigue; without
    the dodge the same test is not offered at that target."""
    shooter = feature(
        "TSHOOT",
        tests=(tdef("t1", aspect="AWA", targets="being"),),
        behaviour={
            "tests": {"t1": {"dodge": {"zone": "between", "pick": "all"}, "success": [{"do": "draw"}]}}
        },
    )
    plain = feature("TPLAIN", tests=(tdef("t1", aspect="AWA", targets="being"),))
    wall = being("TWALL", presence=2, keywords=kw("obstacle"))
    g = Game(
        [shooter, plain, wall, being("TFAR", area="along_the_way")],
        path=["TSHOOT", "TPLAIN", "TWALL", "TFAR"],
    )
    far = g.bring("TFAR", "along_the_way", None)
    wall_iid = g.bring("TWALL")
    s = g.bring("TSHOOT")
    p = g.bring("TPLAIN")
    ids = g.options()
    assert not any(i.startswith("test:") and p in i and far in i for i in ids)
    option = next(i for i in ids if i.startswith("test:") and s in i and far in i)
    began = g.pick(option, "turn")
    dodged = [c for e in began.events if e.kind == "dodge" for c in e.cards]
    assert wall_iid in dodged and p in dodged and s not in dodged  # the test's own card is not between
    g.commit_energy(1)
    assert g.ranger().fatigue == []  # the obstacle (presence 2) and the other feature were dodged


def test_dodge_text() -> None:
    """Rulebook: Dodge - only cards between the tester and their target can be dodged, and only for
    the test being performed, so the sentence says neither again."""
    assert effect_text(Dodge.model_validate({"do": "dodge"})) == "dodge each card"
    up_to = Dodge.model_validate({"do": "dodge", "amount": 3, "target": {"zone": "between"}})
    up_to_text = "dodge up to 3 cards"
    assert effect_text(up_to) == up_to_text
    assert effect_text(Dodge.model_validate({"do": "dodge", "amount": 3})) == up_to_text
