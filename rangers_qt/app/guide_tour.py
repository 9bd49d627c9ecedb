"""The guided first day (issue #31): the script as data, and where the guide stands in it.

Why data: a step is a moment of the day, the table item it points at and a short balloon; the
overlay (ui/parts/guide_tour.py) only draws what a step says, so the words can be reviewed and
tested without Qt, and the seeded day is proven to bring every moment (tests/app/test_guide_tour.py).

A step waits for the player: it ends when the game reports one of its ``until`` signs, an
event kind (``event:clear``) or the kind of question now asked (``prompt:travel``); a step with
no sign only explains what just happened, and the player's "Next" ends it. Never a timer.
Going back re-shows an earlier balloon; the game itself only goes back with Undo.

Table items are named by stable names the table keeps whatever its looks: a zone
(``zone:hand``), a pile (``pile:challenge_deck``), an aspect board (``board:{ranger}``), a card
found by its part in the day (``card:location``, ``card:obstacle``) or a widget's object name
(``widget:PromptBar``). ``{ranger}`` is the Ranger the question is for. A step that waits inside the
test dialog (its price page, its commitments) also names the dialog's widgets it frames while the
dialog is up (``inside``), the first one shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rangers_qt.app.day_choices import DayChoices

#: The guided day's seed: with the two ready-made Rangers at Lone Tree Station it brings every
#: moment of the script in its order (a mulligan, the guide's entries at the day's start, an
#: obstacle in round 2, a clear, travel once the location has its progress).
SEED = 8
#: Where the guide remembers that it was finished or handed over (QSettings).
DONE_KEY = "guide/first_day_done"
#: A balloon stays short: it points at the table, the rules help (F1) says the rest.
MAX_WORDS = 60
#: The kinds of table item a step may point at.
TARGET_KINDS = ("zone", "pile", "board", "card", "widget")
#: The cards a step may point at by their part in the day.
CARD_ROLES = ("location", "obstacle", "role")


@dataclass(frozen=True)
class Step:
    """One moment of the guided day: what it is, where it points, what the balloon says, and
    the signs that end it (none: it explains, and "Next" ends it)."""

    moment: str
    target: str
    title: str
    words: str
    until: tuple[str, ...] = ()
    #: Object names of the test dialog's widgets framed while the dialog is up, the first shown.
    inside: tuple[str, ...] = ()

    @property
    def explains(self) -> bool:
        return not self.until


def guided_choices() -> DayChoices:
    """The guided day: the two ready-made Rangers (the first two starter decks) on a fixed seed."""
    return DayChoices(seed=SEED)


STEPS: tuple[Step, ...] = (
    Step(
        "mulligan",
        "zone:hand",
        "Your opening hand",
        "Before the day begins each Ranger may swap cards from the opening hand once. Click a card "
        "you do not want (or drag it onto the table) to set it aside, then keep the hand. The "
        "second Ranger may simply keep.",
        ("prompt:guide", "prompt:choose_next", "prompt:turn"),
    ),
    Step(
        "guide_entry",
        "widget:DayPanel",
        "The campaign guide",
        "The day starts with entries of the campaign guide: read each one in your book (the "
        "Guide button opens it online), apply what it asks with the tools here, then confirm.",
        ("prompt:choose_next", "prompt:turn"),
    ),
    Step(
        "common_test",
        "card:location",
        "A common test",
        "Choose who goes first. Then Traverse the location: right-click it or use its pill. "
        "The price page shows the fatigue it costs and your chance of success before you spend "
        "anything.",
        ("event:test",),
        ("OddsBefore",),
    ),
    Step(
        "response",
        "widget:PromptBar",
        "A response",
        "Some cards may answer a moment of the game, here the start of a test. The bar offers "
        "them; a response is optional, and No response goes on.",
        ("event:fatigue", "prompt:commit_energy", "prompt:commit_cards", "event:challenge"),
    ),
    Step(
        "fatigue",
        "pile:fatigue:{ranger}",
        "Fatigue from the cards between you",
        "Every ready card between you and the card you test tires you by its presence: the top "
        "cards of your deck went to your fatigue pile. The price page counted them.",
    ),
    Step(
        "commit",
        "board:{ranger}",
        "Energy and a card",
        "Spend energy of the test's aspect, then commit a card from your hand whose icons match "
        "the test's approach: each icon adds one effort.",
        ("event:challenge",),
        ("CommitChoices", "TicksTitle"),
    ),
    Step(
        "challenge",
        "pile:challenge_deck",
        "The challenge card",
        "The top challenge card changed your effort and showed a symbol: sun, mountain or crest. "
        "Every card in play with a challenge effect of that symbol acts now.",
        (),
        ("ChallengeFace",),
    ),
    Step(
        "rest",
        "widget:PhaseBar",
        "Rest",
        "Each turn is one action. When a Ranger has nothing worth doing this round, Rest (R): "
        "that Ranger takes no more turns until the next round.",
        ("event:rest",),
    ),
    Step(
        "refresh",
        "widget:PhaseBar",
        "The end of the round",
        "When every Ranger has rested the round ends: exhausted cards ready, each Ranger draws a "
        "card and gets the aspects' energy back, and new path cards arrive. Rest the other Ranger.",
        ("event:refresh",),
    ),
    Step(
        "obstacle",
        "card:obstacle",
        "An obstacle",
        "This ready obstacle stands between you and what lies beyond it, and the group cannot "
        "travel while it is ready. Traverse it with enough effort to clear it.",
        ("event:clear",),
    ),
    Step(
        "clear",
        "pile:path_discard",
        "Clearing",
        "A card with as much progress as its threshold clears: it leaves play (most go to the "
        "path discard), and stops tiring you.",
    ),
    Step(
        "progress",
        "card:location",
        "Ready to travel",
        "The group may travel when the location holds its progress threshold and no obstacle is "
        "ready. Traverse the location until it does, then rest both Rangers.",
        ("prompt:travel",),
    ),
    Step(
        "travel",
        "widget:DayPanel",
        "Travel",
        "At the end of the round the group may move on: choose a nearby location and its path. "
        "The cards of this place leave play.",
        ("prompt:camp", "event:travel"),
    ),
    Step(
        "camp",
        "widget:DayPanel",
        "Camp",
        "After travelling you may camp: the day ends there and the campaign goes on from it the "
        "next day. Camp now to end the guided day.",
        ("event:day_over",),
    ),
)


def signs(events: list[Any], prompt: Any | None) -> list[str]:
    """The signs one answer gives, in order: each event's kind, then the question now asked."""
    out = [f"event:{e.kind}" for e in events]
    out.append(f"prompt:{prompt.kind}" if prompt is not None else "prompt:none")
    return out


@dataclass
class Tour:
    """Where the guide stands: the furthest step the game has reached, and the step shown
    (earlier while the player looks back). Qt-free: the overlay feeds it the game's signs."""

    steps: tuple[Step, ...] = STEPS
    reached: int = 0
    shown: int = 0
    seen: list[str] = field(default_factory=list)
    #: Signs before this index were used up by an earlier step.
    mark: int = 0

    @property
    def finished(self) -> bool:
        return self.reached >= len(self.steps)

    @property
    def step(self) -> Step | None:
        """The step to show now (None once the day is done)."""
        return self.steps[self.shown] if self.shown < len(self.steps) else None

    @property
    def looking_back(self) -> bool:
        return self.shown < self.reached

    def observe(self, new: list[str]) -> bool:
        """The game gave these signs; True if the guide moved on."""
        self.seen.extend(new)
        return self._settle()

    def next(self) -> bool:
        """The player's "Next": forward to the step reached (looking back), or past an
        explaining step. A step that waits for the game does not end by a click."""
        if self.looking_back:
            self.shown += 1
            return True
        step = self.step
        if step is None or not step.explains:
            return False
        self.reached += 1
        self._settle()
        self.shown = self.reached
        return True

    def back(self) -> bool:
        """Show the previous balloon again (the game is not undone)."""
        if self.shown == 0:
            return False
        self.shown -= 1
        return True

    def _settle(self) -> bool:
        """Move past every step whose sign has come (signs that came while an explaining step
        was shown count for the steps after it)."""
        moved = False
        while not self.finished:
            step = self.steps[self.reached]
            if step.explains:
                break
            hit = next((j for j in range(self.mark, len(self.seen)) if self.seen[j] in step.until), None)
            if hit is None:
                break
            self.mark = hit + 1
            self.reached += 1
            moved = True
        if moved:
            self.shown = self.reached
        return moved


def card_for(role: str, game: Any) -> str | None:
    """The card a step points at by its part in the day (``card:location``...), or None; read
    through the controller (``game``: its state, catalogue and acting Ranger's role card)."""
    state, catalog = game.state, game.catalog
    if role == "location":
        return next(
            (i for i in state.surroundings if catalog.card(state.cards[i].def_id).category == "location"),
            None,
        )
    if role == "obstacle":
        seats = [*state.along_the_way, *(i for r in state.rangers for i in r.within_reach)]
        return next((i for i in seats if _ready_obstacle(state, catalog, i)), None)
    if role == "role":
        found: str | None = game.ranger_card()
        return found
    return None


def _ready_obstacle(state: Any, catalog: Any, iid: str) -> bool:
    keywords = getattr(catalog.card(state.cards[iid].def_id), "keywords", ()) or ()
    return any(k.name == "obstacle" for k in keywords) and not state.cards[iid].exhausted


def target_of(step: Step, ranger: str | None) -> tuple[str, str]:
    """(kind, name) of the step's table item, ``{ranger}`` filled in (the first Ranger if none)."""
    kind, _, name = step.target.partition(":")
    return kind, name.replace("{ranger}", ranger or "r1")
