"""The effect union: every verb model, told apart by ``do``, and the names derived from it.

Why derived: the verbs' names, their models and (engine/effects) their runners are one table, read
from this union; no second list of verb names can fall out of step with it.
"""

from __future__ import annotations

from typing import Annotated, get_args

from pydantic import Field

from rangers_qt.content.behaviour.arrival import (
    ArrivalStep,
    DealPath,
    DrawKeepOne,
    PickFromPath,
    RevealChallenge,
)
from rangers_qt.content.behaviour.campaign import (
    FromCollection,
    LeaveGame,
    MarkMission,
    ReadGuide,
    ToCollection,
)
from rangers_qt.content.behaviour.cards import (
    Attach,
    Detach,
    Discard,
    Exhaust,
    Flip,
    MoveCard,
    PlayCard,
    PlayMoment,
    PutIntoPlay,
    Ready,
    ResolveAbility,
    SetAside,
    StayExhausted,
    ToDeck,
    ToFatigue,
    ToHand,
    ToPathDeck,
)
from rangers_qt.content.behaviour.challenge import (
    ChallengeEffect,
    ChooseModifier,
    DrawChallengeUntil,
    ExtraSymbol,
    ResolveChallenge,
    SwapModifier,
)
from rangers_qt.content.behaviour.control import (
    Branch,
    ChooseAmount,
    ChooseCard,
    ChooseOne,
    Custom,
    Delayed,
    ForEach,
    If,
    May,
    Repeat,
    Sample,
    Use,
)
from rangers_qt.content.behaviour.decks import ExtraPathDraw, SearchPath, SearchSet, SeparateToPath
from rangers_qt.content.behaviour.rangers import (
    Draw,
    DrawPath,
    FatigueBy,
    FatigueToDeck,
    GainEnergy,
    Heal,
    Injure,
    Scout,
    Soothe,
    SpendEnergy,
    SufferFatigue,
)
from rangers_qt.content.behaviour.replacements import IncreaseAdded, Prevent, Reduce
from rangers_qt.content.behaviour.tests import (
    CommitEffort,
    Dodge,
    ExtraTest,
    FatigueLessBetween,
    Modify,
    ScoutMore,
    TestAspect,
)
from rangers_qt.content.behaviour.tokens import AddTokens, MoveTokens, RangerToken, RemoveTokens, UseTokens
from rangers_qt.content.behaviour.travel import OpenFarRoutes, OpenRoute, OpenTerrainRoutes, TravelNow
from rangers_qt.content.behaviour.verb import Verb
from rangers_qt.content.behaviour.vocabulary import Node, resolve_later

Effect = Annotated[
    AddTokens
    | PlayMoment
    | RemoveTokens
    | MoveTokens
    | Exhaust
    | Ready
    | StayExhausted
    | Discard
    | Flip
    | Attach
    | Detach
    | MoveCard
    | ToPathDeck
    | ToHand
    | ToDeck
    | ToFatigue
    | Dodge
    | Modify
    | PutIntoPlay
    | ResolveAbility
    | Prevent
    | Reduce
    | IncreaseAdded
    | TestAspect
    | PlayCard
    | UseTokens
    | FatigueLessBetween
    | SeparateToPath
    | SearchPath
    | SearchSet
    | SufferFatigue
    | FatigueBy
    | Soothe
    | FatigueToDeck
    | Injure
    | Heal
    | Draw
    | DrawPath
    | ExtraPathDraw
    | Scout
    | SpendEnergy
    | GainEnergy
    | RangerToken
    | OpenRoute
    | OpenFarRoutes
    | OpenTerrainRoutes
    | ResolveChallenge
    | ChallengeEffect
    | DrawChallengeUntil
    | ChooseModifier
    | ExtraSymbol
    | ExtraTest
    | ToCollection
    | SetAside
    | LeaveGame
    | CommitEffort
    | ScoutMore
    | SwapModifier
    | Delayed
    | TravelNow
    | MarkMission
    | ReadGuide
    | ForEach
    | If
    | May
    | ChooseAmount
    | ChooseOne
    | Use
    | Repeat
    | ChooseCard
    | Sample
    | FromCollection
    | ArrivalStep
    | DealPath
    | PickFromPath
    | DrawKeepOne
    | RevealChallenge
    | Custom,
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
