"""Paints a card face from a `FaceModel` into a cached pixmap.

Painting a face in Python costs far more than blitting a pixmap, and the table repaints
many cards per frame while dragging, so every face is painted once per (face, size, device
pixel ratio, theme) and kept in `QPixmapCache`. A player's own image for the card (named by
card id) replaces the drawn face when an image folder is set.

All measures are relative to the card width so a face reads the same at 60 px on a laptop
and 400 px in the preview; below ~70 px only the name band, numbers and icons are drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from rangers_qt.app.faces import FaceModel
from rangers_qt.ui import overlays
from rangers_qt.ui.card_backs import paint_back, paint_challenge
from rangers_qt.ui.icons import draw_icon
from rangers_qt.ui.text_boxes import WRAP as _WRAP
from rangers_qt.ui.text_boxes import text_box as _text_box
from rangers_qt.ui.theme import (
    ASPECT_COLOURS,
    DARK,
    FONT_FAMILY,
    KIND_COLOURS,
    SYMBOL_COLOURS,
    TOKEN_COLOURS,
    Theme,
)

CACHE_LIMIT_KB = overlays.CACHE_LIMIT_KB  # faces of a full table at 4K fit comfortably
#: Under this width (px) a face is compact: name, cost, approach icons and one hint line.
COMPACT_WIDTH = 70
NOTE_MIN_WIDTH = 100  # px: narrower faces leave the implementation note to the preview
#: No text on a card is drawn smaller than this (issue #15: readable at 1366x768). Lines that no
#: longer fit a small face are left to the hover preview, which draws the card large.
MIN_TEXT_PX = 9
#: From this width (px) a name too long for one line wraps onto two instead of being elided.
WRAP_NAME_MIN_WIDTH = 120
#: A two-line name on a mid-sized face may be drawn this condensed (percent) rather than elided.
NAME_STRETCH = 86


def _font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(MIN_TEXT_PX, round(px)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def _band_colour(face: FaceModel) -> QColor:
    if face.aspect in ASPECT_COLOURS:
        return QColor(ASPECT_COLOURS[face.aspect])
    if face.kind == "path":
        return QColor(KIND_COLOURS.get(face.type_label.lower(), KIND_COLOURS["path"]))
    return QColor(KIND_COLOURS.get(face.kind, KIND_COLOURS["ranger"]))


def _elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def _fit_font(text: str, px: float, width: float, bold: bool = True, min_px: float = 6) -> QFont:
    """Shrink the font until the text fits on one line (then elide if still too long)."""
    font = _font(px, bold=bold)
    while px > min_px and QFontMetricsF(font).horizontalAdvance(text) > width:
        px -= 0.5
        font = _font(px, bold=bold)
    return font


def _title_width(face: FaceModel, w: float, u: float) -> float:
    """The room the name has between the cost and the aspect/presence/area marks (the same
    sums as the header drawn in `paint_face`)."""
    left = 2.5 * u + (9.5 * u if face.cost is not None else 0.0)
    right = w - 2.5 * u
    if face.aspect in ASPECT_COLOURS:
        right -= 8.5 * u + (6.5 * u if face.level else 1 * u)
    elif face.presence is not None:
        right -= 10 * u
    if face.area in ("within_reach", "along_the_way"):
        right -= 5.6 * u
    return max(4.0, right - left)


def _two_line_name_font(face: FaceModel, w: float, u: float) -> QFont | None:
    """The font (at least MIN_TEXT_PX, else a little condensed) at which a name too long for one
    line fits on two, or None when it fits on one or would need three."""
    room = _title_width(face, w, u)
    one = _font(max(6.0, 3.8 * u), bold=True)
    if QFontMetricsF(one).horizontalAdvance(face.name) <= room:
        return None
    for stretch in (100, NAME_STRETCH):  # "Calming / Presence" fits an 85 px face condensed
        px = max(float(MIN_TEXT_PX), min(6.4 * u, 11.0))
        while px >= MIN_TEXT_PX:
            font = _font(px, bold=True)
            font.setStretch(stretch)
            metrics = QFontMetricsF(font)
            box = _text_box(font, room, int(_WRAP), face.name)
            if box.height() < 2.5 * metrics.lineSpacing() and box.width() <= room + 0.5:  # two lines
                return font
            px -= 0.5
    return None


def _name_under_marks(face: FaceModel, w: float, u: float) -> tuple[QFont, int] | None:
    """(font, lines) for a name that fits neither one nor two lines between the cost and the
    marks of a mid-sized face but fits one or two lines across the whole band, under them, at
    MIN_TEXT_PX or more ("Ferinodex", "Orlin Hiking / Stave" on a 1366x768 gear card)."""
    room = _title_width(face, w, u)
    if QFontMetricsF(_font(max(6.0, 3.8 * u), bold=True)).horizontalAdvance(face.name) <= room:
        return None
    full = w - 5 * u
    for stretch in (100, NAME_STRETCH, 75):
        px = max(float(MIN_TEXT_PX), min(6.4 * u, 11.0))
        while px >= MIN_TEXT_PX:
            font = _font(px, bold=True)
            font.setStretch(stretch)
            metrics = QFontMetricsF(font)
            if metrics.horizontalAdvance(face.name) <= full:
                return font, 1
            box = _text_box(font, full, int(_WRAP), face.name)
            if box.height() < 2.5 * metrics.lineSpacing() and box.width() <= full + 0.5:
                return font, 2
            px -= 0.5
    return None


@dataclass(frozen=True)
class Header:
    """Where the title band's parts go on a face `w` px wide, in the face's own coordinates.

    Why apart from the painting: the table asks it too (which part of an overlapped card must
    stay in view: its cost and its name), and a test can read whether a name is drawn whole."""

    band_h: float
    mark_h: float  # the row the cost and the marks are centred in
    cost: QRectF | None
    aspect: QRectF | None
    presence: QRectF | None
    arrow: QRectF | None
    name_rect: QRectF  # the box the name is drawn in
    name_font: QFont
    name_flags: int
    name_text: str  # the name as drawn: elided ("Prowl...") when it does not fit
    name: str  # the card's whole name

    @property
    def name_whole(self) -> bool:
        return self.name_text == self.name

    @property
    def name_ink(self) -> QRectF:
        """The box the name's letters actually cover (inside `name_rect`)."""
        return QFontMetricsF(self.name_font).boundingRect(self.name_rect, self.name_flags, self.name_text)


def header_layout(face: FaceModel, w: float) -> Header:
    """The title band of `face` at width `w`: its height, the cost and marks, and how the name
    fits (one line, two beside the marks, across the band under them, or elided)."""
    u = w / 63.0
    small = w < COMPACT_WIDTH
    # Where the marks sit across the band decides the name's room; how tall the band is
    # follows from the name, and the marks are then centred in it.
    left, right = 2.5 * u, w - 2.5 * u
    cost_x = aspect_x = presence_x = arrow_x = None
    if face.cost is not None:
        cost_x = left - 0.5 * u
        left = cost_x + 8.5 * u + 1.5 * u
    if face.aspect in ASPECT_COLOURS:
        aspect_x = right - 8.5 * u
        right = aspect_x - 6 * u - 0.5 * u if face.level else aspect_x - 1 * u
    elif face.presence is not None:
        presence_x = right - 9 * u
        right = presence_x - 1 * u
    if face.area in ("within_reach", "along_the_way"):
        arrow_x = right - 4.6 * u
        right = arrow_x - 1 * u
    title_w = max(4.0, right - left)
    # Title band: taller on a face whose name fits on two lines and not on one, so a 1366x768
    # hand reads "Prowling / Wolhund" rather than "Prowling ..." (issue #15).
    band_h = 11.5 * u
    mark_h = band_h
    font = _fit_font(face.name, 6.4 * u, title_w, min_px=max(6.0, 3.8 * u))
    rect = QRectF(left, 0.0, title_w, band_h)
    text = _elided(face.name, font, title_w)
    align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
    flags = int(align)
    wrap = int(align) | int(Qt.TextFlag.TextWordWrap)
    if text != face.name and not small:
        small_band = w < WRAP_NAME_MIN_WIDTH
        two_line = _two_line_name_font(face, w, u) if small_band else _large_two_lines(face, w, u)
        under = None if two_line is not None else _name_under_marks(face, w, u)
        if two_line is not None:
            band_h = max(band_h, 2 * QFontMetricsF(two_line).lineSpacing() + 2 * u)
            mark_h = band_h
            font, text, flags = two_line, face.name, wrap
            rect = QRectF(left, 0.0, title_w, band_h)
        elif under is not None:
            # Too long even for two lines beside the marks: the name takes the band's width under them.
            mark_h = 9.5 * u
            band_h = mark_h + under[1] * QFontMetricsF(under[0]).lineSpacing() + 1.0 * u
            font, text, flags = under[0], face.name, wrap
            rect = QRectF(2.5 * u, mark_h - 0.5 * u, w - 5 * u, band_h - mark_h)

    def mark(x: float | None, d: float) -> QRectF | None:
        return None if x is None else QRectF(x, (mark_h - d) / 2, d, d)

    return Header(
        band_h,
        mark_h,
        mark(cost_x, 8.5 * u),
        mark(aspect_x, 8.5 * u),
        mark(presence_x, 9 * u),
        mark(arrow_x, 4.6 * u),
        rect,
        font,
        flags,
        text,
        face.name,
    )


#: `exhausted_tag` by (face key, name, width): the table asks it on every paint of an exhausted card.
_TAGS: dict[tuple[str, str, float], QRectF] = {}


def exhausted_tag(face: FaceModel, w: float) -> QRectF:
    """Where an exhausted card's mark goes on its face (`overlays.exhausted`): across the top of
    the emblem, under the title band and the type line, between the approach icons on the left
    and the threshold chips on the right, so the name, the cost and the text box stay clear."""
    key = (face.key, face.name, w)
    tag = _TAGS.get(key)
    if tag is None:
        if len(_TAGS) > 4096:
            _TAGS.clear()
        u = w / 63.0
        top = header_layout(face, w).band_h + 6.2 * u + 0.8 * u
        height = max(float(MIN_TEXT_PX) + 4, 7.5 * u)
        tag = _TAGS[key] = QRectF(10 * u, top, w - 10 * u - 16 * u, height)
    return QRectF(tag)


def _large_two_lines(face: FaceModel, w: float, u: float) -> QFont | None:
    """The largest font (from the band's own size down to MIN_TEXT_PX) at which a long name on a
    large face (the preview, a big hand) wraps onto two lines beside the marks, or None."""
    room = _title_width(face, w, u)
    px = min(6.4 * u, 11.5 * u / 2.2)
    while px >= MIN_TEXT_PX:
        font = _font(px, bold=True)
        box = _text_box(font, room, int(_WRAP), face.name)
        if box.height() < 2.5 * QFontMetricsF(font).lineSpacing() and box.width() <= room + 0.5:
            return font
        px -= 0.5
    return None


def paint_face(painter: QPainter, face: FaceModel, rect: QRectF, theme: Theme = DARK) -> None:
    """Draw the face into `rect` (any size; proportions follow the width)."""
    if face.kind.startswith("back_"):
        paint_back(painter, face.kind[5:], rect)
        return
    if face.kind == "challenge":
        paint_challenge(painter, face, rect, theme)
        return
    w, h = rect.width(), rect.height()
    x0, y0 = rect.x(), rect.y()
    u = w / 63.0  # one millimetre of a real card
    band = _band_colour(face)
    radius = 3.2 * u
    outline = QPainterPath()
    outline.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
    # Body: a dark gradient tinted by the band colour, so kinds differ at a glance.
    grad = QLinearGradient(QPointF(x0, y0), QPointF(x0, y0 + h))
    grad.setColorAt(0.0, band.darker(170))
    grad.setColorAt(0.45, QColor(theme.card_body))
    grad.setColorAt(1.0, QColor(theme.card_body).darker(130))
    painter.fillPath(outline, QBrush(grad))
    painter.save()
    painter.setClipPath(outline)

    small = w < COMPACT_WIDTH
    # Below this width the implementation note would crowd out the card's own lines; the
    # hover preview (drawn large) still carries it.
    with_note = w >= NOTE_MIN_WIDTH
    head = header_layout(face, w)
    band_h = head.band_h
    band_rect = QRectF(x0, y0, w, band_h)
    band_grad = QLinearGradient(band_rect.topLeft(), band_rect.bottomLeft())
    band_grad.setColorAt(0, band.lighter(125))
    band_grad.setColorAt(1, band)
    painter.fillRect(band_rect, QBrush(band_grad))
    # Cost, top left.
    if head.cost is not None:
        cost_rect = head.cost.translated(x0, y0)
        painter.setPen(QPen(QColor("#1d1d1d"), max(1.0, 0.5 * u)))
        painter.setBrush(QColor("#f4f1e8"))
        painter.drawEllipse(cost_rect)
        painter.setPen(QColor("#1d1d1d"))
        painter.setFont(_font(6 * u, bold=True))
        painter.drawText(cost_rect, Qt.AlignmentFlag.AlignCenter, face.cost or "")
    # Aspect requirement or presence, top right.
    if head.aspect is not None and face.aspect is not None:
        arect = head.aspect.translated(x0, y0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(arect)
        draw_icon(
            painter, face.aspect.lower(), arect.adjusted(1.2 * u, 1.2 * u, -1.2 * u, -1.2 * u), "#ffffff"
        )
        if face.level:
            painter.setFont(_font(5.2 * u, bold=True))
            painter.setPen(QColor("#ffffff"))
            lrect = QRectF(arect.x() - 6 * u, arect.y(), 5.5 * u, arect.height())
            painter.drawText(
                lrect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(face.level)
            )
    elif head.presence is not None and face.presence is not None:
        prect = head.presence.translated(x0, y0)
        painter.setPen(QPen(QColor("#f4f1e8"), max(1.0, 0.6 * u)))
        painter.setBrush(QColor("#1e2226"))
        painter.drawEllipse(prect)
        painter.setPen(QColor("#f4f1e8"))
        painter.setFont(_font(5.6 * u, bold=True))
        painter.drawText(
            prect, Qt.AlignmentFlag.AlignCenter, face.presence.replace("\u2009\u00d7\u2009R", "R")
        )
    # Area arrow beside the title: up = along the way, down = within reach.
    if head.arrow is not None:
        s = head.arrow.width()
        cx, cy = x0 + head.arrow.center().x(), y0 + head.arrow.center().y()
        if face.area == "along_the_way":
            poly = QPolygonF(
                [QPointF(cx, cy - s / 2), QPointF(cx + s / 2, cy + s / 2), QPointF(cx - s / 2, cy + s / 2)]
            )
        else:
            poly = QPolygonF(
                [QPointF(cx - s / 2, cy - s / 2), QPointF(cx + s / 2, cy - s / 2), QPointF(cx, cy + s / 2)]
            )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#f4f1e8"))
        painter.drawPolygon(poly)
    # Name.
    title_rect = head.name_rect.translated(x0, y0)
    shadow = title_rect.translated(0.35 * u, 0.35 * u)
    painter.setFont(head.name_font)
    painter.setPen(QColor(0, 0, 0, 120))
    painter.drawText(shadow, head.name_flags, head.name_text)
    painter.setPen(QColor("#ffffff"))
    painter.drawText(title_rect, head.name_flags, head.name_text)

    # Type and traits line.
    y = y0 + band_h
    line_h = 6.2 * u
    type_rect = QRectF(x0 + 2.5 * u, y, w - 5 * u, line_h)
    painter.fillRect(QRectF(x0, y, w, line_h), QColor(0, 0, 0, 90))
    traits = " \u00b7 ".join(face.traits)
    type_text = face.type_label.upper() + (f"  {traits}" if traits else "")
    # Shrink a little before eliding: "LOCATION  Pivotal · Forest · Ranger Station" should fit.
    tfont = _fit_font(type_text, 3.9 * u, type_rect.width(), bold=False, min_px=max(6.0, 3.2 * u))
    type_flags = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
    shown_type = _elided(type_text, tfont, type_rect.width())
    if shown_type != type_text and w >= WRAP_NAME_MIN_WIDTH:
        # A large face (the preview) wraps its traits onto a second line rather than "Range...".
        box = _text_box(tfont, type_rect.width(), int(_WRAP), type_text)
        if box.height() < 2.5 * QFontMetricsF(tfont).lineSpacing():
            line_h = max(line_h, box.height() + 1.2 * u)
            type_rect.setHeight(line_h)
            painter.fillRect(QRectF(x0, y + 6.2 * u, w, line_h - 6.2 * u), QColor(0, 0, 0, 90))
            shown_type = type_text
            type_flags |= int(Qt.TextFlag.TextWordWrap)
    painter.setFont(tfont)
    painter.setPen(QColor(theme.zone_label if theme.name == "dark" else "#c9d3da"))
    painter.drawText(type_rect, type_flags, shown_type)
    y += line_h

    # Emblem area: a faint large icon standing in for art, approach icons down its left edge.
    # The text box is as tall as its text needs (within limits): short rules leave more room
    # for the emblem instead of an empty parchment.
    hint = _small_hint(face) if small else ""
    if small:
        # Compact form: a one-line hint box only when there is something to say; otherwise
        # the emblem and approach icons fill the card instead of an empty parchment.
        text_top = y0 + h - 7 * u - (9 * u if hint else 0)
    elif not _rule_lines(face, with_note):
        text_top = y0 + h - 7 * u
    else:
        needed = _rules_height(_rule_lines(face, with_note), w - 7.6 * u, 4.3 * u, u) + 2.8 * u
        box_h = max(h * 0.22, min(h * 0.45, needed))
        text_top = y0 + h - 7 * u - box_h
    emblem = QRectF(x0, y, w, text_top - y)
    emblem_icon = _emblem_icon(face)
    if emblem_icon:
        size = min(emblem.width(), emblem.height()) * 0.8
        erect = QRectF(emblem.center().x() - size / 2, emblem.center().y() - size / 2, size, size)
        faint = band.lighter(160)
        faint.setAlpha(70)
        draw_icon(painter, emblem_icon, erect, faint.name(QColor.NameFormat.HexArgb))
    ay = y + 1.2 * u
    for approach, count in face.approaches:
        for _ in range(count):
            chip = QRectF(x0 + 1.5 * u, ay, 7.5 * u, 7.5 * u)
            painter.setPen(QPen(QColor("#f4f1e8"), max(1.0, 0.4 * u)))
            painter.setBrush(QColor("#2a2218"))
            painter.drawRoundedRect(chip, 1.6 * u, 1.6 * u)
            draw_icon(painter, approach, chip.adjusted(1.1 * u, 1.1 * u, -1.1 * u, -1.1 * u), "#f4f1e8")
            ay += 8.3 * u
    # Thresholds on the right of the emblem (path cards and locations).
    ty = y + 1.2 * u
    for icon, value in (("progress", face.progress), ("harm", face.harm)):
        if value is None:
            continue
        chip = QRectF(x0 + w - 15.5 * u, ty, 14 * u, 7.5 * u)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(TOKEN_COLOURS[icon]).darker(130))
        painter.drawRoundedRect(chip, 3.5 * u, 3.5 * u)
        draw_icon(painter, icon, QRectF(chip.x() + 1 * u, chip.y() + 1 * u, 5.5 * u, 5.5 * u), "#ffffff")
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(4.8 * u, bold=True))
        label = value.replace("\u2009\u00d7\u2009R", "R")
        painter.drawText(
            QRectF(chip.x() + 6.5 * u, chip.y(), 7 * u, chip.height()), Qt.AlignmentFlag.AlignCenter, label
        )
        ty += 8.5 * u
    if face.equip is not None and face.equip > 0:
        chip = QRectF(x0 + w - 15.5 * u, ty, 14 * u, 7 * u)
        painter.setPen(QPen(QColor("#f4f1e8"), max(1.0, 0.4 * u)))
        painter.setBrush(QColor("#3a3127"))
        painter.drawRoundedRect(chip, 1.5 * u, 1.5 * u)
        painter.setFont(_font(3.8 * u, bold=True))
        painter.setPen(QColor("#f4f1e8"))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"EQ {face.equip}")
    if face.aspect_values:
        _paint_aspect_values(painter, face, emblem, u)

    # Text box (none at all when there is nothing to print in it).
    box = QRectF(x0 + 2 * u, text_top, w - 4 * u, y0 + h - text_top - 7 * u)
    if box.height() > 1:
        painter.setPen(QPen(band.darker(140), max(1.0, 0.4 * u)))
        painter.setBrush(QColor(theme.text_box))
        painter.drawRoundedRect(box, 1.8 * u, 1.8 * u)
    if not small:
        _paint_rules(painter, face, box.adjusted(1.8 * u, 1.4 * u, -1.8 * u, -1.2 * u), u, theme, with_note)
    elif hint:
        painter.setFont(_font(max(6.0, 4.6 * u), bold=True))
        painter.setPen(QColor(theme.text_box_ink))
        painter.drawText(
            box.adjusted(u, 0, -u, 0),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            _elided(hint, painter.font(), box.width() - 2 * u),
        )

    # Footer: set and number, challenge symbols, guide entry.
    foot = QRectF(x0 + 2.5 * u, y0 + h - 6.6 * u, w - 5 * u, 6.2 * u)
    fx = foot.right()
    for symbol in reversed(face.challenge):
        s = 5.2 * u
        srect = QRectF(fx - s, foot.center().y() - s / 2, s, s)
        draw_icon(painter, symbol, srect, SYMBOL_COLOURS.get(symbol, "#ffffff"))
        fx -= s + 1 * u
    if face.guide_entry:
        s = 4.6 * u
        grect = QRectF(fx - s, foot.center().y() - s / 2, s, s)
        draw_icon(painter, "guide", grect, "#e9d9a8")
        painter.setFont(_font(3.8 * u, bold=True))
        painter.setPen(QColor("#e9d9a8"))
        trect = QRectF(grect.x() - 9 * u, foot.y(), 8.6 * u, foot.height())
        painter.drawText(trect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, face.guide_entry)
        fx = trect.x() - 1 * u
    if not small:
        painter.setFont(_font(3.4 * u))
        painter.setPen(QColor("#aab4bd"))
        painter.drawText(
            QRectF(foot.x(), foot.y(), max(1.0, fx - foot.x()), foot.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            _elided(face.set_label, painter.font(), max(1.0, fx - foot.x())),
        )
    painter.restore()
    # Frame.
    painter.setPen(QPen(band.lighter(115), max(1.0, 0.9 * u)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)


def _small_hint(face: FaceModel) -> str:
    """What a tiny card still says: its first keyword or the verb of its first test.

    Token lines and our descriptions are too long for one line at this size; attributes say
    nothing (their approach icons are the whole card). The full text is one hover away.
    """
    if face.keywords:
        return face.keywords[0]
    for line in face.rules:
        if ":" in line:
            return line.split(":")[-1].strip()
    return ""


def _emblem_icon(face: FaceModel) -> str | None:
    if face.aspect:
        return face.aspect.lower()
    return {
        "path": "exploration",
        "location": "mountain",
        "weather": "sun",
        "mission": "guide",
        "role": "ranger",
        "aspect": "ranger",
    }.get(face.kind, "ranger")


def _rule_lines(face: FaceModel, with_note: bool = True) -> list[tuple[str, bool]]:
    """(text, bold) lines of the text box: keywords, generated rules, the status note."""
    lines: list[tuple[str, bool]] = []
    if face.keywords:
        lines.append((". ".join(face.keywords) + ".", True))
    lines.extend((line, False) for line in face.rules)
    if face.note and with_note:
        lines.append((face.note, False))
    return lines


def _rules_height(lines: list[tuple[str, bool]], width: float, px: float, u: float) -> float:
    total = 0.0
    for text, bold in lines:
        total += _text_box(_font(px, bold=bold), max(1.0, width), _WRAP, text).height() + 0.8 * u
    return total


def _paint_rules(
    painter: QPainter, face: FaceModel, box: QRectF, u: float, theme: Theme, with_note: bool = True
) -> None:
    """Keywords in bold, then the generated lines, shrinking the font until it all fits."""
    px = 4.3 * u
    lines = _rule_lines(face, with_note)
    if not lines:
        return
    flags = _WRAP
    while True:
        total = _rules_height(lines, box.width(), px, u)
        if total <= box.height() or px <= 3.0 * u or px <= 6:
            break
        px -= 0.25 * u
    painter.setPen(QColor(theme.text_box_ink))
    y = box.y()
    for text, bold in lines:
        font = _font(px, bold=bold)
        if text == face.note:
            font.setItalic(True)
            painter.setPen(QColor("#6b6256"))
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        r = _text_box(font, box.width(), flags, text)
        if y + min(r.height(), metrics.height()) > box.bottom() + 0.5:
            break
        painter.drawText(QRectF(box.x(), y, box.width(), min(r.height(), box.bottom() - y)), flags, text)
        y += r.height() + 0.8 * u


def _paint_aspect_values(painter: QPainter, face: FaceModel, area: QRectF, u: float) -> None:
    n = len(face.aspect_values)
    cell_w = (area.width() - 4 * u) / max(1, n)
    for i, (aspect, value) in enumerate(face.aspect_values):
        cell = QRectF(area.x() + 2 * u + i * cell_w, area.y() + 2 * u, cell_w - u, area.height() - 4 * u)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(ASPECT_COLOURS[aspect]))
        painter.drawRoundedRect(cell, 2 * u, 2 * u)
        s = min(cell.width() * 0.7, cell.height() * 0.4)
        draw_icon(
            painter, aspect.lower(), QRectF(cell.center().x() - s / 2, cell.y() + 1.5 * u, s, s), "#ffffff"
        )
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(7 * u, bold=True))
        painter.drawText(
            QRectF(cell.x(), cell.y() + s + 1.5 * u, cell.width(), cell.height() - s - 1.5 * u),
            Qt.AlignmentFlag.AlignCenter,
            str(value),
        )
