"""Issue #32: the review shows a branch beside the campaign it was made from ("Play again from day
N"), and the branches beside the original (``campaign/branch.py`` finds and checks the files,
``app/branch_review.py`` puts the days side by side in words). Without Qt.

A branch remembers its original (file name, the day it plays again, and the identity of the shared
history); a missing or changed original is one line and nothing of either file is lost.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rangers_qt.app.branch_review import family, pair_days
from rangers_qt.campaign.branch import branch_from, find_branches, origin_key, read_origin
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.save import open_campaign, save_campaign
from rangers_qt.campaign.sim import play_one_day, run_campaign
from rangers_qt.content.catalog import Catalog
from tests.campaign.branch_files import original_and_branch


@pytest.fixture(scope="module")
def played(catalog: Catalog) -> Campaign:
    campaign, _ = run_campaign(catalog, seed=4, rangers=2, days=3)
    return campaign


@pytest.fixture
def two(catalog: Catalog, played: Campaign, tmp_path: Path) -> tuple[Path, Path]:
    """The original (3 days) and a branch from day 2 that played its own day 2."""
    return original_and_branch(catalog, played, tmp_path, "valley-again.json")


def test_a_branch_remembers_its_original_file_day_and_identity(
    catalog: Catalog, played: Campaign, two: tuple[Path, Path]
) -> None:
    original, branch_path = two
    origin = open_campaign(branch_path, catalog).data.branch
    assert origin is not None and (origin.file, origin.day, origin.name) == (
        "valley.json",
        2,
        played.data.name,
    )
    assert origin.items is not None and origin.key == origin_key(played.data, origin.items)
    assert read_origin(branch_path) == origin  # read from the file's tail, before any full check
    assert read_origin(original) is None
    assert find_branches(original) == [branch_path]


def test_the_original_shows_its_branch_day_by_day(catalog: Catalog, two: tuple[Path, Path]) -> None:
    original, _branch_path = two
    camp = open_campaign(original, catalog)
    found = family(camp, original)
    assert found.problems == [] and len(found.pairs) == 1
    pair = found.pairs[0]
    assert (pair.relation, pair.other_file, pair.from_day) == ("branch", "valley-again.json", 2)
    assert [(d.day, d.shared) for d in pair.days] == [(1, True), (2, False), (3, False)]
    assert pair.first_difference() == 2
    day1, day2, day3 = pair.days
    assert day1.this == day1.other and day1.this is not None
    assert day3.other is None and day3.this is not None  # the branch has played only up to day 2
    history = {h.day: h for h in camp.tracker.history}
    place = catalog.location_by_slug(history[1].location).name
    assert place in day1.this.places
    assert day2.this is not None and day2.this.outcome


def test_the_branch_shows_its_original(catalog: Catalog, two: tuple[Path, Path]) -> None:
    _original, branch_path = two
    found = family(open_campaign(branch_path, catalog), branch_path)
    assert found.problems == [] and [p.relation for p in found.pairs] == ["original"]
    assert found.pairs[0].other_file == "valley.json" and "again from day 2" in found.pairs[0].title()


def test_a_missing_original_is_one_line_and_nothing_is_lost(catalog: Catalog, two: tuple[Path, Path]) -> None:
    original, branch_path = two
    original.rename(original.with_name("elsewhere.json.bak"))
    before = branch_path.read_bytes()
    found = family(open_campaign(branch_path, catalog), branch_path)
    assert found.pairs == [] and len(found.problems) == 1
    assert "valley.json" in found.problems[0] and "no longer beside" in found.problems[0]
    assert "\n" not in found.problems[0] and branch_path.read_bytes() == before


def test_a_changed_original_is_refused_in_one_line(catalog: Catalog, two: tuple[Path, Path]) -> None:
    original, branch_path = two
    other, _ = run_campaign(catalog, seed=5, rangers=2, days=2)  # another campaign under that name
    save_campaign(other, original, durable=False)
    held = original.read_bytes()
    found = family(open_campaign(branch_path, catalog), branch_path)
    assert found.pairs == [] and len(found.problems) == 1
    assert "The original, valley.json, has changed since this branch was made" in found.problems[0]
    # ...and the other campaign does not take the branch for one of its own.
    assert family(open_campaign(original, catalog), original).pairs == []
    assert original.read_bytes() == held


def test_the_original_going_on_keeps_the_branch_beside_it(catalog: Catalog, two: tuple[Path, Path]) -> None:
    original, _branch = two
    camp = open_campaign(original, catalog)
    play_one_day(camp, seed=7)  # the original plays day 4: the shared days are still its own
    save_campaign(camp, original, durable=False)
    pair = family(open_campaign(original, catalog), original).pairs[0]
    assert [d.day for d in pair.days] == [1, 2, 3, 4] and pair.first_difference() == 2


def test_a_branch_written_before_the_identity_was_kept_still_opens_and_pairs(
    catalog: Catalog, played: Campaign, tmp_path: Path
) -> None:
    original = tmp_path / "old.json"
    save_campaign(played, original, durable=False)
    branch = branch_from(played, 3, "old.json")
    assert branch.data.branch is not None
    branch.data.branch = branch.data.branch.model_copy(update={"items": None, "key": None})
    path = tmp_path / "old-branch.json"
    save_campaign(branch, path, durable=False)
    again = open_campaign(path, catalog)
    assert again.data.branch is not None and again.data.branch.key is None
    pair = family(again, path).pairs[0]
    assert [(d.day, d.shared) for d in pair_days(again, played)] == [(1, True), (2, True), (3, False)]
    assert pair.relation == "original" and pair.first_difference() == 3


def test_files_that_are_not_campaigns_are_passed_over(tmp_path: Path, played: Campaign) -> None:
    original = tmp_path / "c.json"
    save_campaign(played, original, durable=False)
    (tmp_path / "notes.json").write_text('{"branch": {"file": "c.json"}}')
    (tmp_path / "empty.json").write_bytes(b"")
    (tmp_path / "deck.json").write_text('{"format":"rangers-qt-campaign","branch":{"name":"x","day":1}}')
    assert find_branches(original) == []


def test_play_again_suggests_a_new_name_beside_the_original_and_says_when_not_beside(
    catalog: Catalog, played: Campaign, tmp_path: Path
) -> None:
    from rangers_qt.app.branch_review import branch_file_name, play_again

    original = tmp_path / "valley.json"
    save_campaign(played, original, durable=False)
    held = original.read_bytes()
    first = branch_file_name(original, 2)
    assert first == tmp_path / "valley again from day 2.json"
    said = play_again(played, original, 2, first)
    assert said.startswith("Wrote valley again from day 2.json:") and "not beside" not in said
    assert branch_file_name(original, 2) == tmp_path / "valley again from day 2 (2).json"  # never over a file
    (tmp_path / "elsewhere").mkdir()
    away = play_again(played, original, 3, tmp_path / "elsewhere" / "b.json")
    assert "not beside the original" in away
    assert original.read_bytes() == held and find_branches(original) == [first]
