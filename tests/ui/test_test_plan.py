"""Issue #29, fewer prompts: a test begun with its energy and the cards ticked on its price page
(app/test_plan.py). Rulebook: Performing a Test, step 2 (commit energy, then any number of cards
for their approach icons). The engine still asks each commit question; the controller answers
it from the plan, so each skipped question leaves its answer in the log and the day replays to
the same state. A card the page did not list, or a ticked card no longer offered, is asked."""

from __future__ import annotations

from typing import Any

from rangers_qt.app.controller import GameController
from rangers_qt.app.test_plan import TestPlan, commit_offers, plan_shown
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.prompts import Prompt, opt
from rangers_qt.engine.session import Session

from .conftest import committable_test, first_turn_session


def _table(catalog: Any, seed: int = 7) -> tuple[GameController, list[str]]:
    session = first_turn_session(catalog, seed)
    session.manual(ManualAdjust(action="auto_pass", amount=1))  # (no response windows in the way)
    c = GameController(session, catalog)
    lines: list[str] = []
    c.log_appended.connect(lambda text, *_: lines.append(text))
    return c, lines


def _asked_kinds(c: GameController) -> list[str]:
    kinds: list[str] = []
    c.prompt_changed.connect(lambda p: kinds.append(p.kind if p is not None else "over"))
    return kinds


def test_the_offers_are_the_commit_question_the_engine_then_asks(catalog: Any) -> None:
    for seed in (3, 7, 11):
        c, _ = _table(catalog, seed)
        session = c.session
        test = committable_test(c, catalog)
        before = session.hash()
        offers = commit_offers(session, test)
        assert session.hash() == before  # looked at on a copy: the table is untouched
        assert offers and all(o.kind == "commit_card" for o in offers)
        session.answer(test.id)
        while session.prompt is not None and session.prompt.kind == "commit_energy":
            session.answer(session.prompt.options[0].id)
        assert session.prompt is not None and session.prompt.kind == "commit_cards", seed
        asked = [o.id for o in session.prompt.options if o.kind == "commit_card"]
        assert [o.id for o in offers] == asked, seed


def test_the_offers_follow_the_energy_committed_first_determined(catalog: Any) -> None:
    """Determined (01099) has as many exploration icons as its owner has FIT energy in the pool,
    and the energy is committed before the cards (Rulebook: Performing a Test, step 2). The
    look-ahead once answered the least energy whatever was chosen, so after the Ranger's last
    FIT energy it still listed Determined, which the engine no longer offers. With 3 FIT in the
    pool: 1 energy leaves it +2, 2 (one below the pool) +1, 3 (the whole pool) nothing."""
    session = first_turn_session(catalog, 7)
    assert session.prompt is not None and session.prompt.ranger is not None
    ranger = session.prompt.ranger
    assert session.state.ranger(ranger).energy["FIT"] == 3
    determined = next(i for i, c in session.state.cards.items() if c.def_id == "01099" and c.owner == ranger)
    session.manual(ManualAdjust(action="move", card=determined, zone="hand", ranger=ranger))
    session.manual(ManualAdjust(action="auto_pass", amount=1))
    assert session.prompt is not None
    test = next(o for o in session.prompt.options if o.id.startswith("test:common:traverse:"))
    found: dict[int, int | None] = {}
    for energy in (1, 2, 3):
        offers = commit_offers(session, test, energy)
        found[energy] = next((o.amount for o in offers if o.card == determined), None)
        engine = Session.from_json(session.to_json(), book_for(catalog))
        engine.answer(test.id)
        engine.answer(f"energy:{energy}")
        asked = engine.prompt
        assert asked is not None and asked.kind == "commit_cards", energy
        assert [(o.id, o.amount) for o in offers] == [
            (o.id, o.amount) for o in asked.options if o.kind == "commit_card"
        ], energy
    assert found == {1: 2, 2: 1, 3: None}
    assert commit_offers(session, test, 4) == ()  # more than the pool holds: no such answer


def test_ticked_cards_are_committed_with_the_test_and_replay_identically(catalog: Any) -> None:
    c, lines = _table(catalog)
    test = committable_test(c, catalog)
    offers = c.commit_offers(test)
    ticked = offers[0]
    kinds = _asked_kinds(c)
    length = len(c.session.log)
    assert c.begin_test(test.id, TestPlan(1, [ticked.id], plan_shown(offers)))
    answered = [e.option for e in c.session.log[length:]]
    assert answered[:4] == [test.id, "energy:1", ticked.id, "done"], answered
    assert "commit_cards" not in kinds and "commit_energy" not in kinds  # never put to the player
    owner = c.state.cards[ticked.card or ""].owner or ""
    assert ticked.card in c.state.ranger(owner).discard  # committed (discarded for its icons)
    assert sum(line.endswith("(chosen with the test)") for line in lines) == 3, lines
    assert c.test_plan is None  # the test is over: nothing is left to answer from
    # Each skipped question left its answer: the answers replay to the same state, and the save
    # opens to it.
    session = c.session
    replayed = Session.from_json(session.to_json(), book_for(catalog), replay=True)
    assert replayed.hash() == session.hash() and len(replayed.log) == len(session.log)
    opened = Session.from_json(session.to_save_json(), book_for(catalog))
    assert opened.hash() == session.hash()


def test_begin_with_nothing_ticked_answers_done(catalog: Any) -> None:
    """Every card the page listed was left: "done" is the answer the player gave there."""
    c, _ = _table(catalog)
    test = committable_test(c, catalog)
    offers = c.commit_offers(test)
    length = len(c.session.log)
    assert c.begin_test(test.id, TestPlan(1, [], plan_shown(offers)))
    assert [e.option for e in c.session.log[length:]][:3] == [test.id, "energy:1", "done"]
    for o in offers:  # none committed: each listed card is still in its owner's hand
        owner = c.state.cards[o.card or ""].owner or ""
        assert o.card in c.state.ranger(owner).hand


def test_a_card_the_page_did_not_list_is_asked(catalog: Any) -> None:
    c, _ = _table(catalog)
    test = committable_test(c, catalog)
    offers = c.commit_offers(test)
    unlisted = offers[-1]
    shown = plan_shown(offers) - {unlisted.card}
    length = len(c.session.log)
    assert c.begin_test(test.id, TestPlan(1, [], frozenset(shown)))
    assert [e.option for e in c.session.log[length:]] == [test.id, "energy:1"]
    assert c.prompt is not None and c.prompt.kind == "commit_cards"  # asked, as before
    assert c.test_plan is None  # and the rest of this test's commitments are asked too


def test_a_ticked_card_no_longer_offered_is_asked(catalog: Any) -> None:
    """A card ticked, then moved out of the hand before its question (as a response might)."""
    c, _ = _table(catalog)
    test = committable_test(c, catalog)
    offers = c.commit_offers(test)
    ticked = offers[0]
    owner = c.state.cards[ticked.card or ""].owner
    c.session.manual(ManualAdjust(action="discard", card=ticked.card, ranger=owner))
    turn = c.prompt
    assert turn is not None and turn.option(test.id) is not None
    length = len(c.session.log)
    assert c.begin_test(test.id, TestPlan(1, [ticked.id], plan_shown(offers)))
    assert [e.option for e in c.session.log[length:]] == [test.id, "energy:1"]
    assert c.prompt is not None and c.prompt.kind == "commit_cards"
    assert c.prompt.option(ticked.id) is None


def test_undo_takes_back_one_planned_answer_and_asks_it(catalog: Any) -> None:
    c, _ = _table(catalog)
    test = committable_test(c, catalog)
    offers = c.commit_offers(test)
    assert c.begin_test(test.id, TestPlan(1, [offers[0].id], plan_shown(offers)))
    length = len(c.session.log)
    assert c.undo()
    assert len(c.session.log) < length and c.test_plan is None
    # Back at a commit question (the reveal's "done", or the card): the player answers it now.
    assert c.prompt is not None and c.prompt.kind == "commit_cards"


def _commit_prompt(cards: list[str]) -> Prompt:
    options = [
        opt(id=f"commit:{i}", label=f"Commit {i} (+1)", kind="commit_card", card=i, amount=1) for i in cards
    ]
    options.append(opt(id="done", label="Done committing (effort 1)", kind="done"))
    return Prompt(
        id="p1",
        kind="commit_cards",
        ranger="r1",
        title="Traverse: commit Exploration icons?",
        options=options,
    )


def test_done_only_when_every_offered_card_was_listed() -> None:
    """One card fewer offered than listed, as many, one more: done, done, asked."""
    shown = frozenset({"c1", "c2"})
    assert TestPlan.done(_commit_prompt(["c1"]), shown) is not None
    assert TestPlan.done(_commit_prompt(["c1", "c2"]), shown) is not None
    assert TestPlan.done(_commit_prompt(["c1", "c2", "c3"]), shown) is None


def test_the_plan_answers_energy_then_ticks_in_order_then_done() -> None:
    plan = TestPlan(2, ["commit:c2", "commit:c1"], frozenset({"c1", "c2"}))
    energy = Prompt(
        id="p0",
        kind="commit_energy",
        ranger="r1",
        title="Traverse: how much FIT energy?",
        options=[
            opt(id=f"energy:{n}", label=f"Commit {n} FIT energy", kind="commit_energy", amount=n)
            for n in (1, 2, 3)
        ],
    )
    said = []
    for prompt in (energy, _commit_prompt(["c1", "c2"]), _commit_prompt(["c1"]), _commit_prompt([])):
        option = plan.answer(prompt)
        assert option is not None
        plan.took(option)
        said.append(option.id)
    assert said == ["energy:2", "commit:c2", "commit:c1", "done"]
    assert plan.answer(energy) is None  # the energy is given once


def test_the_offers_agree_with_the_engine_over_bot_days(catalog: Any) -> None:
    """Every test the bot begins in seeded days (seeds 1-4): when only the energy and passed
    response windows come before its commit question, that question offers exactly the cards
    the look-ahead found for the energy the bot then commits; a look-ahead that missed a card
    would let "done" answer for the player."""
    book = book_for(catalog)
    compared = 0
    for seed in range(1, 5):
        session = Session.new(
            book, day_setup(catalog, seed, starter_rangers(catalog, 2), "lone_tree_station", "woods", None)
        )
        bot = DayBot(seed)
        by_energy: dict[int, tuple[str, ...]] | None = None
        listed: tuple[str, ...] | None = None
        for _ in range(600):
            prompt = session.prompt
            if prompt is None:
                break
            if listed is not None and prompt.kind == "commit_cards":
                assert [o.id for o in prompt.options if o.kind == "commit_card"] == list(listed), seed
                compared += 1
                listed = None
            elif prompt.kind not in ("commit_energy", "response"):
                by_energy = listed = None
            choice = bot.choose(prompt)
            chosen = prompt.option(choice)
            if chosen is not None and chosen.kind == "test":
                by_energy = {n: tuple(o.id for o in commit_offers(session, chosen, n)) for n in range(6)}
            elif chosen is not None and chosen.kind == "commit_energy" and by_energy is not None:
                listed, by_energy = by_energy[chosen.amount or 0], None
            elif prompt.kind == "response" and choice != "pass":
                by_energy = listed = None  # a response may change the hand: the plan checks that itself
            session.answer(choice)
    assert compared >= 20, compared  # (68 in these days)
