"""Rulebook: Play a Card (costs, moments, attachments, gear, features and beings, attributes, tokens),
Additional Concepts: Attach, Exhaust/Ready, In Play."""

from __future__ import annotations

from rangers_qt.content import models as m
from rangers_qt.content.models import Amount, TokenSpec
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.zones import in_play

from .helpers import Game, being, filler, gear, moment, pa, spy_texts


def test_play_pays_energy_of_the_cards_aspect() -> None:
    """Rulebook: Play a Card - spend energy matching the card's cost."""
    g = Game([gear("TG", cost=2, aspect="FIT")], decks=[["TG"]])
    gi = g.iid("TG")
    g.play(gi)
    assert g.ranger().energy["FIT"] == 0 and g.where(gi) == ("player_area", "r1")


def test_unaffordable_cards_and_attributes_are_not_offered() -> None:
    """Rulebook: Play a Card - cost; Attributes have no cost and cannot be played."""
    g = Game([gear("TG", cost=3, aspect="FIT"), filler("TAT", exploration=1)], decks=[["TG", "TAT"]])
    ids = g.options()
    assert f"play:{g.iid('TG')}" not in ids and f"play:{g.iid('TAT')}" not in ids


def test_moment_resolves_then_is_discarded() -> None:
    """Rulebook: Play a Card, Moments - resolve its instructions (manual unless scripted) and discard it."""
    g = Game([moment("TM")], decks=[["TM"]])
    mi = g.iid("TM")
    g.play(mi)
    assert g.where(mi) == ("set_aside", None)  # resolving: discarded once it has resolved
    g.done()
    assert g.where(mi) == ("discard", "r1")
    g.expect("turn")


def test_a_moment_whose_text_runs_needs_no_manual_step() -> None:
    """Play a Card, Moments: a moment whose play text the engine runs needs no manual step."""
    registry = spy_texts({("TM", "play"): lambda e, i, r, b: e.state.bump("moment_ran")})
    g = Game([moment("TM")], decks=[["TM"]], registry=registry)
    g.play(g.iid("TM"))
    assert g.state.stats["moment_ran"] == 1
    g.expect("turn")


def test_being_played_from_hand_goes_within_reach_like_a_path_card() -> None:
    """Rulebook: Play a Card, Features or Beings - within reach, treated like a path card."""
    rb = m.RangerBeingCard(
        id="TRB",
        name="Helper",
        set_id="t",
        cost=Amount.fixed(1),
        aspect="SPI",
        presence=Amount.fixed(1),
        harm_threshold=Amount.fixed(1),
    )
    g = Game([rb], decks=[["TRB"]])
    b = g.iid("TRB")
    g.play(b)
    assert g.where(b) == ("within_reach", "r1")
    assert f"test:common:avoid:{b}" in g.options()
    g.session.manual(ManualAdjust(action="add_tokens", card=b, token="harm", amount=1))
    assert g.where(b) == ("discard", "r1")  # a cleared Ranger card goes to its owner's discard


def test_equip_limit_forces_discards() -> None:
    """Rulebook: Play a Card, Gear - more than five squares: discard down to five."""
    g = Game([gear("TG3", cost=0, equip=3), gear("TG4", cost=0, equip=3)], decks=[["TG3", "TG4"]])
    a, b = g.iid("TG3"), g.iid("TG4")
    g.play(a)
    g.play(b)
    p = g.expect("equip_limit")
    assert {o.card for o in p.options} == {a, b}
    g.pick(f"unequip:{a}")
    assert g.where(a) == ("discard", "r1") and g.where(b) == ("player_area", "r1")
    g.expect("turn")


def test_discarding_equipped_gear_is_free_on_your_turn() -> None:
    """Rulebook: Tokens - on your turn you may discard equipped cards you no longer want."""
    g = Game([gear("TG", cost=0)], decks=[["TG"]])
    gi = g.iid("TG")
    g.play(gi)
    turns = g.state.stats["turns"]
    g.pick(f"unequip:{gi}", "turn")
    g.expect("turn")
    assert g.state.stats["turns"] == turns and g.where(gi) == ("discard", "r1")


def test_tokens_placed_on_entry() -> None:
    """Rulebook: Tokens - a card entering play gets its printed number of tokens."""
    g = Game([gear("TG", cost=0, tokens=TokenSpec(name="supply", count=Amount.fixed(3)))], decks=[["TG"]])
    gi = g.iid("TG")
    g.play(gi)
    assert g.state.cards[gi].tokens == {"supply": 3}


def test_attachment_attaches_to_chosen_card_and_leaves_with_host() -> None:
    """Rulebook: Play a Card, Attachments; Additional Concepts, Attach."""
    att = m.RangerAttachmentCard(id="TAT", name="Snare", set_id="t", cost=Amount.fixed(1), aspect="AWA")
    g = Game([att, being("TA", harm=1)], decks=[["TAT"]], path=["TA"])
    at, a = g.iid("TAT"), g.iid("TA")
    g.play(at)
    g.pick(f"host:{a}", "choose_host")
    assert g.state.cards[at].attached_to == a and in_play(g.state, at)
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="harm", amount=1))
    assert g.where(at) == ("discard", "r1") and g.where(a) == ("path_discard", None)


def test_attachment_goes_only_on_the_kinds_of_card_it_prints() -> None:
    """Rulebook: Play a Card, Attachments - the card names what it attaches to (printed ``attach``
    ``to``: a type, ``path``, a trait or a keyword): only such cards are offered as hosts, and with
    none in play the attachment cannot be played."""
    to_prey = (m.PrintedAbility(hook="attach", to=("prey",)),)
    att = m.RangerAttachmentCard(
        id="TAT", name="Snare", set_id="t", cost=Amount.fixed(1), aspect="AWA", printed=to_prey
    )
    prey, other = being("TA", traits=("Prey",)), being("TB", traits=("Predator",))
    g = Game([att, prey, other], decks=[["TAT"]], path=["TB", "TA"])  # the predator is drawn
    at, a, b = g.iid("TAT"), g.iid("TA"), g.iid("TB")
    assert g.where(b)[0] == "within_reach" and g.where(a)[0] == "path_deck"
    assert not [o for o in g.prompt.options if o.kind == "play_card" and o.card == at]  # a predator only
    g.bring("TA")
    g.play(at)
    assert g.options() == [f"host:{a}"]
    g.pick(f"host:{a}", "choose_host")
    assert g.state.cards[at].attached_to == a


def test_face_down_attachment_is_not_in_play() -> None:
    """Rulebook: Additional Concepts, Attach - face down cards are not in play and lose their tokens."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.ops import attach

    g = Game([being("TA"), filler("TX")], path=["TA"], decks=[["TX"]])
    a, x = g.iid("TA"), g.iid("TX")
    g.state.cards[x].tokens["supply"] = 2
    attach(Engine(g.state, g.session.book, g.registry, Recorder()), x, a, face_up=False)
    assert not in_play(g.state, x) and g.state.cards[x].tokens == {}


def test_exhaust_and_ready() -> None:
    """Rulebook: Additional Concepts, Exhaust/Ready - you cannot exhaust an exhausted card."""
    import pytest

    from rangers_qt.engine import IllegalAnswer

    g = Game([being("TA")], path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="exhaust", card=a))
    with pytest.raises(IllegalAnswer, match="already exhausted"):
        g.session.manual(ManualAdjust(action="exhaust", card=a))
    g.session.manual(ManualAdjust(action="ready", card=a))
    assert not g.state.cards[a].exhausted


def test_response_window_offers_a_printed_response() -> None:
    """Rulebook: Play a Card, Responses - resolve at the time their text names (a response moment:
    played from hand "after a test", then discarded)."""
    tr = moment(
        "TR",
        printed=(pa("response", window="after", event="test_ended"),),
        behaviour={
            "abilities": [{"on": "response:after:test_ended", "effects": [{"do": "soothe", "amount": 1}]}]
        },
    )
    g = Game([tr], decks=[["TR"]])
    ri = g.iid("TR")
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=1))
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    p = g.expect("response")
    assert [o.id for o in p.options] == [f"respond:{ri}", "pass"]
    g.pick(f"respond:{ri}")
    assert g.where(ri) == ("discard", "r1") and g.ranger().fatigue == []
    g.expect("turn")
