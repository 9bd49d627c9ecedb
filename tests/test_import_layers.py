"""The import layers hold (issue #26): import-linter's contracts in pyproject.toml, run here.

The contracts: ui > app > campaign > engine > content > files (the entry points above the ui,
content never importing the engine), Qt only in the ui and the app, the ui never importing the
engine, and no import cycle among the engine's subpackages. The first test runs them the way a
developer does (`uv run lint-imports`); the others prove each contract can fail, by checking the
project's real import graph with one deliberately wrong import added to it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import grimp
import pytest
from importlinter import api as _configured  # noqa: F401  (configures import-linter's settings)
from importlinter import configuration
from importlinter.application import use_cases
from importlinter.application.app_config import settings

ROOT = Path(__file__).resolve().parents[1]


class _GraphWithExtras:
    """import-linter's graph builder, adding `extras` (importer, imported) to the real graph."""

    def __init__(self, extras: list[tuple[str, str]]) -> None:
        self.extras = extras

    def build(
        self,
        root_package_names: list[str],
        cache_dir: str | None,
        include_external_packages: bool = False,
        exclude_type_checking_imports: bool = False,
    ) -> grimp.ImportGraph:
        graph = grimp.build_graph(
            *root_package_names,
            include_external_packages=include_external_packages,
            exclude_type_checking_imports=exclude_type_checking_imports,
            cache_dir=None,
        )
        for importer, imported in self.extras:
            graph.add_import(importer=importer, imported=imported, line_number=1, line_contents="import")
        return graph


@pytest.fixture
def broken_contracts() -> Iterator[Callable[..., set[str]]]:
    """A function: the ids of the project's contracts broken once `extras` are imported too."""

    def check(*extras: tuple[str, str]) -> set[str]:
        settings.configure(GRAPH_BUILDER=_GraphWithExtras(list(extras)))
        use_cases._register_built_in_contract_types()  # as `lint-imports` does before a report
        options = use_cases.read_user_options(str(ROOT / "pyproject.toml"))
        report = use_cases.create_report(options, cache_dir=None)
        assert not report.could_not_run
        return {
            str(contract.contract_options.get("id", contract.name))
            for contract, result in report.get_contracts_and_checks()
            if not result.kept
        }

    try:
        yield check
    finally:
        configuration.configure()  # import-linter's own graph builder again


def test_lint_imports_keeps_every_contract() -> None:
    """`uv run lint-imports`: every contract kept (the command exits 0)."""
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or "lint-imports"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [exe, "--no-cache", "--no-logo"], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_the_real_graph_keeps_every_contract(broken_contracts: Callable[..., set[str]]) -> None:
    assert broken_contracts() == set()


@pytest.mark.parametrize(
    ("importer", "imported", "broken"),
    [
        # Upward imports: the engine reaching into the ui, the campaign into the app (both also
        # bring Qt below the app, through what they import).
        ("rangers_qt.engine.state", "rangers_qt.ui.table_scene", {"layers", "qt-only-in-ui-and-app"}),
        ("rangers_qt.campaign.save", "rangers_qt.app.controller", {"layers", "qt-only-in-ui-and-app"}),
        # Content importing the engine.
        ("rangers_qt.content.catalog", "rangers_qt.engine.state", {"layers"}),
        # Qt in the engine.
        ("rangers_qt.engine.state", "PySide6", {"qt-only-in-ui-and-app"}),
        # The ui going round the controller.
        ("rangers_qt.ui.table_scene", "rangers_qt.engine.state", {"ui-through-the-controller"}),
        # The step loop importing a flow: the loop sits below every flow (a cycle in the engine).
        ("rangers_qt.engine.core", "rangers_qt.engine.flow.testflow", {"engine-acyclic"}),
        # The state model importing the day's flows.
        ("rangers_qt.engine.state", "rangers_qt.engine.day.travel", {"engine-acyclic"}),
        # The edges cut last (issue #26), each now a cycle again if it came back: the card
        # operations and the rules asking engine/effects/ directly, the verb runners importing
        # the flows and the day they start, the modifier layer importing the operations.
        ("rangers_qt.engine.ops", "rangers_qt.engine.effects.listeners", {"engine-acyclic"}),
        ("rangers_qt.engine.rules.committing", "rangers_qt.engine.effects.interpreter", {"engine-acyclic"}),
        ("rangers_qt.engine.effects.cards", "rangers_qt.engine.flow.play_elsewhere", {"engine-acyclic"}),
        ("rangers_qt.engine.effects.campaign", "rangers_qt.engine.day.guide", {"engine-acyclic"}),
        ("rangers_qt.engine.modifier_layer.evaluate", "rangers_qt.engine.ops", {"engine-acyclic"}),
    ],
)
def test_one_wrong_import_breaks_its_contract(
    broken_contracts: Callable[..., set[str]], importer: str, imported: str, broken: set[str]
) -> None:
    assert broken_contracts((importer, imported)) == broken
