"""Each view part redraws only what an answer changed (issue #17: views update from the change set).

The scene lays out only the rows of the areas named and repaints only the cards that changed; the
phase bar redraws on a round, phase, turn or test change; the log adds the answer's lines and keeps
the rest; the prompt bar redraws on a prompt change; the table picture keeps untouched cards.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rangers_qt.ui.items import CardItem
from rangers_qt.ui.panels import LogPanel, PhaseBar, PromptBar


@pytest.fixture
def paints(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The iids of the cards whose paint() ran (a cached card that did not change is only blitted)."""
    seen: list[str] = []
    original = CardItem.paint

    def counting(self: CardItem, *args: Any) -> None:
        seen.append(self.iid)
        original(self, *args)

    monkeypatch.setattr(CardItem, "paint", counting)
    yield seen


def _spy(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> list[tuple[Any, ...]]:
    """Record the arguments of every call of `cls.name` (which still runs)."""
    calls: list[tuple[Any, ...]] = []
    original = getattr(cls, name)

    def spy(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(args)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, spy)
    return calls


def _settle(qtbot: Any, window: Any) -> None:
    for item in window.scene.cards.values():
        item.finish_animations()
        item.flashing = False
    window.view.viewport().repaint()
    qtbot.wait(5)


def _path_card(c: Any) -> tuple[str, str]:
    """A path card in play and the row (zone key) it lies in."""
    for iid in c.state.along_the_way:
        return iid, "along_the_way"
    for r in c.state.rangers:
        for iid in r.within_reach:
            return iid, f"within_reach:{r.id}"
    raise AssertionError("the first turn has a path card in play")


def test_tokens_on_one_card_lay_out_its_row_and_repaint_that_card_only(
    qtbot: Any, make_window: Any, paints: list[str]
) -> None:
    window = make_window()
    c = window.controller
    c.set_sandbox(True)
    iid, row = _path_card(c)
    _settle(qtbot, window)
    paints.clear()
    before = {i: item.card for i, item in window.scene.cards.items()}
    assert c.manual(action="add_tokens", card=iid, token="progress", amount=1)
    assert window.scene.placed_rows == {row}
    window.view.viewport().repaint()
    assert set(paints) == {iid}
    changed = [i for i, item in window.scene.cards.items() if item.card is not before.get(i)]
    assert changed == [iid]


def test_playing_a_card_lays_out_the_hand_and_the_player_area_only(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    # A gear with no enters-play text (the seeded first turn has one): only the hand and the area change.
    play = next(
        o
        for o in c.options()
        if o.kind == "play_card"
        and c.session.book.facts(c.state.cards[o.card].def_id).type == "gear"
        and "enters_play" not in c.session.book.facts(c.state.cards[o.card].def_id).printed_keys
    )
    rid = c.prompt.ranger
    c.answer(play.id)
    rows = window.scene.placed_rows
    assert "hand" in rows
    assert rows <= {"hand", f"player_area:{rid}", f"within_reach:{rid}"}


def test_phase_bar_redraws_on_a_turn_change_only(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    window = make_window()
    c = window.controller
    calls = _spy(monkeypatch, PhaseBar, "show_table")
    c.set_sandbox(True)
    assert c.manual(action="add_tokens", card=_path_card(c)[0], token="progress", amount=1)
    assert calls == []  # same round, phase, turn and no test: the phase bar is left alone
    rest = next(o for o in c.options() if o.kind == "rest")
    c.answer(rest.id)  # the turn passes on
    assert len(calls) == 1
    assert "turn" in window.phase_bar.turn_label.text() or c.state.phase != "turns"


def test_log_adds_the_answers_lines_and_keeps_the_others(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    window = make_window()
    c = window.controller
    log = window.log_panel
    first_items = [log.item(i) for i in range(log.count())]
    lines: list[str] = []
    c.log_appended.connect(lambda text, kind, entry: lines.append(text))
    appended = _spy(monkeypatch, LogPanel, "append_line")
    window.redraw()  # a table redraw is no log change
    assert appended == []
    c.answer(c.options()[0].id, priced=True)
    assert [a[0] for a in appended] == lines and lines
    assert [log.item(i) for i in range(len(first_items))] == first_items  # not rebuilt


def test_prompt_bar_redraws_on_a_prompt_change_only(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    window = make_window()
    c = window.controller
    calls = _spy(monkeypatch, PromptBar, "set_prompt")
    window.redraw()
    assert calls == []
    c.answer(c.options()[0].id, priced=True)
    assert len(calls) == 1


def test_undo_redraws_everything(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    c.answer(c.options()[0].id, priced=True)
    assert c.undo()
    assert window.scene.placed_rows >= {"surroundings", "along_the_way", "hand"}


def test_another_rangers_turn_lays_out_the_hand_not_the_whole_table(qtbot: Any, make_window: Any) -> None:
    """Hot seat: the hand row shows the next Ranger's cards; the other rows stay as they are."""
    window = make_window()
    c = window.controller
    first = c.prompt.ranger
    for _ in range(40):
        if c.prompt is None or (c.prompt.ranger and c.prompt.ranger != first):
            break
        rest = next((o for o in c.options() if o.kind == "rest"), None)
        c.answer((rest or c.options()[0]).id)
    assert c.prompt is not None and c.prompt.ranger not in (None, first)
    assert window.scene.hand_ranger == c.prompt.ranger
    assert "hand" in window.scene.placed_rows
    assert "surroundings" not in window.scene.placed_rows
    assert set(c.state.ranger(c.prompt.ranger).hand) <= set(window.scene.cards)
