"""Every rules query reads the modifier layer (issue #10): keywords gained or lost through a
constant change Ambush, Fatiguing, Persistent, Friendly and the targets of a printed test; a
difficulty constant changes a test's difficulty; and Dodge (Additional Concepts, Dodge) works on
the cards as the layer sees them. Each test compares the table with and without the constant."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

from .helpers import Game, being, feature, kw, tdef


def _engine(g: Game) -> Engine:
    return Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))


def _giver(*constants: dict[str, Any], cid: str = "TGIVE") -> Any:
    """A feature (presence 0: it never fatigues anyone itself) whose constants are ``constants``."""
    return feature(cid, presence=0, behaviour={"constant": list(constants)})


#: The round's first path draw (presence 0: it fatigues nobody), so the cards under test start in
#: the path deck until a test brings them.
FIRST = being("TFIRST", presence=0)


def _game(cards: list[Any], ids: list[str]) -> Game:
    return Game([FIRST, *cards], path=["TFIRST", *ids])


def _named(modify: str, word: str, name: str, how: str = "gain") -> dict[str, Any]:
    return {"modify": modify, how: word, "target": {"name": name, "pick": "all"}}


def test_ambush_gained_and_lost_through_the_layer() -> None:
    """Rulebook: Keywords, Ambush (a ready card with ambush entering within your reach fatigues you
    by its presence): a being that gains Ambush from a constant ambushes (presence 2: 2 fatigue);
    a printed ambusher that loses it does not; without the constant each does what it prints."""
    give = _giver(
        _named("keyword", "ambush", "Being TSNEAK"), _named("keyword", "ambush", "Being TLOUD", "lose")
    )
    cards = [give, being("TSNEAK", presence=2), being("TLOUD", presence=2, keywords=kw("ambush"))]
    for with_constant in (False, True):
        g = _game(cards, ["TGIVE", "TSNEAK", "TLOUD"])
        if with_constant:
            g.bring("TGIVE", "along_the_way", None)
        before = len(g.ranger().fatigue)
        g.bring("TSNEAK")
        sneak = len(g.ranger().fatigue) - before
        g.bring("TLOUD")
        loud = len(g.ranger().fatigue) - before - sneak
        assert (sneak, loud) == ((2, 0) if with_constant else (0, 2))


def test_fatiguing_gained_and_lost_through_the_layer() -> None:
    """Rulebook: Keywords, Fatiguing (when you rest, a ready fatiguing card in your player area,
    within reach or along the way fatigues you by its presence, or by its number): a being that
    gains Fatiguing fatigues you by its presence (3) when you rest; a printed Fatiguing 2 card that
    loses the keyword does not."""
    give = _giver(
        _named("keyword", "fatiguing", "Being TGAIN"), _named("keyword", "fatiguing", "Being TLOSE", "lose")
    )
    cards = [give, being("TGAIN", presence=3), being("TLOSE", presence=1, keywords=kw(fatiguing=2))]
    for with_constant, expected in ((False, 2), (True, 3)):
        g = _game(cards, ["TGIVE", "TGAIN", "TLOSE"])
        if with_constant:
            g.bring("TGIVE", "along_the_way", None)
        g.bring("TGAIN")
        g.bring("TLOSE")
        before = len(g.ranger().fatigue)
        g.rest()
        assert len(g.ranger().fatigue) - before == expected


def test_persistent_gained_keeps_a_card_through_travel() -> None:
    """Rulebook: Keywords, Persistent (persistent cards and their attachments remain in play when
    you travel): a being that gains Persistent stays, and so does a card attached to it; one that
    loses a printed Persistent goes."""
    from rangers_qt.engine.rules.travel import stays_on_travel

    give = _giver(
        _named("keyword", "persistent", "Being TKEEP"),
        _named("keyword", "persistent", "Being TGO", "lose"),
    )
    g = _game(
        [give, being("TKEEP"), being("TGO", keywords=kw("persistent")), being("TRIDER")],
        ["TGIVE", "TKEEP", "TGO", "TRIDER"],
    )
    keep, go = g.bring("TKEEP"), g.bring("TGO")
    rider = g.iid("TRIDER")
    # Attached by hand in the state (as a card's attach text leaves it): the rider is on TKEEP.
    g.state.cards[rider].attached_to = keep
    g.state.cards[rider].face_up = True
    g.state.cards[keep].attached.append(rider)
    eng = _engine(g)
    assert [stays_on_travel(eng, c) for c in (keep, rider, go)] == [False, False, True]
    g.bring("TGIVE", "along_the_way", None)
    eng = _engine(g)
    assert [stays_on_travel(eng, c) for c in (keep, rider, go)] == [True, True, False]


def test_friendly_gained_stops_fatigue_from_interacting() -> None:
    """Rulebook: Keywords, Friendly (a friendly card between you and the card you interact with
    does not fatigue you): a being that gains Friendly stops fatiguing; the others still do."""
    from rangers_qt.engine.rules.fatigue import interaction_fatigue

    give = _giver(_named("keyword", "friendly", "Being TPAL"))
    g = _game(
        [give, being("TPAL", presence=2), being("TFOE", presence=1), being("TFAR", area="along_the_way")],
        ["TGIVE", "TPAL", "TFOE", "TFAR"],
    )
    pal, foe = g.bring("TPAL"), g.bring("TFOE")
    far = g.bring("TFAR", "along_the_way", None)
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(pal, 2), (foe, 1)]
    g.bring("TGIVE", "along_the_way", None)
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(foe, 1)]


def test_a_printed_test_targets_a_trait_gained_and_not_one_lost() -> None:
    """Rulebook: Perform a Test (choose a test and the card it interacts with): a test aimed at
    flora (ruling R12: a trait as the layer sees it) is offered at a being that gained the trait,
    and no longer at one that lost it."""
    gatherer = feature("TPICK", tests=(tdef("t1", aspect="AWA", targets="flora"),))
    give = _giver(_named("trait", "flora", "Being TNEW"), _named("trait", "flora", "Being TOLD", "lose"))
    g = _game(
        [gatherer, give, being("TNEW"), being("TOLD", traits=("Flora",))], ["TPICK", "TGIVE", "TNEW", "TOLD"]
    )
    src = g.bring("TPICK")
    new, old = g.bring("TNEW"), g.bring("TOLD")

    def aimed() -> set[str]:
        return {
            t for t in (new, old) if any(i.startswith(f"test:{src}:") and i.endswith(t) for i in g.options())
        }

    assert aimed() == {old}
    g.bring("TGIVE", "along_the_way", None)
    assert aimed() == {new}


def test_a_difficulty_constant_changes_every_test_one_below_at_and_above() -> None:
    """Rulebook: Performing a Test (the difficulty is the test's number; a constant changes it):
    by -1, 0 and +1 the Avoid test on a presence-2 being is 1, 2 and 3; by -2 it is 0 and by -5
    still 0, never negative (ruling R46)."""
    from rangers_qt.engine.preview import test_preview

    for by, expected in ((-1, 1), (0, 2), (1, 3), (-2, 0), (-5, 0)):
        give = _giver({"modify": "difficulty", "by": by})
        g = _game([give, being("TB", presence=2)], ["TGIVE", "TB"])
        b = g.bring("TB")
        g.bring("TGIVE", "along_the_way", None)
        assert test_preview(g.state, g.catalog, g.find_test("avoid", b)).difficulty == expected, by


def test_dodge_reads_the_layer_a_gained_obstacle_is_dodged_and_presence_is_the_modified_one() -> None:
    """Additional Concepts, Dodge (dodged cards do not fatigue you; a dodged obstacle does not
    prevent interacting beyond it) with the modifier layer: a being that gained Obstacle blocks a
    plain test aimed beyond it, and a test that dodges every card between passes it and suffers no
    fatigue; the fatigue of a card not dodged is its modified presence."""
    from rangers_qt.engine.rules.fatigue import blocking_obstacles, interaction_fatigue

    shooter = feature(
        "TSHOOT",
        presence=0,
        tests=(tdef("t1", aspect="AWA", targets="being"),),
        behaviour={
            "tests": {"t1": {"dodge": {"zone": "between", "pick": "all"}, "success": [{"do": "draw"}]}}
        },
    )
    plain = feature("TPLAIN", presence=0, tests=(tdef("t1", aspect="AWA", targets="being"),))
    give = _giver(
        _named("keyword", "obstacle", "Being TWALL"),
        {"modify": "presence", "by": 2, "target": {"name": "Being TWALL", "pick": "all"}},
    )
    g = _game(
        [shooter, plain, give, being("TWALL", presence=1), being("TFAR", area="along_the_way")],
        ["TSHOOT", "TPLAIN", "TGIVE", "TWALL", "TFAR"],
    )
    far = g.bring("TFAR", "along_the_way", None)
    wall = g.bring("TWALL")
    s, p = g.bring("TSHOOT"), g.bring("TPLAIN")
    assert blocking_obstacles(g.state, g.catalog, "r1", far) == []
    assert any(i.startswith(f"test:{p}:") and i.endswith(far) for i in g.options())
    g.bring("TGIVE", "along_the_way", None)
    assert blocking_obstacles(g.state, g.catalog, "r1", far) == [wall]
    assert interaction_fatigue(g.state, g.catalog, "r1", far) == [(wall, 3)]
    assert blocking_obstacles(g.state, g.catalog, "r1", far, dodged=[wall]) == []
    ids = g.options()
    assert not any(i.startswith(f"test:{p}:") and i.endswith(far) for i in ids)
    g.pick(next(i for i in ids if i.startswith(f"test:{s}:") and i.endswith(far)), "turn")
    assert g.state.test is not None and wall in g.state.test.dodged
    g.commit_energy(1)
    assert g.ranger().fatigue == []


def test_generated_text_of_the_new_verbs_and_a_chosen_card_condition() -> None:
    """Rules text in our own words for ``challenge_effect``, ``extra_test`` and a condition about a
    bound card (``that card is a being`` / ``is in play``), never empty."""
    from rangers_qt.content import behaviour as bh
    from rangers_qt.content.behaviour.text import cond_text, effect_text

    extra = bh.ExtraTest.model_validate(
        {"do": "extra_test", "dodge": {"category": "path", "pick": "all"}, "failure": [{"do": "injure"}]}
    )
    assert effect_text(extra).startswith("you perform another test after this one, dodging")
    assert "if that test fails" in effect_text(extra)
    assert "challenge effect resolves" in effect_text(
        bh.ChallengeEffect.model_validate({"do": "challenge_effect"})
    )
    being_cond = bh.Exists.model_validate({"exists": {"among": "$card", "type": "being", "pick": "all"}})
    assert cond_text(being_cond) == "that card is a being"
    source = bh.Exists.model_validate({"exists": {"among": "$source", "type": "being", "pick": "all"}})
    assert cond_text(source) == "it comes from a being"  # a would event's source
    bound = bh.Exists.model_validate({"exists": {"among": "$instead", "pick": "all"}})
    assert cond_text(bound) == "that card is in play"
