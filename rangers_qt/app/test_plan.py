"""A test begun with its energy and its cards chosen together (issue #29, fewer prompts).

Why: a test's commitments were one question per committed card ("commit Ada's Ingenuity?",
"commit another?", ... "done"), each after the energy question, though the player had
already weighed the cards on the test dialog's price page. The price page now lists the cards the
test could take (`commit_offers`, the engine's own commit prompt worked out on a copy of the
state) beside "Begin with N": the player ticks cards there and one click begins the test. The
engine still asks every question; the controller answers each from the `TestPlan`, as a
logged answer, so the answer log, undo, saves and replays are exactly those of answering by hand.

The plan never answers for the player what the player did not see: a ticked card no longer
offered (a response moved it) or a card offered that the price page did not list (one drawn
meanwhile) stops the plan, and that question is asked as before (Rulebook: Performing a Test,
step 2: commit energy, then any number of cards for their approach icons).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rangers_qt.app.same_answers import copy_state, run_on
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.session import Session

#: Prompts stepped over on the copy to reach the commit question: the energy, a response window
#: passed, and the table's own answers.
MAX_AHEAD = 8


def commit_offers(session: Session, test: Option, energy: int | None = None) -> tuple[Option, ...]:
    """The card options of the commit question the test `test` would ask, in the engine's order:
    worked out on a copy of the state (nothing recorded), committing `energy` (None: the least
    the test takes) and passing any response window before it. The energy matters: it leaves the
    pool before the cards are offered, and a card whose icons count the energy left in the pool
    (Determined) has fewer, or none, after more energy. Empty when no card could be committed,
    when that energy is not on offer, or when another question comes first (then the player
    commits on the test dialog's commit page as before)."""
    state = copy_state(session)
    prompt = run_on(session, state, test).prompt
    for _ in range(MAX_AHEAD):
        if prompt is None:
            return ()
        if prompt.kind == "commit_cards":
            return tuple(o for o in prompt.options if o.kind == "commit_card")
        step = ahead_answer(prompt, energy)
        if step is None:
            return ()
        prompt = run_on(session, state, step).prompt
    return ()


def ahead_answer(prompt: Prompt, energy: int | None = None) -> Option | None:
    """The answer `commit_offers` gives on its copy to reach the commit question: `energy` (None:
    the least), no response. None: the look-ahead stops there."""
    if prompt.kind == "commit_energy":
        if energy is not None:
            return prompt.option(f"energy:{energy}")
        return prompt.options[0] if prompt.options else None
    if prompt.kind == "response":
        return next((o for o in prompt.options if o.kind == "no"), None)
    return None


@dataclass
class TestPlan:
    """What the player chose on the price page: the energy and the commit options ticked (in the
    order ticked), and every card the page listed (`shown`), ticked or not."""

    __test__ = False

    energy: int | None
    ticked: list[str] = field(default_factory=list)
    shown: frozenset[str] = frozenset()

    def answer(self, prompt: Prompt | None) -> Option | None:
        """The option this plan answers `prompt` with, or None: the player is asked (and the plan
        is over for the commit questions: see `over`)."""
        if prompt is None:
            return None
        if prompt.kind == "commit_energy":
            return prompt.option(f"energy:{self.energy}") if self.energy is not None else None
        if prompt.kind != "commit_cards":
            return None
        if self.ticked:
            return prompt.option(self.ticked[0])
        return self.done(prompt, self.shown)

    @staticmethod
    def done(prompt: Prompt, shown: frozenset[str]) -> Option | None:
        """ "Done committing" when every card the prompt offers was on the price page (the player
        saw it and left it); None when a card is offered that the page did not list."""
        offered = {o.card for o in prompt.options if o.kind == "commit_card"}
        if offered <= shown:
            return prompt.option("done")
        return None

    def took(self, option: Option) -> None:
        """`option` was answered from this plan: the next question gets the next tick."""
        if option.kind == "commit_energy":
            self.energy = None
        elif self.ticked and option.id == self.ticked[0]:
            self.ticked.pop(0)


def plan_shown(offers: tuple[Option, ...]) -> frozenset[str]:
    """The cards the price page lists for a test (the plan's `shown`)."""
    return frozenset(o.card for o in offers if o.card)
