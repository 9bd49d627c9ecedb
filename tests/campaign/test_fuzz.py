"""Fuzz: hundreds of mutated, truncated, nested and oversized campaign files are refused cleanly
(one ``CampaignError`` line, never another exception), each within hypothesis' deadline."""

from __future__ import annotations

import hashlib
import json
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rangers_qt.campaign import save as save_mod
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import open_campaign, parse_campaign, to_bytes
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.content.catalog import Catalog, load_catalog

CATALOG = load_catalog()
_CAMPAIGN, _ = run_campaign(CATALOG, seed=21, rangers=2, days=2)
_CAMPAIGN.start_day()
VALID = to_bytes(_CAMPAIGN)
DOC: dict[str, Any] = json.loads(VALID)
# The deadline guards against a hang, not a speed goal (benchmarks measure speed): wide enough that a
# busy machine never turns a clean refusal into a Flaky failure.
FUZZ = settings(
    max_examples=150,
    deadline=10_000,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def rehash(doc: Any) -> bytes:
    """Bytes with a valid content hash, so the checks after the hash are exercised too."""
    return rehash_bytes(json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode())


def rehash_bytes(raw: bytes) -> bytes:
    at = raw.find(b'"sha256":"')
    if at < 0 or at > 400 or len(raw) < at + 74:
        return raw
    at += len('"sha256":"')
    zeroed = raw[:at] + b"0" * 64 + raw[at + 64 :]
    return raw[:at] + hashlib.sha256(zeroed).hexdigest().encode() + raw[at + 64 :]


def refused_or_fine(raw: bytes, catalog: Catalog = CATALOG) -> None:
    try:
        parse_campaign(raw, catalog)
    except CampaignError as exc:
        assert str(exc) and "\n" not in str(exc)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=30,
)


def paths(doc: Any, prefix: tuple[Any, ...] = (), depth: int = 0) -> list[tuple[Any, ...]]:
    out = [prefix]
    if depth > 7:
        return out
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, (*prefix, k), depth + 1)
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:3]):
            out += paths(v, (*prefix, i), depth + 1)
    return out


PATHS = [p for p in paths(DOC) if p and p[0] != "sha256"]


def replace_at(doc: Any, path: tuple[Any, ...], value: Any, delete: bool) -> Any:
    doc = json.loads(json.dumps(doc))
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    if delete and isinstance(parent, dict):
        parent.pop(path[-1], None)
    elif delete and isinstance(parent, list):
        parent.pop(path[-1])
    else:
        parent[path[-1]] = value
    return doc


@FUZZ
@given(st.integers(0, len(VALID) - 1), st.integers(0, 255))
def test_flipped_bytes_are_refused(at: int, byte: int) -> None:
    raw = bytearray(VALID)
    if raw[at] == byte:
        return
    raw[at] = byte
    with pytest.raises(CampaignError):
        parse_campaign(bytes(raw), CATALOG)


@FUZZ
@given(st.integers(0, len(VALID) - 1))
def test_truncated_files_are_refused(cut: int) -> None:
    with pytest.raises(CampaignError):
        parse_campaign(VALID[:cut], CATALOG)


@FUZZ
@given(st.sampled_from(PATHS), json_values, st.booleans())
@example(("current", "save", "log"), None, False)  # once a TypeError out of resuming the day
def test_rehashed_structural_mutations_are_refused_cleanly(
    path: tuple[Any, ...], value: Any, delete: bool
) -> None:
    refused_or_fine(rehash(replace_at(DOC, path, value, delete)))


@FUZZ
@given(st.sampled_from(PATHS), st.integers(100, 200_000), st.sampled_from(["[", '{"a":']))
def test_deeply_nested_values_are_refused(path: tuple[Any, ...], depth: int, opener: str) -> None:
    closer = "]" if opener == "[" else "}"
    marker = "__NEST__"
    text = json.dumps(replace_at(DOC, path, marker, False), separators=(",", ":"))
    text = text.replace(json.dumps(marker), opener * depth + "1" + closer * depth, 1)
    refused_or_fine(rehash_bytes(text.encode()))


@FUZZ
@given(st.sampled_from(PATHS), st.integers(1, 2_000_000))
def test_oversized_strings_and_lists(path: tuple[Any, ...], size: int) -> None:
    value: Any = "x" * size if size % 2 else [0] * (size // 10)
    refused_or_fine(rehash(replace_at(DOC, path, value, False)))


def test_oversized_files_are_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(save_mod.MAX_FILE_BYTES + 1)
    tracemalloc.start()
    with pytest.raises(CampaignError, match="too large"):
        open_campaign(path, CATALOG)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 5_000_000  # the file was never read


def test_top_level_shapes(tmp_path: Path) -> None:
    for value in ([], "x", 1, None, {"format": "rangers-qt-campaign"}, {**DOC, "format": "other"}):
        refused_or_fine(rehash(value))
    with pytest.raises(CampaignError, match="nested"):
        raw = b'{"sha256":"' + b"0" * 64 + b'","x":' + b"[" * 100_000 + b"]" * 100_000 + b"}"
        parse_campaign(rehash_bytes(raw), CATALOG)
