"""The behaviour language's repeat, choose_card, from_collection, attach (other cards, face down),
and the filter terms lowest / attached_to and a bound Ranger in token_on (docs/behaviour.md), each
on a minimal table of invented cards."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.invariants import check_state

from .helpers import Game, being, feature, gear, moment
from .test_behaviour import game, remember, sun_being


def test_repeat_runs_its_effects_that_many_times_picking_afresh_each_time() -> None:
    """Exhaust a ready being, twice: the second round cannot pick the one the first exhausted."""
    b = sun_being(
        "TB",
        [
            {
                "do": "repeat",
                "times": 2,
                "effects": [{"do": "exhaust", "target": {"type": "being", "ready": True, "other": True}}],
            }
        ],
    )
    others = [being(c, harm=5) for c in ("TX1", "TX2", "TX3")]
    g = game(b, *others, path=["TB", "TX1", "TX2", "TX3"])
    x1, x2, x3 = (g.bring(c) for c in ("TX1", "TX2", "TX3"))
    remember(g)
    g.pick(f"card:{x2}", "effect_choice")
    assert g.options() == [f"card:{x1}", f"card:{x3}"]
    g.pick(f"card:{x3}", "effect_choice")
    assert [g.state.cards[x].exhausted for x in (x1, x2, x3)] == [False, True, True]
    g.expect("turn")


def test_repeat_zero_times_does_nothing_and_goes_on() -> None:
    b = sun_being(
        "TB",
        [
            {"do": "repeat", "times": {"tokens_on": {"kind": "harm"}}, "effects": [{"do": "exhaust"}]},
            {"do": "add_tokens", "kind": "progress"},
        ],
        progress=5,
    )
    g = game(b, path=["TB"])
    remember(g)
    tb = g.iid("TB")
    assert not g.state.cards[tb].exhausted and g.state.cards[tb].tokens == {"progress": 1}


def test_choose_card_binds_the_pick_for_the_effects_after_it() -> None:
    """The lowest-presence feature is chosen (a tie asks), then both effects act on that one card."""
    b = sun_being(
        "TB",
        [
            {"do": "choose_card", "target": {"type": "feature", "lowest": "presence"}, "as": "$f"},
            {"do": "add_tokens", "target": "$f", "kind": "harm"},
            {"do": "exhaust", "target": "$f"},
        ],
    )
    f1, f2, f3 = (
        feature("TF1", presence=1, harm=5),
        feature("TF2", presence=1, harm=5),
        feature("TF3", presence=2),
    )
    g = game(b, f1, f2, f3, path=["TB", "TF1", "TF2", "TF3"])
    a, c, d = (g.bring(x) for x in ("TF1", "TF2", "TF3"))
    remember(g)
    assert g.options() == [f"card:{a}", f"card:{c}"]  # the presence-2 feature is not the lowest
    g.pick(f"card:{c}", "effect_choice")
    assert g.state.cards[c].tokens == {"harm": 1} and g.state.cards[c].exhausted
    assert g.state.cards[a].tokens == {} and not g.state.cards[d].exhausted


def test_a_bound_rangers_token_on_a_card_and_injuring_them() -> None:
    """for_each Ranger: injure the ones whose Ranger token is on the chosen card."""
    b = sun_being(
        "TB",
        [
            {"do": "choose_card", "target": {"type": "feature"}, "as": "$f"},
            {
                "do": "for_each",
                "rangers": "each",
                "effects": [
                    {
                        "do": "if",
                        "cond": {"token_on": "$f", "who": "$each"},
                        "then": [{"do": "injure", "who": "$each"}],
                    }
                ],
            },
        ],
    )
    g = game(b, feature("TF1"), path=["TB", "TF1"], rangers=2)
    f = g.bring("TF1", "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=f))
    g.next_ranger("r1")
    remember(g)
    assert [g.ranger(r).injuries for r in ("r1", "r2")] == [0, 1]


def test_attach_other_cards_face_down_takes_them_out_of_play_and_attached_to_counts_them() -> None:
    b = sun_being(
        "TB",
        [
            {"do": "attach", "target": {"trait": "flora"}, "to": "this", "face_down": True},
            {
                "do": "if",
                "cond": {"value": {"count": {"attached_to": "this"}}, "ge": 2},
                "then": [{"do": "add_tokens", "kind": "progress"}],
            },
        ],
        progress=5,
    )
    flora = [feature(c, traits=("Flora",), harm=5) for c in ("TF1", "TF2")]
    g = game(b, *flora, path=["TB", "TF1", "TF2"])
    tb, f1 = g.iid("TB"), g.bring("TF1")
    g.session.manual(ManualAdjust(action="add_tokens", card=f1, token="harm", amount=2))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=f1))
    remember(g)
    card = g.state.cards[f1]
    assert card.attached_to == tb and not card.face_up and card.tokens == {}
    assert g.ranger().ranger_token_on != f1 and g.state.cards[tb].tokens == {}  # one attached: no progress
    f2 = g.bring("TF2")
    remember(g)  # the face-down flora is out of play: only the new one is attached now
    assert g.state.cards[f2].attached_to == tb and g.state.cards[tb].tokens == {"progress": 1}
    assert check_state(g.state, g.session.book) == []


def _collection_game(*extra: Any) -> Game:
    b = sun_being(
        "TB",
        [
            {"do": "to_collection", "target": {"zone": "hand", "type": "moment"}, "as": "$gone"},
            {"do": "if", "cond": {"exists": "$gone"}, "then": [{"do": "from_collection", "type": "moment"}]},
        ],
    )
    cards = [
        b,
        moment("TM1", aspect="AWA", level=1),
        moment("TM2", aspect="FOC", level=3),  # needs FOC 3: the Rangers have 2
        moment("TM3", aspect="SPI", level=2),
        *extra,
    ]
    # the opening hand and the Remember draw are fillers; the moments wait below them
    return game(*cards, path=["TB"], decks=[["TFILL"] * 9 + ["TM1", "TM3", "TM3"]])


def test_from_collection_offers_starting_cards_the_ranger_qualifies_for_and_records_the_swap() -> None:
    g = _collection_game()
    g.bring("TM1", "hand")
    remember(g)
    # TM2 needs more FOC; TM3 already has two copies in the deck; TM1 (returned) may come back
    assert g.options() == ["collection:TM1"]
    g.pick("collection:TM1", "effect_choice")
    hand = [g.state.cards[i].def_id for i in g.ranger().hand]
    assert hand.count("TM1") == 1 and g.iid("TM1") not in g.ranger().hand  # a new copy
    assert [(c.remove, c.add) for c in g.state.day.deck_changes] == [("TM1", None), (None, "TM1")]
    assert check_state(g.state, g.session.book) == []


def test_from_collection_with_no_card_returned_takes_nothing() -> None:
    g = _collection_game()
    remember(g)  # no moment in hand
    g.expect("turn")
    assert g.state.day.deck_changes == []


def test_from_collection_puts_a_gear_into_play() -> None:
    b = sun_being("TB", [{"do": "from_collection", "type": "gear", "to": "play"}])
    g = game(b, gear("TG1", tokens={"name": "spark", "count": {"n": 2}}), path=["TB"])
    remember(g)
    g.pick("collection:TG1", "effect_choice")
    new = g.ranger().player_area[-1]
    assert g.state.cards[new].def_id == "TG1" and g.state.cards[new].tokens == {"spark": 2}


def test_starting_cards_from_the_real_collection_follow_the_deck_rules() -> None:
    """Rulebook: Customizing Your Deck - starting cards only (no reward), an aspect requirement the
    Ranger meets, never a third copy, Expert cards only from the Ranger's own background/specialty."""
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.engine import GameSetup, RangerSetup, Session
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.effects.collection import starting_cards
    from rangers_qt.engine.events import Recorder

    catalog = load_catalog()
    artisan = [c.id for c in catalog.set_cards("artisan")]
    explorer = [c.id for c in catalog.set_cards("explorer")]
    deck = [c for c in artisan * 2 if c != "01016"] + explorer  # 16 + 14: no Masterwork
    aspects = {"AWA": 3, "FIT": 2, "FOC": 1, "SPI": 2}
    setup = GameSetup(
        rangers=[RangerSetup(name="A", aspects=aspects, role_id="01051", deck=deck)],
        location="lone_tree_station",
        seed=1,
    )
    s = Session.new(catalog, setup)
    eng = Engine(s.state, s.book, s.registry, Recorder())
    moments = starting_cards(eng, "r1", "moment")
    cards = [catalog.card(i) for i in moments]
    assert all(catalog.sets[c.set_id].kind in ("background", "specialty", "personality") for c in cards)
    assert "01203" not in moments  # Kordo's Instinct: a reward
    assert all(c.aspect is None or aspects[c.aspect] >= c.level for c in cards)
    assert "01069" in moments  # One With Nature needs AWA 3: the Ranger has it
    assert "01064" not in moments  # Thoroughly Prepared needs SPI 3: the Ranger has 2
    assert "01010" not in moments  # The Right Tool: two copies already in the deck
    assert "01029" in moments  # Local Fare (forager, AWA 1): any starting card, not only own sets
    attachments = starting_cards(eng, "r1", "attachment")
    assert "01016" in attachments  # Masterwork: Expert, from the Ranger's own background (artisan)
    assert "01028" not in attachments  # Green Thumb: Expert from another background (forager)
    gear = starting_cards(eng, "r1", "gear")
    assert "01083" not in gear and "01005" not in gear  # Expert gear of other sets (shaper, traveler)
    assert "01042" in gear  # Boundary Sensor (explorer, one copy in the deck): a second may come


def test_search_set_aside_then_attach_face_down_then_put_into_play_by_its_arrow() -> None:
    """search_set ``where: aside`` binds the card found without putting it into play; ``attach``
    face down takes a card from outside play; ``put_into_play`` brings a path card in by its arrow."""
    from .helpers import C0, CM

    b = being(
        "TB",
        harm=9,
        challenge=("sun", "crest"),
        behaviour={
            "challenge": {
                "sun": [
                    {"do": "search_set", "set": "the_valley", "match": {}, "where": "aside", "as": "$it"},
                    {"do": "attach", "target": "$it", "to": "location", "face_down": True},
                ],
                "crest": [
                    {"do": "choose_card", "target": {"attached_to": "location"}, "as": "$it"},
                    {"do": "put_into_play", "target": "$it"},
                ],
            }
        },
    )
    valley = [feature(c, set_id="the_valley", area="along_the_way") for c in ("TV1", "TV2")]
    g = game(b, *valley, path=["TB"], challenge_order=[C0, CM] * 5)
    remember(g)
    g.pick("card:TV2", "effect_choice")
    loc = g.state.surroundings[0]
    (card,) = g.state.cards[loc].attached
    assert g.state.cards[card].def_id == "TV2" and not g.state.cards[card].face_up
    assert card not in g.state.along_the_way
    remember(g)  # crest: back into play, along the way by its arrow
    assert g.where(card) == ("along_the_way", None) and g.state.cards[card].face_up
    assert g.state.cards[loc].attached == []


def test_cannot_interact_hides_every_test_with_or_at_the_card_while_it_holds() -> None:
    """Constant ``cannot_interact``: while its card has a harm token (here), neither its own test
    nor a common test aimed at it is offered."""
    from .helpers import tdef

    wall = feature(
        "TF",
        presence=1,
        progress=5,
        harm=5,
        tests=(tdef(label="Climb"),),
        behaviour={
            "constant": [
                {"modify": "cannot_interact", "while": {"value": {"tokens_on": {"kind": "harm"}}, "ge": 1}}
            ],
            "tests": {"t1": {"success": [{"do": "add_tokens", "kind": "progress"}]}},
        },
    )
    g = game(wall, path=["TF"])
    f = g.iid("TF")
    assert [o for o in g.options() if f in o]  # its test and Traverse at it
    g.session.manual(ManualAdjust(action="add_tokens", card=f, token="harm", amount=1))
    assert [o for o in g.options() if f in o] == []


def test_a_test_with_while_is_offered_only_while_it_holds() -> None:
    from .helpers import tdef

    b = being(
        "TB",
        harm=5,
        tests=(tdef(label="Pet"),),
        behaviour={
            "tests": {
                "t1": {
                    "while": {"exists": {"type": "feature", "ready": False}},
                    "success": [{"do": "exhaust"}],
                }
            }
        },
    )
    g = game(b, feature("TF"), path=["TB", "TF"])
    tb, tf = g.iid("TB"), g.bring("TF")
    assert not any(o.startswith(f"test:{tb}:t1") for o in g.options())
    g.session.manual(ManualAdjust(action="exhaust", card=tf))
    assert any(o.startswith(f"test:{tb}:t1") for o in g.options())
