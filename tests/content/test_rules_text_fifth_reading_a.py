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
    the prey set aside by the mission total 5 presence or more; the players, whom the engine asks,
    read the condition on the face and in the prompt."""
    (obj,) = [o for mid, o in _objectives(catalog) if mid == "MI15" and o.kind == "arrive_at"]
    assert "prey set aside by this mission" in obj.summary and "5 presence or more" in obj.summary


def test_a_mission_face_shows_its_objective_as_the_objective(catalog: Catalog) -> None:
    """The face line is the objective, said as such (MI16 Search)."""
    from rangers_qt.app.faces import face_for

    assert "Objective: 4 trails per Ranger on this card." in face_for(catalog.card("MI16")).rules
