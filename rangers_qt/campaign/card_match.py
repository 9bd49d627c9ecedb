"""Cards of another tracker's document matched to ours, by code and by name.

Why both: the two community card-data forks disagree on some codes (path and location cards
above all), so a code alone can name another card, or none, here. A card whose code and name
agree with ours is matched silently; a code that is unknown or names another card is matched by
its name when the document gives one, and every such case is kept as a ``Mismatch`` with its
reason, for the import summary. A card matched by neither is a mismatch with no match, and the
import that needs it is refused (nothing half-imported).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from rangers_qt.campaign.errors import one_line
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.models import AnyCard


class Mismatch(BaseModel):
    """One card (or place) the document names differently from us, and what became of it."""

    model_config = ConfigDict(frozen=True)

    #: Where in the document, e.g. "deck Ana: slots" or "rewards".
    where: str
    given: str
    #: Our card id it was matched to; None: not matched (the import is refused).
    matched: str | None
    reason: str

    def line(self) -> str:
        return one_line(f"{self.where}: {self.given!r} - {self.reason}")


def _norm(text: str) -> str:
    return " ".join(text.replace("_", " ").replace("-", " ").casefold().split())


class CardMatcher:
    """Our catalogue, looked up by code and by name; collects the mismatches it meets."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.mismatches: list[Mismatch] = []
        self._by_name: dict[str, list[AnyCard]] = {}
        for card in sorted(catalog.cards.values(), key=lambda c: c.id):
            self._by_name.setdefault(_norm(card.name), []).append(card)

    def named(self, name: str, fits: Callable[[AnyCard], bool]) -> list[AnyCard]:
        """Our cards of that name (case, spaces, underscores and dashes aside) that fit."""
        return [c for c in self._by_name.get(_norm(name), []) if fits(c)]

    def card(
        self,
        where: str,
        code: str | None,
        name: str | None,
        fits: Callable[[AnyCard], bool],
        kind: str,
    ) -> str | None:
        """Our card id for a document's (code, name), or None (a mismatch is recorded then).

        ``fits`` says whether one of our cards can be meant here (a reward, a malady, a mission...),
        ``kind`` names that in the reasons."""
        ours = self.catalog.cards.get(code) if code else None
        if ours is not None and fits(ours) and (not name or _norm(name).startswith(_norm(ours.name))):
            return ours.id
        by_name = self.named(name, fits) if name else []
        if not by_name and code and ours is None and not name:
            by_name = self.named(code, fits)  # a slot keyed by the card's name instead of its code
            if by_name:
                return self._found(where, code, by_name, "given by name instead of a code")
        if by_name:
            if ours is None:
                why = (
                    f"no card has the code {code!r} here; matched by its name" if code else "matched by name"
                )
            elif not fits(ours):
                why = f"the code {code} is {ours.name} here, not a {kind}; matched by name"
            else:
                why = f"the code {code} is {ours.name} here; matched by the name {name!r}"
            return self._found(where, code or str(name), by_name, why)
        given = code or str(name)
        if ours is not None and not fits(ours):
            why = f"{ours.name} is not a {kind}"
        elif ours is not None:
            why = f"the code {code} is {ours.name} here, not {name!r}"
        else:
            why = f"no {kind} has this code or name here"
        self.mismatches.append(Mismatch(where=where, given=given, matched=None, reason=why))
        return None

    def _found(self, where: str, given: str, found: list[AnyCard], why: str) -> str:
        pick = found[0]
        if len(found) > 1:
            why += f" ({len(found)} cards share the name; took {pick.id})"
        self.mismatches.append(
            Mismatch(where=where, given=given, matched=pick.id, reason=f"{why}: {pick.id}")
        )
        return pick.id

    def note(self, where: str, given: str, reason: str, matched: str | None = "") -> None:
        """A difference that is not a card (a place, a crossed-out note) kept for the summary."""
        self.mismatches.append(Mismatch(where=where, given=given, matched=matched, reason=reason))

    def unmatched(self) -> list[Mismatch]:
        return [m for m in self.mismatches if m.matched is None]
