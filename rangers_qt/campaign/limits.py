"""What the game allows a campaign to hold, as bounded types every campaign model is built from.

Why one module: a campaign file is input from outside (edited, damaged or crafted, its hash
recomputed), and every number or text in it must be bounded by what the game allows before
anything uses it - a day of 10^18 once made the tracker build one line per day until memory ran
out. The pydantic models of the tracker, the actions and the file use these types, so a file
that breaks a bound is refused by validation, in one line naming the field, before anything is
built; the same bounds refuse an action the UI builds from a player's input.

The numbers: the printed day track has 30 days and the extended calendar goes on to day 45
(engine/day/day_setup.py ``RECOMMENDED_WEATHER``); the tracker's next day may be one past the
last day played. A note is at most the engine's own text bound (``TEXT_MAX``, 200 characters).
Lists and other texts have generous caps far above any real campaign, so that a crafted file
cannot make them the cost of opening it.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field, StringConstraints

from rangers_qt.engine.day.day_setup import RECOMMENDED_WEATHER
from rangers_qt.engine.manual import TEXT_MAX

#: The printed day track.
TRACK_DAYS = 30
#: The last day of the extended calendar: no campaign day lies past it.
LAST_DAY = 45
#: Longest note on the day track (the bound of the day's own note tool, engine/manual.py).
NOTE_MAX = TEXT_MAX
#: Seeds are non-negative and fit the engine's 64-bit generator state.
SEED_MAX = 2**63 - 1
#: Any other text (names, card ids, entries, events, warnings).
TEXT_LONG = 1_000
#: Any list of the tracker or the file (cards, missions, events, notes of a day...).
LIST_MAX = 1_000
#: Rangers a group can hold over a whole campaign (four play; some leave and others join).
RANGERS_MAX = 16
#: Items of a campaign's history (days and actions between them).
MAX_HISTORY = 10_000
#: Nesting the file ever has (it is about 9 levels deep); checked on the raw bytes before parsing.
DEPTH_MAX = 48

#: A day of the campaign (played, being played, or on the track).
Day = Annotated[int, Field(ge=1, le=LAST_DAY)]
#: The tracker's next day: one past the last day when the calendar is played out.
NextDay = Annotated[int, Field(ge=1, le=LAST_DAY + 1)]
Seed = Annotated[int, Field(ge=0, le=SEED_MAX)]
#: A number in an action as the player gave it (a day, a note's index): refused in words when it
#: applies, so that a typo is a ``CampaignError``; bounded so that no file can make it the cost.
Small = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]
Count = Annotated[int, Field(ge=0, le=1_000_000)]
Text = Annotated[str, StringConstraints(max_length=TEXT_LONG)]
Note = Annotated[str, StringConstraints(max_length=NOTE_MAX)]

_WEATHER = frozenset(slug for _, _, slug in RECOMMENDED_WEATHER)
#: The weathers of the track, in a fixed order (for choices and refusals in words).
TRACK_WEATHERS: tuple[str, ...] = tuple(sorted(_WEATHER))


def _known_weather(slug: str) -> str:
    if slug not in _WEATHER:
        raise ValueError(f"unknown weather {slug[:40]!r} (one of {', '.join(sorted(_WEATHER))})")
    return slug


#: A weather slug of the day track (the recommended weather of some day).
TrackWeather = Annotated[str, AfterValidator(_known_weather)]

#: Lists of texts: card ids, entries, notes of a day, warnings.
TextList = Annotated[list[Text], Field(max_length=LIST_MAX)]
NoteList = Annotated[list[Note], Field(max_length=LIST_MAX)]
#: The Rangers who play a day, in seat order (one to four).
Seats = Annotated[list[Text], Field(min_length=1, max_length=4)]
