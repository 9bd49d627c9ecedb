"""Issue #27, the sixth reading (seed 3517, docs/card-audit.md), part A's fixes and the test-kind
restrictions: each printed clause's outcome through the prompt protocol, with its negative case.
The words the faces say are tested in tests/content/test_rules_text_sixth_reading.py."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine.preview import test_begin_args

from .printed_kit import BOG, DOE, HEART, SCROF, adjust, printed_table

TROWEL, SKETCHBOOK = "01032", "01204"


def aimed(g: Game, source: str, test_id: str) -> set[str]:
    """The cards the turn prompt offers the card's printed test against."""
    out: set[str] = set()
    for o in g.expect("turn").options:
        args = test_begin_args(o)
        if args is not None and args["source"] == source and (args["key"] or "").endswith(f":{test_id}"):
            out.add(str(args["target"]))
    return out


def test_01032_carbonforged_trowel_tend_aims_only_at_a_flora_and_strike_only_at_a_being() -> None:
    """01032 Carbonforged Trowel, Tend (its first test, on a flora) and Strike (its second, on a
    being): with a flora feature (Fetid Bog), a prey being (Sitka Doe) and a trail feature (Heart of
    the Swamp) in play, Tend is offered on the Bog alone and Strike on the Doe alone; with the Bog
    gone, Tend is not offered at all."""
    g = printed_table(((TROWEL,),), path=(HEART, BOG, DOE))
    trowel = g.bring(TROWEL, zone="player_area")
    bog, doe = g.bring(BOG), g.bring(DOE)
    g.bring(HEART)
    assert aimed(g, trowel, "t1") == {bog}
    assert aimed(g, trowel, "t2") == {doe}
    adjust(g, action="move", card=bog, zone="path_discard")
    assert aimed(g, trowel, "t1") == set()
    assert aimed(g, trowel, "t2") == {doe}


def test_01204_sils_sketchbook_sketch_aims_only_at_a_path_card() -> None:
    """01204 Sil's Sketchbook, Sketch (on a path card): offered on the path cards in play (Hungry
    Scrof, Heart of the Swamp), never on the location in the surroundings or a Ranger's role."""
    g = printed_table(((SKETCHBOOK,),), path=(HEART, SCROF))
    book = g.bring(SKETCHBOOK, zone="player_area")
    scrof, heart = g.bring(SCROF), g.bring(HEART)
    location = next(
        i for i in g.state.surroundings if g.catalog.card(g.state.cards[i].def_id).type == "location"
    )
    targets = aimed(g, book, "t1")
    assert targets == {scrof, heart}
    assert location not in targets and str(g.state.ranger("r1").role) not in targets
