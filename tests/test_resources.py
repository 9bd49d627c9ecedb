"""cards/ and assets/ are found in a source checkout, a frozen bundle and an installed wheel alike."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rangers_qt import resources

ROOT = Path(__file__).resolve().parent.parent


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


def test_source_checkout_uses_the_repository_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RANGERS_QT_CARDS_DIR", raising=False)
    monkeypatch.delenv("RANGERS_QT_ASSETS_DIR", raising=False)
    assert resources.cards_dir() == ROOT / "cards"
    assert resources.assets_dir() == ROOT / "assets"


def test_environment_override_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "mycards").mkdir()
    monkeypatch.setenv("RANGERS_QT_CARDS_DIR", str(tmp_path / "mycards"))
    assert resources.cards_dir() == tmp_path / "mycards"


def test_frozen_bundle_folder_is_preferred(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("RANGERS_QT_ASSETS_DIR", raising=False)
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_dir() == tmp_path / "assets"


def test_wheel_data_beats_a_stray_sibling(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # Installed layout: site-packages/rangers_qt/_data/cards, and somebody else's site-packages/cards.
    monkeypatch.delenv("RANGERS_QT_CARDS_DIR", raising=False)
    package = tmp_path / "site-packages" / "rangers_qt"
    (package / "_data" / "cards").mkdir(parents=True)
    (tmp_path / "site-packages" / "cards").mkdir()
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    assert resources.cards_dir() == package / "_data" / "cards"


def test_missing_folder_error_lists_where_it_looked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("RANGERS_QT_CARDS_DIR", raising=False)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", tmp_path / "pkg" / "rangers_qt")
    with pytest.raises(FileNotFoundError, match="cannot find the 'cards' folder") as info:
        resources.cards_dir()
    assert str(tmp_path / "pkg" / "rangers_qt" / "_data" / "cards") in str(info.value)


@pytest.mark.skipif(shutil.which("uv") is None, reason="building the wheel needs uv on PATH")
def test_built_wheel_installs_and_finds_cards_and_assets(tmp_path: Path) -> None:
    """Build the real wheel, install it (no deps: resources.py needs none), ask it from outside the repo."""
    subprocess.run(
        ["uv", "build", "--wheel", "--out-dir", str(tmp_path / "dist"), str(ROOT)],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    wheel = next((tmp_path / "dist").glob("rangers_qt-*.whl"))
    venv = tmp_path / "venv"
    subprocess.run(["uv", "venv", "-q", "-p", sys.executable, str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run(
        ["uv", "pip", "install", "-q", "--no-deps", "-p", str(python), str(wheel)], check=True, timeout=300
    )
    probe = (
        "import json; from rangers_qt import resources as r; "
        "print(json.dumps([str(r.cards_dir()), str(r.assets_dir())]))"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("RANGERS_QT_") and k != "PYTHONPATH"}
    out = subprocess.run(
        [str(python), "-c", probe], check=True, capture_output=True, text=True, cwd=tmp_path, env=env
    ).stdout
    cards, assets = (Path(p) for p in json.loads(out))
    assert cards.parts[-3:] == ("rangers_qt", "_data", "cards")
    assert tmp_path in cards.parents  # inside the temp venv, not the checkout
    assert _files(cards) == _files(ROOT / "cards") - {p for p in _files(ROOT / "cards") if "/.compiled/" in p}
    assert _files(assets) >= {"icons/app/rangers-qt.svg", "icons/app/rangers-qt-256.png"}
