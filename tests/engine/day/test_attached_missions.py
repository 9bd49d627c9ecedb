"""Rulebook: Mission Cards - a mission whose face enters ``attached`` hangs on its subject in play
when received; behaviour constant ``off_tracker`` (never written on the campaign tracker) and verb
``leave_game`` (the mission leaves the game by its own instruction, not completed)."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m

from ..helpers import being
from .kit import Day

PERSON = being("DPERSON", name="Someone", traits=("Human",), harm=9, area="within_reach")


def _mission(behaviour: dict[str, Any] | None = None, enters: str = "attached") -> m.MissionCard:
    printed = (m.PrintedAbility(hook="constant", affects=("other",)), m.PrintedAbility(hook="end_of_day"))
    return m.MissionCard(
        id="DMH",
        name="Hand",
        set_id="missions",
        slug="hand",
        front=m.MissionFace(
            name="Hand",
            enters=enters,  # type: ignore[arg-type]
            printed=printed if behaviour else (),
            behaviour=behaviour,  # type: ignore[arg-type]
        ),
        back=m.MissionFace(name="Hand back"),
    )


GONE = {
    "constant": [{"modify": "off_tracker"}],
    "abilities": [{"on": "end_of_day", "effects": [{"do": "leave_game"}]}],
}


def test_a_mission_entering_attached_goes_onto_its_subject_in_play() -> None:
    d = Day([_mission(), PERSON], path=[PERSON.id])
    d.manual(action="add_mission", card="DMH", token=PERSON.id)
    assert d.state.cards[d.iid("DMH")].attached_to == d.iid(PERSON.id)


def test_a_subject_not_in_play_or_a_mission_entering_the_surroundings_keeps_the_face_down_subject() -> None:
    for mission, path in ((_mission(), []), (_mission(enters="surroundings"), [PERSON.id])):
        d = Day([mission, PERSON], path=path)
        d.manual(action="add_mission", card="DMH", token=PERSON.id)
        mis = d.iid("DMH")
        assert mis in d.state.surroundings
        assert [d.state.cards[a].face_up for a in d.state.cards[mis].attached] == [False]


def test_leave_game_at_the_end_of_the_day_and_off_tracker_keep_the_mission_off_the_next_day() -> None:
    d = Day([_mission(GONE), PERSON], path=[PERSON.id])
    d.manual(action="add_mission", card="DMH", token=PERSON.id)
    d.manual(action="end_day", reason="done")
    out = d.session.outcome()
    assert out is not None and out.missions_added == [] and out.mission_states == []
    assert not any(c.def_id == "DMH" for c in d.state.cards.values())
    d2 = Day([_mission(), PERSON], path=[PERSON.id])  # without them: written down and carried
    d2.manual(action="add_mission", card="DMH", token=PERSON.id)
    d2.manual(action="end_day", reason="done")
    out2 = d2.session.outcome()
    assert out2 is not None and out2.missions_added == ["DMH"]
    assert [c.def_id for c in out2.mission_states] == ["DMH"]
