"""Gesture -> prompt option matching, without Qt (rangers_qt.app.intents)."""

from __future__ import annotations

from dataclasses import dataclass

from rangers_qt.app.intents import (
    drop_zones,
    first_of_kind,
    key_order,
    legal_cards,
    match_drop,
    on_card_options,
    options_for_card,
)


@dataclass
class Opt:
    id: str
    label: str
    kind: str
    card: str | None = None
    target: str | None = None
    area: str | None = None


TURN = [
    Opt("test:common:traverse:c9", "Traverse on Thicket", "test", None, "c9"),
    Opt("test:c4:t1:c9", "Hunt with Bow on Thicket", "test", "c4", "c9"),
    Opt("play:c1", "Play Walking Stick", "play_card", "c1"),
    Opt("unequip:c4", "Discard Bow", "discard_card", "c4"),
    Opt("rest", "Rest", "rest"),
]


def test_play_on_any_table_zone() -> None:
    assert match_drop(TURN, "c1", "within_reach:r1").option_id == "play:c1"
    assert match_drop(TURN, "c1", "along_the_way").option_id == "play:c1"


def test_play_refused_on_the_hand_and_on_decks_with_a_reason() -> None:
    back = match_drop(TURN, "c1", "hand", name="Walking Stick")
    assert back.option_id is None and "hand" in back.reason
    deck = match_drop(TURN, "c1", "challenge_deck", name="Walking Stick")
    assert deck.option_id is None and "Play Walking Stick" in deck.reason


def test_card_without_options_is_refused_naming_the_step() -> None:
    result = match_drop(TURN, "c77", "along_the_way", name="Trail Mix", prompt_title="Mira: choose an action")
    assert result.option_id is None
    assert "Trail Mix" in result.reason and "Mira: choose an action" in result.reason


def test_off_the_table() -> None:
    assert match_drop(TURN, "c1", "", name="X").reason == "X was dropped off the table"


def test_discard_only_on_the_discard_pile() -> None:
    assert match_drop(TURN, "c4", "player_area:r1", "pile:discard:r1").option_id == "unequip:c4"
    assert match_drop(TURN, "c4", "player_area:r1", "").option_id is None


def test_test_printed_on_a_card_is_answered_by_dropping_it_on_the_target() -> None:
    assert match_drop(TURN, "c4", "within_reach:r1", "c9").option_id == "test:c4:t1:c9"


def test_area_and_target_constraints() -> None:
    options = [
        Opt("move:a", "Move along the way", "choose_card", "c5", area="along_the_way"),
        Opt("move:b", "Move within Oren's reach", "choose_card", "c5", area="within_reach:r2"),
        Opt("attach", "Attach to Thicket", "play_card", "c6", target="c9"),
    ]
    assert match_drop(options, "c5", "within_reach:r2").option_id == "move:b"
    assert match_drop(options, "c5", "along_the_way").option_id == "move:a"
    assert match_drop(options, "c5", "within_reach:r1").option_id is None
    assert match_drop(options, "c6", "within_reach:r1", "c9").option_id == "attach"
    assert match_drop(options, "c6", "within_reach:r1", "c2").option_id is None


def test_commit_during_a_test() -> None:
    options = [Opt("commit:c3", "Commit Stick (+1)", "commit_card", "c3"), Opt("done", "Done", "done")]
    assert match_drop(options, "c3", "along_the_way").option_id == "commit:c3"
    assert first_of_kind(options, ("done", "no")).id == "done"


def test_legal_cards_and_zones() -> None:
    assert legal_cards(TURN) == {"c1", "c4", "c9"}
    assert {o.id for o in options_for_card(TURN, "c9")} == {"test:common:traverse:c9", "test:c4:t1:c9"}
    zones = ["hand", "along_the_way", "within_reach:r1", "player_area:r1", "challenge_deck"]
    lit = drop_zones(TURN, zones)
    assert lit["c1"] == {"along_the_way", "within_reach:r1", "player_area:r1"}
    assert lit["c4"] == {"player_area:r1"}


def test_the_role_card_dropped_on_a_card_means_its_test_with_no_card_of_its_own() -> None:
    assert match_drop(TURN, "c50", "along_the_way", "c9", ranger_card=True).option_id == (
        "test:common:traverse:c9"
    )
    # Not the role card: it has no legal move; nor on a card nobody tests.
    assert match_drop(TURN, "c50", "along_the_way", "c9").option_id is None
    assert match_drop(TURN, "c50", "along_the_way", "c8", ranger_card=True).option_id is None
    # A card with a test printed on it still means its own test on that target.
    assert match_drop(TURN, "c4", "along_the_way", "c9").option_id == "test:c4:t1:c9"


def test_a_turns_card_options_go_on_the_cards_and_the_bar_keys_come_first() -> None:
    on_table = {"c1", "c4", "c9"}.__contains__
    on_card = on_card_options(TURN, "turn", on_table)
    assert on_card == {"test:common:traverse:c9", "test:c4:t1:c9", "play:c1", "unequip:c4"}
    assert [o.id for o in key_order(TURN, on_card)][:1] == ["rest"]  # the bar's own first
    assert [o.id for o in key_order(TURN, on_card)][1:] == [o.id for o in TURN if o.id != "rest"]
    # A card not on the table keeps its option in the bar; other prompts keep them all there.
    assert "play:c1" not in on_card_options(TURN, "turn", {"c4", "c9"}.__contains__)
    assert on_card_options(TURN, "response", on_table) == set()


def test_responses_that_read_the_same_are_one_choice() -> None:
    """Issue #29: "use Local Fare" offered for two copies is one button, "No response" stays."""
    from types import SimpleNamespace

    from rangers_qt.app.intents import merge_identical

    def opt(oid: str, label: str, kind: str = "response") -> SimpleNamespace:
        return SimpleNamespace(id=oid, label=label, kind=kind)

    offered = [
        opt("a", "Mira: use Local Fare"),
        opt("b", "Mira: use Local Fare"),
        opt("c", "Oren: use Local Fare"),
    ]
    offered.append(opt("pass", "No response", "no"))
    assert [o.id for o in merge_identical(offered, "response")] == ["a", "c", "pass"]
    assert [o.id for o in merge_identical(offered, "effect_choice")] == ["a", "b", "c", "pass"]
