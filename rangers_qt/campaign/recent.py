"""The recent-campaigns list (data only; the app's menu shows it and decides where it lives).

Why a file of its own rather than QSettings here: this package never imports Qt; the app may
keep the list in QSettings via ``to_json``/``from_json`` or in a file via ``load``/``save``.
A damaged list is never an error: it is treated as empty.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rangers_qt.campaign.campaign import Campaign
from rangers_qt.files.atomic import write_text_atomic

MAX_RECENT = 10
MAX_RECENT_BYTES = 256 * 1024


class RecentCampaign(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    path: str
    name: str
    day: int = 1
    rangers: list[str] = Field(default_factory=list)
    #: When the caller last opened or saved it (ISO 8601, supplied by the app; shown, never compared).
    opened: str = ""


class RecentCampaigns(BaseModel):
    model_config = ConfigDict(extra="forbid")

    entries: list[RecentCampaign] = Field(default_factory=list)

    def touch(self, entry: RecentCampaign) -> None:
        """Put ``entry`` first (replacing an older entry for the same file), keep ``MAX_RECENT``."""
        key = _key(entry.path)
        self.entries = [entry, *[e for e in self.entries if _key(e.path) != key]][:MAX_RECENT]

    def remove(self, path: str) -> None:
        key = _key(path)
        self.entries = [e for e in self.entries if _key(e.path) != key]

    def existing(self) -> list[RecentCampaign]:
        """The entries whose file is still there (the menu greys out or drops the others)."""
        return [e for e in self.entries if Path(e.path).is_file()]

    def to_json(self) -> str:
        return self.model_dump_json()

    @classmethod
    def from_json(cls, text: str | bytes | None) -> RecentCampaigns:
        if not text or len(text) > MAX_RECENT_BYTES:
            return cls()
        try:
            found = cls.model_validate_json(text)
        except ValidationError:
            return cls()
        found.entries = found.entries[:MAX_RECENT]
        return found

    @classmethod
    def load(cls, path: str | Path) -> RecentCampaigns:
        try:
            with open(path, "rb") as fh:
                return cls.from_json(fh.read(MAX_RECENT_BYTES + 1))
        except OSError:
            return cls()

    def save(self, path: str | Path) -> None:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, self.to_json())


def _key(path: str) -> str:
    try:
        return str(Path(path).expanduser().resolve())
    except (OSError, RuntimeError):
        return path


def recent_entry(campaign: Campaign, path: str | Path, opened: str = "") -> RecentCampaign:
    """The menu line for a campaign just opened or saved. The path is stored absolute: a file
    opened by a relative name (``--campaign camp.json``) must still open from the menu after a
    start in another folder."""
    t = campaign.tracker
    return RecentCampaign(
        path=_key(str(path)),
        name=t.name,
        day=t.day,
        rangers=[r.name for r in t.active_rangers()],
        opened=opened,
    )
