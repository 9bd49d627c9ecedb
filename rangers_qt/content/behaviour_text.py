"""Rules text generated from behaviour data, in our own words.

Why generated: the project never ships printed card sentences (shared/reference/README.md). What
a card does is its behaviour; this module turns each node into a short English phrase, so the
command line (``rangers-qt cards show``), the table and the generated tests all read the same
text, and the text can never drift from what the engine actually runs.

``rules_text(card)`` is the function the UI calls: one line per ability / test / challenge
symbol / constant of the showing face.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextvars import ContextVar
from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour_compile import faces_of
from rangers_qt.words import count, plural

#: Placeholder for an untimed ability's head; rules_text puts the printed cost there ("Exhaust").
ABILITY_HEAD = "\x00ability"
SYMBOL_WORDS = {"sun": "Sun", "mountain": "Mountain", "crest": "Crest"}
TRIGGER_WORDS = {
    "enters_play": "When this enters play",
    "refresh": "Refresh",
    "rest": "When you rest",
    "end_of_day": "At the end of the day",
    "state": "As tokens leave this card",
    "after_travel": "After you travel",
    "start_of_day": "At the start of the day",
    "card_enters_play": "When another card enters play",
    "card_leaves_play": "When another card leaves play",
    "card_cleared": "When another card clears",
    "tokens_added": "When tokens are put on a card",
    "ranger_drew": "When a Ranger draws from their deck",
    "challenge_revealed": "When a challenge card is revealed",
    "card_unattached": "When a card becomes unattached",
    "card_exhausted": "When a card is exhausted",
    "commit": "This card may be committed",
    "play": "When played",
    "clear": "When this clears",
    "ability": ABILITY_HEAD,
    "when_drawn": "When you draw this card",
}
_REF_WORDS = {
    "this": "this card",
    "role": "your role",
    "host": "the card it is attached to",
    "location": "the location",
    "weather": "the weather",
    "test_target": "the card you are testing",
    "test_source": "the card the test is on",
    "test_progress": "the card the test put progress on",
    "test_interacted": "a card the test interacts with",
    "test_challenge": "the test's challenge card",
    "subject": "this mission's subject",
}
_WHO_WORDS = {
    "you": "you",
    "lead": "the lead Ranger",
    "each": "each Ranger",
    "choose": "a Ranger of your choice",
    "choose_other": "another Ranger of your choice",
    "owner": "its owner",
    "token_on_this": "each Ranger whose token is on this card",
    "choose_token_on_this": "a Ranger of your choice whose token is on this card",
    "reach_of_this": "the Ranger this card is within reach of",
    "most_fatigue": "the Ranger with the most fatigue",
    "any": "any Ranger",
}
_ZONE_WORDS = {
    "in_play": "in play",
    "active": "active",
    "within_reach": "within reach",
    "along_the_way": "along the way",
    "surroundings": "in the surroundings",
    "player_area": "in a player area",
    "hand": "in hand",
    "deck": "in the deck",
    "discard": "in the discard",
    "fatigue": "in the fatigue stack",
    "path_deck": "in the path deck",
    "path_discard": "in the path discard",
    "face_down": "(face down)",
    "between": "between you and the card you interact with",
    "committed": "committed to the test",
    "set_aside": "set aside by this card",
}


def _as_list(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else [str(v) for v in value]


def _words(value: Any) -> str:
    items = [value] if isinstance(value, str) else list(value)
    return " or ".join(str(v).replace("_", " ") for v in items)


def who_text(who: str) -> str:
    return _WHO_WORDS.get(who, "that Ranger" if who.startswith("$") else who)


def card_text(sel: Any) -> str:
    if isinstance(sel, str):
        if sel == "$source":  # a would event's: the card whose effect it is
            return "the card it comes from"
        if sel.startswith("$"):
            return "that card" if sel != "$each" else "it"
        return _REF_WORDS.get(sel, sel)
    flt: bh.CardFilter = sel
    what = []
    if flt.zone == "active":
        what.append("active")
    if flt.ready is True:
        what.append("ready")
    elif flt.ready is False:
        what.append("exhausted")
    if flt.facedown is True:
        what.append("face-down")
    elif flt.facedown is False:
        what.append("face-up")
    if flt.not_trait is not None:
        what.append("non-" + "/".join(t.replace("_", " ").title() for t in _as_list(flt.not_trait)))
    if flt.trait is not None:
        what.append(" or ".join(t.replace("_", " ").title() for t in _as_list(flt.trait)))
    if flt.category is not None:
        what.append(_words(flt.category))
    noun = _words(flt.type) if flt.type is not None else "card"
    if flt.name is not None:
        noun = f"{noun} named {' or '.join(_as_list(flt.name))}"
    if flt.pick == "any" and noun == "card":  # "any number of cards", "up to 4 cards"
        noun = "cards"
    what.append(noun)
    if flt.keyword is not None:
        what.append(f"with {flt.keyword}")
    if flt.not_name is not None:
        what.append(f"other than {flt.not_name}")
    if flt.among is not None:
        what.append(f"among {card_text(flt.among)}")
    if flt.not_among is not None:
        what.append(f"other than {card_text(flt.not_among)}")
    if flt.area_of is not None:
        what.append(f"in the same area as {card_text(flt.area_of)}")
    if flt.attached_to is not None:
        down = " face down" if flt.zone == "face_down" else ""
        what.append(f"attached{down} to {card_text(flt.attached_to)}")
    if flt.ranger_token is not None:
        what.append("with a Ranger token on it" if flt.ranger_token else "with no Ranger token on it")
    if flt.min_presence is not None:
        what.append(f"with {flt.min_presence}+ presence")
    if flt.room_for is not None:
        what.append(f"with room for {flt.room_for} below its threshold")
    if flt.max_presence is not None:
        what.append(f"with presence at most {amount_text(flt.max_presence)}")
    if flt.highest is not None:
        what.append(f"with the highest {flt.highest}")
    if flt.lowest is not None:
        what.append(f"with the lowest {flt.lowest}")
    if flt.tokens is not None:
        kind = "of its own tokens" if flt.tokens.kind == "own" else _tokens(flt.tokens.kind)
        what.append(f"with {flt.tokens.ge}+ {kind}")
    head = {"all": "each", "first": "the first", "one": "a", "any": "any number of"}[flt.pick]
    cap = ""
    if flt.pick == "any" and isinstance(flt.at_most, int):
        head = f"up to {amount_text(flt.at_most)}"
    elif flt.pick == "any" and flt.at_most is not None:  # a count read from the table
        cap = f" (at most {amount_text(flt.at_most)})"
    if flt.other:
        head = {"each": "each other", "the first": "the first other", "a": "another"}.get(
            head, f"{head} other"
        )
    zone = "" if flt.zone == "active" or flt.attached_to is not None else _ZONE_WORDS[flt.zone]
    if flt.zone in ("within_reach", "player_area", "hand", "deck", "discard", "fatigue") and flt.of != "you":
        zone += f" of {who_text(flt.of)}"
    elif flt.zone in ("hand", "deck", "discard", "fatigue"):
        zone = zone.replace("the ", "your ").replace("in hand", "in your hand")
    elif flt.zone in ("within_reach", "player_area"):  # yours, not anyone's (The Bubble: your gear)
        zone = {"within_reach": "within your reach", "player_area": "in your player area"}[flt.zone]
    if head == "a" and what[0][:1].lower() in "aeiou":
        head = "an"
    return f"{head} {' '.join(what)} {zone}".rstrip() + cap


def amount_text(amt: Any) -> str:
    if isinstance(amt, int):
        return str(amt)
    if isinstance(amt, bh.Effort):
        return "your effort" if amt.effort == 1 else f"{amt.effort} times your effort"
    if isinstance(amt, bh.EffortPer):
        return f"{amt.times} per {amt.effort_per} effort"
    if isinstance(amt, bh.TokensOn):
        return f"the number of {_tokens(amt.tokens_on.kind)} on {card_text(amt.tokens_on.card)}"
    if isinstance(amt, bh.PresenceOf):
        return f"the presence of {card_text(amt.presence_of)}"
    if isinstance(amt, bh.CountOf):
        times = "" if amt.times == 1 else f"{amt.times} times "
        flt = amt.count
        bound = isinstance(flt, bh.CardFilter) and isinstance(flt.among, str) and flt.among.startswith("$")
        if bound and not flt.model_dump(exclude_defaults=True, by_alias=True, exclude={"among", "pick"}):
            return f"{times}the number of those cards"  # the cards an earlier effect acted on
        return f"{times}the number of cards matching: {card_text(amt.count)}"
    if isinstance(amt, bh.Rangers):
        return "the number of Rangers" if amt.times == 1 else f"{amt.times} per Ranger"
    if isinstance(amt, bh.ThresholdOf):
        return f"the {amt.threshold_of.kind} threshold of {card_text(amt.threshold_of.card)}"
    if isinstance(amt, bh.FatigueOf):
        return "your fatigue" if amt.fatigue_of == "you" else f"the fatigue of {who_text(amt.fatigue_of)}"
    if isinstance(amt, bh.AspectOf):
        return f"your {amt.aspect} aspect"
    if isinstance(amt, bh.EnergyOf):
        whose = "your" if amt.of == "you" else "their" if amt.of.startswith("$") else f"{who_text(amt.of)}'s"
        return f"the {amt.energy} energy in {whose} pool"
    if isinstance(amt, bh.OverThreshold):
        spec = amt.over_threshold
        return f"the {spec.kind} on {card_text(spec.card)} beyond its {spec.kind} threshold"
    if isinstance(amt, bh.InjuriesOf):
        if amt.injuries_of == "each":
            return "the injuries of all Rangers together"
        return "your injuries" if amt.injuries_of == "you" else f"the injuries of {who_text(amt.injuries_of)}"
    if isinstance(amt, bh.RefAmount):
        return "that many"
    if isinstance(amt, bh.AllOf):
        return "all"
    return "?"


#: The macros of the behaviour being written out (``behaviour_lines`` sets them).
_MACROS: ContextVar[dict[str, Any]] = ContextVar("behaviour_macros", default={})  # noqa: B039

#: Stands for the card's own token name until ``rules_text`` knows it.
OWN = "\x00own"


def _tokens(kind: str) -> str:
    return OWN if kind == "own" else f"{kind.replace('_', ' ')}"


def _kind_on(kind: str, target: Any) -> str:
    """``own`` on another card than this one is that card's own token, not this card's."""
    return "of its own tokens" if kind == "own" and target != "this" else kind


def _count(amt: Any, kind: str) -> str:
    """``2 harm``; ``harm equal to the presence of that card`` for a computed amount."""
    if isinstance(amt, (int, bh.AllOf, bh.RefAmount)):
        return f"{amount_text(amt)} {_tokens(kind)}"
    return f"{_tokens(kind).removeprefix('of ')} equal to {amount_text(amt)}"


def _cards(amt: Any, noun: str) -> str:
    """``1 path card``, ``3 path cards``, ``path cards equal to your effort``: a count of things
    in words, singular or plural by the number (never "card(s)")."""
    if isinstance(amt, int):
        return count(amt, noun)
    if isinstance(amt, bh.AllOf):
        return f"all {plural(noun)}"
    if isinstance(amt, bh.RefAmount):
        return f"that many {plural(noun)}"
    return f"{plural(noun)} equal to {amount_text(amt)}"


#: How a plain statement is turned round: the first match wins ("there is a being" -> "there is
#: no being", "your Ranger token is on this card" -> "... is not on this card").
_NEGATIONS = (
    ("there is another ", "there is no other "),
    ("there is an ", "there is no "),
    ("there is a ", "there is no "),
    ("there is the ", "there is no "),
    ("there is ", "there is no "),
)


def negated(text: str) -> str:
    """A condition's words said the other way round, in plain English where the shape allows
    (never "not (...)" on a card unless the sentence has no verb to negate). Two joined
    conditions are not turned round word by word: ``cond_text`` keeps their brackets."""
    for head, turned in _NEGATIONS:
        if text.startswith(head):
            return turned + text[len(head) :]
    for verb in (" is ", " are ", " was ", " has "):
        if verb in text:
            before, after = text.split(verb, 1)
            return f"{before}{verb}not {after}" if verb != " has " else f"{before} does not have {after}"
    return f"not ({text})"


def _names_a_found_card(cond: Any) -> bool:
    """``exists: "$found"``: the card an earlier choice or search bound is there."""
    return isinstance(cond, bh.Exists) and isinstance(cond.exists, str) and cond.exists.startswith("$")


def _only_at_least_one(cond: Any) -> bool:
    """A comparison that says only "at least 1"."""
    others = ("le", "eq", "gt", "lt")
    return cond.ge == 1 and cond.odd is None and all(getattr(cond, k) is None for k in others)


def cond_text(cond: Any) -> str:
    if isinstance(cond, bh.SameCard):
        return f"{card_text(cond.same_card[0])} is {card_text(cond.same_card[1])}"
    if isinstance(cond, bh.SameRanger):
        one, two = (who_text(w) for w in cond.same_ranger)
        return f"{one} {'are' if one == 'you' else 'is'} {two}"
    if isinstance(cond, bh.Compare):
        if isinstance(cond.value, bh.InjuriesOf) and _only_at_least_one(cond):
            # The engine adds up the injuries of every Ranger named (evaluate.py): "at least 1" of
            # that sum is "some Ranger is injured", never "each Ranger" (Bloodbeckoned Velox).
            whom = cond.value.injuries_of
            if whom == "you":
                return "you are injured"
            return "a Ranger is injured" if whom == "each" else f"{who_text(whom)} is injured"
        ops = (
            ("ge", "at least"),
            ("le", "at most"),
            ("eq", "exactly"),
            ("gt", "more than"),
            ("lt", "less than"),
        )
        parts = [f"{w} {amount_text(getattr(cond, k))}" for k, w in ops if getattr(cond, k) is not None]
        if cond.odd is not None:
            parts.append("odd" if cond.odd else "even")
        return f"{amount_text(cond.value)} is {' and '.join(parts)}"
    if isinstance(cond, bh.Exists):
        flt = cond.exists
        if isinstance(flt, bh.CardFilter) and flt.among == "this" and flt.attached_to is not None:
            return f"this card is attached to {card_text(flt.attached_to).removesuffix(' in play')}"
        if isinstance(flt, bh.CardFilter) and flt.among == "test_interacted":
            kind = card_text(flt.model_copy(update={"among": None, "pick": "one"}))
            return f"the test interacts with {kind.removesuffix(' in play')}"
        if isinstance(flt, bh.CardFilter) and isinstance(flt.among, str) and flt.among.startswith("$"):
            others = flt.model_dump(exclude_defaults=True, by_alias=True, exclude={"among", "pick"})
            if not others:  # only a binding: "that card is in play" (a card was chosen)
                return f"{card_text(flt.among)} is in play"
            if set(others) <= {"type", "trait", "keyword", "category"}:  # "that card is a being"
                kind = card_text(flt.model_copy(update={"among": None, "pick": "one"}))
                return f"{card_text(flt.among)} is {kind.removesuffix(' in play')}"
            if set(others) <= {"type", "trait", "keyword", "category", "name", "zone"}:
                kind = card_text(flt.model_copy(update={"among": None, "pick": "one"}))
                return f"{card_text(flt.among)} is a {kind.removeprefix('a ')}"
        return f"there is {card_text(cond.exists)}"
    if isinstance(cond, bh.AllCond):
        return " and ".join(cond_text(c) for c in cond.all_of)
    if isinstance(cond, bh.AnyCond):
        return " or ".join(cond_text(c) for c in cond.any_of)
    if isinstance(cond, bh.NotCond):
        compound = isinstance(cond.not_, (bh.AllCond, bh.AnyCond))
        return f"not ({cond_text(cond.not_)})" if compound else negated(cond_text(cond.not_))
    if isinstance(cond, bh.SideIs):
        return f"the {cond.side} face shows"
    if isinstance(cond, bh.TestAdded):
        return f"the test put {cond.test_added} on a card"
    if isinstance(cond, bh.ClearedBy):
        if cond.cleared_by == "any":
            return "it was cleared"
        return f"it was cleared by {cond.cleared_by.replace('_', ' ')}"
    if isinstance(cond, bh.BetterModifier):
        return "the revealed challenge card shows a better modifier for another aspect" + (
            f" and you have {cond.better_modifier} energy of it" if cond.better_modifier else ""
        )
    if isinstance(cond, bh.HostCleared):
        return "the card that cleared is the one this card was attached to"
    if isinstance(cond, bh.FromChallenge):
        return f"a {cond.from_challenge} challenge effect did it"
    if isinstance(cond, bh.Added):
        by = " you put" if cond.by == "you" else ""
        put = " with" if cond.by == "you" else " put with"
        with_ = f"{put} {card_text(cond.with_)}" if cond.with_ is not None else ""
        return f"they are {_tokens(cond.added)}{by}{with_}"
    if isinstance(cond, bh.ThisIn):
        return f"this card is {_ZONE_WORDS[cond.this_in]}"
    if isinstance(cond, bh.IsThis) and cond.is_this == "$host":
        return "it was attached to this card"
    if isinstance(cond, bh.IsThis):
        return f"{card_text(cond.is_this)} is this card"
    if isinstance(cond, bh.TokenOn):
        whose = {"you": "your Ranger token is", "any": "a Ranger token is", "each": "every Ranger token is"}
        on = cond.token_on
        if not isinstance(on, str):  # "on one of these cards", whatever the filter's pick
            on = on.model_copy(update={"pick": "one"})
        head = whose.get(cond.who, f"the Ranger token of {who_text(cond.who)} is")
        return f"{head} on {card_text(on)}"
    if isinstance(cond, bh.IsYou):
        return "it is your event"
    if isinstance(cond, bh.Shows):
        return f"{card_text(cond.card)} shows {cond.shows}"
    if isinstance(cond, bh.TestIs):
        return {
            "succeeded": "the test succeeded",
            "failed": "the test failed",
            "fatigued": "you suffered fatigue during this test",
            "no_challenge_effects": "no challenge effect resolved during the test",
        }.get(cond.test, f"the test is {cond.test.title()}")
    return "?"


def _subject(who: str) -> str:
    return "you" if who == "you" else who_text(who)


def effect_text(e: Any) -> str:
    """One effect as a short clause (no final full stop)."""
    if isinstance(e, bh.AddTokens):
        return f"put {_count(e.amount, _kind_on(e.kind, e.target))} on {card_text(e.target)}"
    if isinstance(e, bh.RemoveTokens):
        return f"remove {_count(e.amount, _kind_on(e.kind, e.target))} from {card_text(e.target)}"
    if isinstance(e, bh.MoveTokens):
        return f"move {_count(e.amount, e.kind)} from {card_text(e.from_)} to {card_text(e.to)}"
    if isinstance(e, bh.Exhaust):
        return f"exhaust {card_text(e.target)}"
    if isinstance(e, bh.Ready):
        return f"ready {card_text(e.target)}"
    if isinstance(e, bh.StayExhausted):
        return f"keep {card_text(e.target)} exhausted through this refresh"
    if isinstance(e, bh.Discard):
        return f"discard {card_text(e.target)}"
    if isinstance(e, bh.Flip):
        if e.to is not None:
            return f"turn {card_text(e.target)} {e.to.replace('_', ' ')}"
        return f"turn {card_text(e.target)} over"
    if isinstance(e, bh.Attach):
        return f"attach {card_text(e.target)}{' face down' if e.face_down else ''} to {card_text(e.to)}"
    if isinstance(e, bh.Detach):
        return f"{card_text(e.target)} comes off the card it is attached to"
    if isinstance(e, bh.MoveCard):
        dest = {
            "along_the_way": "along the way",
            "elsewhere": "to another area (your choice)",
            "within_reach": f"within reach of {who_text(e.of)}",
            "area_of": f"to the area of {card_text(e.card) if e.card is not None else 'that card'}",
        }[e.to]
        return f"move {card_text(e.target)} {dest}"
    if isinstance(e, bh.ToPathDeck):
        where = "on top of the path deck" if e.where == "top" else "into the path deck, shuffled"
        return f"put {card_text(e.target)} {where}"
    if isinstance(e, bh.ToHand):
        return f"put {card_text(e.target)} into its owner's hand"
    if isinstance(e, bh.SearchPath):
        piles = "the path deck and discard" if e.discard_too else "the path deck"
        which = "the next" if e.next else "a"
        found = card_text(e.match.model_copy(update={"zone": "in_play", "pick": "one"}))
        found = found.removeprefix("a ").removeprefix("an ").removesuffix(" in play")
        verb = "search" if e.who == "you" else "searches"
        if e.place != "play":
            where = "on top of" if e.place == "top" else "at the bottom of"
            head = f"{_subject(e.who)} {verb} the path deck for {which} {found}"
            return f"{head}, shuffle it and put that card {where} it"
        where = " along the way" if e.area == "along_the_way" else ""
        return f"{_subject(e.who)} {verb} {piles} for {which} {found} and put it into play{where}"
    if isinstance(e, bh.LeaveGame):
        return "this mission leaves the game for the collection, not completed"
    if isinstance(e, bh.SetAside):
        what = "this card" if e.target == "this" else card_text(e.target)
        return f"set {what} aside (if it is being cleared: in place of discarding it)"
    if isinstance(e, bh.ToCollection):
        what = "this card" if e.target == "this" else card_text(e.target)
        if isinstance(e.target, bh.CardFilter) and e.target.zone == "set_aside":
            return f"return {what} to the collection"  # path cards kept apart: they leave the game
        return f"return {what} to the collection (it leaves its owner's deck)"
    if isinstance(e, bh.ResolveChallenge):
        what = {
            "choose": "one challenge effect",
            "each": "each challenge effect, in an order you choose,",
        }.get(e.symbol, f"the {e.symbol} challenge effect")
        return f"resolve {what} of {card_text(e.target)}, even if it is exhausted"
    if isinstance(e, bh.SearchSet):
        piles = f"the {e.set.removeprefix('the_').replace('_', ' ').title()} set"
        if e.discard_too:
            piles = f"the path discard and {piles}"
        found = card_text(e.match.model_copy(update={"zone": "in_play", "pick": "one", "name": None}))
        found = found.removeprefix("a ").removeprefix("an ").removesuffix(" in play")
        if e.match.name is not None:
            named = " or ".join(_as_list(e.match.name))
            found = named if found == "card" else f"{found} named {named}"
        then = {
            "play": "put it into play",
            "path_deck": "shuffle it into the path deck",
            "aside": "set it aside",
        }[e.where]
        many = "a" if e.amount == 1 else f"{amount_text(e.amount)} copies of"
        if e.amount != 1:
            then = then.replace(" it ", " them ")
        verb = "search" if e.who == "you" else "searches"
        return f"{_subject(e.who)} {verb} {piles} for {many} {found} and {then}"
    if isinstance(e, bh.SufferFatigue):
        because = f" because of {card_text(e.because)}" if e.because is not None else ""
        return (
            f"{_subject(e.who)} suffer{'' if e.who == 'you' else 's'} {_count(e.amount, 'fatigue')}{because}"
        )
    if isinstance(e, bh.FatigueBy):
        return f"{card_text(e.card)} fatigues {who_text(e.who)}"
    if isinstance(e, bh.Soothe):
        return f"{_subject(e.who)} soothe{'' if e.who == 'you' else 's'} {_count(e.amount, 'fatigue')}"
    if isinstance(e, bh.FatigueToDeck):
        whose = "your" if e.who == "you" else "their"
        n = _cards(e.amount, "card")
        return f"shuffle {n} from the top of {whose} fatigue stack into {whose} Ranger deck"
    if isinstance(e, bh.Injure):
        return f"{_subject(e.who)} suffer{'' if e.who == 'you' else 's'} {amount_text(e.amount)} injury"
    if isinstance(e, bh.Heal):
        return f"{_subject(e.who)} heal{'' if e.who == 'you' else 's'} {amount_text(e.amount)} injury"
    if isinstance(e, bh.Draw):
        return f"{_subject(e.who)} draw{'' if e.who == 'you' else 's'} {_cards(e.amount, 'Ranger card')}"
    if isinstance(e, bh.DrawPath):
        source = _cards(e.amount, "path card" if e.deck == "path" else "card")
        deck = "" if e.deck == "path" else f" from the {e.deck} deck"
        return f"{_subject(e.who)} draw{'' if e.who == 'you' else 's'} {source}{deck}"
    if isinstance(e, bh.Dodge):
        if e.amount is None:
            return f"dodge {card_text(e.target)} for this test"
        which = card_text(e.target).removeprefix("each ").removeprefix("a ").removeprefix("an ")
        if which.startswith("card ") and e.amount != 1:  # "up to 3 cards", "up to that many cards"
            which = "cards " + which.removeprefix("card ")
        return f"dodge up to {amount_text(e.amount)} {which} for this test"
    if isinstance(e, bh.Prevent):
        return "it does not happen"
    if isinstance(e, bh.Reduce):
        return f"it is {amount_text(e.amount)} smaller"
    if isinstance(e, bh.PlayCard):
        which = card_text(e.target).removeprefix("each ").removeprefix("a ").removeprefix("an ")
        return (
            f"choose one {which} that its owner can play now; they may play it at once "
            f"as if it were in their hand"
        )
    if isinstance(e, bh.UseTokens):
        where = "" if e.target == "this" else f" of {card_text(e.target)}"
        return f"use {_count(e.amount, _kind_on(e.kind, e.target))}{where}"
    if isinstance(e, bh.FatigueLessBetween):
        return (
            f"for this test, each card between you and the card you interact with fatigues you "
            f"{amount_text(e.amount)} less"
        )
    if isinstance(e, bh.TestAspect):
        instead = f" instead of {e.instead_of}" if e.instead_of else " instead"
        return f"the test uses {e.aspect}{instead}"
    if isinstance(e, bh.IncreaseAdded):
        return f"{amount_text(e.amount)} more of them are put there"
    if isinstance(e, bh.Modify):
        what = change_text(e.stat, e.by, e.gain, e.lose, card_text(e.target), e.to, e.entry)
        return f"{what} {UNTIL_WORDS[e.until]}"
    if isinstance(e, bh.SeparateToPath):
        top = "the top card" if e.amount == 1 else f"the top {_cards(e.amount, 'card')}"
        return f"put {top} of the {e.deck} deck on top of the path deck"
    if isinstance(e, bh.ToDeck):
        return f"shuffle {card_text(e.target)} into its owner's deck"
    if isinstance(e, bh.ToFatigue):
        return f"put {card_text(e.target)} face down on top of its owner's fatigue stack"
    if isinstance(e, bh.ExtraPathDraw):
        return f"the lead Ranger draws {_cards(e.amount, 'extra path card')} next round"
    if isinstance(e, bh.Scout):
        verb = f"{_subject(e.who)} scout{'' if e.who == 'you' else 's'}"
        deck = "Ranger" if e.deck == "ranger" else e.deck
        if isinstance(e.amount, bh.CountOf) and e.amount.times == 1:  # "1 for each being in play"
            each = card_text(e.amount.count).removeprefix("a ").removeprefix("an ")
            return f"{verb} 1 {deck} card for each {each}"
        return f"{verb} {_cards(e.amount, f'{deck} card')}"
    if isinstance(e, bh.SpendEnergy):
        they = "you" if e.who == "you" else "they"
        aspect = f"energy of an aspect {they} have" if e.aspect == "choose" else f"{e.aspect} energy"
        return f"{_subject(e.who)} discard{'' if e.who == 'you' else 's'} {amount_text(e.amount)} {aspect}"
    if isinstance(e, bh.GainEnergy):
        return f"{_subject(e.who)} gain{'' if e.who == 'you' else 's'} {amount_text(e.amount)} " + (
            "energy of any type" if e.aspect == "choose" else f"{e.aspect} energy"
        )
    if isinstance(e, bh.RangerToken):
        whose = "your" if e.who == "you" else "their"
        dest = f"{whose} role" if e.to == "role" else card_text(e.to)
        return f"{_subject(e.who)} move{'' if e.who == 'you' else 's'} {whose} Ranger token to {dest}"
    if isinstance(e, bh.OpenRoute):
        where = e.destination.replace("_", " ").title()
        return f"for the next travel only, the group may travel to {where} ({e.terrain.replace('_', ' ')})"
    if isinstance(e, bh.ExtraTest):
        out = "you perform another test after this one"
        if e.dodge is not None:
            out += f", dodging {card_text(e.dodge).removesuffix(' in play')} as you do"
        if e.failure:
            out += f"; if that test fails: {effects_text(e.failure)}"
        return out
    if isinstance(e, bh.DrawChallengeUntil):
        return (
            f"draw and discard challenge cards until one shows {e.modifier:+d} for the test's aspect; "
            "the test uses that card"
        )
    if isinstance(e, bh.ChooseModifier):
        return "choose which of the revealed challenge card's modifiers the test uses"
    if isinstance(e, bh.ExtraSymbol):
        return "name another challenge symbol: the test resolves its challenge effects too"
    if isinstance(e, bh.ChallengeEffect):
        return "this card's challenge effect resolves, aimed at that card"
    if isinstance(e, bh.OpenTerrainRoutes):
        kind = e.terrain.replace("_", " ")
        return (
            f"for the next travel, the group may travel to any location a {kind} path touches (its path "
            f"deck uses the {kind} terrain)"
        )
    if isinstance(e, bh.OpenFarRoutes):
        return (
            f"open a route for the next travel to each location up to {e.paths} paths away (its path "
            "deck uses the terrain of the last path)"
        )
    if isinstance(e, bh.SwapModifier):
        paid = f", paying {e.spend} energy of that aspect" if e.spend else ""
        return f"the test uses the revealed challenge card's modifier for another aspect instead{paid}"
    if isinstance(e, bh.ScoutMore):
        return f"that scout looks at {_cards(e.amount, 'more card')}"
    if isinstance(e, bh.CommitEffort):
        return f"add {amount_text(e.amount)} effort to the test"
    if isinstance(e, bh.PlayMoment):
        paid = (
            "paying its cost as this card's X (in this card's aspect) instead of its own"
            if e.pay == "as_x"
            else "paying its cost"
        )
        where = "it stays there instead of being discarded" if e.stay else "then it is discarded"
        return (
            f"play {card_text(e.target).removesuffix(' in play')}, {paid}, when that moment could be "
            f"played (as a turn's play, in the window of its response, or as the event it answers "
            f"would happen); {where}"
        )
    if isinstance(e, bh.Delayed):
        when = {
            "test_succeeded": "if that test succeeds",
            "test_failed": "if that test fails",
            "after_travel": "after the group next travels",
            "end_of_day": "at the end of the day",
            "arrival": "when the group reaches its destination, before its arrival setup",
            "challenge_revealed": "once the test's challenge card is revealed",
        }[e.until]
        return f"{when}, {effects_text(e.effects)}"
    if isinstance(e, bh.TravelNow):
        where = e.destination.replace("_", " ").title()
        return f"the round ends: the group travels to {where} at once ({e.terrain.replace('_', ' ')} terrain)"
    if isinstance(e, bh.MarkMission):
        return f"check {e.amount} of this mission's boxes on the campaign tracker"
    if isinstance(e, bh.ReadGuide):
        return f"read campaign guide entry {e.entry}"
    if isinstance(e, bh.PutIntoPlay):
        quiet = " (ignoring Ambush)" if not e.ambush else ""
        if e.name is not None:
            return f"put {e.name} into play from the collection (unless it is in play already){quiet}"
        return f"put {card_text(e.target)} into play without paying its cost{quiet}"
    if isinstance(e, bh.ForEach):
        over = f"for {who_text(e.rangers)}" if e.rangers is not None else f"for {card_text(e.cards)}"
        if isinstance(e.cards, str) and e.cards.startswith("$"):
            over = "for each of those cards"
        if e.act and e.rangers is not None:
            over += ", one at a time, that Ranger acting"
        return f"{over}: {effects_text(e.effects)}"
    if isinstance(e, bh.ResolveAbility):
        return f"resolve the ability of {card_text(e.target)} as if its cost were paid"
    if isinstance(e, bh.If):
        if _names_a_found_card(e.cond):
            # The guard after a choice or a search ("if there is that card") is bookkeeping: say
            # only what happens, or "if one was found" where something else happens otherwise.
            if not e.else_:
                return effects_text(e.then)
            return f"if one was found: {effects_text(e.then)}; otherwise {effects_text(e.else_)}"
        out = f"if {cond_text(e.cond)}: {effects_text(e.then)}"
        if e.else_:
            out += f"; otherwise {effects_text(e.else_)}"
        return out
    if isinstance(e, bh.May):
        inner = effects_text(e.effects)
        if e.who != "you":  # "that Ranger may move their token", not "may that Ranger moves"
            inner = inner.removeprefix(f"{_subject(e.who)} ").replace("moves ", "move ", 1)
        return f"{_subject(e.who)} may {inner}"
    if isinstance(e, bh.ChooseAmount):
        cap = f" (at most {e.at_most})" if e.at_most is not None else ""
        return (
            f"{_subject(e.who)} choose{'' if e.who == 'you' else 's'} a number from {e.min} to "
            f"{amount_text(e.max)}{cap}, then {effects_text(e.effects)}"
        )
    if isinstance(e, bh.Repeat):
        if isinstance(e.times, bh.TokensOn):  # once per token: "for each route on this card"
            each = f"{_tokens(e.times.tokens_on.kind)} on {card_text(e.times.tokens_on.card)}"
            return f"for each {each}: {effects_text(e.effects)}"
        if isinstance(e.times, bh.RefAmount):  # a number chosen just before: "that many times"
            return f"that many times: {effects_text(e.effects)}"
        if not isinstance(e.times, int):  # "as many times as the number of progress on that card"
            return f"as many times as {amount_text(e.times)}: {effects_text(e.effects)}"
        return f"{amount_text(e.times)} times: {effects_text(e.effects)}"
    if isinstance(e, bh.ChooseCard):
        return f"choose {card_text(e.target)}"
    if isinstance(e, bh.Sample):
        which = card_text(e.target).removeprefix("each ").removeprefix("a ").removeprefix("an ")
        if isinstance(e.amount, int):
            return f"take {e.amount} {which} at random"
        return f"take {which.replace('card', 'cards', 1)} at random, as many as {amount_text(e.amount)}"
    if isinstance(e, bh.FromCollection):
        where = "into play" if e.to == "play" else f"into {'your' if e.who == 'you' else 'their'} hand"
        return (
            f"{_subject(e.who)} take{'' if e.who == 'you' else 's'} a starting {e.type} whose aspect "
            f"requirement {'you meet' if e.who == 'you' else 'they meet'} from the collection: it joins "
            f"the deck for good and goes {where}"
        )
    if isinstance(e, bh.ChooseOne):
        return "choose one: " + " / ".join(
            f"{b.label}{f' (if {cond_text(b.if_)})' if b.if_ is not None else ''}: {effects_text(b.effects)}"
            for b in e.options
        )
    if isinstance(e, bh.Use):
        shared = _MACROS.get().get(e.macro)
        if shared is not None:  # said where it is used: a player reads one rule, not a cross-reference
            return effects_text(shared)
        return f"({e.macro.replace('_', ' ')})"
    if isinstance(e, bh.Custom):
        return e.text or f"(special: {e.fn.replace('_', ' ')})"
    return _arrival_effect_text(e)


ARRIVAL_WHO = {
    "lead": "the lead Ranger",
    "next": "the next Ranger clockwise (skipped once every Ranger has had a step)",
    "group": "the group",
}


def path_match_text(m: bh.PathMatch) -> str:
    """A path-deck search's terms in words, with their article ("a Predator or Prey being",
    "an obstacle card", "Silverfin Carp")."""
    if m.card_id:
        what = card_name(m.card_id)
    else:
        words = [" or ".join(m.traits)] if m.traits else []
        if m.keyword:
            words.append(m.keyword.replace("_", " "))
        words.append(m.type or "card")
        what = _a(" ".join(words))
    if m.presence is not None:
        what += f" with a presence of {m.presence}"
    return what


def _and(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(words) < 2:
        return words[0] if words else "no card"
    return f"{', '.join(words[:-1])} and {words[-1]}"


def _card_list(ids: Sequence[str]) -> str:
    """Cards by name, copies counted: ``Reclaimer Polyp and 2 copies of Reclaimer Seeker``."""
    counts: dict[str, int] = {}
    for cid in ids:
        counts[cid] = counts.get(cid, 0) + 1
    return _and([card_name(c) if n == 1 else f"{n} copies of {card_name(c)}" for c, n in counts.items()])


def _a(words: str) -> str:
    """``a being``, ``an obstacle card``."""
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


#: Card names by id, for text that names a card by its id (a search for one card, the cards a
#: location adds to its path deck). Filled by every ``Catalog`` as it loads (content/catalog.py).
_CARD_NAMES: dict[str, str] = {}


def know_card_names(names: dict[str, str]) -> None:
    """Learn the names of a catalog's cards (the same id always has the same name)."""
    _CARD_NAMES.update(names)


def card_name(card_id: str) -> str:
    """A card's name for the text; ``card 01290`` only when no loaded catalog knows the id."""
    return _CARD_NAMES.get(card_id, f"card {card_id}")


def _arrival_effect_text(e: Any) -> str:
    if isinstance(e, bh.ArrivalStep):
        return f"{ARRIVAL_WHO[e.who]}: {effects_text(e.effects)}"
    if isinstance(e, bh.DealPath):
        deck = "the path deck" if e.deck == "path" else f"the {e.deck} deck"
        cards = "the top card" if e.amount == 1 else f"the top {e.amount} cards"
        where = {
            "arrow": "where its arrow says" if e.amount == 1 else "one by one, where their arrows say",
            "within_reach": "within your reach, whatever the arrow says",
            "facedown": f"face down {(e.area or '').replace('_', ' ')}",
        }[e.to]
        return f"put {cards} of {deck} into play {where}"
    if isinstance(e, bh.PickFromPath):
        then = {
            "play": "it enters play where its arrow says",
            "discard": "it goes to the path discard",
            "attach_location": "it is attached to this location",
        }[e.then]
        what = path_match_text(e.match)
        return f"look through the path deck for {what} and pick one: {then}; shuffle the deck"
    if isinstance(e, bh.DrawKeepOne):
        forced = f" (one with {e.keyword.replace('_', ' ')} if any has it)" if e.keyword else ""
        return (
            f"set aside the top {e.amount} path cards, put one of them{forced} into play where its "
            "arrow says and the others in the path discard"
        )
    if isinstance(e, bh.RevealChallenge):
        return "turn up the top challenge card and discard it"
    return "?"


def assembly_text(rule: bh.Assembly) -> str:
    """One Path Deck Assembly rule as a sentence (Rulebook: Travel, 4. Build the Path Deck)."""
    cards = _card_list(rule.cards)
    if rule.rule == "replace_terrain":
        terrain = (rule.terrain or "").replace("_", " ")
        return f"Path deck: build it with the {terrain} set instead of the set of the path travelled."
    if rule.rule == "separate_deck":
        sets = _and([s.replace("_", " ") for s in rule.sets])
        kept = f"the {sets} set is" if len(rule.sets) == 1 else f"the {sets} sets are"
        return f"Path deck: {kept} kept apart, shuffled, as the {rule.deck} deck."
    if rule.rule == "require_valley_card":
        return f"Path deck: {cards} is always one of its Valley cards."
    if rule.rule == "no_valley_cards":
        return "Path deck: no Valley cards are added."
    if rule.rule == "add_to_path_deck":
        return f"Path deck: shuffle in {cards}."
    if rule.rule == "add_to_valley_pool":
        return f"Path deck: mix {cards} into the Valley set before its cards are picked."
    low, high = rule.days or (0, 0)
    span = f"{low} or more" if high >= 999 else f"{low} to {high}"
    where = f"a {' or '.join(rule.traits)} location's deck" if rule.traits else "the deck"
    return f"Path deck: while {span} days have passed since this mission came, {where} gets {cards}."


def effects_text(effects: Sequence[Any]) -> str:
    return ", then ".join(effect_text(e) for e in effects) or "nothing"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


#: The head of a response line is filled in by ``rules_text`` from the printed entry (whose event,
#: which common test, the printed cost): a placeholder carrying the inventory key.
RESPONSE_HEAD = "\x00on:"


def _who(p: Any) -> tuple[str, str]:
    return ("a Ranger", "s") if getattr(p, "who", None) == "any" else ("you", "")


_EVENT_WORDS = {
    "test": "{who} perform{s} {test}",
    "test_succeeded": "{who} succeed{s} at {test}",
    "test_failed": "{who} fail{s} at {test}",
    "test_ended": "{who} perform{s} {test}",
    "rest": "{who} rest{s}",
    "cleared": "a card clears",
    "travel": "the group travels",
    "play_moment": "{who} play{s} a moment",
    "interact": "{who} interact{s} with {target}",
    "scout": "{who} scout{s}",
    "unattached": "this card becomes unattached",
    "commit": "{who} commit{s} this card",
    "no_tokens": "the last of its tokens leaves this card",
    "enters_play": "a card enters play",
    "tokens_added": "tokens are put on a card",
    "use_token": "{who} use{s} a token of a card",
    "exhausted": "this card is exhausted",
    "enters_reach": "a card enters play or moves within reach",
    "discarded": "a card is discarded",
    "ranger_token_moved": "a Ranger token leaves a card",
    "card_fatigues": "a card fatigues {who}",
    "challenge_effect": "{who} resolve{s} a challenge effect of this card",
    "challenge_reveal": "{who} reveal{s} a challenge card in a test",
}
#: "Would" replacements (engine/effects/replacements.py): "Ability (when you would suffer fatigue)".
_WOULD_WORDS = {
    "fatigue": "{who} would suffer fatigue",
    "injury": "{who} would be injured",
    "harm": "harm would be put on a being",
    "ready": "a card would ready",
    "path_draw": "{who} would draw a path card",
    "challenge_draw": "a challenge card would be drawn",
    "challenge_effect": "a challenge effect would resolve",
}
#: Events whose words depend on the timing (the challenge deck's windows).
_TIMED_WORDS = {
    ("after", "challenge_effect"): "a challenge effect resolves",
    ("after", "challenge_shuffle"): "the challenge deck is shuffled",
    ("when", "challenge_reveal"): "{who} reveal{s} a challenge card during a test",
    ("before", "challenge_draw"): "{who} draw{s} a challenge card",
    ("when", "challenge_draw"): "{who} draw{s} challenge cards during a test",
}


def response_head(on: str, p: Any = None, category: str = "ranger", cost: str = "") -> str:
    """``response:when:test`` (printed for an Avoid test) -> "Response (when you perform an Avoid
    test)"; a timed ability's head is its printed cost ("Exhaust (when you perform a test)")."""
    found = bh.windowed_key(on)
    if found is None:
        return on
    hook, timing, event = found
    who, s = _who(p)
    name = getattr(p, "test_name", None)
    test = f"{'an' if name and name[0] in 'aeiou' else 'a'} {name.title()} test" if name else "a test"
    target = "this card" if category != "ranger" else "a card"
    if hook == "commit" and event == "commit" and category != "ranger":
        return "As you commit effort to this card's test"
    label = {"response": "Response", "commit": "When committed"}.get(hook, cost or "Ability")
    if hook == "commit" and event == "commit" and timing == "before":
        return "Before you commit this card"
    if hook == "commit" and event in ("test_succeeded", "test_failed", "test_ended"):
        # An attribute's rule about the test it was committed to (answered from the discard).
        words = _EVENT_WORDS[event].format(who=who, s=s, test=test)
        return f"{timing.capitalize()} {words} this card was committed to"
    if timing == "would" and event in _WOULD_WORDS:
        return f"{label} (when {_WOULD_WORDS[event].format(who=who)})"
    words = _TIMED_WORDS.get((timing, event)) or _EVENT_WORDS.get(event, event.replace("_", " "))
    words = words.format(who=who, s=s, test=test, target=target)
    return f"{label} ({timing} {words})"


def _commit_text(ab: bh.Ability) -> str:
    only = f"Can be committed only if {cond_text(ab.if_)}" if ab.if_ is not None else "Can be committed"
    if ab.who == "any":
        only += " to any Ranger's test (by its owner)"
    return _sentence(only + (f"; when committed, {effects_text(ab.effects)}" if ab.effects else ""))


def ability_text(ab: bh.Ability) -> str:
    if ab.on == "commit":
        return _commit_text(ab)
    # A clause of another printed ability (``covers``) is headed with that ability's cost.
    key = ab.on + (f"|{ab.covers}" if ab.covers and bh.windowed_key(ab.on) else "")
    head = TRIGGER_WORDS.get(ab.on) or (RESPONSE_HEAD + key + "\x00")
    if ab.by:
        head += " by " + " or ".join("Ranger tokens" if b == "ranger_tokens" else b for b in ab.by)
    if ab.zone != "in_play" and not ab.on.startswith("commit:"):  # (a commit rule's place is plain)
        head += f" (while in your {ab.zone})"
    parts = []
    if ab.if_ is not None:
        parts.append(f"if {cond_text(ab.if_)}")
    if len(ab.effects) > 1 and isinstance(ab.effects[0], bh.Prevent):
        # A "would" replacement: what happens in place of the event.
        body = f"{effects_text(ab.effects[1:])} instead"
    else:
        body = effects_text(ab.effects)
    if ab.cost:
        paid = effects_text(ab.cost)
        if body == "it does not happen":  # a would answer that prevents the event
            body = "cancel it"
        # "pay X to <do Y>"; a clause with a subject of its own reads "pay X; if you do, <it> ...".
        subject = body.startswith(("this ", "the ", "a ", "an ", "each ", "every ", "no "))
        body = f"{paid}; if you do, {body}" if subject else f"{paid} to {body.removeprefix('you ')}"
    if ab.optional:
        body = (
            f"you may: {body}"
            if isinstance(ab.effects[0], bh.Prevent)
            else f"you may, {body}"
            if isinstance(ab.effects[0], bh.Repeat) and not ab.cost
            else f"you may {body.removeprefix('you ')}"
        )
    parts.append(body)
    limit = f" (limit {ab.limit} per round)" if ab.limit else ""
    return f"{head}: {_sentence(', '.join(parts))}{limit}"


UNTIL_WORDS = {
    "test": "until the end of the test",
    "turn": "until the end of the turn",
    "next_turn": "until the end of your next turn",
    "round": "until the end of the round",
    "day": "until the end of the day",
}


def change_text(
    stat: str,
    by: int,
    gain: str | None,
    lose: str | None,
    target: str,
    to: int | None = None,
    entry: str | None = None,
) -> str:
    """What a timed modifier or a keyword/trait/approach constant changes, as a clause."""
    if stat == "guide_entry":
        return f"{target} reads campaign guide entry {entry} in place of its own"
    if to is not None:
        return f"{target} has {stat.replace('_', ' ')} {to}"
    sign = f"+{by}" if by >= 0 else str(by)
    if stat in ("keyword", "trait"):
        name = (gain or lose or "").replace("_", " ")
        name = name.title() if stat == "trait" else name
        return f"{target} {'gains' if gain else 'loses'} {name}"
    if stat == "approach":
        icons = "icon" if abs(by) == 1 else "icons"
        return f"{target} gets {sign} {gain} {icons}"
    if stat == "difficulty":
        return f"every test has {sign} difficulty"
    words = {"equip": "equip value"}.get(stat, stat.replace("_", " "))
    return f"{target} has {sign} {words}"


def constant_text(c: bh.Constant) -> str:
    sign = f"+{c.by}" if c.by >= 0 else str(c.by)
    floor = f" (never below {c.min})" if c.min is not None else ""
    target = card_text(c.target)
    what = {
        "difficulty": f"every test has {sign} difficulty",
        "presence": f"{target} has {sign} presence{floor}",
        "progress_threshold": f"{target} has {sign} progress threshold{floor}",
        "harm_threshold": f"{target} has {sign} harm threshold{floor}",
        "equip": f"{target} takes {sign} equip{floor}",
        "river_travel": "the group may travel along river paths",
        "ignore_keyword": f"{c.keyword or 'that keyword'} on other cards does not apply to you",
        "shield_fatigue": f"while your Ranger token is on this card, {target} does not fatigue you",
        "progress_cap": f"at most {c.by} progress per test can be put on {target}",
        "harm_cap": f"at most {c.by} harm per test can be put on {target}",
        "effort": f"every test's resulting effort is {sign}",
        "hold_token": (
            "a Ranger token on this card can be moved only by this card's own effects"
            if c.target == "this"
            else f"the effects of {target} cannot move a Ranger token off this card"
        ),
        "block_progress": (
            "no progress can be put on this card"
            if c.target == "this"
            else f"you cannot put progress on {target}"
        ),
        "block_travel": "the group cannot travel",
        "no_ready": f"{target} does not ready",
        "progress_added": f"progress a test puts on {target} is {sign}",
        "x": f"X is {amount_text(c.value) if c.value is not None else '0'}",
        "keyword": change_text("keyword", c.by, c.gain, c.lose, target),
        "trait": change_text("trait", c.by, c.gain, c.lose, target),
        "approach": change_text("approach", c.by, c.gain, c.lose, target),
        "approach_count": (
            f"this card has as many {c.gain} icons as {amount_text(c.value) if c.value is not None else '0'}"
        ),
        "cannot_interact": f"no Ranger can interact with {target}",
        "seem_exhausted": f"{target} counts as exhausted for you",
        "guide_entry": f"{target} reads campaign guide entry {c.entry} in place of its own entries",
        "off_tracker": "this mission is never written on the campaign tracker",
        "replace_clear": f"when {target} clears, its own clear effects do not resolve",
        "facedown_feature": (
            "each face-down path card in play is a feature with no text of its own but"
            + (f" the {c.keyword} keyword and" if c.keyword else "")
            + f" presence {c.by}"
        ),
    }[c.modify]
    per = f", times {amount_text(c.per)}" if c.per is not None else ""
    cond = f" while {cond_text(c.while_)}" if c.while_ is not None else ""
    return _sentence(what + per + cond)


def behaviour_lines(b: bh.Behaviour, tests: dict[str, str] | None = None) -> list[str]:
    """Every piece of one face's behaviour as a line of rules text (a shared list of effects,
    a macro, is written out where each ability uses it)."""
    token = _MACROS.set(dict(b.macros))
    try:
        return _behaviour_lines(b, tests)
    finally:
        _MACROS.reset(token)


def _behaviour_lines(b: bh.Behaviour, tests: dict[str, str] | None) -> list[str]:
    lines = [constant_text(c) for c in b.constant]
    lines += [ability_text(ab) for ab in b.abilities]
    for tid, tb in sorted(b.tests.items()):
        label = (tests or {}).get(tid, tid)
        for branch, words in (("success", "Success"), ("failure", "Failure"), ("always", "Either way")):
            effects = getattr(tb, branch)
            if effects:
                lines.append(f"{label} - {words}: {_sentence(effects_text(effects))}")
        if tb.skip_challenge:
            skipped = " or ".join(SYMBOL_WORDS[s].lower() for s in tb.skip_challenge)
            lines.append(f"{label} - no {skipped} challenge effects resolve during this test.")
        if tb.dodge is not None:
            lines.append(f"{label}: {_sentence(f'dodge {card_text(tb.dodge)} for the whole test')}")
        if tb.while_ is not None:
            lines.append(f"{label} - {_sentence(f'offered only while {cond_text(tb.while_)}')}")
    for sym in ("sun", "mountain", "crest"):
        if sym in b.challenge:
            lines.append(f"{SYMBOL_WORDS[sym]}: {_sentence(effects_text(b.challenge[sym]))}")
    for k, e in enumerate(b.arrival, 1):
        lines.append(f"Arrival setup {k}: {_sentence(effect_text(e))}")
    lines += [assembly_text(rule) for rule in b.assembly]
    return lines


def _ability_cost(face: Any, own: str | None, key: str = "ability") -> str:
    """The head of an ability's line: its printed cost (exhaust this card, use N tokens)."""
    for p in getattr(face, "printed", ()):
        if p.key == key:
            words = ["Exhaust"] if p.exhaust else []
            if p.uses is not None:
                n = "X" if p.uses.kind == "x" else str(p.uses.n)
                words.append(f"use {n} {own or 'token'}")
            text = ", ".join(words) or "free action"
            return text[:1].upper() + text[1:]
    return "Ability"


def rules_text(card: Any, side: str | None = None) -> list[str]:
    """The card's rules text in our words: one line per ability (a face's lines only, for a
    two-faced card when ``side`` is given; otherwise both faces, each line prefixed by its face
    name). Empty when the card has no behaviour."""
    out: list[str] = []
    two_faced = card.category in ("weather", "mission")
    for face_side, _key, b, face in faces_of(card):
        if side is not None and face_side != side:
            continue
        labels = {t.id: t.label for t in getattr(face, "tests", ())}
        own = getattr(face, "token", None) or getattr(getattr(face, "tokens", None), "name", None)
        head = _ability_cost(face, own)
        lines = [
            _fill_response_head(line, face, card.category, own).replace(ABILITY_HEAD, head)
            for line in behaviour_lines(_clear_kinds_said(b, face), labels)
        ]
        # "the number of <own>": with no token name of its own, "the number of its own tokens".
        lines = [
            line.replace(f"of {OWN}", f"of {own}" if own else "of its own tokens").replace(
                OWN, own or "of its own tokens"
            )
            for line in lines
        ]
        if two_faced and side is None:
            name = getattr(face, "name", None) or face_side
            lines = [f"[{name}] {line}" for line in lines]
        out += lines
    return out


def _threshold_kinds(face: Any) -> set[str]:
    """The thresholds a card can clear by: harm, progress, or Ranger tokens in progress's place."""
    kinds = {"harm"} if getattr(face, "harm_threshold", None) is not None else set()
    progress = getattr(face, "progress_threshold", None)
    if progress is not None:
        kinds.add("ranger_tokens" if getattr(progress, "kind", None) == "ranger_tokens" else "progress")
    return kinds


def _clear_kinds_said(b: bh.Behaviour, face: Any) -> bh.Behaviour:
    """A clear ability that names no threshold fires only by the one printed (the engine reads the
    printed inventory, flow/clearing.py ``clear_key``): on a card with two thresholds the text must
    say which, or "When this clears" promises it on the other too (Hydraworm clears by harm only)."""
    clears = [p for p in getattr(face, "printed", ()) if p.hook == "clear" and p.by]
    if len(clears) != 1 or not any(ab.on == "clear" and not ab.by for ab in b.abilities):
        return b
    by = tuple(clears[0].by)
    if set(by) >= _threshold_kinds(face):
        return b
    abilities = [
        ab.model_copy(update={"by": by}) if ab.on == "clear" and not ab.by else ab for ab in b.abilities
    ]
    return b.model_copy(update={"abilities": abilities})


def _fill_response_head(line: str, face: Any, category: str, own: str | None) -> str:
    if not line.startswith(RESPONSE_HEAD):
        return line
    key, _, rest = line[len(RESPONSE_HEAD) :].partition("\x00")
    on, _, covers = key.partition("|")
    p = next((p for p in getattr(face, "printed", ()) if p.key == (covers or on)), None)
    cost = _ability_cost(face, own, covers or on) if on.startswith("ability:") else ""
    return response_head(on, p, category, cost) + rest
