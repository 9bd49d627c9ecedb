"""The timing windows behaviour answers besides tests and clears (docs/behaviour.md, "Responses and
timing windows"): the end of the day, when / after the group travels, a scout, a card becoming
unattached, commit rules; and the order of simultaneous effects, chosen by the players.

Rulebook: Ending the Day; Travel; Additional Concepts, Scout, Attach and Timing ("if multiple effects
would resolve during the same timing window, you can choose the order in which they resolve");
Performing a Test, 2. Commit Effort and 5. Challenge Effect Order.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .day.kit import Day
from .helpers import Game, being, feature, gear, location


def pa(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


def harm_self(on: str, **more: Any) -> dict[str, Any]:
    return {"abilities": [{"on": on, "effects": [{"do": "add_tokens", "kind": "harm"}], **more}]}


# --------------------------------------------------------------------------- end of the day


def test_end_of_day_abilities_run_before_the_day_ends() -> None:
    """Ending the Day: an ``end_of_day`` ability of a card in play resolves before the day's queue is
    dropped, whatever ends the day (here the players end it by hand); then the day is over."""
    g = Game([feature("TK", harm=9, behaviour=harm_self("end_of_day"))], path=["TK"])
    k = g.bring("TK")
    g.session.manual(ManualAdjust(action="end_day", reason="the guide says so"))
    assert g.state.phase == "ended" and g.state.day_over == "the guide says so"
    assert g.state.cards[k].tokens == {"harm": 1}
    assert g.state.closing is None and g.state.queue == []


def test_end_of_day_texts_run_when_a_ranger_is_too_fatigued() -> None:
    """A Ranger who cannot suffer fatigue ends the day in the middle of a step: the rest of that
    step stops, the end-of-day texts still run, then the day ends."""
    g = Game([feature("TK", harm=9, behaviour=harm_self("end_of_day"))], path=["TK"])
    k = g.bring("TK")
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=20))
    assert g.state.phase != "ended"
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=20))
    assert g.state.phase == "ended" and "fatigue" in (g.state.day_over or "")
    assert g.state.cards[k].tokens == {"harm": 1}


def test_a_day_without_end_of_day_texts_ends_at_once() -> None:
    g = Game([feature("TK", harm=9)], path=["TK"])
    g.bring("TK")
    result = g.session.manual(ManualAdjust(action="end_day", reason="done"))
    assert g.state.phase == "ended"
    assert not [e for e in result.events if e.kind == "day_ending"]


def test_a_printed_end_of_day_text_without_behaviour_pauses_before_the_day_ends() -> None:
    """Until a card is full the engine stops at each of its texts: a printed ``end_of_day`` hook
    pauses for the players (``manual_effect``) before the day is over."""
    g = Game([feature("TK", printed=(pa("end_of_day"),))], path=["TK"])
    g.bring("TK")
    g.session.manual(ManualAdjust(action="end_day", reason="done"))
    assert g.state.phase != "ended"
    assert "Feature TK" in g.expect("manual_effect").title
    g.pick("done")
    assert g.state.phase == "ended" and g.state.day_over == "done"


def test_delayed_effects_until_the_end_of_the_day_run_then() -> None:
    """``delayed`` until ``end_of_day``: kept in the state (JSON) and run as the day ends."""
    b = being(
        "TB",
        harm=9,
        challenge=("sun",),
        behaviour={
            "challenge": {
                "sun": [
                    {
                        "do": "delayed",
                        "until": "end_of_day",
                        "effects": [{"do": "add_tokens", "kind": "harm"}],
                    }
                ]
            }
        },
    )
    g = Game([b], path=["TB"])
    t = g.bring("TB")
    g.test("test:common:remember:-")
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[-1])
    assert len(g.state.delayed) == 1 and g.state.cards[t].tokens == {}
    g.session.manual(ManualAdjust(action="end_day", reason="done"))
    assert g.state.cards[t].tokens == {"harm": 1} and g.state.delayed == []


# --------------------------------------------------------------------------- travel


def test_a_when_you_travel_response_opens_a_route_before_the_destination_is_chosen() -> None:
    """Travel: a location's forced "when you travel" response (``response:when:travel``) resolves as
    the group may travel, before it picks a destination: here it opens a swamp route to delta."""
    route = {
        "on": "response:when:travel",
        "effects": [{"do": "open_route", "destination": "delta", "terrain": "swamp"}],
    }
    alpha = location(
        "DLA",
        slug="alpha",
        progress=2,
        guide_entry="71",
        printed=(pa("response", window="when", event="travel"),),
        behaviour={"abilities": [route]},
    )
    d = Day([alpha], path=[])
    d.ready_to_travel()
    p = d.expect("travel")
    assert "travel:delta" in [o.id for o in p.options]
    d.pick("travel:delta")
    d.pick("camp:no", "camp")
    assert d.state.day.location == "delta"


def _far_alpha() -> m.LocationCard:
    far = {"on": "response:when:travel", "effects": [{"do": "open_far_routes", "paths": 2}]}
    return location(
        "DLA",
        slug="alpha",
        progress=2,
        guide_entry="71",
        printed=(pa("response", window="when", event="travel"),),
        behaviour={"abilities": [far]},
    )


def test_open_far_routes_offers_every_location_two_paths_away_with_the_last_paths_terrain() -> None:
    """``open_far_routes``: from alpha (woods to beta, river to gamma) delta is two paths away
    through beta: offered along its lakeshore path; gamma stays shut (river paths are not open)."""
    d = Day([_far_alpha()], path=[])
    d.ready_to_travel()
    p = d.expect("travel")
    assert [o.id for o in p.options] == ["travel:beta", "travel:delta", "stay"]
    d.pick("travel:delta")
    d.pick("camp:no", "camp")
    assert d.state.day.location == "delta"
    assert d.state.day.routes_once == []


def test_a_when_you_travel_response_waits_until_the_group_may_travel() -> None:
    """Travel: "when you travel" texts answer a travel, not a travel phase the group cannot use
    (the location short of its progress): no route is opened then."""
    d = Day([_far_alpha()], path=[])
    d.pick("rest", "turn")
    assert d.state.day.routes_once == []
    d.expect("turn")


def test_after_travel_abilities_and_delayed_effects_run_once_the_travel_is_done() -> None:
    """After you travel: a card's ``after_travel`` ability and effects ``delayed`` until
    ``after_travel`` run once the group has arrived and set up (here: progress on the new
    location); they do not run while the group stays."""
    ab = {"on": "after_travel", "effects": [{"do": "add_tokens", "target": "location", "kind": "progress"}]}
    boots = gear("TG", cost=0, behaviour={"abilities": [ab]})
    d = Day([boots], path=[], decks=[["TG"]])
    d.manual(action="move", card=d.iid("TG"), zone="player_area", ranger="r1")
    d.ready_to_travel()
    d.pick("travel:beta", "travel")
    d.pick("camp:no", "camp")
    while d.prompt.kind == "guide":
        d.pick("done")
    assert d.state.cards[d.location_iid()].tokens.get("progress") == 1


# --------------------------------------------------------------------------- scout


def test_a_when_you_scout_ability_makes_the_scout_look_at_more_cards() -> None:
    """Additional Concepts, Scout: "Exhaust: when a Ranger scouts" (``ability:when:scout``) is
    offered as the scout begins; ``scout_more`` makes that scout look at one more card."""
    printed = pa("ability", exhaust=True, window="when", event="scout", who="any")
    lens = gear(
        "TG",
        cost=0,
        printed=(printed,),
        behaviour={
            "abilities": [{"on": "ability:when:scout", "effects": [{"do": "scout_more", "amount": 1}]}]
        },
    )
    scouter = being(
        "TB",
        harm=9,
        challenge=("sun",),
        behaviour={"challenge": {"sun": [{"do": "scout", "deck": "path", "amount": 1}]}},
    )
    g = Game([lens, scouter, feature("TF1"), feature("TF2")], path=["TB", "TF1", "TF2"], decks=[["TG"]])
    g.bring("TB")
    t = g.iid("TG")
    g.pick(f"play:{t}", "turn")
    g.test("test:common:remember:-")
    while g.prompt.kind == "scout" and f"respond:{t}" not in g.options():
        g.pick(g.options()[-1])
    g.pick(f"respond:{t}", "response")
    p = g.expect("scout")
    assert len({o.card for o in p.options}) == 2  # 1 + 1 card looked at
    assert g.state.cards[t].exhausted


# --------------------------------------------------------------------------- unattached


def test_a_when_unattached_response_runs_with_the_card_it_was_on() -> None:
    """Additional Concepts, Attach: an attachment's "when this becomes unattached" response is
    forced and knows the card it was on (``$host``): here it takes 1 progress off it."""
    printed = (pa("attach", to=("feature",)), pa("response", window="when", event="unattached"))
    ab = {
        "on": "response:when:unattached",
        "effects": [{"do": "remove_tokens", "target": "$host", "kind": "progress"}],
    }
    cells = m.RangerAttachmentCard(
        id="TAT",
        name="Cells",
        set_id="t",
        cost=m.Amount.fixed(0),
        aspect="FIT",
        printed=printed,
        behaviour={"abilities": [ab]},
    )
    g = Game([cells, feature("TF", progress=9)], path=["TF"], decks=[["TAT"]])
    f, a = g.bring("TF"), g.iid("TAT")
    g.session.manual(ManualAdjust(action="add_tokens", card=f, token="progress", amount=3))
    g.pick(f"play:{a}", "turn")
    if g.prompt.kind == "choose_host":
        g.pick(f"host:{f}")
    assert g.state.cards[a].attached_to == f
    g.session.manual(ManualAdjust(action="discard", card=a))
    assert g.state.cards[f].tokens == {"progress": 2}


# --------------------------------------------------------------------------- commit rules


def test_a_commit_rule_limits_which_tests_a_card_may_be_committed_to() -> None:
    """Performing a Test, 2. Commit Effort: a card whose rule (``"on": "commit"``, ``if``) allows it
    only when the test interacts with a trail is not offered for another test."""
    rule = {"on": "commit", "if": {"exists": {"among": "test_target", "trait": "trail"}}, "effects": []}
    strider = m.AttributeCard(
        id="TAT",
        name="Walker",
        set_id="t",
        approach={"exploration": 1},
        printed=(pa("commit"),),
        behaviour={"abilities": [rule]},
    )
    g = Game(
        [strider, feature("TTR", traits=("Trail",)), feature("TRK")], path=["TTR", "TRK"], decks=[["TAT"]]
    )
    trail, rock, a = g.bring("TTR"), g.bring("TRK"), g.iid("TAT")
    g.pick(f"test:common:traverse:{rock}", "turn")
    g.pick("energy:1", "commit_energy")
    assert g.session.prompt is None or g.prompt.kind != "commit_cards"
    while g.prompt.kind != "turn":
        g.pick(g.options()[0])
    g.pick(f"test:common:traverse:{trail}", "turn")
    g.pick("energy:1", "commit_energy")
    assert f"commit:{a}" in g.expect("commit_cards").options[0].id


# --------------------------------------------------------------------------- simultaneous effects


def _clear_listeners(*ids: str) -> list[Any]:
    return [feature(i, harm=9, behaviour=harm_self("card_cleared")) for i in ids]


def test_simultaneous_listeners_of_different_cards_are_ordered_by_the_players() -> None:
    """Timing: two cards answering the same event resolve in the order the players choose (one
    question, naming each card); the chosen one's effect comes first."""
    g = Game([*_clear_listeners("TL1", "TL2"), feature("TX", progress=1)], path=["TL1", "TL2", "TX"])
    l1, l2, x = g.bring("TL1"), g.bring("TL2"), g.bring("TX")
    g.test(f"test:common:traverse:{x}")
    p = g.expect("effect_choice")
    assert sorted(o.id for o in p.options) == sorted([f"first:{l1}", f"first:{l2}"])
    g.pick(f"first:{l2}")
    ran = [e.cards[0] for e in g.last.events if e.kind == "behaviour"] if g.last else []
    assert ran[:2] == [l2, l1]
    assert g.state.cards[l1].tokens == {"harm": 1} and g.state.cards[l2].tokens == {"harm": 1}


def test_simultaneous_effects_of_copies_of_one_card_ask_nothing() -> None:
    """Never a question with one sensible answer: two copies of one card (or one card) go in order."""
    copy = _clear_listeners("TL1")[0].model_copy(update={"quantity": 2})
    g = Game([copy, feature("TX", progress=1)], path=["TL1", "TL1", "TX"])
    a, b, x = g.bring("TL1"), g.bring("TL1", nth=1), g.bring("TX")
    g.test(f"test:common:traverse:{x}")
    g.expect("turn")
    assert g.state.cards[a].tokens == {"harm": 1} and g.state.cards[b].tokens == {"harm": 1}


def test_forced_responses_of_two_cards_in_one_window_are_ordered_by_the_players() -> None:
    """Timing, After: two path cards' forced "after a card clears" responses - the players choose."""
    printed = (pa("response", window="after", event="cleared"),)
    bogs = [
        feature(i, harm=9, printed=printed, behaviour=harm_self("response:after:cleared"))
        for i in ("TB1", "TB2")
    ]
    g = Game([*bogs, feature("TX", progress=1)], path=["TB1", "TB2", "TX"])
    b1, b2, x = g.bring("TB1"), g.bring("TB2"), g.bring("TX")
    g.test(f"test:common:traverse:{x}")
    g.pick(f"first:{b1}", "effect_choice")
    assert g.state.cards[b1].tokens == {"harm": 1} and g.state.cards[b2].tokens == {"harm": 1}


def test_challenge_effects_resolve_by_area_then_in_the_players_order() -> None:
    """Performing a Test, 5. Challenge Effect Order: the location, then cards along the way, then
    within reach; two in one area: the Ranger chooses."""
    sun = {"challenge": {"sun": [{"do": "add_tokens", "kind": "harm"}]}}
    loc = location(challenge=("sun",), behaviour=sun)
    cards = [being(i, harm=9, challenge=("sun",), behaviour=sun) for i in ("TW", "TR1", "TR2")]
    g = Game([loc, *cards], path=["TW", "TR1", "TR2"])
    w = g.bring("TW", "along_the_way")
    r1, r2 = g.bring("TR1"), g.bring("TR2")
    g.test("test:common:remember:-")
    while g.prompt.kind == "scout":
        g.pick(g.options()[-1])
    p = g.expect("challenge_order")
    assert sorted(o.card for o in p.options) == sorted([r1, r2])
    before = [e.cards[0] for e in g.last.events if e.kind == "behaviour"] if g.last else []
    assert before[-2:][-1] == w  # location first, then along the way; the two within reach wait
    g.pick(f"challenge:{r2}")
    ran = [e.cards[0] for e in g.last.events if e.kind == "behaviour"] if g.last else []
    assert ran[:2] == [r2, r1]


def test_rest_abilities_of_the_resting_rangers_cards_run_when_they_rest() -> None:
    """Rest: a card's ``rest`` ability (here on gear in the resting Ranger's area) runs when its
    owner rests, not when another Ranger does."""
    ab = {"on": "rest", "effects": [{"do": "add_tokens", "target": "location", "kind": "progress"}]}
    g = Game([gear("TG", cost=0, behaviour={"abilities": [ab]})], rangers=2, decks=[["TG"], []])
    g.pick("next:r2", "choose_next")
    loc = next(i for i in g.state.surroundings if g.state.cards[i].def_id == "TLOC")
    g.pick("rest", "turn")
    assert g.state.cards[loc].tokens == {}
    g.bring("TG", "player_area")
    g.pick("rest", "turn")
    assert g.state.cards[loc].tokens == {"progress": 1}
