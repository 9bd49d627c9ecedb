"""Artificer specialty cards (cards/ranger/artificer.json) through the prompt protocol."""

from __future__ import annotations

from .ranger_kit import energy, exhaust, in_play, ranger_table, role_of, tokens

ENGINEER, TINKERER, FERINODEX, DAYHOWLER = "01051", "01052", "01053", "01055"


def test_masterful_engineer_exhausts_itself_to_ready_a_tech() -> None:
    g = ranger_table(role=ENGINEER, deck=[FERINODEX])
    dex = in_play(g, FERINODEX)
    exhaust(g, dex)
    role = role_of(g)
    g.pick(f"ability:{role}", "turn")
    assert not g.state.cards[dex].exhausted
    assert g.state.cards[role].exhausted
    g.expect("turn")  # the turn goes on
    assert f"ability:{role}" not in g.options()  # exhausted: not offered again


def test_exceptional_tinkerer_spends_an_energy_to_put_a_token_on_a_tech() -> None:
    g = ranger_table(role=TINKERER, deck=[DAYHOWLER])
    howler = in_play(g, DAYHOWLER)
    before = energy(g)
    role = role_of(g)
    g.pick(f"ability:{role}", "turn")
    g.pick("energy:FIT", "effect_choice")  # which aspect pays
    assert tokens(g, howler) == {"charge": 2}  # it starts with 1
    assert energy(g)["FIT"] == before["FIT"] - 1
    assert g.state.cards[role].exhausted
    g.expect("turn")
