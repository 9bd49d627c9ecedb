"""Constant abilities: rules that hold while the card is in play (read by the modifier layer)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import ConfigDict, Field, model_validator

from rangers_qt.content.behaviour.amounts import Amount, TokensOn
from rangers_qt.content.behaviour.conditions import AllCond, Condition, Exists, IsThis, TestIs, YourTurn
from rangers_qt.content.behaviour.selectors import CardFilter, Selector
from rangers_qt.content.behaviour.tests import check_change
from rangers_qt.content.behaviour.vocabulary import Node
from rangers_qt.content.behaviour.words import change_text, sentence

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class Constant(Node):
    """A rule that holds while the card is in play (read by the modifier layer)."""

    #: What changes: every test's ``difficulty``; the ``presence``, thresholds or ``equip`` value of
    #: the ``target`` cards; ``river_travel`` (the group may use river paths); ``ignore_keyword``
    #: (the Ranger whose area holds this card ignores ``keyword`` on other cards); ``x`` (the value
    #: of this card's printed X, ``value``); ``cannot_interact`` (no test is offered with or at the
    #: ``target`` cards while ``while`` holds).
    modify: Literal[
        "difficulty",
        "presence",
        "progress_threshold",
        "harm_threshold",
        "equip",
        "river_travel",
        "ignore_keyword",
        "x",
        "progress_cap",
        "harm_cap",
        "effort",
        "hold_token",
        "block_progress",
        "block_travel",
        "no_ready",
        "shield_fatigue",
        "progress_added",
        "keyword",
        "trait",
        "approach",
        "approach_count",
        "cannot_interact",
        "seem_exhausted",
        "guide_entry",
        "off_tracker",
        "replace_clear",
        "facedown_feature",
    ]
    by: int = 0
    #: ``keyword`` / ``trait``: the one the ``target`` cards gain or lose while this holds;
    #: ``approach``: the icon they get ``by`` more of.
    gain: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    lose: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    #: ``shield_fatigue``: while your Ranger token is on this card, fatigue whose source is one of
    #: the ``target`` cards (``this``, ``weather``) is not suffered.
    #: ``progress_cap``: at most ``by`` progress per test go on this card (only 1 is supported);
    #: ``harm_cap``: the same for harm (any ``by``).
    #: ``effort``: every test's resulting effort changes by ``by`` (never below 0) while ``while``
    #: holds (``test_target`` is the card the test interacts with).
    #: ``hold_token``: a Ranger token on this card stays there: only this card's own effects move it.
    #: ``block_progress``: no progress can be put on the ``target`` cards (default this card) while
    #: ``while`` holds (``you``: the Ranger performing the current test, else the lead).
    #: ``seem_exhausted``: while ``while`` holds for a Ranger (``you``), the ``target`` cards (read
    #: for that Ranger: ``within_reach`` is their reach) count as exhausted for them: no fatigue
    #: from them, no challenge effects in their tests, no Ambush, no blocking obstacle.
    #: ``block_travel``: the group cannot travel while ``while`` holds.
    #: ``no_ready``: the ``target`` cards do not ready.
    #: ``progress_added``: progress a test puts on this card changes by ``by`` (never below 0).
    #: ``x``: what the card's printed X (presence or a threshold) is equal to.
    #: ``off_tracker`` (a mission): it is never written on the campaign tracker when received.
    #: ``facedown_feature``: path cards in play turned face down are read as blank features with
    #: ``keyword`` and a presence of ``by`` (engine/facedown.py).
    #: ``replace_clear``: the ``target`` cards' own clear text does not run when they clear (this
    #: card's responses to their clear are the results in its place; the discard rule still holds).
    value: Amount | None = None
    #: ``presence`` and thresholds: the change is ``by`` times this amount, read as the rules ask
    #: (Surveyed Land: -1 presence per marker on it).
    per: Amount | None = None
    #: Never below this after the change (e.g. an equip value of at least 1).
    min: int | None = None
    keyword: str | None = None
    #: ``guide_entry``: the ``target`` cards read this campaign-guide entry in place of their own.
    entry: Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")] | None = None
    #: Which cards (presence, thresholds, equip); default this card.
    target: Selector = "this"
    #: Only while this holds.
    while_: Condition | None = Field(default=None, alias="while")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @model_validator(mode="after")
    def _shape(self) -> Constant:
        if self.modify == "approach_count":
            # This card's own icons of ``gain`` number ``value``, wherever it is (in hand too).
            check_change("approach", self.by, self.gain, self.lose)
            if self.value is None or self.target != "this":
                raise ValueError("an approach_count gives this card's icon count as 'value'")
        elif self.modify in ("keyword", "trait", "approach"):
            check_change(self.modify, self.by, self.gain, self.lose)
        elif self.gain is not None or self.lose is not None:
            raise ValueError(
                f"'gain' and 'lose' belong to keyword, trait and approach changes, not {self.modify}"
            )
        return self

    def text(self, ctx: TextContext) -> str:
        """The rule as a sentence."""
        sign = f"+{self.by}" if self.by >= 0 else str(self.by)
        floor = f" (never below {self.min})" if self.min is not None else ""
        target = ctx.card(self.target)
        value = ctx.amount(self.value) if self.value is not None else "0"
        what = {
            "difficulty": f"every test has {sign} difficulty",
            "presence": f"{target} has {sign} presence{floor}",
            "progress_threshold": f"{target} has {sign} progress threshold{floor}",
            "harm_threshold": f"{target} has {sign} harm threshold{floor}",
            "equip": f"{target} takes {sign} equip{floor}",
            "river_travel": "the group may travel along river paths",
            "ignore_keyword": f"you ignore other cards' {(self.keyword or 'that').title()} keyword",
            "shield_fatigue": f"while your Ranger token is on this card, {target} does not fatigue you",
            "progress_cap": f"at most {self.by} progress per test can be put on {target}",
            "harm_cap": f"at most {self.by} harm per test can be put on {target}",
            "effort": f"every test's resulting effort is {sign}",
            "hold_token": (
                _held_unless(ctx)
                if self.target == "this"
                else f"the effects of {target} cannot move a Ranger token off this card"
            ),
            "block_progress": (
                "no progress can be put on this card"
                if self.target == "this"
                # "on any feature or location", not "on each ...": a ban reads over any card
                else f"you cannot put progress on {target.replace('each ', 'any ', 1)}"
            ),
            "block_travel": "the group cannot travel",
            "no_ready": f"{target} does not ready",
            "progress_added": f"progress a test puts on {target} is {sign}",
            "x": f"X{_where_x(ctx.face)} is {value}",
            "keyword": change_text("keyword", self.by, self.gain, self.lose, target),
            "trait": change_text("trait", self.by, self.gain, self.lose, target),
            "approach": change_text("approach", self.by, self.gain, self.lose, target),
            "approach_count": (f"this card has as many {self.gain} icons as {value}"),
            "cannot_interact": f"no Ranger can interact with {target}",
            "seem_exhausted": f"{target} counts as exhausted for you",
            "guide_entry": _entry_for(self.target, target, self.entry),
            "off_tracker": "this mission is never written on the campaign tracker",
            "replace_clear": f"when {target} clears, its own clear effects do not resolve",
            "facedown_feature": (
                "each face-down path card in play is a feature with no text of its own but"
                + (f" the {self.keyword} keyword and" if self.keyword else "")
                + f" presence {self.by}"
            ),
        }[self.modify]
        per = _per_text(self.per, ctx)
        common = _common_test_on_this(self.while_) if self.modify == "progress_added" else None
        if common is not None and isinstance(self.by, int):
            # "A Traverse test on this card puts 1 less progress on it" (The Furrow), not "progress
            # a test puts on this card is -1 while the test is Traverse and the card you are ..."
            less = "less" if self.by < 0 else "more"
            return sentence(f"a {common.title()} test on this card puts {abs(self.by)} {less} progress on it")
        when, rest = _your_turn_first(self.while_)
        tested = _tested_card(rest, ctx) if self.modify == "effort" else None
        if tested is not None:
            # "each test on a card in the same area as this card has -1 effort" (The Tenebrae), not
            # "every test's resulting effort is -1 while the card you are testing is ..."
            return sentence(f"{when}each test on {tested} has {sign} effort{per}")
        host = _host_kind(rest, ctx) if what.startswith("the attached card ") else None
        if host is not None:
            # "while this card is attached to a being, that being has Flora" (Puffercrawler
            # Spores), not "the attached card has Flora while the attached card is a being"
            that = "that " + host.split(" ", 1)[1]
            return sentence(
                f"{when}while this card is attached to {host}, {that}{what.removeprefix('the attached card')}"
            )
        cond = f" while {ctx.cond(rest)}" if rest is not None else ""
        return sentence(when + what + per + cond)


def _common_test_on_this(cond: Condition | None) -> str | None:
    """The common test a condition names when it says only "this test is <it> and its card is
    this card"; None otherwise."""
    if not isinstance(cond, AllCond) or len(cond.all_of) != 2:
        return None
    test, target = cond.all_of
    if not isinstance(test, TestIs) or not isinstance(target, IsThis) or target.is_this != "test_target":
        return None
    return test.test if test.test in ("traverse", "connect", "avoid", "remember") else None


def _host_kind(cond: Condition | None, ctx: TextContext) -> str | None:
    """The kind of card a condition says this card's host is ("a being"), when it says only that
    of one word; None otherwise."""
    if not isinstance(cond, Exists) or not isinstance(cond.exists, CardFilter) or cond.exists.among != "host":
        return None
    noun = ctx.card(cond.exists.model_copy(update={"among": None}))
    article, _, rest = noun.partition(" ")
    return noun if article in ("a", "an") and rest.isalpha() else None


def _tested_card(cond: Condition | None, ctx: TextContext) -> str | None:
    """The kind of card a condition says the test is on ("a card attached to this card"), when it
    says only that; None otherwise."""
    if not isinstance(cond, Exists) or not isinstance(cond.exists, CardFilter):
        return None
    if cond.exists.among != "test_target":
        return None
    noun = ctx.card(cond.exists.model_copy(update={"among": None}))
    return noun if noun.startswith(("a ", "an ")) else None


def _per_text(per: Any, ctx: TextContext) -> str:
    """A change made once per token on a card: "-1 presence per snare on this card"
    (Tranquilisnare, Trail Markers), not "-1 presence, times the snares on this card"; any other
    multiplier keeps ", times ..."."""
    if per is None:
        return ""
    if isinstance(per, TokensOn) and (per.tokens_on.kind != "own" or ctx.own):
        return f" per {ctx.tokens(per.tokens_on.kind, n=1)} on {ctx.card(per.tokens_on.card)}"
    return f", times {ctx.amount(per)}"


#: The printed values an X can stand for, in the words a player reads them by.
_X_FIELDS = (
    ("presence", "presence"),
    ("harm_threshold", "harm threshold"),
    ("progress_threshold", "progress threshold"),
    ("cost", "cost"),
)


def _where_x(face: Any) -> str:
    """``, its harm threshold,``: what the printed X of this face is (said with the X rule)."""
    names = [w for f, w in _X_FIELDS if getattr(getattr(face, f, None), "kind", None) == "x"]
    names += [f"{t.label} difficulty" for t in getattr(face, "tests", ()) if t.difficulty.kind == "x"]
    return f" ({' and '.join(names)})" if names else ""


def _your_turn_first(cond: Condition | None) -> tuple[str, Condition | None]:
    """A "during your turn" limit leads the sentence, as the cards print it; the rest of the
    condition stays a "while"."""
    if isinstance(cond, YourTurn):
        return "during your turn, ", None
    if isinstance(cond, AllCond) and any(isinstance(c, YourTurn) for c in cond.all_of):
        rest = [c for c in cond.all_of if not isinstance(c, YourTurn)]
        return "during your turn, ", (rest[0] if len(rest) == 1 else AllCond(all_of=rest)) if rest else None
    return "", cond


def _entry_for(sel: Selector, target: str, entry: str | None) -> str:
    """Cards named by name read another entry: said by their names, as a player says them
    ("Tumbledown reads ...", "Hy Pimpot, Chef; Kordo, Ranger Veteran and ... each read ..."), not
    "a Tumbledown" or an "or" list whose commas run into the names'."""
    names = getattr(sel, "name", None)
    if isinstance(sel, CardFilter) and names is not None:
        plain = sel.model_copy(update={"name": None, "category": None, "pick": "one"})
        if plain == CardFilter():
            listed = [names] if isinstance(names, str) else list(names)
            if len(listed) == 1:
                return f"{listed[0]} reads campaign guide entry {entry} in place of its own entries"
            mark = "; " if any("," in n for n in listed) else ", "
            joined = f"{mark.join(listed[:-1])} and {listed[-1]}"
            return f"{joined} each read campaign guide entry {entry} in place of their own entries"
    return f"{target} reads campaign guide entry {entry} in place of its own entries"


def _frees(effects: Any) -> bool:
    """Some effect of the list (or nested in it) moves a Ranger token off this card."""
    for e in effects:
        if getattr(e, "do", "") == "ranger_token" and getattr(e, "to", "this") != "this":
            return True
        if any(_frees(inner) for _name, inner in e.nested()):
            return True
    return False


def _held_unless(ctx: TextContext) -> str:
    """A token held on this card, with the exception the card prints: the test of its own that
    frees a Ranger (Carnivorous Naiad's Pull, Caustic Mulcher's Wrest), or none when no effect of
    the card takes a token off it (Web Wall: its crest and its failed Pull only move tokens onto
    it), so a player does not look for an exception that is not there (issue #27, sixth reading)."""
    b = getattr(ctx.face, "behaviour", None)
    labels = {t.id: t.label for t in getattr(ctx.face, "tests", ())}
    tests = sorted(b.tests.items()) if b is not None else []
    freeing = [
        labels.get(tid, tid)
        for tid, tb in tests
        if any(_frees(getattr(tb, branch)) for branch in ("success", "failure", "always"))
    ]
    if freeing:
        return (
            f"a Ranger token on this card can be moved off it only by this card's {' or '.join(freeing)} test"
        )
    others = list(b.abilities) if b is not None else []
    if any(_frees(ab.effects) for ab in others) or any(
        _frees(v) for v in (b.challenge.values() if b else ())
    ):
        return "a Ranger token on this card can be moved only by this card's own effects"
    return "a Ranger token on this card cannot be moved"
