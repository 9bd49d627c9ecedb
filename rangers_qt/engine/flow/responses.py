"""Rulebook: Play a Card, Responses; Additional Concepts, Timing.

Named timing windows ("before_test", "commit_effort", "after_test", "when_rest", "after_play")
open at fixed points; if any scripted response can be used then, the Rangers are asked whether
to use one. Windows with nothing usable cost nothing (no prompt).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.zones import iter_in_play


def usable(eng: Engine, window: str) -> list[tuple[str, str]]:
    """(ranger, card) pairs with a response for this window that can be used now."""
    st = eng.state
    out: list[tuple[str, str]] = []
    if window not in eng.reg.windows():
        return out
    for r in st.rangers:
        for iid in r.hand:
            script = eng.reg.card(st.cards[iid].def_id)
            if script and affordable(eng, r.id, iid):
                for resp in script.responses:
                    if resp.window == window and resp.from_hand and resp.can_use(eng, r.id, iid):
                        out.append((r.id, iid))
    for iid in iter_in_play(st):
        script = eng.reg.card(st.cards[iid].def_id)
        owner = st.cards[iid].owner
        if script and owner:
            for resp in script.responses:
                if resp.window == window and not resp.from_hand and resp.can_use(eng, owner, iid):
                    out.append((owner, iid))
    return out


def open_window(eng: Engine, name: str, **args: Any) -> None:
    """Queue a timing window next, but only if some registered response uses it (no cost otherwise)."""
    if name in eng.reg.windows():
        eng.push(step("window", name=name, **args))


def usable_abilities(eng: Engine) -> list[tuple[str, str, int]]:
    """(owner, card, index) of scripted abilities on Ranger cards in play that can be used now."""
    st = eng.state
    out: list[tuple[str, str, int]] = []
    if not eng.reg.cards:
        return out
    for iid in iter_in_play(st):
        card = st.cards[iid]
        script = eng.reg.card(card.def_id)
        if script is None or not script.abilities or card.owner is None:
            continue
        for n, ab in enumerate(script.abilities):
            if ab.exhaust and card.exhausted:
                continue
            if ab.can_use(eng, card.owner, iid):
                out.append((card.owner, iid, n))
    return out


def use_ability(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    iid: str = args["card"]
    n: int = args["index"]
    owner: str = args["ranger"]
    script = eng.reg.card(st.cards[iid].def_id)
    if script is None or n >= len(script.abilities):
        return
    ab = script.abilities[n]
    if ab.exhaust and not ops.exhaust(eng, iid):
        return
    eng.rec.event("ability", f"{st.ranger(owner).name} uses {eng.name(iid)}: {ab.label}", [iid], owner)
    ab.resolve(eng, owner, iid)
    eng.push(step("check_clears"))


def window(eng: Engine, args: dict[str, Any]) -> None:
    name: str = args["name"]
    used: list[str] = list(args.get("used", []))
    found = [(r, c) for r, c in usable(eng, name) if c not in used]
    if not found:
        return
    options = [
        opt(
            id=f"respond:{c}",
            label=f"{eng.state.ranger(r).name}: use {eng.name(c)}",
            kind="play_card",
            card=c,
            then=[
                step("respond", window=name, ranger=r, card=c),
                step("window", name=name, used=[*used, c], ranger=args.get("ranger")),
            ],
        )
        for r, c in found
    ]
    options.append(opt(id="pass", label="No response", kind="no"))
    eng.ask("response", args.get("ranger"), f"Respond ({name.replace('_', ' ')})?", options)


def affordable(eng: Engine, rid: str, iid: str) -> bool:
    """A card played from hand as a response must be paid for (Rulebook: Play a Card)."""
    from rangers_qt.engine.rules.offers import card_cost

    aspect, cost = card_cost(eng, iid)
    return cost <= 0 or (aspect is not None and eng.state.ranger(rid).energy.get(aspect, 0) >= cost)


def respond(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    iid: str = args["card"]
    rid: str = args["ranger"]
    script = eng.reg.card(st.cards[iid].def_id)
    if script is None:
        return
    for resp in script.responses:
        if resp.window == args["window"] and resp.can_use(eng, rid, iid):
            eng.rec.event("response", f"{st.ranger(rid).name} uses {eng.name(iid)}", [iid], rid)
            if resp.from_hand and iid in st.ranger(rid).hand:
                _pay_from_hand(eng, rid, iid)
            resp.resolve(eng, rid, iid)
            return


def _pay_from_hand(eng: Engine, rid: str, iid: str) -> None:
    """Playing a response card from hand: pay its cost; a moment is set aside while it resolves and
    discarded after (Play a Card, Moments)."""
    from rangers_qt.engine.rules.offers import card_cost

    aspect, cost = card_cost(eng, iid)
    r = eng.state.ranger(rid)
    if cost > 0 and aspect is not None:
        r.energy[aspect] -= cost
        eng.rec.ranger(rid)
    if eng.facts(iid).type == "moment":
        ops.place(eng, iid, "set_aside")
        eng.then("moment_done", card=iid)
