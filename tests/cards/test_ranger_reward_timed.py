"""Reward cards with timed abilities and responses (cards/ranger/reward.json) through the prompt
protocol: answers to a Ranger's fatigue, "when you perform a test" abilities and responses, a rest
ability, an attachment's answers. Pinned challenge draws from ranger_kit (SUN 0, MOUNTAIN +1,
CREST -1, FAIL -2)."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .ranger_kit import FAIL, SUN, exhaust, in_play, ranger_table, tokens

CLOAK, TRANSLOCATOR, CROWN, VINE, FEARS, MUCUS = "01201", "01219", "01229", "01223", "01221", "01207"
HEART = "01388"  # Heart of the Swamp: a trail feature along the way, presence 0
ARTILOPE = "01364"  # a being of presence 1, within reach when brought
OURA = "01296"  # Oura Vos: a human being of presence 1
DOE = "01361"  # Sitka Doe: a prey being


def _fatigue(g: Game, ranger: str = "r1") -> int:
    return len(g.state.ranger(ranger).fatigue)


def _energy_to(g: Game, aspect: str, n: int, ranger: str = "r1") -> None:
    have = g.state.ranger(ranger).energy.get(aspect, 0)
    if n != have:
        g.session.manual(ManualAdjust(action="energy", ranger=ranger, aspect=aspect, amount=n - have))


# --------------------------------------------------------------------------- Lynx Fur Cloak


def test_lynx_fur_cloak_exhausts_to_take_no_fatigue_from_a_path_card() -> None:
    g = ranger_table(deck=[CLOAK], path=[HEART, ARTILOPE])
    cloak, heart = in_play(g, CLOAK), g.iid(HEART)
    g.bring(ARTILOPE)  # within reach: between r1 and the Heart along the way
    g.choose_test("traverse", heart)
    p = g.expect("effect_may")
    assert "1 fatigue" in p.title
    g.pick("yes")
    assert _fatigue(g) == 0 and g.state.cards[cloak].exhausted
    g.expect("commit_energy")


def test_lynx_fur_cloak_is_not_offered_exhausted_nor_for_another_rangers_fatigue() -> None:
    g = ranger_table(deck=[CLOAK], path=[HEART, ARTILOPE])
    cloak, heart = in_play(g, CLOAK), g.iid(HEART)
    g.bring(ARTILOPE)
    exhaust(g, cloak)
    g.choose_test("traverse", heart)
    g.expect("commit_energy")  # no question: the fatigue is suffered
    assert _fatigue(g) == 1
    g2 = ranger_table(deck=[CLOAK], path=[HEART, ARTILOPE], rangers=2)
    g2.pick("next:r2", "choose_next")
    in_play(g2, CLOAK)
    g2.bring(ARTILOPE, ranger="r2")
    g2.choose_test("traverse", g2.iid(HEART))
    g2.expect("commit_energy")  # r2 suffers it: r1's cloak answers only r1's fatigue
    assert _fatigue(g2, "r2") == 1


# --------------------------------------------------------------------------- Translocator


def test_translocator_dodges_every_card_between_and_injures_when_the_test_fails() -> None:
    g = ranger_table(deck=[TRANSLOCATOR], path=[HEART, ARTILOPE], draw=FAIL)
    loc, heart = in_play(g, TRANSLOCATOR), g.iid(HEART)
    artilope = g.bring(ARTILOPE)
    g.choose_test("traverse", heart)
    g.pick(f"respond:{loc}", "response")
    assert g.state.test is not None and g.state.test.dodged == [artilope]
    assert g.state.cards[loc].exhausted and tokens(g, loc) == {"shift": 2}
    g.pick("energy:1", "commit_energy")  # 1 - 2: failure
    assert _fatigue(g) == 0 and g.state.ranger("r1").injuries == 2  # the Traverse's own, and 1 more


def test_translocator_succeeding_costs_no_injury_and_is_not_offered_with_nothing_between() -> None:
    g = ranger_table(deck=[TRANSLOCATOR], path=[HEART, ARTILOPE], draw=SUN)
    loc, heart = in_play(g, TRANSLOCATOR), g.iid(HEART)
    g.bring(ARTILOPE)
    g.choose_test("traverse", heart)
    g.pick(f"respond:{loc}", "response")
    g.pick("energy:1", "commit_energy")  # 1 + 0 against presence 0 (difficulty 1): success
    assert g.state.ranger("r1").injuries == 0 and _fatigue(g) == 0
    g2 = ranger_table(deck=[TRANSLOCATOR], path=[HEART])
    in_play(g2, TRANSLOCATOR)
    g2.choose_test("traverse", g2.iid(HEART))
    g2.expect("commit_energy")


# --------------------------------------------------------------------------- Harvest Crown


def _effort(g: Game) -> str:
    found = [e.text for e in g.last.events if e.kind == "test_result"]
    assert found
    return str(found[0])


def test_harvest_crown_commits_2_effort_to_a_connect_with_a_human() -> None:
    g = ranger_table(deck=[CROWN], path=[OURA])
    crown, oura = in_play(g, CROWN), g.bring(OURA)
    g.choose_test("connect", oura)
    g.pick(f"respond:{crown}", "response")
    assert g.state.cards[crown].exhausted
    g.pick("energy:1", "commit_energy")
    assert "effort 3" in _effort(g)  # 1 energy + 2 from the crown (+0 drawn)


def test_harvest_crown_is_not_offered_for_a_non_human_nor_another_test() -> None:
    g = ranger_table(deck=[CROWN], path=[DOE, OURA])
    in_play(g, CROWN)
    g.choose_test("connect", g.bring(DOE))
    g.expect("commit_energy")
    g2 = ranger_table(deck=[CROWN], path=[OURA])
    in_play(g2, CROWN)
    g2.choose_test("avoid", g2.bring(OURA))
    g2.expect("commit_energy")


def test_harvest_crown_answers_another_rangers_connect() -> None:
    g = ranger_table(deck=[CROWN], path=[OURA], rangers=2)
    g.pick("next:r2", "choose_next")
    crown = in_play(g, CROWN)
    oura = g.bring(OURA, ranger="r2")
    g.choose_test("connect", oura)
    g.pick(f"respond:{crown}", "response")
    g.pick("energy:1", "commit_energy")
    assert "effort 3" in _effort(g)


# --------------------------------------------------------------------------- Dendritic Vine


def test_dendritic_vine_uses_a_pulse_to_scout_3_ranger_cards_when_you_rest() -> None:
    g = ranger_table(deck=[VINE])
    vine = in_play(g, VINE)
    g.rest()
    g.pick(f"respond:{vine}", "response")
    p = g.expect("scout")
    assert sum(1 for o in p.options if o.id.startswith("top:")) == 3
    assert tokens(g, vine) == {"pulse": 2}


def test_dendritic_vine_is_not_offered_without_pulses() -> None:
    g = ranger_table(deck=[VINE])
    vine = in_play(g, VINE)
    g.session.manual(ManualAdjust(action="remove_tokens", card=vine, token="pulse", amount=3))
    g.rest()
    assert g.prompt.kind != "response"


# --------------------------------------------------------------------------- Face Your Fears


def test_face_your_fears_spends_x_focus_to_commit_x_effort() -> None:
    g = ranger_table(deck=[FEARS], path=[HEART])
    fears, heart = g.iid(FEARS), g.iid(HEART)
    _energy_to(g, "FOC", 3)
    g.choose_test("traverse", heart)
    g.pick(f"respond:{fears}", "response")
    g.pick("n:2", "effect_amount")
    assert g.state.ranger("r1").energy["FOC"] == 1
    g.pick("energy:1", "commit_energy")
    assert "effort 3" in _effort(g)
    assert fears in g.state.ranger("r1").discard


def test_face_your_fears_is_not_offered_without_focus_energy() -> None:
    g = ranger_table(deck=[FEARS], path=[HEART])
    _energy_to(g, "FOC", 0)
    g.choose_test("traverse", g.iid(HEART))
    g.expect("commit_energy")


# --------------------------------------------------------------------------- Reclaimer Mucus

CARCASS = "01336"  # Fresh Sitka Carcass: a feature of presence 3, harm threshold 3


def _presence(g: Game, iid: str) -> int:
    from rangers_qt.engine import ops
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    return ops.presence(Engine(g.state, g.session.book, g.registry, Recorder(enabled=False)), iid)


def _attach_mucus(g: Game, host: str) -> str:
    mucus = g.iid(MUCUS)
    g.play(mucus)
    g.pick(f"host:{host}", "choose_host")
    assert g.state.cards[mucus].attached_to == host
    return mucus


def test_reclaimer_mucus_lowers_presence_by_2_and_harms_its_host_when_it_fatigues() -> None:
    g = ranger_table(deck=[MUCUS], path=[HEART, CARCASS])
    heart, carcass = g.iid(HEART), g.bring(CARCASS)
    _attach_mucus(g, carcass)
    assert _presence(g, carcass) == 1
    g.choose_test("traverse", heart)
    g.expect("commit_energy")  # forced: no question
    assert _fatigue(g) == 1 and tokens(g, carcass) == {"harm": 1}


def test_reclaimer_mucus_host_of_presence_1_fatigues_no_one_and_takes_no_harm() -> None:
    g = ranger_table(deck=[MUCUS], path=[HEART, ARTILOPE])
    heart, artilope = g.iid(HEART), g.bring(ARTILOPE)
    _attach_mucus(g, artilope)
    assert _presence(g, artilope) == 0  # 1 - 2, never below 0
    g.choose_test("traverse", heart)
    g.expect("commit_energy")
    assert _fatigue(g) == 0 and tokens(g, artilope) == {}


def test_reclaimer_mucus_does_not_answer_fatigue_from_another_card() -> None:
    g = ranger_table(deck=[MUCUS], path=[HEART, CARCASS, ARTILOPE])
    heart, carcass, artilope = g.iid(HEART), g.bring(CARCASS), g.bring(ARTILOPE)
    _attach_mucus(g, artilope)
    g.choose_test("traverse", heart)
    g.expect("commit_energy")
    assert _fatigue(g) == 3 and tokens(g, carcass) == {} and tokens(g, artilope) == {}


# --------------------------------------------------------------------------- Ar Tel's Vaulting Rod

ROD, THICKET = "01211", "01338"  # Overgrown Thicket: a flora obstacle


def test_vaulting_rod_exhausts_an_obstacle_and_is_discarded_with_its_last_vault() -> None:
    g = ranger_table(deck=[ROD], path=[THICKET, THICKET])
    rod = in_play(g, ROD)
    first, second = g.bring(THICKET), g.bring(THICKET, nth=1)
    g.pick(f"ability:{rod}", "turn")
    g.pick(f"card:{first}", "effect_choice")  # two ready obstacles: the Ranger picks
    assert g.state.cards[first].exhausted and tokens(g, rod) == {"vault": 1}
    g.session.manual(ManualAdjust(action="ready", card=rod))
    g.pick(f"ability:{rod}", "turn")  # one ready obstacle left: no question
    assert g.state.cards[second].exhausted
    assert rod in g.state.ranger("r1").discard  # no vaults left: it goes


def test_vaulting_rod_is_not_offered_without_a_ready_obstacle() -> None:
    g = ranger_table(deck=[ROD], path=[THICKET])
    rod = in_play(g, ROD)
    exhaust(g, g.bring(THICKET))
    g.expect("turn")
    assert f"ability:{rod}" not in g.options()


def test_vaulting_rod_fish_soothes_2_and_puts_2_progress_on_a_water_card() -> None:
    g = ranger_table(deck=[ROD], path=[HEART], draw=SUN)
    rod, heart = in_play(g, ROD), g.iid(HEART)
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=3))
    _energy_to(g, "AWA", 2)
    g.perform("t1", heart, energy=2, source=rod)  # 2 + 0 against 2: success
    assert _fatigue(g) == 1 and tokens(g, heart) == {"progress": 2}


def test_vaulting_rod_fish_is_not_offered_without_a_water_card() -> None:
    g = ranger_table(deck=[ROD], path=[THICKET])
    rod = in_play(g, ROD)
    g.bring(THICKET)
    g.expect("turn")
    assert not [o for o in g.options() if o.startswith(f"test:{rod}:")]


# --------------------------------------------------------------------------- Scuttler Tunnel

TUNNEL = "01202"


def _tunnel_table(path: tuple[str, ...] = (HEART, ARTILOPE), **kw: object) -> tuple[Game, str]:
    g = ranger_table(deck=[TUNNEL], path=list(path), **kw)  # type: ignore[arg-type]
    return g, g.bring(TUNNEL, zone="within_reach")


def test_scuttler_tunnel_navigate_moves_your_ranger_token_onto_it() -> None:
    g, tunnel = _tunnel_table(draw=SUN)
    _energy_to(g, "FOC", 2)
    g.perform("t1", tunnel, energy=1, source=tunnel)  # difficulty 1: success
    assert g.state.ranger("r1").ranger_token_on == tunnel


def test_scuttler_tunnel_takes_a_harm_to_dodge_the_cards_in_its_area_while_you_are_on_it() -> None:
    g, tunnel = _tunnel_table()
    artilope = g.bring(ARTILOPE)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=tunnel))
    g.choose_test("traverse", g.iid(HEART))
    g.pick(f"respond:{tunnel}", "response")
    assert tokens(g, tunnel) == {"harm": 1}
    assert g.state.test is not None and artilope in g.state.test.dodged
    g.expect("commit_energy")
    assert _fatigue(g) == 0


def test_scuttler_tunnel_is_not_offered_while_your_token_is_elsewhere() -> None:
    g, _tunnel = _tunnel_table()
    g.bring(ARTILOPE)
    g.choose_test("traverse", g.iid(HEART))
    g.expect("commit_energy")
    assert _fatigue(g) == 2  # the Artilope and the tunnel itself (presence 1 each)


def test_scuttler_tunnel_clearing_by_harm_injures_you_while_you_are_on_it() -> None:
    for on_it, injuries in ((True, 1), (False, 0)):
        g, tunnel = _tunnel_table()
        if on_it:
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=tunnel))
        g.session.manual(ManualAdjust(action="add_tokens", card=tunnel, token="harm", amount=2))
        assert tunnel in g.state.ranger("r1").within_reach  # 2 harm: one below its threshold
        g.session.manual(ManualAdjust(action="add_tokens", card=tunnel, token="harm", amount=1))
        assert tunnel not in g.state.ranger("r1").within_reach
        assert g.state.ranger("r1").injuries == injuries


# --------------------------------------------------------------------------- Dolewood Canoe

CANOE, HOLT = "01213", "01377"  # Lutrinal Holt: a water feature of presence 2


def test_dolewood_canoe_board_moves_your_token_onto_it_then_back_to_your_role() -> None:
    g = ranger_table(deck=[CANOE], draw=SUN)
    canoe = g.iid(CANOE)
    g.pick(f"setup:{canoe}", "setup_search")  # a Setup card: into play as the day starts
    _energy_to(g, "FIT", 3)
    g.perform("t1", None, energy=1, source=canoe)  # difficulty 1: success; the token is home
    assert g.state.ranger("r1").ranger_token_on == canoe
    g.perform("t1", None, energy=1, source=canoe)  # on the canoe: back home, no question
    assert g.state.ranger("r1").ranger_token_on is None


def test_dolewood_canoe_board_asks_when_your_token_is_on_another_card() -> None:
    g = ranger_table(deck=[CANOE], path=[THICKET], draw=SUN)
    g.pick("none", "setup_search")
    canoe, thicket = in_play(g, CANOE), g.bring(THICKET)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=thicket))
    _energy_to(g, "FIT", 2)
    g.perform("t1", None, energy=1, source=canoe)
    p = g.expect("effect_choice")
    assert len(p.options) == 2
    g.pick(p.options[0].id)  # Board the canoe
    assert g.state.ranger("r1").ranger_token_on == canoe


def test_dolewood_canoe_lowers_water_and_raises_other_features_while_you_are_aboard() -> None:
    g = ranger_table(deck=[CANOE], path=[HOLT, THICKET])
    g.pick("none", "setup_search")
    canoe, holt, thicket = in_play(g, CANOE), g.bring(HOLT), g.bring(THICKET)
    assert (_presence(g, holt), _presence(g, thicket)) == (2, 1)  # not aboard: as printed
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=canoe))
    assert (_presence(g, holt), _presence(g, thicket)) == (1, 2)


# --------------------------------------------------------------------------- Biosign Sensor

SENSOR = "01222"


def _sensor_table(*path: str) -> tuple[Game, str, str]:
    g = ranger_table(deck=[SENSOR], path=[THICKET, *path, HEART, HEART])
    thicket = g.bring(THICKET)
    sensor = g.iid(SENSOR)
    g.play(sensor)
    if g.prompt.kind == "choose_host":
        g.pick(f"host:{thicket}")
    assert g.state.cards[sensor].attached_to == thicket
    return g, sensor, thicket


def test_biosign_sensor_scouts_a_path_card_per_being_after_its_feature_clears() -> None:
    g, sensor, thicket = _sensor_table(ARTILOPE, DOE)
    g.bring(ARTILOPE)
    g.bring(DOE)
    g.session.manual(ManualAdjust(action="add_tokens", card=thicket, token="harm", amount=3))
    p = g.expect("scout")  # forced: the feature and the sensor are gone, the scout follows
    assert sum(1 for o in p.options if o.id.startswith("top:")) == 2
    assert thicket in g.state.path_discard and sensor in g.state.ranger("r1").discard


def test_biosign_sensor_does_nothing_without_beings_nor_for_another_card_clearing() -> None:
    g, _sensor, thicket = _sensor_table()
    g.session.manual(ManualAdjust(action="add_tokens", card=thicket, token="harm", amount=3))
    assert g.prompt.kind != "scout"  # no being in play: nothing to scout
    g2, _sensor2, _thicket2 = _sensor_table(ARTILOPE, THICKET)
    artilope, other = g2.bring(ARTILOPE), g2.bring(THICKET, nth=1)
    g2.session.manual(ManualAdjust(action="add_tokens", card=other, token="harm", amount=3))
    assert g2.prompt.kind != "scout" and artilope in g2.state.ranger("r1").within_reach


# --------------------------------------------------------------------------- Probability Compass

COMPASS = "01218"
#: Shipped challenge cards: CH01 shows FOC -1 and SPI +1 (AWA, FIT 0); CH02 AWA +1, FIT -1.
CH01, CH02 = "CH01", "CH02"


def _compass_table(draw: str, rangers: int = 1) -> tuple[Game, str]:
    from .ranger_kit import CATALOG

    g = Game(
        [CATALOG.card(COMPASS), CATALOG.card(CH01), CATALOG.card(CH02)],
        rangers=rangers,
        challenge_order=[draw] * 10,
        decks=[[COMPASS]] + [[] for _ in range(rangers - 1)],
    )
    return g, in_play(g, COMPASS)


def _no_energy(g: Game, *aspects: str) -> None:
    for a in aspects:
        _energy_to(g, a, 0)


def test_probability_compass_pays_1_spirit_to_use_the_spirit_modifier_instead() -> None:
    g, compass = _compass_table(CH01)  # a Remember (FOC): -1; the card's SPI modifier: +1
    _no_energy(g, "AWA", "FIT")  # their 0 would be better too: no energy to pay for them
    _energy_to(g, "SPI", 1)
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    g.pick(f"respond:{compass}", "response")  # one better modifier payable: no question
    assert g.state.ranger("r1").energy["SPI"] == 0 and tokens(g, compass) == {"needle": 3}
    assert "effort 2" in _effort(g)  # 1 committed, +1 (SPI) instead of -1 (FOC)


def test_probability_compass_asks_which_modifier_when_several_are_better() -> None:
    g, compass = _compass_table(CH01)
    _no_energy(g, "FIT")
    _energy_to(g, "AWA", 1)
    _energy_to(g, "SPI", 1)
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    g.pick(f"respond:{compass}", "response")
    p = g.expect("effect_choice")
    assert sorted(o.id for o in p.options) == ["aspect:AWA", "aspect:SPI"]
    g.pick("aspect:AWA")
    assert g.state.ranger("r1").energy["AWA"] == 0 and g.state.ranger("r1").energy["SPI"] == 1
    assert "effort 1" in _effort(g)  # 1 committed, 0 (AWA) instead of -1


def test_probability_compass_is_not_offered_without_energy_or_a_better_modifier() -> None:
    g, _compass = _compass_table(CH01)
    _no_energy(g, "AWA", "FIT", "SPI")  # better modifiers, none payable
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    assert g.prompt.kind != "response"
    g2, _compass2 = _compass_table("TC0")  # every aspect 0: nothing better
    g2.choose_test("remember")
    g2.pick("energy:1", "commit_energy")
    assert g2.prompt.kind != "response"


# --------------------------------------------------------------------------- thresholds


def test_face_your_fears_with_1_focus_offers_x_up_to_1_and_answers_another_rangers_test() -> None:
    g = ranger_table(deck=[FEARS], path=[HEART], rangers=2)
    g.pick("next:r2", "choose_next")
    fears = g.iid(FEARS)
    _energy_to(g, "FOC", 1)  # r1's focus pays for r2's test
    g.choose_test("traverse", g.iid(HEART))
    g.pick(f"respond:{fears}", "response")
    # X is at least 1 (0 would spend the card for nothing): with 1 FOC there is no number to ask
    assert g.prompt.kind != "effect_amount"
    assert g.state.ranger("r1").energy["FOC"] == 0
    g.pick("energy:1", "commit_energy")
    assert "effort 2" in _effort(g)


def test_vaulting_rod_fish_fails_one_effort_short_of_its_difficulty() -> None:
    g = ranger_table(deck=[ROD], path=[HEART], draw=SUN)
    rod, heart = in_play(g, ROD), g.iid(HEART)
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=3))
    g.perform("t1", heart, energy=1, source=rod)  # 1 + 0 against 2: failure
    assert _fatigue(g) == 3 and tokens(g, heart) == {}
