"""Traveler background cards (cards/ranger/traveler.json) through the prompt protocol: moments
played from hand, gear abilities paid with exhaust and tokens, tests printed on gear."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.rules.preview import commit_refusal, play_refusal

from .background_kit import BOG, CATALOG, DOE, HEART, fatigue, table, tokens
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
