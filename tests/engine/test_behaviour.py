"""The behaviour language run by the interpreter (docs/behaviour.md): verbs, selectors, amounts,
conditions, control constructs and triggers, each on a minimal table of invented cards."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.engine import GameSetup, ManualAdjust, RangerSetup, Session
from rangers_qt.engine.invariants import check_state

from .helpers import ASP, Game, being, feature, gear, location, tdef


def game(*cards: Any, **kw: Any) -> Game:
    return Game(list(cards), **kw)


def sun_being(cid: str, effects: list[dict[str, Any]], **kw: Any) -> Any:
    """A being whose sun challenge effect is ``effects`` (the Game's challenge cards show sun)."""
    return being(cid, challenge=("sun",), behaviour={"challenge": {"sun": effects}}, **kw)


def remember(g: Game) -> None:
    """A test with no target: the challenge card (sun) resolves active cards' sun effects (the
    test's own scout prompt, if any, is answered first)."""
    g.test("test:common:remember:-")
    drain(g)


def drain(g: Game) -> None:
    """Answer the Remember test's own scout prompt if it is asked."""
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[-1])


# --------------------------------------------------------------------------- verbs on cards


def test_add_and_remove_tokens_with_own_kind_and_all() -> None:
    """add_tokens / remove_tokens: ``own`` is the token printed on the card; ``{"all": true}`` takes
    every one of them."""
    b = sun_being(
        "TB",
        [
            {"do": "add_tokens", "kind": "own", "amount": 3},
            {"do": "add_tokens", "kind": "harm", "amount": 1},
            {"do": "remove_tokens", "kind": "own", "amount": {"all": True}},
        ],
        tokens={"name": "bee"},
        harm=5,
    )
    g = game(b, path=["TB"])
    remember(g)
    assert g.state.cards[g.iid("TB")].tokens == {"harm": 1}


@pytest.mark.parametrize("picks, done", [(["TX1"], True), (["TX2", "TX1"], False)])
def test_pick_any_picks_cards_one_by_one_until_done_or_at_most(picks: list[str], done: bool) -> None:
    """A filter with ``pick: any`` asks for one card at a time with a "done" option, stops asking at
    ``at_most`` (2 here), and the verb acts on the cards picked, in the order picked."""
    b = sun_being(
        "TB",
        [
            {
                "do": "add_tokens",
                "target": {"type": "being", "other": True, "pick": "any", "at_most": 2},
                "kind": "harm",
                "as": "$hit",
            },
            {"do": "add_tokens", "target": "$hit", "kind": "progress"},
        ],
    )
    others = [being(c, harm=5, progress=5) for c in ("TX1", "TX2", "TX3")]
    g = game(b, *others, path=["TB", "TX1", "TX2", "TX3"])
    for c in ("TX1", "TX2", "TX3"):
        g.bring(c)
    remember(g)
    drain(g)
    for c in picks:
        g.expect("effect_choice")
        assert "done" in g.options()
        g.pick(f"card:{g.iid(c)}")
    if done:
        g.pick("done", "effect_choice")
    for c in ("TX1", "TX2", "TX3"):
        hit = {"harm": 1, "progress": 1} if c in picks else {}
        assert g.state.cards[g.iid(c)].tokens == hit, c


def test_resolve_challenge_each_runs_an_exhausted_cards_effects_in_the_order_picked() -> None:
    """resolve_challenge ``each``: every challenge effect printed on the card, outside the test's own
    challenge step and even though the card is exhausted, in the order the Ranger picks."""
    b = sun_being("TB", [{"do": "resolve_challenge", "target": {"name": "Other"}, "symbol": "each"}])
    other = being(
        "TO",
        name="Other",
        harm=5,
        progress=5,
        challenge=("sun", "crest"),
        behaviour={
            "challenge": {
                "sun": [{"do": "add_tokens", "kind": "progress", "amount": 1}],
                "crest": [{"do": "add_tokens", "kind": "harm", "amount": 2}],
            }
        },
    )
    g = game(b, other, path=["TB", "TO"])
    to = g.bring("TO")
    g.session.manual(ManualAdjust(action="exhaust", card=to))
    remember(g)
    drain(g)
    g.expect("effect_choice")
    assert sorted(g.options()) == ["symbol:crest", "symbol:sun"]
    g.pick("symbol:crest")
    assert g.state.cards[to].tokens == {"harm": 2, "progress": 1}  # then the sun one, unasked


def test_resolve_challenge_resolves_nothing_on_a_card_that_cleared_first() -> None:
    """Cards at a threshold clear before the effect: a being the list brought to its threshold is
    gone and resolves nothing."""
    b = sun_being(
        "TB",
        [
            {"do": "add_tokens", "target": {"name": "Other"}, "kind": "progress", "amount": 2},
            {"do": "resolve_challenge", "target": {"name": "Other"}, "symbol": "crest"},
        ],
    )
    other = being(
        "TO",
        name="Other",
        progress=2,
        challenge=("crest",),
        behaviour={"challenge": {"crest": [{"do": "injure"}]}},
    )
    g = game(b, other, path=["TB", "TO"])
    g.bring("TO")
    remember(g)
    drain(g)
    assert g.where(g.iid("TO"))[0] == "path_discard" and g.ranger().injuries == 0


@pytest.mark.parametrize("place", ["top", "bottom"])
def test_search_path_can_put_the_chosen_card_on_top_or_at_the_bottom(place: str) -> None:
    """search_path ``place``: the acting Ranger picks a match, the deck is shuffled and the card
    goes on top or at the bottom (not into play)."""
    b = sun_being("TB", [{"do": "search_path", "match": {"type": "being"}, "place": place}])
    cards = [being(c) for c in ("TX1", "TX2", "TX3")]
    g = game(b, *cards, path=["TB", "TX1", "TX2", "TX3"])
    remember(g)
    drain(g)
    g.expect("effect_choice")
    g.pick(f"card:{g.iid('TX2')}")
    deck = g.state.path_deck
    assert len(deck) == 3 and deck[0 if place == "top" else -1] == g.iid("TX2")


def test_move_tokens_asks_for_the_giver_then_the_taker_and_moves_at_most_what_it_has() -> None:
    """move_tokens: two picks (the card giving, then the card receiving), each asked when several
    match; ``all`` moves every token, a number never more than the giver has; the rest of the list
    runs after the answers. Nothing moves when no card can give."""
    mover = sun_being(
        "TM",
        [
            {
                "do": "move_tokens",
                "from": {"type": "being", "other": True, "tokens": {"kind": "progress"}},
                "to": {"type": "feature"},
                "amount": {"all": True},
                "as": "$got",
            },
            {"do": "add_tokens", "target": "$got", "kind": "harm", "amount": 1},
            {
                "do": "move_tokens",
                "from": "this",
                "to": {"type": "feature", "pick": "first"},
                "kind": "harm",
                "amount": 5,
            },
        ],
        harm=9,
    )
    g = game(
        mover,
        being("TP1"),
        being("TP2"),
        feature("TF1", harm=9),
        feature("TF2", harm=9),
        path=["TM", "TP1", "TP2", "TF1", "TF2"],
    )
    p1, p2, f1, f2 = (g.bring(c) for c in ("TP1", "TP2", "TF1", "TF2"))
    g.session.manual(ManualAdjust(action="add_tokens", card=p1, token="progress", amount=3))
    g.session.manual(ManualAdjust(action="add_tokens", card=p2, token="progress", amount=1))
    g.session.manual(ManualAdjust(action="add_tokens", card=g.iid("TM"), token="harm", amount=2))
    remember(g)
    g.pick(f"card:{p1}", "effect_choice")
    g.pick(f"card:{f2}", "effect_choice")
    tok = {i: dict(g.state.cards[i].tokens) for i in (p1, p2, f1, f2, g.iid("TM"))}
    assert tok[p1] == {} and tok[p2] == {"progress": 1}
    assert tok[f2] == {"progress": 3, "harm": 1}
    assert tok[f1] == {"harm": 2} and tok[g.iid("TM")] == {}  # 5 asked, the 2 it had moved
    assert move_text() == "move all progress from another being to a feature"


def test_fatigue_to_deck_shuffles_at_most_the_stack_into_the_ranger_deck() -> None:
    """fatigue_to_deck: the top cards of the fatigue stack go into the Ranger deck (shuffled with
    the state's RNG); asking for more than the stack holds moves the whole stack."""
    b = sun_being("TZ", [{"do": "fatigue_to_deck", "amount": 3}], harm=5)
    g = game(b, path=["TZ"])
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
    tired = list(g.ranger().fatigue)
    assert len(tired) == 2
    remember(g)
    assert g.ranger().fatigue == [] and set(tired) <= set(g.ranger().deck)


def move_text() -> str:
    from rangers_qt.content.behaviour import MoveTokens
    from rangers_qt.content.behaviour.text import effect_text

    return effect_text(
        MoveTokens.model_validate(
            {
                "do": "move_tokens",
                "from": {"type": "being", "other": True, "tokens": {"kind": "progress"}},
                "to": {"type": "feature"},
                "amount": {"all": True},
            }
        )
    )


def test_exhaust_chooses_among_several_with_a_prompt_and_resumes() -> None:
    """A filter with ``pick: one`` and several matches asks the acting Ranger; the answer resumes the
    same effect list (the next effect runs after the choice)."""
    hunter = sun_being(
        "TH",
        [
            {"do": "exhaust", "target": {"type": "being", "other": True}},
            {"do": "add_tokens", "target": "this", "kind": "harm", "amount": 1},
        ],
        harm=5,
    )
    g = game(hunter, being("TP1"), being("TP2"), path=["TH", "TP1", "TP2"])
    g.bring("TP1")
    g.bring("TP2")
    remember(g)
    drain(g)
    p = g.expect("effect_choice", "r1")
    assert [o.id for o in p.options] == [f"card:{g.iid('TP1')}", f"card:{g.iid('TP2')}"]
    g.pick(f"card:{g.iid('TP2')}")
    assert g.state.cards[g.iid("TP2")].exhausted and not g.state.cards[g.iid("TP1")].exhausted
    assert g.state.cards[g.iid("TH")].tokens == {"harm": 1}


def test_pick_all_and_first_and_a_single_match_ask_nothing() -> None:
    """``all`` acts on every match, ``first`` on the first in canonical order, and a single match
    needs no prompt."""
    hunter = sun_being(
        "TH",
        [
            {"do": "add_tokens", "target": {"type": "being", "other": True, "pick": "all"}, "kind": "harm"},
            {"do": "add_tokens", "target": {"type": "feature", "pick": "first"}, "kind": "progress"},
            {"do": "exhaust", "target": {"trait": "prey"}},
        ],
    )
    g = game(
        hunter,
        being("TP1", harm=3),
        being("TP2", harm=3, traits=("Prey",)),
        feature("TF1", progress=3),
        feature("TF2", progress=3),
        path=["TH", "TP1", "TP2", "TF1", "TF2"],
    )
    for c in ("TP1", "TP2", "TF1", "TF2"):
        g.bring(c)
    remember(g)
    drain(g)
    cards = g.state.cards
    assert cards[g.iid("TP1")].tokens == {"harm": 1} and cards[g.iid("TP2")].tokens == {"harm": 1}
    assert cards[g.iid("TF1")].tokens == {"progress": 1} and cards[g.iid("TF2")].tokens == {}
    assert cards[g.iid("TP2")].exhausted and not cards[g.iid("TP1")].exhausted
    g.expect("turn")


def test_ready_discard_and_move_card() -> None:
    """ready, discard and move_card (along the way / within reach of a Ranger)."""
    b = sun_being(
        "TB",
        [
            {"do": "ready", "target": {"type": "feature", "ready": False}},
            {"do": "discard", "target": {"name": "Doomed"}},
            {"do": "move_card", "target": "this", "to": "along_the_way"},
        ],
    )
    g = game(b, feature("TF"), being("TD", name="Doomed"), path=["TB", "TF", "TD"])
    g.bring("TF")
    g.bring("TD")
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid("TF")))
    remember(g)
    drain(g)
    assert not g.state.cards[g.iid("TF")].exhausted
    assert g.where(g.iid("TD")) == ("path_discard", None)
    assert g.where(g.iid("TB")) == ("along_the_way", None)


def test_as_binds_the_card_a_verb_acted_on_for_later_effects() -> None:
    """``as`` on a card verb: the chosen card is bound for the effects after it (exhaust a prey,
    then harm equal to that prey's presence)."""
    b = sun_being(
        "TB",
        [
            {"do": "exhaust", "target": {"zone": "active", "trait": "prey"}, "as": "$prey"},
            {"do": "add_tokens", "target": "$prey", "kind": "progress", "amount": {"presence_of": "$prey"}},
            {"do": "add_tokens", "kind": "harm", "amount": {"presence_of": "$prey"}},
        ],
        harm=9,
    )
    g = game(
        b,
        being("TP1", presence=2, traits=("Prey",)),
        being("TP2", presence=3, traits=("Prey",)),
        path=["TB", "TP1", "TP2"],
    )
    g.bring("TP1")
    g.bring("TP2")
    remember(g)
    g.expect("effect_choice", "r1")
    g.pick(f"card:{g.iid('TP2')}")
    cards = g.state.cards
    assert cards[g.iid("TP2")].exhausted and cards[g.iid("TP2")].tokens == {"progress": 3}
    assert cards[g.iid("TB")].tokens == {"harm": 3} and not cards[g.iid("TP1")].exhausted


def test_move_elsewhere_offers_the_other_areas_only() -> None:
    """move_card ``elsewhere`` (Rulebook: Move, no area named): along the way or within reach of a
    Ranger, never the card's own area; with one area left it asks nothing."""
    b = sun_being("TB", [{"do": "move_card", "to": "elsewhere"}])
    g = game(b, path=["TB"], rangers=2)
    g.next_ranger("r1")
    remember(g)
    p = g.expect("effect_choice", "r1")
    assert sorted(o.id for o in p.options) == ["area:along_the_way:-", "area:within_reach:r2"]
    g.pick("area:within_reach:r2")
    assert g.where(g.iid("TB")) == ("within_reach", "r2")
    solo = game(b, path=["TB"])
    remember(solo)
    assert solo.where(solo.iid("TB")) == ("along_the_way", None)


def test_to_path_deck_shuffles_in_or_puts_on_top() -> None:
    """to_path_deck: the card leaves play (tokens go) into the path deck, on top when asked."""
    top = sun_being(
        "TT", [{"do": "add_tokens", "kind": "harm"}, {"do": "to_path_deck", "where": "top"}], harm=5
    )
    g = game(top, feature("TF1"), feature("TF2"), path=["TT", "TF1", "TF2"])
    remember(g)
    assert g.state.path_deck[0] == g.iid("TT") and g.state.cards[g.iid("TT")].tokens == {}
    mixed = sun_being("TS", [{"do": "to_path_deck"}])
    g2 = game(mixed, feature("TF1"), path=["TS", "TF1"])
    remember(g2)
    assert g2.where(g2.iid("TS")) == ("path_deck", None)


def test_to_fatigue_puts_a_chosen_ranger_card_face_down_on_top_of_the_fatigue_stack() -> None:
    """to_fatigue: a card from the acting Ranger's discard pile goes on top of their fatigue stack
    (no card leaves the deck); several matches ask which."""
    b = sun_being("TB", [{"do": "to_fatigue", "target": {"zone": "discard"}}])
    g = game(b, path=["TB"])
    r = g.ranger()
    first, second = r.deck[0], r.deck[1]
    for iid in (first, second):
        g.session.manual(ManualAdjust(action="move", card=iid, zone="discard", ranger="r1"))
    remember(g)
    g.pick(f"card:{second}", "effect_choice")
    r = g.ranger()
    assert r.fatigue == [second] and r.discard == [first]
    assert not g.state.cards[second].face_up


def test_draw_path_from_a_separate_deck_enters_its_cards_until_it_is_empty() -> None:
    """draw_path ``deck``: the top card of a deck the location set aside at assembly enters play by
    its arrow; an empty one draws nothing (said in an event)."""

    from .day.kit import Day, arrival_location

    loc = arrival_location(
        "DX5",
        "X5",
        "x_five",
        assembly=[{"rule": "separate_deck", "sets": ["bset"], "deck": "spire"}],
        challenge=("sun",),
        behaviour={"challenge": {"sun": [{"do": "draw_path", "deck": "spire", "amount": 3}]}},
    )
    d = Day([loc], location="x_five", path=None, terrain="woods")
    spire = list(d.state.day.separate_decks["spire"])
    assert len(spire) == 2
    d.pick("test:common:remember:-", "turn")
    d.commit_energy(1)
    while d.prompt.kind == "scout":
        d.pick(d.options()[0])
    assert d.state.day.separate_decks["spire"] == []
    assert all(d.where(i)[0] in ("within_reach", "along_the_way") for i in spire)
    assert any("No card left in the spire deck" in e.text for e in d.last.events)


def test_scout_the_challenge_deck_and_ask_what_the_scouted_card_shows() -> None:
    """scout ``deck: challenge`` with ``as``: the scouted cards stay bound wherever they are put, and
    the ``shows`` condition reads their symbol."""
    b = sun_being(
        "TB",
        [
            {"do": "scout", "deck": "challenge", "amount": 1, "as": "$seen"},
            {
                "do": "if",
                "cond": {"shows": "crest", "card": "$seen"},
                "then": [{"do": "suffer_fatigue", "amount": 2}],
            },
        ],
    )
    for second, fatigue in (("TCM", 2), ("TCP", 0)):
        g = game(b, path=["TB"], challenge_order=["TC0", second, "TC0", "TC0"])
        seen = g.state.challenge_deck[1]
        g.test("test:common:remember:-")
        offered = []
        while g.session.prompt is not None and g.prompt.kind == "scout":
            offered.append(f"bottom:{seen}" in g.options())
            g.pick(f"bottom:{seen}" if offered[-1] else g.options()[-1])
        assert any(offered) and g.state.challenge_deck[-1] == seen
        assert len(g.ranger().fatigue) == fatigue, second


def test_progress_added_constant_changes_what_a_test_puts_on_the_card_while_it_holds() -> None:
    """constant ``progress_added``: a Traverse test on the card puts 1 less progress on it (never
    below 0); progress from a test of another kind is unchanged."""
    furrow = {"modify": "progress_added", "by": -1, "while": {"test": "traverse"}}
    f = feature(
        "TF",
        progress=9,
        challenge=("sun",),
        behaviour={
            "constant": [furrow],
            "challenge": {"sun": [{"do": "add_tokens", "kind": "progress", "amount": 2}]},
        },
    )
    for energy, progress in ((1, 0), (2, 1)):
        g = game(f, path=["TF"])
        g.perform("traverse", g.iid("TF"), energy=energy)  # the sun effect adds 2 - 1 as well
        assert g.state.cards[g.iid("TF")].tokens.get("progress", 0) == progress + 1, energy
    g = game(f, path=["TF"])
    remember(g)
    assert g.state.cards[g.iid("TF")].tokens == {"progress": 2}


def test_separate_to_path_puts_the_top_of_a_set_aside_deck_on_the_path_deck() -> None:
    """separate_to_path: the top card of a location's separate deck goes on top of the path deck;
    an empty one moves nothing (said in an event)."""

    from .day.kit import Day, arrival_location

    loc = arrival_location(
        "DX6",
        "X6",
        "x_six",
        assembly=[{"rule": "separate_deck", "sets": ["bset"], "deck": "detritus"}],
        challenge=("sun",),
        behaviour={"challenge": {"sun": [{"do": "separate_to_path", "deck": "detritus", "amount": 3}]}},
    )
    d = Day([loc], location="x_six", path=None, terrain="woods")
    sep = list(d.state.day.separate_decks["detritus"])
    d.pick("test:common:remember:-", "turn")
    d.commit_energy(1)
    while d.prompt.kind == "scout":
        d.pick(f"bottom:{d.prompt.options[0].card}")
    assert d.state.day.separate_decks["detritus"] == []
    assert d.state.path_deck[:2] == [sep[1], sep[0]]
    assert any("No card left in the detritus deck" in e.text for e in d.last.events)


def test_search_path_takes_the_next_match_or_one_from_the_discard() -> None:
    """search_path: ``next`` takes the first match from the top; ``discard_too`` looks in the path
    discard as well; the card enters play by its arrow."""
    b = sun_being("TB", [{"do": "search_path", "match": {"trait": "predator"}, "next": True}])
    g = game(b, being("TX"), being("TP", traits=("Predator",)), path=["TB", "TX", "TP"])
    remember(g)
    assert g.where(g.iid("TP")) == ("within_reach", "r1")
    assert g.where(g.iid("TX")) == ("path_deck", None)
    b2 = sun_being("TB", [{"do": "search_path", "match": {"name": "Web"}, "discard_too": True}])
    g2 = game(b2, feature("TW", name="Web", area="along_the_way"), path=["TB", "TW"])
    g2.session.manual(ManualAdjust(action="move", card=g2.iid("TW"), zone="path_discard"))
    remember(g2)
    assert g2.where(g2.iid("TW")) == ("along_the_way", None)


def test_search_set_takes_copies_not_in_the_game_asks_among_kinds_and_shuffles_or_plays() -> None:
    """search_set: only copies of the set not already in the game are found (quantity less the
    instances); two different matches ask which; ``path_deck`` shuffles the card in; ``discard_too``
    takes a copy from the path discard first; nothing left: nothing happens."""
    spawn = sun_being(
        "TS", [{"do": "search_set", "set": "gen", "match": {"trait": "prey"}, "amount": 2}], set_id="gen"
    )
    grazer = being("TG", traits=("Prey",), set_id="gen", quantity=2)
    g = game(spawn, grazer, path=["TS"])
    remember(g)  # both copies come from the collection, within reach (their arrow)
    assert [g.where(g.iid("TG", k)) for k in (0, 1)] == [("within_reach", "r1")] * 2
    remember(g)  # no copy left
    assert len([c for c in g.state.cards.values() if c.def_id == "TG"]) == 2
    asker = sun_being(
        "TA",
        [{"do": "search_set", "set": "gen", "match": {"type": "being"}, "where": "path_deck"}],
        set_id="x",
    )
    g2 = game(asker, grazer, being("TH", set_id="gen"), path=["TA"])
    g2.test("test:common:remember:-")
    drain(g2)
    assert g2.prompt.kind == "effect_choice" and g2.options() == ["card:TG", "card:TH"]
    g2.pick("card:TH")
    assert g2.where(g2.iid("TH")) == ("path_deck", None)
    again = sun_being(
        "TR",
        [{"do": "search_set", "set": "gen", "match": {"name": "Being TG"}, "discard_too": True}],
        set_id="x",
    )
    g3 = game(again, grazer, path=["TR", "TG"])
    g3.session.manual(ManualAdjust(action="move", card=g3.iid("TG"), zone="path_discard"))
    remember(g3)
    assert g3.where(g3.iid("TG")) == ("within_reach", "r1")
    assert len([c for c in g3.state.cards.values() if c.def_id == "TG"]) == 1


def test_to_deck_shuffles_a_discarded_card_back_into_its_owners_deck() -> None:
    """to_deck: a discarded card is shuffled into its owner's deck (put_into_play brings the gear
    from hand, without cost: energy kept)."""
    b = sun_being(
        "TB",
        [
            {"do": "put_into_play", "target": {"zone": "hand", "type": "gear"}},
            {"do": "to_deck", "target": {"zone": "discard"}},
        ],
    )
    g = game(b, gear("TGR", cost=2), path=["TB"], decks=[["TGR"] + ["TFILL"] * 10])
    tgr = g.iid("TGR")
    assert g.where(tgr) == ("hand", "r1")
    spare = g.ranger().hand[1]
    g.session.manual(ManualAdjust(action="move", card=spare, zone="discard", ranger="r1"))
    energy = dict(g.ranger().energy)
    remember(g)
    assert g.where(tgr) == ("player_area", "r1") and g.where(spare) == ("deck", "r1")
    assert g.ranger().energy["FIT"] == energy["FIT"]


def test_attach_face_up_keeps_the_card_in_play_face_down_takes_it_out() -> None:
    """attach: face up the card stays in play on its host (its tokens kept); ``face_down``: out of
    play, its tokens gone, a Ranger token on it back home."""
    b = sun_being(
        "TB",
        [
            {"do": "attach", "target": {"name": "Up"}, "to": "this"},
            {"do": "attach", "target": {"name": "Down"}, "to": "this", "face_down": True},
        ],
        harm=9,
    )
    g = game(b, being("TU", name="Up", harm=9), being("TD", name="Down", harm=9), path=["TB", "TU", "TD"])
    tb, up, down = g.iid("TB"), g.bring("TU"), g.bring("TD")
    for c in (up, down):
        g.session.manual(ManualAdjust(action="add_tokens", card=c, token="harm", amount=1))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=down))
    remember(g)
    cards = g.state.cards
    assert cards[up].attached_to == tb and cards[up].face_up and cards[up].tokens == {"harm": 1}
    assert cards[down].attached_to == tb and not cards[down].face_up and cards[down].tokens == {}
    assert g.ranger().ranger_token_on is None


def test_this_in_token_on_reach_of_this_and_highest() -> None:
    """Conditions ``this_in`` and ``token_on``, the Ranger ``reach_of_this`` and ``highest``."""
    b = sun_being(
        "TB",
        [
            {
                "do": "if",
                "cond": {"this_in": "within_reach"},
                "then": [{"do": "injure", "who": "reach_of_this"}],
            },
            {"do": "if", "cond": {"token_on": "this"}, "then": [{"do": "add_tokens", "kind": "harm"}]},
            {
                "do": "if",
                "cond": {"token_on": "this", "who": "any"},
                "then": [{"do": "add_tokens", "kind": "harm"}],
            },
            {"do": "exhaust", "target": {"zone": "along_the_way", "highest": "presence"}},
        ],
        harm=9,
    )
    g = game(
        b,
        feature("TL", presence=1, area="along_the_way"),
        feature("TH", presence=3, area="along_the_way"),
        path=["TB", "TL", "TH"],
        rangers=2,
    )
    g.bring("TL", "along_the_way")
    g.bring("TH", "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=g.iid("TB")))
    g.next_ranger("r1")
    remember(g)
    cards = g.state.cards
    assert g.ranger("r1").injuries == 1 and g.ranger("r2").injuries == 0
    assert cards[g.iid("TB")].tokens == {"harm": 1}  # r2's token: "any" holds, "you" does not
    assert cards[g.iid("TH")].exhausted and not cards[g.iid("TL")].exhausted


def test_x_constant_sets_presence_and_threshold_and_injuries_and_min_presence() -> None:
    """``{"modify": "x", "value": ...}`` is the card's printed X (presence and thresholds, a
    threshold never below 1); ``injuries_of`` and the filter term ``min_presence``."""
    swarm = being(
        "TX",
        presence="x",
        harm="x",
        tokens={"name": "bee"},
        challenge=("sun",),
        behaviour={
            "constant": [{"modify": "x", "value": {"tokens_on": {"kind": "bee"}}}],
            "challenge": {
                "sun": [
                    {
                        "do": "if",
                        "cond": {"value": {"injuries_of": "each"}, "ge": 1},
                        "then": [{"do": "add_tokens", "kind": "bee", "amount": 2}],
                    },
                    {"do": "exhaust", "target": {"min_presence": 2, "pick": "all"}},
                ]
            },
        },
    )
    g = game(swarm, path=["TX"])
    x = g.iid("TX")
    remember(g)  # no injuries: no bees; presence 0 is below 2
    assert g.state.cards[x].tokens == {} and not g.state.cards[x].exhausted
    assert g.state.cards[x].def_id == "TX" and g.where(x)[0] == "within_reach"  # X threshold 1: not cleared
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    remember(g)
    assert g.state.cards[x].tokens == {"bee": 2} and g.state.cards[x].exhausted  # presence 2 now
    g.session.manual(ManualAdjust(action="add_tokens", card=x, token="harm", amount=2))
    assert g.where(x) == ("path_discard", None)  # harm 2 reached X = 2


def test_not_name_area_of_aspect_odd_is_this_and_move_to_a_cards_area() -> None:
    """Filter terms ``not_name`` and ``area_of``; the ``aspect`` amount; ``odd``; ``is_this``;
    move_card ``area_of``."""
    b = sun_being(
        "TB",
        [
            {"do": "exhaust", "target": {"trait": "prey", "not_name": "Twin", "pick": "all"}},
            {"do": "add_tokens", "target": {"area_of": "this", "other": True, "pick": "all"}, "kind": "harm"},
            {"do": "add_tokens", "kind": "harm", "amount": {"aspect": "FIT"}},
            {
                "do": "if",
                "cond": {"value": {"tokens_on": {"kind": "harm"}}, "odd": True},
                "then": [{"do": "injure"}],
            },
            {"do": "ready", "target": {"name": "Twin"}, "as": "$t"},
            {
                "do": "if",
                "cond": {"is_this": "$t"},
                "else": [{"do": "add_tokens", "target": "$t", "kind": "harm"}],
            },
            {"do": "move_card", "to": "area_of", "card": {"name": "Far"}},
        ],
        harm=9,
    )
    g = game(
        b,
        being("TT", name="Twin", traits=("Prey",), harm=9),
        being("TP", traits=("Prey",), harm=9),
        feature("TF", name="Far", area="along_the_way"),
        path=["TB", "TT", "TP", "TF"],
        aspects={"AWA": 2, "FIT": 3, "FOC": 2, "SPI": 2},
    )
    for c in ("TT", "TP"):
        g.bring(c)
    g.bring("TF", "along_the_way")
    remember(g)
    cards = g.state.cards
    assert cards[g.iid("TP")].exhausted and not cards[g.iid("TT")].exhausted
    assert cards[g.iid("TP")].tokens == {"harm": 1} and cards[g.iid("TF")].tokens == {}
    assert cards[g.iid("TB")].tokens == {"harm": 3} and g.ranger().injuries == 1  # 3 is odd
    assert cards[g.iid("TT")].tokens == {"harm": 2}  # the Twin is not this card
    assert g.where(g.iid("TB")) == ("along_the_way", None)


def test_choose_other_asks_for_another_ranger() -> None:
    b = sun_being("TB", [{"do": "soothe", "who": "choose_other", "amount": 2}])
    g = game(b, path=["TB"], rangers=3)
    g.session.manual(ManualAdjust(action="fatigue", ranger="r3", amount=2))
    g.next_ranger("r1")
    remember(g)
    p = g.expect("effect_choice", "r1")
    assert [o.id for o in p.options] == ["ranger:r2", "ranger:r3"]
    g.pick("ranger:r3")
    assert g.ranger("r3").fatigue == []


def test_to_hand_returns_a_ranger_card_from_the_discard() -> None:
    """to_hand: a Ranger card goes to its owner's hand (here from the discard pile)."""
    from .helpers import gear

    b = sun_being("TB", [{"do": "to_hand", "target": {"zone": "discard", "type": "gear"}}])
    g = game(b, gear("TG"), path=["TB"], decks=[["TG"]])
    g.session.manual(ManualAdjust(action="discard", card=g.iid("TG")))
    remember(g)
    assert g.where(g.iid("TG")) == ("hand", "r1")


# --------------------------------------------------------------------------- verbs on Rangers


def test_fatigue_soothe_injure_and_draw_for_you_each_and_a_chosen_ranger() -> None:
    """suffer_fatigue (each Ranger via for_each), soothe, injure, draw; ``choose`` asks which Ranger."""
    b = sun_being(
        "TB",
        [
            {
                "do": "for_each",
                "rangers": "each",
                "effects": [{"do": "suffer_fatigue", "who": "$each", "amount": 2}],
            },
            {"do": "soothe", "amount": 1},
            {"do": "injure", "who": "choose"},
            {"do": "draw", "amount": 1},
        ],
    )
    g = game(b, path=["TB"], rangers=2)
    g.pick("next:r1", "choose_next")
    hand_before = len(g.ranger("r1").hand)
    remember(g)
    drain(g)
    g.expect("effect_choice", "r1")
    g.pick("ranger:r2")
    assert len(g.ranger("r1").fatigue) == 1 and g.ranger("r2").fatigue == []  # r2's went with the injury
    assert g.ranger("r2").injuries == 1 and g.ranger("r1").injuries == 0
    assert len(g.ranger("r1").hand) == hand_before + 3  # Remember's draw, the soothed card, the draw


def test_fatigue_by_uses_presence_and_not_when_exhausted() -> None:
    """fatigue_by: a card fatigues you by its presence; an exhausted card fatigues nobody."""
    b = sun_being("TB", [{"do": "fatigue_by", "card": {"name": "Big"}}])
    g = game(b, being("TBIG", presence=3, name="Big"), path=["TB", "TBIG"])
    g.bring("TBIG")
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid("TB")))  # no fatigue from between
    g.session.manual(ManualAdjust(action="ready", card=g.iid("TB")))
    before = len(g.ranger().fatigue)
    remember(g)
    drain(g)
    assert len(g.ranger().fatigue) - before == 3 + 0  # Remember has no target: nothing between


def test_spend_and_gain_energy() -> None:
    """spend_energy with ``choose`` asks which aspect when several have energy; gain_energy adds."""
    b = sun_being("TB", [{"do": "spend_energy", "aspect": "choose"}, {"do": "gain_energy", "aspect": "FIT"}])
    g = game(b, path=["TB"])
    remember(g)
    drain(g)
    g.expect("effect_choice")
    g.pick("energy:SPI")
    assert g.ranger().energy == {"AWA": 2, "FIT": 3, "FOC": 1, "SPI": 1}


@pytest.mark.parametrize("harm, fatigue", [(2, 0), (3, 0), (4, 1), (6, 3)])
def test_over_threshold_counts_harm_beyond_the_harm_threshold(harm: int, fatigue: int) -> None:
    """The ``over_threshold`` amount: harm on the card beyond its threshold (3 here): one below,
    at, one above and well above it."""
    b = sun_being(
        "TB",
        [
            {"do": "add_tokens", "kind": "harm", "amount": harm},
            {"do": "suffer_fatigue", "amount": {"over_threshold": {"card": "this", "kind": "harm"}}},
        ],
        harm=3,
    )
    g = game(b, path=["TB"])
    before = len(g.ranger().fatigue)
    remember(g)
    drain(g)
    assert len(g.ranger().fatigue) - before == fatigue


def test_gain_energy_of_a_chosen_aspect() -> None:
    """gain_energy ``choose``: the Ranger picks which of the four aspects to gain."""
    b = sun_being("TB", [{"do": "gain_energy", "aspect": "choose", "amount": 1}])
    g = game(b, path=["TB"])
    remember(g)
    drain(g)
    g.expect("effect_choice")
    before = dict(g.ranger().energy)  # the Remember test's FOC is already committed
    assert [o for o in g.options() if o.startswith("energy:")] == [
        f"energy:{a}" for a in ("AWA", "FIT", "FOC", "SPI")
    ]
    g.pick("energy:FOC")
    assert g.ranger().energy["FOC"] == before.get("FOC", 0) + 1


def test_for_each_chosen_ranger_runs_once_with_their_energy_as_the_amount() -> None:
    """for_each ``rangers: choose`` asks for one Ranger and runs once for them; the ``energy``
    amount reads that Ranger's pool (here r2's 3 FIT: one below their 4 fatigue)."""
    b = sun_being(
        "TB",
        [
            {
                "do": "for_each",
                "rangers": "choose",
                "effects": [{"do": "soothe", "who": "$each", "amount": {"energy": "FIT", "of": "$each"}}],
            }
        ],
    )
    g = game(b, path=["TB"], rangers=2)
    g.pick("next:r1", "choose_next")
    for rid in ("r1", "r2"):
        g.session.manual(ManualAdjust(action="fatigue", ranger=rid, amount=4))
    fit = g.ranger("r2").energy.get("FIT", 0)
    g.session.manual(ManualAdjust(action="energy", ranger="r2", aspect="FIT", amount=3 - fit))
    remember(g)
    drain(g)
    g.expect("effect_choice", "r1")
    g.pick("ranger:r2")
    assert len(g.ranger("r2").fatigue) == 1 and len(g.ranger("r1").fatigue) == 4


def test_ranger_token_moves_to_a_card_and_back_to_the_role() -> None:
    b = sun_being("TB", [{"do": "ranger_token", "to": "this"}])
    g = game(b, path=["TB"])
    remember(g)
    drain(g)
    assert g.ranger().ranger_token_on == g.iid("TB")


# --------------------------------------------------------------------------- control


def test_if_else_and_compare_amounts() -> None:
    """if / else with a comparison of amounts (tokens on this card against a number)."""
    b = sun_being(
        "TB",
        [
            {
                "do": "if",
                "cond": {"value": {"tokens_on": {"kind": "harm"}}, "ge": 1},
                "then": [{"do": "add_tokens", "kind": "progress", "amount": 2}],
                "else": [{"do": "add_tokens", "kind": "harm", "amount": 1}],
            },
            {"do": "add_tokens", "kind": "bee", "amount": 1},
        ],
        harm=9,
        progress=9,
    )
    g = game(b, path=["TB"], challenge_order=["TC0"] * 4)
    remember(g)
    drain(g)
    assert g.state.cards[g.iid("TB")].tokens == {"harm": 1, "bee": 1}
    g.pick("rest", "turn")
    remember(g)
    drain(g)
    assert g.state.cards[g.iid("TB")].tokens == {"harm": 1, "bee": 2, "progress": 2}


def test_may_yes_and_no() -> None:
    """may: yes runs the optional part, no skips it; what follows runs either way."""
    b = sun_being(
        "TB",
        [
            {"do": "may", "label": "Take harm", "effects": [{"do": "add_tokens", "kind": "harm"}]},
            {"do": "add_tokens", "kind": "bee"},
        ],
        harm=9,
    )
    g = game(b, path=["TB"], challenge_order=["TC0"] * 4)
    remember(g)
    drain(g)
    g.pick("yes", "effect_may")
    assert g.state.cards[g.iid("TB")].tokens == {"harm": 1, "bee": 1}
    g.pick("rest", "turn")
    remember(g)
    drain(g)
    g.pick("no", "effect_may")
    assert g.state.cards[g.iid("TB")].tokens == {"harm": 1, "bee": 2}


def test_choose_amount_binds_the_number_for_later_effects() -> None:
    """choose_amount offers 0..max (capped by at_most) and binds it (``{"ref": "$n"}``)."""
    b = sun_being(
        "TB",
        [
            {"do": "add_tokens", "kind": "bee", "amount": 5},
            {
                "do": "choose_amount",
                "max": {"tokens_on": {"kind": "bee"}},
                "at_most": 3,
                "effects": [{"do": "remove_tokens", "kind": "bee", "amount": {"ref": "$n"}}],
            },
        ],
    )
    g = game(b, path=["TB"])
    remember(g)
    drain(g)
    assert g.options() == ["n:0", "n:1", "n:2", "n:3"]
    g.pick("n:2", "effect_amount")
    assert g.state.cards[g.iid("TB")].tokens == {"bee": 3}


def test_choose_one_runs_the_chosen_branch() -> None:
    b = sun_being(
        "TB",
        [
            {
                "do": "choose_one",
                "options": [
                    {"label": "Harm", "effects": [{"do": "add_tokens", "kind": "harm"}]},
                    {"label": "Progress", "effects": [{"do": "add_tokens", "kind": "progress"}]},
                ],
            }
        ],
        harm=9,
        progress=9,
    )
    g = game(b, path=["TB"])
    remember(g)
    drain(g)
    g.pick("branch:1", "effect_choice")
    assert g.state.cards[g.iid("TB")].tokens == {"progress": 1}


def test_choose_one_offers_only_options_whose_if_holds() -> None:
    """choose_one: an option whose ``if`` fails is not offered; one option left runs without a
    question; none left: nothing happens and the list goes on."""
    opts = [
        {
            "label": "Take a bee",
            "if": {"exists": {"tokens": {"kind": "own"}}},
            "effects": [{"do": "remove_tokens", "target": {"tokens": {"kind": "own"}}, "kind": "own"}],
        },
        {
            "label": "Take progress",
            "if": {"exists": {"tokens": {"kind": "progress"}}},
            "effects": [
                {"do": "remove_tokens", "target": {"tokens": {"kind": "progress"}}, "kind": "progress"}
            ],
        },
    ]
    b = sun_being(
        "TB",
        [{"do": "choose_one", "options": opts}, {"do": "add_tokens", "kind": "harm"}],
        tokens={"name": "bee"},
        harm=9,
        progress=9,
    )
    g = game(b, path=["TB"])
    tb = g.iid("TB")
    remember(g)  # neither: nothing, then the harm
    assert g.state.cards[tb].tokens == {"harm": 1}
    g.session.manual(ManualAdjust(action="add_tokens", card=tb, token="bee", amount=2))
    remember(g)  # only the bee option: no question
    assert g.state.cards[tb].tokens == {"harm": 2, "bee": 1}
    g.session.manual(ManualAdjust(action="add_tokens", card=tb, token="progress", amount=1))
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g)
    assert g.options() == ["branch:0", "branch:1"]
    g.pick("branch:1", "effect_choice")
    assert g.state.cards[tb].tokens == {"harm": 3, "bee": 1}


def test_lowest_presence_and_the_test_fatigued_condition() -> None:
    """``lowest`` keeps the matches with the lowest presence; ``{"test": "fatigued"}`` holds once
    the acting Ranger has suffered fatigue during the current test (not before the card's own
    fatigue, after it)."""
    b = sun_being(
        "TB",
        [
            {"do": "if", "cond": {"test": "fatigued"}, "then": [{"do": "injure"}]},
            {"do": "suffer_fatigue", "amount": 1},
            {"do": "if", "cond": {"test": "fatigued"}, "then": [{"do": "add_tokens", "kind": "harm"}]},
            {"do": "exhaust", "target": {"zone": "along_the_way", "lowest": "presence"}},
        ],
        harm=9,
    )
    g = game(
        b,
        feature("TL", presence=1, area="along_the_way"),
        feature("TH", presence=3, area="along_the_way"),
        path=["TB", "TL", "TH"],
    )
    g.bring("TL", "along_the_way")
    g.bring("TH", "along_the_way")
    remember(g)
    cards = g.state.cards
    assert g.ranger().injuries == 0 and cards[g.iid("TB")].tokens == {"harm": 1}
    assert cards[g.iid("TL")].exhausted and not cards[g.iid("TH")].exhausted


def test_token_on_a_bound_ranger() -> None:
    """``token_on`` with ``who`` a binding: that Ranger's token (``$each`` in a for_each)."""
    b = sun_being(
        "TB",
        [
            {
                "do": "for_each",
                "rangers": "each",
                "effects": [
                    {
                        "do": "if",
                        "cond": {"token_on": "this", "who": "$each"},
                        "then": [{"do": "injure", "who": "$each"}],
                    }
                ],
            }
        ],
        harm=9,
    )
    g = game(b, path=["TB"], rangers=2)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=g.iid("TB")))
    g.next_ranger("r1")
    remember(g)
    assert (g.ranger("r1").injuries, g.ranger("r2").injuries) == (0, 1)


def test_macros_are_reused_with_use() -> None:
    b = being(
        "TB",
        challenge=("sun",),
        harm=9,
        behaviour={
            "macros": {"sting": [{"do": "add_tokens", "kind": "harm", "amount": 2}]},
            "challenge": {"sun": [{"do": "use", "macro": "sting"}, {"do": "use", "macro": "sting"}]},
        },
    )
    g = game(b, path=["TB"])
    remember(g)
    drain(g)
    assert g.state.cards[g.iid("TB")].tokens == {"harm": 4}


def test_verbs_that_queue_steps_keep_the_rest_of_the_list_after_them() -> None:
    """scout queues its own prompt: the effects after it wait for the scout to finish."""
    b = sun_being("TB", [{"do": "scout", "deck": "ranger", "amount": 1}, {"do": "add_tokens", "kind": "bee"}])
    g = game(b, path=["TB"], challenge_order=["TCM2"] * 4)  # sun, -2: Remember's effort 0 scouts nothing
    g.test("test:common:remember:-")
    g.expect("scout")
    assert g.state.cards[g.iid("TB")].tokens == {}
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.state.cards[g.iid("TB")].tokens == {"bee": 1}


# --------------------------------------------------------------------------- tests and triggers


def test_test_success_and_failure_branches_with_effort_amounts() -> None:
    """A printed test's success (harm equal to effort, 1 per 2 effort) and failure (injury)."""
    b = being(
        "TB",
        harm=9,
        tests=(tdef(aspect="FIT", approach="exploration", diff=3),),
        behaviour={
            "tests": {
                "t1": {
                    "success": [
                        {"do": "add_tokens", "kind": "harm", "amount": {"effort": 1}},
                        {"do": "add_tokens", "kind": "bee", "amount": {"effort_per": 2}},
                    ],
                    "failure": [{"do": "injure"}],
                }
            }
        },
    )
    g = game(b, path=["TB"], challenge_order=["TC0"] * 4)
    ti = g.iid("TB")
    g.test(f"test:{ti}:t1:{ti}", energy=1)
    assert g.ranger().injuries == 1 and g.state.cards[ti].tokens == {}
    assert not [p for p in [g.session.prompt] if p is not None and p.kind == "manual_effect"]
    g.pick("rest", "turn")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=1))
    g.test(f"test:{ti}:t1:{ti}", energy=3)
    assert g.state.cards[ti].tokens == {"harm": 3, "bee": 1}


def test_enters_play_ability_and_optional_yes_no() -> None:
    """An ``enters_play`` ability fires as the rules put the card into play (the round's path draw);
    an optional one asks first."""
    b = being(
        "TB",
        behaviour={
            "abilities": [
                {"on": "enters_play", "effects": [{"do": "add_tokens", "kind": "bee", "amount": 2}]},
                {"on": "enters_play", "optional": True, "effects": [{"do": "soothe"}]},
            ]
        },
    )
    g = game(b, path=["TB"])
    assert g.state.cards[g.iid("TB")].tokens == {"bee": 2}
    g.pick("yes", "effect_may")
    g.expect("turn")


def test_ability_condition_gates_it() -> None:
    b = being(
        "TB",
        behaviour={
            "abilities": [
                {
                    "on": "enters_play",
                    "if": {"exists": {"trait": "prey"}},
                    "effects": [{"do": "add_tokens", "kind": "bee"}],
                }
            ]
        },
    )
    g = game(b, path=["TB"])
    assert g.state.cards[g.iid("TB")].tokens == {}


def test_save_and_load_mid_effect_give_the_same_state_hash() -> None:
    """Only JSON in the state: a save taken while an effect waits for a choice replays exactly."""
    hunter = sun_being("TH", [{"do": "exhaust", "target": {"type": "being", "other": True}}])
    g = game(hunter, being("TP1"), being("TP2"), path=["TH", "TP1", "TP2"])
    g.bring("TP1")
    g.bring("TP2")
    remember(g)
    drain(g)
    g.expect("effect_choice")
    assert any(s.op == "fx" for s in g.state.queue) or g.prompt.options[0].then[0].op == "fx"
    again = Session.from_json(g.session.to_json(), g.catalog, g.registry)
    assert again.hash() == g.session.hash()
    g.pick(g.options()[1])
    assert g.session.undo() and g.session.hash() == again.hash()
    assert check_state(g.state, g.session.book) == []


def test_behaviour_event_names_the_part_that_runs() -> None:
    b = sun_being("TB", [{"do": "add_tokens", "kind": "bee"}])
    g = game(b, path=["TB"])
    remember(g)
    drain(g)
    texts = [e.text for e in g.last.events if e.kind == "behaviour"]  # type: ignore[union-attr]
    assert texts == ["Being TB: sun challenge effect"]


def test_location_behaviour_runs_for_the_surroundings() -> None:
    """Selectors ``location`` and the surroundings zone."""
    loc = location(
        challenge=("sun",),
        behaviour={"challenge": {"sun": [{"do": "add_tokens", "target": "location", "kind": "progress"}]}},
    )
    g = game(loc)
    remember(g)
    drain(g)
    assert g.state.cards[g.state.surroundings[0]].tokens == {"progress": 1}


@pytest.mark.parametrize("setup_seed", [1, 2])
def test_new_session_with_behaviour_cards_is_deterministic(setup_seed: int) -> None:
    hunter = sun_being("TH", [{"do": "exhaust", "target": {"type": "being", "other": True}}])
    cards = [hunter, being("TP1"), being("TP2")]
    a, b = (
        game(*cards, path=["TH", "TP1", "TP2"], seed=setup_seed),
        game(*cards, path=["TH", "TP1", "TP2"], seed=setup_seed),
    )
    for g in (a, b):
        remember(g)
    assert a.session.hash() == b.session.hash()


__all__ = ["ASP", "GameSetup", "RangerSetup"]


def test_saves_carry_the_rules_version_and_other_behaviour_is_refused() -> None:
    """A save records the compiled behaviour's version; replaying it under other behaviour is
    refused with a message that says so (nothing is replayed into a different game)."""
    from rangers_qt.engine.cards import MemoryCatalog
    from rangers_qt.engine.save_format import SaveRefused

    b = sun_being("TB", [{"do": "add_tokens", "kind": "bee"}])
    g = game(b, path=["TB"])
    remember(g)
    data = g.session.to_dict()
    assert data["rules_version"] == g.session.book.behaviour.version
    assert Session.from_json(g.session.to_json(), g.catalog, g.registry).hash() == g.session.hash()
    changed = sun_being("TB", [{"do": "add_tokens", "kind": "bee", "amount": 2}])
    other = MemoryCatalog([c if c.id != "TB" else changed for c in g.catalog.cards.values()])
    with pytest.raises(SaveRefused, match="made under other card behaviour"):
        Session.from_json(g.session.to_json(), other, g.registry)
    legacy = {k: v for k, v in data.items() if k != "rules_version"}  # saved before behaviour data
    assert Session.from_json(legacy, g.catalog, g.registry).hash() == g.session.hash()


def test_presence_and_threshold_constants_feed_the_rules_queries() -> None:
    """The modifier layer: a constant lowering the presence of beings within reach changes the
    fatigue they cause and Avoid's difficulty; one raising this card's harm threshold delays its
    clear."""
    from rangers_qt.engine import ops
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    calm = feature(
        "TCALM",
        behaviour={
            "constant": [
                {"modify": "presence", "by": -1, "target": {"type": "being", "pick": "all"}},
                {"modify": "harm_threshold", "by": 2},
            ]
        },
        harm=1,
    )
    g = game(calm, being("TBIG", presence=3), path=["TCALM", "TBIG"])
    g.bring("TBIG")
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    big, c = g.iid("TBIG"), g.iid("TCALM")
    assert ops.presence(eng, big) == 2 and ops.threshold(eng, c, "harm") == 3
    g.session.manual(ManualAdjust(action="discard", card=c))
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    assert ops.presence(eng, big) == 3


def test_listeners_hear_events_with_details_from_any_zone() -> None:
    """Events with details: a card in play hears another card enter play ($card bound), tokens
    being added ($kind, $amount), a card clearing; nobody listening costs nothing."""
    ear = feature(
        "TEAR",
        behaviour={
            "abilities": [
                {"on": "card_enters_play", "effects": [{"do": "add_tokens", "kind": "seen"}]},
                {
                    "on": "tokens_added",
                    "if": {"value": {"ref": "$amount"}, "ge": 3},
                    "effects": [{"do": "add_tokens", "kind": "loud"}],
                },
                {"on": "card_cleared", "effects": [{"do": "add_tokens", "kind": "gone"}]},
            ]
        },
    )
    g = game(ear, being("TB", progress=3), path=["TEAR", "TB"])
    e, b = g.iid("TEAR"), g.iid("TB")
    g.bring("TB")  # a manual move into play still raises the event
    assert g.state.cards[e].tokens.get("seen") == 1
    g.session.manual(ManualAdjust(action="add_tokens", card=b, token="harm", amount=1))
    assert "loud" not in g.state.cards[e].tokens
    g.session.manual(ManualAdjust(action="add_tokens", card=b, token="progress", amount=3))
    assert g.state.cards[e].tokens.get("loud") == 1 and g.state.cards[e].tokens.get("gone") == 1


def test_a_listener_in_hand_hears_draws_only_while_in_hand() -> None:
    from .helpers import moment

    scout = moment(
        "TMS",
        behaviour={
            "abilities": [
                {
                    "on": "ranger_drew",
                    "zone": "hand",
                    "effects": [{"do": "add_tokens", "target": "role", "kind": "drew"}],
                }
            ]
        },
    )
    g = game(scout, decks=[["TMS"]])
    role = g.ranger().role
    assert g.where(g.iid("TMS"))[0] == "hand"
    before = g.state.cards[role].tokens.get("drew", 0)
    g.session.manual(ManualAdjust(action="draw", ranger="r1", amount=1))
    assert g.state.cards[role].tokens.get("drew") == before + 1
    g.session.manual(ManualAdjust(action="discard", card=g.iid("TMS")))
    g.session.manual(ManualAdjust(action="draw", ranger="r1", amount=1))
    assert g.state.cards[role].tokens.get("drew") == before + 1  # it listens from the hand only


def test_challenge_revealed_event_binds_the_symbol() -> None:
    b = being(
        "TB",
        behaviour={
            "abilities": [
                {
                    "on": "challenge_revealed",
                    "if": {"value": {"tokens_on": {"kind": "x"}}, "eq": 0},
                    "effects": [{"do": "add_tokens", "kind": "x"}],
                }
            ]
        },
    )
    g = game(b, path=["TB"])
    remember(g)
    assert g.state.cards[g.iid("TB")].tokens == {"x": 1}


# --------------------------------------------------------------------------- choosing, repeating, acting


def test_choose_card_binds_a_chosen_card_and_repeat_runs_a_counted_number_of_times() -> None:
    """choose_card asks among several matches and binds the one chosen without changing it;
    repeat counts its times once (the 3 bees on the being), then runs its effects that often."""
    b = sun_being(
        "TB",
        [
            {"do": "choose_card", "target": {"type": "feature"}, "as": "$f"},
            {
                "do": "repeat",
                "times": {"tokens_on": {}},
                "effects": [
                    {"do": "add_tokens", "target": "$f", "kind": "progress"},
                    {"do": "remove_tokens", "kind": "own"},
                ],
            },
        ],
        tokens={"name": "bee", "count": {"n": 3}},
        harm=9,
    )
    g = game(b, feature("TF1", progress=9), feature("TF2", progress=9), path=["TB", "TF1", "TF2"])
    f1, f2 = g.bring("TF1"), g.bring("TF2")
    remember(g)
    g.pick(f"card:{f2}", "effect_choice")
    assert g.state.cards[f2].tokens == {"progress": 3} and g.state.cards[f1].tokens == {}
    assert g.state.cards[g.iid("TB")].tokens == {}


def test_for_each_act_makes_each_ranger_the_acting_ranger_of_the_effects() -> None:
    """for_each with ``act``: each Ranger in turn is "you" (their reach, their choices)."""
    b = sun_being(
        "TB",
        [
            {
                "do": "for_each",
                "rangers": "each",
                "act": True,
                "effects": [
                    {
                        "do": "add_tokens",
                        "target": {"type": "feature", "zone": "within_reach"},
                        "kind": "progress",
                    }
                ],
            }
        ],
        area="along_the_way",
    )
    cards = (b, feature("TF1", progress=9), feature("TF2", progress=9), feature("TF3", progress=9))
    g = game(*cards, path=["TB", "TF1", "TF2", "TF3"], rangers=2)
    g.pick("next:r1", "choose_next")
    f1, f2, f3 = g.bring("TF1"), g.bring("TF2", ranger="r2"), g.bring("TF3", ranger="r2")
    remember(g)
    g.expect("effect_choice", "r2")  # r2 picks among the two features within their reach
    g.pick(f"card:{f3}")
    tok = g.state.cards
    assert tok[f1].tokens == {"progress": 1} and tok[f3].tokens == {"progress": 1} and tok[f2].tokens == {}


@pytest.mark.parametrize("n", [0, 1, 2])
def test_extra_path_draw_adds_to_the_next_path_phase_draws(n: int) -> None:
    """extra_path_draw (docs/behaviour.md, the worked example of adding a verb): the lead Ranger
    draws that many more path cards next round; 0 adds none."""
    g = game(sun_being("TB", [{"do": "extra_path_draw", "amount": n}]), path=["TB"])
    before = g.state.day.extra_path_draws
    remember(g)
    assert g.state.day.extra_path_draws == before + n
