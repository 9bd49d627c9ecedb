"""Generated rules text reads as words a player would write: a count and its noun agree.

Why: the text on every card face and in ``cards show`` is made from behaviour data; "draw 1 path
card(s)" or "dodge up to 3 card" reads like a machine wrote it, on 345 cards at once.
"""

from __future__ import annotations

import re

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog

#: "1 path cards", "1 extra path cards": a single thing named as many.
ONE_AS_MANY = re.compile(r"\b1 (?:[a-zA-Z]+ ){0,2}cards\b")
#: "3 card ", "up to 2 card between": many things named as one.
MANY_AS_ONE = re.compile(r"\b(?:[02-9]|\d{2,}) (?:(?!for |per )[a-zA-Z]+ ){0,2}card\b")


def _all_lines(catalog: Catalog) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for cid in sorted(catalog.cards):
        card = catalog.cards[cid]
        for side in ("front", "back"):
            out.extend((cid, line) for line in rules_text(card, side=side))
    return out


def test_no_card_text_hedges_its_plural(catalog: Catalog) -> None:
    lines = _all_lines(catalog)
    assert len(lines) > 300  # the check reads the real texts, not an empty list
    hedged = [(cid, line) for cid, line in lines if "(s)" in line]
    assert hedged == []


def test_counts_and_nouns_agree_on_every_card(catalog: Catalog) -> None:
    wrong = [
        (cid, line)
        for cid, line in _all_lines(catalog)
        if ONE_AS_MANY.search(line) or MANY_AS_ONE.search(line)
    ]
    assert wrong == []


def test_the_same_verb_says_one_card_and_three_cards() -> None:
    """One below, at and above the singular: 0 and 3 are plural, 1 is singular."""
    from rangers_qt.content.behaviour.text import effect_text

    said = {n: effect_text(bh.Draw.model_validate({"do": "draw", "amount": n})) for n in (0, 1, 3)}
    assert said[1].endswith("draw 1 Ranger card")
    assert said[0].endswith("draw 0 Ranger cards")
    assert said[3].endswith("draw 3 Ranger cards")


def test_a_negated_condition_reads_as_a_plain_sentence(catalog: Catalog) -> None:
    """Web Wall (01269) and Dolewood Canoe (01213): "there is no ...", "... is not on ..."."""
    from rangers_qt.content.behaviour.conditions import negated

    assert negated("there is a Hazard card in play") == "there is no Hazard card in play"
    assert negated("there is another card in the same area") == "there is no other card in the same area"
    assert negated("your Ranger token is on this card") == "your Ranger token is not on this card"
    assert negated("it was cleared") == "it was not cleared"
    # "or" inside one card filter is not two statements: Biological Outpost (01445).
    assert "there is no active Predator or Prey card" in " ".join(rules_text(catalog.card("01445")))
    web_wall = " ".join(rules_text(catalog.card("01269")))
    assert "there is no Web Wall" in web_wall
    assert "not (" not in " ".join(rules_text(catalog.card("01213")))


def test_a_shared_list_of_effects_is_written_where_it_is_used(catalog: Catalog) -> None:
    """Flood (01271) uses one macro on entering play and as its host leaves play: both lines say
    what happens (a search of the path deck), neither points at a name a player never sees."""
    lines = rules_text(catalog.card("01271"))
    entering = next(line for line in lines if line.startswith("When this enters play"))
    unattached = next(line for line in lines if "the attached card leaves play" in line)
    assert "search the path deck" in entering.lower() and "search the path deck" in unattached.lower()
    assert not any("(flow" in line for line in lines)


def test_two_joined_conditions_keep_their_brackets_when_negated() -> None:
    from rangers_qt.content.behaviour.text import cond_text

    both = bh.NotCond.model_validate({"not": {"all_of": [{"cleared_by": "any"}, {"cleared_by": "harm"}]}})
    assert cond_text(both) == "not (it was cleared and it was cleared by harm)"


def test_a_clear_text_names_the_threshold_it_answers(catalog: Catalog) -> None:
    """Hydraworm (01259) has both thresholds and clears by harm only; Hidden Trail (01047) has
    only a progress threshold, so "when this clears" is already exact; Topside Mast (01387)
    clears by Ranger tokens."""
    assert any(line.startswith("When this clears by harm:") for line in rules_text(catalog.card("01259")))
    assert any(line.startswith("When this clears:") for line in rules_text(catalog.card("01047")))
    mast = rules_text(catalog.card("01387"))
    assert any(line.startswith("When this clears by Ranger tokens:") for line in mast)


def test_injuries_added_up_read_as_a_ranger_being_injured(catalog: Catalog) -> None:
    """Bloodbeckoned Velox (01401): the engine sums every Ranger's injuries, so at least 1 of the
    sum is "a Ranger is injured"."""
    lines = rules_text(catalog.card("01401"))
    assert "This card has disconnected while a Ranger is injured." in lines
    assert not any("each Ranger is" in line for line in lines)


def test_counting_the_cards_an_effect_acted_on_says_those_cards(catalog: Catalog) -> None:
    """Share in the Valley's Secrets (01041): fatigue equal to the obstacles it exhausted."""
    line = rules_text(catalog.card("01041"))[0]
    assert line.endswith("you suffer 1 fatigue for each of those cards.")


def test_a_chosen_number_of_repeats_reads_that_many_times(catalog: Catalog) -> None:
    """One Eye Open (01019) repeats as often as the number chosen just before, up to its most (a cap
    per energy since the fifth reading: "up to 1 being per AWA energy");
    Breathe Into It (01049) discards that many fatigue cards and pays out per pair, said as such."""
    line = rules_text(catalog.card("01019"))[0]
    assert line.endswith("exhaust up to 1 being per AWA energy in your pool.")
    assert "that many" not in line
    breathe = rules_text(catalog.card("01049"))[0]
    assert "discard any number of cards from your fatigue stack" in breathe
    assert breathe.endswith("add 1 effort to the test for every 2 of them.")


def test_scouting_the_ranger_deck_names_ranger_cards(catalog: Catalog) -> None:
    """Dendritic Vine (01223): "Ranger" is a name and keeps its capital."""
    assert rules_text(catalog.card("01223"))[0].endswith("Scout 3 Ranger cards.")


def test_the_guard_after_a_choice_is_not_read_out(catalog: Catalog) -> None:
    """01015 discards a gear (its cost, issue #27) and counts its tokens: no "if there is that card"
    after it; Flood (01271) says what happens when its search finds nothing ("if one was found
    ...; otherwise")."""
    gear = rules_text(catalog.card("01015"))[0]
    assert "if there is that card" not in gear
    assert "to put harm equal to its tokens on a being" in gear and "of of" not in gear
    flood = rules_text(catalog.card("01271"))[0]
    assert "then if one was found: attach this card to that card; otherwise read" in flood


def test_cards_named_by_id_are_read_by_name_with_copies_counted(catalog: Catalog) -> None:
    """Path Deck Assembly text names cards, never ids: The Fundamentalist's location (01425)
    requires a Valley card, Secret Invasion (MI07) adds five copies of one card."""
    required = "Path deck: The Fundamentalist is always one of its Valley cards."
    assert required in rules_text(catalog.card("01425"))
    invasion = " ".join(rules_text(catalog.card("MI07")))
    assert "mix 5 copies of Reclaimer Seeker into the Valley set" in invasion
    kept = (
        "Path deck: the Grassland, Lakeshore and Old Growth sets are kept apart, shuffled, "
        "as the detritus deck."
    )
    assert kept in rules_text(catalog.card("01426"))
    lines = [line for card in catalog.cards.values() for line in rules_text(card)]
    ids = [line for line in lines if re.search(r"\b0\d{4}\b", line)]
    assert ids == []


def test_a_search_for_a_keyword_says_next_and_names_the_keyword(catalog: Catalog) -> None:
    """Atrox Mountain (01455): each Ranger's arrival step searches for the next obstacle (issue
    #27: a "next" search takes the first match from the top, and the text says so)."""
    arrival = [line for line in rules_text(catalog.card("01455")) if line.startswith("Arrival setup")]
    # Both Rangers' steps are alike: one line says them once ("Arrival setup 1-2").
    assert len(arrival) == 1 and arrival[0].startswith("Arrival setup 1-2: The lead Ranger, then up to 1")
    assert "for the next obstacle" in arrival[0]


def test_a_search_for_a_keyword_names_it_as_a_noun(catalog: Catalog) -> None:
    """Atrox Mountain (01455): "the next obstacle", not "the next card with obstacle"."""
    arrival = [line for line in rules_text(catalog.card("01455")) if line.startswith("Arrival setup")]
    assert all("card with obstacle" not in line for line in arrival)


def test_an_attachment_names_its_host_first_unless_its_play_text_finds_one(catalog: Catalog) -> None:
    """Issue #27, host restrictions shown: Favorite Gear (01017) goes on one of your gear, Masterwork
    (01016) on any Ranger's, Harmonize (01090) on a being within reach; Green Thumb (01028) finds
    its own flora in its play text, so no second host line; a moment (Familiar Ground, 01031) has
    none."""
    assert rules_text(catalog.card("01017"))[0] == "Attach to one of your equipped gear."
    assert rules_text(catalog.card("01016"))[0] == "Attach to any Ranger's equipped gear."
    assert rules_text(catalog.card("01090"))[0] == "Attach to a being within reach of any Ranger."
    for plain in ("01028", "01031"):
        assert not any(line.startswith("Attach to") for line in rules_text(catalog.card(plain)))
