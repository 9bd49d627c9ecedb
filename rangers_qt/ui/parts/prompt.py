"""The prompt: the prompt bar (or the day panel's page for day prompts) and answering by keyboard.

Redraws on a prompt change only. Return answers the highlighted option, Tab highlights the next
one and shows its card on the table, 1-9 answer by number. A turn's options on cards (tests,
plays, uses) have no button: the card carries them (`parts/table.py` pills and tooltips,
`parts/card_menus.py` menus); the bar keeps what has no card (Rest, Done, Remember...).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.app.guide_links import guide_url
from rangers_qt.ui.panels import OptionView
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.parts.test_price import price_label, price_tip
from rangers_qt.ui.prompt_cards import PromptCards

#: Prompts the test dialog follows: it opens by itself when a test asks for commitments.
TEST_PROMPTS = ("commit_energy", "commit_cards")


#: Prompts about cards the players look at out of play: scouting and searching a deck.
LOOKED_AT_KINDS = frozenset({"scout", "search", "effect_choice", "choose_card"})


class PromptPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.redraws = 0  # prompt bar redraws (tests count them)
        a = window.actions_
        a["confirm"].triggered.connect(self.confirm)
        a["next_target"].triggered.connect(self.next_target)
        for n in range(1, 10):
            a[f"option_{n}"].triggered.connect(lambda _=False, k=n: window.prompt_bar.choose_number(k))
        window.prompt_bar.option_chosen.connect(self.answer)
        window.day_panel.answer.connect(self.answer)
        window.day_panel.tool.connect(self._guide_tool)
        window.day_panel.answer_chain.connect(self.confirm_chain)
        #: The cards the prompt is about that are off the table, face up (ui/prompt_cards.py).
        self.cards = PromptCards(window.view)
        window.day_panel.open_entry.connect(lambda entry: window.help.open(guide_url(entry)))

    def confirm_chain(self, prompt_ids: list[str]) -> int:
        """Confirm consecutive guide prompts in turn while each is the one expected; how many."""
        done = 0
        for pid in prompt_ids:
            c = self.controller
            prompt = c.prompt if c is not None else None
            if prompt is None or prompt.id != pid or prompt.option("done") is None:
                break
            if not c.answer("done"):
                break
            done += 1
        return done

    def attach(self, controller: Any) -> None:
        controller.prompt_changed.connect(self.show_prompt)
        controller.refused.connect(self._on_refused)
        self.show_prompt(controller.prompt)

    def prompt_cards(self, prompt: Any) -> list[tuple[str, Any]]:
        """The cards the prompt's options name that are not on the table, with the face the
        players may see (a scouted or searched card; a challenge card with its modifiers)."""
        c = self.controller
        if c is None or prompt is None or prompt.kind not in LOOKED_AT_KINDS:
            return []
        on_table = c.table().cards
        found: list[tuple[str, Any]] = []
        for o in prompt.options:
            iid = o.card
            if not iid or any(iid == f for f, _ in found):
                continue
            face = c.looked_at_face(iid)  # face down in a deck, looked at by this prompt
            inst = c.state.cards.get(iid)
            if face is None and inst is not None and inst.face_up and iid not in on_table:
                face = c.model.face_of(inst.def_id, getattr(inst, "side", "front"))
            if face is not None:
                found.append((iid, face))
        return found

    def show_prompt(self, prompt: Any) -> None:
        c = self.controller
        w = self.window
        self.redraws += 1
        self.cards.show_cards(self.prompt_cards(prompt), w.theme)
        w.prompt_bar.setVisible(not w.day_panel.show_prompt(c))
        if prompt is None:
            title = f"The day is over: {c.state.day_over}" if c and c.state.day_over else "Nothing to decide"
            w.prompt_bar.set_prompt(title, [])
        else:
            who = c.ranger_name(prompt.ranger) if c and prompt.ranger else ""
            title = (
                prompt.title if not who or prompt.title.startswith(who) else f"{who} \u2014 {prompt.title}"
            )
            ordered, on_card = c.keyed_options() if c is not None else (list(prompt.options), set())
            w.prompt_bar.set_prompt(title, [self._view(o, o.id in on_card) for o in ordered])
        self._keep_height()
        if c is None or prompt is None:
            return
        if prompt.kind == "manual_effect":
            self.status(
                "This card's text is applied by hand: use the Manual tools under the table, then E (Done)",
                10000,
            )
        if prompt.kind in TEST_PROMPTS and c.state.test is not None:
            w.card_menus.open_test_dialog(c.state.test.target)

    def _view(self, o: Any, on_card: bool = False) -> OptionView:
        """A prompt option for the bar; a test carries its fatigue price and chance (test_price.py).
        An option shown on its card gets its price when the card is hovered or its menu opened."""
        label, tip = o.label, ""
        if o.kind == "test" and self.controller is not None and not on_card:
            preview = self.controller.test_preview(o)
            if preview is not None:
                label += price_label(preview)
                tip = price_tip(preview, self.controller.card_name)
        return OptionView(o.id, label, o.kind, o.card, o.target, o.aspect, tip, on_card)

    def _keep_height(self) -> None:
        """The prompt bar grows to its tallest prompt and stays there (until the window is resized).

        Why: each change of its height resizes the table view, which re-lays every card out and
        repaints the whole table; prompts alternate between one and two rows of buttons, so the
        table used to slide up and down on almost every other answer."""
        bar = self.window.prompt_bar
        if not bar.isVisible() or bar.width() <= 0:
            return
        layout = bar.layout()
        if layout is not None and layout.hasHeightForWidth():
            need = layout.heightForWidth(bar.width())
        else:
            need = bar.sizeHint().height()
        need = max(need, bar.height())  # the height it already has (the first prompt's)
        if need > bar.minimumHeight():
            bar.setMinimumHeight(need)

    def forget_height(self) -> None:
        """The window was resized: the prompt bar may take the height it needs again."""
        self.window.prompt_bar.setMinimumHeight(0)

    # ------------------------------------------------------------------ answering
    def answer(self, option_id: str) -> None:
        if self.controller is not None:
            self.controller.answer(option_id)

    def _guide_tool(self, fields: dict[str, Any]) -> None:
        if self.controller is not None:
            self.controller.guide_tool(**fields)

    def _on_refused(self, reason: str) -> None:
        self.status(reason, 8000)

    def confirm(self) -> None:
        bar = self.window.prompt_bar
        option = bar.highlighted()
        if option is None and len(bar.options) == 1:
            option = bar.options[0]
        if option is None:
            self.status("Press Tab to pick an option, or a number key", 4000)
            return
        self.answer(option.id)

    def next_target(self) -> None:
        option = self.window.prompt_bar.cycle()
        if option is None:
            return
        iid = option.card or option.target
        if iid:
            self.window.table.hover(iid)
            self.window.table.zoom_on(iid, now=True)  # the card the option is about, large
            item = self.window.scene.card_item(iid)
            if item is not None:
                self.window.view.ensureVisible(item)
                item.flash(500)  # show on the table which card the highlighted option is about
        self.status(f"Enter: {option.label}", 4000)
