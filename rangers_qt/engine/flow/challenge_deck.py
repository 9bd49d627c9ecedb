"""Rulebook: Performing a Test, 3 (draw and reveal a challenge card) and the Reshuffle icon; the
challenge deck as card texts answer it.

* ``reshuffle``: the challenge discard is shuffled back into the deck (the deck ran out, a card
  showing the reshuffle icon went to the discard, the day's setup); then the window
  ``after_challenge_shuffle`` opens (``response:after:challenge_shuffle``).
* ``draw_until``: challenge cards are drawn and discarded until the top one shows a modifier for
  the test's aspect (an answer to a test's challenge draw); that card is left for the draw.
* ``use_modifier``: the revealed card's modifier for another aspect is the one the test uses.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.flow.printed_responses import anyone_answers
from rangers_qt.engine.flow.testflow import effort_constants
from rangers_qt.engine.state import TestState


def reshuffle(eng: Engine, text: str) -> None:
    """Shuffle the challenge discard into the deck, then open the after-shuffle window (only when
    some card answers it: ``open_window`` costs nothing otherwise)."""
    st = eng.state
    ops.shuffle_into(eng, st.challenge_discard, st.challenge_deck)
    eng.rec.area("challenge")
    eng.rec.event("reshuffle", text)
    shuffled(eng)


def shuffled(eng: Engine) -> None:
    """The challenge deck has been shuffled: "after the challenge deck is shuffled" responses."""

    if anyone_answers(eng, "after_challenge_shuffle"):
        eng.push(step("window", name="after_challenge_shuffle"))


def challenge_shuffled(eng: Engine, _args: dict[str, Any]) -> None:
    """The day's setup shuffled the challenge deck after the Setup cards entered play (ruling R54)."""
    shuffled(eng)


#: At most this many challenge cards are drawn looking for a modifier (the deck holds 24).
DRAW_UNTIL_MAX = 60


def draw_until(eng: Engine, test: TestState, modifier: int) -> int:
    """Discard challenge cards from the top until the top one shows ``modifier`` for the test's
    aspect (the deck reshuffled from the discard when it runs out); that card stays on top for the
    test's draw. Returns how many were discarded."""
    st = eng.state
    n = 0
    for _ in range(DRAW_UNTIL_MAX):
        if not st.challenge_deck:
            if not st.challenge_discard:
                break
            reshuffle(eng, "The challenge discard is shuffled into the challenge deck")
        top = st.challenge_deck[0]
        f = eng.facts(top)
        if f.mods.get(test.aspect, 0) == modifier:
            break
        ops.place(eng, top, "challenge_discard")
        test.discarded_challenge.append(top)
        eng.rec.event(
            "challenge_discard",
            f"Challenge card discarded: {f.mods.get(test.aspect, 0):+d} {test.aspect}",
            [top],
        )
        n += 1
    eng.rec.area("challenge")
    return n


def use_modifier(eng: Engine, test: TestState, aspect: str) -> None:
    """The test uses the revealed card's modifier for ``aspect`` (Performing a Test, 3)."""
    if test.challenge_card is None:
        return

    test.modifier = eng.facts(test.challenge_card).mods.get(aspect, 0)
    test.resulting_effort = max(0, test.effort + test.modifier + effort_constants(eng))
    eng.rec.event(
        "challenge_modifier",
        f"The test uses the {aspect} modifier {test.modifier:+d}; resulting effort {test.resulting_effort}",
        [test.challenge_card],
        test.ranger,
    )
