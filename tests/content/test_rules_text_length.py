"""Issue #27: every card's generated rules text stays close in length to its printed text.

The printed lengths are numbers kept in ``cards/printed_lengths.csv`` (facts about the cards, never
their sentences), so the goal - at most 1.6x the printed length for every card, at most 1.3x at the
median - cannot silently regress when a sentence template grows.
"""

from __future__ import annotations

import csv
import statistics
from pathlib import Path

import pytest

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.compare import plain_length

LENGTHS = Path(__file__).resolve().parents[2] / "cards" / "printed_lengths.csv"
MOST = 1.6
MEDIAN = 1.3


def too_long(generated: int, printed: int) -> bool:
    return generated > MOST * printed


def printed_lengths() -> dict[str, int]:
    with LENGTHS.open(encoding="utf-8", newline="") as f:
        return {row["id"]: int(row["printed_chars"]) for row in csv.DictReader(f)}


def generated_lengths(catalog: Catalog) -> dict[str, int]:
    return {cid: plain_length(" ".join(rules_text(catalog.card(cid)))) for cid in printed_lengths()}


def ratios(catalog: Catalog) -> dict[str, float]:
    return {cid: n / printed_lengths()[cid] for cid, n in generated_lengths(catalog).items()}


def test_the_length_table_names_shipped_cards_with_positive_lengths(catalog: Catalog) -> None:
    lengths = printed_lengths()
    assert len(lengths) > 250  # every card with printed text
    assert all(cid in catalog.cards and n > 0 for cid, n in lengths.items())


def test_every_card_is_at_most_1_6x_its_printed_length(catalog: Catalog) -> None:
    printed = printed_lengths()
    over = {
        cid: round(n / printed[cid], 2)
        for cid, n in generated_lengths(catalog).items()
        if too_long(n, printed[cid])
    }
    assert over == {}, f"generated text too long against the printed text: {over}"


def test_the_median_is_at_most_1_3x(catalog: Catalog) -> None:
    assert statistics.median(ratios(catalog).values()) <= MEDIAN


@pytest.mark.parametrize(("chars", "ok"), [(159, True), (160, True), (161, False)])
def test_the_limit_is_1_6x_one_below_at_and_above(chars: int, ok: bool) -> None:
    """The check's threshold: 160 characters against 100 printed is allowed, 161 is not."""
    assert too_long(chars, 100) is not ok
