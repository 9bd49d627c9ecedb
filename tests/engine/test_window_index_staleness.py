"""The window index (engine/flow/window_index.py) cannot go stale: it keeps *which* cards of the
game could answer a window (rebuilt whenever a card joins or leaves the game), never *where* they
are, which each window reads afresh. A response moment moved by a manual adjustment from a deck
into a hand becomes answerable at once with the same index; a card created mid-game is seen; and
the kept index equals one built from scratch at every window of seeded games."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust, Session, handlers
from rangers_qt.engine.bot import ChaosBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.flow import window_index as wi
from rangers_qt.engine.flow.printed_responses import printed_usable
from rangers_qt.engine.state import CardInstance
from rangers_qt.engine.zones import game_memo, where
from rangers_qt.sim.runner import default_setup

from .helpers import bot_step
from .test_window_index_equivalence import unindexed


def _game(seed: int) -> tuple[Session, Engine]:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))
    return session, Engine(session.state, session.book, session.registry, Recorder(enabled=False))


def _rest_moment(eng: Engine) -> str:
    """A response moment of the game answering "when you rest" (One Eye Open in seed 1)."""
    hand, _discard, _play = wi.answerers(eng, "when_rest")
    found = [i for i, ways in hand.items() if all(w.reach is None for w in ways)]
    assert found
    return found[0]


def test_a_moment_moved_into_a_hand_by_hand_becomes_answerable() -> None:
    session, eng = _game(1)
    iid = _rest_moment(eng)
    rid = session.state.cards[iid].owner
    assert rid is not None and where(session.state, iid) == ("deck", rid)
    args = {"name": "when_rest", "ranger": rid}
    index = wi.answerers(eng, "when_rest")
    assert not wi.could_answer(eng, "when_rest", args) and unindexed(eng, "when_rest", args) == []

    session.manual(ManualAdjust(action="move", card=iid, zone="hand", ranger=rid))
    for aspect in ("AWA", "FIT", "FOC", "SPI"):  # whatever it costs
        session.manual(ManualAdjust(action="energy", ranger=rid, aspect=aspect, amount=3))
    assert wi.answerers(eng, "when_rest") is index  # the same index: no card joined the game
    assert wi.could_answer(eng, "when_rest", args)
    assert [c for _r, c, _k in printed_usable(eng, "when_rest", args)] == [iid]  # really answerable

    session.manual(ManualAdjust(action="move", card=iid, zone="deck", ranger=rid))
    assert not wi.could_answer(eng, "when_rest", args)


def test_a_card_created_mid_game_is_seen() -> None:
    session, eng = _game(1)
    st = session.state
    iid = _rest_moment(eng)
    rid = next(r.id for r in st.rangers if r.id != st.cards[iid].owner)
    args = {"name": "when_rest", "ranger": rid}
    before = wi.answerers(eng, "when_rest")
    assert not wi.could_answer(eng, "when_rest", args)
    new = f"c{st.next_iid}"
    st.next_iid += 1
    st.cards[new] = CardInstance(iid=new, def_id=st.cards[iid].def_id, owner=rid)
    st.ranger(rid).hand.append(new)
    after = wi.answerers(eng, "when_rest")
    assert after is not before and new in after.hand
    assert wi.could_answer(eng, "when_rest", args)


@pytest.mark.parametrize("seed", [2, 9])
def test_the_kept_index_is_the_one_built_afresh(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    window = handlers.HANDLERS["window"]
    checked = [0]

    def compare(eng: Engine, args: dict[str, Any]) -> None:
        name = str(args["name"])
        kept = wi.answerers(eng, name)
        memo = game_memo(eng.state)
        saved = dict(memo)
        memo.clear()  # everything the game keeps, worked out again from the state as it is now
        fresh = wi.answerers(eng, name)
        memo.clear()
        memo.update(saved)
        assert kept == fresh, name
        checked[0] += 1
        window(eng, args)

    monkeypatch.setitem(handlers.HANDLERS, "window", compare)
    session, _eng = _game(seed)
    bot = ChaosBot(seed, manual_rate=20)
    while session.prompt is not None and session.state.round <= 5:
        if not bot_step(session, bot):
            break
    assert checked[0] > 20
