"""A test performed with another aspect ("when you perform a Traverse test, use FOC instead of FIT").

Rulebook: Performing a Test, step 2 (commit energy of the test's aspect); a Ranger with no energy
of the printed aspect may still begin the test when a card of theirs in play could make it use an
aspect they have energy of (ruling R63): the "when you perform a test" window comes before step 2,
and a test left without energy of its aspect is abandoned there (ruling R10).

``switch_aspects`` lists those aspects for one test: the Ranger's cards in play whose timed ability
or response for that window (``ability:when:test`` / ``response:when:test``, its printed test
filter and cost) has a ``test_aspect`` effect. Only asked when the Ranger lacks the printed
aspect's energy, so it costs nothing in the common case.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.core import Engine, flow_calls
from rangers_qt.engine.zones import game_memo, in_play

#: The window keys whose abilities may switch the aspect of the test that begins.
_KEYS = ("ability:when:test", "response:when:test")


def switch_aspects(eng: Engine, ranger_id: str, test_key: str, aspect: str) -> frozenset[str]:
    """Aspects (other than ``aspect``) this Ranger's usable cards in play could make this test use."""
    compiled = eng.book.behaviour
    st = eng.state
    memo = game_memo(st)
    # (the triggers and the cards of this game that could switch a test's aspect, usually none;
    # kept per game with the book they were read from: asked for every common test of every turn)
    kept: tuple[Any, list[tuple[str, int]], tuple[str, ...]] | None = memo.get("aspect_switchers")
    if kept is None or kept[0] is not compiled:
        found = [x for key in _KEYS for x in compiled.triggers.get(key, ())]
        wanted = {fk.split(".", 1)[0] for fk, k in found if _switches(compiled.faces[fk].abilities[k])}
        cands = tuple(sorted((i for i, c in st.cards.items() if c.def_id in wanted), key=_order))
        kept = memo["aspect_switchers"] = (compiled, found, cands)
    _, found, cands = kept
    if not cands:
        return frozenset()

    out: set[str] = set()
    for iid in cands:
        card = st.cards[iid]
        if card.owner != ranger_id or not in_play(st, iid):
            continue
        fk = face_key(card.def_id, card.side)
        f = eng.facts(iid)
        for face, k in found:
            if face != fk:
                continue
            ab = compiled.faces[fk].abilities[k]
            p = next((p for p in f.printed if p.key == ab.on), None)
            if p is None or (p.test_name is not None and test_key != f"common:{p.test_name}"):
                continue
            if not flow_calls().printed_cost_payable(eng, p, iid, f):
                continue
            for e in ab.effects:
                if isinstance(e, bh.TestAspect) and e.instead_of in (None, aspect) and e.aspect != aspect:
                    out.add(e.aspect)
    return frozenset(out)


def _switches(ab: bh.Ability) -> bool:
    return any(isinstance(e, bh.TestAspect) for e in ab.effects)


def _order(iid: str) -> int:
    return int(iid.lstrip("c") or 0)
