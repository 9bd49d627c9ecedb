"""Which cards of a game could ever answer a timing window, and whether one is where it could now.

Why: a game opens a window at every test (before, commit, reveal, after), every rest, play, clear
and travel, and in nine windows out of ten nobody answers. Working that out by asking every card in
the hands, discards and on the table (the printed responses, the forced texts,
the carriers that play a moment from elsewhere) cost the engine about a fifth of its time (issue
#10). The answer depends first on *which* cards are in the game, which barely changes: so each game
keeps, per window, the instances that could answer it on any face (``answerers``), each with its
ways of answering (``Way``: from the hand, the discard or in play, and the filters that are cheap
to read: a commit rule only for a card committed to the test, the common test named, the test's
outcome, whose event it is, a ready card or its tokens for a cost, the moments a carrier reaches).
A window none of whose answerers is where one of its ways could be used now, passing those
filters, returns at once (``could_answer``): in the bot games of issue #10, 5,139 of the 5,676
windows that end with no prompt and no forced text (of 6,126 in all).

Why it is always right: the index is a superset of what the walks it shortcuts could find, and
each filter is one of the conditions those walks require (``_event_matches``, ``_place_fits``,
``_cost_payable``, ``_ready_carrier``, ``playable_moments``): a card failing it finds nothing there.

* Printed responses, timed abilities, commit rules and forced texts (engine/flow/printed_responses.py)
  come from a card's printed inventory, which depends on its definition and face only;
  ``window_candidates`` already lists, per game, every instance whose definition answers the window
  on a face it can show (a face-down path card is read as a blank: it answers nothing).
* Carriers (engine/flow/play_elsewhere.py) are looked up in the same per-game list the window walks
  (``_carriers``), and only for windows some moment of the game answers (``_moment_answers``).

Kept in ``game_memo`` beside the state (never in it: not saved, hashed or compared), so a card
added to or removed from the game (created mid-game, a new day, a loaded or undone state, another
state object) rebuilds it; moving, flipping, exhausting, a card changing sides or hands and manual
adjustments change only *where* the answerers are, which ``could_answer`` reads afresh each time.

Where an answer can be used from: a card in a Ranger's hand (a response moment, a carrier moment),
in a Ranger's discard (an attribute's commit rule, a response listening from the discard), in play
(on the table, or attached face up to a card in play), and after a clear a card that was attached
to the cleared card (``attached``: it left play with it). Nothing is ever used from elsewhere.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.core import Engine
from rangers_qt.engine.zones import game_memo, in_play

#: The test windows: a printed entry's event filters read the test (engine/flow/printed_responses.py).
TEST_WINDOWS = ("before_test", "after_test")


def test_fits(test: dict[str, Any], test_name: str | None, event: str) -> bool:
    """The filters a printed entry sets on the test whose window it answers: the common test it
    names, and the outcome it waits for (``test`` as ``printed_responses._test_info`` reads it).
    One function for the walk and for the index, so the index can never filter differently."""
    if test_name is not None and test["key"] != f"common:{test_name}":
        return False
    if event == "test_succeeded" and test["succeeded"] is not True:
        return False
    return not (event == "test_failed" and test["succeeded"] is not False)


class Way(NamedTuple):
    """One way a card could answer a window: from where, and the filters that are cheap to read
    before anything is worked out (each one a condition ``_event_matches`` also requires)."""

    places: frozenset[str]  # "hand", "discard", "play"
    commit: bool = False  # a commit rule: only for a card committed to the test (or its source)
    test_name: str | None = None  # only in this common test
    event: str = ""  # test_succeeded / test_failed: only after such an outcome
    who_any: bool = True  # False: a Ranger card answering only its Ranger's event
    free: bool = False  # no filter applies ("when you interact with this card")
    #: A Ranger card's timed ability or commit rule (never forced): in play, only with its printed
    #: cost payable (ready if it exhausts; this many of its tokens of this kind, if it uses some).
    ready: bool = False
    tokens: tuple[str, int] | None = None
    #: A carrier (``play_moment``): where the moments it plays lie ("discard": a Ranger zone;
    #: "attached": attached to it; "": anywhere), one of which must answer the window.
    reach: str | None = None


class Answerers(NamedTuple):
    """A window's answerers by the place they could answer from: card -> its ways from there (in
    the game's card order)."""

    hand: dict[str, tuple[Way, ...]]
    discard: dict[str, tuple[Way, ...]]
    play: dict[str, tuple[Way, ...]]


_NOBODY = Answerers({}, {}, {})
#: The Ranger zones a carrier's target is read from as plain lists (``evaluate._zone_cards``: the
#: play areas add their attachments, so a target there is not narrowed).
_PILES = ("hand", "deck", "discard", "fatigue")


def answerers(eng: Engine, window: str) -> Answerers:
    """The instances of this game that could answer ``window`` on some face, wherever they are now,
    with their ways of answering from each place (printed entries of the window; a carrier when
    some moment of the game answers it). Kept per game (``game_memo``)."""
    memo = game_memo(eng.state)
    index: dict[str, Answerers] | None = memo.get("window_answerers")
    if index is None:
        index = memo["window_answerers"] = {}
    found = index.get(window)
    if found is None:
        found = index[window] = _answerers(eng, window)
    return found


def _answerers(eng: Engine, window: str) -> Answerers:
    # These flow/ modules import each other: imported on first use, not at load.
    from rangers_qt.engine.flow import play_elsewhere as pe
    from rangers_qt.engine.flow.printed_responses import WINDOW_EVENTS, window_candidates

    cands = window_candidates(eng, window) if window in WINDOW_EVENTS else frozenset()
    carriers = frozenset(pe._carriers(eng)) if window in pe._moment_answers(eng)[0] else frozenset()
    if not cands and not carriers:
        return _NOBODY
    out = Answerers({}, {}, {})
    cards = eng.state.cards
    for iid in sorted(cands | carriers, key=_card_order):
        ways: tuple[Way, ...] = ()
        if iid in cands:
            ways = _def_ways(eng, cards[iid].def_id, window)
        if iid in carriers:
            ways = (*ways, *_carrier_ways(eng, cards[iid].def_id))
        for place, found in zip(("hand", "discard", "play"), out, strict=True):
            there = tuple(w for w in ways if place in w.places)
            if there:
                found[iid] = there
    return out


def _card_order(iid: str) -> tuple[int, str]:
    """Instance ids are ``c<n>``: by number (the order the game made them in)."""
    n = iid.lstrip("c")
    return (int(n), iid) if n.isdigit() else (-1, iid)


def _def_ways(eng: Engine, def_id: str, window: str) -> tuple[Way, ...]:
    """The ways a definition's printed entries answer the window, on either face (kept per card
    book). Where from, as the walks read it: a moment's response from the hand; from the discard
    a commit rule or an ability listening there; in play anything but a moment (unless its
    ability listens in play)."""
    key = ("window_ways", def_id, window)
    derived = eng.book.derived
    found: tuple[Way, ...] | None = derived.get(key)
    if found is not None:
        return found
    # These flow/ modules import each other: imported on first use, not at load.
    from rangers_qt.engine.flow.printed_responses import OPTIONAL_HOOKS, printed_window

    ways: list[Way] = []
    for side in ("front", "back"):
        f = eng.book.facts(def_id, side)
        for p in f.printed:
            if p.hook not in OPTIONAL_HOOKS or printed_window(p) != window:
                continue
            zone = _zone(eng, def_id, side, str(p.key))
            places = set()
            if f.type == "moment" and p.hook == "response":
                places.add("hand")
            if p.hook == "commit" or zone == "discard":
                places.add("discard")
            # (a path card's "when you interact with this card": forced_texts, in play)
            touch = (
                f.category != "ranger"
                and p.hook == "response"
                and p.window == "when"
                and p.event == "interact"
            )
            if f.type != "moment" or zone == "in_play" or touch:
                places.add("play")
            choice = f.category == "ranger" and p.hook != "response"  # (forced_texts: never)
            uses = p.uses if choice and f.token_name else None
            way = Way(
                frozenset(places),
                commit=p.hook == "commit",
                test_name=p.test_name,
                event=str(p.event),
                who_any=f.category != "ranger" or p.who == "any",
                free=touch,
                ready=choice and p.exhaust,
                tokens=None if uses is None else (str(f.token_name), 1 if uses.kind == "x" else int(uses.n)),
            )
            if places and way not in ways:
                ways.append(way)
    found = derived[key] = tuple(ways)
    return found


def _carrier_ways(eng: Engine, def_id: str) -> tuple[Way, ...]:
    """A carrier's ways (engine/flow/play_elsewhere.py, ``_ready_carrier``): from the hand by its
    play text's ``play_moment``, in play by its ability's, each reaching the moments its target
    names (kept per card book)."""
    key = ("carrier_ways", def_id)
    derived = eng.book.derived
    found: tuple[Way, ...] | None = derived.get(key)
    if found is not None:
        return found

    ways: list[Way] = []
    for side in ("front", "back"):
        b = eng.book.behaviour.faces.get(face_key(def_id, side))
        for ab in b.abilities if b is not None else ():
            if ab.on not in ("play", "ability"):
                continue
            for e in ab.effects:
                if not isinstance(e, bh.PlayMoment):
                    continue
                t = e.target
                reach = ""
                if isinstance(t, bh.CardFilter) and t.attached_to == "this":
                    reach = "attached"
                elif isinstance(t, bh.CardFilter) and t.attached_to is None and t.zone in _PILES:
                    reach = str(t.zone)
                place = "hand" if ab.on == "play" else "play"
                way = Way(frozenset({place}), reach=reach)
                if way not in ways:
                    ways.append(way)
                break  # (carrier_verb reads the first play_moment of the ability)
    found = derived[key] = tuple(ways)
    return found


def _zone(eng: Engine, def_id: str, side: str, key: str) -> str | None:
    """Where the face's behaviour for this entry listens from (None: no behaviour for it)."""
    # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
    from rangers_qt.engine.effects.interpreter import _find_hook

    if not eng.book.behaviour.faces:
        return None
    fk = face_key(def_id, side)
    found = _find_hook(eng, fk, key)
    if found is None or found[0] != "abilities" or not found[1][1]:
        return None
    return str(eng.book.behaviour.faces[fk].abilities[found[1][1][0]].zone)


class _Now:
    """What the cheap filters read, worked out once a candidate is where it could answer."""

    def __init__(
        self, eng: Engine, window: str, args: dict[str, Any], moments: dict[str, tuple[Way, ...]]
    ) -> None:
        # These flow/ modules import each other: imported on first use, not at load.
        from rangers_qt.engine.flow.printed_responses import _test_info

        self.eng = eng
        #: The moments answering the window (by their responses: ways from the hand).
        self.moments = moments
        self.test: dict[str, Any] | None = None
        self.source: str | None = None
        self.actor: str | None = args.get("ranger")
        self.is_test = window in TEST_WINDOWS
        if self.is_test:
            self.test = _test_info(eng, args)
            current = eng.state.test
            self.source = current.source if current is not None else None
            if self.test is not None:
                self.actor = self.test["ranger"]

    def fits(self, way: Way, iid: str, place: str, owner: str | None) -> bool:
        if place not in way.places:
            return False
        if way.free:
            return True
        if place == "play" and (way.ready or way.tokens is not None):  # (``_cost_payable``)
            card = self.eng.state.cards[iid]
            if way.ready and card.exhausted:
                return False
            if way.tokens is not None and card.tokens.get(way.tokens[0], 0) < way.tokens[1]:
                return False
        if way.reach is not None:  # (played for the carrier's owner, wherever it lies)
            return self.reaches(way.reach, iid, self.eng.state.cards[iid].owner)
        if self.is_test:
            test = self.test
            if test is None:
                return False
            if way.commit and iid not in test["committed"] and iid != self.source:
                return False
            if not test_fits(test, way.test_name, way.event):
                return False
        return way.who_any or self.actor is None or self.actor == owner

    def reaches(self, reach: str, carrier: str, owner: str | None) -> bool:
        """Could the carrier play a moment answering the window (``playable_moments``: a Ranger
        moment other than itself, where its target looks, whose response fits the event)?"""
        if owner is None:
            return False
        if not reach:
            return True
        st = self.eng.state
        if reach == "attached":
            found: list[str] = list(st.cards[carrier].attached)
        else:
            found = [i for r in st.rangers for i in getattr(r, reach)]
        for m in found:
            if m == carrier:
                continue
            ways = self.moments.get(m)
            if ways and any(w.reach is None and self.fits(w, m, "hand", owner) for w in ways):
                return True
        return False


def could_answer(eng: Engine, window: str, args: dict[str, Any]) -> bool:
    """Could anything answer this window now? False only when it is certain nothing can (the
    window then returns at once): no answerer of the game is in a hand, a discard or in play (nor,
    after a clear, among the cards that left play attached to the cleared card) with a way of
    answering from there that passes the window's cheap filters (the test, whose event it is)."""
    hand, discard, play = answerers(eng, window)
    if not hand and not discard and not play:
        return False
    st = eng.state
    now: _Now | None = None
    for r in st.rangers:
        for place, cands, lst in (("hand", hand, r.hand), ("discard", discard, r.discard)):
            if not cands or cands.keys().isdisjoint(lst):
                continue
            for iid in lst:
                ways = cands.get(iid)
                if ways is None:
                    continue
                now = now or _Now(eng, window, args, hand)
                for w in ways:
                    if now.fits(w, iid, place, r.id):
                        return True
    if window == "after_clear" and any(a in play for a in args.get("attached") or ()):
        return True
    for iid in _in_play_among(st, play) if play else ():
        now = now or _Now(eng, window, args, hand)
        owner = st.cards[iid].owner
        for w in play[iid]:
            if now.fits(w, iid, "play", owner):
                return True
    return False


def _in_play_among(st: Any, cands: dict[str, Any]) -> list[str]:
    """The cards of ``cands`` in play (any order): a look at each when they are few, else one walk
    of the table (the roots in the play areas and their face-up attachments)."""
    if len(cands) <= 4:
        return [i for i in cands if in_play(st, i)]
    out: list[str] = []
    roots = [st.surroundings, st.along_the_way]
    for r in st.rangers:
        roots += [r.within_reach, r.player_area]
    cards = st.cards
    for lst in roots:
        for iid in lst:
            if iid in cands:
                out.append(iid)
            if cards[iid].attached:
                out += [a for a in _face_up_attached(cards, iid) if a in cands]
    return out


def _face_up_attached(cards: Any, host: str) -> list[str]:
    """``host``'s face-up attachments and theirs (in play where the host is)."""
    out: list[str] = []
    for iid in cards[host].attached:
        if cards[iid].face_up:
            out.append(iid)
            if cards[iid].attached:
                out += _face_up_attached(cards, iid)
    return out
