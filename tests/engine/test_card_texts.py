"""Until a card has behaviour, the engine stops at each of its printed texts at the right moment
(engine/flow/card_text.py): a test's failure and either-way texts, entering play, the clear text
before the discard; and presence / thresholds adjusted by hand are read by every rules query."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content import models as m
from rangers_qt.engine import IllegalAnswer, ManualAdjust
from rangers_qt.engine.effects.registry import fresh_registry
from rangers_qt.engine.rules.fatigue import interaction_fatigue

from .helpers import CP, Game, being, feature, kw, tdef


def pa(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


def branches(*names: str, test: str = "t1") -> tuple[m.PrintedAbility, ...]:
    return tuple(pa("test", test=test, branch=b) for b in names)


# --------------------------------------------------------------------- test outcomes


def _tested(printed: tuple[m.PrintedAbility, ...], energy: int, diff: int = 2) -> Game:
    card = being("TA", presence=0, tests=(tdef(diff=diff, label="Poke"),), printed=printed)
    g = Game([card], path=["TA"])
    a = g.iid("TA")
    g.test(f"test:{a}:t1:{a}", energy=energy)
    return g


def test_a_failed_card_test_pauses_for_its_failure_text() -> None:
    """Rulebook: Performing a Test, 4. Apply results - a failed test resolves the card's failure text."""
    g = _tested(branches("success", "failure"), energy=1)  # effort 1 < difficulty 2
    p = g.expect("manual_effect", "r1")
    assert "failure effect of Poke" in p.title and "Being TA" in p.title
    assert p.options[0].card == g.iid("TA")
    g.pick("done")
    g.expect("turn")


def test_a_success_pauses_for_the_success_text_only() -> None:
    """Rulebook: Performing a Test, 4 - success: the success text, never the failure text."""
    g = _tested(branches("success", "failure"), energy=2)
    assert "success effect of Poke" in g.expect("manual_effect").title
    g.pick("done")
    g.expect("turn")


def test_a_failure_with_no_failure_text_does_not_pause() -> None:
    """A test without a failure text: failing it changes nothing, so nobody is asked anything."""
    g = _tested(branches("success"), energy=1)
    g.expect("turn")


def test_the_either_way_text_follows_the_outcome_text() -> None:
    """Rulebook: Performing a Test, 4 - "whether you succeed or fail" resolves after the outcome."""
    g = _tested(branches("success", "always"), energy=1)
    assert "(success or failure)" in g.expect("manual_effect").title
    g.pick("done")
    g.expect("turn")
    g2 = _tested(branches("success", "always"), energy=2)
    assert "success effect" in g2.expect("manual_effect").title
    g2.pick("done")
    assert "(success or failure)" in g2.expect("manual_effect").title


# --------------------------------------------------------------------- entering play


def test_a_path_card_with_an_enters_play_text_pauses_when_drawn() -> None:
    """Rulebook: Phase 1: Path Cards - resolve effects that resolve when the card "enters play"."""
    g = Game([being("TE", printed=(pa("enters_play"),)), being("TP")], path=["TE", "TP"])
    p = g.expect("manual_effect", "r1")
    assert "enters play" in p.title and "Being TE" in p.title
    g.pick("done")
    g.expect("turn")


def test_a_path_card_without_an_enters_play_text_does_not_pause() -> None:
    g = Game([being("TP")], path=["TP"])
    g.expect("turn")


def test_the_enters_play_text_resolves_before_ambush() -> None:
    """Keywords, Ambush - only a ready card fatigues: an enters-play text that exhausts the card
    (resolved first) spares the Ranger; left ready, it ambushes after the text."""
    cards = [being("TE", presence=2, keywords=kw("ambush"), printed=(pa("enters_play"),))]
    g = Game(cards, path=["TE"])
    e = g.iid("TE")
    g.expect("manual_effect")
    assert len(g.ranger().fatigue) == 0
    g.session.manual(ManualAdjust(action="exhaust", card=e))
    g.pick("done", "manual_effect")
    assert len(g.ranger().fatigue) == 0
    g2 = Game(cards, path=["TE"])
    g2.pick("done", "manual_effect")
    assert len(g2.ranger().fatigue) == 2


def test_a_card_moved_into_play_by_hand_does_not_pause() -> None:
    """A manual move is the players' own action: they apply the card's text themselves."""
    g = Game([being("TP"), being("TE", printed=(pa("enters_play"),))], path=["TP", "TE"])
    g.bring("TE", "within_reach")
    g.expect("turn")


def test_an_attachment_with_an_effect_pauses_when_attached() -> None:
    """Rulebook: Play a Card, Attachments - place it attached, then apply its effects."""
    att = m.RangerAttachmentCard(
        id="TAT",
        name="Test Snare",
        set_id="t",
        cost=m.Amount.fixed(0),
        aspect="AWA",
        printed=(pa("attach", to=("feature",)), pa("play")),
    )
    g = Game([att, feature("TF")], path=["TF"], decks=[["TAT"]])
    t, f = g.iid("TAT"), g.iid("TF")
    g.pick(f"play:{t}", "turn")
    g.pick(f"host:{f}", "choose_host")
    assert "Test Snare" in g.expect("manual_effect").title
    g.pick("done")


# --------------------------------------------------------------------- clearing


def _clearable(
    printed: tuple[m.PrintedAbility, ...] = (pa("clear", by=("progress",), guide_entry="12"),),
) -> Game:
    return Game([being("TA", progress=3, printed=printed), being("TQ")], path=["TA", "TQ"])


def test_the_clear_text_pauses_before_the_discard() -> None:
    """Rulebook: Clearing Cards - perform the "Clear" instructions (guide entry named), then discard."""
    g = _clearable()
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=3))
    p = g.expect("manual_effect")
    assert "clears by progress" in p.title and "entry 12" in p.title
    assert g.where(a) == ("within_reach", "r1")  # still in play while the text resolves
    g.pick("done")
    assert g.where(a) == ("path_discard", None)
    g.expect("turn")


@pytest.mark.parametrize(("change", "discarded"), [(-1, False), (0, True), (1, True)])
def test_after_the_clear_text_the_threshold_is_checked_again(change: int, discarded: bool) -> None:
    """Rulebook: Clearing Cards - after the clear text, the card is discarded only if it still has
    enough tokens: one below the threshold (3) it stays, at or above it goes."""
    g = _clearable()
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=3))
    g.expect("manual_effect")
    if change:
        action = "add_tokens" if change > 0 else "remove_tokens"
        g.session.manual(ManualAdjust(action=action, card=a, token="progress", amount=abs(change)))
        g.expect("manual_effect")  # still resolving the clear text: no second clear
    g.pick("done")
    assert (g.where(a)[0] == "path_discard") is discarded
    assert g.state.stats["clears"] == 1
    g.expect("turn")


def test_a_clear_text_for_the_other_threshold_does_not_pause() -> None:
    """The text printed for a harm clear does not fire when the card clears by progress."""
    g = Game([being("TA", progress=2, harm=2, printed=(pa("clear", by=("harm",)),))], path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=2))
    assert g.where(a) == ("path_discard", None)
    g.expect("turn")


# --------------------------------------------------------------------- manual presence / thresholds


def test_a_presence_adjustment_changes_interaction_fatigue() -> None:
    """Rulebook: Fatigue from Interacting - a card between you and the target fatigues you by its
    presence, as a constant effect changes it (here applied by hand)."""
    g = Game([being("TN", presence=2), being("TF", presence=1)], path=["TN", "TF"])
    n, f = g.iid("TN"), g.bring("TF", "along_the_way")
    assert interaction_fatigue(g.state, g.catalog, "r1", f) == [(n, 2)]
    g.session.manual(ManualAdjust(action="adjust", card=n, stat="presence", amount=-1))
    assert interaction_fatigue(g.state, g.catalog, "r1", f) == [(n, 1)]
    g.session.manual(ManualAdjust(action="adjust", card=n, stat="presence", amount=-1))
    assert interaction_fatigue(g.state, g.catalog, "r1", f) == []  # presence 0 fatigues nobody
    with pytest.raises(IllegalAnswer, match="cannot go below 0"):
        g.session.manual(ManualAdjust(action="adjust", card=n, stat="presence", amount=-1))
    assert g.session.log[-1].text == "manual: adjust card=" + n + " stat=presence amount=-1"
    g.session.undo()
    assert interaction_fatigue(g.state, g.catalog, "r1", f) == [(n, 1)]


def test_a_presence_adjustment_changes_a_difficulty_x() -> None:
    """Rulebook: Common tests, Traverse - difficulty X is the feature's presence (adjusted)."""
    g = Game([feature("TF", presence=3)], path=["TF"], challenge_order=[CP] * 4)
    f = g.iid("TF")
    g.session.manual(ManualAdjust(action="adjust", card=f, stat="presence", amount=-2))
    g.test(f"test:common:traverse:{f}", energy=1)  # effort 1 + 1 (challenge) vs difficulty 1
    assert g.state.stats.get("successes") == 1


@pytest.mark.parametrize(("harm", "clears"), [(2, False), (3, True), (4, True)])
def test_a_threshold_adjustment_changes_when_a_card_clears(harm: int, clears: bool) -> None:
    """Rulebook: Clearing Cards - harm threshold 2 raised by 1: one below (2) it stays; at (3) or
    above (4) it clears."""
    g = Game([being("TA", harm=2)], path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="adjust", card=a, stat="harm_threshold", amount=1))
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="harm", amount=harm))
    assert (g.where(a)[0] == "path_discard") is clears


def test_adjustments_go_when_the_card_leaves_play() -> None:
    g = Game([being("TA", progress=2)], path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="adjust", card=a, stat="progress_threshold", amount=2))
    assert g.state.adjust == {a: {"progress_threshold": 2}}
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="progress", amount=4))
    assert g.where(a)[0] == "path_discard" and g.state.adjust == {}


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"stat": None}, "say which value"),
        ({"amount": 0}, "between -20 and 20"),
        ({"amount": 21}, "between -20 and 20"),
        ({"stat": "harm_threshold"}, "no numbered harm threshold"),
        ({"stat": "progress_threshold", "amount": -2}, "cannot go below 1"),
        ({"card": "c999"}, "no such card"),
    ],
)
def test_bad_adjustments_are_refused_and_change_nothing(fields: dict[str, Any], words: str) -> None:
    g = Game([being("TA", progress=2)], path=["TA"])
    args: dict[str, Any] = {"action": "adjust", "card": g.iid("TA"), "stat": "presence", "amount": 1}
    args.update(fields)
    before = g.session.hash()
    with pytest.raises(IllegalAnswer, match=words):
        g.session.manual(ManualAdjust(**args))
    assert g.session.hash() == before and not g.session.log


def test_a_card_out_of_play_cannot_be_adjusted() -> None:
    g = Game([being("TA", progress=2), being("TB")], path=["TA", "TB"])
    with pytest.raises(IllegalAnswer, match="not in play"):
        g.session.manual(ManualAdjust(action="adjust", card=g.iid("TB"), stat="presence", amount=1))


def test_the_interpreter_runs_instead_of_the_pause() -> None:
    """The single plug point: a text runner that has behaviour for the hook replaces the pause."""
    seen: list[tuple[str, str]] = []
    registry = fresh_registry()

    def runner(eng: Any, key: str, card: str, ranger: str | None, bindings: dict[str, Any]) -> bool:
        seen.append((key, eng.facts(card).id))
        return key == "enters_play"

    registry.text = runner
    g = Game([being("TE", printed=(pa("enters_play"),))], path=["TE"], registry=registry)
    assert seen == [("enters_play", "TE")]
    g.expect("turn")
