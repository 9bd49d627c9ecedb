"""Rulebook: Additional Concepts, Timing - "if multiple effects would resolve during the same
timing window, you can choose the order in which they resolve."

Why one step: listeners of a game event, forced responses of a window, end-of-day texts and
"after you travel" abilities can all fire at the same moment. When they come from two or more
different cards, the players choose which resolves first (the Ranger whose event it is answers;
prompt ``effect_choice``); the rest are asked again until one card is left. Texts of the same card
(or of copies of one card) keep their order: a question with one sensible answer is never asked.
The queued steps travel as JSON in the step's arguments, so undo, replay and the hash hold.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.prompts import Step, opt


def card_of(s: Step) -> str | None:
    """The card whose text a queued step runs (``ability``/``fx``: ``src``; ``card_text``: ``card``)."""
    found = s.args.get("src") if s.op in ("ability", "fx") else s.args.get("card")
    return str(found) if found else None


def _kind(eng: Engine, iid: str | None) -> tuple[str, str] | str:
    if iid is None or iid not in eng.state.cards:
        return str(iid)
    card = eng.state.cards[iid]
    return (card.def_id, card.side)


def queue_in_chosen_order(eng: Engine, steps: list[Step], ranger: str | None) -> None:
    """Queue these simultaneous texts next: at once when they come from one card (or copies of
    one), else behind an ``effect_order`` step that asks which card resolves first."""
    if len({_kind(eng, card_of(s)) for s in steps}) < 2:
        eng.push(*steps)
        return
    eng.push(step("effect_order", steps=[s.model_dump(mode="json") for s in steps], ranger=ranger))


def effect_order(eng: Engine, args: dict[str, Any]) -> None:
    """Ask which card's text resolves first; the others wait behind a new ``effect_order``."""
    steps = [step(d["op"], **d["args"]) for d in args["steps"]]
    live = [s for s in steps if card_of(s) is None or card_of(s) in eng.state.cards]
    if len({_kind(eng, card_of(s)) for s in live}) < 2:
        eng.push(*live)
        return
    ranger: str | None = args.get("ranger")
    seen: list[str] = []
    options = []
    for s in live:
        iid = card_of(s)
        if iid is None or iid in seen:
            continue
        seen.append(iid)
        first = [x for x in live if card_of(x) == iid]
        rest = [x for x in live if card_of(x) != iid]
        then = [*first, step("effect_order", steps=[x.model_dump(mode="json") for x in rest], ranger=ranger)]
        options.append(
            opt(id=f"first:{iid}", label=f"{eng.name(iid)} first", kind="choose_card", card=iid, then=then)
        )
    if len(options) < 2:
        eng.push(*live)
        return
    eng.ask(
        "effect_choice", ranger or eng.state.lead, "These resolve at the same time: which first?", options
    )
