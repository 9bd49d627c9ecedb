"""Issue #27, the sweep of the unread cards, group P2 (docs/card-audit.md): probes of printed
clauses no earlier test played, each naming the card and the clause, the printed outcome beside
the case where it must not happen."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CREST, exhausted, remember, table

LARKS = "01352"  # Agitated Meadowlarks
ATROX = "01294"  # Pouncing Atrox: a being (Ambush) whose arrow is within reach
MOSS = "01367"  # Hanging Cherry Moss: a feature whose arrow is within reach
NAIAD = "01376"  # Carnivorous Naiad
STEAM = "01315"  # a Water feature along the way
SEEKER = "01414"  # Reclaimer Seeker


def _larks_with_your_token(coming: str) -> tuple[Game, str]:
    """The larks within r1's reach with r1's token on them; resting draws ``coming`` next round."""
    g = table(coming, first=LARKS)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.iid(LARKS)))
    g.rest()
    return g, g.iid(coming)


def test_01352_agitated_meadowlarks_response_answers_a_being_coming_within_reach() -> None:
    """01352 Agitated Meadowlarks, its response (before a being enters play within your reach:
    your token back to your role to exhaust that being): a being drawn within reach is asked about,
    and exhausted."""
    g, atrox = _larks_with_your_token(ATROX)
    assert g.prompt.kind == "effect_may"
    g.pick("yes", "effect_may")
    assert exhausted(g, atrox) and g.ranger().ranger_token_on is None


def test_01352_agitated_meadowlarks_response_does_not_answer_a_feature() -> None:
    """01352 Agitated Meadowlarks, its response, negative case: a feature drawn within your reach is
    no being, so nothing is asked and your token stays on the larks."""
    g, moss = _larks_with_your_token(MOSS)
    g.expect("turn")
    assert g.where(moss) == ("within_reach", "r1") and not exhausted(g, moss)
    assert g.ranger().ranger_token_on == g.iid(LARKS)


def _naiad_crest_with_token_of(ranger: str) -> Game:
    """Two Rangers, the Naiad and a Water feature along the way, ``ranger``'s token on the feature;
    r1 performs a test and draws a crest."""
    g = table(STEAM, first=NAIAD, draw=CREST, rangers=2)
    g.session.manual(ManualAdjust(action="ranger_token", ranger=ranger, card=g.bring(STEAM, "along_the_way")))
    g.next_ranger("r1")
    remember(g)
    return g


def test_01376_carnivorous_naiad_crest_injures_you_when_your_token_is_on_a_water_feature() -> None:
    """01376 Carnivorous Naiad, its crest (if your token is on a Water feature: 1 injury): r1's
    token there, r1 tests: r1 is injured."""
    g = _naiad_crest_with_token_of("r1")
    assert g.ranger("r1").injuries == 1


def test_01376_carnivorous_naiad_crest_spares_you_when_another_rangers_token_is_there() -> None:
    """01376 Carnivorous Naiad, its crest, negative case ("your" token, not a Ranger's): r2's token
    on the Water feature while r1 tests: nobody is injured."""
    g = _naiad_crest_with_token_of("r2")
    assert g.ranger("r1").injuries == 0 and g.ranger("r2").injuries == 0


def _seeker_crest(fatigue_r1: int, fatigue_r2: int) -> Game:
    """Two Rangers, a Reclaimer Seeker within r1's reach, the Rangers' fatigue set; r1 performs a
    test and draws a crest."""
    g = table(first=SEEKER, draw=CREST, rangers=2)
    g.next_ranger("r1")
    for ranger, want in (("r1", fatigue_r1), ("r2", fatigue_r2)):
        have = len(g.ranger(ranger).fatigue)
        if have:
            g.session.manual(ManualAdjust(action="soothe", ranger=ranger, amount=have))
        if want:
            g.session.manual(ManualAdjust(action="fatigue", ranger=ranger, amount=want))
    remember(g)
    return g


def test_01414_reclaimer_seeker_crest_strikes_you_at_two_fatigue() -> None:
    """01414 Reclaimer Seeker, its crest (if you have 2 fatigue or more: it exhausts, 1 injury):
    r1 at 2 fatigue tests: r1 is injured and the Seeker exhausted."""
    g = _seeker_crest(2, 0)
    assert g.ranger("r1").injuries == 1 and exhausted(g, g.iid(SEEKER))


def test_01414_reclaimer_seeker_crest_counts_your_fatigue_not_another_rangers() -> None:
    """01414 Reclaimer Seeker, its crest, negative case ("you", not a Ranger): r2 has 3 fatigue, r1
    none; r1 tests: nobody is injured, the Seeker stays ready."""
    g = _seeker_crest(0, 3)
    assert g.ranger("r1").injuries == 0 and g.ranger("r2").injuries == 0
    assert not exhausted(g, g.iid(SEEKER))
