"""A challenge effect resolved by a card's effect outside a test (the verb ``resolve_challenge``)
goes through the same "would" event as a test's step 5 (Rulebook: Performing a Test, 5. Resolve
Challenge Effects; Additional Concepts, Timing).

Before it resolves, the "would" event ``challenge_effect`` is raised (engine/effects/replacements.py):
an ability keyed ``ability:would:challenge_effect`` / ``response:would:challenge_effect`` answers it
with ``$card`` (the card whose effect it is), ``$symbol`` and ``$ranger`` (the Ranger resolving it)
bound; ``prevent`` cancels the effect. The effect's steps are the event's ``then``. Nobody able to
answer: the effect resolves at once, at the cost of one lookup. A test's own step 5
(``flow/challenge.challenge_resolve``) raises the same event with no ``then`` and resolves again
with ``replaced``.
"""

from __future__ import annotations

from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects.replacements import would
from rangers_qt.engine.prompts import Step


def resolve(eng: Engine, iid: str, symbol: str, ranger: str, text: list[Step]) -> None:
    """Queue the challenge effect ``text`` (the steps that resolve it) behind the would event."""
    if would(eng, "challenge_effect", ranger=ranger, card=iid, symbol=symbol, then=list(text)):
        return
    eng.push(*text)
