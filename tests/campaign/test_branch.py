"""Issue #32: play a campaign again from any past day (``campaign/branch.py``).

The branch is the state between day N-1 and day N: its day N sets up exactly as the original's
day N did (same tracker, same seed), the original file is untouched, and playing the branch
changes only the branch; the two side by side say which days differ.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.branch import branch_days, branch_from, past_days, write_branch
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.campaign_import import import_file
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import open_campaign, save_campaign
from rangers_qt.campaign.sim import play_one_day, run_campaign
from rangers_qt.content.catalog import Catalog

DOCS = Path(__file__).parent / "fixtures" / "interchange"


@pytest.fixture(scope="module")
def played(catalog: Catalog) -> Campaign:
    campaign, _ = run_campaign(catalog, seed=4, rangers=2, days=3)
    assert [d.day for d in campaign.days()] == [1, 2, 3]
    return campaign


@pytest.mark.parametrize("day", [1, 2, 3])
def test_the_branch_day_n_starts_as_the_original_day_n_started(
    catalog: Catalog, played: Campaign, day: int
) -> None:
    branch = branch_from(played, day)
    original = next(d for d in played.days() if d.day == day)
    assert branch.tracker.day == day and [d.day for d in branch.days()] == list(range(1, day))
    session = branch.start_day(weather=original.save["setup"]["weather"])
    assert session.to_dict()["setup"] == original.save["setup"]
    assert branch.data.branch is not None and branch.data.branch.day == day


def test_a_day_never_played_cannot_be_branched_from(played: Campaign) -> None:
    for day in (0, 4, 45):
        with pytest.raises(CampaignError, match=f"day {day} has not been played"):
            branch_from(played, day)
    assert past_days(played) == [1, 2, 3]


def test_writing_a_branch_leaves_the_original_file_and_playing_changes_only_the_branch(
    catalog: Catalog, played: Campaign, tmp_path: Path
) -> None:
    original = tmp_path / "camp.json"
    save_campaign(played, original)
    before = original.read_bytes()
    with pytest.raises(CampaignError, match="a branch is a new file"):
        write_branch(played, 2, original, origin_file=str(original))
    assert original.read_bytes() == before
    path = tmp_path / "camp-again.json"
    write_branch(played, 2, path, origin_file=str(original))
    branch = open_campaign(path, catalog)  # a campaign file like any other
    assert branch.data.branch is not None and branch.data.branch.file == "camp.json"
    play_one_day(branch, seed=99)  # another group's choices on day 2
    save_campaign(branch, path)
    assert original.read_bytes() == before
    again = open_campaign(original, catalog)
    assert [d.final_hash for d in again.days()] == [d.final_hash for d in played.days()]
    side = branch_days(again, open_campaign(path, catalog))
    assert [(d.day, d.same) for d in side] == [(1, True), (2, False), (3, False)]
    assert side[2].right is None and side[2].left is not None


def test_a_branch_of_an_imported_campaign_starts_from_a_recorded_day(catalog: Catalog) -> None:
    camp = import_file(catalog, DOCS / "ebuild_legal.json").campaign
    assert past_days(camp) == [1, 2, 3, 4]
    branch = branch_from(camp, 3)
    t = branch.tracker
    assert t.day == 3 and [h.day for h in t.history] == [1, 2]
    assert [m.card_id for m in t.missions] == ["MI04", "MI02"]  # Helping Hand: written before day 3
    branch.act(act.RecordDay(day=3, location="boulder_field", terrain="woods", camped=False))
    assert camp.tracker.day == 5 and branch.tracker.day == 4
    assert [(d.day, d.same) for d in branch_days(camp, branch)] == [
        (1, True),
        (2, True),
        (3, False),
        (4, False),
    ]
