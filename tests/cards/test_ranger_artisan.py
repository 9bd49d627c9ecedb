"""Artisan background cards (cards/ranger/artisan.json) through the prompt protocol, with pinned
challenge draws (PASS +1, FAIL -2, EVEN 0)."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .background_kit import DOE, HEART, add, table, tokens

RIGHT_TOOL, POUCH, REPLICA, DESPERATION = "01010", "01011", "01013", "01015"
CANTEEN, DAYHOWLER = "01059", "01055"


def test_the_right_tool_swaps_an_equipped_gear_for_a_gear_from_the_deck_for_free() -> None:
    g = table(hand=(RIGHT_TOOL, POUCH, REPLICA, DAYHOWLER), path=(HEART,))
    pouch = g.bring(POUCH, zone="player_area")
    replica, howler = g.bring(REPLICA, zone="deck"), g.bring(DAYHOWLER, zone="deck")
    assert g.where(replica)[0] == "deck" and g.where(howler)[0] == "deck"
    energy_before = dict(g.ranger().energy)
    g.play(g.iid(RIGHT_TOOL))  # solo: the chosen Ranger is you, no question
    g.pick("yes", "effect_may")
    g.pick(f"card:{replica}", "effect_choice")  # two gear in the deck: the Ranger picks
    assert g.where(pouch) == ("discard", "r1")
    assert g.where(replica) == ("player_area", "r1") and tokens(g, replica) == {"charge": 3}
    assert g.ranger().energy["FOC"] == energy_before["FOC"]  # the Replica's cost is not paid
    assert g.ranger().energy["AWA"] == energy_before["AWA"] - 1  # the Right Tool's own cost


def test_the_right_tool_asks_nothing_of_a_ranger_without_equipped_gear() -> None:
    g = table(hand=(RIGHT_TOOL, REPLICA), path=(HEART,))
    g.bring(REPLICA, zone="deck")
    g.play(g.iid(RIGHT_TOOL))
    g.expect("turn")
    assert g.where(g.iid(REPLICA))[0] == "deck"


def test_pocketed_belt_pouch_makes_gear_take_one_square_less_but_never_below_one() -> None:
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.flow.play import equip_total

    g = table(hand=(POUCH, REPLICA, DAYHOWLER), path=(HEART,))
    for card in (POUCH, REPLICA, DAYHOWLER):
        g.bring(card, zone="player_area")
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    assert equip_total(eng, "r1") == 1 + 1 + 1  # pouch 1, replica 2 -> 1, dayhowler 1 (at 1)


def test_pocketed_belt_pouch_open_takes_a_gear_from_the_deck_into_hand() -> None:
    g = table(hand=(POUCH, REPLICA), path=(HEART,))
    pouch = g.bring(POUCH, zone="player_area")
    replica = g.bring(REPLICA, zone="deck")
    g.perform("t1", None, energy=1, source=pouch)
    assert g.where(replica) == ("hand", "r1")
    assert tokens(g, pouch) == {"pocket": 2}


def test_functional_replica_resolves_another_gears_ability_without_its_cost() -> None:
    g = table(hand=(REPLICA, CANTEEN), path=(HEART,))
    replica = g.bring(REPLICA, zone="player_area")
    canteen = g.bring(CANTEEN, zone="player_area")
    add(g, canteen, "energy_spi", 1)  # the Canteen's chosen aspect
    before = g.ranger().energy.get("SPI", 0)
    g.pick(f"ability:{replica}", "turn")  # the only gear with a usable ability: no question
    assert g.ranger().energy["SPI"] == before + 1
    assert tokens(g, canteen) == {"sip": 3, "energy_spi": 1} and not g.state.cards[canteen].exhausted
    assert tokens(g, replica) == {"charge": 2} and g.state.cards[replica].exhausted


def test_moment_of_desperation_discards_a_gear_to_harm_a_being_by_its_tokens() -> None:
    g = table(hand=(DESPERATION, REPLICA), path=(HEART, DOE))
    replica, doe = g.bring(REPLICA, zone="player_area"), g.bring(DOE)
    g.play(g.iid(DESPERATION))
    assert g.where(replica) == ("discard", "r1")
    assert g.where(doe)[0] == "path_discard"  # 3 harm against the Doe's threshold of 2


def test_moment_of_desperation_with_an_empty_gear_adds_no_harm() -> None:
    g = table(hand=(DESPERATION, DAYHOWLER), path=(HEART, DOE))
    howler, doe = g.bring(DAYHOWLER, zone="player_area"), g.bring(DOE)
    g.session.manual(ManualAdjust(action="remove_tokens", card=howler, token="charge", amount=1))
    g.play(g.iid(DESPERATION))
    assert g.where(howler) == ("discard", "r1") and tokens(g, doe) == {}


MASTERWORK = "01016"


def test_masterwork_goes_on_gear_and_commits_an_effort_to_its_tests_only() -> None:
    g = table(hand=(MASTERWORK, POUCH), path=(HEART, DOE))
    pouch, doe = g.bring(POUCH, zone="player_area"), g.bring(DOE)
    work = g.iid(MASTERWORK)
    g.play(work)
    assert g.options() == [f"host:{pouch}"]  # the only gear: the Doe is no host
    g.pick(f"host:{pouch}", "choose_host")
    g.choose_test("connect", doe)
    g.expect("commit_energy")
    assert g.state.test is not None and g.state.test.commits == []  # not a test from the gear


def test_masterwork_commits_an_effort_to_a_test_of_the_attached_gear() -> None:
    g = table(hand=(MASTERWORK, POUCH), path=(HEART,))
    pouch = g.bring(POUCH, zone="player_area")
    g.play(g.iid(MASTERWORK))
    g.pick(f"host:{pouch}", "choose_host")
    g.pick(f"test:{pouch}:t1:-", "turn")  # the effort is committed without a question
    g.pick("energy:1", "commit_energy")
    result = [e.text for e in g.last.events if e.kind == "test_result"]
    assert result and "effort 2" in result[0]


GREAVES, FAVORITE, CLOAK = "01018", "01017", "01063"
ARTILOPE, BEARSLOTH = "01364", "01265"  # Artilope: presence 1


def _ready(g, iid: str) -> None:  # type: ignore[no-untyped-def]
    if g.state.cards[iid].exhausted:
        g.session.manual(ManualAdjust(action="ready", card=iid))


def _between_table(*deck: str):  # type: ignore[no-untyped-def]
    """The Artilope within reach is between you and the Bearsloth along the way."""
    from .ranger_kit import ranger_table

    g = ranger_table(deck=list(deck), path=[ARTILOPE, BEARSLOTH])
    return g, g.iid(ARTILOPE), g.bring(BEARSLOTH, zone="along_the_way")


def test_energized_hiking_greaves_use_buffers_to_suffer_less_fatigue_from_each_card_between() -> None:
    g, artilope, sloth = _between_table(GREAVES)
    greaves = g.bring(GREAVES, zone="player_area")
    g.choose_test("avoid", artilope)  # nothing between: not offered
    g.pick("energy:1", "commit_energy")
    g.expect("turn")
    assert g.ranger().fatigue == [] and tokens(g, greaves) == {"buffer": 3}
    assert g.state.cards[artilope].exhausted  # avoided
    g.session.manual(ManualAdjust(action="ready", card=artilope))
    g.choose_test("avoid", sloth)
    g.pick(f"respond:{greaves}", "response")
    p = g.expect("effect_amount")  # X from 1 to the buffers it has
    assert [o.amount for o in p.options] == [1, 2, 3]
    g.pick("n:1")
    g.expect("commit_energy")
    assert g.ranger().fatigue == [] and tokens(g, greaves) == {"buffer": 2}  # 1 fewer than 1


def test_energized_hiking_greaves_with_one_buffer_asks_no_number() -> None:
    g, _artilope, sloth = _between_table(GREAVES)
    greaves = g.bring(GREAVES, zone="player_area")
    g.session.manual(ManualAdjust(action="remove_tokens", card=greaves, token="buffer", amount=2))
    g.choose_test("avoid", sloth)
    g.pick(f"respond:{greaves}", "response")
    g.expect("commit_energy")  # X is 1: no question
    assert g.ranger().fatigue == [] and tokens(g, greaves) == {}
    g.pick("energy:1")
    g.expect("turn")
    _ready(g, sloth)  # if avoided
    g.choose_test("avoid", sloth)  # no buffer left: not offered, the Artilope fatigues you
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1


def test_favorite_gear_soothes_after_you_use_a_token_of_the_attached_gear() -> None:
    g, _artilope, sloth = _between_table(GREAVES, FAVORITE, CLOAK)
    greaves, cloak = g.bring(GREAVES, zone="player_area"), g.bring(CLOAK, zone="player_area")
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=3))
    favorite = g.iid(FAVORITE)
    g.play(favorite)
    g.pick(f"host:{greaves}", "choose_host")
    g.choose_test("avoid", sloth)
    g.pick(f"respond:{greaves}", "response")
    g.pick("n:2", "effect_amount")
    g.expect("commit_energy")  # 2 buffers used: 2 soothed (ruling R64: 1 per token)
    assert len(g.ranger().fatigue) == 1 and tokens(g, greaves) == {"buffer": 1}
    g.pick("energy:1")
    g.expect("turn")
    _ready(g, sloth)  # if avoided
    g.choose_test("avoid", sloth)
    g.pick("pass", "response")  # the greaves are not used: the cloak's charge is
    g.pick("yes", "effect_may")
    g.expect("commit_energy")
    assert tokens(g, cloak) == {"charge": 2} and len(g.ranger().fatigue) == 1  # not the attached gear


def test_favorite_gear_soothes_after_a_test_uses_a_token_of_the_attached_gear() -> None:
    darter_id = "01058"
    g, artilope, _sloth = _between_table(darter_id, FAVORITE)
    darter = g.bring(darter_id, zone="player_area")
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
    g.play(g.iid(FAVORITE))
    g.pick(f"host:{darter}", "choose_host")
    g.perform("t1", artilope, energy=1, source=darter)  # the shot uses a dart
    g.expect("turn")
    assert tokens(g, darter) == {"dart": 2} and len(g.ranger().fatigue) == 1


MOTHER, MARKERS, CABLE, BOG = "01014", "01056", "01054", "01297"


def _mother_table():  # type: ignore[no-untyped-def]
    """Two Rangers; Ranger1 holds the Mother of Invention, Trail Markers and Carbonforged Cable are
    in Ranger1's discard, a Trail Markers in Ranger2's; the Fetid Bog within reach (no predator)."""
    from engine.helpers import Game

    from .background_kit import CATALOG

    ids = (MOTHER, MARKERS, CABLE, ARTILOPE, BOG)
    g = Game(
        [CATALOG.card(i) for i in ids],
        rangers=2,
        path=[ARTILOPE, BOG],
        decks=[[MOTHER, MARKERS, CABLE], [MARKERS]],
    )
    g.next_ranger("r1")
    mine, cable, theirs = g.iid(MARKERS), g.iid(CABLE), g.iid(MARKERS, 1)
    for card, who in ((mine, "r1"), (cable, "r1"), (theirs, "r2")):
        g.session.manual(ManualAdjust(action="move", card=card, zone="discard", ranger=who))
    return g, g.iid(MOTHER), mine, cable, theirs, g.bring(BOG)


def test_the_mother_of_invention_lets_a_ranger_play_an_attachment_from_their_discard() -> None:
    g, mother, mine, cable, theirs, bog = _mother_table()
    fit = g.ranger().energy["FIT"]
    g.play(mother)
    p = g.expect("effect_choice")  # the Cable has no predator to go on: not a choice
    assert sorted(o.card for o in p.options if o.card) == sorted([mine, theirs])
    g.pick(f"card:{mine}")
    g.pick("yes", "effect_may")
    g.pick(f"host:{bog}", "choose_host")
    assert g.state.cards[mine].attached_to == bog and g.ranger().energy["FIT"] == fit - 1
    assert g.where(cable) == ("discard", "r1") and g.where(mother) == ("discard", "r1")
    g.expect("choose_next")  # the one turn the moment took is over


def test_the_mother_of_invention_asks_the_owner_of_the_chosen_attachment() -> None:
    g, mother, mine, _cable, theirs, _bog = _mother_table()
    g.session.manual(ManualAdjust(action="move", card=mine, zone="deck", ranger="r1"))
    g.play(mother)  # one playable attachment: Ranger2's, no question of which
    g.expect("effect_may", "r2")  # Ranger2 is asked; they leave it
    g.pick("no")
    g.expect("choose_next")
    assert g.where(theirs) == ("discard", "r2")


def test_the_mother_of_invention_offers_nothing_its_owner_cannot_pay_for() -> None:
    g, mother, mine, _cable, theirs, _bog = _mother_table()
    g.session.manual(ManualAdjust(action="move", card=theirs, zone="deck", ranger="r2"))
    fit = g.ranger().energy["FIT"]
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-fit))
    g.play(mother)  # costs 0 FIT; the Trail Markers (1 FIT) cannot be paid for
    g.expect("choose_next")
    assert g.where(mine) == ("discard", "r1")
