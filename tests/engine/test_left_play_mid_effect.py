"""A card that leaves play while its own effect is under way takes nothing more (Rulebook: Attach;
Ranger tokens; a card out of play has no tokens, attachments or Ranger tokens on it).

Found by the 1,000-day soak: a test's target discarded by hand between choosing the test and its
success ("put your Ranger token on this card") kept the Ranger token in the path discard, and a host
cleared while the players chose what to attach to it carried the attachment into the discard (then
out of the game with the discard when the group travelled)."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.invariants import check_state

from .helpers import Game, being, feature, tdef


def _token_being() -> object:
    return being(
        "TB",
        presence=1,
        tests=(tdef("t1", aspect="AWA", approach="conflict", diff=1, label="Calm"),),
        printed=({"hook": "test", "test": "t1", "branch": "success"},),
        behaviour={"tests": {"t1": {"success": [{"do": "ranger_token", "to": "this"}]}}},
    )


def test_success_that_puts_the_ranger_token_on_a_target_that_left_play_puts_it_nowhere() -> None:
    g = Game([_token_being()], path=["TB"])
    b = g.iid("TB")
    g.choose_test("t1", b)
    g.session.manual(ManualAdjust(action="discard", card=b))  # gone before the test resolves
    g._commit(2, [])
    assert g.ranger().ranger_token_on is None
    assert check_state(g.state, g.session.book) == []


def test_success_on_a_target_still_in_play_puts_the_token_on_it() -> None:
    g = Game([_token_being()], path=["TB"])
    b = g.iid("TB")
    g.perform("t1", b, energy=2)
    assert g.ranger().ranger_token_on == b


def _host_and_flora() -> list[object]:
    host = being(
        "TH",
        presence=1,
        harm=2,
        tests=(tdef("t1", aspect="AWA", approach="conflict", diff=1, label="Gather"),),
        printed=({"hook": "test", "test": "t1", "branch": "success"},),
        behaviour={
            "tests": {
                "t1": {
                    "success": [
                        {"do": "attach", "target": {"trait": "flora"}, "to": "this", "face_down": True}
                    ]
                }
            }
        },
    )
    flora = [feature(f"TF{n}", presence=1, traits=("Flora",), area="along_the_way") for n in (1, 2)]
    return [host, *flora]


def _two_flora_game() -> Game:
    g = Game(_host_and_flora(), path=["TH", "TF1", "TF2"])
    for f in ("TF1", "TF2"):
        if g.where(g.iid(f))[0] != "along_the_way":
            g.bring(f, zone="along_the_way", ranger=None)
    return g


def test_a_host_that_left_play_while_the_attachment_was_chosen_takes_none() -> None:
    g = _two_flora_game()
    h = g.iid("TH")
    g.perform("t1", h, energy=2)
    g.expect("effect_choice", "r1")  # which flora to attach
    g.session.manual(ManualAdjust(action="discard", card=h))
    g.pick(g.options()[0])
    assert g.state.cards[h].attached == []
    assert all(g.state.cards[g.iid(f)].attached_to is None for f in ("TF1", "TF2"))
    assert check_state(g.state, g.session.book) == []


def test_a_host_still_in_play_takes_the_chosen_attachment() -> None:
    g = _two_flora_game()
    h = g.iid("TH")
    g.perform("t1", h, energy=2)
    g.expect("effect_choice", "r1")
    g.pick(g.options()[0])
    assert len(g.state.cards[h].attached) == 1


def test_the_invariant_checker_names_attachments_in_a_pile_and_a_missing_host() -> None:
    """The checks that caught these must be able to fail (and never crash on a missing card)."""
    from rangers_qt.engine import GameState

    g = _two_flora_game()
    broken = GameState.model_validate_json(g.state.model_dump_json())
    h, f1, f2 = g.iid("TH"), g.iid("TF1"), g.iid("TF2")
    for zone in ("along_the_way", "surroundings"):
        for iid in (h, f1):
            if iid in getattr(broken, zone):
                getattr(broken, zone).remove(iid)
        for r in broken.rangers:
            if h in r.within_reach:
                r.within_reach.remove(h)
    broken.path_discard.append(h)
    broken.cards[h].attached.append(f1)
    broken.cards[f1].attached_to = h
    broken.cards[f2].attached_to = "c999"
    problems = check_state(broken, g.session.book)
    assert any("path_discard pile with attachments" in p for p in problems), problems
    assert any("c999, which does not exist" in p for p in problems), problems
