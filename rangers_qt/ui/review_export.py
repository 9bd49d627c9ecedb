"""The review on paper: a multi-page PDF (QPdfWriter) or one PNG image per page.

Pages, in order: the Valley map with the journey, its key of days and the terrains; the
timeline followed by each Ranger's deck history; the charts (four to a page). The same painting
code draws a PDF page or an image, so the PNGs are the PDF's pages. The map is the map scene
drawn through its view (vector in the PDF), with the key and legend painted beside it: no tick
box or button of the review window reaches paper (issue #29). Text pages are laid out by
QTextDocument and cut at its own page breaks, the type set a little smaller when that saves a
last page that would hold only a few lines.
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QPoint, QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QRegion,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication, QFrame, QWidget

from rangers_qt.app.valley_map import (
    TERRAINS,
    JourneyRoute,
    MapState,
    journey_routes,
    route_words,
    terrain_name,
    valley_layout,
)
from rangers_qt.ui.journey_map import day_swatch, terrain_badge_pixmap
from rangers_qt.ui.review_charts import CHARTS, build_chart, chart_view
from rangers_qt.ui.review_window import ReviewWindow, deck_history_html, timeline_html
from rangers_qt.ui.theme import FONT_FAMILY, LIGHT
from rangers_qt.ui.valley_map import ValleyMapScene, ValleyMapView

#: Image pages: A4 at 120 dots per inch (landscape).
PNG_SIZE = (1403, 992)
PDF_DPI = 150


class _Pages:
    """Paints page after page on a PDF writer or on images."""

    def __init__(self, pdf: QPdfWriter | None) -> None:
        self.pdf = pdf
        self.images: list[QImage] = []
        self.painter: QPainter | None = None
        self.count = 0

    def size(self) -> tuple[float, float]:
        if self.pdf is None:
            return float(PNG_SIZE[0]), float(PNG_SIZE[1])
        return float(self.pdf.width()), float(self.pdf.height())

    def new_page(self) -> QPainter:
        if self.pdf is not None:
            if self.painter is None:
                self.painter = QPainter(self.pdf)
                if not self.painter.isActive():  # (the file could not be opened after all)
                    self.painter = None
                    raise OSError("the PDF file could not be opened for writing")
            else:
                self.pdf.newPage()
        else:
            if self.painter is not None:
                self.painter.end()
            image = QImage(*PNG_SIZE, QImage.Format.Format_RGB32)
            image.fill(QColor("white"))
            self.images.append(image)
            self.painter = QPainter(image)
        self.count += 1
        self.painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return self.painter

    def finish(self) -> None:
        if self.painter is not None:
            self.painter.end()
            self.painter = None


def _heading(p: QPainter, pages: _Pages, text: str) -> float:
    w, h = pages.size()
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(12, int(h * 0.03)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#222222"))
    band = h * 0.05
    p.drawText(QRectF(0, 0, w, band), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    return band * 1.2


def _draw_widget(p: QPainter, widget: QWidget, target: QRectF) -> None:
    """Draw a widget scaled into `target` (keeping its proportions)."""
    size = widget.size()
    scale = min(target.width() / max(1, size.width()), target.height() / max(1, size.height()))
    p.save()
    p.translate(target.topLeft())
    p.scale(scale, scale)
    # QWidget's render (a QGraphicsView overrides render() to draw only its scene).
    QWidget.render(widget, p, QPoint(0, 0), QRegion(), QWidget.RenderFlag.DrawChildren)
    p.restore()


#: A text flow's last page holding less than this share of a page is avoided by setting the
#: type smaller, by at most `SHRINK_STEPS` steps of 5%.
LEAST_LAST_PAGE = 0.25
SHRINK_STEPS = 3


def _text_doc(html: str, w: float, page_h: float, px: int) -> QTextDocument:
    doc = QTextDocument()
    font = QFont(FONT_FAMILY)
    font.setPixelSize(px)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(html)
    doc.setPageSize(QSizeF(w, page_h))
    return doc


def _fitted_doc(html: str, w: float, page_h: float, px: int) -> QTextDocument:
    """The text laid out in pages of `page_h`; set up to `SHRINK_STEPS` times 5% smaller when its
    last page would be nearly empty (a page turned for two lines reads as a mistake on paper)."""
    docs = [_text_doc(html, w, page_h, max(8, round(px * (1 - 0.05 * k)))) for k in range(SHRINK_STEPS + 1)]
    for doc in docs:
        last = doc.size().height() - (doc.pageCount() - 1) * page_h
        if doc.pageCount() == 1 or last >= LEAST_LAST_PAGE * page_h:
            return doc
    return docs[0]


#: A section flowing on after another starts a page of its own when less than this share of
#: the page is left (a heading alone at the foot of a page, its table overleaf).
LEAST_ROOM_TO_FLOW = 0.35


def _text_pages(pages: _Pages, sections: list[str], title: str) -> None:
    """HTML sections flowing on one after another, cut into pages under `title`."""
    w, h = pages.size()
    top = h * 0.06
    page_h = h - top
    px = max(9, int(h * 0.014))
    html_text = sections[0]
    for section in sections[1:]:
        probe = _text_doc(html_text, w, page_h, px)
        room = probe.pageCount() * page_h - probe.size().height()
        if room < LEAST_ROOM_TO_FLOW * page_h:
            section = section.replace("<h2>", "<h2 style='page-break-before:always'>", 1)
        html_text += section
    doc = _fitted_doc(html_text, w, page_h, px)
    for n in range(doc.pageCount()):
        p = pages.new_page()
        _heading(p, pages, f"{title} ({n + 1}/{doc.pageCount()})" if doc.pageCount() > 1 else title)
        p.save()
        p.translate(0, top - n * page_h)
        doc.drawContents(p, QRectF(0, n * page_h, w, page_h))
        p.restore()


def _map_page(window: ReviewWindow, pages: _Pages) -> None:
    """The journey on the Valley map (the scene through its view, light for paper), the days'
    key beside it and the terrains under it, painted: no widget of the window is drawn."""
    data = window.data
    valley = valley_layout(window.campaign.catalog)
    scene = ValleyMapScene(valley, LIGHT)
    routes = journey_routes(valley, window.journeys)
    scene.set_journey(routes, [window.day] if window.day is not None else None)
    if routes:
        scene.set_state(MapState(current=routes[-1].end))
    p = pages.new_page()
    w, h = pages.size()
    top = _heading(
        p, pages, f"Campaign review \u00b7 {data.name} \u00b7 {len(data.days)} days \u00b7 the journey"
    )
    legend_h = h * 0.045
    body = QRectF(0, top, w, h - top - legend_h)
    map_rect = QRectF(body.left(), body.top(), body.width() * 0.68, body.height())
    key_rect = QRectF(
        map_rect.right() + w * 0.015, body.top(), body.right() - map_rect.right() - w * 0.015, body.height()
    )
    # The view at about the size the review shows it, so names and badges keep their proportions,
    # drawn into an image at the screen's resolution: the map's names are measured with the
    # screen's fonts, and drawn straight on a 150 dpi page they came out wider than their plates.
    view = ValleyMapView(scene)
    view.setFrameShape(QFrame.Shape.NoFrame)
    view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    view_w = 1000
    view_h = max(200, round(view_w * map_rect.height() / map_rect.width()))
    view.resize(view_w, view_h)
    view.show()
    QApplication.processEvents()
    view.fit()
    sharp = 2.0
    image = QImage(round(view_w * sharp), round(view_h * sharp), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(sharp)
    image.fill(QColor(LIGHT.window))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    view.render(painter, QRectF(0, 0, view_w, view_h), view.viewport().rect())
    painter.end()
    p.drawImage(map_rect, image)
    view.hide()
    view.deleteLater()
    _paint_key(p, routes, valley, key_rect, h)
    _paint_terrains(p, QRectF(0, body.bottom(), w, legend_h))
    scene.deleteLater()


def _paint_key(p: QPainter, routes: list[JourneyRoute], valley: Any, rect: QRectF, page_h: float) -> None:
    """The days, each with its swatch (colour and number) and its route in words, set smaller
    until they fit beside the map."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    for route in routes:
        doc.addResource(
            QTextDocument.ResourceType.ImageResource,
            QUrl(f"swatch:{route.day}"),
            _swatch_image(route.day, route.order),
        )
    esc = html.escape
    rows = "".join(
        f"<p style='margin-bottom:4px'><img src='swatch:{r.day}'> {esc(route_words(valley, r))}</p>"
        for r in routes
    )
    doc.setHtml(
        "<p><b>JOURNEY \u00b7 DAYS</b></p>"
        "<p style='color:#555555'>\u25c6 began &nbsp; \u25cf on the way &nbsp; \u25a0 ended</p>" + rows
    )
    doc.setTextWidth(rect.width())
    px = max(9, int(page_h * 0.015))
    while True:
        font = QFont(FONT_FAMILY)
        font.setPixelSize(px)
        doc.setDefaultFont(font)
        if doc.size().height() <= rect.height() or px <= 7:
            break
        px -= 1
    p.save()
    p.translate(rect.topLeft())
    doc.drawContents(p, QRectF(0, 0, rect.width(), rect.height()))
    p.restore()


def _swatch_image(day: int, order: int) -> QImage:
    image = QImage(26, 18, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, day_swatch(day, order))
    painter.end()
    return image


def _paint_terrains(p: QPainter, rect: QRectF) -> None:
    """The eight terrains with their icons, then the pivotal and closed-river marks, in one row."""
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(9, int(rect.height() * 0.42)))
    p.save()
    p.setFont(font)
    p.setPen(QColor("#222222"))
    size = rect.height() * 0.6
    x, mid = rect.left(), rect.center().y()
    metrics = QFontMetricsF(font)
    for terrain in TERRAINS:
        p.drawPixmap(QRectF(x, mid - size / 2, size, size).toRect(), terrain_badge_pixmap(terrain, 40))
        x += size + size * 0.25
        name = terrain_name(terrain)
        p.drawText(QPointF(x, mid + metrics.ascent() / 2 - 1), name)
        x += metrics.horizontalAdvance(name) + size * 0.8
    p.drawText(QPointF(x, mid + metrics.ascent() / 2 - 1), "\u2605 pivotal   - - river closed")
    p.restore()


def paint_review(window: ReviewWindow, pages: _Pages) -> int:
    """Paint every page of the review; returns the page count."""
    data = window.data
    _map_page(window, pages)
    # The timeline and the deck history flow on together: a short deck history takes the rest
    # of the timeline's last page rather than a page of its own.
    _text_pages(
        pages,
        [timeline_html(data), deck_history_html(window.campaign, data, LIGHT)],
        "Timeline and deck history",
    )
    per_page = 4
    for first in range(0, len(CHARTS), per_page):
        p = pages.new_page()
        w, h = pages.size()
        top = _heading(
            p, pages, "Charts \u00b7 " + ("all days" if window.day is None else f"day {window.day}")
        )
        cell_w, cell_h = w / 2, (h - top) / 2
        for n, spec in enumerate(CHARTS[first : first + per_page]):
            view = chart_view(build_chart(data, spec.key, LIGHT, window.day), LIGHT)
            view.resize(800, 520)
            target = QRectF((n % 2) * cell_w, top + (n // 2) * cell_h, cell_w * 0.98, cell_h * 0.96)
            _draw_widget(p, view, target)
            view.deleteLater()
    pages.finish()
    return pages.count


def _check_folder(path: str | Path) -> None:
    """Refuse, in one line and before anything is painted, a target whose folder does not exist
    or cannot be written (Qt would otherwise paint every page on an inactive painter, one warning
    per call, and write nothing)."""
    folder = Path(path).absolute().parent
    if not folder.is_dir():
        raise OSError(f"cannot write {Path(path).name}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK):
        raise OSError(f"cannot write {Path(path).name}: the folder {folder} is not writable")


def export_pdf(window: ReviewWindow, path: str | Path) -> int:
    """Write the review as a PDF; returns the number of pages (``OSError``: one line, nothing painted)."""
    _check_folder(path)
    writer = QPdfWriter(str(path))
    writer.setResolution(PDF_DPI)
    writer.setTitle(f"Campaign review: {window.data.name}")
    writer.setCreator("Rangers Qt")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape, QMarginsF(12, 12, 12, 12)
        )
    )
    return paint_review(window, _Pages(writer))


def export_pngs(window: ReviewWindow, path: str | Path) -> list[Path]:
    """Write each page as an image: OUT.png becomes OUT-1.png, OUT-2.png, ... (``OSError``: one line)."""
    _check_folder(path)
    pages = _Pages(None)
    paint_review(window, pages)
    target = Path(path)
    out = []
    for n, image in enumerate(pages.images, start=1):
        name = target.with_name(f"{target.stem}-{n}{target.suffix or '.png'}")
        if not image.save(str(name)):
            raise OSError(f"could not write {name}")
        out.append(name)
    return out


def grab_window(window: ReviewWindow, size: tuple[int, int]) -> Any:
    """The review window rendered at `size` (the Overview tab: map, timeline, charts)."""
    window.tabs.setCurrentIndex(0)
    window.resize(*size)
    window.show()
    for _ in range(5):
        QApplication.processEvents()
    window.map.view.fit()
    for _ in range(3):
        QApplication.processEvents()
    return window.grab()
