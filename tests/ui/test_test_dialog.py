"""The test dialog: the odds it shows are exact over the challenge cards left, the price is
shown before the test begins, and the reveal lists the outcome (Rulebook: Performing a Test)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from rangers_qt.ui.test_dialog import TestDialog
from rangers_qt.ui.test_words import chance_text, fatigue_text


def _challenge_with_foc(catalog: Any, mod: int, taken: set[str]) -> str:
    for card in catalog.challenge_cards():
        if card.mods["FOC"] == mod and card.id not in taken:
            taken.add(card.id)
            return str(card.id)
    raise AssertionError(f"no challenge card with FOC {mod:+d}")


def test_fatigue_and_chance_wording() -> None:
    assert (
        fatigue_text([("Sitka Buck", 1), ("Prowling Wolhund", 2)])
        == "3 fatigue: Sitka Buck 1, Prowling Wolhund 2"
    )
    assert fatigue_text([]) == "No fatigue"
    assert chance_text(Fraction(3, 4)) == "3/4 (75%)"
    assert chance_text(Fraction(1)) == "100%"


def test_odds_match_a_hand_computed_deck(
    qtbot: Any, catalog: Any, pinned_session: Any, make_window: Any
) -> None:
    # Challenge deck, top first: FOC +1, 0, -1, -2. Remember is FOC + Reason, difficulty 1.
    taken: set[str] = set()
    deck = [_challenge_with_foc(catalog, m, taken) for m in (1, 0, -1, -2)]
    session = pinned_session(deck)
    assert [session.state.cards[i].def_id for i in session.state.challenge_deck] == deck
    if session.prompt.kind == "choose_next":
        session.answer(session.prompt.options[0].id)
    window = make_window(session)
    c = window.controller
    # The starter Rangers' cards may respond when a test begins; this test is about the odds only.
    assert c.set_auto_pass(True) and c.auto_pass
    ranger = c.prompt.ranger
    assert c.state.ranger(ranger).energy["FOC"] >= 1

    dialog = TestDialog(c, window)
    qtbot.addWidget(dialog)
    dialog.open_for(None)
    row = next(
        i
        for i in range(dialog.test_list.count())
        if dialog.test_list.item(i).data(Qt.ItemDataRole.UserRole) == "test:common:remember:-"
    )
    dialog.test_list.setCurrentRow(row)
    # By hand: with effort 1 the test succeeds when the modifier is >= 0: 2 of 4 cards.
    assert "Difficulty 1" in dialog.odds_before.text()
    assert "With 1 energy: 1/2 (50%)" in dialog.odds_before.text()
    if c.state.ranger(ranger).energy["FOC"] >= 2:
        # Effort 2: modifier >= -1: 3 of 4.
        assert "With 2 energy: 3/4 (75%)" in dialog.odds_before.text()
    assert dialog.price.text() == "No fatigue"  # Remember has no target

    only_one = c.state.ranger(ranger).energy["FOC"] == 1
    dialog.begin_button.click()
    assert c.state.test is not None and dialog.pages.currentIndex() == 1
    if only_one:  # one energy, one choice: committed without asking (app/sole_answers.py)
        assert c.session.log[-1].option == "energy:1" and c.prompt.kind == "commit_cards"
    else:
        found = dialog.findChildren(QPushButton)
        buttons = {b.objectName(): b for b in found if b.objectName().startswith("commit_")}
        one = buttons["commit_energy:1"]
        assert one.text().endswith("1/2 (50%)")
        one.click()
    # Any card commits offered next keep the odds live; finish committing if asked.
    if c.prompt is not None and c.prompt.kind == "commit_cards":
        assert "Chance of success now: 1/2 (50%)" in dialog.odds_label.text()
        c.answer("done")
    assert dialog.pages.currentIndex() == 2
    lines = [dialog.outcome.item(i).text() for i in range(dialog.outcome.count())]
    # The top card (FOC +1) was revealed: effort 1 + 1 = 2 >= 1.
    assert any("success" in line for line in lines), lines
    assert c.state.cards[c.state.challenge_discard[-1]].def_id == deck[0]
    assert not dialog.challenge_face.pixmap().isNull()


def test_fatigue_preview_comes_from_the_engine_query(make_window: Any) -> None:
    window = make_window()
    c = window.controller
    ranger = c.prompt.ranger
    from rangers_qt.engine.rules.fatigue import interaction_fatigue

    for iid in c.state.along_the_way + [i for r in c.state.rangers for i in r.within_reach]:
        expected = [(c.card_name(a), n) for a, n in interaction_fatigue(c.state, c.catalog, ranger, iid)]
        assert c.fatigue_preview(iid, ranger) == expected


def test_price_counts_the_card_the_test_is_printed_on(qtbot: Any) -> None:
    """Ruling R34: a test printed on a card in the surroundings interacts with that card as well as
    the closer card it is aimed at, so the price shown before the test counts what lies between you
    and the surroundings (here 2 + 3 fatigue), not only what lies before the target."""
    from rangers_qt.app.controller import GameController
    from tests.engine.helpers import mission_test_aimed_closer

    g = mission_test_aimed_closer()
    controller = GameController(g.session, g.catalog)
    dialog = TestDialog(controller)
    qtbot.addWidget(dialog)
    dialog.open_for(None)
    wanted = f"test:{g.iid('TMT')}:t1:{g.iid('TH')}"
    row = next(
        i
        for i in range(dialog.test_list.count())
        if dialog.test_list.item(i).data(Qt.ItemDataRole.UserRole) == wanted
    )
    dialog.test_list.setCurrentRow(row)
    assert dialog.price.text().startswith("5 fatigue:"), dialog.price.text()
