"""Artificer specialty cards (cards/ranger/artificer.json) through the prompt protocol."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .ranger_kit import add, energy, exhaust, in_play, ranger_table, role_of, tokens

ENGINEER, TINKERER, FERINODEX, DAYHOWLER = "01051", "01052", "01053", "01055"


def test_masterful_engineer_exhausts_itself_to_ready_a_tech() -> None:
    g = ranger_table(role=ENGINEER, deck=[FERINODEX])
    dex = in_play(g, FERINODEX)
    exhaust(g, dex)
    role = role_of(g)
    g.pick(f"ability:{role}", "turn")
    assert not g.state.cards[dex].exhausted
    assert g.state.cards[role].exhausted
    g.expect("turn")  # the turn goes on
    assert f"ability:{role}" not in g.options()  # exhausted: not offered again


def test_exceptional_tinkerer_spends_an_energy_to_put_a_token_on_a_tech() -> None:
    g = ranger_table(role=TINKERER, deck=[DAYHOWLER])
    howler = in_play(g, DAYHOWLER)
    before = energy(g)
    role = role_of(g)
    g.pick(f"ability:{role}", "turn")
    g.pick("energy:FIT", "effect_choice")  # which aspect pays
    assert tokens(g, howler) == {"charge": 2}  # it starts with 1
    assert energy(g)["FIT"] == before["FIT"] - 1
    assert g.state.cards[role].exhausted
    g.expect("turn")


SPIDERPAD, DARTER, CANTEEN, CABLE = "01057", "01058", "01059", "01054"
ARTILOPE, BEARSLOTH, THICKET, DOLEWOOD, HEART = "01364", "01265", "01338", "01276", "01388"


def test_infusion_canteen_remembers_the_chosen_aspect_and_gives_its_energy() -> None:
    g = ranger_table(deck=[CANTEEN])
    canteen = g.iid(CANTEEN)
    g.play(canteen)
    g.expect("effect_choice")
    assert [o.label for o in g.prompt.options] == ["AWA", "FIT", "FOC", "SPI"]
    g.pick("branch:2")  # FOC
    assert tokens(g, canteen) == {"sip": 3, "energy_foc": 1}
    g.expect("turn")
    before = energy(g)
    g.pick(f"ability:{canteen}", "turn")
    assert energy(g) == {**before, "FOC": before["FOC"] + 1}  # the marked aspect only
    assert tokens(g, canteen) == {"sip": 2, "energy_foc": 1} and g.state.cards[canteen].exhausted
    g.expect("turn")
    assert f"ability:{canteen}" not in g.options()


def test_spiderpad_gloves_climb_puts_your_ranger_token_on_the_obstacle() -> None:
    g = ranger_table(deck=[SPIDERPAD], path=[THICKET])
    gloves, thicket = in_play(g, SPIDERPAD), g.iid(THICKET)
    g.perform("t1", thicket, energy=2, source=gloves)
    assert g.state.ranger("r1").ranger_token_on == thicket
    assert tokens(g, gloves) == {"charge": 1}


def test_wrist_mounted_darter_shoot_harms_the_being_by_effort() -> None:
    g = ranger_table(deck=[DARTER], path=[BEARSLOTH])
    darter, sloth = in_play(g, DARTER), g.iid(BEARSLOTH)
    g.perform("t1", sloth, energy=2, source=darter)
    assert tokens(g, sloth) == {"harm": 2}
    assert tokens(g, darter) == {"dart": 2}


def test_dayhowler_is_discarded_to_exhaust_a_being_per_charge() -> None:
    g = ranger_table(deck=[DAYHOWLER], path=[ARTILOPE, BEARSLOTH, THICKET])
    howler, artilope, sloth = in_play(g, DAYHOWLER), g.iid(ARTILOPE), g.bring(BEARSLOTH)
    add(g, howler, "charge", 1)  # two charges: two beings
    g.pick(f"ability:{howler}", "turn")
    g.pick(f"card:{artilope}", "effect_choice")  # the second exhaust has one ready being left
    assert g.state.cards[artilope].exhausted and g.state.cards[sloth].exhausted
    assert g.where(howler) == ("discard", "r1")


def test_dayhowler_with_one_charge_exhausts_one_being_only() -> None:
    g = ranger_table(deck=[DAYHOWLER], path=[ARTILOPE, BEARSLOTH])
    howler, artilope, sloth = in_play(g, DAYHOWLER), g.iid(ARTILOPE), g.bring(BEARSLOTH)
    g.pick(f"ability:{howler}", "turn")
    g.pick(f"card:{sloth}", "effect_choice")
    assert g.state.cards[sloth].exhausted and not g.state.cards[artilope].exhausted


def test_carbonforged_cable_goes_only_on_a_predator_and_lead_moves_it() -> None:
    g = ranger_table(deck=[CABLE], path=[ARTILOPE, BEARSLOTH])
    artilope, sloth = g.iid(ARTILOPE), g.bring(BEARSLOTH)
    cable = g.iid(CABLE)
    g.play(cable)
    assert g.options() == [f"host:{sloth}"]  # the Artilope is no predator
    g.pick(f"host:{sloth}", "choose_host")
    assert g.state.cards[cable].attached_to == sloth and tokens(g, cable) == {"length": 3}
    assert g.where(artilope) == ("within_reach", "r1")
    g.perform("t1", cable, energy=2, source=cable)  # solo: along the way is the only other area
    assert g.where(sloth) == ("along_the_way", None)
    assert g.state.cards[cable].attached_to == sloth


def test_carbonforged_cable_failed_lead_leaves_the_predator_where_it_is() -> None:
    """01054 Carbonforged Cable, test Lead (FIT + conflict), negative case: a failed Lead moves
    nothing; the cable stays on its predator."""
    from .ranger_kit import FAIL

    g = ranger_table(deck=[CABLE], path=[ARTILOPE, BEARSLOTH], draw=FAIL)
    sloth, cable = g.bring(BEARSLOTH), g.iid(CABLE)
    g.play(cable)
    g.pick(f"host:{sloth}", "choose_host")
    where = g.where(sloth)
    done = g.perform("t1", cable, energy=1, source=cable)
    assert any("fail" in e.text.lower() for e in done.events if e.kind == "test_result")
    assert g.where(sloth) == where and g.state.cards[cable].attached_to == sloth


MEMORILL, STONE = "01060", "01062"


def test_ferinodex_commits_an_effort_to_an_avoid_test_and_not_to_a_traverse() -> None:
    g = ranger_table(deck=[FERINODEX], path=[ARTILOPE, HEART])
    dex, artilope, heart = in_play(g, FERINODEX), g.iid(ARTILOPE), g.bring(HEART)
    g.choose_test("traverse", heart)
    g.expect("commit_energy")  # no window: not an Avoid test
    g2 = ranger_table(deck=[FERINODEX], path=[ARTILOPE])
    dex, artilope = in_play(g2, FERINODEX), g2.iid(ARTILOPE)
    g2.choose_test("avoid", artilope)
    g2.pick(f"respond:{dex}", "response")
    g2.pick("energy:1", "commit_energy")
    result = [e.text for e in g2.last.events if e.kind == "test_result"]
    assert result and "effort 2" in result[0]
    assert tokens(g2, dex) == {"profile": 3} and g2.state.cards[dex].exhausted  # 4 printed, 1 used
    del heart


def test_memorill_sketchpad_gathers_inkrill_as_path_cards_clear_and_spends_it_on_features() -> None:
    g = ranger_table(deck=[MEMORILL], path=[ARTILOPE, THICKET])
    pad, artilope, thicket = in_play(g, MEMORILL), g.iid(ARTILOPE), g.bring(THICKET)
    assert tokens(g, pad) == {}
    add(g, artilope, "progress", 30)  # a path card clears: the inkrill comes without a question
    assert g.where(artilope) == ("path_discard", None) and tokens(g, pad) == {"inkrill": 1}
    g.choose_test("traverse", thicket)  # interacting with a feature
    g.pick(f"respond:{pad}", "response")
    assert tokens(g, pad) == {}
    g.expect("commit_energy")


def test_memorill_sketchpad_is_not_offered_for_a_test_on_a_being() -> None:
    g = ranger_table(deck=[MEMORILL], path=[ARTILOPE])
    pad, artilope = in_play(g, MEMORILL), g.iid(ARTILOPE)
    add(g, pad, "inkrill", 1)
    g.choose_test("connect", artilope)
    g.expect("commit_energy")


def test_a_stone_in_the_river_exhausts_another_being_after_a_successful_avoid() -> None:
    from .ranger_kit import CREST

    g = ranger_table(deck=[STONE], path=[ARTILOPE, BEARSLOTH], draw=CREST)  # no sun effect
    artilope, sloth = g.iid(ARTILOPE), g.bring(BEARSLOTH)
    g.choose_test("avoid", artilope)
    g.expect("commit_energy")  # not offered before the test
    g.pick("energy:2")
    g.pick(f"respond:{g.iid(STONE)}", "response")
    assert g.state.cards[artilope].exhausted and g.state.cards[sloth].exhausted


def test_a_stone_in_the_river_is_not_offered_after_a_failed_avoid() -> None:
    from .ranger_kit import FAIL

    g = ranger_table(deck=[STONE], path=[ARTILOPE, BEARSLOTH], draw=FAIL)
    artilope, sloth = g.iid(ARTILOPE), g.bring(BEARSLOTH)
    g.choose_test("avoid", artilope)
    g.pick("energy:1", "commit_energy")
    g.pick(f"challenge:{artilope}", "challenge_order")  # both beings show a sun
    g.expect("turn")  # no response offered after a failure
    assert not g.state.cards[sloth].exhausted and not g.state.cards[artilope].exhausted


def test_dayhowler_gains_a_charge_after_you_succeed_at_avoid() -> None:
    g = ranger_table(deck=[DAYHOWLER], path=[ARTILOPE])
    howler, artilope = in_play(g, DAYHOWLER), g.iid(ARTILOPE)
    g.choose_test("avoid", artilope)
    g.pick("energy:1", "commit_energy")
    g.expect("turn")  # the charge comes without a question
    assert tokens(g, howler) == {"charge": 2} and g.state.cards[artilope].exhausted


def test_wrist_mounted_darter_dodges_the_cards_between_whether_it_hits_or_misses() -> None:
    from .ranger_kit import CREST

    for energy_, harm in ((3, {"harm": 2}), (1, {})):  # crest -1: effort 2, then 0 (a miss)
        draw = CREST
        g = ranger_table(deck=[DARTER], path=[HEART, ARTILOPE, BEARSLOTH], draw=draw)
        darter, artilope = in_play(g, DARTER), g.bring(ARTILOPE)
        sloth = g.bring(BEARSLOTH, zone="along_the_way")  # the Artilope within reach is between
        g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
        g.perform("t1", sloth, energy=energy_, source=darter)
        g.expect("turn")  # nothing left to apply by hand
        assert len(g.state.ranger("r1").fatigue) == 0  # the Artilope was dodged
        assert tokens(g, sloth) == harm
        del artilope


def _refresh(g) -> None:  # type: ignore[no-untyped-def]
    """Rest (solo): the round ends and its refresh phase readies the exhausted cards."""
    g.rest()


def test_carbonforged_cable_uses_a_length_to_keep_the_attached_predator_exhausted() -> None:
    g = ranger_table(deck=[CABLE], path=[ARTILOPE, BEARSLOTH])
    artilope, sloth = g.iid(ARTILOPE), g.bring(BEARSLOTH)
    cable = g.iid(CABLE)
    g.play(cable)
    g.pick(f"host:{sloth}", "choose_host")
    exhaust(g, sloth)
    exhaust(g, artilope)
    _refresh(g)
    p = g.expect("effect_may")  # only the attached predator: the Artilope readies unasked
    assert p.options[0].card == cable and "Bearsloth" in p.title
    g.pick("yes")
    g.expect("turn")
    assert g.state.cards[sloth].exhausted and not g.state.cards[artilope].exhausted
    assert tokens(g, cable) == {"length": 2}
    g.session.manual(ManualAdjust(action="remove_tokens", card=cable, token="length", amount=1))
    _refresh(g)  # one length left (at the cost): asked again; no keeps it from readying
    g.pick("no", "effect_may")
    g.expect("turn")
    assert not g.state.cards[sloth].exhausted and tokens(g, cable) == {"length": 1}
    g.session.manual(ManualAdjust(action="remove_tokens", card=cable, token="length", amount=1))
    exhaust(g, sloth)
    _refresh(g)  # no length left: not offered, it readies
    g.expect("turn")
    assert not g.state.cards[sloth].exhausted


CLOAK, PREPARED = "01063", "01064"


def test_camoweave_cloak_uses_a_charge_to_suffer_no_fatigue_from_a_path_card() -> None:
    g = ranger_table(deck=[CLOAK], path=[ARTILOPE, BEARSLOTH])
    cloak, artilope = in_play(g, CLOAK), g.iid(ARTILOPE)
    sloth = g.bring(BEARSLOTH, zone="along_the_way")  # the Artilope (presence 1) is between
    g.choose_test("avoid", sloth)
    p = g.expect("effect_may")
    assert p.options[0].card == cloak and "1 fatigue" in p.title
    g.pick("yes")
    g.expect("commit_energy")
    assert g.ranger().fatigue == [] and tokens(g, cloak) == {"charge": 2}
    del artilope


def test_camoweave_cloak_is_not_offered_without_charge_or_for_fatigue_from_no_path_card() -> None:
    g = ranger_table(deck=[CLOAK], path=[ARTILOPE, BEARSLOTH])
    cloak = in_play(g, CLOAK)
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    _refresh(g)  # the refresh phase's fatigue for an injury comes from no card: not answered
    g.expect("turn")
    assert len(g.ranger().fatigue) == 1 and tokens(g, cloak) == {"charge": 3}
    g.session.manual(ManualAdjust(action="remove_tokens", card=cloak, token="charge", amount=3))
    sloth = g.bring(BEARSLOTH, zone="along_the_way")
    g.choose_test("avoid", sloth)  # from a path card, but no charge left
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 2


def test_camoweave_cloak_answers_only_its_own_rangers_fatigue() -> None:
    g = ranger_table(deck=[CLOAK], path=[ARTILOPE, BEARSLOTH], rangers=2)
    cloak, artilope = in_play(g, CLOAK), g.iid(ARTILOPE)
    g.session.manual(ManualAdjust(action="move", card=artilope, zone="within_reach", ranger="r2"))
    sloth = g.bring(BEARSLOTH, zone="along_the_way")
    g.next_ranger("r2")
    g.choose_test("avoid", sloth)  # Ranger2 suffers the Artilope's fatigue: the cloak is r1's
    g.expect("commit_energy", "r2")
    assert len(g.ranger("r2").fatigue) == 1 and tokens(g, cloak) == {"charge": 3}


def test_thoroughly_prepared_lets_any_ranger_soothe_the_fatigue_they_would_suffer() -> None:
    g = ranger_table(deck=[PREPARED], path=[ARTILOPE, BEARSLOTH], rangers=2)
    prep, artilope = g.iid(PREPARED), g.iid(ARTILOPE)
    assert g.where(prep) == ("hand", "r1")
    g.session.manual(ManualAdjust(action="move", card=artilope, zone="within_reach", ranger="r2"))
    g.session.manual(ManualAdjust(action="fatigue", ranger="r2", amount=2))
    sloth = g.bring(BEARSLOTH, zone="along_the_way")
    spi = energy(g)["SPI"]
    g.next_ranger("r2")
    g.choose_test("avoid", sloth)  # Ranger2 would suffer 1 fatigue: Ranger1 plays the moment
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == prep
    g.pick("yes")
    g.expect("commit_energy", "r2")
    assert len(g.ranger("r2").fatigue) == 1  # 2 - 1 soothed, none suffered
    assert energy(g)["SPI"] == spi - 1 and g.where(prep) == ("discard", "r1")


def test_thoroughly_prepared_is_not_offered_when_it_cannot_be_paid() -> None:
    g = ranger_table(deck=[PREPARED], path=[ARTILOPE, BEARSLOTH])
    spi = energy(g)["SPI"]
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=-spi))
    sloth = g.bring(BEARSLOTH, zone="along_the_way")
    g.choose_test("avoid", sloth)  # no SPI energy: the fatigue happens without a question
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1


MARKERS, BOG = "01056", "01297"


def test_trail_markers_put_one_more_progress_on_the_attached_trail() -> None:
    from .ranger_kit import CREST

    g = ranger_table(deck=[MARKERS], path=[ARTILOPE, BOG], draw=CREST)  # crest -1: no challenge effect
    markers, bog = g.iid(MARKERS), g.bring(BOG)
    g.play(markers)
    g.expect("choose_host")
    location = next(o.card for o in g.prompt.options if o.card != bog)  # a location may take it too
    assert location is not None
    g.pick(f"host:{bog}", "choose_host")  # the Fetid Bog (a flora) becomes a trail
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=2))
    g.perform("traverse", bog, energy=3)  # effort 2: 2 progress, 1 more
    g.expect("turn")
    assert tokens(g, bog) == {"progress": 3}
    add(g, bog, "progress", 1)  # by hand too (1 progress added: the threshold)
    assert tokens(g, bog) == {"progress": 5}
    add(g, bog, "harm", 1)  # harm is not progress
    add(g, location, "progress", 1)  # the location is not the attached trail
    assert tokens(g, bog) == {"progress": 5, "harm": 1} and tokens(g, location) == {"progress": 1}
    g.expect("turn")


POLES = "01061"


def test_memlev_trekking_poles_let_a_traverse_test_use_focus() -> None:
    g = ranger_table(deck=[POLES], path=[ARTILOPE, BOG])
    poles, bog, artilope = in_play(g, POLES), g.bring(BOG), g.iid(ARTILOPE)
    g.choose_test("connect", artilope)  # not a Traverse test: not offered
    g.expect("commit_energy")
    assert "SPI" in g.prompt.title
    g.pick("energy:1")
    g.expect("turn")
    before = energy(g)
    g.choose_test("traverse", bog)
    g.pick(f"respond:{poles}", "response")
    p = g.expect("commit_energy")
    assert "FOC" in p.title
    g.pick("energy:2")
    assert energy(g)["FOC"] == before["FOC"] - 2 and energy(g)["FIT"] == before["FIT"]
    assert tokens(g, poles) == {"charge": 2} and g.state.cards[poles].exhausted
    g.expect("turn")
    assert tokens(g, bog).get("progress") == 2  # effort 2 (the sun card: +0 FOC)
    g.choose_test("traverse", bog)  # exhausted: the window offers nothing
    g.expect("commit_energy")
    assert "FIT" in g.prompt.title


def test_memlev_trekking_poles_offer_a_traverse_test_to_a_ranger_without_fitness() -> None:
    """Ruling R63: no FIT energy left, but ready poles with a charge and FOC energy: Traverse is
    offered (the poles are used as it begins); with the poles exhausted it is not."""
    g = ranger_table(deck=[POLES], path=[ARTILOPE, BOG])
    poles, bog = in_play(g, POLES), g.bring(BOG)
    fit = energy(g)["FIT"]
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-fit))
    g.choose_test("traverse", bog)
    g.pick(f"respond:{poles}", "response")
    assert "FOC" in g.expect("commit_energy").title
    g.pick("energy:1")
    g.expect("turn")
    assert not any(o.startswith("test:common:traverse:") for o in g.options())  # the poles are exhausted
