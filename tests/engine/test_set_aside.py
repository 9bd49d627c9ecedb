"""Setting cards aside (verb ``set_aside``, zone ``set_aside``; engine/effects/set_aside.py): cards
leave play and are kept apart as the set-aside cards of the card that set them aside; a card being
cleared is set aside in place of its discard, after its clear text; ``to_collection`` sends a
set-aside path card out of the game. And a mission reading one of its objective's entries by its
own ability meets that objective (engine/day/missions.py: the entries are not named again)."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.day_record import CarriedMission
from rangers_qt.engine.events import Recorder

from .helpers import CM, Game, being
from .test_behaviour_missions import guides, mission_card, mission_iid, remember

CLEAR_44 = {"abilities": [{"on": "clear", "effects": [{"do": "read_guide", "entry": "44"}]}]}
PREY = being(
    "TPREY",
    name="Kept Hare",
    traits=("Prey",),
    progress=2,
    printed=[{"hook": "clear", "by": ["progress"]}],
    behaviour=CLEAR_44,
)
OTHER = being("TOTHER", name="Passing Owl", progress=2)
KEEPER = mission_card(
    abilities=[
        {
            "on": "card_cleared",
            "if": {"exists": {"among": "$card", "trait": "prey"}},
            "effects": [{"do": "set_aside", "target": "$card"}],
        }
    ],
    challenge={
        "crest": [
            {
                "do": "if",
                "cond": {"exists": {"zone": "set_aside", "trait": "prey"}},
                "then": [{"do": "to_collection", "target": {"zone": "set_aside", "trait": "prey"}}],
            }
        ]
    },
)


def _game(*cards: Any, mission: Any = KEEPER, subject: str | None = None, **kw: Any) -> Game:
    carried = CarriedMission(def_id="TMIS", subject=subject)
    ids = [c.id for c in cards]
    unique = list({c.id: c for c in cards}.values())
    return Game([*unique, mission], path=ids, carried_missions=[carried], guide_prompts=False, **kw)


def _add(g: Game, iid: str, kind: str, n: int) -> None:
    g.last = g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=n))


def test_a_cleared_card_set_aside_reads_its_clear_text_then_is_kept_apart_not_discarded() -> None:
    g = _game(PREY, OTHER, challenge_order=[CM] * 10)
    hare, owl = g.bring("TPREY"), g.bring("TOTHER")
    _add(g, hare, "progress", 2)
    assert guides(g) == ["44"]  # its own clear text still runs
    assert g.where(hare) == ("set_aside", None) and hare not in g.state.path_discard
    assert g.state.set_aside_by == {hare: mission_iid(g)}
    _add(g, owl, "progress", 2)  # not prey: discarded as usual
    assert g.where(owl)[0] == "path_discard" and owl not in g.state.set_aside_by
    remember(g)  # crest: the set-aside prey returns to the collection and leaves the game
    assert hare not in g.state.cards and hare not in g.state.set_aside and g.state.set_aside_by == {}


def test_the_set_aside_zone_holds_only_the_cards_this_card_set_aside() -> None:
    """A prey set aside some other way is not one of the mission's set-aside cards: the crest
    returns only the mission's own (no question between them)."""
    twin = PREY.model_copy(update={"quantity": 2})
    g = _game(twin, twin, challenge_order=[CM] * 10)
    mine, loose_one = g.bring("TPREY"), g.bring("TPREY", nth=1)
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    ops.leave_play(eng, loose_one, ("set_aside", None))
    _add(g, mine, "progress", 2)
    assert g.state.set_aside_by == {mine: mission_iid(g)}
    remember(g)
    assert mine not in g.state.cards and g.where(loose_one) == ("set_aside", None)


def test_set_aside_outside_a_clear_takes_the_card_out_of_play_at_once() -> None:
    mission = mission_card(challenge={"crest": [{"do": "set_aside", "target": {"trait": "prey"}}]})
    g = _game(PREY, mission=mission, challenge_order=[CM] * 10)
    hare = g.bring("TPREY")
    remember(g)
    assert g.where(hare) == ("set_aside", None) and g.state.set_aside_by == {hare: mission_iid(g)}


def test_a_mission_reading_its_objectives_entry_meets_it_and_it_is_not_named_again() -> None:
    face = m.MissionFace(
        name="Mission TMIS",
        objective=m.Objective(kind="clear_subject", guide_entries=("9.1", "9.2")),
        behaviour={  # type: ignore[arg-type]
            "abilities": [
                {
                    "on": "card_cleared",
                    "if": {"same_card": ["$card", "subject"]},
                    "effects": [{"do": "read_guide", "entry": "9.2"}],
                }
            ]
        },
    )
    plain = m.MissionFace(name="Mission TMIS", objective=face.objective)  # the same objective, no ability
    for reads, shown in ((True, face), (False, plain)):
        mission = m.MissionCard(
            id="TMIS", name="Mission TMIS", set_id="missions", slug="tmis", front=shown, back=m.MissionFace()
        )
        g = _game(OTHER, mission=mission, subject="TOTHER")
        g.session.state.day.guide_prompts = True
        owl = next(
            i
            for i, c in g.state.cards.items()
            if c.def_id == "TOTHER" and c.face_up and c.attached_to is None
        )
        g.session.manual(ManualAdjust(action="move", card=owl, zone="within_reach", ranger="r1"))
        _add(g, owl, "progress", 2)
        while g.session.prompt is not None and g.prompt.kind == "guide":
            g.pick("done")
        g.pick("rest", "turn")
        named = []
        while g.session.prompt is not None and g.prompt.kind != "turn":
            if g.prompt.kind == "guide":
                named.append(g.prompt.title)
            g.pick(g.options()[0])
        assert bool(named) is not reads, named


def test_a_cleared_card_its_clear_text_keeps_in_play_is_not_set_aside() -> None:
    """Ruling R85: only the discard is replaced; a prey whose clear text takes its progress off
    stays in play and is not one of the mission's set-aside cards."""
    keeps = {
        "abilities": [
            {"on": "clear", "effects": [{"do": "remove_tokens", "kind": "progress", "amount": {"all": True}}]}
        ]
    }
    stays = being(
        "TSTAY",
        name="Staying Hare",
        traits=("Prey",),
        progress=2,
        printed=[{"hook": "clear", "by": ["progress"]}],
        behaviour=keeps,
    )
    g = _game(stays)
    hare = g.bring("TSTAY")
    _add(g, hare, "progress", 2)
    assert g.session.prompt is not None and g.prompt.kind == "turn"
    assert g.where(hare)[0] == "within_reach" and g.state.set_aside_by == {}


def test_a_set_aside_card_that_leaves_by_another_route_is_no_longer_the_cards_set_aside_card() -> None:
    """The set-aside cards of a card are those it set aside while they stay apart: one that comes
    back into play some other way (here by hand) loses the link, and set aside again by another
    route it is not the mission's to return to the collection."""
    g = _game(PREY, challenge_order=[CM] * 10)
    hare = g.bring("TPREY")
    _add(g, hare, "progress", 2)
    assert g.state.set_aside_by == {hare: mission_iid(g)}
    g.session.manual(ManualAdjust(action="move", card=hare, zone="within_reach", ranger="r1"))
    assert g.where(hare) == ("within_reach", "r1") and g.state.set_aside_by == {}
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    ops.leave_play(eng, hare, ("set_aside", None))
    remember(g)  # crest: only the mission's own set-aside prey would go
    assert g.where(hare) == ("set_aside", None)


def test_a_missions_set_aside_prey_are_carried_to_the_next_day_still_its_own() -> None:
    """Lure (MI15): the prey it set aside stay apart with the mission into the next day
    (Rulebook: Campaign Tracker, Missions - an uncompleted mission returns as it was left): the
    day's mission states name them, the next day's setup puts them aside again as the mission's,
    and its crest can return them to the collection then."""
    from rangers_qt.engine.day.outcome import mission_states

    g = _game(PREY, OTHER, challenge_order=[CM] * 10)
    hare = g.bring("TPREY")
    _add(g, hare, "progress", 2)
    (state,) = mission_states(g.state, g.session.book)
    assert state.def_id == "TMIS" and state.set_aside == ["TPREY"]
    carried = CarriedMission(def_id="TMIS", set_aside=list(state.set_aside))
    nxt = Game([PREY, OTHER, KEEPER], path=["TOTHER"], carried_missions=[carried], guide_prompts=False,
               challenge_order=[CM] * 10)  # fmt: skip
    (kept,) = [i for i in nxt.state.set_aside if nxt.state.cards[i].def_id == "TPREY"]
    assert nxt.state.set_aside_by == {kept: mission_iid(nxt)}
    remember(nxt)  # crest: the mission's set-aside prey returns to the collection
    assert kept not in nxt.state.cards and nxt.state.set_aside_by == {}
