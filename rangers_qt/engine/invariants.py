"""Properties every reachable state must have (checked by the simulator and the soak tests).

Why as data, not asserts: the simulator reports every violation it finds in one run instead of
stopping at the first, and the packaging self-test can call the same checks.
"""

from __future__ import annotations

from collections import Counter

from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import all_places, in_play, iter_in_play, where

#: Zones out of play where a card never carries attachments.
PILES = (
    "path_deck",
    "path_discard",
    "challenge_deck",
    "challenge_discard",
    "deck",
    "discard",
    "hand",
    "fatigue",
)


def check_state(
    state: GameState, book: CardBook | None = None, round_trip: bool = True, max_extra_energy: int = 0
) -> list[str]:
    """Every violated invariant, in words (empty: all hold). Energy may exceed the aspect value only by
    ``max_extra_energy``: card effects grant energy beyond it (Adaptable Multitool trades one aspect's
    energy for another's, Trail Mix adds some), so the bots and the loader pass ``ENERGY_MAX``; a
    test of a table where no card grants energy keeps the strict default."""
    problems: list[str] = []
    places = list(all_places(state))
    counts = Counter(iid for iid, _ in places)
    for iid in state.cards:
        if counts[iid] != 1:
            where_ = [p for i, p in places if i == iid]
            problems.append(f"card {iid} is in {counts[iid]} places: {where_}")
    for iid in counts:
        if iid not in state.cards:
            problems.append(f"listed card {iid} does not exist")
    for iid, card in state.cards.items():
        host = state.cards.get(card.attached_to) if card.attached_to is not None else None
        if card.attached_to is not None and host is None:
            problems.append(f"{iid} says it is attached to {card.attached_to}, which does not exist")
        elif host is not None and iid not in host.attached:
            problems.append(f"{iid} says it is attached to {card.attached_to}, which does not list it")
        for child in card.attached:
            if child not in state.cards:
                problems.append(f"{iid} lists attachment {child}, which does not exist")
            elif state.cards[child].attached_to != iid:
                problems.append(f"{iid} lists attachment {child}, which is attached elsewhere")
        if card.attached and card.attached_to is None:
            zone, _ = where(state, iid)
            if zone in PILES:  # attachments leave play with their host (Rulebook: Attach)
                problems.append(f"{iid} is in a {zone} pile with attachments {card.attached}")
        for name, n in card.tokens.items():
            if n < 0:
                problems.append(f"{iid} has {n} {name} tokens")
    for r in state.rangers:
        for aspect, n in r.energy.items():
            if n < 0 or n > r.aspects.get(aspect, 0) + max_extra_energy:
                problems.append(f"{r.id} has {n} {aspect} energy")
        if not 0 <= r.injuries <= 3:
            problems.append(f"{r.id} has {r.injuries} injuries")
        role_harm = state.cards[r.role].tokens.get("harm", 0) if r.role in state.cards else r.injuries
        if role_harm != r.injuries:
            problems.append(f"{r.id}'s role shows {role_harm} harm for {r.injuries} injuries")
        for zone in ("hand", "deck", "discard", "fatigue", "within_reach", "player_area"):
            for iid in getattr(r, zone):
                owner = state.cards[iid].owner if iid in state.cards else None
                if zone in ("hand", "deck", "discard", "fatigue") and owner != r.id:
                    problems.append(f"{iid} (owner {owner}) is in {r.id}'s {zone}")
        for iid in r.fatigue + r.deck:
            if iid in state.cards and state.cards[iid].face_up:
                problems.append(f"{iid} is face up in {r.id}'s deck or fatigue stack")
        if r.ranger_token_on is not None and not in_play(state, r.ranger_token_on):
            problems.append(f"{r.id}'s Ranger token is on {r.ranger_token_on}, which is not in play")
        if r.role and where(state, r.role) != ("player_area", r.id):
            problems.append(f"{r.id}'s role is not in their player area")
        # A card that left play lost its tokens and was readied (In Play; Clearing; Discard).
        for iid in r.hand + r.deck + r.discard + r.fatigue:
            out = state.cards.get(iid)
            if out is not None and (out.tokens or out.exhausted):
                problems.append(f"{iid} out of play in {r.id}'s piles still has tokens or is exhausted")
    for iid in state.path_deck + state.path_discard + state.challenge_deck + state.challenge_discard:
        pile_card = state.cards.get(iid)
        if pile_card is not None and (pile_card.tokens or pile_card.exhausted or pile_card.attached):
            problems.append(
                f"{iid} out of play in a shared pile still has tokens, attachments or is exhausted"
            )
    if book is not None:
        for iid in state.path_discard + state.path_deck:
            if book.facts(state.cards[iid].def_id).category != "path":
                problems.append(f"{iid} in the path deck/discard is not a path card")
        for iid in state.challenge_deck + state.challenge_discard:
            if book.facts(state.cards[iid].def_id).category != "challenge":
                problems.append(f"{iid} in the challenge deck/discard is not a challenge card")
        for iid in iter_in_play(state):
            f = book.facts(state.cards[iid].def_id, state.cards[iid].side)
            if f.category in ("challenge", "aspect"):
                problems.append(f"{iid} ({f.category}) is in play")
    if state.phase == "ended":
        if state.prompt is not None:
            problems.append("the day is over but a prompt is pending")
        if not state.day_over:
            problems.append("the day is over without a reason")
    elif state.prompt is None:
        problems.append("no prompt pending although the day goes on")
    if state.prompt is not None:
        ids = [o.id for o in state.prompt.options]
        if not ids:
            problems.append(f"prompt {state.prompt.id} has no options")
        if len(set(ids)) != len(ids):
            problems.append(f"prompt {state.prompt.id} has duplicate option ids")
    if round_trip and GameState.model_validate_json(state.model_dump_json()) != state:
        problems.append("the state does not survive a JSON round trip")
    return problems
