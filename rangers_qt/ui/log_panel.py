"""The game log panel: every answer and event in words, round headers, campaign-guide entries.

Redrawn line by line: the window's log part appends the lines of each answer; nothing is rebuilt.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from rangers_qt.ui.icons import qicon
from rangers_qt.ui.theme import DARK, Theme


class _RememberedHeights(QStyledItemDelegate):
    """Each line's size, measured once per (text, font, width): a line never changes once logged."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple[str, str, int], QSize] = {}

    def forget(self) -> None:
        """The list's font changed: every line is measured again."""
        self._sizes.clear()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        # A line's own font follows from its kind (answers and guide entries bold, round headers
        # in small capitals) and the list's font (`forget` on a change): keyed by the kind, not
        # by the font's description (QFont.toString on every look-up, some 70 per answer).
        key = (str(index.data()), str(index.data(Qt.ItemDataRole.UserRole)), option.rect.width())
        found = self._sizes.get(key)
        if found is None:
            found = self._sizes[key] = super().sizeHint(option, index)
        return found


MOMENT_ROLE = int(Qt.ItemDataRole.UserRole) + 1


class LogPanel(QListWidget):
    """Every answer and event in words; campaign-guide entries stand out.

    Answer rows remember the history length just after them: a double-click goes back there.
    """

    moment_chosen = Signal(int, str)  # history length after the answer, the answer's words

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        # A list view lays every row out again after each insertion, measuring each wrapped line:
        # with a day's few hundred lines that was 8 to 20 ms per answer. Batched layout spreads it
        # over event-loop turns, and the delegate remembers each line's height at a width.
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(64)
        self._heights = _RememberedHeights(self)
        self.setItemDelegate(self._heights)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.guide_rows: list[int] = []
        self._scroll_pending = False
        #: Stay at the newest line while the rows are laid out (unless the reader scrolled up).
        self._follow = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range)
        bar.valueChanged.connect(self._on_value)
        self.theme: Theme = DARK
        self.itemDoubleClicked.connect(self._on_double_click)

    def changeEvent(self, event: QEvent) -> None:
        heights = getattr(self, "_heights", None)  # a change may come while it is being built
        if heights is not None and event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            heights.forget()
        super().changeEvent(event)

    def _on_range(self, _low: int, high: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(high)

    def _on_value(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum() - 4

    def set_theme(self, theme: Theme) -> None:
        """Recolour the muted events and the round headers: their colours follow the theme
        (a pale grey or gold that reads on the dark log is lost on the light one)."""
        self.theme = theme
        for n in range(self.count()):
            item = self.item(n)
            if item is not None:
                self._colour(item, str(item.data(Qt.ItemDataRole.UserRole)))

    def _colour(self, item: QListWidgetItem, kind: str) -> None:
        if kind == "section":
            item.setForeground(QColor(self.theme.accent))
            band = QColor(self.theme.accent)
            band.setAlpha(40)
            item.setBackground(band)
        elif kind not in ("answer", "guide"):
            item.setForeground(QColor(self.theme.muted if self.theme.name == "light" else "#9fb0bd"))

    def mark_moment(self, item: QListWidgetItem, length: int, text: str) -> None:
        item.setData(MOMENT_ROLE, (length, text))
        item.setToolTip("Double-click to go back to just after this")

    def _on_double_click(self, item: QListWidgetItem) -> None:
        moment = item.data(MOMENT_ROLE)
        if moment:
            self.moment_chosen.emit(int(moment[0]), str(moment[1]))

    def append_line(self, text: str, kind: str = "answer", guide_entry: str | None = None) -> QListWidgetItem:
        label = text
        item = QListWidgetItem()
        if guide_entry:
            label = (
                f"\u25b6 Campaign guide {guide_entry}: {text}"
                if guide_entry not in text
                else f"\u25b6 {text}"
            )
            item.setIcon(qicon("guide", "#e0b24a"))
            item.setBackground(QColor(224, 178, 74, 60))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setData(Qt.ItemDataRole.UserRole, "guide")
            self.guide_rows.append(self.count())
        elif kind == "section":
            # A round/phase header: a quiet divider, not something to click.
            label = f"\u2014  {text}  \u2014"
            font = item.font()
            font.setBold(True)
            font.setPointSizeF(max(6.0, font.pointSizeF() * 0.9))
            font.setCapitalization(QFont.Capitalization.SmallCaps)
            item.setFont(font)
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setData(Qt.ItemDataRole.UserRole, "section")
            self._colour(item, "section")
        elif kind == "answer":
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setData(Qt.ItemDataRole.UserRole, "answer")
        else:
            item.setData(Qt.ItemDataRole.UserRole, kind)
            self._colour(item, kind)
        item.setText(label)
        self.addItem(item)
        if not self._scroll_pending:
            # One scroll per burst of lines (an answer logs several events at once).
            self._scroll_pending = True
            QTimer.singleShot(0, self._scroll)
        return item

    def _scroll(self) -> None:
        self._scroll_pending = False
        self._follow = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())  # the batched layout keeps it there as the range grows

    def clear_lines(self) -> None:
        """Empty the log for a new day (not `reset`: that name is QAbstractItemView's own)."""
        self.clear()
        self.guide_rows = []
