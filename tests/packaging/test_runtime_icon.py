"""The running app shows our emblem as its window icon and names its desktop file."""

from __future__ import annotations

from rangers_qt.ui.app_main import set_app_identity


def test_window_icon_and_desktop_file_name(qapp) -> None:
    set_app_identity(qapp)
    sizes = {(s.width(), s.height()) for s in qapp.windowIcon().availableSizes()}
    assert {(16, 16), (32, 32), (256, 256)} <= sizes
    assert not qapp.windowIcon().pixmap(64, 64).isNull()
    assert qapp.desktopFileName() == "io.github.rangersqt.RangersQt"
