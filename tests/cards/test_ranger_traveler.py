"""Traveler background cards (cards/ranger/traveler.json) through the prompt protocol: moments
played from hand, gear abilities paid with exhaust and tokens, tests printed on gear."""

from __future__ import annotations

import pytest
from engine.helpers import Game, challenge

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.preview import commit_refusal, play_refusal

from .background_kit import BOG, CATALOG, DOE, EVEN, FAIL, HEART, fatigue, table, tokens
from .background_kit import energy as add_energy

EAGLE_EYE, PILLOW = "01001", "01009"
TRAIL_MIX, MULTITOOL, PATHS, STRIDER = "01004", "01007", "01002", "01003"


def test_eagle_eye_scouts_three_path_cards_then_draws_the_new_top_one() -> None:
    g = table(hand=(EAGLE_EYE,), path=(BOG, DOE, HEART, BOG))  # the round's draw takes the first
    doe, heart, bog2 = g.iid(DOE), g.iid(HEART), g.iid(BOG, 1)
    g.play(g.iid(EAGLE_EYE))
    g.expect("scout")
    g.pick(f"bottom:{doe}")
    g.pick(f"bottom:{heart}")
    g.pick(f"top:{bog2}")
    g.expect("turn")
    assert g.where(bog2) == ("along_the_way", None)  # the card left on top was drawn
    assert g.state.path_deck == [doe, heart]
    assert g.where(g.iid(EAGLE_EYE))[0] == "discard"


def test_meditation_pillow_shuffles_fatigue_equal_to_effort_into_the_deck() -> None:
    for energy in (1, 2, 3):  # effort 1..3 against 2 fatigue: one below, at and above the stack
        g = table(hand=(PILLOW,), path=(HEART,))
        pillow = g.bring(PILLOW, zone="player_area")
        fatigue(g, 2)
        if energy == 3:
            add_energy(g, "FOC", 1)
        deck, sessions = len(g.ranger().deck), tokens(g, pillow)["session"]
        g.perform("t1", None, energy=energy, source=pillow)
        moved = min(energy, 2)
        assert len(g.ranger().fatigue) == 2 - moved, energy
        assert len(g.ranger().deck) == deck + moved
        assert tokens(g, pillow) == {"session": sessions - 1}  # the test used one of its tokens


@pytest.mark.parametrize("fit, left", [(2, 1), (3, 0), (4, 0)])
def test_trail_mix_soothes_a_chosen_ranger_by_the_fit_in_their_pool(fit: int, left: int) -> None:
    g = table(hand=(TRAIL_MIX,), rangers=2)
    g.pick("next:r1", "choose_next")
    mix = g.bring(TRAIL_MIX, zone="player_area")
    fatigue(g, 3, "r2")
    fatigue(g, 1, "r1")  # both may be chosen (only a Ranger with fatigue and FIT is offered)
    add_energy(g, "FIT", fit - g.ranger("r2").energy.get("FIT", 0), "r2")
    g.pick(f"ability:{mix}", "turn")
    g.pick("ranger:r2", "effect_choice")
    assert len(g.ranger("r2").fatigue) == left  # one below, at and above the 3 fatigue
    assert tokens(g, mix) == {"morsel": 1} and g.state.cards[mix].exhausted


def test_adaptable_multitool_turns_one_energy_into_another() -> None:
    g = table(hand=(MULTITOOL,))
    tool = g.bring(MULTITOOL, zone="player_area")
    before = dict(g.ranger().energy)
    g.pick(f"ability:{tool}", "turn")
    g.pick("energy:AWA", "effect_choice")  # spend
    g.pick("energy:SPI", "effect_choice")  # gain
    after = g.ranger().energy
    assert after["AWA"] == before["AWA"] - 1 and after["SPI"] == before["SPI"] + 1
    assert tokens(g, tool) == {"charge": 2} and g.state.cards[tool].exhausted


def test_adaptable_multitool_is_not_offered_with_an_empty_energy_pool() -> None:
    g = table(hand=(MULTITOOL,))
    tool = g.bring(MULTITOOL, zone="player_area")
    for aspect, n in dict(g.ranger().energy).items():
        if n:
            add_energy(g, aspect, -n)
    g.expect("turn")
    assert f"ability:{tool}" not in g.options()


def test_paths_we_ve_roamed_before_stacks_up_to_four_moments_or_attributes_from_discards() -> None:
    deck = (PATHS, EAGLE_EYE, EAGLE_EYE, STRIDER, STRIDER, PATHS, TRAIL_MIX, PILLOW)
    g = table(hand=deck)
    mine = g.iid(PATHS)
    discards = [g.bring(c, zone="discard", nth=n) for c, n in ((EAGLE_EYE, 0), (EAGLE_EYE, 1), (STRIDER, 0))]
    discards.append(g.bring(STRIDER, zone="discard", nth=1))
    other_paths, gear = g.bring(PATHS, zone="discard", nth=1), g.bring(TRAIL_MIX, zone="discard")
    g.play(mine)
    offered = [o for o in g.options() if o.startswith("card:")]
    assert f"card:{other_paths}" not in offered and f"card:{gear}" not in offered
    for c in discards:  # four picked: no fifth question
        g.pick(f"card:{c}", "effect_choice")
    assert g.ranger().fatigue == list(reversed(discards))
    g.expect("turn")


IRONWOOL, ONE_EYE = "01008", "01019"


def _strider_offered(g: Game) -> bool:
    return f"commit:{g.iid(STRIDER)}" in g.options()


def test_strider_is_committed_only_to_a_test_interacting_with_a_trail() -> None:
    """Commit prompt: offered (+3) when Traversing Heart of the Swamp (a Trail feature) or
    performing its own Imagine test (the test interacts with the card it is printed on); refused,
    with the reason, for a Traverse of the location (no Trail), and absent from a test of another
    approach."""
    g = table(hand=(STRIDER,), path=(HEART,))
    heart, strider = g.bring(HEART), g.iid(STRIDER)
    g.choose_test("traverse", heart)
    g.commit_energy(1)
    assert g.find("commit_card", strider).amount == 3
    g.commit_card(strider)
    assert "effort 4 vs" in g.events("test_result")[0].text  # 1 energy + 3 icons, +0 drawn
    g = table(hand=(STRIDER,), path=(HEART,))
    heart = g.bring(HEART)
    g.choose_test("t1", heart, source=heart)  # Imagine (SPI + exploration), printed on the trail
    g.commit_energy(1)
    assert _strider_offered(g)
    g = table(hand=(STRIDER, PATHS), path=(HEART,))  # (Paths We've Roamed Before: 1 exploration)
    g.bring(HEART)
    g.choose_test("traverse", g.iid("TLOC"))
    g.commit_energy(1)
    g.expect("commit_cards")
    assert not _strider_offered(g) and f"commit:{g.iid(PATHS)}" in g.options()
    why = commit_refusal(g.state, g.session.book, g.iid(STRIDER))
    assert why == "Strider can be committed only if the test interacts with a Trail card"


def test_ironwool_boots_soothe_1_after_their_owner_plays_a_moment() -> None:
    """After a moment is played (as a turn or as a response when resting): 1 fatigue back to hand,
    without a question. Not after playing gear; nothing to do (no question, no text) without
    fatigue."""
    g = table(hand=(IRONWOOL, EAGLE_EYE, TRAIL_MIX, ONE_EYE), path=(BOG, DOE, HEART, BOG))
    g.bring(IRONWOOL, zone="player_area")
    fatigue(g, 2)
    g.play(g.iid(TRAIL_MIX))  # gear: no soothe
    assert len(g.ranger().fatigue) == 2
    g.play(g.iid(EAGLE_EYE))
    for c in (DOE, HEART, BOG):
        g.pick(f"bottom:{g.iid(c, 1 if c == BOG else 0)}", "scout")
    assert len(g.ranger().fatigue) == 1  # soothed once the moment was discarded
    assert g.where(g.iid(EAGLE_EYE))[0] == "discard"
    g.expect("turn")
    g.rest()
    g.pick(f"respond:{g.iid(ONE_EYE)}", "response")  # a response moment, played when resting
    g.pick("n:0", "effect_amount")  # exhaust no being
    assert g.ranger().fatigue == []
    # Another Ranger's moment is not its owner's: no soothe.
    other = Game(
        [CATALOG.card(c) for c in (IRONWOOL, EAGLE_EYE, BOG, DOE, HEART)],
        rangers=2,
        path=[BOG, DOE, HEART, BOG],
        decks=[[IRONWOOL], [EAGLE_EYE]],
    )
    other.next_ranger("r2")
    other.bring(IRONWOOL, zone="player_area")
    fatigue(other, 1)
    other.play(other.iid(EAGLE_EYE))
    while other.prompt.kind == "scout":
        other.pick(next(o for o in other.options() if o.startswith("bottom:")), "scout")
    assert other.where(other.iid(EAGLE_EYE))[0] == "discard"
    assert len(other.ranger().fatigue) == 1
    quiet = table(hand=(IRONWOOL, EAGLE_EYE), path=(BOG, DOE, HEART, BOG))
    quiet.bring(IRONWOOL, zone="player_area")
    quiet.play(quiet.iid(EAGLE_EYE))
    seen = []
    while quiet.prompt.kind == "scout":
        quiet.pick(next(o for o in quiet.options() if o.startswith("bottom:")), "scout")
        seen += quiet.last.events if quiet.last else []
    quiet.expect("turn")
    assert quiet.where(quiet.iid(EAGLE_EYE))[0] == "discard"
    assert not [e for e in seen if e.kind == "behaviour" and quiet.iid(IRONWOOL) in e.cards]


LOCKET, RECALL = "01005", "01006"


def test_reverb_locket_keeps_a_moment_from_hand_and_plays_it_again_and_again() -> None:
    """Played, it takes one of the moments in hand (asked among several; gear is not offered; none:
    nothing). Its ability (exhaust, 1 echo) plays the attached moment as a turn's play, paying its
    cost; the moment stays attached. Not offered while exhausted, without echo, or when the moment
    cannot be paid for. An attached response moment is played in its window (resting)."""
    g = table(hand=(LOCKET, EAGLE_EYE, PATHS, TRAIL_MIX), path=(BOG, DOE, HEART, BOG))
    locket, eye, paths = g.iid(LOCKET), g.iid(EAGLE_EYE), g.iid(PATHS)
    g.play(locket)
    p = g.expect("effect_choice")
    assert sorted(o.card for o in p.options if o.card) == sorted([eye, paths])
    g.pick(f"card:{eye}", "effect_choice")
    assert g.state.cards[eye].attached_to == locket and g.where(paths) == ("hand", "r1")
    awa = g.ranger().energy["AWA"]
    g.pick(f"ability:{locket}", "turn")
    g.pick(f"bottom:{g.iid(DOE)}", "scout")
    g.pick(f"bottom:{g.iid(HEART)}", "scout")
    g.pick(f"bottom:{g.iid(BOG, 1)}", "scout")
    g.expect("turn")  # an ability: the turn goes on
    assert g.ranger().energy["AWA"] == awa - 1 and tokens(g, locket) == {"echo": 1}
    assert g.state.cards[eye].attached_to == locket and g.state.cards[locket].exhausted
    assert f"ability:{locket}" not in g.options()  # exhausted
    g.session.manual(ManualAdjust(action="ready", card=locket))
    add_energy(g, "AWA", -g.ranger().energy["AWA"])
    assert f"ability:{locket}" not in g.options()  # Eagle Eye cannot be paid for
    add_energy(g, "AWA", 1)
    g.session.manual(ManualAdjust(action="remove_tokens", card=locket, token="echo", amount=1))
    assert f"ability:{locket}" not in g.options()  # no echo left
    g = table(hand=(LOCKET, ONE_EYE), path=(DOE,))
    locket, one_eye = g.iid(LOCKET), g.iid(ONE_EYE)
    g.play(locket)  # the only moment: no question
    assert g.state.cards[one_eye].attached_to == locket
    assert f"ability:{locket}" not in g.options()  # a response moment is not a turn's play
    g.rest()
    g.pick(f"respond:{locket}:{one_eye}", "response")
    g.pick("n:0", "effect_amount")
    assert g.state.cards[one_eye].attached_to == locket and tokens(g, locket) == {"echo": 1}
    g = table(hand=(LOCKET, TRAIL_MIX))
    g.play(g.iid(LOCKET))
    g.expect("turn")
    assert g.state.cards[g.iid(LOCKET)].attached == []


def test_perfect_recall_plays_a_moment_from_the_discard_for_its_cost_in_focus() -> None:
    """A turn's play only while a moment in the discard could be played (refused with the reason
    otherwise); X is that moment's cost, paid in FOC; the moment's text runs and it stays in the
    discard. A response moment in the discard is played in its window instead (resting)."""
    g = table(hand=(RECALL, EAGLE_EYE), path=(BOG, DOE, HEART, BOG))
    recall, eye = g.iid(RECALL), g.iid(EAGLE_EYE)
    assert f"play:{recall}" not in g.options()
    assert (
        play_refusal(g.state, g.session.book, "r1", recall)
        == "Perfect Recall has no moment it could play now"
    )
    g.bring(EAGLE_EYE, zone="discard")
    before = dict(g.ranger().energy)
    g.play(recall)
    assert not g.events("manual_cost")  # its X is paid by its text, not by hand
    g.pick(f"bottom:{g.iid(DOE)}", "scout")
    g.pick(f"bottom:{g.iid(HEART)}", "scout")
    g.pick(f"bottom:{g.iid(BOG, 1)}", "scout")
    g.expect("turn")
    assert g.ranger().energy["FOC"] == before["FOC"] - 1 and g.ranger().energy["AWA"] == before["AWA"]
    assert g.where(eye) == ("discard", "r1") and g.where(recall) == ("discard", "r1")
    g = table(hand=(RECALL, EAGLE_EYE, PATHS), path=(BOG, DOE, HEART, BOG))
    g.bring(EAGLE_EYE, zone="discard")
    paths = g.bring(PATHS, zone="discard")
    g.play(g.iid(RECALL))  # two moments could be played: asked which
    assert sorted(o.card for o in g.expect("effect_choice").options) == sorted([g.iid(EAGLE_EYE), paths])
    foc = g.ranger().energy["FOC"]
    g.pick(f"card:{paths}", "effect_choice")  # Paths We've Roamed Before: X = 2
    assert g.ranger().energy["FOC"] == foc - 2
    g = table(hand=(RECALL, EAGLE_EYE), path=(BOG, DOE, HEART, BOG))
    g.bring(EAGLE_EYE, zone="discard")
    add_energy(g, "FOC", -g.ranger().energy["FOC"])
    assert f"play:{g.iid(RECALL)}" not in g.options()  # no FOC to pay X = 1
    g = table(hand=(RECALL, ONE_EYE), path=(DOE,))
    recall, one_eye = g.iid(RECALL), g.iid(ONE_EYE)
    g.bring(DOE)
    g.bring(ONE_EYE, zone="discard")
    assert f"play:{recall}" not in g.options()  # One Eye Open is played when resting
    g.rest()
    g.pick(f"respond:{recall}:{one_eye}", "response")
    g.pick("n:1", "effect_amount")
    assert g.where(recall) == ("discard", "r1") and g.where(one_eye) == ("discard", "r1")


# ---------------------------------------------------------------- moments answering a "would" event
# (Perfect Recall and Reverb Locket offer the moment they reach at that moment's own timing.)
ARTILOPE, BEARSLOTH, THICKET = "01364", "01265", "01338"
PREPARED, SAFEGUARD, THRONG, STAVE_OF_THE_SUN = "01064", "01074", "01087", "01083"
THUMPER = "01071"


def _fatigue_past_the_artilope(g: Game) -> None:
    """Avoid the Bearsloth along the way: the Artilope (presence 1) between fatigues r1."""
    g.choose_test("avoid", g.bring(BEARSLOTH, zone="along_the_way"))


def test_perfect_recall_plays_thoroughly_prepared_from_the_discard_as_fatigue_would_be_suffered() -> None:
    """Thoroughly Prepared in the discard: Perfect Recall is no turn's play, but is asked about as
    the Ranger would suffer fatigue; yes: X = 1 paid in FOC (not SPI), the fatigue is prevented and
    as much soothed, the moment stays in the discard. Not asked with no answering moment there, nor
    without FOC to pay X."""
    g = table(hand=(RECALL, PREPARED, EAGLE_EYE), path=(ARTILOPE, BEARSLOTH))
    recall, prep = g.iid(RECALL), g.bring(PREPARED, zone="discard")
    fatigue(g, 2)
    assert f"play:{recall}" not in g.options()  # a response moment is no turn's play
    before = dict(g.ranger().energy)
    _fatigue_past_the_artilope(g)
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == recall and "Thoroughly Prepared" in p.title and "1 fatigue" in p.title
    g.pick("yes")
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1  # 2 - 1 soothed, none suffered
    assert g.ranger().energy["FOC"] == before["FOC"] - 1 and g.ranger().energy["SPI"] == before["SPI"]
    assert g.where(prep) == ("discard", "r1") and g.where(recall) == ("discard", "r1")
    g = table(hand=(RECALL, EAGLE_EYE), path=(ARTILOPE, BEARSLOTH))
    g.bring(EAGLE_EYE, zone="discard")  # a moment, but none answering fatigue
    _fatigue_past_the_artilope(g)
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1 and g.where(g.iid(RECALL)) == ("hand", "r1")
    g = table(hand=(RECALL, PREPARED), path=(ARTILOPE, BEARSLOTH))
    g.bring(PREPARED, zone="discard")
    add_energy(g, "FOC", -g.ranger().energy["FOC"])
    _fatigue_past_the_artilope(g)  # X = 1 cannot be paid in FOC
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1


def test_perfect_recall_plays_safeguard_from_the_discard_for_another_rangers_injury_or_harm() -> None:
    """Safeguard (cost 0) in r1's discard: r2 would be injured, Perfect Recall plays it (X = 0) and
    r1 takes the injury. r1's own injury: Safeguard's condition fails, nothing is asked. Harm that
    a strike would put on a being: r1 takes an injury instead."""
    g = table(hand=(RECALL, SAFEGUARD), path=(THICKET,), draw=FAIL)
    g.bring(SAFEGUARD, zone="discard")
    g.choose_test("traverse", g.iid(THICKET))
    g.pick("energy:1", "commit_energy")
    g.pick("done", "commit_cards")  # (Perfect Recall's icon stays in hand)
    g.expect("turn")  # the failed Traverse injured r1: nothing was asked
    assert g.state.ranger("r1").injuries == 1 and g.where(g.iid(RECALL)) == ("hand", "r1")
    g = table(hand=(RECALL, SAFEGUARD), path=(THICKET,), draw=FAIL, rangers=2)
    recall, safeguard = g.iid(RECALL), g.bring(SAFEGUARD, zone="discard")
    g.pick("next:r2", "choose_next")
    g.choose_test("traverse", g.iid(THICKET))
    g.pick("energy:1", "commit_energy")
    p = g.expect("effect_may", "r1")  # r2 would be injured
    assert p.options[0].card == recall and "Safeguard" in p.title
    g.pick("yes")
    assert g.state.ranger("r2").injuries == 0 and g.state.ranger("r1").injuries == 1
    assert g.where(safeguard) == ("discard", "r1") and g.where(recall) == ("discard", "r1")
    g = table(hand=(RECALL, SAFEGUARD, THUMPER), path=(ARTILOPE,))
    thumper, artilope = g.bring(THUMPER, zone="player_area"), g.iid(ARTILOPE)
    recall, safeguard = g.iid(RECALL), g.bring(SAFEGUARD, zone="discard")
    g.perform("t1", artilope, energy=2, source=thumper)  # the strike would harm the Artilope
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == recall and "Safeguard" in p.title and "1 harm on" in p.title
    g.pick("yes")
    assert tokens(g, artilope) == {} and g.state.ranger("r1").injuries == 1
    assert g.where(safeguard) == ("discard", "r1")


def test_reverb_locket_plays_an_attached_thoroughly_prepared_as_fatigue_would_be_suffered() -> None:
    """Thoroughly Prepared attached: no turn's ability; as fatigue would be suffered the Locket is
    asked about; yes: exhausted, 1 echo used, its own SPI paid, the fatigue prevented and soothed,
    the moment still attached. Exhausted, the Locket is not asked again."""
    g = table(hand=(LOCKET, PREPARED), path=(ARTILOPE, BEARSLOTH))
    locket, prep = g.iid(LOCKET), g.iid(PREPARED)
    g.play(locket)
    assert g.state.cards[prep].attached_to == locket
    assert f"ability:{locket}" not in g.options()
    fatigue(g, 1)
    spi = g.ranger().energy["SPI"]
    _fatigue_past_the_artilope(g)
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == locket and "Thoroughly Prepared" in p.title
    g.pick("yes")
    g.expect("commit_energy")
    assert g.ranger().fatigue == [] and g.ranger().energy["SPI"] == spi - 1
    assert g.state.cards[prep].attached_to == locket and tokens(g, locket) == {"echo": 1}
    assert g.state.cards[locket].exhausted
    g.pick("energy:1", "commit_energy")
    g.expect("turn")
    g.choose_test("avoid", g.iid(BEARSLOTH))  # the Locket is exhausted: the fatigue happens
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1


ODD = "TODD"  # crest; +1 AWA, -2 FIT, 0 FOC, -1 SPI


def _throng_table(*hand: str) -> Game:
    """A Shaper's table: the Stave of the Sun (a conduit) found at setup, these cards in hand,
    Throng of Life in the deck; the first challenge card drawn is the odd crest."""
    ids = [*hand, THRONG, STAVE_OF_THE_SUN, HEART]
    g = Game(
        [CATALOG.card(i) for i in dict.fromkeys(ids)]
        + [challenge(ODD, symbol="crest", mods={"AWA": 1, "FIT": -2, "FOC": 0, "SPI": -1})],
        path=[HEART],
        challenge_order=[ODD, *[EVEN] * 10],
        decks=[[*hand, THRONG, STAVE_OF_THE_SUN]],
    )
    g.pick(f"setup:{g.iid(STAVE_OF_THE_SUN)}", "setup_search")  # (the deck is shuffled)
    for i in hand:
        g.bring(i, zone="hand")
    return g


def test_throng_of_life_is_played_from_the_discard_and_from_the_locket_as_a_challenge_card_is_revealed() -> (
    None
):
    """Throng of Life in the discard: no turn's play for Perfect Recall; as the test's challenge card
    is revealed, Perfect Recall plays it (X = 1 in FOC, a glint from the conduit); attached to the
    Locket, the Locket plays it there (exhausted, 1 echo) and it stays attached. Without a conduit
    token, neither is offered."""
    g = _throng_table(RECALL)
    recall, throng, stave = g.iid(RECALL), g.bring(THRONG, zone="discard"), g.iid(STAVE_OF_THE_SUN)
    heart = g.iid(HEART)
    assert f"play:{recall}" not in g.options()
    foc, glints = g.ranger().energy["FOC"], tokens(g, stave)
    g.choose_test("traverse", heart)
    g.pick("energy:2", "commit_energy")
    g.pick("done", "commit_cards")
    assert g.options() == [f"respond:{recall}:{throng}", "pass"]  # the crest card is revealed
    g.pick(f"respond:{recall}:{throng}", "response")
    g.pick("aspect:AWA", "effect_choice")  # +1 instead of the FIT -2: effort 3
    g.pick("symbol:sun", "effect_choice")
    assert g.where(heart)[0] == "path_discard"  # 3 progress and its sun effect
    g.expect("turn")
    assert g.ranger().energy["FOC"] == foc - 1 and tokens(g, stave)["glint"] == glints["glint"] - 1
    assert g.where(throng) == ("discard", "r1") and g.where(recall) == ("discard", "r1")
    g = _throng_table(LOCKET)
    locket, throng, stave = g.iid(LOCKET), g.bring(THRONG, zone="hand"), g.iid(STAVE_OF_THE_SUN)
    g.play(locket)  # the only moment in hand is attached
    assert g.state.cards[throng].attached_to == locket and f"ability:{locket}" not in g.options()
    foc, glints = g.ranger().energy["FOC"], tokens(g, stave)["glint"]
    g.choose_test("traverse", g.iid(HEART))
    g.pick("energy:2", "commit_energy")
    g.pick(f"respond:{locket}:{throng}", "response")
    g.pick("aspect:AWA", "effect_choice")
    g.pick("symbol:sun", "effect_choice")
    g.expect("turn")
    assert g.ranger().energy["FOC"] == foc - 1 and tokens(g, stave)["glint"] == glints - 1
    assert g.state.cards[throng].attached_to == locket and tokens(g, locket) == {"echo": 1}
    g = _throng_table(RECALL)
    g.bring(THRONG, zone="discard")
    stave = g.iid(STAVE_OF_THE_SUN)
    g.session.manual(
        ManualAdjust(action="remove_tokens", card=stave, token="glint", amount=tokens(g, stave)["glint"])
    )
    g.choose_test("traverse", g.iid(HEART))
    g.pick("energy:2", "commit_energy")
    g.pick("done", "commit_cards")
    g.expect("turn")  # no conduit token to pay for the manifestation: nothing offered, the test failed
