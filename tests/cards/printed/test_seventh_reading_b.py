"""The seventh reading's part B findings (seed 7351, docs/card-audit.md): Exceptional Tinkerer and
Voice of the Elders give only a card that prints a token its own token, and with no such card they
are not offered; Pokodo the Ferret is offered only while an Aid card or another being can take
what it gives (ruling R93: an ability that would do nothing is not offered)."""

from __future__ import annotations

from ..ranger_kit import in_play, ranger_table, role_of
from .printed_kit import DOE, adjust, set_energy, tokens

TINKERER, HEADSET, DAYHOWLER = "01052", "01045", "01055"
VOICE, TRANSLATOR = "01066", "01073"
POKODO = "01077"


def test_01052_exceptional_tinkerer_is_not_offered_with_only_a_tech_printing_no_token() -> None:
    """01052 Exceptional Tinkerer, ability 1 (exhaust, spend 1 energy: a tech gets 1 token): with
    only Phonoscopic Headset in play (a tech that prints no token) the ability is not offered, so
    no energy is spent and no bare token is put on the Headset."""
    g = ranger_table(role=TINKERER, deck=[HEADSET])
    headset, role = in_play(g, HEADSET), role_of(g)
    set_energy(g, FOC=1)
    g.expect("turn")
    assert f"ability:{role}" not in g.options()
    assert tokens(g, headset) == {} and g.ranger().energy["FOC"] == 1


def test_01052_exceptional_tinkerer_gives_its_token_only_to_a_tech_that_prints_one() -> None:
    """01052 Exceptional Tinkerer, ability 1: with the Headset beside Dayhowler (a tech printing
    charge) the ability is offered, the Headset is never offered as the target (Dayhowler is the
    only one, so no question is asked), Dayhowler gains 1 charge and 1 energy is spent."""
    g = ranger_table(role=TINKERER, deck=[HEADSET, DAYHOWLER])
    headset, howler, role = in_play(g, HEADSET), in_play(g, DAYHOWLER), role_of(g)
    set_energy(g, FOC=1)
    g.expect("turn")
    g.pick(f"ability:{role}")
    g.expect("turn")
    assert tokens(g, howler) == {"charge": 2} and tokens(g, headset) == {}
    assert g.ranger().energy["FOC"] == 0 and g.state.cards[role].exhausted


def test_01066_voice_of_the_elders_is_not_offered_with_no_aid_card_printing_a_token() -> None:
    """01066 Voice of the Elders, ability 1 (exhaust, spend 1 energy: an Aid card gets 1 token), the
    same wording as Tinkerer's: with no Aid card in play it is not offered (nothing spent); with
    Intention Translator (an Aid card printing charge) it is, and the Translator gains 1 charge."""
    g = ranger_table(role=VOICE, deck=[TRANSLATOR])
    role = role_of(g)
    set_energy(g, SPI=1)
    g.expect("turn")
    assert f"ability:{role}" not in g.options()
    translator = in_play(g, TRANSLATOR)
    g.expect("turn")
    g.pick(f"ability:{role}", "turn")
    assert tokens(g, translator) == {"charge": 4} and g.ranger().energy["SPI"] == 0


def test_01077_pokodo_is_not_offered_with_no_aid_card_and_no_other_being() -> None:
    """01077 Pokodo the Ferret, ability 1 (exhaust, discard 1 progress from it: an Aid card gets 1
    token and another being 2 progress): with progress on Pokodo but no Aid card and no other being
    in play it is not offered, so its progress stays and it stays ready."""
    g = ranger_table(deck=[POKODO])
    pokodo = in_play(g, POKODO)
    adjust(g, action="add_tokens", card=pokodo, token="progress", amount=1)
    g.expect("turn")
    assert f"ability:{pokodo}" not in g.options()
    assert tokens(g, pokodo) == {"progress": 1} and not g.state.cards[pokodo].exhausted


def test_01077_pokodo_gives_another_being_2_progress() -> None:
    """01077 Pokodo the Ferret, ability 1, its second part: with the Doe in play (and no Aid card)
    it is offered; Pokodo is exhausted and loses its 1 progress, the Doe gains 2 progress."""
    g = ranger_table(deck=[POKODO], path=[DOE])
    pokodo, doe = in_play(g, POKODO), g.bring(DOE)
    adjust(g, action="add_tokens", card=pokodo, token="progress", amount=1)
    g.expect("turn")
    g.pick(f"ability:{pokodo}")
    g.expect("turn")
    assert tokens(g, pokodo) == {} and g.state.cards[pokodo].exhausted
    assert tokens(g, doe) == {"progress": 2}


def test_01077_pokodo_gives_an_aid_card_its_token_with_no_other_being() -> None:
    """01077 Pokodo the Ferret, ability 1, its first part: with Intention Translator in play and no
    other being it is offered; the Translator gains 1 charge and Pokodo loses its progress."""
    g = ranger_table(deck=[POKODO, TRANSLATOR])
    pokodo, translator = in_play(g, POKODO), in_play(g, TRANSLATOR)
    adjust(g, action="add_tokens", card=pokodo, token="progress", amount=1)
    g.expect("turn")
    g.pick(f"ability:{pokodo}")
    g.expect("turn")
    assert tokens(g, translator) == {"charge": 4} and tokens(g, pokodo) == {}


def test_01077_pokodo_with_no_progress_is_not_offered() -> None:
    """01077 Pokodo the Ferret, ability 1, its cost: with the Doe in play but no progress on Pokodo
    the cost cannot be paid, so it is not offered."""
    g = ranger_table(deck=[POKODO], path=[DOE])
    pokodo, doe = in_play(g, POKODO), g.bring(DOE)
    g.expect("turn")
    assert f"ability:{pokodo}" not in g.options()
    assert tokens(g, doe) == {}
