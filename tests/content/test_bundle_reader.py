"""The compiled bundle read without validators gives exactly what validation gives.

Why: a warm start rebuilds the card models from the compiled bundle along their type hints
(content/bundle_reader.py) instead of running pydantic's validators, which cost more to build than
the whole load. These tests compare the two, value by value and type by type (a list where a
tuple belongs, a dict where a model belongs, a field counted as set or not), and check that a
damaged or reshaped bundle is refused and the cards are read from their sources instead.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from rangers_qt.content import catalog as catalog_module
from rangers_qt.content.bundle_reader import BundleReader, BundleShapeError
from rangers_qt.content.catalog import CompiledBundle, compiled_path, load_uncached, source_hash


def _same(a: Any, b: Any, where: str = "bundle", fields_set: bool = True) -> None:
    """Equal values of the same types all the way down (and, unless told otherwise, the same
    fields counted as set: a cold load from the sources counts only those the card file gives)."""
    assert type(a) is type(b), f"{where}: {type(a).__name__} != {type(b).__name__}"
    if isinstance(a, BaseModel):
        assert not fields_set or a.model_fields_set == b.model_fields_set, where
        # The fields, in order (a cached property, content/models.py, may sit beside them once read).
        names = [k for k in a.__dict__ if k in type(a).model_fields]
        assert names == [k for k in b.__dict__ if k in type(b).model_fields], where
        assert len(names) == len(type(a).model_fields), where
        for name in names:
            _same(a.__dict__[name], b.__dict__[name], f"{where}.{name}", fields_set)
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _same(x, y, f"{where}[{i}]", fields_set)
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for key in a:
            _same(a[key], b[key], f"{where}.{key}", fields_set)
    else:
        assert a == b, where


def _body(cards: Path) -> tuple[Path, bytes, bytes]:
    load_uncached(cards)  # writes the compiled bundle
    path = compiled_path(source_hash(cards.resolve()))
    head, _, body = path.read_bytes().partition(b"\n")
    return path, head, body


def test_every_card_read_back_is_the_validated_card(cards_copy: Path) -> None:
    _, _, body = _body(cards_copy)
    validated = CompiledBundle.model_validate_json(body)
    read = BundleReader().read(CompiledBundle, json.loads(body))
    assert len(read.cards) == 345
    _same(validated, read)


def test_a_warm_load_uses_the_reader_and_equals_a_cold_load(cards_copy: Path) -> None:
    cold = load_uncached(cards_copy, use_compiled=False)
    load_uncached(cards_copy)
    warm = load_uncached(cards_copy)
    _same(tuple(cold.cards.values()), tuple(warm.cards.values()), "cards", fields_set=False)
    _same(cold.valley_map, warm.valley_map, "valley_map", fields_set=False)
    assert warm.behaviour.version == cold.behaviour.version


def _rewrite(path: Path, head: bytes, body: bytes, keep_digest: bool = False) -> None:
    header = json.loads(head)
    if not keep_digest:
        header["body_sha256"] = hashlib.sha256(body).hexdigest()
    path.write_bytes(json.dumps(header).encode() + b"\n" + body)


@pytest.mark.parametrize(
    "damage",
    ["one byte changed", "a card with an unknown field", "a card without its id", "an unknown effect"],
)
def test_a_damaged_bundle_is_refused_and_the_sources_are_read(
    cards_copy: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    path, head, body = _body(cards_copy)
    data = json.loads(body)
    card = next(c for c in data["cards"] if c["behaviour"] and c["behaviour"]["abilities"])
    card_id = card["id"]
    if damage == "one byte changed":
        _rewrite(path, head, body.replace(b'"name":"', b'"name":"X', 1), keep_digest=True)
    else:
        if damage == "a card with an unknown field":
            card["colour"] = "green"
        elif damage == "a card without its id":
            del card["id"]
        else:
            card["behaviour"]["abilities"][0]["effects"] = [{"do": "summon_dragon"}]
        _rewrite(path, head, json.dumps(data).encode())
    read_sources = catalog_module.read_sources
    calls: list[Path] = []

    def counted(folder: Path) -> Any:
        calls.append(folder)
        return read_sources(folder)

    monkeypatch.setattr(catalog_module, "read_sources", counted)
    loaded = load_uncached(cards_copy)
    assert calls, "the damaged bundle was used"
    assert len(loaded) == 345 and loaded.card(card_id).id == card_id


def test_the_reader_refuses_what_the_models_do_not_describe() -> None:
    reader = BundleReader()
    with pytest.raises(BundleShapeError):
        bundle = {"format": 3, "source_hash": "x", "sets": [], "cards": [{"category": "dragon"}]}
        reader.read(CompiledBundle, bundle)
    with pytest.raises(BundleShapeError):
        reader.read(CompiledBundle, [])
