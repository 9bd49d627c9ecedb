"""The campaign tracker and the review's timeline after bot-played days show words, never keys
(issue #27: no engine word, card id or snake_case where a player reads). The same checks as the
rules text, prompts and log (``tests/plain_words.py``, whose crafted lines prove each can fail)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from plain_words import problems
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QTableWidget, QTreeWidget

from rangers_qt.app.review_data import review_data
from rangers_qt.campaign.save import save_campaign
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.ui.tracker_dialog import TrackerDialog

from .test_campaign_ui import _window


def _texts(dialog: Any) -> list[str]:
    """Every text the dialog shows: labels, buttons, list rows, table and tree cells."""
    out = [w.text() for w in dialog.findChildren(QLabel)]
    out += [w.text() for w in dialog.findChildren(QAbstractButton)]
    for lst in dialog.findChildren(QListWidget):
        out += [lst.item(i).text() for i in range(lst.count())]
    for table in dialog.findChildren(QTableWidget):
        out += [
            item.text()
            for r in range(table.rowCount())
            for c in range(table.columnCount())
            if (item := table.item(r, c)) is not None
        ]
    for tree in dialog.findChildren(QTreeWidget):
        stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        while stack:
            item = stack.pop()
            out += [item.text(c) for c in range(tree.columnCount())]
            stack += [item.child(i) for i in range(item.childCount())]
    return [t for t in out if t]


def test_the_tracker_and_the_timeline_of_played_days_show_no_key_id_or_snake_case(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    monkeypatch.setattr(TrackerDialog, "native_dialogs", False)
    campaign, _summary = run_campaign(catalog, seed=3, rangers=2, days=3)
    assert len(campaign.days()) >= 2  # days were played and recorded
    path = save_campaign(campaign, tmp_path / "c.campaign.json", durable=False)
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(path))
    dialog = window.campaign.show_tracker()
    qtbot.waitExposed(dialog)
    shown = _texts(dialog)
    assert len(shown) > 20  # the tracker's days, Rangers and notes were read
    timeline = [t.title() for t in review_data(campaign).timeline]
    timeline += [line for t in review_data(campaign).timeline for lines in t.lines.values() for line in lines]
    assert len(timeline) >= 2
    wrong = [(text, why) for text in [*shown, *timeline] for why in problems(text)]
    assert wrong == []
