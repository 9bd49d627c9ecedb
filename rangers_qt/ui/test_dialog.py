"""The test dialog: choose a test, see its price and odds, commit, watch the challenge card.

Before a test begins it shows what the engine will charge (fatigue from each card between
you and the target), the difficulty and the exact chance of success over the challenge cards
left at each energy: all one engine query (`engine/preview.test_preview`, through the
controller). While committing, every button shows the chance the commitment would give
(`commit_preview`). After the reveal it lists the outcome and each challenge effect in the
order the engine resolved them. Nothing here works out a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.faces import face_for
from rangers_qt.app.test_plan import TestPlan, plan_shown
from rangers_qt.ui.face_cache import face_pixmap
from rangers_qt.ui.flow_layout import FlowLayout
from rangers_qt.ui.test_words import chance_text, fatigue_text, price_warning, tick_text


def ask_yes_no(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(parent, title, text)
    return answer == QMessageBox.StandardButton.Yes


#: (parent, title, text) -> True to go on; replaced in tests.
confirm: Callable[[QWidget, str, str], bool] = ask_yes_no


Button = TypeVar("Button", bound=QAbstractButton)


def grow_pool(
    pool: list[Button],
    n: int,
    layout: Any,
    clicked: Callable[[int], None],
    make: Callable[[], Button] = QPushButton,  # type: ignore[assignment]
) -> None:
    """At least `n` buttons in `pool` (the k-th calls `clicked(k)`), new ones added to `layout`.
    Kept and relabelled, not made anew: a new button is styled from the window's style sheet."""
    while len(pool) < n:
        button = make()
        k = len(pool)
        button.clicked.connect(lambda _=False, k=k: clicked(k))
        layout.addWidget(button)
        pool.append(button)


class TestDialog(QDialog):
    __test__ = False

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TestDialog")
        self.setWindowTitle("Test")
        self.setModal(False)
        self.controller = controller
        self.target: str | None = None
        self.wanted: str | None = None  # the test option asked for (its price must be the one shown)
        self._listed: tuple[str, ...] = ()  # the test options the list shows
        self.result_lines: list[str] = []
        #: The challenge card revealed by the test shown (None until its reveal): a stale card
        #: from the test before is never shown beside this test's steps.
        self.revealed: str | None = None
        self._energies: list[int] = []  # the energy each "Begin with" button commits
        #: The commit options the price page lists for the picked test, and those ticked (in the
        #: order ticked): "Begin with N" begins the test with them (app/test_plan.py).
        self.offers: tuple[Any, ...] = ()
        self.ticked: list[str] = []
        self._offers_for: tuple[str, int] | None = None  # (test option, log length) of `offers`
        #: The look-ahead at each energy, by (test option, log length, energy): the ticked cards'
        #: icons after that energy (asked again whenever a tick changes).
        self._offers_at: dict[tuple[str, int, int], tuple[Any, ...]] = {}
        self.collecting = False
        self.resize(560, 520)
        outer = QVBoxLayout(self)
        self.header = QLabel("")
        self.header.setObjectName("PromptTitle")
        self.header.setWordWrap(True)
        outer.addWidget(self.header)
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)

        # Page 0: choose the test.
        choose = QWidget()
        cv = QVBoxLayout(choose)
        self.test_list = QListWidget()
        self.test_list.setObjectName("TestList")
        self.test_list.currentRowChanged.connect(self._on_pick)
        self.test_list.itemDoubleClicked.connect(lambda _item: self._begin())
        cv.addWidget(self.test_list, 1)
        self.price = QLabel("")
        self.price.setObjectName("FatiguePreview")
        self.price.setWordWrap(True)
        cv.addWidget(self.price)
        self.odds_before = QLabel("")
        self.odds_before.setObjectName("OddsBefore")
        self.odds_before.setWordWrap(True)
        cv.addWidget(self.odds_before)
        # The cards the test could take, ticked here and committed with "Begin with N" (issue
        # #29): one question per committed card was asked after the energy before.
        self.ticks_title = QLabel("")
        self.ticks_title.setObjectName("TicksTitle")
        self.ticks_title.setWordWrap(True)
        cv.addWidget(self.ticks_title)
        self.ticks_row = FlowLayout(spacing=6)
        # Check boxes, not push buttons: Enter after a tick still begins the test (a focused push
        # button takes the dialog's default away), Space toggles the focused one.
        self.tick_buttons: list[QCheckBox] = []
        cv.addLayout(self.ticks_row)
        # One click for the test and its energy (issue #29): the odds at each energy are on this
        # page already, so the commit-energy question that followed is answered from here.
        self.energy_row = FlowLayout(spacing=6)  # wraps: the dialog never grows off screen
        self.energy_buttons: list[QPushButton] = []
        cv.addLayout(self.energy_row)
        self.begin_button = QPushButton("Begin test")
        self.begin_button.setObjectName("BeginTest")
        self.begin_button.clicked.connect(lambda: self._begin())
        cv.addWidget(self.begin_button)
        self.pages.addWidget(choose)
        # Set once the button is inside the dialog: only then is it the dialog's own default, which
        # Enter clicks wherever the focus is on the page (a tick box, the list).
        self.begin_button.setDefault(True)

        # Page 1: commit energy and cards.
        commit = QWidget()
        mv = QVBoxLayout(commit)
        self.effort_label = QLabel("")
        self.effort_label.setObjectName("EffortLabel")
        mv.addWidget(self.effort_label)
        self.odds_label = QLabel("")
        self.odds_label.setObjectName("OddsLabel")
        self.odds_label.setStyleSheet("font-size: 16px; font-weight: bold;")
        mv.addWidget(self.odds_label)
        # The committed row: each card committed so far stays in sight until the reveal (the
        # engine already moved it to the discard, where the table would no longer show it).
        self.committed_title = QLabel("")
        self.committed_title.setObjectName("CommittedTitle")
        mv.addWidget(self.committed_title)
        self.committed_row = QHBoxLayout()
        self.committed_row.setAlignment(Qt.AlignmentFlag.AlignLeft)
        mv.addLayout(self.committed_row)
        self.committed_cards: list[str] = []
        # In a widget of its own, so the guided day can frame the choices (ui/parts/guide_tour.py).
        choices = QWidget()
        choices.setObjectName("CommitChoices")
        self.commit_box = QVBoxLayout(choices)
        self.commit_box.setContentsMargins(0, 0, 0, 0)
        mv.addWidget(choices)
        mv.addStretch(1)
        self.commit_buttons: list[QPushButton] = []  # the current prompt's, in its order
        self._commit_pool: list[QPushButton] = []  # every commit button made so far, reused
        self._commit_ids: list[str] = []
        self.pages.addWidget(commit)

        # Page 2: the reveal and the outcome.
        result = QWidget()
        rv = QHBoxLayout(result)
        self.challenge_face = QLabel()
        self.challenge_face.setObjectName("ChallengeFace")
        self.challenge_face.setFixedWidth(170)
        self.challenge_face.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        rv.addWidget(self.challenge_face)
        self.outcome = QListWidget()
        self.outcome.setObjectName("OutcomeList")
        self.outcome.setWordWrap(True)
        rv.addWidget(self.outcome, 1)
        self.pages.addWidget(result)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        close = QPushButton("Close")
        close.clicked.connect(self.hide)
        buttons.addWidget(close)
        outer.addLayout(buttons)

        controller.prompt_changed.connect(self._on_prompt)
        controller.events.connect(self._on_events)

    # ------------------------------------------------------------------ entry
    def open_for(self, target: str | None, option_id: str | None = None) -> None:
        """Show the tests available now (those on `target` first, `option_id` picked), or the
        running test."""
        self.target = target
        self.wanted = option_id
        self._refresh()
        if option_id is not None and self.pages.currentIndex() == 0:
            for row in range(self.test_list.count()):
                if self.test_list.item(row).data(Qt.ItemDataRole.UserRole) == option_id:
                    self.test_list.setCurrentRow(row)
                    break
        if not self.isVisible():
            # Raising an open dialog again costs a few ms per answer (the window system is asked
            # each time); it is already in front while it follows the test.
            self.show()
            self.raise_()
        if self.pages.currentIndex() == 0:
            self.begin_button.setFocus()  # Enter starts the test whose price is shown
            if not self.isActiveWindow():  # already up, under the table's keys: take them back
                self.activateWindow()

    def test_options(self) -> list[Any]:
        options = [o for o in self.controller.options() if o.kind == "test"]
        if self.target:
            mine = [o for o in options if self.target in (o.target, o.card)]
            # The hovered card's tests only, unless the test asked for is elsewhere (Remember from
            # the prompt bar while a location is hovered): the dialog must show that very test.
            if mine and (self.wanted is None or any(o.id == self.wanted for o in mine)):
                return mine
        return options

    def _refresh(self) -> None:
        c = self.controller
        if (
            c.state.test is not None
            and c.prompt is not None
            and c.prompt.kind in ("commit_energy", "commit_cards")
        ):
            self._show_commit()
        elif c.state.test is not None and c.prompt is not None:
            self._show_steps(c.prompt.title)  # a response asked in the test: its steps so far
        elif self.result_lines and not self.test_options():
            self._show_result()
        else:
            self._show_choose()

    # ------------------------------------------------------------------ page 0
    def _show_choose(self) -> None:
        self.pages.setCurrentIndex(0)
        if self.outcome.count():  # a choice is about the next test: the last one's outcome goes
            self.outcome.clear()
            self.challenge_face.clear()
        options = self.test_options()
        who = self.controller.ranger_name(self.controller.hand_ranger())
        if not options:
            self._listed = ()
            self.test_list.clear()
            self.header.setText(f"{who}: no test can be performed now")
            self.price.setText("")
            self.odds_before.setText("")
            for b in self.energy_buttons:
                b.setVisible(False)
            self._no_ticks()
            self.begin_button.setEnabled(False)
            return
        name = self.controller.card_name(self.target) if self.target else ""
        header = f"{who}: choose a test" + (
            f" on {name}" if name and any(self.target in (o.target, o.card) for o in options) else ""
        )
        if self.header.text() != header:
            self.header.setText(header)
        self.begin_button.setEnabled(True)
        ids = tuple(o.id for o in options)
        if ids == self._listed and self.test_list.count() == len(ids):
            # The same tests as listed (an answer elsewhere while the dialog stays open): keep the
            # list and the player's pick, and refresh the price and odds, which may have changed.
            self._on_pick(self.test_list.currentRow())
            return
        self._listed = ids
        self.test_list.clear()
        for o in options:
            item = QListWidgetItem(o.label)
            item.setData(Qt.ItemDataRole.UserRole, o.id)
            self.test_list.addItem(item)
        self.test_list.setCurrentRow(0)
        self._on_pick(0)

    def selected_option(self) -> Any | None:
        item = self.test_list.currentItem()
        if item is None:
            return None
        oid = item.data(Qt.ItemDataRole.UserRole)
        prompt = self.controller.prompt
        return prompt.option(oid) if prompt else None

    def _on_pick(self, _row: int) -> None:
        option = self.selected_option()
        if option is None:
            return
        c = self.controller
        preview = c.test_preview(option)
        if preview is None:
            self.price.setText("")
            self.odds_before.setText("")
            for b in self.energy_buttons:
                b.setVisible(False)
            self._no_ticks()
            return
        self.price.setText(fatigue_text([(c.card_name(iid), n) for iid, n in preview.fatigue]))
        self._tick_buttons(option, [n for n, _ in preview.odds], preview.aspect)
        odds = self._ticked_odds(option, preview)
        lines = [f"Difficulty {preview.difficulty}. {preview.aspect} energy available: {preview.energy}."]
        for n, p, icons in odds:
            cards = f" and the ticked cards (+{icons})" if icons else ""
            lines.append(f"With {n} energy{cards}: {chance_text(p)}")
        self.odds_before.setText("\n".join(lines))
        self._energy_buttons(preview.aspect, odds)

    def _ticked_odds(self, option: Any, preview: Any) -> list[tuple[int, Fraction, int]]:
        """(energy, chance, icons of the ticked cards) for each energy the test could begin with.
        The ticked cards' icons are read after that energy is committed: the energy leaves the pool
        first, and a card counting the energy left in it (Determined) adds less, or nothing, after
        more energy (the look-ahead for that energy, as the engine will ask it)."""
        c = self.controller
        out: list[tuple[int, Fraction, int]] = []
        for n, p in preview.odds:
            icons = self.ticked_effort(option, n)
            if icons:
                ticked = c.test_preview(option, icons)
                p = dict(ticked.odds).get(n, p) if ticked is not None else p
            out.append((n, p, icons))
        return out

    def _tick_buttons(self, option: Any, energies: list[int], aspect: str) -> None:
        """A toggle for each card the test could take (the engine's commit question on a copy),
        saying its effort after each energy; ticks last while the same test stays picked."""
        c = self.controller
        at = (option.id, len(c.session.log))
        if at != self._offers_for:
            self._offers_for = at
            self.offers = c.commit_offers(option)
            self._offers_at = {}
            self.ticked = []
        grow_pool(self.tick_buttons, len(self.offers), self.ticks_row, self._toggle_tick, QCheckBox)
        for b, o in zip(self.tick_buttons, self.offers, strict=False):
            b.setChecked(o.id in self.ticked)
            by_energy = [(n, self._icons_after(option, n).get(o.id, 0)) for n in energies]
            b.setText(tick_text(o.label, by_energy, aspect))
            b.setToolTip(f"{b.text()}. Ticked, it is committed after the test's energy")
            b.setObjectName(f"tick_{o.id}")
            b.setVisible(True)
        for b in self.tick_buttons[len(self.offers) :]:
            b.setVisible(False)
            b.setObjectName("")
        self.ticks_title.setText("Commit with it (tick, then begin):" if self.offers else "")
        self.ticks_title.setVisible(bool(self.offers))

    def _no_ticks(self) -> None:
        """No test to begin here: no cards listed, none ticked."""
        self.offers, self.ticked, self._offers_for, self._offers_at = (), [], None, {}
        for b in self.tick_buttons:
            b.setVisible(False)
        self.ticks_title.setVisible(False)

    def _toggle_tick(self, k: int) -> None:
        if k >= len(self.offers):
            return
        o = self.offers[k]
        if o.id in self.ticked:
            self.ticked.remove(o.id)
        else:  # one option per card: a card with a second way to commit it keeps the last one
            self.ticked = [t for t in self.ticked if self._card_of(t) != o.card] + [o.id]
        option = self.selected_option()
        if option is not None:
            self._on_pick(self.test_list.currentRow())

    def _card_of(self, option_id: str) -> str | None:
        return next((o.card for o in self.offers if o.id == option_id), None)

    def ticked_effort(self, option: Any, energy: int) -> int:
        """The icons of the ticked cards, the effort they add to the test's odds, as the commit
        question after `energy` offers them (looked at on a copy, once per energy)."""
        icons = self._icons_after(option, energy) if self.ticked else {}
        return sum(n for oid, n in icons.items() if oid in self.ticked)

    def _icons_after(self, option: Any, energy: int) -> dict[str, int]:
        """Each offered card's icons after `energy` (one copy per test, moment and energy)."""
        key = (option.id, len(self.controller.session.log), energy)
        if key not in self._offers_at:
            self._offers_at[key] = self.controller.commit_offers(option, energy)
        return {o.id: o.amount or 0 for o in self._offers_at[key]}

    def _energy_buttons(self, aspect: str, odds: list[tuple[int, Fraction, int]]) -> None:
        """ "Begin with N FIT (58%)" for each energy the Ranger could commit (with the ticked
        cards' icons after that energy)."""
        grow_pool(self.energy_buttons, len(odds), self.energy_row, self._begin_with)
        self._energies = [n for n, _, _ in odds]
        for b, (n, p, _icons) in zip(self.energy_buttons, odds, strict=False):
            b.setText(f"Begin with {n} {aspect} \u00b7 {round(float(p) * 100)}%")
            cards = " and the ticked cards" if self.ticked else ", no card"
            b.setToolTip(f"Start the test committing {n} {aspect} energy{cards}: {chance_text(p)}")
            b.setObjectName(f"begin_with_{n}")
            b.setVisible(True)
        for b in self.energy_buttons[len(odds) :]:
            b.setVisible(False)

    def _begin_with(self, k: int) -> None:
        if k < len(self._energies):
            self._begin(energy=self._energies[k])

    def begin(self, option_id: str) -> bool:
        """Start the test `option_id` now (its price was shown where it was picked: a card's
        menu entry carries it); a price that would nearly empty the deck still asks first."""
        for row in range(self.test_list.count()):
            if self.test_list.item(row).data(Qt.ItemDataRole.UserRole) == option_id:
                self.test_list.setCurrentRow(row)
                break
        else:
            return False
        return self._begin()

    def _begin(self, energy: int | None = None) -> bool:
        """Start the selected test; `energy`: commit that much at once (no question after)."""
        option = self.selected_option()
        if option is None:
            return False
        c = self.controller
        preview = c.test_preview(option)
        if preview is not None:
            deck = len(c.state.ranger(preview.ranger).deck)
            warning = price_warning(c.ranger_name(preview.ranger), preview.fatigue_total, deck)
            if warning is not None and not confirm(self, "Fatigue", warning):
                return False
        self._new_test()
        plan = None
        if energy is not None or self.ticked:  # the energy chosen and the cards ticked go with it
            plan = TestPlan(energy, list(self.ticked), plan_shown(self.offers))
        self.ticked = []
        c.begin_test(option.id, plan)
        self._refresh()
        return True

    # ------------------------------------------------------------------ page 1
    def current_chance(self) -> Fraction | None:
        preview = self.controller.commit_preview()
        return preview.chance_now if preview is not None else None

    def _show_commit(self) -> None:
        c = self.controller
        preview = c.commit_preview()
        prompt = c.prompt
        assert preview is not None and prompt is not None
        self.pages.setCurrentIndex(1)
        target = c.card_name(preview.target) if preview.target else "no target"
        self.header.setText(
            f"{c.ranger_name(preview.ranger)}: {preview.label} \u2014 {preview.aspect} + "
            f"{preview.approach.capitalize()} on {target}"
        )
        bonus = preview.other_effort
        extra = f" (+{bonus} from other rangers' tokens)" if bonus else ""
        self.effort_label.setText(
            f"Effort so far: {preview.committed}{extra}   \u00b7   difficulty {preview.difficulty}"
        )
        self._show_committed()
        now = preview.chance_now
        if prompt.kind == "commit_energy":
            self.odds_label.setText(f"Commit at least 1 {preview.aspect} energy:")
        else:
            self.odds_label.setText(f"Chance of success now: {chance_text(now)}")
        # The buttons are kept and relabelled, not made anew: a new button is styled from the
        # window's style sheet, which cost more than the rest of a commitment's answer.
        grow_pool(self._commit_pool, len(prompt.options), self.commit_box, self._commit_nth)
        self._commit_ids = [o.id for o in prompt.options]
        self.commit_buttons = self._commit_pool[: len(prompt.options)]
        for b, o in zip(self.commit_buttons, prompt.options, strict=True):
            label = o.label
            p = preview.chance_with.get(o.id)
            if p is not None:
                shown = chance_text(p)
                label += f"  \u2192  reveal ({shown})" if o.kind == "done" else f"  \u2192  {shown}"
            if b.text() != label:
                b.setText(label)
            b.setObjectName(f"commit_{o.id}")
            b.setVisible(True)
        for b in self._commit_pool[len(prompt.options) :]:
            b.setVisible(False)
            b.setObjectName("")
        # Laid out now, not on the next turn of the event loop: the buttons sit in a widget of
        # their own, and a click right after the page shows must land on them.
        page = self.pages.widget(1)
        laid = page.layout() if page is not None else None
        if laid is not None:
            laid.activate()
        self.commit_box.activate()

    def _show_committed(self) -> None:
        """Thumbnails of the cards committed to the running test, named, until the reveal."""
        c = self.controller
        test = c.state.test
        cards = [r.card for r in test.commits if r.card] if test is not None else []
        if cards == self.committed_cards:
            return
        self.committed_cards = list(cards)
        while self.committed_row.count():
            item = self.committed_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.committed_title.setText(
            "Committed: " + ", ".join(c.card_name(i) for i in cards) if cards else "No card committed yet"
        )
        for iid in cards:
            inst = c.state.cards.get(iid)
            if inst is None:
                continue
            thumb = QLabel()
            thumb.setObjectName(f"committed_{iid}")
            thumb.setToolTip(c.card_name(iid))
            face = face_for(c.catalog.card(inst.def_id))
            thumb.setPixmap(face_pixmap(face, 90, 126, self.devicePixelRatioF()))
            self.committed_row.addWidget(thumb)

    def _commit_nth(self, k: int) -> None:
        if k < len(self._commit_ids):
            self._commit(self._commit_ids[k])

    def _commit(self, option_id: str) -> None:
        self.collecting = True
        self.controller.answer(option_id)
        self._refresh()

    # ------------------------------------------------------------------ page 2
    def _on_events(self, events: list[Any]) -> None:
        # Follow every test however it began (a key, a drop, a menu): a new test's first event
        # starts a fresh outcome list, so the page never shows the previous test's result.
        if any(ev.kind == "test" for ev in events):
            self._new_test()
        if not self.collecting:
            return
        for ev in events:
            self.result_lines.append(ev.text)
        c = self.controller
        for ev in events:
            if ev.kind == "challenge" and ev.cards:  # this test's reveal
                self.revealed = ev.cards[0]
        if any(ev.kind in ("test_result", "test_abandoned") for ev in events) or (
            c.state.test is None and self.result_lines
        ):
            self._show_result()
        elif self.isVisible() and self.pages.currentIndex() == 2:
            self._fill_outcome()  # the steps as they happen

    def _new_test(self) -> None:
        """A test begins: nothing of the one before stays in sight."""
        self.result_lines = []
        self.revealed = None
        self.collecting = True
        self.outcome.clear()
        self.challenge_face.clear()

    def _fill_outcome(self) -> None:
        self.outcome.clear()
        for n, line in enumerate(self.result_lines, start=1):
            item = QListWidgetItem(f"{n}. {line}")
            if "success" in line:
                item.setForeground(QColor("#7fd18b"))
            elif "failure" in line:
                item.setForeground(QColor("#ff8a80"))
            self.outcome.addItem(item)
        c = self.controller
        inst = c.state.cards.get(self.revealed) if self.revealed else None
        if inst is None:
            self.challenge_face.clear()
            return
        face = face_for(c.catalog.card(inst.def_id))
        self.challenge_face.setPixmap(face_pixmap(face, 160, 224, self.devicePixelRatioF()))

    def _show_steps(self, asked: str) -> None:
        """The running test's steps so far while something else is asked (a response)."""
        self.pages.setCurrentIndex(2)
        preview = self.controller.commit_preview()
        name = preview.label if preview is not None else "The test"
        self.header.setText(f"{name}: in progress — {asked} (answer below the table)")
        self._fill_outcome()

    def _show_result(self) -> None:
        self.collecting = False
        self.pages.setCurrentIndex(2)
        self.header.setText("The challenge card is revealed" if self.revealed else "The test is over")
        self._fill_outcome()

    def _on_prompt(self, prompt: Any) -> None:
        if not self.isVisible():
            return
        if self.pages.currentIndex() == 2 and self.controller.state.test is None:
            return
        self._refresh()
