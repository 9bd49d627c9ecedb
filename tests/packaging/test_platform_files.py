"""Desktop entry, AppStream metainfo and the Inno Setup script agree with each other and the build."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
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
