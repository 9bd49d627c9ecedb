"""The engine's only source of randomness.

Why a hand-written generator instead of ``random.Random``: its whole state is two integers,
so it lives inside ``GameState``, serialises to a few bytes of JSON and is restored exactly by
undo (a challenge draw is never re-rolled). The algorithm is SplitMix64, which is small,
fast in pure Python and statistically sound for shuffling card decks.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from pydantic import BaseModel, ConfigDict

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


class RngState(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seed: int = 0
    counter: int = 0


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def next_u64(rng: RngState) -> int:
    # Written straight into the model's field storage: pydantic's __setattr__ costs more than the
    # whole mix, and this runs for every shuffled card.
    fields = rng.__dict__
    counter = fields["counter"] + 1
    fields["counter"] = counter
    return _mix((fields["seed"] * 0x2545F4914F6CDD1D + counter * _GOLDEN) & _MASK)


def below(rng: RngState, n: int) -> int:
    """An unbiased integer in [0, n): rejection sampling keeps small decks fair."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = (_MASK + 1) - ((_MASK + 1) % n)
    while True:
        value = next_u64(rng)
        if value < limit:
            return value % n


def shuffle(rng: RngState, items: MutableSequence[T]) -> None:
    """Fisher-Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def choice(rng: RngState, items: list[T]) -> T:
    return items[below(rng, len(items))]
