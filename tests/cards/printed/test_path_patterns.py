"""Issue #27, the card audit (docs/card-audit-path.md): clauses that many path cards of different
sets print alike, each proven on every card that prints it (the card ids and symbols below are the
reviewer's reading of the printed cards), with its outcome and a negative case:

- a challenge effect "an active predator is exhausted, then this being takes harm equal to that
  predator's presence" (the standard one of the Valley's humans and of many prey);
- a challenge effect "an active prey / mammal / human is exhausted, then it takes progress and this
  feature harm, both equal to its presence" (the food plants);
- "clear by progress or harm: read campaign guide entry N".

Shipped cards (cards/path/*.json) on the terrain kit's table with an invented predator, prey,
mammal and human; the challenge card is pinned to the symbol under test (a Remember test)."""

from __future__ import annotations

from typing import Any

import pytest
from engine.helpers import C0, CM, CM2, CP, Game, being

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CATALOG, presence, remember, tokens

SYMBOL_CARD = {"sun": C0, "mountain": CP, "crest": CM}

#: (card id, symbol): "an active predator is exhausted, this being takes harm equal to its presence".
PREDATOR_HARMS_THIS: list[tuple[str, str]] = [
    ("01264", "crest"),  # Quisi Vos, Rascal
    ("01290", "mountain"),  # Silverfin Carp
    ("01296", "crest"),  # Oura Vos, Traveler
    ("01306", "crest"),  # Ar Tel, Angler
    ("01313", "mountain"),  # Intrepid Marmot
    ("01317", "crest"),  # Hy Pimpot, Chef
    ("01318", "crest"),  # Ben Amon, Swift Pilot
    ("01325", "crest"),  # Spirit Speaker Nal
    ("01326", "crest"),  # Tala the Red, Exile
    ("01327", "crest"),  # Vira, Lake Guide
    ("01329", "crest"),  # Calypsa, Ranger Mentor
    ("01352", "mountain"),  # Agitated Meadowlarks
    ("01355", "crest"),  # Trained Stilt-Horse
    ("01356", "crest"),  # The Fundamentalist
    ("01357", "mountain"),  # Tidewater Muckets
    ("01359", "crest"),  # Kasende, Expert Hunter
    ("01361", "mountain"),  # Sitka Doe
    ("01364", "mountain"),  # Artilope
    ("01374", "crest"),  # Elder Murtok Gral
    ("01375", "crest"),  # Elder Jular Abel
    ("01382", "mountain"),  # Kleptic Raccoon
    ("01384", "crest"),  # Sil Belai, Artist
    ("01385", "crest"),  # Aell, Ambitious Shaper
    ("01389", "crest"),  # Lyn Mira, Woodworker
    ("01391", "crest"),  # Elder Mora Orlin
    ("01393", "crest"),  # Silaro Mako, Archaeologist
    ("01394", "crest"),  # Ren Kobo, Merchant
    ("01395", "crest"),  # Elder Cormak Wellers
    ("01396", "crest"),  # Elder Tesoral Hale
    ("01397", "crest"),  # Jaris, Willful Youth
    ("01403", "crest"),  # Seilo Griss, Apiarist
    ("01407", "crest"),  # Lunn, Outpost Tender
    ("01409", "crest"),  # Tollin Lang, Sculptor
    ("01410", "crest"),  # Dace, Ambitious Shaper
]

#: (card id, symbol, trait of the card it feeds): "an active <trait> is exhausted, it takes progress
#: and this feature harm, both equal to its presence".
FEEDS: list[tuple[str, str, str]] = [
    ("01263", "mountain", "Human"),  # Hanging Gardens
    ("01284", "mountain", "Prey"),  # Sunberry Bramble
    ("01310", "mountain", "Prey"),  # Tryptafolium
    ("01351", "mountain", "Mammal"),  # Cloudhive
    ("01367", "mountain", "Mammal"),  # Hanging Cherry Moss
    ("01398", "mountain", "Prey"),  # Mourning Root
]

#: card id -> the entry its "clear by progress or harm" reads.
CLEAR_READS: dict[str, str] = {
    "01264": "80",
    "01288": "44",
    "01296": "81",
    "01306": "48",
    "01317": "47",
    "01325": "45",
    "01326": "84",
    "01327": "49",
    "01329": "85",
    "01356": "86",
    "01359": "76",
    "01360": "90",
    "01374": "51",
    "01375": "69",
    "01384": "82",
    "01385": "74",
    "01389": "65",
    "01391": "60",
    "01393": "53",
    "01394": "83",
    "01395": "77",
    "01396": "66",
    "01397": "70",
    "01403": "64",
    "01407": "41",
    "01409": "61",
    "01410": "59",
}

#: Invented beings: big thresholds so they never clear; presence 2 tells "its presence" from 1
#: (presence 1 where the card's own harm threshold is 2: it must not clear before it is read).
PREDATOR = {
    n: being(f"PXPR{n}", name="Test Prowler", traits=("Predator",), presence=n, harm=20) for n in (1, 2)
}
FED = {
    (t, n): being(f"PXF{t[:2].upper()}{n}", name=f"Test {t}", traits=(t,), presence=n, harm=20, progress=20)
    for t in ("Human", "Prey", "Mammal")
    for n in (1, 2)
}


def _name(card: str) -> str:
    return CATALOG.card(card).name


def _table(card: str, symbol: str, others: dict[Any, Any], key: Any = None) -> tuple[Game, str, str]:
    """The card and one of ``others`` (``key`` plus its presence: 2, or 1 when the card's harm
    threshold is 2) within the first Ranger's reach; the pinned challenge card shows ``symbol``.
    Returns the game, the card and the other card."""
    n = 2 if (CATALOG.card(card).harm_threshold is None or _printed_harm(card) > 2) else 1
    other = others[(key, n) if key is not None else n]
    g = Game(
        [CATALOG.card(card), other],
        path=[card, other.id],
        challenge_order=[SYMBOL_CARD[symbol]] * 30,
    )
    this = g.bring(card)
    them = g.bring(other.id)
    return g, this, them


def _printed_harm(card: str) -> int:
    th = CATALOG.card(card).harm_threshold
    return int(th.n) if th is not None and th.n is not None else 99


@pytest.mark.parametrize(("card", "symbol"), PREDATOR_HARMS_THIS, ids=[c for c, _ in PREDATOR_HARMS_THIS])
def test_challenge_exhausts_an_active_predator_and_takes_harm_equal_to_its_presence(
    card: str, symbol: str
) -> None:
    """Each card of PREDATOR_HARMS_THIS (its challenge effect on that symbol: an active predator is
    exhausted, then this being takes harm equal to that predator's presence): the predator ends
    exhausted and the card holds that much harm."""
    g, this, pred = _table(card, symbol, PREDATOR)
    expected = presence(g, pred)
    remember(g)
    assert g.state.cards[pred].exhausted, _name(card)
    if expected >= _printed_harm(card):  # Agitated Meadowlarks: 1 harm is its threshold
        assert g.where(this) == ("path_discard", None), _name(card)
    else:
        assert tokens(g, this).get("harm", 0) == expected, _name(card)


@pytest.mark.parametrize(("card", "symbol"), PREDATOR_HARMS_THIS, ids=[c for c, _ in PREDATOR_HARMS_THIS])
def test_challenge_without_an_active_predator_does_nothing(card: str, symbol: str) -> None:
    """Each card of PREDATOR_HARMS_THIS (negative case): the only predator is exhausted already, so
    none is active - the card takes no harm."""
    g, this, pred = _table(card, symbol, PREDATOR)
    g.session.manual(ManualAdjust(action="exhaust", card=pred))
    remember(g)
    assert tokens(g, this).get("harm", 0) == 0, _name(card)


@pytest.mark.parametrize(("card", "symbol", "trait"), FEEDS, ids=[c for c, _, _ in FEEDS])
def test_challenge_feeds_an_active_being_progress_and_takes_as_much_harm(
    card: str, symbol: str, trait: str
) -> None:
    """Each card of FEEDS (its mountain effect: an active being of that trait is exhausted, it takes
    progress and this feature harm, both equal to its presence)."""
    g, this, fed = _table(card, symbol, FED, trait)
    expected = presence(g, fed)
    remember(g)
    assert g.state.cards[fed].exhausted, _name(card)
    assert tokens(g, fed).get("progress", 0) == expected, _name(card)
    assert tokens(g, this).get("harm", 0) == expected, _name(card)


@pytest.mark.parametrize(("card", "symbol", "trait"), FEEDS, ids=[c for c, _, _ in FEEDS])
def test_challenge_feeds_nobody_when_no_such_being_is_active(card: str, symbol: str, trait: str) -> None:
    """Each card of FEEDS (negative case): the being of that trait is exhausted - no progress, no
    harm; and a being of another trait is not fed."""
    g, this, fed = _table(card, symbol, FED, trait)
    g.session.manual(ManualAdjust(action="exhaust", card=fed))
    remember(g)
    assert tokens(g, fed).get("progress", 0) == 0 and tokens(g, this).get("harm", 0) == 0, _name(card)
    other = next(t for t, _ in FED if t != trait)
    g2, this2, stranger = _table(card, symbol, FED, other)
    remember(g2)
    assert tokens(g2, stranger).get("progress", 0) == 0 and tokens(g2, this2).get("harm", 0) == 0, _name(card)


def _threshold(g: Game, iid: str, kind: str) -> int:
    from rangers_qt.engine import ops
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    value = ops.threshold(Engine(g.state, g.session.book, g.registry, Recorder()), iid, kind)
    assert value is not None
    return int(value)


@pytest.mark.parametrize("kind", ["progress", "harm"])
@pytest.mark.parametrize("card", sorted(CLEAR_READS))
def test_clear_by_progress_or_harm_reads_its_entry_only_at_the_threshold(card: str, kind: str) -> None:
    """Each card of CLEAR_READS (clear by progress or by harm: read its campaign guide entry): one
    token below the threshold nothing is read and the card stays; at it the card's entry is read
    and it leaves play."""
    g = Game([CATALOG.card(card)], path=[card])
    this = g.bring(card)
    need = _threshold(g, this, kind)
    entry = CLEAR_READS[card]
    if need > 1:
        below = g.session.manual(ManualAdjust(action="add_tokens", card=this, token=kind, amount=need - 1))
        assert not any(e.kind == "guide_entry" and entry in e.text for e in below.events), _name(card)
        assert g.where(this)[0] == "within_reach"
    last = g.session.manual(
        ManualAdjust(action="add_tokens", card=this, token=kind, amount=1 if need > 1 else need)
    )
    read = [e.text for e in last.events if e.kind == "guide_entry"]
    assert any(entry in t for t in read), (_name(card), read)
    assert g.where(this)[0] != "within_reach"


# --------------------------------------------------------------------------- strikes and self-harm

#: (card id, symbol, fatigue): "with that much fatigue or more, it is exhausted and you suffer 1 injury".
FATIGUE_STRIKES: list[tuple[str, str, int]] = [
    ("01294", "crest", 2),  # Pouncing Atrox
    ("01414", "crest", 2),  # Reclaimer Seeker
    ("01265", "crest", 4),  # Dozing Bearsloth (and it moves within reach)
]
#: (card id, symbol): "it is exhausted, then you suffer 1 injury" / "you suffer 1 injury", unconditioned.
STRIKES: list[tuple[str, str]] = [
    ("01259", "crest"),  # Hydraworm
    ("01392", "crest"),  # The Roiling
    ("01298", "crest"),  # Quiet
    ("01312", "crest"),  # Ol' Bloody Clicker
]
#: (card id, symbol): "1 harm on this card".
SELF_HARM: list[tuple[str, str]] = [
    ("01307", "crest"),  # Reclaimer Polyp
    ("01350", "crest"),  # Ball Lightning
    ("01332", "crest"),  # Loose Boulders
    ("01305", "sun"),  # Fraying Rope Bridge
]


def _alone(card: str, symbol: str, fatigue: int = 0, zone: str = "within_reach") -> tuple[Game, str]:
    """The card alone in play in ``zone`` with exactly ``fatigue`` fatigue; the challenge card shows
    ``symbol``."""
    g = Game([CATALOG.card(card)], path=[card], challenge_order=[SYMBOL_CARD[symbol]] * 30)
    this = g.bring(card, zone)
    ambushed = len(g.ranger().fatigue)  # an Ambush card fatigues you as it comes: soothed away
    if ambushed:
        g.session.manual(ManualAdjust(action="soothe", ranger="r1", amount=ambushed))
    if fatigue:
        g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=fatigue))
    return g, this


@pytest.mark.parametrize("delta", [-1, 0, 1])
@pytest.mark.parametrize(("card", "symbol", "at"), FATIGUE_STRIKES, ids=[c for c, _, _ in FATIGUE_STRIKES])
def test_challenge_strikes_from_its_fatigue_threshold(card: str, symbol: str, at: int, delta: int) -> None:
    """Each card of FATIGUE_STRIKES (its challenge effect: with that much fatigue or more, it is
    exhausted and you suffer 1 injury): one below the threshold nothing; at and above it, an
    injury and the card exhausted."""
    g, this = _alone(card, symbol, at + delta, "along_the_way")
    remember(g)
    hit = delta >= 0
    assert g.ranger().injuries == int(hit), _name(card)
    assert g.state.cards[this].exhausted is hit, _name(card)
    if card == "01265" and hit:
        assert g.where(this) == ("within_reach", "r1")


@pytest.mark.parametrize("ready", [True, False])
@pytest.mark.parametrize(("card", "symbol"), STRIKES, ids=[c for c, _ in STRIKES])
def test_challenge_strike_injures_unless_the_card_is_exhausted(card: str, symbol: str, ready: bool) -> None:
    """Each card of STRIKES (its challenge effect injures you, exhausting it where it prints so):
    ready - 1 injury; exhausted (negative case: an exhausted card's challenge effects do not
    resolve) - none."""
    g, this = _alone(card, symbol)
    if not ready:
        g.session.manual(ManualAdjust(action="exhaust", card=this))
    remember(g)
    assert g.ranger().injuries == int(ready), _name(card)


@pytest.mark.parametrize("ready", [True, False])
@pytest.mark.parametrize(("card", "symbol"), SELF_HARM, ids=[c for c, _ in SELF_HARM])
def test_challenge_puts_a_harm_on_the_card_itself(card: str, symbol: str, ready: bool) -> None:
    """Each card of SELF_HARM (its challenge effect: 1 harm on this card): ready - 1 harm; exhausted
    (negative case) - none."""
    g, this = _alone(card, symbol)
    if not ready:
        g.session.manual(ManualAdjust(action="exhaust", card=this))
    remember(g)
    assert tokens(g, this).get("harm", 0) == int(ready), _name(card)


# --------------------------------------------------------------------------- a failed test does nothing

#: (card id, symbol of a failing challenge card the card prints no effect for): cards whose printed
#: test has a success clause only. Their success outcomes are asserted card by card in
#: tests/cards/test_*.py (docs/card-audit-path.md names each); here, the negative case.
SUCCESS_ONLY: list[tuple[str, str]] = [
    ("01389", "sun"),  # Lyn Mira, Woodworker: Gather
    ("01288", "sun"),  # Kordo, Ranger Veteran: Hunt
    ("01325", "sun"),  # Spirit Speaker Nal: Share
    ("01397", "crest"),  # Jaris, Willful Youth: Speak (its sun effect would act)
    ("01263", "sun"),  # Hanging Gardens: Eat
    ("01310", "sun"),  # Tryptafolium: Pluck
    ("01338", "sun"),  # Overgrown Thicket: Hunt
    ("01313", "crest"),  # Intrepid Marmot: Discern (its sun effect would act)
    ("01289", "sun"),  # Overgrown Reactor: Activate
    ("01340", "crest"),  # Overgrown Portage: Carry (its sun effect would act)
    ("01367", "crest"),  # Hanging Cherry Moss: Climb (its sun effect would act)
    ("01400", "sun"),  # The Deep Woods: Hide
    ("01293", "crest"),  # Talus Cave: Shelter (its sun effect would act)
    ("01264", "mountain"),  # Quisi Vos, Rascal: Ask (sun and crest effects of its own)
    ("01388", "crest"),  # Heart of the Swamp: Imagine (its sun effect would act)
    ("01317", "sun"),  # Hy Pimpot, Chef: Harvest
    ("01440", "sun"),  # Mound of the Navigator: Analyze
    ("01455", "sun"),  # Atrox Mountain: Climb
    ("01439", "sun"),  # Archaeological Outpost: Study
    ("01425", "sun"),  # Bowl of the Sun: Meditate
    ("01447", "sun"),  # The High Basin: Swim
    ("01448", "sun"),  # The Fractured Wall: Chart
    ("01434", "sun"),  # The Plummet: Brace
    ("01422", "sun"),  # Sunken Outpost: Divert
]
FAILING = {"sun": CM2, "crest": CM, "mountain": CM}  # -2 / -1: with 1 energy the effort is 0


def _snapshot(g: Game) -> tuple[Any, ...]:
    st = g.state
    cards = {i: (dict(c.tokens), c.exhausted, c.attached_to) for i, c in st.cards.items()}
    rangers = [(r.ranger_token_on, r.injuries, len(r.hand), list(r.player_area)) for r in st.rangers]
    return cards, rangers, list(st.day.guide_entries)


@pytest.mark.parametrize(("card", "symbol"), SUCCESS_ONLY, ids=[c for c, _ in SUCCESS_ONLY])
def test_a_failed_test_of_a_success_only_card_changes_nothing(card: str, symbol: str) -> None:
    """Each card of SUCCESS_ONLY (its printed test: a success clause only): the test fails (effort 0)
    - no token, exhaustion, attachment, Ranger token, injury, hand or guide entry changes (fatigue
    from the cards passed on the way is the rules', not the card's)."""
    printed = CATALOG.card(card)
    g = Game([printed], path=[card], challenge_order=[FAILING[symbol]] * 30)
    if printed.category == "location":
        g = Game([printed], path=[], challenge_order=[FAILING[symbol]] * 30, location=printed.slug)
        this = g.iid(card)
    else:
        this = g.bring(card)
    before = _snapshot(g)
    g.perform("t1", this, energy=1, source=this)
    assert _snapshot(g) == before, _name(card)
