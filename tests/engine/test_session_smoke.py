"""The public API reaches a turn with real cards (Rulebook: Game Setup; Phase 2: Ranger Turns)."""

from __future__ import annotations

from rangers_qt.content.catalog import load_catalog
from rangers_qt.content.decks import starter_decks
from rangers_qt.engine import GameSetup, RangerSetup, Session


def _setup(n: int, seed: int = 1) -> GameSetup:
    cat = load_catalog()
    decks = starter_decks(cat)[:n]
    return GameSetup(
        rangers=[
            RangerSetup(name=d.name, aspects=dict(d.aspects), role_id=d.role_id, deck=list(d.cards))
            for d in decks
        ],
        location="lone_tree_station",
        path_sets=["woods"],
        seed=seed,
    )


def test_new_session_reaches_a_turn_prompt_with_options() -> None:
    s = Session.new(load_catalog(), _setup(1))
    assert s.prompt is not None
    # The first path card (Prowling Wolhund) prints an enters-play text: the players resolve it first.
    while s.prompt is not None and s.prompt.kind == "manual_effect":
        assert "enters play" in s.prompt.title
        s.answer("done")
    assert s.prompt is not None
    assert s.prompt.kind == "turn"
    kinds = {o.kind for o in s.prompt.options}
    assert {"test", "rest"} <= kinds
    assert s.state.round == 1 and s.state.phase == "turns"
    r = s.state.rangers[0]
    assert len(r.hand) == 6 and len(r.deck) == 24
    assert any(o.id == "test:common:remember:-" for o in s.prompt.options)


def test_two_rangers_choose_who_goes_first() -> None:
    s = Session.new(load_catalog(), _setup(2))
    assert s.prompt is not None and s.prompt.kind == "choose_next"
    assert [o.id for o in s.prompt.options] == ["next:r1", "next:r2"]
    s.answer("next:r2")
    assert s.prompt is not None and s.prompt.kind == "turn" and s.prompt.ranger == "r2"
