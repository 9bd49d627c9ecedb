"""Optional hints while playing (issue #31): a choice that is likely a mistake is named once,
without blocking. Off unless the player (or the guided day) turns them on.

Qt-free: the controller asks ``Hints.before`` as an answer is given and emits the words; the
window only shows them. Each hint is said once per subject (the same low-odds test on the same
card is not named twice), so a player who chose knowingly is not nagged.
"""

from __future__ import annotations

from fractions import Fraction

from rangers_qt.engine.cards import CatalogLike
from rangers_qt.engine.preview import test_preview
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.state import GameState
from rangers_qt.engine.why_not import Ask, why_not

#: Under this chance of success a test that costs fatigue is worth a second look.
LOW_ODDS = Fraction(1, 5)


class Hints:
    def __init__(self) -> None:
        self.on = False
        self.said: set[str] = set()

    def before(self, state: GameState, catalog: CatalogLike, prompt: Prompt, option: Option) -> str | None:
        """The hint for choosing ``option`` now, once; None when off, said before, or a fine choice."""
        if not self.on:
            return None
        found = hint_for(state, catalog, prompt, option)
        if found is None or found[0] in self.said:
            return None
        self.said.add(found[0])
        return found[1]


def hint_for(
    state: GameState, catalog: CatalogLike, prompt: Prompt, option: Option
) -> tuple[str, str] | None:
    """(subject, words) of the likely mistake in choosing ``option``, or None."""
    if prompt.kind != "turn":
        return None
    if option.kind == "test":
        return _low_odds(state, catalog, option)
    if option.kind == "rest":
        return _rest(state, catalog, prompt)
    return None


def _low_odds(state: GameState, catalog: CatalogLike, option: Option) -> tuple[str, str] | None:
    preview = test_preview(state, catalog, option)
    if preview is None or preview.fatigue_total <= 0 or not preview.odds:
        return None
    best = max(p for _n, p in preview.odds)
    if best >= LOW_ODDS:
        return None
    where = f" on {_name(state, catalog, option.target)}" if option.target else ""
    percent = int(best * 100)
    words = (
        f"Hint: {preview.label}{where} succeeds at most {percent}% of the time even with all your "
        f"{preview.aspect} energy, and costs {preview.fatigue_total} fatigue first"
    )
    return (f"low_odds:{option.id}", words)


def _rest(state: GameState, catalog: CatalogLike, prompt: Prompt) -> tuple[str, str] | None:
    free = [o for o in prompt.options if o.kind == "ability"]
    if free:
        names = ", ".join(dict.fromkeys(_name(state, catalog, o.card) for o in free if o.card))
        return (f"rest_free:{state.round}", f"Hint: free actions are still usable before you rest ({names})")
    rid = prompt.ranger
    others_rested = all(r.rested for r in state.rangers if r.id != rid)
    if rid is None or not others_rested:
        return None
    blockers = why_not(state, catalog, rid, Ask("travel"))
    obstacles = [r for r in blockers if r.kind == "obstacle"]
    if obstacles and all(r.kind in ("obstacle", "timing") for r in blockers):
        return (
            f"travel_blocked:{state.round}",
            f"Hint: the group cannot travel after this rest: {obstacles[0].text}",
        )
    return None


def _name(state: GameState, catalog: CatalogLike, iid: str | None) -> str:
    inst = state.cards.get(iid or "")
    return str(getattr(catalog.card(inst.def_id), "name", iid)) if inst is not None else str(iid)
