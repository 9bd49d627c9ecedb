"""Wrapped text measured once: the box a text takes in a font at a width, kept by value.

Why apart from the faces' painter (``card_face``): the measure is the one cost of a face that
repeats for the same text, and it holds nothing of how a face looks.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

#: Left, top, word-wrapped: how every wrapped text of a face is laid out.
WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)

#: Wrapped text boxes measured so far, by (font, width, flags, text): every input of the
#: measure is in the key, so a box can only be reused for the very same question. Why: a face
#: measured each text line two or three times (the text box's height, the shrink-to-fit loop, the
#: drawing loop), about a third of the time a face took to paint.
TEXT_BOXES: dict[tuple[str, float, int, str], QRectF] = {}
TEXT_BOXES_KEPT = 50_000


def text_box(font: QFont, width: float, flags: int, text: str) -> QRectF:
    """`QFontMetricsF(font).boundingRect` of `text` wrapped to `width` (memoised by value)."""
    key = (font.key(), width, flags, text)
    box = TEXT_BOXES.get(key)
    if box is None:
        if len(TEXT_BOXES) >= TEXT_BOXES_KEPT:
            TEXT_BOXES.clear()
        box = TEXT_BOXES[key] = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, text)
    return QRectF(box)
