"""Play one seeded game with the random bot and report what happened and what went wrong."""

from __future__ import annotations

from typing import Any

from rangers_qt.content.catalog import load_catalog
from rangers_qt.content.decks import starter_decks
from rangers_qt.engine.bot import ChaosBot, RandomBot
from rangers_qt.engine.cards import CatalogLike, book_for
from rangers_qt.engine.day_sim import day_summary
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.manual import ENERGY_MAX
from rangers_qt.engine.session import Session
from rangers_qt.engine.setup import GameSetup, RangerSetup

ROUND_TRIP_EVERY = 25


def _decks(catalog: Any, n: int) -> list[RangerSetup]:
    try:
        decks = starter_decks(catalog)
    except ImportError:  # content without starter decks: first 30 eligible ranger cards
        decks = []
    out: list[RangerSetup] = []
    if decks:
        for i in range(n):
            d = decks[i % len(decks)]
            out.append(
                RangerSetup(
                    name=f"{d.name} #{i + 1}", aspects=dict(d.aspects), role_id=d.role_id, deck=list(d.cards)
                )
            )
        return out
    roles = catalog.roles()
    aspects = catalog.aspect_cards()[0].values
    pool = [
        c.id
        for c in catalog.cards.values()
        if c.category == "ranger"
        and c.type != "role"
        and getattr(c, "level", 0) == 0
        and (c.aspect is None or aspects.get(c.aspect, 0) >= 1)
    ]
    for i in range(n):
        out.append(
            RangerSetup(
                name=f"Ranger {i + 1}",
                aspects=dict(aspects),
                role_id=roles[i % len(roles)].id,
                deck=pool[:30],
            )
        )
    return out


def default_setup(catalog: Any, seed: int, rangers: int) -> GameSetup:
    weather = catalog.weather()[0].id if hasattr(catalog, "weather") and catalog.weather() else None
    return GameSetup(
        rangers=_decks(catalog, rangers),
        location="lone_tree_station",
        path_sets=["woods"],
        seed=seed,
        weather=weather,
    )


def run_sim(
    seed: int,
    rangers: int = 2,
    rounds: int = 3,
    catalog: CatalogLike | None = None,
    max_answers: int = 20000,
    check_replay: bool = True,
    chaos: bool = False,
) -> dict[str, Any]:
    """One seeded bot game. ``chaos``: the bot also makes every kind of manual adjustment."""
    if catalog is None:
        catalog = load_catalog()
    book = book_for(catalog)
    session = Session.new(book, default_setup(catalog, seed, rangers))
    bot = ChaosBot(seed) if chaos else RandomBot(seed)
    violations: list[str] = []
    answers = manual = 0
    stop = "rounds"

    def check(where: str, round_trip: bool) -> None:
        for p in check_state(session.state, book, round_trip=round_trip, max_extra_energy=ENERGY_MAX):
            if len(violations) < 50:
                violations.append(f"{where}: {p}")

    check("setup", True)
    while True:
        st = session.state
        if st.phase == "ended":
            stop = f"day over: {st.day_over}"
            break
        if st.round > rounds:
            break
        if answers + manual >= max_answers:
            stop = "answer limit"
            break
        prompt = session.prompt
        if prompt is None:
            violations.append("no prompt while the day goes on")
            stop = "stuck"
            break
        try:
            adj = bot.maybe_manual(st)
            if adj is not None:
                session.manual(adj)
                manual += 1
                continue
            session.answer(bot.choose(prompt))
            answers += 1
        except (IllegalAnswer, EngineError, KeyError, AssertionError) as exc:
            violations.append(f"answer {answers}: {type(exc).__name__}: {exc}")
            stop = "error"
            break
        check(f"answer {answers}", answers % ROUND_TRIP_EVERY == 0)
    check("end", True)
    if check_replay:
        again = Session.from_json(session.to_json(), book, verify=False)
        if again.hash() != session.hash():
            violations.append("replaying the log gives a different state hash")
    st = session.state
    return {
        "seed": seed,
        "rangers": rangers,
        "answers": answers,
        "manual_adjustments": manual,
        "rounds": st.round if st.phase == "ended" else min(st.round - 1, rounds),
        "tests": st.stats.get("tests", 0),
        "fatigue": st.stats.get("fatigue", 0),
        "clears": st.stats.get("clears", 0),
        "plays": st.stats.get("plays", 0),
        "injuries": st.stats.get("injuries", 0),
        "stop_reason": stop,
        "invariant_violations": violations,
        "state_hash": session.hash(),
        "days": [day_summary(session)],
    }
