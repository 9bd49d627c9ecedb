"""The open campaign in the window: its file, its autosave journal, its days and what lies between.

Why here (app/, not ui/): the window shows the campaign and asks questions; keeping the campaign
file, the journal after every answer, finishing a day into the tracker and starting the next
one are the app's business (the UI never imports the engine). Every day of a campaign reaches the
table through `GameLifecycle.start`, so the table parts need nothing new.

Saving: a campaign with a file is autosaved - the journal after every answer (cheap, see
docs/performance.md), the whole file at day boundaries and after actions between days. A
campaign without a file yet (just created, or the file was refused) and a standalone day with
answers are "unsaved": the window asks before discarding them.
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from rangers_qt.deferred import Deferred
from rangers_qt.files.atomic import write_text_atomic
from rangers_qt.words import count

if TYPE_CHECKING:
    import datetime
    import json

    from rangers_qt.app.lifecycle import GameLifecycle
    from rangers_qt.campaign import actions as campaign_actions
    from rangers_qt.campaign import autosave as campaign_autosave
    from rangers_qt.campaign import branch as campaign_branch
    from rangers_qt.campaign import campaign as campaign_campaign
    from rangers_qt.campaign import campaign_import, earthborne_build
    from rangers_qt.campaign import errors as campaign_errors
    from rangers_qt.campaign import limits as campaign_limits
    from rangers_qt.campaign import public_address as campaign_address
    from rangers_qt.campaign import save as campaign_save
    from rangers_qt.campaign import tracker_names as campaign_names
    from rangers_qt.campaign.autosave import Autosaver, RecoveryInfo
    from rangers_qt.campaign.campaign import Campaign
    from rangers_qt.campaign.tracker import CampaignTracker
    from rangers_qt.content.catalog import Catalog
    from rangers_qt.content.decks import RangerDeck
else:  # imported when first used: the window's first paint needs none of them (rangers_qt/deferred.py)
    datetime = Deferred("datetime")
    json = Deferred("json")
    campaign_actions = Deferred("rangers_qt.campaign.actions")
    campaign_autosave = Deferred("rangers_qt.campaign.autosave")
    campaign_campaign = Deferred("rangers_qt.campaign.campaign")
    campaign_errors = Deferred("rangers_qt.campaign.errors")
    campaign_address = Deferred("rangers_qt.campaign.public_address")
    campaign_limits = Deferred("rangers_qt.campaign.limits")
    campaign_names = Deferred("rangers_qt.campaign.tracker_names")
    campaign_save = Deferred("rangers_qt.campaign.save")
    campaign_import = Deferred("rangers_qt.campaign.campaign_import")
    campaign_branch = Deferred("rangers_qt.campaign.branch")
    earthborne_build = Deferred("rangers_qt.campaign.earthborne_build")


@dataclass(frozen=True)
class Recovery:
    """What the recovery question names: the campaign, the day, how many answers, and when."""

    path: str
    name: str
    day: int
    answers_in_file: int
    answers_recoverable: int
    when: str  # the journal's modification time, local, in words


def tracker_changes(before: CampaignTracker, after: CampaignTracker) -> list[str]:
    """What a day's outcome (or an action) changed on the tracker, in words for the player."""
    out: list[str] = []
    if after.day != before.day:
        out.append(f"Next day: day {after.day}")
    if (after.location, after.terrain) != (before.location, before.terrain):
        where = after.location + (f" ({after.terrain})" if after.terrain else "")
        out.append(f"Location: {where}")
    old_missions = {m.name: m for m in before.missions}
    for m in after.missions:
        was = old_missions.get(m.name)
        if was is None:
            out.append(f"New mission: {m.name}")
        elif m.completed and not was.completed:
            out.append(f"Mission completed: {m.name}")
        elif m.progress != was.progress:
            out.append(f"Mission {m.name}: progress {was.progress} \u2192 {m.progress}")
    for r in after.rewards[len(before.rewards) :]:
        out.append(f"Reward unlocked: {r}")
    old_events = {e.text: e for e in before.events}
    for e in after.events:
        if e.text not in old_events:
            out.append(f"Notable event: {e.text}")
        elif e.crossed_out and not old_events[e.text].crossed_out:
            out.append(f"Event crossed out: {e.text}")
    for route in after.open_routes[len(before.open_routes) :]:
        out.append(f"Route opened: to {route.destination} ({route.terrain})")
    if after.river_open and not before.river_open:
        out.append("The river is open")
    for w in after.warnings[len(before.warnings) :]:
        out.append(f"Note: {w}")
    for ranger in after.rangers:
        if ranger.swaps_left and not any(b.id == ranger.id and b.swaps_left for b in before.rangers):
            out.append(f"{ranger.name} may swap in up to {ranger.swaps_left} reward cards")
    return out or ["Nothing changed on the tracker"]


class CampaignPlay(QObject):
    """The campaign being played (or None), its file and autosave, and the day on the table."""

    #: The tracker changed (a day finished, an action between days, a campaign opened).
    tracker_changed = Signal()
    #: A day of the campaign ended and was applied: the changes in words.
    day_applied = Signal(list)
    #: Saved to disk (the file or the journal): the window's title drops its "unsaved" mark.
    saved = Signal()
    #: Something could not be done: one line.
    failed = Signal(str)
    #: Something the players should read once (a day carried across an update of the card rules,
    #: or set up again because it could not be): one line.
    notice = Signal(str)
    #: A campaign read from a public address (``read_import_url``), built, not yet taken.
    import_read = Signal(object)
    #: The reading thread's result (the campaign or None, and the refusal), delivered on the
    #: window's thread: a signal emitted from another thread is queued to its receiver's.
    _fetched = Signal(object, str)
    #: Plain http to a loopback host: only the tests set this (their server has no certificate).
    loopback_http = False

    def __init__(self, game: GameLifecycle, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fetched.connect(self._on_fetched)
        #: The address being read, or None (one at a time).
        self.fetching: str | None = None
        self.game = game
        self.campaign: Campaign | None = None
        self.path: Path | None = None
        self.autosaver: Autosaver | None = None
        self._wired: Any = None
        self.last_changes: list[str] = []
        #: (session, answers) when a standalone day was last saved or opened: not unsaved then.
        self._day_saved: tuple[int, int] | None = None

    @property
    def catalog(self) -> Catalog:
        return self.game.catalog  # type: ignore[return-value]

    # ------------------------------------------------------------------ state in words
    @property
    def active(self) -> bool:
        return self.campaign is not None

    def unsaved(self) -> bool:
        """True when discarding now would lose something: a campaign with no file, or a
        standalone day with answers (a campaign with a file is autosaved after every answer)."""
        if self.campaign is not None:
            return self.path is None
        c = self.game.controller
        if c is None or not c.session.log:
            return False
        return self._day_saved != (id(c.session), len(c.session.log))

    def mark_day_saved(self) -> None:
        """The standalone day on the table was saved (or opened from its file) as it is now."""
        c = self.game.controller
        if c is not None:
            self._day_saved = (id(c.session), len(c.session.log))

    def title(self) -> str:
        if self.campaign is None:
            return ""
        t = self.campaign.tracker
        where = self.path.name if self.path else "not saved yet"
        return f"{t.name} \u2014 day {t.day} ({where})"

    # ------------------------------------------------------------------ new, open, save
    def new(self, name: str, decks: list[RangerDeck], path: str | Path | None = None, seed: int = 0) -> bool:
        """A new campaign with these Rangers; its day 1 goes on the table (set up from the tracker)."""
        try:
            campaign = campaign_campaign.Campaign.new(self.catalog, name, decks, seed=seed)
        except campaign_errors.CampaignError as exc:
            self.failed.emit(f"Could not start the campaign: {exc}")
            return False
        self._close_current()
        self.campaign = campaign
        self.path = Path(path) if path else None
        self._make_autosaver()
        return self.start_next_day()

    def open(self, path: str | Path, recover: bool = False) -> bool:
        """Open a campaign file (with its journal's answers when `recover`); on any problem the
        open game stays and `failed` says why in one line."""
        target = Path(path)
        try:
            campaign = (
                campaign_autosave.recover(target, self.catalog)
                if recover
                else campaign_save.open_campaign(target, self.catalog)
            )
            session = campaign.session
        except campaign_errors.CampaignError as exc:
            self.failed.emit(f"Cannot open {target.name}: {exc}")
            return False
        except OSError as exc:
            self.failed.emit(f"Cannot open {target.name}: {exc.strerror or exc}")
            return False
        if not recover:
            campaign_autosave.discard_recovery(target)
        self._close_current()
        self.campaign = campaign
        self.path = target
        self._make_autosaver()
        if self.autosaver is not None:
            self._save_file()  # (a day that went on under new card rules records it at once)
        if campaign.notice:
            self.notice.emit(campaign.notice)
            campaign.notice = None
        if session is None:
            return self.start_next_day()
        self._show(session)
        self.tracker_changed.emit()
        return True

    def save_as(self, path: str | Path) -> bool:
        """Write the campaign to `path` (atomic) and keep autosaving there."""
        if self.campaign is None:
            return False
        old = self.autosaver
        self.path = Path(path)
        self._make_autosaver()
        if not self._save_file():
            return False
        if old is not None and old.path != self.path:
            campaign_autosave.discard_recovery(old.path)
        return True

    def save(self) -> bool:
        return self.path is not None and self._save_file()

    def close(self) -> None:
        """A clean stop (the window closes): save in full, no journal left to recover."""
        self._close_current()
        self.campaign = None
        self.path = None

    def leave(self) -> None:
        """The table goes to something else (a standalone day, an opened day save)."""
        self.close()
        self.tracker_changed.emit()

    # ------------------------------------------------------------------ recovery
    def recovery(self, path: str | Path) -> Recovery | None:
        """The journal next to `path` holds answers the file lacks: what to ask about."""

        try:
            info: RecoveryInfo | None = campaign_autosave.recovery_info(path, self.catalog)
            if info is None:
                return None
            name = campaign_save.open_campaign(path, self.catalog).tracker.name
            stamp = campaign_autosave.journal_path(path).stat().st_mtime
        except (campaign_errors.CampaignError, OSError):
            return None
        when = datetime.datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M")
        return Recovery(str(path), name, info.day, info.answers_in_file, info.answers_recoverable, when)

    # ------------------------------------------------------------------ days
    def start_next_day(self) -> bool:
        """Set up the tracker's next day and put it on the table."""
        if self.campaign is None:
            return False
        try:
            session = self.campaign.start_day()
        except campaign_errors.CampaignError as exc:
            self.failed.emit(str(exc))
            return False
        self._show(session)
        self._save_file()
        self.tracker_changed.emit()
        return True

    def _show(self, session: Any) -> None:
        controller = self.game.start(session, None)
        if self._wired is not controller:
            controller.history_changed.connect(self._after_answer)
            self._wired = controller

    def _after_answer(self, *_: Any) -> None:
        """After every answer, undo or redo: append it to the journal; a finished day is applied."""
        c, campaign = self.game.controller, self.campaign
        if (
            campaign is None
            or c is None
            or campaign.data.current is None
            or c.session is not campaign.session
        ):
            return
        self._journal()
        if c.outcome() is not None and c.prompt is None:
            # The file is rewritten with the day played and its outcome on the tracker in one save;
            # a kill before it leaves the last answer in the journal, and Recover (or opening a
            # file saved so) completes the day (Campaign.complete_finished_day).
            self.finish_day()

    def _journal(self) -> None:
        if self.autosaver is None:
            return
        try:
            self.autosaver.after_change()
        except (OSError, campaign_errors.CampaignError) as exc:
            self.failed.emit(f"Autosave failed: {_why(exc)}")
        else:
            self.saved.emit()

    def finish_day(self) -> list[str]:
        """The day is over: its outcome goes on the tracker; returns (and emits) what changed."""
        campaign = self.campaign
        if campaign is None:
            return []
        before = campaign.tracker.model_copy(deep=True)
        try:
            campaign.finish_day()
        except campaign_errors.CampaignError as exc:
            self.failed.emit(str(exc))
            return []
        self.last_changes = tracker_changes(before, campaign.tracker)
        self._save_file()
        self.tracker_changed.emit()
        self.day_applied.emit(self.last_changes)
        return self.last_changes

    def act(self, action: Any) -> bool:
        """An action between days (a reward swap, a note...): applied, saved, or refused in words."""
        if self.campaign is None:
            return False
        try:
            self.campaign.act(action)
        except campaign_errors.CampaignError as exc:
            self.failed.emit(str(exc))
            return False
        self._save_file()
        self.tracker_changed.emit()
        return True

    # ------------------------------------------------------------------ the tracker by hand
    # Issue #32: the sheet written as the paper one is. Each edit is a checked action (in the
    # history, saved at once) or ``failed`` with its reason; a name typed is resolved to our card
    # or set first (campaign/tracker_names.py), an unknown one refused in the same way.
    def weathers(self) -> tuple[str, ...]:
        return campaign_limits.TRACK_WEATHERS

    def last_day(self) -> int:
        return campaign_limits.LAST_DAY

    def removable_names(self) -> list[str]:
        return campaign_names.removable_names(self.catalog)

    def mission_names(self) -> list[str]:
        return campaign_names.mission_names(self.catalog)

    def set_weather(self, day: int, weather: str) -> bool:
        return self.act(campaign_actions.SetWeather(day=day, weather=weather))

    def set_mission(self, index: int, progress: int, completed: bool) -> bool:
        """Mission line ``index`` (in the tracker's order) with ``progress`` boxes checked."""
        return self.act(campaign_actions.SetMissionLine(index=index, progress=progress, completed=completed))

    def add_mission(self, name: str) -> bool:
        return self._by_name(lambda: campaign_names.new_mission(self.catalog, self._tracker(), name))

    def remove_from_game(self, name: str) -> bool:
        return self._by_name(lambda: campaign_names.removal(self.catalog, name))

    def cross_out_event(self, index: int) -> bool:
        """Cross out notable event line ``index``: it no longer counts (``put_back_event`` undoes it)."""
        return self._by_name(lambda: campaign_names.cross_out(self._tracker(), index))

    def put_back_event(self, index: int) -> bool:
        """Put back notable event line ``index``, crossed out: it counts again (in the history,
        saved at once; crossing it out again undoes this)."""
        return self.act(campaign_actions.PutBackEvent(index=index))

    def _tracker(self) -> CampaignTracker:
        assert self.campaign is not None
        return self.campaign.tracker

    def _by_name(self, make: Any) -> bool:
        if self.campaign is None:
            return False
        try:
            action = make()
        except campaign_errors.CampaignError as exc:
            self.failed.emit(str(exc))
            return False
        return self.act(action)

    def record_day(self, location: str, terrain: str | None, camped: bool) -> bool:
        """The next day as it was played on paper (issue #32: the tracker kept by hand): crossed
        off where the group ended it, then the day after set up on the table. The day on the
        table gives way only while nobody has answered in it (it was set up when the campaign
        opened); one played in is refused in one line, and a refused record changes nothing."""
        campaign = self.campaign
        if campaign is None:
            return False
        held = campaign.data.current
        session = campaign.session
        if held is not None and session is not None and len(session.log) > 0:
            answers = count(len(session.log), "answer")
            self.failed.emit(
                f"Day {held.day} is being played ({answers}): finish it on the table, "
                "or record it on paper before answering in it"
            )
            return False
        action = campaign_actions.RecordDay(
            day=campaign.day, location=location, terrain=terrain, camped=camped
        )
        try:  # checked on a copy first: the day on the table stays when the record is refused
            campaign_actions.apply_action(self.catalog, campaign.tracker, action)
            if held is not None:
                campaign.abandon_day()
            campaign.act(action)
        except campaign_errors.CampaignError as exc:
            self.failed.emit(f"Day not recorded: {exc}")
            return False
        self._save_file()
        self.tracker_changed.emit()
        return self.start_next_day()

    def swap_reward(self, ranger: str, add: str, remove: str) -> bool:
        return self.act(campaign_actions.SwapReward(ranger=ranger, add=add, remove=remove))

    def swap_back(self, ranger: str, add: str, remove: str) -> bool:
        return self.act(campaign_actions.SwapBack(ranger=ranger, add=add, remove=remove))

    # ------------------------------------------------------------------ other trackers, branches
    def read_import(self, path: str | Path) -> Any:
        """A campaign of earthborne.build or RangersDB read from ``path`` and built (not yet
        taken: the open campaign is untouched until ``adopt``); None, and ``failed`` says why."""
        try:
            return campaign_import.import_file(self.catalog, path)
        except campaign_errors.CampaignError as exc:
            self.failed.emit(f"Not imported: {exc}")
            return None

    @staticmethod
    def is_address(text: str) -> bool:
        """``text`` is a web address (read from the network), not a file name."""
        return campaign_address.is_address(text)

    def read_import_url(self, url: str) -> bool:
        """Read a shared campaign from its public address in the background (the window stays
        live for up to the timeout); ``import_read`` then carries the built campaign, or
        ``failed`` says why in one line. The open campaign is untouched either way. False: not
        started (an address is being read already)."""
        if self.fetching is not None:
            self.failed.emit(f"Not imported: still reading {self.fetching}")
            return False
        self.fetching = url
        catalog, loopback = self.catalog, self.loopback_http

        def work() -> None:
            try:
                got = campaign_import.import_url(catalog, url, loopback_http=loopback)
                result: tuple[Any, str] = (got, "")
            except campaign_errors.CampaignError as exc:
                result = (None, str(exc))
            except Exception as exc:  # a bug must still end the reading in one line
                result = (None, f"could not read the address ({campaign_errors.reason(exc)})")
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile: nobody to tell
                self._fetched.emit(*result)

        threading.Thread(target=work, name="campaign-import", daemon=True).start()
        return True

    def _on_fetched(self, got: Any, why: str) -> None:
        self.fetching = None
        if got is None:
            self.failed.emit(f"Not imported: {why}")
        else:
            self.import_read.emit(got)

    def adopt(self, campaign: Campaign, path: str | Path | None) -> bool:
        """An imported campaign becomes the open one, kept at ``path``; its next day goes on the
        table, set up from its tracker."""
        self._close_current()
        self.campaign = campaign
        self.path = Path(path) if path else None
        self._make_autosaver()
        return self.start_next_day()

    def export_document(self, path: str | Path) -> str | None:
        """Write the campaign as an earthborne.build document (atomic); the file written in
        words, or None and ``failed`` says why."""
        if self.campaign is None:
            return None
        try:
            text = json.dumps(earthborne_build.export_document(self.campaign), indent=1, ensure_ascii=False)
            written = write_text_atomic(path, text + "\n")
        except OSError as exc:
            self.failed.emit(f"Not exported: {_why(exc)}")
            return None
        return f"Exported the campaign for earthborne.build to {written}"

    def past_days(self) -> list[int]:
        """The days of the open campaign a branch can start from (none without a campaign)."""
        return campaign_branch.past_days(self.campaign) if self.campaign is not None else []

    def branch_name(self, day: int) -> str | None:
        """Where a branch from ``day`` is suggested: beside the campaign's file (the review
        looks for a campaign's branches there); None without a file."""
        return str(campaign_branch.branch_file_name(self.path, day)) if self.path is not None else None

    def branch(self, day: int, path: str | Path) -> str | None:
        """Write a new campaign that plays again from ``day`` (the open one goes on untouched);
        what was written in words, or None and ``failed`` says why."""
        if self.campaign is None:
            return None
        try:
            made = campaign_branch.write_branch(
                self.campaign, day, path, origin_file=str(self.path) if self.path else None
            )
        except campaign_errors.CampaignError as exc:
            self.failed.emit(f"No branch written: {exc}")
            return None
        return f"Wrote {Path(path).name}: {made.data.name}, day {day} next"

    # ------------------------------------------------------------------ files
    def _make_autosaver(self) -> None:
        self.autosaver = (
            campaign_autosave.Autosaver(self.campaign, self.path)
            if self.campaign is not None and self.path
            else None
        )

    def _save_file(self) -> bool:
        if self.autosaver is None:
            return False
        try:
            self.autosaver.save_now()
        except (OSError, campaign_errors.CampaignError) as exc:
            self.failed.emit(f"Could not save {self.autosaver.path.name}: {_why(exc)}")
            return False
        self.saved.emit()
        return True

    def _close_current(self) -> None:
        if self.autosaver is not None:
            try:
                self.autosaver.close()
            except (OSError, campaign_errors.CampaignError) as exc:
                self.failed.emit(f"Could not save {self.autosaver.path.name}: {_why(exc)}")
        self.autosaver = None


def _why(exc: Exception) -> str:
    """A failed save in one line (an OSError's own words, or the campaign's refusal)."""
    return campaign_errors.one_line(getattr(exc, "strerror", None) or exc)
