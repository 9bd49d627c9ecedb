"""The modifier layer (engine/modifier_layer/modifiers.py): constants of cards in play and timed modifiers
feed every rules query - fatigue from interacting, ambush, difficulty, obstacles, travel."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from rangers_qt.content import models as m
from rangers_qt.content.behaviour import Behaviour
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.modifier_layer import modifiers

from .helpers import Game, being, kw


def _spy_on_expire(monkeypatch: pytest.MonkeyPatch, spy: Any) -> None:
    """Put ``spy`` in place of the modifier layer's ``expire`` wherever the flows bound it (each
    caller imports it by name at its top)."""
    real = modifiers.expire
    for module in list(sys.modules.values()):
        if module.__name__.startswith("rangers_qt.engine") and getattr(module, "expire", None) is real:
            monkeypatch.setattr(module, "expire", spy)


#: The Fundamentalist's constant as data: every other being in its area has 1 less presence.
FUNDAMENTALIST = {
    "constant": [
        {
            "modify": "presence",
            "by": -1,
            "target": {"type": "being", "other": True, "area_of": "this", "pick": "all"},
        }
    ]
}


def _engine(g: Game) -> Engine:
    return Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))


def _fundamentalist_table(*others: Any, rangers: int = 1) -> Game:
    """The shipped Fundamentalist (01356: a Friendly being, presence 2) with its constant, and
    invented beings."""
    card = load_catalog().card("01356")
    card = card.model_copy(update={"behaviour": Behaviour.model_validate(FUNDAMENTALIST)})
    return Game([card, *others], rangers=rangers, path=["01356", *[o.id for o in others]])


def test_the_fundamentalist_lowers_presence_in_its_own_area_only() -> None:
    """01356 The Fundamentalist: beings in its area (within the same Ranger's reach, or along the
    way) have 1 less presence, never below 0 (presence 1, 2, 3 -> 0, 1, 2); itself, beings in
    another area and beings within another Ranger's reach are unchanged."""
    g = _fundamentalist_table(
        being("TP1", presence=1),
        being("TP2", presence=2),
        being("TP3", presence=3),
        being("TAWAY", presence=2, area="along_the_way"),
        being("TOTHER", presence=2),
        rangers=2,
    )
    fun = g.bring("01356")
    near = [g.bring(c) for c in ("TP1", "TP2", "TP3")]
    away = g.bring("TAWAY", "along_the_way", None)
    other = g.bring("TOTHER", ranger="r2")
    eng = _engine(g)
    assert [ops.presence(eng, c) for c in near] == [0, 1, 2]
    assert ops.presence(eng, fun) == 2 and ops.presence(eng, away) == 2 and ops.presence(eng, other) == 2
    from rangers_qt.engine.manual import ManualAdjust

    g.session.manual(ManualAdjust(action="move", card=fun, zone="along_the_way"))
    eng = _engine(g)
    assert [ops.presence(eng, c) for c in near] == [1, 2, 3] and ops.presence(eng, away) == 1


def test_the_fundamentalist_changes_fatigue_from_interacting_difficulty_and_ambush() -> None:
    """Rulebook: Fatigue from Interacting (cards between fatigue by presence), the common tests'
    difficulty (the target's presence) and Ambush all read the modified presence."""
    from rangers_qt.engine.rules.fatigue import interaction_fatigue

    g = _fundamentalist_table(
        being("TP3", presence=3),
        being("TFAR", presence=2, area="along_the_way"),
        being("TAMB", presence=2, keywords=kw("ambush")),
    )
    g.bring("01356")
    p3 = g.bring("TP3")
    far = g.bring("TFAR", "along_the_way", None)
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(p3, 2)]
    before = len(g.ranger().fatigue)
    g.bring("TAMB")  # ambush within reach of r1: presence 2 - 1
    assert len(g.ranger().fatigue) - before == 1
    from rangers_qt.engine.preview import test_preview

    option = g.find_test("avoid", p3)
    assert test_preview(g.state, g.catalog, option).difficulty == 2


# --------------------------------------------------------------------------- timed modifiers


def _modifier_card(effects: list[dict[str, Any]], **kw_: Any) -> Any:
    """A feature whose sun challenge effect is ``effects`` (the Game's challenge cards show sun)."""
    from .helpers import feature

    return feature("TMOD", challenge=("sun",), behaviour={"challenge": {"sun": effects}}, **kw_)


def _remember(g: Game) -> None:
    g.test("test:common:remember:-")
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[-1])


def test_timed_presence_lasts_until_the_end_of_the_round_and_is_json() -> None:
    """``modify`` until the end of the round: kept in the state as JSON (save -> load gives the same
    hash), read by presence (fatigue from interacting), gone after the refresh phase."""
    from rangers_qt.engine import Session
    from rangers_qt.engine.rules.fatigue import interaction_fatigue

    card = _modifier_card(
        [
            {
                "do": "modify",
                "stat": "presence",
                "by": 2,
                "target": {"type": "being", "pick": "all"},
                "until": "round",
            }
        ]
    )
    g = Game(
        [card, being("TB", presence=1), being("TFAR", area="along_the_way")], path=["TMOD", "TB", "TFAR"]
    )
    g.bring("TMOD", "along_the_way", None)
    b = g.bring("TB")
    far = g.bring("TFAR", "along_the_way", None)
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(b, 1)]
    _remember(g)
    assert [m.model_dump(mode="json") for m in g.state.modifiers if m.card == b] == [
        {
            "card": b,
            "stat": "presence",
            "by": 2,
            "gain": None,
            "lose": None,
            "to": None,
            "entry": None,
            "until": "round",
            "ranger": None,
            "turns": 0,
            "source": g.iid("TMOD"),
        }
    ]
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(b, 3)]
    again = Session.from_json(g.session.to_dict(), g.catalog, g.registry)
    assert again.hash() == g.session.hash()
    with_it = g.session.hash()
    g.rest()
    assert g.session.undo() and g.session.hash() == with_it and len(g.state.modifiers) == 2  # both beings
    g.rest()  # round ends: travel, refresh
    while g.session.prompt is not None and g.prompt.kind != "turn":
        g.pick(g.options()[-1])
    assert g.state.round == 2 and g.state.modifiers == []
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(b, 1)]


def test_a_timed_modifier_with_to_sets_presence_and_thresholds_over_other_changes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``modify`` with ``to`` ("reduce its presence to 0"): the value becomes ``to`` whatever the
    printed value and other changes (a +2 modifier); a threshold set that way is never below 1;
    the last one made wins; gone when it expires (the turn)."""
    card = _modifier_card(
        [
            {"do": "modify", "stat": "presence", "by": 2, "target": {"type": "being"}, "until": "turn"},
            {"do": "modify", "stat": "presence", "to": 0, "target": {"type": "being"}, "until": "turn"},
            {"do": "modify", "stat": "harm_threshold", "to": 0, "target": {"type": "being"}, "until": "turn"},
        ]
    )
    g = Game([card, being("TB", presence=3, harm=4)], path=["TMOD", "TB"])
    g.bring("TMOD", "along_the_way", None)
    b = g.bring("TB")
    seen: list[tuple[int, int | None]] = []
    real = modifiers.expire

    def spy(eng: Engine, moment: str, ranger: str | None = None) -> None:
        if moment == "turn":
            seen.append((ops.presence(eng, b), ops.threshold(eng, b, "harm")))
        real(eng, moment, ranger)

    _spy_on_expire(monkeypatch, spy)
    _remember(g)
    assert seen == [(0, 1)]  # set to 0 over the +2; the threshold never below 1
    assert ops.presence(_engine(g), b) == 3 and ops.threshold(_engine(g), b, "harm") == 4


def test_a_timed_guide_entry_modifier_makes_the_card_read_another_entry_while_it_lasts() -> None:
    """``modify`` ``guide_entry``: the target card's ``read_guide`` effects (its clear text) read
    ``entry`` in place of their own while the modifier lasts; other cards read their own."""
    from rangers_qt.engine.manual import ManualAdjust

    from .helpers import being

    target = {"type": "being", "zone": "within_reach"}
    card = _modifier_card(
        [{"do": "modify", "stat": "guide_entry", "entry": "67", "target": target, "until": "round"}]
    )
    clear = {"abilities": [{"on": "clear", "effects": [{"do": "read_guide", "entry": "81"}]}]}
    printed = (m.PrintedAbility(hook="clear", by=("harm",)),)
    near = being("TH", harm=9, behaviour=clear, printed=printed)
    far = being("TH2", harm=9, area="along_the_way", behaviour=clear, printed=printed)
    g = Game([card, near, far], path=["TMOD", "TH", "TH2"])
    g.bring("TMOD", "along_the_way", None)
    h, h2 = g.bring("TH"), g.bring("TH2", "along_the_way", None)
    _remember(g)  # the sun effect: the being within reach reads 67 in place of its own
    assert [(x.stat, x.entry, x.card) for x in g.state.modifiers] == [("guide_entry", "67", h)]

    def read(iid: str) -> list[str]:
        result = g.session.manual(ManualAdjust(action="add_tokens", card=iid, token="harm", amount=9))
        return [e.text for e in result.events if e.kind == "guide_entry"]

    assert read(h) == ["Read campaign guide entry 67"]
    assert read(h2) == ["Read campaign guide entry 81"]
    assert g.state.modifiers == []  # it left play with its card


def test_modify_to_is_only_for_presence_and_thresholds_without_by() -> None:
    import pytest
    from pydantic import ValidationError

    from rangers_qt.content.behaviour import Modify

    Modify.model_validate({"do": "modify", "stat": "presence", "to": 0, "until": "turn"})
    for bad in ({"stat": "difficulty", "to": 0}, {"stat": "presence", "to": 0, "by": -1}):
        with pytest.raises(ValidationError):
            Modify.model_validate({"do": "modify", "until": "turn", **bad})


def test_timed_modifiers_expire_at_the_end_of_the_test_and_turn_and_undo_exactly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """until ``test`` ends with the test (before its turn ends); until ``turn`` ends with the turn;
    undo restores the state with the modifier, redo the one without."""
    card = _modifier_card(
        [
            {"do": "modify", "stat": "harm_threshold", "by": 1, "until": "test"},
            {"do": "modify", "stat": "keyword", "gain": "obstacle", "until": "turn"},
        ],
        harm=2,
    )
    g = Game([card], path=["TMOD"])
    m = g.bring("TMOD")
    seen: list[tuple[str, list[str], int | None]] = []
    real = modifiers.expire

    def spy(eng: Engine, moment: str, ranger: str | None = None) -> None:
        seen.append((moment, [x.stat for x in eng.state.modifiers], ops.threshold(eng, m, "harm")))
        real(eng, moment, ranger)

    _spy_on_expire(monkeypatch, spy)
    _remember(g)
    # At the end of the test: both in force (threshold 2 + 1); at the end of the turn: only the
    # keyword is left; after it nothing.
    assert seen == [("test", ["harm_threshold", "keyword"], 3), ("turn", ["keyword"], 2)]
    assert g.state.modifiers == []
    before = g.session.hash()
    assert g.session.undo() and g.state.modifiers == []
    assert g.session.redo() and g.session.hash() == before


def test_gained_and_lost_keywords_feed_obstacles_friendly_and_filters() -> None:
    """A constant makes another card gain Obstacle (it blocks interaction beyond it, forbids travel)
    or lose Friendly (it fatigues again); a filter on the keyword sees the change."""
    from rangers_qt.engine.modifier_layer.evaluate import Ctx, select
    from rangers_qt.engine.modifier_layer.modifiers import derived
    from rangers_qt.engine.rules.fatigue import blocking_obstacles, interaction_fatigue
    from rangers_qt.engine.rules.travel import travel_blockers

    from .helpers import feature

    wall = feature(
        "TWALLER",
        behaviour={
            "constant": [
                {"modify": "keyword", "gain": "obstacle", "target": {"name": "Being TB", "pick": "all"}},
                {"modify": "keyword", "lose": "friendly", "target": {"name": "Being TPAL", "pick": "all"}},
                {"modify": "trait", "gain": "predator", "target": {"name": "Being TPAL", "pick": "all"}},
            ]
        },
    )
    g = Game(
        [
            wall,
            being("TB", presence=1),
            being("TPAL", presence=2, keywords=kw("friendly")),
            being("TFAR", area="along_the_way"),
        ],
        path=["TB", "TPAL", "TFAR", "TWALLER"],
    )
    b = g.bring("TB")
    pal = g.bring("TPAL")
    far = g.bring("TFAR", "along_the_way", None)
    assert blocking_obstacles(g.state, g.catalog, "r1", far) == []
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(b, 1)]
    g.bring("TWALLER", "along_the_way", None)
    assert blocking_obstacles(g.state, g.catalog, "r1", far) == [b]
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(b, 1), (pal, 2)]
    eng = _engine(g)
    assert any("obstacle" in r for r in travel_blockers(eng))
    from rangers_qt.content.behaviour import CardFilter

    found = select(Ctx(eng, "", 0, None, {}), CardFilter(keyword="obstacle", pick="all"))
    assert found == [b]
    assert select(Ctx(eng, "", 0, None, {}), CardFilter(trait="predator", pick="all")) == [pal]
    d = derived(eng, pal)
    assert (d.presence, d.keywords, d.traits) == (2, (), ("predator",))
    assert f"test:common:avoid:{far}" not in g.options()


def test_until_your_next_turn_lasts_through_this_turn_and_ends_with_the_next() -> None:
    """``until: next_turn`` made during your own turn: still in force when this turn ends (one
    turn counted), gone when your next turn ends; kept as JSON meanwhile (save -> load, same hash)."""
    from rangers_qt.engine import Session

    card = _modifier_card(
        [{"do": "modify", "stat": "harm_threshold", "by": 1, "until": "next_turn"}],
        harm=2,
    )
    g = Game([card], path=["TMOD"])
    m = g.bring("TMOD")
    _remember(g)  # r1's turn: the sun effect makes the modifier; the test ends the turn
    assert [(x.until, x.ranger, x.turns) for x in g.state.modifiers] == [("next_turn", "r1", 1)]
    assert ops.threshold(_engine(g), m, "harm") == 3
    again = Session.from_json(g.session.to_dict(), g.catalog, g.registry)
    assert again.hash() == g.session.hash()
    g.expect("turn", "r1")
    g.rest()  # the end of r1's next turn
    assert g.state.modifiers == []
    assert ops.threshold(_engine(g), m, "harm") == 2


def test_until_the_end_of_the_day_outlasts_the_round_and_ends_with_the_day() -> None:
    """``until: day``: in force after the test, the turn and the round end (refresh), dropped when
    the day ends (Rulebook: Ending the Day)."""
    from rangers_qt.engine.manual import ManualAdjust

    card = _modifier_card([{"do": "modify", "stat": "presence", "by": 2, "until": "day"}], presence=1)
    g = Game([card], path=["TMOD"])
    m = g.bring("TMOD")
    _remember(g)
    g.rest()  # the round ends: travel, refresh
    while g.session.prompt is not None and g.prompt.kind != "turn":
        g.pick(g.options()[-1])
    assert g.state.round == 2
    assert [x.until for x in g.state.modifiers] == ["day"] and ops.presence(_engine(g), m) == 3
    g.session.manual(ManualAdjust(action="end_day", reason="an ally is in peril"))
    assert g.state.phase == "ended" and g.state.modifiers == []


# --------------------------------------------------------------------------- counting as exhausted


#: A perch: while your token is on it, every card within your reach counts as exhausted for you and
#: you cannot put progress on features or the location (Dolewood Canopy's constant as data).
PERCH = {
    "constant": [
        {
            "modify": "seem_exhausted",
            "target": {"zone": "within_reach", "pick": "all"},
            "while": {"token_on": "this"},
        },
        {
            "modify": "block_progress",
            "target": {"type": ["feature", "location"], "pick": "all"},
            "while": {"token_on": "this"},
        },
    ]
}


def _perch_table() -> Game:
    from .helpers import C0, feature

    perch = feature("TPERCH", presence=0, area="along_the_way", behaviour=PERCH)  # type: ignore[arg-type]
    stinger = being(
        "TSTING",
        presence=2,
        harm=9,
        challenge=("sun",),
        behaviour={"challenge": {"sun": [{"do": "add_tokens", "kind": "harm"}]}},  # type: ignore[arg-type]
    )
    return Game(
        [perch, stinger, being("TAMB", presence=2, harm=9, keywords=kw("ambush")), feature("TF", progress=9)],
        rangers=2,
        path=["TPERCH", "TSTING", "TAMB", "TF"],
        challenge_order=[C0] * 20,
    )


def test_seem_exhausted_cards_within_your_reach_neither_fatigue_ambush_nor_resolve_challenges() -> None:
    """While r1's token is on the perch, r1's reach counts as exhausted for r1 (Rulebook: Fatigue
    from Interacting and Ambush read ready cards; challenge effects resolve on active, ready cards);
    r2 and the cards themselves are unchanged."""
    from rangers_qt.engine import ManualAdjust
    from rangers_qt.engine.modifier_layer.modifiers import exhausted_for
    from rangers_qt.engine.rules.fatigue import interaction_fatigue

    g = _perch_table()
    perch, sting = g.iid("TPERCH"), g.bring("TSTING")
    loc = g.state.surroundings[0]
    assert interaction_fatigue(g.state, g.catalog, "r1", loc) == [(sting, 2)]
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=perch))
    eng = _engine(g)
    assert exhausted_for(eng, sting, "r1") and not exhausted_for(eng, sting, "r2")
    assert not g.state.cards[sting].exhausted
    assert interaction_fatigue(g.state, g.catalog, "r1", loc) == []
    g.bring("TAMB")  # no ambush on r1
    assert g.ranger("r1").fatigue == []
    g.next_ranger("r1")
    _remember(g)
    assert g.state.cards[sting].tokens == {}  # its sun does not resolve in r1's test
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.ranger("r1").role))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=perch))
    assert not exhausted_for(_engine(g), sting, "r1")  # r2's token: r1's reach counts as ready again


def test_block_progress_on_other_cards_holds_for_the_ranger_whose_condition_holds() -> None:
    """Progress put on features or the location during r1's test is refused while r1's token is on
    the perch; r2's test still puts it there."""
    from rangers_qt.engine import ManualAdjust

    g = _perch_table()
    perch = g.iid("TPERCH")
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=perch))
    g.next_ranger("r1")
    g.test(f"test:common:traverse:{loc}", energy=2)
    assert g.state.cards[loc].tokens.get("progress", 0) == 0
    g.next_ranger("r2")
    g.test(f"test:common:traverse:{loc}", energy=2)
    assert g.state.cards[loc].tokens.get("progress", 0) == 2


def test_until_the_end_of_the_turn_made_after_the_last_turn_ends_with_the_turns() -> None:
    """Ruling R33: an untimed ability used at the end of the round's last turn (the ``abilities``
    prompt) whose change lasts "until the end of the turn" is gone by the travel phase: that turn
    is over (it does not last through the refresh into the next round)."""
    from .helpers import gear

    ab = {
        "on": "ability",
        "effects": [
            {"do": "modify", "stat": "presence", "by": 2, "target": {"type": "being"}, "until": "turn"}
        ],
    }
    tool = gear(
        "TG", cost=0, printed=(m.PrintedAbility(hook="ability", exhaust=True),), behaviour={"abilities": [ab]}
    )
    g = Game([tool, being("TB", presence=1)], path=["TB"], decks=[["TG"]])
    g.bring("TG", zone="player_area")
    b = g.bring("TB")
    g.rest()
    result = g.pick(f"ability:{g.iid('TG')}", "abilities")
    assert any(e.kind == "modifier" for e in result.events)
    assert g.state.modifiers == [] and ops.presence(_engine(g), b) == 1
