"""The bars above and below the table: the phase bar and the prompt bar.

Why apart from `panels.py`: the window's shell shows both on the start page, before any game,
while the card preview beside them paints card faces (`face_cache`, `card_face`), which are the
table's modules and load with the first game (ui/table_kit.py). These bars import neither.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QIcon, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QScrollBar,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.ui.icons import qicon
from rangers_qt.ui.late_qt import ALIGN_LEFT_VCENTER, Qt, set_keys
from rangers_qt.ui.theme import ASPECT_COLOURS

if TYPE_CHECKING:
    from rangers_qt.app.table_model import TableView

MAX_OPTION_BUTTONS = 9
#: The phase bar's words for the engine's phases.
PHASE_WORDS = {
    "setup": "Setup",
    "path": "Phase 1 \u00b7 Draw path cards",
    "turns": "Phase 2 \u00b7 Ranger turns",
    "travel": "Phase 3 \u00b7 Travel",
    "refresh": "Phase 4 \u00b7 Refresh",
    "ended": "Day over",
}


@dataclass(frozen=True)
class OptionView:
    """A prompt option as the prompt bar shows it."""

    id: str
    label: str
    kind: str
    card: str | None = None
    target: str | None = None
    aspect: str | None = None
    tip: str = ""  # more than the label says (a test's price and odds)
    on_card: bool = False  # shown on its card (pill, tooltip, menu), not as a button (issue #15)


#: The icon a prompt button carries, so options read at a glance (colour is never the only signal).
KIND_ICONS = {
    "play_card": ("deck", "#d8dde2"),
    "rest": ("fatigue", "#9fb3c2"),
    "commit_card": ("deck", "#e0b24a"),
    "travel": ("exploration", "#d8dde2"),
    "camp": ("fatigue", "#d8dde2"),
    "discard_card": ("deck", "#8b98a3"),
    "choose_ranger": ("ranger", "#e0b24a"),
}


def option_icon(opt: OptionView) -> tuple[str, str] | None:
    if opt.kind in ("test", "commit_energy") and opt.aspect in ASPECT_COLOURS:
        return opt.aspect.lower(), ASPECT_COLOURS[opt.aspect]
    return KIND_ICONS.get(opt.kind)


class FitLabel(QLabel):
    """A one-line label that shows the longest of its forms that fits, else elides the shortest.

    The phase bar shares a row with the action buttons; on a 1366 px screen the full wording
    of every label does not fit. Rather than letting one label collapse to nothing, each label
    falls back to a shorter wording and the full one goes to the tooltip.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._forms: tuple[str, ...] = (text,)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_forms(self, *forms: str) -> None:
        """Longest wording first; the later ones are shorter fallbacks."""
        kept = tuple(dict.fromkeys(f for f in forms if f)) or ("",)
        self._forms = kept
        self.setText(kept[0])
        self.setToolTip(kept[0] if len(kept) > 1 else "")
        self.updateGeometry()
        self.update()

    def _advance(self, text: str) -> int:
        return self.fontMetrics().horizontalAdvance(text) + 2

    def sizeHint(self) -> QSize:
        base = super().sizeHint()
        return QSize(self._advance(self._forms[0]) + self.contentsMargins().left() * 2, base.height())

    def minimumSizeHint(self) -> QSize:
        base = super().minimumSizeHint()
        shortest = min(self._advance(f) for f in self._forms)
        return QSize(min(shortest, self._advance("…") * 4) if self._forms[0] else 0, base.height())

    def shown_text(self) -> str:
        """The wording the label draws at its current width."""
        width = self.contentsRect().width()
        for form in self._forms:
            if self._advance(form) <= width:
                return form
        return self.fontMetrics().elidedText(self._forms[-1], Qt.TextElideMode.ElideRight, width)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            ALIGN_LEFT_VCENTER,
            self.palette(),
            self.isEnabled(),
            self.shown_text(),
            self.foregroundRole(),
        )
        painter.end()


class PhaseBar(QFrame):
    """Round, phase and whose turn it is, plus the always-there buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PhaseBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        layout.setSpacing(14)
        self.round_label = FitLabel("Round \u2013")
        self.round_label.setObjectName("RoundLabel")
        # The round is short and always wanted whole: the turn label gives way first.
        self.round_label.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.phase_label = FitLabel("")
        self.phase_label.setObjectName("PhaseLabel")
        self.turn_label = FitLabel("")
        self.turn_label.setObjectName("TurnLabel")
        self.sandbox_label = QLabel("SANDBOX")
        self.sandbox_label.setObjectName("SandboxLabel")
        self.sandbox_label.setVisible(False)
        self.day_label = FitLabel("")
        self.day_label.setObjectName("DayLabel")
        for w in (self.round_label, self.phase_label, self.turn_label, self.day_label, self.sandbox_label):
            layout.addWidget(w)
        # The labels take what they need and give way (shorter wording, then eliding) when the
        # row is short; the stretch keeps the buttons on the right.
        layout.addStretch(1)
        self.buttons = QHBoxLayout()
        self.buttons.setSpacing(4)
        layout.addLayout(self.buttons)

    def add_action_button(self, action: object, icon: str | None = None) -> QToolButton:
        button = QToolButton(self)
        button.setDefaultAction(action)  # type: ignore[arg-type]
        set_keys(button, "toolButtonStyle", "ToolButtonTextOnly")
        if icon:
            button.setIcon(qicon(icon))
        button.setAutoRaise(True)
        self.buttons.addWidget(button)
        return button

    def show_table(self, table: TableView, prompt_title: str = "", campaign_day: int | None = None) -> None:
        self.round_label.set_forms(f"Round {table.round}", f"R{table.round}")
        # When the day is over the turn label says so, with the reason.
        phase = "" if table.day_over else PHASE_WORDS.get(table.phase, table.phase)
        self.phase_label.set_forms(phase, phase.split(" \u00b7 ")[-1])
        who = ""
        if table.active_ranger:
            try:
                who = f"{table.ranger(table.active_ranger).name}'s turn"
            except KeyError:
                who = ""
        if table.day_over:
            who = f"Day over: {table.day_over}"
        full = who
        if table.test_summary:
            full = f"{who}  \u00b7  Test {table.test_summary}" if who else f"Test {table.test_summary}"
        self.turn_label.set_forms(full, who, "Day over" if table.day_over else "")
        self.turn_label.setToolTip(full)
        lead = ""
        if table.lead:
            try:
                lead = table.ranger(table.lead).name
            except KeyError:
                lead = ""
        day = f"Day {campaign_day}" if campaign_day is not None else ""
        forms = [
            " \u00b7 ".join(p for p in (day, f"lead: {lead}" if lead else "") if p),
            " \u00b7 ".join(p for p in (day, lead) if p),
            day or lead,
        ]
        self.day_label.set_forms(*forms)
        self.day_label.setToolTip(
            " \u00b7 ".join(
                p
                for p in (
                    f"Campaign day {campaign_day}" if day else "",
                    f"lead ranger: {lead}" if lead else "",
                )
                if p
            )
        )


#: The option kind pinned at the right of the prompt bar (the engine's "No response").
PINNED_KIND = "no"


class PromptBar(QFrame):
    """The current question and its options as numbered buttons (keys 1-9 answer them).

    Options shown on their card (`OptionView.on_card`: a turn's tests, plays and uses) get no
    button: they come after the bar's own in `options`, keep their number key and Tab stop, and a
    note at the end of the row says where they are."""

    option_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PromptBar")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 6)
        outer.setSpacing(4)
        self.title = QLabel("")
        self.title.setObjectName("PromptTitle")
        self.title.setWordWrap(True)
        outer.addWidget(self.title)
        # One row that scrolls sideways (issue #15): options never stack into rows that take the
        # table's height, at 1366x768 least of all. Tab brings the highlighted one into view.
        self.options_scroll = QScrollArea()
        self.options_scroll.setObjectName("PromptOptions")
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QFrame.Shape.NoFrame)
        set_keys(self.options_scroll, "verticalScrollBarPolicy", "ScrollBarAlwaysOff")
        set_keys(self.options_scroll, "horizontalScrollBarPolicy", "ScrollBarAsNeeded")
        strip = QWidget()
        strip.setObjectName("PromptStrip")
        self.row = QHBoxLayout(strip)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(6)
        # The viewport and the scroll bar made here rather than by Qt (window_shell.py says why);
        # the viewport before the strip, which goes in it.
        viewport = QWidget()
        viewport.setAutoFillBackground(False)  # the bar's own panel colour shows
        self.options_scroll.setViewport(viewport)
        self.options_scroll.setWidget(strip)
        scroll_bar = QScrollBar()
        set_keys(scroll_bar, "orientation", "Horizontal")
        self.options_scroll.setHorizontalScrollBar(scroll_bar)
        strip.setAutoFillBackground(False)
        sample = QPushButton("1  Sample")
        bar_h = scroll_bar.sizeHint().height()
        self.options_scroll.setFixedHeight(sample.sizeHint().height() + bar_h + 4)
        sample.deleteLater()
        # "No response" is pinned at the right of the row, outside the scroll (issue #29): with
        # many responses on offer it scrolled off screen at 1366 px and the way out was hidden.
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(6)
        line.addWidget(self.options_scroll, 1)
        self._pinned_at: int = -1  # the option the pinned button answers (its row button is hidden)
        self.pinned = QPushButton()
        self.pinned.setObjectName("PinnedOption")
        self.pinned.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.pinned.clicked.connect(lambda: self._clicked(self._pinned_at))
        self.pinned.hide()
        line.addWidget(self.pinned)
        outer.addLayout(line)
        self._line = line
        self._aligned = False  # the row's and the pinned button's alignments: `_align`
        self.options: list[OptionView] = []
        self.buttons: list[QPushButton] = []  # the current options' buttons
        self._pool: list[QPushButton] = []  # every button made so far, reused
        self.highlight = -1
        self.more: QToolButton | None = None
        self.on_cards = QLabel("")
        self.on_cards.setObjectName("OnCardsNote")
        self.on_cards.setVisible(False)
        self._note_at = -1  # the row position of the note (it stays after the buttons)

    def set_prompt(self, title: str, options: Sequence[OptionView]) -> None:
        """Show a new prompt. The option buttons are kept and relabelled, not made anew: a new
        button is styled from the window's style sheet, which cost more than the rest of an answer."""
        if options and not self._aligned:
            self._align()
        if self.more is not None:
            self.row.removeWidget(self.more)
            self.more.hide()
            self.more.deleteLater()
            self.more = None
        # The bar's own options first (their buttons read 1, 2, 3...), then those on cards.
        own = [o for o in options if not o.on_card]
        on_card = [o for o in options if o.on_card]
        self.options = own + on_card
        self.highlight = -1
        if self.title.text() != title:
            self.title.setText(title)
        shown = own[:MAX_OPTION_BUTTONS]
        while len(self._pool) < len(shown):
            b = QPushButton()
            b.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            k = len(self._pool)
            b.clicked.connect(lambda _=False, k=k: self._clicked(k))
            self.row.insertWidget(len(self._pool), b)
            self._pool.append(b)
        if self._note_at < 0:
            self.row.addWidget(self.on_cards)
            self._note_at = 0
        self.buttons = self._pool[: len(shown)]
        for n, (b, opt) in enumerate(zip(self.buttons, shown, strict=True), start=1):
            text = f"{n}  {opt.label}"
            if b.text() != text:
                b.setText(text)
            tip = f"Key {n}: {opt.label}" + (f"\n{opt.tip}" if opt.tip else "")
            if b.toolTip() != tip:
                b.setToolTip(tip)
            b.setObjectName(f"option_{n}")
            icon = option_icon(opt)
            b.setIcon(qicon(*icon) if icon is not None else QIcon())
            if b.property("highlight"):
                b.setProperty("highlight", False)
                b.style().unpolish(b)
                b.style().polish(b)
            b.setDefault(False)
            b.setVisible(True)
        for b in self._pool[len(shown) :]:
            b.setVisible(False)
            b.setObjectName("")
        self._pin(shown)
        note = ""
        if on_card:
            cards = len({o.card or o.target for o in on_card})
            note = f"+ {len(on_card)} on {cards} card{'s' if cards != 1 else ''}: their pill or right-click"
        if self.on_cards.text() != note:
            self.on_cards.setText(note)
            self.on_cards.setToolTip(
                "Tests, plays and abilities sit on the cards they concern: click a card's pill, "
                "right-click it or double-click it; hover it for the list with prices and keys"
            )
        self.on_cards.setVisible(bool(note))
        self.row.invalidate()
        rest = own[MAX_OPTION_BUTTONS:]
        if rest:
            more = QToolButton()
            more.setText(f"+{len(rest)} more")
            more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            menu = QMenu(more)
            for opt in rest:
                act = menu.addAction(opt.label)
                act.setToolTip(opt.tip or opt.label)
                act.triggered.connect(lambda _=False, oid=opt.id: self.option_chosen.emit(oid))
            more.setMenu(menu)
            self.row.insertWidget(self.row.indexOf(self.on_cards), more)
            self.more = more

    def _align(self) -> None:
        """The options' row packed at the left and centred, the pinned button at the top: set
        with the first options, not at build, because `Qt`'s alignment flags build its whole
        namespace (ui/late_qt.py) and the first frame shows no option (an empty row and a
        hidden button are placed the same whatever their alignment)."""
        self._aligned = True
        self.row.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._line.setAlignment(self.pinned, Qt.AlignmentFlag.AlignTop)

    def _pin(self, shown: Sequence[OptionView]) -> None:
        """The bar's "No response" (kind "no") on the pinned button, with its own number key."""
        at = next((n for n, o in enumerate(shown) if o.kind == PINNED_KIND), -1)
        self._pinned_at = at
        self.pinned.setVisible(at >= 0)
        if at < 0:
            return
        self.buttons[at].setVisible(False)
        self.pinned.setText(self.buttons[at].text())
        self.pinned.setToolTip(self.buttons[at].toolTip())
        self.pinned.setDefault(False)

    def button_for(self, k: int) -> QPushButton:
        """The button on screen for option `k` (the pinned one for "No response")."""
        return self.pinned if k == self._pinned_at else self.buttons[k]

    def _clicked(self, k: int) -> None:
        if k < len(self.options):
            self.option_chosen.emit(self.options[k].id)

    def choose_number(self, n: int) -> bool:
        if 1 <= n <= len(self.options) and n <= MAX_OPTION_BUTTONS:
            self.option_chosen.emit(self.options[n - 1].id)
            return True
        return False

    def cycle(self) -> OptionView | None:
        """Tab: highlight the next option (its card glows brighter on the table)."""
        if not self.options:
            return None
        self.highlight = (self.highlight + 1) % len(self.options)
        if self.highlight < len(self.buttons) and self.highlight != self._pinned_at:
            self.options_scroll.ensureWidgetVisible(self.buttons[self.highlight])
        for i in range(len(self.buttons)):
            b = self.button_for(i)
            b.setDefault(i == self.highlight)
            b.setProperty("highlight", i == self.highlight)
            b.style().unpolish(b)
            b.style().polish(b)
        return self.options[self.highlight]

    def highlighted(self) -> OptionView | None:
        if 0 <= self.highlight < len(self.options):
            return self.options[self.highlight]
        return None
