"""Manual adjustments: every action changes what it says, is logged, replays, and refuses the impossible."""

from __future__ import annotations

import pytest

from rangers_qt.engine import IllegalAnswer, ManualAdjust, Session

from .helpers import Game, being


def test_each_action_does_what_it_says() -> None:
    g = Game([being("TA")], path=["TA"])
    s = g.session
    a = g.iid("TA")
    r = g.ranger()
    top = r.deck[0]
    s.manual(ManualAdjust(action="draw", ranger="r1", amount=1))
    assert top in g.ranger().hand
    s.manual(ManualAdjust(action="discard", card=top))
    assert g.where(top) == ("discard", "r1")
    s.manual(ManualAdjust(action="move", card=top, zone="hand", ranger="r1"))
    assert g.where(top) == ("hand", "r1")
    s.manual(ManualAdjust(action="move", card=a, zone="path_deck"))
    assert g.where(a) == ("path_deck", None) and not g.state.cards[a].face_up
    s.manual(ManualAdjust(action="move", card=a, zone="along_the_way"))
    assert g.where(a) == ("along_the_way", None)
    s.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=2))
    s.manual(ManualAdjust(action="remove_tokens", card=a, token="progress", amount=1))
    assert g.state.cards[a].tokens == {"progress": 1}
    s.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=-1))
    assert g.ranger().energy["SPI"] == 1
    s.manual(ManualAdjust(action="ranger_token", ranger="r1", card=a))
    assert g.ranger().ranger_token_on == a
    s.manual(ManualAdjust(action="ranger_token", ranger="r1", card=None))
    assert g.ranger().ranger_token_on is None
    assert [e.kind for e in s.log].count("manual") == 10
    loaded = Session.from_json(s.to_json(), g.catalog, g.registry)
    assert loaded.hash() == s.hash()


def test_effort_only_while_committing() -> None:
    g = Game([being("TA", presence=3)], path=["TA"], challenge_order=["TC0"])
    with pytest.raises(IllegalAnswer, match="while committing"):
        g.session.manual(ManualAdjust(action="effort", amount=2))
    a = g.iid("TA")
    g.pick(f"test:common:connect:{a}", "turn")
    g.session.manual(ManualAdjust(action="effort", amount=2))  # e.g. a helpful being's effort
    g.pick("energy:1", "commit_energy")
    assert g.state.cards[a].tokens == {"progress": 3}


@pytest.mark.parametrize(
    ("adjust", "reason"),
    [
        (ManualAdjust(action="add_tokens", card="nope", token="harm"), "no such card"),
        (ManualAdjust(action="add_tokens", card="c1", token="harm", amount=0), "between 1 and"),
        (ManualAdjust(action="draw", ranger="r9"), "no such ranger"),
        (ManualAdjust(action="energy", ranger="r1", aspect="XYZ"), "unknown aspect"),
        (ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=-5), "has only"),
        (ManualAdjust(action="heal", ranger="r1"), "no injury"),
        (ManualAdjust(action="ranger_token", ranger="r1", card="c1000"), "in play"),
    ],
)
def test_impossible_adjustments_are_refused(adjust: ManualAdjust, reason: str) -> None:
    g = Game([being("TA")], path=["TA"])
    with pytest.raises(IllegalAnswer, match=reason):
        g.session.manual(adjust)
    assert g.session.log == []
