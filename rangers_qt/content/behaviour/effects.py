"""The effect union: every verb model, told apart by ``do``, and the names derived from it.

Why derived: the verbs' names, their models and (engine/effects) their runners are one table, read
from this union; no second list of verb names can fall out of step with it.
"""

from __future__ import annotations

from typing import Annotated, get_args

from pydantic import Field

from rangers_qt.content.behaviour import (
    arrival,
    campaign,
    cards,
    challenge,
    control,
    decks,
    rangers,
    replacements,
    tests,
    tokens,
    travel,
)
from rangers_qt.content.behaviour.control import Branch
from rangers_qt.content.behaviour.verb import Verb
from rangers_qt.content.behaviour.vocabulary import Node, resolve_later

#: The verb families' modules, one per runner module of engine/effects/ (their ``Verbs`` below).
FAMILIES = (tokens, cards, decks, rangers, tests, challenge, replacements, travel, campaign, arrival, control)

#: Every verb, family by family (each family module's ``Verbs``; a new verb is added there).
Effect = Annotated[
    tokens.Verbs
    | cards.Verbs
    | decks.Verbs
    | rangers.Verbs
    | tests.Verbs
    | challenge.Verbs
    | replacements.Verbs
    | travel.Verbs
    | campaign.Verbs
    | arrival.Verbs
    | control.Verbs,
    Field(discriminator="do"),
]


#: The tags pydantic puts in error paths for the form a selector or amount takes (error paths drop them).
FORM_TAGS = frozenset({"card_ref", "card_filter", "number", "amount_expr"})


#: Every verb model, in the union's order.
VERB_MODELS: tuple[type[Verb], ...] = get_args(get_args(Effect)[0])
#: Every verb's name (its ``do``), in the same order.
VERBS: tuple[str, ...] = tuple(get_args(m.model_fields["do"].annotation)[0] for m in VERB_MODELS)
#: The verb model of each name.
VERB_MODEL: dict[str, type[Verb]] = dict(zip(VERBS, VERB_MODELS, strict=True))

# The verbs that hold effect lists (``if``, ``for_each``...) name ``Effect`` before it exists.
_HOLDERS: tuple[type[Node], ...] = (*VERB_MODELS, Branch)
resolve_later(_HOLDERS, globals())
