"""Names a player types on the tracker sheet, turned into this program's cards and sets.

Why: on paper the Removed and Missions sections are written in words; here each line should
also name the card (or set) it means, so that the day set up next leaves a removed card out and
a mission keeps its card. A name this program has no card or set of is refused with its reason
(a file from another tracker keeps such lines by name, listed in the import summary; a player
typing one has mistyped it). The sheet offers these names for completion. A notable event the
group crosses out is chosen by its line and crossed out by its phrase (``cross_out``), as the
guide words it.
"""

from __future__ import annotations

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.tracker import CampaignTracker
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.models import AnyCard


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


def _cards_named(catalog: Catalog, name: str, category: str | None = None) -> list[AnyCard]:
    key = _key(name)
    return [
        c
        for c in catalog.cards.values()
        if _key(c.name) == key and (category is None or c.category == category)
    ]


def removable_names(catalog: Catalog) -> list[str]:
    """Every card and set name, once each, in alphabetical order."""
    names = {c.name for c in catalog.cards.values()} | {s.name for s in catalog.sets.values()}
    return sorted(names, key=str.casefold)


def mission_names(catalog: Catalog) -> list[str]:
    return sorted({c.name for c in catalog.cards.values() if c.category == "mission"}, key=str.casefold)


def removal(catalog: Catalog, name: str, moved_to: str | None = None) -> act.RemoveFromGame:
    """The Removed line for a card or set named ``name`` (a card first, then a set), or
    ``CampaignError`` when this program has neither."""
    clean = " ".join(name.split())
    if not clean:
        raise CampaignError("a removed card or set needs its name")
    cards = _cards_named(catalog, clean)
    if cards:
        return act.RemoveFromGame(name=cards[0].name, card=cards[0].id, moved_to=moved_to)
    for card_set in catalog.sets.values():
        if _key(card_set.name) == _key(clean):
            return act.RemoveFromGame(name=card_set.name, set_id=card_set.id, moved_to=moved_to)
    raise CampaignError(f"no card or set is named {clean[:60]!r} (the names are offered as you type)")


def new_mission(catalog: Catalog, tracker: CampaignTracker, name: str) -> act.AddMission:
    """The Missions line for ``name``: with its card when a mission card has that name (written
    in words otherwise, as a story goal is); refused when empty or already open on the tracker."""
    clean = " ".join(name.split())
    if not clean:
        raise CampaignError("a mission needs its name")
    cards = _cards_named(catalog, clean, "mission")
    open_cards = {m.card_id for m in tracker.open_missions()}
    card = next((c for c in cards if c.id not in open_cards), None)
    if cards and card is None:
        raise CampaignError(f"the mission {cards[0].name} is already on the tracker")
    title = card.name if card is not None else clean
    if card is None and any(_key(m.name) == _key(title) for m in tracker.open_missions()):
        raise CampaignError(f"the mission {title} is already on the tracker")
    return act.AddMission(name=title, card=card.id if card is not None else None)


def cross_out(tracker: CampaignTracker, index: int) -> act.CrossOutEvent:
    """Cross out the notable event on line ``index`` (from 0) of the sheet, or ``CampaignError``
    when there is no such line or it is crossed out already.

    Why by its phrase (``CrossOutEvent`` keeps the phrase, as the day's outcome and the other
    trackers do): a crossed-out event no longer counts, and what counts is the phrase. A phrase
    on the tracker twice (both still counting) has its first line crossed out, whichever was
    chosen; the file and an export then agree on which. A crossing-out is undone by its line
    (``PutBackEvent``); a line written in error is removed instead (``RemoveEvent``)."""
    events = tracker.events
    if not 0 <= index < len(events):
        raise CampaignError(f"there is no notable event {index + 1} (there are {len(events)})")
    event = events[index]
    if event.crossed_out:
        raise CampaignError(f"the notable event {event.text!r} is already crossed out")
    return act.CrossOutEvent(text=event.text)
