"""Why an action is not offered (engine/rules/why_not.py): one table per reason kind, each with a
negative case where the action is offered and no reason is given, and a bot run in which every
action the turn prompt leaves out has a reason."""

from __future__ import annotations

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.rules.reasons import REASON_KINDS, Reason
from rangers_qt.engine.session import Session
from rangers_qt.engine.why_not import Ask, left_out, why_not

from .helpers import Game, being, feature, gear, kw, location, soothe_gear, tdef


def _why(g: Game, ask: Ask, ranger: str = "r1") -> list[Reason]:
    return why_not(g.state, g.catalog, ranger, ask, g.registry)


def _texts(g: Game, ask: Ask, ranger: str = "r1") -> list[str]:
    return [r.text for r in _why(g, ask, ranger)]


def _energy(g: Game, aspect: str, to: int) -> None:
    have = g.ranger().energy.get(aspect, 0)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect=aspect, amount=to - have))


# ------------------------------------------------------------------------- cost
@pytest.mark.parametrize(("energy", "short"), [(0, 1), (1, None), (2, None)])
def test_cost_a_test_needs_one_energy_of_its_aspect(energy: int, short: int | None) -> None:
    """Performing a Test, step 2: a test needs at least 1 energy of its aspect (one below, at, above)."""
    g = Game([location()])
    _energy(g, "FIT", energy)
    loc = g.state.surroundings[0]
    found = _why(g, Ask("test", test="common:traverse", target=loc))
    if short is None:
        assert found == []
        assert f"test:common:traverse:{loc}" in g.options()
    else:
        assert [(r.kind, r.text, r.section) for r in found] == [
            ("cost", "Traverse needs 1 FIT energy; you have 0 (1 short)", "Performing a Test")
        ]
        assert f"test:common:traverse:{loc}" not in g.options()


@pytest.mark.parametrize(("energy", "refused"), [(1, True), (2, False), (3, False)])
def test_cost_a_card_names_the_energy_and_how_much_is_missing(energy: int, refused: bool) -> None:
    """Play a Card: the cost is paid in the card's aspect (one below, at, above the cost of 2)."""
    g = Game(
        [gear("TG", cost=2, aspect="FIT")], decks=[["TG"]], aspects={"AWA": 2, "FIT": 3, "FOC": 2, "SPI": 2}
    )
    _energy(g, "FIT", energy)
    found = _why(g, Ask("play", g.iid("TG")))
    if refused:
        assert [(r.kind, r.text) for r in found] == [
            ("cost", "Not enough FIT energy: Gear TG costs 2, you have 1 (1 short)")
        ]
    else:
        assert found == []


# ------------------------------------------------------------------------- timing
def test_timing_not_your_turn_names_whose_turn_it_is() -> None:
    """Phase 2: Ranger Turns: only the Ranger taking the turn plays a card or begins a test."""
    g = Game([gear("TG", cost=1)], rangers=2, decks=[["TG"], ["TG"]])
    g.next_ranger("r1")
    g.expect("turn", "r1")
    mine, theirs = g.state.ranger("r1").hand[0], g.state.ranger("r2").hand[0]
    assert _why(g, Ask("play", mine)) == []
    found = _why(g, Ask("play", theirs), ranger="r2")
    assert [(r.kind, r.text, r.section) for r in found] == [
        ("timing", "Not Ranger2's turn: it is Ranger1's turn", "Phase 2: Ranger Turns")
    ]
    assert _texts(g, Ask("rest"), ranger="r2") == ["Not Ranger2's turn: it is Ranger1's turn"]


def test_timing_travel_waits_for_phase_three() -> None:
    """Phase 3: Travel comes after every Ranger has rested; with progress met, only timing stops it."""
    g = Game([location(progress=1)])
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="add_tokens", card=loc, token="progress", amount=1))
    found = _why(g, Ask("travel"))
    assert [(r.kind, r.text) for r in found] == [
        ("timing", "The group travels in Phase 3, once every Ranger has rested")
    ]


def test_timing_while_a_test_is_under_way() -> None:
    g = Game([location()])
    g.choose_test("traverse", g.state.surroundings[0])
    g.expect("commit_energy")
    assert _texts(g, Ask("rest")) == ["A test is under way: finish it first"]


# ------------------------------------------------------------------------- obstacle
def test_obstacle_in_the_way_is_named_and_exhausting_it_clears_the_reason() -> None:
    """Keywords: Obstacle: a ready obstacle within reach blocks cards along the way; exhausted, it
    does not."""
    g = Game([being("TO", keywords=kw("obstacle")), feature("TF", area="along_the_way")], path=["TO", "TF"])
    f = g.bring("TF", "along_the_way")
    o = g.iid("TO")
    found = _why(g, Ask("test", test="common:traverse", target=f))
    assert [(r.kind, r.text, r.section, r.cards) for r in found] == [
        ("obstacle", "Blocked by Being TO (obstacle) within your reach", "Keywords: Obstacle", (o,))
    ]
    g.session.manual(ManualAdjust(action="exhaust", card=o))
    assert _why(g, Ask("test", test="common:traverse", target=f)) == []


def test_obstacle_forbids_travel_and_says_so() -> None:
    g = Game([being("TO", keywords=kw("obstacle"), area="along_the_way"), location(progress=1)], path=["TO"])
    g.session.manual(
        ManualAdjust(action="add_tokens", card=g.state.surroundings[0], token="progress", amount=1)
    )
    found = _why(g, Ask("travel"))
    assert [(r.kind, r.text) for r in found][1:] == [("obstacle", "Being TO is a ready obstacle")]


# ------------------------------------------------------------------------- target
def test_target_no_being_to_connect_with_then_one_arrives() -> None:
    """Perform a Test: Connect aims at a being; none in play, then one."""
    g = Game([being("TB")], path=["TB"])
    b = g.iid("TB")
    g.session.manual(ManualAdjust(action="move", card=b, zone="path_discard"))
    assert [(r.kind, r.text) for r in _why(g, Ask("test", test="common:connect"))] == [
        ("target", "Connect has no card to aim at now")
    ]
    g.bring("TB")
    assert _why(g, Ask("test", test="common:connect")) == []


def test_target_of_the_wrong_kind_and_a_disconnected_being() -> None:
    g = Game([being("TB"), being("TD", keywords=kw("disconnected"))], path=["TB", "TD"])
    d = g.bring("TD")
    b = g.iid("TB")
    assert _texts(g, Ask("test", test="common:traverse", target=b)) == [
        "Traverse aims at a feature or a location; Being TB is not one"
    ]
    found = _why(g, Ask("test", test="common:connect", target=d))
    assert [(r.kind, r.section) for r in found] == [("rule", "Keywords: Disconnected")]
    assert found[0].text == "Being TD is disconnected: Connect cannot add progress to it"


# ------------------------------------------------------------------------- exhausted
def test_exhausted_card_cannot_use_its_exhaust_ability_until_readied() -> None:
    """Exhaust/Ready: an "Exhaust:" ability needs its card ready."""
    g = Game([soothe_gear("TG")], decks=[["TG"]])
    card = g.iid("TG")
    g.play(card)
    g.expect("turn")
    assert _why(g, Ask("ability", card)) == []
    g.session.manual(ManualAdjust(action="exhaust", card=card))
    found = _why(g, Ask("ability", card))
    assert [(r.kind, r.text, r.section) for r in found] == [
        (
            "exhausted",
            "Gear TG is exhausted: its ability needs it ready (it readies at the refresh)",
            "Exhaust/Ready",
        )
    ]


def test_exhausted_role_means_no_second_turn_in_a_row() -> None:
    """Phase 2: Ranger Turns: a second turn in a row is taken by exhausting your role."""
    g = Game([location()], rangers=2)
    g.next_ranger("r1")
    g.perform("traverse", g.state.surroundings[0])
    g.expect("choose_next")
    assert _why(g, Ask("turn"), "r1") == []  # going again: the role is ready
    g.session.manual(ManualAdjust(action="exhaust", card=g.state.ranger("r1").role))
    found = _why(g, Ask("turn"), "r1")
    assert [r.kind for r in found] == ["exhausted"]
    assert (
        found[0].text == "Ranger1 took the last turn; going again needs their role ready, and it is exhausted"
    )


# ------------------------------------------------------------------------- limit
def test_limit_a_rested_ranger_takes_no_more_turns_this_round() -> None:
    """Rest: once you rest you take no more turns this round."""
    g = Game([location()], rangers=2)
    g.next_ranger("r1")
    g.rest()
    for ask in (Ask("turn"), Ask("rest"), Ask("test", test="common:remember")):
        found = _why(g, ask, "r1")
        assert [(r.kind, r.text, r.section) for r in found][:1] == [
            ("limit", "Ranger1 has rested: no more turns this round", "Rest")
        ]
    assert _why(g, Ask("turn"), "r2") == []


# ------------------------------------------------------------------------- rule
def test_rule_attributes_are_committed_not_played() -> None:
    g = Game(decks=[["TFILL"]])
    found = _why(g, Ask("play", g.ranger().hand[0]))
    assert [(r.kind, r.text, r.section) for r in found] == [
        ("rule", "Filler TFILL is not played from the hand", "Commit Approach Icons")
    ]


def test_rule_a_weapon_never_affects_a_friendly_card() -> None:
    """Keywords: Friendly: the weapon's test is refused on the friendly being and offered on another."""
    w = gear("TW", traits=("Weapon",), tests=(tdef("t1", "FIT", "conflict", targets="being"),))
    g = Game([w, being("TF", keywords=kw("friendly")), being("TE")], path=["TF", "TE"], decks=[["TW"]])
    wi = g.iid("TW")
    g.play(wi)
    tf, te = g.iid("TF"), g.bring("TE")
    assert _why(g, Ask("test", test="TW:t1", card=wi, target=te)) == []
    found = _why(g, Ask("test", test="TW:t1", card=wi, target=tf))
    assert [(r.kind, r.text, r.section) for r in found] == [
        ("rule", "Gear TW is a weapon and Being TF is friendly", "Keywords: Friendly")
    ]


def test_every_reason_kind_is_covered_by_a_table_above() -> None:
    """The kinds the tests above check are all the kinds there are (a new kind needs its table)."""
    assert set(REASON_KINDS) == {"cost", "timing", "obstacle", "target", "exhausted", "limit", "rule"}


# ------------------------------------------------------------------------- bot run
def _bot_days(days: int) -> tuple[int, list[str]]:
    catalog = load_catalog()
    book = book_for(catalog)
    checked, empty = 0, []
    for seed in range(1, days + 1):
        team = starter_rangers(catalog, 1 + seed % 3)
        session = Session.new(
            book, day_setup(catalog, seed, team, "lone_tree_station", "woods", "a_perfect_day")
        )
        bot = DayBot(seed, manual_rate=0)
        answers = 0
        while session.prompt is not None and answers < 3000:
            if session.prompt.kind == "turn":
                for ask, found in left_out(session.state, book):
                    checked += 1
                    if not found or not all(r.text and r.section for r in found):
                        empty.append(f"day {seed}: {ask}")
            session.answer(bot.choose(session.prompt))
            answers += 1
    return checked, empty


def test_every_action_left_out_of_the_turn_has_a_reason_over_ten_bot_days() -> None:
    """The default suite's share of the 200-day run below (about 3 s): 2,787 left-out actions."""
    checked, empty = _bot_days(10)
    assert checked > 2000
    assert empty == []


@pytest.mark.slow
def test_every_action_left_out_of_the_turn_has_a_reason_over_200_bot_days() -> None:
    checked, empty = _bot_days(200)
    assert checked > 10000
    assert empty == []
