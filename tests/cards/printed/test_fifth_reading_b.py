"""Issue #27, the fifth reading, part B (seed 8861, docs/card-audit.md): the cards of the sample
that did something other than the printed card, each test naming the card and the clause, with
the case that failed before the fix beside its negative case."""

from __future__ import annotations

import pytest
from engine.helpers import C0, Game

from ..ranger_kit import add, in_play, ranger_table
from .printed_kit import CATALOG, HEART, energy_for, first_turn, tokens

TALA, ROCK, MARKERS = "01216", "01424", "01056"  # Watcher's Rock: a Mountain Trail location


def _tala_with_markers(target: str) -> int:
    """Trail Markers attached to Watcher's Rock, then Tala's Perseverance played on the trail
    named; the progress that trail got from the play."""
    cards = [CATALOG.card(i) for i in (TALA, ROCK, HEART, MARKERS)]
    deck = [TALA, MARKERS]
    g = Game(cards, path=[HEART], decks=[deck], location="watchers_rock", challenge_order=[C0] * 10)
    first_turn(g)
    rock = next(i for i in g.state.surroundings if g.state.cards[i].def_id == ROCK)
    energy_for(g, MARKERS)
    g.play(g.iid(MARKERS))
    g.pick(f"host:{rock}")
    heart = g.iid(HEART)
    card = rock if target == ROCK else heart
    before = tokens(g, card).get("progress", 0)
    energy_for(g, TALA)
    g.play(g.iid(TALA))
    g.pick(next(o.id for o in g.prompt.options if o.card == card))
    return tokens(g, card).get("progress", 0) - before


@pytest.mark.parametrize(("target", "added"), [(ROCK, 6), (HEART, 3)])
def test_01216_tala_s_perseverance_adds_its_2_more_in_the_same_addition(target: str, added: int) -> None:
    """01216 Tala's Perseverance, play (3 progress on a trail; the number added is 2 higher on a
    Mountain card or an obstacle), with 01056 Trail Markers' response (1 more whenever progress is
    added to the attached trail) on Watcher's Rock: one addition of 5, so 6 in all (before: two
    additions, 3 then 2, each raised by the Markers: 7). Negative case: Heart of the Swamp, a
    trail that is neither, without the Markers, gets the 3 only."""
    assert _tala_with_markers(target) == added


DOLEWOOD, THICKET, CLOAK = "01276", "01338", "01063"  # Thicket: a flora of presence 1


@pytest.mark.parametrize(("flora", "asked"), [(True, "3 fatigue"), (False, "2 fatigue")])
def test_01276_rotting_dolewood_clear_fatigue_is_suffered_once(flora: bool, asked: str) -> None:
    """01276 Rotting Dolewood, clear by harm (the other flora discarded; each Ranger suffers 2
    plus their combined presence): one suffering of the whole amount, so 01063 Camoweave Cloak's
    answer to fatigue from a path card is asked once, for all 3, and one charge prevents it all
    (before: 2, then 1 more, two questions). Negative case: no other flora, 2 asked."""
    g = ranger_table(deck=[CLOAK], path=[DOLEWOOD, THICKET])
    cloak, dolewood = in_play(g, CLOAK), g.bring(DOLEWOOD, zone="along_the_way")
    if flora:
        g.bring(THICKET, zone="along_the_way")
    add(g, dolewood, "harm", 3)
    p = g.expect("effect_may")
    assert p.options[0].card == cloak and asked in p.title
    g.pick("yes")
    assert g.prompt.kind != "effect_may"
    assert g.ranger().fatigue == [] and tokens(g, cloak) == {"charge": 2}
    assert g.where(dolewood) == ("path_discard", None)
