"""What the bot's seeded days show a player, prompts and log, is words, never keys (issue #27).

Why: prompts, options and log lines are built while the engine runs, from hook keys
("response:after:challenge_shuffle"), map slugs ("white_sky") and threshold names
("ranger_tokens"); a template that pastes one in shows it on every day. ``tests/plain_words.py``
is the same list the rules-text test uses (its crafted lines prove each check can fail).
"""

from __future__ import annotations

from plain_words import problems

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import WEATHERS, DayBot, day_setup, starter_rangers
from rangers_qt.engine.session import Session

CATALOG = load_catalog()


def _seeded_day_words(seed: int) -> list[tuple[str, str]]:
    """Every prompt title, option label and log line of one bot day (2 Rangers)."""
    book = book_for(CATALOG)
    slugs = [loc.slug for loc in CATALOG.valley_map.locations]
    here = slugs[seed % len(slugs)]
    terrain = str(CATALOG.valley_map.neighbours(here)[0][1])
    weather = list(WEATHERS)[seed % len(WEATHERS)]
    session = Session.new(book, day_setup(CATALOG, seed, starter_rangers(CATALOG, 2), here, terrain, weather))
    bot = DayBot(seed)
    out: list[tuple[str, str]] = []
    for _ in range(3000):
        prompt = session.prompt
        if session.state.phase == "ended" or prompt is None:
            break
        out.append(("prompt", prompt.title))
        out += [("option", o.label) for o in prompt.options]
        out += [("log", e.text) for e in session.answer(bot.choose(prompt)).events]
    return out


def test_seeded_days_show_no_hook_key_id_or_snake_case() -> None:
    said = [w for seed in (0, 1, 2) for w in _seeded_day_words(seed)]
    assert sum(1 for where, _ in said if where == "log") > 300  # whole days were read
    wrong = [(where, why, text) for where, text in said for why in problems(text)]
    assert wrong == []


def test_the_log_names_each_ability_by_its_words_not_its_hook_key() -> None:
    """The log line as a card's effects start ("Name: <what>") for every ability of every card:
    "when played", "response (after the challenge deck is shuffled)", never "ability ability" or
    "response:after:challenge shuffle ability"."""
    labels = set(book_for(CATALOG).behaviour.roots.values())
    assert "response (after the challenge deck is shuffled)" in labels
    assert "when played" in labels and "ability" in labels
    assert [(label, problems(label)) for label in sorted(labels) if problems(label) or ":" in label] == []


def test_a_set_search_prompt_names_the_set_as_the_rules_text_does() -> None:
    """Seed 59's day reaches Crossroads Station's search of the Valley set (issue #27, the fourth
    reading's check of what a player reads): the prompt says "the Valley set", as the card's text
    does, not "the the valley set" (the set's id pasted after "the")."""
    prompts = [text for where, text in _seeded_day_words(59) if where == "prompt" and "set for which" in text]
    assert prompts, "seed 59 no longer reaches a set search: pick another seed"
    assert all("search the Valley set for which card?" in text and not problems(text) for text in prompts)
