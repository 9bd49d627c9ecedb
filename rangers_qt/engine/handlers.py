"""Every step name mapped to its handler, in one place.

Why explicit (not registered as a side effect of importing the flow modules): the table can be
read in one screen, a missing or extra entry is caught at import and by a test
(``tests/engine/test_steps.py``), and importing one flow module no longer changes what the engine
can run. This module sits above every flow and installs the table in the step loop
(``core.install``), which sits below them; the engine package imports it (``engine/__init__.py``),
so any use of the engine finds the table installed. ``engine/core.Engine.run`` looks steps up there.
"""

from __future__ import annotations

from rangers_qt.engine import core
from rangers_qt.engine.core import Handler
from rangers_qt.engine.day import arrival, day_setup, guide, missions, travel, weather
from rangers_qt.engine.effects import interpreter, listeners, registry, replacements
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.flow import (
    card_text,
    challenge,
    challenge_deck,
    challenge_windows,
    clearing,
    decks,
    end_of_day,
    manual_steps,
    play,
    play_elsewhere,
    printed_responses,
    responses,
    round,
    setup_steps,
    simultaneous,
    testflow,
    turns,
)
from rangers_qt.engine.modifier_layer.modifiers import facedown_facts
from rangers_qt.engine.steps import STEP_OPS, StepOp

__all__ = ["HANDLERS", "Handler"]

HANDLERS: dict[StepOp, Handler] = {
    "ability": interpreter.ability,
    "ambush_check": round.ambush_check,
    "arrival": arrival.arrival,
    "arrival_choose": arrival.arrival_choose,
    "arrival_keep": arrival.arrival_keep,
    "arrival_search": arrival.arrival_search,
    "arrival_take": arrival.arrival_take,
    "attach_played": play.attach_played,
    "camp": travel.camp,
    "card_text": card_text.card_text,
    "challenge_next": challenge.challenge_next,
    "challenge_resolve": challenge.challenge_resolve,
    "challenge_resolved": challenge.challenge_resolved,
    "challenge_shuffled": challenge_deck.challenge_shuffled,
    "check_clears": clearing.check_clears,
    "choose_host": play.choose_host,
    "choose_next": turns.choose_next,
    "clear": clearing.clear,
    "clear_finish": clearing.clear_finish,
    "commit_card": testflow.commit_card,
    "commit_energy": testflow.commit_energy,
    "day_setup": day_setup.day_setup,
    "discard_card": turns.discard_card,
    "draw": decks.draw,
    "effect_order": simultaneous.effect_order,
    "end_day_if_pending": round.end_day_if_pending,
    "end_of_day": end_of_day.end_of_day,
    "entered": round.entered,
    "equip_limit": play.equip_limit,
    "extra_path_draws": weather.extra_path_draws,
    "fx": interpreter.run_effects,  # runner.EFFECTS_OP
    "guide": guide.guide,
    "guide_complete": guide.guide_complete,
    "guide_done": guide.guide_done,
    "guide_end_day": guide.guide_end_day,
    "guide_flip": guide.guide_flip,
    "guide_skip": guide.guide_skip,
    "last_turn_abilities": turns.last_turn_abilities,
    "missions_check": missions.missions_check,
    "moment_done": play.moment_done,
    "moment_test": play.moment_test,
    "mulligan": day_setup.mulligan,
    "mulligan_draw": day_setup.mulligan_draw,
    "path_draw": round.path_draw,
    "play_card": play.play_card,
    "play_from_effect": play.play_from_effect,
    "refresh": round.refresh,
    "reprompt": manual_steps.reprompt,
    "respond": responses.respond,
    "conduit_pay": responses.conduit_pay,
    "respond_elsewhere": play_elsewhere.respond_elsewhere,
    "rest": turns.rest,
    "round_start": round.round_start,
    "scout": decks.scout,
    "search": decks.search,
    "search_take": decks.search_take,
    "setup_put": setup_steps.setup_put,
    "setup_search": setup_steps.setup_search,
    "start_of_day": day_setup.start_of_day,
    "starting_hands": setup_steps.starting_hands,
    "test_begin": testflow.test_begin,
    "test_commit_cards": testflow.test_commit_cards,
    "test_commit_energy": testflow.test_commit_energy,
    "test_end": testflow.test_end,
    "extra_test": testflow.extra_test,
    "test_fatigue": testflow.test_fatigue_step,
    "test_other_effort": testflow.test_other_effort,
    "test_outcome": testflow.test_outcome,
    "test_reveal": testflow.test_reveal,
    "travel_after": travel.travel_after,
    "travel_arrive": travel.travel_arrive,
    "travel_clear": travel.travel_clear,
    "travel_continue": travel.travel_continue,
    "travel_go": travel.travel_go,
    "travel_offer": travel.travel_offer,
    "travel_phase": round.travel_phase,
    "turn_end": turns.turn_end,
    "turn_prompt": turns.turn_prompt,
    "turn_start": turns.turn_start,
    "turns_begin": turns.turns_begin,
    "weather_manual": weather.weather_manual,
    "weather_refresh": weather.weather_refresh,
    "window": responses.window,
    "would_done": replacements.would_done,
    "would_elsewhere": play_elsewhere.would_elsewhere,
    "would_offer": replacements.would_offer,
    "would_use": replacements.would_use,
}

if set(HANDLERS) != STEP_OPS:  # pragma: no cover - caught by tests/engine/test_steps.py first
    raise EngineError(
        f"step names without a handler or handlers without a name: {sorted(STEP_OPS ^ set(HANDLERS))}"
    )

core.install(
    HANDLERS,
    core.FlowCalls(
        start_closing=end_of_day.start_closing,
        facedown_facts=facedown_facts,
        plays_elsewhere_blocked=play_elsewhere.blocked,
        has_behaviour=interpreter.has_behaviour,
        usable_now=interpreter.usable_now,
        default_registry=registry.default_registry,
        notify=listeners.notify,
        reach_watch=listeners.reach_watch,
        would=replacements.would,
        run_text=interpreter.run_text,
        fire=interpreter.fire,
        flip=guide.flip,
        remove_mission=guide.remove_mission,
        entry_read_by_mission=missions.entry_read_by_mission,
        reshuffle=challenge_deck.reshuffle,
        draw_until=challenge_deck.draw_until,
        use_drawn_modifier=challenge_deck.use_modifier,
        resolve_challenge=challenge_windows.resolve,
        seat_order=round.seat_order,
        queue_in_chosen_order=simultaneous.queue_in_chosen_order,
        affordable=responses.affordable,
        playable_moments=play_elsewhere.playable_moments,
        play_it=play_elsewhere.play_it,
        moment_answers=play_elsewhere._moment_answers,
        would_offers=play_elsewhere.would_offers,
        printed_cost_payable=printed_responses._cost_payable,
        pay_printed_cost=printed_responses.pay_printed_cost,
    ),
)
