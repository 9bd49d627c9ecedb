"""Scenario tests through the prompt protocol with pinned decks: every prompt is named in order,
so an unexpected prompt fails the test (Rulebook: Playing the Game, one full round and a bit)."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .helpers import C0, CM, CP, Game, being, feature, filler, kw, location


def test_two_rangers_full_round_then_next_path_phase() -> None:
    cards = [
        location(presence=2, progress=4),
        being("TDEER", presence=1, progress=2, area="along_the_way", name="Deer"),
        feature("TROCK", presence=2, progress=3, name="Rock"),
        being("TWOLF", presence=1, harm=2, keywords=kw("ambush"), name="Wolf"),
        filler("TEXP", exploration=1),
    ]
    g = Game(
        cards,
        rangers=2,
        path=["TDEER", "TROCK", "TWOLF"],
        challenge_order=[CP, C0, CM, C0],
        decks=[["TEXP"], []],
    )
    deer, rock, wolf = g.iid("TDEER"), g.iid("TROCK"), g.iid("TWOLF")
    loc = g.state.surroundings[0]
    exp = g.iid("TEXP")
    # Phase 1: r1 (lead) drew the deer (along the way), r2 the rock (within r2's reach).
    assert g.where(deer) == ("along_the_way", None) and g.where(rock) == ("within_reach", "r2")

    # Phase 2, turn 1: r1 connects with the deer: +1 challenge -> effort 2 -> 2 progress -> cleared.
    g.pick("next:r1", "choose_next")
    g.pick(f"test:common:connect:{deer}", "turn")
    g.pick("energy:1", "commit_energy")
    assert g.where(deer) == ("path_discard", None)
    assert [e.kind for e in g.last.events if e.kind in ("test_result", "clear")] == ["test_result", "clear"]  # type: ignore[union-attr]

    # Turn 2: r2 traverses the location; the rock within r2's reach is between (2 fatigue).
    g.pick("next:r2", "choose_next")
    g.pick(f"test:common:traverse:{loc}", "turn")
    assert len(g.ranger("r2").fatigue) == 2
    g.pick("energy:2", "commit_energy")
    assert g.state.cards[loc].tokens == {"progress": 2}  # 2 + 0

    # Turn 3: r1 traverses the rock within r2's reach, committing an exploration icon: -1 card.
    g.pick("next:r1", "choose_next")
    g.pick(f"test:common:traverse:{rock}", "turn")
    g.pick("energy:2", "commit_energy")
    g.pick(f"commit:{exp}", "commit_cards")
    assert g.state.cards[rock].tokens == {"progress": 2}  # 2 energy + 1 icon - 1

    # r2 rests, r1 (the only one left) rests: travel is not possible, refresh, round 2.
    g.pick("next:r2", "choose_next")
    g.pick("rest", "turn")
    g.pick("rest", "turn")
    assert g.state.round == 2
    # Round 2 path phase: r1 drew the wolf (ambush: 1 fatigue for r1).
    assert g.where(wolf) == ("within_reach", "r1") and len(g.ranger("r1").fatigue) == 1
    assert g.ranger("r1").energy == {"AWA": 2, "FIT": 2, "FOC": 2, "SPI": 2}
    assert len(g.ranger("r2").fatigue) == 2  # refresh adds none without injuries
    g.expect("choose_next")
    g.session.manual(ManualAdjust(action="add_tokens", card=wolf, token="harm", amount=2))
    assert g.where(wolf) == ("path_discard", None)
    g.expect("choose_next")
