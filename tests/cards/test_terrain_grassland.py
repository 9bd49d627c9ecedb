"""Grassland path cards (cards/path/grassland.json) through the prompt protocol with pinned
challenge draws. The Whispering Fields waits for "would draw" replacements and random face-down
picks (issue #11 report)."""

from __future__ import annotations

from engine.helpers import gear

from rangers_qt.engine import ManualAdjust

from .terrain_kit import (
    CREST,
    MOUNTAIN,
    SUN,
    add,
    exhausted,
    fatigue,
    keyword,
    order,
    presence,
    remember,
    table,
    tokens,
)

SCROF, ARTILOPE, ANTHILL, ROOT, VELOX = "01362", "01364", "01379", "01398", "01401"
LUTRINAL, ATROX, DOE, MUCKETS = "01301", "01294", "01361", "01357"


def test_hungry_scrof_mountain_fights_another_predator() -> None:
    g = table(ATROX, first=SCROF, draw=MOUNTAIN)
    scrof, atrox = g.iid(SCROF), g.bring(ATROX)
    remember(g)
    assert exhausted(g, atrox) and tokens(g, atrox) == {"harm": 2}
    assert tokens(g, scrof) == {"harm": 2}


def test_hungry_scrof_crest_bites_when_food_is_about() -> None:
    g = table(first=SCROF, draw=CREST)
    remember(g)
    assert g.ranger().injuries == 0 and not exhausted(g, g.iid(SCROF))
    g2 = table(MUCKETS, first=SCROF, draw=CREST)
    g2.bring(MUCKETS)  # Tidewater Muckets: an active food
    remember(g2)
    assert g2.ranger().injuries == 1 and exhausted(g2, g2.iid(SCROF))


def test_artilope_sun_bolts_back_into_the_path_deck_near_a_big_card() -> None:
    g = table(first=ARTILOPE, draw=SUN)
    remember(g)
    assert g.where(g.iid(ARTILOPE)) == ("within_reach", "r1")  # only itself (presence 1) is active
    g2 = table(ATROX, DOE, first=ARTILOPE, draw=SUN)
    g2.bring(ATROX)
    g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid(ATROX)))
    assert g2.state.path_deck[0] == g2.iid(DOE)
    remember(g2)  # the exhausted Atrox is not active: nothing happens
    assert g2.where(g2.iid(ARTILOPE)) == ("within_reach", "r1")
    g2.session.manual(ManualAdjust(action="ready", card=g2.iid(ATROX)))
    remember(g2)
    # shuffled into the path deck (Doe and Artilope), then one path card drawn from it
    assert len(g2.state.path_deck) == 1
    places = {g2.where(g2.iid(ARTILOPE))[0], g2.where(g2.iid(DOE))[0]}
    assert places == {"path_deck", "within_reach"}


def test_artilope_mountain_takes_harm_from_an_active_predator() -> None:
    g = table(LUTRINAL, first=ARTILOPE, draw=MOUNTAIN)
    artilope, lutrinal = g.iid(ARTILOPE), g.bring(LUTRINAL)
    remember(g)
    order(g, artilope)
    assert exhausted(g, lutrinal) and tokens(g, artilope) == {"harm": 1}


def test_artilope_crest_stampedes_once_it_is_harmed() -> None:
    g = table(DOE, first=ARTILOPE, draw=CREST)
    artilope, doe = g.iid(ARTILOPE), g.bring(DOE)
    remember(g)
    assert g.ranger().injuries == 0
    add(g, artilope, "harm", 1)
    remember(g)
    assert exhausted(g, artilope) and tokens(g, artilope) == {"harm": 2} and tokens(g, doe) == {"harm": 1}
    assert g.ranger().injuries == 1


def test_harvester_anthill_presence_is_its_harm() -> None:
    """X (its presence) is the harm on it: seen by an Artilope's sun effect (an active card with
    2 or more presence)."""
    g = table(ANTHILL, DOE, first=ARTILOPE, draw=SUN)
    anthill = g.bring(ANTHILL, "along_the_way")
    add(g, anthill, "harm", 1)
    remember(g)
    assert g.where(g.iid(ARTILOPE)) == ("within_reach", "r1")  # presence 1
    add(g, anthill, "harm", 1)
    remember(g)  # presence 2: the Artilope goes into the deck and a card is drawn
    places = {g.where(g.iid(ARTILOPE))[0], g.where(g.iid(DOE))[0]}
    assert places == {"path_deck", "within_reach"}


def test_harvester_anthill_sun_turns_a_progress_into_harm() -> None:
    g = table(first=ANTHILL, draw=SUN)
    anthill = g.iid(ANTHILL)
    remember(g)
    assert tokens(g, anthill) == {}
    add(g, anthill, "progress", 2)
    remember(g)
    assert tokens(g, anthill) == {"progress": 1, "harm": 1}


def test_harvester_anthill_mountain_feeds_a_hungry_scrof() -> None:
    g = table(SCROF, first=ANTHILL, draw=MOUNTAIN)
    anthill, scrof = g.iid(ANTHILL), g.bring(SCROF)
    remember(g)
    order(g, anthill)
    assert exhausted(g, scrof) and tokens(g, scrof) == {"progress": 2}
    assert tokens(g, anthill) == {"harm": 2}


def test_mourning_root_slice_costs_a_fatigue_and_soothes_a_chosen_ranger() -> None:
    g = table(first=ROOT, rangers=2)
    root = g.iid(ROOT)
    fatigue(g, 4, "r2")
    g.next_ranger("r1")
    g.perform("t1", root, energy=1)
    g.expect("effect_choice", "r1")
    g.pick("ranger:r2")
    assert tokens(g, root) == {"harm": 1}
    assert len(g.ranger("r1").fatigue) == 1 and len(g.ranger("r2").fatigue) == 1


def test_mourning_root_mountain_feeds_an_active_prey() -> None:
    g = table(DOE, first=ROOT, draw=MOUNTAIN)
    root, doe = g.iid(ROOT), g.bring(DOE)
    remember(g)
    order(g, root)
    assert exhausted(g, doe) and tokens(g, doe) == {"progress": 1} and tokens(g, root) == {"harm": 1}


def test_bloodbeckoned_velox_crest_strikes_once_a_ranger_is_injured() -> None:
    g = table(first=VELOX, draw=CREST, rangers=2)
    g.next_ranger("r1")
    remember(g)
    assert g.ranger("r1").injuries == 0 and not exhausted(g, g.iid(VELOX))
    g2 = table(first=VELOX, draw=CREST, rangers=2)
    g2.session.manual(ManualAdjust(action="injure", ranger="r2"))
    g2.next_ranger("r1")
    remember(g2)
    assert g2.ranger("r1").injuries == 1 and exhausted(g2, g2.iid(VELOX))


FIELDS = "01404"


def test_bloodbeckoned_velox_turns_disconnected_once_a_ranger_is_injured() -> None:
    g = table(first=VELOX, rangers=2)
    velox = g.iid(VELOX)
    assert not keyword(g, velox, "disconnected")
    g.session.manual(ManualAdjust(action="injure", ranger="r2"))
    assert keyword(g, velox, "disconnected")


def test_bloodbeckoned_velox_mountain_bolts_into_the_whispering_fields_when_no_prey_is_active() -> None:
    g = table(FIELDS, first=VELOX, draw=MOUNTAIN)
    velox, fields = g.iid(VELOX), g.bring(FIELDS, "along_the_way")
    remember(g)
    card = g.state.cards[velox]
    assert card.attached_to == fields and not card.face_up
    g2 = table(FIELDS, DOE, first=VELOX, draw=MOUNTAIN)
    velox2 = g2.iid(VELOX)
    g2.bring(FIELDS, "along_the_way")
    g2.bring(DOE)
    remember(g2)
    order(g2, velox2)
    assert g2.where(velox2) == ("within_reach", "r1")  # an active prey holds it
    g3 = table(first=VELOX, draw=MOUNTAIN)
    remember(g3)  # no Whispering Fields: it stays
    assert g3.where(g3.iid(VELOX)) == ("within_reach", "r1")


ACORNS = gear("TGFOOD", name="Test Acorns", traits=("Food",), tokens={"name": "ration", "count": {"n": 2}})


def test_hungry_scrof_lets_you_feed_it_from_an_equipped_food_for_one_effort() -> None:
    g = table(first=SCROF, draw=SUN, extra=(ACORNS,), decks=[[ACORNS.id]])
    scrof, acorns = g.iid(SCROF), g.iid(ACORNS.id)
    g.session.manual(ManualAdjust(action="move", card=acorns, zone="player_area", ranger="r1"))
    assert tokens(g, acorns) == {"ration": 2}
    g.choose_test("connect", scrof)
    g.pick("yes", "effect_may")  # as the test begins (ruling R39): 1 effort from the food
    g.commit_energy(1)  # + 1 energy against its presence 2
    assert tokens(g, acorns) == {"ration": 1} and tokens(g, scrof) == {"progress": 2}
    g2 = table(first=SCROF, draw=SUN)
    g2.perform("connect", g2.iid(SCROF), energy=1)  # no food: no question, 1 effort fails
    assert tokens(g2, g2.iid(SCROF)) == {}


FIELDS = "01404"


def _face_down(g, fields: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [c for c in g.state.cards[fields].attached if not g.state.cards[c].face_up]


def _next_round(g) -> None:  # type: ignore[no-untyped-def]
    """Rest: the round ends (travel declined, refresh) and the next round's path draw happens."""
    g.rest()
    while g.session.prompt is not None and g.prompt.kind != "turn":
        g.pick(g.options()[-1])


def test_the_whispering_fields_hides_every_path_draw_face_down_and_grows_with_them() -> None:
    g = table(ARTILOPE, VELOX, first=FIELDS)
    fields, artilope, velox = g.iid(FIELDS), g.iid(ARTILOPE), g.iid(VELOX)
    # Entering play it draws a path card, which its own response hides under it instead.
    assert _face_down(g, fields) == [artilope] and presence(g, fields) == 2
    assert g.where(velox) == ("path_deck", None)
    _next_round(g)  # the round's path draw is hidden too
    assert _face_down(g, fields) == [artilope, velox] and presence(g, fields) == 4
    assert g.state.path_deck == []


def _two_hidden(draw: str = CREST):  # type: ignore[no-untyped-def]
    """Two cards hidden under the Fields; every challenge card shows the crest (-1), which neither
    the Fields nor the cards it shows answer here."""
    g = table(ARTILOPE, VELOX, first=FIELDS, draw=draw)
    _next_round(g)
    return g, g.iid(FIELDS), g.iid(ARTILOPE), g.iid(VELOX)


def test_the_whispering_fields_sense_looks_at_effort_cards_and_puts_one_into_play_without_ambush() -> None:
    for energy in (3, 4):  # effort 2 (every hidden card) and 3 (more than there are)
        g, fields, artilope, velox = _two_hidden()
        g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=3))
        g.perform("t1", fields, energy=energy)
        g.expect("effect_choice")
        assert sorted(g.options()) == sorted([f"card:{artilope}", f"card:{velox}"])
        before = len(g.ranger().fatigue)
        g.pick(f"card:{velox}")
        assert g.where(velox) == ("within_reach", "r1") and len(g.ranger().fatigue) == before  # no Ambush
        assert _face_down(g, fields) == [artilope] and presence(g, fields) == 2


def test_the_whispering_fields_sense_with_effort_below_the_hidden_cards_takes_one_at_random() -> None:
    g, fields, artilope, velox = _two_hidden()
    g.perform("t1", fields, energy=2)  # effort 1 of 2: one card, at random, no question
    g.expect("turn")
    shown = [c for c in (artilope, velox) if g.where(c)[0] != "attached"]
    assert len(shown) == 1 and len(_face_down(g, fields)) == 1


def test_the_whispering_fields_sun_reveals_a_hidden_card_and_an_ambusher_injures_instead() -> None:
    g = table(VELOX, first=FIELDS, draw=SUN)
    velox = g.iid(VELOX)
    before = len(g.ranger().fatigue)
    remember(g)
    assert g.where(velox) == ("within_reach", "r1")
    assert g.ranger().injuries == 1 and len(g.ranger().fatigue) == before  # an injury, not the fatigue
    g2 = table(ARTILOPE, first=FIELDS, draw=SUN)
    remember(g2)
    assert g2.where(g2.iid(ARTILOPE)) == ("within_reach", "r1") and g2.ranger().injuries == 0
    g3 = table("01278", first=FIELDS, draw=SUN)  # Rapids: Ambush, but it enters along the way (R68)
    remember(g3)
    assert g3.where(g3.iid("01278")) == ("along_the_way", None) and g3.ranger().injuries == 0
