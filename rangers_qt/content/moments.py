"""The one table of the game's moments a card's text can hang off, and every name each has.

Why one table: a moment is named by the printed inventory (``response:when:cleared``: the event
``cleared``), by the behaviour's triggers (``card_cleared``), by the engine's windows
(``after_clear``), by the listeners that hear printed responses (``tokens_used`` for ``use_token``)
and by the replacements (``fatigue``). Each of those vocabularies is derived from this table (the
engine's ``WINDOW_EVENTS``, ``RESPONSE_EVENTS`` and ``EVENT_KEYS``; the behaviour's ``EVENTS``), so
a moment is added, or renamed, in one row; tests/content/test_moments.py checks every trigger,
window and printed event against it. The names themselves are stored (card files, saves, the
log), so they stay as they are; a row says which names are one moment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Moment:
    """One moment. ``name`` is the printed inventory's event for it (``cleared``), or for a moment
    no card prints, the behaviour trigger's own name."""

    name: str
    #: Does the printed inventory name it (``response:<timing>:<name>``, models.PrintedEvent)?
    printed: bool = True
    #: (timing, engine window) pairs: where its printed responses are offered
    #: (engine/flow/printed_responses.py).
    windows: tuple[tuple[str, str], ...] = ()
    #: The game event behaviour abilities name as their trigger (``on: card_cleared``).
    trigger: str | None = None
    #: The game event whose listeners run its printed responses (engine/effects/listeners.py).
    heard_as: str | None = None
    #: The event a "would" replacement changes before it happens (engine/effects/replacements.py).
    would: str | None = None


#: Every moment, in the order the derived vocabularies list them.
MOMENTS: tuple[Moment, ...] = (
    Moment("test", windows=(("when", "before_test"), ("before", "before_test"))),
    Moment("interact", windows=(("when", "before_test"),)),
    Moment("commit", windows=(("when", "before_test"),)),
    Moment("test_succeeded", windows=(("after", "after_test"),)),
    Moment("test_failed", windows=(("after", "after_test"),)),
    Moment("test_ended", windows=(("after", "after_test"),)),
    Moment("rest", windows=(("when", "when_rest"),)),
    Moment("play_moment", windows=(("after", "after_play"),)),
    Moment("enters_play", trigger="card_enters_play", heard_as="card_enters_play"),
    Moment("leaves_play", printed=False, trigger="card_leaves_play"),
    # Clearing has two moments, one per timing word (ruling R91, Rulebook: Timing and Clearing
    # Cards): "when" a card clears is the trigger ``card_cleared``, raised before its clear text
    # while it is in play (a printed "when" response is written on it, ``covers`` naming the
    # printed key); "after" it clears is the window ``after_clear``, once its text resolved and it
    # was discarded. A "when" response written on its own key is offered in that window too.
    Moment("cleared", windows=(("after", "after_clear"), ("when", "after_clear")), trigger="card_cleared"),
    Moment("tokens_added", trigger="tokens_added", heard_as="tokens_added"),
    Moment("ranger_drew", printed=False, trigger="ranger_drew"),
    Moment("travel", windows=(("when", "when_travel"), ("before", "when_travel"), ("after", "after_travel"))),
    Moment("scout", windows=(("when", "when_scout"), ("before", "when_scout"))),
    Moment(
        "challenge_reveal",
        windows=(("when", "challenge_revealed"), ("after", "challenge_revealed")),
        trigger="challenge_revealed",
    ),
    Moment("unattached", trigger="card_unattached"),
    Moment("exhausted", trigger="card_exhausted", heard_as="card_exhausted"),
    # The challenge deck is shuffled (engine/flow/challenge_deck.py).
    Moment("challenge_shuffle", windows=(("after", "after_challenge_shuffle"),)),
    # A card's tokens are used (a printed "use N" cost, the verb use_tokens): ops.use_tokens.
    Moment("use_token", heard_as="tokens_used"),
    # A card is about to be within a Ranger's reach (entering play or moving there): ``reach_watch``.
    Moment("enters_reach", heard_as="card_enters_reach"),
    # A Ranger token leaves a card by an effect (``$card``: the card it left, ``$ranger``).
    Moment("ranger_token_moved", heard_as="ranger_token_moved"),
    # "A being fatigues you" is a fatigue.
    Moment("fatigue", would="fatigue"),
    Moment("card_fatigues", would="fatigue"),
    Moment("injury", would="injury"),
    Moment("harm", would="harm"),
    Moment("ready", would="ready"),
    Moment("path_draw", would="path_draw"),
    Moment("challenge_draw", would="challenge_draw"),
    # "After a challenge effect on this card / the attached card resolves" (``$card``, ``$symbol``);
    # "would" it resolve: a replacement.
    Moment("challenge_effect", heard_as="challenge_effect_resolved", would="challenge_effect"),
    Moment("no_tokens"),
    Moment("drawn"),
    Moment("discarded"),
)


def _grouped(pairs: list[tuple[str, T]]) -> dict[str, tuple[T, ...]]:
    """key -> its values in order of first appearance."""
    out: dict[str, tuple[T, ...]] = {}
    for key, value in pairs:
        out[key] = (*out.get(key, ()), value)
    return out


#: The behaviour's game-event triggers (``on: card_cleared``), in table order.
TRIGGER_EVENTS: tuple[str, ...] = tuple(m.trigger for m in MOMENTS if m.trigger is not None)

#: Engine window -> the (timing, printed event) pairs it offers.
WINDOW_PAIRS: dict[str, frozenset[tuple[str, str]]] = {
    window: frozenset(pairs)
    for window, pairs in _grouped([(w, (t, m.name)) for m in MOMENTS for t, w in m.windows]).items()
}

#: Game event -> the printed events of the responses its listeners run.
HEARD_EVENTS: dict[str, tuple[str, ...]] = _grouped(
    [(m.heard_as, m.name) for m in MOMENTS if m.heard_as is not None]
)

#: "Would" event -> the printed events of the responses and abilities that replace it.
WOULD_EVENTS: dict[str, tuple[str, ...]] = _grouped(
    [(m.would, m.name) for m in MOMENTS if m.would is not None]
)

#: The printed inventory's events (models.PrintedEvent lists the same names for validation).
PRINTED_EVENTS: tuple[str, ...] = tuple(m.name for m in MOMENTS if m.printed)
