"""A stateful, property-based model of a campaign on disk (hypothesis ``RuleBasedStateMachine``).

Rules: answers (one, or a day played to its end), notes added, edited and deleted (valid and
not: days out of range, empty and over-long texts), reward swaps after camping (valid and not),
starting the next day, undo, and a kill at any of these moments followed by Recover (or opening,
when there is nothing to recover) - including the kill after a day's last answer was journalled
and before the save that applied it, and a torn last journal line. The invariant after every
step: the file opens, the tracker is the history folded again and agrees with the played days
(its next day, its day history), and no day is left over but unapplied.
"""

from __future__ import annotations

import shutil
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from pydantic import ValidationError

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.autosave import Autosaver, journal_path, recover, recovery_info
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.deck_rules import set_kind
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import open_campaign
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.engine.day_sim import DayBot

from .saves import catalog

#: Steps taken by every machine in this process, by rule (the slow test reports them).
STEPS: Counter[str] = Counter()


def check_campaign(campaign: Campaign) -> None:
    """The invariant: the tracker is the history folded again and agrees with the played days."""
    days = campaign.days()
    t = campaign.tracker
    assert campaign.rebuild() == t
    assert t.day == len(days) + 1
    assert [h.day for h in t.history] == [d.day for d in days] == list(range(1, len(days) + 1))
    cur = campaign.data.current
    if cur is not None:
        assert cur.day == t.day
        assert not campaign.day_is_over(), f"day {cur.day} is over but not applied"


class CampaignMachine(RuleBasedStateMachine):
    seed = 1

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="campaign-machine-"))
        self.path = self.folder / "camp.json"
        self.bot = DayBot(self.seed, camp_rate=70)
        self.campaign: Campaign
        self.saver: Autosaver

    def teardown(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    @initialize()
    def start(self) -> None:
        starters = starter_rangers(catalog())
        decks = [starters[(self.seed + i) % len(starters)].deck for i in range(1 + self.seed % 2)]
        self.campaign = Campaign.new(catalog(), "Machine", decks, seed=self.seed)
        self.saver = Autosaver(self.campaign, self.path, durable=False, snapshot_every=30)
        self.campaign.start_day()
        self.saver.save_now()

    # ------------------------------------------------------------------ during a day
    def _answer(self) -> bool:
        """One bot answer, journalled; True when it ended the day (not yet applied)."""
        session = self.campaign.session
        assert session is not None and session.prompt is not None
        session.answer(self.bot.choose(session.prompt))
        self.saver.after_change()
        return self.campaign.day_is_over()

    def _finish(self) -> None:
        self.campaign.finish_day()
        self.saver.save_now()

    @precondition(lambda self: self.campaign.data.current is not None)
    @rule(n=st.integers(1, 12))
    def answers(self, n: int) -> None:
        STEPS["answers"] += 1
        for _ in range(n):
            if self._answer():
                self._finish()
                return

    @precondition(lambda self: self.campaign.data.current is not None)
    @rule(kill_before_applying=st.booleans())
    def play_to_end(self, kill_before_applying: bool) -> None:
        """The whole day; with ``kill_before_applying`` the process dies after the last answer was
        journalled and before the save that applies the day (the freeze of issue #30)."""
        STEPS["play_to_end"] += 1
        for _ in range(20_000):
            if self._answer():
                break
        else:
            raise AssertionError("the day did not end")
        if kill_before_applying:
            STEPS["killed_before_applying"] += 1
            self.kill_and_recover(torn=False)
            assert self.campaign.data.current is None, "Recover did not complete the day"
        else:
            self._finish()

    @precondition(lambda self: self.campaign.session is not None and self.campaign.session.can_undo())
    @rule()
    def undo(self) -> None:
        STEPS["undo"] += 1
        session = self.campaign.session
        assert session is not None
        session.undo()
        self.saver.after_change()

    # ------------------------------------------------------------------ between days
    @precondition(lambda self: self.campaign.data.current is None)
    @rule()
    def next_day(self) -> None:
        STEPS["next_day"] += 1
        try:
            self.campaign.start_day()
        except CampaignError:
            assert self.campaign.day > 45  # only the end of the calendar refuses a next day
            return
        self.saver.save_now()

    @rule(day=st.integers(-2, 50), length=st.sampled_from([0, 1, 40, 199, 200, 201, 5000]))
    def note(self, day: int, length: int) -> None:
        STEPS["note"] += 1
        self._act(lambda: act.AddNote(day=day, text="n" * length))

    @rule(day=st.integers(0, 5), index=st.integers(-1, 3), length=st.sampled_from([0, 10, 200, 201]))
    def edit_note(self, day: int, index: int, length: int) -> None:
        STEPS["edit_note"] += 1
        self._act(lambda: act.EditNote(day=day, index=index, text="e" * length))

    @rule(day=st.integers(0, 5), index=st.integers(-1, 3))
    def delete_note(self, day: int, index: int) -> None:
        STEPS["delete_note"] += 1
        self._act(lambda: act.DeleteNote(day=day, index=index))

    @precondition(lambda self: self.campaign.data.current is None)
    @rule(pick=st.integers(0, 10_000), unlock=st.booleans())
    def swap(self, pick: int, unlock: bool) -> None:
        """A reward swap (after camping it may be allowed; otherwise it is refused unchanged)."""
        STEPS["swap"] += 1
        cat = catalog()
        rewards = sorted(c.id for c in cat.cards.values() if set_kind(cat, c) == "reward")
        if unlock and rewards:
            self._act(lambda: act.UnlockReward(card=rewards[pick % len(rewards)]))
        t = self.campaign.tracker
        if not t.rangers or not t.rewards:
            return
        r = t.rangers[pick % len(t.rangers)]
        add = t.rewards[pick % len(t.rewards)]
        remove = sorted(r.deck.cards)[pick % len(r.deck.cards)]
        self._act(lambda: act.SwapReward(ranger=r.id, add=add, remove=remove))

    def _act(self, make: Callable[[], act.CampaignAction]) -> None:
        """Build the action as a caller would (a text past the model's bound, ``TEXT_LONG``, is
        refused as it is built: the UI's fields stop far below it) and apply it."""
        try:
            action = make()
        except ValidationError as exc:
            assert all(e["type"] == "string_too_long" for e in exc.errors())
            return
        before = self.campaign.tracker.model_copy(deep=True)
        try:
            self.campaign.act(action)
        except CampaignError:
            assert self.campaign.tracker == before  # a refused action changes nothing
            return
        self.saver.save_now()

    # ------------------------------------------------------------------ kills
    @rule(torn=st.booleans())
    def kill_and_recover(self, torn: bool) -> None:
        """The process dies (nothing is closed or saved); the next start recovers what it can.
        ``torn``: the last journal line was being written and is half there."""
        STEPS["kill"] += 1
        journal = journal_path(self.path)
        if torn and journal.exists():
            data = journal.read_bytes()
            lines = data.rstrip(b"\n").split(b"\n")
            if len(lines) > 1:
                journal.write_bytes(b"\n".join(lines[:-1]) + b"\n" + lines[-1][: len(lines[-1]) // 2])
        if recovery_info(self.path, catalog()) is not None:
            self.campaign = recover(self.path, catalog())
        else:
            self.campaign = open_campaign(self.path, catalog())
        self.saver = Autosaver(self.campaign, self.path, durable=False, snapshot_every=30)
        self.saver.save_now()
        if self.campaign.data.current is None:
            return
        assert self.campaign.session is not None

    @invariant()
    def opens_and_agrees(self) -> None:
        STEPS["steps"] += 1
        check_campaign(self.campaign)
        check_campaign(open_campaign(self.path, catalog()))
