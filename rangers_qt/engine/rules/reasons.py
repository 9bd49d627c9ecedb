"""A reason an action is not offered: its kind, its words and the rulebook section behind it.

Why a type of its own: the offers (rules/offers.py), travel (rules/travel.py) and the "why not"
query (rules/why_not.py) give the same reasons, and the UI shows their words while a test can
check their kind without parsing sentences.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: cost: energy or tokens short; timing: not your turn, not this phase, response only; obstacle:
#: a ready obstacle in the way (named in ``cards``); target: no card to aim at or attach to;
#: exhausted: the card must be ready; limit: used up for this round; rule: a rule forbids it.
ReasonKind = Literal["cost", "timing", "obstacle", "target", "exhausted", "limit", "rule"]

REASON_KINDS: tuple[ReasonKind, ...] = ("cost", "timing", "obstacle", "target", "exhausted", "limit", "rule")

# Rulebook sections, named as the rulebook heads them (rules/ is the authority).
PLAY_A_CARD = "Play a Card"
PERFORM_A_TEST = "Performing a Test"
RANGER_TURNS = "Phase 2: Ranger Turns"
TRAVEL = "Phase 3: Travel"
REST = "Rest"
OBSTACLE = "Keywords: Obstacle"
FRIENDLY = "Keywords: Friendly"
MANIFESTATION = "Keywords: Manifestation"
EXHAUST = "Exhaust/Ready"
ATTACH = "Attach"
TIMING = "Timing"
TRIGGERED = "Triggered Effect Timing"
GOLDEN_RULE = "The Golden Rule"
PLAY_AREA = "The Play Area"
ENDING_THE_DAY = "Ending the Day"
ATTRIBUTES = "Commit Approach Icons"


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason in words (one line, no full stop), with the section that says so."""

    kind: ReasonKind
    text: str
    section: str
    cards: tuple[str, ...] = ()  # the cards it names (the obstacles in the way, the card itself)

    def line(self) -> str:
        """The reason with its section, for a tooltip or a status bar."""
        return f"{self.text} (rulebook: {self.section})"


def short(have: int, need: int) -> str:
    """'1 short' for a shortfall; the words every cost reason ends with."""
    return f"{need - have} short"
