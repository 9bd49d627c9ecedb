"""Rulebook: Creating Your Ranger and Customizing Your Deck - every construction rule and its message.

Each test breaks one rule of a legal Ranger and checks the violation's code and words; the
thresholds (deck size, copies, cards per set, aspect requirements) are tested one below, at and
one above.
"""

from __future__ import annotations

import pytest

from rangers_qt.campaign.deck_rules import campaign_violations, creation_violations
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck
from rangers_qt.content.models import RangerCardBase

#: Explorer / Traveler, RangersDB's starter list: AWA 2 FIT 3 FOC 1 SPI 2, role Undaunted Seeker.
TRAVELER = ["01001", "01003", "01005", "01006", "01008"]
EXPLORER = ["01039", "01042", "01043", "01044", "01048"]
PERSONALITY = ["01093", "01099", "01101", "01105"]  # AWA, FIT, FOC, SPI
OUTSIDE = "01056"  # Trail Markers (Artificer)


def deck(**changes: object) -> RangerDeck:
    ids = PERSONALITY + TRAVELER + EXPLORER + [OUTSIDE]
    base = RangerDeck(
        name="Test Ranger",
        aspects={"AWA": 2, "FIT": 3, "FOC": 1, "SPI": 2},
        role_id="01037",
        cards=[c for c in ids for _ in range(2)],
        background="traveler",
        specialty="explorer",
    )
    return base.model_copy(update=changes)


def swap(d: RangerDeck, old: str, new: str | None, copies: int = 2) -> RangerDeck:
    cards = [c for c in d.cards if c != old] + ([new] * copies if new else [])
    return d.model_copy(update={"cards": cards})


def codes(catalog: Catalog, d: RangerDeck) -> list[str]:
    return [v.code for v in creation_violations(catalog, d)]


def text(catalog: Catalog, d: RangerDeck) -> str:
    return " | ".join(v.message for v in creation_violations(catalog, d))


def test_the_reference_deck_is_legal(catalog: Catalog) -> None:
    assert creation_violations(catalog, deck()) == []


def test_every_starter_ranger_is_legal(catalog: Catalog) -> None:
    starters = starter_rangers(catalog)
    assert len(starters) >= 4
    assert len({s.key for s in starters}) == len(starters)
    for s in starters:
        assert creation_violations(catalog, s.deck) == [], s.key
        assert len(s.deck.cards) == 30


@pytest.mark.parametrize(("size", "ok"), [(29, False), (30, True), (31, False)])
def test_deck_size_threshold(catalog: Catalog, size: int, ok: bool) -> None:
    """Exactly 30 cards: 29 and 31 are refused with the count in words."""
    d = deck()
    cards = d.cards[:size] if size <= 30 else [*d.cards, "01001"]
    problems = creation_violations(catalog, d.model_copy(update={"cards": cards}))
    sizes = [p for p in problems if p.code == "deck_size"]
    if ok:
        assert sizes == []
    else:
        assert sizes[0].message == f"the deck has {size} cards; it needs exactly 30 (maladies not counted)"


@pytest.mark.parametrize(("copies", "ok"), [(1, False), (2, True), (3, False)])
def test_two_copies_of_each_card(catalog: Catalog, copies: int, ok: bool) -> None:
    d = swap(deck(), "01001", "01001", copies)
    found = [p.message for p in creation_violations(catalog, d) if p.code == "copies"]
    if ok:
        assert found == []
    else:
        word = "copy" if copies == 1 else "copies"
        assert found == [f"Eagle Eye: {copies} {word}; a new Ranger takes exactly 2 of each card"]


def test_all_violations_are_listed_at_once(catalog: Catalog) -> None:
    d = swap(deck(), "01001", "01041")  # AWA 3 card for an AWA 2 Ranger; traveler down to 4
    d = d.model_copy(update={"cards": [*d.cards, "01002"], "role_id": "01051"})
    assert set(codes(catalog, d)) >= {
        "deck_size",
        "copies",
        "aspect_requirement",
        "specialty_count",
        "role_specialty",
    }


@pytest.mark.parametrize(("awa", "ok"), [(1, False), (2, True), (3, True)])
def test_aspect_requirement_threshold(catalog: Catalog, awa: int, ok: bool) -> None:
    """Paths We've Roamed Before needs AWA 2: AWA 1 is refused, 2 and 3 allowed."""
    spreads = {1: {"AWA": 1, "FIT": 3, "FOC": 2, "SPI": 2}, 2: {"AWA": 2, "FIT": 3, "FOC": 1, "SPI": 2},
               3: {"AWA": 3, "FIT": 2, "FOC": 1, "SPI": 2}}  # fmt: skip
    d = swap(deck(aspects=spreads[awa]), "01001", "01002")
    found = [p.message for p in creation_violations(catalog, d) if p.code == "aspect_requirement"]
    paths = [m for m in found if m.startswith("Paths")]
    assert (paths == []) is ok
    if not ok:
        assert paths == ["Paths We’ve Roamed Before needs AWA 2; this Ranger has AWA 1"]


@pytest.mark.parametrize(
    "aspects",
    [{"AWA": 2, "FIT": 2, "FOC": 2, "SPI": 2}, {"AWA": 4, "FIT": 2, "FOC": 1, "SPI": 1}, {"AWA": 3}],
)
def test_aspects_must_be_one_of_the_twelve_cards(catalog: Catalog, aspects: dict[str, int]) -> None:
    d = deck().model_copy(update={"aspects": aspects})
    found = [p for p in creation_violations(catalog, d) if p.code == "aspect_card"]
    assert found and "match none of the 12 aspect cards" in found[0].message


def test_all_twelve_aspect_spreads_are_accepted(catalog: Catalog) -> None:
    assert len(catalog.aspect_cards()) == 12
    for card in catalog.aspect_cards():
        d = deck(aspects=card.values)
        assert "aspect_card" not in codes(catalog, d)


def test_role_must_be_a_role_of_the_specialty(catalog: Catalog) -> None:
    assert "role_specialty" in codes(catalog, deck(role_id="01065"))
    assert "the role Guardian belongs to the conciliator specialty" in text(catalog, deck(role_id="01065"))
    assert "role" in codes(catalog, deck(role_id="01001"))
    assert "role 01001: Eagle Eye is not a role card" in text(catalog, deck(role_id="01001"))
    assert codes(catalog, deck(role_id="01038")) == []  # the specialty's other role


def test_role_in_the_deck_is_refused(catalog: Catalog) -> None:
    d = deck()
    d = d.model_copy(update={"cards": [*d.cards[:-1], "01038"]})
    assert "cannot be in a Ranger deck: a role starts in play" in text(catalog, d)


def test_path_card_in_the_deck_is_refused(catalog: Catalog) -> None:
    path = next(c.id for c in catalog.cards.values() if c.category == "path")
    d = swap(deck(), OUTSIDE, path)
    assert "not_deck_card" in codes(catalog, d)


def test_unknown_card_is_named(catalog: Catalog) -> None:
    assert "no card has the id 09999" in text(catalog, swap(deck(), OUTSIDE, "09999"))


@pytest.mark.parametrize(("aspect", "extra"), [("AWA", "01094"), ("SPI", "01106")])
def test_two_personality_cards_for_one_aspect(catalog: Catalog, aspect: str, extra: str) -> None:
    d = swap(deck(), "01099", extra)  # FIT personality replaced by a second AWA/SPI one
    messages = text(catalog, d)
    assert "no personality card for FIT" in messages
    assert f"2 personality cards for {aspect}" in messages


@pytest.mark.parametrize(("count", "ok"), [(4, False), (5, True), (6, False)])
def test_five_background_cards(catalog: Catalog, count: int, ok: bool) -> None:
    d = deck()
    if count == 4:
        d = swap(d, "01001", "01067")  # a Conciliator card instead: a second outside card
    elif count == 6:
        d = swap(d, "01039", "01002")  # a sixth Traveler card instead of an Explorer one
    found = [p.message for p in creation_violations(catalog, d) if p.code == "background_count"]
    assert (found == []) is ok
    if not ok:
        assert found == [f"{count} different traveler cards; choose exactly 5 from your background"]


@pytest.mark.parametrize(("count", "ok"), [(4, False), (5, True), (6, False)])
def test_five_specialty_cards(catalog: Catalog, count: int, ok: bool) -> None:
    d = deck()
    if count == 4:
        d = swap(d, "01039", "01010")  # an Artisan card: a second outside card
    elif count == 6:
        d = swap(d, "01001", "01040")  # a sixth Explorer card instead of a Traveler one
    found = [p.message for p in creation_violations(catalog, d) if p.code == "specialty_count"]
    assert (found == []) is ok
    if not ok:
        assert found == [f"{count} different explorer cards; choose exactly 5 from your specialty"]


@pytest.mark.parametrize(("count", "ok"), [(0, False), (1, True), (2, False)])
def test_one_outside_interest(catalog: Catalog, count: int, ok: bool) -> None:
    d = deck()
    if count == 0:
        d = swap(d, OUTSIDE, "01094")  # a fifth personality card instead
    elif count == 2:
        d = swap(d, "01093", "01010")  # an Artisan card for the AWA personality
    found = [p.message for p in creation_violations(catalog, d) if p.code == "outside_interest"]
    assert (found == []) is ok
    if not ok:
        assert found[0].startswith(f"{count} outside-interest cards")
        assert found[0].endswith("choose exactly 1 card from another background or specialty set")


def test_outside_interest_may_not_be_expert(catalog: Catalog) -> None:
    expert = next(
        c for c in catalog.set_cards("artisan") if isinstance(c, RangerCardBase) and c.expert
    )  # Masterwork
    d = swap(deck(aspects={"AWA": 2, "FIT": 3, "FOC": 1, "SPI": 2}), OUTSIDE, expert.id)
    assert "outside_expert" in codes(catalog, d)
    assert f"the outside interest {expert.name} has the Expert trait" in text(catalog, d)


def test_expert_cards_of_the_own_background_are_fine(catalog: Catalog) -> None:
    assert catalog.card("01005").has_trait("Expert")  # Reverb Locket, in the Traveler starter list
    assert "01005" in deck().cards and creation_violations(catalog, deck()) == []


def test_r36_outside_interest_from_the_own_background(catalog: Catalog) -> None:
    """Ruling R36: "any background or specialty set" - a sixth card of the Ranger's own
    background (not Expert) is the outside interest."""
    d = swap(deck(), OUTSIDE, "01002")
    assert creation_violations(catalog, d) == []
    d = swap(deck(), OUTSIDE, "01040")  # a sixth Explorer card
    assert creation_violations(catalog, d) == []


def test_malady_and_reward_cards(catalog: Catalog) -> None:
    d = swap(deck(), OUTSIDE, "01240")
    assert "Lingering Injury is a malady: maladies come on top of the 30 cards" in text(catalog, d)
    d = swap(deck(), OUTSIDE, "01204")
    assert "is a reward: a new Ranger cannot have it" in text(catalog, d)
    assert "malady_list" in codes(catalog, deck(maladies=["01001"]))
    assert codes(catalog, deck(maladies=["01240"])) == []  # on top of the 30, not counted


def test_manifestations_need_a_conduit(catalog: Catalog) -> None:
    shaper = next(s.deck for s in starter_rangers(catalog) if s.key == "shaper/forager")
    conduit = next(c for c in set(shaper.cards) if catalog.card(c).has_keyword("conduit"))
    other = next(
        c.id for c in catalog.set_cards("shaper")
        if isinstance(c, RangerCardBase) and c.id not in shaper.cards and not c.has_keyword("conduit")
        and c.type != "role" and (c.aspect is None or shaper.aspects[c.aspect] >= c.level)
    )  # fmt: skip
    problems = creation_violations(catalog, swap(shaper, conduit, other))
    assert "manifestation cards need a conduit in the deck" in [p.message for p in problems]


def test_campaign_rules(catalog: Catalog) -> None:
    """Customizing Your Deck: rewards allowed once unlocked, at most two copies, no outside Expert."""
    d = swap(deck(), "01001", "01204", 1)
    d = d.model_copy(update={"cards": [*d.cards, "01001"]})
    assert campaign_violations(catalog, d, unlocked=["01204"]) == []
    locked = campaign_violations(catalog, d, unlocked=[])
    assert [p.code for p in locked] == ["reward_locked"]
    three = d.model_copy(update={"cards": [*d.cards[:-1], "01003"]})
    assert "Strider: 3 copies; a deck never holds more than 2" in [
        p.message for p in campaign_violations(catalog, three)
    ]
    expert = swap(deck(), OUTSIDE, "01016")  # Masterwork (Artisan, Expert)
    assert "expert" in [p.code for p in campaign_violations(catalog, expert)]
