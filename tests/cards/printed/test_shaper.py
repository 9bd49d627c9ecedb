"""Shaper cards (cards/ranger/shaper.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest
from engine.helpers import C0, Game

from ..ranger_kit import ranger_table
from .printed_kit import (
    ARTILOPE,
    BOG,
    CATALOG,
    DOE,
    HEART,
    SCROF,
    adjust,
    check_feature_host,
    check_hosts,
    check_manifestation,
    check_setup,
    fatigue_of,
    host_named,
    printed_table,
    tokens,
)

STAVE_SUN, STAFF, ROD, SCEPTER, ROOT_SNARE, HARMONIZE = "01083", "01086", "01089", "01092", "01081", "01090"
FAVORITE = "01017"  # Favorite Gear (artisan): soothes after you use a token of the attached gear


def test_01086_staff_of_the_wanderer_ability_uses_x_strides_for_x_progress_on_a_trail() -> None:
    """01086 Staff of the Wanderer, ability (exhaust, use X strides): X progress on a trail, and the X
    strides are *used* (a card answering a token used, Favorite Gear, hears it: ruling R64, one
    fatigue soothed per token)."""
    g = printed_table(((STAFF, FAVORITE),), path=(HEART,))
    heart = g.iid(HEART)
    staff = _set_up(g, STAFF, stride=3)
    adjust(g, action="fatigue", ranger="r1", amount=3)
    adjust(g, action="move", card=g.iid(FAVORITE), zone="hand", ranger="r1")  # setup shuffled the deck
    g.play(g.iid(FAVORITE))
    g.pick(f"host:{staff}", "choose_host")
    g.pick(f"ability:{staff}", "turn")
    g.pick("n:2", "effect_amount")
    g.expect("turn")
    assert tokens(g, heart) == {"progress": 2}
    assert tokens(g, staff) == {"stride": 1}
    assert fatigue_of(g) == 1


def _set_up(g, conduit: str, **tokens_to: int) -> str:  # type: ignore[no-untyped-def]
    """Put the conduit into play as the day begins (its Setup keyword), then give it tokens."""
    iid = str(g.iid(conduit))
    g.pick(f"setup:{iid}")
    if g.prompt.kind != "turn":
        g.pick("none")
    for kind, n in tokens_to.items():
        have = tokens(g, iid).get(kind, 0)
        adjust(g, action="add_tokens", card=iid, token=kind, amount=n - have)
    return iid


def test_01081_root_snare_attaches_only_to_a_feature() -> None:
    """01081 Root Snare, attach restriction (a feature; a manifestation, played with a conduit's
    token): the Bog and the Heart are offered, the Doe is not; with no feature it is not offered."""
    check_feature_host(ROOT_SNARE, conduit=STAFF)


def test_01090_harmonize_attaches_only_to_a_being_within_reach_of_a_ranger() -> None:
    """01090 Harmonize, attach restriction (a being within some Ranger's reach): the Doe within your
    reach and the Scrof within the other Ranger's are offered, the Artilope along the way and the
    Bog (a feature) are not; with no being within anyone's reach it is not offered."""
    check_hosts(
        HARMONIZE,
        ((HARMONIZE, STAFF), ()),
        (BOG, DOE, SCROF, ARTILOPE),
        [
            (DOE, "within_reach", "r1", 0, True),
            (SCROF, "within_reach", "r2", 0, True),
            (ARTILOPE, "along_the_way", None, 0, False),
            (BOG, "within_reach", "r1", 0, False),
        ],
        conduit=STAFF,
    )


@pytest.mark.parametrize(("card", "kind"), [(ROOT_SNARE, "feature"), (HARMONIZE, "being within reach")])
def test_shaper_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01081 Root Snare, 01090 Harmonize, attach restriction: the generated text says what the card
    attaches to."""
    assert host_named(card, kind)


SHAPE_THE_EARTH, CYCLES = "01085", "01091"


@pytest.mark.parametrize("conduit", [STAVE_SUN, STAFF, ROD, SCEPTER])
def test_shaper_conduits_keyword_setup_is_offered_as_the_day_begins(conduit: str) -> None:
    """01083 Stave of the Sun, 01086 Staff of the Wanderer, 01089 Rod of the Clouds, 01092 Scepter of
    Harmony, Setup: offered from the deck as the day begins (a gear without it is not)."""
    check_setup(conduit)


@pytest.mark.parametrize("conduit", [STAVE_SUN, STAFF, ROD, SCEPTER])
def test_shaper_conduits_keyword_conduit_pays_for_a_manifestation(conduit: str) -> None:
    """01083, 01086, 01089, 01092 (the conduits), keyword Conduit; 01085 Shape the Earth, keyword
    Manifestation: the manifestation is offered only with a token on an equipped conduit, and
    playing it uses one."""
    check_manifestation(SHAPE_THE_EARTH, conduit, (HEART, BOG))


@pytest.mark.parametrize(
    ("card", "bring"), [(ROOT_SNARE, (BOG,)), (CYCLES, (DOE,)), (HARMONIZE, (DOE,)), ("01082", (DOE,))]
)
def test_shaper_manifestations_need_a_conduit_token_and_use_one(card: str, bring: tuple[str, ...]) -> None:
    """01081 Root Snare, 01091 Seen Through Cycles, 01090 Harmonize, 01082 Sky Whip, keyword
    Manifestation: not offered without an equipped conduit holding a token; played, one of its
    tokens is used."""
    check_manifestation(card, STAFF, (HEART, BOG, DOE), bring)


@pytest.mark.parametrize(("conduit", "bring"), [(STAVE_SUN, ()), (ROD, ()), (SCEPTER, (DOE,))])
def test_shaper_conduits_x_ability_is_not_offered_without_tokens(
    conduit: str, bring: tuple[str, ...]
) -> None:
    """01083 Stave of the Sun, 01089 Rod of the Clouds, 01092 Scepter of Harmony, ability (exhaust,
    use X): offered while the conduit holds a token (X from 1 to its tokens), not once it has none."""
    g = printed_table(((conduit,),), path=(HEART, DOE, BOG))
    iid = _set_up(g, conduit)
    for def_id in bring:
        g.bring(def_id)
    g.expect("turn")
    assert f"ability:{iid}" in g.options()
    kind = next(iter(tokens(g, iid)))
    adjust(g, action="remove_tokens", card=iid, token=kind, amount=tokens(g, iid)[kind])
    g.expect("turn")
    assert f"ability:{iid}" not in g.options()


def test_01081_root_snare_play_puts_2_progress_on_its_feature_only() -> None:
    """01081 Root Snare, play: 2 progress on the feature it is attached to; another feature gets
    none."""
    g = printed_table(((ROOT_SNARE, STAFF),), path=(HEART, BOG))
    _set_up(g, STAFF)
    adjust(g, action="move", card=g.iid(ROOT_SNARE), zone="hand", ranger="r1")  # setup shuffled the deck
    heart, bog = g.iid(HEART), g.bring(BOG)
    g.pick(next(o.id for o in g.prompt.options if o.kind == "play_card" and o.card == g.iid(ROOT_SNARE)))
    g.pick(f"host:{bog}", "choose_host")
    g.expect("turn")
    assert tokens(g, bog) == {"progress": 2} and tokens(g, heart) == {}


ADHERENT = "01079"


def test_01079_adherent_of_the_first_ideal_ability_is_not_offered_once_exhausted() -> None:
    """01079 Adherent of the First Ideal, ability 1 (exhaust: scout 1 challenge card): offered while
    the role is ready; used once, the exhausted role is not offered again (the scout:
    tests/cards/test_ranger_shaper.py)."""
    g = ranger_table(role=ADHERENT)
    role = g.state.ranger("r1").role
    assert f"ability:{role}" in g.options()
    top = g.state.challenge_deck[0]
    g.pick(f"ability:{role}", "turn")
    g.pick(f"top:{top}", "scout")
    g.expect("turn")
    assert g.state.cards[role].exhausted and f"ability:{role}" not in g.options()


THRONG = "01087"


@pytest.mark.parametrize("glints", [0, 1])
def test_01087_throng_of_life_keyword_manifestation_needs_a_conduit_token_and_uses_one(glints: int) -> None:
    """01087 Throng of Life, keyword Manifestation: a response moment, offered as a test reveals its
    challenge card only while an equipped conduit (Stave of the Sun) holds a token; played, one of
    its tokens is used. Negative case: the conduit emptied, the response is not offered and Throng
    of Life stays in hand."""
    g = Game(
        [CATALOG.card(i) for i in (THRONG, STAVE_SUN, HEART)],
        path=[HEART],
        challenge_order=[C0] * 10,
        decks=[[THRONG, STAVE_SUN]],
    )
    stave = g.iid(STAVE_SUN)
    g.pick(f"setup:{stave}", "setup_search")
    g.bring(THRONG, zone="hand")
    held = sum(tokens(g, stave).values())
    if held > glints:
        adjust(g, action="remove_tokens", card=stave, token="glint", amount=held - glints)
    assert sum(tokens(g, stave).values()) == glints
    g.choose_test("traverse", g.iid(HEART))
    g.pick("energy:1", "commit_energy")
    throng = g.iid(THRONG)
    if not glints:
        assert g.prompt.kind != "response" or f"respond:{throng}" not in g.options()
        assert g.where(throng) == ("hand", "r1")
        return
    g.pick(f"respond:{throng}", "response")
    assert sum(tokens(g, stave).values()) == 0 and g.where(throng) != ("hand", "r1")
