"""docs/engine-api.md, "Responses": the table of engine windows lists every window the printed
inventory is offered in (engine/flow/printed_responses.py ``WINDOW_EVENTS``), with its pairs."""

from __future__ import annotations

from pathlib import Path

from rangers_qt.engine.flow.printed_responses import WINDOW_EVENTS

DOC = Path(__file__).parents[2] / "docs" / "engine-api.md"


def _table_rows() -> dict[str, str]:
    """Engine window -> the inventory column of its row in the Responses table."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Responses", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, str] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[1].startswith("`"):
            rows[cells[1].split("`")[1]] = cells[0]
    return rows


def test_every_window_of_the_inventory_is_documented_with_its_events() -> None:
    rows = _table_rows()
    assert set(rows) == set(WINDOW_EVENTS)
    for window, pairs in WINDOW_EVENTS.items():
        for timing, event in pairs:
            assert f"`{event}`" in rows[window] and timing in rows[window], (window, timing, event)
