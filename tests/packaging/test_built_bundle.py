"""Build the real package with the one-command script, then start it as a player would.

Marked `packaging` (about a minute, and it writes dist/ and build/): run with
`uv run pytest -m packaging`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build  # noqa: E402

pytestmark = pytest.mark.packaging
SIZE_LIMIT_MB = 150


@pytest.fixture(scope="module")
def built() -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py")],
        capture_output=True, text=True, timeout=1800, cwd=ROOT,
    )  # fmt: skip
    assert result.returncode == 0, f"build failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}"
    return result


def _run(exe: Path, flag: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(exe), flag], capture_output=True, text=True, timeout=300,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", **env),
    )  # fmt: skip


def test_build_checked_the_bundle(built: subprocess.CompletedProcess[str]) -> None:
    # build.py ran the built executable with --smoke and --self-test and stopped on failure.
    assert "smoke ok" in built.stdout
    assert "self-test passed" in built.stdout


@pytest.mark.parametrize("flag", ["--smoke", "--self-test"])
def test_built_executable_starts(built: subprocess.CompletedProcess[str], flag: str) -> None:
    result = _run(build.executable(), flag)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "frozen bundle" in result.stdout or flag == "--smoke"


def test_bundle_is_under_the_size_limit(built: subprocess.CompletedProcess[str]) -> None:
    bundle = build.MAC_APP if sys.platform == "darwin" else build.BUNDLE_DIR
    size_mb = build.folder_size(bundle) / 1e6
    assert size_mb < SIZE_LIMIT_MB, f"bundle is {size_mb:.1f} MB unpacked"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the tarball is the Linux package")
def test_tarball_runs_in_place_and_installs_per_user(
    built: subprocess.CompletedProcess[str], tmp_path: Path
) -> None:
    tarball = next(build.DIST.glob(f"rangers-qt-{build.version()}-linux-*.tar.gz"))
    with tarfile.open(tarball) as tar:
        tar.extractall(tmp_path, filter="tar")
    (app_dir,) = [p for p in tmp_path.iterdir() if p.is_dir()]
    for flag in ("--smoke", "--self-test"):
        result = _run(app_dir / "rangers-qt", flag)
        assert result.returncode == 0, result.stdout + result.stderr
    prefix = tmp_path / "prefix"
    env = dict(os.environ, PREFIX=str(prefix), XDG_DATA_HOME=str(prefix / "share"))
    subprocess.run([str(app_dir / "install.sh")], check=True, env=env, capture_output=True, timeout=120)
    desktop = prefix / "share" / "applications" / "io.github.rangersqt.RangersQt.desktop"
    assert f"Exec={prefix}/lib/rangers-qt/rangers-qt" in desktop.read_text(encoding="utf-8")
    icon = prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / "io.github.rangersqt.RangersQt.png"
    assert icon.is_file()
    installed = _run(prefix / "bin" / "rangers-qt", "--smoke")
    assert installed.returncode == 0, installed.stdout + installed.stderr
    subprocess.run([str(app_dir / "install.sh"), "--uninstall"], check=True, env=env, capture_output=True)
    assert not (prefix / "bin" / "rangers-qt").exists()
    assert not desktop.exists()
