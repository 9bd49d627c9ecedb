"""The review on paper: a multi-page PDF (QPdfWriter) or one PNG image per page.

Pages, in order: the Valley map with the journey (and the days in words), the timeline, the
charts (four to a page), each Ranger's deck history. The same painting code draws a PDF page or
an image, so the PNGs are the PDF's pages. Text pages are laid out by QTextDocument and cut into
pages at its own page breaks; the map and the charts are drawn from their widgets (vector in the
PDF).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, QPoint, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QRegion,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication, QWidget

from rangers_qt.app.valley_map import route_words, valley_layout
from rangers_qt.ui.journey_map import JourneyMap
from rangers_qt.ui.review_charts import CHARTS, build_chart, chart_view
from rangers_qt.ui.review_window import ReviewWindow, deck_history_html, timeline_html
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.theme import FONT_FAMILY, LIGHT

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


def _text_pages(pages: _Pages, html: str, title: str) -> None:
    w, h = pages.size()
    doc = QTextDocument()
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(9, int(h * 0.014)))
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(html)
    top = h * 0.06
    page_h = h - top
    doc.setPageSize(QSizeF(w, page_h))
    for n in range(doc.pageCount()):
        p = pages.new_page()
        _heading(p, pages, f"{title} ({n + 1}/{doc.pageCount()})" if doc.pageCount() > 1 else title)
        p.save()
        p.translate(0, top - n * page_h)
        doc.drawContents(p, QRectF(0, n * page_h, w, page_h))
        p.restore()


def paint_review(window: ReviewWindow, pages: _Pages) -> int:
    """Paint every page of the review; returns the page count."""
    data = window.data
    # The map page: the journey map widget (map, days list, legend) in the light theme for paper.

    journey = JourneyMap(valley_layout(window.campaign.catalog), LIGHT)
    journey.setStyleSheet(stylesheet(LIGHT) + journey.styleSheet())  # paper: light, whatever the app's
    journey.set_journey(window.journeys)
    if window.day is not None:
        journey.show_days([window.day])
    journey.resize(1500, 1000)
    # Laid out for real (word-wrapped day list, wrapped legend) without appearing on screen.
    journey.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    journey.show()
    QApplication.processEvents()
    journey.view.fit()
    p = pages.new_page()
    w, h = pages.size()
    top = _heading(
        p, pages, f"Campaign review \u00b7 {data.name} \u00b7 {len(data.days)} days \u00b7 the journey"
    )
    _draw_widget(p, journey, QRectF(0, top, w, h - top))
    journey.hide()
    journey.deleteLater()

    days = "".join(f"<li>{route_words(journey.valley, r)}</li>" for r in journey.routes)
    _text_pages(pages, f"<h2>The journey, day by day</h2><ol style='list-style:none'>{days}</ol>", "Journey")
    _text_pages(pages, timeline_html(data), "Timeline")

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
    _text_pages(pages, deck_history_html(window.campaign, data, LIGHT), "Deck history")
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
