"""Forager background cards (cards/ranger/forager.json) through the prompt protocol, with pinned
challenge draws (PASS +1, FAIL -2, EVEN 0). Responses, attachments and exhaust abilities of this
set wait for the language's windows (issue #12 report)."""

from __future__ import annotations

from .background_kit import BOG, DOE, EVEN, FAIL, HEART, PASS, add, table, tokens
from .background_kit import energy as add_energy

TROWEL, FAMILIAR_GROUND = "01032", "01031"


def _trowel_table(draw: str = EVEN):  # type: ignore[no-untyped-def]
    g = table(path=(HEART, BOG, DOE), draw=draw, hand=(TROWEL,))
    trowel = g.bring(TROWEL, zone="player_area")
    return g, trowel, g.bring(BOG), g.bring(DOE)


def test_carbonforged_trowel_tend_adds_harm_to_the_flora_equal_to_effort() -> None:
    g, trowel, bog, _doe = _trowel_table()
    g.perform("t1", bog, energy=2, source=trowel)
    g.expect("effect_choice")
    g.pick(_option(g, "Add harm"))
    assert tokens(g, bog) == {"harm": 2}


def test_carbonforged_trowel_tend_can_remove_harm_from_the_flora_instead() -> None:
    g, trowel, bog, _doe = _trowel_table()
    add(g, bog, "harm", 3)
    g.perform("t1", bog, energy=2, source=trowel)
    g.pick(_option(g, "Remove harm"))
    assert tokens(g, bog) == {"harm": 1}


def test_carbonforged_trowel_strike_harms_the_being_one_per_two_effort() -> None:
    for energy, harm in ((1, 1), (2, 1)):  # effort 2 and 3 (the +1 draw): one harm each
        g, trowel, _bog, doe = _trowel_table(draw=PASS)
        g.perform("t2", doe, energy=energy, source=trowel)
        assert tokens(g, doe) == {"harm": harm}, energy
        assert g.ranger().injuries == 0
    g, trowel, _bog, doe = _trowel_table(draw=PASS)
    add_energy(g, "FIT", 1)
    g.perform("t2", doe, energy=3, source=trowel)  # effort 4: two harm, the Doe's threshold
    assert g.where(doe)[0] == "path_discard"


def test_carbonforged_trowel_failed_strike_injures_you() -> None:
    g, trowel, _bog, doe = _trowel_table(draw=FAIL)
    g.perform("t2", doe, energy=1, source=trowel)
    assert tokens(g, doe) == {}
    assert g.ranger().injuries == 1


def test_familiar_ground_harms_a_flora_and_puts_three_progress_on_a_trail() -> None:
    g = table(hand=(FAMILIAR_GROUND,), path=(HEART, BOG))
    heart, bog = g.iid(HEART), g.bring(BOG)
    g.play(g.iid(FAMILIAR_GROUND))
    g.expect("turn")
    assert tokens(g, bog) == {"harm": 1}
    assert tokens(g, heart) == {"progress": 3}


def _option(g, label: str) -> str:  # type: ignore[no-untyped-def]
    found = [o.id for o in g.prompt.options if label in o.label]
    assert len(found) == 1, [o.label for o in g.prompt.options]
    return found[0]
