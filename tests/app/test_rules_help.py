"""Issue #31: F1 explains the rule that applies now (the prompt's kind, or the card's state),
naming the rulebook section (app/rules_help.py, Qt-free)."""

from __future__ import annotations

from typing import Any, get_args

from rangers_qt.app.demo import new_session
from rangers_qt.app.rules_help import PROMPT_RULES, card_help, prompt_help
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.prompts import PromptKind


def test_every_prompt_kind_has_its_rule_with_a_section() -> None:
    assert set(PROMPT_RULES) == set(get_args(PromptKind))
    assert all(r.section and r.text.endswith(".") for r in PROMPT_RULES.values())


def _turn() -> tuple[Any, Any]:
    catalog = load_catalog()
    session = new_session(catalog, seed=7)
    while session.prompt is not None and session.prompt.kind != "turn":
        session.answer(session.prompt.options[0].id)
    return session, catalog


def test_the_turn_prompt_explains_a_turn() -> None:
    session, _ = _turn()
    topic = prompt_help(session.prompt, session.state)
    assert topic.sections()[0] == "Phase 2: Ranger Turns"
    assert "Rulebook: Phase 2: Ranger Turns." in topic.html()


def test_a_card_within_reach_explains_fatigue_and_exhausting_it_changes_the_help() -> None:
    """Fatigue from Interacting for a ready path card within reach; once exhausted, Exhaust/Ready
    comes first and the fatigue rule says it fatigues nobody."""
    session, catalog = _turn()
    st = session.state
    rid = st.prompt.ranger
    card = next(i for i in st.ranger(rid).within_reach)
    ready = card_help(st, catalog, card)
    assert "Fatigue from Interacting" in ready.sections()
    assert "Additional Concepts: Exhaust/Ready" not in ready.sections()
    session.manual(ManualAdjust(action="exhaust", card=card))
    tired = card_help(session.state, catalog, card)
    assert tired.sections()[0] == "Additional Concepts: Exhaust/Ready"
    assert "fatigues nobody now" in tired.html()


def test_the_location_explains_travel_and_carries_the_not_now_notes() -> None:
    session, catalog = _turn()
    st = session.state
    loc = next(i for i in st.surroundings if catalog.card(st.cards[i].def_id).category == "location")
    topic = card_help(st, catalog, loc, ("Travel not now: it is Phase 2",))
    assert "Phase 3: Travel" in topic.sections()
    assert "<b>Not now:</b>" in topic.html() and "Travel not now: it is Phase 2" in topic.html()


def test_a_hand_attribute_says_it_is_committed_not_played() -> None:
    session, catalog = _turn()
    st = session.state
    attr = next(i for r in st.rangers for i in r.hand if catalog.card(st.cards[i].def_id).type == "attribute")
    assert card_help(st, catalog, attr).sections()[0] == "Commit Approach Icons"
