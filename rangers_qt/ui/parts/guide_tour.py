"""The guided first day's overlay (issue #31): a highlight on the table item a step talks
about and a short balloon beside it.

The script and where the guide stands are Qt-free (app/guide_tour.py); this part only starts
the seeded day, feeds the guide what the controller reports (each answer's events, then the
question now asked) and draws the step shown. The balloon's buttons never take the keyboard,
so the number keys, Tab and Enter keep answering the table while it is up. While the guide
runs the hints are on (app/hints.py); handing the table over or finishing puts the player's
own setting back and remembers the guide as done (QSettings), and Help or the start page
replays it.

A step that waits inside the test dialog (the price page's odds, the commitments) frames the
dialog's own widget: the dialog is a window of its own above the table, so that frame is a child
of the dialog and follows its widget as the dialog moves, resizes or turns a page, and the balloon
stands beside the dialog, never under it. The balloon takes the window's theme (light or dark).

No step's frame or balloon sits under an open dialog: the balloon moves off any test dialog up
(beside it, still clear of the item), a step framed in the dialog hides the table's frame under it,
and a finished test's result still up when a step on the table comes is closed if it lies over
that step's item or balloon (why: ``GuideTourPart._clear_the_view``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer
from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rangers_qt.deferred import Deferred
from rangers_qt.ui.late_qt import Qt, set_keys
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.theme import DARK, Theme

if TYPE_CHECKING:
    from rangers_qt.app import guide_tour
else:  # read when the guide starts: not with the first paint (rangers_qt/deferred.py)
    guide_tour = Deferred("rangers_qt.app.guide_tour")

#: Where the guide remembers that it was finished or handed over (app/guide_tour.DONE_KEY,
#: repeated here so the window's first paint does not load the app's day code).
DONE_KEY = "guide/first_day_done"
#: The balloon's width, and its gap from the item it points at.
BALLOON_WIDTH = 340
GAP = 10
#: The highlight's frame, drawn around the item.
FRAME = 4


class GuideHighlight(QWidget):
    """A frame around the item a step talks about; clicks go through it to the table."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GuideHighlight")
        self._see_through = False  # its attributes: set when first shown (`setVisible`)
        self.hide()

    def setVisible(self, visible: bool) -> None:
        """Clicks go through and nothing is painted under the frame. Set as it is first shown,
        not when the window is built: widget attributes are `Qt` enums (ui/late_qt.py says
        why not before the first paint), and a hidden frame is neither painted nor clicked."""
        if visible and not self._see_through:
            self._see_through = True
            self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        super().setVisible(visible)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(255, 196, 64), FRAME)
        painter.setPen(pen)
        half = FRAME / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), 8, 8)


class GuideBalloon(QFrame):
    """The step's title and words, with Back, Next and "Hand me the table"."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GuideBalloon")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.theme: Theme | None = None
        self.setFixedWidth(BALLOON_WIDTH)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 10)
        self.count = QLabel()
        self.count.setObjectName("GuideCount")
        self.title = QLabel()
        self.title.setObjectName("GuideTitle")
        self.title.setStyleSheet("font-weight: bold;")
        self.words = QLabel()
        self.words.setObjectName("GuideWords")
        self.words.setWordWrap(True)
        for label in (self.count, self.title, self.words):
            lay.addWidget(label)
        row = QHBoxLayout()
        self.back = self._button("GuideBack", "Back")
        self.next = self._button("GuideNext", "Next")
        self.hand_over = self._button("GuideHandOver", "Hand me the table")
        for b in (self.back, self.next):
            row.addWidget(b)
        row.addStretch(1)
        row.addWidget(self.hand_over)
        lay.addLayout(row)
        self.set_theme(getattr(parent, "theme", DARK))
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        """The balloon in the window's colours: the panel's ground, the theme's ink, its accent
        as the border (a pale yellow balloon glared on the dark table, and its dark text was the
        only dark text there)."""
        if theme == self.theme:
            return
        self.theme = theme
        palette = self.palette()
        for role, colour in (
            (QPalette.ColorRole.Window, theme.panel),
            (QPalette.ColorRole.WindowText, theme.text),
            (QPalette.ColorRole.Base, theme.panel),
            (QPalette.ColorRole.Text, theme.text),
        ):
            palette.setColor(role, QColor(colour))
        self.setPalette(palette)
        self.setStyleSheet(
            f"#GuideBalloon {{ background: {theme.panel}; border: 2px solid {theme.glow};"
            " border-radius: 8px; }"
            f"#GuideBalloon QLabel {{ color: {theme.text}; background: transparent; }}"
            f"#GuideBalloon #GuideCount {{ color: {theme.muted}; }}"
        )

    def changeEvent(self, event: QEvent) -> None:
        """The window's theme changed (its style sheet is set again): follow it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.StyleChange:
            theme = getattr(self.parentWidget(), "theme", None)
            if isinstance(theme, Theme) and theme != self.theme:
                self.set_theme(theme)

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        set_keys(button, "focusPolicy", "NoFocus")  # the keys keep answering the table
        return button


class GuideTourPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.tour: guide_tour.Tour | None = None
        #: The player's hints setting before the guide turned hints on.
        self._hints_before = False
        #: Event signs of the answer being reported, until its question arrives.
        self._pending: list[str] = []
        #: The card the highlight follows (None: the item shown is no card).
        self._followed: Any = None
        self.action = QAction("Guided &first day", self)
        self.action.setObjectName("action_guided_day")
        self.action.setToolTip("Play a first day with a guide pointing at each part of the table")
        self.action.triggered.connect(self.start)
        window.menus.menus["Help"].addAction(self.action)
        self.start_button: QPushButton | None = None
        page = getattr(getattr(window, "start", None), "page", None)
        if page is not None and page.layout() is not None:
            self.start_button = QPushButton()
            self.start_button.setObjectName("start_guided")
            self.start_button.clicked.connect(self.start)
            page.layout().addWidget(self.start_button)
        self._label_start_button()
        self.highlight = GuideHighlight(window)
        #: The frame inside the test dialog (made with the dialog it frames in).
        self.inner: GuideHighlight | None = None
        self._watched: Any = None  # the test dialog whose moves this part watches
        #: The result lines of a finished test the dialog showed when the shown step came.
        self._stale: list[str] | None = None
        self.balloon = GuideBalloon(window)
        self.balloon.back.clicked.connect(self.back)
        self.balloon.next.clicked.connect(self.next)
        self.balloon.hand_over.clicked.connect(self.hand_over)
        window.view.installEventFilter(self)
        for bar in (window.view.verticalScrollBar(), window.view.horizontalScrollBar()):
            bar.valueChanged.connect(lambda *_: self._place())  # a table taller than the view scrolls

    # ------------------------------------------------------------------ remembered
    @property
    def done(self) -> bool:
        value = self.window.settings.value(DONE_KEY, False)
        return value is True or str(value).lower() in ("true", "1")

    def _label_start_button(self) -> None:
        if self.start_button is not None:
            self.start_button.setText("Guided &first day (again)" if self.done else "Guided &first day")

    @property
    def running(self) -> bool:
        return self.tour is not None

    # ------------------------------------------------------------------ the game
    def attach(self, controller: Any) -> None:
        controller.events.connect(self._on_events)
        controller.prompt_changed.connect(self._on_prompt)
        controller.table_changed.connect(lambda *_: self._place())
        # The test dialog turns its page on the same question, after this part has heard it.
        controller.prompt_changed.connect(lambda *_: QTimer.singleShot(0, self, self._place))
        controller.day_started.connect(self._other_day)
        controller.session_opened.connect(self._other_day)

    def _other_day(self) -> None:
        """Another day replaced the guided one (Game > New day, an opened save): the guide
        has nothing left to point at. (Its own day arrives before the guide starts.)"""
        if self.tour is not None:
            self._end("The guided day was left for another day. Help > Guided first day starts it again.")

    def start(self) -> bool:
        """The guided day from its first question: the seeded table, hints on, step 1 shown."""
        rules_help = self.window.rules_help
        was_running = self.running
        self.tour = None  # the new day's own signs start the guide
        if not self.window.game.new_day(guide_tour.guided_choices()):
            return False
        self.window.campaign.play.leave()  # a standalone day, as Game > New day: a campaign (saved) closes
        if not was_running:
            self._hints_before = rules_help.hints_action.isChecked()
        rules_help.set_hints(True)
        self.tour = guide_tour.Tour()
        self._pending = []
        self.tour.observe(guide_tour.signs([], self.controller.prompt))
        self.status("The guided day: follow the balloon, or hand the table over at any time")
        self._show()
        return True

    def _on_events(self, events: list[Any]) -> None:
        if self.tour is not None:
            self._pending.extend(f"event:{e.kind}" for e in events)

    def _on_prompt(self, prompt: Any) -> None:
        if self.tour is None:
            return
        signs, self._pending = [*self._pending, f"prompt:{prompt.kind}" if prompt else "prompt:none"], []
        if self.tour.observe(signs):
            self._show()
        if self.tour is not None and self.tour.finished:
            self._end("The guided day is done: the table is yours. Help > Guided first day plays it again.")

    # ------------------------------------------------------------------ the player's buttons
    def next(self) -> None:
        if self.tour is not None and self.tour.next():
            if self.tour.finished:
                self._end("The guided day is done: the table is yours.")
            else:
                self._show()

    def back(self) -> None:
        if self.tour is not None and self.tour.back():
            self._show()

    def hand_over(self) -> None:
        self._end("The table is yours. Help > Guided first day starts the guide again.")

    def _end(self, words: str) -> None:
        self.tour = None
        self._pending = []
        self._follow(None)
        self.balloon.hide()
        self.highlight.hide()
        if self.inner is not None:
            self.inner.hide()
        self.window.rules_help.set_hints(self._hints_before)
        self.window.settings.setValue(DONE_KEY, True)
        self._label_start_button()
        self.status(words, 8000)

    # ------------------------------------------------------------------ drawing the step
    def _show(self) -> None:
        tour = self.tour
        step = tour.step if tour is not None else None
        if tour is None or step is None:
            return
        b = self.balloon
        b.count.setText(f"Step {tour.shown + 1} of {len(tour.steps)}")
        b.title.setText(step.title)
        b.words.setText(step.words)
        b.back.setEnabled(tour.shown > 0)
        b.next.setText("Back to now" if tour.looking_back else "Next")
        b.next.setVisible(tour.looking_back or step.explains)
        b.adjustSize()
        zoom = getattr(getattr(self.window, "table", None), "zoom", None)
        if zoom is not None:  # the last hovered card shown large would hide the item shown now;
            zoom.dismiss()  # hovering a card again shows it
        dialog, c = self.test_dialog(), self.controller
        finished = dialog is not None and c is not None and c.state.test is None
        self._stale = dialog.result_lines if finished and dialog.pages.currentIndex() == 2 else None
        self._place()

    def _clear_the_view(self) -> bool:
        """A step on the table came while the test dialog showed a finished test's result, and
        that result lies over the step's item or its balloon: close it (True). Why close it rather
        than wait or move it: the test is over and its lines stay in the log, the step asks the
        player to act on the table right there (the obstacle step: traverse the obstacle the
        result hid), and a dialog moved aside would still cover part of a table this size. Only
        the result already up when the step came: the result of a test the player makes during
        the step stays to be read, and a price page or a running test is never closed (the
        player is answering it; the balloon stands beside it, ``_place``)."""
        dialog, c = self.test_dialog(), self.controller
        if dialog is None or self._stale is None or dialog.result_lines is not self._stale:
            return False
        if c is None or c.state.test is not None or dialog.pages.currentIndex() != 2:
            return False  # the player turned to a price page or began a test since
        if self.dialog_item() is not None:  # the step frames the result itself (the challenge card)
            return False
        frame = dialog.frameGeometry()
        over = QRect(self.window.mapFromGlobal(frame.topLeft()), frame.size())
        shown = [w.geometry() for w in (self.highlight, self.balloon) if w.isVisible()]
        if not any(over.intersects(r) for r in shown):
            return False
        self._stale = None
        dialog.hide()
        return True

    def target_rect(self) -> QRect | None:
        """Where the shown step's item is, in the window's coordinates (None: not on the table)."""
        tour, c = self.tour, self.controller
        step = tour.step if tour is not None else None
        if step is None or c is None or not self.window.has_table:
            return None
        if not step.target.startswith("card:"):
            self._follow(None)
        kind, name = guide_tour.target_of(step, c.hand_ranger())
        w = self.window
        if kind == "widget":
            widget = w.findChild(QWidget, name)
            if widget is None or not widget.isVisible():
                return None
            return QRect(widget.mapTo(w, widget.rect().topLeft()), widget.size())
        scene_rect = self._scene_rect(kind, name)
        if scene_rect is None or scene_rect.isEmpty():
            return None
        view = w.view
        poly = view.mapFromScene(scene_rect).boundingRect()
        top_left = view.viewport().mapTo(w, poly.topLeft())
        return QRect(top_left, poly.size()).intersected(
            QRect(view.viewport().mapTo(w, view.viewport().rect().topLeft()), view.viewport().size())
        )

    def test_dialog(self) -> Any:
        """The table's test dialog, if it is up (watched from the first look: its showing, moves
        and pages place the frame again)."""
        menus = getattr(self.window, "card_menus", None) if self.window.has_table else None
        dialog = getattr(menus, "test_dialog", None)
        if dialog is not None and dialog is not self._watched:
            dialog.installEventFilter(self)
            self._watched = dialog
        return dialog if dialog is not None and dialog.isVisible() else None

    def dialog_item(self) -> tuple[Any, QWidget] | None:
        """(dialog, widget) the shown step frames inside the test dialog, or None (no such step,
        the dialog is not up, or none of the step's widgets is shown now)."""
        tour = self.tour
        step = tour.step if tour is not None else None
        dialog = self.test_dialog() if step is not None and step.inside else None
        if dialog is None or step is None:
            return None
        for name in step.inside:
            widget = dialog.findChild(QWidget, name)
            shown = widget is not None and widget.isVisible() and not widget.size().isEmpty()
            if shown and (not isinstance(widget, QLabel) or widget.text() or not widget.pixmap().isNull()):
                return dialog, widget
        return None

    def dialog_rect(self) -> QRect | None:
        """Where the framed widget of the test dialog is, in global coordinates (None: none)."""
        found = self.dialog_item()
        if found is None:
            return None
        _dialog, widget = found
        return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())

    def _frame_inside(self) -> QRect | None:
        """Frame the dialog's widget (a frame made in that dialog, watched as it moves); the
        dialog's geometry in the window's coordinates, or None when nothing is framed there."""
        found = self.dialog_item()
        if found is None:
            if self.inner is not None:
                self.inner.hide()
            return None
        dialog, widget = found
        if self.inner is None or self.inner.parentWidget() is not dialog:
            if self.inner is not None:
                self.inner.deleteLater()
            self.inner = GuideHighlight(dialog)
        at = widget.mapTo(dialog, widget.rect().topLeft())
        rect = QRect(at, widget.size()).adjusted(-FRAME, -FRAME, FRAME, FRAME).intersected(dialog.rect())
        self.inner.setGeometry(rect)
        self.inner.show()
        self.inner.raise_()
        frame = dialog.frameGeometry()
        return QRect(self.window.mapFromGlobal(frame.topLeft()), frame.size())

    def _scene_rect(self, kind: str, name: str) -> QRectF | None:
        scene = self.window.scene
        if kind == "zone":
            return scene.zone_rect(name) if name in scene.zones else None
        if kind == "pile":
            pile = scene.pile(name)
            return pile.sceneBoundingRect() if pile is not None and pile.isVisible() else None
        if kind == "board":
            board = scene.boards.get(name)
            return board.sceneBoundingRect() if board is not None and board.isVisible() else None
        if kind == "card":
            iid = guide_tour.card_for(name, self.controller)
            item = scene.card_item(iid) if iid is not None else None
            self._follow(item)
            return item.sceneBoundingRect() if item is not None else None
        return None

    def _follow(self, item: Any) -> None:
        """Keep the highlight on a card while it glides to its place (its moves animate)."""
        if item is self._followed:
            return
        if self._followed is not None:
            for signal in (self._followed.xChanged, self._followed.yChanged):
                signal.disconnect(self._place)
        self._followed = item
        if item is not None:
            item.xChanged.connect(self._place)
            item.yChanged.connect(self._place)

    def _place(self) -> None:
        if self.tour is None or self.tour.step is None:
            return
        w = self.window
        rect = self.target_rect()
        if rect is None:
            self.highlight.hide()
        else:
            self.highlight.setGeometry(rect.adjusted(-FRAME, -FRAME, FRAME, FRAME))
            self.highlight.show()
            self.highlight.raise_()
        b = self.balloon
        b.adjustSize()
        area = w.rect()
        self.test_dialog()  # watched before it first shows
        beside = self._frame_inside()
        if beside is not None and self.highlight.geometry().intersects(beside):
            self.highlight.hide()  # the frame in the dialog shows the item; this one sits under it
        up = self.test_dialog()
        natural = self._balloon_at(rect, area)
        if beside is not None:  # a step framed in the dialog: the balloon beside it
            places = self._beside_dialog(beside)
        elif up is not None:  # a dialog the player is answering: never under it, nor on the item
            frame = up.frameGeometry()
            beside = QRect(w.mapFromGlobal(frame.topLeft()), frame.size())
            places = [natural, *self._clear_of(natural, beside), *self._beside_dialog(beside)]
        else:
            places = [natural]
        kept = [self._kept_in(p, area) for p in places]
        item = self.highlight.geometry() if self.highlight.isVisible() else QRect()
        free = [p for p in kept if beside is None or not p.intersects(beside)]
        clear = [p for p in free if not p.intersects(item)]
        x, y = (clear or free or kept)[0].topLeft().toTuple()
        b.move(x, y)
        b.show()
        b.raise_()
        if self._clear_the_view():
            self._place()

    def _balloon_at(self, rect: QRect | None, area: QRect) -> QRect:
        """The balloon's place by the item (``rect``, None: the window's middle), before it is
        kept inside the window: above an item in the window's lower half, below one in the upper
        half, beside it when there is no room."""
        b = self.balloon
        if rect is None:
            x, y = area.center().x() - b.width() // 2, area.center().y() - b.height() // 2
        else:
            x = rect.center().x() - b.width() // 2
            if rect.center().y() > area.center().y():
                y = rect.top() - GAP - b.height()
            else:
                y = rect.bottom() + GAP
            if y < area.top() or y + b.height() > area.bottom():  # no room: beside it
                y = rect.center().y() - b.height() // 2
                room = rect.right() + GAP + b.width() <= area.right()
                x = rect.right() + GAP if room else rect.left() - GAP - b.width()
        return QRect(x, y, b.width(), b.height())

    def _beside_dialog(self, dialog: QRect) -> list[QRect]:
        """The balloon's places beside the test dialog (a window above this one would hide it):
        left of it, right of it, below it, level with the dialog's top."""
        b = self.balloon
        return [
            QRect(dialog.left() - GAP - b.width(), dialog.top(), b.width(), b.height()),
            QRect(dialog.right() + GAP, dialog.top(), b.width(), b.height()),
            QRect(dialog.left(), dialog.bottom() + GAP, b.width(), b.height()),
        ]

    @staticmethod
    def _clear_of(place: QRect, dialog: QRect) -> list[QRect]:
        """``place`` slid just off the dialog: left, right, above, below."""
        return [
            place.translated(dialog.left() - GAP - place.right(), 0),
            place.translated(dialog.right() + GAP - place.left(), 0),
            place.translated(0, dialog.top() - GAP - place.bottom()),
            place.translated(0, dialog.bottom() + GAP - place.top()),
        ]

    @staticmethod
    def _kept_in(place: QRect, area: QRect) -> QRect:
        x = min(max(area.left() + GAP, place.x()), area.right() - GAP - place.width())
        y = min(max(area.top() + GAP, place.y()), area.bottom() - GAP - place.height())
        return QRect(x, y, place.width(), place.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.tour is None:
            return False
        if watched is self.window.view and event.type() == QEvent.Type.Resize:
            self._place()
        elif watched is not self.window.view and event.type() in _DIALOG_MOVES:
            QTimer.singleShot(0, self, self._place)  # the dialog moved, resized or turned a page
        return False


#: What the test dialog does that moves the widget framed in it.
_DIALOG_MOVES = (
    QEvent.Type.Show,
    QEvent.Type.Hide,
    QEvent.Type.Move,
    QEvent.Type.Resize,
    QEvent.Type.LayoutRequest,
)
