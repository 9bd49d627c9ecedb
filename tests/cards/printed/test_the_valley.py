"""Issue #27, the card audit (docs/card-audit-path.md): the Valley set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/the_valley.json) on the terrain kit."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CATALOG, CREST, FAIL, MOUNTAIN, SUN, remember, table

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


TENEBRAE, TALA, CALYPSA, REN = "01322", "01326", "01329", "01394"
URSUS, FLOOD_DAMAGE = "01256", "01273"  # a predator being (along the way), a feature (presence 2)


@pytest.mark.parametrize(("draw", "moves"), [(SUN, True), (MOUNTAIN, False)])
def test_the_tenebrae_sun_moves_it(draw: str, moves: bool) -> None:
    """01322 The Tenebrae (sun: move this feature). Solo, along the way: a sun draw moves it within
    reach; a mountain draw (the negative case) leaves it where it is."""
    g = table(first=TENEBRAE, draw=draw)
    tenebrae = g.iid(TENEBRAE)
    assert g.where(tenebrae) == ("along_the_way", None)
    remember(g)
    assert g.where(tenebrae) == (("within_reach", "r1") if moves else ("along_the_way", None))


def test_tala_mountain_offers_every_being_and_moves_the_one_chosen() -> None:
    """01326 Tala the Red, Exile (mountain: move a being). Tala and the Ursus are offered - the
    two beings, not the Flood Damage (a feature; the negative case); the Ursus chosen moves from
    along the way within reach and Tala stays."""
    g = table(URSUS, FLOOD_DAMAGE, first=TALA, draw=MOUNTAIN)
    tala, ursus = g.iid(TALA), g.bring(URSUS, "along_the_way")
    g.bring(FLOOD_DAMAGE, "along_the_way")
    remember(g)
    g.expect("effect_choice")
    assert sorted(g.options()) == sorted([f"card:{tala}", f"card:{ursus}"])
    g.pick(f"card:{ursus}")
    assert g.where(ursus) == ("within_reach", "r1") and g.where(tala) == ("within_reach", "r1")


def test_calypsa_mountain_puts_one_progress_on_a_path_card_not_the_location() -> None:
    """01329 Calypsa, Ranger Mentor (mountain: 1 progress on a path card). Calypsa and the Flood
    Damage are offered, not the location (not a path card; the negative case); the Flood Damage
    chosen takes 1 progress and nothing else changes."""
    g = table(FLOOD_DAMAGE, first=CALYPSA, draw=MOUNTAIN)
    calypsa, damage = g.iid(CALYPSA), g.bring(FLOOD_DAMAGE, "along_the_way")
    loc = g.state.surroundings[0]
    before = dict(g.state.cards[loc].tokens)
    remember(g)
    g.expect("effect_choice")
    assert sorted(g.options()) == sorted([f"card:{calypsa}", f"card:{damage}"])
    g.pick(f"card:{damage}")
    assert g.state.cards[damage].tokens.get("progress") == 1
    assert g.state.cards[calypsa].tokens.get("progress", 0) == 0 and dict(g.state.cards[loc].tokens) == before


@pytest.mark.parametrize(("draw", "added"), [(SUN, 1), (CREST, 0)])
def test_ren_kobo_sun_puts_one_progress_on_the_location(draw: str, added: int) -> None:
    """01394 Ren Kobo, Merchant (sun: 1 progress on the location). A sun draw: 1 more; a crest draw
    (the negative case; no predator for his crest): none."""
    g = table(first=REN, draw=draw)
    loc = g.state.surroundings[0]
    before = g.state.cards[loc].tokens.get("progress", 0)
    remember(g)
    assert g.state.cards[loc].tokens.get("progress", 0) == before + added
