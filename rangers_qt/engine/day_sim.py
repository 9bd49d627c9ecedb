"""Whole days with the random bot: setup with mulligans and arrival setup, travel when it can,
camp now and then; each next day starts where the last one ended, on that terrain.

Why a bot of its own on top of ``RandomBot``: the plain random choice would stay put most of the
time and end days through guide prompts; the day bot travels when the travel phase allows it,
answers guide prompts as "applied" and camps in about a quarter of its travels. Beside the
session, not in ``engine/day/``: it plays through a ``Session``, which sits above the day's flows.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.catalog import load_catalog
from rangers_qt.content.decks import starter_decks
from rangers_qt.engine import rng
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import CardBook, CatalogLike, book_for
from rangers_qt.engine.day.invariants import check_day
from rangers_qt.engine.day.outcome import END_KINDS
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.manual import ENERGY_MAX, ManualAdjust
from rangers_qt.engine.prompts import Prompt
from rangers_qt.engine.session import Session
from rangers_qt.engine.setup import GameSetup, RangerSetup
from rangers_qt.engine.state import GameState

WEATHERS = ("a_perfect_day", "downpour", "howling_winds", "electric_fog")


class DayBot(RandomBot):
    def __init__(self, seed: int, manual_rate: int = 3, camp_rate: int = 25) -> None:
        super().__init__(seed, manual_rate)
        self.camp_rate = camp_rate

    def choose(self, prompt: Prompt) -> str:
        ids = [o.id for o in prompt.options]
        if prompt.kind == "travel":
            travels = [i for i in ids if i.startswith("travel:")]
            if travels and rng.below(self.rng, 100) < 90:
                return rng.choice(self.rng, travels)
            return "stay"
        if prompt.kind == "camp":
            return "camp:yes" if rng.below(self.rng, 100) < self.camp_rate else "camp:no"
        if prompt.kind == "guide":
            roll = rng.below(self.rng, 100)
            if "not_met" in ids and roll < 30:
                return "not_met"
            if "flip" in ids and roll in (97, 98):
                return "flip"
            if roll == 99 and "end_day" in ids:
                return "end_day"
            return "done"
        if prompt.kind == "mulligan":
            if len(ids) > 1 and rng.below(self.rng, 100) < 30:
                return rng.choice(self.rng, ids[:-1])
            return "done"
        return super().choose(prompt)

    def maybe_manual(self, state: GameState) -> ManualAdjust | None:
        """Now and then progress on the location, so the travel phase is reached with travel open;
        at guide prompts, sometimes one of the guide tools."""
        prompt = state.prompt
        if prompt is not None and prompt.kind == "guide" and rng.below(self.rng, 100) < 20:
            tool = rng.below(self.rng, 3)
            if tool == 0:
                return ManualAdjust(action="record_event", reason=event_name(state))
            if tool == 1:
                return ManualAdjust(action="open_river")
            weather = [i for i in state.surroundings if state.cards[i].def_id.startswith("WE")]
            if weather:
                return ManualAdjust(action="flip", card=weather[0])
        if state.phase == "turns" and rng.below(self.rng, 100) < 4:
            loc = _location(state)
            if loc is not None:
                return ManualAdjust(action="add_tokens", card=loc, token="progress", amount=2)
        return super().maybe_manual(state)


def event_name(state: GameState) -> str:
    """The words the bot records as a notable event at a guide prompt (it cannot read the guide):
    the entry it was reading, with what pointed to it, and when, so that a reader of the tracker or
    the review knows where it came from ("event 8", its log number, said nothing to a reader)."""
    prompt = state.prompt
    title = prompt.title if prompt is not None and prompt.kind == "guide" else ""
    entry = title.removeprefix("Read ").removesuffix(" if its condition holds") or "a campaign guide entry"
    when = f"round {state.round}" if state.round else "before the first round"
    return f"Noted at {entry}, {when}"


def _location(state: GameState) -> str | None:
    # The location sits between the weather and the missions; its card id is a 5-digit code.
    for iid in state.surroundings:
        if state.cards[iid].def_id.isdigit():
            return iid
    return None


def day_summary(session: Session) -> dict[str, Any]:
    """One day's line of the JSON summary (also for a day cut short by a round limit)."""
    st = session.state
    outcome = session.outcome()
    return {
        "start_location": st.day.start_location,
        "locations_visited": list(st.day.visited),
        "travels": len(st.day.travels),
        "end_reason": outcome.end_kind if outcome is not None else None,
    }


def starter_rangers(catalog: Any, n: int) -> list[RangerSetup]:

    decks = starter_decks(catalog)
    return [
        RangerSetup(name=f"{d.name} #{i + 1}", aspects=dict(d.aspects), role_id=d.role_id, deck=list(d.cards))
        for i, d in enumerate(decks[i % len(decks)] for i in range(n))
    ]


def day_setup(
    catalog: Any,
    seed: int,
    rangers: list[RangerSetup],
    location: str,
    terrain: str | None,
    weather: str | None,
) -> GameSetup:
    return GameSetup(
        rangers=rangers,
        location=location,
        terrain=terrain,
        weather=weather,
        seed=seed,
        mulligan=True,
        arrival_setup=True,
        guide_prompts=True,
    )


def play_day(
    session: Session,
    bot: DayBot,
    book: CardBook,
    max_answers: int = 20000,
    check_every: int = 1,
    manual: dict[str, int] | None = None,
) -> tuple[list[str], int]:
    """Drive one session to the end of its day; returns (invariant violations, answers).

    ``manual`` (when given) counts the ``manual_effect`` pauses by card id: the card texts the
    engine could not run and the players would have applied by hand."""
    violations: list[str] = []
    answers = 0
    counted = ""

    def check(where: str, round_trip: bool) -> None:
        for p in check_state(
            session.state, book, round_trip=round_trip, max_extra_energy=ENERGY_MAX
        ) + check_day(session.state, book):
            if len(violations) < 50:
                violations.append(f"{where}: {p}")

    if check_every:
        check("setup", True)
    while session.state.phase != "ended":
        prompt = session.prompt
        if prompt is None:
            violations.append("no prompt while the day goes on")
            break
        if answers >= max_answers:
            violations.append("answer limit reached before the day ended")
            break
        if manual is not None and prompt.kind == "manual_effect" and prompt.id != counted:
            counted = prompt.id  # (the bot may adjust by hand before answering: one pause)
            iid = prompt.options[0].card if prompt.options else None
            card = session.state.cards.get(iid or "")
            if card is not None:
                manual[card.def_id] = manual.get(card.def_id, 0) + 1
        try:
            adj = bot.maybe_manual(session.state)
            if adj is not None:
                session.manual(adj)
            else:
                session.answer(bot.choose(prompt))
            answers += 1
        except (IllegalAnswer, EngineError, KeyError, AssertionError, ValueError) as exc:
            violations.append(f"answer {answers}: {type(exc).__name__}: {exc}")
            break
        if check_every and answers % check_every == 0:
            check(f"answer {answers}", answers % 50 == 0)
    if check_every:
        check("end", True)
    return violations, answers


def run_days(
    seed: int,
    rangers: int = 2,
    days: int = 1,
    location: str | None = None,
    weather: str | None = None,
    catalog: CatalogLike | None = None,
    check_every: int = 1,
    check_replay: bool = False,
    team: list[RangerSetup] | None = None,
) -> dict[str, Any]:
    """Play ``days`` consecutive days; a JSON-able summary with one entry per day.

    ``team``: the Rangers (default: ``rangers`` starter decks). The summary's ``manual_effects``
    counts the pauses for card texts the engine could not run, by card id."""
    if catalog is None:
        catalog = load_catalog()
    book = book_for(catalog)
    cat: Any = catalog
    pick = rng.RngState(seed=seed ^ 0xDA7, counter=0)
    slugs = [loc.slug for loc in cat.valley_map.locations] if hasattr(cat, "valley_map") else []
    here = location or (rng.choice(pick, slugs) if slugs else "lone_tree_station")
    terrain: str | None = None
    if hasattr(cat, "valley_map"):
        paths = cat.valley_map.neighbours(here)
        terrain = str(rng.choice(pick, paths)[1]) if paths else None
    team = list(team) if team is not None else starter_rangers(catalog, rangers)
    rangers = len(team)
    manual: dict[str, int] = {}
    bot = DayBot(seed)
    out_days: list[dict[str, Any]] = []
    violations: list[str] = []
    total_answers = 0
    for n in range(days):
        w = weather or rng.choice(pick, list(WEATHERS))
        session = Session.new(book, day_setup(catalog, seed * 1000 + n, team, here, terrain, w))
        v, answers = play_day(session, bot, book, check_every=check_every, manual=manual)
        total_answers += answers
        violations += [f"day {n + 1}: {x}" for x in v]
        if check_replay:
            again = Session.from_json(session.to_json(), book, verify=False)
            if again.hash() != session.hash():
                violations.append(f"day {n + 1}: replaying the log gives a different state hash")
        outcome = session.outcome()
        if outcome is None:
            out_days.append({"start_location": here, "end_reason": "unfinished"})
            break
        if outcome.end_kind not in END_KINDS:
            violations.append(f"day {n + 1}: ended for no rulebook reason: {outcome.end_reason}")
        out_days.append(
            {
                "start_location": here,
                "start_terrain": terrain,
                "weather": w,
                "locations_visited": outcome.locations_visited,
                "travels": len(outcome.travels),
                "travel_list": [[t.origin, t.destination, t.terrain] for t in outcome.travels],
                "end_reason": outcome.end_kind,
                "end_text": outcome.end_reason,
                "rounds": outcome.rounds,
                "answers": answers,
                "lingering_injuries": [li.ranger for li in outcome.lingering_injuries],
            }
        )
        here, terrain = outcome.location, outcome.terrain
        for li in outcome.lingering_injuries:
            idx = int(li.ranger[1:]) - 1
            if li.card_id:
                team[idx] = team[idx].model_copy(update={"deck": [*team[idx].deck, li.card_id]})
    return {
        "seed": seed,
        "rangers": rangers,
        "answers": total_answers,
        "days": out_days,
        "invariant_violations": violations,
        "manual_effects": dict(sorted(manual.items())),
    }
