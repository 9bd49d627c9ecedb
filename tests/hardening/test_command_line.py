"""Issue #16: clean command-line errors (argparse style, exit 2, the valid values listed), the
image format taken from the --screenshot suffix, `rangers-qt save check`, and card tools that
name a deeply nested card file instead of crashing."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rangers_qt.cli import SIZE_MAX, SIZE_MIN, build_parser
from rangers_qt.cli import main as cli_main
from rangers_qt.content.cli import main as cards_main
from rangers_qt.resources import cards_dir
from rangers_qt.save_cli import main as save_main
from rangers_qt.sim.__main__ import main as sim_main

from .saves import base_save, base_text, catalog

ROOT = Path(__file__).resolve().parents[2]


def usage_error(main: object, argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as info:
        main(argv)  # type: ignore[operator]
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "error: argument" in err
    return err


@pytest.mark.parametrize(
    ("size", "why"),
    [
        ("99999999999x1", "must look like"),
        ("20000x20000", "each side"),
        ("0x0", "each side"),
        (f"{SIZE_MIN - 1}x{SIZE_MIN}", "each side"),
        (f"{SIZE_MAX + 1}x{SIZE_MIN}", "each side"),
        ("axb", "must look like"),
    ],
)
def test_bad_sizes_are_refused(size: str, why: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert why in usage_error(cli_main, [f"--size={size}", "--screenshot", "x.png"], capsys)


def test_sizes_at_the_bounds_are_accepted() -> None:
    for size in (f"{SIZE_MIN}x{SIZE_MIN}", f"{SIZE_MAX}x{SIZE_MAX}", "1600x1000"):
        assert build_parser().parse_args(["--size", size]).size == size


def test_screenshot_suffix_must_name_a_format(capsys: pytest.CaptureFixture[str]) -> None:
    assert ".png, .jpg" in usage_error(cli_main, ["--screenshot", "x.gif"], capsys)
    assert "must end in" in usage_error(cli_main, ["--screenshot", "noext"], capsys)


@pytest.mark.parametrize(
    ("argv", "listed"),
    [
        (["--location", "atlantis"], "lone_tree_station"),
        (["--days", "1", "--weather", "nope"], "downpour"),
        (["--rounds", "-1"], "1 or more"),
        (["--days", "-3"], "0 or more"),
        (["--rounds", "x"], "whole number"),
    ],
)
def test_sim_arguments_are_refused_with_the_valid_values(
    argv: list[str], listed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert listed in usage_error(sim_main, argv, capsys)


def test_screenshot_writes_the_format_its_suffix_names(tmp_path: Path) -> None:
    out = tmp_path / "shot.jpg"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    cmd = [sys.executable, "-m", "rangers_qt", "--screenshot", str(out), "--size", "800x600", "--demo"]
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=180, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:3] == b"\xff\xd8\xff"  # JPEG, not PNG bytes


# ------------------------------------------------------------------ rangers-qt save check


def test_save_check_accepts_a_valid_day(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "day.json"
    path.write_text(base_text(), encoding="utf-8")
    assert save_main(["check", str(path)]) == 0
    assert "a valid saved day" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("[" * 100_000, "nested too deeply"),
        ("[]", "JSON object"),
        ("{not json", "not valid JSON"),
        (None, "cannot read"),
    ],
)
def test_save_check_refuses_with_one_line(
    tmp_path: Path, content: str | None, why: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "day.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert save_main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert why in err and err.count("\n") == 1 and "Traceback" not in err


def test_save_check_refuses_a_changed_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = base_save()
    data["setup"]["lead"] = 99
    path = tmp_path / "day.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli_main(["save", "check", str(path)]) == 1
    assert "setup.lead" in capsys.readouterr().err


def test_save_check_is_a_real_command(tmp_path: Path) -> None:
    path = tmp_path / "day.json"
    path.write_text('{"version": true}', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "save", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 1 and "unsupported save version True" in result.stderr
    assert "Traceback" not in result.stderr


# ------------------------------------------------------------------ nested card files


@pytest.fixture(scope="module")
def nested_cards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("cards") / "cards"
    shutil.copytree(cards_dir(), folder, ignore=shutil.ignore_patterns(".*"))
    (folder / "zz_nested.json").write_text('{"cards": ' + "[" * 50_000 + "]" * 50_000 + "}", encoding="utf-8")
    return folder


@pytest.mark.parametrize("command", ["check", "stats"])
def test_cards_tools_name_a_deeply_nested_file(
    nested_cards: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cards_main([command, "--cards-dir", str(nested_cards)]) == 1
    out = capsys.readouterr()
    text = out.out + out.err  # check lists problems on stdout, stats on stderr
    assert "zz_nested.json" in text and "nested too deeply" in text and "Traceback" not in text


def test_smoke_reports_a_nested_card_file_clearly(nested_cards: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RANGERS_QT_CARDS_DIR": str(nested_cards)}
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--smoke"], capture_output=True, text=True, timeout=180, env=env
    )
    assert result.returncode == 1
    assert "zz_nested.json" in result.stderr and "nested too deeply" in result.stderr
    assert "maximum recursion depth" not in result.stderr


def test_save_check_verifies_a_campaign_file_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rangers_qt.campaign.save import save_campaign
    from rangers_qt.campaign.sim import run_campaign

    campaign, _ = run_campaign(catalog(), 3, 2, 1)
    path = tmp_path / "camp.json"
    save_campaign(campaign, path, durable=False)
    assert save_main(["check", str(path)]) == 0
    assert "a valid campaign file: 1 played day" in capsys.readouterr().out
    raw = path.read_bytes()
    path.write_bytes(raw.replace(b'"day"', b'"dya"', 1))
    assert save_main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert "refused" in err and err.count("\n") == 1


@pytest.mark.parametrize("argv", [["review", "{}"], ["--campaign", "{}"]])
@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("not json {", "not a JSON file: broken JSON at line 1 column 1"),
        ("[1, 2]", "not a Rangers Qt campaign file"),
    ],
)
def test_a_campaign_that_is_not_json_is_named_so(
    tmp_path: Path, argv: list[str], content: str, why: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`review bad.json` and `--campaign bad.json`: the real reason, in one line, before any window."""
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    assert cli_main([a.format(bad) if a == "{}" else a for a in argv]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and why in err and "bad.json" in err


# ------------------------------------------------------------------ --size below the window's minimum


def test_a_size_below_the_windows_minimum_is_refused_with_the_size_that_works(tmp_path: Path) -> None:
    """`--screenshot x.png --size 200x200` once wrote a 624x401 picture without a word: now exit 2,
    nothing written, the reason and the smallest size; that size itself is honoured."""
    out = tmp_path / "small.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    cmd = [sys.executable, "-m", "rangers_qt", "--screenshot", str(out), "--size", "200x200"]
    small = subprocess.run(cmd, capture_output=True, text=True, timeout=180, env=env, cwd=ROOT)
    assert small.returncode == 2 and not out.exists()
    found = re.search(
        r"below the window's minimum size \((\d+)x(\d+)\).*use --size (\d+x\d+) or larger", small.stderr
    )
    assert found, small.stderr
    least = found.group(3)
    cmd[-1] = least
    ok = subprocess.run(cmd, capture_output=True, text=True, timeout=180, env=env, cwd=ROOT)
    assert ok.returncode == 0, ok.stderr
    assert f"({least})" in ok.stdout and out.is_file()


@pytest.mark.parametrize(
    ("got", "asked", "refused"),
    [
        ((624, 401), "624x401", False),  # at the minimum
        ((624, 401), "623x401", True),  # one below
        ((624, 401), "624x400", True),
        ((625, 402), "625x402", False),  # above
    ],
)
def test_size_refusal_thresholds(qapp: object, got: tuple[int, int], asked: str, refused: bool) -> None:
    from PySide6.QtGui import QPixmap

    from rangers_qt.ui.screenshot_size import size_refusal

    why = size_refusal(QPixmap(*got), asked)
    assert (why is not None) is refused
    if why:
        assert f"--size {asked}" in why and "624x401" in why


def test_save_check_replays_a_day_save_that_would_open_from_its_snapshot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A version 2 save opens from its snapshot; the check replays it all the same, so a snapshot
    that its answers do not lead to is refused even with both its hashes rewritten to fit."""
    from rangers_qt.engine.hashing import dump_hash
    from rangers_qt.engine.save_format import log_hash
    from rangers_qt.engine.session import Session

    session = Session.from_json(base_text(), catalog())
    path = tmp_path / "day.json"
    path.write_text(session.to_save_json(), encoding="utf-8")
    assert save_main(["check", str(path)]) == 0
    assert "a valid saved day" in capsys.readouterr().out
    data = json.loads(session.to_save_json())
    data["snapshot"]["stats"]["turns"] = data["snapshot"]["stats"].get("turns", 0) + 1
    data["state_hash"] = dump_hash(data["snapshot"])
    log_text = json.dumps(data["log"], sort_keys=True, separators=(",", ":")).encode()
    data["log_hash"] = log_hash(data["setup"], log_text)
    path.write_text(json.dumps(data, sort_keys=True, separators=(",", ":")), encoding="utf-8")
    assert Session.from_json(path.read_bytes(), catalog()).hash() == data["state_hash"]  # opens at once
    assert save_main(["check", str(path)]) == 1
    assert "state hash differs" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--exit-after-first-paint"],
        ["--modules-at-first-paint"],
        ["--exit-when-ready"],
        ["--exit-when-ready", "--modules-at-first-paint"],
    ],
)
def test_a_plain_launch_reads_as_the_parser_reads_it(argv: list[str]) -> None:
    """Issue #28: a launch with no arguments skips building the parser (rangers_qt/cli.py
    `plain_launch`); its options are exactly the parser's, so nothing downstream can tell."""
    from rangers_qt.cli import plain_launch

    fast = plain_launch(argv)
    assert fast is not None and vars(fast) == vars(build_parser().parse_args(argv))


@pytest.mark.parametrize("argv", [["--demo"], ["--exit-when-ready", "--seed", "3"], ["--bogus"], ["-h"]])
def test_any_other_command_line_goes_to_the_parser(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from rangers_qt.cli import plain_launch

    assert plain_launch(argv) is None
    if argv == ["--bogus"]:  # the parser's own error, as before
        with pytest.raises(SystemExit) as info:
            cli_main(argv)
        assert info.value.code == 2 and "unrecognized arguments: --bogus" in capsys.readouterr().err
