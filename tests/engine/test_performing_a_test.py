"""Rulebook: Performing a Test, steps 1-5, and the four common tests."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .helpers import (
    C0,
    CM,
    CM2,
    CP,
    CR,
    Game,
    TextSpy,
    being,
    challenge,
    feature,
    filler,
    kw,
    location,
    spy_texts,
    tdef,
)


def test_traverse_location_success_adds_progress_equal_to_resulting_effort() -> None:
    """Rulebook: Performing a Test, 4. Success or Failure; common test Traverse (X = presence)."""
    g = Game([location(presence=2)], challenge_order=[CP])
    loc = g.state.surroundings[0]
    g.perform("traverse", loc, energy=2)
    assert g.state.cards[loc].tokens == {"progress": 3}  # 2 energy + 1 from the challenge card
    assert g.ranger().energy["FIT"] == 0


def test_traverse_failure_injures_and_discards_fatigue_stack() -> None:
    """Rulebook: common test Traverse - failure: suffer 1 injury; Additional Concepts, Injury."""
    g = Game([location(presence=3)], challenge_order=[CM])
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
    loc = g.state.surroundings[0]
    g.perform("traverse", loc, energy=2)
    r = g.ranger()
    assert r.injuries == 1 and r.fatigue == [] and len(r.discard) == 2
    assert "progress" not in g.state.cards[loc].tokens


def test_traverse_targets_features_and_location_not_beings() -> None:
    """Rulebook: common test Traverse - a feature or the location."""
    g = Game([being("TA"), feature("TB")], path=["TA"])
    ids = g.options()
    assert not any(i.startswith("test:common:traverse:" + g.iid("TA")) for i in ids)


def test_connect_not_offered_on_disconnected() -> None:
    """Rulebook: Keywords, Disconnected - no progress from the Connect common test."""
    g = Game([being("TA", keywords=kw("disconnected")), being("TB")], rangers=1, path=["TA"])
    a = g.iid("TA")
    assert f"test:common:connect:{a}" not in g.options()
    assert f"test:common:avoid:{a}" in g.options()


def test_connect_progress_on_being_and_difficulty_is_presence() -> None:
    """Rulebook: common test Connect - X = the being's presence; progress equal to effort."""
    g = Game([being("TA", presence=2)], path=["TA"], challenge_order=[C0, C0])
    a = g.iid("TA")
    g.perform("connect", a, energy=1)
    assert g.state.cards[a].tokens == {}  # effort 1 < presence 2
    g.rest()
    g.perform("connect", a, energy=2)
    assert g.state.cards[a].tokens == {"progress": 2}


def test_avoid_success_exhausts_being() -> None:
    """Rulebook: common test Avoid - success: exhaust the being."""
    g = Game([being("TA")], path=["TA"])
    a = g.iid("TA")
    g.perform("avoid", a)
    assert g.state.cards[a].exhausted


def test_remember_scouts_effort_then_draws_one() -> None:
    """Rulebook: common test Remember - scout Ranger cards equal to effort, then draw 1; Scout."""
    g = Game(
        decks=[["TFILL"] * 6 + ["TX1", "TX2", "TX3"]], cards=[filler("TX1"), filler("TX2"), filler("TX3")]
    )
    x1, x2 = g.iid("TX1"), g.iid("TX2")
    g.perform("remember", None, energy=2)
    p = g.expect("scout")
    assert {o.card for o in p.options} == {x1, x2}
    g.pick(f"bottom:{x1}")
    g.pick(f"top:{x2}", "scout")
    r = g.ranger()
    assert x2 in r.hand  # put on top, then drawn
    assert r.deck[-1] == x1 and r.deck[0] == g.iid("TX3")


def test_test_needs_one_energy_of_its_aspect() -> None:
    """Rulebook: Performing a Test, 2. Commit Effort - without one energy of the aspect you cannot test."""
    g = Game([being("TA")], path=["TA"], aspects={"AWA": 1, "FIT": 2, "FOC": 2, "SPI": 2})
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=-1))
    assert f"test:common:avoid:{a}" not in g.options()
    assert f"test:common:connect:{a}" in g.options()


def test_commit_energy_options_range_from_one_to_pool() -> None:
    """Rulebook: Performing a Test, 2. Commit Energy - one or more energy of the aspect."""
    g = Game()
    g.choose_test("remember")
    p = g.expect("commit_energy")
    assert [o.amount for o in p.options] == [1, 2]


def test_commit_approach_icons_from_hand_are_discarded_for_effort() -> None:
    """Rulebook: Performing a Test, 2. Commit Approach Icons - discard cards with matching icons."""
    cards = [filler("TI2", exploration=2), filler("TIC", conflict=1), location(presence=4)]
    g = Game(cards, decks=[["TI2", "TIC"]], challenge_order=[C0])
    i2, ic = g.iid("TI2"), g.iid("TIC")
    loc = g.state.surroundings[0]
    g.choose_test("traverse", loc)
    g.commit_energy(2)
    p = g.expect("commit_cards")
    assert [o.id for o in p.options] == [f"commit:{i2}", "done"]  # only matching icons are offered
    g.commit_card(i2)
    assert g.state.cards[loc].tokens == {"progress": 4}
    assert i2 in g.ranger().discard and ic in g.ranger().hand


def test_other_rangers_tokens_add_effort() -> None:
    """Rulebook: Ranger Tokens - each other Ranger's token on the card adds one effort."""
    g = Game([location(presence=3)], rangers=2, challenge_order=[C0])
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=loc))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=loc))
    g.next_ranger("r1")
    g.perform("traverse", loc, energy=2)
    assert g.state.cards[loc].tokens == {"progress": 3}  # 2 energy + r2's token; r1's own token adds nothing


def test_challenge_modifier_for_the_test_aspect_applies() -> None:
    """Rulebook: Performing a Test, 3. Apply Modifiers - the value for the test's aspect."""
    mixed = challenge("TMIX", mods={"AWA": -2, "FIT": 1, "FOC": 0, "SPI": 0})
    g = Game([mixed, location(presence=1)], challenge_order=["TMIX", "TMIX"])
    loc = g.state.surroundings[0]
    g.perform("traverse", loc, energy=1)
    assert g.state.cards[loc].tokens == {"progress": 2}
    test_events = [e for e in g.last.events if e.kind == "challenge"]  # type: ignore[union-attr]
    assert "+1 FIT" in test_events[0].text


def test_resulting_effort_never_below_zero() -> None:
    """Ruling R2: a -2 card on 1 effort gives resulting effort 0, not -1."""
    g = Game(challenge_order=[CM2])
    g.perform("remember", None, energy=1)
    assert g.events("test_result")[0].text.startswith("Remember: effort 0")


def test_fatigue_from_cards_between_before_test() -> None:
    """Rulebook: Fatigue from Interacting - surroundings: within reach and along the way are between."""
    cards = [being("TW", presence=2), being("TA", presence=3, area="along_the_way"), location()]
    g = Game(cards, path=["TW", "TA"], rangers=1)
    g.bring("TA", "along_the_way")
    # TW within reach (2), TA along the way (3): traversing the location fatigues 5.
    loc = g.state.surroundings[0]
    g.choose_test("traverse", loc)
    assert len(g.ranger().fatigue) == 5
    g.commit_energy(1)


def test_no_fatigue_from_exhausted_friendly_or_target_itself() -> None:
    """Rulebook: "Fatigues You" (only ready cards); Keywords, Friendly; nothing between for within reach."""
    cards = [
        being("TW", presence=2),
        being("TF", presence=2, keywords=kw("friendly")),
        being("TA", presence=3, area="along_the_way"),
    ]
    g = Game(cards, path=["TW", "TF", "TA"], rangers=1)
    g.bring("TF")
    g.bring("TA", "along_the_way")
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid("TW")))
    g.choose_test("avoid", g.iid("TA"))
    assert len(g.ranger().fatigue) == 0


def test_target_within_reach_has_nothing_between() -> None:
    """Rulebook: Fatigue from Interacting - a card within reach: nothing is between you."""
    g = Game([being("TW", presence=2), being("TV", presence=2)], path=["TW", "TV"])
    g.bring("TV")
    g.choose_test("avoid", g.iid("TW"))
    assert g.ranger().fatigue == []


def test_within_reach_of_other_ranger_counts_your_reach() -> None:
    """Rulebook: Fatigue from Interacting - within reach of another Ranger: your within reach is between."""
    g = Game([being("TW", presence=2), being("TO", presence=1)], rangers=2, path=["TW", "TO"])
    # TW within reach of r1, TO within reach of r2.
    g.next_ranger("r1")
    g.choose_test("avoid", g.iid("TO"))
    assert len(g.ranger("r1").fatigue) == 2


def test_challenge_effects_order_and_once_per_test() -> None:
    """Rulebook: Performing a Test, 5. Resolve Challenge Effects - order and each at most once."""
    from .helpers import mission, weather

    order: list[str] = []
    cards = [
        weather(challenge_symbols=("sun",)),
        location(challenge=("sun",)),
        mission(challenge_symbols=("sun",)),
        being("TA", area="along_the_way", challenge=("sun",)),
        being("TW", challenge=("sun",)),
        challenge("TS", 0, "sun"),
    ]

    def rec(name: str) -> TextSpy:
        return lambda eng, iid, r, b: order.append(name)

    names = [("TWEA", "weather"), ("TLOC", "location"), ("TMIS", "mission"), ("TA", "along"), ("TW", "reach")]
    reg = spy_texts({(cid, "challenge:sun"): rec(name) for cid, name in names})
    g = Game(
        cards, path=["TA", "TW"], weather="TWEA", missions=["TMIS"], challenge_order=["TS"], registry=reg
    )
    g.bring("TW")
    g.perform("remember", None, energy=1)
    g.pick(g.options()[0], "scout")
    assert order == ["weather", "location", "mission", "along", "reach"]


def test_challenge_effects_skip_exhausted_and_cards_exhausted_by_test() -> None:
    """Rulebook: Performing a Test, 5 - note: cards exhausted by the test's results do not trigger."""
    hits: list[str] = []
    registry = spy_texts({("TA", "challenge:sun"): lambda e, i, r, b: hits.append(i)})
    g = Game([being("TA", challenge=("sun",))], path=["TA"], registry=registry, challenge_order=[C0])
    g.perform("avoid", g.iid("TA"))
    assert g.state.cards[g.iid("TA")].exhausted and hits == []


def test_challenge_effects_not_within_reach_of_other_rangers() -> None:
    """Rulebook: Performing a Test, 5 - cards within reach of other players are not active."""
    hits: list[str] = []
    registry = spy_texts({("TO", "challenge:sun"): lambda e, i, r, b: hits.append(i)})
    g = Game([being("TX"), being("TO", challenge=("sun",))], rangers=2, path=["TX", "TO"], registry=registry)
    g.next_ranger("r1")
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert hits == []
    # Interacting with a card within r2's reach makes r2's reach active for this test.
    g.pick("next:r1:again", "choose_next")
    g.perform("connect", g.iid("TO"))
    assert hits == [g.iid("TO")]


def test_conditional_challenge_effect_needs_its_condition() -> None:
    """Rulebook: Conditional Challenge Effects - the part after the double arrow needs the first part
    (the language's ``if``: here "you are injured => 1 harm on this being")."""
    effect = {
        "do": "if",
        "cond": {"value": {"injuries_of": "you"}, "ge": 1},
        "then": [{"do": "add_tokens", "kind": "harm", "amount": 1, "target": "this"}],
    }
    tw = being("TW", challenge=("sun",), behaviour={"challenge": {"sun": [effect]}})
    g = Game([tw], path=["TW"])
    w = g.iid("TW")
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert g.state.cards[w].tokens.get("harm", 0) == 0
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert g.state.cards[w].tokens.get("harm", 0) == 1


def test_unscripted_challenge_effect_pauses_for_manual_resolution() -> None:
    """Rulebook: Performing a Test, 5 - challenge effects of manual cards: the players resolve them."""
    g = Game([being("TW", challenge=("mountain",))], path=["TW"], challenge_order=[CP])
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    g.pick(g.options()[0], "scout")  # effort 2 (1 energy + 1): two cards to place
    p = g.expect("manual_effect")
    assert p.options[0].card == g.iid("TW")
    g.done()
    g.expect("turn")


def test_reshuffle_icon_shuffles_discard_back_after_test() -> None:
    """Rulebook: Performing a Test, 5 - Reshuffle Icon."""
    g = Game(challenge_order=[C0, CR, CP])
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert len(g.state.challenge_discard) == 1 and len(g.state.challenge_deck) == 2
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    assert g.state.challenge_discard == [] and len(g.state.challenge_deck) == 3


def test_card_test_offered_with_aspect_and_manual_success() -> None:
    """Rulebook: Perform a Test - tests printed on cards in play; success text is manual."""
    g = Game([feature("TF", tests=(tdef("t1", "FOC", "reason", diff=2),))], path=["TF"])
    f = g.iid("TF")
    opt = next(o for o in g.prompt.options if o.id == f"test:{f}:t1:{f}")
    assert opt.aspect == "FOC" and opt.kind == "test"
    g.test(opt.id, energy=2)
    g.expect("manual_effect")
    g.done()
    g.expect("turn")


def test_card_test_with_difficulty_x_uses_presence() -> None:
    """Ruling R3: an unscripted X difficulty is the card's presence (minimum 1)."""
    g = Game([feature("TF", presence=3, tests=(tdef("t1", "FOC", "reason", diff="x"),))], path=["TF"])
    f = g.iid("TF")
    g.perform("t1", f, source=f, energy=2)
    assert "difficulty 3" in g.events("test_result")[0].text


def test_a_card_tests_own_text_decides_its_results() -> None:
    """Golden Rule: a card's own success text runs in place of the rulebook default (nothing)."""
    g = Game(
        [feature("TF", tests=(tdef("t1", "FOC", "reason", diff=1),))],
        path=["TF"],
        registry=spy_texts({("TF", "test:t1:success"): lambda e, i, r, b: e.state.bump("custom")}),
    )
    f = g.iid("TF")
    g.perform("t1", f, source=f)
    assert g.state.stats.get("custom") == 1
    g.expect("turn")


def test_tests_in_other_rangers_player_area_are_not_offered() -> None:
    """Rulebook: Perform a Test - any card in play except cards in other Rangers' player areas."""
    from .helpers import gear

    g = Game([gear("TG", tests=(tdef("t1", "FIT", "exploration"),))], rangers=2, decks=[["TG"], ["TG"]])
    g.next_ranger("r1")
    g.play(g.iid("TG", 0))
    g.next_ranger("r2")
    assert not any(o.startswith(f"test:{g.iid('TG', 0)}:") for o in g.options())
    g.play(g.iid("TG", 1))
    g.next_ranger("r1")
    assert f"test:{g.iid('TG', 0)}:t1:-" in g.options()


def test_test_using_tokens_spends_them_and_needs_them() -> None:
    """Rulebook: Tokens - "use" a token discards it; without tokens the effect cannot be used."""
    from rangers_qt.content.models import Amount, TokenSpec

    from .helpers import gear

    g = Game(
        [
            gear(
                "TG",
                tokens=TokenSpec(name="supply", count=Amount.fixed(1)),
                tests=(tdef("t1", "FIT", "exploration", uses=("supply", 1)),),
            )
        ],
        decks=[["TG"]],
    )
    gi = g.iid("TG")
    g.play(gi)
    assert g.state.cards[gi].tokens == {"supply": 1}
    g.perform("t1", None, source=gi)
    g.expect("manual_effect")
    g.done()
    assert g.state.cards[gi].tokens == {}
    assert not any(o.startswith(f"test:{gi}:") for o in g.options())


def test_cards_on_the_role_resolve_challenge_effects_as_within_reach() -> None:
    """Rulebook: Additional Concepts, Attach - cards on your role resolve as if within reach."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.ops import attach

    order: list[str] = []
    registry = spy_texts(
        {(cid, "challenge:sun"): lambda e, i, r, b: order.append(e.facts(i).id) for cid in ("TX", "TW")}
    )
    g = Game(
        [being("TX", challenge=("sun",)), being("TW", challenge=("sun",))],
        path=["TX", "TW"],
        registry=registry,
    )
    g.bring("TW")
    attach(Engine(g.state, g.session.book, g.registry, Recorder()), g.iid("TX"), g.ranger().role)
    g.perform("remember")
    g.pick(g.options()[0], "scout")
    p = g.expect("challenge_order")  # same group as the card within reach: the Ranger picks the order
    assert {o.card for o in p.options} == {g.iid("TX"), g.iid("TW")}
    g.pick(f"challenge:{g.iid('TX')}")
    assert order == ["TX", "TW"]
