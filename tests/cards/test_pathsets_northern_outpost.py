"""The Northern Outpost path set (cards/path/northern_outpost.json) through the prompt protocol
with pinned challenge draws."""

from __future__ import annotations

from typing import Any

from engine.helpers import Game, being, feature

from rangers_qt.engine import ManualAdjust

from . import location_kit
from .pathsets_kit import URSUS, guides
from .terrain_kit import CATALOG, CREST, MOUNTAIN, SUN, add, exhausted, order, remember, table, tokens

TRICK, DEEP_WOODS, LUNN = "01372", "01400", "01407"
NORTHERN_OUTPOST = "01438"


def test_a_trick_of_the_light_sun_shuffles_it_away_on_an_odd_progress_count() -> None:
    g = table(first=TRICK, draw=SUN)
    trick = g.iid(TRICK)
    location_kit.energy(g, "FOC", 1)  # three Remember tests
    remember(g)  # 0 progress: even
    assert g.where(trick) == ("along_the_way", None)
    add(g, trick, "progress", 2)
    remember(g)  # 2: even
    assert g.where(trick) == ("along_the_way", None)
    add(g, trick, "progress", 1)
    remember(g)  # 3: odd
    assert g.where(trick)[0] == "path_deck" and tokens(g, trick) == {}


def test_a_trick_of_the_light_cleared_by_progress_reads_its_entry() -> None:
    g = table(first=TRICK)
    trick = g.iid(TRICK)
    result = g.session.manual(ManualAdjust(action="add_tokens", card=trick, token="progress", amount=7))
    assert g.where(trick) == ("along_the_way", None) and guides(result) == []
    result = g.session.manual(ManualAdjust(action="add_tokens", card=trick, token="progress", amount=1))
    assert g.where(trick) == ("path_discard", None) and any("39" in t for t in guides(result))


def test_the_deep_woods_hide_takes_your_token() -> None:
    g = table(first=DEEP_WOODS)
    woods = g.iid(DEEP_WOODS)
    g.perform("t1", woods, energy=1)
    assert g.ranger().ranger_token_on == woods


def test_the_deep_woods_mountain_exhausts_it_and_brings_the_next_predator() -> None:
    g = table(URSUS, first=DEEP_WOODS, draw=MOUNTAIN)
    woods = g.iid(DEEP_WOODS)
    remember(g)
    assert exhausted(g, woods) and g.where(g.iid(URSUS)) == ("along_the_way", None)


def test_lunn_sun_takes_a_neglect_off_the_northern_outpost_only_there() -> None:
    g = location_kit.at(NORTHERN_OUTPOST, CATALOG.card(LUNN), draw=location_kit.SUN)
    outpost = g.state.surroundings[0]
    before = tokens(g, outpost)["neglect"]
    location_kit.remember(g)
    assert tokens(g, outpost)["neglect"] == before - 1
    g2 = table(first=LUNN, draw=SUN)  # elsewhere: nothing
    loc = g2.state.surroundings[0]
    remember(g2)
    assert tokens(g2, loc).get("neglect", 0) == 0


def test_lunn_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=LUNN, draw=CREST)
    lunn, ursus = g.iid(LUNN), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, lunn, ursus)
    assert exhausted(g, ursus) and tokens(g, lunn) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=lunn, token="harm", amount=1))
    assert g.where(lunn) == ("path_discard", None) and any("41" in t for t in guides(result))


def _woods_table(between: Any) -> tuple[Any, str, str]:
    """The Deep Woods along the way with r1's Ranger token on it; ``between`` (an invented card of
    presence 2) within r1's reach, between r1 and a being along the way (the Avoid target)."""
    g = Game(
        [CATALOG.card(DEEP_WOODS), between, being("TFAR", area="along_the_way")],
        path=[DEEP_WOODS, between.id, "TFAR"],
        challenge_order=[SUN] * 30,
    )
    woods = g.iid(DEEP_WOODS)
    g.bring(between.id)
    far = g.bring("TFAR", "along_the_way", None)
    return g, woods, far


def test_the_deep_woods_takes_harm_instead_of_a_beings_fatigue_while_your_token_is_on_it() -> None:
    """01400 response (Rulebook: Fatigue from Interacting; Timing, "would"): while r1's token is on
    it, a being's 2 fatigue may be traded for harm on the woods, 0 to 2 of it (below, at, above)."""
    for chosen, suffered in ((0, 2), (1, 1), (2, 0)):
        g, woods, far = _woods_table(being("TNEAR", presence=2))
        g.state.ranger("r1").ranger_token_on = woods
        g.choose_test("avoid", far)
        p = g.expect("effect_amount", "r1")
        assert [o.id for o in p.options] == ["n:0", "n:1", "n:2"]
        g.pick(f"n:{chosen}")
        g.expect("commit_energy")
        assert len(g.ranger().fatigue) == suffered
        assert tokens(g, woods).get("harm", 0) == chosen


def test_the_deep_woods_answers_only_a_being_and_only_with_your_token_on_it() -> None:
    """No token on the woods: the being's fatigue is suffered, nothing asked; a feature (not a
    being) between: nothing asked either."""
    g, _woods, far = _woods_table(being("TNEAR", presence=2))
    g.choose_test("avoid", far)
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 2
    g2, woods2, far2 = _woods_table(feature("TROCK", presence=2))
    g2.state.ranger("r1").ranger_token_on = woods2
    g2.choose_test("avoid", far2)
    g2.expect("commit_energy")
    assert len(g2.ranger().fatigue) == 2 and tokens(g2, woods2) == {}


def test_the_deep_woods_clears_by_the_harm_it_takes_at_its_threshold() -> None:
    """Harm threshold 6 (Rulebook: Clearing Cards): with 5 harm on it, taking 1 more for a being's
    fatigue clears it (discarded); with 4 it stays."""
    for before, cleared in ((4, False), (5, True)):
        g, woods, far = _woods_table(being("TNEAR", presence=2))
        add(g, woods, "harm", before)
        g.state.ranger("r1").ranger_token_on = woods
        g.choose_test("avoid", far)
        g.pick("n:1", "effect_amount")
        assert (g.where(woods)[0] == "path_discard") == cleared
