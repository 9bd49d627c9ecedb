"""A campaign and, beside it, a branch that played its own day: the pair both the data tests
(``test_branch_family.py``) and the review's tests (``tests/ui/test_review_branches.py``) read."""

from __future__ import annotations

from pathlib import Path

from rangers_qt.campaign.branch import write_branch
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.save import open_campaign, save_campaign
from rangers_qt.campaign.sim import play_one_day
from rangers_qt.content.catalog import Catalog


def original_and_branch(
    catalog: Catalog, played: Campaign, folder: Path, branch_name: str, day: int = 2
) -> tuple[Path, Path]:
    """``played`` saved as ``valley.json`` and its branch from ``day`` (which the bot plays
    another way, seed 99) saved beside it as ``branch_name``."""
    original = folder / "valley.json"
    save_campaign(played, original, durable=False)
    branch_path = folder / branch_name
    write_branch(played, day, branch_path, origin_file=str(original))
    branch = open_campaign(branch_path, catalog)
    play_one_day(branch, seed=99)
    save_campaign(branch, branch_path, durable=False)
    return original, branch_path
