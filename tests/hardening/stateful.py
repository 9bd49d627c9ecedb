"""A stateful, property-based model of the Session (hypothesis ``RuleBasedStateMachine``).

Rules: answer any offered option, answer something that is not offered, make manual adjustments
(valid ones from the chaos bot, and arbitrary ones: unknown cards and Rangers, wrong zones,
amounts of 10**18, long texts), undo, redo, and save then load. After every step the state's
invariants (engine/invariants.py, engine/day/invariants.py) must hold; a refused step must leave
the state hash, the log and the redo stack exactly as they were; any exception other than
``IllegalAnswer`` is a failure.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any, get_args

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from rangers_qt.engine.bot import ChaosBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day.invariants import check_day
from rangers_qt.engine.day_sim import day_setup, starter_rangers
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.manual import ENERGY_MAX, ManualAction, ManualAdjust
from rangers_qt.engine.session import Session
from rangers_qt.engine.setup import GameSetup
from rangers_qt.engine.zones import RANGER_ZONES, SHARED_ZONES

from .saves import catalog

#: Steps taken by every machine in this process, by rule (the slow test reports them).
STEPS: Counter[str] = Counter()

ACTIONS = [a for a in get_args(ManualAction) if isinstance(a, str)]
for inner in get_args(ManualAction):
    if not isinstance(inner, str):
        ACTIONS += list(get_args(inner))
AMOUNTS = [-(10**18), -3, -1, 0, 1, 2, 3, 5, 10**18]
TEXTS = [None, "progress", "harm", "Bad token!", "x" * 300, "an ally is in peril"]
ZONES = [None, *SHARED_ZONES, *RANGER_ZONES, "atlantis", "lone_tree_station", "white_sky"]


@functools.cache
def setup_for(seed: int) -> GameSetup:
    cat = catalog()
    places = ["lone_tree_station", "white_sky", "spire", "meadow"]
    return day_setup(cat, seed, starter_rangers(cat, 1 + seed % 3), places[seed % 4], "woods", "downpour")


def snapshot(session: Session) -> tuple[str, int, list[Any]]:
    return session.hash(), len(session.log), [e.model_dump() for e in session._redo]


class SessionMachine(RuleBasedStateMachine):
    game_seed = 1

    def __init__(self) -> None:
        super().__init__()
        self.book = book_for(catalog())
        self.session: Session | None = None
        self.bot: ChaosBot | None = None

    @initialize(seed_offset=st.integers(0, 3))
    def start(self, seed_offset: int) -> None:
        seed = self.game_seed * 10 + seed_offset
        self.session = Session.new(self.book, setup_for(seed))
        self.bot = ChaosBot(seed, manual_rate=100)

    @property
    def s(self) -> Session:
        assert self.session is not None
        return self.session

    def refused(self, call: Any, *args: Any) -> bool:
        """Run ``call``; a refusal must change nothing. True if it was accepted."""
        before = snapshot(self.s)
        try:
            call(*args)
        except IllegalAnswer:
            assert snapshot(self.s) == before, "a refused step changed the session"
            STEPS["refused"] += 1
            return False
        return True

    @precondition(lambda self: self.session is not None and self.session.prompt is not None)
    @rule(pick=st.integers(0, 10_000))
    def answer(self, pick: int) -> None:
        STEPS["answer"] += 1
        options = self.s.prompt.options  # type: ignore[union-attr]
        self.s.answer(options[pick % len(options)].id)

    @precondition(lambda self: self.session is not None and self.session.prompt is not None)
    @rule(pick=st.integers(0, 10_000))
    def answer_again(self, pick: int) -> None:
        """A second answer rule: answers are most of a real game, so they get twice the weight."""
        self.answer(pick)

    @rule(option=st.sampled_from(["nope", "", "energy:999999999999", "done "]))
    def answer_not_offered(self, option: str) -> None:
        STEPS["answer_not_offered"] += 1
        assert not self.refused(self.s.answer, option)

    @precondition(lambda self: self.session is not None and self.session.prompt is not None)
    @rule()
    def chaos_manual(self) -> None:
        STEPS["manual_valid"] += 1
        assert self.bot is not None
        adj = self.bot.maybe_manual(self.s.state)
        if adj is not None:
            self.refused(self.s.manual, adj)

    @rule(
        action=st.sampled_from(ACTIONS),
        card=st.integers(0, 10_000),
        known_card=st.booleans(),
        ranger=st.sampled_from([None, "r1", "r2", "r4", "r9"]),
        zone=st.sampled_from(ZONES),
        token=st.sampled_from(TEXTS),
        amount=st.sampled_from(AMOUNTS),
        aspect=st.sampled_from([None, "AWA", "FIT", "FOC", "SPI", "XYZ"]),
        reason=st.sampled_from(TEXTS),
    )
    def any_manual(
        self,
        action: str,
        card: int,
        known_card: bool,
        ranger: str | None,
        zone: str | None,
        token: str | None,
        amount: int,
        aspect: str | None,
        reason: str | None,
    ) -> None:
        STEPS["manual_any"] += 1
        iids = sorted(self.s.state.cards)
        card_id = iids[card % len(iids)] if known_card and iids else ["nope", "01360", "WE01", None][card % 4]
        fields = {
            "action": action,
            "card": card_id,
            "ranger": ranger,
            "zone": zone,
            "token": token,
            "amount": amount,
            "aspect": aspect,
            "reason": reason,
        }
        adj = ManualAdjust.model_validate(fields)
        self.refused(self.s.manual, adj)

    @rule(boundary=st.sampled_from(["action", "action", "turn", "round"]))
    def undo(self, boundary: str) -> None:
        STEPS["undo"] += 1
        self.s.undo(boundary)  # type: ignore[arg-type]

    @rule()
    def redo(self) -> None:
        STEPS["redo"] += 1
        self.s.redo()

    @precondition(lambda self: self.session is not None and len(self.session.log) % 5 == 0)
    @rule()
    def save_and_load(self) -> None:
        STEPS["save_load"] += 1
        again = Session.from_json(self.s.to_json(), self.book)
        assert again.hash() == self.s.hash() and len(again.log) == len(self.s.log)
        self.session = again

    @invariant()
    def rules_hold(self) -> None:
        if self.session is None:
            return
        STEPS["steps"] += 1
        state = self.s.state
        problems = check_state(state, self.book, round_trip=False, max_extra_energy=ENERGY_MAX)
        problems += check_day(state, self.book)
        assert problems == [], problems[:3]
