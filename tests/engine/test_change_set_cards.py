"""Every card whose values an answer changes is named in the answer's change set.

Why: the table redraws the cards the change set names (app/table_model.py), and the watch of a
challenge effect (engine/flow/inert_effects.py, ``EffectWatch``) trusts that a card in a deck not
named during the effect is as it was, rather than dumping every card twice per effect (issue #28).
Over seeded bot games each card's dump before and after every answer is compared with the names
the answer's change set holds; a recorder that forgets names is caught."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.events import Recorder
from rangers_qt.sim.runner import default_setup

CATALOG = load_catalog()
BOOK = book_for(CATALOG)


def _unnamed_changes(seeds: range) -> tuple[int, list[str]]:
    """(cards changed in all, ``seed/answer: card`` of each change its answer did not name)."""
    changed, unnamed = 0, []
    for seed in seeds:
        session = Session.new(BOOK, default_setup(CATALOG, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 4:
            before = {iid: card.model_dump_json() for iid, card in session.state.cards.items()}
            result = session.answer(bot.choose(session.prompt))
            for iid, dumped in before.items():
                card = session.state.cards.get(iid)  # (travel leaves a location's cards behind)
                if card is not None and card.model_dump_json() != dumped:
                    changed += 1
                    if iid not in result.changes.cards:
                        unnamed.append(f"{seed}/{len(session.log)}: {iid}")
    return changed, unnamed


def test_every_changed_card_is_named_in_the_change_set() -> None:
    changed, unnamed = _unnamed_changes(range(6))
    assert changed > 100  # the games changed cards (tokens, exhaustion, moves)
    assert not unnamed, f"{len(unnamed)} card changes not named: {unnamed[:5]}"


def test_a_recorder_that_forgets_names_is_caught(monkeypatch: Any) -> None:
    def forgetful(self: Recorder, iid: str) -> None:
        if not iid.endswith("1"):
            self.changes.cards.add(iid)

    monkeypatch.setattr(Recorder, "card", forgetful)
    with pytest.raises(AssertionError, match="not named"):
        test_every_changed_card_is_named_in_the_change_set()
