"""One generated test per scripted ability of the shipped cards (docs/behaviour.md, "The generated
test"): a minimal table where the ability fires, every prompt answered by a seeded bot, then the
invariants hold, no manual pause appears for a ``full`` card, save -> load gives the same state
hash, and the card's generated rules text is non-empty.

The roots come from the compiled behaviour (a challenge symbol, a test branch, a triggered
ability); a new card with behaviour gets its tests without anyone writing them. ``HARNESS`` says
how each kind of card reaches the table; a card kind without a harness fails loudly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from rangers_qt.content import models as m
from rangers_qt.content.behaviour import WOULD_TRIGGERS, PlayMoment, PutIntoPlay, windowed_key
from rangers_qt.content.behaviour.compile import compile_cards, effect_lists, iter_effects
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust, Session, ops
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.core import Engine
from rangers_qt.engine.day_record import CarriedMission
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.manual import ENERGY_MAX
from rangers_qt.engine.zones import iter_in_play

from .day.kit import Day
from .helpers import Game, PromptDriver, being, feature, gear, tdef

#: A challenge card per symbol (helpers.BASE_CARDS): sun 0, mountain +1, crest -1.
SYMBOL_CARD = {"sun": "TC0", "mountain": "TCP", "crest": "TCM"}
#: Failure needs a low effort: the -2 sun card; success a high one: +1 mountain.
FAIL_CARD, PASS_CARD = "TCM2", "TCP"
#: The reshuffle icon (sun, 0): after the test the challenge deck is shuffled.
RESHUFFLE_CARD = "TCR"


@dataclass(frozen=True)
class Root:
    card: str
    side: str
    part: str  # "challenge", "test", "ability"
    name: str  # symbol, "<tid>/<branch>", "<index>/<trigger>"
    ref: str

    @property
    def id(self) -> str:
        return f"{self.card}-{self.side}-{self.part}-{self.name.replace('/', '-')}"


def roots(cards: list[Any]) -> list[Root]:
    compiled = compile_cards(cards)
    out = []
    for ref in sorted(compiled.roots):
        key, part, rest = ref.split("/", 2)
        card, _, back = key.partition(".")
        side = "back" if back else "front"
        if part == "challenge":
            out.append(Root(card, side, "challenge", rest, ref))
        elif part == "tests":
            if compiled.effects(ref):
                out.append(Root(card, side, "test", rest, ref))
        else:
            k = int(rest.split("/")[0])
            on = compiled.faces[key].abilities[k].on
            out.append(Root(card, side, "ability", f"{k}/{on}", ref))
    return out


# --------------------------------------------------------------------------- tables


def _challenge_order(root: Root, card: Any = None) -> list[str]:
    if root.part == "ability" and root.name.endswith("challenge_effect") and getattr(card, "challenge", ()):
        return [SYMBOL_CARD[card.challenge[0]]] * 20  # the card's own challenge effect resolves
    if root.part == "challenge":
        return [SYMBOL_CARD[root.name]] * 20
    if root.part == "test" and root.name.endswith("/failure"):
        return [FAIL_CARD] * 20
    if root.part == "ability" and root.name.endswith("test_failed"):
        return [FAIL_CARD] * 20
    if root.part == "ability" and root.name.endswith(":challenge_shuffle"):
        return [RESHUFFLE_CARD] * 20  # the reshuffle icon: the deck is shuffled after the test
    return [PASS_CARD] * 20


def weather_table(card: Any, root: Root) -> tuple[PromptDriver, str]:
    added = [
        c
        for face in (card.front, card.back)
        if face.behaviour
        for r in face.behaviour.assembly
        for c in r.cards
    ]
    extra = [card, *[CATALOG.card(c) for c in dict.fromkeys(added)], PREY]
    path = [PREY.id] if _response(root) else None  # a being to aim a test at
    d = Day(
        extra,
        weather=card.id,
        weather_side=root.side,
        challenge=_challenge_order(root, card),
        rangers=2,
        path=path,
    )
    if d.prompt.kind == "choose_next":
        d.pick(d.options()[0])
    return d, d.state.surroundings[0]


def path_table(card: Any, root: Root) -> tuple[PromptDriver, str]:
    """The card is the round's path draw. For an enters-play ability a second copy is drawn by the
    rules in the next round (manual moves into play run no card text), so that answer's events
    show the ability running (a card whose enters-play text draws a path card already drew it in
    the first round: it goes back to the deck first)."""
    if root.part == "test" and _offered_only_while(card, root.name.split("/")[0]):
        # A test the card has only while it is attached to your role (Trained Stilt-Horse): an
        # invented being's mountain effect attaches it there first (a Remember test).
        g = Game([card, ROLE_ATTACHER], path=[card.id, ROLE_ATTACHER.id], challenge_order=["TCP"] * 20)
        g.bring(ROLE_ATTACHER.id)
        g.pick("test:common:remember:-", "turn")
        answer_until_turn(g, seed=3)
        return g, g.iid(card.id)
    if _response(root) and root.name.endswith(":unattached"):
        # A path attachment (Flood) whose enters-play text attaches it to the next card drawn.
        g = Game(
            [card, CLEARABLE], path=[card.id, CLEARABLE.id], challenge_order=_challenge_order(root, card)
        )
        answer_until_turn(g, seed=3)
        return g, g.iid(card.id)
    if _response(root) and root.name.endswith(":cleared"):
        # A being along the way for the response's clear to happen to.
        g = Game(
            [card, CLEARABLE], path=[card.id, CLEARABLE.id], challenge_order=_challenge_order(root, card)
        )
        g.bring(CLEARABLE.id, "along_the_way")
        return g, g.iid(card.id)
    # A card hiding path draws (The Whispering Fields) hides the second copy: spare cards to draw.
    spare = [CLEARABLE] * 2 if _hides_draws(card) and not root.name.endswith("/enters_play") else []
    g = Game(
        [card, *_would_extra(root), *spare[:1]],
        path=[card.id, card.id, *_would_ids(root), *(c.id for c in spare)],
        challenge_order=_challenge_order(root, card),
        rangers=1,
    )
    if root.name.endswith("/enters_play"):
        answer_until_turn(g, seed=3)
        second = g.iid(card.id, 1)
        if g.where(second)[0] != "path_deck":  # the first copy's own text drew it (a path draw)
            g.session.manual(ManualAdjust(action="move", card=second, zone="path_deck"))
        if _hides_draws(card):  # the first copy would hide the second's draw: it leaves play
            g.session.manual(ManualAdjust(action="discard", card=g.iid(card.id)))
        g.last = g.session.answer("rest")
        return g, g.iid(card.id, 1)
    return g, g.iid(card.id)


#: Attaches the other path cards in play to your role (its mountain challenge effect).
ROLE_ATTACHER = being(
    "TGATT",
    harm=9,
    challenge=("mountain",),
    behaviour={  # type: ignore[arg-type]
        "challenge": {
            "mountain": [{"do": "attach", "target": {"category": "path", "other": True}, "to": "role"}]
        }
    },
)


def _offered_only_while(card: Any, tid: str) -> bool:
    b = getattr(card, "behaviour", None)
    tb = b.tests.get(tid) if b is not None else None
    return tb is not None and tb.while_ is not None


def location_table(card: Any, root: Root) -> tuple[PromptDriver, str]:
    """The card is the current location; the path deck holds a being and two features (a drawn,
    scouted or searched card), and the round's draw puts the being into play."""
    g = Game(
        [card, *LOCATION_PATH, *_would_extra(root)],
        path=[*(c.id for c in LOCATION_PATH), *_would_ids(root)],
        location=card.slug,
        challenge_order=_challenge_order(root, card),
        rangers=1,
    )
    loc = next(i for i in g.state.surroundings if g.state.cards[i].def_id == card.id)
    if any(t.targets == "facedown" for t in card.tests):  # a face-down path card to aim its test at
        eng = Engine(g.state, g.session.book, g.registry, Recorder())
        path_card = next(i for i in iter_in_play(g.state) if eng.facts(i).category == "path")
        g.session.manual(ManualAdjust(action="flip", card=path_card))
        assert not g.state.cards[path_card].face_up
    if _would_extra(root):  # a "would" answer may need your token on the location (Spire)
        g.last = g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=loc))
    return g, loc


#: Path cards on the table for a Ranger card's effects to aim at (a being with harm and progress,
#: a flora, a trail), and more in the path deck for scouting and drawing.
RANGER_TABLE = (
    being("TGBEAST", harm=9, progress=9, traits=("Prey", "Mammal")),
    feature("TGFLORA", harm=9, progress=9, traits=("Flora",)),
    feature("TGTRAIL", progress=9, traits=("Trail",)),
)
#: A free moment with no text: played from hand for "after you play a moment" responses.
QUICK_MOMENT = m.MomentCard(
    id="TGQUICK", name="Generated Whim", set_id="t", cost=m.Amount.fixed(0), aspect="AWA"
)
#: A human for Ranger cards whose behaviour asks for one ("a test that interacts with a human"):
#: brought within reach only for them, and the test their response answers is aimed at it.
HUMAN_GUEST = being("TGHUMAN", harm=9, progress=9, traits=("Human",))


def _wants_human(card: Any) -> bool:
    return _names_word(card, "human")


def _names_word(card: Any, word: str) -> bool:
    """The card's behaviour names this trait or keyword (``"human"``, ``"obstacle"``)."""
    return card.behaviour is not None and f'"{word}"' in card.behaviour.model_dump_json(by_alias=True).lower()


def _stood_on(card: Any) -> bool:
    """A response of a card that asks for your Ranger token on it (a feature you stand on)."""
    dump = card.behaviour.model_dump_json(by_alias=True) if card.behaviour is not None else ""
    return '"token_on":"this"' in dump


#: A shipped challenge card whose modifiers differ by aspect (FOC -1, SPI +1, AWA and FIT 0): a
#: Remember test reveals it for "when a Ranger reveals a challenge card" answers.
MIXED_CHALLENGE = "CH01"


#: A water feature for tests aimed at a water card (in the path deck; brought only for them).
WATER_GUEST = feature("TGWATER", progress=9, traits=("Water",))


#: An attachment answering "when the attached card fatigues a Ranger": a being of presence 3
#: within reach whose every challenge effect fatigues you; the attachment is played onto it (the
#: generated Remember test then makes it fatigue).
FATIGUE_HOST = m.PathBeingCard(
    id="TGHEAVY",
    name="Generated Heavy",
    set_id="tpath",
    presence=m.Amount.fixed(3),
    harm_threshold=m.Amount.fixed(9),
    challenge=("sun", "mountain", "crest"),
    behaviour={  # type: ignore[arg-type]
        "challenge": {s: [{"do": "fatigue_by", "card": "this"}] for s in ("sun", "mountain", "crest")}
    },
)


def _fatigue_hosts(card: Any, root: Root) -> list[Any]:
    on = root.name.split("/", 1)[1] if root.part == "ability" else ""
    return [FATIGUE_HOST] if card.type == "attachment" and on == "response:when:card_fatigues" else []


#: An obstacle for tests aimed at one (in the path deck; brought into play only for them).
OBSTACLE = feature("TGWALL", progress=9, keywords=(m.Keyword(name="obstacle"),))
#: An equipped tech gear with tokens: the host of an attachment that goes on a Ranger's gear.
#: Its test (no effect) is a test performed from the gear the attachment is on.
TECH_GEAR = gear(
    "TGTECH",
    traits=("Tech",),
    tokens={"name": "charge", "count": {"n": 2}},
    tests=(tdef("t1", targets="none", label="Tinker", uses=("charge", 1)),),
    # It uses a charge; its success puts 1 harm on a being with this gear (attachments answering that).
    printed=(m.PrintedAbility(hook="test", test="t1", branch="success"),),
    behaviour={
        "tests": {"t1": {"success": [{"do": "add_tokens", "target": {"type": "being"}, "kind": "harm"}]}}
    },
)


#: An equipped Tech and Aid gear with tokens and an untimed ability of its own (exhaust: soothe 1):
#: what a role acting on a tech or an aid, or a card resolving another gear's ability, acts on.
#: Without one such a card is not offered (issue #27: a cost is never paid for nothing).
KIT_GEAR = gear(
    "TGKIT",
    name="Generated Kit",
    traits=("Tech", "Aid"),
    tokens={"name": "charge", "count": {"n": 2}},
    printed=(m.PrintedAbility(hook="ability", exhaust=True),),
    behaviour={"abilities": [{"on": "ability", "effects": [{"do": "soothe", "amount": 1}]}]},
)


def _acts_on_ranger_gear(card: Any) -> bool:
    """A role readying or giving a token to a tech or an aid, or a card resolving another gear's
    ability (Masterful Engineer, Exceptional Tinkerer, Voice of the Elders, Functional Replica)."""
    dump = card.behaviour.model_dump_json(by_alias=True) if card.behaviour is not None else ""
    role = card.type == "role" and (_names_word(card, "tech") or _names_word(card, "aid"))
    return role or '"resolve_ability"' in dump


def _plays_moment(card: Any) -> str:
    """Where the moment a card's ``play_moment`` plays lies: ``discard``, ``attached`` (to the card
    itself), or "" when it plays none."""
    behaviour = getattr(card, "behaviour", None)
    for ab in behaviour.abilities if behaviour is not None else ():
        for e in ab.effects:
            if isinstance(e, PlayMoment):
                flt = e.target
                return "attached" if getattr(flt, "attached_to", None) == "this" else "discard"
    return ""


def _guards_json(card: Any) -> str:
    """The conditions of a card's play abilities, as JSON (what its table must hold to play it)."""
    behaviour = getattr(card, "behaviour", None)
    abilities = behaviour.abilities if behaviour is not None else ()
    return "".join(ab.if_.model_dump_json() for ab in abilities if ab.on == "play" and ab.if_ is not None)


def _goes_on_gear(card: Any) -> bool:
    """An attachment played onto a Ranger's equipped gear (or tech)."""
    return any(p.hook == "attach" and {"gear", "tech"} & {t.lower() for t in p.to} for p in card.printed)


def _pays_with_gear(card: Any) -> bool:
    """A card whose cost is paid with one of your gear ("discard one of your gear to ..."): it is
    offered only with a gear equipped (issue #27, costs)."""
    b = getattr(card, "behaviour", None)
    return b is not None and any(
        getattr(getattr(e, "target", None), "type", None) == "gear" for ab in b.abilities for e in ab.cost
    )


def ranger_table(card: Any, root: Root) -> tuple[PromptDriver, str]:
    """The card starts in hand (a moment or anything played: ``play`` / ``enters_play`` roots fire
    by playing it) or is brought into the Ranger's area (a test printed on gear or a being). Path
    cards within reach carry harm and progress so effects have something to act on."""
    path = [c.id for c in RANGER_TABLE] * 3 + [OBSTACLE.id] + _would_ids(root)
    role = card.type == "role"
    # A manifestation is paid for with a conduit's token: a conduit (a Setup card) comes too.
    conduit = [CATALOG.card(CONDUIT)] if any(k.name == "manifestation" for k in card.keywords) else []
    # A role's Ranger has a manifestation in the discard (abilities that take one back).
    extra = [CATALOG.card(MANIFESTATION)] if role else conduit
    deck = [MANIFESTATION] if role else [card.id, *(c.id for c in conduit)]
    plays = _plays_moment(card)
    if root.name.endswith(":play_moment") or plays or '"zone":"discard"' in _guards_json(card):
        # a moment to play (after, or with, the card), or one its play needs in the discard
        extra, deck = [*extra, QUICK_MOMENT], [*deck, QUICK_MOMENT.id]
    if _needs_committed(card):
        extra = [*extra, CATALOG.card(COMMITTED_MANIFESTATION)]
        deck = [*deck, COMMITTED_MANIFESTATION]
    if root.name.endswith("/when_drawn"):  # drawn after the opening hand (by a manual draw)
        deck = ["TFILL"] * 6 + deck
    tables = [card, *extra, *RANGER_TABLE, OBSTACLE, *_would_extra(root)]
    guests = [HUMAN_GUEST] if _wants_human(card) else _fatigue_hosts(card, root)
    if any(t.targets == "water" for t in card.tests):
        guests.append(WATER_GUEST)
    tables += guests
    path += [c.id for c in guests]
    if _goes_on_gear(card) or _pays_with_gear(card):
        tables.append(TECH_GEAR)
        deck = [*deck, TECH_GEAR.id]
    if _acts_on_ranger_gear(card):
        tables.append(KIT_GEAR)
        deck = [*deck, KIT_GEAR.id]
    order = _challenge_order(root, card)
    if root.name.endswith(":challenge_reveal"):  # a card whose modifiers differ by aspect
        tables.append(CATALOG.card(MIXED_CHALLENGE))
        order = [MIXED_CHALLENGE] * 20
    g = Game(tables, path=path, challenge_order=order, decks=[deck])
    if role:  # the card is the Ranger's role
        first = g.setup.rangers[0].model_copy(update={"role_id": card.id})
        g.setup = g.setup.model_copy(update={"rangers": [first]})
        g.session = Session.new(g.catalog, g.setup, g.registry)
    if conduit:  # the game starts by asking whether to put the Setup card into play
        g.pick(f"setup:{g.iid(CONDUIT)}", "setup_search")
        g.bring(card.id, zone="hand")  # the search shuffled the deck
    elif g.session.prompt is not None and g.session.prompt.kind == "setup_search":
        g.pick("none")  # the card is a Setup card itself: the table brings it where it needs it
        g.bring(card.id, zone="hand")
    if _needs_committed(card):  # a response about a manifestation committed to the test
        g.bring(COMMITTED_MANIFESTATION, zone="hand")
    for n, c in enumerate(RANGER_TABLE):
        iid = g.bring(c.id, nth=1)
        for kind in ("harm", "progress"):
            g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=2 + n))
    for c in guests:
        g.bring(c.id)
    iid = g.ranger().role if role else g.iid(card.id)
    # The moment it plays lies in the discard; or its play needs one there (Paths We've Roamed Before).
    if plays == "discard" or '"zone":"discard"' in _guards_json(card):
        g.bring(QUICK_MOMENT.id, zone="discard")
    if _goes_on_gear(card) or _pays_with_gear(card):
        g.bring(TECH_GEAR.id, zone="player_area")
    if _acts_on_ranger_gear(card):
        kit = g.bring(KIT_GEAR.id, zone="player_area")
        if '"ready":false' in card.behaviour.model_dump_json(by_alias=True):  # a tech to ready
            g.session.manual(ManualAdjust(action="exhaust", card=kit))
    if role:
        g.bring(MANIFESTATION, zone="discard")
        return g, iid
    if root.part == "test":  # fire() tops up energy for a succeeding test
        if card.type != "moment":  # a moment printing a test performs it as it is played
            g.bring(card.id, zone="player_area")
        if any(t.targets == "obstacle" for t in card.tests):  # something to aim a test at obstacles
            g.bring(OBSTACLE.id)
        return g, iid
    if root.name.endswith("/when_drawn"):
        return g, iid
    # An untimed ability, or a response / timed ability used where the card is, needs it in play;
    # beings and features are played within reach, beside the table's path cards.
    in_play_response = _response(root) and card.type not in ("moment", "attribute", "attachment")
    if card.type == "attachment" and _response(root) and not root.name.endswith(":unattached"):
        # An attachment's response or timed ability is used once it is on its host: played first.
        r = g.ranger()
        # (an attachment answering its host's fatigue goes on the heavy guest instead: below)
        driver = [] if _fatigue_hosts(card, root) else _would_ids(root)
        for aspect in r.energy:  # (room left for an answer that gains energy: invariants' limit)
            g.session.manual(
                ManualAdjust(action="energy", ranger=r.id, aspect=aspect, amount=5 if driver else 6)
            )
        if driver:  # an answer about its host's challenge effect: the invented predator is the host
            host = g.bring(driver[0])
            g.session.manual(ManualAdjust(action="add_tokens", card=host, token="progress", amount=2))
        g.pick(next(o for o in g.options() if o.startswith(f"play:{iid}")), "turn")
        if driver and g.session.prompt is not None and g.session.prompt.kind == "choose_host":
            g.pick(f"host:{g.iid(driver[0])}")
        heavy = [i for i in _guests(g.session, FATIGUE_HOST.id) if f"host:{i}" in g.options()]
        if heavy:  # the attachment goes on the card whose fatigue it answers
            g.pick(f"host:{heavy[0]}", "choose_host")
        _answer(g, lambda p: p.kind == "turn")
        assert g.state.cards[iid].attached_to is not None, "the attachment found no host"
        return g, iid
    if root.name.endswith("/ability") and plays == "attached":
        # It plays a moment attached to it: played from hand, its play text takes the one moment
        # in hand (the table's free moment).
        g.pick(next(o for o in g.options() if o.startswith(f"play:{iid}")), "turn")
        _answer(g, lambda p: p.kind == "turn")
        assert g.state.cards[g.iid(QUICK_MOMENT.id)].attached_to == iid, "no moment attached to it"
        return g, iid
    if root.name.endswith(("/ability", "/rest", "/end_of_day", "/after_travel")) or in_play_response:
        g.bring(card.id, zone="within_reach" if card.type in ("being", "feature") else "player_area")
        if root.name.endswith("/ability") and _names_word(card, "obstacle"):  # one to act on
            g.bring(OBSTACLE.id)
        if in_play_response and _stood_on(card):  # "while your Ranger token is on this card"
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=iid))
            g.bring(RANGER_TABLE[2].id, "along_the_way", None, nth=2)  # a test aimed past the card
        # The role is exhausted (abilities that ready it, such as a badge's).
        g.session.manual(ManualAdjust(action="exhaust", card=g.ranger().role))
        if '"do":"soothe"' in card.behaviour.model_dump_json():  # fatigue to soothe (Trail Mix's guard)
            g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=1))
        if card.type in ("being", "feature"):  # abilities that discard a progress from it
            g.session.manual(ManualAdjust(action="add_tokens", card=iid, token="progress", amount=1))
        uses = next((p.uses for p in card.printed if p.hook == "ability" and p.uses), None)
        token = card.tokens.name if card.tokens is not None else None
        if uses is not None and token and not g.state.cards[iid].tokens.get(token):
            # Tokens a response gathers (a kit's herbs): one to pay the ability with.
            g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=token, amount=1))
        return g, iid
    if root.name.endswith("/clear") and card.type in ("being", "feature"):  # played within reach
        g.bring(card.id)
        return g, iid
    r = g.ranger()
    for aspect in r.energy:
        g.session.manual(ManualAdjust(action="energy", ranger=r.id, aspect=aspect, amount=6))
    return g, iid


#: "Would" answers (engine/effects/replacements.py): the generated table brings this predator within
#: reach and performs a Remember test; its challenge effect (every symbol) raises each "would" event
#: from a path card, a being and a predator (it fatigues you, injures you, exhausts and readies
#: itself, draws a path card, harms itself); the test draws a challenge card.
WOULD_DRIVER = m.PathBeingCard(
    id="TWOULD",
    name="Generated Prowler",
    set_id="tpath",
    traits=("Predator",),
    presence=m.Amount.fixed(1),
    harm_threshold=m.Amount.fixed(9),
    area="along_the_way",
    challenge=("sun", "mountain", "crest"),
    behaviour={  # type: ignore[arg-type]
        "macros": {
            "raise": [
                {"do": "fatigue_by", "card": "this"},
                {"do": "injure"},
                {"do": "add_tokens", "kind": "harm"},
                {"do": "exhaust"},
                {"do": "ready"},
                {"do": "draw_path"},
                {"do": "add_tokens", "kind": "harm", "amount": 1},  # harm on a being by a predator
            ]
        },
        "challenge": {s: [{"do": "use", "macro": "raise"}] for s in ("sun", "mountain", "crest")},
    },
)


#: "After this card is exhausted" responses: a prey whose mountain challenge effect exhausts every
#: other card in play (a Remember test with the passing mountain card brings it about).
EXHAUST_DRIVER = m.PathBeingCard(
    id="TEXHAUST",
    name="Generated Stampede",
    set_id="tpath",
    traits=("Prey",),
    presence=m.Amount.fixed(1),
    harm_threshold=m.Amount.fixed(9),
    area="along_the_way",
    challenge=("mountain",),
    behaviour={"challenge": {"mountain": [{"do": "exhaust", "target": {"other": True, "pick": "all"}}]}},  # type: ignore[arg-type]
)


#: "When the attached human is cleared" (a Ranger attachment listening to ``card_cleared``): a human
#: in the path deck for the attachment to find and go on; ``fire`` clears it by progress.
CLEARED_HUMAN = m.PathBeingCard(
    id="TGFRIEND",
    name="Generated Friend",
    set_id="tpath",
    traits=("Human",),
    presence=m.Amount.fixed(1),
    progress_threshold=m.Amount.fixed(3),
    area="within_reach",
)


def _hides_draws(card: Any) -> bool:
    """A path card answering "would draw a path card" (its own enters-play draw goes there too)."""
    b = getattr(card, "behaviour", None)
    return b is not None and any(ab.on.endswith(":would:path_draw") for ab in b.abilities)


def _would_ids(root: Root) -> list[str]:
    return [c.id for c in _would_extra(root)]


def _would_extra(root: Root) -> list[Any]:
    """The invented card that raises the event a root answers ("would" events, exhausted)."""
    trigger = root.name.split("/", 1)[1] if root.part == "ability" else ""
    if trigger in WOULD_TRIGGERS or trigger == "response:after:challenge_effect":
        return [WOULD_DRIVER]
    if trigger == "card_cleared":
        return [CLEARED_HUMAN]
    return [EXHAUST_DRIVER] if trigger.endswith(":exhausted") else []


def _named_in(behaviour: Any) -> list[str]:
    """Names of the cards a behaviour puts into play from the collection (the table's catalog
    needs them)."""
    found: list[str] = []
    for _ref, effects in effect_lists("", behaviour):
        found += [e.name for e in iter_effects(effects) if isinstance(e, PutIntoPlay) and e.name]
    return found


def _token_sources(behaviour: Any) -> list[str]:
    """Names of the cards a "when a Ranger token leaves a card" response asks about (the shipped
    cards the table needs to bring the event about)."""
    import re

    found: list[str] = []
    for ab in getattr(behaviour, "abilities", ()) if behaviour is not None else ():
        if ab.on == "response:when:ranger_token_moved" and ab.if_ is not None:
            found += re.findall(r"'name': '([^']+)'", str(ab.if_.model_dump()))
    return found


def mission_table(card: Any, root: Root) -> tuple[PromptDriver, str]:
    """The mission shows the root's face in the surroundings, with 3 of its own tokens (a basket's
    biscuits); the table is at a location named like the ones missions name. Three Rangers draw
    the round's path cards by the rules: a human within reach, then a Flora, Ruin and Reclaimer
    feature named like the Grub some missions count, then a Flood that attaches itself to it. Four
    Reclaimer beings are brought within reach (one short of 2 per Ranger). A predator waits in
    the path deck; ``fire`` brings one more feature or clears the first."""
    face = getattr(card, root.side)
    own = face.tokens.name if face.tokens is not None else None
    names = sorted(set(_named_in(face.behaviour) + _token_sources(face.behaviour))) if face.behaviour else []
    named = [CATALOG_BY_NAME[n] for n in names]
    # A face that speaks of its subject was received with one: a being both thresholds can clear,
    # last in the path deck, then brought within reach (its face-down twin hangs on the mission).
    subject = (
        MISSION_SUBJECT.id if face.behaviour and "'subject'" in str(face.behaviour.model_dump()) else None
    )
    carried = CarriedMission(def_id=card.id, side=root.side, tokens={own: 3} if own else {}, subject=subject)
    place = MISSION_PLACE.model_copy(update={"name": _location_named(face.behaviour) or MISSION_PLACE.name})
    g = Game(
        [card, *MISSION_TABLE, MISSION_SUBJECT, place, *named],
        path=MISSION_PATH + ([MISSION_SUBJECT.id] if subject else []),
        challenge_order=[SYMBOL_CARD["crest"]] * 20 if _mission_would(root) else _challenge_order(root),
        rangers=3,
        location="mission_place",
        carried_missions=[carried],
    )
    iid = next(i for i in g.state.cards if g.state.cards[i].def_id == card.id)
    _accept_until_turn(g, iid)
    for n in range(CRAWLERS):  # Reclaimers within reach: one short of 2 per Ranger with the Grub
        g.last = g.session.manual(
            ManualAdjust(action="move", card=g.iid("TMCRAWL", n), zone="within_reach", ranger="r1")
        )
    if subject:
        loose = next(i for i in g.state.path_deck if g.state.cards[i].def_id == subject)
        g.last = g.session.manual(ManualAdjust(action="move", card=loose, zone="within_reach", ranger="r1"))
    _accept_until_turn(g, iid)
    return g, iid


def _accept_until_turn(drv: PromptDriver, iid: str) -> None:
    """Answer the prompts before the first turn: this card's optional abilities are used (a
    mission hangs itself on the feature drawn), the first Ranger goes first, the bot does the rest."""
    bot = RandomBot(3)
    for _ in range(40):
        p = drv.session.prompt
        if p is None or p.kind == "turn":
            return
        if p.kind == "effect_may" and any(o.card == iid and o.id == "yes" for o in p.options):
            drv.last = drv.session.answer("yes")
        elif p.kind == "choose_next":
            drv.last = drv.session.answer(p.options[0].id)
        else:
            drv.last = drv.session.answer(bot.choose(p))


def _location_named(behaviour: Any) -> str | None:
    """The first location a behaviour names in a filter (the table is set there)."""
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("category") == "location" and node.get("name"):
                name = node["name"]
                found.append(name if isinstance(name, str) else name[0])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    if behaviour is not None:
        walk(behaviour.model_dump(mode="json", by_alias=True, exclude_none=True))
    return found[0] if found else None


#: A conduit that starts with a token (Stave of the Sun): pays for a manifestation in the Ranger table.
CONDUIT = "01083"
#: A manifestation (Sky Whip) for the role table's discard.
MANIFESTATION = "01082"


#: A manifestation with Reason and Exploration icons (Seen Through Cycles), committed to the test
#: of a response about a committed manifestation (``"zone": "committed"`` in its behaviour).
COMMITTED_MANIFESTATION = "01091"


def _needs_committed(card: Any) -> bool:
    return card.behaviour is not None and '"committed"' in card.behaviour.model_dump_json()


HARNESS: dict[str, Callable[[Any, Root], tuple[PromptDriver, str]]] = {
    "weather": weather_table,
    "path": path_table,
    "location": location_table,
    "ranger": ranger_table,
    "mission": mission_table,
}


def fire(drv: PromptDriver, iid: str, root: Root) -> None:
    """Make the root's moment happen from the turn prompt."""
    sess = drv.session
    if root.part == "challenge":
        drv.pick("test:common:remember:-", "turn")
    elif root.part == "test":
        tid = root.name.split("/")[0]
        # A moment printing a test (a manifestation's Strike) performs it as it is played.
        option = next(o for o in drv.options() if o.startswith((f"test:{iid}:{tid}:", f"play:{iid}")))
        drv.pick(option, "turn")
        if root.name.endswith("/success"):
            r = sess.state.ranger(sess.prompt.ranger or "r1")  # type: ignore[union-attr]
            for aspect in r.energy:
                sess.manual(ManualAdjust(action="energy", ranger=r.id, aspect=aspect, amount=6))
    else:
        trigger = root.name.split("/")[1]
        if trigger == "refresh":
            for _ in range(len(sess.state.rangers)):
                if sess.prompt is not None and sess.prompt.kind == "turn":
                    drv.pick("rest")
        elif trigger == "card_enters_play":  # another card enters play (an optional listener: used)
            spare = _spare(sess)
            drv.last = sess.manual(ManualAdjust(action="move", card=spare, zone="within_reach", ranger="r1"))
            p = sess.prompt
            if p is not None and p.kind == "effect_may" and any(o.card == iid for o in p.options):
                drv.last = sess.answer("yes")
        elif trigger == "card_cleared" and card_data(sess.state.cards[iid].def_id).category in (
            "ranger",
            "path",
        ):
            _clear_host(drv, iid)
        elif trigger == "card_cleared" and card_data(sess.state.cards[iid].def_id).category == "location":
            _clear_attached_feature(drv, iid)
        elif trigger == "card_cleared" and _subject_clear(sess, iid, root):
            # "when this mission's subject clears by ...": the subject in play, by that threshold
            kind = _subject_clear(sess, iid, root)
            subj = next(
                i for i in iter_in_play(sess.state) if sess.state.cards[i].def_id == MISSION_SUBJECT.id
            )
            drv.last = sess.manual(ManualAdjust(action="add_tokens", card=subj, token=kind, amount=30))
        elif trigger == "card_cleared":  # the first feature drawn clears by progress
            first = drv.iid("TMGRUB")  # type: ignore[attr-defined]
            drv.last = sess.manual(ManualAdjust(action="add_tokens", card=first, token="progress", amount=30))
        elif trigger == "clear":  # enough tokens of the first threshold its clear text names
            card = sess.state.cards[iid]
            by = next((p.by[0] for p in card_data(card.def_id).printed if p.hook == "clear"), "progress")
            if by == "ranger_tokens":  # every Ranger's token onto it
                for r in sess.state.rangers:
                    drv.last = sess.manual(ManualAdjust(action="ranger_token", ranger=r.id, card=iid))
            else:
                kind = "harm" if by == "harm" else "progress"
                drv.last = sess.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=30))
        elif trigger == "play" or (trigger == "enters_play" and _from_hand(sess, iid)):
            drv.pick(next(o for o in drv.options() if o.startswith(f"play:{iid}")), "turn")
        elif trigger == "ability":  # an untimed ability of a Ranger card: a choice beside the turn's actions
            if _asks_for_fatigue(card_data(sess.state.cards[iid].def_id)):  # (Static Sifter, Trail Mix)
                drv.last = sess.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
            drv.pick(f"ability:{iid}", "turn")
        elif trigger == "rest":
            drv.pick("rest", "turn")
        elif trigger == "end_of_day":  # the players end the day: its end-of-day texts run first
            drv.last = sess.manual(ManualAdjust(action="end_day", reason="generated test"))
        elif trigger == "after_travel":
            _travel(drv)
        elif trigger == "commit":  # a test it can be committed to, committing it
            drv.pick(_commit_test(sess, drv, iid, root), "turn")
            _use_when_offered(drv, iid, "commit")
        elif trigger == "when_drawn":  # the card is next in the deck: a draw brings it
            drv.last = sess.manual(ManualAdjust(action="draw", ranger="r1", amount=1))
        elif trigger in WOULD_TRIGGERS and _mission_would(root):
            # A mission's "would" answer: the table's Flood sweeps the Grub it floods away (a
            # Remember test with the crest card), fatiguing every Ranger.
            grub = drv.state.cards[drv.iid("TMFLOOD")].attached_to  # type: ignore[attr-defined]
            assert grub is not None
            drv.last = sess.manual(ManualAdjust(action="add_tokens", card=grub, token="flood", amount=5))
            if sess.prompt is not None and sess.prompt.kind == "turn":
                drv.pick("test:common:remember:-", "turn")
        elif trigger in WOULD_TRIGGERS:
            # A "would" answer: the driver's challenge effect (a Remember test) raises every such
            # event; the test itself draws a challenge card.
            if (
                sess.state.cards[_driver(sess)].attached_to is None
                and drv.where(_driver(sess))[0] != "within_reach"
            ):
                drv.last = sess.manual(
                    ManualAdjust(action="move", card=_driver(sess), zone="within_reach", ranger="r1")
                )
            if sess.prompt is not None and sess.prompt.kind == "turn":
                drv.pick("test:common:remember:-", "turn")
        elif trigger in ("state", "response:when:no_tokens"):  # every one of its own tokens taken off
            kind = card_data(sess.state.cards[iid].def_id).tokens.name
            have = sess.state.cards[iid].tokens.get(kind, 0)
            drv.last = sess.manual(ManualAdjust(action="remove_tokens", card=iid, token=kind, amount=have))
        elif _response(root):
            fire_response(drv, iid, root, trigger)
        elif trigger == "end_of_day":  # the players end the day
            drv.last = sess.manual(ManualAdjust(action="end_day", reason="the generated test ends the day"))
        elif trigger not in ("enters_play", "start_of_day"):  # these fired as the table was built
            raise AssertionError(f"no generated table fires the trigger {trigger!r} yet (add it here)")


def _clear_host(drv: PromptDriver, iid: str) -> None:
    """A Ranger or path card hearing a card clear: an attachment is played (onto the table's human)
    and its host clears by progress; any other card hears the table's human clear, the Ranger's
    token on it."""
    sess = drv.session
    if card_data(sess.state.cards[iid].def_id).type == "attachment":
        card = card_data(sess.state.cards[iid].def_id)
        sess.manual(ManualAdjust(action="energy", ranger="r1", aspect=card.aspect, amount=card.cost.n))
        drv.pick(next(o for o in drv.options() if o.startswith(f"play:{iid}")), "turn")
        _answer(drv, lambda p: p.kind == "turn")
    host = sess.state.cards[iid].attached_to
    if host is None:  # the table's human, with the Ranger's token on it (a human "with your token")
        host = drv.iid(CLEARED_HUMAN.id)  # type: ignore[attr-defined]
        drv.last = sess.manual(ManualAdjust(action="move", card=host, zone="within_reach", ranger="r1"))
        _keep(drv)
        drv.last = sess.manual(ManualAdjust(action="ranger_token", ranger="r1", card=host))
        _keep(drv)
    drv.last = sess.manual(ManualAdjust(action="add_tokens", card=host, token="progress", amount=30))
    _keep(drv)
    p = sess.prompt
    if p is not None and p.kind == "effect_may" and any(o.card == iid for o in p.options):
        drv.last = sess.answer("yes")
        _keep(drv)


def _clear_attached_feature(drv: PromptDriver, loc: str) -> None:
    """A location hearing the feature attached to it clear (Terravore): the table's feature, brought
    from the path deck within reach, is attached to the location (as its arrival setup would) and
    clears by progress while attached."""
    sess = drv.session
    st = sess.state
    attached = [i for i in st.cards[loc].attached if card_data(st.cards[i].def_id).type == "feature"]
    if attached:
        spring = attached[0]
    else:
        spring = next(i for i in st.cards if st.cards[i].def_id == LOCATION_FEATURE)
        if spring not in iter_in_play(st):
            drv.last = sess.manual(ManualAdjust(action="move", card=spring, zone="within_reach", ranger="r1"))
            _keep(drv)
        ops.attach(Engine(st, sess.book, sess.registry, Recorder()), spring, loc)
    assert st.cards[spring].attached_to == loc
    drv.last = sess.manual(ManualAdjust(action="add_tokens", card=spring, token="progress", amount=30))
    _keep(drv)


def _response(root: Root) -> bool:
    """A response, timed ability or commit rule (its trigger is a printed-inventory key)."""
    return root.part == "ability" and windowed_key(root.name.split("/", 1)[1]) is not None


#: The events of the test windows (engine/flow/printed_responses.py WINDOW_EVENTS).
TEST_EVENTS = ("test", "interact", "test_succeeded", "test_failed", "test_ended")


def _asks_for_fatigue(card: Any) -> bool:
    """A response or ability offered only with cards in a fatigue stack: the table gives 2 first
    (without them the window rightly offers nothing, and the generated test would see nothing run)."""
    behaviour = getattr(card, "behaviour", None)
    if behaviour is None:
        return False
    return any("fatigue_of" in repr(a.if_) for a in behaviour.abilities if a.if_ is not None)


def fire_response(drv: PromptDriver, iid: str, root: Root, trigger: str) -> None:
    """Bring about the response's event from the turn prompt, then use the response when its
    window offers it (a forced one simply resolves): a common test (the one the card prints, else
    one aimed at this card or at any card), a rest, a clear."""
    sess = drv.session
    found = windowed_key(trigger)
    assert found is not None
    hook, _timing, event = found
    printed = _printed(sess.state.cards[iid].def_id, root.side, trigger)
    if event == "commit" and card_data(sess.state.cards[iid].def_id).category != "ranger":
        # A path card's or location's commit rule: perform its own printed test.
        own = [o for o in drv.options() if o.startswith(f"test:{iid}:")]
        assert own, f"no test of this card to commit effort to: {drv.options()}"
        drv.pick(own[0], "turn")
    elif event == "commit":  # a Ranger card's rule used before committing it: a test of an
        # approach it does not print (the rule is the only way to commit it there), else any
        tests = [o for o in drv.options() if o.startswith("test:common:")]
        drv.pick(([o for o in tests if not _approach_fits(sess, iid, o)] or tests)[0], "turn")
    elif event in TEST_EVENTS:
        if _asks_for_fatigue(card_data(sess.state.cards[iid].def_id)):  # (Breathe Into It)
            drv.last = sess.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
        name = getattr(printed, "test_name", None)
        tests = [
            o for o in drv.options() if o.startswith("test:common:") and (name is None or f":{name}:" in o)
        ]
        mine = [o for o in tests if o.endswith(f":{iid}")]
        assert tests, f"no common test to bring about {trigger!r}: {drv.options()}"
        host = sess.state.cards[iid].attached_to
        # A test from the gear this card is on; else one aimed at this card; for an interaction,
        # one aimed at a feature (texts about interacting with a feature); else the first.
        from_host = [o for o in drv.options() if host and name is None and o.startswith(f"test:{host}:")]
        features = [o for o in tests if event == "interact" and _aims_at(sess, o, "feature")]
        # A commit rule about the test it was committed to: a test of an approach the card shows.
        fits = [o for o in tests if hook == "commit" and _approach_fits(sess, iid, o)]
        people = [o for o in tests if o.rsplit(":", 1)[1] in _guests(sess)]
        # A card you stand on answers tests aimed past it (something between to dodge).
        if (
            _stood_on(card_data(sess.state.cards[iid].def_id))
            and sess.state.ranger("r1").ranger_token_on == iid
        ):
            mine = [o for o in tests if o.rsplit(":", 1)[1] in sess.state.along_the_way]
        drv.pick((from_host or mine or features or fits or people or tests)[0], "turn")
        _keep(drv)  # a forced "when you perform a test" text resolves as the test begins
    elif event == "rest":
        drv.pick("rest", "turn")
        _keep(drv)  # the response may ask something (a scout) before the window is done
    elif event == "scout":  # a succeeding Remember test scouts the path deck
        drv.pick("test:common:remember:-", "turn")
    elif event == "unattached":
        host = sess.state.cards[iid].attached_to
        if host is not None:  # a path attachment: its host is discarded (not cleared)
            drv.last = sess.manual(ManualAdjust(action="discard", card=host))
            _keep(drv)
            return
        # A Ranger attachment: played onto a host, then discarded from it.
        drv.pick(next(o for o in drv.options() if o.startswith(f"play:{iid}")), "turn")
        _answer(drv, lambda p: p.kind == "turn")
        drv.last = sess.manual(ManualAdjust(action="discard", card=iid))
        _keep(drv)
        return
    elif event == "travel" and card_data(sess.state.cards[iid].def_id).category in (
        "path",
        "location",
        "ranger",
    ):
        _on_location_if_asked(drv, iid, root)
        _ready_path_card_travel(drv, iid, root)
        drv.last = sess.answer("rest")  # the round ends: its travel phase opens the window
        _keep(drv)
    elif event == "travel":
        _travel(drv)
    elif event == "enters_reach":  # the next round draws the card's second copy within reach
        _tokens_if_asked(drv, iid, root)
        drv.last = sess.answer("rest")
        _keep(drv)
        if sess.prompt is not None and sess.prompt.kind == "effect_may":
            drv.last = sess.answer("yes")
            _keep(drv)
    elif event == "ranger_token_moved":  # the card it names holds r1's token; its own test frees it
        behaviour = card_data(sess.state.cards[iid].def_id)
        names = _token_sources(getattr(behaviour, root.side).behaviour)
        drv.last = sess.manual(ManualAdjust(action="put_into_play", card=CATALOG_BY_NAME[names[0]].id))
        source = drv.iid(CATALOG_BY_NAME[names[0]].id)  # type: ignore[attr-defined]
        drv.last = sess.manual(ManualAdjust(action="ranger_token", ranger="r1", card=source))
        for aspect in sess.state.ranger("r1").energy:
            drv.last = sess.manual(ManualAdjust(action="energy", ranger="r1", aspect=aspect, amount=6))
        _keep(drv)
        drv.pick(next(o for o in drv.options() if o.startswith(f"test:{source}:")), "turn")
    elif event in ("challenge_reveal", "challenge_shuffle") or (
        event == "challenge_effect"
        and (_timing == "after" or card_data(sess.state.cards[iid].def_id).category == "ranger")
    ):
        drv.pick("test:common:remember:-", "turn")  # a reveal; a reshuffle icon; the host's effect
    elif event == "play_moment":  # the Ranger (with 1 fatigue to soothe) plays a free moment
        drv.last = sess.manual(ManualAdjust(action="fatigue", ranger="r1", amount=1))
        drv.pick(next(o for o in drv.options() if o.startswith(f"play:{drv.iid(QUICK_MOMENT.id)}")), "turn")
        _keep(drv)
    elif event == "challenge_effect":  # its own challenge effect (drawn for it): 1 progress to pay
        # with (short of its threshold), and its own presence lowered to 0 by hand (something to aim
        # the effect at for that price: itself).
        drv.last = sess.manual(ManualAdjust(action="add_tokens", card=iid, token="progress", amount=1))
        _keep(drv)
        now = ops.presence(Engine(sess.state, sess.book, sess.registry, Recorder(enabled=False)), iid)
        drv.last = sess.manual(ManualAdjust(action="adjust", card=iid, stat="presence", amount=-now))
        _keep(drv)
        drv.pick("test:common:remember:-", "turn")
    elif event == "exhausted":  # the invented prey's mountain effect exhausts this card
        drv.last = sess.manual(
            ManualAdjust(action="move", card=_driver(sess, EXHAUST_DRIVER.id), zone="along_the_way")
        )
        _keep(drv)
        drv.pick("test:common:remember:-", "turn")
    elif event == "use_token":  # the gear it is attached to uses a token for its test
        host = sess.state.cards[iid].attached_to
        drv.pick(next(o for o in drv.options() if host and o.startswith(f"test:{host}:")), "turn")
        _keep(drv)
    elif event in ("tokens_added", "enters_play"):  # tokens on this card then another; a card enters
        st = sess.state
        others = [c for c in st.along_the_way + st.ranger("r1").within_reach if c != iid]
        if event == "enters_play" or not others:
            nxt = st.path_deck[0] if st.path_deck else None
            assert nxt is not None, "no path card left to bring into play"
            drv.last = sess.manual(ManualAdjust(action="move", card=nxt, zone="within_reach", ranger="r1"))
            _keep(drv)
            others = [nxt]
        host = st.cards[iid].attached_to
        if event == "tokens_added" and host is not None and st.cards[host].def_id == TECH_GEAR.id:
            # An attachment on a gear answering tokens put with that gear: the gear's test harms a being.
            drv.pick(next(o for o in drv.options() if o.startswith(f"test:{host}:")), "turn")
            _keep(drv)
            _use_when_offered(drv, iid, hook)
            return
        # By the Ranger (put by hand as they apply a text): "after you put harm on a flora" answers.
        # The card, the card it is attached to (a location or feature), then the others.
        cards = [iid, *([host] if host and host not in others else []), *others]
        for card in cards if event == "tokens_added" else []:
            for kind in ("harm", "progress"):
                drv.last = sess.manual(
                    ManualAdjust(action="add_tokens", card=card, token=kind, amount=1, ranger="r1")
                )
                _keep(drv)
    elif event == "cleared":
        clearable = [c for c in sess.state.along_the_way + sess.state.ranger("r1").within_reach if c != iid]
        if not clearable and sess.state.path_deck:  # bring the next path card to clear it
            other = sess.state.path_deck[0]
            sess.manual(ManualAdjust(action="move", card=other, zone="within_reach", ranger="r1"))
            clearable = [other]
        assert clearable, "no card in play to clear"
        host = sess.state.cards[iid].attached_to
        if host is not None and host in clearable:  # an attachment answers its own host's clear
            clearable = [host]
        def_id = sess.state.cards[clearable[0]].def_id
        target = {c.id: c for c in (*RANGER_TABLE, OBSTACLE)}.get(def_id, card_data(def_id))
        kind = "progress" if getattr(target, "progress_threshold", None) is not None else "harm"
        drv.last = sess.manual(ManualAdjust(action="add_tokens", card=clearable[0], token=kind, amount=30))
        _keep(drv)
    else:
        raise AssertionError(f"no generated table brings about the event {event!r} yet (add it here)")
    _use_when_offered(drv, iid, hook)


def _commit_test(sess: Session, drv: PromptDriver, iid: str, root: Root) -> str:
    """A common test to commit the card to: one of an approach it shows, aimed (when its commit
    rule names a trait, such as "interacting with a trail") at a table card with that trait."""
    tests = [o for o in drv.options() if o.startswith("test:common:")]
    fits = [o for o in tests if _approach_fits(sess, iid, o)] or tests
    behaviour = card_data(sess.state.cards[iid].def_id).behaviour
    ability = behaviour.abilities[int(root.name.split("/", 1)[0])] if behaviour is not None else None
    rule = str(ability.if_).lower() if ability is not None else ""

    def named(option: str) -> bool:
        card = sess.state.cards.get(option.rsplit(":", 1)[1])
        table = {c.id: c for c in (*RANGER_TABLE, OBSTACLE)}
        facts = table.get(card.def_id) if card is not None else None
        return facts is not None and any(f"'{t.lower()}'" in rule for t in facts.traits)

    return ([o for o in fits if named(o)] or fits)[0]


#: The approach of each common test (the four on the reference card).
COMMON_APPROACH = {
    "traverse": "exploration",
    "connect": "connection",
    "avoid": "conflict",
    "remember": "reason",
}


def _approach_fits(sess: Session, iid: str, option: str) -> bool:
    """A ``test:common:<name>:<target>`` option whose approach this card has icons of."""
    name = option.split(":")[2]
    return int(card_data(sess.state.cards[iid].def_id).approach.get(COMMON_APPROACH.get(name, ""), 0)) > 0


def _guests(sess: Session, def_id: str = HUMAN_GUEST.id) -> list[str]:
    """The table's guest (``HUMAN_GUEST``, ``FATIGUE_HOST``) in play, if it was brought."""
    return [i for i, c in sorted(sess.state.cards.items()) if c.def_id == def_id]


def _aims_at(sess: Session, option: str, kind: str) -> bool:
    """A ``test:common:<name>:<target>`` option aimed at a card of that type."""
    target = option.rsplit(":", 1)[1]
    card = sess.state.cards.get(target)
    table = {c.id: c for c in (*RANGER_TABLE, OBSTACLE, HUMAN_GUEST, WATER_GUEST)}
    return card is not None and table.get(card.def_id, card_data(card.def_id)).type == kind


def _keep(drv: PromptDriver) -> None:
    """Keep the last answer's events for run_root (several answers happen inside fire)."""
    seen: list[Any] = getattr(drv, "seen", [])
    seen += drv.last.events if drv.last else []
    drv.seen = seen  # type: ignore[attr-defined]


def _answer(drv: PromptDriver, stop: Callable[[Any], bool], limit: int = 40) -> None:
    """The seeded bot answers until ``stop(prompt)`` (or no prompt is left)."""
    bot = RandomBot(11)
    for _ in range(limit):
        p = drv.session.prompt
        if p is None or stop(p):
            return
        drv.last = drv.session.answer(bot.choose(p))
        _keep(drv)


def _use_when_offered(drv: PromptDriver, iid: str, hook: str, limit: int = 40) -> None:
    """Answer the prompts (committing this card to the test, for a commit rule) until the window
    offers this card's response, and use it."""
    bot = RandomBot(11)
    for _ in range(limit):
        p = drv.session.prompt
        if p is None or p.kind == "turn":
            return
        ids = [o.id for o in p.options]
        if p.kind == "response" and f"respond:{iid}" in ids:
            drv.last = drv.session.answer(f"respond:{iid}")
            _keep(drv)
            return
        if p.kind == "effect_may" and p.options[0].card == iid and "yes" in ids:  # its own effect
            drv.last = drv.session.answer("yes")
            _keep(drv)
            return
        if p.kind == "commit_cards" and hook == "commit" and f"commit_rule:{iid}" in ids:
            drv.last = drv.session.answer(f"commit_rule:{iid}")  # its before-commit rule
            _keep(drv)
            return
        if p.kind == "commit_cards" and hook == "commit" and f"commit:{iid}" in ids:
            drv.last = drv.session.answer(f"commit:{iid}")
        elif p.kind == "commit_cards" and any(o.card and _is_committed_one(drv, o.card) for o in p.options):
            drv.last = drv.session.answer(
                next(o.id for o in p.options if o.card and _is_committed_one(drv, o.card))
            )
        elif p.kind == "response":
            drv.last = drv.session.answer("pass")
        else:
            drv.last = drv.session.answer(bot.choose(p))
        _keep(drv)


def _is_committed_one(drv: PromptDriver, card: str) -> bool:
    """The manifestation the table brought for a response about a committed one."""
    return drv.session.state.cards[card].def_id == COMMITTED_MANIFESTATION


def _ready_path_card_travel(drv: PromptDriver, iid: str, root: Root) -> None:
    """A path card's or location's "when you travel" response: the location gets its progress (the
    group may travel), and a response asking for Ranger tokens on the card (Spiderline Stanchion,
    The Plummet) gets them."""
    sess = drv.session
    st = sess.state
    loc = next(i for i in st.surroundings if sess.book.facts(st.cards[i].def_id).category == "location")
    drv.last = sess.manual(ManualAdjust(action="add_tokens", card=loc, token="progress", amount=30))
    _keep(drv)
    _tokens_if_asked(drv, iid, root)


def _on_location_if_asked(drv: PromptDriver, iid: str, root: Root) -> None:
    """A Ranger card answering only while it is attached to the location (Hidden Trail) clears by
    progress first: its clear text attaches it there."""
    sess = drv.session
    card = card_data(sess.state.cards[iid].def_id)
    ability = card.behaviour.abilities[int(root.name.split("/", 1)[0])] if card.behaviour else None
    if card.category == "ranger" and ability is not None and "'host', 'location'" in str(ability.if_):
        drv.last = sess.manual(ManualAdjust(action="add_tokens", card=iid, token="progress", amount=30))
        _keep(drv)
        assert sess.state.cards[iid].attached_to is not None, "its clear text did not attach it"


def _tokens_if_asked(drv: PromptDriver, iid: str, root: Root) -> None:
    """Every Ranger's token goes on the card when its ability's condition asks for Ranger tokens."""
    sess = drv.session
    behaviour = card_data(sess.state.cards[iid].def_id).behaviour
    ability = behaviour.abilities[int(root.name.split("/", 1)[0])] if behaviour is not None else None
    if ability is not None and "token_on" in str(ability.if_):
        for r in sess.state.rangers:
            drv.last = sess.manual(ManualAdjust(action="ranger_token", ranger=r.id, card=iid))
            _keep(drv)
    own = sess.book.facts(sess.state.cards[iid].def_id).token_name
    if ability is not None and own and "tokens_on" in str(ability.if_):  # its own tokens (routes)
        drv.last = sess.manual(ManualAdjust(action="add_tokens", card=iid, token=own, amount=2))
        _keep(drv)


def _travel(drv: PromptDriver) -> None:
    """Rest until the travel prompt, travel to the first destination and press on."""
    _answer(drv, lambda p: p.kind in ("travel", "turn") and "rest" not in [o.id for o in p.options])
    for _ in range(6):
        p = drv.session.prompt
        if p is not None and p.kind == "turn":
            drv.last = drv.session.answer("rest")
            _keep(drv)
            _answer(drv, lambda p: p.kind in ("travel", "turn"))
    p = drv.session.prompt
    assert p is not None and p.kind == "travel", "the table never reaches the travel phase"
    dest = next((o.id for o in p.options if o.id != "stay"), None)
    assert dest is not None, f"no destination to travel to: {[o.id for o in p.options]}"
    drv.last = drv.session.answer(dest)
    _keep(drv)
    if drv.session.prompt is not None and drv.session.prompt.kind == "camp":
        drv.last = drv.session.answer("camp:no")
        _keep(drv)


def _printed(def_id: str, side: str, key: str) -> Any:
    card = card_data(def_id)
    face = getattr(card, side, card) if card.category in ("weather", "mission") else card
    return next((p for p in getattr(face, "printed", ()) if p.key == key), None)


def _driver(sess: Session, def_id: str = WOULD_DRIVER.id) -> str:
    return next(i for i, c in sorted(sess.state.cards.items()) if c.def_id == def_id)


def _spare(sess: Session) -> str:
    """A copy of the table's feature still in the path deck."""
    return next(i for i in sess.state.path_deck if sess.state.cards[i].def_id == "TMGRUB")


def _from_hand(sess: Session, iid: str) -> bool:
    """A Ranger card the table left in hand: its enters-play text fires when it is played."""
    return card_data(sess.state.cards[iid].def_id).category == "ranger"


def answer_until_turn(drv: PromptDriver, seed: int, limit: int = 80) -> list[Any]:
    """The seeded bot answers every prompt until a turn prompt (or the day's end); the events."""
    bot = RandomBot(seed)
    events: list[Any] = list(drv.last.events) if drv.last else []
    for _ in range(limit):
        p = drv.session.prompt
        if p is None or p.kind == "turn":
            break
        drv.last = drv.session.answer(bot.choose(p))
        events += drv.last.events
    return events


def _setup_events(drv: PromptDriver) -> list[Any]:
    """The events of setting up the same day again with the recorder on."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.setup import build_state

    sess = drv.session
    rec = Recorder()
    Engine(build_state(sess.book, sess.setup), sess.book, sess.registry, rec).run()
    return rec.events


CATALOG = load_catalog()
#: A being for tables that need one (an Avoid or Connect test to respond to).
PREY = m.PathBeingCard(
    id="TGPREY", name="Test Prey", set_id="tpath", presence=m.Amount.fixed(1), traits=("Prey",)
)


#: Invented cards a generated test puts on the table (looked up by id like catalog cards).
EXTRA: dict[str, Any] = {}
CATALOG_BY_NAME = {c.name: c for c in CATALOG.cards.values()}


#: A being that clears (a response to a card clearing needs one).
CLEARABLE = m.PathBeingCard(
    id="TGCLEAR",
    name="Test Clearable",
    set_id="tpath",
    presence=m.Amount.fixed(1),
    progress_threshold=m.Amount.fixed(2),
    harm_threshold=m.Amount.fixed(2),
)


def card_data(def_id: str) -> Any:
    return CATALOG.card(def_id) if def_id in CATALOG.cards else EXTRA.get(def_id, INVENTED)


ROOTS = roots(list(CATALOG.cards.values()))


def run_root(card: Any, root: Root, seed: int = 7) -> None:
    harness = HARNESS.get(card.category)
    assert harness is not None, f"no generated table for {card.category} cards yet: add one to HARNESS"
    drv, iid = harness(card, root)
    events = list(drv.last.events) if drv.last else []
    fire(drv, iid, root)
    events += getattr(drv, "seen", [])
    events += drv.last.events if drv.last else []
    manual_pauses = []
    bot = RandomBot(seed)
    for _ in range(80):
        p = drv.session.prompt
        if p is None or p.kind == "turn":
            break
        if p.kind == "manual_effect" and any(o.card == iid for o in p.options):
            manual_pauses.append(p.title)
        if p.kind == "effect_may" and any(o.id == "yes" and o.card == iid for o in p.options):
            drv.last = drv.session.answer("yes")  # the card's own optional answer: use it
            events += drv.last.events
            continue
        drv.last = drv.session.answer(bot.choose(p))
        events += drv.last.events
    if root.name.endswith("/start_of_day"):  # it ran as the day was set up (recorder off there)
        events += _setup_events(drv)
    # A challenge effect with nothing to do on this table was tried and logged as such (issue #29).
    ran = [e for e in events if e.kind in ("behaviour", "challenge_inert") and iid in e.cards]
    assert ran, f"{root.ref} never ran; events: {[e.text for e in events][-12:]}"
    if card.status == "full":
        assert manual_pauses == [], manual_pauses
    state = drv.session.state
    # The table tops energy up by 6; a card that grants energy (Perceptive, Balanced) may add more.
    assert check_state(state, drv.session.book, max_extra_energy=ENERGY_MAX) == []
    again = Session.from_json(drv.session.to_json(), drv.session.book, drv.session.registry)
    assert again.hash() == drv.session.hash()
    assert rules_text(card, side=root.side)


@pytest.mark.parametrize("root", ROOTS, ids=[r.id for r in ROOTS])
def test_scripted_ability_fires_and_keeps_the_game_sound(root: Root) -> None:
    run_root(CATALOG.card(root.card), root)


def test_every_weather_face_has_generated_tests() -> None:
    faces = {(r.card, r.side) for r in ROOTS}
    assert {(w, s) for w in ("WE01", "WE02", "WE03", "WE04") for s in ("front", "back")} <= faces


def _mission_would(root: Root) -> bool:
    """A mission's "would" answer (the mission table raises it with its Flood, not the driver)."""
    if root.part != "ability" or root.name.split("/", 1)[1] not in WOULD_TRIGGERS:
        return False
    return bool(card_data(root.card).category == "mission")


#: The subject a mission face that names its subject is received with (see ``mission_table``).
MISSION_SUBJECT = being("TMSUBJ", name="Generated Lost Hiker", progress=3, harm=3, traits=("Human",))


def _subject_clear(sess: Any, iid: str, root: Root) -> str:
    """The threshold a mission's "when its subject clears" listener asks for ('' for another)."""
    card = card_data(sess.state.cards[iid].def_id)
    if card.category != "mission":
        return ""
    face = getattr(card, root.side)
    head = root.name.split("/")[0]
    n = int(head) if root.part == "ability" and head.isdigit() else -1
    abilities = face.behaviour.abilities if face.behaviour else []
    if not 0 <= n < len(abilities) or "'subject'" not in str(abilities[n].model_dump()):
        return ""
    return "harm" if "'cleared_by': 'harm'" in str(abilities[n].model_dump()) else "progress"


#: The mission table's path cards (see ``mission_table``) and its location.
MISSION_TABLE = [
    being("TMHUMAN", progress=9, traits=("Human",)),
    feature(
        "TMGRUB", name="Reclaimer Grub", progress=3, traits=("Flora", "Ruin", "Reclaimer", "Prey"), quantity=2
    ),
    m.PathAttachmentCard(
        id="TMFLOOD",
        name="Flood",
        set_id="tpath",
        challenge=("crest",),
        behaviour={  # type: ignore[arg-type]
            "abilities": [
                {"on": "enters_play", "effects": [{"do": "attach", "to": {"name": "Reclaimer Grub"}}]}
            ],
            # as the shipped Flood's: water above its card's presence sweeps it away, fatiguing all
            "challenge": {
                "crest": [
                    {
                        "do": "if",
                        "cond": {
                            "value": {"tokens_on": {"card": "host", "kind": "flood"}},
                            "gt": {"presence_of": "host"},
                        },
                        "then": [
                            {"do": "discard", "target": "host", "as": "$drowned"},
                            {"do": "suffer_fatigue", "who": "each", "amount": 3, "because": "$drowned"},
                        ],
                    }
                ]
            },
        },
    ),
    being("TMPRED", presence=2, harm=9, traits=("Predator",)),
    being("TMCRAWL", name="Generated Crawler", harm=9, traits=("Reclaimer",), quantity=4),
]
CRAWLERS = 4
MISSION_PATH = ["TMHUMAN", "TMGRUB", "TMFLOOD", "TMPRED", "TMGRUB", *["TMCRAWL"] * CRAWLERS]
MISSION_PLACE = m.LocationCard(
    id="TMLOC",
    name="The Alluvial Ruins",
    set_id="tloc",
    slug="mission_place",
    progress_threshold=m.Amount.fixed(9),
)

#: The path deck of the location table: a predator, a water feature, a prey.
LOCATION_PATH = [
    m.PathBeingCard(
        id="TLB1",
        name="Generated Stalker",
        set_id="tpath",
        traits=("Predator",),
        presence=m.Amount.fixed(2),
        harm_threshold=m.Amount.fixed(9),
    ),
    m.PathFeatureCard(
        id="TLF1",
        name="Generated Spring",
        set_id="tpath",
        traits=("Water",),
        progress_threshold=m.Amount.fixed(9),
    ),
    m.PathBeingCard(
        id="TLB2", name="Generated Grazer", set_id="tpath", traits=("Prey",), harm_threshold=m.Amount.fixed(9)
    ),
]

#: The table's feature a location's "its attached feature clears" answer is tried on.
LOCATION_FEATURE = "TLF1"

INVENTED = m.PathBeingCard(
    id="TGEN",
    name="Generated Beast",
    set_id="tpath",
    presence=m.Amount.fixed(1),
    harm_threshold=m.Amount.fixed(9),
    challenge=("crest",),
    tests=(m.TestDef(id="t1", aspect="AWA", approach="conflict", label="Poke"),),
    behaviour={  # type: ignore[arg-type]
        "abilities": [{"on": "enters_play", "effects": [{"do": "add_tokens", "kind": "harm"}]}],
        "challenge": {"crest": [{"do": "exhaust"}]},
        "tests": {"t1": {"success": [{"do": "add_tokens", "kind": "harm"}], "failure": [{"do": "injure"}]}},
    },
)


@pytest.mark.parametrize("root", roots([INVENTED]), ids=[r.id for r in roots([INVENTED])])
def test_the_generator_handles_path_cards(root: Root) -> None:
    """The harness for path cards (ready for the transcription of the path set)."""
    run_root(INVENTED, root)


def _pa(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


def _harm(on: str) -> dict[str, Any]:
    return {
        "abilities": [{"on": on, "effects": [{"do": "add_tokens", "target": "location", "kind": "progress"}]}]
    }


#: Invented cards for the harness of each timing window (ready for the transcription of the cards
#: that use them): the end of the day, a commit rule, a scout, becoming unattached, a clear.
WINDOW_CARDS = [
    feature("TGEOD", harm=9, behaviour=_harm("end_of_day")),  # type: ignore[arg-type]
    m.AttributeCard(
        id="TGCOM",
        name="Generated Knack",
        set_id="t",
        approach={"exploration": 1, "conflict": 1, "reason": 1, "connection": 1},
        printed=(_pa("commit"), _pa("commit", window="after", event="test_succeeded")),
        behaviour={  # type: ignore[arg-type]
            "abilities": [
                {"on": "commit", "if": {"exists": "test_target"}, "effects": []},
                {
                    "on": "commit:after:test_succeeded",
                    "zone": "discard",
                    "effects": [{"do": "to_hand", "target": "this"}],
                },
            ]
        },
    ),
    gear("TGRST", cost=0, behaviour=_harm("rest")),  # type: ignore[arg-type]
    m.GearCard(
        id="TGSCO",
        name="Generated Lens",
        set_id="t",
        cost=m.Amount.fixed(0),
        aspect="AWA",
        printed=(_pa("ability", exhaust=True, window="when", event="scout", who="any"),),
        behaviour=_harm("ability:when:scout"),  # type: ignore[arg-type]
    ),
    m.RangerAttachmentCard(
        id="TGUNA",
        name="Generated Clip",
        set_id="t",
        cost=m.Amount.fixed(0),
        aspect="FIT",
        printed=(_pa("attach", to=("feature",)), _pa("response", window="when", event="unattached")),
        behaviour=_harm("response:when:unattached"),  # type: ignore[arg-type]
    ),
    feature(
        "TGSHY",
        harm=9,
        printed=(_pa("response", window="after", event="tokens_added"),),
        behaviour={"abilities": [{"on": "response:after:tokens_added", "effects": [{"do": "exhaust"}]}]},  # type: ignore[arg-type]
    ),
    feature(
        "TGBOG",
        harm=9,
        printed=(_pa("response", window="after", event="cleared"),),
        behaviour=_harm("response:after:cleared"),  # type: ignore[arg-type]
    ),
]
WINDOW_ROOTS = roots(WINDOW_CARDS)


@pytest.mark.parametrize("root", WINDOW_ROOTS, ids=[r.id for r in WINDOW_ROOTS])
def test_the_generator_handles_every_timing_window(root: Root) -> None:
    """The harness brings about each window a card may answer (the end of the day, a commit rule,
    a scout, becoming unattached, a clear) and the ability runs."""
    card = next(c for c in WINDOW_CARDS if c.id == root.card)
    EXTRA[card.id] = card
    run_root(card, root)


_WEATHER_FACE = m.WeatherFace(
    name="Generated Breeze",
    token="cloud",
    printed=(_pa("response", window="when", event="travel"),),
    behaviour={
        "abilities": [_harm("after_travel")["abilities"][0], _harm("response:when:travel")["abilities"][0]]
    },  # type: ignore[arg-type]
)
TRAVEL_WEATHER = m.WeatherCard(
    id="TGWEA",
    name="Generated Breeze",
    set_id="weather",
    slug="generated_breeze",
    front=_WEATHER_FACE,
    back=_WEATHER_FACE.model_copy(update={"behaviour": None, "printed": ()}),
    difficulty="normal",
)
TRAVEL_ROOTS = roots([TRAVEL_WEATHER])


@pytest.mark.parametrize("root", TRAVEL_ROOTS, ids=[r.id for r in TRAVEL_ROOTS])
def test_the_generator_handles_the_travel_windows(root: Root) -> None:
    """When the group travels and after it has travelled: the harness rests until the travel
    prompt, travels and presses on; the card's ability runs."""
    EXTRA[TRAVEL_WEATHER.id] = TRAVEL_WEATHER
    run_root(TRAVEL_WEATHER, root)


#: Invented cards answering "would" events, one per kind of answer, run through the same generator
#: (the harness for the transcription of such cards: 01023, 01054, 01063, 01064, 01201, 01400...).
INVENTED_WOULD = [
    m.GearCard(
        id="TGCLOAK",
        name="Generated Cloak",
        set_id="t",
        cost=m.Amount.fixed(0),
        aspect="AWA",
        equip=1,
        printed=(m.PrintedAbility(hook="ability", exhaust=True, window="would", event="fatigue"),),
        behaviour={  # type: ignore[arg-type]
            "abilities": [
                {
                    "on": "ability:would:fatigue",
                    "optional": True,
                    "if": {"exists": {"among": "$source", "category": "path", "pick": "all"}},
                    "effects": [{"do": "prevent"}],
                }
            ]
        },
    ),
    m.MomentCard(
        id="TGPREP",
        name="Generated Preparation",
        set_id="t",
        cost=m.Amount.fixed(0),
        aspect="SPI",
        printed=(m.PrintedAbility(hook="response", window="would", event="injury", who="any"),),
        behaviour={  # type: ignore[arg-type]
            "abilities": [
                {
                    "on": "response:would:injury",
                    "zone": "hand",
                    "optional": True,
                    "effects": [{"do": "prevent"}],
                }
            ]
        },
    ),
    m.PathFeatureCard(
        id="TGFIELD",
        name="Generated Field",
        set_id="tpath",
        area="along_the_way",
        presence=m.Amount.fixed(1),
        printed=(m.PrintedAbility(hook="response", window="would", event="path_draw"),),
        behaviour={  # type: ignore[arg-type]
            "abilities": [
                {
                    "on": "response:would:path_draw",
                    "effects": [{"do": "prevent"}, {"do": "add_tokens", "kind": "seen"}],
                }
            ]
        },
    ),
]
INVENTED_BY_ID = {c.id: c for c in INVENTED_WOULD}
EXTRA.update(INVENTED_BY_ID)
WOULD_ROOTS = roots(INVENTED_WOULD)


@pytest.mark.parametrize("root", WOULD_ROOTS, ids=[r.id for r in WOULD_ROOTS])
def test_the_generator_handles_would_answers(root: Root) -> None:
    """The harness for "would" answers: a gear in play (fatigue from a path card), a moment in hand
    (an injury), a path card (a path draw)."""
    run_root(INVENTED_BY_ID[root.card], root)
