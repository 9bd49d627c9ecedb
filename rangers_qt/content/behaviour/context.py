"""The text context: what a verb's sentence depends on beyond the verb's own fields.

Why an object: the card's own token name, the face's macros and printed costs are known only where
the rules text of one face is written (``text.rules_text``); every clause receives them through this
object instead of leaving placeholders to patch afterwards or reading module state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from rangers_qt.content.behaviour.amounts import (
    DISCARDED_COUNT,
    AllOf,
    CountOf,
    EffortPer,
    Rangers,
    RefAmount,
    amount_text,
    per_card_count,
)
from rangers_qt.content.behaviour.conditions import Shows, condition_text, names_a_found_card
from rangers_qt.content.behaviour.selectors import selector_text
from rangers_qt.content.behaviour.words import paid_to, token_noun
from rangers_qt.words import count, plural

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.effects import Effect
    from rangers_qt.content.behaviour.verb import Verb


def _chosen_to_move(effects: Sequence[Verb], k: int, said: list[str]) -> bool:
    """A card chosen only to move tokens off it: the choice is said in the move ("move 1 progress
    from a feature with progress to ..."), unless a later clause still names "that card"."""
    chose, move = effects[k - 1], effects[k]
    if getattr(chose, "do", "") != "choose_card" or getattr(move, "do", "") != "move_tokens":
        return False
    if getattr(move, "from_", None) != getattr(chose, "as_", None) or len(said) != len(effects):
        return False
    later = " ".join(said[k + 1 :]) + said[k].split(" from that card ", 1)[-1]
    return said[k].count(" from that card ") == 1 and "that card" not in later


def _bought_by(effects: Sequence[Verb], k: int) -> bool:
    """Effect ``k`` runs only if the one before it did something ("if it found a moment: ..."): the
    earlier is what the later costs, told "do A to do B" (Elder Tesoral Hale: with no moment in
    hand to return, no moment is taken). A choice is no such cost: choosing always finds one."""
    later, before = effects[k], effects[k - 1]
    bound = getattr(before, "as_", None)
    cond = getattr(later, "cond", None)
    return (
        getattr(later, "do", "") == "if"
        and not getattr(later, "else_", None)
        and bound is not None
        and getattr(before, "do", "") != "choose_card"
        and names_a_found_card(cond)
        and getattr(cond, "exists", None) == bound
    )


def one_word_apart(said: list[str]) -> str | None:
    """Clauses of one verb that differ by a single word, told once with those words joined by
    "and"; None when they differ by more."""
    words = [s.split(" ") for s in said]
    if len({len(w) for w in words}) != 1:
        return None
    apart = [k for k in range(len(words[0])) if len({w[k] for w in words}) > 1]
    if len(apart) != 1 or len(words[0]) < 4:
        return None
    k = apart[0]
    alternatives = [w[k] for w in words]
    if len(set(alternatives)) != len(alternatives):
        return None
    joined = f"{', '.join(alternatives[:-1])} and {alternatives[-1]}"
    return " ".join([*words[0][:k], joined, *words[0][k + 1 :]])


@dataclass(frozen=True)
class TextContext:
    """One face's words: ``own`` is the token printed on the card (None: it has none), ``macros``
    the face's named effect lists (said where they are used), ``face`` the printed facts (costs,
    the printed inventory) and ``category`` the card's category. The default context knows none of
    them (a clause said on its own, in a prompt or a test)."""

    own: str | None = None
    macros: Mapping[str, Sequence[Effect]] = field(default_factory=dict)
    face: Any = None
    category: str = "ranger"
    #: The bindings an earlier clause of this list made that hold one card (a random draw of 1,
    #: and what is done with it): said "it", never "each card among them".
    singles: frozenset[str] = frozenset()

    def card(self, sel: Any) -> str:
        return selector_text(sel, self)

    def amount(self, amt: Any) -> str:
        return amount_text(amt, self)

    def cond(self, cond: Any) -> str:
        return condition_text(cond, self)

    def effect(self, e: Verb) -> str:
        return e.text(self)

    def effects(self, effects: Sequence[Verb]) -> str:
        """Clauses in order, joined by "then"; "you" is said once for a run of clauses you do
        ("you scout 1 path card, then scout 1 challenge card"), "you may" always."""
        by_symbol = self._by_symbol(effects)
        if by_symbol is not None:
            return by_symbol
        told: list[tuple[Verb, str]] = []
        now = self
        for e in effects:
            if t := e.text(now):  # (a re-naming says nothing)
                told.append((e, t))
            now = now.after(e)
        effects = [e for e, _ in told]
        said = [t for _, t in told]
        alike = len(effects) > 1 and len({type(e) for e in effects}) == 1
        joined = one_word_apart(said) if alike else None
        if joined is not None:  # "this card gets +1 reason, exploration and conflict icon ..."
            return joined
        for k in range(len(said) - 1, 0, -1):  # "choose a card with progress, then move it from that card"
            if _chosen_to_move(effects, k, said):
                said[k] = said[k].replace(
                    " from that card ", f" from {said[k - 1].removeprefix('choose ')} ", 1
                )
                del said[k - 1]
        for k in range(len(said) - 1, 0, -1):  # "return a moment to the collection to take one"
            if _bought_by(effects, k) and len(said) == len(effects):
                said[k - 1] = paid_to(said[k - 1], said[k])
                del said[k]
        for k in range(len(said) - 1, 0, -1):  # "choose a being, then any number of other cards"
            if said[k].startswith("choose ") and said[k - 1].startswith("choose ") and ":" not in said[k]:
                said[k] = said[k].removeprefix("choose ")
        for k in range(1, len(said)):
            if (
                said[k - 1].startswith("you ")
                and said[k].startswith("you ")
                and not said[k].startswith("you may")
            ):
                said[k] = said[k].removeprefix("you ")
        if not said:
            return "nothing"
        out = said[0]
        checked = list(said)  # each clause as first said (a check's card before "it" replaced it)
        for k in range(1, len(said)):
            # "if A: X; then ...": what follows a condition's clause is not part of it (Ball
            # Lightning checks where it is twice, each on its own)
            ends_if = getattr(effects[k - 1], "do", "") == "if" and said[k - 1].startswith("if ")
            if ends_if and said[k].startswith("if ") and getattr(effects[k], "do", "") == "if":
                # checks in a row are each their own: "if it shows sun: A; if it shows mountain: B"
                # (Boulder Field, Ball Lightning), the card checked named once
                again = checked[k - 1].split(": ", 1)[0].split(" ")[1:3]
                if len(again) == 2 and said[k].startswith(f"if {' '.join(again)} "):
                    said[k] = "if it " + said[k].removeprefix(f"if {' '.join(again)} ")
                out += "; " + said[k]
                continue
            out += ("; then " if ends_if and ";" not in said[k - 1] else ", then ") + said[k]
        return out

    def after(self, e: Verb) -> TextContext:
        """The context for the clauses after ``e``: a binding of one card added to ``singles``
        (a ``sample`` of 1; a clause that binds the cards it took from one such binding)."""
        bound = getattr(e, "as_", None)
        if not isinstance(bound, str):
            return self
        target = getattr(e, "target", None)
        one = getattr(e, "do", "") == "sample" and getattr(e, "amount", None) == 1
        one = one or getattr(target, "among", None) in self.singles
        return replace(self, singles=self.singles | {bound}) if one else self

    def _by_symbol(self, effects: Sequence[Verb]) -> str | None:
        """A challenge card turned up, then one clause per symbol it may show (Greenbriar
        Knoll's arrival) is one draw and a choice by its symbol: "turn up ..., then by its
        symbol: on a sun, ...; on a mountain, ...", never a row of "then if that card shows"."""
        if len(effects) < 2 or getattr(effects[0], "do", "") != "reveal_challenge":
            return None
        drawn = getattr(effects[0], "as_", None)
        cases = []
        for e in effects[1:]:
            cond = getattr(e, "cond", None)
            if getattr(e, "do", "") != "if" or not isinstance(cond, Shows) or cond.card != drawn:
                return None
            if getattr(e, "else_", None):
                return None
            then = self.effects(getattr(e, "then", []))
            if then.startswith("you ") and not then.startswith("you may"):  # an order, as the card gives it
                then = then.removeprefix("you ")
            cases.append(f"on a {cond.shows}, {then}")
        return f"{effects[0].text(self)}, then by its symbol: {'; '.join(cases)}"

    def tokens(self, kind: str, after_of: bool = False, n: int | None = 1) -> str:
        """A token kind in words, for ``n`` of them (``None``: many); ``own`` is the card's own
        token ("of its own tokens" on a card without one, "its own tokens" right after an "of")."""
        if kind != "own":
            return token_noun(kind, n)
        if self.own:
            return token_noun(self.own, n)
        return "its own tokens" if after_of else "of its own tokens"

    def count(self, amt: Any, kind: str) -> str:
        """``2 harm``, ``3 charges``; ``harm equal to the presence of that card`` for a computed
        amount; ``1 progress for each exhausted being`` for a count of cards."""
        if isinstance(amt, int):
            return f"{amt} {self.tokens(kind, n=amt)}"
        if isinstance(amt, RefAmount) and amt.ref == DISCARDED_COUNT and amt.per == 1:
            # "suffer 1 fatigue per card discarded this way", not "that many" after a search
            return f"1 {self.tokens(kind, n=1)} per card discarded this way"
        if isinstance(amt, (AllOf, RefAmount)):
            return f"{self.amount(amt)} {self.tokens(kind, n=None)}"
        if isinstance(amt, (CountOf, Rangers)):
            return per_card_count(amt, self.tokens(kind, n=amt.times), self)
        if isinstance(amt, EffortPer):  # "1 harm per 2 effort", as a player counts it
            return f"{amt.times} {self.tokens(kind, n=amt.times)} per {amt.effort_per} effort"
        words = self.tokens(kind, n=None)
        return f"{words.removeprefix('of ')} equal to {self.amount(amt)}"

    def cards(self, amt: Any, noun: str) -> str:
        """``1 path card``, ``3 path cards``, ``path cards equal to your effort``: a count of things
        in words, singular or plural by the number (never "card(s)")."""
        if isinstance(amt, int):
            return count(amt, noun)
        if isinstance(amt, AllOf):
            return f"all {plural(noun)}"
        if isinstance(amt, RefAmount):
            return f"that many {plural(noun)}"
        return f"{plural(noun)} equal to {self.amount(amt)}"

    def ability_cost(self, key: str = "ability") -> str:
        """The head of an ability's line: its printed cost (exhaust this card, use N tokens)."""
        for p in getattr(self.face, "printed", ()):
            if p.key == key:
                words = ["Exhaust"] if p.exhaust else []
                if p.uses is not None:
                    n = "X" if p.uses.kind == "x" else str(p.uses.n)
                    words.append(
                        f"use {n} {token_noun(self.own or 'token', p.uses.n if p.uses.kind != 'x' else None)}"
                    )
                text = ", ".join(words) or "free action"
                return text[:1].upper() + text[1:]
        return "Ability"

    def printed(self, key: str) -> Any:
        """The printed inventory entry of this key on the face (None when it prints none)."""
        return next((p for p in getattr(self.face, "printed", ()) if p.key == key), None)
