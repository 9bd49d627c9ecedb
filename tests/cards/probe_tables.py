"""Tables for the machine probe (tests/cards/effect_probe.py) where bot games never reach a card:
each Ranger card put where its abilities are offered (a moment in hand with energy to pay, any
other card in play), on a bare table (nothing else in play: its effects have nothing to act on)
and on a busy one (path cards of every kind within reach, tokens on them, an exhausted gear).

Why two tables: a guard that only some table shows missing ("nothing to act on") is what the
readings found by hand (Masterful Engineer with no exhausted tech, Orlin Hiking Stave with no
trail); the busy table is the negative case, where the ability has something to do.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cards.effect_probe import Finding, card_name, probe_option, resolving
from cards.printed.printed_kit import BOG, CATALOG, DOE, HEART, KORDO, SCROF, adjust, first_turn, printed_table
from engine.helpers import Game

#: The busy table's path cards (a flora feature, a prey, a trail, a predator, a human).
BUSY = (BOG, DOE, HEART, SCROF, KORDO)
#: A gear of another aspect, exhausted on the busy table (a ready-again target, a tech for tinkers).
SPARE_GEAR = "01032"  # Carbonforged Trowel


@dataclass
class SweepResult:
    findings: list[Finding]
    #: Card ids whose abilities or play were offered and tried on some table.
    probed: set[str]
    #: Card ids tried on a table whose resolution was too long to explore (a whole test).
    too_long: set[str]


def ranger_cards() -> list[str]:
    """Every Ranger deck card and role with behaviour (aspect cards have none)."""
    return sorted(
        c.id for c in CATALOG.by_category("ranger") if getattr(c, "behaviour", None) is not None
    )


def table_for(card: str, busy: bool) -> Game | None:
    """``card`` where its abilities are offered, at r1's first turn (None: it cannot be put there)."""
    kind = str(CATALOG.card(card).type)
    hand = (card, SPARE_GEAR) if busy else (card,)
    try:
        g = printed_table((hand,), path=BUSY + BUSY)  # one copy of each to bring, one left in the deck
        first_turn(g) if g.prompt.kind in ("turn", "choose_next") else _skip_to_turn(g)
        for aspect in ("AWA", "FIT", "FOC", "SPI"):
            adjust(g, action="energy", ranger="r1", aspect=aspect, amount=3)
        if busy:
            for def_id in BUSY:
                g.bring(def_id)
            adjust(g, action="add_tokens", card=g.iid(BOG), token="progress", amount=1)
            adjust(g, action="add_tokens", card=g.iid(DOE), token="harm", amount=1)
            gear = g.bring(SPARE_GEAR, zone="player_area")
            adjust(g, action="exhaust", card=gear)
        if kind in ("role", "attachment", "moment", "attribute"):
            return g if kind == "moment" else None
        iid = g.iid(card)
        plays = [o.id for o in g.prompt.options if o.kind == "play_card" and o.card == iid]
        if plays:  # played as a player would: its entering texts run (Infusion Canteen's mark)
            g.pick(plays[0])
            while g.prompt.kind != "turn":
                g.pick(g.options()[0])
        else:
            g.bring(card, zone="player_area")
        return g if g.prompt.kind == "turn" else None
    except (AssertionError, ValueError):  # a card the table cannot hold there: counted as not probed
        return None


def _skip_to_turn(g: Game) -> None:
    while g.prompt.kind not in ("turn",):
        options = g.options()
        g.pick("none" if "none" in options else options[-1])


def sweep(cards: list[str] | None = None) -> SweepResult:
    result = SweepResult([], set(), set())
    for card in cards or ranger_cards():
        for busy in (False, True):
            for finding, complete in probe_card(card, busy):
                result.probed.add(card)
                if finding is not None:
                    result.findings.append(finding)
                if not complete:
                    result.too_long.add(card)
    return result


def probe_card(card: str, busy: bool) -> Iterator[tuple[Finding | None, bool]]:
    """Each of the card's offered options on its table, tried: (a finding or None, explored whole)."""
    g = table_for(card, busy)
    if g is None:
        return
    st, book, reg = g.session.state, g.session.book, g.session.registry
    prompt = st.prompt
    assert prompt is not None
    for option in prompt.options:
        if option.card is None or st.cards[option.card].def_id != card or not resolving(book, st, option):
            continue
        found, out = probe_option(book, reg, st, option)
        table = "busy" if busy else "bare"
        if not found:
            yield None, out.complete
        for f in found:
            yield Finding(f.check, f.card or card_name(book, st, option.card), f"{f.what} ({table} table)"), True
