"""Tables for the machine probe (tests/cards/effect_probe.py) where bot games never reach a card:
each Ranger card put where its abilities are offered (in hand with energy to pay, played into
play as a player would, or as the Ranger's role), on a bare table (nothing else in play: its
effects have nothing to act on) and on a busy one (path cards of every kind within reach, tokens
on them, an exhausted gear), then a short random game from there, every prompt that offers one
of the card's abilities, its play or its response probed (a test's windows, a rest's, a clear's).

Why two tables: a guard that only some table shows missing ("nothing to act on") is what the
readings found by hand (Masterful Engineer with no exhausted tech, Orlin Hiking Stave with no
trail); the busy table is the negative case, where the ability has something to do.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from engine.helpers import C0, Game

from cards.effect_probe import Finding, probe_option, prompt_findings, resolving
from cards.printed.printed_kit import BOG, CATALOG, DOE, HEART, KORDO, SCROF, adjust, printed_table
from rangers_qt.engine import Session
from rangers_qt.engine.bot import StayingBot

#: The busy table's path cards (a flora feature, a prey, a trail, a predator, a human).
BUSY = (BOG, DOE, HEART, SCROF, KORDO)
#: A gear of another aspect, exhausted on the busy table (a ready-again target, a tech for tinkers).
SPARE_GEAR = "01032"  # Carbonforged Trowel
#: Answers of the random game played from each table (its tests, rests and clears open the windows).
ANSWERS = 30


@dataclass
class SweepResult:
    findings: list[Finding] = field(default_factory=list)
    #: Card ids whose abilities, play or response were offered and tried on some table.
    probed: set[str] = field(default_factory=set)
    #: Card ids tried where a resolution was too long to explore whole (never flagged there).
    too_long: set[str] = field(default_factory=set)


def ranger_cards() -> list[str]:
    """Every Ranger deck card and role with behaviour (aspect cards have none)."""
    return sorted(c.id for c in CATALOG.by_category("ranger") if getattr(c, "behaviour", None) is not None)


def table_for(card: str, busy: bool) -> Game | None:
    """``card`` where its abilities are offered, at r1's first turn (None: it cannot be put there)."""
    kind = str(CATALOG.card(card).type)
    hand = (card, SPARE_GEAR) if busy else (card,)
    g = role_table(card) if kind == "role" else printed_table((hand,), path=BUSY + BUSY)
    _to_turn(g)
    for aspect in ("AWA", "FIT", "FOC", "SPI"):
        adjust(g, action="energy", ranger="r1", aspect=aspect, amount=3)
    if busy:
        for def_id in BUSY:  # one copy of each brought, the other left in the path deck
            g.bring(def_id)
        adjust(g, action="add_tokens", card=g.iid(BOG), token="progress", amount=1)
        adjust(g, action="add_tokens", card=g.iid(DOE), token="harm", amount=1)
        if kind != "role":
            adjust(g, action="exhaust", card=g.bring(SPARE_GEAR, zone="player_area"))
    if kind in ("gear", "being", "attachment"):
        iid = g.iid(card)
        plays = [o.id for o in g.prompt.options if o.kind == "play_card" and o.card == iid]
        if plays:  # played as a player would: its entering texts run (Infusion Canteen's mark)
            g.pick(plays[0])
            _to_turn(g)
        elif kind != "attachment":
            g.bring(card, zone="player_area")
    return g if g.prompt.kind == "turn" else None


def role_table(card: str) -> Game:
    """One Ranger whose role is ``card`` (the kit's tables give every Ranger the test role)."""
    g = Game(
        [CATALOG.card(i) for i in sorted({card, SPARE_GEAR, *BUSY})],
        path=list(BUSY + BUSY),
        challenge_order=[C0] * 30,
    )
    ranger = g.setup.rangers[0].model_copy(update={"role_id": card})
    g.setup = g.setup.model_copy(update={"rangers": [ranger]})
    g.session = Session.new(g.catalog, g.setup, g.registry)
    return g


def _to_turn(g: Game) -> None:
    """Answer setup questions (no Setup card, no mulligan, the first option otherwise)."""
    for _ in range(20):
        if g.prompt.kind == "turn":
            return
        options = g.options()
        g.pick(next((o for o in ("none", "no", "pass", "done", "next:r1") if o in options), options[0]))


def sweep(cards: list[str] | None = None, answers: int = ANSWERS) -> SweepResult:
    result = SweepResult()
    for card in cards or ranger_cards():
        for busy in (False, True):
            table = "busy" if busy else "bare"
            for finding, complete in probe_card(card, busy, answers):
                result.probed.add(card)
                if finding is not None:
                    result.findings.append(
                        Finding(finding.check, finding.card, f"{finding.what} ({table} table)")
                    )
                if not complete:
                    result.too_long.add(card)
    return result


def probe_card(card: str, busy: bool, answers: int) -> Iterator[tuple[Finding | None, bool]]:
    """The card's offered options, tried at every prompt of a short random game from its table:
    (a finding or None, explored whole) for each."""
    g = table_for(card, busy)
    if g is None:
        return
    bot = StayingBot(int(card[-3:]) if card[-3:].isdigit() else 0, manual_rate=0)
    session = g.session
    for _ in range(answers):
        st, prompt = session.state, session.prompt
        if prompt is None:
            return
        for option in prompt.options:
            if option.card is None or st.cards[option.card].def_id != card:
                continue
            if not resolving(session.book, st, option) or not option.then:
                continue
            found, out = probe_option(session.book, session.registry, st, option)
            if not found:
                yield None, out.complete
            for f in found:
                yield f, True
        for f in prompt_findings(session.book, st, prompt):
            yield f, True
        session.answer(bot.choose(prompt))
