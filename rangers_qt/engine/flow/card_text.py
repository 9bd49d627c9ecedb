"""The one place where a card's own printed text runs: ``card_text``.

Why one step for every hook: the engine reaches each moment where a card's text applies (a test's
success or failure, entering play, a clear before the discard, a challenge symbol, a moment being
played, a response in its window...). At that moment it queues ``card_text`` with the hook's key
from the card's printed-abilities inventory (``test:t1:failure``, ``enters_play``,
``clear:progress+harm``, ``challenge:crest``, ``play``, ``response:after:test_succeeded``...).
The step asks the behaviour interpreter (``EffectRegistry.text``) to run the card's behaviour for
that hook; when the card has none yet, the engine pauses with a ``manual_effect`` prompt that names
the card and the trigger, and the players apply the text with manual adjustments. So a card that
is not ``full`` still stops at each of its texts at the right moment, and the interpreter plugs in
here and nowhere else (docs/engine-api.md, "Card texts").

A hook the card does not print is skipped without a pause (a test with no failure text does not
stop on a failure): the inventory says which hooks exist. Cards without any inventory (test
fixtures, data under construction) are treated as printing a success text for each test, a play
text for a moment and an effect for each challenge symbol, as before.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.hook_key import WINDOWED_HOOKS, HookKey
from rangers_qt.engine.cards import Facts
from rangers_qt.engine.core import Engine
from rangers_qt.engine.flow.manual_steps import ask_manual
from rangers_qt.engine.printed_texts import card_text_step, has_text, queue_card_text, wants_text

__all__ = ["card_text", "card_text_step", "has_text", "pause_title", "queue_card_text", "wants_text"]


def card_text(eng: Engine, args: dict[str, Any]) -> None:
    """Run the card's behaviour for this hook, else pause for the players (``manual_effect``)."""
    key: str = args["key"]
    iid: str = args["card"]
    ranger: str | None = args.get("ranger")
    bindings: dict[str, Any] = dict(args.get("bindings") or {})
    if iid not in eng.state.cards:
        return
    runner = eng.reg.text
    if runner is not None and runner(eng, key, iid, ranger, bindings):
        return
    f = eng.facts(iid)
    if not has_text(f, key):
        return
    ask_manual(eng, ranger, iid, pause_title(eng, key, iid, bindings))


def _guide(f: Facts, key: str) -> str:
    for p in f.printed:
        if p.key == key and getattr(p, "guide_entry", None):
            return f" (campaign guide entry {p.guide_entry})"
    return ""


_EVENTS = {
    "test": "a test is performed",
    "test_succeeded": "a test succeeded",
    "test_failed": "a test failed",
    "test_ended": "a test ended",
    "rest": "a Ranger rests",
    "cleared": "a card cleared",
    "play_moment": "a moment was played",
    "interact": "a test interacts with it",
}


def pause_title(eng: Engine, key: str, iid: str, bindings: dict[str, Any]) -> str:
    """Words for the pause: which card, which trigger, what the players do now."""
    f = eng.facts(iid)
    name = f.name
    hook = HookKey.parse(key)
    kind = hook.hook
    tail = " with manual adjustments, then continue"
    if kind == "test":
        label = next((t.label for t in f.tests if t.id == hook.test), hook.test)
        what = {"success": "success effect", "failure": "failure effect", "always": "effect"}[hook.branch]
        when = {"success": "", "failure": " (the test failed)", "always": " (success or failure)"}[
            hook.branch
        ]
        return f"Resolve the {what} of {label} on {name}{when}{_guide(f, key)}{tail}"
    if kind == "challenge":
        return f"Resolve the {hook.symbol} challenge effect of {name}{tail}"
    if kind == "clear":
        by = bindings.get("by", hook.by[0] if hook.by else "")
        return (
            f"{name} clears by {by}: resolve its clear effect{_guide(f, key)} before it is discarded"
            f" (it is discarded only if it still meets the threshold){tail}"
        )
    if key == "enters_play":
        return f"{name} enters play: resolve its enters-play effect{tail}"
    if key == "play":
        return f"Resolve {name}{tail}"
    if kind in WINDOWED_HOOKS:
        why = _EVENTS.get(hook.event, hook.event.replace("_", " "))
        return f"{name}: resolve its {kind} ({hook.timing} {why}){tail}"
    return f"{name}: resolve its {key.replace('_', ' ')} effect{tail}"
