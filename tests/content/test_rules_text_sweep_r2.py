"""Issue #27, the sweep of the unread cards, group R2 (docs/card-audit.md): each card whose
generated text read poorly against the printed card, against the wording it has now. Each test
names the card and the clause and the words that are gone; a fix in a shared template names the
other cards it mends."""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


def test_01071_orlin_thumper_names_the_card_tested_once_per_line(catalog: Catalog) -> None:
    """01071 Orlin Thumper, Strike's success and failure: the being tested is named once, then
    "it" (was five times "the card you are testing" in two lines)."""
    assert rules_text(catalog.card("01071")) == [
        "Strike - Success: Put 1 harm on the card you are testing, then exhaust it.",
        "Strike - Failure: If there is progress on the card you are testing: remove 1 progress from it; "
        "otherwise it fatigues you.",
        "Strike can be tested only on a being.",  # (the sixth reading: the kind it aims at)
    ]


@pytest.mark.parametrize("card", ["01082", "01071", "01032", "MI04"])
def test_a_test_line_names_the_card_tested_once(catalog: Catalog, card: str) -> None:
    """01082 Sky Whip ("then exhaust it"), and alike every test line that named its target again:
    01071 Orlin Thumper, 01032 Carbonforged Trowel (Tend: "remove harm ... from it"), MI04 Biscuit
    Basket's Give."""
    for line in rules_text(catalog.card(card)):
        assert line.count("the card you are testing") <= 1, line


def test_01202_scuttler_tunnel_clear_names_its_owner_once(catalog: Catalog) -> None:
    """01202 Scuttler Tunnel, clear by harm: one Ranger, its owner ("for its owner: if their Ranger
    token is on this card: that Ranger suffers 1 injury" read as a loop)."""
    text = text_of(catalog, "01202")
    assert (
        "When this clears by harm: If its owner's Ranger token is on this card, they suffer 1 injury." in text
    )
    assert "For its owner" not in text and "that Ranger" not in text


def test_01217_umbras_shadow_resolves_its_challenge_effect_after_every_move(catalog: Catalog) -> None:
    """01217 Umbra's Shadow, play: the moves are one optional clause, the challenge effect comes
    after them (it read "for each being: you may move it ..., then resolve ...", as if per being)."""
    text = text_of(catalog, "01217")
    assert text.startswith("When played: You may move each being to another area, then resolve one")
    assert "For each being" not in text


def test_01224_clarity_of_the_headwaters_uses_your_fatigue_stack_in_your_order(catalog: Catalog) -> None:
    """01224 Clarity of the Headwaters, play: your own stack ("its owner's" for a card of yours),
    and the order you choose, which the engine asks (tests/cards/test_ranger_reward.py)."""
    text = text_of(catalog, "01224")
    assert "on top of your fatigue stack, in the order you choose them (the last on top)" in text
    assert "its owner's" not in text


def test_a_card_of_yours_goes_on_your_fatigue_stack_another_rangers_on_its_owners(catalog: Catalog) -> None:
    """The same template: a card from your discard goes on "your fatigue stack" (a location's sun,
    01451); one from any Ranger's discard still on "its owner's" (01002 Paths We've Roamed Before)."""
    assert "its owner's fatigue stack" in text_of(catalog, "01002")
    golden = [text_of(catalog, cid) for cid in catalog.cards]
    assert not any("your discard face down on top of its owner's" in t for t in golden)


def test_01091_seen_through_cycles_shuffles_the_being_in(catalog: Catalog) -> None:
    """01091 Seen Through Cycles, play: "shuffle a being into the path deck" (was "put a being into
    the path deck, shuffled"); and so every card shuffling a card into the path deck (01205, 01269,
    01296, 01330, 01360, 01364, 01372, 01377, 01382, 01424, 01441, 01442, MI06)."""
    assert text_of(catalog, "01091").startswith("When played: Shuffle a being into the path deck, then ")
    for cid in catalog.cards:
        assert "into the path deck, shuffled" not in text_of(catalog, cid), cid


@pytest.mark.parametrize("card, aspect", [("01227", "FOC"), ("01228", "SPI"), ("01004", "FIT")])
def test_soothing_food_says_who_may_be_chosen(catalog: Catalog, card: str, aspect: str) -> None:
    """01227 Philosopher's Honey, 01228 Quisi's Favorite Snack, 01004 Trail Mix: the Ranger chosen
    is one with fatigue and the energy (the engine offers only them: tests/cards/printed/
    test_sweep_r2.py), said once, in the choice (no "if a Ranger has ..." before it)."""
    text = text_of(catalog, card)
    assert (
        f": Choose a Ranger who has fatigue and {aspect} energy: they soothe fatigue equal to the {aspect}"
        in text
    )
    assert "If a Ranger has" not in text
