"""Build the player package for the platform this runs on, then prove the result starts.

    uv run python packaging/build.py            # bundle + package + checks (Linux, Windows, macOS)
    uv run python packaging/build.py --bundle-only

Steps: PyInstaller onedir bundle (packaging/rangers-qt.spec) -> `--smoke` and `--self-test`
of the built executable -> the platform's package in dist/:
  Linux    rangers-qt-<version>-linux-<arch>.tar.gz (run in place, or ./install.sh per user)
  Windows  rangers-qt-<version>-windows-setup.exe   (Inno Setup, per-user; needs ISCC.exe)
  macOS    rangers-qt-<version>-macos.dmg           (hdiutil; a .zip made with ditto if that fails)
Stdlib only, so CI can run it with any Python; PyInstaller itself runs through
this interpreter when it has it (the dev extra and uv's dev group both list it), else `uv run`.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
APP_ID = "io.github.rangersqt.RangersQt"
BUNDLE_DIR = DIST / "rangers-qt"
MAC_APP = DIST / "Rangers Qt.app"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Unpacked bundle limit (MB) on each system: a build that grows past it pulled in something new.
#: Linux is measured (about 125 MB); the Windows folder and the thinned macOS .app have not been
#: built here yet, so their limits leave room until the first CI run gives their figures.
SIZE_LIMITS_MB = {"linux": 130, "win32": 160, "darwin": 160}
SIZE_LIMIT_MB = SIZE_LIMITS_MB.get("linux" if sys.platform.startswith("linux") else sys.platform, 130)


def version() -> str:
    text = (ROOT / "rangers_qt" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    if not match:
        raise SystemExit("rangers_qt/__init__.py has no __version__")
    return match.group(1)


def cli_executable() -> Path | None:
    """Windows only: the console build of the same program, for the command-line tools."""
    return BUNDLE_DIR / "rangers-qt-cli.exe" if sys.platform == "win32" else None


def executable() -> Path:
    """The built program: inside the .app on macOS, in the onedir folder elsewhere."""
    if sys.platform == "darwin":
        return MAC_APP / "Contents" / "MacOS" / "rangers-qt"
    return BUNDLE_DIR / ("rangers-qt.exe" if sys.platform == "win32" else "rangers-qt")


def folder_size(path: Path) -> int:
    """Bytes on disk as files count them (symlinks not followed, so a .app is not counted twice)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


#: The oldest glibc the Linux package must start on: Ubuntu 22.04 LTS, the oldest Debian/Ubuntu
#: release still maintained (Debian 12 has 2.36). CI builds the package on that image.
GLIBC_BASELINE = (2, 35)
_GLIBC_REF = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.\d+)?")


def dotted(version: tuple[int, int]) -> str:
    return ".".join(map(str, version))


def _is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as fh:
            return fh.read(4) == b"\x7fELF"
    except OSError:
        return False


def _glibc_refs(path: Path) -> set[tuple[int, int]]:
    """The glibc symbol versions one ELF file asks for: objdump's version references when
    binutils is there (PyInstaller needs it on Linux anyway), else the version names in the file."""
    objdump = shutil.which("objdump")
    if objdump:
        out = subprocess.run([objdump, "-p", str(path)], capture_output=True, timeout=60).stdout
        refs = out.split(b"Version References:", 1)[-1] if b"Version References:" in out else b""
    else:
        refs = path.read_bytes()
    return {(int(major), int(minor)) for major, minor in _GLIBC_REF.findall(refs)}


def glibc_floor(folder: Path) -> tuple[tuple[int, int], str]:
    """The newest glibc version any binary in the bundle needs (the oldest glibc it can start
    on), and the file that needs it."""
    floor, needer = (0, 0), ""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink() and _is_elf(path):
            for ref in _glibc_refs(path):
                if ref > floor:
                    floor, needer = ref, path.relative_to(folder).as_posix()
    return floor, needer


def run(cmd: list[str], **kwargs: object) -> None:
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT, **kwargs)  # type: ignore[call-overload]


def build_bundle() -> None:
    spec = PACKAGING / "rangers-qt.spec"
    work = ROOT / "build" / "pyinstaller"
    args = ["--noconfirm", "--log-level", "WARN", "--distpath", str(DIST), "--workpath", str(work)]
    if importlib.util.find_spec("PyInstaller") is not None:
        run([sys.executable, "-m", "PyInstaller", *args, str(spec)])
    elif shutil.which("uv"):
        run(["uv", "run", "pyinstaller", *args, str(spec)])
    else:
        raise SystemExit('PyInstaller is not installed here: pip install -e ".[dev]" (or use uv)')


def remove_dangling_links(folder: Path) -> int:
    """PyInstaller links each Qt library it collected into the bundle's top folder; for the
    libraries the spec then drops (Qml, Quick, ...) the link points at nothing. Returns how many
    were removed."""
    removed = 0
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() and not path.exists():
            path.unlink()
            removed += 1
    return removed


def _archs(path: Path) -> list[str]:
    out = subprocess.run(["lipo", "-archs", str(path)], capture_output=True, text=True, timeout=60)
    return out.stdout.split() if out.returncode == 0 else []


def thin_macos_app(app: Path, arch: str | None = None) -> int:
    """Keep one architecture in the .app: PySide6's macOS wheels are universal2, so every Qt
    binary carries arm64 and x86_64 code and the .app is nearly twice its size. Each thinned
    file is signed again (ad hoc, as PyInstaller signs it): arm64 Macs refuse a binary whose
    signature no longer matches. Returns the bytes saved."""
    arch = arch or platform.machine()
    before = folder_size(app)
    for path in sorted(app.rglob("*")):
        if not path.is_file() or path.is_symlink() or arch not in _archs(path) or len(_archs(path)) < 2:
            continue
        thin = path.with_name(path.name + ".thin")
        subprocess.run(["lipo", str(path), "-thin", arch, "-output", str(thin)], check=True, timeout=120)
        thin.chmod(path.stat().st_mode)
        os.replace(thin, path)
        subprocess.run(["codesign", "--force", "--sign", "-", str(path)], check=True, timeout=120)
    sealed = subprocess.run(["codesign", "--force", "--sign", "-", str(app)], timeout=300)
    if sealed.returncode != 0:  # each binary is signed; the bundle's seal matters to Gatekeeper only
        print(f"warning: codesign of {app.name} failed ({sealed.returncode}); its binaries are signed")
    return before - folder_size(app)


def check_executable(exe: Path, self_test: bool) -> None:
    """The built program must pass --smoke and (unless told otherwise) --self-test, offscreen."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    checks = ["--smoke", "--self-test"] if self_test else ["--smoke"]
    for flag in checks:
        print(f"+ {exe} {flag}", flush=True)
        result = subprocess.run([str(exe), flag], env=env, capture_output=True, text=True, timeout=300)
        print(result.stdout, end="")
        if result.returncode != 0:
            print(result.stderr, end="", file=sys.stderr)
            raise SystemExit(f"{exe.name} {flag} failed with exit code {result.returncode}")


def check_console(exe: Path) -> None:
    """The console program must print: its version, and a clean card check."""
    for args, expected in ((["--version"], f"rangers-qt {version()}"), (["cards", "check"], "")):
        print(f"+ {exe} {' '.join(args)}", flush=True)
        result = subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300)
        print(result.stdout, end="")
        if result.returncode != 0 or not result.stdout.strip() or expected not in result.stdout:
            print(result.stderr, end="", file=sys.stderr)
            raise SystemExit(
                f"{exe.name} {' '.join(args)}: exit {result.returncode}, printed {result.stdout!r}"
            )


def package_linux(ver: str) -> Path:
    """A tarball that runs in place; share/ holds the desktop entry, metainfo and icons for install.sh."""
    arch = platform.machine() or "x86_64"
    top = f"rangers-qt-{ver}-linux-{arch}"
    out = DIST / f"{top}.tar.gz"
    icons = ROOT / "assets" / "icons" / "app"
    extra: list[tuple[Path, str]] = [
        (PACKAGING / "linux" / "install.sh", "install.sh"),
        (PACKAGING / "linux" / f"{APP_ID}.desktop", f"share/applications/{APP_ID}.desktop"),
        (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml", f"share/metainfo/{APP_ID}.metainfo.xml"),
        (icons / "rangers-qt.svg", f"share/icons/hicolor/scalable/apps/{APP_ID}.svg"),
    ]
    extra += [
        (icons / f"rangers-qt-{n}.png", f"share/icons/hicolor/{n}x{n}/apps/{APP_ID}.png") for n in ICON_SIZES
    ]

    def normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        for path in sorted(BUNDLE_DIR.rglob("*")):
            if not path.is_dir() or path.is_symlink():
                name = f"{top}/{path.relative_to(BUNDLE_DIR).as_posix()}"
                tar.add(path, name, recursive=False, filter=normalise)
        for src, name in extra:
            tar.add(src, f"{top}/{name}", filter=normalise)
    return out


def _iscc_in_registry() -> list[Path]:
    """Inno Setup's install folders from the uninstall entries it writes ("Inno Setup 6_is1",
    "Inno Setup 5_is1", ...), per machine and per user, 64- and 32-bit views."""
    try:
        import winreg
    except ImportError:  # not Windows
        return []
    uninstall = r"SOFTWARE\Microsoft\Windows\CurrentVersion\Uninstall"
    found: list[Path] = []
    for root in (winreg.HKEY_LOCAL_MACHINE, winreg.HKEY_CURRENT_USER):
        for view in (winreg.KEY_WOW64_64KEY, winreg.KEY_WOW64_32KEY):
            try:
                key = winreg.OpenKey(root, uninstall, 0, winreg.KEY_READ | view)
            except OSError:
                continue
            with key:
                for index in range(winreg.QueryInfoKey(key)[0]):
                    name = winreg.EnumKey(key, index)
                    if not name.lower().startswith("inno setup"):
                        continue
                    try:
                        with winreg.OpenKey(key, name) as entry:
                            found.append(Path(winreg.QueryValueEx(entry, "InstallLocation")[0]))
                    except OSError:
                        continue
    return found


def find_iscc() -> str | None:
    """ISCC.exe from PATH, the registry, or any "Inno Setup*" folder in the program folders
    (newest version first), so Inno Setup 5, 6 or 7 installed anywhere is found."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    candidates = [folder / "ISCC.exe" for folder in _iscc_in_registry()]
    bases = ("PROGRAMFILES(X86)", "PROGRAMFILES", "PROGRAMW6432", "LOCALAPPDATA")
    for base in filter(None, (os.environ.get(name) for name in bases)):
        roots = [Path(base), Path(base) / "Programs"]
        for root in roots:
            folders = root.glob("Inno Setup*") if root.is_dir() else []
            candidates += [f / "ISCC.exe" for f in sorted(folders, reverse=True)]
    return next((str(c) for c in candidates if c.is_file()), None)


def package_windows(ver: str) -> Path:
    iscc = find_iscc()
    if not iscc:
        raise SystemExit("Inno Setup (ISCC.exe) not found: install it (choco install innosetup)")
    run([
        iscc, f"/DAppVersion={ver}", f"/DBundleDir={BUNDLE_DIR}", f"/DOutputDir={DIST}",
        f"/DIconFile={ROOT / 'assets' / 'icons' / 'app' / 'rangers-qt.ico'}",
        str(PACKAGING / "windows" / "rangers-qt.iss"),
    ])  # fmt: skip
    return DIST / f"rangers-qt-{ver}-windows-setup.exe"


def package_macos(ver: str) -> Path:
    out = DIST / f"rangers-qt-{ver}-macos.dmg"
    run(["bash", str(PACKAGING / "macos" / "make_dmg.sh"), str(MAC_APP), str(out)])
    if out.is_file():
        return out
    return out.with_suffix(".zip")  # make_dmg.sh falls back to a zip when hdiutil fails


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build and check the player package for this platform.")
    parser.add_argument("--bundle-only", action="store_true", help="stop after the bundle and its checks")
    parser.add_argument("--skip-build", action="store_true", help="reuse the bundle already in dist/")
    parser.add_argument("--no-self-test", action="store_true", help="check the bundle with --smoke only")
    parser.add_argument(
        "--max-mb", type=float, default=SIZE_LIMIT_MB, help=f"fail above this unpacked size ({SIZE_LIMIT_MB})"
    )
    parser.add_argument(
        "--check-glibc",
        action="store_true",
        help=f"Linux: fail when the bundle needs a glibc newer than {dotted(GLIBC_BASELINE)} (CI's image)",
    )
    args = parser.parse_args(argv)
    ver = version()
    started = time.perf_counter()
    if not args.skip_build:
        build_bundle()
        dangling = remove_dangling_links(BUNDLE_DIR)
        if dangling:
            print(f"removed {dangling} links to libraries the spec dropped")
        if sys.platform == "darwin" and shutil.which("lipo"):
            saved = thin_macos_app(MAC_APP)
            print(f"thinned the .app to {platform.machine()}: {saved / 1e6:.1f} MB saved")
    exe = executable()
    if not exe.is_file():
        raise SystemExit(f"no built executable at {exe}")
    check_executable(exe, self_test=not args.no_self_test)
    cli = cli_executable()
    if cli is not None:
        check_console(cli)
    bundle = MAC_APP if sys.platform == "darwin" else BUNDLE_DIR
    size_mb = folder_size(bundle) / 1e6
    print(f"bundle: {bundle} ({size_mb:.1f} MB unpacked)")
    if size_mb > args.max_mb:
        raise SystemExit(f"the bundle is {size_mb:.1f} MB unpacked, over the {args.max_mb:.0f} MB limit")
    if sys.platform.startswith("linux"):
        floor, needer = glibc_floor(bundle)
        print(f"glibc floor: {dotted(floor)} (newest needed, by {needer})")
        if args.check_glibc and floor > GLIBC_BASELINE:
            baseline = dotted(GLIBC_BASELINE)
            raise SystemExit(f"{needer} needs glibc {dotted(floor)}, newer than the {baseline} baseline")
    if not args.bundle_only:
        if sys.platform.startswith("linux"):
            package = package_linux(ver)
        elif sys.platform == "win32":
            package = package_windows(ver)
        elif sys.platform == "darwin":
            package = package_macos(ver)
        else:
            raise SystemExit(f"no package format for {sys.platform}; use --bundle-only")
        print(f"package: {package} ({package.stat().st_size / 1e6:.1f} MB)")
    print(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
