"""What the day's prompts and the day's end show, read from the engine's state, prompt and outcome.

Qt-free: the travel chooser's rows, the mulligan's set-aside cards and the day summary are plain
values here, so the widgets only lay them out. Nothing is decided here: every choice is one of
the prompt's options, and the summary only words the engine's `DayOutcome`. Campaign-guide text
is never shown, only the entry numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rangers_qt.app.day_choices import terrain_words


@dataclass(frozen=True)
class Destination:
    slug: str
    name: str
    terrain: str
    pivotal: bool
    option_id: str | None  # None: the path cannot be travelled now (river closed)
    note: str = ""


def location_name(catalog: Any, slug: str) -> str:
    try:
        return str(catalog.location_by_slug(slug).name)
    except KeyError:
        return slug.replace("_", " ").title()


def _pivotal(catalog: Any, slug: str) -> bool:
    return any(loc.slug == slug and loc.pivotal for loc in catalog.valley_map.locations)


def travel_destinations(state: Any, catalog: Any, prompt: Any) -> list[Destination]:
    """The prompt's travel options, then the river paths from here that are still closed."""
    rows: list[Destination] = []
    offered: set[tuple[str, str]] = set()
    for o in prompt.options:
        if o.kind != "travel":
            continue
        slug = o.id.split(":")[1]
        terrain = o.area or ""
        offered.add((slug, terrain))
        rows.append(Destination(slug, location_name(catalog, slug), terrain, _pivotal(catalog, slug), o.id))
    vmap = catalog.valley_map
    if not state.day.river_open:
        for slug, terrain in vmap.neighbours(state.day.location):
            if terrain in vmap.restricted_terrain and (slug, terrain) not in offered:
                rows.append(
                    Destination(
                        slug,
                        location_name(catalog, slug),
                        terrain,
                        _pivotal(catalog, slug),
                        None,
                        "river closed",
                    )
                )
    return rows


def location_progress(state: Any, catalog: Any) -> tuple[str, int, int | None] | None:
    """(location name, progress on it, its threshold) for the current location card."""
    for iid in state.surroundings:
        inst = state.cards[iid]
        card = catalog.card(inst.def_id)
        if getattr(card, "category", "") == "location":
            threshold = card.progress_threshold.resolve(len(state.rangers))
            return str(card.name), int(inst.tokens.get("progress", 0)), threshold
    return None


def mulligan_aside(state: Any, prompt: Any) -> list[str]:
    """Hand cards already set aside: the mulligan offers every other hand card."""
    if prompt is None or prompt.kind != "mulligan" or not prompt.ranger:
        return []
    offered = {o.card for o in prompt.options if o.card}
    return [iid for iid in state.ranger(prompt.ranger).hand if iid not in offered]


def guide_entry(prompt: Any) -> tuple[str, str]:
    """(entry number, where it comes from) from a guide prompt's title."""
    title: str = prompt.title
    rest = title.removeprefix("Read campaign guide entry ").strip()
    number, _, source = rest.partition(" ")
    source = source.strip()
    if source.startswith("(") and ")" in source:
        source = source[1 : source.rindex(")")] + source[source.rindex(")") + 1 :]
    return number, source.strip()


END_WORDS = {
    "camp": "The rangers made camp",
    "too_fatigued": "A ranger was too fatigued to go on",
    "too_injured": "A ranger suffered a third injury",
    "guide": "The campaign guide ended the day",
}


@dataclass(frozen=True)
class Section:
    title: str
    lines: tuple[str, ...]


def day_summary(
    outcome: Any, catalog: Any, ranger_names: dict[str, str], day: int | None = None
) -> list[Section]:
    """The day's outcome in words, section by section (empty sections are left out)."""

    def card_name(card_id: str) -> str:
        try:
            return str(catalog.card(card_id).name)
        except KeyError:
            return card_id

    where = location_name(catalog, outcome.location)
    path = f" on a {terrain_words(outcome.terrain)} path" if outcome.terrain else ""
    ended = END_WORDS.get(outcome.end_kind, outcome.end_kind)
    head = [
        f"The rangers stand at {where}{path}.",
        # Camping's reason only names the location again ("camp for the night at ..."): the
        # line above already says where the rangers stand.
        f"{ended}"
        + (f" ({outcome.end_reason})." if outcome.end_reason and outcome.end_kind != "camp" else "."),
        f"Rounds played: {outcome.rounds}.",
    ]
    if day is not None:
        head.insert(0, f"Campaign day {day}.")
    travels = [
        f"Round {t.round}: {location_name(catalog, t.origin)} \u2192 {location_name(catalog, t.destination)}"
        f" ({terrain_words(t.terrain)})"
        for t in outcome.travels
    ]
    injuries = [
        f"{ranger_names.get(li.ranger, li.name)}: add a Lingering Injury to the deck"
        for li in outcome.lingering_injuries
    ]
    missions = [f"Added: {card_name(m)}" for m in outcome.missions_added]
    missions += [f"Completed: {card_name(m)}" for m in outcome.missions_completed]
    missions += [
        f"Progressed: {note.name}" + (f" (guide entry {note.entry})" if note.entry else "")
        for note in outcome.missions_progressed
    ]
    missions += [f"Still in play: {card_name(m)}" for m in outcome.missions_in_play]
    sections = [
        Section("The day", tuple(head)),
        Section("Travels", tuple(travels) or ("The rangers did not travel.",)),
        Section("Lingering injuries", tuple(injuries)),
        Section("Notable events recorded", tuple(outcome.events)),
        Section("Rewards unlocked", tuple(card_name(r) for r in outcome.rewards)),
        Section("Missions", tuple(missions)),
        Section("Campaign guide entries read", tuple(f"Entry {e}" for e in outcome.guide_entries)),
    ]
    return [s for s in sections if s.lines]


def day_log_text(sections: list[Section], log_lines: list[str]) -> str:
    """The summary and every answer of the day, as plain text for "Save day log"."""
    out: list[str] = []
    for s in sections:
        out.append(s.title.upper())
        out += [f"  {line}" for line in s.lines]
        out.append("")
    out.append("THE DAY, ANSWER BY ANSWER")
    out += [f"  {n}. {line}" for n, line in enumerate(log_lines, start=1)]
    return "\n".join(out) + "\n"
