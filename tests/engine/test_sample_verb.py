"""The verb ``sample`` (cards taken at random with the game's seeded generator, bound for the
effects after it) and the filter ``zone: face_down`` with ``attached_to`` (only the cards attached
face down to that card)."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import Session

from .helpers import Game, being, feature


def _game(n: int, seed: int = 5) -> tuple[Game, str, list[str]]:
    hidden = {"zone": "face_down", "attached_to": "this"}
    sun = [
        {"do": "attach", "target": {"zone": "path_deck", "pick": "all"}, "to": "this", "face_down": True},
        {"do": "sample", "target": hidden, "amount": n, "as": "$s"},
        {"do": "put_into_play", "target": {**hidden, "among": "$s", "pick": "all"}},
    ]
    hider = feature("TH", challenge=("sun",), behaviour={"challenge": {"sun": sun}})
    others: list[Any] = [being(f"TB{i}", area="along_the_way") for i in range(3)]
    g = Game([hider, *others], path=["TH", "TB0", "TB1", "TB2"], seed=seed)
    h = g.bring("TH")
    beings = [g.iid(f"TB{i}") for i in range(3)]
    g.test("test:common:remember:-")
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[-1])
    return g, h, beings


def _shown(g: Game, beings: list[str]) -> list[str]:
    return [b for b in beings if g.where(b) == ("along_the_way", None)]


def test_sample_takes_that_many_at_random_and_the_seed_decides_which() -> None:
    g, h, beings = _game(2)
    shown = _shown(g, beings)
    assert len(shown) == 2
    hidden = [c for c in g.state.cards[h].attached if not g.state.cards[c].face_up]
    assert len(hidden) == 1 and hidden[0] not in shown
    again, _h, beings2 = _game(2)
    assert _shown(again, beings2) == shown  # the same seed: the same pick
    copy = Session.from_json(g.session.to_dict(), g.catalog, g.registry)
    assert copy.hash() == g.session.hash()


def test_sample_of_more_than_there_are_takes_them_all_and_none_takes_none() -> None:
    g, h, beings = _game(5)
    assert _shown(g, beings) == beings and g.state.cards[h].attached == []
    g0, h0, beings0 = _game(0)
    assert _shown(g0, beings0) == [] and len(g0.state.cards[h0].attached) == 3
