"""Shared steps of the printed-outcome tests (issue #27, docs/card-audit-ranger.md): a table with
shipped Ranger cards in each Ranger's opening hand and shipped path cards in the path deck, and
the questions every attachment's restriction asks (which hosts the choose-host prompt offers,
whether the card may be played at all, whether its text names the kind of host)."""

from __future__ import annotations

from typing import Any

import pytest
from engine.helpers import C0, CM2, CP, Game

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.zones import in_play

CATALOG = load_catalog()

#: Shipped path cards used as hosts and targets (picked for their traits).
BOG = "01297"  # Fetid Bog: a flora feature
DOE = "01361"  # Sitka Doe: a prey being (no predator, no human)
HEART = "01388"  # Heart of the Swamp: a trail feature along the way
SCROF = "01362"  # Hungry Scrof: a predator being without ambush
KORDO = "01288"  # Kordo, Ranger Veteran: a human being
ARTILOPE = "01364"  # a being of presence 1


def printed_table(
    hands: tuple[tuple[str, ...], ...] = ((),), path: tuple[str, ...] = (), draw: str = C0, **kw: Any
) -> Game:
    """One Ranger per entry of ``hands``; each hand's shipped cards are on top of that Ranger's deck
    (the first five are their opening hand)."""
    ids = {i for hand in hands for i in hand} | set(path)
    decks = [list(hand) for hand in hands]
    return Game(
        [CATALOG.card(i) for i in sorted(ids)],
        rangers=len(hands),
        path=list(path),
        challenge_order=[draw] * 30,
        decks=decks,
        **kw,
    )


def tokens(g: Game, iid: str) -> dict[str, int]:
    return dict(g.state.cards[iid].tokens)


def adjust(g: Game, **change: Any) -> None:
    """A manual adjustment by the players (``action=...``)."""
    g.session.manual(ManualAdjust(**change))


def fatigue_of(g: Game, ranger: str = "r1") -> int:
    return len(g.state.ranger(ranger).fatigue)


def offered_plays(g: Game) -> list[str]:
    """The cards the turn prompt offers to play."""
    g.expect("turn")
    return [str(o.card) for o in g.prompt.options if o.kind == "play_card"]


def hosts_offered(g: Game, attachment: str) -> set[str]:
    """Play the attachment from r1's hand and read the hosts the choose-host prompt offers."""
    g.play(attachment)
    g.expect("choose_host")
    return {str(o.target) for o in g.prompt.options}


def text_of(card_id: str) -> str:
    return " ".join(rules_text(CATALOG.card(card_id))).lower()


def energy_for(g: Game, card: str, ranger: str = "r1") -> None:
    """Three more energy of the card's aspect: any cost up to 5 is paid."""
    aspect = str(getattr(CATALOG.card(card), "aspect", ""))
    adjust(g, action="energy", ranger=ranger, aspect=aspect, amount=3)


def first_turn(g: Game, ranger: str = "r1") -> None:
    """With several Rangers the round opens by choosing who goes first: ``ranger``."""
    if g.prompt.kind != "turn":
        g.pick(f"next:{ranger}")
    g.expect("turn", ranger)


#: A card to bring into play for a host check: (definition id, zone, Ranger, nth copy, fits the
#: restriction). ``LOCATION`` and ``ROLE`` name the current location and a Ranger's role instead.
Host = tuple[str, str, str | None, int, bool]
LOCATION, ROLE = "location", "role"


def check_hosts(
    attachment: str,
    hands: tuple[tuple[str, ...], ...],
    path: tuple[str, ...],
    hosts: list[Host],
    unplayable_without: bool = True,
    conduit: str | None = None,
) -> None:
    """The attach restriction, both ways: with every card of ``hosts`` in play the choose-host prompt
    offers exactly those that fit; with only those that do not fit, the attachment is not offered
    (Rulebook: Play a Card, Attachments). ``unplayable_without`` False: some fitting card is always
    in play (the location), so the exact offer is the negative case. ``conduit``: a Setup conduit of
    r1's hand set up first (a manifestation needs one with a token)."""
    for with_fits in (True, False) if unplayable_without else (True,):
        g = printed_table(hands, path=path)
        if conduit is not None:
            g.pick(f"setup:{g.iid(conduit)}")
            adjust(g, action="move", card=g.iid(attachment), zone="hand", ranger="r1")  # deck shuffled
        first_turn(g)
        energy_for(g, attachment)
        want = set()
        for def_id, zone, ranger, nth, fits in hosts:
            if fits and not with_fits:
                if def_id not in (LOCATION, ROLE) and in_play(g.state, g.iid(def_id, nth)):
                    adjust(g, action="move", card=g.iid(def_id, nth), zone="path_discard")  # dealt at setup
                continue
            if def_id == LOCATION:
                iid = next(i for i in g.state.surroundings if _type(g, i) == "location")
            elif def_id == ROLE:
                iid = str(g.state.ranger(ranger or "r1").role)
            else:
                iid = g.bring(def_id, zone=zone, ranger=ranger, nth=nth)
            if fits:
                want.add(iid)
        card = g.iid(attachment)
        if with_fits:
            assert hosts_offered(g, card) == want
        else:
            assert card not in offered_plays(g), "offered with no card it may attach to"


def _type(g: Game, iid: str) -> str:
    return str(g.catalog.card(g.state.cards[iid].def_id).type)


def language_fix(kind: str, cards: str) -> pytest.MarkDecorator:
    """A printed outcome the behaviour language cannot express yet (issue #27's language fixes):
    ``xfail(strict=True)``, so the test turns red the day the fix lands and is then unmarked."""
    return pytest.mark.xfail(
        strict=True, reason=f"issue #27 language fix: {kind}; docs/card-audit-ranger.md {cards}"
    )


def host_named(card_id: str, kind: str) -> bool:
    """Does the card's generated text say what it attaches to ("attach to ..." naming ``kind``)?"""
    text = text_of(card_id)
    return "attach to" in text and kind in text.split("attach to", 1)[1][:40]


# --------------------------------------------------------------------------- keywords (Rulebook: Keywords)


def traverse_fatigue_past(card: str, ranger_card: bool = True) -> int:
    """The fatigue a Traverse of the Heart (along the way, presence 0) costs with ``card`` within
    your reach, between you and it (a Ranger card from your hand, or a path card)."""
    g = printed_table(((card,) if ranger_card else (),), path=(HEART,) if ranger_card else (HEART, card))
    g.bring(card, zone="within_reach")
    g.choose_test("traverse", g.iid(HEART))
    g.expect("commit_energy")
    return fatigue_of(g)


def check_friendly(card: str) -> None:
    """Keyword Friendly: in the way of a card you interact with, it does not fatigue you
    (a being without the keyword, the Sitka Doe, presence 1, does), and a Weapon card's test cannot
    aim at it."""
    assert traverse_fatigue_past(card) == 0
    assert traverse_fatigue_past(DOE, ranger_card=False) == 1
    # A Weapon (the trowel's Strike) cannot aim at it; it can at the Doe.
    g = printed_table(((card, "01032"),), path=(HEART, DOE))
    friend, doe = g.bring(card), g.bring(DOE)
    trowel = g.bring("01032", zone="player_area")
    g.expect("turn")
    aimed = {o.target for o in g.prompt.options if o.id.startswith(f"test:{trowel}:t2:")}
    assert doe in aimed and friend not in aimed


def check_unique(card: str) -> None:
    """Keyword Unique: playing a second copy discards the first from play; two copies of a gear
    without the keyword (Carbonforged Trowel) stay in play side by side."""
    plain = printed_table((("01032", "01032"),), path=(HEART,))
    energy_for(plain, "01032")
    for nth in (0, 1):
        plain.play(plain.iid("01032", nth))
        _settle(plain)
    assert all(in_play(plain.state, plain.iid("01032", nth)) for nth in (0, 1))
    g = printed_table(((card, card),), path=(HEART,))
    energy_for(g, card)
    first, second = g.iid(card, 0), g.iid(card, 1)
    g.play(first)
    _settle(g)
    assert in_play(g.state, first)
    g.play(second)
    _settle(g)
    assert in_play(g.state, second) and not in_play(g.state, first)
    assert g.where(first) == ("discard", "r1")


def _settle(g: Game) -> None:
    """Answer a being's or gear's entering questions with the first option until the turn is back."""
    while g.prompt.kind != "turn":
        g.pick(g.options()[0])


def check_manifestation(card: str, conduit: str, path: tuple[str, ...], bring: tuple[str, ...] = ()) -> None:
    """Keywords Manifestation and Conduit: the card is offered only with a token on an equipped
    conduit; played, it uses one of the conduit's tokens."""
    for with_conduit in (False, True):
        g = printed_table(((card, conduit),), path=path)
        if with_conduit:
            g.pick(f"setup:{g.iid(conduit)}")
            adjust(g, action="move", card=g.iid(card), zone="hand", ranger="r1")  # setup shuffled the deck
        elif g.prompt.kind != "turn":
            g.pick("none")
        for def_id in bring:
            g.bring(def_id)
        adjust(
            g, action="energy", ranger="r1", aspect=str(getattr(CATALOG.card(card), "aspect", "")), amount=3
        )
        iid = g.iid(card)
        if not with_conduit:
            assert iid not in offered_plays(g)
            continue
        staff = g.iid(conduit)
        before = sum(tokens(g, staff).values())
        assert iid in offered_plays(g)
        g.pick(next(o.id for o in g.prompt.options if o.kind == "play_card" and o.card == iid))
        assert sum(tokens(g, staff).values()) == before - 1


def check_setup(card: str) -> None:
    """Keyword Setup: as the day begins the Ranger may put the card from their deck into play (it
    is offered); a card without the keyword is not."""
    g = printed_table(((card, "01032"),), path=(HEART,))
    p = g.expect("setup_search")
    offered = {o.card for o in p.options if o.card}
    assert offered == {g.iid(card)}
    g.pick(f"setup:{g.iid(card)}")
    assert in_play(g.state, g.iid(card))


def set_energy(g: Game, ranger: str = "r1", **pool: int) -> None:
    """Set the Ranger's energy pool to exactly ``pool`` (aspects not named: 0)."""
    for aspect in ("AWA", "FIT", "FOC", "SPI"):
        change = pool.get(aspect, 0) - g.state.ranger(ranger).energy.get(aspect, 0)
        if change:
            adjust(g, action="energy", ranger=ranger, aspect=aspect, amount=change)


# --------------------------------------------------------------------------- a printed test's success


def check_success_needs_success(
    card: str,
    test_id: str = "t1",
    target: str | None = None,
    zone: str = "player_area",
    path: tuple[str, ...] = (HEART, DOE, BOG),
) -> None:
    """A printed test's success effect runs only when the test succeeds: the same test with the
    challenge card's +1 runs it (its event), with the -2 it does not, and the target's tokens stay
    as they were. ``target``: a path card of ``path`` brought within reach, ``"self"`` the card
    itself, None no target; ``zone``: where the card is put into play."""
    name = CATALOG.card(card).name
    for draw, succeeds in ((CP, True), (CM2, False)):
        g = printed_table(((card,),), path=path, draw=draw)
        iid = g.bring(card, zone=zone)
        aim = iid if target == "self" else (g.bring(target) if target else None)
        before = dict(g.state.cards[aim].tokens) if aim else {}
        set_energy(g, AWA=3, FIT=3, FOC=3, SPI=3)
        result = g.perform(test_id, aim, energy=1 if not succeeds else 3, source=iid)
        ran = any(e.kind == "behaviour" and e.text == f"{name}: test success effect" for e in result.events)
        assert ran == succeeds, (draw, [e.text for e in result.events])
        if not succeeds and aim and target != "self":
            assert dict(g.state.cards[aim].tokens) == before


#: The hosts of an attachment going on a feature: the Fetid Bog fits, the Sitka Doe does not.
FEATURE_HOSTS: list[Host] = [(BOG, "within_reach", "r1", 0, True), (DOE, "within_reach", "r1", 0, False)]


def check_feature_host(card: str, conduit: str | None = None) -> None:
    """``check_hosts`` for an attachment that goes on a feature (the Bog, not the Doe)."""
    hand = (card, conduit) if conduit else (card,)
    check_hosts(card, (hand,), (DOE, BOG), FEATURE_HOSTS, conduit=conduit)


def has_trait_now(g: Game, iid: str, trait: str) -> bool:
    """The card's traits as the modifier layer sees them now."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.modifier_layer.modifiers import has_trait

    return has_trait(Engine(g.state, g.session.book, g.registry, Recorder(enabled=False)), iid, trait)


def check_persistent(card: str) -> None:
    """Keyword Persistent: when the group travels and the play area is cleared, the card stays in
    play within your reach; the Sitka Doe beside it does not."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.day.travel import clear_play_area
    from rangers_qt.engine.events import Recorder

    g = printed_table(((card,),), path=(HEART, DOE))
    friend, doe = g.bring(card), g.bring(DOE)
    clear_play_area(Engine(g.state, g.session.book, g.registry, Recorder(enabled=False)))
    assert g.where(friend) == ("within_reach", "r1")
    assert not in_play(g.state, doe)
