"""Rulebook: Game Setup, the parts that need decisions: Keywords, Setup (search your deck for one
setup card and put it into play), then the starting hands."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops, rng
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.prompts import opt


def setup_search(eng: Engine, args: dict[str, Any]) -> None:
    rid: str = args["ranger"]
    r = eng.state.ranger(rid)
    seen: set[str] = set()
    options = []
    for iid in r.deck:
        f = eng.facts(iid)
        if f.has("setup") and f.id not in seen:
            seen.add(f.id)
            options.append(
                opt(
                    id=f"setup:{iid}",
                    label=f"Put {f.name} into play",
                    kind="choose_card",
                    card=iid,
                    then=[step("setup_put", ranger=rid, card=iid)],
                )
            )
    if not options:
        return
    options.append(opt(id="none", label="No setup card", kind="no", then=[step("setup_put", ranger=rid)]))
    eng.ask("setup_search", rid, f"{r.name}: put a setup card into play?", options)


def setup_put(eng: Engine, args: dict[str, Any]) -> None:
    rid: str = args["ranger"]
    iid: str | None = args.get("card")
    if iid:
        f = eng.facts(iid)
        if f.type in ("being", "feature"):
            ops.enter_play(eng, iid, "within_reach", rid, by=rid)
        else:
            ops.enter_play(eng, iid, "player_area", rid, by=rid)
    rng.shuffle(eng.state.rng, eng.state.ranger(rid).deck)


def starting_hands(eng: Engine, _args: dict[str, Any]) -> None:
    for r in eng.state.rangers:
        ops.draw(eng, r.id, 6)
