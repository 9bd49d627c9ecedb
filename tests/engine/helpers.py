"""Small in-memory card sets and a strict prompt driver for the engine's rules tests.

Card facts here are invented for the tests (ids start with "T"), so no test depends on the
shipped card data.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import GameSetup, ManualAdjust, RangerSetup, Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import MemoryCatalog
from rangers_qt.engine.core import EffectRegistry
from rangers_qt.engine.effects.registry import fresh_registry
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.events import AnswerResult
from rangers_qt.engine.preview import test_begin_args
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.zones import where

ASP = {"AWA": 2, "FIT": 2, "FOC": 2, "SPI": 2}


def kw(*names: str, **valued: int) -> tuple[m.Keyword, ...]:
    return tuple(m.Keyword(name=n) for n in names) + tuple(  # type: ignore[arg-type]
        m.Keyword(name=n, value=v)
        for n, v in valued.items()  # type: ignore[arg-type]
    )


def amt(n: int | str) -> m.Amount:
    if isinstance(n, str):
        if n == "x":
            return m.Amount(kind="x")
        if n == "r":
            return m.Amount(kind="ranger_tokens")
        return m.Amount(kind="per_ranger", n=int(n.rstrip("p")))
    return m.Amount.fixed(n)


def role(cid: str = "TROLE", name: str = "Test Role") -> m.RoleCard:
    return m.RoleCard(id=cid, name=name, set_id="t")


def filler(cid: str = "TFILL", **icons: int) -> m.AttributeCard:
    return m.AttributeCard(id=cid, name=f"Filler {cid}", set_id="t", approach=icons)  # type: ignore[arg-type]


def moment(cid: str, cost: int = 1, aspect: str = "AWA", **extra: Any) -> m.MomentCard:
    return m.MomentCard(id=cid, name=f"Moment {cid}", set_id="t", cost=amt(cost), aspect=aspect, **extra)


def gear(cid: str, cost: int = 1, aspect: str = "FIT", equip: int = 1, **extra: Any) -> m.GearCard:
    return m.GearCard(
        id=cid,
        name=extra.pop("name", f"Gear {cid}"),
        set_id="t",
        cost=amt(cost),
        aspect=aspect,
        equip=equip,
        **extra,
    )


def tdef(
    tid: str = "t1",
    aspect: str = "AWA",
    approach: str = "conflict",
    diff: int | str = 1,
    targets: str = "self",
    label: str = "Try",
    uses: tuple[str, int] | None = None,
) -> m.TestDef:
    return m.TestDef(
        id=tid,
        aspect=aspect,
        approach=approach,
        difficulty=amt(diff),
        label=label,
        targets=targets,  # type: ignore[arg-type]
        uses=m.TokenUse(name=uses[0], count=amt(uses[1])) if uses else None,
    )


def being(
    cid: str,
    presence: int | str = 1,
    progress: int | str | None = None,
    harm: int | str | None = None,
    area: str = "within_reach",
    **extra: Any,
) -> m.PathBeingCard:
    return m.PathBeingCard(
        id=cid,
        name=extra.pop("name", f"Being {cid}"),
        set_id=extra.pop("set_id", "tpath"),
        presence=amt(presence),
        progress_threshold=amt(progress) if progress is not None else None,
        harm_threshold=amt(harm) if harm is not None else None,
        area=area,
        **extra,  # type: ignore[arg-type]
    )


def feature(
    cid: str,
    presence: int | str = 1,
    progress: int | str | None = None,
    harm: int | str | None = None,
    area: str = "within_reach",
    **extra: Any,
) -> m.PathFeatureCard:
    return m.PathFeatureCard(
        id=cid,
        name=extra.pop("name", f"Feature {cid}"),
        set_id=extra.pop("set_id", "tpath"),
        presence=amt(presence),
        progress_threshold=amt(progress) if progress is not None else None,
        harm_threshold=amt(harm) if harm is not None else None,
        area=area,
        **extra,  # type: ignore[arg-type]
    )


def location(
    cid: str = "TLOC", slug: str = "test_place", presence: int = 1, progress: int | str = 3, **extra: Any
) -> m.LocationCard:
    return m.LocationCard(
        id=cid,
        name="Test Place",
        set_id="tloc",
        slug=slug,
        presence=amt(presence),
        progress_threshold=amt(progress),
        **extra,
    )


def challenge(
    cid: str, mod: int = 0, symbol: str = "sun", reshuffle: bool = False, mods: dict[str, int] | None = None
) -> m.ChallengeCard:
    return m.ChallengeCard(
        id=cid,
        name=f"Challenge {cid}",
        set_id="challenge",
        mods=mods or {a: mod for a in ASP},
        symbol=symbol,
        reshuffle=reshuffle,
    )  # type: ignore[arg-type]


def weather(cid: str = "TWEA", challenge_symbols: tuple[str, ...] = ()) -> m.WeatherCard:
    face = m.WeatherFace(name="Test Weather", token="cloud", challenge=challenge_symbols)  # type: ignore[arg-type]
    return m.WeatherCard(
        id=cid,
        name="Test Weather",
        set_id="weather",
        slug="test_weather",
        front=face,
        back=face,
        difficulty="normal",
    )


def mission(
    cid: str = "TMIS",
    challenge_symbols: tuple[str, ...] = (),
    progress: int | None = None,
    tests: tuple[m.TestDef, ...] = (),
    **extra: Any,
) -> m.MissionCard:
    face = m.MissionFace(name="Test Mission", challenge=challenge_symbols, tests=tests)  # type: ignore[arg-type]
    return m.MissionCard(
        id=cid, name="Test Mission", set_id="missions", slug="test_mission", front=face, back=face, **extra
    )


def pa(hook: str, **fields: Any) -> m.PrintedAbility:
    """One entry of a card's printed inventory (content.models.PrintedAbility)."""
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


#: A test's Python stand-in for one card text: (engine, card instance, Ranger, bindings).
TextSpy = Callable[[Any, str, "str | None", dict[str, Any]], None]


def spy_texts(
    spies: dict[tuple[str, str], TextSpy], registry: EffectRegistry | None = None
) -> EffectRegistry:
    """A private registry whose text runner calls ``spies[(card id, hook key)]`` for that card text
    (``play``, ``enters_play``, ``challenge:sun``, ``clear:progress``, ``test:t1:failure``,
    ``response:before:test``...) and the behaviour interpreter for every other one.

    Why at the text runner: it is the one plug point where the engine runs a card's text
    (engine/flow/card_text.py), so a rules test observes the moment the engine reaches a text
    without a second card-scripting mechanism in the engine."""
    reg = registry or fresh_registry()
    base = reg.text

    def run(eng: Any, key: str, iid: str, ranger: str | None, bindings: dict[str, Any]) -> bool:
        spy = spies.get((eng.facts(iid).id, key))
        if spy is None:
            return base is not None and base(eng, key, iid, ranger, bindings)
        if key.startswith("challenge:") and not eng.rec.enabled:
            # The unrecorded look-ahead on a copy (engine/flow/inert_effects.py): the spied effect
            # is taken to change the table, so it runs for real once, and a spy sees real runs only.
            eng.state.bump(f"spied {key}")
            return True
        spy(eng, iid, ranger, bindings)
        return True

    reg.text = run
    return reg


def soothe_gear(cid: str = "TG") -> m.GearCard:
    """Gear with an exhaust ability (no timing) that soothes 1 fatigue of its Ranger."""
    return gear(
        cid,
        cost=0,
        printed=(pa("ability", exhaust=True),),
        behaviour={"abilities": [{"on": "ability", "effects": [{"do": "soothe", "amount": 1}]}]},
    )


#: The standard pinned challenge cards: 0 sun, +1 mountain, -1 crest, -2 sun, 0 sun with reshuffle.
C0, CP, CM, CM2, CR = "TC0", "TCP", "TCM", "TCM2", "TCR"
BASE_CARDS: list[Any] = [
    role(),
    filler(),
    location(),
    challenge(C0, 0, "sun"),
    challenge(CP, 1, "mountain"),
    challenge(CM, -1, "crest"),
    challenge(CM2, -2, "sun"),
    challenge(CR, 0, "sun", reshuffle=True),
]


def bot_step(session: Session, bot: RandomBot) -> bool:
    """One move of a (chaos) bot: the manual adjustment it may make first (one the engine refuses
    changes nothing), then its answer. False when the day ended meanwhile and nothing was answered:
    the seeded-game loops of the equivalence tests share it."""
    adjust = bot.maybe_manual(session.state)
    if adjust is not None:
        with contextlib.suppress(IllegalAnswer):
            session.manual(adjust)
    if session.prompt is None:
        return False
    session.answer(bot.choose(session.prompt))
    return True


def _fits(option: Option, want: dict[str, Any]) -> bool:
    return all(getattr(option, k) == v for k, v in want.items())


class PromptDriver:
    """What the strict test drivers share (``Game`` here, ``Day`` in ``day/kit.py``): read the
    state, and answer only the prompt a step names; anything else fails the test."""

    session: Session
    last: AnswerResult | None

    @property
    def state(self):  # type: ignore[no-untyped-def]
        return self.session.state

    @property
    def prompt(self) -> Prompt:
        p = self.session.prompt
        assert p is not None, f"expected a prompt; the day ended: {self.session.state.day_over}"
        return p

    def expect(self, kind: str, ranger: str | None = None) -> Prompt:
        p = self.prompt
        assert p.kind == kind, (
            f"expected a {kind!r} prompt, got {p.kind!r}: {p.title} {[o.id for o in p.options]}"
        )
        if ranger is not None:
            assert p.ranger == ranger, f"expected {ranger}'s prompt, got {p.ranger}"
        return p

    def pick(self, option_id: str, kind: str | None = None) -> AnswerResult:
        if kind is not None:
            self.expect(kind)
        ids = [o.id for o in self.prompt.options]
        assert option_id in ids, f"{option_id!r} not offered in {self.prompt.kind}: {ids}"
        self.last = self.session.answer(option_id)
        return self.last

    def options(self) -> list[str]:
        return [o.id for o in self.prompt.options]

    # ------------------------------------------------------------------ choosing by meaning
    # Option ids are stable words, but a test reads better (and survives an id's wording
    # changing) when it says what it chooses: ``g.choose_test("traverse", loc)``, ``g.play(card)``,
    # ``g.rest()``. Each finds exactly one matching option of the current prompt or fails with
    # the options that were offered.

    def card_ref(self, card: str) -> str:
        """An iid as given, or the first instance of a definition id ("TA" -> "c12")."""
        return card if card in self.state.cards else self.iid(card)

    def find(self, kind: str, card: str | None = None, target: str | None = None, **fields: Any) -> Option:
        """The one option of `kind` about `card` (and `target`, `aspect`, `amount`, `area`)."""
        want = dict(fields)
        if card is not None:
            want["card"] = self.card_ref(card)
        if target is not None:
            want["target"] = self.card_ref(target) if target not in self._rangers() else target
        found = [o for o in self.prompt.options if o.kind == kind and _fits(o, want)]
        assert len(found) == 1, f"{len(found)} {kind!r} options with {want}: {self.options()}"
        return found[0]

    def choose(
        self, kind: str, card: str | None = None, target: str | None = None, **fields: Any
    ) -> AnswerResult:
        return self.pick(self.find(kind, card, target, **fields).id)

    def find_test(self, name: str, target: str | None = None, source: str | None = None) -> Option:
        """A turn's test option by the test's name: a common test ("traverse", "connect", "avoid",
        "remember") or a printed test's id ("t1", with `source` the card it is printed on)."""
        self.expect("turn")
        tid = self.card_ref(target) if target else None
        src = self.card_ref(source) if source else None
        found = []
        for o in self.prompt.options:
            args = test_begin_args(o)
            if args is None or (args["key"] or "").partition(":")[2] != name:
                continue
            if args["target"] == tid and (source is None or args["source"] == src):
                found.append(o)
        assert len(found) == 1, f"{len(found)} {name!r} tests on {tid}: {self.options()}"
        return found[0]

    def choose_test(self, name: str, target: str | None = None, source: str | None = None) -> AnswerResult:
        return self.pick(self.find_test(name, target, source).id)

    def play(self, card: str) -> AnswerResult:
        return self.choose("play_card", card)

    def rest(self) -> AnswerResult:
        return self.choose("rest")

    def done(self) -> AnswerResult:
        """Finish the step: "done" committing or choosing, or done applying a card's text by hand."""
        kinds = {o.kind for o in self.prompt.options}
        return self.choose("done" if "done" in kinds else "manual")

    def commit_energy(self, amount: int) -> AnswerResult:
        return self.choose("commit_energy", amount=amount)

    def commit_card(self, card: str) -> AnswerResult:
        return self.choose("commit_card", card)

    def next_ranger(self, ranger: str) -> AnswerResult:
        """Who takes the next turn (the plain choice, not going again by exhausting the role)."""
        found = [o for o in self.expect("choose_next").options if o.target == ranger and o.card is None]
        assert len(found) == 1, f"{ranger} cannot be chosen: {self.options()}"
        return self.pick(found[0].id)

    def _rangers(self) -> set[str]:
        return {r.id for r in self.state.rangers}

    def iid(self, def_id: str, nth: int = 0) -> str:
        found = sorted(
            (c.iid for c in self.state.cards.values() if c.def_id == def_id), key=lambda i: int(i[1:])
        )
        return found[nth]

    def where(self, iid: str) -> tuple[str, str | None]:
        return where(self.state, iid)


class Game(PromptDriver):
    """A strict driver: every step names the prompt it expects; anything else fails the test."""

    def __init__(
        self,
        cards: Iterable[Any] = (),
        rangers: int = 1,
        path: list[str] | None = None,
        challenge_order: list[str] | None = None,
        decks: list[list[str]] | None = None,
        aspects: dict[str, int] | None = None,
        registry: EffectRegistry | None = None,
        **setup: Any,
    ) -> None:
        extra = list(cards)
        ids = {c.id for c in extra}
        self.catalog = MemoryCatalog([c for c in BASE_CARDS if c.id not in ids] + extra)
        self.registry = registry or fresh_registry()
        decks = decks or [[] for _ in range(rangers)]
        rs = [
            RangerSetup(
                name=f"Ranger{i + 1}",
                aspects=dict(aspects or ASP),
                role_id="TROLE",
                deck=list(decks[i]) + ["TFILL"] * max(0, 30 - len(decks[i])),
            )
            for i in range(rangers)
        ]
        self.setup = GameSetup(
            rangers=rs,
            location=setup.pop("location", "test_place"),
            path_deck=path or [],
            challenge_order=challenge_order if challenge_order is not None else [C0] * 10,
            shuffle_decks=False,
            seed=setup.pop("seed", 5),
            **setup,
        )
        self.session = Session.new(self.catalog, self.setup, self.registry)
        self.last: AnswerResult | None = None

    def bring(self, def_id: str, zone: str = "within_reach", ranger: str | None = "r1", nth: int = 0) -> str:
        """Put a card into play by a manual move (it enters play: tokens, ambush)."""
        iid = self.iid(def_id, nth)
        rid = (
            ranger if zone in ("within_reach", "player_area", "hand", "deck", "discard", "fatigue") else None
        )
        self.session.manual(ManualAdjust(action="move", card=iid, zone=zone, ranger=rid))
        return iid

    def ranger(self, rid: str = "r1"):  # type: ignore[no-untyped-def]
        return self.state.ranger(rid)

    def test(self, option_id: str, energy: int = 1, commits: Iterable[str] = ()) -> AnswerResult:
        """Perform a test through its prompts: choose, commit energy, commit cards (if asked)."""
        self.pick(option_id, "turn")
        return self._commit(energy, commits)

    def perform(
        self,
        name: str,
        target: str | None = None,
        energy: int = 1,
        commits: Iterable[str] = (),
        source: str | None = None,
    ) -> AnswerResult:
        """`test` by meaning: ``g.perform("traverse", loc, energy=2)``."""
        self.choose_test(name, target, source)
        return self._commit(energy, commits)

    def _commit(self, energy: int, commits: Iterable[str]) -> AnswerResult:
        self.expect("commit_energy")
        result = self.commit_energy(energy)
        if self.session.prompt is not None and self.session.prompt.kind == "commit_cards":
            for c in commits:
                result = self.commit_card(c)
            if self.session.prompt is not None and self.session.prompt.kind == "commit_cards":
                result = self.done()
        else:
            assert not list(commits), "no commit_cards prompt was offered"
        return result

    def events(self, kind: str) -> list[Any]:
        assert self.last is not None
        return [e for e in self.last.events if e.kind == kind]


def mission_test_aimed_closer() -> Game:
    """Ruling R34's table: mission TMT prints a test aimed at a being (TH, presence 1, is one); TW
    (presence 2) is brought within reach and TA (presence 3) along the way."""
    cards = [
        mission("TMT", tests=(tdef("t1", "SPI", "connection", targets="being"),)),
        being("TH", presence=1, traits=("Human",)),
        being("TW", presence=2),
        being("TA", presence=3, area="along_the_way"),
    ]
    g = Game(cards, path=["TH", "TW", "TA"], missions=["TMT"])
    g.bring("TW")
    g.bring("TA", "along_the_way")
    return g


def path_search_game(path: list[str], **search: Any) -> Game:
    """Moment TM searches the path deck for a being when played (`search`: the step's other options);
    the deck holds beings TB1 and TB2 (along the way) and feature TF in `path` order. TM is played
    before the game is returned."""
    from rangers_qt.engine.core import step

    registry = spy_texts(
        {
            ("TM", "play"): lambda e, i, r, b: e.push(
                step("search", ranger=r, deck="path", match={"type": "being"}, **search)
            )
        }
    )
    g = Game(
        [moment("TM"), being("TB1"), being("TB2", area="along_the_way"), feature("TF")],
        path=path,
        decks=[["TM"]],
        registry=registry,
    )
    g.pick(f"play:{g.iid('TM')}", "turn")
    return g
