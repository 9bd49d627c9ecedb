"""What a player chooses for a new day, and the engine's `GameSetup` built from it.

Qt-free so the dialog stays a thin form: the choices are a plain value that can be tested,
remembered (as JSON in QSettings) and carried over to the next day from a `DayOutcome`.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass, field, replace
from typing import Any, get_args

from rangers_qt.content.decks import starter_decks
from rangers_qt.content.models import Terrain
from rangers_qt.engine.day.day_setup import DIFFICULTY_WEATHER, day_setup_fields, recommended_weather
from rangers_qt.engine.setup import GameSetup, RangerSetup

TERRAINS: tuple[str, ...] = tuple(get_args(Terrain))
DIFFICULTIES: tuple[str, ...] = tuple(DIFFICULTY_WEATHER)
DEFAULT_NAMES = ("Mira", "Oren", "Tavi", "Sol")
START_LOCATION = "lone_tree_station"
MAX_SEED = 2**31 - 1


@dataclass(frozen=True)
class Seat:
    name: str
    deck: int  # index into starter_decks()


@dataclass(frozen=True)
class DayChoices:
    seats: tuple[Seat, ...] = field(default_factory=lambda: (Seat("Mira", 0), Seat("Oren", 1)))
    lead: int = 0
    location: str = START_LOCATION
    terrain: str = "woods"
    #: "difficulty" (weather by difficulty) or "campaign" (the campaign day's recommended weather).
    weather_by: str = "difficulty"
    difficulty: str = "normal"
    campaign_day: int = 1
    seed: int = 7

    def validate(self, catalog: Any, deck_count: int) -> list[str]:
        """Every problem in words (empty when the choices make a day)."""
        problems: list[str] = []
        if not 1 <= len(self.seats) <= 4:
            problems.append(f"a day needs 1 to 4 rangers, not {len(self.seats)}")
        for n, seat in enumerate(self.seats, start=1):
            if not seat.name.strip():
                problems.append(f"ranger {n} needs a name")
            if not 0 <= seat.deck < deck_count:
                problems.append(f"ranger {n}: no starter deck number {seat.deck + 1}")
        if not 0 <= self.lead < len(self.seats):
            problems.append("the lead ranger must be one of the rangers")
        try:
            catalog.location_by_slug(self.location)
        except KeyError:
            problems.append(f"unknown location {self.location!r}")
        if self.terrain not in TERRAINS:
            problems.append(f"unknown terrain {self.terrain!r}")
        if self.weather_by not in ("difficulty", "campaign"):
            problems.append(f"weather by {self.weather_by!r}: choose difficulty or campaign")
        if self.difficulty not in DIFFICULTIES:
            problems.append(f"unknown difficulty {self.difficulty!r}")
        if self.campaign_day < 1:
            problems.append("the campaign day starts at 1")
        if not 0 <= self.seed <= MAX_SEED:
            problems.append(f"the seed must be 0 to {MAX_SEED}")
        return problems

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> DayChoices:
        """Choices remembered earlier; a ValueError names what is wrong with the text."""
        try:
            data = json.loads(text)
            seats = tuple(Seat(str(s["name"]), int(s["deck"])) for s in data.pop("seats"))
            known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
            return cls(seats=seats, **known)
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"remembered day choices are unreadable: {exc}") from None


def random_seed() -> int:
    return random.SystemRandom().randint(1, 999_999)


def weather_slug(choices: DayChoices) -> str:
    if choices.weather_by == "campaign":
        return recommended_weather(choices.campaign_day)
    return DIFFICULTY_WEATHER[choices.difficulty]


def build_setup(catalog: Any, choices: DayChoices) -> GameSetup:
    """A whole day (mulligan, arrival setup, guide prompts) from the player's choices."""

    decks = starter_decks(catalog)
    problems = choices.validate(catalog, len(decks))
    if problems:
        raise ValueError("cannot start this day: " + "; ".join(problems))
    rangers = [
        RangerSetup(
            name=seat.name.strip(),
            aspects=dict(decks[seat.deck].aspects),
            role_id=decks[seat.deck].role_id,
            deck=list(decks[seat.deck].cards),
        )
        for seat in choices.seats
    ]
    return GameSetup(
        rangers=rangers,
        location=choices.location,
        terrain=choices.terrain,
        lead=choices.lead,
        seed=choices.seed,
        difficulty=choices.difficulty if choices.weather_by == "difficulty" else None,
        campaign_day=choices.campaign_day,
        **day_setup_fields(),
    )


def next_day(choices: DayChoices, outcome: Any, seed: int | None = None) -> DayChoices:
    """The same rangers the next campaign day, starting where the outcome left them, under the
    next day's recommended weather."""
    return replace(
        choices,
        location=outcome.location,
        terrain=outcome.terrain or choices.terrain,
        weather_by="campaign",
        campaign_day=choices.campaign_day + 1,
        seed=random_seed() if seed is None else seed,
    )


@dataclass(frozen=True)
class DeckOption:
    index: int
    name: str
    role: str
    aspects: str  # "AWA 2 · FIT 3 · FOC 1 · SPI 2"


def deck_options(catalog: Any) -> list[DeckOption]:

    out = []
    for n, deck in enumerate(starter_decks(catalog)):
        role = catalog.card(deck.role_id).name
        aspects = " \u00b7 ".join(f"{a} {v}" for a, v in deck.aspects.items())
        out.append(DeckOption(n, deck.name, str(role), aspects))
    return out


def location_options(catalog: Any) -> list[tuple[str, str]]:
    """(slug, name) of every map location, by name."""
    names = []
    for loc in catalog.valley_map.locations:
        try:
            names.append((loc.slug, str(catalog.location_by_slug(loc.slug).name)))
        except KeyError:
            names.append((loc.slug, loc.slug.replace("_", " ").title()))
    return sorted(names, key=lambda pair: pair[1])


def terrain_words(terrain: str | None) -> str:
    return (terrain or "").replace("_", " ")


def weather_name(catalog: Any, slug: str) -> str:
    for w in catalog.weather():
        if w.slug == slug:
            return str(w.name)
    return slug.replace("_", " ").title()


def choices_from_state(state: Any, catalog: Any, base: DayChoices | None = None) -> DayChoices:
    """Choices that seat the rangers of a game in progress (a demo or an opened save): each
    ranger's starter deck is the one with their role."""

    roles = [d.role_id for d in starter_decks(catalog)]
    seats = []
    for n, r in enumerate(state.rangers):
        role = state.cards[r.role].def_id if r.role in state.cards else ""
        seats.append(Seat(str(r.name), roles.index(role) if role in roles else n % len(roles)))
    lead = next((n for n, r in enumerate(state.rangers) if r.id == state.lead), 0)
    base = base or DayChoices()
    return replace(base, seats=tuple(seats), lead=lead, location=state.day.location or base.location)
