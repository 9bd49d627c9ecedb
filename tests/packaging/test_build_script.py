"""packaging/build.py's helpers, checked without building: where it finds Inno Setup, how it
reads a binary's glibc floor."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build  # noqa: E402


@pytest.fixture
def no_iscc_on_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    monkeypatch.setattr(build, "_iscc_in_registry", lambda: [])
    for name in ("PROGRAMFILES(X86)", "PROGRAMFILES", "PROGRAMW6432", "LOCALAPPDATA"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


def _iscc(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "ISCC.exe").write_bytes(b"MZ")
    return folder / "ISCC.exe"


def test_find_iscc_finds_any_inno_setup_version_newest_first(
    no_iscc_on_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert build.find_iscc() is None
    monkeypatch.setenv("PROGRAMFILES(X86)", str(no_iscc_on_path / "x86"))
    _iscc(no_iscc_on_path / "x86" / "Inno Setup 5")
    newest = _iscc(no_iscc_on_path / "x86" / "Inno Setup 7")
    assert build.find_iscc() == str(newest)


def test_find_iscc_finds_a_per_user_install_and_the_registry_entry(
    no_iscc_on_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOCALAPPDATA", str(no_iscc_on_path / "local"))
    user = _iscc(no_iscc_on_path / "local" / "Programs" / "Inno Setup 6")
    assert build.find_iscc() == str(user)
    elsewhere = _iscc(no_iscc_on_path / "D" / "Tools" / "Inno")
    monkeypatch.setattr(build, "_iscc_in_registry", lambda: [elsewhere.parent])
    assert build.find_iscc() == str(elsewhere)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc: Linux only")
def test_glibc_floor_reads_the_version_references_of_elf_files_only(tmp_path: Path) -> None:
    program = shutil.which("ls")
    assert program
    shutil.copy(program, tmp_path / "ls")
    (tmp_path / "notes.txt").write_text("GLIBC_2.99 is mentioned here, in a file that is not a binary")
    floor, needer = build.glibc_floor(tmp_path)
    assert (2, 2) <= floor < (2, 99) and needer == "ls"
    assert build.dotted(floor).startswith("2.")


def test_an_empty_bundle_has_no_glibc_floor(tmp_path: Path) -> None:
    assert build.glibc_floor(tmp_path) == ((0, 0), "")


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_links_to_dropped_libraries_are_removed_and_good_ones_kept(tmp_path: Path) -> None:
    (tmp_path / "PySide6").mkdir()
    (tmp_path / "PySide6" / "libQt6Core.so.6").write_bytes(b"\x7fELF")
    (tmp_path / "libQt6Core.so.6").symlink_to("PySide6/libQt6Core.so.6")
    (tmp_path / "libQt6Quick.so.6").symlink_to("PySide6/libQt6Quick.so.6")  # dropped by the spec
    assert build.remove_dangling_links(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["PySide6", "libQt6Core.so.6"]
