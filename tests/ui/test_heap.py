"""The heap is settled when a game arrives (rangers_qt/app/heap.py): the collector's long passes
stay out of answers, and a previous game's objects are still freed."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from rangers_qt.app import heap


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector frees it


@pytest.fixture(autouse=True)
def _thawed() -> Iterator[None]:
    yield
    gc.unfreeze()  # leave the test process as it found it


def test_settling_collects_garbage_then_freezes_what_is_alive() -> None:
    dead = weakref.ref(_Node())  # unreachable at once, kept only by its cycle
    alive = _Node()
    frozen = heap.settle()
    assert dead() is None
    assert frozen == gc.get_freeze_count() > 0
    assert alive.me is alive


def test_the_previous_games_objects_are_freed_when_the_next_game_settles() -> None:
    old = _Node()
    ref = weakref.ref(old)
    heap.settle()  # "old" is alive now: frozen with the rest
    del old
    gc.collect()
    assert ref() is not None  # frozen objects are out of the collector's sight
    heap.settle()  # the next game arrives: thawed, collected, the rest frozen again
    assert ref() is None


def test_a_game_arriving_on_the_table_settles_the_heap(make_window: Any) -> None:
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    make_window()
    assert gc.get_freeze_count() > 0
