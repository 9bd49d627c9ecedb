"""The table: the scene, the phase bar and the card preview, redrawn from each answer's change.

Why from the change: the controller keeps the table picture up to date from the engine's change
set and says what differs (`app/table_model.TableChange`). The scene lays out only the rows of the
areas named, the phase bar redraws only when the round, phase, turn or test changed, and the
preview only when the hovered card changed. An undo, an opened or a new day redraws everything.
"""

from __future__ import annotations

import dataclasses
import html
import time
from typing import TYPE_CHECKING, Any

from rangers_qt.app.drawn_cards import DrawnCards
from rangers_qt.app.table_model import EVERYTHING, CardView, TableChange
from rangers_qt.deferred import Deferred
from rangers_qt.ui.hover_zoom import HoverZoom
from rangers_qt.ui.panels import card_details
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.parts.test_price import price_label

if TYPE_CHECKING:
    from rangers_qt.app import day_view
else:  # it imports the engine (0.5 s): read at the first mulligan, not when the table is built
    day_view = Deferred("rangers_qt.app.day_view")


#: How long a card just drawn is pointed at in its owner's hand (a flash is 700 ms).
DRAWN_FLASH_MS = 2000


def option_line(option: Any, key: int | None, price: str = "") -> str:
    """One option as a card's tooltip and menu list it: "3  Traverse ... · 1 fatigue · 60%"."""
    return (f"{key}  " if key is not None else "") + str(option.label) + price


class TablePart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.hovered: str | None = None
        #: Cards drawn and not yet shown in their owner's hand (app/drawn_cards.py).
        self.drawn = DrawnCards()
        #: The cards last pointed at as drawn (what the tests read).
        self.drawn_shown: list[str] = []
        self.last_repaint_ms = 0.0
        self.phase_redraws = 0  # phase bar redraws (tests count them)
        scene = window.scene
        scene.card_hovered.connect(self.pointer_on)
        #: The hovered card large beside it while the side preview is folded (ui/hover_zoom.py).
        self.zoom = HoverZoom(window.view, window.theme)
        scene.card_unhovered.connect(self.zoom.dismiss)
        scene.drag_started.connect(lambda _iid: self.zoom.dismiss())

    def attach(self, controller: Any) -> None:
        controller.table_changed.connect(self._on_table_changed)
        controller.prompt_changed.connect(self._on_prompt)
        controller.events.connect(self._on_events)
        controller.day_started.connect(self._forget_hover)
        controller.session_opened.connect(self._forget_hover)
        self.window.view.relayout()
        self.redraw(EVERYTHING, animate=False)
        self._on_prompt(controller.prompt)  # glows and the options shown on the cards

    # ------------------------------------------------------------------ redraw
    def redraw(self, change: TableChange = EVERYTHING, animate: bool = True) -> None:
        c = self.controller
        if c is None:
            return
        started = time.perf_counter()
        w = self.window
        table = c.table()
        w.scene.legal = c.legal_cards()
        w.scene.apply_change(table, change, c.hand_ranger(), animate=animate)
        if change.everything or change.header:
            self.phase_redraws += 1
            w.phase_bar.show_table(
                table,
                c.prompt.title if c.prompt else "",
                campaign_day=c.day_choices.campaign_day if c.day_choices is not None else None,
            )
        if self.zoom.card_id is not None and not self._on_table(table, self.zoom.card_id):
            self.zoom.dismiss()
        if self.hovered and self._on_table(table, self.hovered):
            if change.everything or self.hovered in change.cards:
                self.hover(self.hovered)
                if self.zoom.card_id == self.hovered:
                    self.zoom_on(self.hovered, now=True)
        elif self.hovered or change.everything:
            self.hovered = None  # that card left the table (travel, a new day): show the location
            self.preview_default()
        self.last_repaint_ms = (time.perf_counter() - started) * 1000

    def _on_table_changed(self, change: TableChange) -> None:
        self.redraw(change)

    @staticmethod
    def _on_table(table: Any, iid: str) -> bool:
        """In play or in a hand: a discarded card no longer holds the preview."""
        where = table.where(iid) if iid in table.cards else None
        return where is not None and not where.startswith("discard")

    def _on_prompt(self, prompt: Any) -> None:
        c = self.controller
        if c is None:
            return
        # The preview follows the prompt when it is about one card (a card waiting to be applied
        # by hand, a response, a guide card), unless the pointer is on a card right now.
        focus = {o.card for o in prompt.options if o.card} if prompt is not None else set()
        pointer = self.window.view.viewport().underMouse() and self.hovered is not None
        followed = False
        if prompt is not None and prompt.kind != "turn" and len(focus) == 1:
            iid = next(iter(focus))
            if not pointer and iid in c.table().cards:
                self.hover(iid)
                followed = True
        drawn = self.drawn.take(c.hand_ranger(), c.state)
        self.drawn.look(c.state)
        if drawn:
            self._show_drawn(drawn, preview=not pointer and not followed)
        source = c.ranger_card()
        self.window.scene.set_legal(c.legal_cards(), c.drop_zones(), (source,) if source else ())
        marks: dict[str, str] = {}
        if prompt is not None and prompt.kind == "mulligan":
            marks = {iid: "SET ASIDE" for iid in day_view.mulligan_aside(c.state, prompt)}
        self.window.scene.set_marks(marks)
        self.window.scene.set_hints(self._hints(c, prompt))
        if self.hovered:
            self._show_details(self.hovered)  # "Now:" lists the hovered card's options

    @staticmethod
    def _hints(c: Any, prompt: Any) -> dict[str, tuple[str, str]]:
        """Options on the cards they concern (issue #15): "2 tests", "play", "use", with every
        option's label and number key as the card's tooltip (the price is added on hover)."""
        if prompt is None or prompt.kind != "turn":
            return {}
        words = {"test": ("test", "tests"), "play_card": ("play", "plays"), "ability": ("use", "uses")}
        ordered, on_card = c.keyed_options()
        keys = {o.id: n for n, o in enumerate(ordered[:9], start=1)}
        hints: dict[str, tuple[str, str]] = {}
        for iid in c.legal_cards():
            options = [o for o in c.card_options(iid) if o.id in on_card]
            counts: dict[str, int] = {}
            for o in options:
                if o.kind in words:
                    counts[o.kind] = counts.get(o.kind, 0) + 1
            if not counts:
                continue
            text = " \u00b7 ".join(
                (f"{n} {words[k][1]}" if n > 1 else words[k][0]) for k, n in counts.items()
            )
            hints[iid] = (text, "\n".join(option_line(o, keys.get(o.id)) for o in options))
        return hints

    def priced_tip(self, iid: str) -> str:
        """The card's options with their number keys and, for tests, the fatigue price and chance
        (engine previews, memoised until the next answer): worked out when the card is hovered,
        so a turn prompt does not price every test on the table up front."""
        c = self.controller
        if c is None or c.prompt is None or c.prompt.kind != "turn":
            return ""
        ordered, on_card = c.keyed_options()
        keys = {o.id: n for n, o in enumerate(ordered[:9], start=1)}
        lines = []
        for o in c.card_options(iid):
            if o.id not in on_card:
                continue
            price = ""
            if o.kind == "test":
                preview = c.test_preview(o)
                price = price_label(preview) if preview is not None else ""
            lines.append(option_line(o, keys.get(o.id), price))
        return "\n".join(lines)

    def _show_drawn(self, drawn: list[str], preview: bool) -> None:
        """The cards a Ranger drew, shown in that Ranger's hand now on screen: a longer flash,
        their names in the status bar and the last one in the preview (unless the pointer or the
        prompt holds it). The draw event names no card: a hand is its owner's."""
        c = self.controller
        self.drawn_shown = list(drawn)
        for iid in drawn:
            item = self.window.scene.card_item(iid)
            if item is not None:
                item.flash(DRAWN_FLASH_MS)
        owner = c.ranger_name(c.hand_ranger())
        self.status(f"{owner} drew {', '.join(c.card_name(i) for i in drawn)}", 6000)
        if preview:
            self.hover(drawn[-1])

    def _on_events(self, events: list[Any]) -> None:
        c = self.controller
        if c is not None:
            self.drawn.saw(events, c.state)
        touched: list[str] = []
        for ev in events:
            touched.extend(i for i in ev.cards if i not in touched)
        for iid in touched[-8:]:
            item = self.window.scene.card_item(iid)
            if item is not None:
                item.flash()

    # ------------------------------------------------------------------ preview
    def find_card(self, iid: str) -> CardView | None:
        c = self.controller
        if c is None:
            return None
        found: CardView | None = c.table().cards.get(iid)
        return found

    def pointer_on(self, iid: str) -> None:
        """The pointer came onto a card: the preview, and the zoom while the preview is folded."""
        self.hover(iid)
        if self.hovered == iid:
            self.zoom_on(iid)

    def zoom_on(self, iid: str, now: bool = False) -> bool:
        """Show `iid` large beside it over the table (not while the side preview is shown)."""
        w = self.window
        card = self.window.preview.card if self.hovered == iid else None
        item = w.scene.card_item(iid)
        if card is None or item is None or w.side.isVisible():
            self.zoom.dismiss()
            return False
        rect = w.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        self.zoom.show_for(card, rect, now=now)
        return True

    def hover(self, iid: str) -> None:
        card = self.find_card(iid)
        if card is None:
            return
        self.hovered = iid
        c = self.controller
        seen = c.looked_at_face(iid) if c is not None and not card.face_up else None
        if seen is not None:  # a card the prompt lets the player look at (a deck being searched)
            card = dataclasses.replace(card, face=seen)
        self.window.preview.show_card(card)
        self._show_details(iid, card)
        item = self.window.scene.card_item(iid)
        if item is not None and item.hint:
            tip = self.priced_tip(iid)
            if tip:
                item.set_hint(item.hint, tip)
        elif item is not None and c is not None:
            why = c.why_not(iid)  # no pill: the tooltip says why (issues #29, #31)
            travel = c.travel_note(iid)
            lines = [card.face.name] + [w for w in (why, travel) if w]
            item.setToolTip("\n".join(lines))

    def _show_details(self, iid: str, card: CardView | None = None) -> None:
        card = card or self.find_card(iid)
        if card is None:
            return
        details = card_details(card)
        c = self.controller
        if c is not None:
            uses = [o.label for o in c.card_options(iid)]
            if uses:
                now = "; ".join(uses[:4]) + (" \u2026" if len(uses) > 4 else "")
                details += "<br><b>Now:</b> " + html.escape(now, quote=False)  # labels hold ranger names
        help_part = getattr(self.window, "help", None)
        own = help_part.printed_text(card.face.card_id) if help_part is not None else None
        if own is not None and own.text:
            details += "<br><b>Printed (your card data):</b> " + html.escape(own.text).replace("\n", "<br>")
        label = self.window.details
        if label.text() != details:
            label.setText(details)
        label.setVisible(bool(details))

    def _forget_hover(self) -> None:
        self.hovered = None
        self.drawn.forget()

    def preview_default(self) -> None:
        """Before anything is hovered, the preview shows the location: the day's centre."""
        c = self.controller
        if c is None:
            return
        for iid in c.state.surroundings:
            inst = c.state.cards.get(iid)
            if inst is not None and getattr(c.catalog.card(inst.def_id), "category", "") == "location":
                self.hover(iid)
                return
