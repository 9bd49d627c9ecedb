"""Explorer cards (cards/ranger/explorer.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

from ..ranger_kit import in_play, ranger_table
from .printed_kit import (
    ARTILOPE,
    BOG,
    DOE,
    HEART,
    KORDO,
    SCROF,
    adjust,
    check_success_needs_success,
    printed_table,
    set_energy,
    tokens,
)

JOURNAL = "01046"


def test_01046_field_journal_rest_writes_no_entry_without_focus_energy() -> None:
    """01046 Field Journal, response 1 (when you rest): entries equal to your FOC energy; with none
    in the pool it adds nothing (the entries: tests/cards/test_ranger_explorer.py)."""
    g = ranger_table(deck=[JOURNAL], path=[BOG])
    journal = in_play(g, JOURNAL)
    set_energy(g, AWA=1, FIT=1, SPI=1)
    g.rest()
    assert tokens(g, journal) == {}


def test_01046_field_journal_use_ability_answers_a_feature_only_and_needs_an_entry() -> None:
    """01046 Field Journal, ability 2 (use 1 entry, as a test interacts with a feature): not
    offered for a being, nor for a feature with no entry left."""
    g = ranger_table(deck=[JOURNAL], path=[BOG, DOE])
    journal, bog, doe = in_play(g, JOURNAL), g.bring(BOG), g.bring(DOE)
    adjust(g, action="add_tokens", card=journal, token="entry", amount=1)
    g.choose_test("connect", doe)  # a being: not offered
    g.expect("commit_energy")
    g.pick("energy:1")
    g.expect("turn")
    adjust(g, action="remove_tokens", card=journal, token="entry", amount=1)
    g.choose_test("traverse", bog)  # a feature, but no entry
    g.expect("commit_energy")


def test_01040_hydrolens_goggles_clarify_succeeds_to_scout_and_draw() -> None:
    """01040 Hydrolens Goggles, test Clarify: success: the scout and the draw run when the test
    succeeds and not when it fails."""
    check_success_needs_success("01040")


EAGLE_EYE, HEADSET = "01001", "01045"


def _scouted(g) -> int:  # type: ignore[no-untyped-def]
    g.expect("scout")
    return len({o.card for o in g.prompt.options})


def test_01045_phonoscopic_headset_adds_a_card_to_a_scout_and_not_when_exhausted() -> None:
    """01045 Phonoscopic Headset, ability 1 (exhaust, when a Ranger scouts): Eagle Eye's scout of 3
    looks at 4 cards; with the headset exhausted it looks at 3."""
    path = (HEART, DOE, BOG, SCROF, ARTILOPE, KORDO)
    g = printed_table(((EAGLE_EYE, HEADSET),), path=path)
    headset = g.bring(HEADSET, zone="player_area")
    g.play(g.iid(EAGLE_EYE))
    g.pick(f"respond:{headset}", "response")
    assert _scouted(g) == 4 and g.state.cards[headset].exhausted
    g = printed_table(((EAGLE_EYE, HEADSET),), path=path)
    headset = g.bring(HEADSET, zone="player_area")
    adjust(g, action="exhaust", card=headset)
    g.play(g.iid(EAGLE_EYE))
    assert _scouted(g) == 3


BREATHE = "01049"


def test_01049_breathe_into_it_may_discard_an_odd_number_of_fatigue_cards() -> None:
    """01049 Breathe Into It, response 1 (as your test begins): any number of fatigue cards may be
    discarded, 1 effort per 2 of them; with 3 in the stack, discarding all 3 commits 1 effort and
    leaves none (the amount is the number chosen per 2, rounded down)."""
    g = ranger_table(deck=[BREATHE], path=[HEART])
    adjust(g, action="fatigue", ranger="r1", amount=3)
    set_energy(g, FIT=2, SPI=2)
    g.choose_test("traverse", g.iid(HEART))
    g.pick(f"respond:{g.iid(BREATHE)}", "response")
    most = max(g.expect("effect_amount").options, key=lambda o: int(o.id.split(":")[1]))
    g.pick(most.id)
    assert len(g.state.ranger("r1").fatigue) == 0
    g.pick("energy:1", "commit_energy")
    result = [e.text for e in g.last.events if e.kind == "test_result"]
    assert result and "effort 2" in result[0]


def test_01049_breathe_into_it_one_card_commits_nothing_and_an_empty_stack_is_not_offered() -> None:
    """01049 Breathe Into It, response 1, negative cases: one fatigue card discarded is less than
    a pair (the card goes, no effort: rounded down); with no fatigue the response is not offered
    (it could do nothing)."""
    g = ranger_table(deck=[BREATHE], path=[HEART])
    adjust(g, action="fatigue", ranger="r1", amount=1)
    set_energy(g, FIT=2, SPI=2)
    g.choose_test("traverse", g.iid(HEART))
    g.pick(f"respond:{g.iid(BREATHE)}", "response")
    assert [o.id for o in g.expect("effect_amount").options] == ["n:0", "n:1"]
    g.pick("n:1")
    assert g.state.ranger("r1").fatigue == []
    g.pick("energy:1", "commit_energy")
    result = [e.text for e in g.last.events if e.kind == "test_result"]
    assert result and "effort 1" in result[0]
    g2 = ranger_table(deck=[BREATHE], path=[HEART])
    set_energy(g2, FIT=2, SPI=2)
    g2.choose_test("traverse", g2.iid(HEART))
    assert not any(o.startswith("respond:") for o in g2.options())
