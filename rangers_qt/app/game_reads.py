"""What the window reads from the game: the state, the prompt and its options by card and by
number key, names, and the engine's previews, each worked out once per prompt.

Why apart from `GameController`: these never change the game, and the controller's intents
(answers, drops, undo, saves) read more plainly without them; `GameController` is this class
plus the intents and the signals.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject

from rangers_qt.app import intents
from rangers_qt.app.table_model import TableModel, TableView
from rangers_qt.engine.cards import CatalogLike
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.preview import CommitPreview, TestPreview, commit_preview, test_preview
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.rules.fatigue import blocking_obstacles, interaction_fatigue
from rangers_qt.engine.session import Session
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import in_play

_log = logging.getLogger("rangers_qt.app.controller")  # the controller's log, as before the split


class GameReads(QObject):
    """The read side of `GameController` (app/controller.py)."""

    def __init__(self, session: Session, catalog: CatalogLike, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.catalog = catalog
        self.model = TableModel(catalog.card)
        #: Engine previews, kept until the next answer.
        self._previews: dict[tuple[str, str], TestPreview | CommitPreview | None] = {}
        #: The prompt's options by the card they use, and its keyed options, each worked out once
        #: per prompt (and table picture): the table asks for every usable card's options, and the
        #: prompt bar and the cards' pills both ask for the key order, on each answer.
        self._by_card: tuple[Prompt | None, dict[str, list[Option]]] = (None, {})
        self._keyed: tuple[Prompt | None, TableView | None, tuple[list[Option], set[str]]] = (
            None,
            None,
            ([], set()),
        )

    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def prompt(self) -> Prompt | None:
        return self.session.prompt

    def options(self) -> list[Option]:
        return list(self.prompt.options) if self.prompt else []

    def table(self) -> TableView:
        """The table picture, kept up to date from each answer's change set."""
        if self.model.table is None:
            self.model.rebuild(self.session.state)
        assert self.model.table is not None
        return self.model.table

    def card_name(self, iid: str) -> str:
        inst = self.state.cards.get(iid)
        if inst is None:
            return iid
        try:
            return str(self.catalog.card(inst.def_id).name)
        except KeyError:
            return str(inst.def_id)

    def looked_at_face(self, iid: str) -> Any | None:
        """The face of a face-down card the current prompt asks about while it is out of play: a
        card being looked at in a deck (a setup card searched from a Ranger deck, a path card
        scouted or searched for). None for any other card, and always for a face-down card in
        play (a face-down path card stays unknown until it is turned face up)."""
        inst = self.state.cards.get(iid)
        prompt = self.prompt
        if inst is None or inst.face_up or prompt is None:
            return None
        if not any(o.card == iid for o in prompt.options) or in_play(self.state, iid):
            return None
        return self.model.face_of(inst.def_id, getattr(inst, "side", "front"))

    def ranger_name(self, rid: str | None) -> str:
        if rid is None:
            return ""
        for r in self.state.rangers:
            if r.id == rid:
                return str(r.name)
        return rid

    def ranger_names(self) -> list[str]:
        """Every Ranger's name, in seat order."""
        return [str(r.name) for r in self.state.rangers]

    def hand_ranger(self) -> str | None:
        """Whose hand is shown: the prompt's ranger, else the active one (hot seat)."""
        prompt = self.prompt
        if prompt is not None and prompt.ranger:
            return prompt.ranger
        return self.state.active_ranger or (self.state.rangers[0].id if self.state.rangers else None)

    def legal_cards(self) -> set[str]:
        return intents.legal_cards(self.options())

    def drop_zones(self) -> dict[str, set[str]]:
        zones = [f"{k}:{r.id}" for r in self.state.rangers for k in ("within_reach", "player_area")]
        zones += ["surroundings", "along_the_way", "hand"]
        return intents.drop_zones(self.options(), zones)

    def card_options(self, iid: str) -> list[Option]:
        """The prompt's options that use this card (played, committed, chosen, or the target)."""
        prompt = self.prompt
        if prompt is None:
            return []
        if self._by_card[0] is not prompt:
            by_card: dict[str, list[Option]] = {}
            for o in prompt.options:
                for iid_ in dict.fromkeys(i for i in (o.card, o.target) if i):
                    by_card.setdefault(iid_, []).append(o)
            self._by_card = (prompt, by_card)
        return list(self._by_card[1].get(iid, ()))

    def ranger_card(self) -> str | None:
        """The role card of the ranger the prompt asks, when dragging it onto a card may start one
        of that card's tests (it stands for the ranger: Traverse, Connect... have no card), or
        say why not."""
        prompt = self.prompt
        if prompt is None or not prompt.ranger:
            return None
        # During a turn it is always draggable: a drop on a card it cannot test says why (#31).
        if prompt.kind != "turn" and not any(
            o.kind == "test" and not o.card and o.target for o in prompt.options
        ):
            return None
        try:
            role = self.state.ranger(prompt.ranger).role
        except (KeyError, ValueError):
            return None
        return role or None

    def keyed_options(self) -> tuple[list[Option], set[str]]:
        """The options in number-key order and the ids of those shown on their card (issue #15):
        a turn prompt's card options live on the card (pill, tooltip, menu), the prompt bar keeps
        the rest and numbers them first."""
        prompt = self.prompt
        if prompt is None:
            return [], set()
        table = self.table()
        if self._keyed[0] is prompt and self._keyed[1] is table:
            ordered, ids = self._keyed[2]
            return list(ordered), set(ids)

        def shown(iid: str) -> bool:
            where = table.where(iid) if iid in table.cards else None
            return where is not None and not where.startswith("discard")

        on_card = intents.on_card_options(prompt.options, prompt.kind, shown)
        keyed = (intents.key_order(intents.merge_identical(prompt.options, prompt.kind), on_card), on_card)
        self._keyed = (prompt, table, keyed)
        return list(keyed[0]), set(keyed[1])

    def option_key(self, option_id: str) -> int | None:
        """The number key (1-9) that answers this option, if any."""
        ordered, _ = self.keyed_options()
        for n, o in enumerate(ordered[:9], start=1):
            if o.id == option_id:
                return n
        return None

    def fatigue_preview(
        self, target: str, ranger: str | None = None, source: str | None = None
    ) -> list[tuple[str, int]]:
        """Who would fatigue the ranger for interacting with `target`: [(card name, amount)].

        `source` is the card a test is printed on: when it sits farther away than the target,
        it decides what lies between (ruling R34), so the preview must know it too."""
        rid = ranger or self.hand_ranger()
        if rid is None or target not in self.state.cards:
            return []
        try:
            found = interaction_fatigue(self.state, self.catalog, rid, target, source=source)
        except (EngineError, KeyError, ValueError) as exc:
            _log.warning("fatigue preview failed for %s: %s", target, exc)
            return []
        return [(self.card_name(iid), n) for iid, n in found]

    def obstacles(self, target: str, ranger: str | None = None) -> list[str]:
        rid = ranger or self.hand_ranger()
        if rid is None or target not in self.state.cards:
            return []
        try:
            return [self.card_name(i) for i in blocking_obstacles(self.state, self.catalog, rid, target)]
        except (EngineError, KeyError, ValueError):
            return []

    def test_preview(self, option: Option, extra_effort: int = 0) -> TestPreview | None:
        """What a test option would cost and give (the engine's `test_preview`), memoised until the
        next answer: the test dialog asks again whenever a row is picked. `extra_effort`: the
        icons of the cards ticked to commit with it, in the odds."""
        key = ("test", f"{option.id}+{extra_effort}" if extra_effort else option.id)
        if key not in self._previews:
            try:
                self._previews[key] = test_preview(self.state, self.catalog, option, extra_effort)
            except (EngineError, KeyError, ValueError) as exc:
                _log.warning("cannot preview the test %s: %s", option.id, exc)
                self._previews[key] = None
        found = self._previews[key]
        assert found is None or isinstance(found, TestPreview)
        return found

    def commit_preview(self) -> CommitPreview | None:
        """The running test's standing and the chance each commit option would give."""
        key = ("commit", "")
        if key not in self._previews:
            self._previews[key] = commit_preview(self.state, self.catalog)
        found = self._previews[key]
        assert found is None or isinstance(found, CommitPreview)
        return found
