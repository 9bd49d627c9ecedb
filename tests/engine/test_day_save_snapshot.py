"""Day saves that open at once: version 2 keeps the state the log reached (engine/save_format.py).

Why: opening a day save used to replay every answer (3.2 s at 10,000 answers); a version 2 save
opens from its snapshot, checked by its hash and the invariants, while its log stays for undo,
replay and the review. Old (version 1) saves still open by replay: the migration, proven on the
golden old saves in tests/engine/golden (written by the version 1 writer). Replays (a save's log,
undo, redo) no longer run the rules checks around manual adjustments, which every entry passed
when it was made.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.hashing import dump_hash
from rangers_qt.engine.save_format import REPLAY_VERSION, SAVE_VERSION, SaveRefused, log_hash
from rangers_qt.engine.session import Session

from .helpers import bot_step
from .test_golden import _game, fingerprint

GOLDEN = Path(__file__).parent / "golden"


def _played(seed: int = 4, rangers: int = 2, entries: int = 70) -> Any:
    g = _game(seed, rangers)
    bot = RandomBot(seed)
    while len(g.session.log) < entries and bot_step(g.session, bot):
        pass
    assert any(e.kind == "manual" for e in g.session.log) and g.session.prompt is not None
    return g


def _no_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_a: Any, **_k: Any) -> None:
        raise AssertionError("an entry was replayed")

    monkeypatch.setattr(Session, "apply_logged", refuse)


def test_a_day_save_holds_the_state_and_opens_without_replaying(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _played()
    data = json.loads(g.session.to_save_json())
    assert data["version"] == SAVE_VERSION and data["snapshot"] == g.state.model_dump(mode="json")
    assert data["state_hash"] == g.session.hash() == dump_hash(data["snapshot"])
    _no_replay(monkeypatch)
    opened = Session.from_json(data, g.catalog, g.registry)
    assert opened.hash() == g.session.hash() and opened.state == g.state
    assert opened.log == g.session.log and opened.prompt == g.session.prompt


def test_undo_and_redo_after_opening_match_the_session_that_was_saved() -> None:
    g = _played()
    opened = Session.from_json(g.session.to_save_json(), g.catalog, g.registry)
    for boundary in ("action", "action", "turn", "action", "round"):
        assert opened.undo(boundary) == g.session.undo(boundary)  # type: ignore[arg-type]
        assert opened.hash() == g.session.hash() and len(opened.log) == len(g.session.log)
    # The replay from the setup left checkpoints on its way: the next undo starts near the end.
    assert (
        max(k for k in opened._checkpoints if k <= len(opened.log))
        > len(opened.log) - opened.CHECKPOINT_EVERY
    )
    while opened.can_redo():
        assert opened.redo() and g.session.redo()
        assert opened.hash() == g.session.hash()


def test_the_version_1_replay_record_is_unchanged() -> None:
    """What the campaign keeps per day and the engine benchmark's fingerprint hash."""
    g = _played()
    record = json.loads(g.session.to_json())
    assert record["version"] == REPLAY_VERSION
    assert set(record) == {"version", "setup", "log", "state_hash", "rules_version"}


@pytest.mark.parametrize(("seed", "rangers"), [(2, 2), (3, 4)])
def test_an_old_save_opens_by_replay_and_is_saved_again_as_version_2(
    seed: int, rangers: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = json.loads((GOLDEN / f"seed{seed}_r{rangers}.json").read_text(encoding="utf-8"))
    old = {k: v for k, v in data.items() if k != "fingerprint"}  # (the golden's own addition)
    assert old["version"] == 1 and "snapshot" not in old
    g = _game(seed, rangers)
    # (verify=False as in test_golden: the golden's hash predates state fields added since)
    migrated = Session.from_json(old, g.catalog, g.registry, verify=False)
    assert fingerprint(migrated.state) == data["fingerprint"]
    again = json.loads(migrated.to_save_json())
    assert again["version"] == SAVE_VERSION and again["log"] == old["log"]
    _no_replay(monkeypatch)
    reopened = Session.from_json(again, g.catalog, g.registry)
    assert reopened.state == migrated.state and reopened.log == migrated.log


def _refused(data: dict[str, Any], g: Any, why: str) -> None:
    with pytest.raises(SaveRefused, match=why):
        Session.from_json(data, g.catalog, g.registry)


def test_a_log_edited_by_hand_is_replayed_and_refused_as_before() -> None:
    g = _played()
    data = json.loads(g.session.to_save_json())
    data["log"][2]["text"] = "I won"
    _refused(data, g, "entry 3: its recorded text")


def test_a_snapshot_that_is_not_the_saved_state_is_refused() -> None:
    g = _played()
    data = json.loads(g.session.to_save_json())
    data["snapshot"]["round"] += 1
    _refused(data, g, "state hash differs")


def test_a_snapshot_that_breaks_the_rules_is_refused_even_with_its_hashes_rewritten() -> None:
    g = _played()
    data = json.loads(g.session.to_save_json())
    ranger = data["snapshot"]["rangers"][0]
    ranger["deck"] = [*ranger["deck"], ranger["deck"][0]]  # one card instance in two places
    data["state_hash"] = dump_hash(data["snapshot"])
    data["log_hash"] = log_hash(
        data["setup"], json.dumps(data["log"], sort_keys=True, separators=(",", ":")).encode()
    )
    _refused(data, g, "breaks the rules")


def test_replay_true_replays_a_version_2_save(monkeypatch: pytest.MonkeyPatch) -> None:
    g = _played()
    replayed: list[int] = []
    apply_logged = Session.apply_logged

    def counted(self: Session, entry: Any, rec: Any) -> None:
        replayed.append(1)
        apply_logged(self, entry, rec)

    monkeypatch.setattr(Session, "apply_logged", counted)
    opened = Session.from_json(g.session.to_save_json(), g.catalog, g.registry, replay=True)
    assert len(replayed) == len(g.session.log) and opened.hash() == g.session.hash()


def test_replays_skip_the_checks_around_manual_adjustments(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks ran when each adjustment was made; a replay (load, undo) does not run them again."""
    g = _played()
    calls: list[int] = []
    problems = Session._problems

    def counted(self: Session, st: Any) -> list[str]:
        calls.append(1)
        return problems(self, st)

    monkeypatch.setattr(Session, "_problems", counted)
    manual = sum(e.kind == "manual" for e in g.session.log)
    Session.from_json(g.session.to_json(), g.catalog, g.registry)  # version 1: replayed
    g.session.undo_to(0)
    while g.session.can_redo():
        g.session.redo()
    assert manual > 0 and calls == []
    adj = next(e.adjust for e in g.session.log if e.adjust is not None and e.adjust.action == "add_tokens")
    before = len(calls)
    g.session.manual(adj)  # a new adjustment is checked: before and after
    assert len(calls) == before + 2


@pytest.mark.parametrize("version", [3, 0])
def test_only_versions_one_and_two_are_read(version: int) -> None:
    g = _played()
    data = json.loads(g.session.to_save_json())
    data["version"] = version
    _refused(data, g, "unsupported save version")


def test_version_1_has_no_snapshot_and_version_2_needs_one() -> None:
    g = _played()
    record = json.loads(g.session.to_json())
    record["snapshot"] = g.state.model_dump(mode="json")
    _refused(record, g, "unknown field 'log_hash'|unknown field 'snapshot'")
    data = json.loads(g.session.to_save_json())
    del data["snapshot"]
    _refused(data, g, "no 'snapshot'")
