"""Desktop entry, AppStream metainfo and the Inno Setup script agree with each other and the build."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.rangersqt.RangersQt"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ISS = ROOT / "packaging" / "windows" / "rangers-qt.iss"


def _version() -> str:
    text = (ROOT / "rangers_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__ = "([^"]+)"', text)
    assert match
    return match.group(1)


def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_desktop_entry_launches_the_installed_command_with_our_icon() -> None:
    entry = _desktop()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Rangers Qt"
    assert entry["Exec"] == "rangers-qt"  # the app takes no file argument
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_names_the_desktop_file_binary_and_current_release() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name  # type: ignore[union-attr]
    assert root.findtext("provides/binary") == "rangers-qt"
    assert root.findtext("metadata_license") and root.findtext("project_license") == "MIT"
    releases = [r.get("version") for r in root.iter("release")]
    assert _version() in releases, "add a <release> for the current version to the metainfo"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validate() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstreamcli_validate() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def _iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for raw in ISS.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        elif current:
            sections[current].append(line)
    return sections


def test_inno_setup_installs_per_user_without_admin() -> None:
    setup = dict(line.split("=", 1) for line in _iss_sections()["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert "commandline" in setup["PrivilegesRequiredOverridesAllowed"]  # /CURRENTUSER works silently
    assert setup["DefaultDirName"].startswith("{autopf}")
    assert setup["OutputBaseFilename"] == "rangers-qt-{#AppVersion}-windows-setup"
    assert re.fullmatch(r"\{\{[0-9A-F-]{36}\}", setup["AppId"])


def test_inno_setup_defines_match_what_build_py_passes() -> None:
    text = ISS.read_text(encoding="utf-8")
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    passed = set(re.findall(r'f"/D(\w+)=', build))
    declared = set(re.findall(r"#ifndef (\w+)", text))
    assert passed == declared == {"AppVersion", "BundleDir", "OutputDir", "IconFile"}
    files = _iss_sections()["Files"]
    assert any("{#BundleDir}\\*" in line and "recursesubdirs" in line for line in files)


def _fake_extracted_tarball(folder: Path) -> Path:
    """The tarball's layout (packaging/build.py package_linux) around a stand-in program that
    writes what the real one writes: the card cache, a log, the settings."""
    app = folder / "rangers-qt-x"
    (app / "_internal").mkdir(parents=True)
    shutil.copy(LINUX / "install.sh", app / "install.sh")
    program = app / "rangers-qt"
    program.write_text(
        "#!/bin/sh\n"
        'mkdir -p "$XDG_CACHE_HOME/rangers-qt" "$XDG_STATE_HOME/rangers-qt/log"\n'
        'mkdir -p "$XDG_CONFIG_HOME/RangersQt"\n'
        'echo x > "$XDG_CACHE_HOME/rangers-qt/cards-0.json"\n'
        'echo x > "$XDG_STATE_HOME/rangers-qt/log/rangers-qt.log"\n'
        'echo x > "$XDG_CONFIG_HOME/RangersQt/Rangers Qt.conf"\n',
        encoding="utf-8",
    )
    share = app / "share"
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir()
    shutil.copy(DESKTOP, share / "applications")
    shutil.copy(METAINFO, share / "metainfo")
    for size in (48, 256):
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        icon.parent.mkdir(parents=True)
        shutil.copy(ROOT / "assets" / "icons" / "app" / f"rangers-qt-{size}.png", icon)
    for script in (program, app / "install.sh"):
        script.chmod(0o755)
    return app


def _all_files(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if not p.is_dir())


@pytest.mark.skipif(shutil.which("sh") is None or sys.platform == "win32", reason="install.sh is for Linux")
@pytest.mark.parametrize("other_icons", [False, True])
def test_install_sh_uninstall_removes_all_it_and_the_program_wrote(tmp_path: Path, other_icons: bool) -> None:
    """Install, start, uninstall: nothing of ours left, the icon cache included; another
    program's icon in the same theme folder stays, and the cache is rebuilt for it."""
    app = _fake_extracted_tarball(tmp_path / "x")
    home = tmp_path / "home"
    env = {
        "PATH": os.environ["PATH"],
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_CONFIG_HOME": str(home / ".config"),
    }
    theirs = home / ".local" / "share" / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    if other_icons:
        theirs.parent.mkdir(parents=True)
        theirs.write_bytes(b"png")
    subprocess.run([str(app / "install.sh")], check=True, env=env, capture_output=True, timeout=60)
    subprocess.run([str(home / ".local" / "bin" / "rangers-qt")], check=True, env=env, timeout=60)
    assert (home / ".config" / "RangersQt" / "Rangers Qt.conf").is_file()
    stale = home / ".local" / "share" / "icons" / "hicolor" / "icon-theme.cache"
    if shutil.which("gtk-update-icon-cache"):
        assert stale.is_file(), "install.sh builds the icon cache"
    keep = subprocess.run(
        [str(app / "install.sh"), "--uninstall", "--keep-settings"], env=env, capture_output=True, text=True
    )
    assert keep.returncode == 0, keep.stderr
    assert _all_files(home / ".config") == ["RangersQt/Rangers Qt.conf"]
    subprocess.run([str(app / "install.sh"), "--uninstall"], check=True, env=env, capture_output=True)
    left = _all_files(home)
    if other_icons:
        assert "share/icons/hicolor/48x48/apps/other.png" in [f.removeprefix(".local/") for f in left]
        left = [f for f in left if "hicolor" not in f]
    assert left == []
