"""The verb ``test_aspect`` (engine/modifier_layer/test_aspect.py): a "when you perform a test" ability
makes the test use another aspect (its energy, the challenge card's modifier for it); a Ranger
without the printed aspect's energy is offered the test when such a card could switch it (R63)."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .helpers import CP, Game, feature, gear


def _poles(**printed: Any) -> Any:
    p = m.PrintedAbility(hook="ability", window="when", event="test", exhaust=True, **printed)
    ab = {"on": "ability:when:test", "effects": [{"do": "test_aspect", "aspect": "SPI", "instead_of": "FIT"}]}
    return gear("TPOLE", printed=(p,), behaviour={"abilities": [ab]})


def test_a_test_uses_the_aspect_an_ability_switches_it_to() -> None:
    """Traverse (FIT) switched to SPI: SPI energy is committed; a test of another aspect (Connect,
    SPI already; Avoid, AWA) is not changed by ``instead_of: FIT``."""
    g = Game(
        [_poles(test_name="traverse"), feature("TF", progress=9)],
        path=["TF"],
        decks=[["TPOLE"]],
        challenge_order=[CP] * 5,
    )
    pole, f = g.bring("TPOLE", "player_area"), g.bring("TF")
    spi, fit = g.ranger().energy["SPI"], g.ranger().energy["FIT"]
    g.choose_test("traverse", f)
    g.pick(f"respond:{pole}", "response")
    assert "SPI" in g.expect("commit_energy").title
    g.pick("energy:1")
    assert g.ranger().energy["SPI"] == spi - 1 and g.ranger().energy["FIT"] == fit
    assert g.state.cards[f].tokens == {"progress": 2}  # the mountain card: +1 SPI


def test_a_ranger_without_the_aspect_is_offered_the_test_only_while_a_card_could_switch_it() -> None:
    g = Game([_poles(test_name="traverse"), feature("TF", progress=9)], path=["TF"], decks=[["TPOLE"]])
    pole, f = g.bring("TPOLE", "player_area"), g.bring("TF")
    g.session.manual(
        ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-g.ranger().energy["FIT"])
    )
    assert any(o.startswith("test:common:traverse:") for o in g.options())
    g.session.manual(ManualAdjust(action="exhaust", card=pole))
    assert not any(o.startswith("test:common:traverse:") for o in g.options())
    g.session.manual(ManualAdjust(action="ready", card=pole))
    g.session.manual(
        ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=-g.ranger().energy["SPI"])
    )
    assert not any(o.startswith("test:common:traverse:") for o in g.options())  # no SPI either
    del f
