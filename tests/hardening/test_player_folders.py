"""Issue #30: the player's folders are read without following links out of them - a link in the
card-image folder to a picture elsewhere was painted, one to ``/etc/passwd`` was opened; the own
card-data file likewise. Links that stay inside the folder still work."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.app.own_card_data import load_own_cards
from rangers_qt.files.bounded_json import FileRefused
from rangers_qt.files.contained import OutsideFolder, contained_path, read_contained

CARD = "AW01"


def _png(path: Path, colour: str) -> None:
    from PySide6.QtGui import QColor, QImage

    image = QImage(20, 28, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path), "PNG")


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    inside, outside = tmp_path / "images", tmp_path / "elsewhere"
    inside.mkdir()
    outside.mkdir()
    return inside, outside


def test_a_link_out_of_the_folder_is_not_a_file_of_it(folders: tuple[Path, Path]) -> None:
    inside, outside = folders
    (outside / "secret.txt").write_text("not yours")
    (inside / "out.png").symlink_to(outside / "secret.txt")
    (inside / "passwd.png").symlink_to("/etc/passwd")
    (inside / "up.png").symlink_to("../elsewhere/secret.txt")
    (inside / "own.png").write_bytes(b"mine")
    (inside / "alias.png").symlink_to("own.png")  # a link inside the folder is fine
    (inside / "sub").mkdir()
    for name in ("out.png", "passwd.png", "up.png", "sub", "../elsewhere/secret.txt", "", ".."):
        assert contained_path(inside, name) is None, name
    for name in ("out.png", "passwd.png", "up.png"):
        with pytest.raises(OutsideFolder):
            read_contained(inside, name, 1000)
    assert read_contained(inside, "own.png", 1000) == b"mine"
    assert read_contained(inside, "alias.png", 1000) == b"mine"


def test_a_file_one_byte_over_the_bound_is_refused(folders: tuple[Path, Path]) -> None:
    inside, _ = folders
    (inside / "f.bin").write_bytes(b"x" * 100)
    assert read_contained(inside, "f.bin", 100) == b"x" * 100
    assert read_contained(inside, "f.bin", 101) == b"x" * 100
    with pytest.raises(OSError, match="too large"):
        read_contained(inside, "f.bin", 99)


def test_the_own_card_data_file_is_not_read_through_a_link_out_of_its_folder(
    folders: tuple[Path, Path],
) -> None:
    inside, outside = folders
    cards = [{"code": "01001", "name": "A card", "text": "words"}]
    (outside / "cards.json").write_text(json.dumps(cards))
    (inside / "cards.json").symlink_to(outside / "cards.json")
    with pytest.raises(FileRefused, match="not read"):
        load_own_cards(inside / "cards.json")
    assert load_own_cards(outside / "cards.json")["01001"].name == "A card"


def test_a_card_image_linked_from_outside_the_folder_is_never_painted(
    qtbot: Any, folders: tuple[Path, Path]
) -> None:
    """The drawn face is painted instead of the picture a link leads to; the folder's own picture
    of another card is painted."""
    from PySide6.QtGui import QColor

    from rangers_qt.app.faces import face_for
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.ui import face_cache as card_face

    inside, outside = folders
    _png(outside / "red.png", "#ff0000")
    _png(inside / "own-green.png", "#00ff00")
    catalog = load_catalog()
    linked, own = sorted(catalog.cards)[:2]
    (inside / f"{linked}.png").symlink_to(outside / "red.png")
    os.link(inside / "own-green.png", inside / f"{own}.png")  # a hard link is the folder's own file
    card_face.set_image_dir(inside)
    try:
        assert card_face._own_image(linked) is None
        red = card_face.face_pixmap(face_for(catalog.cards[linked]), 60, 84).toImage()
        green = card_face.face_pixmap(face_for(catalog.cards[own]), 60, 84).toImage()
    finally:
        card_face.set_image_dir(None)
    assert red.pixelColor(30, 42) != QColor("#ff0000")
    assert green.pixelColor(30, 42) == QColor("#00ff00")
