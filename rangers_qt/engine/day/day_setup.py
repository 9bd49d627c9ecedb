"""Rulebook: Game Setup, the steps that belong to a day of the campaign: the mulligan, the day's
weather (recommended by the campaign tracker or chosen by difficulty), the guide entries listed
above the day, arrival setup and the start-of-day effects.

Why the flags default to off in ``GameSetup``: the rules tests drive single rounds with pinned
decks and expect the first turn at once; a real day (the app, the simulator) switches them on
with ``day_setup_fields`` or explicitly.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops, rng
from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.day import arrival, guide, missions, travel  # noqa: F401  (their steps)
from rangers_qt.engine.day import weather as _weather_steps  # noqa: F401
from rangers_qt.engine.effects.interpreter import fire
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.prompts import Option
from rangers_qt.words import count

#: Campaign tracker facts: recommended weather (by slug) for each day of the 30-day track.
RECOMMENDED_WEATHER: tuple[tuple[int, int, str], ...] = (
    (1, 3, "a_perfect_day"),
    (4, 7, "downpour"),
    (8, 9, "a_perfect_day"),
    (10, 12, "downpour"),
    (13, 14, "howling_winds"),
    (15, 17, "downpour"),
    (18, 20, "howling_winds"),
    (21, 22, "a_perfect_day"),
    (23, 25, "downpour"),
    (26, 28, "howling_winds"),
    (29, 30, "a_perfect_day"),
    # The extended 45-day calendar (a campaign that runs past the printed track).
    (31, 33, "downpour"),
    (34, 35, "a_perfect_day"),
    (36, 39, "howling_winds"),
    (40, 42, "downpour"),
    (43, 45, "a_perfect_day"),
)
#: Guide entries printed above a day on the tracker (read during weather setup).
DAY_ENTRIES: dict[int, tuple[str, ...]] = {1: ("1",), 3: ("94.1",), 4: ("1.04",)}
#: Rulebook: Weather Cards, Customizing Difficulty with Weather.
DIFFICULTY_WEATHER = {
    "easy": "a_perfect_day",
    "normal": "downpour",
    "hard": "howling_winds",
    "expert": "electric_fog",
}


def recommended_weather(day: int) -> str:
    """The tracker's weather slug for a campaign day (1-30, then the extended calendar to 45;
    later days cycle the 45 days)."""
    if day < 1:
        raise EngineError(f"campaign day {day} is before day 1")
    d = (day - 1) % 45 + 1
    for lo, hi, slug in RECOMMENDED_WEATHER:
        if lo <= d <= hi:
            return slug
    raise EngineError(f"no recommended weather for day {day}")


def _weather_cards(book: CardBook) -> list[Any]:
    cat = book.catalog
    fn = getattr(cat, "weather", None)
    if callable(fn):
        return list(fn())
    cards = getattr(cat, "cards", {})
    return [c for c in cards.values() if getattr(c, "category", None) == "weather"]


def resolve_weather(
    book: CardBook, weather: str | None, difficulty: str | None, day: int | None
) -> str | None:
    """The weather card id for the day: an explicit card id or slug, else the difficulty's card,
    else the campaign day's recommended card, else none."""
    cards = _weather_cards(book)
    wanted: str | None = None
    if weather:
        for c in cards:
            if weather in (c.id, getattr(c, "slug", None)) or weather.casefold() == c.name.casefold():
                return str(c.id)
        book.facts(weather)  # an unknown id raises a KeyError naming it
        return weather
    if difficulty:
        if difficulty not in DIFFICULTY_WEATHER:
            raise EngineError(f"unknown difficulty {difficulty!r}; choose easy, normal, hard or expert")
        wanted = DIFFICULTY_WEATHER[difficulty]
    elif day is not None:
        wanted = recommended_weather(day)
    if wanted is None:
        return None
    for c in cards:
        if getattr(c, "slug", None) == wanted:
            return str(c.id)
    raise EngineError(f"the catalog has no weather card {wanted!r}")


def day_setup_fields() -> dict[str, Any]:
    """``GameSetup`` fields that make a full day (mulligan, arrival setup, guide prompts on)."""
    return {"mulligan": True, "arrival_setup": True, "guide_prompts": True}


def day_setup(eng: Engine, args: dict[str, Any]) -> None:
    """Queue the rest of setup in the rulebook's order (hands are drawn by now)."""
    st = eng.state
    steps = []
    if args.get("mulligan"):
        steps += [step("mulligan", ranger=r.id, aside=[]) for r in st.rangers]
    day = args.get("campaign_day")
    entries = args.get("entries")
    if day is not None:
        listed = DAY_ENTRIES.get(int(day), ()) if entries is None else tuple(entries)
        for entry in listed:
            steps.append(step("guide", entry=entry, title=f"Day {day} of the campaign"))
    if args.get("arrival"):
        steps.append(step("arrival", setup=True))
    steps.append(step("start_of_day"))
    eng.push(*steps)


def mulligan(eng: Engine, args: dict[str, Any]) -> None:
    """Rulebook: Game Setup, Draw Starting Hand, Mulligan: set aside any number of cards one at a
    time, then draw as many and shuffle the set-aside cards back into the deck."""
    rid: str = args["ranger"]
    aside: list[str] = list(args.get("aside", []))
    r = eng.state.ranger(rid)
    options = [
        Option(
            id=f"aside:{iid}",
            label=f"Set aside {eng.name(iid)}",
            kind="choose_card",
            card=iid,
            then=[step("mulligan", ranger=rid, aside=[*aside, iid])],
        )
        for iid in r.hand
        if iid not in aside
    ]
    label = (
        f"Draw {len(aside)} new card(s) and shuffle the set-aside ones back" if aside else "Keep this hand"
    )
    options.append(
        Option(id="done", label=label, kind="done", then=[step("mulligan_draw", ranger=rid, aside=aside)])
    )
    eng.ask("mulligan", rid, f"{r.name}: mulligan? ({len(aside)} set aside)", options)


def mulligan_draw(eng: Engine, args: dict[str, Any]) -> None:
    rid: str = args["ranger"]
    aside: list[str] = list(args.get("aside", []))
    if not aside:
        return
    r = eng.state.ranger(rid)
    for iid in aside:
        ops.place(eng, iid, "set_aside")
    ops.draw(eng, rid, len(aside))
    for iid in aside:
        ops.place(eng, iid, "deck", rid)
    rng.shuffle(eng.state.rng, r.deck)
    eng.rec.event("mulligan", f"{r.name} redraws {count(len(aside), 'card')}", [], rid)


def start_of_day(eng: Engine, _args: dict[str, Any]) -> None:
    """Rulebook: Game Setup, Finishing Touches. Cards' printed tokens are placed as they enter
    play; "Start of Day" texts of the surroundings (missions) run as ``start_of_day`` abilities."""
    st = eng.state
    st.day.visited = st.day.visited or [st.day.location]
    place = eng.book.catalog.location_by_slug(st.day.location).name
    eng.rec.event("day", f"The day begins at {place}")
    # "Start of day" texts of the surroundings (a mission's entry to read), in surroundings order.
    if eng.book.behaviour.triggers.get("start_of_day"):
        for iid in reversed(list(st.surroundings)):
            fire(eng, "start_of_day", iid, st.lead)
