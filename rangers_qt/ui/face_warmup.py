"""Faces painted ahead, in idle time, at the size the cards will have with the manual panel open.

Why: the manual-effect panel (Ctrl+H) takes its height from the table, so its first opening
re-laid the table out smaller and painted every face again at the new size (100-200 ms on a
loaded 2-core machine, felt as a stutter the first time a player reached for the tools).
Overlaying the panel would hide half the hand at 1366x768, and reserving its height would cost
the table that room all day. Instead, once the table is shown and nothing happens, the faces are
painted into `QPixmapCache` at the sizes `TableScene.face_sizes` gives for the view's height less
the panel's, a few per tick of a single-shot timer chain; opening the panel then only blits them.

Rules of the chain: a tick paints faces until about `TICK_BUDGET_MS` have gone (at least one),
then yields to the event loop for `TICK_GAP_MS`, so an answer or a drag never waits behind more
than one tick; a tick while a mouse button is down (a drag) paints nothing and waits. The chain
stops when the panel is shown, when a game arrives (the next one is warmed after its own idle
delay), and when every face is in the cache; a table change or a resize starts it again after
`IDLE_MS`. Nothing on screen changes: only the cache is filled, and never past
`MEMORY_SHARE` of its limit (`QPixmapCache` would otherwise evict faces the table shows).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPixmapCache
from PySide6.QtWidgets import QWidget

from rangers_qt.app.faces import FaceModel
from rangers_qt.ui import face_cache
from rangers_qt.ui.table_scene import TableScene
from rangers_qt.ui.window_shell import TableGraphicsView

IDLE_MS = 400  # after the table is shown (or changes) before the first tick
TICK_GAP_MS = 15  # between ticks: the event loop handles input meanwhile
TICK_BUDGET_MS = 4.0  # a tick stops painting once this much wall time has gone
MEMORY_SHARE = 0.25  # the warmed faces take at most this share of the cache limit


class FaceWarmup(QObject):
    """Paints, while idle, the faces the table will need once `panel` is shown.

    `view` is the table view (its viewport's height less the panel's is the height warmed for),
    `scene` the table scene, `panel_height` the height the panel will take when shown.
    """

    def __init__(
        self, view: TableGraphicsView, panel_height: Callable[[], int], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.panel_height = panel_height
        self.enabled = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._todo: list[tuple[FaceModel, int, int]] = []
        self._planned_for: tuple[int, int, int, float, str] | None = None
        self._face_ms = 2.0  # running estimate of one face's cost
        #: What the chain did (tests and the benchmark read these).
        self.painted = 0
        self.ticks: list[float] = []  # wall time of each tick, ms
        view.installEventFilter(self)

    # ------------------------------------------------------------------ control
    def schedule(self, delay_ms: int | None = None) -> None:
        """Start (or restart) the chain after `delay_ms` (default `IDLE_MS`) of quiet."""
        if self.enabled:
            self._planned_for = None  # the table or its size may have changed: plan again
            self._timer.start(IDLE_MS if delay_ms is None else delay_ms)

    def stop(self) -> None:
        self._timer.stop()
        self._todo = []
        self._planned_for = None

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and self._timer.isActive():
            self.schedule()
        return False

    # ------------------------------------------------------------------ work
    @property
    def _scene(self) -> TableScene:
        scene = self.view.table_scene
        assert scene is not None  # the warm-up is made with the table, after the view has its scene
        return scene

    def _target(self) -> tuple[int, int, int, float, str] | None:
        scene = self._scene
        vp = self.view.viewport().size()
        height = vp.height() - self.panel_height()
        if scene.table is None or height <= 0:
            return None
        dpr = float(self.view.devicePixelRatioF())
        return (scene.generation, vp.width(), height, dpr, scene.theme.name)

    def _plan(self, target: tuple[int, int, int, float, str]) -> None:
        scene = self._scene
        _, width, height, dpr, _ = target
        todo = [
            (f, w, h)
            for f, w, h in scene.face_sizes(width, height)
            if not face_cache.is_cached(f, w, h, dpr, scene.theme)
        ]
        limit = QPixmapCache.cacheLimit() * 1024 * MEMORY_SHARE
        spent = 0.0
        kept: list[tuple[FaceModel, int, int]] = []
        for face, w, h in todo:
            spent += w * h * dpr * dpr * 4
            if spent > limit:
                break
            kept.append((face, w, h))
        self._todo = kept
        self._planned_for = target

    def _tick(self) -> None:
        if not self.enabled or not isinstance(self.view, QWidget) or not self.view.isVisible():
            return
        if QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton or self._scene.dragging is not None:
            self._timer.start(TICK_GAP_MS * 4)  # a drag or a press: wait, paint nothing
            return
        started = time.perf_counter()
        target = self._target()
        if target is None:
            return
        if target != self._planned_for:
            # Planning (the whole table's layout at the other height) is a tick of its own.
            self._plan(target)
            self.ticks.append((time.perf_counter() - started) * 1000)
            if self._todo:
                self._timer.start(TICK_GAP_MS)
            return
        scene = self._scene
        dpr = target[3]
        while self._todo:
            face, w, h = self._todo.pop()
            if face_cache.is_cached(face, w, h, dpr, scene.theme):
                continue
            before = time.perf_counter()
            face_cache.face_pixmap(face, w, h, dpr, scene.theme)
            self.painted += 1
            self._face_ms = 0.7 * self._face_ms + 0.3 * (time.perf_counter() - before) * 1000
            if (time.perf_counter() - started) * 1000 + self._face_ms > TICK_BUDGET_MS:
                break
        self.ticks.append((time.perf_counter() - started) * 1000)
        if self._todo:
            self._timer.start(TICK_GAP_MS)
