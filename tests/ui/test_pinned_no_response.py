"""Issue #29: the response bar never hides "No response": it is pinned at the right of the row,
outside the part that scrolls, with its number key, however many responses are on offer."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from rangers_qt.ui.panels import OptionView, PromptBar


def crowded(n: int) -> list[OptionView]:
    uses = [
        OptionView(f"use:{k}", f"Mira: use Local Fare from the pack, copy {k}", "response") for k in range(n)
    ]
    return [*uses, OptionView("pass", "No response", "no")]


def test_no_response_stays_in_sight_and_answers(qtbot: Any) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    bar.resize(1366, 90)
    bar.show()
    qtbot.waitExposed(bar)
    bar.set_prompt("Respond (after test)?", crowded(6))
    qtbot.wait(10)
    assert bar.options_scroll.horizontalScrollBar().maximum() > 0  # the row overflows the bar
    assert bar.pinned.isVisible() and bar.pinned.text() == "7  No response"
    assert bar.rect().contains(bar.pinned.geometry())
    assert not bar.buttons[6].isVisible()  # not twice
    chosen: list[str] = []
    bar.option_chosen.connect(chosen.append)
    qtbot.mouseClick(bar.pinned, Qt.MouseButton.LeftButton)
    assert chosen == ["pass"]
    assert bar.choose_number(7) and chosen[-1] == "pass"  # its key still answers it


def test_tab_highlights_the_pinned_button_and_other_prompts_pin_nothing(qtbot: Any) -> None:
    bar = PromptBar()
    qtbot.addWidget(bar)
    bar.resize(1366, 90)
    bar.show()
    bar.set_prompt("Respond?", crowded(1))
    bar.cycle()
    assert bar.buttons[0].property("highlight") and not bar.pinned.property("highlight")
    assert bar.cycle().id == "pass" and bar.pinned.property("highlight")
    bar.set_prompt("Who takes the next turn?", [OptionView("a", "Mira", "choose_ranger")])
    assert not bar.pinned.isVisible() and bar.buttons[0].isVisible()
