"""Shaper specialty cards (cards/ranger/shaper.json) through the prompt protocol. A manifestation is
paid for with a token from a conduit (Stave of the Sun, a Setup card put into play at the start)."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .ranger_kit import FAIL, add, ranger_table, tokens

SKY_WHIP, STAVE_OF_THE_SUN, CYCLES = "01082", "01083", "01091"
ARTILOPE, BEARSLOTH, HEART = "01364", "01265", "01388"


def _with_conduit(card: str, path: list[str], draw: str | None = None) -> Game:
    g = ranger_table(deck=[card, STAVE_OF_THE_SUN], path=path, **({"draw": draw} if draw else {}))
    g.pick(f"setup:{g.iid(STAVE_OF_THE_SUN)}", "setup_search")
    g.bring(card, zone="hand")  # the setup search shuffled the deck
    return g


def test_sky_whip_strike_harms_by_effort_and_exhausts_the_being() -> None:
    g = _with_conduit(SKY_WHIP, [ARTILOPE])
    artilope, stave = g.iid(ARTILOPE), g.iid(STAVE_OF_THE_SUN)
    g.pick(f"play:{g.iid(SKY_WHIP)}:{stave}", "turn")
    g.pick("energy:2", "commit_energy")
    if g.prompt.kind == "commit_cards":
        g.done()
    assert tokens(g, artilope) == {"harm": 2}
    assert g.state.cards[artilope].exhausted
    assert tokens(g, stave) == {}  # its glint paid for the manifestation


def test_sky_whip_failed_strike_does_nothing_to_the_being() -> None:
    g = _with_conduit(SKY_WHIP, [ARTILOPE], draw=FAIL)
    artilope, stave = g.iid(ARTILOPE), g.iid(STAVE_OF_THE_SUN)
    g.pick(f"play:{g.iid(SKY_WHIP)}:{stave}", "turn")
    g.pick("energy:1", "commit_energy")
    if g.prompt.kind == "commit_cards":
        g.done()
    assert tokens(g, artilope) == {} and not g.state.cards[artilope].exhausted


def test_seen_through_cycles_shuffles_a_being_away_and_searches_for_another() -> None:
    g = _with_conduit(CYCLES, [ARTILOPE, HEART, BEARSLOTH])
    artilope, stave = g.iid(ARTILOPE), g.iid(STAVE_OF_THE_SUN)
    add(g, artilope, "harm", 2)
    deck = len(g.state.path_deck)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=2))
    g.pick(f"play:{g.iid(CYCLES)}:{stave}", "turn")
    g.expect("turn")
    reach = g.state.ranger("r1").within_reach
    beings = [c for c in reach if g.state.cards[c].def_id in (ARTILOPE, BEARSLOTH)]
    assert len(beings) == 1  # the one searched for (here the same Artilope, shuffled in first)
    assert tokens(g, beings[0]) == {}  # it left play: its harm is gone
    assert len(g.state.path_deck) == deck  # one in, one out


ADHERENT, PRODIGY = "01079", "01080"


def test_adherent_of_the_first_ideal_scouts_one_challenge_card() -> None:
    g = ranger_table(role=ADHERENT)
    role = g.state.ranger("r1").role
    top = g.state.challenge_deck[0]
    g.pick(f"ability:{role}", "turn")
    g.pick(f"bottom:{top}", "scout")
    assert g.state.challenge_deck[-1] == top
    assert g.state.cards[role].exhausted
    g.expect("turn")


def test_prodigy_of_the_floating_tower_takes_a_manifestation_back_from_the_discard() -> None:
    g = ranger_table(role=PRODIGY, deck=[SKY_WHIP, CYCLES])
    whip = g.iid(SKY_WHIP)
    role = g.state.ranger("r1").role
    g.bring(SKY_WHIP, zone="discard")
    g.bring(CYCLES, zone="discard")
    g.pick(f"ability:{role}", "turn")
    g.pick(f"card:{whip}", "effect_choice")
    assert whip in g.state.ranger("r1").hand and g.iid(CYCLES) in g.state.ranger("r1").discard
    assert g.state.cards[role].exhausted


def test_prodigy_of_the_floating_tower_is_not_offered_without_a_manifestation_in_the_discard() -> None:
    g = ranger_table(role=PRODIGY, deck=[SKY_WHIP])
    g.expect("turn")
    assert f"ability:{g.state.ranger('r1').role}" not in g.options()
