"""Issue #16: every manual adjustment and guide tool is checked against the rules of zones, card
types, Rangers, locations and sane bounds, and is applied all or nothing: a refusal raises
``IllegalAnswer`` with a reason and leaves the state and the log exactly as they were."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.engine import IllegalAnswer, ManualAdjust, Session
from rangers_qt.engine.flow.testflow import ENERGY_CHOICES_MAX
from rangers_qt.engine.handlers import HANDLERS
from rangers_qt.engine.manual import ENERGY_MAX

from .day.kit import Day
from .helpers import C0, Game, being, filler, gear


def snapshot(session: Session) -> tuple[str, str, int]:
    return session.hash(), session.state.model_dump_json(), len(session.log)


def refused(session: Session, why: str, **fields: Any) -> None:
    """The adjustment is refused with ``why`` and nothing at all changed."""
    before = snapshot(session)
    redo_before = list(session._redo)
    with pytest.raises(IllegalAnswer, match=why):
        session.manual(ManualAdjust(**fields))
    assert snapshot(session) == before
    assert session._redo == redo_before


def two_rangers() -> Game:
    return Game([being("TA"), gear("TG")], rangers=2, path=["TA"], decks=[["TG"], ["TG"]])


def test_a_challenge_card_never_enters_play() -> None:
    """Rulebook: Challenge Deck - challenge cards are only drawn for tests and discarded."""
    g = two_rangers()
    card = g.state.challenge_deck[0]
    assert g.state.cards[card].def_id == C0
    for zone in ("within_reach", "along_the_way", "surroundings", "hand"):
        refused(g.session, "challenge card", action="move", card=card, zone=zone, ranger="r1")


def test_a_card_never_goes_to_another_rangers_deck() -> None:
    """Rulebook: Ranger Cards - each Ranger's cards stay in that Ranger's own areas."""
    g = two_rangers()
    mine = g.ranger("r1").deck[0]
    for zone in ("deck", "hand", "discard", "fatigue", "within_reach", "player_area"):
        refused(g.session, "belongs to", action="move", card=mine, zone=zone, ranger="r2")
    g.session.manual(ManualAdjust(action="move", card=mine, zone="hand", ranger="r1"))  # own areas: fine
    assert g.where(mine) == ("hand", "r1")


def test_a_role_stays_in_its_player_area() -> None:
    """Rulebook: Role Cards - the role stays in the player area all day."""
    g = two_rangers()
    role = g.ranger("r1").role
    for zone in ("hand", "discard", "within_reach", "along_the_way", "set_aside"):
        refused(g.session, "role card", action="move", card=role, zone=zone, ranger="r1")
    refused(g.session, "role card", action="discard", card=role)
    refused(g.session, "injury", action="add_tokens", card=role, token="harm", amount=1)


def test_a_path_card_goes_only_where_path_cards_go() -> None:
    g = two_rangers()
    card = g.iid("TA")
    refused(g.session, "path card", action="move", card=card, zone="hand", ranger="r1")
    refused(g.session, "path card", action="move", card=card, zone="surroundings")


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"action": "energy", "ranger": "r1", "aspect": "AWA", "amount": 10**18}, "between"),
        ({"action": "energy", "ranger": "r1", "aspect": "AWA", "amount": ENERGY_MAX}, "at most"),
        ({"action": "energy", "ranger": "r1", "aspect": "AWA", "amount": -(10**18)}, "between"),
        ({"action": "draw", "ranger": "r1", "amount": 10**18}, "between"),
        ({"action": "fatigue", "ranger": "r1", "amount": -3}, "between"),
        ({"action": "soothe", "ranger": "r1", "amount": 1}, "no fatigue"),
        ({"action": "add_tokens", "card": "c1", "token": "progress", "amount": 10**18}, "between"),
        ({"action": "add_tokens", "card": "c1", "token": "Bad Token!", "amount": 1}, "token name"),
        ({"action": "record_event", "reason": "x" * 10_000}, "printable"),
        ({"action": "end_day", "reason": "line\nbreak"}, "printable"),
    ],
)
def test_amounts_and_texts_have_sane_bounds(fields: dict[str, Any], reason: str) -> None:
    g = Game([being("TA")], path=["TA"])
    refused(g.session, reason, **fields)


def test_energy_bound_one_below_at_and_above() -> None:
    """ENERGY_MAX is the most energy of one aspect: one below and at it are allowed, above is not."""
    g = Game([being("TA")], path=["TA"])
    have = g.ranger().energy["AWA"]
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=ENERGY_MAX - 1 - have))
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=1))
    assert g.ranger().energy["AWA"] == ENERGY_MAX
    refused(g.session, "at most", action="energy", ranger="r1", aspect="AWA", amount=1)


def test_effort_of_ten_to_the_eighteen_is_refused() -> None:
    g = Game([being("TA"), filler("TX", exploration=1)], path=["TA"], decks=[["TX"] * 6])
    loc = next(i for i in g.state.surroundings)
    g.pick(f"test:common:traverse:{loc}", "turn")
    g.pick("energy:1", "commit_energy")
    assert g.state.test is not None and g.state.test.challenge_card is None
    refused(g.session, "between", action="effort", amount=10**18)
    refused(g.session, "0 to", action="effort", amount=-5)
    g.session.manual(ManualAdjust(action="effort", amount=2))
    assert g.state.test.effort == 3


def test_commit_energy_prompt_is_bounded_whatever_the_energy() -> None:
    """A Ranger with more energy than the prompt shows one by one gets 1..max and "all of it"."""
    g = Game([being("TA")], path=["TA"])
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=ENERGY_MAX - 2))
    loc = next(i for i in g.state.surroundings)
    g.pick(f"test:common:traverse:{loc}", "turn")
    ids = [o.id for o in g.prompt.options]
    assert len(ids) == ENERGY_CHOICES_MAX + 1
    assert ids[-1] == f"energy:{ENERGY_MAX}" and ids[-2] == f"energy:{ENERGY_CHOICES_MAX}"
    g.pick(f"energy:{ENERGY_MAX}", "commit_energy")
    assert g.ranger().energy["FIT"] == 0


def test_commit_energy_prompt_one_below_at_and_above_the_cap() -> None:
    from rangers_qt.engine.flow.testflow import _energy_choices

    assert _energy_choices(ENERGY_CHOICES_MAX - 1) == list(range(1, ENERGY_CHOICES_MAX))
    assert _energy_choices(ENERGY_CHOICES_MAX) == list(range(1, ENERGY_CHOICES_MAX + 1))
    assert _energy_choices(ENERGY_CHOICES_MAX + 1) == [
        *range(1, ENERGY_CHOICES_MAX + 1),
        ENERGY_CHOICES_MAX + 1,
    ]
    assert len(_energy_choices(10**18)) == ENERGY_CHOICES_MAX + 1


def test_put_into_play_for_an_unknown_ranger_is_refused_and_the_day_still_saves() -> None:
    d = Day([gear("DG")], path=[])
    refused(d.session, "no such ranger", action="put_into_play", card="DG", zone="within_reach", ranger="r9")
    again = Session.from_json(d.session.to_json(), d.catalog, d.session.registry)
    assert again.hash() == d.session.hash()


def test_put_into_play_checks_card_types_and_areas() -> None:
    d = Day([gear("DG")], path=[])
    refused(d.session, "unknown card id", action="put_into_play", card="NOPE")
    refused(d.session, "cannot be put into play", action="put_into_play", card=C0)
    refused(d.session, "cannot be put into play", action="put_into_play", card="TROLE")
    refused(d.session, "Ranger card goes", action="put_into_play", card="DG", zone="along_the_way")


def test_open_route_needs_a_location_and_a_terrain() -> None:
    d = Day(path=[])
    hand_card = d.state.rangers[0].deck[0]
    refused(d.session, "not a location", action="open_route", zone=hand_card, token="woods")
    refused(d.session, "not a location", action="open_route", zone="atlantis", token="woods")
    refused(d.session, "not a terrain", action="open_route", zone="beta", token="lava")
    refused(d.session, "already there", action="open_route", zone="alpha", token="woods")


def test_unlock_reward_of_an_unknown_id_is_refused() -> None:
    d = Day(path=[])
    refused(d.session, "unknown card id", action="unlock_reward", card="NOPE")
    refused(d.session, "not a reward", action="unlock_reward", card=C0)


def test_redo_keeps_the_whole_stack_when_a_replayed_entry_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    g = Game([being("TA")], path=["TA"])
    for n in (1, 2, 3):
        g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=-1 if n < 3 else 1))
    g.session.undo()
    g.session.undo()
    stack = list(g.session._redo)
    before = snapshot(g.session)
    real = g.session._apply

    def broken(entry: Any, rec: Any, *more: Any, **named: Any) -> None:
        real(entry, rec, *more, **named)  # changes the state, then fails
        raise RuntimeError("boom")

    monkeypatch.setattr(g.session, "_apply", broken)
    with pytest.raises(RuntimeError):
        g.session.redo()
    monkeypatch.setattr(g.session, "_apply", real)
    assert g.session._redo == stack and snapshot(g.session) == before
    assert g.session.redo() and g.session.redo()
    assert len(g.session.log) == 3


def test_an_answer_that_fails_half_way_leaves_the_state_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug in a step handler must not leave half an action behind."""
    g = Game([being("TA")], path=["TA"])
    loc = next(i for i in g.state.surroundings)
    g.pick(f"test:common:traverse:{loc}", "turn")
    before = snapshot(g.session)
    real = HANDLERS["commit_energy"]

    def broken(eng: Any, args: dict[str, Any]) -> None:
        real(eng, args)
        raise RuntimeError("a bug")

    monkeypatch.setitem(HANDLERS, "commit_energy", broken)
    with pytest.raises(RuntimeError):
        g.session.answer("energy:1")
    assert snapshot(g.session) == before
