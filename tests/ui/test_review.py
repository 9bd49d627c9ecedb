"""Issue #14, the campaign review: journey per day, timeline, charts from the logs, day replay,
deck history, PDF/PNG export and `rangers-qt review`. The campaign is played by the simulator
(4 days, two Rangers) once per session; every expected value is counted again here, from the
engine's own events and hashes, independently of `app.review_data`'s probe."""

from __future__ import annotations

import itertools
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.app.day_replay import DayReplay
from rangers_qt.app.review_cache import ReviewCache
from rangers_qt.app.review_data import ASPECTS, SYMBOLS, review_data
from rangers_qt.campaign.campaign import Campaign, DayItem
from rangers_qt.campaign.save import save_campaign
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.engine.session import LogEntry, Session
from rangers_qt.engine.setup import GameSetup

DAYS = 4


@pytest.fixture(scope="session")
def played(catalog: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[Campaign, Path]:
    campaign, _summary = run_campaign(catalog, seed=1, rangers=2, days=DAYS)
    path = tmp_path_factory.mktemp("review") / "campaign.json"
    save_campaign(campaign, path, durable=False)
    return campaign, path


@pytest.fixture(scope="session")
def engine_counts(played: tuple[Campaign, Path]) -> dict[int, dict[str, Any]]:
    """Each day replayed answer by answer with events on: counts read from the engine's own
    event log (text and ranger), deck sizes and the state hash after every answer."""
    campaign, _ = played
    out: dict[int, dict[str, Any]] = {}
    for item in campaign.days():
        session = Session.new(campaign.book, GameSetup.model_validate(item.save["setup"]))
        names = {r.id: item.seats[n] for n, r in enumerate(session.state.rangers)}
        c: dict[str, Any] = {
            "tests": defaultdict(Counter),
            "wins": defaultdict(Counter),
            "fatigue": Counter(),
            "injuries": Counter(),
            "symbols": defaultdict(Counter),
            "deck": defaultdict(dict),
            "hashes": [session.hash()],
        }
        testing: dict[str, str] = {}
        for raw in item.save["log"]:
            entry = LogEntry.model_validate(raw)
            result = (
                session.answer(entry.option or "") if entry.kind == "answer" else session.manual(entry.adjust)
            )  # type: ignore[arg-type]
            for ev in result.events:
                who = names.get(ev.ranger or "", "")
                if ev.kind == "test":
                    aspect = re.search(r"\((AWA|FIT|FOC|SPI) ", ev.text)
                    assert aspect is not None, ev.text
                    testing[who] = aspect.group(1)
                    c["tests"][who][aspect.group(1)] += 1
                elif ev.kind == "test_result" and ev.text.endswith("success"):
                    c["wins"][who][testing[who]] += 1
                elif ev.kind == "fatigue" and (suffered := re.search(r"suffers (\d+) fatigue", ev.text)):
                    # (a card a card effect puts on the fatigue stack is not fatigue suffered)
                    c["fatigue"][who] += int(suffered.group(1))
                elif ev.kind == "injury" and "again" not in ev.text:
                    c["injuries"][who] += 1
                elif ev.kind == "challenge" and ev.ranger:  # drawn in a Ranger's test (not at arrival)
                    symbol = next(s for s in SYMBOLS if f", {s}" in ev.text)
                    c["symbols"][who][symbol] += 1
            st = session.state
            for r in st.rangers:
                c["deck"][names[r.id]][max(1, st.round)] = len(r.deck)
            c["hashes"].append(session.hash())
        assert c["hashes"][-1] == item.final_hash
        c["stats"] = dict(session.state.stats)
        out[item.day] = c
    return out


@pytest.fixture(scope="session")
def data(played: tuple[Campaign, Path], tmp_path_factory: pytest.TempPathFactory) -> Any:
    campaign, _ = played
    return review_data(campaign, ReviewCache(campaign.catalog, tmp_path_factory.mktemp("review-cache")))


@pytest.fixture
def window(qtbot: Any, played: tuple[Campaign, Path], data: Any) -> Any:
    from rangers_qt.ui.review_window import ReviewWindow

    w = ReviewWindow(played[0], data)
    qtbot.addWidget(w)
    return w


# ---------------------------------------------------------------------------- statistics


def test_the_probe_counts_what_the_engine_log_says(
    data: Any, engine_counts: dict[int, dict[str, Any]]
) -> None:
    assert sorted(data.stats) == list(range(1, DAYS + 1))
    for day, c in engine_counts.items():
        st = data.stats[day]
        assert sum(r.tests_total() for r in st.rangers) == c["stats"].get("tests", 0)
        assert sum(r.successes_total() for r in st.rangers) == c["stats"].get("successes", 0)
        assert sum(r.fatigue for r in st.rangers) == c["stats"].get("fatigue", 0)
        for r in st.rangers:
            assert r.tests == dict(c["tests"][r.ranger]), (day, r.ranger)
            assert r.successes == dict(c["wins"][r.ranger]), (day, r.ranger)
            assert r.fatigue == c["fatigue"][r.ranger]
            assert r.injuries == c["injuries"][r.ranger]
            assert r.symbols == dict(c["symbols"][r.ranger])
            seen = c["deck"][r.ranger]
            assert r.deck_by_round[-1] == seen[max(seen)]
            assert all(r.deck_by_round[k - 1] == v for k, v in seen.items())
    assert any(r.tests_total() for s in data.stats.values() for r in s.rangers)  # not vacuous


def _without_stats(campaign: Campaign) -> Campaign:
    """The campaign as a file written before days kept their statistics (format 1) reads."""
    data = campaign.data.model_copy()
    data.history = [
        h.model_copy(update={"stats": None}) if isinstance(h, DayItem) else h for h in data.history
    ]
    return Campaign(campaign.catalog, data)


def test_each_day_keeps_the_statistics_counted_when_it_ended(played: tuple[Campaign, Path]) -> None:
    """The day's statistics are counted as it ends (one replay) and kept in the file, so the
    review never replays a day this program played; they equal a fresh replay's."""
    from rangers_qt.app.review_data import day_stats
    from rangers_qt.campaign.save import open_campaign

    campaign, path = played
    reopened = open_campaign(path, campaign.catalog)
    for item, again in zip(campaign.days(), reopened.days(), strict=True):
        assert item.stats is not None and item.stats == day_stats(campaign, item) == again.stats


def test_the_review_opens_from_the_kept_statistics_without_replaying(
    played: tuple[Campaign, Path], data: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rangers_qt.app import review_data as rd
    from rangers_qt.campaign.errors import CampaignError

    def never(*_a: Any) -> Any:
        raise AssertionError("a day was replayed")

    monkeypatch.setattr(rd, "count_day", never)
    campaign, _ = played
    cache = ReviewCache(campaign.catalog, tmp_path)
    kept = rd.review_data(campaign, cache)
    assert kept.stats == data.stats and not kept.problems and cache.hits == cache.misses == 0
    # After a program update changed the cards' behaviour, an old day cannot be replayed here
    # (its rules version differs) but its kept statistics still show.
    changed = campaign.data.model_copy()
    changed.history = [
        h.model_copy(update={"rules_version": "other"}) if isinstance(h, DayItem) else h
        for h in changed.history
    ]
    with pytest.raises(CampaignError, match="rules"):
        rd.day_stats(campaign, next(h for h in changed.history if isinstance(h, DayItem)))
    assert rd.review_data(Campaign(campaign.catalog, changed), None).stats == data.stats
    # Statistics that mean something else (another STATS_VERSION) are counted again.
    monkeypatch.undo()
    older = campaign.data.model_copy()
    older.history = [
        h.model_copy(update={"stats": h.stats.model_copy(update={"version": 0})})
        if isinstance(h, DayItem) and h.stats is not None
        else h
        for h in older.history
    ]
    cache = ReviewCache(campaign.catalog, tmp_path / "older")
    assert rd.review_data(Campaign(campaign.catalog, older), cache).stats == data.stats
    assert cache.misses == DAYS


def test_the_cache_returns_the_replayed_values(
    played: tuple[Campaign, Path], data: Any, tmp_path: Path
) -> None:
    campaign = _without_stats(played[0])
    cache = ReviewCache(campaign.catalog, tmp_path)
    first = review_data(campaign, cache)
    assert cache.misses == DAYS and len(list(tmp_path.glob("day-*.json"))) == DAYS
    again = ReviewCache(campaign.catalog, tmp_path)
    second = review_data(campaign, again)
    assert again.hits == DAYS and again.misses == 0
    assert second.stats == first.stats == data.stats
    # A corrupt cache file is a miss (replayed), never an error.
    next(tmp_path.glob("day-*.json")).write_text("{not json")
    third = ReviewCache(campaign.catalog, tmp_path)
    assert review_data(campaign, third).stats == data.stats and third.misses == 1


# ---------------------------------------------------------------------------- map and timeline


def test_the_map_draws_each_days_route(window: Any, played: tuple[Campaign, Path]) -> None:
    campaign, _ = played
    legs = window.map.scene_.drawn_legs()
    for item in campaign.days():
        o = item.outcome
        stops = [o.start_location, *(t.destination for t in o.travels)]
        want = [(a, b) for a, b in itertools.pairwise(stops) if a != b]
        assert legs.get(item.day, []) == want, item.day
    assert any(legs.values())  # the seed travels at least once
    window.show_day(2)
    assert window.map.scene_.drawn_legs().keys() <= {2}
    window.show_day(None)
    assert set(window.map.scene_.drawn_legs()) == {d for d, v in legs.items() if v}


def test_the_timeline_lists_each_days_events(
    window: Any, played: tuple[Campaign, Path], catalog: Any
) -> None:
    campaign, _ = played
    tree = window.timeline
    assert tree.topLevelItemCount() == DAYS + 1
    for n, item in enumerate(campaign.days(), start=1):
        top = tree.topLevelItem(n)
        text = " ".join([top.text(0)] + [top.child(k).text(0) for k in range(top.childCount())])
        assert text.startswith(f"Day {item.day}")
        assert catalog.location_by_slug(item.outcome.location).name in text
        if item.weather:
            assert catalog.card(item.weather).name in text
        for event in item.outcome.events:
            assert event in text
        for card in item.outcome.rewards + item.outcome.missions_added:
            assert catalog.card(card).name in text
    rewards = [
        a.action.card
        for a in campaign.data.history
        if getattr(a.action if a.kind == "action" else None, "kind", "") == "unlock_reward"
    ]  # type: ignore[union-attr]
    everything = " ".join(
        tree.topLevelItem(n).child(k).text(0)
        for n in range(tree.topLevelItemCount())
        for k in range(tree.topLevelItem(n).childCount())
    )
    for card in rewards:
        assert catalog.card(card).name in everything


# ---------------------------------------------------------------------------- charts


def test_each_chart_has_a_series_per_ranger_with_the_logged_values(
    window: Any, engine_counts: dict[int, dict[str, Any]], data: Any
) -> None:
    from rangers_qt.ui.review_charts import CHART_KEYS, series_values

    names = dict(data.rangers)
    assert len(names) == 2
    days = sorted(engine_counts)
    for key in CHART_KEYS:
        values = series_values(window.chart(key))
        assert sorted(values) == sorted(names.values()), key
    for key, field in (("fatigue", "fatigue"), ("injuries", "injuries")):
        values = series_values(window.chart(key))
        for rid, name in names.items():
            assert values[name] == [engine_counts[d][field][rid] for d in days], key
    for key, field, cats in (
        ("tests", "tests", ASPECTS),
        ("successes", "wins", ASPECTS),
        ("symbols", "symbols", SYMBOLS),
    ):
        values = series_values(window.chart(key))
        for rid, name in names.items():
            assert values[name] == [sum(engine_counts[d][field][rid][c] for d in days) for c in cats], key
    # All days: the deck left when each day ended; a picked day: its rounds.
    window.show_day(None)
    values = series_values(window.chart("deck"))
    for rid, name in names.items():
        assert values[name] == [
            engine_counts[d]["deck"][rid][max(engine_counts[d]["deck"][rid])] for d in days
        ]
    assert "each day's end" in window.chart("deck").title()
    window.show_day(1)
    assert window.chart("deck").title().endswith("day 1")
    values = series_values(window.chart("deck"))
    for rid, name in names.items():
        seen = engine_counts[1]["deck"][rid]
        assert values[name][-1] == seen[max(seen)]
    tests_day1 = series_values(window.chart("tests"))
    for rid, name in names.items():
        assert tests_day1[name] == [engine_counts[1]["tests"][rid][c] for c in ASPECTS]
    progress = series_values(window.chart("progress"))
    for rid, name in names.items():
        assert progress[name] == [data.stats[d].of(rid).progress for d in days]


# ---------------------------------------------------------------------------- replay


def test_replay_steps_reach_the_engines_state_hashes(
    played: tuple[Campaign, Path], engine_counts: dict[int, dict[str, Any]]
) -> None:
    campaign, _ = played
    hashes = engine_counts[2]["hashes"]
    replay = DayReplay(campaign, 2)
    assert replay.hash() == hashes[0]
    for n in range(1, 40):
        assert replay.forward() == n
        assert replay.hash() == hashes[n]
    for n in range(38, 20, -1):
        assert replay.back() == n
        assert replay.hash() == hashes[n]
    for target in (replay.length, 3, replay.length // 2, 0, 17):
        assert replay.go_to(target) == target
        assert replay.hash() == hashes[target]
    assert (
        replay.hash() != hashes[-1] and replay.go_to(10**6) == replay.length and replay.hash() == hashes[-1]
    )
    for rnd, start in enumerate(replay.round_starts, start=1):
        assert replay.jump_to_round(rnd) == start
        assert replay.hash() == hashes[start]
        assert replay.entries[start].round == rnd or (rnd == 1 and start == 0)  # setup answers: round 0


def test_the_replay_log_lists_each_answer_and_what_it_did_and_a_click_goes_there(
    qtbot: Any, window: Any, played: tuple[Campaign, Path], engine_counts: dict[int, dict[str, Any]]
) -> None:
    """The replay page's log: round headers, each answer in words with the engine's own events
    under it (no card ids), the current answer's row marked; a mouse click on an answer goes to
    just after it (the engine's state hash for that many answers)."""
    from PySide6.QtCore import Qt

    campaign, _ = played
    item = campaign.days()[0]
    session = Session.new(campaign.book, GameSetup.model_validate(item.save["setup"]))
    expected: list[list[str]] = []
    for raw in item.save["log"]:
        entry = LogEntry.model_validate(raw)
        if entry.kind == "answer":
            result = session.answer(entry.option or "")
            expected.append([ev.text for ev in result.events])
        else:
            assert entry.adjust is not None
            result = session.manual(entry.adjust)
            expected.append([ev.text for ev in result.events if ev.text != entry.adjust.describe()])
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    page = window.open_replay(1)
    replay = page.replay
    assert [[t for t, _k in replay.lines(n)[1:]] for n in range(1, replay.length + 1)] == expected
    assert any(expected), "the day logged events"
    texts = [page.log.item(r).text() for r in range(page.log.count())]
    answers = [t for t in texts if not t.startswith("\u2014")]
    assert len(answers) == 1 + sum(1 + len(e) for e in expected)  # the day line, answers, events
    assert sum(t.startswith("\u2014  Round") for t in texts) == len(replay.round_starts)
    assert not any(re.search(r"\bc\d+\b|card=", t) for t in texts), "names, not ids"
    assert page.current_row() == -1  # the day as set up
    page.buttons["forward"].click()
    assert page.log.item(page.current_row()).text().endswith(replay.entry(1).text)
    target = page._rows[5]
    page.log.scrollToItem(target)
    qtbot.wait(10)
    assert page.log.itemAt(page.log.visualItemRect(target).center()) is target
    rect = page.log.visualItemRect(target)
    qtbot.mouseMove(page.log.viewport(), rect.center())
    qtbot.mouseClick(page.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.replay.position == 5 and page.hash() == engine_counts[1]["hashes"][5]
    assert page.current_row() == page.log.row(target)


def test_the_replay_page_draws_the_table_read_only(
    window: Any, engine_counts: dict[int, dict[str, Any]]
) -> None:
    page = window.open_replay(1)
    hashes = engine_counts[1]["hashes"]
    assert page.hash() == hashes[0] and page.scene.table is not None
    page.buttons["forward"].click()
    page.buttons["forward"].click()
    assert page.hash() == hashes[2]
    page.buttons["back"].click()
    assert page.hash() == hashes[1]
    # The simulated day may end (camp) in its first round: jump to the last round it has, at most 2.
    rnd = min(2, len(page.replay.round_starts))
    page.jump_to_round(rnd)
    assert page.hash() == hashes[page.replay.round_starts[rnd - 1]]
    page.buttons["last"].click()
    assert page.hash() == hashes[-1]
    # at least both roles, the location and the weather are drawn (how many path cards depends on the day)
    assert not page.scene.legal and len(page.scene.cards) >= 4


# ---------------------------------------------------------------------------- deck history


def test_deck_history_follows_the_swaps(played: tuple[Campaign, Path], data: Any) -> None:
    campaign, _ = played
    by_id = {r.ranger: r for r in data.decks}
    for item in campaign.days():
        for n, rid in enumerate(item.seats):
            step = next(s for s in by_id[rid].steps if s.day == item.day)
            assert sorted(step.cards + step.maladies) == sorted(item.save["setup"]["rangers"][n]["deck"])
    swaps = [
        (h.day, h.action)
        for h in campaign.data.history
        if h.kind == "action" and h.action.kind == "swap_reward"
    ]  # type: ignore[union-attr]
    for day, swap in swaps:
        later = [s for s in by_id[swap.ranger].steps if s.day >= day]
        if later:
            assert swap.add in later[0].swapped_in and swap.remove in later[0].displaced


# ---------------------------------------------------------------------------- export and command line


def _pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes()))


def test_pdf_export_is_a_multi_page_file(window: Any, tmp_path: Path) -> None:
    from rangers_qt.ui.review_export import export_pdf, export_pngs

    out = tmp_path / "review.pdf"
    pages = export_pdf(window, out)
    assert out.read_bytes().startswith(b"%PDF") and out.stat().st_size > 10_000
    assert pages >= 4 and _pdf_pages(out) == pages
    images = export_pngs(window, tmp_path / "review.png")
    assert len(images) == pages and all(p.stat().st_size > 1000 for p in images)


def test_cli_exports_and_refuses_bad_files(
    qapp: Any,
    played: tuple[Campaign, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rangers_qt.cli import main

    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path / "cache"))
    _, path = played
    out = tmp_path / "out.pdf"
    shot = tmp_path / "shot.png"
    assert (
        main(["review", str(path), "--export", str(out), "--screenshot", str(shot), "--size", "1366x768"])
        == 0
    )
    assert _pdf_pages(out) >= 4
    from PySide6.QtGui import QImage

    assert QImage(str(shot)).size().toTuple() == (1366, 768)
    bad = tmp_path / "bad.json"
    for content in (b"{}", b"\x00\xff garbage", b""):
        bad.write_bytes(content)
        capsys.readouterr()
        assert main(["review", str(bad), "--export", str(tmp_path / "x.pdf")]) == 1
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and "Traceback" not in err and err.startswith("rangers-qt review:")
    assert main(["review", str(tmp_path / "missing.json"), "--export", str(out)]) == 1
    assert not (tmp_path / "x.pdf").exists()


def test_the_game_menu_opens_the_review_of_the_open_campaign(
    make_window: Any,
    qtbot: Any,
    played: tuple[Campaign, Path],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    from rangers_qt.ui.review_window import ReviewWindow

    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path / "cache"))
    window = make_window()
    action = window.actions_["campaign_review"]
    assert action in [a for m in window.menuBar().actions() for a in m.menu().actions()]
    window.game.campaign_path = str(played[1])
    action.trigger()
    review = window.menus.review
    qtbot.addWidget(review)
    assert isinstance(review, ReviewWindow) and review.isVisible()
    assert review.timeline.topLevelItemCount() == DAYS + 1
    # A damaged file: a line in the status bar, no window, no exception.
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    window.game.campaign_path = str(bad)
    window.menus.review = None
    action.trigger()
    assert window.menus.review is None


def test_a_day_that_no_longer_replays_still_shows_on_the_map_and_timeline(
    qtbot: Any, played: tuple[Campaign, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A program whose cards changed may not replay an old day: the review still opens, the
    day keeps its route and timeline entry, only its statistics are missing (and said so)."""
    from rangers_qt.app import review_data as rd
    from rangers_qt.campaign.errors import CampaignError
    from rangers_qt.ui.review_charts import series_values
    from rangers_qt.ui.review_window import ReviewWindow

    campaign = _without_stats(played[0])
    real = rd.day_stats

    def flaky(camp: Campaign, item: Any) -> Any:
        if item.day == 2:
            raise CampaignError("day 2 does not replay at answer 18: replay diverged")
        return real(camp, item)

    monkeypatch.setattr(rd, "day_stats", flaky)
    data = rd.review_data(campaign, None)
    assert sorted(data.stats) == [1, 3, 4] and "answer 18" in data.problems[2]
    window = ReviewWindow(campaign, data)
    qtbot.addWidget(window)
    assert window.timeline.topLevelItemCount() == DAYS + 1
    day2 = window.timeline.topLevelItem(2)
    assert any("no statistics" in day2.child(k).text(0) for k in range(day2.childCount()))
    assert all(len(v) == 3 for v in series_values(window.chart("fatigue")).values())
    monkeypatch.setattr(
        "rangers_qt.ui.review_replay.DayReplay",
        lambda *_a: (_ for _ in ()).throw(CampaignError("day 2 does not replay")),
    )
    page = window.open_replay(2)
    assert "cannot be replayed" in page.caption.text()


def test_the_timeline_says_when_a_note_was_rewritten_or_deleted(catalog: Any) -> None:
    from rangers_qt.app import review_data as rd
    from rangers_qt.campaign import actions as act

    campaign, _ = run_campaign(catalog, seed=2, rangers=1, days=1)
    for text in ("the bridge is out", "met Hy Pimpot"):
        campaign.act(act.AddNote(day=1, text=text))
    campaign.act(act.EditNote(day=1, index=0, text="the bridge is mended"))
    campaign.act(act.DeleteNote(day=1, index=1))
    (day1,) = rd.timeline(campaign, {})
    assert day1.lines["notes"][-4:] == (
        "the bridge is out",
        "met Hy Pimpot",
        "a note of day 1 rewritten: \u201cthe bridge is mended\u201d",
        "a note of day 1 deleted",
    )
