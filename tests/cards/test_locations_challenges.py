"""Location cards' challenge effects (cards/locations.json), revealed by a Remember test with a
pinned challenge card."""

from __future__ import annotations

from engine.day.kit import Day
from engine.helpers import feature

from rangers_qt.engine import ManualAdjust

from .location_kit import (
    CATALOG,
    CREST,
    MOUNTAIN,
    PREDATOR,
    PREY,
    ROCK,
    STONES,
    SUN,
    add,
    at,
    remember,
    threshold,
    tokens,
)
from .terrain_kit import presence

SUNKEN, FROWNING_GATE, CYPRESS, MICHAELS_BOG = "01422", "01428", "01429", "01430"
BIOLOGICAL, FRACTURED, ANCESTORS_GROVE, GREENBRIAR = "01445", "01448", "01451", "01444"
ALLUVIAL = "01426"


def test_sunken_outpost_mountain_adds_water_raising_its_threshold() -> None:
    g = at(SUNKEN, draw=MOUNTAIN)
    loc = g.iid(SUNKEN)
    remember(g)
    assert tokens(g, loc) == {"water": 3} and threshold(g, loc) == 3


def test_the_frowning_gate_mountain_takes_progress_from_a_path_card_else_injures() -> None:
    g = at(FROWNING_GATE, STONES[0], draw=MOUNTAIN)
    stone, loc = g.iid(STONES[0].id), g.iid(FROWNING_GATE)
    add(g, stone, "progress", 2)
    add(g, loc, "progress", 1)
    remember(g)
    assert tokens(g, stone) == {"progress": 1} and g.ranger().injuries == 0
    g.session.manual(ManualAdjust(action="remove_tokens", card=stone, token="progress", amount=1))
    remember(g)  # progress only on the location: not a path card
    assert tokens(g, loc) == {"progress": 1} and g.ranger().injuries == 1


def test_the_cypress_citadel_sun_readies_an_exhausted_path_card() -> None:
    g = at(CYPRESS, STONES[0], draw=SUN)
    stone = g.iid(STONES[0].id)
    g.session.manual(ManualAdjust(action="exhaust", card=stone))
    remember(g)
    assert not g.state.cards[stone].exhausted


def test_michaels_bog_mountain_gathers_toxins_until_they_outnumber_the_rangers_then_harms_a_being() -> None:
    g = at(MICHAELS_BOG, PREY, draw=MOUNTAIN)
    loc, prey = g.iid(MICHAELS_BOG), g.iid(PREY.id)
    remember(g)
    assert tokens(g, loc) == {"toxin": 1} and tokens(g, prey) == {}  # 1 toxin, 1 Ranger: not more
    remember(g)
    assert tokens(g, loc) == {} and tokens(g, prey) == {"harm": 2}


def test_michaels_bog_needs_more_toxins_than_rangers_with_two_rangers() -> None:
    g = at(MICHAELS_BOG, PREY, draw=MOUNTAIN, rangers=2)
    loc, prey = g.iid(MICHAELS_BOG), g.iid(PREY.id)
    add(g, loc, "toxin", 1)
    g.next_ranger("r1")
    remember(g)
    assert tokens(g, loc) == {"toxin": 2} and tokens(g, prey) == {}  # 2 toxins, 2 Rangers: not more
    g.next_ranger("r2")
    remember(g)
    assert tokens(g, loc) == {} and tokens(g, prey) == {"harm": 3}


def test_biological_outpost_mountain_lures_the_next_predator_or_prey_when_none_is_active() -> None:
    g = at(BIOLOGICAL, STONES[0], STONES[1], PREY, draw=MOUNTAIN)
    prey = g.iid(PREY.id)
    remember(g)
    assert g.where(prey) == ("within_reach", "r1")
    assert g.where(g.iid(STONES[1].id))[0] == "path_deck"
    g2 = at(BIOLOGICAL, PREY, PREDATOR, draw=MOUNTAIN)  # an active prey: nothing comes
    remember(g2)
    assert g2.where(g2.iid(PREDATOR.id))[0] == "path_deck"


def test_the_fractured_wall_mountain_readies_the_feature_with_the_highest_presence() -> None:
    g = at(FRACTURED, STONES[0], ROCK, draw=MOUNTAIN)
    stone, rock = g.iid(STONES[0].id), g.bring(ROCK.id, "along_the_way")
    for c in (stone, rock):
        g.session.manual(ManualAdjust(action="exhaust", card=c))
    remember(g)
    assert not g.state.cards[rock].exhausted and g.state.cards[stone].exhausted


def test_ancestors_grove_sun_puts_a_card_of_your_discard_on_top_of_your_fatigue() -> None:
    g = at(ANCESTORS_GROVE, draw=SUN)
    remember(g)  # an empty discard: nothing happens
    assert g.ranger().fatigue == []
    first, second = g.ranger().deck[0], g.ranger().deck[1]
    for iid in (first, second):
        g.session.manual(ManualAdjust(action="move", card=iid, zone="discard", ranger="r1"))
    remember(g)
    g.pick(f"card:{first}", "effect_choice")
    assert g.ranger().fatigue == [first] and g.ranger().discard == [second]


def test_greenbriar_knoll_crest_scouts_a_challenge_card_and_fatigues_you_if_it_shows_crest() -> None:
    for nxt, fatigued in ((CREST, 2), (MOUNTAIN, 0)):
        g = at(GREENBRIAR, draw=CREST, then=(nxt,))
        seen = g.state.challenge_deck[1]
        g.perform("remember", energy=1)
        while g.session.prompt is not None and g.prompt.kind == "scout":
            ours = f"top:{seen}" in g.options()
            g.pick(f"top:{seen}" if ours else g.options()[0])
        assert g.state.challenge_deck[0] == seen  # kept on top
        assert len(g.ranger().fatigue) == fatigued, nxt


def test_the_alluvial_ruins_mountain_brings_detritus_up_when_you_test_a_water_feature() -> None:
    """The detritus deck is built from the Grassland, Lakeshore and Old-Growth sets at assembly (the
    day kit's invented Lakeshore card here); a water feature of the Woods set is tested."""
    ruins = CATALOG.card(ALLUVIAL)
    water = feature("TLW", set_id="woods", name="Woods Pool", traits=("Water",), progress=9)
    for target, moved in (("TLW", True), ("DW2", False)):
        d = Day(
            [ruins, water],
            location="the_alluvial_ruins",
            path=None,
            terrain="woods",
            challenge=[MOUNTAIN] * 20,
        )
        detritus = list(d.state.day.separate_decks["detritus"])
        iid = d.iid(target)
        d.manual(action="move", card=iid, zone="within_reach", ranger="r1")
        d.choose_test("traverse", iid)
        d.commit_energy(1)
        assert (d.state.path_deck[:1] == detritus[:1]) is moved, target
        assert (d.state.day.separate_decks["detritus"] == detritus[1:]) is moved, target


BOULDER = "01452"


def test_boulder_field_lowers_the_presence_of_every_being_by_one() -> None:
    g = at(BOULDER, PREDATOR, PREY, ROCK)
    pred, prey, rock = g.iid(PREDATOR.id), g.iid(PREY.id), g.iid(ROCK.id)
    assert g.where(pred) == ("within_reach", "r1")  # the round's path draw
    g.bring(PREY.id)
    g.bring(ROCK.id, "along_the_way")
    assert (presence(g, pred), presence(g, prey), presence(g, rock)) == (1, 0, 3)


GREENBRIDGE, CYPRESS_CITADEL = "01431", "01429"


def test_the_greenbridge_crest_takes_a_strut_and_the_last_one_drops_the_group_to_the_citadel() -> None:
    d = Day(
        [CATALOG.card(GREENBRIDGE), CATALOG.card(CYPRESS_CITADEL)],
        location="the_greenbridge",
        path=None,
        terrain="swamp",
        challenge=[CREST] * 20,
    )
    loc = next(i for i in d.state.surroundings if d.state.cards[i].def_id == GREENBRIDGE)
    assert d.state.cards[loc].tokens == {"strut": 4}
    d.manual(action="remove_tokens", card=loc, token="strut", amount=2)
    d.choose_test("remember")
    d.commit_energy(1)
    while d.prompt.kind in ("scout", "challenge_order"):
        d.pick(d.options()[0])
    assert d.state.cards[loc].tokens == {"strut": 1} and d.state.day.location == "the_greenbridge"
    d.choose_test("remember")
    d.commit_energy(1)
    while d.prompt.kind in ("scout", "challenge_order"):
        d.pick(d.options()[0])
    assert d.state.ranger("r1").injuries == 1
    d.expect("camp")  # the travel went on: the camp decision at the Citadel
    assert d.state.day.location == "the_cypress_citadel" and d.state.day.terrain == "swamp"
