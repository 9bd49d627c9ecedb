"""Options on the cards (issue #15): a turn's tests, plays and uses sit on the card they concern
(its pill, its tooltip on hover, its menu), the prompt bar keeps what has no card, and Rest and
Done are always in sight.

Real events: moves, presses and releases to `view.viewport()` (a move between press and release),
keys to the view.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from rangers_qt.ui import overlays


def _on_table(c: Any, iid: str | None) -> bool:
    table = c.table()
    where = table.where(iid) if iid and iid in table.cards else None
    return where is not None and not where.startswith("discard")


def _visible_in(widget: Any, window: Any) -> bool:
    """Shown, and inside the window's rectangle (not scrolled or pushed out of sight)."""
    if not widget.isVisible():
        return False
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(top_left) and window.rect().contains(
        top_left + QPoint(widget.width() - 1, widget.height() - 1)
    )


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_bar_keeps_only_what_has_no_card_and_rest_and_done_stay_in_sight(
    qtbot: Any, make_window: Any, size: tuple[int, int]
) -> None:
    window = make_window(size=size)
    c = window.controller
    assert c.prompt.kind == "turn"
    bar = window.prompt_bar
    shown = [o for o, b in zip(bar.options, bar.buttons, strict=False) if b.isVisible()]
    assert shown, "the bar shows the options that have no card"
    for o in shown:
        assert not _on_table(c, o.card) and not _on_table(c, o.target), f"{o.label} is on a card"
    card_options = [o for o in c.options() if _on_table(c, o.card) or _on_table(c, o.target)]
    assert len(card_options) >= 5 and len(shown) < len(c.options())
    assert "on" in bar.on_cards.text() and bar.on_cards.isVisible()  # it says where the rest went
    # Every card option is carried by its card: a pill at its foot.
    for o in card_options:
        iid = o.card if _on_table(c, o.card) else o.target
        assert window.scene.card_item(iid).hint, f"{c.card_name(iid)} carries no pill"
    # Rest: a button of the bar, in sight; Rest and Done also on the phase bar.
    rest = next(b for o, b in zip(bar.options, bar.buttons, strict=False) if o.kind == "rest")
    assert _visible_in(rest, window)
    for name in ("rest", "end_turn"):
        action = window.actions_[name]
        on_phase_bar = [b for b in window.phase_bar.findChildren(QToolButton) if b.defaultAction() is action]
        assert on_phase_bar and _visible_in(on_phase_bar[0], window), name


def test_hovering_a_card_lists_its_options_with_keys_prices_and_chances(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = next(o for o in c.options() if o.kind == "test" and o.target and not o.card)
    item = window.scene.card_item(test.target)
    pos = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(window.view.viewport(), pos - QPoint(30, 30))
    QTest.mouseMove(window.view.viewport(), pos)
    qtbot.waitUntil(lambda: window.table.hovered == test.target, timeout=2000)
    tip = item.toolTip()
    key = c.option_key(test.id)
    line = next(t for t in tip.splitlines() if test.label in t)
    assert "fatigue" in line and "%" in line
    if key is not None:
        assert line.startswith(f"{key}  ")
    for o in c.card_options(test.target):
        assert o.label in tip


def _click_pill(qtbot: Any, window: Any, iid: str, choose: str) -> list[str]:
    item = window.scene.card_item(iid)
    assert item.hint
    pos = window.view.mapFromScene(item.mapToScene(overlays.hint_rect(*item.size()).center()))
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert menu is not None
        seen.extend(a.text() for a in menu.actions())
        entry = next(a for a in menu.actions() if a.text().startswith(choose))
        menu.close()
        entry.trigger()

    QTimer.singleShot(80, pick)
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, pos)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseMove(viewport, pos + QPoint(1, 1))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos + QPoint(1, 1)
    )
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    return seen


def test_a_click_on_a_cards_pill_lists_its_options_and_plays_it(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    play = next(o for o in c.options() if o.kind == "play_card")
    assert window.scene.card_item(play.card).hint == "play"
    seen = _click_pill(qtbot, window, play.card, play.label)
    assert not seen[0].startswith("\u2014")
    key = c.option_key(play.id)
    entry = next(t for t in seen if t.startswith(play.label))
    assert key is None or entry.endswith(f"\t{key}")  # the menu names its number key
    qtbot.wait(20)
    assert c.session.log[-1].option == play.id
    assert play.card not in c.state.ranger(c.session.log[-1].ranger or c.hand_ranger()).hand


def test_a_click_beside_the_pill_is_no_menu(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    play = next(o for o in c.options() if o.kind == "play_card")
    item = window.scene.card_item(play.card)
    pos = window.view.mapFromScene(item.mapToScene(item.boundingRect().center() - QPoint(0, 20)))
    before = len(c.session.log)
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, pos)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseMove(viewport, pos + QPoint(1, 0))
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos + QPoint(1, 0)
    )
    qtbot.wait(50)
    assert QApplication.activePopupWidget() is None and len(c.session.log) == before


def test_a_number_key_still_answers_an_option_that_sits_on_a_card(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    ordered, on_card = c.keyed_options()
    play = next(o for o in ordered[:9] if o.kind == "play_card")
    assert play.id in on_card
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{c.option_key(play.id)}"))
    qtbot.wait(20)
    assert c.session.log[-1].option == play.id


def test_other_prompts_keep_every_option_in_the_bar(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = next(o for o in c.options() if o.kind == "test" and o.target)
    c.answer(test.id, priced=True)
    assert c.prompt.kind != "turn"
    bar = window.prompt_bar
    assert [o.id for o in bar.options] == [o.id for o in c.options()]
    assert not any(o.on_card for o in bar.options) and not bar.on_cards.isVisible()
