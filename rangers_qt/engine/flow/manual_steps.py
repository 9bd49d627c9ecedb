"""Manual resolution: the manual-effect pause, and after a manual adjustment the pending prompt is
asked again (rebuilt if it lists actions)."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.core import Engine
from rangers_qt.engine.prompts import Prompt, opt


def ask_manual(eng: Engine, ranger: str | None, card: str, title: str) -> None:
    """Pause where an unscripted card text applies: the players resolve it with manual
    adjustments, then answer "done" (docs/engine-api.md, manual_effect)."""
    eng.ask("manual_effect", ranger, title, [opt(id="done", label="Done", kind="manual", card=card)])


def reprompt(eng: Engine, args: dict[str, Any]) -> None:
    prompt = Prompt.model_validate(args["prompt"])
    if prompt.rebuild is not None:
        eng.push(prompt.rebuild)
        return
    eng.state.prompt = prompt
    eng.rec.changes.prompt = True
