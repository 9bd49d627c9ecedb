"""After a manual adjustment the pending prompt is asked again (rebuilt if it lists actions)."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.core import Engine, handler
from rangers_qt.engine.prompts import Prompt


@handler("reprompt")
def reprompt(eng: Engine, args: dict[str, Any]) -> None:
    prompt = Prompt.model_validate(args["prompt"])
    if prompt.rebuild is not None:
        eng.push(prompt.rebuild)
        return
    eng.state.prompt = prompt
    eng.rec.changes.prompt = True
