"""Rules-fidelity audit: gaps found by reading the rulebook paragraph by paragraph.

Each test names the rulebook section it checks; the card facts are invented (ids start with "T")
unless a test is about how the engine reads a real card's test (then the real id is used with
invented numbers).
"""

from __future__ import annotations

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.ops import attach
from rangers_qt.engine.rules.fatigue import blocking_obstacles, interaction_fatigue
from rangers_qt.engine.zones import where

from .helpers import (
    Game,
    being,
    feature,
    gear,
    kw,
    mission,
    mission_test_aimed_closer,
    moment,
    pa,
    path_search_game,
    soothe_gear,
    spy_texts,
    tdef,
)


def _play_gear(g: Game, def_id: str) -> str:
    gi = g.iid(def_id)
    g.play(gi)
    return gi


def test_gear_test_naming_a_being_interacts_with_it() -> None:
    """Rulebook: Perform a Test - a test on your gear that affects a card in play interacts with
    that card, so the cards between you and it fatigue you (Fatigue from Interacting)."""
    stave = gear("TS", tests=(tdef("t1", "FIT", "conflict", targets="being"),))
    cards = [stave, being("TW", presence=2), being("TA", presence=1, area="along_the_way")]
    g = Game(cards, path=["TW", "TA"], decks=[["TS"]])
    a = g.bring("TA", "along_the_way")
    gi = _play_gear(g, "TS")
    assert f"test:{gi}:t1:{a}" in g.options()
    g.choose_test("t1", a, source=gi)
    assert len(g.ranger().fatigue) == 2  # the being within reach is between you and TA


def test_gear_test_naming_a_trait_or_keyword_offers_only_those_cards() -> None:
    """Rulebook: Perform a Test, 1. Choose Test - the test's own text says which card it affects
    (here: a card with a trait, or a card with a keyword)."""
    trowel = gear("TT", tests=(tdef("t1", "SPI", "reason", targets="flora"),))
    gloves = gear("TG", tests=(tdef("t1", "AWA", "reason", targets="obstacle"),))
    cards = [
        trowel,
        gloves,
        feature("TF", traits=("Flora",)),
        being("TO", keywords=kw("obstacle")),
        being("TB"),
    ]
    g = Game(cards, path=["TF", "TO", "TB"], decks=[["TT", "TG"]], rangers=1)
    g.bring("TO")
    g.bring("TB")
    ti = _play_gear(g, "TT")
    gl = _play_gear(g, "TG")  # a lone Ranger takes the next turn too
    f, o, b = g.iid("TF"), g.iid("TO"), g.iid("TB")
    ids = g.options()
    assert f"test:{ti}:t1:{f}" in ids and f"test:{ti}:t1:{o}" not in ids and f"test:{ti}:t1:{b}" not in ids
    assert f"test:{gl}:t1:{o}" in ids and f"test:{gl}:t1:{f}" not in ids and f"test:{gl}:t1:{b}" not in ids


def test_real_gear_reads_the_kind_of_target_from_its_card_data() -> None:
    """Rulebook: Perform a Test - the Orlin Hiking Stave's Strike affects a being (a Weapon: never a
    friendly one, Keywords: Friendly); the card data names the kind of card the test is aimed at."""
    (strike,) = load_catalog().card("01043").tests
    assert strike.targets == "being"
    stave = gear("01043", name="Orlin Hiking Stave", traits=("Weapon",), tests=(strike,))
    cards = [stave, being("TB"), being("TF", keywords=kw("friendly")), feature("TX")]
    g = Game(cards, path=["TB", "TF", "TX"], decks=[["01043"]])
    g.bring("TF")
    g.bring("TX")
    gi = _play_gear(g, "01043")
    ids = [o for o in g.options() if o.startswith(f"test:{gi}:")]
    assert ids == [f"test:{gi}:t1:{g.iid('TB')}"]


def test_gear_test_affecting_no_card_in_play_has_no_target() -> None:
    """Rulebook: Perform a Test - a gear test whose text affects no card in play interacts with
    nothing (e.g. a scout of the path deck): no target, no fatigue."""
    goggles = gear("01040", name="Hydrolens Goggles", tests=(tdef("t1", "AWA", "reason", targets="chosen"),))
    g = Game([goggles, being("TW", presence=2)], path=["TW"], decks=[["01040"]])
    gi = _play_gear(g, "01040")
    assert [o for o in g.options() if o.startswith(f"test:{gi}:")] == [f"test:{gi}:t1:-"]


def test_a_moment_goes_to_the_discard_only_after_it_resolved() -> None:
    """Rulebook: Play a Card, Moments - resolve the card's instructions, then discard it (while it
    resolves it is neither in hand nor in the discard pile)."""
    seen: list[tuple[str, str | None]] = []
    registry = spy_texts({("TM", "play"): lambda e, i, r, b: seen.append(where(e.state, i))})
    g = Game([moment("TM"), moment("TU")], decks=[["TM", "TU"]], registry=registry)
    mi = g.iid("TM")
    g.play(mi)
    assert seen and seen[0][0] not in ("discard", "hand")
    assert g.where(mi) == ("discard", "r1")
    ui = g.iid("TU")  # no behaviour: the players resolve it at the manual prompt
    g.play(ui)
    g.expect("manual_effect")
    assert g.where(ui)[0] not in ("discard", "hand")
    g.done()
    assert g.where(ui) == ("discard", "r1")


def test_search_for_the_next_match_takes_the_first_from_the_top() -> None:
    """Rulebook: Additional Concepts, Search - searching for the "next" matching card goes through
    the deck from the top and takes the first match (no choice)."""
    g = path_search_game(["TF", "TF", "TB2", "TB1"], next=True)
    g.expect("turn")  # no search prompt
    assert g.where(g.iid("TB2")) == ("along_the_way", None)
    assert g.where(g.iid("TB1")) == ("path_deck", None)


def test_challenge_effect_of_a_card_attached_to_the_location_resolves() -> None:
    """Rulebook: Performing a Test, 5. Resolve Challenge Effects - every active card with the symbol
    resolves; a face-up card attached to the location is in play in the surroundings and resolves
    with the location (Additional Concepts, Attach)."""
    order: list[str] = []
    registry = spy_texts({("TX", "challenge:sun"): lambda e, i, r, b: order.append(e.facts(i).id)})
    g = Game([being("TX", challenge=("sun",))], path=["TX"], registry=registry)
    attach(Engine(g.state, g.session.book, g.registry, Recorder()), g.iid("TX"), g.state.surroundings[0])
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert order == ["TX"]


def test_guide_entry_is_read_before_enters_play_effects_and_ambush() -> None:
    """Rulebook: Phase 1: Path Cards - read the card's campaign guide entry first, then resolve what
    happens when it enters play (its enters-play text and Ambush, Keywords)."""
    ran: list[int] = []
    registry = spy_texts(
        {("TA", "enters_play"): lambda e, i, r, b: ran.append(len(e.state.ranger("r1").fatigue))}
    )
    g = Game(
        [being("TA", presence=2, keywords=kw("ambush"), guide_entry="47", printed=(pa("enters_play"),))],
        path=["TA"],
        registry=registry,
        guide_prompts=True,
    )
    g.expect("guide")
    assert ran == [] and g.ranger().fatigue == []  # nothing resolved before the entry is read
    g.done()
    assert ran == [0] and len(g.ranger().fatigue) == 2


def test_entry_that_removes_the_card_skips_its_ambush() -> None:
    """Rulebook: Phase 1: Path Cards; Keywords, Ambush - a card the entry discards before its
    enters-play effects never ambushes (Delightful Rule: ruling R30)."""
    g = Game(
        [being("TA", presence=2, keywords=kw("ambush"), guide_entry="47")], path=["TA"], guide_prompts=True
    )
    g.expect("guide")
    g.session.manual(ManualAdjust(action="discard", card=g.iid("TA")))
    g.done()
    assert g.ranger().fatigue == []


def test_a_card_entering_play_during_challenge_effects_does_not_resolve_in_that_test() -> None:
    """Rulebook: Performing a Test, 5. Resolve Challenge Effects - the effects resolved are those of
    the active cards when the step begins; a card a challenge effect puts into play waits for the
    next test (Delightful Rule: ruling R31)."""
    order: list[str] = []

    def draw_one(e: Engine, i: str, r: str | None, b: object) -> None:
        order.append("TX")
        e.then("path_draw", ranger="r1")

    registry = spy_texts(
        {("TX", "challenge:sun"): draw_one, ("TY", "challenge:sun"): lambda e, i, r, b: order.append("TY")}
    )
    g = Game(
        [being("TX", challenge=("sun",)), being("TY", challenge=("sun",))],
        path=["TX", "TY"],
        registry=registry,
    )
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert g.where(g.iid("TY")) == ("within_reach", "r1")
    assert order == ["TX"]


def test_fatiguing_card_attached_to_your_role_fatigues_you_on_rest() -> None:
    """Keywords, Fatiguing - a ready fatiguing card in your player area fatigues you when you rest;
    a card attached to your role is in play in your player area (Additional Concepts, Attach,
    In Play), e.g. a Lingering Injury with Fatiguing 2."""
    g = Game([being("TL", presence=1, keywords=kw(fatiguing=2))], path=["TL"])
    attach(Engine(g.state, g.session.book, g.registry, Recorder()), g.iid("TL"), g.ranger().role)
    g.rest()
    assert len(g.ranger().fatigue) == 2


def test_fatiguing_card_attached_along_the_way_fatigues_you_on_rest() -> None:
    """Keywords, Fatiguing - a face-up card attached to a card along the way is in play along the way."""
    g = Game(
        [being("TH", area="along_the_way"), being("TL", presence=3, keywords=kw("fatiguing"))],
        path=["TH", "TL"],
    )
    g.bring("TL")
    attach(Engine(g.state, g.session.book, g.registry, Recorder()), g.iid("TL"), g.iid("TH"))
    g.rest()
    assert len(g.ranger().fatigue) == 3


def test_exhausted_cards_can_be_interacted_with_but_are_not_active() -> None:
    """Additional Concepts, Exhaust/Ready - you may still interact with an exhausted card, but its
    challenge effects do not resolve and it fatigues no one."""
    ran: list[str] = []
    registry = spy_texts({("TA", "challenge:sun"): lambda e, i, r, b: ran.append(i)})
    g = Game([being("TA", presence=2, challenge=("sun",))], path=["TA"], registry=registry)
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="exhaust", card=a))
    assert f"test:common:connect:{a}" in g.options()
    g.perform("connect", a, energy=2)
    assert ran == [] and g.state.cards[a].tokens.get("progress") == 2


def test_belt_pouch_lowers_equip_values_before_the_limit_is_checked() -> None:
    """Rulebook: The Golden Rule and Play a Card, Gear - the Pocketed Belt Pouch lowers each of your
    gear's equip value by 1 (never below 1), so three 2-square gear and the pouch fit in five."""
    pouch = load_catalog().card("01011").behaviour  # each of your gear one square less (data)
    cards = [
        gear("01011", cost=0, equip=1, name="Pocketed Belt Pouch", behaviour=pouch),
        gear("TG2", cost=0, equip=2),
    ]
    g = Game(cards, decks=[["01011", "TG2", "TG2", "TG2"]], aspects={"AWA": 3, "FIT": 3, "FOC": 3, "SPI": 3})
    for def_id, nth in (("01011", 0), ("TG2", 0), ("TG2", 1), ("TG2", 2)):
        g.play(g.iid(def_id, nth))
    g.expect("turn")  # 1 + 1 + 1 + 1 squares: no forced discard
    assert len(g.ranger().player_area) == 5
    g.pick(f"unequip:{g.iid('01011')}", "turn")  # without the pouch: 6 squares, one must go
    g.pick(f"unequip:{g.iid('TG2', 0)}", "equip_limit")
    g.expect("turn")
    assert len(g.ranger().player_area) == 3


def test_an_injury_after_the_third_in_the_same_turn_is_not_counted() -> None:
    """Additional Concepts, Injury; Ending the Day, Ranger too Injured - after the third injury the day
    ends at the end of the turn; a further injury in that turn still discards the fatigue stack but
    the count stays at three (ruling R32)."""
    g = Game()
    for _ in range(3):
        g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    r = g.ranger()
    assert r.injuries == 3 and g.state.cards[r.role].tokens["harm"] == 3
    assert r.fatigue == [] and len(r.discard) == 2
    assert check_state(g.state) == []


def test_exhaust_ability_can_be_used_at_the_end_of_the_rounds_last_turn() -> None:
    """Rulebook: Triggered Effect Timing - abilities without a timing can be used at the start or end
    of any Ranger's turn; the end of the last turn of the round (before travel and refresh) is offered
    on its own (ruling R33)."""
    g = Game([soothe_gear()], decks=[["TG"]])
    gi = g.iid("TG")
    g.play(gi)
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
    g.rest()
    p = g.expect("abilities")
    assert [o.id for o in p.options] == [f"ability:{gi}", "done"]
    g.pick(f"ability:{gi}")
    assert len(g.ranger().fatigue) == 1
    g.expect("turn")  # nothing else usable: on to travel, refresh and the next round
    assert g.state.round == 2 and not g.state.cards[gi].exhausted


def _mission_with_test(targets: str) -> object:
    return mission("TMT", tests=(tdef("t1", "SPI", "connection", targets=targets),))


def test_a_test_on_a_surroundings_card_interacts_with_it_even_when_aimed_closer() -> None:
    """Rulebook: Perform a Test - a test on a card in the surroundings interacts with that card, so
    the cards between you and the farthest card you interact with fatigue you (Fatigue from
    Interacting); the card the test is aimed at is not between (ruling R34)."""
    g = mission_test_aimed_closer()
    mi, h = g.iid("TMT"), g.iid("TH")
    preview = interaction_fatigue(g.state, g.catalog, "r1", h, source=mi)
    assert sorted(n for _, n in preview) == [2, 3]
    g.choose_test("t1", h, source=mi)
    assert len(g.ranger().fatigue) == 5  # TW (2) and TA (3); not TH, the card aimed at


def test_other_rangers_tokens_on_the_tested_card_add_effort_too() -> None:
    """Rulebook: Ranger Tokens - each other Ranger's token on a card you interact with adds 1 effort;
    the card a test is printed on (in the surroundings) is one of them (ruling R34)."""
    cards = [_mission_with_test("being"), being("TH", presence=1)]
    g = Game(cards, path=["TH"], missions=["TMT"], rangers=2)
    mi, h = g.iid("TMT"), g.iid("TH")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=mi))
    g.next_ranger("r1")
    g.choose_test("t1", h, source=mi)
    g.commit_energy(1)
    if g.prompt.kind == "commit_cards":
        g.done()
    assert any(c.source == "ranger_token" for c in (g.state.test.commits if g.state.test else []))


def test_a_moment_with_a_test_performs_it_when_played() -> None:
    """Rulebook: Perform a Test - a test on a card played from your hand interacts with the card it
    affects: playing the moment performs its test on a chosen target (fatigue from cards between,
    a challenge card, success or failure); the moment is discarded after it resolved (ruling R35)."""
    whip = moment("TSW", cost=0, tests=(tdef("t1", "AWA", "conflict", targets="being"),))
    cards = [whip, being("TW", presence=2), being("TA", presence=1, area="along_the_way")]
    g = Game(cards, path=["TW", "TA"], decks=[["TSW"]])
    a = g.bring("TA", "along_the_way")
    wi, w = g.iid("TSW"), g.iid("TW")
    g.play(wi)
    p = g.expect("choose_target")
    assert {o.target for o in p.options} == {a, w}
    g.pick(f"target:{a}")
    assert len(g.ranger().fatigue) == 2  # TW is between you and TA
    g.commit_energy(1)
    g.expect("manual_effect")  # unscripted success text
    assert g.state.test is not None and g.state.test.succeeded and g.state.challenge_discard
    g.done()
    assert g.where(wi) == ("discard", "r1")
    g.expect("turn")


def test_a_moment_with_a_test_needs_energy_of_the_tests_aspect() -> None:
    """Rulebook: Performing a Test, 2. Commit Effort - without one energy of the test's aspect the
    test cannot be performed, so its moment is not offered (ruling R35)."""
    whip = moment("TSW", cost=0, tests=(tdef("t1", "AWA", "conflict", targets="being"),))
    g = Game(
        [whip, being("TW")], path=["TW"], decks=[["TSW"]], aspects={"AWA": 0, "FIT": 2, "FOC": 2, "SPI": 2}
    )
    assert f"play:{g.iid('TSW')}" not in g.options()


def test_soothing_takes_the_most_recent_fatigue_from_the_top_of_the_stack() -> None:
    """Rulebook: Fatigue - fatigued cards are placed onto the fatigue stack; Soothing Fatigue draws
    from the top of that stack, so the card fatigued last comes back first."""
    g = Game()
    r = g.ranger()
    first, second = r.deck[0], r.deck[1]
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=1))
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=1))
    assert g.ranger().fatigue == [second, first]  # index 0 is the top
    g.session.manual(ManualAdjust(action="soothe", ranger="r1", amount=1))
    assert second in g.ranger().hand and g.ranger().fatigue == [first]


def test_spiderpad_gloves_let_you_interact_past_obstacles() -> None:
    """Rulebook: The Golden Rule; Keywords, Obstacle - with the Spiderpad Gloves equipped, obstacles do
    not block you during your turn (the card's text beats the rule)."""
    gloves = load_catalog().card("01057").behaviour  # obstacles do not apply to you (data)
    cards = [
        gear("01057", cost=0, name="Spiderpad Gloves", behaviour=gloves),
        being("TO", keywords=kw("obstacle")),
    ]
    cards.append(being("TA", area="along_the_way"))
    g = Game(cards, path=["TO", "TA"], decks=[["01057"]])
    a = g.bring("TA", "along_the_way")
    assert f"test:common:avoid:{a}" not in g.options()
    g.play(g.iid("01057"))
    assert f"test:common:avoid:{a}" in g.options()
    assert blocking_obstacles(g.state, g.catalog, "r1", a) == []


def test_a_target_that_left_play_mid_test_is_not_affected_by_success() -> None:
    """Rulebook: Performing a Test, 4. Success or Failure; In Play - if the card you tested left play
    before the result (e.g. it cleared), the success effect has no card to act on: a discarded
    card is neither exhausted nor given tokens."""
    g = Game([being("TA", presence=1, progress=2)], path=["TA"])
    a = g.iid("TA")
    g.choose_test("avoid", a)
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=2))  # it clears
    assert g.where(a) == ("path_discard", None)
    g.commit_energy(1)
    assert not g.state.cards[a].exhausted and g.state.cards[a].tokens == {}
    assert check_state(g.state) == []


def test_a_response_moment_is_paid_for_and_discarded_when_played() -> None:
    """Rulebook: Play a Card, Responses and Moments - a moment with a response is played at its time:
    its cost is paid, it resolves, then it is discarded; it is not offered when it cannot be paid."""
    tr = moment(
        "TR",
        cost=1,
        aspect="FIT",
        printed=(pa("response", window="after", event="test_ended"),),
        behaviour={
            "abilities": [{"on": "response:after:test_ended", "effects": [{"do": "soothe", "amount": 1}]}]
        },
    )
    g = Game([tr], decks=[["TR"]])
    ri = g.iid("TR")
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=1))
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    g.pick(f"respond:{ri}", "response")
    assert g.where(ri) == ("discard", "r1") and g.ranger().fatigue == []
    assert g.ranger().energy["FIT"] == 1
    g2 = Game([tr], decks=[["TR"]])
    g2.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-2))
    g2.perform("remember")
    g2.pick(g2.options()[0], "scout")
    g2.expect("turn")  # no response prompt: the moment cannot be paid for


def test_challenge_effects_in_another_rangers_player_area_do_not_resolve() -> None:
    """Rulebook: Performing a Test, 5. Resolve Challenge Effects - active cards include your own player
    area, not another Ranger's (Active)."""
    ran: list[str] = []
    registry = spy_texts({("TG", "challenge:sun"): lambda e, i, r, b: ran.append(r)})
    g = Game([gear("TG", cost=0, challenge=("sun",))], rangers=2, decks=[["TG"], ["TG"]], registry=registry)
    g.next_ranger("r2")
    g.play(g.iid("TG", 1))
    g.next_ranger("r1")
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert ran == []
    g.next_ranger("r2")
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert ran == ["r2"]


def test_refresh_runs_ranger_by_ranger_from_the_lead() -> None:
    """Rulebook: Phase 4: Refresh - each Ranger performs the steps in order, the lead Ranger first: with
    every deck empty, the lead is the one who cannot draw and the day ends there."""
    g = Game(rangers=2, lead=1)
    for rid in ("r1", "r2"):
        for iid in list(g.ranger(rid).deck):
            g.session.manual(ManualAdjust(action="move", card=iid, zone="discard", ranger=rid))
    while g.session.prompt is not None:
        g.pick("rest" if "rest" in g.options() else g.options()[0])
    assert g.state.day_over is not None and g.ranger("r2").name in g.state.day_over
