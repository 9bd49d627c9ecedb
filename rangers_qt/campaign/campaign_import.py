"""Import a campaign from another tracker (a file, or a shared campaign's public address): which
shape it is, read bounded, built whole.

Why one entry point: the command line and the window import the same way and refuse the same
things in the same one line (too large, truncated, not JSON, a future ``schema_version``, unknown
cards, numbers past what the game allows); the open campaign is never touched, because the
import builds a new one and the caller swaps it in only when the player accepts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from rangers_qt.campaign import earthborne_build, public_address, rangersdb_campaign, safe_json
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


def import_url(catalog: Catalog, url: str, loopback_http: bool = False) -> ImportedCampaign:
    """``import_data`` on the document at a public address (``campaign/public_address.py``:
    https only, a timeout, the size capped while reading); every refusal one line starting with
    the address's host. ``loopback_http`` is for the tests' loopback server only."""
    host = urlsplit(url.strip()).hostname or "the address"
    try:
        raw = public_address.fetch(url, MAX_DOCUMENT_BYTES, loopback_http=loopback_http)
        return import_data(catalog, safe_json.loads(raw, "campaign document"))
    except CampaignError as exc:
        raise CampaignError(f"{host}: {exc}", exc.problems) from None
