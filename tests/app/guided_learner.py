"""A learner who does what the guided day's balloons ask (issue #31), as one answer per question.

Shared by the Qt-free test of the script (tests/app/test_guide_tour.py) and the table tests that
play the guided day with the mouse and keyboard (tests/ui/test_guide_tour_ui.py): both must take
the same course through the seeded day, so the balloons and the seed are proven together.
"""

from __future__ import annotations

from typing import Any

#: The location's progress the learner makes before resting into travel (Lone Tree Station's).
LOCATION_PROGRESS = 6


class Learner:
    """Sets one card aside at the mulligan, takes one common test in round 1 (one energy and one
    card committed), rests into the round's end, clears the obstacle that arrives with every card
    it can commit, makes the location's progress, travels to the first place offered and camps."""

    def __init__(self) -> None:
        self.set_aside = False
        self.tests = 0
        self.committed = False

    def answer(self, state: Any, catalog: Any, prompt: Any) -> str:
        ids: list[str] = [str(o.id) for o in prompt.options]
        kind = prompt.kind
        if kind == "mulligan":
            if prompt.ranger == "r1" and not self.set_aside:
                self.set_aside = True
                return next(str(o.id) for o in prompt.options if o.kind == "choose_card")
            return "done"
        if kind == "turn":
            return self._turn(state, catalog, prompt)
        if kind == "commit_energy":
            return ids[0] if self.tests <= 1 else ids[-1]
        if kind == "commit_cards":
            cards: list[str] = [str(o.id) for o in prompt.options if o.kind == "commit_card"]
            if self.tests <= 1:
                pick = cards[0] if cards and not self.committed else "done"
                self.committed = True
                return pick
            return cards[0] if cards and _obstacles(state, catalog) else "done"
        if "pass" in ids:
            return "pass"
        if kind == "camp":
            return "camp:yes"
        if kind != "travel" and "done" in ids:
            return "done"
        return ids[0]

    def _turn(self, state: Any, catalog: Any, prompt: Any) -> str:
        ids: list[str] = [str(o.id) for o in prompt.options]
        common = [o for o in prompt.options if o.kind == "test" and o.card is None]
        traverse = [o for o in common if o.id.startswith("test:common:traverse:")]
        location = next(
            i for i in state.surroundings if catalog.card(state.cards[i].def_id).category == "location"
        )
        obstacles = _obstacles(state, catalog)
        want: list[Any] = []
        if state.round == 1 and self.tests >= 1:
            want = []
        elif obstacles:
            want = [o for o in traverse if o.target in obstacles] or [
                o for o in common if o.target in obstacles
            ]
        elif state.cards[location].tokens.get("progress", 0) < LOCATION_PROGRESS:
            want = [o for o in traverse if o.target == location]
        if not want and "rest" in ids:
            return "rest"
        pick = str((want or traverse)[0].id)
        self.tests += 1
        return pick


def _obstacles(state: Any, catalog: Any) -> list[str]:
    seats = [*state.along_the_way, *(i for r in state.rangers for i in r.within_reach)]
    return [
        i
        for i in seats
        if not state.cards[i].exhausted
        and any(
            k.name == "obstacle" for k in getattr(catalog.card(state.cards[i].def_id), "keywords", ()) or ()
        )
    ]
