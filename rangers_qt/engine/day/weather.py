"""Rulebook: Weather Cards - the four core weather cards, both faces: their refresh effects, the
challenge effects and tests the engine can script, and flipping (tokens stay on the card).

Why here and not in the card data: these are behaviours (the content keeps only facts:
token name, starting tokens, challenge symbols, tests, "has a refresh effect"). Faces or parts
not scripted (Electric Fog's response on Avoid) are applied by the players with manual adjustments.

Timing: the weather's refresh effect resolves at the start of Phase 4, before the Rangers'
refresh steps (ruling R27, Delightful Rule: an effect that exhausts roles is followed by the
ready step).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.day.guide import flip
from rangers_qt.engine.effects.registry import CardScript, ChallengeScript, TestScript
from rangers_qt.engine.flow.manual_steps import ask_manual
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.state import TestState
from rangers_qt.engine.zones import in_play, iter_in_play, where

#: Shipped weather card ids (cards/README.md: WE01..WE04).
PERFECT_DAY, DOWNPOUR, HOWLING_WINDS, ELECTRIC_FOG = "WE01", "WE02", "WE03", "WE04"

RefreshFn = Callable[[Engine, str], None]


def _token(eng: Engine, iid: str) -> str:
    return eng.facts(iid).token_name or "token"


def count(eng: Engine, iid: str) -> int:
    return eng.state.cards[iid].tokens.get(_token(eng, iid), 0)


def add(eng: Engine, iid: str, n: int) -> None:
    ops.add_tokens(eng, iid, _token(eng, iid), n)


def remove(eng: Engine, iid: str, n: int) -> None:
    ops.remove_tokens(eng, iid, _token(eng, iid), n)


def _each_ranger_fatigue(eng: Engine, iid: str) -> None:
    for r in eng.state.rangers:
        ops.suffer_fatigue(eng, r.id, 1, iid)
        if ops.ended(eng):
            return


# --------------------------------------------------------------------------- refresh effects


def _perfect_day_refresh(eng: Engine, iid: str) -> None:
    st = eng.state.cards[iid]
    if st.side == "front":  # A Perfect Day: lose a cloud; flip when none are left
        remove(eng, iid, 1)
        if count(eng, iid) == 0:
            flip(eng, iid)
    else:  # Midday Sun: gain a cloud; flip at 3 or more
        add(eng, iid, 1)
        if count(eng, iid) >= 3:
            flip(eng, iid)


def _downpour_refresh(eng: Engine, iid: str) -> None:
    st = eng.state
    if st.cards[iid].side == "front":
        return
    add(eng, iid, 2)  # Gathering Storm
    if count(eng, iid) < 4:
        return
    for r in st.rangers:
        for card in list(r.within_reach):
            if eng.facts(card).has_trait("prey"):
                ops.move_in_play(eng, card, "along_the_way")
    for r in st.rangers:
        ops.exhaust(eng, r.role)
    flip(eng, iid)


def _howling_winds_refresh(eng: Engine, iid: str) -> None:
    st = eng.state
    if st.cards[iid].side == "back":  # Thunderhead: back to Howling Winds
        flip(eng, iid)
        return
    if count(eng, iid) >= 3:
        remove(eng, iid, count(eng, iid))
        st.day.extra_path_draws += 1
        eng.rec.event("weather", "The lead Ranger draws an extra path card next round", [iid])
        flip(eng, iid)


def _electric_fog_refresh(eng: Engine, iid: str) -> None:
    if eng.state.cards[iid].side == "front":
        return
    add(eng, iid, 2)  # Clinging Mist
    if count(eng, iid) >= 4:
        flip(eng, iid)


REFRESH: dict[str, RefreshFn] = {
    PERFECT_DAY: _perfect_day_refresh,
    DOWNPOUR: _downpour_refresh,
    HOWLING_WINDS: _howling_winds_refresh,
    ELECTRIC_FOG: _electric_fog_refresh,
}


def weather_refresh(eng: Engine, _args: dict[str, Any]) -> None:
    """Phase 4 (start): each weather card's refresh effect for the face showing."""
    st = eng.state
    for iid in [i for i in st.surroundings if eng.facts(i).category == "weather"]:
        fn = REFRESH.get(st.cards[iid].def_id)
        if fn is not None:
            fn(eng, iid)
            if ops.ended(eng):
                return
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
    """Howling Winds: the lead Ranger draws extra path cards this round."""
    st = eng.state
    n, st.day.extra_path_draws = st.day.extra_path_draws, 0
    eng.push(*[step("path_draw", ranger=st.lead) for _ in range(n)])


# --------------------------------------------------------------------------- challenge effects


def _sun_perfect_day(eng: Engine, iid: str, test: TestState) -> None:
    if eng.state.cards[iid].side == "back":  # Midday Sun: the tester suffers 1 fatigue
        ops.suffer_fatigue(eng, test.ranger, 1, iid)
    # (A Perfect Day has no sun effect: only its back face lists the sun.)


def _mountain_perfect_day(eng: Engine, iid: str, test: TestState) -> None:
    """A Perfect Day (mountain): if the test added progress, 1 more progress goes there."""
    st = eng.state
    if st.cards[iid].side != "front" or st.day.progress_test != st.stats.get("tests", 0):
        return
    target = next((c for c in st.day.progress_cards if c in st.cards and in_play(st, c)), None)
    if test.target in st.day.progress_cards and test.target is not None and in_play(st, test.target):
        target = test.target
    if target is not None:
        ops.add_tokens(eng, target, "progress", 1)


def _sun_lose_token_each_fatigue(eng: Engine, iid: str, test: TestState) -> None:
    """Downpour / Electric Fog: lose a token, each Ranger suffers 1 fatigue, flip at none."""
    if eng.state.cards[iid].side != "front":
        if eng.state.cards[iid].def_id == ELECTRIC_FOG:  # Clinging Mist: discard 1 energy
            eng.push(step("weather_energy", ranger=test.ranger, card=iid))
        return
    remove(eng, iid, 1)
    _each_ranger_fatigue(eng, iid)
    if not ops.ended(eng) and count(eng, iid) == 0:
        flip(eng, iid)


def _sun_howling_winds(eng: Engine, iid: str, test: TestState) -> None:
    st = eng.state
    if st.cards[iid].side == "front":  # Howling Winds: 2 wind, or fatigue instead of some
        add(eng, iid, 2)
        eng.push(step("weather_wind", ranger=test.ranger, card=iid))
        return
    # Thunderhead: every path card in play and the location lose 1 progress.
    for card in list(iter_in_play(st)):
        f = eng.facts(card)
        if (f.category == "path" or f.category == "location") and st.cards[card].tokens.get("progress"):
            ops.remove_tokens(eng, card, "progress", 1)


def _crest_thunderhead(eng: Engine, iid: str, test: TestState) -> None:
    if eng.state.cards[iid].side != "back":
        return
    eng.push(step("weather_ready", ranger=test.ranger, card=iid))


def weather_wind(eng: Engine, args: dict[str, Any]) -> None:
    rid: str = args["ranger"]
    iid: str = args["card"]
    most = min(2, count(eng, iid))
    options = [
        opt(
            id=f"wind:{n}",
            label=f"Suffer {n} fatigue to remove {n} wind" if n else "Keep the wind",
            kind="choose_card",
            card=iid,
            amount=n,
            then=[step("weather_wind_take", ranger=rid, card=iid, n=n)],
        )
        for n in range(most + 1)
    ]
    if len(options) == 1:
        return
    eng.ask("weather", rid, f"{eng.name(iid)}: suffer fatigue to remove wind?", options)


def weather_wind_take(eng: Engine, args: dict[str, Any]) -> None:
    n = int(args["n"])
    if n:
        ops.suffer_fatigue(eng, args["ranger"], n, args["card"])
        remove(eng, args["card"], n)


def weather_ready(eng: Engine, args: dict[str, Any]) -> None:
    """Thunderhead (crest): ready one exhausted predator or prey in play."""
    st = eng.state
    rid: str = args["ranger"]
    found = [
        i
        for i in iter_in_play(st)
        if st.cards[i].exhausted and (eng.facts(i).has_trait("predator") or eng.facts(i).has_trait("prey"))
    ]
    if not found:
        return
    if len(found) == 1:
        ops.ready(eng, found[0])
        return
    options = [
        opt(
            id=f"ready:{i}",
            label=f"Ready {eng.name(i)}",
            kind="choose_card",
            card=i,
            then=[step("weather_ready_one", card=i)],
        )
        for i in found
    ]
    eng.ask("weather", rid, f"{eng.name(args['card'])}: ready which predator or prey?", options)


def weather_ready_one(eng: Engine, args: dict[str, Any]) -> None:
    ops.ready(eng, args["card"])


def weather_energy(eng: Engine, args: dict[str, Any]) -> None:
    """Clinging Mist (sun): the tester discards 1 energy of an aspect they have."""
    rid: str = args["ranger"]
    r = eng.state.ranger(rid)
    have = [a for a, v in r.energy.items() if v > 0]
    if not have:
        return
    if len(have) == 1:
        eng.then("weather_energy_take", ranger=rid, aspect=have[0])
        return
    options = [
        opt(
            id=f"energy:{a}",
            label=f"Discard 1 {a} energy",
            kind="choose_card",
            aspect=a,
            then=[step("weather_energy_take", ranger=rid, aspect=a)],
        )
        for a in have
    ]
    eng.ask("weather", rid, f"{r.name}: discard 1 energy", options)


def weather_energy_take(eng: Engine, args: dict[str, Any]) -> None:
    r = eng.state.ranger(args["ranger"])
    a = args["aspect"]
    if r.energy.get(a, 0) > 0:
        r.energy[a] -= 1
        eng.rec.ranger(r.id)


def test_difficulty_modifier(eng: Engine, _test: TestState) -> int:
    """Clinging Mist: every test is 1 harder while it shows."""
    st = eng.state
    return sum(
        1 for i in st.surroundings if st.cards[i].def_id == ELECTRIC_FOG and st.cards[i].side == "back"
    )


# --------------------------------------------------------------------------- tests on weather


def _locate(eng: Engine, test: TestState) -> None:
    """Midday Sun, Locate: a cloud returns and the tester soothes 1 fatigue."""
    iid = test.source
    if iid is not None and where(eng.state, iid)[0] == "surroundings":
        add(eng, iid, 1)
    ops.soothe(eng, test.ranger, 1)


def _shelter(eng: Engine, test: TestState) -> None:
    """Gathering Storm, Shelter: 1 rain leaves per 2 effort."""
    iid = test.source
    if iid is not None:
        remove(eng, iid, test.resulting_effort // 2)


SCRIPTS: dict[str, CardScript] = {
    PERFECT_DAY: CardScript(
        challenge={
            "sun": ChallengeScript(_sun_perfect_day),
            "mountain": ChallengeScript(_mountain_perfect_day),
        },
        tests={"t1": TestScript(success=_locate)},
    ),
    DOWNPOUR: CardScript(
        challenge={"sun": ChallengeScript(_sun_lose_token_each_fatigue)},
        tests={"t1": TestScript(success=_shelter)},
    ),
    HOWLING_WINDS: CardScript(
        challenge={"sun": ChallengeScript(_sun_howling_winds), "crest": ChallengeScript(_crest_thunderhead)}
    ),
    ELECTRIC_FOG: CardScript(challenge={"sun": ChallengeScript(_sun_lose_token_each_fatigue)}),
}
