"""The zone queries' shortcuts (engine/zones.py) answer what the plain walks answer: ``where``
with its lists spelt out, ``iter_in_play`` skipping the attachment walk when no card in play has
an attachment, ``table_cards`` (face-down attachments too), ``in_play`` as a loop, and
``game_memo``'s last-asked entry (a memo kept for one game is never handed to another, and is new
once a card joins the game)."""

from __future__ import annotations

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import (
    PLAY_ZONES,
    RANGER_ZONES,
    SHARED_ZONES,
    game_memo,
    in_play,
    iter_in_play,
    play_index,
    table_cards,
    where,
)
from rangers_qt.sim.runner import default_setup


def _plain_where(st: GameState, iid: str) -> tuple[str, str | None]:
    card = st.cards.get(iid)
    if card is not None and card.attached_to is not None:
        return ("attached", None)
    for zone in ("surroundings", "along_the_way"):
        if iid in getattr(st, zone):
            return (zone, None)
    for r in st.rangers:
        for zone in ("within_reach", "player_area", "hand"):
            if iid in getattr(r, zone):
                return (zone, r.id)
    for zone in ("path_deck", "path_discard", "challenge_deck", "challenge_discard", "set_aside"):
        if iid in getattr(st, zone):
            return (zone, None)
    for r in st.rangers:
        for zone in ("deck", "discard", "fatigue"):
            if iid in getattr(r, zone):
                return (zone, r.id)
    raise KeyError(iid)


def _plain_in_play(st: GameState, face_down_too: bool = False) -> list[str]:
    out: list[str] = []

    def walk(iid: str) -> None:
        out.append(iid)
        for child in st.cards[iid].attached:
            if face_down_too or st.cards[child].face_up:
                walk(child)

    for iid in [*st.surroundings, *st.along_the_way]:
        walk(iid)
    for r in st.rangers:
        for iid in [*r.within_reach, *r.player_area]:
            walk(iid)
    return out


def test_zone_queries_answer_as_the_plain_walks() -> None:
    catalog = load_catalog()
    attached_seen = checked = 0
    assert PLAY_ZONES and SHARED_ZONES and RANGER_ZONES
    for seed in (1, 6, 11):
        session = Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 5:
            st = session.state
            table = _plain_in_play(st)
            assert iter_in_play(st) == table
            assert list(play_index(st)) == table
            assert table_cards(st) == _plain_in_play(st, face_down_too=True)
            attached_seen += any(st.cards[i].attached for i in table)
            for iid in st.cards:
                assert where(st, iid) == _plain_where(st, iid), iid
                assert in_play(st, iid) == (iid in table), iid
            checked += 1
            session.answer(bot.choose(session.prompt))
    assert attached_seen > 20 and checked - attached_seen > 20  # both ways of ``iter_in_play``


def test_game_memo_is_per_game_and_new_when_a_card_joins() -> None:
    catalog = load_catalog()
    a = Session.new(book_for(catalog), default_setup(catalog, 3, 2)).state
    b = Session.new(book_for(catalog), default_setup(catalog, 4, 2)).state
    ma = game_memo(a)
    ma["mark"] = "a"
    assert game_memo(a) is ma
    mb = game_memo(b)
    assert mb is not ma and "mark" not in mb
    assert game_memo(a) is ma and game_memo(b) is mb  # (each asked after the other)
    copy = a.model_copy(deep=True)
    assert game_memo(copy) is not ma  # an equal state is another game object
    a.next_iid += 1  # a card joining the game takes the next instance id
    assert "mark" not in game_memo(a)
