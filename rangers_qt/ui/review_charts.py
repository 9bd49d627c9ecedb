"""The review's charts (Qt Charts): one series per Ranger, values from the replayed logs
(`app.review_data`). Line charts run over the campaign's days (or a day's rounds); bar charts
count by aspect or challenge symbol over the chosen scope (the whole campaign or one day).

Why one `QBarSet` per Ranger in a bar chart: the bars of a category stand side by side, one per
Ranger, and the legend names the Rangers - the same "one series per Ranger" as the line charts.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCharts import (
    QAbstractBarSeries,
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from rangers_qt.app.review_data import ASPECTS, SYMBOLS, RangerDayStats, ReviewData
from rangers_qt.ui.theme import FONT_FAMILY, Theme

#: A colour per Ranger (series order), distinct in both themes.
RANGER_COLOURS = ("#4f9be0", "#e0874f", "#5cc46a", "#c86bd6")


@dataclass(frozen=True)
class ChartSpec:
    key: str
    title: str
    kind: str  # "days" (a line per Ranger over the days), "rounds" (over a day's rounds), "bars"
    value: Callable[[RangerDayStats], int] | None = None
    categories: tuple[str, ...] = ()
    count: Callable[[RangerDayStats, str], int] | None = None
    short: str = ""  # the title where space is tight (the Overview)


CHARTS: tuple[ChartSpec, ...] = (
    ChartSpec(
        "deck", "Cards left in the deck by round", "rounds", short="Deck left"
    ),  # all days: at day ends
    ChartSpec(
        "fatigue", "Fatigue suffered per day", "days", value=lambda r: r.fatigue, short="Fatigue per day"
    ),
    ChartSpec("injuries", "Injuries suffered per day", "days", value=lambda r: r.injuries),
    ChartSpec(
        "tests",
        "Tests attempted by aspect",
        "bars",
        categories=ASPECTS,
        count=lambda r, a: r.tests.get(a, 0),
        short="Tests by aspect",
    ),
    ChartSpec(
        "successes",
        "Tests succeeded by aspect",
        "bars",
        categories=ASPECTS,
        count=lambda r, a: r.successes.get(a, 0),
    ),
    ChartSpec("progress", "Progress placed per day", "days", value=lambda r: r.progress),
    ChartSpec("harm", "Harm placed per day", "days", value=lambda r: r.harm),
    ChartSpec(
        "symbols",
        "Challenge symbols drawn",
        "bars",
        categories=SYMBOLS,
        count=lambda r, s: r.symbols.get(s, 0),
    ),
)
CHART_KEYS = tuple(c.key for c in CHARTS)


def spec(key: str) -> ChartSpec:
    return next(c for c in CHARTS if c.key == key)


def _font(size: int, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(size)
    font.setBold(bold)
    return font


def _style(chart: QChart, theme: Theme) -> None:
    chart.setTheme(
        QChart.ChartTheme.ChartThemeDark if theme.name == "dark" else QChart.ChartTheme.ChartThemeLight
    )
    chart.setBackgroundBrush(QColor(theme.panel))
    chart.setTitleBrush(QColor(theme.text))
    chart.setTitleFont(_font(13, bold=True))
    chart.legend().setLabelColor(QColor(theme.text))
    chart.legend().setFont(_font(11))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)


def _axis(theme: Theme, title: str, top: float, integer: bool = True) -> QValueAxis:
    axis = QValueAxis()
    axis.setTitleText(title)
    axis.setRange(0, max(1.0, top))
    if integer:
        axis.setLabelFormat("%d")
        axis.applyNiceNumbers()
        if top <= 5:  # one tick per whole number (no "0 0 0 1" on a near-empty chart)
            axis.setRange(0, max(1, int(top)))
            axis.setTickCount(max(1, int(top)) + 1)
    axis.setLabelsColor(QColor(theme.muted))
    axis.setTitleBrush(QColor(theme.muted))
    axis.setLabelsFont(_font(10))
    axis.setTitleFont(_font(10))
    axis.setGridLineColor(QColor(theme.zone_border))
    return axis


def build_chart(
    data: ReviewData, key: str, theme: Theme, day: int | None = None, short: bool = False
) -> QChart:
    """The chart `key` of the review; `day` picks the day (round chart) or the scope (bar charts:
    None for the whole campaign). Series are named after the Rangers, in `data.rangers` order."""
    s = spec(key)
    title = (s.short or s.title) if short else s.title
    chart = QChart()
    chart.setObjectName(f"chart_{key}")
    _style(chart, theme)
    if short:  # small charts side by side: one shared key above them instead of a legend each
        chart.legend().setVisible(False)
        chart.setTitleFont(_font(11, bold=True))
        chart.setMargins(QMargins(0, 2, 2, 0))
    days = sorted(data.stats)
    if s.kind == "rounds" and day not in data.stats:
        # All days: the deck left when each day ended, over the campaign (a day's rounds once a
        # day is picked) - how deep into their decks the Rangers went, day after day.
        chart.setTitle(f"{s.short if short else 'Cards left in the deck'} \u00b7 at each day's end")
        top = 1.0
        for n, (rid, name) in enumerate(data.rangers):
            line = _line(name, n)
            for d in days:
                st = data.stats[d].of(rid)
                if st is not None and st.deck_by_round:
                    line.append(QPointF(d, st.deck_by_round[-1]))
                    top = max(top, st.deck_by_round[-1])
            chart.addSeries(line)
        _attach_xy(
            chart, theme, "Day", days[0] if days else 1, days[-1] if days else 1, top, 4 if short else 8
        )
    elif s.kind == "rounds":
        assert day is not None
        chart.setTitle(f"{title} \u00b7 day {day}")
        top, rounds = 1.0, 1
        for n, (rid, name) in enumerate(data.rangers):
            line = _line(name, n)
            st = data.stats[day].of(rid)
            if st is not None:
                for rnd, left in enumerate(st.deck_by_round, start=1):
                    line.append(QPointF(rnd, left))
                top, rounds = max(top, *st.deck_by_round, 1), max(rounds, len(st.deck_by_round))
            chart.addSeries(line)
        _attach_xy(chart, theme, "Round", 1, rounds, top, 4 if short else 8)
    elif s.kind == "days":
        chart.setTitle(title)
        assert s.value is not None
        top = 1.0
        for n, (rid, name) in enumerate(data.rangers):
            line = _line(name, n)
            for d in days:
                st = data.stats[d].of(rid)
                if st is not None:
                    v = s.value(st)
                    line.append(QPointF(d, v))
                    top = max(top, v)
            chart.addSeries(line)
        _attach_xy(
            chart, theme, "Day", days[0] if days else 1, days[-1] if days else 1, top, 4 if short else 8
        )
    else:
        assert s.count is not None
        scope = [day] if day in data.stats else days
        scope_words = f" \u00b7 day {day}" if day in data.stats else ("" if short else " \u00b7 all days")
        chart.setTitle(title + scope_words)
        # Small (Overview): bars run sideways so the aspect names have the chart's width.
        bars: QAbstractBarSeries = QHorizontalBarSeries() if short else QBarSeries()
        top = 1.0
        for n, (rid, name) in enumerate(data.rangers):
            bar = QBarSet(name)
            bar.setColor(QColor(RANGER_COLOURS[n % len(RANGER_COLOURS)]))
            for cat in s.categories:
                v = sum(s.count(st, cat) for d in scope if (st := data.stats[d].of(rid)) is not None)
                bar.append(v)
                top = max(top, v)
            bars.append(bar)
        chart.addSeries(bars)
        x = QBarCategoryAxis()
        x.append([c.title() if c.islower() else c for c in s.categories])
        x.setLabelsColor(QColor(theme.muted))
        x.setLabelsFont(_font(8 if short else 10))
        y = _axis(theme, "", top)
        if short:
            y.setLabelsFont(_font(8))
            y.setTickCount(3)
        chart.addAxis(x, Qt.AlignmentFlag.AlignLeft if short else Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y, Qt.AlignmentFlag.AlignBottom if short else Qt.AlignmentFlag.AlignLeft)
        bars.attachAxis(x)
        bars.attachAxis(y)
    return chart


def _line(name: str, n: int) -> QLineSeries:
    """A Ranger's line: named after them, in their colour, with its points shown."""
    line = QLineSeries()
    line.setName(name)
    line.setPointsVisible(True)
    line.setPen(QPen(QColor(RANGER_COLOURS[n % len(RANGER_COLOURS)]), 2.5))
    return line


def _attach_xy(
    chart: QChart, theme: Theme, xtitle: str, lo: int, hi: int, top: float, ticks: int = 8
) -> None:
    x = _axis(theme, xtitle, hi)
    x.setRange(lo, max(hi, lo + 1))
    # Whole numbers only: a tick every 1, 2, 5, 10... so at most `ticks` labels (they must fit).
    span = max(1, hi - lo)
    step = next(n for n in (1, 2, 5, 10, 20, 50, 100, 10**9) if span / n <= ticks)
    x.setTickType(QValueAxis.TickType.TicksDynamic)
    x.setTickAnchor(0)
    x.setTickInterval(step)
    x.setLabelFormat("%d")
    y = _axis(theme, "", top)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    for series in chart.series():
        series.attachAxis(x)
        series.attachAxis(y)


def ranger_key(data: ReviewData) -> str:
    """The Rangers' colours as rich text ("■ Ranger 1  ■ Ranger 2"), the charts' shared legend."""
    return "&nbsp;&nbsp;&nbsp;".join(
        f"<span style='color:{RANGER_COLOURS[n % len(RANGER_COLOURS)]}'>\u25a0</span> {html.escape(name)}"
        for n, (_rid, name) in enumerate(data.rangers)
    )


def chart_view(chart: QChart, theme: Theme | None = None) -> QChartView:
    view = QChartView(chart)
    if theme is not None:  # no white frame of the view's own around the chart
        view.setBackgroundBrush(QColor(theme.window))
        view.setStyleSheet(f"QChartView {{ background: {theme.window}; border: none; }}")
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumSize(260, 200)
    view.setObjectName(chart.objectName() + "_view")
    return view


def series_values(chart: QChart) -> dict[str, list[float]]:
    """Each series' (or bar set's) values by its name: what a test compares with the logs."""
    out: dict[str, list[float]] = {}
    for series in chart.series():
        if isinstance(series, QAbstractBarSeries):
            for bar in series.barSets():
                out[bar.label()] = [bar.at(i) for i in range(bar.count())]
        elif isinstance(series, QLineSeries):
            out[series.name()] = [p.y() for p in series.points()]
    return out
