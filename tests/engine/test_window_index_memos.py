"""Small shortcuts beside the window index give what the plain looks give, at every prompt of
seeded games (chaos bots move, flip and discard cards meanwhile): ``anyone_answers`` looks only at
a window's candidates (engine/flow/printed_responses.py), ``carrier_verb`` is kept per card book
by definition and face (engine/flow/play_elsewhere.py)."""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.bot import ChaosBot
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.flow import play_elsewhere as pe
from rangers_qt.engine.flow import printed_responses as pr
from rangers_qt.engine.zones import iter_in_play

from .helpers import bot_step
from .test_window_index_equivalence import _session


def _plain_anyone(eng: Engine, window: str) -> bool:
    st = eng.state
    zones = [iter_in_play(st)] + [r.hand for r in st.rangers] + [r.discard for r in st.rangers]
    return any(window in pr.answered_windows(eng.facts(i)) for z in zones for i in z)


@pytest.mark.parametrize("seed", [3, 9, 29])
def test_shortcuts_agree_with_the_plain_looks(seed: int) -> None:
    session = _session(seed)
    bot = ChaosBot(seed, manual_rate=20)
    checked = 0
    answered = 0
    while session.prompt is not None and session.state.round <= 4:
        eng = Engine(session.state, session.book, session.registry, Recorder(enabled=False))
        for window in [*pr.WINDOW_EVENTS, "commit_effort"]:
            fast = pr.anyone_answers(eng, window)
            assert fast == _plain_anyone(eng, window), window
            answered += fast
        for iid, card in session.state.cards.items():
            for key in pe.CARRIER_HOOKS:
                assert pe.carrier_verb(eng, iid, key) == pe._face_verb(
                    eng, face_key(card.def_id, card.side), key
                )
        checked += 1
        if not bot_step(session, bot):
            break
    assert checked > 20 and answered > 0
