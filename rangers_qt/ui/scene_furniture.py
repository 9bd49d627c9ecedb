"""The table's furniture: decks, discard piles and the Rangers' aspect boards.

Kept apart from `table_scene.py` (which lays out the cards) because they are laid out by their own
rules: piles show a count and the top card, boards the energy, and both redraw only when the
piles' or that Ranger's part of the change set says so.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rangers_qt.app.faces import back_face
from rangers_qt.app.table_model import TableView
from rangers_qt.ui import layout as geo
from rangers_qt.ui.board_items import AspectBoardItem, PileItem

if TYPE_CHECKING:
    from rangers_qt.ui.table_scene import TableScene


def _pile_item(scene: TableScene, key: str, label: str, icon: str = "deck") -> PileItem:
    pile = scene.piles.get(key)
    if pile is None:
        pile = PileItem(key, label, scene.theme)
        pile.icon = icon
        pile.hovered.connect(scene.card_hovered)
        scene.addItem(pile)
        scene.piles[key] = pile
    return pile


def place_piles(scene: TableScene, table: TableView, cw: float, ch: float, pile_w: float) -> None:
    """The path and challenge decks with their discards, and each Ranger's deck, discard and fatigue."""
    used: set[str] = set()

    def top_face(iids: tuple[str, ...]) -> tuple[object, str | None]:
        if iids and iids[-1] in table.cards:
            return table.cards[iids[-1]].face, iids[-1]
        return None, None

    for zone_key, deck_key, discard_key, count, discard, back in (
        ("path_deck", "path_deck", "path_discard", table.path_deck_count, table.path_discard, "path"),
        (
            "challenge_deck",
            "challenge_deck",
            "challenge_discard",
            table.challenge_deck_count,
            table.challenge_discard,
            "challenge",
        ),
    ):
        inner = scene.geometry.zones[zone_key].inner()
        deck = _pile_item(scene, deck_key, deck_key.replace("_", " "))
        deck.compact = False
        deck.set_size(cw, ch)
        deck.set_content(count, None, None, back_face(back))
        deck.setPos(inner.x, inner.y)
        face, top = top_face(discard)
        pile = _pile_item(scene, discard_key, discard_key.replace("_", " "))
        pile.compact = False
        pile.set_size(cw, ch)
        pile.set_content(len(discard), face, top)  # type: ignore[arg-type]
        pile.setPos(inner.x + cw + geo.GAP, inner.y)
        used |= {deck_key, discard_key}
    for r in table.rangers:
        inner = scene.geometry.zones[f"player_area:{r.id}"].inner()
        x = inner.right - pile_w
        chip_h = min(30.0, (ch - 2 * 4) / 3)
        face, top = top_face(r.discard)
        for k, (key, label, icon, count) in enumerate(
            (
                (f"deck:{r.id}", "Deck", "deck", r.deck_count),
                (f"discard:{r.id}", "Discard", "deck", len(r.discard)),
                (f"fatigue:{r.id}", "Fatigue", "fatigue", r.fatigue_count),
            )
        ):
            pile = _pile_item(scene, key, label, icon)
            pile.compact = True
            pile.set_size(pile_w, chip_h)
            pile.set_content(
                count,
                face if key.startswith("discard") else None,  # type: ignore[arg-type]
                top if key.startswith("discard") else None,
            )
            pile.setPos(x, inner.y + k * (chip_h + 4))
            used.add(key)
    for key in list(scene.piles):
        if key not in used:
            scene.removeItem(scene.piles.pop(key))


def place_boards(
    scene: TableScene,
    table: TableView,
    cw: float,
    ch: float,
    board_w: float,
    only: Iterable[str] | None = None,
) -> None:
    """Each Ranger's aspect board (`only`: just these Rangers')."""
    wanted = None if only is None else set(only)
    seen: set[str] = set()
    for r in table.rangers:
        if wanted is not None and r.id not in wanted:
            seen.add(r.id)
            continue
        board = scene.boards.get(r.id)
        if board is None:
            board = AspectBoardItem(r.id, scene.theme)
            board.clicked.connect(scene.ranger_clicked)
            board.context_requested.connect(scene.ranger_context)
            scene.addItem(board)
            scene.boards[r.id] = board
        inner = scene.geometry.zones[f"player_area:{r.id}"].inner()
        board.set_size(board_w, ch)
        board.setPos(inner.x, inner.y)
        board.set_content(r.name, r.aspects, r.energy, r.injuries, r.rested, r.ranger_token_on is None)
        seen.add(r.id)
        board.set_legal(r.id in scene.legal)
    for rid in list(scene.boards):
        if rid not in seen:
            scene.removeItem(scene.boards.pop(rid))
