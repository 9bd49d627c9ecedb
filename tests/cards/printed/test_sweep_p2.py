"""Issue #27, the sweep of the unread cards, group P2 (docs/card-audit.md): probes of printed
clauses no earlier test played, each naming the card and the clause, the printed outcome beside
the case where it must not happen."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import exhausted, table

LARKS = "01352"  # Agitated Meadowlarks
ATROX = "01294"  # Pouncing Atrox: a being (Ambush) whose arrow is within reach
MOSS = "01367"  # Hanging Cherry Moss: a feature whose arrow is within reach


def _larks_with_your_token(coming: str) -> tuple[object, str]:
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
