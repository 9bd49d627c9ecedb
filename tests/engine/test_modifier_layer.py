"""The modifier layer (engine/effects/modifiers.py): constants of cards in play and timed modifiers
feed every rules query - fatigue from interacting, ambush, difficulty, obstacles, travel."""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour import Behaviour
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

from .helpers import Game, being, kw

#: The Fundamentalist's constant as data: every other being in its area has 1 less presence.
FUNDAMENTALIST = {
    "constant": [
        {
            "modify": "presence",
            "by": -1,
            "target": {"type": "being", "other": True, "area_of": "this", "pick": "all"},
        }
    ]
}


def _engine(g: Game) -> Engine:
    return Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))


def _fundamentalist_table(*others: Any, rangers: int = 1) -> Game:
    """The shipped Fundamentalist (01356: a Friendly being, presence 2) with its constant, and
    invented beings."""
    card = load_catalog().card("01356")
    card = card.model_copy(update={"behaviour": Behaviour.model_validate(FUNDAMENTALIST)})
    return Game([card, *others], rangers=rangers, path=["01356", *[o.id for o in others]])


def test_the_fundamentalist_lowers_presence_in_its_own_area_only() -> None:
    """01356 The Fundamentalist: beings in its area (within the same Ranger's reach, or along the
    way) have 1 less presence, never below 0 (presence 1, 2, 3 -> 0, 1, 2); itself, beings in
    another area and beings within another Ranger's reach are unchanged."""
    g = _fundamentalist_table(
        being("TP1", presence=1),
        being("TP2", presence=2),
        being("TP3", presence=3),
        being("TAWAY", presence=2, area="along_the_way"),
        being("TOTHER", presence=2),
        rangers=2,
    )
    fun = g.bring("01356")
    near = [g.bring(c) for c in ("TP1", "TP2", "TP3")]
    away = g.bring("TAWAY", "along_the_way", None)
    other = g.bring("TOTHER", ranger="r2")
    eng = _engine(g)
    assert [ops.presence(eng, c) for c in near] == [0, 1, 2]
    assert ops.presence(eng, fun) == 2 and ops.presence(eng, away) == 2 and ops.presence(eng, other) == 2
    from rangers_qt.engine.manual import ManualAdjust

    g.session.manual(ManualAdjust(action="move", card=fun, zone="along_the_way"))
    eng = _engine(g)
    assert [ops.presence(eng, c) for c in near] == [1, 2, 3] and ops.presence(eng, away) == 1


def test_the_fundamentalist_changes_fatigue_from_interacting_difficulty_and_ambush() -> None:
    """Rulebook: Fatigue from Interacting (cards between fatigue by presence), the common tests'
    difficulty (the target's presence) and Ambush all read the modified presence."""
    from rangers_qt.engine.rules.fatigue import interaction_fatigue

    g = _fundamentalist_table(
        being("TP3", presence=3),
        being("TFAR", presence=2, area="along_the_way"),
        being("TAMB", presence=2, keywords=kw("ambush")),
    )
    g.bring("01356")
    p3 = g.bring("TP3")
    far = g.bring("TFAR", "along_the_way", None)
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(p3, 2)]
    before = len(g.ranger().fatigue)
    g.bring("TAMB")  # ambush within reach of r1: presence 2 - 1
    assert len(g.ranger().fatigue) - before == 1
    from rangers_qt.engine.rules.preview import test_preview

    option = g.find_test("avoid", p3)
    assert test_preview(g.state, g.catalog, option).difficulty == 2
