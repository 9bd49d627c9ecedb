"""Issue #27, the card audit (docs/card-audit-path.md): the Valley set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/the_valley.json) on the terrain kit."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CATALOG, FAIL, SUN, remember, table

CACHE = "01373"


def _discard(g: Game, rid: str, n: int) -> list[str]:
    cards = g.state.ranger(rid).hand[:n]
    for card in cards:
        g.session.manual(ManualAdjust(action="move", card=card, zone="discard", ranger=rid))
    return cards


def _clear_cache(discards: tuple[int, int]) -> tuple[Game, list[str | None]]:
    """Two Rangers with ``discards`` cards in their discard piles; both tokens go on the Ranger
    Cache (its threshold: every Ranger's token), so it clears. Returns the game and who was asked
    each question that followed."""
    g = table(first=CACHE, rangers=2)
    cache = g.iid(CACHE)
    for rid, n in zip(("r1", "r2"), discards, strict=True):
        _discard(g, rid, n)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=cache))
    asked: list[str | None] = []
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=cache))
    while g.session.prompt is not None and g.prompt.kind == "effect_choice":
        asked.append(g.prompt.ranger)
        g.pick(g.options()[0])
    assert g.where(cache) == ("path_discard", None)
    return g, asked


def test_ranger_cache_clear_each_ranger_shuffles_two_of_their_own_discards() -> None:
    """01373 Ranger Cache (clear by Ranger tokens: each Ranger shuffles 2 cards of their discard into
    their deck): 3 discarded cards each - 1 is left in each discard, and each Ranger picks their own
    2 cards (2 questions to r1, then 2 to r2)."""
    g, asked = _clear_cache((3, 3))
    assert [len(r.discard) for r in g.state.rangers] == [1, 1]
    assert asked == ["r1", "r1", "r2", "r2"]


def test_ranger_cache_clear_with_fewer_than_two_discards_takes_what_there_is() -> None:
    """01373 Ranger Cache (clear by Ranger tokens, negative case): 1 and 0 cards in the discards -
    the one card goes back, nothing is asked of the Ranger with an empty discard."""
    g, asked = _clear_cache((1, 0))
    assert [len(r.discard) for r in g.state.rangers] == [0, 0]
    assert "r2" not in asked


def test_ranger_cache_clear_is_told_once() -> None:
    """01373 Ranger Cache (clear by Ranger tokens; issue #27's example of a clause told twice):
    the shuffle is said once, with its count."""
    line = next(t for t in rules_text(CATALOG.card(CACHE)) if "clears" in t)
    assert line.count("shuffle") == 1 and "2" in line


BEN, UMBRA, SINKHOLE = "01318", "01328", "01334"


def _entries(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.text for e in result.events if e.kind == "guide_entry"]


def test_ben_amon_clear_by_ranger_tokens_needs_every_rangers_token() -> None:
    """01318 Ben Amon, Swift Pilot, clear by Ranger tokens (rulebook: Ranger-symbol threshold,
    every Ranger's token on the card): with two Rangers, one token leaves him in play and reads
    nothing; the second clears him and reads his entry (87)."""
    g = table(first=BEN, rangers=2)
    ben = g.iid(BEN)
    one = g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=ben))
    assert g.where(ben)[0] == "within_reach" and not _entries(one)
    both = g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=ben))
    assert g.where(ben) == ("path_discard", None) and any("87" in t for t in _entries(both))


def test_ben_amon_clear_by_harm_reads_his_entry_only_at_four_harm() -> None:
    """01318 Ben Amon, Swift Pilot, clear by harm (threshold 4): 3 harm leave him in play and read
    nothing; the fourth clears him and reads 87."""
    g = table(first=BEN)
    ben = g.iid(BEN)
    below = g.session.manual(ManualAdjust(action="add_tokens", card=ben, token="harm", amount=3))
    assert g.where(ben)[0] == "within_reach" and not _entries(below)
    at = g.session.manual(ManualAdjust(action="add_tokens", card=ben, token="harm", amount=1))
    assert g.where(ben) == ("path_discard", None) and any("87" in t for t in _entries(at))


def test_umbra_sun_does_nothing_while_it_is_already_within_reach() -> None:
    """01328 Umbra, challenge sun (only while it is along the way: it comes within reach and
    fatigues you; tests/cards/test_valley_general.py): already within reach, it stays there and
    fatigues nobody."""
    g = table(first=UMBRA, draw=SUN)
    umbra = g.iid(UMBRA)
    g.session.manual(ManualAdjust(action="move", card=umbra, zone="within_reach", ranger="r1"))
    fatigue = len(g.ranger().fatigue)
    remember(g)
    assert g.where(umbra) == ("within_reach", "r1") and len(g.ranger().fatigue) == fatigue


def test_arcology_sinkhole_failed_explore_leaves_your_ranger_token_where_it_was() -> None:
    """01334 Arcology Sinkhole, test Explore: success (your Ranger token onto it:
    tests/cards/test_valley_general.py): a failed Explore moves no token onto it."""
    g = table(first=SINKHOLE, draw=FAIL)
    sink = g.iid(SINKHOLE)
    g.perform("t1", sink, energy=1)
    assert g.ranger().ranger_token_on != sink


QUISI, GOGGLES = "01264", "01040"


def test_quisi_vos_sun_takes_a_token_from_a_gear_when_there_is_no_progress() -> None:
    """01264 Quisi Vos, Rascal, challenge sun (1 progress, or 1 token from a plant, insect or gear):
    with no progress anywhere and tokens only on a gear, one of the gear's tokens goes; before the
    gear is in play the sun takes nothing (the progress case: tests/cards/test_valley_general.py)."""
    g = table(first=QUISI, draw=SUN, extra=(CATALOG.card(GOGGLES),), decks=[[GOGGLES]])
    remember(g)
    assert all(not c.tokens for c in g.state.cards.values())
    goggles = g.bring(GOGGLES, zone="player_area")
    assert dict(g.state.cards[goggles].tokens) == {"drop": 3}
    remember(g)
    while g.session.prompt is not None and g.prompt.kind == "effect_choice":
        g.pick(g.options()[0])
    assert dict(g.state.cards[goggles].tokens) == {"drop": 2}
