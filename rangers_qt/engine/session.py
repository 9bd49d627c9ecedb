"""The one object the app talks to: answers, manual adjustments, undo/redo, save and replay.

Why checkpoints plus replay for undo: a JSON snapshot at every prompt costs memory proportional
to the log; instead a snapshot is kept every ``CHECKPOINT_EVERY`` entries and undo restores the
nearest one and replays at most that many answers. The RNG lives in the state, so replaying
draws the same challenge cards: undo never re-rolls.
"""

from __future__ import annotations

import gc
import json
from typing import Any, Literal

from rangers_qt.engine.cards import CardBook, CatalogLike, book_for
from rangers_qt.engine.core import EffectRegistry, Engine
from rangers_qt.engine.day.invariants import check_day
from rangers_qt.engine.day.outcome import DayOutcome, day_outcome
from rangers_qt.engine.effects.registry import default_registry
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.events import AnswerResult, Recorder
from rangers_qt.engine.hashing import state_hash
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.log_entry import LogEntry
from rangers_qt.engine.manual import ENERGY_MAX, ManualAdjust, apply_manual
from rangers_qt.engine.prompts import Option, Prompt, Step, assign_unchecked, trusted
from rangers_qt.engine.save_format import load_session, save_dict
from rangers_qt.engine.setup import GameSetup, build_state
from rangers_qt.engine.state import GameState

Boundary = Literal["action", "turn", "round"]

__all__ = ["Boundary", "LogEntry", "Session"]


class Session:
    CHECKPOINT_EVERY = 16

    def __init__(self, book: CardBook, registry: EffectRegistry, setup: GameSetup, state: GameState) -> None:
        self.book = book
        self.registry = registry
        self.setup = setup
        self.state = state
        self.log: list[LogEntry] = []
        self._redo: list[LogEntry] = []
        self._checkpoints: dict[int, str] = {0: state.model_dump_json()}
        #: Log entries before this one cannot be undone: a day that went on from a snapshot after an
        #: update of the card rules (campaign/resume.py) has no state to replay them from under
        #: these rules. 0 for every other session.
        self.undo_floor = 0

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls, catalog: CatalogLike | CardBook, setup: GameSetup, registry: EffectRegistry | None = None
    ) -> Session:
        book = book_for(catalog)
        reg = registry or default_registry()
        state = build_state(book, setup)
        Engine(state, book, reg, Recorder(enabled=False)).run()
        return cls(book, reg, setup, state)

    @property
    def prompt(self) -> Prompt | None:
        return self.state.prompt

    def outcome(self) -> DayOutcome | None:
        """What the campaign keeps from this day (None while the day goes on): engine/day/outcome.py."""
        return day_outcome(self.state, self.book)

    # ------------------------------------------------------------------ input
    def answer(self, option_id: str) -> AnswerResult:
        prompt = self.state.prompt
        if prompt is None:
            over = self.state.day_over
            reason = f"the day is over ({over})" if over else "nothing is being asked"
            raise IllegalAnswer(f"cannot answer {option_id!r}: {reason}")
        option = prompt.option(option_id)
        if option is None:
            valid = ", ".join(o.id for o in prompt.options[:12])
            more = "..." if len(prompt.options) > 12 else ""
            raise IllegalAnswer(
                f"{option_id!r} is not an option of the current prompt {prompt.id} "
                f"({prompt.title}); choose one of: {valid}{more}"
            )
        # Every field given, from values the engine made (``fresh`` without its defaults walk).
        entry = trusted(
            LogEntry,
            {
                "kind": "answer",
                "option": option_id,
                "prompt": prompt.id,
                "adjust": None,
                "text": option.label,
                "ranger": prompt.ranger,
                "round": self.state.round,
                "turn": self.state.stats.get("turns", 0),
            },
        )
        rec = Recorder()
        self._transaction(entry, rec, option)
        self._commit(entry)
        rec.changes.log = True
        return rec.result()

    def manual(self, adjust: ManualAdjust) -> AnswerResult:
        entry = LogEntry(
            kind="manual",
            adjust=adjust,
            text=adjust.describe(),
            ranger=adjust.ranger,
            round=self.state.round,
            turn=self.state.stats.get("turns", 0),
            prompt=self.state.prompt.id if self.state.prompt else None,
        )
        rec = Recorder()
        self._transaction(entry, rec)
        self._commit(entry)
        rec.changes.log = True
        return rec.result()

    def _transaction(
        self, entry: LogEntry, rec: Recorder, option: Option | None = None, checked: bool = True
    ) -> None:
        """Apply one entry all or nothing: if anything raises (a refused adjustment, or a bug),
        the state is rebuilt as it was before (nearest checkpoint + replay of the log, which the
        failed entry never joined) and the exception goes on. Nothing is copied on success.
        ``option``: the current prompt's option the answer names, already looked up."""
        try:
            self._apply(entry, rec, option, checked)
        except BaseException:
            self._restore(len(self.log))
            raise

    def apply_logged(self, entry: LogEntry, rec: Recorder) -> None:
        """Replay one saved entry (engine/save_format.py): applied all or nothing, then logged.
        Its manual adjustments were checked when they were made; the replay ends with the
        invariants and the state hash checked instead."""
        self._transaction(entry, rec, checked=False)
        self._commit(entry)

    def _commit(self, entry: LogEntry) -> None:
        self.log.append(entry)
        self._redo.clear()
        if len(self.log) % self.CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self.log)] = self.state.model_dump_json()

    def _apply(
        self, entry: LogEntry, rec: Recorder, option: Option | None = None, checked: bool = True
    ) -> None:
        """Apply one entry. ``checked=False`` for entries already applied once in this day (undo's
        and redo's replay, a save's log): the rules checks around a manual adjustment, about a
        third of an undo, are not run again (a save's replay still checks the invariants and the
        hash of the state it reaches)."""
        st = self.state
        eng = Engine(st, self.book, self.registry, rec)
        if entry.kind == "answer":
            prompt = st.prompt
            if option is None:
                option = prompt.option(entry.option or "") if prompt else None
            if prompt is None or option is None:
                raise EngineError(f"replay diverged: {entry.option!r} is not an option now")
            assign_unchecked(st, "prompt", None)  # once per answer
            eng.push(*option.then)
            eng.run()
            return
        assert entry.adjust is not None
        before = set(self._problems(st)) if checked else set()
        current = st.prompt
        queue_before = len(st.queue)
        apply_manual(eng, entry.adjust)
        if st.phase != "ended":
            # Steps the adjustment queued (a card's enters-play ability) run before the prompt returns.
            queued = len(st.queue) - queue_before
            tail = [Step(op="check_clears")]
            if current is not None:
                st.prompt = None
                tail.append(Step(op="reprompt", args={"prompt": current.model_dump()}))
            st.queue[queued:queued] = tail
            eng.run()
        if not checked:
            return
        broken = [p for p in self._problems(self.state) if p not in before]
        if broken:
            raise IllegalAnswer(f"{entry.adjust.action}: that would break the rules ({broken[0]})")

    def _problems(self, st: GameState) -> list[str]:
        """The invariants a manual adjustment must not break (those already broken are not its fault)."""
        return check_state(st, self.book, round_trip=False, max_extra_energy=ENERGY_MAX) + check_day(
            st, self.book
        )

    # ------------------------------------------------------------------ undo / redo
    def can_undo(self) -> bool:
        return len(self.log) > self.undo_floor

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo_entry(self) -> LogEntry | None:
        """The entry ``redo`` would apply next (None: nothing to redo)."""
        return self._redo[-1] if self._redo else None

    def _target_length(self, boundary: Boundary) -> int:
        n = len(self.log)
        if boundary == "action":
            return n - 1
        attr = "turn" if boundary == "turn" else "round"
        mark = getattr(self.log[-1], attr)
        i = n - 1
        while i > 0 and getattr(self.log[i - 1], attr) == mark:
            i -= 1
        return i

    def undo(self, boundary: Boundary = "action") -> bool:
        if len(self.log) <= self.undo_floor:
            return False
        # The cyclic garbage collector is paused during the undo: a full pass that happened to land
        # here (tens of ms with a large catalog loaded) would make one undo in ~50 feel slow. The
        # pass is deferred, not skipped. (Apps can also call gc.freeze() after loading the catalog.)
        paused = gc.isenabled()
        gc.disable()
        try:
            target = max(self._target_length(boundary), self.undo_floor)
            removed = self.log[target:]
            self._restore(target)
            self._redo.extend(reversed(removed))
        finally:
            if paused:
                gc.enable()
        return True

    def undo_to(self, length: int) -> bool:
        """Go back to the prompt that followed the first ``length`` log entries (0 = the start)."""
        if not self.undo_floor <= length < len(self.log):
            return False
        paused = gc.isenabled()
        gc.disable()
        try:
            removed = self.log[length:]
            self._restore(length)
            self._redo.extend(reversed(removed))
        finally:
            if paused:
                gc.enable()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        entry = self._redo[-1]
        # All or nothing: if the entry cannot be replayed, the state is restored and the whole
        # redo stack (this entry included) is kept, so nothing the player undid is lost.
        self._transaction(entry, Recorder(enabled=False), checked=False)  # (checked when first made)
        self._redo.pop()
        self.log.append(entry)
        if len(self.log) % self.CHECKPOINT_EVERY == 0:
            self._checkpoints[len(self.log)] = self.state.model_dump_json()
        return True

    def _restore(self, length: int) -> None:
        """The state after the first `length` entries: the nearest checkpoint, then the entries
        after it replayed (unchecked: each passed its checks when made), leaving checkpoints on
        the way (a session opened from a snapshot has none between its setup and its end)."""
        base = max(k for k in self._checkpoints if k <= length)
        self.state = GameState.model_validate_json(self._checkpoints[base])
        quiet = Recorder(enabled=False)
        every = self.CHECKPOINT_EVERY
        for n, entry in enumerate(self.log[base:length], start=base + 1):
            self._apply(entry, quiet, checked=False)
            if n % every == 0 and n not in self._checkpoints:
                self._checkpoints[n] = self.state.model_dump_json()
        del self.log[length:]
        for k in [k for k in self._checkpoints if k > length]:
            del self._checkpoints[k]

    # ------------------------------------------------------------------ save / replay
    def hash(self) -> str:
        return state_hash(self.state)

    def to_dict(self) -> dict[str, Any]:
        """The day's replay record (save version 1: setup, log, state hash), what the campaign keeps
        for each day beside its own snapshot."""
        return save_dict(self, snapshot=False)

    def to_json(self) -> str:
        """The replay record as canonical JSON (replayed when opened)."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    def to_save_json(self) -> str:
        """A day save file (version 2): the replay record and the state it reached, so it opens
        without replaying (engine/save_format.py)."""
        return json.dumps(save_dict(self), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(
        cls,
        text: str | bytes | dict[str, Any],
        catalog: CatalogLike | CardBook,
        registry: EffectRegistry | None = None,
        verify: bool = True,
        replay: bool = False,
    ) -> Session:
        """Open a saved day through the one strict loader (engine/save_format.py): from its
        snapshot when it has one that fits, else (or with ``replay``) by replaying setup + seed +
        answers. ``verify`` checks the stored state hash after a replay; anything that is not a
        save of a known version raises ``SaveRefused`` with a one-line reason."""
        return load_session(text, catalog, cls, registry, verify, replay)

    def go_on_from(self, state: GameState, log: list[LogEntry]) -> None:
        """This day, set up from its setup, goes on from `state`, which `log` led to (checked by
        the caller): nothing is replayed now. Undo restores from `state` (a checkpoint) or, further
        back, replays from the setup, laying down checkpoints as it goes."""
        self.state = state
        self.log = list(log)
        self._redo.clear()
        if log:
            self._checkpoints[len(log)] = state.model_dump_json()
