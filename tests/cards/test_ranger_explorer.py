"""Explorer specialty cards (cards/ranger/explorer.json) through the prompt protocol."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .ranger_kit import FAIL, exhaust, in_play, ranger_table, tokens

GOGGLES, SECRETS, STAVE = "01040", "01041", "01043"
ARTILOPE, THICKET, DOLEWOOD, HEART = "01364", "01338", "01276", "01388"


def _energy(g: Game, aspect: str, n: int) -> None:
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect=aspect, amount=n))


def test_orlin_hiking_stave_uses_a_stride_to_put_progress_on_a_trail() -> None:
    g = ranger_table(deck=[STAVE], path=[HEART])
    stave, heart = in_play(g, STAVE), g.iid(HEART)
    g.pick(f"ability:{stave}", "turn")
    assert tokens(g, heart) == {"progress": 1}
    assert tokens(g, stave) == {"stride": 2}
    assert g.state.cards[stave].exhausted
    g.expect("turn")
    assert f"ability:{stave}" not in g.options()


def test_orlin_hiking_stave_is_not_offered_without_strides() -> None:
    g = ranger_table(deck=[STAVE], path=[HEART])
    stave = in_play(g, STAVE)
    g.session.manual(ManualAdjust(action="remove_tokens", card=stave, token="stride", amount=3))
    g.expect("turn")
    assert f"ability:{stave}" not in g.options()


def test_orlin_hiking_stave_strike_harms_one_per_two_effort() -> None:
    for energy, harm in ((2, 1), (3, 1), (4, 2)):  # effort 2 (the difficulty), 3, 4
        g = ranger_table(deck=[STAVE], path=[ARTILOPE])
        stave, artilope = in_play(g, STAVE), g.iid(ARTILOPE)
        _energy(g, "FIT", 6)
        g.perform("t1", artilope, energy=energy, source=stave)
        assert tokens(g, artilope) == {"harm": harm}, energy


def test_orlin_hiking_stave_failed_strike_injures_you() -> None:
    g = ranger_table(deck=[STAVE], path=[ARTILOPE], draw=FAIL)
    stave, artilope = in_play(g, STAVE), g.iid(ARTILOPE)
    g.perform("t1", artilope, energy=2, source=stave)
    assert tokens(g, artilope) == {}
    assert g.state.ranger("r1").injuries == 1


def test_hydrolens_goggles_scout_by_effort_then_draw_a_path_card() -> None:
    g = ranger_table(deck=[GOGGLES], path=[HEART, ARTILOPE, THICKET, DOLEWOOD])
    goggles = in_play(g, GOGGLES)
    before = len(g.state.path_deck)
    g.perform("t1", None, energy=2, source=goggles)
    for _ in range(2):  # scouting two cards: keep each on top
        g.expect("scout")
        g.pick(g.options()[0])
    assert len(g.state.path_deck) == before - 1  # then one is drawn
    assert tokens(g, goggles) == {"drop": 2}


def test_share_in_the_valleys_secrets_exhausts_obstacles_and_fatigues_per_one() -> None:
    g = ranger_table(deck=[SECRETS], path=[THICKET, DOLEWOOD, ARTILOPE])
    thicket, dolewood = g.iid(THICKET), g.bring(DOLEWOOD)
    exhaust(g, dolewood)  # already exhausted: not counted
    _energy(g, "FIT", 3)
    _energy(g, "AWA", 3)
    g.play(g.iid(SECRETS))
    assert g.state.cards[thicket].exhausted
    assert len(g.state.ranger("r1").fatigue) == 1


PATHFINDER = "01038"


def test_peerless_pathfinder_moves_your_token_to_a_chosen_feature_which_fatigues_you() -> None:
    g = ranger_table(role=PATHFINDER, path=[THICKET, HEART])
    thicket, heart = g.iid(THICKET), g.bring(HEART)
    role = g.state.ranger("r1").role
    g.pick(f"ability:{role}", "turn")
    g.pick(f"card:{thicket}", "effect_choice")
    assert g.state.ranger("r1").ranger_token_on == thicket
    assert len(g.state.ranger("r1").fatigue) == 1  # the Thicket's presence
    assert g.state.cards[role].exhausted
    del heart


def test_peerless_pathfinder_on_a_presence_zero_feature_fatigues_nothing() -> None:
    g = ranger_table(role=PATHFINDER, path=[HEART])
    heart = g.iid(HEART)
    g.pick(f"ability:{g.state.ranger('r1').role}", "turn")  # the only feature: no question
    assert g.state.ranger("r1").ranger_token_on == heart
    assert len(g.state.ranger("r1").fatigue) == 0


def test_peerless_pathfinder_is_not_offered_without_a_feature() -> None:
    g = ranger_table(role=PATHFINDER, path=[ARTILOPE])
    g.expect("turn")
    assert f"ability:{g.state.ranger('r1').role}" not in g.options()


AFFORDED, CRADLED, HIDDEN_TRAIL, BEARSLOTH = "01044", "01050", "01047", "01265"


def test_afforded_by_nature_turns_chosen_progress_on_a_trail_into_harm_on_a_being() -> None:
    g = ranger_table(deck=[AFFORDED], path=[HEART, ARTILOPE])
    heart, artilope = g.iid(HEART), g.bring(ARTILOPE)
    g.session.manual(ManualAdjust(action="add_tokens", card=heart, token="progress", amount=3))
    _energy(g, "FIT", 1)
    g.play(g.iid(AFFORDED))
    g.expect("effect_amount")
    assert [o.amount for o in g.prompt.options] == [0, 1, 2, 3]
    g.pick("n:2")
    assert tokens(g, heart) == {"progress": 1} and tokens(g, artilope) == {"harm": 2}


def test_afforded_by_nature_is_not_played_without_progress_on_a_trail() -> None:
    """It would do nothing but spend its energy (the machine probe, docs/card-audit.md)."""
    g = ranger_table(deck=[AFFORDED], path=[HEART, ARTILOPE])
    _energy(g, "FIT", 1)
    artilope = g.bring(ARTILOPE)
    g.expect("turn")
    assert f"play:{g.iid(AFFORDED)}" not in g.options()
    assert tokens(g, artilope) == {}


def test_cradled_by_the_earth_soothes_one_per_progress_on_the_chosen_trail() -> None:
    g = ranger_table(deck=[CRADLED], path=[HEART])
    heart = g.iid(HEART)
    g.session.manual(ManualAdjust(action="add_tokens", card=heart, token="progress", amount=2))
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=3))
    _energy(g, "SPI", 1)
    g.play(g.iid(CRADLED))
    assert len(g.state.ranger("r1").fatigue) == 1 and tokens(g, heart) == {"progress": 2}


def test_cradled_by_the_earth_divides_the_soothing_between_rangers() -> None:
    g = ranger_table(deck=[CRADLED], path=[HEART], rangers=2)
    g.pick("next:r1", "choose_next")
    heart = g.iid(HEART)
    g.session.manual(ManualAdjust(action="add_tokens", card=heart, token="progress", amount=2))
    for rid in ("r1", "r2"):
        g.session.manual(ManualAdjust(action="fatigue", ranger=rid, amount=2))
    _energy(g, "SPI", 1)
    g.play(g.iid(CRADLED))
    g.pick("ranger:r1", "effect_choice")  # one fatigue at a time, to the Ranger of your choice
    g.pick("ranger:r2", "effect_choice")
    assert len(g.state.ranger("r1").fatigue) == 1 and len(g.state.ranger("r2").fatigue) == 1


def test_hidden_trail_cleared_by_progress_attaches_to_the_location() -> None:
    g = ranger_table(deck=[HIDDEN_TRAIL], path=[ARTILOPE])
    trail = g.iid(HIDDEN_TRAIL)
    _energy(g, "FOC", 1)
    g.play(trail)
    assert g.where(trail) == ("within_reach", "r1")
    g.session.manual(ManualAdjust(action="add_tokens", card=trail, token="progress", amount=30))
    location = next(i for i in g.state.surroundings if g.state.cards[i].def_id == "TLOC")
    assert g.state.cards[trail].attached_to == location


def test_hidden_trail_discarded_without_clearing_is_not_attached() -> None:
    """01047 Hidden Trail, clear by progress, negative case: a trail that leaves play without
    clearing (discarded by hand, Rulebook: Discard) is not attached to the location."""
    g = ranger_table(deck=[HIDDEN_TRAIL], path=[ARTILOPE])
    trail = g.iid(HIDDEN_TRAIL)
    _energy(g, "FOC", 1)
    g.play(trail)
    g.session.manual(ManualAdjust(action="add_tokens", card=trail, token="progress", amount=1))
    g.session.manual(ManualAdjust(action="discard", card=trail))
    location = next(i for i in g.state.surroundings if g.state.cards[i].def_id == "TLOC")
    assert g.state.cards[trail].attached_to is None
    assert not any(g.state.cards[c].attached_to == location for c in g.state.cards)


SENSOR, LEAF, JOURNAL, WALK, BREATHE, SEEKER = "01042", "01039", "01046", "01048", "01049", "01037"


def test_boundary_sensor_commits_an_effort_to_a_traverse_test_only() -> None:
    g = ranger_table(deck=[SENSOR], path=[THICKET])
    sensor, thicket = in_play(g, SENSOR), g.iid(THICKET)
    g.choose_test("traverse", thicket)
    g.pick(f"respond:{sensor}", "response")
    assert tokens(g, sensor) == {"sensor": 3} and g.state.cards[sensor].exhausted  # 4 printed, 1 used
    g.pick("energy:1", "commit_energy")
    result = [e.text for e in g.last.events if e.kind == "test_result"]
    assert result and "effort 2" in result[0]
    g2 = ranger_table(deck=[SENSOR], path=[ARTILOPE])
    in_play(g2, SENSOR)
    g2.choose_test("connect", g2.iid(ARTILOPE))
    g2.expect("commit_energy")  # not a Traverse: no window


BEARSLOTH = "01265"


def test_a_leaf_in_the_breeze_dodges_up_to_three_cards_when_you_traverse() -> None:
    g = ranger_table(deck=[LEAF], path=[HEART, ARTILOPE, BEARSLOTH])
    heart, artilope, sloth = g.iid(HEART), g.bring(ARTILOPE), g.bring(BEARSLOTH)
    assert g.where(heart) == ("along_the_way", None)  # both beings within reach are between
    g.choose_test("traverse", heart)
    g.pick(f"respond:{g.iid(LEAF)}", "response")  # two cards between: both dodged, no question
    g.expect("commit_energy")
    assert g.state.test is not None and set(g.state.test.dodged) == {artilope, sloth}
    assert len(g.state.ranger("r1").fatigue) == 0


def test_a_leaf_in_the_breeze_is_not_offered_for_a_connect_nor_with_nothing_between() -> None:
    g = ranger_table(deck=[LEAF], path=[ARTILOPE])
    g.choose_test("connect", g.iid(ARTILOPE))
    g.expect("commit_energy")
    g2 = ranger_table(deck=[LEAF], path=[HEART])
    g2.choose_test("traverse", g2.iid(HEART))  # nothing within reach: nothing to dodge
    g2.expect("commit_energy")


def test_undaunted_seeker_exhausts_to_dodge_one_card_when_you_test() -> None:
    g = ranger_table(role=SEEKER, path=[HEART, ARTILOPE, BEARSLOTH])
    heart, artilope, sloth = g.iid(HEART), g.bring(ARTILOPE), g.bring(BEARSLOTH)
    role = g.state.ranger("r1").role
    g.choose_test("traverse", heart)
    g.pick(f"respond:{role}", "response")
    g.pick(f"card:{sloth}", "effect_choice")  # two between, one dodged: the Ranger picks
    g.expect("commit_energy")
    assert g.state.cards[role].exhausted
    assert g.state.test is not None and g.state.test.dodged == [sloth]
    assert len(g.state.ranger("r1").fatigue) == 1  # the Artilope (presence 1) still fatigues
    del artilope


def test_undaunted_seeker_is_not_offered_with_nothing_between() -> None:
    g = ranger_table(role=SEEKER, path=[HEART])
    g.choose_test("traverse", g.iid(HEART))
    g.expect("commit_energy")


def test_field_journal_writes_entries_on_rest_and_spends_them_on_a_feature() -> None:
    g = ranger_table(deck=[JOURNAL], path=[THICKET])
    journal, thicket = in_play(g, JOURNAL), g.iid(THICKET)
    foc = g.state.ranger("r1").energy["FOC"]
    assert foc >= 1
    g.rest()  # the entries are written without a question
    assert tokens(g, journal) == {"entry": foc}
    del thicket


def test_field_journal_commits_an_effort_when_a_ranger_interacts_with_a_feature() -> None:
    g = ranger_table(deck=[JOURNAL], path=[THICKET])
    journal, thicket = in_play(g, JOURNAL), g.iid(THICKET)
    g.session.manual(ManualAdjust(action="add_tokens", card=journal, token="entry", amount=1))
    g.choose_test("traverse", thicket)
    g.pick(f"respond:{journal}", "response")
    assert tokens(g, journal) == {}
    g.expect("commit_energy")


def test_walk_with_me_puts_progress_equal_to_effort_on_a_being_after_a_traverse() -> None:
    g = ranger_table(deck=[WALK], path=[HEART, ARTILOPE])
    heart, artilope = g.iid(HEART), g.bring(ARTILOPE)
    g.choose_test("traverse", heart)
    g.expect("commit_energy")  # not before the test
    g.pick("energy:2")
    g.pick(f"respond:{g.iid(WALK)}", "response")
    assert tokens(g, artilope) == {"progress": 2}


def test_walk_with_me_is_not_offered_after_a_failed_traverse() -> None:
    g = ranger_table(deck=[WALK], path=[HEART, ARTILOPE], draw=FAIL)
    heart = g.iid(HEART)
    g.bring(ARTILOPE)
    g.choose_test("traverse", heart)
    g.pick("energy:1", "commit_energy")
    g.expect("turn")


def test_breathe_into_it_turns_two_fatigue_cards_into_one_effort() -> None:
    g = ranger_table(deck=[BREATHE], path=[HEART])
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=5))
    _energy(g, "FIT", 2)
    g.choose_test("traverse", g.iid(HEART))
    g.pick(f"respond:{g.iid(BREATHE)}", "response")
    g.pick("n:4", "effect_amount")  # four fatigue cards: two efforts
    assert len(g.state.ranger("r1").fatigue) == 1
    g.pick("energy:1", "commit_energy")
    result = [e.text for e in g.last.events if e.kind == "test_result"]
    assert result and "effort 3" in result[0]


def _trail_day(clear: bool):  # type: ignore[no-untyped-def]
    """The day kit's Valley (alpha -woods- beta -lakeshore- delta; alpha -river- gamma) with Hidden
    Trail played within reach, cleared by progress (attached to the location) or not."""
    from engine.day.kit import Day

    from .ranger_kit import CATALOG

    d = Day([CATALOG.card(HIDDEN_TRAIL)], path=[], decks=[[HIDDEN_TRAIL]])
    trail = d.iid(HIDDEN_TRAIL)
    d.manual(action="energy", ranger="r1", aspect="FOC", amount=3)
    d.play(trail)
    if clear:
        d.manual(action="add_tokens", card=trail, token="progress", amount=3)
        assert d.state.cards[trail].attached_to == d.location_iid()
    d.ready_to_travel()
    return d, trail


def test_hidden_trail_on_the_location_opens_travel_two_paths_away_with_the_second_paths_terrain() -> None:
    d, trail = _trail_day(clear=True)
    d.pick(f"respond:{trail}", "response")  # when the group travels
    p = d.expect("travel")
    assert [o.id for o in p.options] == ["travel:beta", "travel:delta", "stay"]
    d.pick("travel:delta")
    d.pick("camp:no", "camp")
    assert d.state.day.location == "delta" and d.state.day.terrain == "lakeshore"


def test_hidden_trail_passed_or_not_on_the_location_leaves_travel_one_path_away() -> None:
    d, trail = _trail_day(clear=True)
    d.expect("response")
    assert f"respond:{trail}" in d.options()
    d.pick("pass", "response")
    assert [o.id for o in d.expect("travel").options] == ["travel:beta", "stay"]
    d2, _trail = _trail_day(clear=False)  # within reach, not attached to the location: no response
    assert [o.id for o in d2.expect("travel").options] == ["travel:beta", "stay"]
