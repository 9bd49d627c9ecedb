"""Seeded tables: a fresh day for play, and a mid-round demo table for screenshots and benchmarks.

The demo is played by a seeded bot through the real prompt protocol (no state is forged), and
it stops at the first moment the table shows everything a screenshot should: cards along the
way and within reach, tokens, an exhausted card and a hand, in the middle of the turns phase.
Qt-free.
"""

from __future__ import annotations

import random
from typing import Any

from rangers_qt.app.day_choices import DayChoices, build_setup
from rangers_qt.app.valley_map import JourneyDay
from rangers_qt.content.decks import starter_decks
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.session import Session
from rangers_qt.engine.setup import GameSetup, RangerSetup

DEMO_NAMES = ("Mira", "Oren", "Tavi", "Sol")
#: The bot prefers doing things to resting, so the table fills up.
_BOT_WEIGHTS = {
    "test": 4.0,
    "play_card": 5.0,
    "commit_energy": 1.0,
    "commit_card": 2.0,
    "done": 2.0,
    "choose_card": 1.0,
    "choose_ranger": 1.0,
    "manual": 1.0,
    "rest": 0.15,
    "discard_card": 0.05,
}


def default_setup(
    catalog: Any, seed: int = 7, rangers: int = 2, location: str = "lone_tree_station", missions: int = 0
) -> GameSetup:
    """A day at a location with the starter decks (content's four starter pairings)."""

    decks = starter_decks(catalog)
    if not 1 <= rangers <= len(decks):
        raise ValueError(f"rangers must be 1 to {len(decks)}, got {rangers}")
    weather = catalog.weather()[0].id if catalog.weather() else None
    seats = [
        RangerSetup(
            name=DEMO_NAMES[i],
            aspects=dict(decks[i].aspects),
            role_id=decks[i].role_id,
            deck=list(decks[i].cards),
        )
        for i in range(rangers)
    ]
    catalog.location_by_slug(location)  # a clear error now rather than deep inside the engine
    mission_ids = [m.id for m in catalog.missions() if m.front.enters == "surroundings"][:missions]
    return GameSetup(
        rangers=seats,
        location=location,
        weather=weather,
        seed=seed,
        path_sets=["woods"],
        missions=mission_ids,
    )


def new_session(catalog: Any, seed: int = 7, rangers: int = 2, missions: int = 0) -> Session:
    return Session.new(catalog, default_setup(catalog, seed=seed, rangers=rangers, missions=missions))


def _interesting(session: Session) -> bool:
    st = session.state
    if st.phase != "turns" or st.prompt is None or st.prompt.kind != "turn" or st.day_over:
        return False
    reach = sum(len(r.within_reach) for r in st.rangers)
    on_path = [*st.along_the_way, *(i for r in st.rangers for i in r.within_reach)]
    tokens = sum(1 for i in on_path if any(st.cards[i].tokens.get(k) for k in ("progress", "harm")))
    exhausted = any(
        st.cards[i].exhausted
        for i in [*st.along_the_way, *(x for r in st.rangers for x in r.within_reach + r.player_area)]
    )
    hand = len(st.ranger(st.prompt.ranger).hand) if st.prompt.ranger else 0
    return bool(st.along_the_way) and reach >= 2 and tokens >= 1 and exhausted and hand >= 3


def play_bot(session: Session, seed: int, max_steps: int = 300, stop_when_interesting: bool = True) -> int:
    """Answer prompts with a seeded weighted choice; returns the number of answers given."""
    rng = random.Random(seed)
    steps = 0
    while steps < max_steps and session.prompt is not None:
        if stop_when_interesting and steps >= 6 and _interesting(session):
            break
        options = session.prompt.options
        weights = [_BOT_WEIGHTS.get(o.kind, 1.0) for o in options]
        choice = rng.choices(options, weights=weights, k=1)[0]
        session.answer(choice.id)
        steps += 1
    return steps


def demo_session(catalog: Any, seed: int = 7, rangers: int = 2) -> Session:
    """A mid-round table; tries a few bot seeds until the table shows every kind of thing."""
    best: Session | None = None
    for attempt in range(30):
        session = new_session(catalog, seed=seed, rangers=rangers, missions=1)
        play_bot(session, seed * 101 + attempt)
        if _interesting(session):
            return session
        if best is None and session.prompt is not None:
            best = session
    return best if best is not None else new_session(catalog, seed=seed, rangers=rangers)


def travel_session(catalog: Any, seed: int = 11, location: str = "lone_tree_station") -> Session:
    """A real day brought to its travel phase, for the travel chooser's screenshot: setup
    answered, the location's progress met by a guide adjustment (logged, as a player would),
    then every ranger rests until the day reaches Phase 3."""

    choices = DayChoices(seed=seed, campaign_day=4, location=location)
    session = Session.new(catalog, build_setup(catalog, choices))
    while session.prompt is not None and session.prompt.kind in ("mulligan", "guide"):
        session.answer("done")
    loc = next(
        i
        for i in session.state.surroundings
        if catalog.card(session.state.cards[i].def_id).category == "location"
    )
    session.manual(ManualAdjust(action="add_tokens", card=loc, token="progress", amount=10))
    for _ in range(40):
        if session.prompt is None or session.prompt.kind == "travel":
            break
        ids = [o.id for o in session.prompt.options]
        session.answer("rest" if "rest" in ids else ids[0])
    return session


def demo_journey() -> list[Any]:
    """Five days of a made-up campaign, for the journey screenshot (`rangers-qt --map`)."""

    return [
        JourneyDay(1, ["lone_tree_station", "white_sky", "spire"], "spire", "made camp"),
        JourneyDay(2, ["spire", "crossroads_station", "branch"], "branch", "a ranger was too fatigued"),
        JourneyDay(3, ["branch", "the_high_basin", "the_fractured_wall"], "the_fractured_wall", "made camp"),
        JourneyDay(4, ["the_fractured_wall", "mount_nim", "white_sky"], "white_sky", "made camp"),
        JourneyDay(
            5, ["white_sky", "boulder_field", "kobos_market", "the_plummet"], "the_plummet", "made camp"
        ),
    ]
