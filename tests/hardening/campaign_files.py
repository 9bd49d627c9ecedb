"""A real campaign file (shipped cards, two Rangers, one day played, day 2 under way) and the means
to craft variants of it with a valid content hash, as an attacker with a text editor would."""

from __future__ import annotations

import copy
import functools
import hashlib
import json
from typing import Any

from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.save import to_bytes
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.engine.day_sim import DayBot
from tests.hardening.saves import catalog

ANSWERS_TODAY = 8


def answer(campaign: Campaign, n: int, seed: int = 1) -> None:
    """``n`` answers of the current day chosen by the seeded day bot (fewer if the day ends)."""
    session = campaign.session
    assert session is not None
    bot = DayBot(seed)
    for _ in range(n):
        if session.prompt is None:
            return
        session.answer(bot.choose(session.prompt))


def new_campaign(days: int = 1, today: int = ANSWERS_TODAY) -> Campaign:
    """A seeded campaign with ``days`` played and the next day ``today`` answers in."""
    campaign, _ = run_campaign(catalog(), seed=4, rangers=2, days=days)
    campaign.start_day()
    answer(campaign, today)
    return campaign


@functools.cache
def _base() -> bytes:
    return to_bytes(new_campaign())


def base_bytes() -> bytes:
    return _base()


def base_doc() -> dict[str, Any]:
    """A fresh copy of the file as JSON (mutate it freely, then ``rehash``)."""
    return copy.deepcopy(json.loads(_base()))


def rehash(doc: dict[str, Any]) -> bytes:
    """The document written compactly with its content hash recomputed (passes the hash check)."""
    doc = {**doc, "sha256": "0" * 64}
    raw = json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode()
    at = raw.index(b'"sha256":"') + len('"sha256":"')
    return raw[:at] + hashlib.sha256(raw).hexdigest().encode() + raw[at + 64 :]


def play_to_end(campaign: Campaign, seed: int = 2, most: int = 20_000) -> None:
    """Answer the current day until it is over (the bot camps readily, so days end)."""
    session = campaign.session
    assert session is not None
    bot = DayBot(seed, camp_rate=90)
    for _ in range(most):
        if session.prompt is None:
            return
        session.answer(bot.choose(session.prompt))
    raise AssertionError("the day did not end")
