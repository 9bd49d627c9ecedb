"""Ready-made Rangers for a quick start: one per background/specialty pairing listed here.

Why these: the four RangersDB starter pairings (content/decks.py; Explorer/Traveler is
RangersDB's own list) plus four more pairings so every background and every specialty appears
twice. All are built by the same deterministic rules and checked by ``creation_violations`` in
the tests, so a starter is always a legal new Ranger.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck, build_deck, starter_decks
from rangers_qt.content.models import Aspect


class Starter(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str  # "specialty/background", stable for settings and saves
    deck: RangerDeck

    @property
    def name(self) -> str:
        return self.deck.name


#: (name, aspects AWA FIT FOC SPI, role id, background, outside-interest set)
_MORE: tuple[tuple[str, tuple[int, int, int, int], str, str, str], ...] = (
    ("Explorer / Forager", (3, 2, 1, 2), "01038", "forager", "conciliator"),
    ("Conciliator / Traveler", (2, 1, 2, 3), "01065", "traveler", "explorer"),
    ("Shaper / Shepherd", (2, 2, 3, 1), "01080", "shepherd", "artisan"),
    ("Artificer / Forager", (1, 2, 3, 2), "01052", "forager", "shepherd"),
)


def starter_rangers(catalog: Catalog) -> list[Starter]:
    """Eight legal new Rangers, always the same ones (deterministic builder)."""
    out = [Starter(key=f"{d.specialty}/{d.background}", deck=d) for d in starter_decks(catalog)]
    for name, (awa, fit, foc, spi), role, background, outside in _MORE:
        aspects: dict[Aspect, int] = {"AWA": awa, "FIT": fit, "FOC": foc, "SPI": spi}
        deck = build_deck(catalog, name, aspects, role, background, outside_set=outside)
        out.append(Starter(key=f"{deck.specialty}/{deck.background}", deck=deck))
    return out


def starter(catalog: Catalog, key: str) -> Starter:
    for s in starter_rangers(catalog):
        if s.key == key:
            return s
    raise KeyError(f"no starter Ranger {key!r}")
