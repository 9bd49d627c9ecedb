"""Words the generated rules text shares: references, Ranger names, zones, lists, articles."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rangers_qt.words import plural

SYMBOL_WORDS = {"sun": "Sun", "mountain": "Mountain", "crest": "Crest"}


REF_WORDS = {
    "this": "this card",
    "role": "your role",
    "host": "the attached card",
    "location": "the location",
    "weather": "the weather",
    "test_target": "the card you are testing",
    "test_source": "the card the test is on",
    "test_progress": "the card the test put progress on",
    "test_interacted": "a card the test interacts with",
    "test_challenge": "the test's challenge card",
    "subject": "this mission's subject",
}


WHO_WORDS = {
    "you": "you",
    "lead": "the lead Ranger",
    "each": "each Ranger",
    "choose": "a Ranger of your choice",
    "choose_other": "another Ranger of your choice",
    "owner": "its owner",
    "token_on_this": "each Ranger whose token is on this card",
    "choose_token_on_this": "a Ranger of your choice whose token is on this card",
    "reach_of_this": "the Ranger this card is within reach of",
    "most_fatigue": "the Ranger with the most fatigue",
    "any": "any Ranger",
}


ZONE_WORDS = {
    "in_play": "in play",
    "active": "active",
    "within_reach": "within reach",
    "along_the_way": "along the way",
    "surroundings": "in the surroundings",
    "player_area": "in a player area",
    "hand": "in hand",
    "deck": "in the deck",
    "discard": "in the discard",
    "fatigue": "in the fatigue stack",
    "path_deck": "in the path deck",
    "path_discard": "in the path discard pile",
    "face_down": "(face down)",
    "between": "between you and your target",
    "committed": "committed to the test",
    "set_aside": "set aside by this card",
}


#: Token names read as amounts, never counted one by one ("2 harm", "no rain left"); every other
#: token name is counted ("1 charge", "3 charges").
MASS_TOKENS = frozenset(
    {"harm", "progress", "fatigue", "damage", "rain", "fog", "wind", "growth", "inkrill", "mucus", "loot"}
    | {"neglect", "flood", "water", "strength", "toxin", "xp"}
)


def token_noun(kind: str, n: int | None = 1) -> str:
    """A token name for ``n`` of them (``None``: many, an amount not known yet): ``2 charges``,
    ``2 harm``; an energy token is named by its aspect (``energy_awa`` -> ``AWA energy``)."""
    if kind.startswith("energy_"):
        return f"{kind.removeprefix('energy_').upper()} energy"
    words = kind.replace("_", " ")
    if n == 1 or kind in MASS_TOKENS or words.endswith(("tokens", "energy")):
        return words
    return plural(words)


def as_list(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else [str(v) for v in value]


def or_words(value: Any) -> str:
    items = [value] if isinstance(value, str) else list(value)
    return " or ".join(str(v).replace("_", " ") for v in items)


def who_text(who: str) -> str:
    return WHO_WORDS.get(who, "that Ranger" if who.startswith("$") else who)


def subject(who: str) -> str:
    return "you" if who == "you" else who_text(who)


def kind_on(kind: str, target: Any) -> str:
    """``own`` on another card than this one is that card's own token, not this card's."""
    return "of its own tokens" if kind == "own" and target != "this" else kind


UNTIL_WORDS = {
    "test": "until the end of the test",
    "turn": "until the end of the turn",
    "next_turn": "until the end of your next turn",
    "round": "until the end of the round",
    "day": "until the end of the day",
}


def change_text(
    stat: str,
    by: int,
    gain: str | None,
    lose: str | None,
    target: str,
    to: int | None = None,
    entry: str | None = None,
) -> str:
    """What a timed modifier or a keyword/trait/approach constant changes, as a clause."""
    if stat == "guide_entry":
        return f"{target} reads campaign guide entry {entry} in place of its own"
    if to is not None:
        return f"{target} has {stat.replace('_', ' ')} {to}"
    sign = f"+{by}" if by >= 0 else str(by)
    if stat in ("keyword", "trait"):
        name = (gain or lose or "").replace("_", " ")
        name = name.title()  # "has Persistent", as every card names a keyword ("ignoring Ambush")
        return f"{target} {'has' if gain else 'loses'} {name}"
    if stat == "approach":
        icons = "icon" if abs(by) == 1 else "icons"
        return f"{target} gets {sign} {gain} {icons}"
    if stat == "difficulty":
        return f"every test has {sign} difficulty"
    words = {"equip": "equip value"}.get(stat, stat.replace("_", " "))
    return f"{target} has {sign} {words}"


def paid_to(paid: str, body: str) -> str:
    """A cost and what it buys, cost first ("do A to do B"): "pay X to <do Y>"; a clause with a
    subject of its own reads "pay X; if you do, <it> ..."."""
    own_subject = body.startswith(("this ", "the ", "a ", "an ", "each ", "every ", "no "))
    if body.count("that card") == 1 and not own_subject:
        # "remove 1 harm from a being to put 3 progress on it"
        body = body.replace("that card", "it")
    return f"{paid}; if you do, {body}" if own_subject else f"{paid} to {body.removeprefix('you ')}"


def and_list(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(words) < 2:
        return words[0] if words else "no card"
    return f"{', '.join(words[:-1])} and {words[-1]}"


def card_list(ids: Sequence[str]) -> str:
    """Cards by name, copies counted: ``Reclaimer Polyp and 2 copies of Reclaimer Seeker``."""
    counts: dict[str, int] = {}
    for cid in ids:
        counts[cid] = counts.get(cid, 0) + 1
    return and_list([card_name(c) if n == 1 else f"{n} copies of {card_name(c)}" for c, n in counts.items()])


def with_article(words: str) -> str:
    """``a being``, ``an obstacle card``."""
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


#: Card names by id, for text that names a card by its id (a search for one card, the cards a
#: location adds to its path deck). Filled by every ``Catalog`` as it loads (content/catalog.py).
_CARD_NAMES: dict[str, str] = {}


def know_card_names(names: dict[str, str]) -> None:
    """Learn the names of a catalog's cards (the same id always has the same name)."""
    _CARD_NAMES.update(names)


def card_name(card_id: str) -> str:
    """A card's name for the text; ``card 01290`` only when no loaded catalog knows the id."""
    return _CARD_NAMES.get(card_id, f"card {card_id}")


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
