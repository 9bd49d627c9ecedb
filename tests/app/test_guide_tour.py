"""The guided first day's script (issue #31, app/guide_tour.py): the data, where the guide
stands, and the seeded day bringing every moment in the script's order (Qt-free).

Rulebook sections walked through: Day setup (mulligan), Campaign guide, Tests (common tests,
committing, the challenge card), Fatigue, Responses, Keywords: Obstacle, Clearing, Rest,
Phase 4: Refresh, Phase 3: Travel, Camping.
"""

from __future__ import annotations

from typing import Any

import pytest

from app.guided_learner import Learner
from rangers_qt.app import guide_tour
from rangers_qt.app.day_choices import build_setup
from rangers_qt.app.guide_tour import STEPS, Step, Tour
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.session import Session

#: The moments the issue asks the guided day to walk through.
MOMENTS = {
    "mulligan",
    "common_test",
    "commit",
    "challenge",
    "fatigue",
    "obstacle",
    "response",
    "clear",
    "guide_entry",
    "rest",
    "refresh",
    "travel",
    "camp",
}


def test_the_script_walks_through_every_moment_each_step_pointing_at_a_known_kind_of_item() -> None:
    assert {s.moment for s in STEPS} >= MOMENTS
    assert len({s.moment for s in STEPS}) == len(STEPS)
    for step in STEPS:
        kind, name = guide_tour.target_of(step, "r2")
        assert kind in guide_tour.TARGET_KINDS, step
        assert name and "{" not in name, step
        if kind == "card":
            assert name in guide_tour.CARD_ROLES, step
        assert all(sign.partition(":")[0] in ("event", "prompt") for sign in step.until), step


def test_every_balloon_is_short() -> None:
    for step in STEPS:
        assert 0 < len(step.words.split()) <= guide_tour.MAX_WORDS, step.moment
        assert step.title and len(step.title) <= 40, step.moment


def _steps() -> tuple[Step, ...]:
    return (
        Step("a", "zone:hand", "A", "a", ("event:test",)),
        Step("b", "zone:hand", "B", "b"),
        Step("c", "zone:hand", "C", "c", ("event:rest",)),
    )


def test_a_step_waits_for_its_sign_and_an_explaining_step_for_next() -> None:
    tour = Tour(_steps())
    assert not tour.observe(["event:rest", "prompt:turn"])  # not the first step's sign
    assert tour.step is not None and tour.step.moment == "a"
    assert not tour.next()  # a step that waits for the game does not end by a click
    assert tour.observe(["event:test", "prompt:response"])
    assert tour.step is not None and tour.step.moment == "b"
    assert not tour.observe(["event:rest"])  # an explaining step waits for Next...
    assert tour.next()  # ...and the sign that came meanwhile counts for the step after it
    assert tour.finished and tour.step is None


def test_a_sign_used_by_a_step_does_not_end_the_next_one_too() -> None:
    steps = (
        Step("a", "zone:hand", "A", "a", ("event:rest",)),
        Step("b", "zone:hand", "B", "b", ("event:rest",)),
    )
    tour = Tour(steps)
    tour.observe(["event:rest"])
    assert tour.reached == 1
    tour.observe(["event:rest"])
    assert tour.finished


def test_a_step_back_shows_the_previous_balloon_and_next_comes_back_to_now() -> None:
    tour = Tour(_steps())
    assert not tour.back()  # nothing before the first step
    tour.observe(["event:test"])
    assert tour.back() and tour.step is not None and tour.step.moment == "a" and tour.looking_back
    assert not tour.back()
    tour.observe(["event:rest"])  # the game goes on while the player looks back
    assert tour.shown == 0 and tour.reached == 1  # (an explaining step waits: nothing more)
    assert tour.next() and tour.step is not None and tour.step.moment == "b" and not tour.looking_back


def _play_guided_day(catalog: Any) -> tuple[Tour, Session, list[str]]:
    session = Session.new(catalog, build_setup(catalog, guide_tour.guided_choices()))
    tour, learner, moments = Tour(), Learner(), []
    tour.observe(guide_tour.signs([], session.prompt))
    for _ in range(300):
        while tour.step is not None and tour.step.explains:
            moments.append(tour.step.moment)
            tour.next()
        if session.prompt is None:
            break
        if tour.step is not None and (not moments or moments[-1] != tour.step.moment):
            moments.append(tour.step.moment)
        result = session.answer(learner.answer(session.state, catalog, session.prompt))
        tour.observe(guide_tour.signs(result.events, session.prompt))
    return tour, session, moments


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_catalog()


@pytest.fixture(scope="module")
def guided_day(catalog: Any) -> tuple[Tour, Session, list[str]]:
    return _play_guided_day(catalog)


def test_the_seeded_day_brings_every_step_in_order_and_ends_in_camp(guided_day: Any) -> None:
    tour, session, moments = guided_day
    assert tour.finished, f"the guide stopped at {tour.steps[tour.reached].moment}"
    assert moments == [s.moment for s in STEPS]
    assert session.state.day.end_kind == "camp"


def test_the_guided_day_is_the_same_every_time(catalog: Any, guided_day: Any) -> None:
    _, session, _ = guided_day
    assert _play_guided_day(catalog)[1].hash() == session.hash()
