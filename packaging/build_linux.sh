#!/bin/sh
# One command for a developer on Linux: bundle, check (--smoke, --self-test) and tarball in dist/.
# Extra arguments go to packaging/build.py (e.g. --bundle-only, --skip-build, --no-self-test).
# With uv, through `uv run`; without it, with the python3 on PATH (an activated venv that ran
# `pip install -e ".[dev]"`, which brings PyInstaller).
set -eu
cd "$(dirname "$0")/.."
if command -v uv >/dev/null 2>&1; then
  exec uv run python packaging/build.py "$@"
fi
exec python3 packaging/build.py "$@"
