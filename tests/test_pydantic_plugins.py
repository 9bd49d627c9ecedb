"""Pydantic's plugin discovery is skipped (rangers_qt/pydantic_plugins.py): validation works as
before, errors read as before, and the ~19 ms import of importlib.metadata is gone (issue #28)."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import sys
from rangers_qt import pydantic_plugins
first = pydantic_plugins.skip_discovery()
from pydantic import BaseModel, ConfigDict, ValidationError
class M(BaseModel):
    model_config = ConfigDict(extra="forbid")
    n: int
assert M(n=3).n == 3
try:
    M(n=1, typo=2)
except ValidationError as exc:
    print("refused", exc.errors()[0]["type"])
from pydantic.plugin._loader import get_plugins
print("first", first, "again", pydantic_plugins.skip_discovery(), "plugins", list(get_plugins()))
print("metadata", "importlib.metadata" in sys.modules)
"""


def _run(code: str) -> list[str]:
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_validation_runs_without_plugin_discovery() -> None:
    assert _run(CHECK) == ["refused extra_forbidden", "first True again False plugins []", "metadata False"]


def test_the_real_loader_is_left_alone_once_imported() -> None:
    code = (
        "import pydantic.plugin._loader as real; from rangers_qt import pydantic_plugins; "
        "print(pydantic_plugins.skip_discovery(), __import__('sys').modules[pydantic_plugins.LOADER] is real)"
    )
    assert _run(code) == ["False True"]


def test_the_command_skips_discovery_before_anything_else() -> None:
    """`rangers-qt` (cli.main) puts the empty loader in place first: a card check validates
    every card file without importing importlib.metadata."""
    code = (
        "import sys; from rangers_qt import cli; code = cli.main(['cards', 'check']); "
        "print('exit', code, 'metadata', 'importlib.metadata' in sys.modules)"
    )
    assert _run(code)[-1] == "exit 0 metadata False"
