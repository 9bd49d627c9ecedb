"""Properties of the day every reachable state must keep (checked by the day simulator and the soak
tests, on top of ``engine/invariants.check_state``).

Why separate: they concern the Valley and the surroundings (one location, the one the record names;
weather and missions never leave the surroundings; separate decks are set-aside cards), which the
round engine knows nothing about.
"""

from __future__ import annotations

from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.state import GameState


def check_day(state: GameState, book: CardBook) -> list[str]:
    problems: list[str] = []
    day = state.day
    cats = {
        iid: book.facts(state.cards[iid].def_id, state.cards[iid].side).category for iid in state.surroundings
    }
    locations = [i for i, c in cats.items() if c == "location"]
    if len(locations) != 1:
        problems.append(f"{len(locations)} location cards in the surroundings")
    else:
        definition = book.definition(state.cards[locations[0]].def_id)
        if getattr(definition, "slug", None) != day.location:
            problems.append(
                f"the day says the group is at {day.location!r}, the table shows {definition.slug!r}"
            )
    weather = [i for i, c in cats.items() if c == "weather"]
    if len(weather) > 1:
        problems.append(f"{len(weather)} weather cards in the surroundings")
    for iid, card in state.cards.items():
        f = book.facts(card.def_id, card.side)
        subject = card.attached_to is not None and not card.face_up  # a mission's face-down subject
        if f.category in ("weather", "location") and iid not in state.surroundings and not subject:
            problems.append(f"{f.category} card {iid} ({f.name}) left the surroundings")
        if f.category == "mission" and iid not in state.surroundings and card.attached_to is None:
            problems.append(f"mission {iid} ({f.name}) left the surroundings")
    for name, ids in day.separate_decks.items():
        for iid in ids:
            if iid not in state.set_aside:
                problems.append(f"{iid} of the separate deck {name!r} is not set aside")
    if day.visited and day.visited[-1] != day.location:
        problems.append(
            f"the last visited location {day.visited[-1]!r} is not the current one {day.location!r}"
        )
    if len(day.visited) != len(day.travels) + 1:
        problems.append(f"{len(day.travels)} travels but {len(day.visited)} locations visited")
    for t in day.travels:
        if t.camped and state.phase != "ended":
            problems.append("the group camped but the day goes on")
    if state.phase == "ended" and day.camped and not day.travels:
        problems.append("camped without travelling")
    return problems
