"""``suffer_fatigue`` with ``because``: the fatigue follows from what happened to a card ("discard
it; each Ranger suffers 3 fatigue"), and the would-fatigue answers see that card as ``$card``
(engine/effects/replacements.py). Without ``because`` the event names no card."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m

from .helpers import CM, Game, being, feature

WARD = {
    "abilities": [
        {
            "on": "response:would:fatigue",
            "if": {"exists": {"among": "$card", "zone": "path_discard", "trait": "marsh"}},
            "effects": [{"do": "prevent"}],
        }
    ]
}


def _sweeper(because: bool) -> Any:
    tail: dict[str, Any] = {"because": "$gone"} if because else {}
    crest = [
        {"do": "discard", "target": {"type": "feature", "pick": "first"}, "as": "$gone"},
        {"do": "suffer_fatigue", "amount": 2, **tail},
    ]
    return being("TSWEEP", harm=9, challenge=("crest",), behaviour={"challenge": {"crest": crest}})


def _game(trait: str, because: bool = True) -> Game:
    ward = being(
        "TWARD",
        harm=9,
        printed=(m.PrintedAbility(hook="response", window="would", event="fatigue"),),
        behaviour=WARD,
    )
    swept = feature("TSWEPT", progress=9, traits=(trait,))
    g = Game([_sweeper(because), ward, swept], path=["TSWEEP", "TWARD", "TSWEPT"], challenge_order=[CM] * 5)
    for cid in ("TWARD", "TSWEPT"):
        g.bring(cid)
    g.test("test:common:remember:-")
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[-1])
    assert g.where(g.iid("TSWEPT"))[0] == "path_discard"
    return g


def test_fatigue_because_of_a_discarded_card_is_answered_with_that_card() -> None:
    assert len(_game("marsh").ranger().fatigue) == 0  # the answer saw the marsh it followed from
    assert len(_game("rock").ranger().fatigue) == 2  # another card: its condition fails
    assert len(_game("marsh", because=False).ranger().fatigue) == 2  # no card named: nothing to see
