"""Shared pieces for the location path sets' tests (tests/cards/test_pathsets_*.py): the cards
they lean on from other sets and a reader for the guide entries a result names. The tables are
terrain_kit's and location_kit's."""

from __future__ import annotations

from typing import Any

#: Predators from terrain sets whose own challenge effects stay quiet in these tables: the
#: Ursus along the way (its crest needs it within reach, its mountain a fish), the Wolhund
#: within reach (its crest needs 3 fatigue).
URSUS, WOLHUND = "01256", "01345"
#: Water obstacles (Vira's Ask): Tributary Steam (along the way, no challenge effects).
STEAM = "01315"


def guides(result: Any) -> list[str]:
    """The campaign guide entries a manual adjustment's or an answer's events name."""
    return [e.text for e in result.events if e.kind == "guide_entry"]


#: Starting moments for the Elders' Listen: The Right Tool (artisan, AWA 1) and Local Fare
#: (forager, AWA 1); the Rangers of the test tables have 2 in every aspect.
RIGHT_TOOL, LOCAL_FARE = "01010", "01029"


def listen_swaps_a_moment(elder: str, entry: str) -> None:
    """An Elder's Listen [3] (2 energy + the mountain card's +1): the moment in hand returns to the
    collection and a starting moment the Ranger picks joins the deck, into hand; on a failure
    nothing changes; the Elder's clear reads its entry."""
    from rangers_qt.engine import ManualAdjust

    from .terrain_kit import CATALOG, FAIL, MOUNTAIN, table

    extra = (CATALOG.card(RIGHT_TOOL), CATALOG.card(LOCAL_FARE))
    g = table(first=elder, draw=MOUNTAIN, extra=extra, decks=[[RIGHT_TOOL]])  # in the opening hand
    tool = g.iid(RIGHT_TOOL)
    assert g.where(tool) == ("hand", "r1")
    g.perform("t1", g.iid(elder), energy=2)
    assert g.options() == [f"collection:{RIGHT_TOOL}", f"collection:{LOCAL_FARE}"]
    g.pick(f"collection:{LOCAL_FARE}", "effect_choice")
    hand = [g.state.cards[i].def_id for i in g.ranger().hand]
    assert LOCAL_FARE in hand and RIGHT_TOOL not in hand and g.where(tool)[0] == "set_aside"
    assert [(c.remove, c.add) for c in g.state.day.deck_changes] == [(RIGHT_TOOL, None), (None, LOCAL_FARE)]
    g2 = table(first=elder, draw=FAIL, extra=extra, decks=[[RIGHT_TOOL]])
    g2.perform("t1", g2.iid(elder), energy=2)
    assert g2.state.day.deck_changes == [] and g2.where(g2.iid(RIGHT_TOOL)) == ("hand", "r1")
    result = g2.session.manual(ManualAdjust(action="add_tokens", card=g2.iid(elder), token="harm", amount=4))
    assert g2.where(g2.iid(elder)) == ("path_discard", None) and any(entry in t for t in guides(result))


def listen_without_a_moment_in_hand_takes_nothing(elder: str) -> None:
    from .terrain_kit import MOUNTAIN, table

    g = table(first=elder, draw=MOUNTAIN)
    g.perform("t1", g.iid(elder), energy=2)
    g.expect("turn")
    assert g.state.day.deck_changes == []


def crest_strikes(elder: str, harm: int = 2) -> None:
    """The Friendly being's crest: an active predator (the Ursus, presence 2) is exhausted and the
    being takes its presence as harm."""
    from .terrain_kit import CREST, exhausted, order, remember, table, tokens

    g = table(URSUS, first=elder, draw=CREST)
    being, ursus = g.iid(elder), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, being, ursus)
    assert exhausted(g, ursus) and tokens(g, being) == {"harm": harm}


def share_sets_a_valley_card_aside_until_the_group_travels(card: str) -> None:
    """Evergreen Hall's and The Hearty Brew's Share: any Valley card (the day kit's invented Valley
    set) goes face down onto the location, and enters play once the group has travelled; while the
    group stays it stays there."""
    from engine.day.kit import Day

    from .terrain_kit import CATALOG

    for travel in (True, False):
        d = Day([CATALOG.card(card)], path=[card])
        share = d.iid(card)
        d.choose_test("t1", share)
        d.expect("commit_energy")
        d.commit_energy(1)
        assert d.options() == [f"card:DV{i}" for i in range(1, 7)]  # any card of the set
        d.pick("card:DV3", "effect_choice")
        loc = d.location_iid()
        found = list(d.state.cards[loc].attached)
        assert [d.state.cards[i].def_id for i in found] == ["DV3"] and not d.state.cards[found[0]].face_up
        d.ready_to_travel()
        d.pick("travel:beta" if travel else "stay", "travel")
        if travel:
            d.pick("camp:no", "camp")
        while d.prompt.kind == "guide":
            d.pick("done")
        if travel:
            assert d.where(found[0]) == ("within_reach", "r1")
        else:
            assert d.state.cards[found[0]].attached_to == loc and not d.state.cards[found[0]].face_up
