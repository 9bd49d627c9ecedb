"""Issue #27, the second reader's sample (seed 4127, docs/card-audit.md): each card whose
generated text said something other than the printed card, or read poorly, against the wording it
has now. Each test names the card and the clause, and the words that are gone."""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def line(catalog: Catalog, card: str, head: str) -> str:
    """The card's line that starts with ``head``."""
    found = [t for t in rules_text(catalog.card(card)) if t.startswith(head)]
    assert len(found) == 1, (card, head, rules_text(catalog.card(card)))
    return found[0]


def test_01350_ball_lightning_clear_its_two_checks_are_not_one_inside_the_other(catalog: Catalog) -> None:
    """01350 Ball Lightning, its clear: where the card is checked twice, each on its own (the
    second no longer reads as part of the first's outcome), and 2 injuries are plural."""
    text = line(catalog, "01350", "When this clears")
    assert "suffers 2 injuries; if it is along the way" in text  # (the wording pass: no "then")
    assert "2 injury," not in text


@pytest.mark.parametrize(("card", "head"), [("01362", "Response"), ("01377", "As you commit")])
def test_a_token_from_your_food_pays_for_the_effort(catalog: Catalog, card: str, head: str) -> None:
    """01362 Hungry Scrof (response on interacting) and 01377 Lutrinal Holt (committing effort): the
    food's token is what the effort costs, said once ("to add 1 effort"), not a guard then a
    second naming of the food."""
    text = line(catalog, card, head)
    assert text.endswith("Food gear in your player area 1 of its own tokens to add 1 effort to the test.")
    assert text.count("Food gear") == 1 and "If there is" not in text


@pytest.mark.parametrize("card", ["01396", "01405"])
def test_a_card_traded_with_the_collection_is_the_cost_of_the_new_one(catalog: Catalog, card: str) -> None:
    """01396 Elder Tesoral Hale (Listen) and the other trades with the collection: the starting card
    is taken only for the card returned ("return ... to take ..."), not whatever happens."""
    text = next(t for t in rules_text(catalog.card(card)) if "to your collection" in t)
    assert "(it leaves your deck) to take a starting" in text
    assert ", then take a starting" not in text


def test_mi12_worm_food_crest_one_ranger_with_focus_is_enough(catalog: Catalog) -> None:
    """MI12 Worm Food, crest: paying needs a Ranger with FOC, not FOC in every Ranger's pool (the
    option says it: a Ranger of your choice pays; since seed 5519 its guard is not told again)."""
    text = " ".join(rules_text(catalog.card("MI12")))
    assert "choose one: a Ranger of your choice spends 1 FOC energy; or" in text
    assert "each Ranger's pool" not in text


@pytest.mark.parametrize(
    ("card", "head", "said"),
    [
        ("01308", "Break - Success", "Put 1 harm per 2 effort on this card."),
        ("01397", "Speak - Success", "Soothe 1 fatigue per 2 effort, then put 1 progress per 2 effort"),
        ("01328", "Sun", "move this card within your reach, then this card fatigues you"),
        ("01407", "Sun", "If the location is Northern Outpost: remove 1 neglect"),
        ("01370", "Mountain", "Move a Romping Lutrinal within any Ranger's reach along the way."),
        ("01225", "When played", "resolve each challenge effect of that card in an order you choose"),
        ("01377", "When this clears", "for copies of Romping Lutrinal, as many as the lures on this card"),
        ("01404", "Sense - Success", "then put a card among them into play"),
    ],
)
def test_the_second_readers_wording(catalog: Catalog, card: str, head: str, said: str) -> None:
    """Fractalwire's Break and Jaris's Speak ("1 harm per 2 effort", not "harm equal to 1 per 2
    effort"), Umbra's sun ("within your reach", not "within reach of you"), Lunn's sun (the location
    by name, not "a Northern Outpost in the surroundings"), Fresh Blue Kelpweed's mountain (whose
    reach, before the destination), Nal's Understanding (the order after the card), Lutrinal Holt's
    clear (the count after the name) and The Whispering Fields' Sense (the cards found, named once)."""
    assert said in line(catalog, card, head)


def test_01264_quisi_vos_sun_tells_its_three_options_by_what_they_do(catalog: Catalog) -> None:
    """01264 Quisi Vos, Rascal, her sun: each option is offered only while it has a token to take,
    and its effect says so; the option's label and guard are not told again before it."""
    text = line(catalog, "01264", "Sun")
    assert text == (
        "Sun: Choose one: remove 1 progress from a card; remove from a Plant or Insect card 1 of its "
        "own tokens; or remove from a gear 1 of its own tokens."
    )
    assert "(if there is" not in text and "Discard 1" not in text


def test_01089_rod_of_the_clouds_names_the_symbol_before_the_draw(catalog: Catalog) -> None:
    """01089 Rod of the Clouds, its response before a challenge draw: the symbol is named first,
    the vision comes if the card drawn shows it (not a check read as if the card were revealed)."""
    text = line(catalog, "01089", "Response")
    assert text.endswith(
        "Name sun, mountain or crest; if the challenge card you draw shows it, put 1 vision on this card."
    )
    assert "Once the test's challenge card is revealed" not in text
