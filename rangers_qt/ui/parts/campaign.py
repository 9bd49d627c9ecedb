"""The campaign in the window: the Campaign menu, the tracker, recovery, and never losing a game.

Owns `app/campaign_play.CampaignPlay` (the open campaign, its file and journal). Asks the
questions a player must answer: recover or discard an autosave left by a crash (at start-up and
when opening), and Save / Discard / Cancel before anything unsaved is discarded (quit, New day,
New campaign, Open). A refused file is one line in the status bar; the open game stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6 import QtWidgets  # (dialogs named by module: made when used, late_qt.py)
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from rangers_qt import __version__
from rangers_qt.app.campaign_play import CampaignPlay, Recovery
from rangers_qt.deferred import Deferred
from rangers_qt.ui.documents import documents_folder, suggested
from rangers_qt.ui.late_qt import Qt
from rangers_qt.ui.parts import WindowPart

if TYPE_CHECKING:
    import datetime

    from rangers_qt.campaign import autosave as campaign_autosave
    from rangers_qt.campaign import recent as campaign_recent
    from rangers_qt.ui import import_dialog as import_dialog
    from rangers_qt.ui import new_campaign_dialog as new_campaign_dialog
    from rangers_qt.ui import tracker_dialog as tracker_dialog
else:  # imported when first used: the window's first paint needs none of them (rangers_qt/deferred.py)
    datetime = Deferred("datetime")
    campaign_autosave = Deferred("rangers_qt.campaign.autosave")
    campaign_recent = Deferred("rangers_qt.campaign.recent")
    import_dialog = Deferred("rangers_qt.ui.import_dialog")
    new_campaign_dialog = Deferred("rangers_qt.ui.new_campaign_dialog")
    tracker_dialog = Deferred("rangers_qt.ui.tracker_dialog")

RECENT_KEY = "campaign/recent"
FILTER = "Rangers campaign (*.campaign.json *.json)"
SUFFIX = ".campaign.json"
DAY_SUFFIX = ".rangers.json"


class CampaignPart(WindowPart):
    #: None: ask the player. "discard": answer every question Discard without showing it (the
    #: test suite sets this so windows closed at teardown never block on a question).
    answer_with: str | None = None
    #: Ask Save / Discard / Cancel when the window closes with something unsaved. Off for the
    #: headless checks (--smoke): nobody is there to answer, and a demo day is nobody's game.
    ask_on_close: bool = True

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.play = CampaignPlay(window.game, self)
        self.tracker_dialog: Any = None
        self.new_dialog: Any = None
        self.recovery_box: Any = None
        self.import_dialog: Any = None
        self.play.failed.connect(self._failed)
        self.play.notice.connect(self._notice)
        #: The notice of the campaign being opened (shown after the opening's own message).
        self._pending_notice: str | None = None
        self.play.tracker_changed.connect(self._retitle)
        self.play.day_applied.connect(self._day_applied)
        menu = window.menus.menus["Campaign"]
        a = window.actions_

        def add(name: str, slot: Any) -> QAction:
            action: QAction = a[name]
            action.triggered.connect(slot)
            menu.addAction(action)
            return action

        self.new_action = add("new_campaign", lambda: self.new_campaign())
        self.open_action = add("open_campaign", lambda: self.open_campaign())
        self.recent_menu = QMenu("Open &recent", window)
        self.recent_menu.setObjectName("RecentCampaigns")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        menu.addMenu(self.recent_menu)
        menu.addSeparator()
        self.save_action = add("save_campaign", lambda: self.save())
        self.save_as_action = add("save_campaign_as", lambda: self.save_as())
        menu.addSeparator()
        self.import_action = QAction("&Import campaign (earthborne.build, RangersDB)\u2026", window)
        self.import_action.setObjectName("import_campaign")
        self.import_action.triggered.connect(lambda: self.import_campaign())
        menu.addAction(self.import_action)
        self.import_address_action = QAction("Import campaign from its &public address\u2026", window)
        self.import_address_action.setObjectName("import_campaign_address")
        self.import_address_action.setToolTip(
            "A campaign shared on earthborne.build, read from its https address"
        )
        self.import_address_action.triggered.connect(lambda: self.import_from_address())
        menu.addAction(self.import_address_action)
        self.address_dialog: Any = None
        self.play.import_read.connect(self._show_import)
        self.export_action = QAction("E&xport campaign for earthborne.build\u2026", window)
        self.export_action.setObjectName("export_campaign")
        self.export_action.triggered.connect(lambda: self.export_campaign())
        menu.addAction(self.export_action)
        self.branch_action = QAction("Play again from &day\u2026", window)
        self.branch_action.setObjectName("branch_campaign")
        self.branch_action.triggered.connect(lambda: self.branch_campaign())
        menu.addAction(self.branch_action)
        menu.addSeparator()
        self.tracker_action = add("tracker", lambda: self.show_tracker())
        self._retitle()
        window.installEventFilter(self)
        # The check reads the catalogue and the campaign files (the content package, pydantic):
        # after the first paint, so the window shows at once (docs/performance.md, Startup).
        window.loading_part.after_first_paint(self.offer_recovery)

    def attach(self, controller: Any) -> None:
        controller.session_opened.connect(self.play.mark_day_saved)

    # ------------------------------------------------------------------ window title, messages
    def _retitle(self) -> None:
        active = self.play.active
        for a in (self.save_action, self.save_as_action, self.tracker_action):
            a.setEnabled(active)

        extra = f" \u2014 {self.play.title()}" if active else ""
        self.window.setWindowTitle(f"Rangers Qt {__version__}{extra}")

    def _failed(self, reason: str) -> None:
        self.status(reason, 10000)
        self.window.log_panel.append_line(reason, "event")

    def _notice(self, text: str) -> None:
        """Shown on the status bar (after the opening's own line) and kept in the log panel."""
        self._pending_notice = text
        self.status(text, 20000)
        self.window.log_panel.append_line(text, "event")

    def _day_applied(self, changes: list[str]) -> None:
        self.status("The day is on the tracker: " + "; ".join(changes[:3]), 10000)
        QTimer.singleShot(0, self, self.show_tracker)

    # ------------------------------------------------------------------ recent campaigns
    def recent(self) -> Any:
        value = self.window.settings.value(RECENT_KEY, "")
        return campaign_recent.RecentCampaigns.from_json(str(value) if value else None)

    def _remember(self) -> None:
        if self.play.campaign is None or self.play.path is None:
            return
        recent = self.recent()
        stamp = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
        recent.touch(campaign_recent.recent_entry(self.play.campaign, self.play.path, opened=stamp))
        self.window.settings.setValue(RECENT_KEY, recent.to_json())

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        entries = self.recent().existing()
        for e in entries:
            action = self.recent_menu.addAction(f"{e.name} \u2014 day {e.day} ({', '.join(e.rangers)})")
            action.setToolTip(e.path)
            action.triggered.connect(lambda _=False, p=e.path: self.open_campaign(p))
        if not entries:
            self.recent_menu.addAction("No recent campaigns").setEnabled(False)

    # ------------------------------------------------------------------ recovery
    def offer_recovery(self) -> None:
        """At start-up: the last campaign's journal holds answers its file lacks? Ask."""
        if not self.window.settings.value(RECENT_KEY, ""):
            return  # no campaign played yet: nothing to recover, and the campaign package stays unread
        for entry in self.recent().existing()[:1]:
            found = self.play.recovery(entry.path)
            if found is not None:
                self.ask_recovery(found)

    def ask_recovery(self, found: Recovery) -> Any:
        """Recover / Discard, naming the campaign and when (window-modal, not blocking: the
        answer opens the campaign with or without the journal's answers). Returns the box."""
        box = QtWidgets.QMessageBox(self.window)
        box.setObjectName("RecoveryQuestion")
        box.setIcon(QtWidgets.QMessageBox.Icon.Question)
        box.setWindowTitle("Recover the campaign?")
        box.setText(f"\u201c{found.name}\u201d (day {found.day}) was not closed properly on {found.when}.")
        box.setInformativeText(
            f"The autosave holds {found.answers_recoverable} answers of the day; "
            f"the file holds {found.answers_in_file}. Recover them?"
        )
        recover = box.addButton("Recover", QtWidgets.QMessageBox.ButtonRole.AcceptRole)
        box.addButton("Discard", QtWidgets.QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(recover)
        self.recovery_box = box

        def answered(button: Any) -> None:
            self.recovery_box = None
            if button is recover:
                if self.window.day_flow.new_day_dialog is not None:
                    self.window.day_flow.new_day_dialog.close()
                self._opened(self.play.open(found.path, recover=True))
                return
            campaign_autosave.discard_recovery(found.path)
            if self.answer_with is None and not self.play.active:
                self._opened(self.play.open(found.path))

        box.buttonClicked.connect(answered)
        if self.answer_with is None:
            box.open()
        else:
            answered(None)
        return box

    # ------------------------------------------------------------------ unsaved
    def may_discard(self, what: str = "continue") -> bool:
        """Before the game on the table is replaced or the window closes: True to go on.
        Asks Save / Discard / Cancel only when something would be lost."""
        if not self.play.unsaved():
            return True
        box = QtWidgets.QMessageBox(self.window)
        box.setObjectName("UnsavedQuestion")
        box.setIcon(QtWidgets.QMessageBox.Icon.Warning)
        box.setWindowTitle("Not saved")
        thing = "This campaign has no file yet" if self.play.active else "This day is not saved"
        box.setText(f"{thing}. Save it before you {what}?")
        buttons = QtWidgets.QMessageBox.StandardButton
        box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
        box.setDefaultButton(buttons.Save)
        if self.answer_with is None:
            box.exec()
            answer = box.standardButton(box.clickedButton()) if box.clickedButton() else buttons.Cancel
        else:
            answer = buttons.Discard
        if answer == buttons.Cancel:
            return False
        if answer == buttons.Save:
            return self.save_as() if self.play.active else self._save_day()
        return True

    def _save_day(self) -> bool:
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self.window, "Save day", suggested("day", DAY_SUFFIX), "Rangers day (*.json)"
        )
        if not path or self.controller is None:
            return False
        try:
            self.controller.save(path)
        except OSError as exc:
            self._failed(f"Could not save: {exc}")
            return False
        self.play.mark_day_saved()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            if self.ask_on_close and not self.may_discard("quit"):
                event.ignore()
                return True
            self.play.close()
        return False

    # ------------------------------------------------------------------ commands
    def new_campaign(self) -> Any:
        """Campaign > New campaign: the group's Rangers, then day 1. Returns the dialog (tests)."""
        if not self.may_discard("start a new campaign"):
            return None
        dialog = new_campaign_dialog.NewCampaignDialog(self.window.game.catalog, self.window)
        dialog.accepted.connect(lambda: self._start_campaign(dialog))
        self.new_dialog = dialog
        dialog.open()
        return dialog

    def _start_campaign(self, dialog: Any) -> None:
        name, decks = dialog.chosen()
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self.window, "Where to keep the campaign (autosaved)", suggested(name, SUFFIX), FILTER
        )
        if self.start_new(name, decks, path or None) and not path:
            self.status("The campaign has no file yet: Campaign \u203a Save campaign as\u2026", 10000)

    def start_new(self, name: str, decks: list[Any], path: str | None) -> bool:
        """A new campaign of `decks` kept at `path` (None: no file yet); its day 1 on the table."""
        return self.play.new(name, decks, path) and self._opened(True)

    def open_campaign(self, path: str | None = None) -> bool:
        if not self.may_discard("open another campaign"):
            return False
        if not path:
            path, _ = QtWidgets.QFileDialog.getOpenFileName(
                self.window, "Open campaign", str(documents_folder()), FILTER
            )
        if not path:
            return False
        return self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open `path`, offering recovery first when its journal holds more than the file."""
        found = self.play.recovery(path)
        if found is not None and self.answer_with is None:
            self.ask_recovery(found)
            return True
        return self._opened(self.play.open(path))

    def _opened(self, ok: bool) -> bool:
        if ok:
            self.window.game.campaign_path = str(self.play.path) if self.play.path else None
            self._remember()
            self._retitle()
            if self.play.path is not None:
                self.status(f"Campaign {self.play.path.name}: autosaved after every answer", 6000)
            if self._pending_notice:  # (what the players must read wins over the routine line)
                self.status(self._pending_notice, 20000)
        self._pending_notice = None
        return ok

    def save(self) -> bool:
        if self.play.path is None:
            return self.save_as()
        ok = self.play.save()
        if ok:
            self.status(f"Saved {self.play.path.name}")
        return ok

    def save_as(self, path: str | None = None) -> bool:
        if not self.play.active:
            return False
        if not path:
            name = self.play.campaign.tracker.name if self.play.campaign else "campaign"
            path, _ = QtWidgets.QFileDialog.getSaveFileName(
                self.window, "Save campaign as", suggested(name, SUFFIX), FILTER
            )
        if not path:
            return False
        ok = self.play.save_as(path)
        if ok:
            self._remember()
            self._retitle()
            self.status(f"Saved {self.play.path.name if self.play.path else path}")
        return ok

    def show_tracker(self) -> Any:
        if not self.play.active:
            return None
        if self.tracker_dialog is None:
            self.tracker_dialog = tracker_dialog.TrackerDialog(
                self.play, self.window, play_again=lambda: self.branch_campaign()
            )
        self.tracker_dialog.refresh()
        self.tracker_dialog.show()
        self.tracker_dialog.raise_()
        return self.tracker_dialog

    # ------------------------------------------------------------------ other trackers, branches
    def import_campaign(self, path: str | None = None) -> Any:
        """Campaign > Import: read the file, show what matched and every difference; the open
        campaign changes only when the player presses Import. Returns the summary dialog."""
        if not path:
            path, _ = QtWidgets.QFileDialog.getOpenFileName(
                self.window, "Import a campaign", str(documents_folder()), "Campaign document (*.json)"
            )
        if not path:
            return None
        imported = self.play.read_import(path)
        if imported is None:
            return None
        return self._show_import(imported)

    def import_from_address(self, url: str | None = None) -> Any:
        """Campaign > Import from its public address: the address asked (window-modal, not
        blocking), then read in the background; the summary opens when it is read, or the status
        bar says in one line why not. A file name typed instead is imported as a file. Returns
        the question when one is asked."""
        if url is not None:
            self._read_address(url)
            return None
        dialog = QtWidgets.QInputDialog(self.window)
        dialog.setObjectName("ImportAddressDialog")
        dialog.setWindowTitle("Import a shared campaign")
        dialog.setLabelText(
            "The public address of a campaign shared on earthborne.build\n"
            "(https://\u2026, from the campaign's sharing settings):"
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.textValueSelected.connect(self._read_address)
        self.address_dialog = dialog
        dialog.open()
        dialog.resize(620, dialog.height())
        return dialog

    def _read_address(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        if not self.play.is_address(text):
            self.import_campaign(text)
            return
        if self.play.read_import_url(text):
            self.status(f"Reading {text}\u2026", 20000)

    def _show_import(self, imported: Any) -> Any:
        dialog = import_dialog.ImportSummaryDialog(imported, self.window)
        dialog.accepted.connect(lambda: self._take_import(imported))
        self.import_dialog = dialog
        dialog.open()
        return dialog

    def _take_import(self, imported: Any, path: str | None = None) -> bool:
        if not self.may_discard("import a campaign"):
            return False
        if path is None:
            name = imported.campaign.data.name
            path, _ = QtWidgets.QFileDialog.getSaveFileName(
                self.window, "Where to keep the campaign (autosaved)", suggested(name, SUFFIX), FILTER
            )
        return self._opened(self.play.adopt(imported.campaign, path or None))

    def export_campaign(self, path: str | None = None) -> bool:
        if not self.play.active:
            return False
        if not path:
            name = self.play.campaign.tracker.name if self.play.campaign else "campaign"
            path, _ = QtWidgets.QFileDialog.getSaveFileName(
                self.window, "Export for earthborne.build", suggested(name, ".json"), "JSON (*.json)"
            )
        said = self.play.export_document(path) if path else None
        if said:
            self.status(said, 10000)
        return said is not None

    def branch_campaign(self, day: int | None = None, path: str | None = None) -> bool:
        """Campaign > Play again from day N: a new campaign file from the state before day N; the
        open campaign goes on as it is (open the branch to play it)."""
        campaign = self.play.campaign
        if campaign is None:
            return False
        days = self.play.past_days()
        if not days:
            self.status("No day has been played yet: there is nothing to play again", 8000)
            return False
        if day is None:
            got, ok = QtWidgets.QInputDialog.getInt(
                self.window, "Play again from day", "Day:", days[-1], days[0], days[-1]
            )
            if not ok:
                return False
            day = got
        if not path:
            name = f"{campaign.data.name} again from day {day}"
            start = self.play.branch_name(day) or suggested(name, SUFFIX)
            path, _ = QtWidgets.QFileDialog.getSaveFileName(self.window, "The new campaign", start, FILTER)
        said = self.play.branch(day, path) if path else None
        if said:
            self.status(said, 10000)
        return said is not None
