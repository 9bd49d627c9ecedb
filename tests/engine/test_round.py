"""Round structure: Rulebook: Playing the Game, Phases 1-4."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .helpers import Game, being, feature, location, pa, spy_texts


def test_path_cards_lead_first_and_arrow_decides_area() -> None:
    """Rulebook: Phase 1: Path Cards - lead first; the arrow decides the area."""
    g = Game([being("TA", area="along_the_way"), feature("TB")], rangers=2, path=["TA", "TB"])
    a, b = g.iid("TA"), g.iid("TB")
    assert g.where(a) == ("along_the_way", None)
    assert g.where(b) == ("within_reach", "r2")


def test_lead_ranger_draws_first_when_not_r1() -> None:
    """Rulebook: Phase 1: Path Cards - starting with the lead Ranger."""
    g = Game([feature("TA"), feature("TB")], rangers=2, path=["TA", "TB"], lead=1)
    assert g.where(g.iid("TA")) == ("within_reach", "r2")
    assert g.where(g.iid("TB")) == ("within_reach", "r1")


def test_guide_entry_is_surfaced_as_event_when_drawn() -> None:
    """Rulebook: Phase 1: Path Cards - a card with a book number: read that campaign guide entry."""
    g = Game([feature("TA"), feature("TB", guide_entry="47")], path=["TA", "TB"])
    g.rest()
    entries = g.events("guide_entry")
    assert [e.guide_entry for e in entries] == ["47"]
    assert entries[0].cards == [g.iid("TB")]


def test_empty_path_deck_reshuffles_discard() -> None:
    """Rulebook: Phase 1: Path Cards - if the path deck is empty, shuffle the discard into a new deck."""
    g = Game([feature("TA")], path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="discard", card=a))
    assert g.state.path_discard == [a] and not g.state.path_deck
    g.rest()
    assert g.where(a) == ("within_reach", "r1")
    assert g.events("reshuffle")


def test_no_path_card_at_all_is_reported_not_an_error() -> None:
    """Rulebook: Phase 1: Path Cards - nothing to draw when deck and discard are both empty."""
    g = Game([], path=[])
    g.rest()
    assert g.events("path_empty")
    assert g.state.round == 2


def test_enters_play_text_runs_as_the_path_card_enters_play() -> None:
    """Rulebook: Phase 1: Path Cards - resolve effects when the card enters play."""
    seen: list[str] = []
    registry = spy_texts({("TA", "enters_play"): lambda eng, iid, by, b: seen.append(f"{iid}:{by}")})
    g = Game([feature("TA", printed=(pa("enters_play"),))], path=["TA"], registry=registry)
    assert seen == [f"{g.iid('TA')}:r1"]


def test_turn_prompt_lists_tests_plays_and_rest() -> None:
    """Rulebook: Phase 2: Ranger Turns - a turn is a test, a card played, or a rest."""
    g = Game([being("TA")], path=["TA"])
    ids = g.options()
    a = g.iid("TA")
    assert "rest" in ids
    assert f"test:common:avoid:{a}" in ids and f"test:common:connect:{a}" in ids
    assert "test:common:remember:-" in ids
    loc = g.state.surroundings[0]
    assert f"test:common:traverse:{loc}" in ids


def test_two_turns_in_a_row_only_by_exhausting_role() -> None:
    """Rulebook: Phase 2: Ranger Turns - a different Ranger must go next unless you exhaust your role."""
    g = Game(rangers=2)
    g.next_ranger("r1")
    g.perform("remember")
    g.expect("scout")
    g.pick(g.options()[0])
    p = g.expect("choose_next")
    assert [o.id for o in p.options] == ["next:r2", "next:r1:again"]
    g.pick("next:r1:again")
    assert g.state.cards[g.ranger("r1").role].exhausted
    g.expect("turn", "r1")
    g.rest()
    # r1 rested: r2 is the only Ranger left and keeps going without being chosen.
    g.expect("turn", "r2")
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    g.expect("turn", "r2")


def test_rest_ends_turns_and_all_rested_ends_phase() -> None:
    """Rulebook: Rest - you cannot take another turn this round; all rested: travel, then refresh."""
    g = Game(rangers=2)
    g.next_ranger("r2")
    g.rest()
    g.expect("turn", "r1")  # only r1 left, no choice to make
    g.rest()
    assert g.state.round == 2
    g.expect("choose_next")


def test_refresh_fatigue_per_injury_draw_energy_ready() -> None:
    """Rulebook: Phase 4: Refresh - fatigue per injury, draw one, refill energy (excess lost), ready all."""
    g = Game([being("TA")], path=["TA"])
    r = g.ranger()
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=3))
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-2))
    g.session.manual(ManualAdjust(action="exhaust", card=a))
    hand, deck = len(r.hand), len(r.deck)
    g.rest()
    r = g.ranger()
    assert len(r.fatigue) == 1 and len(r.hand) == hand + 1 and len(r.deck) == deck - 2
    assert r.energy == {"AWA": 2, "FIT": 2, "FOC": 2, "SPI": 2}
    assert not g.state.cards[a].exhausted


def test_cannot_draw_in_refresh_ends_day() -> None:
    """Rulebook: Phase 4: Refresh - if you cannot draw a card the group must end the day."""
    g = Game()
    deck = list(g.ranger().deck)
    for iid in deck:
        g.session.manual(ManualAdjust(action="move", card=iid, zone="discard", ranger="r1"))
    g.rest()
    assert g.session.prompt is None
    assert g.state.phase == "ended" and "too fatigued" in (g.state.day_over or "")


def test_travel_hook_offers_stay_when_location_complete() -> None:
    """Rulebook: Phase 3: Travel - with enough progress on the location the group may travel (hook)."""
    g = Game([location(progress=2)])
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="add_tokens", card=loc, token="progress", amount=2))
    g.rest()
    g.expect("travel")
    g.pick("stay")
    assert g.state.round == 2
