"""Between the widgets and the engine: intents in, answers or refusals out, signals to redraw.

The view sends intents (answer this option, I dropped this card there, undo); the controller
turns them into `Session` calls, and tells the view what changed. The view never mutates game
state and never guesses rules: every legal move comes from the engine's current prompt.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from rangers_qt.app import intents, refusals, rules_help, sole_answers
from rangers_qt.app.adjust_words import adjust_words, said_by
from rangers_qt.app.day_choices import DayChoices
from rangers_qt.app.files import SaveFailed, write_text_atomic
from rangers_qt.app.game_reads import GameReads
from rangers_qt.app.hints import Hints
from rangers_qt.app.last_resort import guarded, returning
from rangers_qt.app.log_sections import SAID_BY_HEADER, SectionTracker
from rangers_qt.app.same_answers import guide_chain
from rangers_qt.app.table_model import TableChange
from rangers_qt.app.test_plan import TestPlan, commit_offers
from rangers_qt.engine.cards import CatalogLike
from rangers_qt.engine.day.outcome import DayOutcome
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.events import ChangeSet, Event
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.preview import commit_refusal
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.session import Session

_log = logging.getLogger(__name__)

#: Most answers a test's plan gives in a row (its energy, the cards ticked, done).
MAX_PLANNED = 12


class GameController(GameReads):
    """The read side (state, prompt, options by card, previews) is `GameReads`."""

    state_changed = Signal(object)  # the engine's ChangeSet (None = everything)
    #: What the table picture changed by (app/table_model.TableChange): views redraw only that.
    table_changed = Signal(object)
    prompt_changed = Signal(object)  # Prompt | None
    events = Signal(list)  # list[Event], in order
    #: text, kind ("answer", "event", "manual", "undo", "section": a round/phase header), guide entry
    log_appended = Signal(str, str, object)
    refused = Signal(str)  # a reason in words, for the status bar
    hinted = Signal(str)  # an optional hint (app/hints.py), when hints are on
    sandbox_changed = Signal(bool)
    history_changed = Signal(bool, bool)  # can undo, can redo
    day_started = Signal()  # a new day replaced the old one
    session_opened = Signal()  # a saved day replaced the old one (its log is the saved answers)

    def __init__(self, session: Session, catalog: CatalogLike, parent: QObject | None = None) -> None:
        super().__init__(session, catalog, parent)
        self.sandbox = False
        #: Optional hints (off by default; the View menu and the guided day switch them).
        self.hints = Hints()
        self.sections = SectionTracker()
        self.last_answer_ms = 0.0
        #: Asked before a test option is answered unpriced (a key, a button, a drop, a menu): the
        #: window shows the test's fatigue price and odds and returns False; the test dialog then
        #: answers with ``priced=True``. None (no window): tests are answered at once.
        self.price_gate: Callable[[Option], bool] | None = None
        #: The new-day choices this game came from (None: the demo or an opened save).
        self.day_choices: DayChoices | None = None
        #: The energy and cards chosen with the running test on its price page (app/test_plan.py):
        #: its commit questions are answered from it, each logged; None when they are asked.
        self.test_plan: TestPlan | None = None

    # ------------------------------------------------------------------ intents
    @Slot(str)
    @guarded
    def answer(self, option_id: str, priced: bool = False) -> bool:
        """Answer the prompt. A test option not yet `priced` goes to `price_gate` first: no key or
        click spends fatigue before the price was shown (issue #15)."""
        prompt = self.prompt
        option = prompt.option(option_id) if prompt else None
        if prompt is not None and option is not None and not priced:  # said once, never blocking
            hint = self.hints.before(self.state, self.catalog, prompt, option)
            if hint:
                self.hinted.emit(hint)
        gate = None if priced or option is None or option.kind != "test" else self.price_gate
        if gate is not None and option is not None and not gate(option):
            return False
        started = time.perf_counter()
        asked_in = (self.state.round, self.state.phase)
        try:
            result = self.session.answer(option_id)
        except IllegalAnswer as exc:
            self.refused.emit(str(exc))
            return False
        except Exception as exc:  # a rules bug must not take the table down with it
            _log.exception("the engine failed answering %s", option_id)
            self.refused.emit(f"The engine failed on this answer ({exc}); undo (Ctrl+Z) to step back")
            self._after([], None)
            return False
        who = self.ranger_name(prompt.ranger) if prompt else ""
        label = option.label if option else option_id
        self._section_header(*asked_in)
        self.log_appended.emit(said_by(who, label, self.ranger_names()), "answer", None)
        events, changes = list(result.events), result.changes
        self._take_sole_answers(events, changes)
        self._after(events, changes)
        self.last_answer_ms = (time.perf_counter() - started) * 1000
        return True

    def begin_test(self, option_id: str, plan: TestPlan | None) -> bool:
        """Begin the test `option_id` (its price was shown) with the energy and cards `plan` holds:
        the commit questions that follow are answered from it (app/test_plan.py)."""
        self.test_plan = plan
        if not self.answer(option_id, priced=True):
            self.test_plan = None
            return False
        return True

    def commit_offers(self, test: Option, energy: int | None = None) -> tuple[Option, ...]:
        """The cards the test `test` could take after `energy` (None: the least), for its price
        page (worked out on a copy)."""
        try:
            return commit_offers(self.session, test, energy)
        except Exception:  # a preview must never take the table down: the cards are asked then
            _log.exception("cannot look ahead to the commitments of %s", test.id)
            return ()

    def _planned(self, prompt: Prompt | None) -> tuple[Option, str] | None:
        """The answer the running test's plan gives `prompt`, with its log words; a commit
        question it cannot answer ends the plan (the player is asked from there on)."""
        plan = self.test_plan
        if plan is None or prompt is None:
            return None
        if self.state.test is None:
            self.test_plan = None
            return None
        option = plan.answer(prompt)
        if option is None:
            if prompt.kind == "commit_cards":
                self.test_plan = None
            return None
        plan.took(option)
        return option, f"{option.label} (chosen with the test)"

    def _take_sole_answers(self, events: list[Event], changes: ChangeSet) -> None:
        """Answer the prompts now on the table that have one possible answer (app/sole_answers.py),
        or that the running test's plan answers (app/test_plan.py), one after another, each logged
        as an answer; their events and changes join the ones given."""
        for _ in range(sole_answers.MAX_CHAIN + MAX_PLANNED):
            prompt = self.prompt
            found = sole_answers.table_answer(self.session) or self._planned(prompt)
            if prompt is None or found is None:
                if self.state.test is None:
                    self.test_plan = None
                return
            option, said = found
            try:
                result = self.session.answer(option.id)
            except Exception as exc:  # (as for any answer: the table stays up, the prompt stays)
                _log.exception("the engine failed answering %s by itself", option.id)
                self.refused.emit(f"The engine failed on this answer ({exc}); undo (Ctrl+Z) to step back")
                return
            who = self.ranger_name(prompt.ranger) if prompt.ranger else ""
            words = said_by(who, said, self.ranger_names())
            self.log_appended.emit(words, "answer", None)
            events.extend(result.events)
            changes.merge(result.changes)

    def _redo_sole_answers(self) -> None:
        """After going back in the history: a prompt the table answers itself is answered again
        by redoing its logged answer (the rest of the redo history stays)."""
        for _ in range(sole_answers.MAX_CHAIN):
            prompt = self.prompt
            found = sole_answers.table_answer(self.session)
            entry = self.session.redo_entry()
            if prompt is None or found is None or entry is None or entry.prompt != prompt.id:
                return
            if entry.option != found[0].id or not self.session.redo():
                return

    @Slot(str, str, str)
    @guarded
    def request_drop(self, card_iid: str, area: str, under: str = "") -> bool:
        """A card was dropped on `area` over `under`: answer the option it means, or refuse."""
        name = self.card_name(card_iid)
        title = self.prompt.title if self.prompt else ""
        match = intents.match_drop(
            self.options(),
            card_iid,
            area,
            under,
            name=name,
            prompt_title=title,
            ranger_card=card_iid == self.ranger_card(),
        )
        if match.option_id is None:
            why = refusals.drop_refusal(self.state, self.catalog, card_iid, under) if under else None
            self.refused.emit(why or self._refusal(card_iid, match.reason))
            return False
        return self.answer(match.option_id)

    def guide_chain(self) -> list[Prompt]:
        """The guide prompt on the table and the entries that follow it when each is confirmed
        (app/same_answers.py), for the day panel to list and confirm together."""

        return guide_chain(self.session)

    def why_not(self, iid: str) -> str | None:
        """Why a card offers nothing now (cost, timing, an obstacle, no legal target, exhausted,
        whose turn: the engine's ``why_not``), for its tooltip and menu; None when it offers
        something, or (outside a turn) when it is not in a hand."""
        prompt = self.prompt
        if prompt is None or prompt.kind not in ("turn", "commit_cards") or self.card_options(iid):
            return None
        if not any(iid in r.hand for r in self.state.rangers):
            return refusals.card_refusal(self.state, self.catalog, iid) if prompt.kind == "turn" else None
        return self._refusal(iid, f"{self.card_name(iid)} offers nothing now")

    def left_out(self, iid: str) -> list[str]:
        """The tests and abilities on (or aimed at) this card that the turn leaves out, each
        with why, for its menu (a card with a pill may still miss a test)."""
        return refusals.left_out_lines(self.state, self.catalog, iid)

    def why_no_travel(self) -> str | None:
        """Why the group may not travel now (None: the travel prompt is asked)."""
        return refusals.travel_refusal(self.state, self.catalog)

    def set_hints(self, on: bool) -> None:
        """Hints while playing on or off (the guided day turns them on)."""
        self.hints.on = on

    def card_rules(self, iid: str) -> rules_help.Topic:
        """F1 on a card: the rules that apply to it now, with why it offers nothing (if so)."""
        why = self.why_not(iid)  # it offers nothing: that line already names every left-out test
        notes = [n for n in (why, self.travel_note(iid)) if n] + ([] if why else self.left_out(iid)[:4])
        return rules_help.card_help(self.state, self.catalog, iid, tuple(notes))

    def prompt_rules(self) -> rules_help.Topic:
        """F1 elsewhere: the rule of the question on the table."""
        return rules_help.prompt_help(self.prompt, self.state)

    def travel_note(self, iid: str) -> str | None:
        """On the location's menu and tooltip: "Travel not now: ..." (None on other cards, or
        when the travel prompt is asked)."""
        return refusals.travel_note(self.state, self.catalog, iid)

    def _refusal(self, iid: str, reason: str) -> str:
        """Sharpen a generic refusal with the rule that blocks it (energy, turn, prompt)."""
        prompt = self.prompt
        if prompt is None:
            return f"{reason}: nothing is being asked" + (
                f" (day over: {self.state.day_over})" if self.state.day_over else ""
            )
        inst = self.state.cards.get(iid)
        if inst is None or self.card_options(iid):
            return reason
        owner = inst.owner
        in_hand = any(iid in r.hand for r in self.state.rangers)
        if in_hand and prompt.kind == "commit_cards":  # the card's own commit rule, icons, owner
            why = commit_refusal(self.state, self.catalog, iid)
            if why:
                return why
        if in_hand and owner and prompt.ranger and owner != prompt.ranger:
            holder, decider = self.ranger_name(owner), self.ranger_name(prompt.ranger)
            return f"{self.card_name(iid)} is in {holder}'s hand; it is {decider}'s decision now"
        if in_hand and prompt.kind == "turn":
            why = refusals.card_refusal(self.state, self.catalog, iid)
            return why or f"{self.card_name(iid)} cannot be played now"
        if in_hand:
            return f"{reason}. Now: {prompt.title}"
        return reason

    @Slot(str)
    @returning([])
    def activate(self, iid: str) -> list[Option]:
        """Double-click: answer the card's one obvious option; return the choices if several."""
        found = [o for o in self.card_options(iid) if o.kind in intents.ACTIVATE_KINDS]
        if len(found) == 1:
            self.answer(found[0].id)
            return []
        if not found:
            self.refused.emit(self._refusal(iid, f"{self.card_name(iid)} has no legal action now"))
        return found

    @Slot(str)
    @guarded
    def choose_ranger(self, ranger_id: str) -> bool:
        """A click on a ranger's board: answers "who takes the next turn" (and similar) for them."""
        found = [o for o in self.options() if o.kind == "choose_ranger" and o.target == ranger_id]
        if not found:
            now = f" ({self.prompt.title})" if self.prompt else ""
            self.refused.emit(f"{self.ranger_name(ranger_id)} cannot be chosen now{now}")
            return False
        return self.answer(found[0].id)

    @Slot()
    @guarded
    def rest(self) -> bool:
        option = intents.first_of_kind(self.options(), ("rest",))
        if option is None:
            self.refused.emit(
                "Resting is not possible now" + (f" ({self.prompt.title})" if self.prompt else "")
            )
            return False
        return self.answer(option.id)

    @Slot()
    @guarded
    def done(self) -> bool:
        option = intents.first_of_kind(self.options(), intents.DONE_KINDS)
        if option is None:
            manual = intents.first_of_kind(self.options(), ("manual",))
            if manual is not None and len(self.options()) == 1:
                return self.answer(manual.id)
            self.refused.emit(
                "There is nothing to finish: choose one of the options"
                if self.prompt
                else "Nothing is being asked"
            )
            return False
        return self.answer(option.id)

    def entry_words(self, entry: Any) -> str:
        """A history entry in words: card and ranger names, never ids ("Manual: exhaust Sitka Doe").

        Call it while the cards the entry names are still in the state (before an undo)."""
        if entry.adjust is not None:
            return self._describe_manual(entry.adjust)
        return said_by(self.ranger_name(entry.ranger), str(entry.text), self.ranger_names())

    @Slot()
    @guarded
    def undo(self, boundary: str = "action") -> bool:
        log = list(self.session.log)
        self.test_plan = None  # what is taken back is asked again
        if not self.session.undo(boundary):  # type: ignore[arg-type]
            self.refused.emit("Nothing to undo")
            return False
        # A prompt the table answers itself is stepped over: what the player takes back is the
        # decision before it (app/sole_answers.py).
        while sole_answers.table_answer(self.session) is not None and self.session.undo():
            pass
        undone = log[len(self.session.log)] if len(self.session.log) < len(log) else None
        entry = self.entry_words(undone) if undone is not None else ""
        self.log_appended.emit(
            f"Undone: {entry}" if boundary == "action" else f"Undone back to the start of the {boundary}",
            "undo",
            None,
        )
        self._after([], None)
        return True

    @Slot(int, str)
    @guarded
    def undo_to(self, length: int, text: str = "") -> bool:
        """Back to the prompt that followed the first `length` answers (a click in the log).

        `text` is the answer's words as the log showed them: if history changed since (an undo
        and other answers), that moment no longer exists and nothing happens.
        """
        log = self.session.log
        if not 0 < length <= len(log) or (text and log[length - 1].text != text):
            self.refused.emit("That moment is no longer in the history (it was undone or replaced)")
            return False
        if length == len(log):
            self.refused.emit("That is the current moment")
            return False
        words = self.entry_words(log[length - 1])
        self.test_plan = None
        if not self.session.undo_to(length):
            self.refused.emit("Cannot go back there")
            return False
        self._redo_sole_answers()
        self.log_appended.emit(f"Went back to just after: {words}", "undo", None)
        self._after([], None)
        return True

    @Slot()
    def undo_turn(self) -> bool:
        return self.undo("turn")

    @Slot()
    @guarded
    def redo(self) -> bool:
        self.test_plan = None
        if not self.session.redo():
            self.refused.emit("Nothing to redo")
            return False
        self._redo_sole_answers()
        entry = self.entry_words(self.session.log[-1]) if self.session.log else ""
        self.log_appended.emit(f"Redone: {entry}", "undo", None)
        self._after([], None)
        return True

    @Slot(bool)
    def set_sandbox(self, on: bool) -> None:
        if on != self.sandbox:
            self.sandbox = on
            self.sandbox_changed.emit(on)
            self.log_appended.emit(
                "Sandbox on: manual adjustments are logged" if on else "Sandbox off", "event", None
            )

    def manual(self, **fields: Any) -> bool:
        """A manual adjustment (sandbox only), logged like an answer so undo and replay keep it."""
        if not self.sandbox:
            self.refused.emit("Turn on the sandbox (Game > Sandbox) to adjust the table by hand")
            return False
        return self._adjust(fields)

    @guarded
    def set_auto_pass(self, on: bool) -> bool:
        """Optional responses pass without asking (on) or are offered in their window (off).

        A setting of the session, but kept in the game state and changed by a logged manual
        adjustment (``auto_pass``), so undo and replay see the same prompts. Allowed outside the
        sandbox: it changes what the players are asked, not the table."""
        if bool(self.state.auto_pass) == on:
            return True
        return self._adjust({"action": "auto_pass", "amount": 1 if on else 0})

    @property
    def auto_pass(self) -> bool:
        return bool(self.state.auto_pass)

    def by_hand(self, **fields: Any) -> bool:
        """A card's text applied by hand from the manual-effect panel: always allowed (no sandbox),
        the same logged, undoable adjustment; a refusal is emitted on `refused` with its reason."""
        return self._adjust(fields)

    def guide_tool(self, **fields: Any) -> bool:
        """A campaign-guide tool (record an event, unlock a reward, open the river, ...).

        The same logged, undoable manual adjustment as the sandbox's, but always allowed: the
        guide tells the group to apply these during an ordinary day."""
        return self._adjust(fields)

    @guarded
    def _adjust(self, fields: dict[str, Any]) -> bool:
        asked_in = (self.state.round, self.state.phase)
        try:
            adjust = ManualAdjust(**fields)
            result = self.session.manual(adjust)
        except (IllegalAnswer, ValueError) as exc:
            self.refused.emit(str(exc))
            return False
        self._section_header(*asked_in)
        self.log_appended.emit(self._describe_manual(adjust), "manual", None)
        # The engine also reports the adjustment in its own terse form; the line above says it in words.
        events = [ev for ev in result.events if ev.text != adjust.describe()]
        self._after(events, result.changes)
        return True

    def _describe_manual(self, adj: ManualAdjust) -> str:
        return adjust_words(adj, self.card_name, self.ranger_name, self._def_name)

    def _def_name(self, def_id: str | None) -> str:
        try:
            return str(self.catalog.card(def_id).name) if def_id else ""
        except KeyError:
            return str(def_id)

    # ------------------------------------------------------------------ plumbing
    def _after(self, events: Sequence[Event], changes: ChangeSet | None) -> None:
        self._previews.clear()
        table_change: TableChange = self.model.update(self.session.state, changes)
        headers = dict(self.sections.for_events(events, self.state.round))
        for i, ev in enumerate(events):
            if i in headers:
                self.log_appended.emit(headers[i].title, "section", None)
                if ev.kind in SAID_BY_HEADER:
                    continue  # "Round 2 begins: path cards" would only repeat the header
            self.log_appended.emit(ev.text, "event", ev.guide_entry)
        if events:
            self.events.emit(list(events))
        self.state_changed.emit(changes)
        self.table_changed.emit(table_change)
        self.prompt_changed.emit(self.prompt)
        self.history_changed.emit(self.session.can_undo(), self.session.can_redo())

    # ------------------------------------------------------------------ save / load
    def save(self, path: str | Path) -> None:
        """Write the day (setup + seed + answers, and the state they reached, so it opens without
        replaying) atomically: a crash never leaves half a file."""
        target = Path(path)
        try:
            text = self.session.to_save_json()
        except (ValueError, TypeError, RecursionError, MemoryError) as exc:
            line = " ".join(str(exc).split())[:200] or type(exc).__name__
            raise SaveFailed(f"{target.name} not saved (the day cannot be written: {line})") from None
        write_text_atomic(target, text)
        self.log_appended.emit(f"Saved to {target.name}", "event", None)

    def use_session(self, session: Session, opened: bool = False) -> None:
        """Put another day on the table (app/lifecycle.py decides which). Views clear their log
        on `day_started`, or show the saved answers on `session_opened`."""
        self.session = session
        self.test_plan = None
        self.sections.reset()
        self.model.clear()
        (self.session_opened if opened else self.day_started).emit()
        events: list[Event] = []
        changes = ChangeSet()
        self._take_sole_answers(events, changes)  # (a day saved while one was asked)
        self._after(events, None)  # (the table is drawn whole for a new session)

    def announce(self, text: str) -> None:
        """A line for the log that is not an answer (a file opened, a day saved)."""
        self.log_appended.emit(text, "event", None)

    def _section_header(self, round_no: int, phase: str) -> None:
        """A "Round 3 · Ranger turns" line when this answer is the first of a new phase."""
        section = self.sections.at(round_no, phase)
        if section is not None:
            self.log_appended.emit(section.title, "section", None)

    def outcome(self) -> DayOutcome | None:
        """The engine's `DayOutcome` once the day is over, else None."""
        return self.session.outcome()

    def log_lines(self) -> list[str]:
        return [self.entry_words(e) for e in self.session.log]

    def refresh(self) -> None:
        """Re-announce everything (after loading, or when the window is rebuilt)."""
        self._after([], None)
