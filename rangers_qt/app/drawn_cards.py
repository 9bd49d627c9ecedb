"""Which cards a Ranger drew and has not yet been shown (issue #29: "a drawn card is shown to its
owner").

Why kept apart from the events: the engine's draw event names the Ranger and how many, never the
cards (a hand is private; the log is read by the whole table). The table shows the new cards only
when their owner's hand is on screen, which in hot seat is often a later question (each Ranger
draws at the round's refresh, and the first to answer after it is one of them). So the cards
drawn wait here per Ranger, found by comparing the hand with the one seen at the last question,
until their owner's hand is shown. Qt-free; the table part (ui/parts/table.py) asks it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class DrawnCards:
    """The hands as the last question found them, and each Ranger's cards drawn since, unseen."""

    hands: dict[str, tuple[str, ...]] = field(default_factory=dict)
    unseen: dict[str, list[str]] = field(default_factory=dict)

    def look(self, state: Any) -> None:
        """Remember every hand as it is now (at each question)."""
        self.hands = {r.id: tuple(r.hand) for r in state.rangers}

    def saw(self, events: Iterable[Any], state: Any) -> None:
        """An answer's events: the hands of the Rangers who drew gained these cards."""
        drew = {e.ranger for e in events if e.kind == "draw" and e.ranger}
        for ranger in state.rangers:
            if ranger.id in drew:
                before = self.hands.get(ranger.id, ())
                waiting = self.unseen.setdefault(ranger.id, [])
                waiting.extend(i for i in ranger.hand if i not in before and i not in waiting)

    def take(self, ranger: str | None, state: Any) -> list[str]:
        """The cards `ranger` drew and has not been shown, still in that hand (an undo or a
        card played meanwhile drops out); shown now, so they are forgotten."""
        if ranger is None:
            return []
        waiting = self.unseen.pop(ranger, [])
        hand: list[str] = next((r.hand for r in state.rangers if r.id == ranger), [])
        return [i for i in waiting if i in hand]

    def forget(self) -> None:
        """Another day or an opened save: nothing drawn is waiting."""
        self.hands.clear()
        self.unseen.clear()
