"""Game > New day: the rangers, the lead, where the day starts, the weather and the seed.

A thin form over `app.day_choices.DayChoices`: it reads and writes that value, and remembers
the last choices in QSettings so the next day starts from them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.day_choices import (
    DEFAULT_NAMES,
    DIFFICULTIES,
    MAX_SEED,
    TERRAINS,
    DayChoices,
    Seat,
    deck_options,
    location_options,
    random_seed,
    terrain_words,
    weather_name,
    weather_slug,
)

CHOICES_KEY = "day/last_choices"


def remembered_choices(settings: QSettings) -> DayChoices:
    """The last day's choices with a fresh seed (defaults if none are remembered or they are unreadable)."""
    text = settings.value(CHOICES_KEY, "")
    try:
        base = DayChoices.from_json(str(text)) if text else DayChoices()
    except ValueError:
        base = DayChoices()
    return DayChoices(**{**base.__dict__, "seed": random_seed()})


def remember_choices(settings: QSettings, choices: DayChoices) -> None:
    settings.setValue(CHOICES_KEY, choices.to_json())
    settings.sync()


class NewDayDialog(QDialog):
    def __init__(self, catalog: Any, choices: DayChoices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewDayDialog")
        self.setWindowTitle("New day")
        self.catalog = catalog
        self.decks = deck_options(catalog)
        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        title = QLabel("A new day in the Valley")
        title.setObjectName("DialogTitle")
        outer.addWidget(title)

        # Rangers ------------------------------------------------------------------
        box = QGroupBox("Rangers")
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(10)
        self.count = QSpinBox()
        self.count.setObjectName("ranger_count")
        self.count.setRange(1, 4)
        self.count.setMinimumWidth(90)
        top = QHBoxLayout()
        top.setSpacing(8)
        count_label = QLabel("How many rangers:")
        count_label.setBuddy(self.count)
        top.addWidget(count_label)
        top.addWidget(self.count)
        top.addStretch(1)
        grid.addLayout(top, 0, 0, 1, 4)
        for col, head in enumerate(("Lead", "Name", "Starter deck", "Role \u00b7 aspects")):
            label = QLabel(head)
            label.setObjectName("PanelTitle")
            grid.addWidget(label, 1, col)
        self.lead_group = QButtonGroup(self)
        self.names: list[QLineEdit] = []
        self.deck_boxes: list[QComboBox] = []
        self.deck_notes: list[QLabel] = []
        self.leads: list[QRadioButton] = []
        for n in range(4):
            lead = QRadioButton()
            lead.setObjectName(f"lead_{n + 1}")
            self.lead_group.addButton(lead, n)
            name = QLineEdit()
            name.setObjectName(f"name_{n + 1}")
            name.setMaxLength(24)
            name.setMinimumWidth(150)
            deck = QComboBox()
            deck.setObjectName(f"deck_{n + 1}")
            for d in self.decks:
                deck.addItem(d.name, d.index)
            note = QLabel("")
            note.setObjectName("DayDetail")
            deck.currentIndexChanged.connect(lambda _i, k=n: self._deck_note(k))
            for col, w in enumerate((lead, name, deck, note)):
                grid.addWidget(w, n + 2, col)
            self.leads.append(lead)
            self.names.append(name)
            self.deck_boxes.append(deck)
            self.deck_notes.append(note)
        self.count.valueChanged.connect(self._seats_shown)
        outer.addWidget(box)

        # Where --------------------------------------------------------------------
        place = QGroupBox("Where the day starts")
        form = QFormLayout(place)
        self.location = QComboBox()
        self.location.setObjectName("location")
        for slug, place_name in location_options(catalog):
            self.location.addItem(place_name, slug)
        self.terrain = QComboBox()
        self.terrain.setObjectName("terrain")
        for t in TERRAINS:
            self.terrain.addItem(terrain_words(t).capitalize(), t)
        form.addRow("Location:", self.location)
        form.addRow("Path travelled on:", self.terrain)
        outer.addWidget(place)

        # Weather ------------------------------------------------------------------
        weather = QGroupBox("Weather")
        wgrid = QGridLayout(weather)
        self.by_difficulty = QRadioButton("By difficulty")
        self.by_difficulty.setObjectName("weather_by_difficulty")
        self.by_campaign = QRadioButton("Campaign day")
        self.by_campaign.setObjectName("weather_by_campaign")
        self.difficulty = QComboBox()
        self.difficulty.setObjectName("difficulty")
        for level in DIFFICULTIES:
            slug = weather_slug(DayChoices(difficulty=level))
            self.difficulty.addItem(f"{level.capitalize()}: {weather_name(catalog, slug)}", level)
        self.day = QSpinBox()
        self.day.setObjectName("campaign_day")
        self.day.setRange(1, 45)
        self.weather_note = QLabel("")
        self.weather_note.setObjectName("DayDetail")
        wgrid.addWidget(self.by_difficulty, 0, 0)
        wgrid.addWidget(self.difficulty, 0, 1)
        wgrid.addWidget(self.by_campaign, 1, 0)
        wgrid.addWidget(self.day, 1, 1)
        wgrid.addWidget(self.weather_note, 2, 0, 1, 2)
        for w in (self.by_difficulty, self.by_campaign):
            w.toggled.connect(self._weather_changed)
        self.difficulty.currentIndexChanged.connect(self._weather_changed)
        self.day.valueChanged.connect(self._weather_changed)
        outer.addWidget(weather)

        # Seed ---------------------------------------------------------------------
        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel("Seed:"))
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, MAX_SEED)
        self.seed.setToolTip("The same seed and choices replay the same day")
        seed_row.addWidget(self.seed)
        reroll = QPushButton("New random seed")
        reroll.setObjectName("reroll_seed")
        reroll.clicked.connect(lambda: self.seed.setValue(random_seed()))
        seed_row.addWidget(reroll)
        seed_row.addStretch(1)
        outer.addLayout(seed_row)

        self.problem = QLabel("")
        self.problem.setObjectName("DayStatus")
        self.problem.setWordWrap(True)
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton("Start the day", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("start_day")
        self.start_button.setProperty("primary", True)
        self.start_button.setDefault(True)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.set_choices(choices)

    # ------------------------------------------------------------------ value in, value out
    def set_choices(self, choices: DayChoices) -> None:
        self.count.setValue(len(choices.seats))
        for n in range(4):
            seat = choices.seats[n] if n < len(choices.seats) else Seat(DEFAULT_NAMES[n], n % len(self.decks))
            self.names[n].setText(seat.name)
            self.deck_boxes[n].setCurrentIndex(max(0, min(seat.deck, len(self.decks) - 1)))
            self._deck_note(n)
        self.leads[min(choices.lead, len(choices.seats) - 1)].setChecked(True)
        self._select(self.location, choices.location)
        self._select(self.terrain, choices.terrain)
        self._select(self.difficulty, choices.difficulty)
        self.day.setValue(choices.campaign_day)
        (self.by_campaign if choices.weather_by == "campaign" else self.by_difficulty).setChecked(True)
        self.seed.setValue(choices.seed)
        self._seats_shown()
        self._weather_changed()

    def choices(self) -> DayChoices:
        count = self.count.value()
        return DayChoices(
            seats=tuple(
                Seat(self.names[n].text().strip(), int(self.deck_boxes[n].currentData()))
                for n in range(count)
            ),
            lead=max(0, min(self.lead_group.checkedId(), count - 1)),
            location=str(self.location.currentData()),
            terrain=str(self.terrain.currentData()),
            weather_by="campaign" if self.by_campaign.isChecked() else "difficulty",
            difficulty=str(self.difficulty.currentData()),
            campaign_day=self.day.value(),
            seed=self.seed.value(),
        )

    # ------------------------------------------------------------------ reactions
    @staticmethod
    def _select(box: QComboBox, data: str) -> None:
        index = box.findData(data)
        if index >= 0:
            box.setCurrentIndex(index)

    def _deck_note(self, n: int) -> None:
        deck = self.decks[int(self.deck_boxes[n].currentData() or 0)]
        self.deck_notes[n].setText(f"{deck.role} \u00b7 {deck.aspects}")

    def _seats_shown(self) -> None:
        count = self.count.value()
        for n in range(4):
            for w in (self.leads[n], self.names[n], self.deck_boxes[n], self.deck_notes[n]):
                w.setVisible(n < count)
        if self.lead_group.checkedId() >= count:
            self.leads[0].setChecked(True)
        self.adjustSize()

    def _weather_changed(self) -> None:
        campaign = self.by_campaign.isChecked()
        self.difficulty.setEnabled(not campaign)
        self.day.setEnabled(True)
        slug = weather_slug(self.choices())
        when = f"day {self.day.value()}'s recommended weather" if campaign else "chosen by difficulty"
        self.weather_note.setText(
            f"Weather: {weather_name(self.catalog, slug)} ({when}). "
            "The campaign day also names its guide entries."
        )

    def _accept(self) -> None:
        problems = self.choices().validate(self.catalog, len(self.decks))
        if problems:
            self.problem.setText("Cannot start: " + "; ".join(problems))
            return
        self.accept()
