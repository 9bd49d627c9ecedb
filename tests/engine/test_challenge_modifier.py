"""Another modifier of the revealed challenge card (engine/modifier_layer/challenge_modifier.py; verb
``swap_modifier``, condition ``better_modifier``; the ``challenge_revealed`` window of
engine/flow/printed_responses.py): a timed ability "when a Ranger reveals a challenge card" is
offered as the card is revealed, pays its printed cost, and the test's resulting effort is worked
out again with the other aspect's modifier, paid with energy of that aspect."""

from __future__ import annotations

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .helpers import Game, challenge, gear

#: Use 1 token: a better modifier of the revealed card for 2 energy of its aspect.
DIAL = gear(
    "TDIAL",
    tokens={"name": "tick", "count": {"n": 2}},
    printed=(
        m.PrintedAbility(
            hook="ability", uses=m.Amount.fixed(1), window="when", event="challenge_reveal", who="any"
        ),
    ),
    behaviour={
        "abilities": [
            {
                "on": "ability:when:challenge_reveal",
                "if": {"better_modifier": 2},
                "effects": [{"do": "swap_modifier", "spend": 2}],
            }
        ]
    },
)
MIXED = challenge("TMIX", mods={"AWA": -2, "FIT": 0, "FOC": -1, "SPI": 1})


def _game(spi: int, rangers: int = 1) -> tuple[Game, str]:
    g = Game(
        [DIAL, MIXED],
        rangers=rangers,
        challenge_order=["TMIX"] * 10,
        decks=[["TDIAL"]] + [[]] * (rangers - 1),
    )
    dial = g.bring("TDIAL", "player_area")
    have = g.state.ranger("r1").energy.get("SPI", 0)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=spi - have))
    have = g.state.ranger("r1").energy.get("FIT", 0)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-have))
    return g, dial


def _result(g: Game) -> str:
    return next(e.text for e in g.last.events if e.kind == "test_result")


def test_a_better_modifier_is_used_for_energy_of_its_aspect_as_the_card_is_revealed() -> None:
    g, dial = _game(spi=2)
    g.choose_test("remember")
    g.pick("energy:2", "commit_energy")
    p = g.expect("response")
    assert "challenge" in p.title.lower()
    g.pick(f"respond:{dial}")
    assert g.state.ranger("r1").energy["SPI"] == 0 and g.state.cards[dial].tokens == {"tick": 1}
    assert "effort 3" in _result(g)  # 2 committed, +1 (SPI) instead of -1 (FOC)


def test_not_offered_one_energy_short_and_offered_to_another_rangers_test() -> None:
    g, _dial = _game(spi=1)  # 1 of the 2 needed
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    assert g.prompt.kind != "response" and "effort 0" in _result(g)
    g2, dial2 = _game(spi=3, rangers=2)
    g2.pick("next:r2", "choose_next")
    g2.choose_test("remember")
    g2.pick("energy:1", "commit_energy")
    # r2's reveal: r1's dial is offered (the window lists every Ranger's answers); r1 pays.
    g2.pick(f"respond:{dial2}", "response")
    assert g2.state.ranger("r1").energy["SPI"] == 1 and "effort 2" in _result(g2)
