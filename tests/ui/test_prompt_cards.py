"""Issue #29: scouting shows the scouted cards face up (Rulebook: Scout: look at the cards, then
put each on the top or the bottom), not only their names."""

from __future__ import annotations

from typing import Any


def to_scouting(c: Any) -> None:
    """Remember (FOC + reason, difficulty 1) with all the energy: success scouts the deck."""
    remember = next(o for o in c.options() if o.kind == "test" and "Remember" in o.label)
    c.answer(remember.id, priced=True)
    for _ in range(20):
        prompt = c.prompt
        if prompt is None or prompt.kind == "scout":
            return
        if prompt.kind == "commit_energy":
            c.answer(prompt.options[-1].id)
        else:
            c.answer(prompt.options[-1].id)  # Done committing, No response...
    raise AssertionError("the Remember test did not scout")


def test_scouted_cards_are_shown_face_up_above_the_prompt(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    to_scouting(c)
    qtbot.wait(10)
    strip = window.prompt.cards
    named = list(dict.fromkeys(o.card for o in c.prompt.options if o.card))
    assert strip.isVisible() and strip.shown == named
    labels = [strip.row.itemAt(i).widget() for i in range(strip.row.count())]
    assert [lab.toolTip() for lab in labels] == [c.card_name(i) for i in named]
    assert all(lab.pixmap().width() >= 150 for lab in labels)
    assert window.view.rect().contains(strip.geometry())
    while c.prompt is not None and c.prompt.kind == "scout":
        c.answer(c.prompt.options[0].id)
    qtbot.wait(10)
    assert not strip.isVisible()  # the choice made: the table again
