"""Counts in words (rangers_qt/words.py): singular at 1, plural below and above."""

from __future__ import annotations

import pytest

from rangers_qt.words import count, plural


@pytest.mark.parametrize(
    ("n", "noun", "said"),
    [
        (0, "card", "0 cards"),
        (1, "card", "1 card"),
        (2, "card", "2 cards"),
        (1, "played day", "1 played day"),
        (3, "played day", "3 played days"),
        (2, "entry", "2 entries"),
        (1, "entry", "1 entry"),
        (2, "difference", "2 differences"),
        (4, "Ranger", "4 Rangers"),
    ],
)
def test_count_agrees_with_its_number(n: int, noun: str, said: str) -> None:
    assert count(n, noun) == said


def test_plural_of_words_ending_in_s_x_or_ch() -> None:
    assert plural("box") == "boxes" and plural("match") == "matches" and plural("pass") == "passes"
