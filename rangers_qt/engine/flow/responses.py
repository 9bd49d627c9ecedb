"""Rulebook: Play a Card, Responses; Additional Concepts, Timing.

Named timing windows ("before_test", "after_test", "when_rest", "after_play", "after_clear"...: the
moments table, content/moments.py) open at fixed points; if a response printed in a card's
inventory (engine/flow/printed_responses.py) can be used then, the Rangers are asked whether to use
one. Windows with nothing usable cost nothing (no prompt); with ``GameState.auto_pass`` on, optional
responses pass without asking.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.flow.printed_responses import (
    WINDOW_EVENTS,
    actor_of,
    forced_texts,
    pay_printed_cost,
    printed_usable,
    window_details,
)
from rangers_qt.engine.flow.simultaneous import queue_in_chosen_order
from rangers_qt.engine.flow.window_index import could_answer
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.rules.offers import card_cost, conduits_with_tokens
from rangers_qt.engine.rules.travel import travel_blockers


def open_window(eng: Engine, name: str, **args: Any) -> None:
    """Queue a timing window next, but only if some printed response (engine/flow/
    printed_responses.py) may use it (no cost otherwise)."""
    if name in WINDOW_EVENTS:
        eng.push(step("window", name=name, **args))


def _no_travel(eng: Engine) -> bool:

    return bool(travel_blockers(eng))


def window(eng: Engine, args: dict[str, Any]) -> None:
    """A timing window: forced printed texts resolve first; then, unless the Rangers set optional
    responses to pass automatically, they are asked whether to use one of the responses that can
    really be used now (printed in the card's inventory). No prompt when none can."""
    st = eng.state
    name: str = args["name"]
    if not could_answer(eng, name, args):
        return  # no card of the game is where it could answer (engine/flow/window_index.py)
    if name == "when_travel" and _no_travel(eng):
        return  # "when you travel": only when the group may travel now
    used: list[str] = list(args.get("used", []))
    rest = {k: v for k, v in args.items() if k not in ("name", "used", "forced_done")}
    if not args.get("forced_done"):
        with eng.frozen():
            forced = forced_texts(eng, name, args)
        if forced:
            # Timing: simultaneous texts of different cards resolve in the order the players choose.

            details = window_details(name, args)
            eng.push(step("window", name=name, used=used, forced_done=True, **rest))
            texts = [_text_step(key, iid, ranger, details) for iid, key, ranger in forced]
            queue_in_chosen_order(eng, texts, actor_of(eng, name, args))
            return
    if st.auto_pass:
        return
    with eng.frozen():
        found = [(r, c, k) for r, c, k in printed_usable(eng, name, args) if c not in used]
        # These flow/ modules import each other: imported on first use, not at load.
        from rangers_qt.engine.flow.play_elsewhere import window_options

        elsewhere = window_options(eng, name, args, used)  # moments played from a discard, a card
    if not found and not elsewhere:
        return
    options = [
        opt(
            id=f"respond:{c}",
            label=f"{st.ranger(r).name}: use {eng.name(c)}",
            # Played from hand (a response moment) or used where it is (gear, role, attribute).
            kind="play_card" if c in st.ranger(r).hand else "ability",
            card=c,
            then=[
                step("respond", window=name, ranger=r, card=c, key=k, details=window_details(name, args)),
                step("window", name=name, used=[*used, c], forced_done=True, **rest),
            ],
        )
        for r, c, k in found
    ]
    options += elsewhere
    options.append(opt(id="pass", label="No response", kind="no"))
    eng.ask("response", args.get("ranger"), f"Respond ({name.replace('_', ' ')})?", options)


def _text_step(key: str, iid: str, ranger: str | None, details: dict[str, Any]) -> Any:
    """``card_text`` for a response (its window's details as bindings; ``card`` may be one)."""
    return step("card_text", key=key, card=iid, ranger=ranger, bindings=details)


def affordable(eng: Engine, rid: str, iid: str) -> bool:
    """A card played from hand as a response must be paid for (Rulebook: Play a Card)."""

    if eng.facts(iid).has("manifestation") and not conduits_with_tokens(eng, rid):
        return False  # Keywords, Manifestation: a conduit's token pays for it too
    aspect, cost = card_cost(eng, iid)
    return cost <= 0 or (aspect is not None and eng.state.ranger(rid).energy.get(aspect, 0) >= cost)


def respond(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    iid: str = args["card"]
    rid: str = args["ranger"]
    key: str = args.get("key") or ""
    if not key:
        return  # (a response without a printed key: none since the Python card scripts went)
    # A printed response or timed ability: pay its cost, then its text (card_text).
    eng.rec.event("response", f"{st.ranger(rid).name} uses {eng.name(iid)}", [iid], rid)
    pay_printed_cost(eng, rid, iid, key)
    details = {**dict(args.get("details") or {}), "window": args["window"]}
    # Rulebook: Clearing Cards - cards the text brought to a threshold clear once it is done.
    eng.push(_text_step(key, iid, rid, details), step("check_clears"))


def pay_from_hand(eng: Engine, rid: str, iid: str) -> None:
    """Playing a response card from hand: pay its cost; a moment is set aside while it resolves and
    discarded after (Play a Card, Moments)."""

    aspect, cost = card_cost(eng, iid)
    r = eng.state.ranger(rid)
    if cost > 0 and aspect is not None:
        r.energy[aspect] -= cost
        eng.rec.ranger(rid)
    if eng.facts(iid).type == "moment":
        ops.place(eng, iid, "set_aside")
        # Once it has resolved and is discarded, "after you play a moment" (as for a turn's play).
        eng.push(step("moment_done", card=iid), step("window", name="after_play", ranger=rid, card=iid))
    if eng.facts(iid).has("manifestation"):
        pay_conduit(eng, rid, iid)


def pay_conduit(eng: Engine, rid: str, iid: str) -> None:
    """Keywords, Manifestation: a token from one of the Ranger's conduits pays for playing it (the
    Ranger picks the conduit when several have tokens). Asked before the card's text resolves."""

    conduits = conduits_with_tokens(eng, rid)
    if len(conduits) == 1:
        conduit_pay(eng, {"card": conduits[0]})
        return
    options = [
        opt(
            id=f"conduit:{c}",
            label=f"Use a token of {eng.name(c)}",
            kind="choose_card",
            card=c,
            then=[step("conduit_pay", card=c)],
        )
        for c in conduits
    ]
    if options:
        eng.ask("effect_choice", rid, f"{eng.name(iid)}: which conduit pays for it?", options)


def conduit_pay(eng: Engine, args: dict[str, Any]) -> None:
    cf = eng.facts(args["card"])
    if cf.token_name:
        ops.remove_tokens(eng, args["card"], cf.token_name, 1)
