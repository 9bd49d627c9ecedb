"""Issue #27, the card audit (docs/card-audit-path.md, Missions): the shipped mission cards, both
faces, as printed - each clause's outcome and a negative case (one below the objective's count, the
condition false, another card or place). The mission kit's table (tests/cards/mission_kit.py): the
mission carried in the surroundings, invented path cards, pinned challenge draws; trips in the day
kit's tiny Valley (alpha -woods- beta; alpha -river- gamma) with a shipped location joined to it."""

from __future__ import annotations

from typing import Any

import pytest
from engine.day.kit import Day
from engine.helpers import being, feature

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.day_record import CarriedMission
from rangers_qt.engine.preview import test_begin_args
from rangers_qt.engine.zones import iter_in_play

from ..location_kit import ready_to_travel
from ..mission_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    SUN,
    add,
    fatigue_of,
    mission_of,
    remember,
    table,
    tokens,
)


def _guides(g: Any) -> list[str]:
    """Answer the guide prompts now showing (``done``) and return their titles."""
    titles = []
    while g.session.prompt is not None and g.prompt.kind == "guide":
        titles.append(g.prompt.title)
        g.pick("done")
    return titles


def _named(g: Any) -> list[str]:
    """The guide prompts named after the next turn ends by resting (an objective met is named there)."""
    if g.prompt.kind == "choose_next":
        g.pick("next:r1")
    g.rest()
    return _guides(g)


def _has(titles: list[str], entry: str) -> bool:
    return any(
        f"entry {entry} " in f"{t} " or f"entry {entry}(" in t or f" {entry} " in f" {t} " for t in titles
    )


# --------------------------------------------------------------------------- objectives on the card's tokens


@pytest.mark.parametrize(
    ("mission", "side", "rangers", "token", "count", "entry", "met"),
    [
        # MI06 Rising Waters: 3 progress.
        ("MI06", "front", 1, "progress", 2, "1.07", False),
        ("MI06", "front", 1, "progress", 3, "1.07", True),
        ("MI06", "front", 1, "progress", 4, "1.07", True),
        # MI07 Sensor Network: 3 progress.
        ("MI07", "front", 1, "progress", 2, "1.09", False),
        ("MI07", "front", 1, "progress", 3, "1.09", True),
        ("MI07", "front", 1, "progress", 4, "1.09", True),
        # MI09 Into the Nest: 3 progress.
        ("MI09", "back", 1, "progress", 2, "1.17", False),
        ("MI09", "back", 1, "progress", 3, "1.17", True),
        ("MI09", "back", 1, "progress", 4, "1.17", True),
        # MI11 Washed Away: 2 progress per Ranger (two Rangers: 4).
        ("MI11", "back", 2, "progress", 3, "1.23", False),
        ("MI11", "back", 2, "progress", 4, "1.23", True),
        ("MI11", "back", 2, "progress", 5, "1.23", True),
        # MI12 Worm Food: 2 progress.
        ("MI12", "front", 1, "progress", 1, "1.24", False),
        ("MI12", "front", 1, "progress", 2, "1.24", True),
        ("MI12", "front", 1, "progress", 3, "1.24", True),
        # MI08 Trail of Vines: 2 vine per Ranger (two Rangers: 4).
        ("MI08", "front", 2, "vine", 3, "1.11", False),
        ("MI08", "front", 2, "vine", 4, "1.11", True),
        ("MI08", "front", 2, "vine", 5, "1.11", True),
        # MI16 Search: 4 trail per Ranger (one Ranger: 4).
        ("MI16", "front", 1, "trail", 3, "1.45", False),
        ("MI16", "front", 1, "trail", 4, "1.45", True),
        ("MI16", "front", 1, "trail", 5, "1.45", True),
    ],
)
def test_a_token_objective_is_named_at_its_count(
    mission: str, side: str, rangers: int, token: str, count: int, entry: str, met: bool
) -> None:
    """Objectives counting the mission's own tokens (MI06 Rising Waters, MI07 Sensor Network, MI09
    Into the Nest, MI11 Washed Away, MI12 Worm Food: progress; MI08 Trail of Vines: vine; MI16
    Search: trail): one below the count nothing is named; at and above it the entry is named."""
    g = table(mission, side=side, rangers=rangers, tokens={token: count})
    assert _has(_named(g), entry) is met


@pytest.mark.parametrize(("left", "met"), [(1, False), (0, True)])
def test_biscuit_basket_objective_is_met_with_no_biscuit_left(left: int, met: bool) -> None:
    """MI04 Biscuit Basket (objective: no biscuit left on it): with 1 biscuit left nothing is named;
    the last one gone names 1.02."""
    g = table("MI04", side="back", tokens={"biscuit": 3})
    basket = mission_of(g)
    assert not _has(_named(g), "1.02")  # 3 biscuits: not met
    g.session.manual(ManualAdjust(action="remove_tokens", card=basket, token="biscuit", amount=3 - left))
    assert _has(_named(g), "1.02") is met


@pytest.mark.parametrize(("on_it", "met"), [(("r1",), False), (("r1", "r2"), True)])
def test_accommodation_objective_is_met_with_every_ranger_token_on_it(
    on_it: tuple[str, ...], met: bool
) -> None:
    """MI05 Accommodation (objective: every Ranger's token on it): two Rangers, one token on it:
    nothing named; both: 1.40."""
    g = table("MI05", rangers=2)
    mis = mission_of(g)
    for r in on_it:
        g.session.manual(ManualAdjust(action="ranger_token", ranger=r, card=mis))
    assert _has(_named(g), "1.40") is met


@pytest.mark.parametrize(
    ("mission", "named_card", "token", "entry"),
    [
        ("MI05", "01321", "harm", "1.41"),  # Intervention: the Caustic Mulcher
        ("MI06", "01360", "progress", "next entry"),  # Watcher in the Brush: the Verdessian (no number)
        ("MI07", "01414", "harm", "1.10"),  # Secret Invasion: a Reclaimer Seeker
    ],
)
def test_a_clear_card_objective_is_met_by_that_card_only(
    mission: str, named_card: str, token: str, entry: str
) -> None:
    """Objectives to clear a named card (MI05 Intervention: Caustic Mulcher; MI06 Watcher in the
    Brush: Mysterious Verdessian; MI07 Secret Invasion: Reclaimer Seeker): another card cleared names
    nothing; the named card cleared names the entry."""
    other = being("TXOTHER", name="Test Bystander", progress=1, harm=1)
    g = table(mission, other, CATALOG.card(named_card), side="back")
    add(g, g.bring("TXOTHER"), "harm", 1)
    assert not any(entry in t for t in _named(g))
    card = g.bring(named_card)
    for _ in range(5):  # the card's own entering questions (an ambush, an arrival)
        if g.prompt.kind == "turn":
            break
        g.pick("done" if "done" in g.options() else g.options()[0])
    add(g, card, token, 30)
    titles = _guides(g)
    for _ in range(5):
        if g.session.prompt is None or g.prompt.kind == "turn":
            break
        g.pick("done" if "done" in g.options() else g.options()[0])
        titles += _guides(g)
    assert any(entry in t for t in titles + _named(g)), titles


# --------------------------------------------------------------------------- objectives on travel

#: Invented places with the slugs the missions name, joined to the tiny Valley's alpha.
PLACES = {"spire": "DLSPIRE", "lone_tree_station": "DLSTATION"}


def _valley(
    mission: str,
    side: str = "front",
    here: str = "alpha",
    subject: str | None = None,
    extra: tuple[str, ...] = (),
    aside: tuple[Any, ...] = (),
    path: tuple[str, ...] = (),
) -> Day:
    """A day in the tiny Valley with the shipped ``mission`` carried, the group at ``here``, the
    places of ``PLACES`` joined to alpha by a woods path; ``aside``: invented cards the mission
    carries set aside from an earlier day (Lure's prey); ``path``: shipped cards in the path deck."""
    from engine.helpers import location

    places = [location(cid, slug=slug, progress=2) for slug, cid in PLACES.items()]
    kept = [c.id for c in aside]
    carried = [CarriedMission(def_id=mission, side=side, subject=subject, set_aside=kept)]
    missions = [CATALOG.card(i) for i in (mission, *extra, *path)]
    d = Day([*missions, *places, *aside], path=list(path), location=here, carried_missions=carried)
    vmap = d.catalog.valley_map  # type: ignore[attr-defined]
    d.catalog.valley_map = vmap.model_copy(  # type: ignore[attr-defined]
        update={
            "locations": (*vmap.locations, *(m.MapLocation(slug=s, card_id=c) for s, c in PLACES.items())),
            "connections": (
                *vmap.connections,
                *(m.Connection(a="alpha", b=s, terrain="woods") for s in PLACES),
            ),
        }
    )
    return d


def _go(d: Day, to: str) -> list[str]:
    """Travel to ``to`` (not camping): the guide prompts on leaving and on arriving, by title."""
    for _ in range(10):
        if d.prompt.kind == "travel":
            break
        if d.prompt.kind == "guide":
            d.pick("done")
        ready_to_travel(d)
    d.pick(f"travel:{to}", "travel")
    titles: list[str] = []
    for _ in range(10):
        kind = d.prompt.kind
        if kind == "guide":
            titles.append(d.prompt.title)
            d.pick("done" if "done" in d.options() else d.options()[0])
        elif kind == "camp":
            d.pick("camp:no")
        else:
            break
    return titles


@pytest.mark.parametrize(("to", "met"), [("spire", False), ("beta", True)])
def test_journey_objective_is_met_on_arriving_at_its_destination(to: str, met: bool) -> None:
    """MI01 Journey (objective: arrive at the location attached to it, here beta): arriving at
    Spire names nothing; at beta, 1.50."""
    d = _valley("MI01", subject="DLB")
    assert _has(_go(d, to), "1.50") is met


@pytest.mark.parametrize(("to", "met"), [("beta", False), ("spire", True)])
def test_spire_under_attack_objective_is_met_on_arriving_at_spire(to: str, met: bool) -> None:
    """MI14 Spire Under Attack! (objective: arrive at Spire): beta names nothing; Spire names 1.29."""
    d = _valley("MI14")
    assert _has(_go(d, to), "1.29") is met


@pytest.mark.parametrize(("to", "met"), [("beta", False), ("lone_tree_station", True)])
def test_rescue_objective_is_met_on_arriving_at_a_ranger_station(to: str, met: bool) -> None:
    """MI16 Rescue (objective: arrive at a Ranger Station): beta names nothing; Lone Tree Station
    names 1.46."""
    d = _valley("MI16", side="back")
    assert _has(_go(d, to), "1.46") is met


#: 01317 Hy Pimpot, Chef: Biscuit Delivery's objective holds only while he is in play.
HY_CHEF = "01317"


@pytest.mark.parametrize(
    ("here", "chef", "met"),
    [("alpha", True, False), ("lone_tree_station", False, False), ("lone_tree_station", True, True)],
)
def test_biscuit_delivery_objective_is_met_on_leaving_lone_tree_station_with_the_chef_in_play(
    here: str, chef: bool, met: bool
) -> None:
    """MI04 Biscuit Delivery, its objective (travel away from Lone Tree Station with Hy Pimpot, Chef
    in play; issue #27, the sixth reading): leaving alpha with him in play names nothing; leaving
    Lone Tree Station with him out of play names nothing; with him within reach it names
    1.01, and the engine judged it: the prompt neither asks whether a condition holds nor offers
    "the condition does not hold" (before: asked on every leaving, his presence left to the
    players)."""
    d = _valley("MI04", here=here, path=(HY_CHEF,) if chef else ())
    if chef:
        d.manual(action="move", card=d.iid(HY_CHEF), zone="within_reach", ranger="r1")
    d.ready_to_travel()
    assert any(d.state.cards[i].def_id == HY_CHEF for i in iter_in_play(d.state)) is chef
    d.pick(f"travel:{'alpha' if here != 'alpha' else 'beta'}", "travel")
    asked = d.prompt.kind == "guide" and "1.01" in d.prompt.title
    assert asked is met
    if met:
        assert "not_met" not in d.options() and "condition" not in d.prompt.title


def test_biscuit_delivery_objective_line_says_the_chef_must_be_in_play() -> None:
    """MI04 Biscuit Delivery, the face's objective line says the whole condition the engine judges
    (before: only "travel away from Lone Tree Station")."""
    from rangers_qt.app.faces import face_for

    lines = [r for r in face_for(CATALOG.card("MI04")).rules if r.startswith("Objective:")]
    assert lines[0] == "Objective: Travel away from Lone Tree Station while Hy Pimpot, Chef is in play."


@pytest.mark.parametrize(("here", "met"), [("alpha", False), ("spire", True)])
def test_fall_of_spire_objective_is_asked_on_leaving_spire(here: str, met: bool) -> None:
    """MI14 The Fall of Spire (objective: travel away from Spire with the three groups saved, the
    players judging that): leaving alpha asks nothing; leaving Spire asks 1.30."""
    d = _valley("MI14", side="back", here=here)
    assert _has(_go(d, "alpha" if here != "alpha" else "beta"), "1.30") is met


# ------------------------------------------------------------ entries read in place of a card's own


def _entry_read(g: Any, iid: str, usual: str = "3") -> str | None:
    """The entry a card in play reads now in place of ``usual`` (the missions' overrides)."""
    from rangers_qt.engine import ops
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    return ops._guide_entry(Engine(g.state, g.session.book, g.registry, Recorder(enabled=False)), iid, usual)


@pytest.mark.parametrize(
    ("mission", "side", "slug", "entry"),
    [
        ("MI06", "front", "white_sky", "1.05"),  # Rising Waters: its three places
        ("MI06", "front", "kobos_market", "1.05"),
        ("MI06", "front", "golden_shore", "1.05"),
        ("MI06", "front", "tumbledown", "3"),  # not one of them: its own
        ("MI09", "back", "the_alluvial_ruins", "1.16"),  # Into the Nest: the Alluvial Ruins
        ("MI09", "back", "white_sky", "3"),
        ("MI08", "back", "tumbledown", "92"),  # Deeper Motives: Tumbledown
        ("MI08", "back", "white_sky", "3"),
    ],
)
def test_a_mission_makes_its_places_read_its_entry(mission: str, side: str, slug: str, entry: str) -> None:
    """MI06 Rising Waters (constant: White Sky, Kobo's Market and Golden Shore read 1.05), MI09 Into
    the Nest (constant: the Alluvial Ruins read 1.16), MI08 Deeper Motives (constant: Tumbledown reads
    92): the named place reads the mission's entry, another place its own."""
    g = table(mission, side=side, at=slug)
    loc = next(
        i for i in g.state.surroundings if g.state.cards[i].def_id == CATALOG.location_by_slug(slug).id
    )
    assert _entry_read(g, loc) == entry


@pytest.mark.parametrize(("slug", "entry"), [("tumbledown", "92"), ("white_sky", "3")])
def test_deeper_motives_makes_nal_and_the_verdessian_read_92_at_tumbledown_only(
    slug: str, entry: str
) -> None:
    """MI08 Deeper Motives (constant: while at Tumbledown, Spirit Speaker Nal and the Mysterious
    Verdessian read 92): at Tumbledown both read 92; at White Sky their own."""
    nal = being("TXNAL", name="Spirit Speaker Nal")
    verd = being("TXVER", name="Mysterious Verdessian")
    g = table("MI08", nal, verd, side="back", at=slug)
    assert [_entry_read(g, g.bring(c)) for c in ("TXNAL", "TXVER")] == [entry, entry]


@pytest.mark.parametrize(("name", "entry"), [("Aell, Ambitious Shaper", "1.19"), ("Test Hermit", "74")])
def test_lost_brother_makes_aell_read_119_and_no_one_else(name: str, entry: str) -> None:
    """MI11 Lost Brother (objective: meet Aell; constant: Aell reads 1.19 in place of his entries):
    Aell drawn reads 1.19; another being its own entry (74)."""
    person = being("TXAEL", name=name, guide_entry="74")
    g = table("MI11", person, guide_prompts=True)
    g.rest()
    assert f"entry {entry}" in g.expect("guide").title


@pytest.mark.parametrize(("name", "entry"), [("Elder Mora Orlin", "93"), ("Test Hermit", "65")])
def test_fall_of_spire_makes_the_spire_set_read_93_and_no_one_else(name: str, entry: str) -> None:
    """MI14 The Fall of Spire (constant: the Spire set's cards read 93): Elder Mora Orlin reads 93;
    a card not of the set its own entry (65)."""
    g = table("MI14", being("TXM", name=name, guide_entry="65"), side="back", guide_prompts=True)
    g.rest()
    assert f"entry {entry}" in g.expect("guide").title


# --------------------------------------------------------------------------- at the end of the day


@pytest.mark.parametrize(("mission", "entry"), [("MI11", "1.22"), ("MI12", "1.28"), ("MI14", "1.31")])
@pytest.mark.parametrize("completed", [False, True])
def test_an_unfinished_mission_reads_its_entry_at_the_end_of_the_day(
    mission: str, entry: str, completed: bool
) -> None:
    """MI11 Washed Away (1.22), MI12 Gruesome Feast (1.28), MI14 The Fall of Spire (1.31): at the end
    of the day the mission still in play names its entry; completed (crossed off) it names nothing."""
    g = table(mission, side="back", guide_prompts=True)
    if completed:
        g.session.manual(ManualAdjust(action="complete_mission", card=mission_of(g)))
    g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert _has(_guides(g), entry) is not completed


@pytest.mark.parametrize("completed", [False, True])
def test_spire_under_attack_checks_a_box_at_the_end_of_the_day_until_completed(completed: bool) -> None:
    """MI14 Spire Under Attack! (end of the day: check one of its tracker boxes): in play, one box;
    completed, none."""
    g = table("MI14")
    if completed:
        g.session.manual(ManualAdjust(action="complete_mission", card=mission_of(g)))
    g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert g.state.day.mission_marks.get("MI14", 0) == (0 if completed else 1)


# --------------------------------------------------------------------------- challenge effects and responses

FERN = feature("TXFLO", name="Test Fern", traits=("Flora",), progress=2, quantity=2)
STONE = feature("TXSTONE", name="Test Stone", progress=2, quantity=2)  # a feature that is not flora


@pytest.mark.parametrize(("draw", "added"), [(MOUNTAIN, 1), (CREST, 0)])
def test_rising_waters_mountain_adds_a_token_to_the_weather(draw: str, added: int) -> None:
    """MI06 Rising Waters (mountain: 1 more of the weather's own token on it): a mountain adds a rain
    to Downpour; a crest (another symbol, which Downpour does not print either) adds none."""
    g = table("MI06", draw=draw, extra=(CATALOG.card("WE02"),), weather="WE02")
    weather = next(i for i in g.state.surroundings if g.state.cards[i].def_id == "WE02")
    before = tokens(g, weather).get("rain", 0)
    remember(g)
    assert tokens(g, weather).get("rain", 0) == before + added


@pytest.mark.parametrize(("side", "verdessians"), [("back", 1), ("front", 0)])
def test_watcher_in_the_brush_shuffles_the_verdessian_into_the_path_deck(side: str, verdessians: int) -> None:
    """MI06 Watcher in the Brush (path deck assembly: the Mysterious Verdessian is shuffled in): with
    this face one Verdessian is among the day's cards; with Rising Waters showing, none."""
    carried = [CarriedMission(def_id="MI06", side=side)]
    d = Day([CATALOG.card("MI06"), CATALOG.card("01360")], carried_missions=carried, terrain="woods")
    assert [c.def_id for c in d.state.cards.values()].count("01360") == verdessians


def _attached_mission(mission: str, at: str, *path: Any, draw: str = SUN) -> tuple[Any, str, str]:
    """The mission at one of its places, attached to a feature as it entered play."""
    g = table(mission, feature("TXF", name="Test Mast", progress=2), STONE, *path, at=at, draw=draw)
    mis = mission_of(g)
    mast = g.bring("TXF")
    g.pick("yes", "effect_may")
    assert g.state.cards[mis].attached_to == mast
    return g, mis, mast


@pytest.mark.parametrize(("mission", "at"), [("MI07", "the_plummet"), ("MI12", "the_greenbridge")])
def test_a_mission_on_a_feature_gains_progress_when_that_feature_clears(mission: str, at: str) -> None:
    """MI07 Sensor Network, MI12 Worm Food (response: when the feature it is attached to clears, 1
    progress on it): another feature cleared first adds nothing; its own feature cleared adds 1."""
    g, mis, mast = _attached_mission(mission, at)
    add(g, g.bring("TXSTONE"), "progress", 2)
    assert tokens(g, mis) == {}
    add(g, mast, "progress", 2)
    assert tokens(g, mis) == {"progress": 1}


@pytest.mark.parametrize("at", ["the_greenbridge", "the_frowning_gate", "white_sky"])
def test_worm_food_asks_to_hang_on_a_feature_at_its_places_only(at: str) -> None:
    """MI12 Worm Food (response: a feature entering play at the Greenbridge or the Frowning Gate: you
    may attach it there): at both it is asked; at White Sky it is not."""
    g = table("MI12", feature("TXF", progress=2), at=at)
    g.bring("TXF")
    assert (g.prompt.kind == "effect_may") is (at != "white_sky")


@pytest.mark.parametrize(("mission", "at"), [("MI07", "the_plummet"), ("MI12", "the_greenbridge")])
@pytest.mark.parametrize("attached", [True, False])
def test_a_mission_on_a_feature_crest_exhausts_a_being_and_comes_off_unless_focus_is_paid(
    mission: str, at: str, attached: bool
) -> None:
    """MI07 Sensor Network, MI12 Worm Food (crest: if attached, exhaust a non-human being, then it
    comes off unless a Ranger pays 1 FOC): attached, the being chosen is exhausted and, paying FOC,
    the mission stays on; not attached, nothing is exhausted and nothing is asked."""
    wolf_card = being("TXW", name="Test Wolf")
    if attached:
        g, mis, mast = _attached_mission(mission, at, wolf_card, draw=CREST)
    else:
        g = table(mission, wolf_card, draw=CREST)
        mis, mast = mission_of(g), ""
    wolf = g.bring("TXW")
    g.perform("remember", energy=1)
    if not attached:
        while g.session.prompt is not None and g.prompt.kind == "scout":
            g.pick(g.options()[0])
        assert not g.state.cards[wolf].exhausted and g.prompt.kind != "effect_choice"
        return
    g.pick(f"card:{wolf}", "effect_choice")
    assert g.state.cards[wolf].exhausted
    focus = g.state.ranger("r1").energy.get("FOC", 0)
    g.pick("branch:0", "effect_choice")  # a Ranger pays 1 FOC
    while g.prompt.kind == "effect_choice":  # which Ranger pays
        g.pick(g.options()[0])
    assert g.state.ranger("r1").energy.get("FOC", 0) == focus - 1
    assert g.state.cards[mis].attached_to == mast


@pytest.mark.parametrize(("mission", "at"), [("MI07", "the_plummet"), ("MI12", "the_greenbridge")])
@pytest.mark.parametrize("r2_focus", [1, 0])
def test_a_mission_on_a_feature_crest_is_paid_by_a_ranger_who_has_the_focus(
    mission: str, at: str, r2_focus: int
) -> None:
    """MI07 Sensor Network, MI12 Worm Food (crest, its last clause: the mission comes off unless
    some Ranger pays 1 FOC). With r1 at 0 FOC and r2 at 1, paying offers r2 only (a Ranger with no
    FOC cannot pay, so choosing them never kept the mission on for nothing), and r2's FOC is spent.
    Negative case: neither Ranger has FOC, paying is not offered and the mission comes off."""
    wolf_card = being("TXW", name="Test Wolf")
    g = table(mission, feature("TXF", name="Test Mast", progress=2), wolf_card, at=at, draw=CREST, rangers=2)
    mis = mission_of(g)
    if g.prompt.kind == "effect_may":  # a feature dealt as the day began, at the mission's place
        g.pick("yes")
    g.pick("next:r1", "choose_next")
    if g.state.cards[mis].attached_to is None:
        g.bring("TXF")
        g.pick("yes", "effect_may")
    mast = g.state.cards[mis].attached_to
    assert mast is not None
    wolf = g.bring("TXW")
    for rid, foc in (("r1", 0), ("r2", r2_focus)):
        have = g.state.ranger(rid).energy.get("FOC", 0)
        g.session.manual(ManualAdjust(action="energy", ranger=rid, aspect="FOC", amount=foc - have))
    g.perform("traverse", mast, energy=1)  # a FIT test: r1 needs no FOC to perform it
    g.pick(f"card:{wolf}", "effect_choice")
    if not r2_focus:
        assert g.state.cards[mis].attached_to is None
        return
    g.pick("branch:0", "effect_choice")  # a Ranger pays 1 FOC
    if g.prompt.kind == "effect_choice" and any(o.id.startswith("ranger:") for o in g.prompt.options):
        assert g.options() == ["ranger:r2"]
        g.pick("ranger:r2")
    assert g.state.ranger("r2").energy.get("FOC", 0) == 0
    assert g.state.cards[mis].attached_to == mast


@pytest.mark.parametrize(("draw", "in_play"), [(MOUNTAIN, True), (FAIL, False)])
def test_secret_invasion_search_brings_the_scouted_reclaimers_on_success_only(
    draw: str, in_play: bool
) -> None:
    """MI07 Secret Invasion (test Search, success: scout twice your effort in path cards, each
    Reclaimer looked at enters play): succeeding, the Seeker among the 2 scouted enters play and the
    other stays in the deck; failing (the -2 challenge card), nothing is scouted."""
    seeker = being("TXS", name="Test Seeker", traits=("Reclaimer",), harm=9)
    g = table("MI07", feature("TXR"), seeker, side="back", draw=draw)
    g.perform("t1", mission_of(g), energy=1, source=mission_of(g))
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert (g.where(g.iid("TXS"))[0] == "within_reach") is in_play
    assert g.iid("TXR") in g.state.path_deck


def _search_offered(g: Any, mission: str) -> bool:
    """Whether Secret Invasion's Search is among the turn's tests."""
    for o in g.expect("turn").options:
        args = test_begin_args(o)
        if args is not None and args["source"] == mission and (args["key"] or "").endswith(":t1"):
            return True
    return False


@pytest.mark.parametrize(
    ("at", "offered"), [("the_high_basin", True), ("northern_outpost", False), ("lone_tree_station", False)]
)
def test_secret_invasion_search_is_offered_only_at_a_non_pivotal_location(at: str, offered: bool) -> None:
    """MI07 Secret Invasion (test Search, its restriction: only at a non-pivotal location, the
    official errata; issue #27, the third reading, seed 5519, missing before: it was offered
    everywhere): at The High Basin it is offered; at Northern Outpost and Lone Tree Station (both
    pivotal) it is not, energy to spare."""
    g = table("MI07", side="back", at=at)
    assert _search_offered(g, mission_of(g)) is offered


def test_trail_of_vines_puts_a_vine_on_a_flora_only() -> None:
    """MI08 Trail of Vines (response: a flora entering play gets 1 vine): the fern gets one; a stone
    (a feature that is not flora) none."""
    g = table("MI08", FERN, STONE)
    assert tokens(g, g.bring("TXFLO")) == {"vine": 1}
    assert tokens(g, g.bring("TXSTONE")) == {}


@pytest.mark.parametrize("draw", [SUN, MOUNTAIN])
def test_trail_of_vines_sun_and_mountain_need_a_flora(draw: str) -> None:
    """MI08 Trail of Vines (sun: a vine moves from a flora to another flora; mountain: a vine goes
    on a flora; negative case): with only a stone in play nothing is asked and the stone gets no vine."""
    g = table("MI08", STONE, draw=draw)
    stone = g.bring("TXSTONE")
    remember(g)
    assert g.prompt.kind == "turn" and tokens(g, stone) == {}


def test_trail_of_vines_sun_moves_the_vine_to_another_flora_never_back_onto_its_own() -> None:
    """MI08 Trail of Vines (sun: a vine moves from one flora to a different flora; issue #27, the
    second reading of seed 9301): the fern giving the vine is not offered as the one taking it
    (choosing it moved nothing, a way out of the effect). Three ferns: the vine leaves the first,
    and only the other two are offered."""
    g = table("MI08", FERN, FERN, FERN, draw=SUN)
    a, b, c = (g.bring("TXFLO", nth=n) for n in range(3))
    remember(g)
    g.pick(f"card:{a}", "effect_choice")  # from
    assert g.prompt.kind == "effect_choice" and sorted(g.options()) == sorted([f"card:{b}", f"card:{c}"])
    g.pick(f"card:{c}", "effect_choice")  # to
    assert (tokens(g, a), tokens(g, b), tokens(g, c)) == ({}, {"vine": 1}, {"vine": 2})


def test_trail_of_vines_sun_with_one_flora_moves_nothing() -> None:
    """MI08 Trail of Vines (sun; negative case): a lone fern with its vine has no other flora to
    take it; nothing is asked and the vine stays."""
    g = table("MI08", FERN, STONE, draw=SUN)
    fern = g.bring("TXFLO")
    g.bring("TXSTONE")
    remember(g)
    assert g.prompt.kind == "turn" and tokens(g, fern) == {"vine": 1}


@pytest.mark.parametrize(("vines", "fatigue"), [(0, 0), (1, 1), (2, 2)])
def test_trail_of_vines_crest_fatigues_by_the_vines_within_reach(vines: int, fatigue: int) -> None:
    """MI08 Trail of Vines (crest: each Ranger suffers fatigue equal to the vines within their reach):
    no fern within reach, none; ferns with 1 and 2 vines in all, 1 and 2 fatigue."""
    g = table("MI08", FERN, FERN, draw=CREST)
    for nth in range(vines):
        g.bring("TXFLO", nth=nth)
    before = fatigue_of(g)
    remember(g)
    assert fatigue_of(g) - before == fatigue


@pytest.mark.parametrize(("draw", "tagged"), [(MOUNTAIN, True), (FAIL, False)])
def test_find_the_nest_affix_tags_a_seeker_on_success_only(draw: str, tagged: bool) -> None:
    """MI09 Find the Nest (test Affix, success: attach the mission to a Reclaimer Seeker): succeeding
    it hangs on the Seeker; failing (the -2 card) it stays in the surroundings."""
    seeker = being("TXS", name="Reclaimer Seeker", traits=("Predator", "Reclaimer"), harm=9)
    g = table("MI09", seeker, draw=draw)
    mis = mission_of(g)
    s = g.bring("TXS")
    g.perform("t1", mis, energy=2, source=mis)
    assert (g.state.cards[mis].attached_to == s) is tagged


@pytest.mark.parametrize("ready", [True, False])
def test_washed_away_mountain_floods_a_card_while_aell_is_active_only(ready: bool) -> None:
    """MI11 Washed Away (mountain: if Aell is active, 1 flood on a card of your choice): Aell ready,
    the chosen card gets a flood; Aell exhausted, nothing is asked and no flood is put."""
    aell = being("TXAEL", name="Aell, Ambitious Shaper", traits=("Human", "Exile"))
    g = table("MI11", aell, side="back", draw=MOUNTAIN)
    a = g.bring("TXAEL")
    if not ready:
        g.session.manual(ManualAdjust(action="exhaust", card=a))
    remember(g)
    if ready:
        g.pick(f"card:{a}", "effect_choice")
    assert tokens(g, a) == ({"flood": 1} if ready else {})
    assert g.prompt.kind == "turn"


@pytest.mark.parametrize("one_active", [False, True])
def test_washed_away_crest_finds_a_reclaimer_when_none_is_active(one_active: bool) -> None:
    """MI11 Washed Away (crest: with no active Reclaimer, search the path deck and discard for the next
    one and put it into play): none active, the crawler comes from the deck; one active already, the
    crawler stays in the deck."""
    near = being("TXNEAR", name="Test Gnawer", traits=("Reclaimer",), harm=9)
    recl = being("TXR", name="Test Crawler", traits=("Reclaimer",), harm=9)
    g = table("MI11", feature("TXF"), recl, near, side="back", draw=CREST)
    if one_active:
        g.bring("TXNEAR")
    remember(g)
    assert (g.where(g.iid("TXR"))[0] == "within_reach") is not one_active


@pytest.mark.parametrize(("draw", "in_play"), [(MOUNTAIN, True), (FAIL, False)])
def test_gruesome_feast_lure_brings_the_scouted_reclaimers_on_success_only(draw: str, in_play: bool) -> None:
    """MI12 Gruesome Feast (test Lure, success: scout twice your effort, each Reclaimer looked at
    enters play ignoring Ambush): succeeding, the lurker enters play; failing, it stays in the deck."""
    from engine.helpers import kw

    lurker = being(
        "TXL", name="Test Lurker", traits=("Reclaimer",), presence=2, harm=9, keywords=kw("ambush")
    )
    g = table("MI12", lurker, side="back", draw=draw)
    mis = mission_of(g)
    g.perform("t1", mis, energy=1, source=mis)
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert (g.where(g.iid("TXL"))[0] == "within_reach") is in_play


@pytest.mark.parametrize(("draw", "fatigue"), [(CREST, 1), (SUN, 0)])
def test_spire_under_attack_crest_fatigues_you(draw: str, fatigue: int) -> None:
    """MI14 Spire Under Attack! (crest: you suffer 1 fatigue): a crest, 1; a sun, none."""
    g = table("MI14", draw=draw)
    before = fatigue_of(g)
    remember(g)
    assert fatigue_of(g) - before == fatigue


@pytest.mark.parametrize(("draw", "fatigue"), [(CREST, 1), (SUN, 0)])
def test_search_crest_fatigues_you(draw: str, fatigue: int) -> None:
    """MI16 Search (crest: you suffer 1 fatigue): a crest, 1; a sun (with no feature to shift
    between), none."""
    g = table("MI16", draw=draw)
    before = fatigue_of(g)
    remember(g)
    assert fatigue_of(g) - before == fatigue


@pytest.mark.parametrize("draw", [SUN, MOUNTAIN])
def test_search_sun_and_mountain_need_a_feature_with_trail(draw: str) -> None:
    """MI16 Search (sun: shift a trail from a feature to another; mountain: remove a trail from a
    feature; negative case): a being in play but no feature with trail: nothing is asked."""
    g = table("MI16", being("TXB", name="Test Heron"), draw=draw)
    b = g.bring("TXB")
    remember(g)
    assert g.prompt.kind == "turn" and tokens(g, b) == {}


@pytest.mark.parametrize(
    ("mission", "marked", "plain", "taken"),
    [
        ("MI08", FERN, STONE, {"vine": 1}),  # Trail of Vines: the fern's vine; the stone has none
        ("MI16", feature("TXF", progress=2), STONE, {"trail": 2}),  # Search: the feature's 2 trail
    ],
)
def test_a_mission_takes_the_tokens_of_a_cleared_card_only(
    mission: str, marked: Any, plain: Any, taken: dict[str, int]
) -> None:
    """MI08 Trail of Vines (response: a card with vines clears, its vines move to the mission), MI16
    Search (the same for trail): a card without them cleared first adds nothing; the marked card
    cleared adds its tokens. (Search marks every feature outside a Ranger Station: its plain card is
    the stone put in play with its trail taken off.)"""
    g = table(mission, marked, plain)
    mis = mission_of(g)
    card, stone = g.bring(marked.id), g.bring(plain.id)
    if tokens(g, stone).get("trail"):
        g.session.manual(ManualAdjust(action="remove_tokens", card=stone, token="trail", amount=2))
    add(g, stone, "progress", 2)
    assert tokens(g, mis) == {}
    add(g, card, "progress", 2)
    assert tokens(g, mis) == taken


@pytest.mark.parametrize(("side", "read"), [("back", True), ("front", False)])
def test_rescue_reads_147_at_the_start_of_the_day(side: str, read: bool) -> None:
    """MI16 Rescue (start of the day: read 1.47): with Rescue showing the day opens on 1.47; with
    Search showing, not."""
    g = table("MI16", side=side, guide_prompts=True)
    assert _has(_guides(g), "1.47") is read


@pytest.mark.parametrize("on_the_location", [True, False])
def test_gruesome_feast_objective_is_asked_on_leaving_only_while_it_hangs_on_the_location(
    on_the_location: bool,
) -> None:
    """MI12 Gruesome Feast (objective: travel away while it is attached to the location; the players
    judge the rest): hanging on the location (2 Reclaimers per Ranger came), leaving asks 1.27; still
    in the surroundings, leaving asks nothing (it failed before: asked either way)."""
    crawler = being("TXR", name="Test Crawler", traits=("Reclaimer",), harm=9, quantity=2)
    carried = [CarriedMission(def_id="MI12", side="back")]
    d = Day([CATALOG.card("MI12"), crawler], path=[crawler.id, crawler.id], carried_missions=carried)
    mis = d.iid("MI12")
    for nth in range(2 if on_the_location else 0):
        if d.where(d.iid(crawler.id, nth))[0] != "within_reach":
            d.manual(action="move", card=d.iid(crawler.id, nth), zone="within_reach", ranger="r1")
    assert (d.state.cards[mis].attached_to == d.location_iid()) is on_the_location
    assert _has(_go(d, "beta"), "1.27") is on_the_location


#: Invented prey for Lure's set-aside cards: 2 presence each, and one whose presence varies.
PREY = being("TXPREY", name="Test Hare", traits=("Prey",), presence=2, progress=2)


def _prey(presence: int, cid: str = "TXPREYN") -> Any:
    return being(cid, name="Test Doe", traits=("Prey",), presence=presence, progress=2)


def test_lure_objective_is_named_on_arriving_somewhere_new_only() -> None:
    """MI15 Lure (objective: arrive at a new location), its prey set aside totalling 5 presence or
    more: received at beta and travelling back to alpha (visited today), nothing is named; received
    at alpha and travelling to beta (new), 1.42 is named."""
    d = _valley("MI01", extra=("MI15",))  # a day without Lure; Journey stays quiet off beta
    _go(d, "beta")
    d.manual(action="add_mission", card="MI15")
    assert not _has(_go(d, "alpha"), "1.42")
    d2 = _valley("MI15", aside=(PREY, _prey(3)))
    assert _has(_go(d2, "beta"), "1.42")


@pytest.mark.parametrize(("presence", "met"), [(2, False), (3, True), (4, True)])
def test_lure_objective_counts_the_presence_of_its_set_aside_prey(presence: int, met: bool) -> None:
    """MI15 Lure (objective: arrive at a new location while the prey it set aside total 5 presence
    or more; issue #27, the fifth reading's note): 4, 5 and 6 presence set aside (a 2-presence prey
    and one of 2, 3 or 4): below 5 the arrival names nothing, at and above it 1.42 is named; the
    engine counts it, so the prompt offers no "the condition does not hold" and does not ask
    whether it holds."""
    d = _valley("MI15", aside=(PREY, _prey(presence)))
    lure = next(i for i in d.state.surroundings if d.state.cards[i].def_id == "MI15")
    assert sorted(d.state.set_aside_by.values()) == [lure, lure]
    d.ready_to_travel()
    d.pick("travel:beta", "travel")
    d.pick("camp:no", "camp")
    asked = d.prompt.kind == "guide" and "1.42" in d.prompt.title
    assert asked is met
    if met:
        assert "not_met" not in d.options() and "condition" not in d.prompt.title


def test_lure_objective_waits_for_a_new_arrival_while_its_prey_fall_short() -> None:
    """MI15 Lure (objective: arrive at a new location while ...): arriving at beta with 4 presence
    set aside names nothing and leaves the objective open; with the count still short at the next
    new place (spire), nothing again, and only the mission's own set-aside cards count (a prey set
    aside by no card adds nothing)."""
    d = _valley("MI15", aside=(PREY, _prey(2)))
    assert not _has(_go(d, "beta"), "1.42")
    lure = next(i for i in d.state.surroundings if d.state.cards[i].def_id == "MI15")
    assert not any(k.startswith(f"{lure}:") for k in d.state.day.triggered)
    stray = next(i for i, by in d.state.set_aside_by.items() if by == lure)
    d.state.set_aside_by.pop(stray)  # still set aside, no longer Lure's
    assert not _has(_go(d, "alpha"), "1.42") and not _has(_go(d, "spire"), "1.42")


def test_lure_objective_line_still_says_its_condition() -> None:
    """MI15 Lure, the face's objective line: the condition the engine counts is said to the players
    (the prey set aside by this mission, 5 presence or more)."""
    from rangers_qt.app.faces import face_for

    (line,) = [r for r in face_for(CATALOG.card("MI15")).rules if r.startswith("Objective:")]
    assert line.startswith("Objective: Arrive at a new location while the prey set aside by this mission")
    assert line.endswith("total 5 presence or more.")


HUMAN = being("TXHUM", name="Test Villager", traits=("Human",), progress=9, quantity=2)


@pytest.mark.parametrize("hand", ["MI02", "MI03"])
def test_helping_hand_makes_its_person_persistent_and_no_one_else(hand: str) -> None:
    """MI02, MI03 Helping Hand (constant 2: the being it hangs on has Persistent; constant 1: never on
    the tracker): its person has the keyword, the other villager does not (that it stays through
    travel, and loses it once completed: tests/cards/test_missions.py, Helping Hand)."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.modifier_layer.modifiers import has_keyword

    d = Day([CATALOG.card(hand), HUMAN], path=[HUMAN.id, HUMAN.id])
    person, other = d.iid(HUMAN.id), d.iid(HUMAN.id, 1)
    d.manual(action="move", card=other, zone="within_reach", ranger="r1")
    d.manual(action="add_mission", card=hand, token=HUMAN.id)
    assert d.state.cards[d.iid(hand)].attached_to == person
    eng = Engine(d.state, d.session.book, d.session.registry, Recorder(enabled=False))
    assert has_keyword(eng, person, "persistent") and not has_keyword(eng, other, "persistent")


@pytest.mark.parametrize("hand", ["MI02", "MI03"])
@pytest.mark.parametrize("helped", [False, True])
def test_helping_hand_leaves_unwritten_at_the_end_of_the_day_unless_completed(
    hand: str, helped: bool
) -> None:
    """MI02, MI03 Helping Hand (end of the day: the chance is gone, the card leaves; constant 1: never
    on the tracker): not helped, it leaves and nothing is added or completed; helped (completed), it
    is crossed off as completed."""
    d = Day([CATALOG.card(hand), HUMAN], path=[HUMAN.id])
    d.manual(action="add_mission", card=hand, token=HUMAN.id)
    if helped:
        d.manual(action="complete_mission", card=d.iid(hand))
    d.manual(action="end_day", reason="the day is over")
    out = d.session.outcome()
    assert out is not None and not any(c.def_id == hand for c in d.state.cards.values())
    assert out.missions_added == [] and out.mission_states == []
    assert (hand in d.state.day.missions_completed) is helped


@pytest.mark.parametrize(("draw", "given"), [(MOUNTAIN, True), (FAIL, False)])
def test_biscuit_basket_give_feeds_a_human_on_success_only(draw: str, given: bool) -> None:
    """MI04 Biscuit Basket (test Give, success: 1 biscuit from the basket to the human, then 4
    progress on it): succeeding, the human has a biscuit and 4 progress, the basket 2 biscuits;
    failing, nothing moves."""
    g = table("MI04", HUMAN, side="back", tokens={"biscuit": 3}, draw=draw)
    basket, human = mission_of(g), g.bring("TXHUM")
    g.perform("t1", human, energy=2, source=basket)
    assert tokens(g, human) == ({"biscuit": 1, "progress": 4} if given else {})
    assert tokens(g, basket) == {"biscuit": 2 if given else 3}


def _give_targets(g: Any, basket: str) -> list[str]:
    """The cards the basket's Give is offered on in this turn."""
    found = []
    for o in g.expect("turn").options:
        args = test_begin_args(o)
        if args is not None and args["source"] == basket and (args["key"] or "").endswith(":t1"):
            found.append(args["target"])
    return found


@pytest.mark.parametrize("biscuits", [0, 1, 2])
def test_biscuit_basket_give_aims_only_at_a_human_with_no_biscuit(biscuits: int) -> None:
    """MI04 Biscuit Basket (test Give: its target, a Human with no biscuit on it; issue #27, the
    second reading of seed 9301, missing before): a Human with no biscuit is offered; one already
    holding 1 or 2 biscuits is not (the Give was offered and fed it again). The other Human, with
    none, stays a target either way."""
    g = table("MI04", HUMAN, HUMAN, side="back", tokens={"biscuit": 3})
    basket, fed, hungry = mission_of(g), g.bring("TXHUM"), g.bring("TXHUM", nth=1)
    if biscuits:
        add(g, fed, "biscuit", biscuits)
    offered = _give_targets(g, basket)
    assert hungry in offered
    assert (fed in offered) is (biscuits == 0)


@pytest.mark.parametrize(("draw", "soothed"), [(MOUNTAIN, 3), (FAIL, 0)])
def test_biscuit_basket_sneak_soothes_three_on_success_only(draw: str, soothed: int) -> None:
    """MI04 Biscuit Basket (test Sneak, success: soothe 3 fatigue, then 1 biscuit to your role):
    succeeding, 3 of the fatigue go and the role has a biscuit; failing, neither."""
    g = table("MI04", side="back", tokens={"biscuit": 3}, draw=draw)
    basket = mission_of(g)
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=4))
    g.perform("t2", basket, energy=1, source=basket)
    assert fatigue_of(g) == 4 + 1 - soothed  # 1 more from the passer-by in the way of the basket
    assert tokens(g, g.ranger().role) == ({"biscuit": 1} if soothed else {})


def test_accommodation_free_action_sends_home_only_the_tokens_on_it_and_turns_it_over() -> None:
    """MI05 Accommodation (free action: each Ranger whose token is on it takes it back to their role,
    then it turns over): r1's token on it goes home; r2's token on another card stays there; the card
    shows Intervention."""
    g = table("MI05", being("TXB", name="Test Heron"), rangers=2)
    mis, heron = mission_of(g), g.bring("TXB")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=mis))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=heron))
    g.pick("next:r1", "choose_next")
    g.pick(f"ability:{mis}", "turn")
    assert g.state.cards[mis].side == "back"
    assert g.ranger("r1").ranger_token_on is None and g.ranger("r2").ranger_token_on == heron


def test_intervention_free_action_turns_it_back_moving_no_token() -> None:
    """MI05 Intervention (free action: turn it over, nothing else): it shows Accommodation again and
    r1's token on the heron stays there (unlike Accommodation's side, no token moves)."""
    g = table("MI05", being("TXB", name="Test Heron"), side="back")
    mis, heron = mission_of(g), g.bring("TXB")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=heron))
    g.pick(f"ability:{mis}", "turn")
    assert g.state.cards[mis].side == "front" and g.ranger().ranger_token_on == heron


@pytest.mark.parametrize(
    ("side", "pivotal", "mixed"), [("back", False, True), ("front", False, False), ("back", True, False)]
)
def test_secret_invasion_mixes_five_seekers_into_the_valley_set_at_a_non_pivotal_place(
    side: str, pivotal: bool, mixed: bool
) -> None:
    """MI07 Secret Invasion (path deck assembly: 5 Reclaimer Seekers join the Valley set before its 3
    cards are drawn; errata: at a non-pivotal place): over 12 seeds the 3 Valley cards include
    Seekers with this face at a non-pivotal place, and never with Sensor Network showing or at a
    pivotal place (which takes no Valley cards)."""
    from engine.helpers import location

    from rangers_qt.engine.path_deck import plan_path_deck

    seekers = 0
    for seed in range(12):
        carried = [CarriedMission(def_id="MI07", side=side)]
        d = Day([CATALOG.card("MI07"), CATALOG.card("01414")], carried_missions=carried, seed=seed)
        own = {"pivotal": True, "path_set": "bset"} if pivotal else {}
        loc = location("TXLOC", slug="test_ground", **own)
        deck, _sep = plan_path_deck(d.state, d.session.book, loc, None)
        seekers += deck.count("01414")
        assert pivotal or len([c for c in deck if c == "01414" or c.startswith("DV")]) == 3
    assert (seekers > 0) is mixed
