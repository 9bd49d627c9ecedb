"""The timing around one card's challenge effect (Rulebook: Performing a Test, 5. Resolve
Challenge Effects; Additional Concepts, Timing).

* **Would resolve**: before a card's challenge effect resolves, the "would" event
  ``challenge_effect`` is raised (engine/effects/replacements.py): an ability keyed
  ``ability:would:challenge_effect`` / ``response:would:challenge_effect`` answers it with
  ``$card`` (the card whose effect it is), ``$symbol`` and ``$ranger`` (the Ranger resolving it:
  the tester) bound; ``prevent`` cancels the effect ("cancel that effect"). Nobody able to answer:
  the effect resolves at once, at the cost of one dict lookup.
* **After it resolves**: once the effect and the clears it caused are done, the window
  ``after_challenge_effect`` opens (printed ``response:after:challenge_effect``; details ``$card``,
  ``$symbol``; the Ranger is the tester), but only when some card of the game prints a response
  for it. A cancelled effect did not resolve: no window.

Both the test's step 5 (``challenge_resolve``) and the verb ``resolve_challenge`` (an effect
resolved outside a test) go through here.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.prompts import Step

#: The window opened after a challenge effect resolved (engine/flow/printed_responses.py).
AFTER = "after_challenge_effect"


def resolve(eng: Engine, iid: str, symbol: str, ranger: str, text: list[Step]) -> None:
    """Queue the challenge effect ``text`` (the steps that resolve it) behind the would event,
    followed by the after window. Call after queueing what must follow the effect (its clears)."""
    from rangers_qt.engine.effects.replacements import would

    after = _after(eng, iid, symbol, ranger)
    if would(eng, "challenge_effect", ranger=ranger, card=iid, symbol=symbol, then=[*text, *after]):
        return
    eng.push(*text, *after)


def _after(eng: Engine, iid: str, symbol: str, ranger: str) -> list[Step]:
    from rangers_qt.engine.flow.printed_responses import window_candidates

    if not window_candidates(eng, AFTER):
        return []
    return [step("check_clears"), step("window", name=AFTER, card=iid, symbol=symbol, ranger=ranger)]


def challenge_text(eng: Engine, args: dict[str, Any]) -> None:
    """A test's challenge effect text, once nothing cancelled it (its card's own response first)."""
    from rangers_qt.engine.flow.challenge import own_effect_text

    iid = str(args["card"])
    if iid in eng.state.cards:
        own_effect_text(eng, iid, str(args["symbol"]), str(args["ranger"]))
