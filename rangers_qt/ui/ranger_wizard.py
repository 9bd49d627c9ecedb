"""Creating Your Ranger as a wizard: one page per choice, every option allowed or not with why.

Why this shape: the rules live in rangers_qt/campaign (`creation.options`, `RangerDraft`,
`creation_violations`); the wizard only shows them. Each page lists the options of its step from
`options(catalog, draft, step)`; a not-allowed option is shown greyed with its reason and, when
clicked, the reason is said under the list and nothing is chosen. The deck count and the
violations of the draft so far are live at the foot of every page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWizard,
    QWizardPage,
)

from rangers_qt.app.faces import FaceModel, face_for
from rangers_qt.campaign.creation import RangerDraft, options, picks_needed
from rangers_qt.content.models import ASPECTS
from rangers_qt.ui.panels import CardPreview, card_details
from rangers_qt.ui.theme import DARK, Theme

NOT_ALLOWED = QColor("#8a8a8a")


class _Footer(QLabel):
    """The deck count and what is still wrong, under every page."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("WizardFooter")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def show_draft(self, wizard: RangerWizard) -> None:
        deck = wizard.draft.deck(wizard.catalog)
        steps = still_to_do(wizard.draft)
        problems = wizard.violations(beyond_steps=bool(steps))
        head = f"Deck: {len(deck.cards)} of 30 cards"
        if not steps and not problems:
            self.setText(head + " \u2014 a legal Ranger")
            return
        todo = [*steps, *problems]
        more = f"\n\u2026and {len(todo) - 4} more" if len(todo) > 4 else ""
        self.setText(head + "\nStill to do:" + "\n  \u2022 ".join(["", *todo[:4]]) + more)


#: Rules the wizard's own steps already say in words while a choice is missing (the deck is
#: then short too): their validator wording ("role : no card has that id") is not shown.
STEP_CODES = frozenset(
    {
        "aspect_card",
        "role",
        "role_specialty",
        "personality",
        "background",
        "background_count",
        "specialty",
        "specialty_count",
        "outside_interest",
        "deck_size",
    }
)


def still_to_do(draft: RangerDraft) -> list[str]:
    """The choices not made yet, as the steps a player takes."""
    steps = []
    if not draft.name.strip():
        steps.append("name your Ranger")
    if not draft.aspect_card:
        steps.append("choose an aspect card")
    missing = [a for a in ASPECTS if a not in draft.personality]
    if missing:
        steps.append("choose a personality card for " + ", ".join(missing))
    for kind, cards in (("background", draft.background_cards), ("specialty", draft.specialty_cards)):
        need = picks_needed(f"{kind}_cards") - len(cards)
        if need > 0:
            steps.append(f"choose {need} more {kind} card{'s' if need > 1 else ''}")
    if not draft.role:
        steps.append("choose a role")
    if not draft.outside_interest:
        steps.append("choose an outside interest")
    return steps


def _theme_of(widget: Any) -> Theme:
    """The theme of the window the wizard was opened from (dark if none)."""
    while widget is not None:
        theme = getattr(widget, "theme", None)
        if isinstance(theme, Theme):
            return theme
        widget = widget.parent()
    return DARK


def face_words(face: FaceModel) -> str:
    """A card in plain words for a tooltip: kind, cost, keywords and its generated rules."""
    head = face.type_label + (f", cost {face.cost}" if face.cost is not None else "")
    lines = [f"{face.name} \u2014 {head}"]
    if face.keywords:
        lines.append(", ".join(face.keywords))
    lines += list(face.rules)
    return "\n".join(lines)


class _Page(QWizardPage):
    """One choice: the options of `step`, `picks` of them (personality: one per aspect)."""

    def __init__(self, wizard: RangerWizard, title: str, subtitle: str, step: str) -> None:
        super().__init__()
        self.wiz = wizard
        self.step = step
        self.setTitle(title)
        self.setSubTitle(subtitle)
        self.lay = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName(f"options_{step}")
        self.list.setMouseTracking(True)
        self.list.itemClicked.connect(self._clicked)
        # The card under the pointer (or the current row) shown whole beside the list: the names
        # alone did not say what a card does.
        self.list.itemEntered.connect(self.show_card)
        self.list.currentItemChanged.connect(lambda item, _prev: self.show_card(item))
        self.preview = CardPreview(theme=_theme_of(wizard))
        self.preview.setObjectName(f"preview_{step}")
        self.details = QLabel("")
        self.details.setObjectName("CardDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.reason = QLabel("")
        self.reason.setObjectName("WizardReason")
        self.reason.setWordWrap(True)
        self.footer = _Footer()
        row = QHBoxLayout()
        row.addWidget(self.list, 3)
        side = QVBoxLayout()
        side.addWidget(self.preview, 1)
        side.addWidget(self.details)
        row.addLayout(side, 2)
        self.lay.addLayout(row, 1)
        self.lay.addWidget(self.reason)
        self.lay.addWidget(self.footer)

    # the draft's choices for this page
    def chosen(self) -> list[str]:
        d = self.wiz.draft
        if self.step == "aspects":
            return [d.aspect_card] if d.aspect_card else []
        if self.step == "personality":
            return list(d.personality.values())
        if self.step == "background_cards":
            return list(d.background_cards)
        if self.step == "specialty_cards":
            return list(d.specialty_cards)
        return [d.outside_interest] if d.outside_interest else []

    def fill(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        chosen = set(self.chosen())
        for opt in options(self.wiz.catalog, self.wiz.draft, self.step):
            label = opt.name
            card = self.wiz.catalog.cards.get(opt.id)
            aspect = getattr(card, "aspect", None)
            if self.step == "personality" and aspect:
                label = f"{aspect}: {opt.name}"
            if not opt.allowed:
                label += f" \u2014 not allowed: {opt.reason}"
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, opt.id)
            item.setData(Qt.ItemDataRole.UserRole + 1, opt.reason)
            face = face_for(card) if card is not None else None
            words = face_words(face) if face is not None else opt.name
            item.setToolTip(words if opt.allowed else f"Not allowed: {opt.reason}\n\n{words}")
            if opt.allowed:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if opt.id in chosen else Qt.CheckState.Unchecked)
            else:
                # Still enabled (so a click can say why), never checkable.
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                item.setForeground(QBrush(NOT_ALLOWED))
            self.list.addItem(item)
        self.list.blockSignals(False)
        if self.preview.face is None and self.list.count():
            self.show_card(self.list.item(0))  # a card in view from the start
        self.refresh()

    def initializePage(self) -> None:
        self.fill()

    def show_card(self, item: QListWidgetItem | None) -> None:
        """The row's card, large, with its details (the card shown stays until another one)."""
        card = self.wiz.catalog.cards.get(str(item.data(Qt.ItemDataRole.UserRole))) if item else None
        if card is None:
            return
        face = face_for(card)
        self.preview.show_card(None, face)
        self.details.setText(card_details(None, face))

    def _clicked(self, item: QListWidgetItem) -> None:
        card_id = str(item.data(Qt.ItemDataRole.UserRole))
        why = str(item.data(Qt.ItemDataRole.UserRole + 1) or "")
        name = item.text().split(" \u2014 ")[0]
        if not (item.flags() & Qt.ItemFlag.ItemIsUserCheckable):
            self.reason.setText(f"Not allowed: {name} \u2014 {why}")
            return
        self.reason.setText("")
        self.toggle(card_id)

    def toggle(self, card_id: str) -> None:
        """Choose or unchoose `card_id` (a click anywhere on the row does it)."""
        d = self.wiz.draft
        if self.step == "aspects":
            d.aspect_card = card_id
        elif self.step == "personality":
            aspect = getattr(self.wiz.catalog.cards[card_id], "aspect", None)
            if aspect and d.personality.get(aspect) == card_id:
                del d.personality[aspect]
            elif aspect:
                d.personality[aspect] = card_id
        elif self.step in ("background_cards", "specialty_cards"):
            picked: list[str] = getattr(d, self.step)
            if card_id in picked:
                picked.remove(card_id)
            elif len(picked) < picks_needed(self.step):
                picked.append(card_id)
            else:
                self.reason.setText(f"Already {picks_needed(self.step)} chosen: take one off first")
        else:
            d.outside_interest = None if d.outside_interest == card_id else card_id
        self.fill()

    def refresh(self) -> None:
        self.footer.show_draft(self.wiz)
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return len(self.chosen()) == picks_needed(self.step)


class _SetPage(_Page):
    """Background or specialty: the set in a combo box above its cards (and the role)."""

    def __init__(self, wizard: RangerWizard, kind: str, title: str, subtitle: str) -> None:
        super().__init__(wizard, title, subtitle, f"{kind}_cards")
        self.kind = kind
        form = QFormLayout()
        self.sets = QComboBox()
        self.sets.setObjectName(f"choose_{kind}")
        for opt in options(wizard.catalog, wizard.draft, kind):
            self.sets.addItem(opt.name, opt.id)
        form.addRow(kind.capitalize(), self.sets)
        self.roles: QComboBox | None = None
        if kind == "specialty":
            self.roles = QComboBox()
            self.roles.setObjectName("choose_role")
            form.addRow("Role", self.roles)
            self.roles.currentIndexChanged.connect(self._role_changed)
        self.lay.insertLayout(0, form)
        self.sets.currentIndexChanged.connect(self._set_changed)

    def initializePage(self) -> None:
        current = getattr(self.wiz.draft, self.kind)
        index = self.sets.findData(current) if current else 0
        self.sets.setCurrentIndex(max(0, index))
        self._set_changed()

    def _set_changed(self) -> None:
        d = self.wiz.draft
        chosen = str(self.sets.currentData())
        if getattr(d, self.kind) != chosen:
            setattr(d, self.kind, chosen)
            setattr(d, self.step, [])
            if self.kind == "specialty":
                d.role = None
        if self.roles is not None:
            self.roles.blockSignals(True)
            self.roles.clear()
            for opt in options(self.wiz.catalog, d, "role"):
                self.roles.addItem(opt.name, opt.id)
            self.roles.setCurrentIndex(max(0, self.roles.findData(d.role)) if d.role else 0)
            self.roles.blockSignals(False)
            self._role_changed()
        self.fill()

    def _role_changed(self) -> None:
        if self.roles is not None and self.roles.currentData():
            self.wiz.draft.role = str(self.roles.currentData())
            self.refresh()


class _NamePage(_Page):
    """The Ranger's name above the aspect cards."""

    def __init__(self, wizard: RangerWizard) -> None:
        super().__init__(
            wizard, "Name and aspects", "Name your Ranger and choose one of the 12 aspect cards.", "aspects"
        )
        form = QFormLayout()
        self.name = QLineEdit(wizard.draft.name)
        self.name.setObjectName("ranger_name")
        self.name.setPlaceholderText("Your Ranger's name")
        self.name.textChanged.connect(self._named)
        form.addRow("Name", self.name)
        self.lay.insertLayout(0, form)

    def _named(self, text: str) -> None:
        self.wiz.draft.name = text
        self.refresh()

    def isComplete(self) -> bool:
        return bool(self.wiz.draft.name.strip()) and super().isComplete()


class _SummaryPage(QWizardPage):
    def __init__(self, wizard: RangerWizard) -> None:
        super().__init__()
        self.wiz = wizard
        self.setTitle("Your Ranger")
        self.setSubTitle("The 30 cards this Ranger starts the campaign with.")
        lay = QVBoxLayout(self)
        self.text = QLabel("")
        self.text.setObjectName("WizardSummary")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.text, 1)

    def initializePage(self) -> None:
        cat = self.wiz.catalog
        deck = self.wiz.draft.deck(cat)
        problems = self.wiz.violations()
        lines = [
            f"{deck.name}: " + ", ".join(f"{a} {deck.aspects.get(a, 0)}" for a in ASPECTS),
            f"Role: {cat.cards[deck.role_id].name if deck.role_id in cat.cards else '-'}",
            f"{len(deck.cards)} cards:",
        ]
        for card_id, n in sorted(deck.counts().items(), key=lambda kv: cat.cards[kv[0]].name):
            lines.append(f"  {n} \u00d7 {cat.cards[card_id].name}")
        lines.append("" if not problems else "Not legal yet:\n  \u2022 " + "\n  \u2022 ".join(problems))
        self.text.setText("\n".join(lines))
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return not self.wiz.violations()


class RangerWizard(QWizard):
    """One Ranger, step by step; `deck()` after it is accepted."""

    def __init__(self, catalog: Any, parent: Any = None, draft: RangerDraft | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.draft = draft or RangerDraft()
        self.setWindowTitle("Create a Ranger")
        self.setObjectName("RangerWizard")
        # Classic: no white banner (ModernStyle's header ignores the dark theme's colours).
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.pages = [
            _NamePage(self),
            _Page(
                self,
                "Personality",
                "One personality card for each aspect (two copies each).",
                "personality",
            ),
            _SetPage(self, "background", "Background", "Choose a background, then 5 of its cards."),
            _SetPage(
                self, "specialty", "Specialty and role", "Choose a specialty, its role, then 5 of its cards."
            ),
            _Page(
                self,
                "Outside interest",
                "One card of another background or specialty (not a role, not Expert).",
                "outside_interest",
            ),
            _SummaryPage(self),
        ]
        for page in self.pages:
            self.addPage(page)
        self.resize(980, 680)

    def violations(self, beyond_steps: bool = False) -> list[str]:
        """The draft's broken rules in the validator's words; `beyond_steps`: only those the
        missing steps do not already name."""
        found = self.draft.violations(self.catalog)
        return [v.message for v in found if not (beyond_steps and v.code in STEP_CODES)]

    def deck(self) -> Any:
        return self.draft.deck(self.catalog)
