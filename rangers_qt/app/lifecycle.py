"""Every way a game gets on the table, in one place: a new day, the next day, an opened save, the demo.

Why here and not in the window: the window used to build `Session`s itself, two ways (one for the
first day, another for later days), and imported the engine to do it. Now the window asks this
object for a day and listens for the controller; the engine is the app's business. A campaign
(rangers_qt/campaign, later) starts its days through `start(session, choices)` too, so the window
will not need to change for it: a campaign part only calls a new method here that builds the
day's session from the campaign and hands it to `start`.
"""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rangers_qt.deferred import Deferred

if TYPE_CHECKING:
    from rangers_qt.app import controller as app_controller
    from rangers_qt.app import day_choices as app_day_choices
    from rangers_qt.app import demo as app_demo
    from rangers_qt.app.controller import GameController
    from rangers_qt.app.day_choices import DayChoices
    from rangers_qt.campaign import save as campaign_save
    from rangers_qt.content import catalog as content_catalog
    from rangers_qt.engine import errors as engine_errors
    from rangers_qt.engine import save_format as engine_save_format
    from rangers_qt.engine import session as engine_session
    from rangers_qt.engine.cards import CatalogLike
    from rangers_qt.engine.session import Session
else:  # imported when first used: the window's first paint needs none of them (rangers_qt/deferred.py)
    app_controller = Deferred("rangers_qt.app.controller")
    app_day_choices = Deferred("rangers_qt.app.day_choices")
    app_demo = Deferred("rangers_qt.app.demo")
    campaign_save = Deferred("rangers_qt.campaign.save")
    content_catalog = Deferred("rangers_qt.content.catalog")
    engine_errors = Deferred("rangers_qt.engine.errors")
    engine_save_format = Deferred("rangers_qt.engine.save_format")
    engine_session = Deferred("rangers_qt.engine.session")


class OpenCampaign:
    """A set-up step ends with this for ``--campaign PATH``: the window's campaign part opens it
    (autosaving, with the tracker), after the file has been checked here."""

    def __init__(self, path: str) -> None:
        self.path = path


class AskForDay:
    """Set-up steps end with this instead of a controller: ask the player for the day."""

    def __init__(self, catalog: CatalogLike) -> None:
        self.catalog = catalog


#: A loading step yields the words to show while the next step runs; it returns the controller
#: (or `AskForDay`). Steps run one per event-loop turn, so the window repaints between them.
LoadSteps = Generator[str, None, "GameController | AskForDay | OpenCampaign"]


class GameLifecycle(QObject):
    """Owns the catalogue and the one `GameController`; starts, opens and continues days.

    The controller is made with the first day and kept after that: later days replace its
    session (`GameController.use_session`), so the window wires it once.
    """

    #: The first game is on the table: the controller to wire (emitted once per lifecycle).
    controller_ready = Signal(object)
    #: A day could not be started or opened: the reason in words.
    failed = Signal(str)

    def __init__(self, catalog: CatalogLike | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self.controller: GameController | None = None
        #: The campaign file on the table (``--campaign PATH``), for the campaign review.
        self.campaign_path: str | None = None

    # ------------------------------------------------------------------ the catalogue
    @property
    def catalog(self) -> CatalogLike:
        """The card catalogue, read on first use (the new-day dialog needs it before any game)."""
        if self._catalog is None:
            self._catalog = content_catalog.load_catalog()
        return self._catalog

    @property
    def has_catalog(self) -> bool:
        return self._catalog is not None

    # ------------------------------------------------------------------ the one entry
    def adopt(self, controller: GameController) -> None:
        """Use a controller made elsewhere (tests, benchmarks) as this lifecycle's game."""
        self.controller = controller
        self._catalog = controller.catalog
        self.controller_ready.emit(controller)

    def start(self, session: Session, choices: DayChoices | None, opened: bool = False) -> GameController:
        """Put `session` on the table: the first one makes the controller, later ones replace
        its session. Every way of starting a day ends here (`opened`: a saved day, whose log
        is shown rather than cleared)."""
        if self.controller is None:
            made = app_controller.GameController(session, self.catalog)
            made.day_choices = choices
            self.adopt(made)
            return made
        self.controller.day_choices = choices
        self.controller.use_session(session, opened=opened)
        return self.controller

    # ------------------------------------------------------------------ ways to start
    def new_day(self, choices: DayChoices) -> bool:
        """A new day from the player's choices; False (and `failed`) if they do not make one."""
        try:
            session = engine_session.Session.new(
                self.catalog, app_day_choices.build_setup(self.catalog, choices)
            )
        except (engine_errors.EngineError, KeyError, ValueError) as exc:
            self.failed.emit(f"Could not start the day: {exc}")
            return False
        self.start(session, choices)
        return True

    def next_day_choices(self, fallback: DayChoices) -> DayChoices | None:
        """The next day's choices: same Rangers, from where the day ended, on the next campaign
        day's weather; None while the day goes on. `fallback`: the choices to start from when
        this game did not come from the dialog (the demo, an opened save)."""
        c = self.controller
        outcome = c.outcome() if c is not None else None
        if c is None or outcome is None:
            return None
        base = c.day_choices or app_day_choices.choices_from_state(c.state, c.catalog, fallback)
        return app_day_choices.next_day(base, outcome)

    def next_day(self, fallback: DayChoices) -> bool:
        choices = self.next_day_choices(fallback)
        return choices is not None and self.new_day(choices)

    def open(self, path: str | Path) -> bool:
        """Open a saved day (from its state, or by replay for an old save); on any problem the
        current game stays and `failed` says why."""
        target = Path(path)
        try:
            # The one loader (engine/save_format.py): bounded, strict, every problem one line.
            session = engine_session.Session.from_json(
                engine_save_format.read_save_bytes(target), self.catalog
            )
        except engine_save_format.SaveRefused as exc:
            reason = f"Cannot open {target.name}: {exc}"
            if self.controller is not None:
                self.controller.refused.emit(reason)
            self.failed.emit(reason)
            return False
        controller = self.start(session, None, opened=True)
        controller.announce(f"Opened {target.name} ({len(session.log)} answers)")
        return True

    def demo(self, seed: int = 7) -> GameController:
        return self.start(app_demo.demo_session(self.catalog, seed=seed), None)

    # ------------------------------------------------------------------ start-up in steps
    def campaign_steps(self, path: str) -> LoadSteps:
        """Open a campaign file and put its current day on the table (the next day, set up from
        the tracker, if none is being played), autosaving (``rangers-qt --campaign PATH``).
        The file is checked here, so a refused one shows its reason where the table would be."""
        yield "Reading the cards"
        catalog = self.catalog
        yield "Opening the campaign"
        campaign_save.open_campaign(path, catalog)  # type: ignore[arg-type]
        self.campaign_path = path  # the Game menu's Campaign review opens this file
        return OpenCampaign(path)

    def setup_steps(self, demo: bool, seed: int, ask: bool = False) -> LoadSteps:
        """The game's set-up in steps (the engine and content are imported here, not at module
        import, so the window shell paints without them). A real (non-demo) game plays a whole
        day: mulligan, arrival setup and campaign-guide prompts."""
        yield "Reading the cards"
        catalog = self.catalog
        if ask and not demo:
            return AskForDay(catalog)
        yield "Shuffling the decks"
        choices = None if demo else app_day_choices.DayChoices(seed=seed)
        session = (
            app_demo.demo_session(catalog, seed=seed)
            if demo or choices is None
            else engine_session.Session.new(catalog, app_day_choices.build_setup(catalog, choices))
        )
        yield "Dealing the day"
        controller = app_controller.GameController(session, catalog)
        controller.day_choices = choices
        return controller
