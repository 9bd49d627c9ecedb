"""`rangers_qt.deferred.Deferred`: a module imported on its first use, not when declared.

Why it matters: the app layer declares the engine, content and campaign modules this way so that
the window's first paint imports none of them (issue #28); a loader that imported at once, or gave
back copies instead of the module's own objects, would break the first paint or `except` clauses.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rangers_qt.deferred import Deferred


def test_the_module_is_imported_on_the_first_name_used_and_names_are_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "late_probe_module.py").write_text("class Refused(Exception):\n    pass\nVALUE = object()\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "late_probe_module", raising=False)
    late = Deferred("late_probe_module")
    assert "late_probe_module" not in sys.modules and not late.loaded
    value = late.VALUE
    module = sys.modules["late_probe_module"]
    assert late.loaded and value is module.VALUE
    with pytest.raises(module.Refused):  # an except clause naming a deferred class catches it
        try:
            raise module.Refused("no")
        except late.Refused:
            raise
    with pytest.raises(AttributeError):
        late.NO_SUCH_NAME  # noqa: B018 (the read is the test)
