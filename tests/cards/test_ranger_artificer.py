"""Artificer specialty cards (cards/ranger/artificer.json) through the prompt protocol."""

from __future__ import annotations

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
    before = energy(g)["FOC"]
    g.pick(f"ability:{canteen}", "turn")
    assert energy(g)["FOC"] == before + 1
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
