"""Issue #31: every refusal on the table says why, in the engine's words with the rulebook
section: a table card without a pill (hover and menu), a test left out on a card, travel, and a
drop that glides back. Real mouse events on the viewport (a move between press and release)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from .test_price_first import right_click
from .test_table_mouse import _drag

NO_FIT = "Traverse needs 1 FIT energy; you have 0 (1 short) (rulebook: Performing a Test)"
#: Lone Tree Station's own test (seed 7's table) asks AWA.
NO_AWA = "Search needs 1 AWA energy; you have 0 (1 short) (rulebook: Performing a Test)"


def _hover(qtbot: Any, window: Any, iid: str) -> str:
    item = window.scene.card_item(iid)
    viewport = window.view.viewport()
    pos = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(viewport, pos + QPoint(-3, 0))
    QTest.mouseMove(viewport, pos)
    qtbot.wait(30)
    return str(item.toolTip())


def _without_fit(window: Any) -> str:
    """Mira spends her FIT and AWA energy by hand: neither Traverse nor the location's own
    Search is offered on the location any more."""
    c = window.controller
    rid = c.prompt.ranger
    for aspect in ("FIT", "AWA"):
        have = c.state.ranger(rid).energy.get(aspect, 0)
        assert c.by_hand(action="energy", ranger=rid, aspect=aspect, amount=-have)
    window.view.relayout()
    loc = next(
        i for i in c.state.surroundings if c.catalog.card(c.state.cards[i].def_id).category == "location"
    )
    assert not c.card_options(loc)
    return loc


def test_a_table_card_without_a_pill_says_why_on_hover_and_first_in_its_menu(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window(size=(1366, 768))
    loc = _without_fit(window)
    assert not window.scene.card_item(loc).hint  # no pill any more
    tip = _hover(qtbot, window, loc)
    assert tip.splitlines()[1] == f"{NO_AWA}; {NO_FIT}"
    seen = right_click(qtbot, window, loc, "Not now")
    assert seen[0] == f"Not now: {NO_AWA}; {NO_FIT}"
    assert not window.card_menus.last_menu.actions()[0].isEnabled()


def test_the_location_says_why_the_group_cannot_travel_yet(qtbot: Any, make_window: Any) -> None:
    """Phase 3: Travel: in Phase 2 with no progress on the location, both reasons are named."""
    window = make_window(size=(1366, 768))
    c = window.controller
    loc = next(i for i in c.state.surroundings if c.travel_note(i))
    seen = right_click(qtbot, window, loc, "Travel not now")
    line = next(s for s in seen if s.startswith("Travel not now"))
    assert "travels in Phase 3" in line and "has 0 progress of" in line


def test_a_drop_that_glides_back_says_the_engines_reason(qtbot: Any, make_window: Any) -> None:
    """The role dropped on the location means Traverse; without FIT it glides back and says why."""
    window = make_window(size=(1366, 768))
    c = window.controller
    loc = _without_fit(window)
    role = c.state.ranger(c.prompt.ranger).role
    said: list[str] = []
    c.refused.connect(said.append)
    before = c.session.hash()
    _drag(qtbot, window, role, window.scene.card_item(loc).sceneBoundingRect().center())
    assert said == [NO_FIT]
    assert window.statusBar().currentMessage().startswith("Traverse needs 1 FIT energy")
    assert c.session.hash() == before  # nothing answered


def test_a_card_with_a_pill_lists_the_test_it_leaves_out(qtbot: Any, make_window: Any) -> None:
    """Without FIT, the location keeps its pill (its own Search) and lists Traverse as not now."""
    window = make_window(size=(1366, 768))
    c = window.controller
    rid = c.prompt.ranger
    loc = next(i for i in c.state.surroundings if c.travel_note(i))
    assert any(o.id.startswith("test:common:traverse:") for o in c.card_options(loc))
    have = c.state.ranger(rid).energy.get("FIT", 0)
    assert c.by_hand(action="energy", ranger=rid, aspect="FIT", amount=-have)
    assert c.card_options(loc) and window.scene.card_item(loc).hint  # still a pill: Search
    seen = right_click(qtbot, window, loc, "Not now")
    assert f"Not now: Traverse: {NO_FIT}" in seen
