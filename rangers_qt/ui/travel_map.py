"""The travel chooser's Valley map: the same map as the review, zoomed to where the group is and
where it may go, legal destinations ringed in their path's terrain colour and numbered like their
keys. A click on a destination names it ("Travel to White Sky?") and a second click, or the
named button, travels there; a click elsewhere is refused with the reason. The
list beside it stays for the keyboard (numbers, arrows, Return).

Kept out of `day_panels` so the travel page only gains one call.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QTreeWidget, QTreeWidgetItem, QVBoxLayout

from rangers_qt.app.valley_map import map_state, travel_choice, valley_layout
from rangers_qt.ui.theme import DARK
from rangers_qt.ui.valley_map import ValleyMapScene, ValleyMapView

#: Map heights on small (under 900 px tall) and larger screens.
SMALL_HEIGHT, LARGE_HEIGHT = 200, 320


def travel_map_beside(
    panel: Any, controller: Any, prompt: Any, tree: QTreeWidget, buttons: QLayout
) -> QHBoxLayout:
    """The map on the left; the destination list, a status line and the buttons on the right.
    Sets `panel.travel_map` (the view) and `panel.status` (where refusals are said)."""
    layout = valley_layout(controller.catalog)
    state = map_state(controller.state, controller.catalog, prompt)
    scene = ValleyMapScene(layout, getattr(panel.window(), "theme", DARK))
    scene.hide_crowded_labels = True
    scene.set_state(state)
    view = ValleyMapView(scene)
    view.setObjectName("TravelMap")
    view.setFixedHeight(LARGE_HEIGHT if panel.window().height() >= 900 else SMALL_HEIGHT)
    view.setMinimumWidth(320)
    view.set_focus([s for s in (state.current, *(m.slug for m in state.travel)) if s])

    #: The destination a first click named: a second click on it travels (one click used to
    #: travel at once, and a slip of the mouse cleared the path cards in play).
    armed: list[str] = []

    def clicked(slug: str) -> None:
        option, why = travel_choice(layout, scene.state, slug)
        if option is None:
            panel.refuse(why)
            return
        if armed == [option]:
            panel.answer.emit(option)
            return
        armed[:] = [option]
        for n in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(n)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == option:
                tree.setCurrentItem(item)
        name = layout.name(slug)
        status.setText(f"Travel to {name}? Click it again, or press Travel to {name} (Enter).")
        travel = getattr(panel, "buttons", {}).get("travel")
        if travel is not None:
            travel.setDefault(True)
            travel.setFocus()

    def selected(item: QTreeWidgetItem | None) -> None:
        option = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if armed and armed != [option]:
            armed.clear()  # another destination chosen in the list: a map click asks again
        for node in scene.nodes.values():
            mark = scene.state.mark(node.slug)
            node.selected_dest = mark is not None and option is not None and mark.option_id == option
            node.update()

    view.location_clicked.connect(clicked)
    tree.currentItemChanged.connect(lambda item, _prev: selected(item))
    status = QLabel("Click a ringed location on the map, or choose in the list.")
    status.setObjectName("DayDetail")
    status.setWordWrap(True)
    right = QVBoxLayout()
    right.setSpacing(6)
    right.addWidget(tree)
    right.addWidget(status)
    right.addLayout(buttons)
    right.addStretch(1)
    row = QHBoxLayout()
    row.setSpacing(12)
    row.addWidget(view, 1)
    row.addLayout(right, 1)
    panel.travel_map = view
    panel.status = status
    return row
