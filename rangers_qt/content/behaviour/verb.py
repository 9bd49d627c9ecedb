"""The base of every verb: ``do`` names it; ``text(ctx)`` says it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pydantic import ConfigDict, Field

from rangers_qt.content.behaviour.amounts import Amount
from rangers_qt.content.behaviour.vocabulary import Binding, Node, Who

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext
    from rangers_qt.content.behaviour.effects import Effect


class Verb(Node):
    """Every verb: ``do`` names it. ``as_`` (JSON ``as``) binds what the verb chose for later effects.

    Each verb says itself: ``text(ctx)`` next to its fields, the clause the rules text is made of
    (no final full stop). ``ctx`` carries what the clause depends on beyond the verb: the card's own
    token name and its macros (content/behaviour/context.py).
    """

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        """The effect lists this verb holds (``if``: ``then`` and ``else``), each with the name its
        compiled reference takes (``.../3/then``); none for most verbs."""
        return ()

    def text(self, ctx: TextContext) -> str:
        raise NotImplementedError(f"verb {type(self).__name__} does not say itself")  # every verb overrides


class CardVerb(Verb):
    """A verb acting on cards; ``as`` binds the card(s) it acted on (``"$prey"``) for the
    effects after it in the same list (and lists nested after it)."""

    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class RangerVerb(Verb):
    """A verb done by or to Rangers (``who``), ``amount`` times: fatigue, soothe, injure, heal, draw,
    scout, energy. One base so every such verb reads its Rangers and amount the same way."""

    who: Who = "you"
    amount: Amount = 1
