#!/bin/sh
# One command for a developer on Linux: bundle, check (--smoke, --self-test) and tarball in dist/.
# Extra arguments go to packaging/build.py (e.g. --bundle-only, --skip-build, --no-self-test).
set -eu
cd "$(dirname "$0")/.."
exec uv run python packaging/build.py "$@"
