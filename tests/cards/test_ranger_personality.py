"""Personality attributes (cards/ranger/personality.json) through the prompt protocol. Four print
no rules at all (their approach icons are facts). The others: a rule answered from the discard
after a test the attribute was committed to succeeds (``commit:after:test_succeeded``), a rule
used before committing, a commit allowed to another Ranger's test, and icons counted from the
energy pool."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.engine.preview import commit_refusal

from .background_kit import CATALOG
from .background_kit import energy as add_energy
from .personality_kit import COMMON, DOE, FAIL, attribute_table, performed, scout_back, two_rangers

NO_RULES = {"01096": "Thorough", "01100": "Bold", "01104": "Astute", "01108": "Compassionate"}
INSIGHTFUL, PERCEPTIVE, PASSIONATE, BALANCED = "01093", "01095", "01097", "01098"
METICULOUS, PERSUASIVE = "01101", "01105"


def test_attributes_printing_no_rules_are_full_with_no_generated_rules_text() -> None:
    for cid, name in NO_RULES.items():
        card = CATALOG.card(cid)
        assert card.name == name
        assert card.printed == ()
        assert card.status == "full", name
        assert rules_text(card) == []


def _fatigue_to_take_it_back(cid: str, approach: str) -> None:
    """The rule shared by Insightful, Passionate, Meticulous and Persuasive: after a success with
    the attribute committed, its owner may suffer 1 fatigue to take it back from the discard; a
    second copy lying in the discard (not committed) is not offered; passing leaves it there; after
    a failure nothing is offered."""
    g = attribute_table(cid, cid)
    mine, other = g.iid(cid), g.bring(cid, zone="discard", nth=1)
    performed(g, approach, commits=(mine,))
    p = g.expect("response", "r1")
    assert [o.id for o in p.options] == [f"respond:{mine}", "pass"]  # not the copy never committed
    deck, tired = len(g.ranger().deck), len(g.ranger().fatigue)  # (Traverse: the doe fatigued)
    g.pick(f"respond:{mine}", "response")
    assert g.where(mine) == ("hand", "r1") and g.where(other) == ("discard", "r1")
    assert len(g.ranger().fatigue) == tired + 1 and len(g.ranger().deck) == deck - 1
    g.expect("turn")
    # Passing: it stays in the discard, no fatigue.
    g = attribute_table(cid)
    mine = g.iid(cid)
    performed(g, approach, commits=(mine,))
    tired = len(g.ranger().fatigue)
    g.pick("pass", "response")
    assert g.where(mine) == ("discard", "r1") and len(g.ranger().fatigue) == tired
    g.expect("turn")
    # A failed test: the window offers nothing.
    g = attribute_table(cid, draw=FAIL)
    mine = g.iid(cid)
    performed(g, approach, commits=(mine,))
    g.expect("turn")
    assert g.where(mine) == ("discard", "r1")


def test_insightful_may_return_to_hand_for_1_fatigue_after_a_success_it_was_committed_to() -> None:
    _fatigue_to_take_it_back(INSIGHTFUL, "reason")


def test_passionate_may_return_to_hand_for_1_fatigue_after_a_success_it_was_committed_to() -> None:
    _fatigue_to_take_it_back(PASSIONATE, "connection")


def test_meticulous_may_return_to_hand_for_1_fatigue_after_a_success_it_was_committed_to() -> None:
    _fatigue_to_take_it_back(METICULOUS, "exploration")


def test_persuasive_may_return_to_hand_for_1_fatigue_after_a_success_it_was_committed_to() -> None:
    _fatigue_to_take_it_back(PERSUASIVE, "conflict")


def _awa(g: Game) -> int:
    return int(g.ranger().energy.get("AWA", 0))


def test_perceptive_gains_1_awareness_after_a_success_it_was_committed_to_without_a_question() -> None:
    """Not a "may": it resolves from the discard with no prompt, auto-pass on or off; not after a
    failure, nor for a copy that was not committed."""
    for auto in (False, True):
        g = attribute_table(PERCEPTIVE, PERCEPTIVE, auto_pass_responses=auto)
        mine = g.iid(PERCEPTIVE)
        g.bring(PERCEPTIVE, zone="discard", nth=1)
        before = _awa(g)
        performed(g, "exploration", commits=(mine,))
        g.expect("turn")
        assert _awa(g) == before + 1, auto  # once: the copy never committed gives nothing
    g = attribute_table(PERCEPTIVE, draw=FAIL)
    before = _awa(g)
    performed(g, "exploration", commits=(g.iid(PERCEPTIVE),))
    g.expect("turn")
    assert _awa(g) == before
    g = attribute_table(PERCEPTIVE)  # a success without it committed
    before = _awa(g)
    g.bring(PERCEPTIVE, zone="discard")
    performed(g, "exploration")
    g.expect("turn")
    assert _awa(g) == before


def test_balanced_may_suffer_1_fatigue_for_1_energy_of_any_aspect_after_a_success_with_it() -> None:
    for aspect in ("AWA", "FIT", "FOC", "SPI"):
        g = attribute_table(BALANCED)
        mine = g.iid(BALANCED)
        performed(g, "conflict", commits=(mine,))
        before = dict(g.ranger().energy)
        g.pick(f"respond:{mine}", "response")
        g.pick(f"energy:{aspect}", "effect_choice")
        assert g.ranger().energy[aspect] == before[aspect] + 1
        assert len(g.ranger().fatigue) == 1 and g.where(mine) == ("discard", "r1")  # (Avoid: none)
        g.expect("turn")
    g = attribute_table(BALANCED, draw=FAIL)
    performed(g, "conflict", commits=(g.iid(BALANCED),))
    g.expect("turn")


VERSATILE, THOUGHTFUL = "01102", "01106"


def test_versatile_may_suffer_1_fatigue_before_it_is_committed_to_gain_reason_exploration_conflict() -> None:
    """A Remember (reason) test: not committable for its printed icons (connection only), its rule
    is offered: 1 fatigue, then committed for +1; the icons last for that test only. A Connect test:
    committed plainly (+1); the rule, which adds no connection, is not offered."""
    g = attribute_table(VERSATILE)
    v = g.iid(VERSATILE)
    g.choose_test("remember", None)
    g.commit_energy(1)
    p = g.expect("commit_cards")
    assert [o.id for o in p.options] == [f"commit_rule:{v}", "done"]
    assert g.find("commit_card", v).amount == 1
    g.pick(f"commit_rule:{v}", "commit_cards")
    assert len(g.ranger().fatigue) == 1 and g.where(v) == ("discard", "r1")
    assert "effort 2 vs" in g.events("test_result")[0].text
    scout_back(g)
    g.expect("turn")
    assert g.state.modifiers == []  # the icons were gained until the end of the test
    g = attribute_table(VERSATILE)
    v = g.iid(VERSATILE)
    g.choose_test("connect", g.iid(DOE))
    g.commit_energy(1)
    assert [o.id for o in g.expect("commit_cards").options] == [f"commit:{v}", "done"]
    g.commit_card(v)
    assert g.ranger().fatigue == [] and "effort 2 vs" in g.events("test_result")[0].text


def test_thoughtful_may_be_committed_by_its_owner_to_another_rangers_test() -> None:
    """Ranger2's Thoughtful is offered in Ranger1's Remember test (+1) and goes to Ranger2's
    discard; Ranger2's other reason card (Insightful) is refused, with the reason."""
    g = two_rangers((), (THOUGHTFUL, INSIGHTFUL))
    t, other = g.iid(THOUGHTFUL), g.iid(INSIGHTFUL)
    g.choose_test("remember", None)
    g.commit_energy(1)
    p = g.expect("commit_cards", "r1")
    assert [o.id for o in p.options] == [f"commit:{t}", "done"]
    assert g.find("commit_card", t).label.startswith("Ranger2: ")
    why = commit_refusal(g.state, g.session.book, other)
    assert why == "Insightful is Ranger2's: only Ranger1's cards can be committed to this test"
    g.commit_card(t)
    assert g.where(t) == ("discard", "r2") and g.where(other) == ("hand", "r2")
    assert "effort 2 vs" in g.events("test_result")[0].text


VIGILANT, DETERMINED, INVENTIVE, ENGAGING = "01094", "01099", "01103", "01107"


def _icons_from_the_pool(cid: str, aspect: str, approach: str) -> None:
    """The card's icons of its approach are the energy of its aspect left in its owner's pool as
    it is committed (after the test's own energy): 0 (not offered), 1, 2 and 3 left."""
    for left in (0, 1, 2, 3):
        g = attribute_table(cid)
        card = g.iid(cid)
        add_energy(g, aspect, left + 1 - g.ranger().energy[aspect])
        name = COMMON[approach]
        g.choose_test(
            name, None if name == "remember" else (g.iid("TLOC") if name == "traverse" else g.iid(DOE))
        )
        g.commit_energy(1)
        assert g.ranger().energy[aspect] == left
        if left == 0:  # no icon: no commit prompt at all, the test resolved
            assert g.events("test_result") and g.where(card) == ("hand", "r1")
            continue
        assert g.find("commit_card", card).amount == left, left
        g.commit_card(card)
        assert f"effort {1 + left} vs" in g.events("test_result")[0].text


def test_vigilant_has_a_conflict_icon_per_awareness_energy_in_the_pool() -> None:
    _icons_from_the_pool(VIGILANT, "AWA", "conflict")


def test_determined_has_an_exploration_icon_per_fitness_energy_in_the_pool() -> None:
    _icons_from_the_pool(DETERMINED, "FIT", "exploration")


def test_inventive_has_a_reason_icon_per_focus_energy_in_the_pool() -> None:
    _icons_from_the_pool(INVENTIVE, "FOC", "reason")


def test_engaging_has_a_connection_icon_per_spirit_energy_in_the_pool() -> None:
    _icons_from_the_pool(ENGAGING, "SPI", "connection")
