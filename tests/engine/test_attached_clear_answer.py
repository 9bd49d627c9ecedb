"""An attachment answers its host's clear (engine/flow/printed_responses.py ``left_with_host``;
condition ``host_cleared``): "after the attached feature is cleared" - the attachment leaves play
with its host, and still answers the after-cleared window from where it went; a copy attached to
another card, or the same card with another card clearing, does not answer."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .helpers import Game, feature


def _pa(hook: str, **kw: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **kw)


#: After the card it was on clears, the owner draws 1 card (optional: offered in the window).
WATCHER = m.RangerAttachmentCard(
    id="TWATCH",
    name="Watcher",
    set_id="t",
    cost=m.Amount.fixed(0),
    aspect="FIT",
    printed=(_pa("attach", to=("feature",)), _pa("response", window="after", event="cleared")),
    behaviour={  # type: ignore[arg-type]
        "abilities": [
            {
                "on": "response:after:cleared",
                "optional": True,
                "if": {"host_cleared": True},
                "effects": [{"do": "draw"}],
            }
        ]
    },
)


def _table() -> tuple[Game, str, str, str]:
    g = Game(
        [WATCHER, feature("TF", progress=3), feature("TG", progress=3)],
        path=["TF", "TG"],
        decks=[["TWATCH", "TFILL", "TFILL", "TFILL", "TFILL", "TFILL", "TFILL"]],
    )
    f, other, w = g.bring("TF"), g.bring("TG"), g.iid("TWATCH")
    g.pick(f"play:{w}", "turn")
    g.pick(f"host:{f}", "choose_host")
    assert g.state.cards[w].attached_to == f
    return g, f, other, w


def test_an_attachment_answers_its_host_clearing_after_both_left_play() -> None:
    g, f, _other, w = _table()
    hand = len(g.ranger().hand)
    g.session.manual(ManualAdjust(action="add_tokens", card=f, token="progress", amount=3))
    assert w in g.ranger().discard  # gone with its host
    g.pick(f"respond:{w}", "response")
    assert len(g.ranger().hand) == hand + 1


def test_an_attachment_does_not_answer_another_card_clearing() -> None:
    g, _f, other, w = _table()
    g.session.manual(ManualAdjust(action="add_tokens", card=other, token="progress", amount=3))
    assert g.prompt.kind == "turn" and g.state.cards[w].attached_to is not None
