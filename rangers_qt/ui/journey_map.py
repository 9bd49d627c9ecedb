"""A campaign's journey on the Valley map: the map, the terrain legend, and the list of days that is
both the route's key and its filter (one colour AND one number per day). Used by the campaign
review and its PDF export."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.valley_map import (
    TERRAINS,
    JourneyDay,
    JourneyRoute,
    MapState,
    ValleyLayout,
    journey_routes,
    route_words,
    terrain_icon,
    terrain_name,
)
from rangers_qt.ui.flow_layout import FlowLayout
from rangers_qt.ui.icons import icon_pixmap
from rangers_qt.ui.theme import DARK, Theme
from rangers_qt.ui.valley_map import (
    ValleyMapScene,
    ValleyMapView,
)
from rangers_qt.ui.valley_map_items import (
    TERRAIN_COLOURS,
    day_colour,
    ink_on,
    map_font,
)


def terrain_legend(theme: Theme) -> QWidget:
    """The eight terrains with their icons, pivotal and closed-river marks: one row when it fits,
    wrapping (each icon stays with its name) in a narrow map such as the campaign review's."""

    box = QWidget()
    box.setObjectName("MapLegend")
    flow = FlowLayout(box, spacing=10)
    flow.setContentsMargins(4, 2, 4, 2)
    for terrain in TERRAINS:
        pair = QWidget()
        row = QHBoxLayout(pair)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        mark = QLabel()
        mark.setPixmap(terrain_badge_pixmap(terrain))
        mark.setToolTip(f"{terrain_name(terrain)} path")
        row.addWidget(mark)
        row.addWidget(QLabel(terrain_name(terrain)))
        flow.addWidget(pair)
    flow.addWidget(QLabel("\u2605 pivotal   - - river closed"))
    return box


def terrain_badge_pixmap(terrain: str, size: int = 20) -> QPixmap:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = TERRAIN_COLOURS[terrain]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawEllipse(QRectF(0, 0, size, size))
    icon = icon_pixmap(terrain_icon(terrain), ink_on(colour).name(), size - 6)
    painter.drawPixmap(3, 3, icon)
    painter.end()
    return pix


def day_swatch(day: int, order: int) -> QPixmap:
    pix = QPixmap(26, 18)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = day_colour(order)
    painter.setBrush(QBrush(QColor(colour)))
    painter.setPen(QPen(QColor("#151515"), 1))
    painter.drawRoundedRect(QRectF(0.5, 0.5, 25, 17), 4, 4)
    painter.setPen(ink_on(colour))
    painter.setFont(map_font(8, bold=True))
    painter.drawText(QRectF(0, 0, 26, 18), Qt.AlignmentFlag.AlignCenter, str(day))
    painter.end()
    return pix


class JourneyMap(QWidget):
    """The Valley map with a campaign's journey: one coloured, numbered route per day and a list
    of the days (tick to show or hide a day; the list doubles as the legend)."""

    def __init__(self, layout: ValleyLayout, theme: Theme = DARK, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JourneyMap")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"QWidget#JourneyMap {{ background: {theme.window}; }}")
        self.valley = layout
        self.scene_ = ValleyMapScene(layout, theme)
        self.view = ValleyMapView(self.scene_)
        self.days = QListWidget()
        self.days.setObjectName("JourneyDays")
        self.days.setWordWrap(True)
        self.days.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.days.itemChanged.connect(lambda _item: self._apply_filter())
        self.routes: list[JourneyRoute] = []
        all_days = QPushButton("All days")
        all_days.clicked.connect(lambda _=False: self.show_days(None))
        side = QVBoxLayout()
        title = QLabel("JOURNEY \u00b7 DAYS")
        title.setObjectName("PanelTitle")
        side.addWidget(title)
        key = QLabel("\u25c6 began   \u25cf on the way   \u25a0 ended   (tick the days to show)")
        key.setObjectName("DayDetail")
        key.setWordWrap(True)
        side.addWidget(key)
        side.addWidget(self.days, 1)
        side.addWidget(all_days)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.view, 3)
        top.addLayout(side, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addLayout(top, 1)
        outer.addWidget(terrain_legend(theme))

    def set_journey(self, days: Sequence[JourneyDay]) -> None:
        self.routes = journey_routes(self.valley, days)
        self.days.blockSignals(True)
        self.days.clear()
        for route in self.routes:
            item = QListWidgetItem(route_words(self.valley, route))
            item.setIcon(day_swatch(route.day, route.order))
            item.setData(Qt.ItemDataRole.UserRole, route.day)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setToolTip(route_words(self.valley, route))
            self.days.addItem(item)
        self.days.blockSignals(False)
        self.scene_.set_journey(self.routes)
        if self.routes:
            self.scene_.set_state(MapState(current=self.routes[-1].end))

    def show_days(self, days: Iterable[int] | None) -> None:
        wanted = set(days) if days is not None else None
        self.days.blockSignals(True)
        for n in range(self.days.count()):
            item = self.days.item(n)
            on = wanted is None or item.data(Qt.ItemDataRole.UserRole) in wanted
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.days.blockSignals(False)
        self._apply_filter()

    def _apply_filter(self) -> None:
        shown = [
            int(self.days.item(n).data(Qt.ItemDataRole.UserRole))
            for n in range(self.days.count())
            if self.days.item(n).checkState() == Qt.CheckState.Checked
        ]
        self.scene_.show_days(shown)
