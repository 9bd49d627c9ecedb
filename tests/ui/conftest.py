"""Fixtures for the play-table tests: a real catalogue, real sessions, a window per test."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from rangers_qt.app.controller import GameController
from rangers_qt.app.demo import default_setup, new_session
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.session import Session


@pytest.fixture(scope="session")
def catalog() -> Any:
    return load_catalog()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """Each test gets its own settings file: shortcuts saved by one test never leak into another."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def make_window(qtbot: Any, catalog: Any, settings: QSettings) -> Callable[..., Any]:
    from rangers_qt.ui.main_window import MainWindow

    def _make(session: Session | None = None, size: tuple[int, int] = (1600, 1000)) -> Any:
        session = session or first_turn_session(catalog)
        controller = GameController(session, catalog)
        window = MainWindow(controller, settings=settings)
        controller.setParent(window)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        window.view.relayout()
        qtbot.wait(10)
        for item in window.scene.cards.values():
            item.finish_animations()
        return window

    return _make


def first_turn_session(catalog: Any, seed: int = 7) -> Session:
    """A fresh two-ranger day, answered up to the first ranger's turn prompt (cards to play,
    path cards within reach, tests on offer)."""
    session = new_session(catalog, seed=seed)
    while session.prompt is not None and session.prompt.kind != "turn":
        session.answer(session.prompt.options[0].id)
    assert session.prompt is not None, "the day ended before the first turn"
    return session


@pytest.fixture
def pinned_session(catalog: Any) -> Callable[[list[str]], Session]:
    """A fresh two-ranger day whose challenge deck holds exactly the given cards, top first."""

    def _make(challenge_ids: list[str], seed: int = 3) -> Session:
        setup = default_setup(catalog, seed=seed).model_copy(update={"challenge_order": challenge_ids})
        return Session.new(catalog, setup)

    return _make


def committable_test(controller: Any, catalog: Any, keyed: bool = False) -> Any:
    """A test option of the turn prompt that a card in the acting Ranger's hand could be committed
    to (an icon of its approach) and 1 energy of its aspect pays for; ``keyed``: one with a number
    key of its own."""
    c = controller
    ranger = c.prompt.ranger
    hand = c.state.ranger(ranger).hand
    icons = {a for i in hand for a in getattr(catalog.card(c.state.cards[i].def_id), "approach", {})}
    return next(
        o
        for o in c.options()
        if o.kind == "test"
        and c.state.ranger(ranger).energy.get(o.aspect or "", 0) >= 1
        and any(a in o.label for a in icons)
        and (not keyed or c.option_key(o.id) is not None)
    )


def first_start_env(tmp_path: Path) -> dict[str, str]:
    """The environment for a program a test starts as a player's first start: offscreen, no
    settings (no recent campaign, no saved theme) and its own log folder."""
    import os

    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        RANGERS_QT_LOG_DIR=str(tmp_path / "logs"),
    )
