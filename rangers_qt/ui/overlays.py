"""Cached overlay pixmaps for table items: glow, shade, hover outline, flash, mark, drag shadow, tokens.

Why: a card's face is already a cached pixmap, but the overlays were stroked afresh whenever an
item's own cache was invalidated (an answer changes which cards are legal, a token count, a hover).
An antialiased rounded rectangle with a wide pen costs about 130 us in the raster engine, and the
glow alone is three of them, so an answer that lit 40 cards spent more time on halos than on
anything else. Each overlay here is painted once per (kind, size, colour, device pixel ratio) into
a `QPixmap` kept in `QPixmapCache`, and blitted unscaled at whole-pixel offsets after that.

Every pixmap covers the item's rectangle grown by `pad` pixels on each side; `blit` draws it so
that its (pad, pad) lands on the item's origin.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap, QPixmapCache

from rangers_qt.ui.icons import draw_icon
from rangers_qt.ui.theme import DEFAULT_TOKEN_COLOUR, FONT_FAMILY, TOKEN_COLOURS

#: At least this much room for faces and overlays: Qt's default (10 MB) holds barely two
#: tables' worth of 1080p faces, and an evicted face is repainted at ~1 ms.
CACHE_LIMIT_KB = 256 * 1024

Painter = Callable[[QPainter], None]


def ensure_cache_limit() -> None:
    """Raise `QPixmapCache`'s limit to `CACHE_LIMIT_KB` (never lower what someone else set)."""
    if QPixmapCache.cacheLimit() < CACHE_LIMIT_KB:
        QPixmapCache.setCacheLimit(CACHE_LIMIT_KB)


def find_pixmap(key: str) -> QPixmap | None:
    """The pixmap cached under `key` (`QPixmapCache`), or None.

    Why a helper: PySide6's type stubs know only the two-argument form of `QPixmapCache.find`;
    the one-argument form, which returns the pixmap, is the one that runs here."""
    found: QPixmap | None = QPixmapCache.find(key)  # type: ignore[call-overload]
    return found if found is not None and not found.isNull() else None


def cached(key: str, w: float, h: float, pad: int, dpr: float, paint: Painter) -> QPixmap:
    """The pixmap under `key`, painting it with `paint` (origin = the item's origin) when missing."""
    full = f"ovl|{key}|{round(w)}x{round(h)}|{pad}|{dpr:.2f}"
    found = find_pixmap(full)
    if found is not None:
        return found
    ensure_cache_limit()
    pixmap = QPixmap(max(1, round((round(w) + 2 * pad) * dpr)), max(1, round((round(h) + 2 * pad) * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.translate(pad, pad)
    paint(painter)
    painter.end()
    QPixmapCache.insert(full, pixmap)
    return pixmap


def blit(painter: QPainter, pixmap: QPixmap, pad: int) -> None:
    """Draw an overlay pixmap so that it lines up with the item's origin (an unscaled blit)."""
    painter.drawPixmap(QPointF(-pad, -pad), pixmap)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(9, round(px)))  # readable at 1366x768 (issue #15)
    font.setBold(bold)
    return font


# ---------------------------------------------------------------------- the overlays
GLOW_PAD = 8


def glow(colour: str, w: float, h: float, margin: float, step: float, radius: float, dpr: float) -> QPixmap:
    """The halo of something the prompt lets you use: three rings, fading outwards."""

    def paint(p: QPainter) -> None:
        draw_glow(p, colour, w, h, margin, step, radius)

    return cached(f"glow|{colour}|{margin}|{step}|{radius}", w, h, GLOW_PAD, dpr, paint)


def draw_glow(
    painter: QPainter, colour: str, w: float, h: float, margin: float, step: float, radius: float
) -> None:
    """Stroke the halo directly (what `glow` caches)."""
    ring = QColor(colour)
    for i, alpha in enumerate((60, 110, 220)):
        ring.setAlpha(alpha)
        painter.setPen(QPen(ring, 5 - i * 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        m = margin - i * step
        painter.drawRoundedRect(QRectF(-m, -m, w + 2 * m, h + 2 * m), radius, radius)


def shade(alpha: int, w: float, h: float, dpr: float) -> QPixmap:
    """A dark veil over a card (another ranger's area, or under a mark)."""

    def paint(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(QRectF(0, 0, w, h), 4, 4)

    return cached(f"shade|{alpha}", w, h, 0, dpr, paint)


def hover_outline(w: float, h: float, dpr: float) -> QPixmap:
    def paint(p: QPainter) -> None:
        p.setPen(QPen(QColor(255, 255, 255, 160), 1.5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 4, 4)

    return cached("hover", w, h, 0, dpr, paint)


FLASH_PAD = 4


def flash(accent: str, w: float, h: float, dpr: float) -> QPixmap:
    def paint(p: QPainter) -> None:
        p.setPen(QPen(QColor(accent), 3.0))
        p.setBrush(QColor(255, 255, 255, 40))
        p.drawRoundedRect(QRectF(-2, -2, w + 4, h + 4), 6, 6)

    return cached(f"flash|{accent}", w, h, FLASH_PAD, dpr, paint)


def exhausted(tag: QRectF, border: str, w: float, h: float, dpr: float) -> QPixmap:
    """An exhausted card, upright: the face a shade darker (still readable) and the word
    EXHAUSTED on a dark tag at `tag` (`card_face.exhausted_tag`), outlined in the theme's colour.
    Upright rather than turned a quarter: turned, the card's text ran sideways (issue #29)."""

    def paint(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(QRectF(0, 0, w, h), 4, 4)
        p.setPen(QPen(QColor(border), 1.2))
        p.setBrush(QColor(18, 20, 23, 235))
        p.drawRoundedRect(tag, tag.height() / 2, tag.height() / 2)
        font = _font(9, bold=True)
        for stretch in (100, 88, 76, 66):
            font.setStretch(stretch)
            if QFontMetricsF(font).horizontalAdvance(EXHAUSTED) <= tag.width() - 6:
                break
        p.setFont(font)
        p.setPen(QColor("#f4f1e8"))
        p.drawText(tag, Qt.AlignmentFlag.AlignCenter, EXHAUSTED)

    key = f"exhausted|{border}|{tag.x():.1f},{tag.y():.1f},{tag.width():.1f},{tag.height():.1f}"
    return cached(key, w, h, 0, dpr, paint)


#: The word on an exhausted card's tag.
EXHAUSTED = "EXHAUSTED"


def mark(text: str, accent: str, window: str, w: float, h: float, dpr: float) -> QPixmap:
    """A word across the card ("SET ASIDE") on a darkened face."""

    def paint(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(QRectF(0, 0, w, h), 4, 4)
        band = QRectF(0, h * 0.42, w, h * 0.16)
        p.setBrush(QColor(accent))
        p.drawRect(band)
        p.setFont(_font(max(9.0, h * 0.075), bold=True))
        p.setPen(QColor(window))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, text)

    return cached(f"mark|{text}|{accent}|{window}", w, h, 0, dpr, paint)


def _hint_font(w: float) -> QFont:
    return _font(max(9.0, min(12.0, w * 0.1)), bold=True)


def hint_rect(w: float, h: float) -> QRectF:
    """Where the options pill sits on a card of this size (painted there; a click there opens
    the card's options)."""
    pill_h = _hint_font(w).pixelSize() + 6
    return QRectF(w * 0.06, h - pill_h - 3, w * 0.88, pill_h)


def hint(text: str, accent: str, w: float, h: float, dpr: float) -> QPixmap:
    """What the prompt offers on this card, as a pill across its foot ("2 tests", "play")."""

    def paint(p: QPainter) -> None:
        font = _hint_font(w)
        p.setFont(font)
        band = hint_rect(w, h)
        pill_h = band.height()
        p.setPen(QPen(QColor("#101214"), 1))
        p.setBrush(QColor(accent))
        p.drawRoundedRect(band, pill_h / 2, pill_h / 2)
        p.setPen(QColor("#101214"))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, text)

    return cached(f"hint|{text}|{accent}", w, h, 0, dpr, paint)


SHADOW_PAD = 12


def drag_shadow(w: float, h: float, dpr: float) -> QPixmap:
    """The held card's soft shadow: three translucent rounded rectangles (a blur effect costs more)."""

    def paint(p: QPainter) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        for i, alpha in enumerate((22, 30, 40)):
            spread = 9 - i * 3
            p.setBrush(QColor(0, 0, 0, alpha))
            p.drawRoundedRect(QRectF(6 - spread / 2, 9 - spread / 2, w + spread, h + spread), 8, 8)

    return cached("shadow", w, h, SHADOW_PAD, dpr, paint)


Badge = tuple[str, str, int]  # icon, colour, count (0 = no count tag)


def badges_for(tokens: tuple[tuple[str, int], ...], ranger_tokens: tuple[str, ...]) -> tuple[Badge, ...]:
    """The round token badges a card shows, in order: each token kind with its count, then rangers."""
    out: list[Badge] = []
    for name, count in tokens:
        icon = name if name in ("progress", "harm") else "energy"
        out.append((icon, TOKEN_COLOURS.get(name, DEFAULT_TOKEN_COLOUR), count))
    out.extend(("ranger", TOKEN_COLOURS["ranger"], 0) for _ in ranger_tokens)
    return tuple(out)


def badge_diameter(w: float) -> float:
    return max(16.0, w * 0.27)


def badges_pad(w: float) -> int:
    """Room the badge column needs beyond the card's edge (it overhangs the right side)."""
    return math.ceil(badge_diameter(w) * 0.25) + 2


def badges(items: tuple[Badge, ...], w: float, h: float, dpr: float) -> QPixmap:
    """The token badges of a card as one pixmap: a token change never repaints the face."""

    def paint(p: QPainter) -> None:
        paint_badges(p, items, w, h)

    key = "badges|" + ";".join(f"{i},{c},{n}" for i, c, n in items)
    return cached(key, w, h, badges_pad(w), dpr, paint)


def paint_badges(painter: QPainter, items: tuple[Badge, ...], w: float, h: float) -> None:
    d = badge_diameter(w)
    x = w - d * 0.8
    y = h * 0.40
    for icon, colour, count in items:
        rect = QRectF(x, y, d, d)
        painter.setPen(QPen(QColor("#101214"), 1.5))
        painter.setBrush(QColor(colour))
        painter.drawEllipse(rect)
        draw_icon(painter, icon, rect.adjusted(d * 0.22, d * 0.18, -d * 0.22, -d * 0.26), "#ffffff")
        if count:
            painter.setFont(_font(d * 0.42, bold=True))
            tag = QRectF(rect.x() - d * 0.25, rect.bottom() - d * 0.45, d * 0.55, d * 0.5)
            painter.setBrush(QColor("#101214"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(tag, d * 0.2, d * 0.2)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, str(count))
        y += d * 0.95
