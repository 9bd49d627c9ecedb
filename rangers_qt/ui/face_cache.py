"""Card faces as cached pixmaps: painted once per size, theme and image folder, then blitted.

Why apart from the painting (`card_face.py`): this is the bookkeeping around it, which every
item showing a face goes through (the cache keys, the player's own images, the stand-in a
resized card shows for one frame), while the painter only knows how a face looks.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap, QPixmapCache

from rangers_qt.app.faces import FaceModel
from rangers_qt.app.files import contained_path, read_contained
from rangers_qt.ui import card_face, overlays
from rangers_qt.ui.theme import DARK, Theme

_image_dir: Path | None = None


def set_image_dir(folder: Path | None) -> None:
    """Use the player's own card images (files named by card id) instead of drawn faces."""
    global _image_dir
    _image_dir = folder
    QPixmapCache.clear()
    _painted_sizes.clear()


def image_dir() -> Path | None:
    return _image_dir


#: A card image larger than this is not a card image.
IMAGE_MAX_BYTES = 32 * 1024 * 1024


def _own_image(card_id: str) -> Path | None:
    """The player's image for the card: a regular file of the folder itself, never one a link
    leads to outside it (files/contained.py)."""
    if _image_dir is None or not card_id:
        return None
    for ext in ("png", "jpg", "jpeg", "webp"):
        path = contained_path(_image_dir, f"{card_id}.{ext}")
        if path is not None:
            return path
    return None


def _cache_key(face: FaceModel, width: int, height: int, dpr: float, theme: Theme) -> str:
    return f"face|{face.key}|{width}x{height}|{dpr:.2f}|{theme.name}|{_image_dir}"


def is_cached(face: FaceModel, width: int, height: int, dpr: float = 1.0, theme: Theme = DARK) -> bool:
    """Whether `face_pixmap` would blit this face from the cache (paint nothing)."""
    return overlays.find_pixmap(_cache_key(face, width, height, dpr, theme)) is not None


def cached_face(
    face: FaceModel, width: int, height: int, dpr: float = 1.0, theme: Theme = DARK
) -> QPixmap | None:
    """The face at this size if it is in the cache (painting nothing), else None."""
    return overlays.find_pixmap(_cache_key(face, width, height, dpr, theme))


#: The sizes each face was painted at (by face, device pixel ratio, theme and image folder), the
#: latest last: `stand_in` looks for one of them still in the cache.
_painted_sizes: dict[str, list[tuple[int, int]]] = {}
_SIZES_KEPT = 8


def _sizes_key(face: FaceModel, dpr: float, theme: Theme) -> str:
    return f"{face.key}|{dpr:.2f}|{theme.name}|{_image_dir}"


def stand_in(
    face: FaceModel, width: int, height: int, dpr: float = 1.0, theme: Theme = DARK
) -> QPixmap | None:
    """This face as painted at another size and still cached (the nearest width, a larger one
    preferred), or None. A card whose row changed its card size shows it scaled for one frame
    while its own size is painted right after (`CardItem.paint`): a row of a dozen cards
    resized cost a dozen faces painted (0.6-0.9 ms each) before the answer's first frame."""
    best: tuple[tuple[bool, int], QPixmap] | None = None
    for w, h in _painted_sizes.get(_sizes_key(face, dpr, theme), ()):
        if (w, h) == (width, height):
            continue
        found = cached_face(face, w, h, dpr, theme)
        if found is None:
            continue
        rank = (w < width, abs(w - width))
        if best is None or rank < best[0]:
            best = (rank, found)
    return best[1] if best is not None else None


def face_pixmap(face: FaceModel, width: int, height: int, dpr: float = 1.0, theme: Theme = DARK) -> QPixmap:
    """The face at the given logical size, from the cache when already painted."""
    key = _cache_key(face, width, height, dpr, theme)
    cached = overlays.find_pixmap(key)
    if cached is not None:
        return cached
    overlays.ensure_cache_limit()
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    own = _own_image(face.card_id)
    if own is not None and _paint_image(painter, own, width, height):
        pass
    else:
        # Looked up on the module: tests and benchmarks count paints by wrapping `card_face.paint_face`.
        card_face.paint_face(painter, face, QRectF(0, 0, width, height), theme)
    painter.end()
    QPixmapCache.insert(key, pixmap)
    sizes = _painted_sizes.setdefault(_sizes_key(face, dpr, theme), [])
    if (width, height) in sizes:
        sizes.remove((width, height))
    sizes.append((width, height))
    del sizes[:-_SIZES_KEPT]
    return pixmap


def _paint_image(painter: QPainter, path: Path, width: int, height: int) -> bool:
    """Paint the player's image (read by us from inside the folder, decoded from memory: Qt never
    opens a path of its own); False when it cannot be read or decoded (the drawn face then)."""
    if _image_dir is None:
        return False
    try:
        data = read_contained(_image_dir, path.name, IMAGE_MAX_BYTES)
    except OSError:
        return False
    image = QImage.fromData(data)
    if image.isNull():
        return False
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(0, 0, width, height), width * 0.05, width * 0.05)
    painter.setClipPath(clip)
    painter.drawImage(QRectF(0, 0, width, height), image)
    return True
