"""Every command line the README gives, run as written (issue #33).

The commands are read from README.md itself (each `uv run ...` span, and each `uv run` line of
its code blocks), so a command added there without an expectation here fails the test. Each
expectation is the documented behaviour: the exit code and the first line printed.

Two tiers keep the default suite fast:
- by default, the commands that need no window run in this process, through the same ``main``
  the command line calls (the catalogue stays loaded between them), and ``--version`` as a real
  program;
- ``-m slow`` runs every command as its own program, offscreen, in a scratch folder, with a time
  bound: a window-opening one must still be running (or have exited 0) when its bound ends.
The README's test, build and benchmark commands are listed in ``NOT_HERE`` with where they run.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
_OPTIONAL = re.compile(r"\s*\[([^\]]+)\]")


@dataclass(frozen=True)
class Expect:
    code: int
    #: The first line printed (stdout) must match this (re.search); "" for a window.
    first: str
    window: bool = False
    #: Too long for the default tier even in-process (whole campaigns, the soak).
    heavy: bool = False


def _window() -> Expect:
    return Expect(0, "", window=True)


SCREENSHOT = r"^screenshot written to out\.png \(\d+x\d+\)$"
SIM_JSON = r'^\{"answers": \d+'
#: What each command must do, by its text in the README (optional parts ``[...]`` dropped, or
#: all kept: both forms are run).
EXPECT: dict[str, Expect] = {
    "rangers-qt": _window(),
    "rangers-qt --version": Expect(0, r"^rangers-qt \d+\.\d+\.\d+$"),
    "rangers-qt --smoke": Expect(0, r"^smoke ok: \d+ cards loaded"),
    "rangers-qt --screenshot out.png": Expect(0, SCREENSHOT),
    "rangers-qt --screenshot out.png --size 1600x1000": Expect(
        0, r"^screenshot written to out\.png \(1600x1000\)"
    ),
    "rangers-qt --demo": _window(),
    "rangers-qt --campaign PATH": _window(),
    "rangers-qt review camp.json": _window(),
    "rangers-qt review camp.json --export review.pdf": Expect(
        0, r"^review written to review\.pdf \(\d+ pages\)$"
    ),
    "rangers-qt review camp.json --screenshot out.png": Expect(0, SCREENSHOT),
    "rangers-qt review camp.json --screenshot out.png --size 1366x768": Expect(
        0, r"^screenshot written to out\.png \(1366x768\)$"
    ),
    "rangers-qt --demo --travel --screenshot out.png": Expect(0, SCREENSHOT),
    "rangers-qt --map --screenshot out.png": Expect(0, SCREENSHOT),
    "rangers-qt --map --screenshot out.png --theme light": Expect(0, SCREENSHOT),
    "rangers-qt cards check": Expect(0, r"^ok: \d+ distinct cards \(\d+ copies\)"),
    "rangers-qt cards stats": Expect(0, r"^\d+ distinct cards, \d+ copies"),
    "rangers-qt cards stats --json": Expect(0, r"^\{"),
    "rangers-qt cards show 01001": Expect(0, r"^Eagle Eye +\[01001\]"),
    "rangers-qt cards show 01001 --json": Expect(0, r"^\{"),
    "rangers-qt cards schema": Expect(0, r"^\{"),
    "rangers-qt cards compare --card-data FILE": Expect(0, r"\S"),
    "rangers-qt cards compare --card-data FILE --json --all": Expect(0, r"^\{"),
    "rangers-qt save check day.json": Expect(0, r"^day\.json: a valid saved day"),
    "rangers-qt deck check deck.json": Expect(0, r"^deck\.json: legal deck '.+' \(30 cards\)$"),
    "rangers-qt deck check deck.json --campaign --json": Expect(0, r'^\{"file": "deck\.json", "legal": true'),
    "rangers-qt deck check FILE --campaign": Expect(0, r"^deck\.json: legal deck"),
    "rangers-qt deck starter": Expect(0, r"^explorer/traveler\t"),
    "rangers-qt deck starter explorer/traveler": Expect(0, r"^\{"),
    "python -m rangers_qt.sim --seed 1 --rangers 2 --rounds 5": Expect(0, SIM_JSON),
    "python -m rangers_qt.sim --seed 1 --rangers 2 --days 3 --location lone_tree_station "
    "--weather Downpour": Expect(0, SIM_JSON, heavy=True),
    "python -m rangers_qt.sim --campaign-days 30 --save-campaign camp.json --seed 1 --rangers 2": Expect(
        0, r"^\{", heavy=True
    ),
    "python -m rangers_qt.sim --soak 148 --seed 0": Expect(0, r"^\{", heavy=True),
}

#: README commands this file does not run, and where they are run instead.
NOT_HERE = {
    "pytest": "the test suite itself",
    "pytest -m slow": "the test suite itself",
    "pytest -m slow -k soak_days": "the test suite itself",
    "pytest -m packaging": "the test suite itself",
    "pytest -m benchmark": "the test suite itself",
    "python packaging/build.py": "tests/packaging/test_built_bundle.py (-m packaging) builds and starts it",
    "python packaging/lint_workflows.py": "tests/packaging/test_workflow.py (-m packaging)",
    "python packaging/make_icons.py": "it rewrites assets/; tests/packaging/test_icons.py runs --check",
    "python benchmarks/engine_bench.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/day_bench.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/ui_bench.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/startup.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/startup.py --frozen dist/rangers-qt/rangers-qt": "needs a built bundle: -m packaging",
    "python benchmarks/campaign_bench.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/save_bench.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/memory_bench.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/catalog_bench.py": "a benchmark (minutes): docs/performance.md",
    "python benchmarks/peer_bench.py --peer DIR --peer-python PY": (
        "a benchmark against another engine (Python 3.13): docs/performance.md"
    ),
}


def readme_commands() -> list[str]:
    """Each README command after ``uv run``, in both forms when it has optional parts."""
    spans = re.findall(r"`uv run ([^`]+)`", README)
    blocks = re.findall(r"```(?:sh|bash)?\n(.*?)```", README, re.S)
    lines = [line.split("#")[0].strip() for block in blocks for line in block.splitlines()]
    spans += [line.removeprefix("uv run ").strip() for line in lines if line.startswith("uv run ")]
    found: list[str] = []
    for span in spans:
        for form in (_OPTIONAL.sub("", span), _OPTIONAL.sub(r" \1", span)):
            form = " ".join(form.split())
            if form not in found:
                found.append(form)
    return found


def test_the_readme_commands_are_found_and_each_has_an_expectation() -> None:
    commands = readme_commands()
    assert "rangers-qt --version" in commands and "rangers-qt deck starter explorer/traveler" in commands
    unknown = [c for c in commands if c not in EXPECT and c not in NOT_HERE]
    assert unknown == [], (
        "add what these README commands must do to EXPECT (or say in NOT_HERE where they run)"
    )
    stale = [c for c in [*EXPECT, *NOT_HERE] if c not in commands]
    assert stale == [], "no longer in the README"


def _utf8_env() -> dict[str, str]:
    """Programs print UTF-8 whatever the console's code page (Windows runners use cp1252)."""
    return dict(os.environ, PYTHONIOENCODING="utf-8")


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The files the README's commands name: a campaign, a saved day, a deck, a card-data file."""
    from hardening.saves import base_text

    from rangers_qt.campaign.save import save_campaign
    from rangers_qt.campaign.sim import run_campaign
    from rangers_qt.content.catalog import load_catalog

    folder = tmp_path_factory.mktemp("readme")
    camp, _ = run_campaign(load_catalog(), seed=1, rangers=1, days=1)
    save_campaign(camp, folder / "camp.json", durable=False)
    (folder / "PATH").write_bytes((folder / "camp.json").read_bytes())
    (folder / "day.json").write_text(base_text(), encoding="utf-8")
    deck = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "deck", "starter", "explorer/traveler"],
        capture_output=True, text=True, encoding="utf-8", timeout=300, check=True, env=_utf8_env(),
    )  # fmt: skip
    (folder / "deck.json").write_text(deck.stdout, encoding="utf-8")
    card_data = [{"id": "01001", "name": "Eagle Eye", "text": "filler words"}]
    (folder / "card-data.json").write_text(json.dumps(card_data), encoding="utf-8")
    return folder


def _argv(command: str, folder: Path) -> list[str]:
    """The README's placeholders made real: FILE is the file that command takes."""
    words = shlex.split(command)
    file = "card-data.json" if "--card-data" in words else "deck.json"
    return [file if w == "FILE" else str(folder / "PATH") if w == "PATH" else w for w in words]


def _first_line(text: str) -> str:
    return next((line for line in text.splitlines() if line.strip()), "")


#: In this process: no window, no Qt, quick.
FAST = [
    c
    for c, e in EXPECT.items()
    if not e.window and not e.heavy and not re.search(r"--smoke|--screenshot|--export", c)
]


@pytest.mark.parametrize("command", FAST)
def test_a_readme_command_in_process(
    command: str, scratch: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from rangers_qt.cli import main as rangers_qt
    from rangers_qt.sim.__main__ import main as sim

    monkeypatch.chdir(scratch)
    words = _argv(command, scratch)
    main, argv = (
        (sim, words[3:]) if words[:3] == ["python", "-m", "rangers_qt.sim"] else (rangers_qt, words[1:])
    )
    try:
        code = main(argv)
    except SystemExit as exc:  # --version exits through argparse
        code = int(exc.code or 0)
    out = capsys.readouterr().out
    expect = EXPECT[command]
    assert code == expect.code, out
    assert re.search(expect.first, _first_line(out)), _first_line(out)


def _program(command: str, folder: Path) -> list[str]:
    argv = _argv(command, folder)
    if argv[0] == "rangers-qt":
        return [sys.executable, "-m", "rangers_qt", *argv[1:]]
    assert argv[0] == "python", command
    return [sys.executable, *argv[1:]]


def _run_bounded(command: str, folder: Path, bound: float) -> tuple[int | None, str, str]:
    """(exit code or None if still running at ``bound`` seconds, stdout, stderr)."""
    env = dict(_utf8_env(), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(
        _program(command, folder),
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        errors="replace",
    )
    try:
        out, err = proc.communicate(timeout=bound)
        return proc.returncode, out, err
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        return None, out, err


def test_version_as_a_real_program(scratch: Path) -> None:
    code, out, err = _run_bounded("rangers-qt --version", scratch, 120)
    assert code == 0 and re.search(EXPECT["rangers-qt --version"].first, _first_line(out)), err


@pytest.mark.slow
@pytest.mark.parametrize("command", list(EXPECT))
def test_every_readme_command_as_a_program(command: str, scratch: Path) -> None:
    expect = EXPECT[command]
    started = time.perf_counter()
    code, out, err = _run_bounded(command, scratch, 20 if expect.window else 900)
    if expect.window:  # still showing its window when the bound ended, or closed cleanly
        assert code in (None, 0), err
        assert "Traceback" not in err
        return
    assert code == expect.code, f"{command}: exit {code} after {time.perf_counter() - started:.0f} s\n{err}"
    assert re.search(expect.first, _first_line(out)), _first_line(out)
