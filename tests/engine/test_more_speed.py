"""Shortcuts of helper h-more (issue #10) equal the plain computation they replace."""

from __future__ import annotations

from typing import Any

import pydantic
import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session, path_deck
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.modifier_layer import test_aspect
from rangers_qt.engine.state import CardInstance, GameState
from rangers_qt.sim.runner import default_setup

from .helpers import bot_step

_CATALOG = load_catalog()
_BOOK = book_for(_CATALOG)


def _play(seed: int, answers: int = 400) -> Session:
    session = Session.new(_BOOK, default_setup(_CATALOG, seed, 1 + seed % 4))
    bot = RandomBot(seed, manual_rate=0)
    for _ in range(answers):
        if session.prompt is None:
            break
        session.answer(bot.choose(session.prompt))
    return session


def test_new_card_builds_what_validation_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every instance of seeded setups and games equals the validated model: same values,
    same fields set, same JSON; the unvalidated path is really taken."""
    made: list[CardInstance] = []
    fast = path_deck._instance

    def checked(iid: str, def_id: str, owner: str | None) -> CardInstance:
        card = fast(iid, def_id, owner)
        valid = CardInstance(iid=iid, def_id=def_id, owner=owner)
        assert card == valid and card.model_fields_set == valid.model_fields_set
        assert card.model_dump_json() == valid.model_dump_json()
        assert type(card) is CardInstance
        assert card.__pydantic_extra__ is None and card.__pydantic_private__ is None
        made.append(card)
        return card

    monkeypatch.setattr(path_deck, "_instance", checked)
    for seed in range(4):
        _play(seed, 150)
    assert len(made) > 400
    assert len({id(card.tokens) for card in made}) == len(made)  # no shared defaults
    for seed in range(2):
        st = GameState()
        for i, owner in enumerate([None, "r1", None]):
            iid = path_deck.new_card(st, f"card{seed}{i}", owner)
            card = st.cards[iid]
            valid = CardInstance(iid=iid, def_id=f"card{seed}{i}", owner=owner)
            assert card == valid and card.model_fields_set == valid.model_fields_set
            assert card.model_dump_json() == valid.model_dump_json()
            assert list(card.__dict__) == list(valid.__dict__)
            card.tokens["x"] = 1
            assert valid.tokens == {} and path_deck._instance("c9", "y", None).attached == []
            card.face_up = False
            assert card.model_fields_set == {"iid", "def_id", "owner", "face_up"}


def test_new_card_still_validates_values_it_did_not_make() -> None:
    st = GameState()
    bad: Any = 12
    with pytest.raises(pydantic.ValidationError):
        path_deck.new_card(st, bad)


def _plain_switch_aspects(eng: Any, ranger_id: str, test_key: str, aspect: str) -> frozenset[str]:
    """``switch_aspects`` as at 175e2a3: the triggers and the game's candidates read afresh."""
    from rangers_qt.content import behaviour as bh
    from rangers_qt.content.behaviour.compile import face_key
    from rangers_qt.engine.flow import printed_responses as pr
    from rangers_qt.engine.zones import in_play

    compiled = eng.book.behaviour
    found = [x for key in test_aspect._KEYS for x in compiled.triggers.get(key, ())]
    wanted = {
        fk.split(".", 1)[0] for fk, k in found if test_aspect._switches(compiled.faces[fk].abilities[k])
    }
    st = eng.state
    out: set[str] = set()
    for iid in sorted((i for i, c in st.cards.items() if c.def_id in wanted), key=test_aspect._order):
        card = st.cards[iid]
        if card.owner != ranger_id or not in_play(st, iid):
            continue
        fk = face_key(card.def_id, card.side)
        f = eng.facts(iid)
        for face, k in found:
            if face != fk:
                continue
            ab = compiled.faces[fk].abilities[k]
            p = next((p for p in f.printed if p.key == ab.on), None)
            if p is None or (p.test_name is not None and test_key != f"common:{p.test_name}"):
                continue
            if not pr._cost_payable(eng, p, iid, f):
                continue
            for e in ab.effects:
                if isinstance(e, bh.TestAspect) and e.instead_of in (None, aspect) and e.aspect != aspect:
                    out.add(e.aspect)
    return frozenset(out)


def _check_switches(session: Session, calls: list[int]) -> None:
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    eng = Engine(session.state, session.book, session.registry, Recorder(enabled=False))
    for r in session.state.rangers:
        for key in eng.reg.common:
            for aspect in ("AWA", "FIT", "FOC", "SPI"):
                fast = test_aspect.switch_aspects(eng, r.id, f"common:{key}", aspect)
                assert fast == _plain_switch_aspects(eng, r.id, f"common:{key}", aspect)
                calls[0] += 1
                calls[1] += bool(fast)


def test_switch_aspects_equals_the_plain_walk() -> None:
    """At every prompt of seeded games, and in a game with an aspect-switching card brought into
    play, exhausted, readied and its Ranger's energy changed (tests/engine/test_test_aspect.py's
    card), every Ranger's answer for every common test and aspect is the plain one."""
    calls = [0, 0]
    for seed in range(3):
        session = Session.new(_BOOK, default_setup(_CATALOG, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        for _ in range(60):
            if session.prompt is None:
                break
            _check_switches(session, calls)
            session.answer(bot.choose(session.prompt))
    from rangers_qt.engine import ManualAdjust
    from tests.engine.helpers import Game, feature
    from tests.engine.test_test_aspect import _poles

    g = Game([_poles(test_name="traverse"), feature("TF", progress=9)], path=["TF"], decks=[["TPOLE"]])
    _check_switches(g.session, calls)
    pole = g.bring("TPOLE", "player_area")
    _check_switches(g.session, calls)
    seen = calls[1]
    assert seen > 0  # the card in play switches Traverse from FIT
    for adj in (ManualAdjust(action="exhaust", card=pole), ManualAdjust(action="ready", card=pole)):
        g.session.manual(adj)
        _check_switches(g.session, calls)
    assert calls[0] > 1000 and calls[1] > 0


def test_shared_test_steps_are_never_changed() -> None:
    """The steps every test shares (testflow._TEST_TAIL) are the ones ``step`` builds, and after
    every answer of seeded games (manual adjustments and undos included) they still are: a handler
    that changed a queued step's arguments would change every later test."""
    from rangers_qt.engine.bot import ChaosBot
    from rangers_qt.engine.flow import testflow
    from rangers_qt.engine.prompts import step

    def unchanged() -> None:
        for s in testflow._TEST_TAIL:
            plain = step(s.op)
            assert s == plain and s.args == {} and s.model_fields_set == plain.model_fields_set

    shared = 0
    for seed in range(6):
        session = Session.new(_BOOK, default_setup(_CATALOG, seed, 1 + seed % 4))
        bot = ChaosBot(seed) if seed % 2 else RandomBot(seed, manual_rate=0)
        for n in range(250):
            if session.prompt is None:
                break
            if not bot_step(session, bot):
                break
            if n % 37 == 36:
                session.undo()
            shared += sum(any(q is s for s in testflow._TEST_TAIL) for q in session.state.queue)
            unchanged()
    assert shared > 100  # the shared steps really were queued


def _engine(session: Session) -> Any:
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    return Engine(session.state, session.book, session.registry, Recorder(enabled=False))


def _plain_turn_options(session: Session, rid: str) -> list[dict[str, Any]]:
    """The turn prompt's options with the kept ones switched off (nothing kept: built afresh)."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.flow import turns
    from rangers_qt.engine.zones import game_memo, play_index

    memo = game_memo(session.state)
    kept = memo.pop("turn_options", None)
    eng = Engine(session.state, session.book, session.registry, Recorder(enabled=False))
    try:
        with eng.frozen():
            eng.memo["play_index"] = play_index(session.state)
            return [o.model_dump() for o in turns._turn_options(eng, rid)]
    finally:
        if kept is not None:
            memo["turn_options"] = kept


def test_kept_turn_energy_and_next_options_equal_fresh_ones_and_never_change() -> None:
    """At every turn, commit-energy and choose-next prompt of seeded games (random and chaos bots: manual
    adjustments, undos), the prompt's options are exactly the ones built afresh (values, fields
    set, JSON), some of them really are kept ones, and every kept option still equals its first
    dump after every answer (nothing changed a shared option or its steps)."""
    from rangers_qt.engine.bot import ChaosBot
    from rangers_qt.engine.flow import testflow, turns
    from rangers_qt.engine.prompts import opt, step
    from rangers_qt.engine.zones import game_memo

    reused = next_reused = 0
    first: dict[int, tuple[Any, str]] = {}
    for seed in range(6):
        session = Session.new(_BOOK, default_setup(_CATALOG, seed, 1 + seed % 4))
        bot = ChaosBot(seed) if seed % 2 else RandomBot(seed, manual_rate=0)
        restored = False  # the prompt an undo brought back: rebuilt from the saved state, no memo yet
        for n in range(300):
            prompt = session.prompt
            if prompt is None:
                break
            if prompt.kind == "turn" and prompt.ranger is not None:
                shown = [o.model_dump() for o in prompt.options]
                kept = game_memo(session.state).get("turn_options", {})
                ids = {id(o) for o in kept.values()}
                fresh = _plain_turn_options(session, prompt.ranger)
                assert shown == fresh
                for o in prompt.options:
                    assert o.model_fields_set == {
                        "id",
                        "label",
                        "kind",
                        "card",
                        "target",
                        "area",
                        "aspect",
                        "amount",
                        "then",
                    }
                    if id(o) in ids:
                        if id(o) in first:
                            reused += 1
                        else:
                            first[id(o)] = (o, o.model_dump_json())
            if prompt.kind == "commit_energy":
                test = session.state.test
                assert test is not None
                have = session.state.ranger(test.ranger).energy.get(test.aspect, 0)
                plain = [
                    opt(
                        id=f"energy:{k}",
                        label=f"Commit {k} {test.aspect} energy",
                        kind="commit_energy",
                        aspect=test.aspect,
                        amount=k,
                        then=[step("commit_energy", n=k)],
                    ).model_dump()
                    for k in testflow._energy_choices(have)
                ]
                assert [o.model_dump() for o in prompt.options] == plain
                kept_energy = game_memo(session.state).get("energy_options", {})
                for o in prompt.options:
                    assert restored or any(o is k for k in kept_energy.values())
                    if id(o) in first:
                        reused += 1
                    else:
                        first[id(o)] = (o, o.model_dump_json())
            if prompt.kind == "choose_next":
                plain = []
                for rid, again in turns.next_candidates(_engine(session)):
                    r = session.state.ranger(rid)
                    label = f"{r.name} takes the next turn" + (" again (exhaust role)" if again else "")
                    plain.append(
                        opt(
                            id=f"next:{rid}" + (":again" if again else ""),
                            label=label,
                            kind="choose_ranger",
                            target=rid,
                            card=r.role if again else None,
                            then=[step("turn_start", ranger=rid, exhaust_role=again)],
                        ).model_dump()
                    )
                assert [o.model_dump() for o in prompt.options] == plain
                kept_next = game_memo(session.state).get("next_options", {})
                for o in prompt.options:
                    assert restored or any(o is k for k in kept_next.values())
                    if id(o) in first:
                        reused += 1
                        next_reused += 1
                    else:
                        first[id(o)] = (o, o.model_dump_json())
            if not bot_step(session, bot):
                break
            restored = n % 41 == 40
            if restored:
                session.undo()
            for o, dumped in first.values():
                assert o.model_dump_json() == dumped
    assert reused > 100 and next_reused > 0
