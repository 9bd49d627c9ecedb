"""The typed hook key (content/hook_key.py): one parser and one formatter for ``test:t1:failure``,
``response:when:cleared#2`` and the rest, whose stored string form saves and the log keep."""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.compile import printed_hooks
from rangers_qt.content.catalog import load_catalog
from rangers_qt.content.hook_key import HookKey, windowed_key


def test_each_shape_parses_into_its_parts() -> None:
    assert HookKey.parse("test:t1:failure") == HookKey("test", test="t1", branch="failure")
    assert HookKey.parse("challenge:sun") == HookKey("challenge", symbol="sun")
    assert HookKey.parse("clear:progress+harm") == HookKey("clear", by=("progress", "harm"))
    assert HookKey.parse("response:when:cleared#2") == HookKey(
        "response", timing="when", event="cleared", nth=2
    )
    assert HookKey.parse("enters_play") == HookKey("enters_play")
    assert HookKey.parse("constant#3") == HookKey("constant", nth=3)


def test_copies_and_the_first_copy() -> None:
    second = HookKey.parse("response:when:cleared#2")
    assert second.windowed and second.first == HookKey.parse("response:when:cleared")
    assert str(second.first.copy(1)) == "response:when:cleared"
    assert str(second.first.copy(3)) == "response:when:cleared#3"


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "test:t1",  # no branch
        "test:t1:sometimes",  # no such branch
        "response:during:test",  # no such timing
        "response:when:",  # no event
        "clear:progress+",  # an empty threshold
        "play#1",  # the first copy has no number
        "play#x",
        "a:b:c:d",
    ],
)
def test_a_key_of_no_known_shape_is_refused_in_one_line(bad: str) -> None:
    with pytest.raises(ValueError, match="hook key") as err:
        HookKey.parse(bad)
    assert "\n" not in str(err.value)


def test_windowed_key_reads_only_windowed_keys() -> None:
    assert windowed_key("response:after:test_succeeded") == ("response", "after", "test_succeeded")
    assert windowed_key("commit:after:test_succeeded") == ("commit", "after", "test_succeeded")
    assert windowed_key("enters_play") is None
    assert windowed_key("card_cleared") is None
    assert windowed_key("response:during:test") is None


def test_every_key_the_catalogue_makes_formats_back_to_itself() -> None:
    """The stored form is the string: a paused save or a log names its hook by it, so the parser
    and the formatter must agree on every printed key, trigger and ``covers`` of the cards."""
    catalog = load_catalog()
    keys: set[str] = set()
    for card in catalog.cards.values():
        keys |= {h.split(":", 1)[1] for h in printed_hooks(card)}
    for face in catalog.behaviour.faces.values():
        for ab in face.abilities:
            keys.add(ab.on)
            if ab.covers:
                keys.add(ab.covers)
    keys |= set(catalog.behaviour.triggers)
    assert len(keys) > 50  # the catalogue, not an empty list
    assert {k for k in keys if str(HookKey.parse(k)) != k} == set()


def test_a_printed_abilitys_kept_key_is_its_key_and_stays_out_of_its_data() -> None:
    """PrintedAbility keeps ``key`` and ``hook_key`` once worked out (issue #28: read in the
    engine's hot loops): the same values as built afresh, and never in a dump, equality or hash."""
    from rangers_qt.content.models import PrintedAbility

    kept = PrintedAbility(hook="response", window="after", event="cleared")
    fresh = PrintedAbility(hook="response", window="after", event="cleared")
    assert kept.key == "response:after:cleared" and kept.key is kept.key
    assert kept.hook_key == HookKey("response", timing="after", event="cleared")
    assert "key" in kept.__dict__ and "key" not in fresh.__dict__
    assert kept == fresh and hash(kept) == hash(fresh)
    assert kept.model_dump() == fresh.model_dump() and "key" not in kept.model_dump_json()
    for card in load_catalog().cards.values():
        for p in card.printed:
            assert p.key == str(p.hook_key) == str(HookKey.parse(p.key))
