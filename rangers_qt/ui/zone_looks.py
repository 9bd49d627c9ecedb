"""What each zone of the table says and whether it steps back: captions, lit zones and veils.

Why apart from the scene: these are decisions about a zone's look from the turn and the names
alone; the scene's zone warm-up asks them for every Ranger's turn ahead of time.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from rangers_qt.app.table_model import TableView
from rangers_qt.ui.items import CardItem

ZONE_CAPTIONS = {
    "surroundings": "SURROUNDINGS",
    "along_the_way": "ALONG THE WAY",
    "hand": "HAND",
    "path_deck": "PATH \u00b7 DISCARD",
    "challenge_deck": "CHALLENGE \u00b7 DISCARD",
}


def zone_look(
    key: str, names: dict[str, str], active: str | None, hand_ranger: str | None
) -> tuple[str, bool]:
    """A zone's caption and whether it is lit, for this turn and this hand shown."""
    kind, _, rid = key.partition(":")
    if kind == "hand":
        who = names.get(hand_ranger or "", "")
        caption = f"HAND \u00b7 {who}" if who else "HAND"
    elif rid:
        area = "WITHIN REACH" if kind == "within_reach" else "PLAYER AREA"
        caption = f"{area} \u00b7 {names.get(rid, rid)}"
        if rid == active:
            caption += "  \u25c0 turn"
    else:
        caption = ZONE_CAPTIONS.get(kind, kind.upper())
    return caption, bool(rid and rid == active) or kind == "hand"


def veiled(zone_key: str, table: TableView | None) -> bool:
    """Other rangers' areas step back a little during someone's turn (UI.md)."""
    if table is None or not table.active_ranger:
        return False
    kind, _, rid = zone_key.partition(":")
    return kind in ("within_reach", "player_area") and rid != table.active_ranger


def lift_over_veil(members: list[CardItem], legal: set[str]) -> None:
    """Lift the usable cards of a veiled area's row above its veil, and keep the row readable.

    In a crowded row each card lies on the right part of the one before it (whose name is on
    its left) or on the lower part of a shelf behind. A usable card lifted above the veil
    would lie on the name of a card in front of it, left under the veil; so the cards in
    front of a lifted card that overlap it are lifted too, and those that are not usable are
    dimmed on their own (the shade the veil would have given them).
    An attachment counts as a card of its row (its host lies on it). Cards of other areas are
    neither lifted nor dimmed."""
    members.sort(key=lambda item: item.base_z)  # back to front
    lifted: list[QRectF] = []  # where the lifted cards behind this one lie
    for item in members:
        w, h = item.size()
        turned = abs(item.home_rotation % 180 - 90) < 1
        vw, vh = (h, w) if turned else (w, h)
        box = QRectF(item.home.x() + (w - vw) / 2, item.home.y() + (h - vh) / 2, vw, vh)
        usable = item.iid in legal
        under = any(r.intersects(box.adjusted(0.5, 0.5, -0.5, -0.5)) for r in lifted)
        lift = usable or under
        item.set_lifted(lift)
        item.set_dimmed(lift and not usable)
        if lift:
            lifted.append(box)
