"""The four common tests (Rulebook: Perform a Test; the common test reference card).

Traverse FIT+exploration on a feature or the location, X = its presence (min 1): progress equal
to effort, failure injures. Connect SPI+connection on a being (not Disconnected), X = presence
(min 1): progress equal to effort. Avoid AWA+conflict on a being, X = presence (min 1): exhaust it.
Remember FOC+reason, difficulty 1, no target: scout Ranger cards equal to effort, then draw 1.
"""

from __future__ import annotations

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, TestScript, step
from rangers_qt.engine.modifier_layer.modifiers import has_keyword
from rangers_qt.engine.rules.offers import visible_cards
from rangers_qt.engine.state import TestState


def _features_and_location(eng: Engine, ranger: str, _src: str | None) -> list[str | None]:
    out: list[str | None] = []
    for iid in visible_cards(eng, ranger):
        f = eng.facts(iid)
        if f.type == "feature" or f.category == "location":
            out.append(iid)
    return out


def _beings(eng: Engine, ranger: str, _src: str | None) -> list[str | None]:
    return [iid for iid in visible_cards(eng, ranger) if eng.facts(iid).type == "being"]


def _connectable(eng: Engine, ranger: str, src: str | None) -> list[str | None]:

    return [i for i in _beings(eng, ranger, src) if i is not None and not has_keyword(eng, i, "disconnected")]


def _presence_min1(eng: Engine, test: TestState) -> int:
    return max(1, ops.presence(eng, test.target)) if test.target else 1


def _progress_on_target(eng: Engine, test: TestState) -> None:
    if test.target:
        ops.add_tokens(eng, test.target, "progress", test.resulting_effort)


def _injure(eng: Engine, test: TestState) -> None:
    ops.injure(eng, test.ranger, test.target)


def _exhaust_target(eng: Engine, test: TestState) -> None:
    if test.target:
        ops.exhaust(eng, test.target)


def _remember(eng: Engine, test: TestState) -> None:
    # Queued so the scout prompt runs before the draw (Remember: scout, then draw 1).
    eng.push(
        step("scout", ranger=test.ranger, deck="ranger", n=test.resulting_effort),
        step("draw", ranger=test.ranger, n=1),
    )


COMMON_TESTS: dict[str, TestScript] = {
    "traverse": TestScript(
        label="Traverse",
        aspect="FIT",
        approach="exploration",
        targets=_features_and_location,
        difficulty=_presence_min1,
        success=_progress_on_target,
        failure=_injure,
    ),
    "connect": TestScript(
        label="Connect",
        aspect="SPI",
        approach="connection",
        targets=_connectable,
        difficulty=_presence_min1,
        success=_progress_on_target,
    ),
    "avoid": TestScript(
        label="Avoid",
        aspect="AWA",
        approach="conflict",
        targets=_beings,
        difficulty=_presence_min1,
        success=_exhaust_target,
    ),
    "remember": TestScript(label="Remember", aspect="FOC", approach="reason", success=_remember),
}
