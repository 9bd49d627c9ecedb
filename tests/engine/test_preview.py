"""Previews before choosing (engine/preview.py): what a test would cost and give, what each
commitment would make of it, why a card cannot be played. Each preview is checked against what the
engine then does (Rulebook: Performing a Test, steps 1-4; Play a Card)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from rangers_qt.app.demo import new_session
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.preview import commit_preview, play_refusal, test_begin_args, test_preview
from rangers_qt.engine.rules.odds import success_chance

from .helpers import C0, CM, CP, Game, being, filler, gear, location

FIT3 = {"AWA": 2, "FIT": 3, "FOC": 2, "SPI": 2}


def _preview(g: Game, name: str, target: str | None = None) -> Any:
    preview = test_preview(g.state, g.catalog, g.find_test(name, target))
    assert preview is not None
    return preview


def test_traverse_preview_price_and_difficulty_are_what_the_test_then_does() -> None:
    """Step 1: TW within reach (2) and TA along the way (3) fatigue 5; step 4: X = presence 2."""
    g = Game(
        [location(presence=2), being("TW", presence=2), being("TA", presence=3, area="along_the_way")],
        path=["TW", "TA"],
        challenge_order=[C0] * 4,
    )
    g.bring("TA", "along_the_way")
    loc = g.state.surroundings[0]
    preview = _preview(g, "traverse", loc)
    assert preview.key == "common:traverse" and preview.aspect == "FIT"
    assert dict(preview.fatigue) == {g.iid("TW"): 2, g.iid("TA"): 3} and preview.fatigue_total == 5
    assert preview.difficulty == 2
    g.perform("traverse", loc, energy=2)
    assert len(g.ranger().fatigue) == preview.fatigue_total
    assert g.events("test_result")[0].text.endswith("vs difficulty 2: success")


@pytest.mark.parametrize(("energy", "chance"), [(1, Fraction(0)), (2, Fraction(1)), (3, Fraction(1))])
def test_odds_at_each_energy_one_below_at_and_above_the_difficulty(energy: int, chance: Fraction) -> None:
    """Difficulty 2 over an all-0 challenge deck: 1 energy fails, 2 and 3 succeed."""
    g = Game([location(presence=2)], challenge_order=[C0] * 4, aspects=FIT3)
    preview = _preview(g, "traverse", g.state.surroundings[0])
    assert preview.energy == 3
    assert dict(preview.odds)[energy] == chance


def test_odds_are_exact_over_the_challenge_cards_left() -> None:
    """Modifiers +1, -1, 0, 0 against difficulty 2 with 1 energy: only +1 succeeds (1/4)."""
    g = Game([location(presence=2)], challenge_order=[CP, CM, C0, C0])
    preview = _preview(g, "traverse", g.state.surroundings[0])
    assert dict(preview.odds)[1] == Fraction(1, 4)
    assert dict(preview.odds)[2] == Fraction(3, 4)


def test_other_rangers_tokens_count_in_the_odds() -> None:
    """Ranger Tokens: r2's token on the location is one more effort (r1's own is not)."""
    g = Game([location(presence=3)], rangers=2, challenge_order=[C0] * 4)
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=loc))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=loc))
    g.next_ranger("r1")
    preview = _preview(g, "traverse", loc)
    assert preview.other_effort == 1
    assert dict(preview.odds) == {1: Fraction(0), 2: Fraction(1)}


def test_a_non_test_option_has_no_test_preview() -> None:
    g = Game()
    assert test_preview(g.state, g.catalog, g.find("rest")) is None
    assert test_begin_args(g.find("rest")) is None


def test_commit_preview_gives_the_chance_each_commitment_would_give() -> None:
    """Difficulty 3, all-0 deck: 2 energy leaves 1 short; a card with 1 icon makes it."""
    cards = [filler("TI1", exploration=1), location(presence=3)]
    g = Game(cards, decks=[["TI1"]], challenge_order=[C0] * 4)
    loc = g.state.surroundings[0]
    assert commit_preview(g.state, g.catalog) is None  # no test yet
    g.choose_test("traverse", loc)
    before = commit_preview(g.state, g.catalog)
    assert before is not None and before.difficulty == 3 and before.committed == 0
    assert before.chance_with == {"energy:1": Fraction(0), "energy:2": Fraction(0)}
    g.commit_energy(2)
    now = commit_preview(g.state, g.catalog)
    assert now is not None and now.effort == 2 and now.chance_now == Fraction(0)
    card = g.iid("TI1")
    assert now.chance_with == {f"commit:{card}": Fraction(1), "done": Fraction(0)}
    g.commit_card(card)
    assert g.state.cards[loc].tokens == {"progress": 3}  # the preview's 100% came true


@pytest.mark.parametrize(("energy", "refused"), [(1, True), (2, False), (3, False)])
def test_play_refusal_names_the_cost_one_below_at_and_above(energy: int, refused: bool) -> None:
    """Play a Card: the cost (2 FIT) is paid in the card's aspect."""
    g = Game([gear("TG", cost=2, aspect="FIT")], decks=[["TG"]], aspects=FIT3)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=energy - 3))
    card = g.iid("TG")
    why = play_refusal(g.state, g.catalog, "r1", card)
    if refused:
        assert why == f"Not enough FIT energy: Gear TG costs 2, you have {energy} ({2 - energy} short)"
        assert not any(o.kind == "play_card" for o in g.prompt.options)
    else:
        assert why is None
        g.play(card)


def test_attributes_are_never_played() -> None:
    g = Game(decks=[["TFILL"]])
    why = play_refusal(g.state, g.catalog, "r1", g.ranger().hand[0])
    assert why == "Filler TFILL is not played from the hand"


def test_play_refusal_agrees_with_the_turn_options_over_real_days() -> None:
    """Over seeded days with the real cards: a hand card is playable exactly when no refusal is given
    (or the turn offers no play for another reason the refusal does not claim to cover)."""
    catalog = load_catalog()
    checked = 0
    for seed in (1, 2):
        session = new_session(catalog, seed=seed)
        bot = RandomBot(seed, manual_rate=0)
        for _ in range(120):
            prompt = session.prompt
            if prompt is None:
                break
            if prompt.kind == "turn" and prompt.ranger:
                offered = {o.card for o in prompt.options if o.kind == "play_card"}
                for iid in session.state.ranger(prompt.ranger).hand:
                    why = play_refusal(session.state, catalog, prompt.ranger, iid)
                    assert (iid in offered) == (why is None), (iid, why)
                    checked += 1
            session.answer(bot.choose(prompt))
    assert checked > 50


def test_success_chance_matches_the_preview_rows() -> None:
    g = Game([location(presence=2)], challenge_order=[CP, CM, C0, C0])
    preview = _preview(g, "traverse", g.state.surroundings[0])
    for n, p in preview.odds:
        assert p == success_chance(g.state, g.catalog, "r1", "FIT", n, 2)
