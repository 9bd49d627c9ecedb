"""Rulebook: Additional Concepts, Scout and Search; drawing Ranger cards as a step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rangers_qt.engine import ops, rng
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.flow.printed_responses import anyone_answers
from rangers_qt.engine.prompts import Option, opt
from rangers_qt.engine.steps import StepOp
from rangers_qt.words import count


def card_choices(
    choices: list[str], id_prefix: str, label: Callable[[str], str], step_op: StepOp, /, **args: Any
) -> list[Option]:
    """One "choose_card" option per card, each continuing with ``step_op`` for that card.

    Searches, arrival searches and draw-and-keep all offer "pick one of these cards"; building
    the options in one place keeps their ids and continuations alike.
    """
    return [
        opt(
            id=f"{id_prefix}:{c}",
            label=label(c),
            kind="choose_card",
            card=c,
            then=[step(step_op, card=c, **args)],
        )
        for c in choices
    ]


def _deck(eng: Engine, deck: str, ranger: str | None) -> list[str]:
    if deck == "path":
        return eng.state.path_deck
    if deck == "challenge":
        return eng.state.challenge_deck
    assert ranger is not None
    return eng.state.ranger(ranger).deck


def draw(eng: Engine, args: dict[str, Any]) -> None:
    ops.draw(eng, args["ranger"], int(args.get("n", 1)))


def scout(eng: Engine, args: dict[str, Any]) -> None:
    """Look at the top N cards; put each on the top or the bottom, in the order of your choice.

    Cards chosen for the top go in the order chosen (first chosen ends up topmost); cards chosen
    for the bottom go under the deck in the order chosen.
    """
    rid: str | None = args.get("ranger")
    owner: str | None = args.get("owner") or rid  # whose Ranger deck (another's: ``of``)
    deck_name: str = args["deck"]
    # "When a Ranger scouts" responses come first.
    if not args.get("cards") and not args.get("asked") and anyone_answers(eng, "when_scout"):
        amount = int(args.get("n", 0))
        window = step("window", name="when_scout", ranger=rid, deck=deck_name, amount=amount)
        eng.push(window, step("scout", **{**args, "asked": True}))
        return
    deck = _deck(eng, deck_name, owner)
    cards: list[str] = args.get("cards") or deck[: int(args.get("n", 0))]
    top: list[str] = list(args.get("top", []))
    bottom: list[str] = list(args.get("bottom", []))
    left = [c for c in cards if c not in top and c not in bottom and c in deck]
    if not left:
        rest = [c for c in deck if c not in top and c not in bottom]
        deck[:] = [c for c in top if c in deck] + rest + [c for c in bottom if c in deck]
        eng.rec.area(f"{deck_name}_deck" if deck_name in ("path", "challenge") else f"{owner}.deck")
        if cards:
            eng.rec.event("scout", f"Scouted {count(len(cards), 'card')}", ranger=rid)
        return
    options = []
    for c in left:
        for where in ("top", "bottom"):
            new_top = [*top, c] if where == "top" else top
            new_bottom = [*bottom, c] if where == "bottom" else bottom
            options.append(
                opt(
                    id=f"{where}:{c}",
                    label=f"{eng.name(c)} on the {where}",
                    kind=where,
                    card=c,
                    then=[
                        step(
                            "scout",
                            ranger=rid,
                            **({"owner": owner} if owner != rid else {}),
                            deck=deck_name,
                            cards=cards,
                            top=new_top,
                            bottom=new_bottom,
                        )
                    ],
                )
            )
    eng.ask("scout", rid, f"Scout: place each card on the top or bottom ({len(left)} left)", options)


def search(eng: Engine, args: dict[str, Any]) -> None:
    """Find every matching card, choose one (path: into play; Ranger: to hand), shuffle the deck.

    ``next=True``: search for the "next" match, i.e. the first from the top (no choice).

    ``match``: {"traits": [...], "type": "being"|"feature", "keyword": ..., "card_id": ...}.
    """
    rid: str = args["ranger"]
    deck_name: str = args["deck"]
    deck = _deck(eng, deck_name, rid)
    match: dict[str, Any] = args.get("match", {})
    found = [c for c in deck if matches(eng, c, match)]
    if not found:
        eng.rec.event("search", "The search finds nothing", ranger=rid)
        rng.shuffle(eng.state.rng, deck)
        return
    if args.get("next"):  # the "next" match: card by card from the top, the first one is taken
        eng.then("search_take", ranger=rid, deck=deck_name, card=found[0])
        return
    options = card_choices(
        found, "pick", lambda c: f"Take {eng.name(c)}", "search_take", ranger=rid, deck=deck_name
    )
    eng.ask("search", rid, "Search: choose a card", options)


def search_take(eng: Engine, args: dict[str, Any]) -> None:
    rid: str = args["ranger"]
    iid: str = args["card"]
    deck_name: str = args["deck"]
    if deck_name == "path":
        ops.enter_by_arrow(eng, iid, rid)
    else:
        ops.place(eng, iid, "hand", rid)
    rng.shuffle(eng.state.rng, _deck(eng, deck_name, rid))


def matches(eng: Engine, iid: str, match: dict[str, Any]) -> bool:
    """Search criteria: ``card_id``, ``type`` (or ``card_type``), ``keyword``, ``presence``, ``traits``
    (any of them)."""
    f = eng.facts(iid)
    if match.get("card_id") and f.id != match["card_id"]:
        return False
    kind = match.get("type") or match.get("card_type")
    if kind and f.type != kind:
        return False
    if match.get("keyword") and not f.has(match["keyword"]):
        return False
    if match.get("presence") is not None:
        value = f.presence.value(eng.n_rangers) if f.presence else None
        if value != match["presence"]:
            return False
    traits = match.get("traits") or []
    return not traits or any(f.has_trait(t) for t in traits)
