"""The parts of the behaviour language missions lean on (docs/behaviour.md), on invented cards:
a constant that makes cards read another guide entry, putting a named card into play, attaching
a mission to a card (and what happens when that card leaves play), the filter terms ``name`` (a
list), ``not_trait`` and ``attached_to``, the ``start_of_day`` trigger, "a card clears" listeners
seeing the card before it is discarded, and a mission face's path-deck additions."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.core import Engine
from rangers_qt.engine.day.outcome import mission_states
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.flow.challenge import challenge_groups
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.state import TestState

from .helpers import Game, being, feature


def mission_card(cid: str = "TMIS", **behaviour: Any) -> m.MissionCard:
    """A mission whose front carries ``behaviour`` (it prints the challenge symbols it uses)."""
    symbols = tuple(behaviour.get("challenge", {}))
    face = m.MissionFace(name=f"Mission {cid}", challenge=symbols, behaviour=behaviour or None)  # type: ignore[arg-type]
    return m.MissionCard(
        id=cid, name=f"Mission {cid}", set_id="missions", slug=cid.lower(), front=face, back=m.MissionFace()
    )


def guides(g: Game) -> list[str | None]:
    assert g.last is not None
    return [e.guide_entry for e in g.last.events if e.kind == "guide_entry"]


def remember(g: Game) -> None:
    g.test("test:common:remember:-")
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[-1])


def mission_iid(g: Game, cid: str = "TMIS") -> str:
    return g.iid(cid)


# --------------------------------------------------------------------------- guide entries


def test_guide_entry_constant_makes_named_cards_read_another_entry_on_entering_and_clearing() -> None:
    """A mission's ``guide_entry`` constant: the cards it names read its entry in place of their
    own, both the entry read as they enter play and a clear effect's ``read_guide``; other cards
    keep theirs. Without the mission the card reads its own."""
    named = being(
        "TKO",
        name="Kordo Test",
        progress=2,
        guide_entry="44",
        printed=[{"hook": "clear", "by": ["progress"]}],
        behaviour={"abilities": [{"on": "clear", "effects": [{"do": "read_guide", "entry": "44"}]}]},
    )
    other = being("TOT", name="Other Test", guide_entry="45")
    over = mission_card(
        constant=[{"modify": "guide_entry", "entry": "91", "target": {"name": ["Kordo Test"]}}]
    )
    g = Game([named, other, over], path=["TKO", "TOT"], missions=["TMIS"], guide_prompts=True)
    assert "entry 91" in g.expect("guide").title  # drawn by the rules as the round begins
    g.pick("done")
    g.last = g.session.manual(
        ManualAdjust(action="add_tokens", card=g.iid("TKO"), token="progress", amount=2)
    )
    assert "entry 91" in g.expect("guide").title and guides(g) == ["91"]  # its clear effect
    plain = Game([named, other], path=["TKO", "TOT"], guide_prompts=True)
    assert "entry 44" in plain.expect("guide").title
    plain.pick("done")
    plain.last = plain.session.manual(
        ManualAdjust(action="add_tokens", card=plain.iid("TKO"), token="progress", amount=2)
    )
    assert guides(plain) == ["44"]


def test_guide_entry_constant_applies_while_its_condition_holds() -> None:
    """``while``: the named card reads the mission's entry only at the named location."""
    named = being(
        "TNA",
        name="Nal Test",
        progress=1,
        printed=[{"hook": "clear", "by": ["progress"]}],
        behaviour={"abilities": [{"on": "clear", "effects": [{"do": "read_guide", "entry": "45"}]}]},
    )
    over = mission_card(
        constant=[
            {
                "modify": "guide_entry",
                "entry": "92",
                "target": {"name": "Nal Test"},
                "while": {"exists": {"category": "location", "name": "Somewhere Else"}},
            }
        ]
    )
    g = Game([named, over], path=["TNA"], missions=["TMIS"])
    g.bring("TNA")
    g.last = g.session.manual(
        ManualAdjust(action="add_tokens", card=g.iid("TNA"), token="progress", amount=1)
    )
    assert guides(g) == ["45"]


# --------------------------------------------------------------------------- put into play


def test_put_into_play_takes_a_named_card_from_the_path_deck_or_the_collection_once() -> None:
    """put_into_play by name: a copy waiting in the path deck is taken from there; else a new copy
    comes from the collection; nothing happens while one is in play."""
    quisi = being("TQV", name="Quisi Test", area="along_the_way")
    caller = mission_card(challenge={"sun": [{"do": "put_into_play", "name": "Quisi Test"}]})
    g = Game([quisi, caller, being("TFILLB")], path=["TFILLB", "TQV"], missions=["TMIS"])
    deck_copy = g.iid("TQV")
    assert deck_copy in g.state.path_deck
    remember(g)
    assert g.where(deck_copy) == ("along_the_way", None)
    remember(g)  # she is in play: nothing more
    assert len([c for c in g.state.cards.values() if c.def_id == "TQV"]) == 1
    g2 = Game([quisi, caller, being("TFILLB")], path=["TFILLB"], missions=["TMIS"])
    remember(g2)
    [new] = [i for i, c in g2.state.cards.items() if c.def_id == "TQV"]
    assert g2.where(new) == ("along_the_way", None)
    assert check_state(g2.state, g2.session.book) == []


def test_put_into_play_target_brings_the_scouted_matches_into_play() -> None:
    """put_into_play with a target: the Reclaimers among the cards a scout looked at enter play,
    the rest stay in the path deck."""
    seer = mission_card(
        challenge={
            "sun": [
                {"do": "scout", "deck": "path", "amount": 2, "as": "$seen"},
                {
                    "do": "put_into_play",
                    "target": {"zone": "path_deck", "trait": "reclaimer", "among": "$seen", "pick": "all"},
                },
            ]
        },
    )
    cards = [
        seer,
        being("TR1", traits=("Reclaimer",)),
        feature("TF1"),
        being("TR2", traits=("Reclaimer",)),
        being("TX"),
    ]
    g = Game(cards, path=["TX", "TR1", "TF1", "TR2"], missions=["TMIS"])
    g.test("test:common:remember:-")
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.where(g.iid("TR1")) == ("within_reach", "r1")
    assert g.iid("TR2") in g.state.path_deck  # the third card was not looked at


# --------------------------------------------------------------------------- attach and detach


def hanging_mission(**extra: Any) -> m.MissionCard:
    """A mission whose sun effect attaches it to a feature, with a crest effect of its own."""
    return mission_card(
        challenge={
            "sun": [{"do": "attach", "to": {"type": "feature"}}],
            "crest": [{"do": "add_tokens", "kind": "progress", "amount": 1}],
        },
        **extra,
    )


def test_attach_hangs_a_mission_on_a_feature_and_it_comes_back_when_the_feature_leaves() -> None:
    """Rulebook: Mission Cards - a mission attached to a card still resolves its challenge effects
    with the missions (third), keeps its tokens when its host is discarded and goes back to the
    surroundings, and is carried to the next day from wherever it is."""
    cards = [hanging_mission(), feature("TFE", progress=2), being("TXB")]
    g = Game(cards, path=["TXB", "TFE"], missions=["TMIS"], challenge_order=["TC0", "TCM"] * 5)
    mis, fe = mission_iid(g), g.bring("TFE")
    remember(g)
    assert g.state.cards[mis].attached_to == fe and mis not in g.state.surroundings
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    groups = dict(
        challenge_groups(eng, TestState(ranger="r1", key="k", label="k", aspect="AWA", approach="conflict"))
    )
    assert mis in groups["missions"] and mis not in groups["within_reach"]
    assert [c.def_id for c in mission_states(g.state, g.session.book)] == ["TMIS"]
    g.rest()
    while g.prompt.kind != "turn":
        g.pick(g.options()[0])
    remember(g)  # crest: a progress on the mission
    assert g.state.cards[mis].tokens == {"progress": 1}
    g.session.manual(ManualAdjust(action="add_tokens", card=fe, token="progress", amount=2))
    assert mis in g.state.surroundings and g.state.cards[mis].attached_to is None
    assert g.state.cards[mis].tokens == {"progress": 1}
    assert check_state(g.state, g.session.book) == []


def test_detach_puts_a_mission_back_and_discards_another_attachment() -> None:
    """detach: a mission goes back to the surroundings; a path attachment is discarded."""
    m1 = mission_card(
        challenge={"sun": [{"do": "attach", "to": {"type": "feature"}}, {"do": "detach"}]},
    )
    g = Game([m1, feature("TFE"), being("TXB")], path=["TXB", "TFE"], missions=["TMIS"])
    g.bring("TFE")
    remember(g)
    assert mission_iid(g) in g.state.surroundings and g.state.cards[mission_iid(g)].attached_to is None


# --------------------------------------------------------------------------- filters


def test_name_lists_not_trait_and_attached_to_filter_cards() -> None:
    """``name`` may list several names; ``not_trait`` leaves out a trait; ``attached_to`` keeps the
    cards attached to that card."""
    m1 = mission_card(
        challenge={
            "sun": [
                {"do": "exhaust", "target": {"name": ["Alpha", "Beta"], "pick": "all"}},
                {
                    "do": "add_tokens",
                    "target": {"type": "being", "not_trait": "human", "pick": "all"},
                    "kind": "mark",
                },
                {"do": "attach", "target": {"name": "Gamma"}, "to": {"name": "Alpha"}},
                {
                    "do": "add_tokens",
                    "target": {"attached_to": {"name": "Alpha"}, "pick": "all"},
                    "kind": "on",
                },
            ]
        },
    )
    a = being("TA", name="Alpha")
    b = being("TBB", name="Beta", traits=("Human",))
    c = feature("TCG", name="Gamma")
    g = Game([m1, a, b, c, being("TXB")], path=["TXB", "TA", "TBB", "TCG"], missions=["TMIS"])
    ia, ib, ic = g.bring("TA"), g.bring("TBB"), g.bring("TCG")
    remember(g)
    cards = g.state.cards
    assert cards[ia].exhausted and cards[ib].exhausted
    assert cards[ia].tokens.get("mark") == 1 and "mark" not in cards[ib].tokens
    assert cards[ic].attached_to == ia and cards[ic].tokens == {"on": 1}


# --------------------------------------------------------------------------- triggers


def test_start_of_day_abilities_of_missions_run_as_the_day_begins() -> None:
    """``start_of_day``: a mission's entry is read during setup, before the first turn."""
    m1 = mission_card(abilities=[{"on": "start_of_day", "effects": [{"do": "read_guide", "entry": "1.47"}]}])
    g = Game([m1], missions=["TMIS"], guide_prompts=True)
    p = g.expect("guide")
    assert "1.47" in p.title


def test_a_card_clearing_is_heard_while_it_still_carries_its_tokens_and_attachments() -> None:
    """ "When a card clears" listeners run before its clear text and its discard: the mission takes
    the card's tokens and sees what is attached to it."""
    taker = mission_card(
        abilities=[
            {
                "on": "card_cleared",
                "if": {"exists": {"among": "$card", "tokens": {"kind": "vine"}}},
                "effects": [
                    {
                        "do": "move_tokens",
                        "from": "$card",
                        "to": "this",
                        "kind": "vine",
                        "amount": {"all": True},
                    }
                ],
            }
        ]
    )
    g = Game([taker, feature("TFE", progress=2), being("TXB")], path=["TXB", "TFE"], missions=["TMIS"])
    fe = g.bring("TFE")
    g.session.manual(ManualAdjust(action="add_tokens", card=fe, token="vine", amount=2))
    g.session.manual(ManualAdjust(action="add_tokens", card=fe, token="progress", amount=2))
    assert g.state.cards[mission_iid(g)].tokens == {"vine": 2}
    assert g.where(fe) == ("path_discard", None)


# --------------------------------------------------------------------------- path deck assembly


def test_a_mission_face_adds_cards_to_the_path_deck_and_to_the_valley_pool() -> None:
    """Path Deck Assembly: the showing face's additions join the path deck; its Valley-pool
    additions are mixed into the Valley set before the three random cards are drawn."""
    from rangers_qt.content.behaviour import Behaviour

    from .day.kit import Day

    def adds(rule: str, cards: list[str]) -> Behaviour:
        return Behaviour.model_validate({"assembly": [{"rule": rule, "cards": cards}]})

    face = m.MissionFace(name="Adder", behaviour=adds("add_to_path_deck", ["DW2"]))
    adder = m.MissionCard(id="DMADD", name="Adder", set_id="missions", slug="adder", front=face, back=face)
    d = Day([adder], missions=["DMADD"], terrain="woods")
    assert [c.def_id for c in d.state.cards.values()].count("DW2") == 2  # one from the woods, one added
    pool = m.MissionFace(name="Pool", behaviour=adds("add_to_valley_pool", ["DS1"] * 30))
    mixer = m.MissionCard(id="DMPOOL", name="Pool", set_id="missions", slug="pool", front=pool, back=pool)
    d2 = Day([mixer], missions=["DMPOOL"])
    assert "DS1" in [c.def_id for c in d2.state.cards.values()]  # 30 in a pool of 36: one is drawn


# --------------------------------------------------------------------------- end of the day


def test_end_of_day_texts_run_before_the_day_ends_and_mark_mission_checks_boxes() -> None:
    """``end_of_day``: a mission's text runs as the day ends (here by the manual end), once, and
    the day ends after it; ``mark_mission`` checks this mission's tracker boxes, never past 3."""
    m1 = mission_card(
        abilities=[
            {
                "on": "end_of_day",
                "effects": [
                    {"do": "mark_mission", "amount": 2},
                    {"do": "mark_mission", "amount": 2},
                    {"do": "read_guide", "entry": "1.31"},
                ],
            }
        ]
    )
    g = Game([m1], missions=["TMIS"], guide_prompts=True)
    g.last = g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert "1.31" in g.expect("guide").title and g.state.phase != "ended"
    g.pick("done")
    assert g.state.phase == "ended" and g.state.day.mission_marks == {"TMIS": 3}
    plain = Game([mission_card()], missions=["TMIS"])
    plain.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert plain.state.phase == "ended"


def test_threshold_of_and_a_number_per_ranger() -> None:
    """``threshold_of`` (a card without that threshold never reaches it) and ``{"rangers":
    "count", "times": 2}``: 2 harm for one Ranger clears a harm-2 feature, not a harm-3 one."""
    m1 = mission_card(
        challenge={
            "sun": [
                {
                    "do": "add_tokens",
                    "target": {"type": "feature"},
                    "kind": "harm",
                    "amount": {"rangers": "count", "times": 2},
                    "as": "$f",
                },
                {
                    "do": "if",
                    "cond": {
                        "value": {"tokens_on": {"card": "$f", "kind": "harm"}},
                        "ge": {"threshold_of": {"card": "$f", "kind": "harm"}},
                    },
                    "then": [{"do": "add_tokens", "kind": "cleared"}],
                },
            ]
        }
    )
    for harm, marked in ((2, 1), (3, None), (None, None)):
        g = Game([m1, feature("TFE", harm=harm), being("TXB")], path=["TXB", "TFE"], missions=["TMIS"])
        fe = g.bring("TFE")
        remember(g)
        assert g.state.cards[mission_iid(g)].tokens.get("cleared") == marked, harm
        assert harm == 2 or g.state.cards[fe].tokens == {"harm": 2}


def test_put_into_play_may_ignore_ambush() -> None:
    """put_into_play ``ambush: false``: an ambusher enters within reach without fatiguing."""
    from .helpers import kw

    for ambush, fatigue in ((True, 2), (False, 0)):
        m1 = mission_card(
            challenge={
                "sun": [
                    {"do": "put_into_play", "target": {"zone": "path_deck", "pick": "all"}, "ambush": ambush}
                ]
            }
        )
        g = Game(
            [m1, being("TAM", presence=2, keywords=kw("ambush")), being("TXB")],
            path=["TXB", "TAM"],
            missions=["TMIS"],
        )
        before = len(g.ranger().fatigue)
        remember(g)
        assert g.where(g.iid("TAM")) == ("within_reach", "r1")
        assert len(g.ranger().fatigue) == before + fatigue


def test_effects_delayed_until_the_end_of_the_day_run_as_it_ends() -> None:
    """``delayed`` until ``end_of_day`` (kept by an earlier effect) runs as the day ends."""
    m1 = mission_card(
        challenge={
            "sun": [
                {"do": "delayed", "until": "end_of_day", "effects": [{"do": "add_tokens", "kind": "late"}]}
            ]
        }
    )
    g = Game([m1, being("TXB")], path=["TXB"], missions=["TMIS"])
    remember(g)
    assert g.state.cards[mission_iid(g)].tokens == {}
    g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert g.state.phase == "ended" and g.state.cards[mission_iid(g)].tokens == {"late": 1}
