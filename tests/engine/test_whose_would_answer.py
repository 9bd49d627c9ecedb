""" "Would" answers and whose event they answer (engine/effects/replacements.py): a Ranger card
printed for "you" answers only its owner's event; one printed for "a Ranger" (``who: any``)
answers any Ranger's."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m

from .helpers import Game, being, gear

PREVENT = {"abilities": [{"on": "ability:would:fatigue", "optional": True, "effects": [{"do": "prevent"}]}]}


def _table(who: str | None) -> tuple[Game, str]:
    kw: dict[str, Any] = {"who": who} if who else {}
    printed = (m.PrintedAbility(hook="ability", window="would", event="fatigue", exhaust=True, **kw),)
    g = Game(
        [
            gear("TWARD", printed=printed, behaviour=PREVENT),
            being("TNEAR"),
            being("TFAR", area="along_the_way"),
        ],
        path=["TNEAR", "TFAR"],
        decks=[["TWARD"], []],
        rangers=2,
    )
    g.pick("next:r2", "choose_next")
    ward = g.bring("TWARD", "player_area")
    g.bring("TNEAR", ranger="r2")
    g.bring("TFAR", "along_the_way", None)
    return g, ward


def test_an_answer_printed_for_you_does_not_answer_another_rangers_fatigue() -> None:
    g, ward = _table(None)
    g.choose_test("avoid", g.iid("TFAR"))
    g.expect("commit_energy")
    assert len(g.ranger("r2").fatigue) == 1 and not g.state.cards[ward].exhausted


def test_an_answer_printed_for_a_ranger_answers_anyones_fatigue() -> None:
    g, ward = _table("any")
    g.choose_test("avoid", g.iid("TFAR"))
    p = g.expect("effect_may", "r1")  # the gear's owner decides
    assert p.options[0].card == ward
    g.pick("yes")
    assert g.ranger("r2").fatigue == [] and g.state.cards[ward].exhausted
