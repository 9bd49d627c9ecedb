"""A seeded random player: picks any offered option, and now and then a manual adjustment.

Why random: it reaches odd corners (empty decks, both thresholds, equip limits) that scripted
scenarios miss, and with the invariant checks it is the engine's soak test.
"""

from __future__ import annotations

from rangers_qt.engine import rng
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.prompts import Prompt
from rangers_qt.engine.rng import RngState
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import iter_in_play


class RandomBot:
    def __init__(self, seed: int, manual_rate: int = 3) -> None:
        self.rng = RngState(seed=seed ^ 0x5EED, counter=0)
        self.manual_rate = manual_rate  # percent of decisions that add tokens by hand first

    def choose(self, prompt: Prompt) -> str:
        options = prompt.options
        ending = any(o.id == "end_day" for o in options)
        if ending and len(options) > 1 and rng.below(self.rng, 100) < 95:
            # Ending the day on a guide prompt is a real choice, but a rare one: keep games going.
            options = [o for o in options if o.id != "end_day"] or options
        if prompt.kind == "turn" and len(options) > 2 and rng.below(self.rng, 100) < 25:
            # Bias towards tests so rounds end and thresholds are reached.
            tests = [o for o in options if o.kind == "test"]
            if tests:
                return rng.choice(self.rng, tests).id
        return rng.choice(self.rng, options).id

    def maybe_manual(self, state: GameState) -> ManualAdjust | None:
        if state.phase == "ended" or rng.below(self.rng, 100) >= self.manual_rate:
            return None
        roles = {r.role for r in state.rangers}
        cards = [i for i in iter_in_play(state) if state.cards[i].attached_to is None and i not in roles]
        if not cards:
            return None
        card = rng.choice(self.rng, cards)
        token = "progress" if rng.below(self.rng, 2) else "harm"
        return ManualAdjust(action="add_tokens", card=card, token=token, amount=1 + rng.below(self.rng, 3))


class StayingBot(RandomBot):
    """The random bot, but the group never ends the day on purpose: it stays rather than travels,
    does not camp and leaves guide prompts by "done". Why: a long bot game (the engine benchmark,
    the card probe's tables) should keep playing the one table it was given."""

    def choose(self, prompt: Prompt) -> str:
        ids = [o.id for o in prompt.options]
        for keep in ("stay", "camp:no", "done"):
            if prompt.kind in ("travel", "camp", "guide") and keep in ids:
                return keep
        return super().choose(prompt)


class ChaosBot(RandomBot):
    """A random bot whose manual adjustments cover every kind (moves, discards, exhaust, draw,
    fatigue, soothe, Ranger tokens, energy): the soak test for bookkeeping under any adjustment."""

    def __init__(self, seed: int, manual_rate: int = 10) -> None:
        super().__init__(seed, manual_rate)

    def maybe_manual(self, state: GameState) -> ManualAdjust | None:
        if state.phase == "ended" or rng.below(self.rng, 100) >= self.manual_rate:
            return None
        fixed = {r.role for r in state.rangers} | set(state.surroundings)
        in_play = [i for i in iter_in_play(state) if i not in fixed]
        ranger = rng.choice(self.rng, state.rangers)
        kind = rng.below(self.rng, 9)
        if in_play:
            card = rng.choice(self.rng, in_play)
            c = state.cards[card]
            if kind == 0:
                return ManualAdjust(action="ready" if c.exhausted else "exhaust", card=card)
            if kind == 1 and c.attached_to is None:
                if c.owner is not None:  # a Ranger card moves only within its owner's areas
                    zone = "player_area" if rng.below(self.rng, 2) else "within_reach"
                    return ManualAdjust(action="move", card=card, zone=zone, ranger=c.owner)
                zone = "along_the_way" if rng.below(self.rng, 2) else "within_reach"
                return ManualAdjust(action="move", card=card, zone=zone, ranger=ranger.id)
            if kind == 2:
                return ManualAdjust(action="discard", card=card)
            if kind == 3:
                return ManualAdjust(action="ranger_token", ranger=ranger.id, card=card)
            if kind == 4:
                return ManualAdjust(action="add_tokens", card=card, token="harm", amount=1)
        if kind == 5 and len(ranger.deck) > 3:
            return ManualAdjust(action="draw", ranger=ranger.id, amount=1)
        if kind == 6 and len(ranger.deck) > 3:
            return ManualAdjust(action="fatigue", ranger=ranger.id, amount=1)
        if kind == 7 and ranger.fatigue:
            return ManualAdjust(action="soothe", ranger=ranger.id, amount=1)
        if kind == 8 and ranger.energy.get("AWA", 0) > 0:
            return ManualAdjust(action="energy", ranger=ranger.id, aspect="AWA", amount=-1)
        return None
