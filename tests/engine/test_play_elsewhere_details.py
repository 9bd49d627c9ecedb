"""A moment played from elsewhere in a window whose details name a card of their own (the challenge
card a test revealed: ``card``) gets those details as bindings (found by the card soak: the details
went in as arguments and clashed with the carrier's own card)."""

from __future__ import annotations

from rangers_qt.engine.flow.play_elsewhere import _text as text_step


def test_window_details_naming_a_card_are_bindings_not_the_carrier() -> None:
    s = text_step("response:when:challenge_reveal", "c44", "r2", {"card": "c99", "symbol": "sun"})
    assert s.args["card"] == "c44" and s.args["ranger"] == "r2"
    assert s.args["bindings"] == {"card": "c99", "symbol": "sun"}
    assert s.op == "card_text"
