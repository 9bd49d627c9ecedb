"""The names of the engine's steps, as a type mypy checks.

Why a ``Literal``: a step is queued by name (``step("turn_end", ranger=rid)``) and stored by name in
the saved state. With the names spelled out here, a misspelt or unregistered step is a type error
at the call site instead of an ``EngineError`` in the middle of a game, and ``engine/handlers.py``
(the one place that maps each name to its handler) is checked against this list by a test and at
import. To add a step: add its name here (sorted), write the handler
(``def my_step(eng: Engine, args: dict[str, Any]) -> None``) in the module of its rule, and add
one line to ``HANDLERS`` in ``engine/handlers.py`` (docs/engine-api.md, "Adding a step").
"""

from __future__ import annotations

from typing import Literal, get_args

StepOp = Literal[
    "ability",
    "ambush_check",
    "arrival",
    "arrival_choose",
    "arrival_keep",
    "arrival_search",
    "arrival_take",
    "attach_played",
    "camp",
    "card_text",
    "challenge_next",
    "challenge_resolve",
    "challenge_resolved",
    "challenge_shuffled",
    "check_clears",
    "choose_host",
    "choose_next",
    "clear",
    "clear_finish",
    "commit_card",
    "commit_energy",
    "conduit_pay",
    "day_setup",
    "discard_card",
    "draw",
    "effect_order",
    "end_day_if_pending",
    "end_of_day",
    "entered",
    "equip_limit",
    "extra_path_draws",
    "extra_test",
    "fx",
    "guide",
    "guide_complete",
    "guide_done",
    "guide_end_day",
    "guide_flip",
    "guide_skip",
    "last_turn_abilities",
    "missions_check",
    "moment_done",
    "moment_test",
    "mulligan",
    "mulligan_draw",
    "path_draw",
    "play_card",
    "play_from_effect",
    "refresh",
    "reprompt",
    "respond",
    "respond_elsewhere",
    "rest",
    "round_start",
    "scout",
    "search",
    "search_take",
    "setup_put",
    "setup_search",
    "start_of_day",
    "starting_hands",
    "test_begin",
    "test_commit_cards",
    "test_commit_energy",
    "test_end",
    "test_fatigue",
    "test_other_effort",
    "test_outcome",
    "test_reveal",
    "travel_after",
    "travel_arrive",
    "travel_clear",
    "travel_continue",
    "travel_go",
    "travel_offer",
    "travel_phase",
    "turn_end",
    "turn_prompt",
    "turn_start",
    "turns_begin",
    "weather_manual",
    "weather_refresh",
    "window",
    "would_done",
    "would_elsewhere",
    "would_offer",
    "would_use",
]

#: Every step name, for checks and for validating saved states.
STEP_OPS: frozenset[str] = frozenset(get_args(StepOp))

#: The steps of a test in progress: dropped together when a test is abandoned (ruling R10).
TEST_STEPS: frozenset[StepOp] = frozenset(
    (
        "test_begin",
        "test_commit_cards",
        "test_commit_energy",
        "test_end",
        "test_fatigue",
        "test_other_effort",
        "test_outcome",
        "test_reveal",
    )
)
