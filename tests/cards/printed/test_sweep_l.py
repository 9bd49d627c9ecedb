"""Issue #27, the sweep of the unread cards, group L (docs/card-audit.md): the printed clauses of the
group that no earlier test proved with their outcome and a negative case, each naming the card and
the clause. The reading found no wrong or missing behaviour; these hold what it checked."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

from ..location_kit import MOUNTAIN, PREDATOR, PREY, STONES, at, remember, tokens
from .printed_kit import CATALOG

BIOLOGICAL, MICHAELS_BOG, GARDEN = "01445", "01430", "01437"

#: Group L's aspect cards and their printed values (AWA, FIT, FOC, SPI), read against the printed cards.
ASPECT_CARDS = {
    "01241": (1, 2, 2, 3),
    "01246": (2, 2, 1, 3),
    "01248": (2, 2, 3, 1),
    "01249": (1, 2, 3, 2),
    "01253": (3, 1, 2, 2),
    "01254": (3, 2, 1, 2),
    "01255": (3, 2, 2, 1),
}

#: Group L's challenge cards: printed modifiers (AWA, FIT, FOC, SPI), symbol, reshuffle icon.
CHALLENGE_CARDS = {
    "CH03": ((0, -1, 1, 0), "mountain", False),
    "CH04": ((-1, 1, -1, 1), "mountain", False),
    "CH07": ((0, -1, 0, -1), "mountain", False),
    "CH08": ((1, -1, 1, -1), "mountain", False),
    "CH11": ((0, 0, 1, -1), "crest", False),
    "CH14": ((-1, 0, 1, 0), "crest", False),
    "CH16": ((0, -1, 0, 1), "crest", False),
    "CH20": ((-2, 1, 1, 0), "sun", True),
    "CH24": ((-1, 1, 0, 0), "sun", False),
}

ASPECTS = ("AWA", "FIT", "FOC", "SPI")


@pytest.mark.parametrize("card", sorted(ASPECT_CARDS))
def test_group_l_aspect_card_has_its_printed_values(card: str) -> None:
    """01241-01255 (group L's seven), the aspect card's four printed values."""
    aspect = CATALOG.card(card)
    assert tuple(getattr(aspect, a) for a in ASPECTS) == ASPECT_CARDS[card]


@pytest.mark.parametrize("card", sorted(CHALLENGE_CARDS))
def test_group_l_challenge_card_has_its_printed_modifiers_symbol_and_reshuffle(card: str) -> None:
    """CH03-CH24 (group L's nine): each aspect's modifier, the symbol, the reshuffle icon (on
    CH20 only of these)."""
    challenge = CATALOG.card(card)
    mods, symbol, reshuffle = CHALLENGE_CARDS[card]
    assert tuple(challenge.mods[a] for a in ASPECTS) == mods  # type: ignore[union-attr]
    assert challenge.symbol == symbol  # type: ignore[union-attr]
    assert bool(challenge.reshuffle) is reshuffle  # type: ignore[union-attr]


def test_01445_biological_outpost_mountain_an_exhausted_prey_is_not_active() -> None:
    """01445 Biological Outpost, its mountain (no active predator or prey: the next one comes): an
    exhausted prey is not active (Rulebook: Active), so the predator below it comes into play."""
    g = at(BIOLOGICAL, PREY, PREDATOR, draw=MOUNTAIN)
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid(PREY.id)))
    remember(g)
    assert g.where(g.iid(PREDATOR.id)) == ("within_reach", "r1")


@pytest.mark.parametrize(("tester", "comes"), [("r2", True), ("r1", False)])
def test_01445_biological_outpost_mountain_counts_what_is_active_for_the_tester(
    tester: str, comes: bool
) -> None:
    """01445 Biological Outpost, its mountain: a ready prey within r1's reach is active for r1 only
    (Rulebook: Active); r2 testing brings the next predator, r1 testing does not."""
    g = at(BIOLOGICAL, PREY, STONES[0], PREDATOR, draw=MOUNTAIN, rangers=2)
    assert g.where(g.iid(PREY.id)) == ("within_reach", "r1")
    g.pick(f"next:{tester}", "choose_next")
    remember(g)
    assert (g.where(g.iid(PREDATOR.id))[0] == "within_reach") is comes


def test_01430_michaels_bog_mountain_discards_the_toxin_with_no_being_to_harm() -> None:
    """01430 Michael's Bog, its mountain: past the Rangers' count the toxin is discarded even with
    no being in play to take the harm (one below: the toxin stays)."""
    g = at(MICHAELS_BOG, STONES[0], draw=MOUNTAIN)
    loc = g.iid(MICHAELS_BOG)
    remember(g)
    assert tokens(g, loc) == {"toxin": 1}  # 1 toxin, 1 Ranger: not more
    remember(g)
    assert tokens(g, loc) == {}


def test_01437_the_philosophers_garden_card_turned_face_down_keeps_its_attachments() -> None:
    """01437 The Philosopher's Garden, its refresh: the path card turned face down keeps what is
    attached to it; the card attached (not a card in play of its own) is never the one turned."""
    g = at(GARDEN, PREY, STONES[0])
    eng = Engine(g.state, g.session.book, g.registry, Recorder())
    prey, stone = g.bring(PREY.id), g.bring(STONES[0].id)
    ops.attach(eng, stone, prey)
    g.rest()  # the refresh: the prey is the one face-up path card not attached
    assert not g.state.cards[prey].face_up
    assert g.state.cards[stone].attached_to == prey and stone in g.state.cards[prey].attached
    assert g.state.cards[stone].face_up
