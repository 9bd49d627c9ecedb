"""Build the real package with the one-command script, then start it as a player would.

Marked `packaging` (about a minute, and it writes dist/ and build/): run with
`uv run pytest -m packaging -s` to see the measured sizes and glibc floor.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build  # noqa: E402

pytestmark = pytest.mark.packaging
LINUX = sys.platform.startswith("linux")


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


def test_bundle_is_under_the_size_limit(
    built: subprocess.CompletedProcess[str], capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = build.MAC_APP if sys.platform == "darwin" else build.BUNDLE_DIR
    size_mb = build.folder_size(bundle) / 1e6
    packages = sorted(build.DIST.glob(f"rangers-qt-{build.version()}-*"))
    with capsys.disabled():
        print(f"\nbundle {size_mb:.1f} MB unpacked (limit {build.SIZE_LIMIT_MB} MB)")
        for package in packages:
            print(f"package {package.name}: {package.stat().st_size / 1e6:.1f} MB")
    assert size_mb < build.SIZE_LIMIT_MB, f"bundle is {size_mb:.1f} MB unpacked"
    dangling = [p.name for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]
    assert dangling == []
    # Dev-only libraries pydantic would use if importable stay out (packaging/rangers-qt.spec):
    # the modules PyInstaller put in the program's archive.
    archived = (ROOT / "build" / "pyinstaller" / "rangers-qt" / "PYZ-00.toc").read_text(encoding="utf-8")
    assert "('rangers_qt.cli'" in archived
    assert "('rich" not in archived and "('pygments" not in archived
    assert f"({size_mb:.1f} MB unpacked)" in built.stdout  # build.py checked and said the same


def _floor(files: list[Path]) -> tuple[int, int]:
    return max((ref for f in files for ref in build._glibc_refs(f)), default=(0, 0))


@pytest.mark.skipif(not LINUX, reason="glibc: Linux only")
def test_glibc_floor(built: subprocess.CompletedProcess[str], capsys: pytest.CaptureFixture[str]) -> None:
    """What the wheels bring (Qt, PySide6, pydantic) must start on the baseline (Ubuntu 22.04's
    glibc); the interpreter and the system libraries are copied from the build machine, so the
    whole bundle's floor is the build machine's glibc at most, and the baseline itself where
    the build machine is that old (CI builds on ubuntu-22.04 with --check-glibc)."""
    floor, needer = build.glibc_floor(build.BUNDLE_DIR)
    internal = build.BUNDLE_DIR / "_internal"
    wheels = [
        f for f in internal.rglob("*")
        if f.is_file() and not f.is_symlink() and f.parent != internal and "lib-dynload" not in f.parts
        and build._is_elf(f)
    ]  # fmt: skip
    host = tuple(int(n) for n in platform.libc_ver()[1].split(".")[:2])
    with capsys.disabled():
        print(f"\nglibc floor {build.dotted(floor)} (by {needer}); the wheels' parts "
              f"{build.dotted(_floor(wheels))}; this machine {build.dotted(host)}; "
              f"baseline {build.dotted(build.GLIBC_BASELINE)}")  # fmt: skip
    assert f"glibc floor: {build.dotted(floor)}" in built.stdout
    assert (2, 17) <= _floor(wheels) <= build.GLIBC_BASELINE
    assert floor <= max(host, build.GLIBC_BASELINE)
    if host <= build.GLIBC_BASELINE:
        assert floor <= build.GLIBC_BASELINE


def _files(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if not p.is_dir())


@pytest.mark.skipif(not LINUX, reason="the tarball is the Linux package")
def test_tarball_runs_in_place_installs_and_uninstalls_leaving_nothing(
    built: subprocess.CompletedProcess[str], tmp_path: Path
) -> None:
    tarball = next(build.DIST.glob(f"rangers-qt-{build.version()}-linux-*.tar.gz"))
    with tarfile.open(tarball) as tar:
        tar.extractall(tmp_path / "x", filter="tar")
    (app_dir,) = [p for p in (tmp_path / "x").iterdir() if p.is_dir()]
    for flag in ("--smoke", "--self-test"):
        result = _run(app_dir / "rangers-qt", flag)
        assert result.returncode == 0, result.stdout + result.stderr
    # A player's home of its own: the install, the program's caches, logs and settings all go there.
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home))
    for name in (
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
        "RANGERS_QT_LOG_DIR",
    ):
        env.pop(name, None)
    subprocess.run([str(app_dir / "install.sh")], check=True, env=env, capture_output=True, timeout=120)
    prefix = home / ".local"
    desktop = prefix / "share" / "applications" / "io.github.rangersqt.RangersQt.desktop"
    assert f"Exec={prefix}/lib/rangers-qt/rangers-qt" in desktop.read_text(encoding="utf-8")
    icon = prefix / "share" / "icons" / "hicolor" / "256x256" / "apps" / "io.github.rangersqt.RangersQt.png"
    assert icon.is_file()
    installed = subprocess.run(
        [str(prefix / "bin" / "rangers-qt"), "--smoke"], capture_output=True, text=True, timeout=300,
        env=dict(env, QT_QPA_PLATFORM="offscreen"),
    )  # fmt: skip
    assert installed.returncode == 0, installed.stdout + installed.stderr
    written = _files(home)
    assert any("cards-" in f for f in written) and any(f.endswith("rangers-qt.log") for f in written)
    subprocess.run([str(app_dir / "install.sh"), "--uninstall"], check=True, env=env, capture_output=True)
    assert _files(home) == []
