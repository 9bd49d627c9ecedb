"""The table picture kept up to date from change sets equals the picture rebuilt from scratch.

This is the contract the views rely on (docs/engine-api.md, "The loop": the change set names what
an answer touched): if a step changed a card without recording it, the incremental picture would
go stale and this soak would say which card and after which answer.
"""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.app.demo import default_setup
from rangers_qt.app.table_model import TableModel, table_from_state
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.bot import ChaosBot
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.session import Session


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_catalog()


def _day(catalog: Any, seed: int) -> Session:
    setup = default_setup(catalog, seed=seed).model_copy(
        update={"mulligan": True, "arrival_setup": True, "guide_prompts": True}
    )
    return Session.new(catalog, setup)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_incremental_table_equals_a_rebuild_after_every_answer(catalog: Any, seed: int) -> None:
    session = _day(catalog, seed)
    model = TableModel(catalog.card)
    model.rebuild(session.state)
    bot = ChaosBot(seed)
    kept = 0
    for n in range(250):
        if session.prompt is None:
            break
        adjust = bot.maybe_manual(session.state)
        if adjust is not None:
            try:
                result = session.manual(adjust)
            except IllegalAnswer:
                continue
        else:
            result = session.answer(bot.choose(session.prompt))
        before = model.table
        assert before is not None
        change = model.update(session.state, result.changes)
        fresh = table_from_state(session.state, catalog.card)
        assert model.table == fresh, f"answer {n}: the change set missed {_diff(model.table, fresh)}"
        assert not change.everything
        # Cards the answer did not touch keep their very CardView object.
        after = model.table
        assert after is not None
        same = [i for i in after.cards if i not in change.cards and after.cards[i] is before.cards.get(i)]
        kept += len(same)
        assert set(after.cards) - change.cards == set(same)
    assert kept > 1000


def _diff(a: Any, b: Any) -> list[str]:
    out = [f"card {i}" for i in b.cards if a.cards.get(i) != b.cards[i]]
    out += [f"ranger {r.id}" for r, s in zip(a.rangers, b.rangers, strict=False) if r != s]
    return out or ["a table field"]


def test_change_names_the_areas_and_cards_of_a_play(catalog: Any) -> None:
    """Playing a card from the hand: the hand and the player area change, nothing along the way."""
    session = _day(catalog, 4)
    model = TableModel(catalog.card)
    while session.prompt is not None and not any(o.kind == "play_card" for o in session.prompt.options):
        session.answer(session.prompt.options[0].id)
    assert session.prompt is not None
    model.rebuild(session.state)
    # A card that leaves the hand at once (an attachment first asks for its host).
    play = next(
        o
        for o in session.prompt.options
        if o.kind == "play_card" and catalog.card(session.state.cards[o.card].def_id).type != "attachment"
    )
    assert play.card is not None
    result = session.answer(play.id)
    change = model.update(session.state, result.changes)
    rid = session.state.cards[play.card].owner
    assert f"{rid}.hand" in change.areas
    assert rid in change.rangers
    assert "along_the_way" not in change.areas and "surroundings" not in change.areas
    assert model.table == table_from_state(session.state, catalog.card)


def test_none_or_a_new_state_rebuilds_everything(catalog: Any) -> None:
    session = _day(catalog, 5)
    model = TableModel(catalog.card)
    model.rebuild(session.state)
    assert model.update(session.state, None).everything
    session.answer(session.prompt.options[0].id)  # type: ignore[union-attr]
    session.undo()
    assert model.update(session.state, session.answer(session.prompt.options[0].id).changes).everything  # type: ignore[union-attr]
