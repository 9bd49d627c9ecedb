"""Rulebook: Phase 3: Travel, 5. Arrival Setup (and Game Setup, Resolve Arrival Setup) - the
arrival verbs of the behaviour language (content/behaviour/arrival.py), run by
engine/effects/arrival.py.

Each test builds a location whose behaviour's ``arrival`` list holds the steps, plays the day's
setup (arrival setup on) and reads the table: the round-1 path draw (one card per Ranger, from the
lead) follows the arrival setup, so the cards a Ranger holds are "arrival card(s), then round card".
"""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content import models as m
from rangers_qt.content.behaviour.compile import coverage_status, missing_hooks
from rangers_qt.content.behaviour.text import rules_text

from ..helpers import C0, CM, CP, CR, being, feature, kw
from .kit import DEAL, Day, arrival_location, arrive

FIVE = ["DA", "DB", "DC", "DD", "DE", "DF"]


def _plain(ids: list[str]) -> list[Any]:
    return [feature(i) for i in ids]


def _two_step() -> m.LocationCard:
    """A location whose arrival setup is "the lead Ranger draws; the next Ranger draws"."""
    return arrival_location("DY1", "Y1", "y_one", arrival=[arrive("lead", DEAL), arrive("next", DEAL)])


@pytest.mark.parametrize(
    ("rangers", "held"),
    [
        # One Ranger: they resolved the lead step, so the "next Ranger" step is ignored.
        (1, {"r1": ["DA", "DB"]}),
        # Two Rangers: the lead, then the Ranger after them; round 1 gives each one more.
        (2, {"r1": ["DA", "DC"], "r2": ["DB", "DD"]}),
        # Three Rangers: the third resolves no arrival step (there is no second "next" step).
        (3, {"r1": ["DA", "DC"], "r2": ["DB", "DD"], "r3": ["DE"]}),
    ],
)
def test_arrival_setup_next_ranger_step_by_group_size(rangers: int, held: dict[str, list[str]]) -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - the lead Ranger resolves the first step, the
    next Ranger clockwise the next one; a "next Ranger" step is ignored once every Ranger has
    resolved one (1, 2 and 3 Rangers for a two-step arrival)."""
    d = Day([_two_step(), *_plain(FIVE)], rangers=rangers, location="y_one", path=FIVE, arrival_setup=True)
    st = d.state
    for rid, cards in held.items():
        assert d.defs(st.ranger(rid).within_reach) == cards, rid
    drawn = sum(len(c) for c in held.values())
    assert d.defs(st.path_deck) == FIVE[drawn:]


def test_arrival_setup_next_ranger_is_clockwise_from_the_lead() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - "next" is the Ranger after the lead (here the
    lead is the third Ranger: the first Ranger is next)."""
    d = Day([_two_step(), *_plain(FIVE)], rangers=3, location="y_one", path=FIVE, arrival_setup=True, lead=2)
    st = d.state
    assert d.defs(st.ranger("r3").within_reach) == ["DA", "DC"]
    assert d.defs(st.ranger("r1").within_reach) == ["DB", "DD"]
    assert d.defs(st.ranger("r2").within_reach) == ["DE"]


def test_arrival_setup_deal_path_face_down_along_the_way() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - a card put into play face down in an area (the
    Philosopher's Garden): it lies there as a face-down path card."""
    loc = arrival_location(
        "DY2",
        "Y2",
        "y_two",
        arrival=[arrive("lead", {"do": "deal_path", "to": "facedown", "area": "along_the_way"})],
    )
    d = Day([loc, *_plain(FIVE)], location="y_two", path=FIVE, arrival_setup=True)
    st = d.state
    (down,) = st.along_the_way
    assert st.cards[down].def_id == "DA" and not st.cards[down].face_up and st.cards[down].side == "back"
    assert d.defs(st.ranger("r1").within_reach) == ["DB"]


def test_arrival_setup_deal_path_within_reach_overrides_the_arrow() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - "put it within your reach" (The Furrow): an
    along-the-way card lands within the resolving Ranger's reach; the plain draw follows the arrow."""
    far = [feature("DFA", area="along_the_way"), feature("DFB", area="along_the_way")]
    loc = arrival_location(
        "DY3",
        "Y3",
        "y_three",
        arrival=[arrive("lead", {"do": "deal_path", "to": "within_reach"}), arrive("lead", DEAL)],
    )
    d = Day([loc, *far, feature("DA")], location="y_three", path=["DFA", "DFB", "DA"], arrival_setup=True)
    st = d.state
    assert d.defs(st.ranger("r1").within_reach) == ["DFA", "DA"]
    assert d.defs(st.along_the_way) == ["DFB"]


def test_arrival_setup_deal_path_two_cards_then_round_draw() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - "draw 2 path cards" (Bowl of the Sun): both
    come into play before the round begins."""
    loc = arrival_location("DY4", "Y4", "y_four", arrival=[arrive("lead", {"do": "deal_path", "amount": 2})])
    d = Day([loc, *_plain(FIVE)], location="y_four", path=FIVE, arrival_setup=True)
    assert sorted(d.defs(d.state.ranger("r1").within_reach)) == ["DA", "DB", "DC"]
    assert d.defs(d.state.path_deck) == FIVE[3:]


def test_arrival_setup_search_offers_each_different_match_then_shuffles() -> None:
    """Rulebook: Additional Concepts, Search - the Ranger picks among the matching cards (one option
    per different card), it enters play, then the path deck is shuffled."""
    loc = arrival_location(
        "DY5",
        "Y5",
        "y_five",
        arrival=[arrive("lead", {"do": "pick_from_path", "match": {"traits": ["Prey"]}})],
    )
    cards = [loc, feature("DP1", traits=("Prey",)), feature("DP2", traits=("Prey",)), *_plain(FIVE)]
    d = Day(cards, location="y_five", path=["DA", "DP1", "DB", "DP2", "DP1", "DC"], arrival_setup=True)
    p = d.expect("search")
    assert p.ranger == "r1"
    labels = sorted(o.label for o in p.options)
    assert len(labels) == 2 and all(lbl.startswith("Put into play: ") for lbl in labels)
    pick = next(o.id for o in p.options if d.state.cards[o.card or ""].def_id == "DP2")
    d.pick(pick)
    st = d.state
    held = d.defs(st.ranger("r1").within_reach)
    assert held[0] == "DP2" and len(held) == 2  # the search's card, then the round-1 draw
    assert sorted(d.defs(st.path_deck) + held) == sorted(["DA", "DP1", "DB", "DP2", "DP1", "DC"])


def test_arrival_setup_search_attaches_to_the_location_and_finding_nothing_goes_on() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup (Terravore: a feature attached to the location);
    Additional Concepts, Search - a search that finds nothing still shuffles, and the next step runs."""
    loc = arrival_location(
        "DY6",
        "Y6",
        "y_six",
        arrival=[
            arrive("group", {"do": "pick_from_path", "match": {"type": "being"}, "then": "attach_location"}),
            arrive("group", {"do": "pick_from_path", "match": {"keyword": "obstacle"}}),
            arrive("lead", DEAL),
        ],
    )
    cards = [loc, *_plain(FIVE[:3]), being("DBE")]
    d = Day(cards, location="y_six", path=["DA", "DBE", "DB", "DC"], arrival_setup=True)
    st = d.state
    here = next(i for i in st.surroundings if st.cards[i].def_id == "DY6")
    assert d.defs(st.cards[here].attached) == ["DBE"]
    assert len(st.ranger("r1").within_reach) == 2  # the lead's draw, then round 1's


def test_arrival_setup_draw_keep_one_for_the_next_ranger() -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup (Mount Nim) - draw 2, keep the one with Ambush,
    discard the other; the next Ranger's step does the same for them."""
    keep = {"do": "draw_keep_one", "amount": 2, "keyword": "ambush"}
    loc = arrival_location("DY7", "Y7", "y_seven", arrival=[arrive("lead", keep), arrive("next", keep)])
    ambush = [feature("DM1", keywords=kw("ambush")), feature("DM2", keywords=kw("ambush"))]
    cards = [loc, *_plain(["DA", "DB", "DC", "DD"]), *ambush]
    d = Day(
        cards, rangers=2, location="y_seven", path=["DA", "DM1", "DM2", "DB", "DC", "DD"], arrival_setup=True
    )
    st = d.state
    assert d.defs(st.path_discard) == ["DA", "DB"]
    assert d.defs(st.ranger("r1").within_reach)[0] == "DM1"
    assert d.defs(st.ranger("r2").within_reach)[0] == "DM2"


@pytest.mark.parametrize(("top", "held"), [(CP, 2), (C0, 3), (CM, 1), (CR, 3)])
def test_arrival_setup_reveal_a_challenge_card_and_follow_its_symbol(top: str, held: int) -> None:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup (Greenbriar Knoll, Boulder Field) - reveal a
    challenge card: a mountain draws 1, a sun draws 2, a crest nothing here; the card is discarded
    (a reshuffle icon shuffles the deck back)."""
    loc = arrival_location(
        "DY8",
        "Y8",
        "y_eight",
        arrival=[
            arrive(
                "lead",
                {"do": "reveal_challenge", "as": "$seen"},
                {"do": "if", "cond": {"shows": "mountain", "card": "$seen"}, "then": [DEAL]},
                {
                    "do": "if",
                    "cond": {"shows": "sun", "card": "$seen"},
                    "then": [{"do": "deal_path", "amount": 2}],
                },
            )
        ],
    )
    d = Day([loc, *_plain(FIVE)], location="y_eight", path=FIVE, arrival_setup=True, challenge=[top, CM, CP])
    st = d.state
    assert len(st.ranger("r1").within_reach) == held
    revealed = [st.cards[i].def_id for i in st.challenge_discard]
    assert revealed == ([] if top == CR else [top])


def test_location_coverage_and_rules_text_come_from_its_arrival_and_assembly() -> None:
    """Spire (01419): its arrival setup and Path Deck Assembly are behaviour - dropping either leaves
    the printed hook uncovered; the generated rules text says both in our words."""
    from rangers_qt.content.catalog import load_catalog

    spire = load_catalog().card("01419")
    assert isinstance(spire, m.LocationCard) and spire.behaviour is not None
    assert coverage_status(spire) == "full"
    text = "\n".join(rules_text(spire))
    # The two alike steps (the lead Ranger's, the next Ranger's) are said once.
    assert "Arrival setup 1-2: The lead Ranger, then up to 1 more Ranger clockwise, each: put the top" in text
    assert "as the spire deck" in text
    for field, hook in (("arrival", "front:arrival"), ("assembly", "front:path_deck_assembly")):
        stripped = spire.model_copy(update={"behaviour": spire.behaviour.model_copy(update={field: []})})
        assert hook in missing_hooks(stripped) and coverage_status(stripped) == "partial"
