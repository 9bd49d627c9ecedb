"""Where the official online campaign guide and rules reference live (no Qt, no guide text).

Why links and not text: the campaign guide's entries are the publisher's book; the app names an
entry and opens the publisher's own online edition (The Living Valley) at it, so players read it
there. The site's per-entry addresses are not a published, stable pattern, so an entry without a
known address opens the guide's index (the entries are listed there by number). Keep every
address here, in one place, so a change on the site is one edit.
"""

from __future__ import annotations

import re

#: The Living Valley, the publisher's online rules and campaign guide.
LIVING_VALLEY = "https://thelivingvalley.earthbornegames.com"
#: The campaign guide's index: every entry by number.
GUIDE_INDEX_URL = f"{LIVING_VALLEY}/docs/category/campaign-guide"
#: The rules reference (the site's glossary of rules terms, A to Z).
RULES_URL = f"{LIVING_VALLEY}/docs/category/c"
#: Addresses of single entries known to us ({"1.32": "https://..."}); others open the index.
ENTRY_URLS: dict[str, str] = {}

_ENTRY = re.compile(r"^\d{1,3}(\.\d{1,3})?$")


def guide_url(entry: str | None) -> str:
    """The address to open for a guide entry ("2", "47.3"): its own page if known, else the index."""
    key = (entry or "").strip()
    if _ENTRY.match(key) and key in ENTRY_URLS:
        return ENTRY_URLS[key]
    return GUIDE_INDEX_URL


def entries_named(text: str) -> list[str]:
    """Guide entry numbers a prompt or log line names ("Read campaign guide entry 2", "entry 47.3")."""
    return re.findall(r"\bentry (\d{1,3}(?:\.\d{1,3})?)\b", text, flags=re.IGNORECASE)
