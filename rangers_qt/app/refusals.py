"""The engine's "why not" in the one-line words the table shows (Qt-free).

A card without a pill, a test not offered on a card, travel not offered and a drop that glides
back each say why; the reasons come from ``engine.why_not`` (kind, words, rulebook section), so
the table never guesses a rule. Each line ends with the section it rests on.
"""

from __future__ import annotations

from collections.abc import Sequence

from rangers_qt.engine.cards import CatalogLike
from rangers_qt.engine.rules.reasons import Reason
from rangers_qt.engine.state import GameState
from rangers_qt.engine.why_not import COMMON_AIMS, Ask, left_out, why_not
from rangers_qt.engine.zones import where

#: At most this many reasons in one line (a tooltip or a status bar stays one line).
MAX_REASONS = 2


def one_line(found: Sequence[Reason]) -> str | None:
    """The first reasons joined, each with its section; None when there is none."""
    if not found:
        return None
    return "; ".join(r.line() for r in found[:MAX_REASONS])


def card_refusal(state: GameState, catalog: CatalogLike, iid: str) -> str | None:
    """Why a card offers nothing at this turn prompt (None: not a turn, or it offers something)."""
    prompt = state.prompt
    if prompt is None or prompt.kind != "turn" or prompt.ranger is None or iid not in state.cards:
        return None
    if any(iid in (o.card, o.target) for o in prompt.options):
        return None
    return one_line(why_not(state, catalog, prompt.ranger, Ask("card", iid)))


def left_out_lines(state: GameState, catalog: CatalogLike, iid: str) -> list[str]:
    """Each test or ability on (or aimed at) this card that the turn leaves out, with why:
    "Traverse: Blocked by Thicket (obstacle) within your reach (rulebook: Keywords: Obstacle)"."""
    out: list[str] = []
    for ask, found in left_out(state, catalog):
        if iid not in (ask.card, ask.target) or ask.what == "play":
            continue
        line = one_line(found)
        if line:
            out.append(f"{_ask_label(state, catalog, ask)}: {line}")
    return out


def _ask_label(state: GameState, catalog: CatalogLike, ask: Ask) -> str:
    if ask.what == "ability":
        return "Its ability"
    key = ask.test or ""
    if key.startswith("common:"):
        return key.split(":", 1)[1].capitalize()
    if ask.card is not None:
        tid = key.split(":", 1)[1] if ":" in key else ""
        card = catalog.card(state.cards[ask.card].def_id)
        for t in getattr(card, "tests", ()) or ():
            if t.id == tid:
                return str(t.label)
    return "Its test"


def travel_refusal(state: GameState, catalog: CatalogLike) -> str | None:
    """Why the group may not travel now (None: the travel prompt is on the table)."""
    return one_line(why_not(state, catalog, state.lead, Ask("travel")))


def travel_note(state: GameState, catalog: CatalogLike, iid: str) -> str | None:
    """For the location card: why the group may not travel yet (None on any other card)."""
    inst = state.cards.get(iid)
    if inst is None or getattr(catalog.card(inst.def_id), "category", "") != "location":
        return None
    why = travel_refusal(state, catalog)
    return f"Travel not now: {why}" if why else None


def drop_refusal(state: GameState, catalog: CatalogLike, card: str, under: str) -> str | None:
    """Why dropping ``card`` on ``under`` begins no test: the acting Ranger's role stands for the
    common tests, a card with printed tests for those."""
    prompt = state.prompt
    if prompt is None or prompt.kind != "turn" or prompt.ranger is None:
        return None
    if card not in state.cards or under not in state.cards or where(state, under)[0] == "hand":
        return None
    rid = prompt.ranger
    asks: list[Ask] = []
    if card == state.ranger(rid).role:
        kind = getattr(catalog.card(state.cards[under].def_id), "type", "")
        asks = [
            Ask("test", test=f"common:{k}", target=under) for k, kinds in COMMON_AIMS.items() if kind in kinds
        ]
    else:
        defn = catalog.card(state.cards[card].def_id)
        asks = [
            Ask("test", test=f"{defn.id}:{t.id}", card=card, target=under) for t in getattr(defn, "tests", ())
        ]
    for ask in asks:
        line = one_line(why_not(state, catalog, rid, ask))
        if line:
            return line
    return None
