"""The hidden --self-test reports every stage and never passes a stage it could not run."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest
from pydantic import BaseModel

from rangers_qt import selftest


def _run_stage(name: str, ctx: selftest.Context | None = None) -> str:
    stage = dict(selftest.STAGES)[name]
    return stage(ctx or selftest.Context())


def test_stages_cover_every_layer() -> None:
    assert [name for name, _ in selftest.STAGES] == ["resources", "content", "window", "engine"]


def test_resources_stage_finds_cards_and_the_app_icon() -> None:
    detail = _run_stage("resources")
    assert "cards:" in detail and "assets:" in detail


def test_window_stage_renders_the_main_window(qapp) -> None:
    detail = _run_stage("window")
    assert "Rangers Qt" in detail
    assert "1024x700" in detail


def test_engine_stage_fails_loudly_when_the_engine_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    # A None entry in sys.modules makes the import raise ImportError, as a bundle missing the module would.
    monkeypatch.setitem(sys.modules, "rangers_qt.engine.session", None)
    with pytest.raises(selftest.SelfTestFailure, match="engine not available"):
        _run_stage("engine", selftest.Context(catalog=object()))


def test_content_stage_fails_loudly_when_the_catalog_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "rangers_qt.content.catalog", None)
    with pytest.raises(selftest.SelfTestFailure, match="content catalog not available"):
        _run_stage("content")


def test_a_failing_stage_makes_the_run_fail_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    def ok(ctx: selftest.Context) -> str:
        return "did the thing"

    def broken(ctx: selftest.Context) -> str:
        raise ValueError("card 01001 has no name")

    monkeypatch.setattr(selftest, "STAGES", (("first", ok), ("second", broken), ("third", ok)))
    out = io.StringIO()
    assert selftest.run_self_test(out) == 1
    text = out.getvalue()
    assert "self-test: first: ok" in text and "did the thing" in text
    assert "self-test: second: FAIL: ValueError: card 01001 has no name" in text
    assert "self-test: third: ok" in text  # later stages still run and report
    assert "self-test FAILED: second" in text


def test_all_stages_passing_returns_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest, "STAGES", (("only", lambda ctx: "fine"),))
    out = io.StringIO()
    assert selftest.run_self_test(out) == 0
    assert "self-test passed (1 stages)" in out.getvalue()


class _Toy(BaseModel):
    round: int
    cards: dict[str, list[str]]


def test_state_hash_is_order_independent_and_sensitive_to_content() -> None:
    a = _Toy(round=1, cards={"x": ["c1"], "y": []})
    b = _Toy(round=1, cards={"y": [], "x": ["c1"]})
    c = _Toy(round=2, cards={"x": ["c1"], "y": []})
    assert selftest.state_hash(a) == selftest.state_hash(b)
    assert selftest.state_hash(a) != selftest.state_hash(c)


def test_engine_stage_plays_saves_reloads_and_matches_hashes() -> None:
    from rangers_qt.content.catalog import load_catalog

    detail = _run_stage("engine", selftest.Context(catalog=load_catalog()))
    assert "random bot gave" in detail and "state hash" in detail and "matches" in detail


def test_engine_stage_reports_a_save_that_does_not_reload_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.engine.session import Session

    real = Session.from_json.__func__  # type: ignore[attr-defined]

    def lossy(cls: type[Session], text: str, catalog: object, **kw: object) -> Session:
        data = json.loads(text)
        data["log"] = data["log"][:-1]  # a save that lost the last answer
        return real(cls, json.dumps(data), catalog, **kw)  # type: ignore[no-any-return]

    monkeypatch.setattr(Session, "from_json", classmethod(lossy))
    with pytest.raises(selftest.SelfTestFailure, match="state changed across save and reload"):
        _run_stage("engine", selftest.Context(catalog=load_catalog()))


def test_self_test_flag_passes_end_to_end() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--self-test"],
        capture_output=True, text=True, timeout=300, env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    for stage, _ in selftest.STAGES:
        assert f"self-test: {stage}: ok" in result.stdout
    assert "self-test passed" in result.stdout
