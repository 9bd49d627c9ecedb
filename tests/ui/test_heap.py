"""The heap is settled when a game arrives (rangers_qt/app/heap.py): the collector's long passes
stay out of answers, and a previous game's objects are still freed."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

from rangers_qt.app import heap

from .conftest import first_start_env


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


@pytest.fixture
def _collector_restored() -> Iterator[None]:
    was = gc.isenabled()
    yield
    heap._paused = heap._game_waiting = False
    if was:
        gc.enable()


@pytest.mark.usefixtures("_collector_restored")
def test_a_game_settled_during_the_pause_is_settled_by_its_one_pass() -> None:
    """Issue #28: start-up runs without the collector's passes (app/heap.py `pause`); the game
    arriving meanwhile is collected and frozen by the pass that ends the pause."""
    heap.pause()
    assert not gc.isenabled()
    dead = weakref.ref(_Node())
    heap.settle()
    assert not gc.isenabled() and dead() is not None  # no pass yet: the table paints first
    heap.resume()
    assert gc.isenabled() and dead() is None and gc.get_freeze_count() > 0
    old = _Node()
    ref = weakref.ref(old)
    del old
    heap.settle()  # the next game: the first one's frozen objects are thawed and collected
    assert ref() is None


@pytest.mark.usefixtures("_collector_restored")
def test_resume_without_a_game_collects_freezes_and_turns_the_collector_on() -> None:
    heap.pause()
    dead = weakref.ref(_Node())
    heap.resume()
    assert gc.isenabled() and dead() is None and gc.get_freeze_count() > 0
    gc.unfreeze()
    heap.resume()  # a second resume (the game's ready after the start page's) does nothing more
    assert gc.get_freeze_count() == 0


@pytest.mark.usefixtures("_collector_restored")
def test_a_pause_that_found_the_collector_off_leaves_it_off() -> None:
    gc.disable()  # someone else's pause (an undo in the engine, a test)
    heap.pause()
    heap.resume()
    heap.settle()
    assert not gc.isenabled()


def test_the_launch_pauses_the_collector_and_the_ready_game_turns_it_back_on(tmp_path: Any) -> None:
    """The whole launch (rangers_qt/ui/app_main.py): paused before the window is built, on
    again once the game's table has painted, with the start-up's objects frozen."""
    import subprocess
    import sys

    code = (
        "import gc, sys; from rangers_qt import cli; from rangers_qt.ui import app_main; "
        "seen = []; real = app_main.build_main_window; "
        "app_main.build_main_window = lambda **k: (seen.append(gc.isenabled()), real(**k))[1]; "
        "code = cli.main(['--smoke']); "
        "print('built-with-collector', seen[0], 'after', gc.isenabled(), gc.get_freeze_count() > 0)"
    )
    env = first_start_env(tmp_path)
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr
    assert "built-with-collector False after True True" in result.stdout, result.stdout
