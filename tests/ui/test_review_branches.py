"""Issue #32 in the review: the Branches tab lists a campaign's family (the original beside a
branch, the branches beside the original) and shows the one picked beside this campaign, day by
day (which days are shared, from which day they differ); "Play again from day N" on a day of the
review writes the branch (the original untouched) and offers to open it. Real mouse events.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from rangers_qt.app.branch_review import day_words
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.save import open_campaign, save_campaign
from rangers_qt.campaign.sim import run_campaign
from tests.campaign.branch_files import original_and_branch


@pytest.fixture(scope="module")
def played(catalog: Any) -> Campaign:
    campaign, _ = run_campaign(catalog, seed=4, rangers=2, days=3)
    return campaign


@pytest.fixture
def files(
    catalog: Any, played: Campaign, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[Path, Path]:
    """The original (3 days) and, beside it, a branch from day 2 that played its own day 2."""
    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path / "cache"))
    return original_and_branch(catalog, played, tmp_path, "valley again from day 2.json")


def click(qtbot: Any, widget: Any, pos: QPoint) -> None:
    """Press, move, release: the way a pointer clicks."""
    qtbot.mouseMove(widget, pos)
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseMove(widget, pos + QPoint(1, 0))
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=pos + QPoint(1, 0))


def review(qtbot: Any, path: Path, **kw: Any) -> Any:
    from rangers_qt.ui.review_window import open_review

    window = open_review(str(path), **kw)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def open_branches_tab(qtbot: Any, window: Any) -> Any:
    bar = window.tabs.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i) == "Branches")
    click(qtbot, bar, bar.tabRect(index).center())
    assert window.branches is not None and window.tabs.currentIndex() == index
    return window.branches


def pick_row(qtbot: Any, widget: Any, row: int) -> None:
    rect = widget.visualItemRect(widget.item(row))
    click(qtbot, widget.viewport(), rect.center())


def test_the_original_shows_its_branch_side_by_side_from_the_first_differing_day(
    qtbot: Any, catalog: Any, files: tuple[Path, Path]
) -> None:
    original, branch_path = files
    window = review(qtbot, original)
    page = open_branches_tab(qtbot, window)
    assert page.list.count() == 1 and "valley again from day 2.json" in page.list.item(0).text()
    assert page.table.columnCount() == 2  # nothing picked yet: this campaign's days alone
    pick_row(qtbot, page.list, 0)
    assert page.headline.text() == "They differ from day 2 (day 1 shared)"
    labels = [page.table.item(r, 0).text() for r in range(page.table.rowCount())]
    assert labels == ["Day 1 \u00b7 shared", "Day 2 \u00b7 differs from here", "Day 3"]
    mine = day_words(open_campaign(original, catalog))
    theirs = day_words(open_campaign(branch_path, catalog))
    row = page.day_row(2)
    assert page.table.item(row, 1).text() == "\n".join(mine[2].lines())
    assert page.table.item(row, 2).text() == "\n".join(theirs[2].lines())
    assert page.table.item(page.day_row(1), 1).text() == page.table.item(page.day_row(1), 2).text()
    assert page.table.item(page.day_row(3), 2).text() == "(not played)"
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Branches"


def test_the_branch_shows_its_original_and_a_missing_original_is_one_line(
    qtbot: Any, files: tuple[Path, Path]
) -> None:
    original, branch_path = files
    window = review(qtbot, branch_path)
    page = open_branches_tab(qtbot, window)
    pick_row(qtbot, page.list, 0)
    assert "(the original, valley.json)" in page.list.item(0).text()
    assert page.headline.text().startswith("They differ from day 2")
    held = branch_path.read_bytes()
    original.rename(original.with_name("moved.json.bak"))
    page.refresh()
    assert page.found.pairs == [] and "\n" not in page.problems.text()
    assert "The original, valley.json, is no longer beside this file" in page.problems.text()
    assert branch_path.read_bytes() == held  # nothing lost


def test_play_again_from_a_day_in_the_review_writes_the_branch_and_opens_it_to_play(
    qtbot: Any,
    make_window: Any,
    catalog: Any,
    played: Campaign,
    files: tuple[Path, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Game > Campaign review, pick day 3 in the timeline, Play again from day 3: the new file
    beside the original (suggested there), the original's bytes unchanged; Open it to play puts
    the branch's day 3 on the table set up as the original's day 3 was; playing it changes only
    the branch; the review then shows it beside the original."""
    from PySide6.QtWidgets import QFileDialog

    original, _ = files
    held = original.read_bytes()
    window = make_window()
    window.game.campaign_path = str(original)
    window.actions_["campaign_review"].trigger()
    rev = window.menus.review
    qtbot.addWidget(rev)
    rev.resize(1366, 768)
    qtbot.waitExposed(rev)
    asked: list[str] = []

    def chooser(_parent: Any, _title: str, start: str, *_a: Any) -> tuple[str, str]:
        asked.append(start)
        return start, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", chooser)
    button = rev.play_again_button
    assert not button.isEnabled()  # no day picked
    tree = rev.timeline
    day3 = next(
        tree.topLevelItem(n)
        for n in range(tree.topLevelItemCount())
        if tree.topLevelItem(n).text(0).startswith("Day 3")
    )
    tree.scrollToItem(day3)
    click(qtbot, tree.viewport(), tree.visualItemRect(day3).center())
    assert rev.day == 3 and button.isEnabled() and button.text() == "Play again from day 3\u2026"
    click(qtbot, button, button.rect().center())
    target = original.with_name("valley again from day 3.json")
    assert asked == [str(target)] and target.is_file()
    assert original.read_bytes() == held
    offer = rev.play_again.offer
    assert offer is not None and offer.isVisible()
    qtbot.waitExposed(offer)
    open_button = offer.findChild(QPushButton, "open_branch")
    assert open_button.text() == "Open it to play"
    click(qtbot, open_button, open_button.rect().center())
    QApplication.processEvents()
    play = window.campaign.play
    assert play.path == target and play.campaign.data.branch.day == 3
    started = play.campaign.session
    first = next(d for d in played.days() if d.day == 3)
    assert (
        started.to_dict()["setup"] == first.save["setup"]
    )  # the branch's day 3 starts as the original's did
    assert [d.final_hash for d in play.campaign.days()] == [d.final_hash for d in played.days()][:2]
    controller = window.controller
    for _ in range(5):  # the group plays on in the branch, through the table's controller
        assert controller.session is started and started.prompt is not None
        assert controller.answer(started.prompt.options[0].id)
    play.save()
    assert original.read_bytes() == held  # playing the branch changes only the branch
    kept = open_campaign(target, catalog).data.current
    assert kept is not None and kept.day == 3 and len(kept.save["log"]) == 5
    rev.branches_changed()
    page = rev.show_branches()
    names = [page.list.item(r).text() for r in range(page.list.count())]
    assert any("valley again from day 3.json" in n for n in names) and len(names) == 2


def test_a_recorded_day_of_an_imported_campaign_is_played_again_from_the_branches_tab(
    qtbot: Any, catalog: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An imported campaign's days are recorded, not played (the timeline has none to pick):
    the Branches tab lists them, and Play again works from the day picked there."""
    from rangers_qt.campaign.campaign_import import import_file

    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path / "cache"))
    docs = Path(__file__).parents[1] / "campaign" / "fixtures" / "interchange"
    camp = import_file(catalog, docs / "ebuild_legal.json").campaign
    path = tmp_path / "paper.json"
    save_campaign(camp, path, durable=False)
    held = path.read_bytes()
    window = review(qtbot, path)
    page = open_branches_tab(qtbot, window)
    assert page.found.pairs == [] and not page.list.item(0).flags() & Qt.ItemFlag.ItemIsSelectable
    assert [page.table.item(r, 0).text() for r in range(page.table.rowCount())] == [
        "Day 1",
        "Day 2",
        "Day 3",
        "Day 4",
    ]
    button = page.play_again_button
    assert not button.isEnabled()
    table = page.table
    cell = table.visualItemRect(table.item(page.day_row(3), 1)).center()
    click(qtbot, table.viewport(), cell)
    assert page.picked_day() == 3 and button.isEnabled() and button.text() == "Play again from day 3\u2026"
    target = tmp_path / "paper again.json"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *_a, **_k: (str(target), ""))
    click(qtbot, button, button.rect().center())
    branch = open_campaign(target, catalog)
    assert branch.tracker.day == 3 and [h.day for h in branch.tracker.history] == [1, 2]
    assert path.read_bytes() == held
    offer = window.play_again.offer
    assert offer is not None and offer.findChild(QPushButton, "open_branch").text() == "Review it"
    assert page.list.count() == 1 and "paper again.json" in page.list.item(0).text()  # found beside


def test_a_branch_over_the_original_is_refused_in_one_line_and_nothing_is_lost(
    qtbot: Any, files: tuple[Path, Path]
) -> None:
    original, _ = files
    held = original.read_bytes()
    window = review(qtbot, original)
    assert not window.play_again_from(2, str(original))
    refusal = window.play_again.refusal
    assert refusal == "No branch written: a branch is a new file: choose another name than the campaign's own"
    assert window.statusBar().currentMessage() == refusal
    assert original.read_bytes() == held
    assert not window.play_again_from(9, str(original.with_name("x.json")))  # a day never played
    assert window.play_again.refusal is not None and "day 9 has not been played" in window.play_again.refusal
    assert not original.with_name("x.json").exists()
