"""Issue #16 in the window: names from save data are shown as text, never rendered as HTML; and the
last-resort handler (app/last_resort.py) turns an exception in any slot into a logged traceback and
a message, with the game as it was before the action."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from rangers_qt.app.demo import default_setup
from rangers_qt.engine.session import Session

EVIL = "<b>Evil</b><img src='x'>"


def evil_session(catalog: Any) -> Session:
    setup = default_setup(catalog, seed=7)
    seats = [setup.rangers[0].model_copy(update={"name": EVIL}), *setup.rangers[1:]]
    session = Session.new(catalog, setup.model_copy(update={"rangers": seats}))
    while session.prompt is not None and session.prompt.kind != "turn":
        session.answer(session.prompt.options[0].id)
    # A save with such a name is still a valid save: the name is data, shown as text.
    return Session.from_json(session.to_json(), catalog)


def rendered_as_html(label: QLabel) -> bool:
    fmt = label.textFormat()
    return fmt == QtGui.TextFormat.RichText or (
        fmt == QtGui.TextFormat.AutoText and QtGui.mightBeRichText(label.text())
    )


def offending_labels() -> list[str]:
    bad = []
    for widget in QApplication.allWidgets():
        if isinstance(widget, QLabel) and EVIL in widget.text() and rendered_as_html(widget):
            bad.append(f"{widget.objectName() or type(widget.parent()).__name__}: {widget.text()[:80]}")
    return bad


def test_a_ranger_name_from_a_save_is_never_rendered_as_html(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    window = make_window(evil_session(catalog))
    c = window.controller
    assert c.ranger_name("r1") == EVIL
    shown = [w for w in QApplication.allWidgets() if isinstance(w, QLabel) and EVIL in w.text()]
    assert shown, "the name should be on screen somewhere (prompt bar or turn label)"
    for iid in list(window.scene.cards)[:40]:
        window.table.hover(iid)
    window.card_menus.open_test_dialog()
    qtbot.wait(20)
    assert offending_labels() == []
    details = window.details.text()
    assert "<img" not in details  # the rich details label escapes what it shows


def test_card_details_escape_every_piece() -> None:
    from rangers_qt.ui.panels import card_details

    class Face:
        name = "<i>n</i>"
        type_label = "<u>t</u>"
        traits = ("<s>x</s>",)
        aspect = level = cost = presence = progress = harm = area = guide_entry = None
        challenge = ()

    text = card_details(None, Face())  # type: ignore[arg-type]
    assert "<i>n</i>" not in text and "&lt;i&gt;n&lt;/i&gt;" in text and "&lt;s&gt;" in text


# ------------------------------------------------------------------ the last resort


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_any_slot_is_logged_and_shown(
    qtbot: Any, make_window: Any, caplog: pytest.LogCaptureFixture
) -> None:
    from rangers_qt.app import last_resort

    window = make_window()
    heard: list[str] = []
    last_resort.add_listener(heard.append)
    last_resort.install()
    try:

        def broken_slot() -> None:
            raise RuntimeError("a slot that raises")

        with caplog.at_level(logging.ERROR, logger="rangers_qt.last_resort"):
            QTimer.singleShot(0, broken_slot)
            qtbot.waitUntil(lambda: bool(heard), timeout=2000)
    finally:
        last_resort.uninstall()
        last_resort.remove_listener(heard.append)
    assert "a slot that raises" in heard[0] and "as it was before" in heard[0]
    record = next(r for r in caplog.records if r.name == "rangers_qt.last_resort")
    assert record.exc_info is not None and "broken_slot" in caplog.text  # the traceback is logged
    notice = window.findChild(QMessageBox, "CrashNotice")
    assert notice is not None and "a slot that raises" in notice.text()
    assert "a slot that raises" in window.statusBar().currentMessage()


def test_an_intent_that_fails_after_the_engine_moved_leaves_the_game_as_before(
    make_window: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The answer is committed, then the controller's redraw raises: the answer is taken back,
    the redo stack is kept, the player reads a message and nothing escapes to Qt."""
    window = make_window()
    c = window.controller
    c.answer(c.options()[0].id)
    c.undo()
    before = (c.session.hash(), len(c.session.log), list(c.session._redo))
    refused: list[str] = []
    c.refused.connect(refused.append)

    calls = {"n": 0}
    real_after = type(c)._after

    def failing_after(self: Any, *args: Any) -> None:
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("the view broke")
        real_after(self, *args)

    monkeypatch.setattr(type(c), "_after", failing_after)
    with caplog.at_level(logging.ERROR, logger="rangers_qt.last_resort"):
        option = next(o for o in c.options() if o.kind != "test")
        assert c.answer(option.id) is False
    assert (c.session.hash(), len(c.session.log), list(c.session._redo)) == before
    assert refused and "the view broke" in refused[-1]
    assert "Traceback" in caplog.text or any(r.exc_info for r in caplog.records)
