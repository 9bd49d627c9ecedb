"""Conciliator specialty cards (cards/ranger/conciliator.json) through the prompt protocol."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ManualAdjust

from .ranger_kit import FAIL, add, energy, exhaust, in_play, ranger_table, role_of, tokens

VOICE, TRANSLATOR = "01066", "01073"


def test_voice_of_the_elders_spends_an_energy_to_put_a_token_on_an_aid() -> None:
    g = ranger_table(role=VOICE, deck=[TRANSLATOR])
    translator = in_play(g, TRANSLATOR)
    start = dict(tokens(g, translator))
    before = energy(g)
    role = role_of(g)
    g.pick(f"ability:{role}", "turn")
    g.pick("energy:SPI", "effect_choice")
    assert tokens(g, translator) == {"charge": start.get("charge", 0) + 1}
    assert energy(g)["SPI"] == before["SPI"] - 1
    assert g.state.cards[role].exhausted
    g.expect("turn")


THUMPER, TEACHINGS, POKODO = "01071", "01076", "01077"
ARTILOPE, BEARSLOTH, OPILION = "01364", "01265", "01269"


def test_orlin_thumper_strike_harms_and_exhausts_the_being() -> None:
    g = ranger_table(deck=[THUMPER], path=[ARTILOPE])
    thumper, artilope = in_play(g, THUMPER), g.iid(ARTILOPE)
    g.perform("t1", artilope, energy=2, source=thumper)
    assert tokens(g, artilope) == {"harm": 1}
    assert g.state.cards[artilope].exhausted
    assert tokens(g, thumper) == {"pulse": 2}


def test_orlin_thumper_failed_strike_takes_a_progress_from_the_being() -> None:
    g = ranger_table(deck=[THUMPER], path=[ARTILOPE], draw=FAIL)
    thumper, artilope = in_play(g, THUMPER), g.iid(ARTILOPE)
    add(g, artilope, "progress", 2)
    g.perform("t1", artilope, energy=2, source=thumper)
    assert tokens(g, artilope) == {"progress": 1}
    assert len(g.state.ranger("r1").fatigue) == 0


def test_orlin_thumper_failed_strike_on_a_being_without_progress_fatigues_you() -> None:
    g = ranger_table(deck=[THUMPER], path=[BEARSLOTH], draw=FAIL)
    thumper, sloth = in_play(g, THUMPER), g.iid(BEARSLOTH)
    g.perform("t1", sloth, energy=2, source=thumper)
    assert tokens(g, sloth) == {}
    assert len(g.state.ranger("r1").fatigue) == 2  # its presence


def test_ancestral_teachings_exhausts_a_being_then_progress_per_exhausted_being_in_reach() -> None:
    g = ranger_table(deck=[TEACHINGS], path=[ARTILOPE, BEARSLOTH, OPILION])
    artilope, sloth, opilion = g.iid(ARTILOPE), g.bring(BEARSLOTH), g.bring(OPILION)
    exhaust(g, opilion)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=4))
    g.play(g.iid(TEACHINGS))
    g.pick(f"card:{artilope}", "effect_choice")
    assert g.state.cards[artilope].exhausted and not g.state.cards[sloth].exhausted
    assert tokens(g, artilope) == {"progress": 2}  # itself and the Opilion


def test_pokodo_the_ferret_moves_a_progress_into_an_aid_token_and_two_progress() -> None:
    g = ranger_table(deck=[POKODO, TRANSLATOR], path=[ARTILOPE])
    pokodo, translator, artilope = in_play(g, POKODO), in_play(g, TRANSLATOR), g.iid(ARTILOPE)
    start = tokens(g, translator).get("charge", 0)
    add(g, pokodo, "progress", 1)
    g.pick(f"ability:{pokodo}", "turn")
    assert tokens(g, pokodo) == {}
    assert tokens(g, translator) == {"charge": start + 1}
    assert tokens(g, artilope) == {"progress": 2}
    assert g.state.cards[pokodo].exhausted


def test_pokodo_the_ferret_is_not_offered_without_progress_on_it() -> None:
    g = ranger_table(deck=[POKODO], path=[ARTILOPE])
    pokodo = in_play(g, POKODO)
    g.expect("turn")
    assert f"ability:{pokodo}" not in g.options()


SURVEYED, SNARE, DEAR_FRIEND = "01067", "01068", "01078"
DOLEWOOD, KORDO = "01276", "01288"  # a feature of presence 2; a human


def _presence(g, iid: str) -> int:  # type: ignore[no-untyped-def]
    from rangers_qt.engine import ops
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    return ops.presence(Engine(g.state, g.session.book, g.registry, Recorder(enabled=False)), iid)


def test_surveyed_land_lowers_the_features_presence_by_one_per_marker() -> None:
    g = ranger_table(deck=[SURVEYED], path=[DOLEWOOD, ARTILOPE])
    dolewood, artilope = g.iid(DOLEWOOD), g.bring(ARTILOPE)
    land = g.iid(SURVEYED)
    g.play(land)
    assert g.options() == [f"host:{dolewood}"]  # a feature only
    g.pick(f"host:{dolewood}", "choose_host")
    assert tokens(g, land) == {"marker": 1} and _presence(g, dolewood) == 1
    add(g, land, "marker", 1)
    assert _presence(g, dolewood) == 0
    add(g, land, "marker", 1)
    assert _presence(g, dolewood) == 0  # never below 0
    del artilope


def test_tranquilisnare_lowers_the_beings_presence_by_one_per_snare() -> None:
    g = ranger_table(deck=[SNARE], path=[BEARSLOTH])
    sloth = g.iid(BEARSLOTH)
    snare = g.iid(SNARE)
    g.play(snare)
    g.pick(f"host:{sloth}", "choose_host")
    assert g.state.cards[snare].attached_to == sloth
    assert _presence(g, sloth) == 1
    g.session.manual(ManualAdjust(action="remove_tokens", card=snare, token="snare", amount=1))
    assert _presence(g, sloth) == 2


def test_a_dear_friend_searches_for_a_human_and_attaches_to_them() -> None:
    g = ranger_table(deck=[DEAR_FRIEND], path=[ARTILOPE, KORDO])
    friend, kordo = g.iid(DEAR_FRIEND), g.iid(KORDO)
    g.play(friend)
    g.expect("turn")  # no host is asked for: the search finds it
    assert g.where(kordo) == ("within_reach", "r1")
    assert g.state.cards[friend].attached_to == kordo


FOOTSTEPS, TRACKED = "01070", "01072"
THICKET = "01338"


def test_intention_translator_commits_an_effort_to_a_connect_test() -> None:
    g = ranger_table(deck=[TRANSLATOR], path=[ARTILOPE])
    translator, artilope = in_play(g, TRANSLATOR), g.iid(ARTILOPE)
    start = tokens(g, translator).get("charge", 0)
    g.choose_test("connect", artilope)
    g.pick(f"respond:{translator}", "response")
    assert tokens(g, translator).get("charge", 0) == start - 1 and g.state.cards[translator].exhausted
    g.pick("energy:1", "commit_energy")
    result = [e.text for e in g.last.events if e.kind == "test_result"]
    assert result and "effort 2" in result[0]


def test_intention_translator_is_not_offered_for_an_avoid() -> None:
    g = ranger_table(deck=[TRANSLATOR], path=[ARTILOPE])
    in_play(g, TRANSLATOR)
    g.choose_test("avoid", g.iid(ARTILOPE))
    g.expect("commit_energy")


def test_follow_in_footsteps_puts_progress_equal_to_effort_on_a_feature_after_a_connect() -> None:
    from .ranger_kit import CREST

    g = ranger_table(deck=[FOOTSTEPS], path=[ARTILOPE, THICKET], draw=CREST)
    artilope, thicket = g.iid(ARTILOPE), g.bring(THICKET)
    g.choose_test("connect", artilope)
    g.pick("energy:2", "commit_energy")  # effort 1 after the -1
    g.pick(f"respond:{g.iid(FOOTSTEPS)}", "response")
    assert tokens(g, thicket) == {"progress": 1}


def test_tracked_uses_a_track_to_commit_an_effort_to_any_test() -> None:
    g = ranger_table(deck=[TRACKED], path=[ARTILOPE])
    artilope, tracked = g.iid(ARTILOPE), g.iid(TRACKED)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=3))
    g.play(tracked)
    g.pick(f"host:{artilope}", "choose_host")
    assert tokens(g, tracked) == {"track": 3}
    g.choose_test("avoid", artilope)
    g.pick(f"respond:{tracked}", "response")
    assert tokens(g, tracked) == {"track": 2}


GUARDIAN, ONE_WITH_NATURE = "01065", "01069"


def test_guardian_exhausts_to_bring_a_beings_presence_to_zero_until_the_turn_ends() -> None:
    g = ranger_table(role=GUARDIAN, path=[ARTILOPE, BEARSLOTH, THICKET])
    artilope, sloth, thicket = g.iid(ARTILOPE), g.bring(BEARSLOTH), g.bring(THICKET)
    role = role_of(g)
    assert _presence(g, sloth) == 2
    g.pick(f"ability:{role}", "turn")
    assert g.options() == [f"card:{artilope}", f"card:{sloth}"]  # beings only
    g.pick(f"card:{sloth}", "effect_choice")
    assert _presence(g, sloth) == 0 and _presence(g, artilope) == 1 and _presence(g, thicket) > 0
    assert g.state.cards[role].exhausted
    g.expect("turn")
    assert f"ability:{role}" not in g.options()  # exhausted
    g.rest()
    assert _presence(g, sloth) == 2  # the turn is over


def test_guardian_is_not_offered_without_a_being_with_presence() -> None:
    g = ranger_table(role=GUARDIAN, path=[THICKET])
    g.expect("turn")
    assert f"ability:{role_of(g)}" not in g.options()


def test_one_with_nature_brings_every_presence_to_zero_until_your_next_turn_ends() -> None:
    g = ranger_table(deck=[ONE_WITH_NATURE], path=[ARTILOPE, BEARSLOTH, DOLEWOOD])
    artilope, sloth, dolewood = g.iid(ARTILOPE), g.bring(BEARSLOTH), g.bring(DOLEWOOD)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=3))
    g.play(g.iid(ONE_WITH_NATURE))  # playing it was this turn's action
    g.expect("turn")  # the next turn
    assert [_presence(g, i) for i in (artilope, sloth, dolewood)] == [0, 0, 0]
    g.rest()  # the next turn ends
    assert [_presence(g, i) for i in (artilope, sloth, dolewood)] == [1, 2, 2]


def _friend_on_kordo(*path: str):  # type: ignore[no-untyped-def]
    g = ranger_table(deck=[DEAR_FRIEND], path=[ARTILOPE, KORDO, *path])
    friend, kordo = g.iid(DEAR_FRIEND), g.iid(KORDO)
    g.play(friend)
    assert g.state.cards[friend].attached_to == kordo
    return g, friend, kordo


def test_a_dear_friend_moves_the_cleared_humans_progress_divided_among_other_beings() -> None:
    g, friend, kordo = _friend_on_kordo(BEARSLOTH)
    artilope, sloth = g.iid(ARTILOPE), g.bring(BEARSLOTH)
    add(g, kordo, "progress", 3)  # Kordo clears (3 progress in a solo game)
    g.pick("yes", "effect_may")
    g.pick(f"card:{artilope}", "effect_choice")  # one progress at a time, to a being of your choice
    g.pick(f"card:{sloth}", "effect_choice")
    g.pick(f"card:{sloth}", "effect_choice")
    assert tokens(g, artilope) == {"progress": 1} and tokens(g, sloth) == {"progress": 2}
    # Ruling R69 (Clearing Cards): with its progress gone Kordo no longer has enough tokens to clear, so after
    # its clear text (its entry) it stays in play, with the friend still attached.
    assert g.where(kordo)[0] == "within_reach" and g.state.cards[friend].attached_to == kordo


def test_a_dear_friend_with_one_other_being_asks_no_question_and_may_be_declined() -> None:
    g, _friend, kordo = _friend_on_kordo()
    artilope = g.iid(ARTILOPE)
    add(g, kordo, "progress", 3)
    g.pick("yes", "effect_may")
    assert tokens(g, artilope) == {"progress": 3}
    g2, _friend2, kordo2 = _friend_on_kordo()
    add(g2, kordo2, "progress", 3)
    g2.pick("no", "effect_may")
    assert tokens(g2, g2.iid(ARTILOPE)) == {}


def test_a_dear_friend_does_not_answer_without_progress_or_another_being_or_another_card() -> None:
    g, _friend, kordo = _friend_on_kordo()
    add(g, kordo, "harm", 4)  # cleared by harm with no progress on it: nothing to move
    g.expect("turn")
    g2, _friend2, kordo2 = _friend_on_kordo()
    g2.session.manual(ManualAdjust(action="discard", card=g2.iid(ARTILOPE)))
    add(g2, kordo2, "progress", 3)  # no other being in play
    g2.expect("turn")
    g3, _friend3, _kordo3 = _friend_on_kordo(BEARSLOTH)
    sloth = g3.bring(BEARSLOTH)
    add(g3, sloth, "progress", 30)  # another being clears: not the attached human
    g3.expect("turn")


def test_a_dear_friend_passes_under_auto_pass_and_is_its_owners_choice() -> None:
    g, _friend, kordo = _friend_on_kordo()
    g.session.manual(ManualAdjust(action="auto_pass", amount=1))
    add(g, kordo, "progress", 3)
    g.expect("turn")
    assert tokens(g, g.iid(ARTILOPE)) == {}
    # Two Rangers: the second Ranger's test clears the human the first Ranger's friend is on; the
    # friend's owner decides.
    g2 = ranger_table(deck=[DEAR_FRIEND], path=[ARTILOPE, BEARSLOTH, KORDO], rangers=2)
    g2.pick("next:r1", "choose_next")
    friend2 = g2.iid(DEAR_FRIEND)
    g2.play(friend2)
    kordo2 = g2.state.cards[friend2].attached_to
    assert kordo2 is not None
    add(g2, kordo2, "progress", 5)  # one short of 3 per Ranger
    if g2.prompt.kind == "choose_next":
        g2.pick("next:r2")
    g2.choose_test("connect", kordo2)
    g2.pick("energy:2", "commit_energy")
    g2.expect("effect_may", "r1")


SENTINEL = "01075"


def _attached(cards: list[str], host: str = BEARSLOTH, other: str | None = None) -> Any:
    """The cards played onto ``host`` (the Dozing Bearsloth, the round's path draw, or ``other``
    brought within reach); the Bearsloth is then moved along the way, where its mountain effect
    fatigues you. Every challenge draw shows the mountain."""
    from .ranger_kit import MOUNTAIN

    g = ranger_table(deck=cards, path=[BEARSLOTH, *([other] if other else [])], draw=MOUNTAIN)
    sloth = g.iid(BEARSLOTH)
    if other:
        g.bring(other)
    target = g.iid(host)
    played = []
    for card in cards:
        att = g.iid(card)
        aspect = {SENTINEL: "FOC", TRACKED: "FIT"}[card]
        g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect=aspect, amount=3))
        g.play(att)
        if g.prompt.kind == "choose_host":
            g.pick(f"host:{target}")
        assert g.state.cards[att].attached_to == target
        played.append(att)
    g.session.manual(ManualAdjust(action="move", card=sloth, zone="along_the_way"))
    return g, played, sloth


def _remember(g) -> None:  # type: ignore[no-untyped-def]
    g.choose_test("remember")
    if g.prompt.kind == "response":  # Tracked's own "when a Ranger performs a test": not now
        g.pick("pass")
    g.pick("energy:1", "commit_energy")
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])


def test_nidocyte_sentinel_uses_an_alarm_to_cancel_the_attached_beings_challenge_effect() -> None:
    g, (sentinel,), _sloth = _attached([SENTINEL])
    assert tokens(g, sentinel) == {"alarm": 2}
    _remember(g)
    p = g.expect("effect_may", "r1")  # the Bearsloth's mountain effect would resolve
    assert p.options[0].card == sentinel
    g.pick("yes")
    assert tokens(g, sentinel) == {"alarm": 1} and len(g.state.ranger("r1").fatigue) == 0
    g.expect("turn")


def test_nidocyte_sentinel_declined_or_without_alarms_lets_the_effect_resolve() -> None:
    g, (sentinel,), _sloth = _attached([SENTINEL])
    _remember(g)
    g.pick("no", "effect_may")
    assert tokens(g, sentinel) == {"alarm": 2} and len(g.state.ranger("r1").fatigue) == 1
    g2, (sentinel2,), _sloth2 = _attached([SENTINEL])
    g2.session.manual(ManualAdjust(action="remove_tokens", card=sentinel2, token="alarm", amount=2))
    _remember(g2)
    g2.expect("turn")  # no alarm left: not offered
    assert len(g2.state.ranger("r1").fatigue) == 1


def test_nidocyte_sentinel_does_not_answer_another_beings_challenge_effect() -> None:
    g, (sentinel,), _sloth = _attached([SENTINEL], host=ARTILOPE, other=ARTILOPE)
    _remember(g)  # the Bearsloth (along the way) resolves first, unasked; then the Artilope's
    assert len(g.state.ranger("r1").fatigue) == 1
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == sentinel


def test_tracked_adds_a_track_after_a_challenge_effect_on_the_attached_being_resolves() -> None:
    g, (tracked,), _sloth = _attached([TRACKED])
    assert tokens(g, tracked) == {"track": 3}
    _remember(g)
    p = g.expect("effect_may", "r1")  # after the mountain effect (it fatigued you)
    assert p.options[0].card == tracked
    g.pick("yes")
    assert len(g.state.ranger("r1").fatigue) == 1 and tokens(g, tracked) == {"track": 4}
    g.expect("turn")


def test_tracked_is_not_offered_after_another_beings_effect_nor_after_a_cancelled_one() -> None:
    g, (tracked,), _sloth = _attached([TRACKED], host=ARTILOPE, other=ARTILOPE)
    _remember(g)  # the Bearsloth's effect: no response; then the Artilope's (it does nothing)
    assert len(g.state.ranger("r1").fatigue) == 1
    p = g.expect("effect_may", "r1")  # asked once: after the Artilope's effect only
    assert p.options[0].card == tracked and g.options() == ["yes", "no"]
    g2, (sentinel, tracked2), _sloth2 = _attached([SENTINEL, TRACKED])
    _remember(g2)
    g2.pick("yes", "effect_may")  # the sentinel cancels it: it never resolved
    g2.expect("turn")
    assert tokens(g2, tracked2) == {"track": 3} and tokens(g2, sentinel) == {"alarm": 1}


SAFEGUARD = "01074"


def test_safeguard_takes_an_injury_in_place_of_harm_on_a_being() -> None:
    g = ranger_table(deck=[THUMPER, SAFEGUARD], path=[ARTILOPE])
    thumper, artilope, safeguard = in_play(g, THUMPER), g.iid(ARTILOPE), g.iid(SAFEGUARD)
    g.perform("t1", artilope, energy=2, source=thumper)  # the strike would harm the Artilope
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == safeguard and "1 harm on" in p.title
    g.pick("yes")
    assert tokens(g, artilope) == {} and g.state.ranger("r1").injuries == 1
    assert g.state.cards[artilope].exhausted  # the rest of the strike still happens
    assert g.where(safeguard) == ("discard", "r1")


def test_safeguard_declined_lets_the_harm_land() -> None:
    g = ranger_table(deck=[THUMPER, SAFEGUARD], path=[ARTILOPE])
    thumper, artilope = in_play(g, THUMPER), g.iid(ARTILOPE)
    g.perform("t1", artilope, energy=2, source=thumper)
    g.pick("no", "effect_may")
    assert tokens(g, artilope) == {"harm": 1} and g.state.ranger("r1").injuries == 0


def test_safeguard_takes_another_rangers_injury_but_never_answers_your_own() -> None:
    g = ranger_table(deck=[SAFEGUARD], path=[THICKET], draw=FAIL)
    g.choose_test("traverse", g.iid(THICKET))
    g.pick("energy:1", "commit_energy")  # a failed Traverse injures you: nothing to answer
    g.expect("turn")
    assert g.state.ranger("r1").injuries == 1
    g2 = ranger_table(deck=[SAFEGUARD], path=[THICKET], draw=FAIL, rangers=2)
    g2.pick("next:r2", "choose_next")
    g2.choose_test("traverse", g2.iid(THICKET))
    g2.pick("energy:1", "commit_energy")
    p = g2.expect("effect_may", "r1")  # r2 would be injured: r1 may take it
    assert p.options[0].card == g2.iid(SAFEGUARD)
    g2.pick("yes")
    assert g2.state.ranger("r2").injuries == 0 and g2.state.ranger("r1").injuries == 1


def test_guardian_used_at_the_end_of_the_rounds_last_turn_lasts_no_longer_than_that() -> None:
    g = ranger_table(role=GUARDIAN, path=[BEARSLOTH])
    sloth, role = g.iid(BEARSLOTH), role_of(g)
    g.rest()  # the round's last turn ends: abilities may still be used (ruling R33)
    result = g.pick(f"ability:{role}", "abilities")  # nothing else to use: on to travel
    assert any(e.kind == "modifier" and sloth in e.cards for e in result.events)
    assert _presence(g, sloth) == 2  # that turn is over, and so is the change
    assert g.state.modifiers == []
