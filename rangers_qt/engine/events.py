"""What an answer did, for the UI: events (animation, log panel) and a change set (what to redraw).

Why recorded during the steps rather than diffed afterwards: diffing two states costs more than
the step itself, and the steps already know which area, Ranger and card they touched.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.engine.prompts import trusted


class Event(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: str
    text: str
    cards: list[str] = Field(default_factory=list)
    ranger: str | None = None
    guide_entry: str | None = None


class ChangeSet(BaseModel):
    """Area names: "phase" (phase or round changed), "surroundings", "along_the_way", "path_deck",
    "path_discard", "challenge",
    and per Ranger "<rid>.hand", "<rid>.deck", "<rid>.discard", "<rid>.fatigue",
    "<rid>.within_reach", "<rid>.player_area"."""

    model_config = ConfigDict(extra="forbid")

    areas: set[str] = Field(default_factory=set)
    rangers: set[str] = Field(default_factory=set)
    cards: set[str] = Field(default_factory=set)
    prompt: bool = False
    log: bool = False

    def merge(self, other: ChangeSet) -> None:
        self.areas |= other.areas
        self.rangers |= other.rangers
        self.cards |= other.cards
        self.prompt = self.prompt or other.prompt
        self.log = self.log or other.log


class AnswerResult(BaseModel):
    model_config = ConfigDict(extra="forbid")

    events: list[Event] = Field(default_factory=list)
    changes: ChangeSet = Field(default_factory=ChangeSet)


class Recorder:
    """Collects events and touched things while steps run; one per answer."""

    __slots__ = ("changes", "enabled", "events")

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.events: list[Event] = []
        # ``fresh(ChangeSet)`` written out (one per answer): every field, in the model's order.
        self.changes = trusted(
            ChangeSet, {"areas": set(), "rangers": set(), "cards": set(), "prompt": False, "log": False}
        )

    def event(
        self,
        kind: str,
        text: str,
        cards: list[str] | None = None,
        ranger: str | None = None,
        guide_entry: str | None = None,
    ) -> None:
        if self.enabled:
            self.events.append(
                trusted(
                    Event,
                    {
                        "kind": kind,
                        "text": text,
                        "cards": cards or [],
                        "ranger": ranger,
                        "guide_entry": guide_entry,
                    },
                )
            )

    def area(self, name: str) -> None:
        self.changes.areas.add(name)

    def ranger(self, rid: str) -> None:
        self.changes.rangers.add(rid)

    def card(self, iid: str) -> None:
        self.changes.cards.add(iid)

    def result(self) -> AnswerResult:
        return trusted(AnswerResult, {"events": self.events, "changes": self.changes})
