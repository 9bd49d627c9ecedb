"""The campaign review window: the Valley map with the journey, the timeline of the days, the
charts, each Ranger's deck history and a read-only replay of any played day.

Everything shown comes from `app.review_data` (statistics replayed from the saved logs, cached)
and `app.day_replay`; this module never imports the engine. The Overview tab shows the map, the
timeline and three charts together (what `rangers-qt review FILE --screenshot` renders); picking
a day in the timeline filters the map and the charts to that day.
"""

from __future__ import annotations

import html
from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.review_cache import ReviewCache
from rangers_qt.app.review_data import TIMELINE_KINDS, ReviewData, card_names, review_data
from rangers_qt.app.valley_map import journey_day, valley_layout
from rangers_qt.campaign.save import open_campaign
from rangers_qt.content.catalog import load_catalog
from rangers_qt.deferred import Deferred
from rangers_qt.ui.documents import suggested
from rangers_qt.ui.journey_map import JourneyMap
from rangers_qt.ui.review_charts import CHARTS, build_chart, chart_view, ranger_key
from rangers_qt.ui.review_replay import ReplayPage
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.theme import DARK, Theme

if TYPE_CHECKING:
    from rangers_qt.ui import review_export
else:  # a load-time cycle: review_export imports this module (read at the first export)
    review_export = Deferred("rangers_qt.ui.review_export")

#: The charts the Overview shows beside the map and the timeline.
OVERVIEW_CHARTS = ("deck", "fatigue", "tests")


class ReviewWindow(QMainWindow):
    def __init__(
        self, campaign: Any, data: ReviewData, theme: Theme = DARK, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.campaign = campaign
        self.data = data
        self.theme = theme
        self.setObjectName("ReviewWindow")
        self.setWindowTitle(f"Campaign review \u2014 {data.name}")
        self.setStyleSheet(stylesheet(theme) + review_style(theme))
        self.day: int | None = None  # the day picked (None: all days)
        self.chart_views: dict[str, Any] = {}  # key -> QChartView on the Charts tab
        self.overview_views: dict[str, Any] = {}

        self.journeys = [journey_day(item.day, item.outcome) for item in data.days]
        self.map = JourneyMap(valley_layout(campaign.catalog), theme)
        self.map.set_journey(self.journeys)
        self.timeline = self._build_timeline()
        self.timeline.currentItemChanged.connect(lambda *_: self._timeline_picked())

        self.tabs = QTabWidget()
        self.tabs.setObjectName("ReviewTabs")
        self.tabs.addTab(self._build_overview(), "Overview")
        # The Charts and Deck history tabs are built when first shown (or asked for): opening
        # the review only draws what the Overview shows.
        self._charts_holder = QWidget()
        self._charts_layout = QVBoxLayout(self._charts_holder)
        self._charts_layout.setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self._charts_holder, "Charts")
        self.decks = QTextBrowser()
        self.decks.setObjectName("ReviewDecks")
        self._decks_built = False
        self.tabs.addTab(self.decks, "Deck history")
        self.replay_page: Any = None
        self._replay_holder = QWidget()
        self._replay_layout = QVBoxLayout(self._replay_holder)
        self._replay_layout.setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self._replay_holder, "Day replay")
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self._menus()
        self.resize(1366, 768)

    # ------------------------------------------------------------------ building
    def _menus(self) -> None:
        menu = self.menuBar().addMenu("&Review")
        pdf = QAction("Export &PDF\u2026", self)
        pdf.setObjectName("action_review_pdf")
        pdf.triggered.connect(self._export_pdf)
        png = QAction("Export P&NG images\u2026", self)
        png.setObjectName("action_review_png")
        png.triggered.connect(self._export_png)
        close = QAction("&Close", self)
        close.setShortcut(QKeySequence("Ctrl+W"))
        close.triggered.connect(self.close)
        for a in (pdf, png, close):
            menu.addAction(a)

    def _build_overview(self) -> QWidget:
        right = QSplitter(Qt.Orientation.Vertical)
        right.setObjectName("ReviewPage")
        tl = QWidget()
        tl_box = QVBoxLayout(tl)
        tl_box.setContentsMargins(0, 0, 0, 0)
        title = QLabel("TIMELINE \u00b7 pick a day to show it alone")
        title.setObjectName("PanelTitle")
        tl_box.addWidget(title)
        tl_box.addWidget(self.timeline)
        right.addWidget(tl)
        charts = QWidget()
        column = QVBoxLayout(charts)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        key_label = QLabel(ranger_key(self.data))
        key_label.setObjectName("DayDetail")
        column.addWidget(key_label)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        column.addLayout(row, 1)
        for key in OVERVIEW_CHARTS:
            view = chart_view(build_chart(self.data, key, self.theme, short=True), self.theme)
            view.setMinimumSize(160, 160)
            self.overview_views[key] = view
            row.addWidget(view)
        right.addWidget(charts)
        right.setStretchFactor(0, 1)
        right.setStretchFactor(1, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("ReviewOverview")
        split.addWidget(self.map)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        return split

    def _build_timeline(self) -> QTreeWidget:
        tree = QTreeWidget()
        tree.setObjectName("ReviewTimeline")
        tree.setHeaderHidden(True)
        tree.setWordWrap(True)
        tree.setUniformRowHeights(False)
        every = QTreeWidgetItem([f"All {len(self.data.days)} days \u00b7 {self.data.name}"])
        every.setData(0, Qt.ItemDataRole.UserRole, 0)
        tree.addTopLevelItem(every)
        labels = dict(TIMELINE_KINDS)
        for td in self.data.timeline:
            item = QTreeWidgetItem([td.title()])
            item.setData(0, Qt.ItemDataRole.UserRole, td.day)
            item.setToolTip(0, td.title())
            for kind, lines in td.lines.items():
                if not lines or (kind == "locations" and len(lines) < 2):
                    continue
                child = QTreeWidgetItem([f"{labels[kind]}: {', '.join(lines)}"])
                child.setData(0, Qt.ItemDataRole.UserRole, td.day)
                child.setData(0, Qt.ItemDataRole.UserRole + 1, kind)
                child.setToolTip(0, "\n".join(lines))
                item.addChild(child)
            tree.addTopLevelItem(item)
            item.setExpanded(bool(item.childCount()) and len(self.data.timeline) <= 12)
        return tree

    def ensure_charts(self) -> None:
        if not self.chart_views:
            self._charts_layout.addWidget(self._build_charts_tab())

    def ensure_decks(self) -> None:
        if not self._decks_built:
            self._decks_built = True
            self.decks.setHtml(deck_history_html(self.campaign, self.data, self.theme))

    def _build_charts_tab(self) -> QWidget:
        page = QWidget()
        page.setObjectName("ReviewPage")
        box = QVBoxLayout(page)
        top = QHBoxLayout()
        top.addWidget(QLabel("Show:"))
        self.scope = QComboBox()
        self.scope.setObjectName("ReviewChartScope")
        self.scope.addItem("All days", 0)
        for item in self.data.days:
            self.scope.addItem(f"Day {item.day}", item.day)
        self.scope.setCurrentIndex(max(0, self.scope.findData(self.day or 0)))
        self.scope.currentIndexChanged.connect(lambda _n: self.show_day(self.scope.currentData() or None))
        top.addWidget(self.scope)
        top.addWidget(QLabel("(the round chart shows the last day when all days are shown)"))
        top.addStretch(1)
        box.addLayout(top)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        for n, c in enumerate(CHARTS):
            view = chart_view(build_chart(self.data, c.key, self.theme, self.day), self.theme)
            view.setMinimumSize(420, 280)
            self.chart_views[c.key] = view
            grid.addWidget(view, n // 2, n % 2)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_host)
        box.addWidget(scroll, 1)
        return page

    # ------------------------------------------------------------------ days
    def _timeline_picked(self) -> None:
        item = self.timeline.currentItem()
        if item is None:
            return
        day = int(item.data(0, Qt.ItemDataRole.UserRole) or 0)
        self.show_day(day or None)

    def show_day(self, day: int | None) -> None:
        """Show one day (map, charts) or every day (None)."""
        if day == self.day:
            return
        self.day = day
        self.map.show_days(None if day is None else [day])
        for key, view in [*self.chart_views.items(), *self.overview_views.items()]:
            if key in ("deck", "tests", "successes", "symbols"):
                short = view in self.overview_views.values()
                view.setChart(build_chart(self.data, key, self.theme, day, short=short))
        index = self.scope.findData(day or 0) if self.chart_views else -1
        if index >= 0 and index != self.scope.currentIndex():
            self.scope.blockSignals(True)
            self.scope.setCurrentIndex(index)
            self.scope.blockSignals(False)

    def chart(self, key: str) -> Any:
        self.ensure_charts()
        return self.chart_views[key].chart()

    # ------------------------------------------------------------------ replay
    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self._charts_holder:
            self.ensure_charts()
        elif self.tabs.widget(index) is self.decks:
            self.ensure_decks()
        elif self.tabs.widget(index) is self._replay_holder:
            self.open_replay(self.day or (self.data.days[-1].day if self.data.days else 1))

    def open_replay(self, day: int) -> Any:
        """The Day replay tab on `day` (built on first use: it sets a day up again)."""

        if self.replay_page is None:
            self.replay_page = ReplayPage(self.campaign, [d.day for d in self.data.days], self.theme)
            self._replay_layout.addWidget(self.replay_page)
        self.replay_page.open_day(day)
        if self.tabs.currentWidget() is not self._replay_holder:
            self.tabs.blockSignals(True)
            self.tabs.setCurrentWidget(self._replay_holder)
            self.tabs.blockSignals(False)
        return self.replay_page

    # ------------------------------------------------------------------ export
    def _export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Export the review as PDF", suggested("review", ".pdf"), "PDF (*.pdf)"
        )
        if path:
            try:
                pages = review_export.export_pdf(self, path)
            except OSError as exc:
                QMessageBox.warning(self, "Review not exported", str(exc.strerror or exc))
                return
            QMessageBox.information(self, "Review exported", f"{pages} pages written to {path}")

    def _export_png(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Export the review as PNG images", suggested("review", ".png"), "PNG (*.png)"
        )
        if path:
            try:
                files = review_export.export_pngs(self, path)
            except OSError as exc:
                QMessageBox.warning(self, "Review not exported", str(exc.strerror or exc))
                return
            QMessageBox.information(self, "Review exported", f"{len(files)} images written beside {path}")


def review_style(t: Theme) -> str:
    """The review's own pages and tabs (the game's stylesheet has no tab widget)."""
    return f"""
QTabWidget::pane {{ border: 1px solid {t.zone_border}; background: {t.window}; }}
QTabWidget > QWidget, QWidget#ReviewPage, QWidget#ReplayPage {{ background: {t.window}; }}
QTabBar::tab {{ background: {t.panel}; color: {t.muted}; padding: 6px 16px; border: 1px solid {t.zone_border};
  border-bottom: none; border-top-left-radius: 5px; border-top-right-radius: 5px; margin-right: 2px; }}
QTabBar::tab:selected {{ background: {t.zone_active}; color: {t.glow}; }}
QTextBrowser {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.zone_border}; }}
QScrollArea > QWidget > QWidget {{ background: {t.window}; }}
"""


def deck_history_html(campaign: Any, data: ReviewData, theme: Theme) -> str:
    """Each Ranger's deck over the campaign: per played day the changes since the day before
    (rewards in, cards displaced, maladies), and the whole deck where it changed."""
    esc = html.escape
    out = [f"<h2>Deck history \u00b7 {esc(data.name)}</h2>"]
    for r in data.decks:
        out.append(f"<h3>{esc(r.name)}</h3>")
        out.append("<table cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse'>")
        out.append(
            "<tr><th>Days</th><th>Cards</th><th>Swapped in</th><th>Displaced</th><th>Maladies</th></tr>"
        )
        before: list[str] | None = None
        # Consecutive days with the same deck and maladies and no swap share one row ("Days 12-14").
        groups: list[list[Any]] = []
        for step in r.steps:
            last = groups[-1][-1] if groups else None
            same = (
                last is not None
                and not step.swapped_in
                and not step.displaced
                and step.cards == last.cards
                and step.maladies == last.maladies
            )
            if same:
                groups[-1].append(step)
            else:
                groups.append([step])
        for group in groups:
            step = group[0]
            days = f"{step.day}" if len(group) == 1 else f"{step.day}\u2013{group[-1].day}"
            ins = ", ".join(card_names(campaign, step.swapped_in)) or "\u2014"
            outs = ", ".join(card_names(campaign, step.displaced)) or "\u2014"
            mal = _counted(card_names(campaign, step.maladies)) or "\u2014"
            out.append(
                f"<tr><td>{days}</td><td>{len(step.cards)}</td><td>{esc(ins)}</td>"
                f"<td>{esc(outs)}</td><td>{esc(mal)}</td></tr>"
            )
            if before is None or before != step.cards:
                counts = Counter(card_names(campaign, step.cards))
                listing = ", ".join(
                    f"{n}\u00d7 {esc(name)}" if n > 1 else esc(name) for name, n in sorted(counts.items())
                )
                label = "Deck" if before is None else "Deck from now on"
                out.append(f"<tr><td></td><td colspan='4'><i>{label}:</i> {listing}</td></tr>")
            before = step.cards
        out.append("</table>")
    if not data.decks:
        out.append("<p>No day has been played yet.</p>")
    return "".join(out)


def _counted(names: list[str]) -> str:
    """ "2\u00d7 Lingering Injury, Other" rather than the same name again and again."""
    counts = Counter(names)
    return ", ".join(f"{n}\u00d7 {name}" if n > 1 else name for name, n in counts.items())


def timeline_html(data: ReviewData) -> str:
    esc = html.escape
    labels = dict(TIMELINE_KINDS)
    out = [f"<h2>Timeline \u00b7 {esc(data.name)}</h2>"]
    for td in data.timeline:
        out.append(f"<h3>{esc(td.title())}</h3><ul>")
        for kind, lines in td.lines.items():
            if lines and not (kind == "locations" and len(lines) < 2):
                out.append(f"<li><b>{labels[kind]}:</b> {esc(', '.join(lines))}</li>")
        st = data.stats.get(td.day)
        if st is not None:
            parts = [
                f"{esc(r.name)}: {r.tests_total()} tests ({r.successes_total()} succeeded), "
                f"{r.fatigue} fatigue, {r.progress} progress, {r.harm} harm"
                for r in st.rangers
            ]
            out.append(f"<li><b>In {st.rounds} rounds:</b> {'; '.join(parts)}</li>")
        out.append("</ul>")
    return "".join(out)


def open_review(path: str, theme: Theme = DARK, cache: Any | None = None) -> ReviewWindow:
    """Open a campaign file and build its review (statistics from the cache where they are)."""

    catalog = load_catalog()
    campaign = open_campaign(path, catalog)
    data = review_data(campaign, cache if cache is not None else ReviewCache(catalog))
    return ReviewWindow(campaign, data, theme)
