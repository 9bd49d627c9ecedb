"""Issue #30 acceptance, slow: 200 kills (SIGKILL) at random moments while a bot plays a campaign
through the app's own classes (``GameLifecycle``, ``GameController``, ``CampaignPlay`` with its
autosave journal and full saves at day boundaries), each followed by the next start's Recover.
After every kill: the file opens, no day is stuck (over but unapplied) or half-applied (the
tracker is the history folded again and agrees with the played days), and at most the answer in
flight is lost (every answer the child reported as journalled is back).

Run: ``uv run pytest tests/hardening/test_campaign_soak.py -m slow -s`` (prints the figures)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from collections import Counter
from pathlib import Path

import pytest

from rangers_qt.campaign.autosave import recover, recovery_info
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.save import open_campaign, save_campaign
from rangers_qt.campaign.starters import starter_rangers

from .campaign_stateful import check_campaign
from .saves import catalog

KILLS = int(os.environ.get("SOAK_KILLS", "200"))
#: A fresh campaign once this many days are played (the calendar ends with day 45).
RESTART_AT_DAY = 40

#: The player's process, forked per run from a parent that has imported the app and read the
#: cards once (a fresh interpreter per kill would spend most of the soak starting up). Each child
#: makes its own QApplication after the fork, opens the campaign as the app does (Recover when the
#: journal holds more) and plays it with the bot, reporting every answer once it has returned.
_ZYGOTE = textwrap.dedent(
    """
    import os, sys
    from rangers_qt.app.campaign_play import CampaignPlay
    from rangers_qt.app.lifecycle import GameLifecycle
    from rangers_qt.campaign.autosave import recovery_info
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.engine.day_sim import DayBot
    catalog = load_catalog()
    from rangers_qt.engine.cards import book_for
    book_for(catalog)
    print("zygote", flush=True)
    for line in sys.stdin:
        path, seed = line.split()
        pid = os.fork()
        if pid:
            print("child", pid, flush=True)
            os.waitpid(pid, 0)
            print("gone", flush=True)
            continue
        from PySide6.QtWidgets import QApplication
        app = QApplication(sys.argv[:1])
        game = GameLifecycle(catalog)
        play = CampaignPlay(game)
        play.failed.connect(lambda line: print("failed", line, flush=True))
        if not play.open(path, recover=recovery_info(path, catalog) is not None):
            print("failed to open", flush=True)
            os._exit(3)
        bot = DayBot(int(seed), camp_rate=60)
        print("ready", len(play.campaign.days()), flush=True)
        while True:
            campaign = play.campaign
            if campaign.data.current is None:  # the tracker sheet's "Start the next day"
                if not play.start_next_day():
                    os._exit(4)
                continue
            controller = game.controller
            controller.answer(bot.choose(controller.prompt))  # journalled (or applied) on return
            cur = play.campaign.data.current
            print(len(play.campaign.days()), len(cur.save["log"]) if cur is not None else 0, flush=True)
    """
)


def _fresh(path: Path, seed: int) -> None:
    starters = starter_rangers(catalog())
    decks = [starters[(seed + i) % len(starters)].deck for i in range(2)]
    save_campaign(Campaign.new(catalog(), f"Soak {seed}", decks, seed=seed), path)


def _progress(campaign: Campaign) -> tuple[int, int]:
    session = campaign.session
    return len(campaign.days()), len(session.log) if session is not None else 0


@pytest.mark.slow
def test_200_kills_during_campaign_play_leave_no_stuck_or_half_applied_day(tmp_path: Path) -> None:
    path = tmp_path / "soak.json"
    _fresh(path, 0)
    chooser = random.Random(30)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONHASHSEED": "0"}
    figures: Counter[str] = Counter()
    started = time.perf_counter()
    zygote = subprocess.Popen(
        [sys.executable, "-c", _ZYGOTE],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    assert zygote.stdin is not None and zygote.stdout is not None
    out, into = zygote.stdout, zygote.stdin
    assert out.readline().strip() == "zygote"
    for kill in range(KILLS):
        into.write(f"{path} {kill}\n")
        into.flush()
        pid = int(out.readline().split()[1])
        first = out.readline().split()
        assert first[:1] == ["ready"], first
        last = (int(first[1]), 0)
        for _ in range(chooser.randint(0, 40)):
            line = out.readline().split()
            assert line and line[0] != "failed", line
            last = (int(line[0]), int(line[1]))
        time.sleep(chooser.random() * 0.03)  # not only between answers: inside the next one's saves
        os.kill(pid, signal.SIGKILL)
        while out.readline().strip() != "gone":
            pass
        # The next start: what the app offers (Recover when the journal holds more), then checked.
        info = recovery_info(path, catalog())
        campaign = recover(path, catalog()) if info is not None else open_campaign(path, catalog())
        figures["recovered" if info is not None else "opened"] += 1
        if campaign.notice and "had ended" in campaign.notice:
            figures["days completed on recovery"] += 1
        check_campaign(campaign)  # not stuck, not half-applied
        got = _progress(campaign)
        assert got >= last, f"kill {kill}: journalled {last}, recovered {got}"
        figures["answers lost"] += 0 if got >= last else 1
        figures["answers beyond the last reported"] += (got[1] - last[1]) if got[0] == last[0] else 0
        figures["days played"] = max(figures["days played"], len(campaign.days()))
        save_campaign(campaign, path)  # the app saves what it recovered at once
        if campaign.day >= RESTART_AT_DAY:
            figures["campaigns"] += 1
            _fresh(path, kill + 1)
    into.close()
    zygote.wait(timeout=60)
    figures["kills"] = KILLS
    print(f"\nsoak: {dict(figures)} in {time.perf_counter() - started:.0f} s")
    assert figures["kills"] == KILLS
