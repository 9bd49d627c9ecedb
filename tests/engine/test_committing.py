"""Rulebook: Performing a Test, step 2, Commit Approach Icons, with cards' own commit rules
(engine/rules/committing.py): a rule's ``if`` (with ``test_interacted``), ``who: any`` (another
Ranger's test), a ``commit:before:commit`` rule that adds icons, and the refusal in words; a
response moment opens the "after you play a moment" window too."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.content.behaviour import Behaviour, Constant
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.preview import commit_refusal

from .helpers import Game, being, feature, gear, location, moment, tdef


def pa(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


def attr(
    cid: str, printed: tuple[m.PrintedAbility, ...], abilities: list[Any], **icons: int
) -> m.AttributeCard:
    return m.AttributeCard(
        id=cid,
        name=f"Knack {cid}",
        set_id="t",
        approach=icons,  # type: ignore[arg-type]
        printed=printed,
        behaviour={"abilities": abilities},  # type: ignore[arg-type]
    )


ONLY_FLORA = attr(
    "TKF",
    (pa("commit"),),
    [{"on": "commit", "if": {"exists": {"among": "test_interacted", "trait": "flora"}}, "effects": []}],
    exploration=2,
)
ANYONES = attr("TKA", (pa("commit"),), [{"on": "commit", "who": "any", "effects": []}], exploration=1)
PLAIN = attr("TKP", (), [], exploration=1)
GAINS = attr(
    "TKG",
    (pa("commit", window="before", event="commit"),),
    [
        {
            "on": "commit:before:commit",
            "zone": "hand",
            "optional": True,
            "cost": [{"do": "suffer_fatigue", "amount": 1}],
            "effects": [
                {
                    "do": "modify",
                    "stat": "approach",
                    "gain": "exploration",
                    "by": 2,
                    "target": "this",
                    "until": "test",
                }
            ],
        }
    ],
    connection=1,
)


def _game(*decks: list[str]) -> Game:
    cards = [
        feature("TFL", presence=1, progress=9, traits=("Flora",)),
        feature("TRK", presence=1, progress=9),
        being("TBE", presence=1, progress=9),
        ONLY_FLORA,
        ANYONES,
        PLAIN,
        GAINS,
    ]
    g = Game(cards, rangers=len(decks), path=["TFL", "TRK", "TBE"], decks=[list(d) for d in decks])
    if len(decks) > 1:
        g.next_ranger("r1")
    for card in ("TFL", "TRK", "TBE"):
        g.bring(card)
    return g


def test_a_commit_rule_if_reads_the_cards_the_test_interacts_with_and_a_refusal_says_why() -> None:
    g = _game(["TKF", "TKP"])
    g.choose_test("traverse", "TFL")
    g.commit_energy(1)
    assert g.find("commit_card", "TKF").amount == 2
    g = _game(["TKF", "TKP"])
    g.choose_test("traverse", "TRK")
    g.commit_energy(1)
    assert [o.id for o in g.expect("commit_cards").options] == [f"commit:{g.iid('TKP')}", "done"]
    why = commit_refusal(g.state, g.session.book, g.iid("TKF"))
    assert why == "Knack TKF can be committed only if the test interacts with a Flora card"
    assert commit_refusal(g.state, g.session.book, g.iid("TKP")) is None


def test_ruling_r53_a_traversed_location_and_a_cards_own_test_are_interacted_with() -> None:
    """Ruling R53: "when interacting with" a kind of card counts the location a Traverse aims at
    (a Flora location here) and the path card whose own printed test is performed."""
    flora_place = location("TLOC", traits=("Flora",))
    g = Game([flora_place, ONLY_FLORA], decks=[["TKF"]])
    g.choose_test("traverse", "TLOC")
    g.commit_energy(1)
    assert g.find("commit_card", "TKF").amount == 2
    own = feature("TFT", presence=1, progress=9, traits=("Flora",), tests=(tdef("t1", "AWA", "exploration"),))
    g = Game([own, ONLY_FLORA], path=["TFT"], decks=[["TKF"]])
    g.bring("TFT")
    g.choose_test("t1", "TFT", source="TFT")
    g.commit_energy(1)
    assert g.find("commit_card", "TKF").amount == 2


def test_who_any_lets_the_owner_commit_the_card_to_another_rangers_test() -> None:
    g = _game(["TKP"], ["TKA", "TKP"])
    g.choose_test("traverse", "TRK")
    g.commit_energy(1)
    mine, theirs, other = g.iid("TKP"), g.iid("TKA"), g.iid("TKP", 1)
    assert [o.id for o in g.expect("commit_cards").options] == [f"commit:{mine}", f"commit:{theirs}", "done"]
    assert "only Ranger1's cards" in (commit_refusal(g.state, g.session.book, other) or "")
    g.commit_card(theirs)
    assert g.where(theirs) == ("discard", "r2")


def test_a_before_commit_rule_is_a_second_way_to_commit_when_it_adds_icons_here() -> None:
    """Exploration test: 0 printed icons, the rule offered (1 fatigue, +2 for this test only);
    connection test: the printed icon only (the rule adds none there)."""
    g = _game(["TKG"])
    k = g.iid("TKG")
    g.choose_test("traverse", "TRK")
    g.commit_energy(1)
    assert [o.id for o in g.expect("commit_cards").options] == [f"commit_rule:{k}", "done"]
    g.pick(f"commit_rule:{k}")
    assert len(g.ranger().fatigue) == 1  # the rule's price
    assert "effort 3 vs" in g.events("test_result")[0].text
    assert g.state.modifiers == []
    g = _game(["TKG"])
    k = g.iid("TKG")
    g.choose_test("connect", "TBE")
    g.commit_energy(1)
    assert [o.id for o in g.expect("commit_cards").options] == [f"commit:{k}", "done"]


def test_a_response_moment_opens_the_after_play_window_once_discarded() -> None:
    """A gear's "after you play a moment" (``response:after:play_moment``) answers a response
    moment played in its window as well as one played as a turn."""
    boots = gear(
        "TGB",
        cost=0,
        printed=(pa("response", window="after", event="play_moment"),),
        behaviour={
            "abilities": [{"on": "response:after:play_moment", "effects": [{"do": "draw", "amount": 1}]}]
        },
    )
    quick = moment("TMQ", cost=0, printed=(pa("response", window="when", event="rest"),))
    g = Game([boots, quick], decks=[["TGB", "TMQ"]])
    g.bring("TGB", zone="player_area")
    g.rest()
    g.pick(f"respond:{g.iid('TMQ')}", "response")
    g.pick("done", "manual_effect")  # the moment has no behaviour: the players apply it
    assert g.where(g.iid("TMQ"))[0] == "discard"
    ran = [e for e in g.last.events if e.kind == "behaviour" and g.iid("TGB") in e.cards]
    assert len(ran) == 1


COUNTED = m.AttributeCard(
    id="TKC",
    name="Knack TKC",
    set_id="t",
    approach={"exploration": 1},
    printed=(m.PrintedAbility(hook="constant", affects=("approach_icons",)),),
    behaviour={"constant": [{"modify": "approach_count", "gain": "exploration", "value": {"energy": "SPI"}}]},  # type: ignore[arg-type]
)


def test_an_approach_count_constant_gives_a_card_in_hand_its_icons_from_the_pool() -> None:
    """``approach_count``: the card's exploration icons are its owner's SPI energy (0: it is not
    offered; 1 and 3: that much), read as it is committed."""
    for spi in (0, 1, 3):
        g = Game(
            [feature("TRK", presence=1, progress=9), COUNTED, PLAIN], path=["TRK"], decks=[["TKC", "TKP"]]
        )
        g.bring("TRK")
        g.session.manual(
            ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=spi - g.ranger().energy["SPI"])
        )
        g.choose_test("traverse", "TRK")
        g.commit_energy(1)
        ids = [o.id for o in g.expect("commit_cards").options]
        assert (f"commit:{g.iid('TKC')}" in ids) == (spi > 0)
        if spi:
            assert g.find("commit_card", "TKC").amount == spi


def test_an_approach_count_is_the_only_constant_an_attribute_may_have() -> None:
    from rangers_qt.content.behaviour.compile import check_card

    assert check_card(COUNTED) == []
    other = COUNTED.model_copy(
        update={"behaviour": Behaviour(constant=[Constant(modify="difficulty", by=1)])}
    )
    assert [p for p, _why in check_card(other)] == ["behaviour.constant"]
