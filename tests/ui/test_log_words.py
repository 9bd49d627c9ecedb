"""Issue #15, words not ids: a log line names its Ranger once, also when the option's own label
already starts with the Ranger's name (a response or a card ability: "Mira: use ...")."""

from __future__ import annotations

from typing import Any

from rangers_qt.app.controller import GameController
from rangers_qt.engine.session import LogEntry

from .conftest import first_turn_session


def test_a_line_whose_label_names_its_ranger_names_it_once(qtbot: Any, catalog: Any) -> None:
    controller = GameController(first_turn_session(catalog), catalog)
    rid = controller.session.state.rangers[0].id
    name = controller.ranger_name(rid)
    assert name
    labelled = LogEntry(kind="answer", text=f"{name}: use A Leaf in the Breeze", ranger=rid)
    plain = LogEntry(kind="answer", text="Rest (no more turns this round)", ranger=rid)
    assert controller.entry_words(labelled) == f"{name}: use A Leaf in the Breeze"
    assert controller.entry_words(plain) == f"{name}: Rest (no more turns this round)"
    assert controller.entry_words(LogEntry(kind="answer", text="Begin the day")) == "Begin the day"


def test_a_line_about_another_rangers_ability_names_that_ranger_only(qtbot: Any, catalog: Any) -> None:
    """An ability Mira may use, offered while Oren answers, reads "Mira: use ...", not
    "Oren: Mira: use ..."."""
    controller = GameController(first_turn_session(catalog), catalog)
    first, second = controller.session.state.rangers[:2]
    other = LogEntry(kind="answer", text=f"{first.name}: use Boundary Sensor", ranger=second.id)
    assert controller.entry_words(other) == f"{first.name}: use Boundary Sensor"
    mine = LogEntry(kind="answer", text="Rest (no more turns this round)", ranger=second.id)
    assert controller.entry_words(mine) == f"{second.name}: Rest (no more turns this round)"
