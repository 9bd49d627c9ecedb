"""Issue #27, the fifth reading (seed 8861), part A (docs/card-audit.md): each card of the first 20
whose generated text read poorly against the printed card, against the wording it has now. Each
test names the card and the clause, and the words that are gone; a fix in a shared template names
the other cards it mends."""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str, side: str | None = None) -> str:
    return " ".join(rules_text(catalog.card(card), side))


def test_01019_one_eye_open_caps_the_beings_per_awa_energy(catalog: Catalog) -> None:
    """01019 One Eye Open, its response: a cap per energy, said as one; its guard is the AWA the
    engine now asks for (tests/cards/printed/test_fifth_reading_a.py)."""
    text = text_of(catalog, "01019")
    assert text == (
        "Response (when you rest): If you have AWA energy, exhaust up to 1 being per AWA energy in your pool."
    )
    assert "as often as you choose" not in text


#: The summaries every objective had before: a kind of objective, not what this mission asks for.
GENERIC_OBJECTIVES = {
    "arrive at a location",
    "tokens on this card",
    "progress on this card",
    "clear a named card",
    "no tokens left on this card",
    "every Ranger token on this card",
    "travel away from a location",
    "meet a named being at a location",
}


def _objectives(catalog: Catalog) -> list[tuple[str, Any]]:
    found = []
    for mission in catalog.missions():
        for face in (mission.front, mission.back):
            if face is not None and face.objective is not None:
                found.append((mission.id, face.objective))
    return found


def test_every_mission_objective_says_what_this_mission_asks_for(catalog: Catalog) -> None:
    """MI01 Journey ("arrive at a location" said nothing of the attached destination), MI16 Search
    ("tokens on this card": no 4 trails per Ranger), MI16 Rescue (no Ranger Station) and, of the
    same class, every mission: the objective line names the amount and token, the location and the
    card its data holds."""
    objectives = _objectives(catalog)
    assert len(objectives) > 15
    for mid, obj in objectives:
        said = obj.summary
        assert said and said not in GENERIC_OBJECTIVES, (mid, said)
        if obj.amount is not None and obj.kind in ("progress_on_this", "tokens_on_this", "tracker_checks"):
            assert str(obj.amount.n) in said, (mid, said)
            assert ("per Ranger" in said) == (obj.amount.kind == "per_ranger"), (mid, said)
        if obj.token:
            assert obj.token in said, (mid, said)
        if obj.card_id:
            name = catalog.card(obj.card_id).name
            assert name in said or name.removesuffix("s") in said, (mid, said)
        slug = obj.location or ""
        if slug in ("attached_location", "ranger_station", "any_new_location"):
            placeholder = {"attached_location": "attached", "ranger_station": "Ranger Station"}
            assert placeholder.get(slug, "new") in said, (mid, said)
        elif slug:
            assert catalog.location_by_slug(slug).name in said, (mid, said)


def test_mi15_lure_objective_tells_its_condition(catalog: Catalog) -> None:
    """MI15 Lure, its objective (missing before): arriving at a new location completes it only while
    the prey set aside by the mission total 5 presence or more; the engine counts it (its data
    condition: tests/cards/printed/test_missions.py) and the players read it on the face."""
    (obj,) = [o for mid, o in _objectives(catalog) if mid == "MI15" and o.kind == "arrive_at"]
    assert "prey set aside by this mission" in obj.summary and "5 presence or more" in obj.summary


def test_a_mission_face_shows_its_objective_as_the_objective(catalog: Catalog) -> None:
    """The face line is the objective, said as such (MI16 Search)."""
    from rangers_qt.app.faces import face_for

    assert "Objective: 4 trails per Ranger on this card." in face_for(catalog.card("MI16")).rules


def test_01222_biosign_sensor_names_the_attached_card_in_its_trigger(catalog: Catalog) -> None:
    """01222 Biosign Sensor, its response: "after the attached card clears", a scout per being in
    play; not "after a card clears: if the card that cleared is the one this card was attached to
    and there is a being"."""
    text = text_of(catalog, "01222")
    assert "Response (after the attached card clears): Scout 1 path card for each being in play." in text
    assert "the one this card was attached to" not in text and "there is a being" not in text


def test_01440_mound_of_the_navigator_counts_its_routes_once(catalog: Catalog) -> None:
    """01440 Mound of the Navigator, its response: 2 progress per route on it, put on the
    destination as the group arrives; the route named once (not "if there is a route on this card,
    for each route on this card"). The same rule leaves 01078 A Dear Friend's "if there is
    progress on it" unsaid (tests/content/test_rules_text_fourth_reading.py)."""
    assert rules_text(catalog.card("01440"))[0] == (
        "Response (when the group travels): When the group reaches its destination, before its "
        "arrival setup, put 2 progress on the location for each route on this card."
    )


ARRIVAL_RUNS = ["01439", "01445", "01448", "01451", "01455"]


def test_01455_atrox_mountain_arrival_steps_are_orders_to_each_ranger(catalog: Catalog) -> None:
    """01455 Atrox Mountain, arrival setup 1-2, and alike Archaeological Outpost, Biological
    Outpost, The Fractured Wall and Ancestor's Grove: a run of steps said once is an order ("each:
    search ..."), as a single step is ("The lead Ranger: search ..."), never "each: you search"."""
    for card in ARRIVAL_RUNS:
        text = text_of(catalog, card)
        assert "more Ranger clockwise, each: search the path deck for the next" in text, card
        assert "each: you " not in text, card
    atrox = text_of(catalog, "01455")
    assert "each: search the path deck for the next obstacle, then put it into play." in atrox


SEARCHES_BOTH_PILES = ["01028", "01078", "01091", "01259", "01269", "01351", "01377", "01392", "MI11", "MI16"]


def test_mi16_rescue_sun_searches_the_path_deck_and_the_path_discard_pile(catalog: Catalog) -> None:
    """MI16 Rescue, its sun, and every search of both piles (Green Thumb, A Dear Friend, Seen Through
    Cycles, Hydraworm, Skittish Opilion, Cloudhive, Lutrinal Holt, The Roiling, Lost Brother): "the
    path deck and the path discard pile", not "the path deck and discard for ...", which reads as
    two verbs."""
    assert (
        "Sun: If there is no active Predator card: you search the path deck and the path discard pile "
        "for the next Predator card, then put it into play." in text_of(catalog, "MI16", "back")
    )
    for card in SEARCHES_BOTH_PILES:
        text = (
            " ".join(rules_text(catalog.card(card), None))
            if card.startswith("MI")
            else text_of(catalog, card)
        )
        assert "the path deck and the path discard pile" in text, card
        assert "deck and discard" not in text, card


def test_01229_harvest_crown_names_the_human_in_its_trigger(catalog: Catalog) -> None:
    """01229 Harvest Crown, its ability: a Connect test on a Human card, said in the trigger; not
    "if the card you are testing is ..." after a trigger on any Ranger's test (the "you" was the
    wrong Ranger when another one tests)."""
    assert text_of(catalog, "01229") == (
        "Exhaust (when a Ranger performs a Connect test on a Human card): Add 2 effort to the test."
    )


def test_01322_the_tenebrae_says_which_tests_lose_effort(catalog: Catalog) -> None:
    """01322 The Tenebrae, its constant ability, and alike 01432 Terravore's: each test on the cards
    it names has -1 effort; no "every test's resulting effort is -1 while the card you are testing
    is ..."."""
    assert (
        rules_text(catalog.card("01322"))[0]
        == "Each test on a card sharing an area with this card has -1 effort."
    )
    assert "Each test on a card attached to this card has -1 effort." in text_of(catalog, "01432")
    for card in ("01322", "01432"):
        assert "resulting effort" not in text_of(catalog, card), card


def test_mi15_lure_sets_the_prey_aside_and_exhausts_2_predators(catalog: Catalog) -> None:
    """MI15 Lure, its clear response (and alike 01388 Heart of the Swamp's clear): "set it aside in
    place of discarding it", not "(if it is being cleared: ...)" where a card always is; its crest:
    "exhaust 2 active Predator cards, then return a Prey card", the return no longer reading as part
    of an "otherwise 2 times"."""
    front = text_of(catalog, "MI15", "front")
    assert "When a Prey card clears: You may set it aside in place of discarding it." in front
    assert (
        ": exhaust 2 active Predator cards, then return a Prey card set aside by this card to the collection."
        in front
    )
    assert "otherwise 2 times" not in front and "if it is being cleared" not in front
    assert "Set this card aside in place of discarding it, then" in text_of(catalog, "01388")
