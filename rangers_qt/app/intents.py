"""Turning a gesture into one of the prompt's options, or into a reason why not.

A drop names a card, the zone it landed in ("within_reach:r1", "along_the_way", "hand", ...)
and what lay under the pointer (a card iid, a pile such as "pile:discard:r1", or nothing).
The engine already listed every legal option; this module only picks the one the gesture
means. Qt-free so the matching can be tested directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class OptionLike(Protocol):
    id: str
    label: str
    kind: str
    card: str | None
    target: str | None
    area: str | None


DRAG_KINDS = frozenset({"play_card", "commit_card", "choose_card", "discard_card", "test"})
#: Option kinds a double-click on a card may answer, best first.
ACTIVATE_KINDS = ("play_card", "commit_card", "choose_card", "test", "discard_card", "yes")
#: Option kinds the "Done" key answers, best first.
DONE_KINDS = ("done", "no", "stay", "camp")


@dataclass(frozen=True)
class DropMatch:
    option_id: str | None
    reason: str = ""


def zone_kind(zone: str) -> str:
    return zone.partition(":")[0]


def zone_ranger(zone: str) -> str | None:
    return zone.partition(":")[2] or None


def _area_fits(option_area: str | None, zone: str) -> bool:
    if not option_area:
        return True
    kind = zone_kind(zone)
    wanted_kind, _, wanted_ranger = option_area.partition(":")
    if wanted_kind != kind:
        return False
    return not wanted_ranger or wanted_ranger == zone_ranger(zone)


def options_for_card(options: Sequence[Any], iid: str) -> list[Any]:
    """Options that use this card (it is the card played/committed/chosen, or the target)."""
    return [o for o in options if o.card == iid or o.target == iid]


def legal_cards(options: Sequence[Any]) -> set[str]:
    found: set[str] = set()
    for o in options:
        if o.card:
            found.add(o.card)
        if o.target:
            found.add(o.target)
    return found


def drop_zones(options: Sequence[Any], zones: Sequence[str]) -> dict[str, set[str]]:
    """For each draggable card, the zones a drop would answer something in (they light up)."""
    out: dict[str, set[str]] = {}
    for o in options:
        if not o.card or o.kind not in DRAG_KINDS:
            continue
        if o.kind == "discard_card":
            # The owner's discard pile sits in the player area: that zone lights up.
            fits = {z for z in zones if zone_kind(z) == "player_area"}
        elif o.kind == "test":
            continue
        else:
            fits = {
                z
                for z in zones
                if zone_kind(z) not in ("hand", "path_deck", "challenge_deck") and _area_fits(o.area, z)
            }
        out.setdefault(o.card, set()).update(fits)
    return out


def match_drop(
    options: Sequence[Any],
    iid: str,
    zone: str,
    under: str = "",
    name: str = "this card",
    prompt_title: str = "",
    ranger_card: bool = False,
) -> DropMatch:
    """The option a drop of card `iid` on `zone` (over `under`) answers, or why none does.

    `ranger_card`: `iid` is the acting ranger's role card, which stands for the ranger: dropped on
    a card it means that card's tests with no card of their own (Traverse on a location...)."""
    if not zone:
        return DropMatch(None, f"{name} was dropped off the table")
    candidates = [o for o in options if o.card == iid and o.kind in DRAG_KINDS]
    if ranger_card:
        candidates += [o for o in options if o.kind == "test" and not o.card and o.target]
    if not candidates:
        step = f" ({prompt_title})" if prompt_title else ""
        return DropMatch(None, f"{name} has no legal move in this step{step}")
    kind = zone_kind(zone)
    scored: list[tuple[int, Any]] = []
    for o in candidates:
        if o.kind == "discard_card":
            if under.startswith("pile:discard"):
                scored.append((3, o))
            continue
        if o.kind == "test":
            if o.target and under == o.target:
                scored.append((3, o))
            continue
        if kind in ("hand", "path_deck", "challenge_deck"):
            continue
        if o.target:
            if under == o.target:
                scored.append((3, o))
            continue
        if o.area:
            if _area_fits(o.area, zone):
                scored.append((2, o))
            continue
        scored.append((1, o))
    if not scored:
        if kind == "hand":
            return DropMatch(None, f"{name} went back to the hand: drag it onto the table to use it")
        wanted = "; ".join(o.label for o in candidates)
        return DropMatch(None, f"Not there: {name} can be used as: {wanted}")
    scored.sort(key=lambda pair: -pair[0])
    best = scored[0][0]
    tops = [o for s, o in scored if s == best]
    if len(tops) > 1 and best < 3:
        # Several options fit equally (e.g. two ways to play): the first listed is the plain one.
        return DropMatch(tops[0].id)
    return DropMatch(tops[0].id)


def first_of_kind(options: Sequence[Any], kinds: Sequence[str], card: str | None = None) -> Any | None:
    for kind in kinds:
        for o in options:
            if o.kind == kind and (card is None or o.card == card or o.target == card):
                return o
    return None


#: Prompts whose card options sit on the cards (pill, hover, menu) rather than in the flat prompt
#: bar. The turn prompt is the one with 15-20 options (issue #15); shorter prompts (a response, a
#: commitment, a guide choice) keep every option in the bar, where the eye already is.
ON_CARD_PROMPTS = frozenset({"turn"})


def on_card_options(options: Sequence[Any], prompt_kind: str, shown: Callable[[str], bool]) -> set[str]:
    """Ids of the options shown on the card they concern: a turn prompt's options whose card (or
    target card) is on the table, `shown(iid)` true. Everything else (Rest, Done, a test with no
    card such as Remember) stays in the prompt bar."""
    if prompt_kind not in ON_CARD_PROMPTS:
        return set()
    found: set[str] = set()
    for o in options:
        if (o.card and shown(o.card)) or (o.target and shown(o.target)):
            found.add(o.id)
    return found


def key_order(options: Sequence[Any], on_card: set[str]) -> list[Any]:
    """The options in the order the number keys answer them: the prompt bar's first (so its
    buttons read 1, 2, 3...), then those on cards, each group in the engine's order. A card's menu
    and tooltip name the key of each of its options."""
    return [o for o in options if o.id not in on_card] + [o for o in options if o.id in on_card]


#: Prompt kinds whose options with the same words are one choice for the players.
MERGED_KINDS = frozenset({"response"})


def merge_identical(options: Sequence[Any], kind: str) -> list[Any]:
    """The options with one entry for each choice that reads the same ("use Local Fare" offered
    for two copies): the first stands for the others, which stay answerable by id. Why only
    responses: there a copy is as good as another, while elsewhere two same-named cards may lie
    in different places."""
    if kind not in MERGED_KINDS:
        return list(options)
    seen: set[tuple[str, str]] = set()
    kept = []
    for o in options:
        key = (o.label, o.kind)
        if key not in seen:
            seen.add(key)
            kept.append(o)
    return kept
