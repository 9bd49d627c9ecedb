"""Rulebook: Weather Cards - when the weather's refresh effect resolves, and the extra path draws
a weather effect can leave for the next round.

What each weather face does is card data (cards/weather.json, ``behaviour`` on each face) run by
the behaviour interpreter through ``card_text`` (engine/flow/card_text.py); a face that prints a
refresh effect without behaviour pauses for a manual resolution.

Timing: the weather's refresh effect resolves at the start of Phase 4, before the Rangers'
refresh steps (ruling R27, Delightful Rule: an effect that exhausts roles is followed by the
ready step).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects.interpreter import has_behaviour
from rangers_qt.engine.flow.card_text import card_text_step, wants_text
from rangers_qt.engine.flow.manual_steps import ask_manual
from rangers_qt.engine.zones import iter_in_play


def weather_refresh(eng: Engine, _args: dict[str, Any]) -> None:
    """Phase 4 (start): each weather card's refresh effect for the face showing, then the refresh
    effects other cards in play have as behaviour (a path card's "Refresh:" text, e.g. Cloudhive
    Swarm's bee), in canonical card order, before the Rangers' refresh steps."""
    st = eng.state
    others = [
        i for i in iter_in_play(st) if eng.facts(i).category != "weather" and has_behaviour(eng, i, "refresh")
    ]
    for iid in reversed(others):
        eng.push(card_text_step("refresh", iid, st.lead))
    # Pushed in reverse so the first weather card's effects run first.
    for iid in reversed([i for i in st.surroundings if eng.facts(i).category == "weather"]):
        if wants_text(eng, iid, "refresh"):  # behaviour data, or a pause for the printed text
            eng.push(card_text_step("refresh", iid, st.lead))
            continue
        definition = eng.book.definition(st.cards[iid].def_id)
        face = getattr(definition, st.cards[iid].side, None)
        if getattr(face, "has_refresh_effect", False):
            eng.push(step("weather_manual", card=iid))


def weather_manual(eng: Engine, args: dict[str, Any]) -> None:
    iid: str = args["card"]
    ask_manual(
        eng,
        eng.state.lead,
        iid,
        f"Resolve the refresh effect of {eng.name(iid)} with manual adjustments, then continue",
    )


def extra_path_draws(eng: Engine, _args: dict[str, Any]) -> None:
    """A weather effect (Howling Winds): the lead Ranger draws extra path cards this round."""
    st = eng.state
    n, st.day.extra_path_draws = st.day.extra_path_draws, 0
    eng.push(*[step("path_draw", ranger=st.lead) for _ in range(n)])
