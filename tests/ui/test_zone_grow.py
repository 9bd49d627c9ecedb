"""Issue #15 "Use the space": on a large window a within-reach zone with few cards shows them
larger; at 1366x768 (height-bound) every card keeps the table's size."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF


def _lone_reach_card(window: Any) -> tuple[str, float, float]:
    """The (id, width, height) of a card alone in a ranger's within-reach zone."""
    table = window.scene.table
    for ranger in table.rangers:
        hosts = [i for i in ranger.within_reach if not table.cards[i].attached_to]
        if len(hosts) == 1:
            item = window.scene.cards[hosts[0]]
            w, h = item.size()
            return hosts[0], w, h
    raise AssertionError("the first-turn table has no lone within-reach card")


def test_a_lone_within_reach_card_is_larger_at_1920_than_at_1366(make_window: Any) -> None:
    small = make_window(size=(1366, 768))
    iid, w_small, h_small = _lone_reach_card(small)
    assert w_small == round(small.scene.geometry.card_w)  # 1366 keeps the table's card size
    small.close()
    big = make_window(size=(1920, 1080))
    iid_big, w_big, h_big = _lone_reach_card(big)
    assert iid_big == iid
    assert w_big > round(big.scene.geometry.card_w)  # grown past the table's size at 1920
    assert w_big > w_small and h_big > h_small
    zone = big.scene.geometry.zones[big.scene._row_of[iid]].inner()
    item = big.scene.cards[iid]
    w, h = item.size()
    rect = item.mapRectToScene(QRectF(0, 0, w, h))
    assert rect.bottom() <= zone.bottom + 1 and rect.right() <= zone.right + 1  # still inside its zone
