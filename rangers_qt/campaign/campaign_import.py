"""Import a campaign file from another tracker: which shape it is, read bounded, built whole.

Why one entry point: the command line and the window import the same way and refuse the same
things in the same one line (too large, truncated, not JSON, a future ``schema_version``, unknown
cards, numbers past what the game allows); the open campaign is never touched, because the
import builds a new one and the caller swaps it in only when the player accepts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rangers_qt.campaign import earthborne_build, rangersdb_campaign, safe_json
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.interchange import ImportedCampaign
from rangers_qt.content.catalog import Catalog

#: A campaign document with four decks is some tens of kilobytes.
MAX_DOCUMENT_BYTES = 4 * 1024 * 1024


def import_data(catalog: Catalog, doc: Any) -> ImportedCampaign:
    """A parsed document of either shape as a campaign (``CampaignError`` naming why not)."""
    if earthborne_build.is_document(doc):
        return earthborne_build.import_document(catalog, doc)
    if rangersdb_campaign.is_record(doc):
        return rangersdb_campaign.import_record(catalog, doc)
    raise CampaignError("not a campaign of earthborne.build (schema_version) or of RangersDB (latest_decks)")


def import_file(catalog: Catalog, path: str | Path) -> ImportedCampaign:
    """``import_data`` on a file; every refusal one line starting with the file's name."""
    name = Path(path).name
    try:
        raw = safe_json.read_bytes(path, MAX_DOCUMENT_BYTES, "campaign document")
        return import_data(catalog, safe_json.loads(raw, "campaign document"))
    except CampaignError as exc:
        raise CampaignError(f"{name}: {exc}", exc.problems) from None
