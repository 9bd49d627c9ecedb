"""Maladies (cards/ranger/malady.json) through the prompt protocol: Lingering Injury attaches itself
to your role as you draw it, fatigues you when you rest (Fatiguing 2) and leaves your deck for the
collection when its Treat test succeeds; the campaign then drops it from the Ranger's maladies."""

from __future__ import annotations

import pytest

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.between import apply_outcome
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.campaign.tracker import new_tracker
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.day.outcome import DayOutcome
from rangers_qt.engine.day_record import DeckChange

from .ranger_kit import CREST, FAIL, SUN, ranger_table

INJURY = "01240"


def test_lingering_injury_drawn_in_the_opening_hand_attaches_to_your_role() -> None:
    g = ranger_table(deck=[INJURY])
    injury, role = g.iid(INJURY), g.state.ranger("r1").role
    assert g.state.cards[injury].attached_to == role
    assert injury not in g.state.ranger("r1").hand


def test_lingering_injury_drawn_later_attaches_to_your_role() -> None:
    g = ranger_table(deck=["01096"] * 6 + [INJURY])  # six rule-less attributes, then the malady
    injury = g.iid(INJURY)
    assert injury in g.state.ranger("r1").deck
    g.perform("remember", None, energy=1)  # effort 1: scout 1, then draw 1
    g.pick(f"top:{injury}", "scout")
    assert g.state.cards[injury].attached_to == g.state.ranger("r1").role
    assert injury not in g.state.ranger("r1").hand


def test_lingering_injury_fatigues_you_by_2_when_you_rest() -> None:
    g = ranger_table(deck=[INJURY])
    g.rest()
    assert len(g.state.ranger("r1").fatigue) == 2


@pytest.mark.parametrize("draw, treated", [(SUN, True), (CREST, False), (FAIL, False)])
def test_treating_lingering_injury_returns_it_to_the_collection(draw: str, treated: bool) -> None:
    """Treat, difficulty 2: effort 2 (sun, 0) succeeds; 1 (crest, -1) and 0 (-2) fail."""
    g = ranger_table(deck=[INJURY], draw=draw)
    injury = g.iid(INJURY)
    g.perform("t1", None, energy=2, source=injury)
    if treated:
        assert g.where(injury) == ("set_aside", None)
        assert g.state.day.deck_changes == [DeckChange(ranger="r1", remove=INJURY)]
    else:
        assert g.state.cards[injury].attached_to == g.state.ranger("r1").role
        assert g.state.day.deck_changes == []


def test_the_campaign_drops_a_treated_malady_from_the_rangers_deck() -> None:
    catalog = load_catalog()
    t = new_tracker()
    for s in starter_rangers(catalog)[:1]:
        t = act.apply_action(catalog, t, act.JoinRanger(deck=s.deck))
    rid = t.active_rangers()[0].id
    t = act.apply_action(catalog, t, act.AddMalady(ranger=rid, card=INJURY))
    assert t.ranger(rid).deck.maladies == [INJURY]
    base = {
        "location": "lone_tree_station", "terrain": "woods", "camped": False, "end_kind": "too_fatigued",
        "end_reason": "", "rounds": 3, "start_location": "lone_tree_station",
        "deck_changes": [DeckChange(ranger="r1", remove=INJURY)],
    }  # fmt: skip
    after = apply_outcome(catalog, t, DayOutcome.model_validate(base), [rid])
    assert after.ranger(rid).deck.maladies == [] and not after.warnings
