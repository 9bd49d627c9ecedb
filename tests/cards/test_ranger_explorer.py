"""Explorer specialty cards (cards/ranger/explorer.json) through the prompt protocol."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .ranger_kit import FAIL, exhaust, in_play, ranger_table, tokens

GOGGLES, SECRETS, STAVE = "01040", "01041", "01043"
ARTILOPE, THICKET, DOLEWOOD, HEART = "01364", "01338", "01276", "01388"


def _energy(g: Game, aspect: str, n: int) -> None:
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect=aspect, amount=n))


def test_orlin_hiking_stave_uses_a_stride_to_put_progress_on_a_trail() -> None:
    g = ranger_table(deck=[STAVE], path=[HEART])
    stave, heart = in_play(g, STAVE), g.iid(HEART)
    g.pick(f"ability:{stave}", "turn")
    assert tokens(g, heart) == {"progress": 1}
    assert tokens(g, stave) == {"stride": 2}
    assert g.state.cards[stave].exhausted
    g.expect("turn")
    assert f"ability:{stave}" not in g.options()


def test_orlin_hiking_stave_is_not_offered_without_strides() -> None:
    g = ranger_table(deck=[STAVE], path=[HEART])
    stave = in_play(g, STAVE)
    g.session.manual(ManualAdjust(action="remove_tokens", card=stave, token="stride", amount=3))
    g.expect("turn")
    assert f"ability:{stave}" not in g.options()


def test_orlin_hiking_stave_strike_harms_one_per_two_effort() -> None:
    for energy, harm in ((2, 1), (3, 1), (4, 2)):  # effort 2 (the difficulty), 3, 4
        g = ranger_table(deck=[STAVE], path=[ARTILOPE])
        stave, artilope = in_play(g, STAVE), g.iid(ARTILOPE)
        _energy(g, "FIT", 6)
        g.perform("t1", artilope, energy=energy, source=stave)
        assert tokens(g, artilope) == {"harm": harm}, energy


def test_orlin_hiking_stave_failed_strike_injures_you() -> None:
    g = ranger_table(deck=[STAVE], path=[ARTILOPE], draw=FAIL)
    stave, artilope = in_play(g, STAVE), g.iid(ARTILOPE)
    g.perform("t1", artilope, energy=2, source=stave)
    assert tokens(g, artilope) == {}
    assert g.state.ranger("r1").injuries == 1


def test_hydrolens_goggles_scout_by_effort_then_draw_a_path_card() -> None:
    g = ranger_table(deck=[GOGGLES], path=[HEART, ARTILOPE, THICKET, DOLEWOOD])
    goggles = in_play(g, GOGGLES)
    before = len(g.state.path_deck)
    g.perform("t1", None, energy=2, source=goggles)
    for _ in range(2):  # scouting two cards: keep each on top
        g.expect("scout")
        g.pick(g.options()[0])
    assert len(g.state.path_deck) == before - 1  # then one is drawn
    assert tokens(g, goggles) == {"drop": 2}


def test_share_in_the_valleys_secrets_exhausts_obstacles_and_fatigues_per_one() -> None:
    g = ranger_table(deck=[SECRETS], path=[THICKET, DOLEWOOD, ARTILOPE])
    thicket, dolewood = g.iid(THICKET), g.bring(DOLEWOOD)
    exhaust(g, dolewood)  # already exhausted: not counted
    _energy(g, "FIT", 3)
    _energy(g, "AWA", 3)
    g.play(g.iid(SECRETS))
    assert g.state.cards[thicket].exhausted
    assert len(g.state.ranger("r1").fatigue) == 1


PATHFINDER = "01038"


def test_peerless_pathfinder_moves_your_token_to_a_chosen_feature_which_fatigues_you() -> None:
    g = ranger_table(role=PATHFINDER, path=[THICKET, HEART])
    thicket, heart = g.iid(THICKET), g.bring(HEART)
    role = g.state.ranger("r1").role
    g.pick(f"ability:{role}", "turn")
    g.pick(f"card:{thicket}", "effect_choice")
    assert g.state.ranger("r1").ranger_token_on == thicket
    assert len(g.state.ranger("r1").fatigue) == 1  # the Thicket's presence
    assert g.state.cards[role].exhausted
    del heart


def test_peerless_pathfinder_on_a_presence_zero_feature_fatigues_nothing() -> None:
    g = ranger_table(role=PATHFINDER, path=[HEART])
    heart = g.iid(HEART)
    g.pick(f"ability:{g.state.ranger('r1').role}", "turn")  # the only feature: no question
    assert g.state.ranger("r1").ranger_token_on == heart
    assert len(g.state.ranger("r1").fatigue) == 0


def test_peerless_pathfinder_is_not_offered_without_a_feature() -> None:
    g = ranger_table(role=PATHFINDER, path=[ARTILOPE])
    g.expect("turn")
    assert f"ability:{g.state.ranger('r1').role}" not in g.options()
