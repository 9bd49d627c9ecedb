"""The challenge deck as card texts answer it (engine/flow/challenge_deck.py, flow/challenge.py,
effects/replacements.py; Rulebook: Performing a Test, steps 3 and 5, the Reshuffle icon): the
windows in their order (before the draw, the draw itself, the reveal, each challenge effect would
resolve / has resolved, the reshuffle after the test), extra challenge symbols, a chosen modifier,
harm a card's effect would put on a being, and a manifestation played as a response."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .helpers import C0, CM, CP, CR, Game, being, challenge, gear, kw, moment


def _p(hook: str, window: str, event: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, window=window, event=event, **fields)  # type: ignore[arg-type]


def _token(name: str) -> Any:
    return {"name": name, "count": {"n": 0}}


def _gear(
    cid: str, printed: list[m.PrintedAbility], abilities: list[dict[str, Any]], **extra: Any
) -> m.GearCard:
    return gear(cid, cost=0, printed=tuple(printed), behaviour={"abilities": abilities}, **extra)


ADD_OWN = [{"do": "add_tokens", "kind": "own", "amount": 1}]
#: A gear gaining a token after the challenge deck is shuffled (any shuffle).
SHUFFLER = _gear(
    "TSHUF",
    [_p("response", "after", "challenge_shuffle", who="any")],
    [{"on": "response:after:challenge_shuffle", "effects": ADD_OWN}],
    tokens=_token("spark"),
)
#: After your test: a token, but only once the shuffler has one (the windows' order).
AFTER = _gear(
    "TAFTER",
    [_p("response", "after", "test_ended")],
    [
        {
            "on": "response:after:test_ended",
            "if": {"value": {"tokens_on": {"card": {"name": "Gear TSHUF"}}}, "ge": 1},
            "effects": ADD_OWN,
        }
    ],
    tokens=_token("mark"),
)


def _game(cards: list[Any], draws: list[str], deck: list[str], **kw_: Any) -> Game:
    rangers = int(kw_.pop("rangers", 1))
    decks = [deck] + [[] for _ in range(rangers - 1)]
    return Game(cards, challenge_order=[*draws, *[C0] * 10], decks=decks, rangers=rangers, **kw_)


def _remember(g: Game, energy: int = 1) -> None:
    g.perform("remember", None, energy=energy)
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])


def test_a_reshuffle_icon_opens_the_after_shuffle_window_before_the_after_test_window() -> None:
    g = _game([SHUFFLER, AFTER], [C0, CR], ["TSHUF", "TAFTER"], setup_search=False)
    shuf, after = g.bring("TSHUF", "player_area"), g.bring("TAFTER", "player_area")
    _remember(g)  # no reshuffle icon: neither
    assert g.state.cards[shuf].tokens == {} and g.state.cards[after].tokens == {}
    g.pick("rest", "turn")
    _remember(g)  # the reshuffle icon: the shuffle's window first, then the after-test one
    assert g.state.cards[shuf].tokens == {"spark": 1} and g.state.cards[after].tokens == {"mark": 1}
    assert g.state.challenge_discard == []


def test_the_days_challenge_shuffle_follows_the_setup_cards_r54() -> None:
    setup_shuffler = SHUFFLER.model_copy(update={"keywords": kw("setup")})
    g = _game([setup_shuffler], [], ["TSHUF"])
    g.pick(f"setup:{g.iid('TSHUF')}", "setup_search")
    assert g.state.cards[g.iid("TSHUF")].tokens == {"spark": 1}


ODD = "TODD"
ODD_CARD = challenge(ODD, symbol="crest", mods={"AWA": 1, "FIT": -2, "FOC": -2, "SPI": 0})
#: A response moment as a challenge card is revealed: pick the modifier, add a symbol.
THRONG = moment(
    "TTHRONG",
    cost=0,
    printed=(_p("response", "when", "challenge_reveal", who="any"),),
    behaviour={
        "abilities": [
            {
                "on": "response:when:challenge_reveal",
                "zone": "hand",
                "effects": [{"do": "choose_modifier"}, {"do": "extra_symbol"}],
            }
        ]
    },
)
#: A being whose sun and crest effects each put 1 harm on itself.
TWO_SYMBOLS = being(
    "TTWO",
    harm=9,
    challenge=("sun", "crest"),
    behaviour={
        "challenge": {s: [{"do": "add_tokens", "kind": "harm", "amount": 1}] for s in ("sun", "crest")}
    },
)


def test_the_reveal_window_comes_before_the_outcome_and_an_extra_symbol_resolves_after_the_drawn_one() -> (
    None
):
    g = _game([THRONG, ODD_CARD, TWO_SYMBOLS], [ODD], ["TTHRONG"], path=["TTWO"], setup_search=False)
    two = g.bring("TTWO")
    g.perform("remember", None, energy=1)
    g.pick(f"respond:{g.iid('TTHRONG')}", "response")  # the -2 FOC crest is revealed
    assert g.options() == ["aspect:AWA", "aspect:SPI", "aspect:FOC"]  # one per value, the test's own first
    g.pick("aspect:AWA", "effect_choice")
    assert g.state.test is not None and g.state.test.resulting_effort == 2
    assert g.options() == ["symbol:sun", "symbol:mountain"]
    g.pick("symbol:sun")
    while g.prompt.kind == "scout":  # the test succeeded with the AWA +1
        g.pick(g.options()[0])
    assert g.state.cards[two].tokens == {"harm": 2}  # its crest effect, then its sun effect


#: Cancels the challenge effect of a being named TTWO (forced), and an after-test check.
CANCEL = _gear(
    "TCANCEL",
    [_p("response", "would", "challenge_effect"), _p("response", "after", "test_ended")],
    [
        {
            "on": "response:would:challenge_effect",
            "if": {"exists": {"among": "$card", "name": "Being TTWO"}},
            "effects": [{"do": "prevent"}],
        },
        {"on": "response:after:test_ended", "if": {"test": "no_challenge_effects"}, "effects": ADD_OWN},
    ],
    tokens=_token("mark"),
)


def test_a_cancelled_challenge_effect_does_not_resolve_nor_count_as_resolved() -> None:
    g = _game([CANCEL, TWO_SYMBOLS], [C0], ["TCANCEL"], path=["TTWO"], setup_search=False)
    cancel, two = g.bring("TCANCEL", "player_area"), g.bring("TTWO")
    _remember(g)
    assert g.state.cards[two].tokens == {}
    assert g.state.cards[cancel].tokens == {"mark": 1}  # no challenge effect resolved in the test


#: A being whose sun effect puts 1 harm on itself: its threshold.
FRAIL = being(
    "TFRAIL",
    harm=1,
    challenge=("sun",),
    behaviour={"challenge": {"sun": [{"do": "add_tokens", "kind": "harm", "amount": 1}]}},
)
#: Hears "after a challenge effect on a card resolves" ($card, $symbol).
HEARER = _gear(
    "THEAR",
    [_p("response", "after", "challenge_effect")],
    [
        {
            "on": "response:after:challenge_effect",
            "if": {
                "all_of": [
                    {"exists": {"among": "$card", "name": "Being TFRAIL"}},
                    {"value": {"tokens_on": {"card": "$card", "kind": "harm"}}, "ge": 1},
                ]
            },
            "effects": ADD_OWN,
        }
    ],
    tokens=_token("mark"),
)


def test_after_a_challenge_effect_resolves_the_answer_comes_before_the_card_clears_r56() -> None:
    g = _game([HEARER, FRAIL], [C0], ["THEAR"], path=["TFRAIL"], setup_search=False)
    hear, frail = g.bring("THEAR", "player_area"), g.bring("TFRAIL")
    _remember(g)
    assert g.state.cards[hear].tokens == {"mark": 1}  # it still saw the harm on the being
    assert g.where(frail)[0] == "path_discard"  # then the being cleared


#: "When drawing challenge cards": draw until a +1, suffer fatigue per card discarded.
UNTIL = moment(
    "TUNTIL",
    cost=0,
    printed=(_p("response", "when", "challenge_draw"),),
    behaviour={
        "abilities": [
            {
                "on": "response:when:challenge_draw",
                "zone": "hand",
                "optional": True,
                "if": {"is_you": "$ranger"},
                "effects": [
                    {"do": "draw_challenge_until", "modifier": 1, "as": "$d"},
                    {"do": "suffer_fatigue", "amount": {"ref": "$d"}},
                ],
            }
        ]
    },
)


def test_drawing_until_a_modifier_discards_and_a_discarded_reshuffle_icon_reshuffles_r57() -> None:
    g = _game([UNTIL], [CR, CM, CP], ["TUNTIL"], setup_search=False)
    g.perform("remember", None, energy=1)
    g.pick("yes", "effect_may")
    assert len(g.ranger().fatigue) == 2  # the reshuffle sun and the crest
    while g.prompt.kind == "scout":  # the +1 mountain was the test's card: effort 2
        g.pick(g.options()[0])
    assert g.state.challenge_discard == []  # the discarded reshuffle icon: shuffled after the test


def test_drawing_until_is_offered_only_for_your_own_test() -> None:
    g = _game([UNTIL], [CM], ["TUNTIL"], rangers=2, setup_search=False)
    g.pick("next:r2", "choose_next")
    g.perform("remember", None, energy=1)  # r2's test: r1's moment is not offered
    g.expect("choose_next")


#: "Before you draw a challenge card": bet on the mountain (delayed until the reveal).
BET = _gear(
    "TBET",
    [_p("response", "before", "challenge_draw")],
    [
        {
            "on": "response:before:challenge_draw",
            "if": {"is_you": "$ranger"},
            "effects": [
                {
                    "do": "delayed",
                    "until": "challenge_revealed",
                    "effects": [
                        {"do": "if", "cond": {"shows": "mountain", "card": "test_challenge"}, "then": ADD_OWN}
                    ],
                }
            ],
        }
    ],
    tokens=_token("vision"),
)


def test_a_before_draw_answer_waits_for_the_revealed_card() -> None:
    g = _game([BET], [CP, CM], ["TBET"], setup_search=False)
    bet = g.bring("TBET", "player_area")
    _remember(g)  # the mountain
    assert g.state.cards[bet].tokens == {"vision": 1}
    g.pick("rest", "turn")
    _remember(g, energy=2)  # the crest
    assert g.state.cards[bet].tokens == {"vision": 1}
    assert g.state.delayed == []


#: Harm a predator's effect would put on a being is cancelled (forced).
SHIELD = _gear(
    "TSHIELD",
    [_p("response", "would", "harm")],
    [
        {
            "on": "response:would:harm",
            "if": {"exists": {"among": "$source", "trait": "predator", "pick": "all"}},
            "effects": [{"do": "prevent"}],
        }
    ],
)
BITER = being(
    "TBITER",
    harm=9,
    traits=("Predator",),
    challenge=("sun",),
    behaviour={
        "challenge": {
            "sun": [{"do": "add_tokens", "target": {"name": "Being TPREY"}, "kind": "harm", "amount": 2}]
        }
    },
)
PREY = being("TPREY", harm=9, traits=("Prey",))


def test_harm_a_predators_effect_would_put_on_a_being_is_an_event_cards_answer() -> None:
    g = _game([SHIELD, BITER, PREY], [C0], ["TSHIELD"], path=["TBITER", "TPREY"], setup_search=False)
    g.bring("TSHIELD", "player_area")
    prey = g.bring("TPREY")
    g.bring("TBITER")
    _remember(g)
    assert g.state.cards[prey].tokens == {}
    g.session.manual(ManualAdjust(action="add_tokens", card=prey, token="harm", amount=1))
    assert g.state.cards[prey].tokens == {"harm": 1}  # the players' own changes are never answered


def _conduit(cid: str) -> m.GearCard:
    return gear(cid, cost=0, keywords=kw("conduit"), tokens={"name": "glint", "count": {"n": 1}})


#: A manifestation response moment (when you rest: gain 1 FOC).
SHAPED = moment(
    "TSHAPED",
    cost=0,
    keywords=kw("manifestation"),
    printed=(_p("response", "when", "rest"),),
    behaviour={
        "abilities": [
            {"on": "response:when:rest", "zone": "hand", "effects": [{"do": "gain_energy", "aspect": "FOC"}]}
        ]
    },
)


def test_a_manifestation_response_needs_a_conduit_token_and_asks_which_conduit_pays() -> None:
    g = _game(
        [SHAPED, _conduit("TCON1"), _conduit("TCON2")],
        [],
        ["TSHAPED", "TCON1", "TCON2"],
        rangers=2,
        setup_search=False,
    )
    one, two = g.bring("TCON1", "player_area"), g.bring("TCON2", "player_area")
    g.pick("next:r1", "choose_next")
    g.rest()
    g.pick(f"respond:{g.iid('TSHAPED')}", "response")
    assert g.options() == [f"conduit:{one}", f"conduit:{two}"]
    g.pick(f"conduit:{two}", "effect_choice")
    assert g.state.cards[two].tokens == {} and g.state.cards[one].tokens == {"glint": 1}


def test_a_manifestation_response_is_not_offered_without_a_conduit_token() -> None:
    g = _game([SHAPED, _conduit("TCON1")], [], ["TSHAPED", "TCON1"], rangers=2, setup_search=False)
    con = g.bring("TCON1", "player_area")
    g.session.manual(ManualAdjust(action="remove_tokens", card=con, token="glint", amount=1))
    g.pick("next:r1", "choose_next")
    g.rest()
    g.expect("turn", ranger="r2")
