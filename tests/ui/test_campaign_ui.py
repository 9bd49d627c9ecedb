"""The player-facing campaign: the Ranger wizard, quick start, RangersDB import, the tracker
after a day, reward swaps, autosave after every answer, crash recovery, the unsaved-changes
question and a refused file. Clicks are real mouse events on the widgets a player uses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from rangers_qt.campaign.autosave import journal_path
from rangers_qt.campaign.rangersdb import export_deck
from rangers_qt.campaign.save import FORMAT_VERSION, open_campaign, save_campaign
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.ui.parts.campaign import CampaignPart


def _window(qtbot: Any, catalog: Any, settings: Any) -> Any:
    from rangers_qt.ui.main_window import MainWindow

    window = MainWindow(settings=settings)
    window.game._catalog = catalog
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def _click_row(qtbot: Any, lst: Any, text_start: str) -> None:
    for i in range(lst.count()):
        item = lst.item(i)
        if item.text().startswith(text_start):
            lst.scrollToItem(item)
            rect = lst.visualItemRect(item)
            qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center() + QPoint(20, 0))
            return
    raise AssertionError(f"no row starting {text_start!r}")


def _click_first_allowed(qtbot: Any, page: Any, n: int) -> None:
    lst = page.list
    done = 0
    i = 0
    while done < n:
        item = lst.item(i)
        i += 1
        if item.flags() & Qt.ItemFlag.ItemIsUserCheckable and item.checkState() != Qt.CheckState.Checked:
            if page.step == "personality":
                aspect = item.text().split(":")[0]
                if aspect in page.wiz.draft.personality:
                    continue
            _click_row(qtbot, lst, item.text())
            done += 1


def _question() -> Any:
    """The question box on screen, if any."""
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            return w
    return None


def _campaign(catalog: Any, tmp_path: Path, rangers: int = 2) -> Path:
    from rangers_qt.campaign.campaign import Campaign

    decks = [s.deck for s in starter_rangers(catalog)[:rangers]]
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "c.campaign.json"
    camp = Campaign.new(catalog, "Test valley", decks, seed=5)
    camp.start_day()
    save_campaign(camp, path, durable=False)
    return path


def _answer_once(window: Any) -> str:
    c = window.controller
    option = c.options()[0].id
    assert c.answer(option, priced=True)
    return option


# ---------------------------------------------------------------------------- the wizard
def test_the_wizard_builds_a_legal_ranger_and_refuses_an_illegal_choice(qtbot: Any, catalog: Any) -> None:
    from rangers_qt.ui.ranger_wizard import RangerWizard

    wiz = RangerWizard(catalog)
    qtbot.addWidget(wiz)
    wiz.show()
    qtbot.waitExposed(wiz)
    page = wiz.currentPage()
    qtbot.keyClicks(page.name, "Ash")
    _click_row(qtbot, page.list, "AWA 1")  # an aspect card with AWA 1: some cards will need more
    assert wiz.draft.aspect_card and page.isComplete()
    wiz.next()
    page = wiz.currentPage()
    _click_first_allowed(qtbot, page, 4)
    assert len(wiz.draft.personality) == 4 and page.isComplete()
    wiz.next()
    page = wiz.currentPage()
    refused = [page.list.item(i) for i in range(page.list.count())]
    refused = [it for it in refused if not it.flags() & Qt.ItemFlag.ItemIsUserCheckable]
    _click_first_allowed(qtbot, page, 5)
    assert len(wiz.draft.background_cards) == 5
    wiz.next()
    page = wiz.currentPage()
    if not refused:  # find a refused card on this page instead
        refused = [page.list.item(i) for i in range(page.list.count())]
        refused = [it for it in refused if not it.flags() & Qt.ItemFlag.ItemIsUserCheckable]
    _click_first_allowed(qtbot, page, 5)
    assert wiz.draft.role and len(wiz.draft.specialty_cards) == 5
    wiz.next()
    page = wiz.currentPage()
    # An illegal choice: clicking it chooses nothing and says why (the campaign API's reason).
    bad = [page.list.item(i) for i in range(page.list.count())]
    bad = [it for it in bad if not it.flags() & Qt.ItemFlag.ItemIsUserCheckable]
    assert bad, "some outside interest must be refused (expert, aspect or already in the deck)"
    why = str(bad[0].data(Qt.ItemDataRole.UserRole + 1))
    _click_row(qtbot, page.list, bad[0].text())
    assert wiz.draft.outside_interest is None
    assert page.reason.text().startswith("Not allowed:") and why in page.reason.text()
    assert "Still to do" in page.footer.text()
    _click_first_allowed(qtbot, page, 1)
    wiz.next()
    assert wiz.violations() == [], wiz.violations()
    assert wiz.currentPage().isComplete()
    deck = wiz.deck()
    assert deck.name == "Ash" and len(deck.cards) == 30
    assert "a legal Ranger" in page.footer.text()


def test_quick_start_begins_a_campaign_at_day_one(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, catalog, settings)
    path = tmp_path / "quick.campaign.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    dialog = window.campaign.new_campaign()
    qtbot.mouseClick(dialog.quick_button, Qt.MouseButton.LeftButton)
    play = window.campaign.play
    assert play.active and play.campaign.data.current is not None
    assert window.controller.state.day.campaign_day == 1
    assert len(window.controller.state.rangers) == 2
    assert open_campaign(path, catalog).data.current is not None  # saved at once
    assert "day 1" in window.windowTitle()


def test_a_rangersdb_deck_joins_as_a_ranger_and_a_bad_one_is_refused(
    qtbot: Any, catalog: Any, tmp_path: Path
) -> None:
    from rangers_qt.ui.new_campaign_dialog import NewCampaignDialog

    good = tmp_path / "deck.json"
    good.write_text(json.dumps(export_deck(catalog, starter_rangers(catalog)[0].deck)))
    bad = tmp_path / "bad.json"
    data = json.loads(good.read_text())
    data["slots"] = {"99999": 2}
    bad.write_text(json.dumps(data))
    dialog = NewCampaignDialog(catalog)
    qtbot.addWidget(dialog)
    assert not dialog.import_deck(str(bad))
    assert dialog.message.text().startswith("Not imported") and dialog.decks == []
    assert not dialog.start_button.isEnabled()
    assert dialog.import_deck(str(good))
    assert len(dialog.decks) == 1 and "imported" in dialog.list.item(0).text()
    assert dialog.start_button.isEnabled()


# ---------------------------------------------------------------------------- days and the tracker
def _play_to_end(window: Any, catalog: Any, camp_rate: int = 100, seed: int = 11) -> None:
    from rangers_qt.engine.day_sim import DayBot

    session = window.controller.session
    bot = DayBot(seed, camp_rate=camp_rate)
    for _ in range(5000):
        if session.prompt is None:
            break
        session.answer(bot.choose(session.prompt))
    assert session.prompt is None and session.outcome() is not None
    window.controller.refresh()  # what the last answer's redraw announces


def test_a_day_played_to_its_end_goes_on_the_tracker(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path
) -> None:
    path = _campaign(catalog, tmp_path)
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(path))
    play = window.campaign.play
    _play_to_end(window, catalog)
    assert play.campaign.data.current is None and play.campaign.tracker.day == 2
    assert play.last_changes and play.last_changes[0] == "Next day: day 2"
    on_disk = open_campaign(path, catalog)
    assert on_disk.tracker.day == 2 and len(on_disk.days()) == 1
    tracker = window.campaign.show_tracker()
    assert "Next day: day 2" in tracker.changes.text()
    assert tracker.next_button.isEnabled()
    qtbot.mouseClick(tracker.next_button, Qt.MouseButton.LeftButton)
    assert window.controller.state.day.campaign_day == 2
    assert play.campaign.data.current is not None and play.campaign.data.current.day == 2


def test_reward_swap_after_camping(qtbot: Any, catalog: Any, settings: Any, tmp_path: Path) -> None:
    from rangers_qt.campaign.actions import UnlockReward
    from rangers_qt.campaign.deck_rules import set_kind

    # A bot's day may end otherwise (a Ranger out of the game): the first seed whose day ends by
    # camping; which one depends on the cards' behaviour, so a few are tried.
    for seed in range(11, 31):
        path = _campaign(catalog, tmp_path / f"s{seed}")
        window = _window(qtbot, catalog, settings)
        window.campaign.open_path(str(path))
        play = window.campaign.play
        _play_to_end(window, catalog, camp_rate=100, seed=seed)
        t = play.campaign.tracker
        if t.last_day_camped():
            break
    assert t.last_day_camped(), "no bot day (camp_rate 100) of 20 seeds ends by camping"
    ranger = t.active_rangers()[0]
    assert ranger.swaps_left == 2
    reward = next(
        c.id
        for c in sorted(catalog.cards.values(), key=lambda c: c.id)
        if set_kind(catalog, c) == "reward" and getattr(c, "level", 0) <= min(ranger.deck.aspects.values())
    )
    assert play.act(UnlockReward(card=reward))
    tracker = window.campaign.show_tracker()
    assert tracker.swap_button.isEnabled()
    dialog = tracker.open_swaps()
    dialog.ranger.setCurrentIndex(dialog.ranger.findData(ranger.id))
    dialog.add.setCurrentIndex(dialog.add.findData(f"reward:{reward}"))
    removed = str(dialog.remove.currentData())
    qtbot.mouseClick(dialog.swap, Qt.MouseButton.LeftButton)
    assert dialog.message.text().startswith("Swapped"), dialog.message.text()
    r = play.campaign.tracker.ranger(ranger.id)
    assert reward in r.deck.cards and removed in r.displaced and r.swaps_left == 1
    # The displaced card swaps back (free).
    dialog.add.setCurrentIndex(dialog.add.findData(f"back:{removed}"))
    dialog.remove.setCurrentIndex(dialog.remove.findData(reward))
    qtbot.mouseClick(dialog.swap, Qt.MouseButton.LeftButton)
    r = play.campaign.tracker.ranger(ranger.id)
    assert removed not in r.displaced and r.deck.cards.count(reward) == 0
    assert len(open_campaign(path, catalog).data.history) == len(play.campaign.data.history)


# ---------------------------------------------------------------------------- autosave and recovery
def test_every_answer_is_autosaved_to_the_journal(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path
) -> None:
    path = _campaign(catalog, tmp_path)
    window = _window(qtbot, catalog, settings)
    window.campaign.open_path(str(path))
    before = journal_path(path).read_bytes()
    option = _answer_once(window)
    after = journal_path(path).read_bytes()
    assert after != before and after.startswith(before)
    record = json.loads(after.splitlines()[-1])
    assert record["i"] == 0 and record["e"]["option"] == option


def test_recovery_is_offered_after_a_crash_and_restores_the_answers(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _campaign(catalog, tmp_path)
    first = _window(qtbot, catalog, settings)
    first.campaign.open_path(str(path))
    for _ in range(3):
        _answer_once(first)
    answers = [e.option for e in first.controller.session.log]
    # The crash: the window never closes cleanly; the journal is left behind.
    first.campaign.play.autosaver = None
    first.campaign.play.campaign = None
    assert len(open_campaign(path, catalog).data.current.save["log"]) == 0
    monkeypatch.setattr(CampaignPart, "answer_with", None)
    second = _window(qtbot, catalog, settings)  # offers recovery at start (recent campaigns)
    qtbot.waitUntil(lambda: second.campaign.recovery_box is not None, timeout=5000)
    box = second.campaign.recovery_box
    assert "Test valley" in box.text() and "day 1" in box.text() and "not closed properly" in box.text()
    button = next(b for b in box.buttons() if b.text() == "Recover")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.controller is not None, timeout=5000)
    assert [e.option for e in second.controller.session.log] == answers
    monkeypatch.setattr(CampaignPart, "answer_with", "discard")
    first.campaign.play.campaign = None


# ---------------------------------------------------------------------------- unsaved work
def _answer_question(qtbot: Any, which: str, seen: list[str]) -> None:
    def click() -> None:
        box = _question()
        if box is None:
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        qtbot.mouseClick(box.button(getattr(QMessageBox.StandardButton, which)), Qt.MouseButton.LeftButton)

    QTimer.singleShot(30, click)


@pytest.mark.parametrize("answer", ["Cancel", "Discard", "Save"])
def test_the_unsaved_question_on_quit(
    qtbot: Any, catalog: Any, make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    window = make_window()
    assert window.campaign.play.unsaved()  # a standalone day with answers
    target = tmp_path / "day.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(CampaignPart, "answer_with", None)
    seen: list[str] = []
    _answer_question(qtbot, answer, seen)
    closed = window.close()
    assert seen and "not saved" in seen[0]
    assert closed == (answer != "Cancel")
    assert target.exists() == (answer == "Save")
    monkeypatch.setattr(CampaignPart, "answer_with", "discard")


@pytest.mark.parametrize("answer", ["Cancel", "Discard"])
def test_the_unsaved_question_on_new_and_open(
    qtbot: Any, catalog: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    window = make_window()
    session = window.controller.session
    monkeypatch.setattr(CampaignPart, "answer_with", None)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: ("", ""))
    for trigger in (window.campaign.new_action, window.campaign.open_action, window.action("open")):
        seen: list[str] = []
        _answer_question(qtbot, answer, seen)
        trigger.trigger()
        qtbot.waitUntil(lambda seen=seen: bool(seen), timeout=3000)
        assert window.controller.session is session  # nothing replaced yet
        opened = window.campaign.new_dialog
        if trigger is window.campaign.new_action:
            assert (opened is not None) == (answer == "Discard")
            if opened is not None:
                opened.reject()
                window.campaign.new_dialog = None
    monkeypatch.setattr(CampaignPart, "answer_with", "discard")


def test_a_saved_campaign_asks_nothing(qtbot: Any, catalog: Any, settings: Any, tmp_path: Path) -> None:
    window = _window(qtbot, catalog, settings)
    window.campaign.open_path(str(_campaign(catalog, tmp_path)))
    _answer_once(window)
    assert not window.campaign.play.unsaved()


def test_a_corrupt_campaign_is_refused_and_the_game_stays(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path
) -> None:
    path = _campaign(catalog, tmp_path)
    window = _window(qtbot, catalog, settings)
    window.campaign.open_path(str(path))
    _answer_once(window)
    session, log = window.controller.session, list(window.controller.session.log)
    bad = tmp_path / "bad.campaign.json"
    raw = path.read_bytes()
    bad.write_bytes(raw[: len(raw) // 2])
    future = tmp_path / "future.campaign.json"
    current = f'"format_version":{FORMAT_VERSION}'
    assert current in raw.decode()
    future.write_text(raw.decode().replace(current, '"format_version":99'))
    for broken in (bad, future):
        assert not window.campaign.open_campaign(str(broken))
        message = window.statusBar().currentMessage()
        assert message.startswith(f"Cannot open {broken.name}") and "\n" not in message
        assert window.controller.session is session and list(session.log) == log
        assert window.campaign.play.path == path


def test_a_campaign_from_before_an_update_of_the_card_rules_goes_on_and_says_so(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path
) -> None:
    """campaign/resume.py: the day in progress goes on from its snapshot (the player keeps the
    campaign and the day), the status bar says so in one line, and Undo cannot reach the answers
    given under the previous rules."""
    from rangers_qt.campaign.save import parse_campaign
    from rangers_qt.engine.day_sim import DayBot

    path = _campaign(catalog, tmp_path)
    campaign = open_campaign(path, catalog)
    session = campaign.session
    assert session is not None
    bot = DayBot(4)
    for _ in range(6):
        assert session.prompt is not None
        session.answer(bot.choose(session.prompt))
    save_campaign(campaign, path, durable=False)
    older = parse_campaign(path.read_bytes(), catalog)
    assert older.data.current is not None
    older.data.current.rules_version = "0123456789abcdef"  # as the previous version wrote it
    older.data.current.save = {**older.data.current.save, "rules_version": "0123456789abcdef"}
    save_campaign(older, path, durable=False)

    window = _window(qtbot, catalog, settings)
    window.campaign.open_path(str(path))
    message = window.statusBar().currentMessage()
    assert message.startswith("Day 1 goes on under this version's card rules") and "\n" not in message
    c = window.controller
    assert c.session is not None and len(c.session.log) == 6 and not c.session.can_undo()
    _answer_once(window)
    assert c.session.can_undo()
    # Saved at once with its resume point: reopening it asks nothing and says nothing new.
    assert open_campaign(path, catalog).data.current.resumed_at == 6  # type: ignore[union-attr]
