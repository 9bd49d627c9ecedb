"""The day's own prompts, shown above the prompt bar: mulligan, campaign guide, travel, camp and
weather choices.

The app modules (and through them the engine) are imported when a page first uses them
(`rangers_qt.deferred`), not at import: the table is built before the engine is loaded.

Each page only lays out what `app.day_view` reads from the engine and sends back an option id
(`answer`) or a guide tool (`tool`, the fields of a `ManualAdjust`). The guide page names the
entry number only: the guide's text is the players' book, never the app's.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.deferred import Deferred
from rangers_qt.ui.flow_layout import FlowLayout
from rangers_qt.ui.icons import qicon

if TYPE_CHECKING:
    from rangers_qt.app import day_choices as day_choices
    from rangers_qt.app import day_view as day_view
    from rangers_qt.ui import travel_map as travel_map
else:  # imported when first used: the window's first paint needs none of them (rangers_qt/deferred.py)
    day_view = Deferred("rangers_qt.app.day_view")
    day_choices = Deferred("rangers_qt.app.day_choices")
    travel_map = Deferred("rangers_qt.ui.travel_map")

#: Prompt kinds this panel shows a page for.
DAY_KINDS = frozenset({"mulligan", "guide", "travel", "camp", "weather"})

#: (title, label, items) -> the chosen item or None; replaced in tests.
Picker = Callable[[QWidget, str, str, list[str]], "str | None"]


def ask_item(parent: QWidget, title: str, label: str, items: list[str]) -> str | None:
    if not items:
        return None
    item, ok = QInputDialog.getItem(parent, title, label, items, 0, False)
    return str(item) if ok and item else None


def ask_text(parent: QWidget, title: str, label: str, items: list[str]) -> str | None:
    text, ok = QInputDialog.getText(parent, title, label, text=items[0] if items else "")
    return str(text).strip() if ok and str(text).strip() else None


class EntryField(QLineEdit):
    """A text field that keeps Return for itself (the window binds Return to "confirm")."""

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            event.accept()
            return True
        return super().event(event)


class DayPanel(QFrame):
    answer = Signal(str)
    tool = Signal(dict)
    #: Confirm these guide prompts (by id) one after another: consecutive entries read together.
    answer_chain = Signal(list)
    #: Open the online guide at this entry.
    open_entry = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DayPanel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.kind = ""
        self.pick_item: Picker = ask_item
        self.pick_text: Picker = ask_text
        self._controller: Any = None
        self.buttons: dict[str, QPushButton] = {}
        self.event_field: QLineEdit | None = None
        self.destinations: QTreeWidget | None = None
        self.travel_map: Any = None  # the Valley map beside the destinations (ui.travel_map)
        self.heading: QLabel | None = None
        self.status: QLabel | None = None
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(14, 10, 14, 10)
        self._layout.setSpacing(6)
        self.hide()

    # ------------------------------------------------------------------ building blocks
    def _clear(self) -> None:
        def drop(layout: Any) -> None:
            while layout.count():
                item = layout.takeAt(0)
                if item.widget() is not None:
                    item.widget().hide()
                    item.widget().deleteLater()
                elif item.layout() is not None:
                    drop(item.layout())

        drop(self._layout)
        self.buttons = {}
        self.event_field = None
        self.destinations = None
        self.travel_map = None
        self.heading = None
        self.status = None

    def _heading(self, text: str, detail: str = "", icon: str | None = None) -> None:
        row = QHBoxLayout()
        row.setSpacing(10)
        if icon:
            mark = QLabel()
            mark.setPixmap(qicon(icon, "#e0b24a").pixmap(30, 30))
            row.addWidget(mark, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(2)
        head = QLabel(text)
        head.setObjectName("DayHeading")
        head.setWordWrap(True)
        words.addWidget(head)
        self.heading = head
        if detail:
            sub = QLabel(detail)
            sub.setObjectName("DayDetail")
            sub.setWordWrap(True)
            words.addWidget(sub)
        row.addLayout(words, 1)
        self._layout.addLayout(row)

    def _button(
        self, row: Any, key: str, text: str, slot: Callable[[], Any], primary: bool = False, tip: str = ""
    ) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(f"day_{key}")
        b.setProperty("primary", primary)
        b.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        if tip:
            b.setToolTip(tip)
        b.clicked.connect(lambda _=False: slot())
        row.addWidget(b)
        self.buttons[key] = b
        return b

    def _option_row(self, prompt: Any, primary: str = "done") -> FlowLayout:
        """The prompt's options as buttons, numbered like the keys that answer them."""
        row = FlowLayout(spacing=8)
        for n, o in enumerate(prompt.options, start=1):
            text = f"{n}  {o.label}" if n <= 9 else o.label
            b = self._button(row, o.id, text, partial(self.answer.emit, o.id), primary=o.id == primary)
            if n <= 9:
                b.setToolTip(f"Key {n}")
        self._layout.addLayout(row)
        return row

    # ------------------------------------------------------------------ pages
    def show_prompt(self, controller: Any) -> bool:
        """Show the page for the controller's prompt; False (hidden) for other prompts."""
        self._controller = controller
        prompt = controller.prompt if controller is not None else None
        self._clear()
        self.kind = prompt.kind if prompt is not None and prompt.kind in DAY_KINDS else ""
        if not self.kind:
            self.hide()
            return False
        getattr(self, f"_page_{self.kind}")(controller, prompt)
        self.show()
        return True

    def _page_mulligan(self, c: Any, prompt: Any) -> None:
        aside = [c.card_name(i) for i in day_view.mulligan_aside(c.state, prompt)]
        who = c.ranger_name(prompt.ranger)
        detail = (
            "Click a card in your hand, or drag it onto the table, to set it aside. "
            "You draw as many new cards, then the set-aside ones are shuffled back."
        )
        self._heading(f"{who}: keep this opening hand?", detail, icon="deck")
        status = QLabel("Set aside: " + ", ".join(aside) if aside else "No card set aside yet.")
        status.setObjectName("DayStatus")
        status.setWordWrap(True)
        self._layout.addWidget(status)
        self.status = status
        row = FlowLayout(spacing=8)
        done = prompt.option("done")
        text = f"Draw {len(aside)} new card{'s' if len(aside) != 1 else ''}" if aside else "Keep hand"
        self._button(
            row, "done", f"{text}  (E)", lambda: self.answer.emit(done.id), primary=True, tip=done.label
        )
        if aside:
            self._button(row, "restart", "Undo last set-aside (Ctrl+Z)", c.undo)
        self._layout.addLayout(row)

    def _page_guide(self, c: Any, prompt: Any) -> None:
        number, source = day_view.guide_entry(prompt)
        chain = c.guide_chain() if hasattr(c, "guide_chain") else [prompt]
        if len(chain) > 1:
            self._guide_chain(chain)
        else:
            detail = (f"Called for by {source}. " if source else "") + (
                "Read it in your campaign guide and apply it with the tools below; then confirm."
            )
            self._heading(f"Read campaign guide entry {number}", detail, icon="guide")
        self._option_row(prompt)
        tools = FlowLayout(spacing=6)
        field = EntryField()
        field.setObjectName("day_event_text")
        field.setPlaceholderText("Notable event to record\u2026")
        field.setMinimumWidth(220)
        field.returnPressed.connect(self._record_event)
        tools.addWidget(field)
        self.event_field = field
        self._button(tools, "record_event", "Record event", self._record_event)
        for key, text, slot in (
            ("unlock_reward", "Unlock reward\u2026", self._unlock_reward),
            ("add_mission", "Add mission\u2026", self._add_mission),
            ("complete_mission", "Complete mission\u2026", lambda: self._pick_in_play("complete_mission")),
            ("flip", "Flip a card\u2026", lambda: self._pick_in_play("flip")),
            ("put_into_play", "Put a card into play\u2026", self._put_into_play),
            ("open_river", "Open the river", lambda: self.tool.emit({"action": "open_river"})),
            ("open_route", "Open a route\u2026", self._open_route),
            ("day_note", "Note on the tracker\u2026", self._day_note),
            ("cross_out_event", "Cross out an event\u2026", self._cross_out_event),
            ("schedule_entry", "Write an entry on a later day\u2026", self._schedule_entry),
            ("mark_mission", "Mark mission progress\u2026", lambda: self._pick_in_play("mark_mission")),
            ("end_day_tool", "End the day\u2026", self._end_day),
        ):
            self._button(tools, key, text, slot)
        label = QLabel("GUIDE TOOLS (logged, undoable)")
        label.setObjectName("PanelTitle")
        self._layout.addWidget(label)
        self._layout.addLayout(tools)

    def _guide_chain(self, chain: list[Any]) -> None:
        """Entries that follow one another when each is confirmed: one heading lists them all,
        each with its link to the guide; one button confirms them all (each its own answer)."""
        entries = [day_view.guide_entry(p) for p in chain]
        where = "; ".join(f"{n} ({src})" if src else n for n, src in entries)
        detail = (
            f"Read them in your campaign guide: {where}. Apply each with the tools below, or "
            "confirm them all at once."
        )
        self._heading(f"Read campaign guide entries {', '.join(n for n, _ in entries)}", detail, icon="guide")
        row = FlowLayout(spacing=8)
        ids = [p.id for p in chain]
        self._button(
            row,
            "guide_all",
            f"Done: all {len(chain)} entries applied",
            lambda: self.answer_chain.emit(ids),
            primary=True,
            tip="Each entry is confirmed in turn, each its own answer in the log",
        )
        for n, _ in entries:
            self._button(row, f"guide_entry_{n}", f"Entry {n} \u2197", partial(self.open_entry.emit, n))
        self._layout.addLayout(row)

    def _page_travel(self, c: Any, prompt: Any) -> None:
        progress = day_view.location_progress(c.state, c.catalog)
        detail = ""
        if progress is not None:
            name, have, need = progress
            detail = f"{name}: progress {have} of {need if need is not None else '?'}. "
        detail += "Travelling clears the path cards in play; you may camp on arrival."
        self._heading(prompt.title, detail, icon="exploration")
        tree = QTreeWidget()
        tree.setObjectName("TravelChooser")
        tree.setRootIsDecorated(False)
        tree.setHeaderLabels(["Destination", "Path", "Trait", "Note"])
        rows = day_view.travel_destinations(c.state, c.catalog, prompt)
        keys = {o.id: n for n, o in enumerate(prompt.options, start=1) if n <= 9}
        for d in rows:
            key = keys.get(d.option_id or "")
            item = QTreeWidgetItem(
                [
                    f"{key}  {d.name}    " if key else f"     {d.name}    ",
                    f"{day_choices.terrain_words(d.terrain)}    ",
                    "\u2605 pivotal    " if d.pivotal else "",
                    d.note,
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, d.option_id)
            if d.option_id is None:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                item.setToolTip(0, "River paths open only when a game effect allows it")
            tree.addTopLevelItem(item)
        header = tree.header()
        header.setStretchLastSection(True)
        for col in (0, 1, 2):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        tree.setFixedHeight(min(28 + 24 * max(1, len(rows)), 170))
        tree.itemDoubleClicked.connect(lambda item, _col: self._travel_to(item))
        tree.currentItemChanged.connect(lambda item, _prev: self._travel_ready(item))
        self.destinations = tree
        row = FlowLayout(spacing=8)
        self._button(row, "travel", "Travel there", lambda: self._travel_to(tree.currentItem()), primary=True)
        self.buttons["travel"].setEnabled(False)
        stay = prompt.option("stay") if any(o.id == "stay" for o in prompt.options) else None
        if stay is not None:
            self._button(row, "stay", "Stay here  (E)", lambda: self.answer.emit("stay"))
        self._layout.addLayout(travel_map.travel_map_beside(self, c, prompt, tree, row))
        first = next((n for n, d in enumerate(rows) if d.option_id), None)
        first_item = tree.topLevelItem(first) if first is not None else None
        if first_item is not None:
            tree.setCurrentItem(first_item)

    def refuse(self, reason: str) -> None:
        """A click the travel map cannot take: say why here and in the status bar."""
        if self.status is not None:
            self.status.setText(reason)
        refused = getattr(self._controller, "refused", None)
        if refused is not None:
            refused.emit(reason)

    def _travel_ready(self, item: QTreeWidgetItem | None) -> None:
        ok = item is not None and item.data(0, Qt.ItemDataRole.UserRole) is not None
        if "travel" in self.buttons:
            self.buttons["travel"].setEnabled(ok)
            if ok and item is not None:
                self.buttons["travel"].setText(
                    f"Travel to {item.text(0).strip().lstrip('0123456789').strip()}"
                )

    def _travel_to(self, item: QTreeWidgetItem | None) -> None:
        oid = item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None
        if oid:
            self.answer.emit(str(oid))

    def _page_camp(self, c: Any, prompt: Any) -> None:
        detail = (
            "Camping ends the day here: this location and the path you took are where the next "
            "day starts. Pressing on builds a new path deck and sets the location up; the day "
            "goes on with the next round."
        )
        self._heading(prompt.title, detail, icon="fatigue")
        self._option_row(prompt, primary="camp:yes")

    def _page_weather(self, c: Any, prompt: Any) -> None:
        self._heading(prompt.title, "The weather asks the group to choose.", icon="sun")
        self._option_row(prompt, primary="")

    # ------------------------------------------------------------------ guide tools
    def _record_event(self) -> None:
        field = self.event_field
        text = field.text().strip() if field is not None else ""
        if not text:
            if field is not None:
                field.setFocus()
                field.setPlaceholderText("Type the event first\u2026")
            return
        self.tool.emit({"action": "record_event", "reason": text})

    # The campaign tracker's writes an entry may ask for (the campaign applies them after the day).
    def _day_note(self) -> None:
        text = self.pick_text(self, "Note on the tracker", "Note for today:", [])
        if text:
            self.tool.emit({"action": "day_note", "reason": text})

    def _cross_out_event(self) -> None:
        known = list(self._controller.state.day.events)
        text = self.pick_text(self, "Cross out a notable event", "Event as recorded:", known[-1:])
        if text:
            self.tool.emit({"action": "cross_out_event", "reason": text})

    def _schedule_entry(self) -> None:
        entry = self.pick_text(self, "Write an entry on a later day", "Guide entry:", [])
        if not entry:
            return
        day = self.pick_text(self, "Write an entry on a later day", f"Write entry {entry} above day:", [])
        if day and day.isdigit():
            self.tool.emit({"action": "schedule_entry", "reason": entry, "amount": int(day)})

    def _pick_card(self, title: str, cards: list[Any]) -> str | None:
        """A card id chosen by name from `cards` (catalogue cards)."""
        names = {f"{card.name} ({card.id})": card.id for card in sorted(cards, key=lambda x: x.name)}
        chosen = self.pick_item(self, title, "Card:", list(names))
        return names.get(chosen) if chosen else None

    def _unlock_reward(self) -> None:
        c = self._controller
        card = self._pick_card("Unlock a reward", c.catalog.set_cards("reward"))
        if card:
            self.tool.emit({"action": "unlock_reward", "card": card})

    def _add_mission(self) -> None:
        c = self._controller
        card = self._pick_card("Add a mission", c.catalog.missions())
        if card:
            self.tool.emit({"action": "add_mission", "card": card})

    def _put_into_play(self) -> None:
        c = self._controller
        cards = [x for x in c.catalog.cards.values() if x.category in ("path", "ranger") and x.type != "role"]
        card = self._pick_card("Put a card into play", cards)
        if card:
            self.tool.emit({"action": "put_into_play", "card": card})

    def _pick_in_play(self, action: str) -> None:
        """Complete a mission / flip a card: choose among the surroundings' missions (and weather)."""
        c = self._controller
        kinds = ("mission", "weather") if action == "flip" else ("mission",)
        found = {}
        for iid in c.state.surroundings:
            card = c.catalog.card(c.state.cards[iid].def_id)
            if card.category in kinds:
                found[f"{c.card_name(iid)} ({iid})"] = iid
        titles = {"complete_mission": "Complete a mission", "mark_mission": "Mark mission progress"}
        chosen = self.pick_item(self, titles.get(action, "Flip a card"), "Card in play:", list(found))
        if chosen:
            extra = {"amount": 1} if action == "mark_mission" else {}
            self.tool.emit({"action": action, "card": found[chosen], **extra})

    def _open_route(self) -> None:
        c = self._controller
        places = {name: slug for slug, name in day_choices.location_options(c.catalog)}
        dest = self.pick_item(self, "Open a route", "Destination:", list(places))
        if not dest:
            return
        terrain = self.pick_item(
            self,
            "Open a route",
            "Path terrain:",
            [day_choices.terrain_words(t) for t in day_choices.TERRAINS],
        )
        if terrain:
            self.tool.emit({"action": "open_route", "zone": places[dest], "token": terrain.replace(" ", "_")})

    def _end_day(self) -> None:
        reason = self.pick_text(
            self, "End the day", "Why does the day end?", ["the campaign guide ends the day"]
        )
        if reason:
            self.tool.emit({"action": "end_day", "reason": reason})
