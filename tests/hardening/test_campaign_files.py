"""Issue #30: crafted campaign files (content hash recomputed) are refused in one line naming the
field, within 10 s and 1 GB, or open with every invariant holding; `save check` says exactly what
opening says (one loader, two callers); a day that ended but was never applied (a kill between
its last answer and the save that applied it) is completed on opening and on Recover; every save
path keeps the last good file when serialising fails."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.autosave import Autosaver, recover, recovery_info
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.limits import DEPTH_MAX, LAST_DAY, NOTE_MAX
from rangers_qt.campaign.save import parse_campaign, save_campaign, to_bytes
from rangers_qt.save_cli import main as save_main
from tests.hardening.campaign_files import base_bytes, base_doc, new_campaign, play_to_end, rehash
from tests.hardening.saves import catalog

Doc = dict[str, Any]


def _nest(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def _set_day(doc: Doc, day: int) -> None:
    doc["start"]["day"] = day
    doc["tracker"]["day"] = day


def _note(doc: Doc, text: str) -> None:
    doc["tracker"]["days"][1]["notes"] = [text]


def _weather(doc: Doc) -> None:
    doc["tracker"]["days"][0]["weather"] = "a_sunny_blizzard"


def _seed(doc: Doc) -> None:
    doc["seed"] = 10**30


def _current_999(doc: Doc) -> None:
    doc["current"]["day"] = 999


def _current_later(doc: Doc) -> None:
    doc["current"]["day"] = doc["tracker"]["day"] + 1


def _deep_day_save(doc: Doc) -> None:
    day = next(h for h in doc["history"] if h["kind"] == "day")
    day["save"]["setup"]["extra"] = _nest(800)


def _track_renumbered(doc: Doc) -> None:
    doc["tracker"]["days"][3]["day"] = 9


def _history_out_of_order(doc: Doc) -> None:
    day = next(h for h in doc["history"] if h["kind"] == "day")
    day["day"] = 3


def _seats(doc: Doc) -> None:
    doc["current"]["seats"] = ["ranger-2", "ranger-1"]


#: (what is crafted, how, the field or rule the one-line refusal must name)
REFUSED: list[tuple[str, Callable[[Doc], None], str]] = [
    ("day 10^18 on the tracker and at the start", lambda d: _set_day(d, 10**18), "day"),
    ("a 201-character note", lambda d: _note(d, "n" * (NOTE_MAX + 1)), "notes"),
    ("a 5 MB note", lambda d: _note(d, "n" * 5_000_000), "notes"),
    ("seed 10^30", _seed, "seed"),
    ("unknown weather on the track", _weather, "weather"),
    ("current day 999", _current_999, "current.day"),
    ("current day past the tracker's next day", _current_later, "current.day"),
    ("an 800-deep list inside a played day's save", _deep_day_save, "nested"),
    ("a track day out of place", _track_renumbered, "tracker.days.3.day"),
    ("played days out of order", _history_out_of_order, "history"),
    ("the current day's seats not the group's", _seats, "current.seats"),
]


@pytest.mark.parametrize(("what", "craft", "field"), REFUSED, ids=[r[0] for r in REFUSED])
def test_a_crafted_campaign_file_is_refused_in_one_line_naming_the_field(
    what: str, craft: Callable[[Doc], None], field: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = base_doc()
    craft(doc)
    raw = rehash(doc)
    with pytest.raises(CampaignError) as caught:
        parse_campaign(raw, catalog(), "crafted.json")
    message = str(caught.value)
    assert "\n" not in message and len(message) < 700 and field in message, message
    # `save check` is the same loader: the same refusal, exit 1.
    path = tmp_path / "crafted.json"
    path.write_bytes(raw)
    assert save_main(["check", str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and message in err


def test_a_note_of_200_characters_opens_and_199_too_but_201_is_refused() -> None:
    """Thresholds one below, at and above ``NOTE_MAX`` (the engine's text bound, 200)."""
    for length in (NOTE_MAX - 1, NOTE_MAX):
        campaign = new_campaign(days=0, today=0)
        campaign.abandon_day()
        campaign.act(act.AddNote(day=2, text="n" * length))
        again = parse_campaign(to_bytes(campaign), catalog())
        assert again.tracker.days[1].notes == ["n" * length]
    campaign = new_campaign(days=0, today=0)
    campaign.abandon_day()
    with pytest.raises(CampaignError, match="at most 200"):
        campaign.act(act.AddNote(day=2, text="n" * (NOTE_MAX + 1)))
    # Written into the history and the tracker by hand, it is refused when the file is opened.
    doc = json.loads(to_bytes(campaign))
    note = {"kind": "action", "day": 1, "action": {"kind": "add_note", "day": 2, "text": "n" * 201}}
    doc["history"].append(note)
    doc["tracker"]["days"][1]["notes"] = ["n" * 201]
    with pytest.raises(CampaignError, match=r"tracker\.days\.1\.notes\.0"):
        parse_campaign(rehash(doc), catalog())
    doc["tracker"]["days"][1]["notes"] = []
    with pytest.raises(CampaignError, match="at most 200 characters"):
        parse_campaign(rehash(doc), catalog())


def test_days_on_the_track_end_with_the_extended_calendar() -> None:
    """Days 1-30 and the extended calendar to day 45: a note on day 45 is taken, on day 46 refused
    (in words, by the action), and a tracker day of 47 (one past the next day after 45) is invalid."""
    campaign = new_campaign(days=0, today=0)
    campaign.abandon_day()
    campaign.act(act.AddNote(day=LAST_DAY, text="last"))
    assert campaign.tracker.days[LAST_DAY - 1].notes == ["last"]
    with pytest.raises(CampaignError, match="days 1-45"):
        campaign.act(act.AddNote(day=LAST_DAY + 1, text="past"))
    doc = json.loads(to_bytes(campaign))
    doc["tracker"]["day"] = LAST_DAY + 2
    with pytest.raises(CampaignError, match=r"tracker\.day"):
        parse_campaign(rehash(doc), catalog())


def test_nesting_is_refused_one_level_past_the_bound_on_the_bytes() -> None:
    for depth, refused in ((DEPTH_MAX - 1, False), (DEPTH_MAX, False), (DEPTH_MAX + 1, True)):
        doc = base_doc()
        doc["start"]["name"] = "x"
        raw = rehash(doc)
        # The file's own nesting plus a list of the wanted depth at the top level of the document.
        deep = raw[:-1] + b',"deep":' + json.dumps(_nest(depth - 1)).encode() + b"}"
        doc2 = json.loads(deep)
        raw2 = rehash(doc2)
        with pytest.raises(CampaignError) as caught:
            parse_campaign(raw2, catalog())
        # Within the bound the refusal is the schema's (an unknown field), past it the nesting's.
        assert ("nested" in str(caught.value)) is refused, str(caught.value)


def test_a_10_to_the_18_day_file_is_refused_within_10_s_and_1_gb(tmp_path: Path) -> None:
    """The file that once made `save check` run past 60 s and 6 GB, checked in a process limited
    to 1 GB of address space and 10 s."""
    doc = base_doc()
    _set_day(doc, 10**18)
    path = tmp_path / "huge-day.json"
    path.write_bytes(rehash(doc))
    script = textwrap.dedent(
        f"""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        from rangers_qt.save_cli import main
        sys.exit(main(["check", {str(path)!r}]))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=10, env=env, check=False
    )
    assert done.returncode == 1, done.stderr
    assert "refused" in done.stderr and "day" in done.stderr and done.stderr.count("\n") == 1


def _truncated_log(doc: Doc) -> None:
    doc["current"]["save"]["log"] = doc["current"]["save"]["log"][:-3]


def _bogus_log(doc: Doc) -> None:
    log = doc["current"]["save"]["log"]
    log[2] = {**log[2], "option": "no-such-option"}


def _garbage_log(doc: Doc) -> None:
    doc["current"]["save"]["log"][1] = 42


@pytest.mark.parametrize("craft", [_truncated_log, _bogus_log, _garbage_log])
def test_a_current_day_log_that_does_not_reach_its_snapshot_is_never_taken_as_it(
    craft: Callable[[Doc], None], tmp_path: Path
) -> None:
    """A truncated or bogus log beside a sound snapshot (issue #30: loaded silently, its undo then
    replayed a different day): refused, or the day goes on from its snapshot with the log's answers
    no longer undone - never a session whose log and state disagree."""
    doc = base_doc()
    craft(doc)
    raw = rehash(doc)
    path = tmp_path / "c.json"
    path.write_bytes(raw)
    try:
        campaign = parse_campaign(raw, catalog())
    except CampaignError as exc:
        assert "\n" not in str(exc) and "day 2" in str(exc)
        assert save_main(["check", str(path)]) == 1
        return
    session = campaign.session
    assert session is not None and campaign.notice is not None
    assert session.hash() == doc["current"]["save"]["state_hash"]
    assert not session.can_undo()  # the answers that do not replay cannot be undone
    assert save_main(["check", str(path)]) == 0


def _ended_unapplied() -> tuple[Any, int]:
    """A campaign whose current day is over but not applied (what the old code saved after a kill
    between the journal and `finish_day`, and then saved again on opening)."""
    campaign = new_campaign(days=1, today=0)
    day = campaign.day
    play_to_end(campaign)
    assert campaign.day_is_over() and campaign.data.current is not None
    return campaign, day


def test_a_campaign_stuck_on_a_day_that_is_over_is_repaired_on_opening(tmp_path: Path) -> None:
    campaign, day = _ended_unapplied()
    outcome = campaign.session.outcome() if campaign.session else None
    raw = to_bytes(campaign)
    opened = parse_campaign(raw, catalog())
    assert opened.data.current is None and opened.day == day + 1
    assert opened.days()[-1].day == day and opened.days()[-1].outcome == outcome
    assert opened.notice is not None and f"Day {day} had ended" in opened.notice
    assert opened.rebuild() == opened.tracker
    opened.start_day()  # no longer "day N is still being played"
    path = tmp_path / "stuck.json"
    path.write_bytes(raw)
    assert save_main(["check", str(path)]) == 0


def test_recover_of_a_journal_whose_day_is_over_completes_the_day(tmp_path: Path) -> None:
    """The kill of issue #30: after the day's last answer was journalled, before the save that
    applies it. Recover brings the day back applied, and the next day can start."""
    campaign = new_campaign(days=1, today=0)
    day = campaign.day
    path = tmp_path / "camp.json"
    saver = Autosaver(campaign, path, snapshot_every=10_000, durable=False)
    saver.save_now()
    session = campaign.session
    assert session is not None
    from rangers_qt.engine.day_sim import DayBot

    bot = DayBot(2, camp_rate=90)
    while session.prompt is not None:
        session.answer(bot.choose(session.prompt))
        saver.after_change()
    # killed here: the file holds the day's start, the journal every answer up to its end
    info = recovery_info(path, catalog())
    assert info is not None and info.answers_recoverable == len(session.log)
    back = recover(path, catalog())
    assert back.data.current is None and back.day == day + 1 and back.days()[-1].day == day
    assert back.days()[-1].final_hash == session.hash()
    assert back.rebuild() == back.tracker
    back.start_day()


def test_a_campaign_that_cannot_be_serialised_keeps_the_last_good_file(tmp_path: Path) -> None:
    """Issue #30: an 800-deep list inside a played day's save raised PydanticSerializationError
    from the save on opening, caught by nothing. Now one CampaignError line; the file unchanged."""
    campaign = new_campaign(days=1, today=2)
    path = tmp_path / "camp.json"
    save_campaign(campaign, path, durable=False)
    before = path.read_bytes()
    day = campaign.days()[0]
    day.save["setup"]["extra"] = _nest(5000)
    campaign.json_cache.clear()
    with pytest.raises(CampaignError) as caught:
        save_campaign(campaign, path, durable=False)
    assert "\n" not in str(caught.value) and "last saved file is kept" in str(caught.value)
    assert path.read_bytes() == before
    saver = Autosaver(campaign, path, durable=False)
    with pytest.raises(CampaignError):
        saver.save_now()
    assert path.read_bytes() == before


def test_the_base_file_opens_and_save_check_says_so(tmp_path: Path) -> None:
    """The crafted files' starting point is itself valid (so each refusal above is the craft's)."""
    path = tmp_path / "base.json"
    path.write_bytes(base_bytes())
    assert parse_campaign(base_bytes(), catalog()).session is not None
    assert save_main(["check", str(path)]) == 0


def test_recover_after_an_undo_past_the_last_full_save(tmp_path: Path) -> None:
    """Found by the campaign state machine: answer, kill, Recover (saved in full), undo, kill,
    Recover. The journal cuts the file's log; recovering it once loaded a made-up save the day
    loader refuses (a traceback). Now the session goes back through its own checkpoints."""
    campaign = new_campaign(days=0, today=0)
    path = tmp_path / "camp.json"
    saver = Autosaver(campaign, path, durable=False)
    saver.save_now()
    session = campaign.session
    assert session is not None and session.prompt is not None
    from rangers_qt.engine.day_sim import DayBot

    session.answer(DayBot(1).choose(session.prompt))
    saver.after_change()
    back = recover(path, catalog())  # killed; the next start recovers the answer and saves
    saver = Autosaver(back, path, durable=False)
    saver.save_now()
    assert back.session is not None and back.session.undo()
    saver.after_change()  # the journal says: cut to 0 answers
    expected = back.session.hash()
    again = recover(path, catalog())  # killed again
    assert again.session is not None and len(again.session.log) == 0
    assert again.session.hash() == expected


def test_no_day_starts_past_the_extended_calendar() -> None:
    """Day 45 (the last of the extended calendar) still starts; day 46 is refused in words (it was a
    validation traceback from the current day's bounded model)."""
    for day, starts in ((LAST_DAY - 1, True), (LAST_DAY, True), (LAST_DAY + 1, False)):
        campaign = new_campaign(days=0, today=0)
        campaign.abandon_day()
        campaign.data.tracker.day = day
        if starts:
            assert campaign.start_day() is not None and campaign.data.current is not None
        else:
            with pytest.raises(CampaignError, match="calendar ends with day 45"):
                campaign.start_day()
            assert campaign.data.current is None
