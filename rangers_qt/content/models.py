"""Card definitions as typed data: the printed *facts* of every card in the box.

Why pydantic with ``extra="forbid"``: card files are written by hand, and a typo in a field
name must be an error rather than a silently ignored value. Every model is frozen so a card
definition can be shared by any number of game states without defensive copies.

What is deliberately absent: printed card sentences. A card's behaviour is described by the
(later) effect vocabulary in the ``behaviour`` slot; ``description`` is a short note in our own
words. Keywords, tests printed on a card, which challenge symbols a card reacts to, thresholds
and tokens are facts and are modelled as structured fields.
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rangers_qt.content.behaviour.abilities import Behaviour
from rangers_qt.content.behaviour.compile import coverage_status, printed_keys
from rangers_qt.content.behaviour.conditions import Condition
from rangers_qt.content.hook_key import HookKey

Aspect = Literal["AWA", "FIT", "FOC", "SPI"]
Approach = Literal["conflict", "reason", "exploration", "connection"]
Symbol = Literal["sun", "mountain", "crest"]
AreaId = Literal["within_reach", "along_the_way"]
Category = Literal["ranger", "path", "location", "weather", "mission", "challenge", "aspect"]
Status = Literal["full", "partial", "manual"]
Terrain = Literal[
    "woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"
]

ASPECTS: tuple[Aspect, ...] = ("AWA", "FIT", "FOC", "SPI")
APPROACHES: tuple[Approach, ...] = ("conflict", "reason", "exploration", "connection")
SYMBOLS: tuple[Symbol, ...] = ("sun", "mountain", "crest")

#: Keywords named by the rulebook's Keywords section, plus the few rules terms cards use as
#: keywords elsewhere (dodge, dangerous, untraversable).
KeywordName = Literal[
    "ambush",
    "conduit",
    "dangerous",
    "disconnected",
    "dodge",
    "fatiguing",
    "friendly",
    "manifestation",
    "obstacle",
    "persistent",
    "setup",
    "unique",
    "untraversable",
]

# What a card does, in the behaviour language (content/behaviour/; docs/behaviour.md).

NonNegInt = Annotated[int, Field(ge=0)]


class Frozen(BaseModel):
    """Common config: unknown fields are errors, instances are immutable; validators are built
    on first use (a warm start never validates: content/bundle_reader.py)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Amount(Frozen):
    """A printed number that may scale with the group (per Ranger), be an X the card defines,
    or be the Ranger-token icon (clears once every Ranger's token is on the card)."""

    kind: Literal["fixed", "per_ranger", "x", "ranger_tokens"] = "fixed"
    n: NonNegInt = 0

    def resolve(self, rangers: int, x: int | None = None) -> int | None:
        if self.kind == "fixed":
            return self.n
        if self.kind == "per_ranger":
            return self.n * rangers
        if self.kind == "x":
            return x
        return None

    def __str__(self) -> str:
        if self.kind == "fixed":
            return str(self.n)
        if self.kind == "per_ranger":
            return f"{self.n} per Ranger"
        if self.kind == "x":
            return "X"
        return "Ranger tokens"

    @staticmethod
    def fixed(n: int) -> Amount:
        return Amount(kind="fixed", n=n)


#: The module's own constants are made without validation: validating the first one built
#: Amount's validator, and pydantic's plugin discovery with it, while the module was imported
#: (about 20 ms of every start: docs/performance.md, part 9).
ONE = Amount.model_construct(kind="fixed", n=1)
#: An amount of none, the default of the fields below.
NONE = Amount.model_construct()


class Keyword(Frozen):
    name: KeywordName
    value: NonNegInt | None = None  # e.g. Fatiguing 2; None when no number is printed

    def __str__(self) -> str:
        label = self.name.capitalize()
        return label if self.value is None else f"{label} {self.value}"


class TokenSpec(Frozen):
    """A named token printed on a card and how many it enters play with."""

    name: Annotated[str, Field(min_length=1, max_length=24, pattern=r"^[a-z_]+$")]
    count: Amount = NONE


class TokenUse(Frozen):
    """Tokens a test or ability spends ("use N <token>")."""

    name: Annotated[str, Field(min_length=1, max_length=24, pattern=r"^[a-z_]+$")]
    count: Amount = ONE


class TestDef(Frozen):
    """A test printed on a card: aspect + approach, the short bold verb, and difficulty."""

    __test__ = False  # not a pytest class

    id: Annotated[str, Field(pattern=r"^t[0-9]+$")]
    aspect: Aspect
    approach: Approach
    difficulty: Amount = ONE
    label: Annotated[str, Field(min_length=1, max_length=24)]
    targets: str = "self"
    #: A token the target must not hold (Biscuit Basket's Give: only a Human with no biscuit yet).
    target_without: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    uses: TokenUse | None = None


# --------------------------------------------------------------------------- printed abilities

#: Where a printed ability hangs off the rules (cards/README.md, "Printed abilities").
PrintedHook = Literal[
    "play",
    "attach",
    "enters_play",
    "leaves_play",
    "test",
    "clear",
    "response",
    "ability",
    "constant",
    "refresh",
    "travel",
    "setup",
    "when_drawn",
    "arrival",
    "path_deck_assembly",
    "objective",
    "commit",
    "state",
    "end_of_day",
]
Branch = Literal["success", "failure", "always"]
#: Rulebook: Timing ("before", "when", "after") plus "would" for replacements.
Window = Literal["before", "when", "after", "would"]
#: The game events a timed ability listens to.
PrintedEvent = Literal[
    "test",
    "test_succeeded",
    "test_failed",
    "test_ended",
    "commit",
    "challenge_draw",
    "challenge_reveal",
    "challenge_shuffle",
    "challenge_effect",
    "tokens_added",
    "cleared",
    "fatigue",
    "injury",
    "rest",
    "travel",
    "interact",
    "path_draw",
    "card_fatigues",
    "enters_reach",
    "ready",
    "exhausted",
    "play_moment",
    "use_token",
    "scout",
    "enters_play",
    "unattached",
    "no_tokens",
    "drawn",
    "ranger_token_moved",
    "harm",  # harm would be put on a being (a would replacement)
    "discarded",
]
ClearBy = Literal["progress", "harm", "ranger_tokens"]
CommonTestName = Literal["traverse", "connect", "avoid", "remember"]
#: What a constant ability changes (the rules query that must read it).
Affects = Literal[
    "presence",
    "threshold",
    "x",
    "keywords",
    "traits",
    "approach_icons",
    "effort",
    "difficulty",
    "equip",
    "tokens",
    "ranger_token",
    "fatigue",
    "ready",
    "travel",
    "interact",
    "commit",
    "tests",
    "path_draw",
    "other",
]
GuideNumber = Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")]


class PrintedAbility(Frozen):
    """One ability printed on a card, as facts only: the hook it hangs off and its timing.

    Why an inventory separate from behaviour: it is the checklist of what a card's text does
    *somewhere* (a test's failure branch, a clear effect, a response and its window...). The engine
    pauses at each hook that has no behaviour yet, and a card is ``full`` only when every entry
    here has behaviour. Never the printed words (reference/README.md).
    """

    hook: PrintedHook
    test: Annotated[str, Field(pattern=r"^t[0-9]+$")] | None = None  # test: the printed test's id
    branch: Branch | None = None  # test: which outcome the text applies on
    by: tuple[ClearBy, ...] = ()  # clear: the thresholds that share this clear effect
    window: Window | None = None  # response / timed ability / commit rule
    event: PrintedEvent | None = None
    test_name: CommonTestName | None = None  # event filter: only this common test
    token: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None  # event filter: tokens added
    who: Literal["you", "any"] = "you"  # whose event: the card's Ranger only, or any Ranger's
    exhaust: bool = False  # ability cost: exhaust this card
    uses: Amount | None = None  # ability cost: use N of this card's tokens
    guide_entry: GuideNumber | None = None  # the campaign-guide entry the text reads
    affects: tuple[Affects, ...] = ()  # constant: the derived values it changes
    #: attach: the kind of card it goes on (a type, "path", "role", "gear", a keyword or a trait).
    to: tuple[Annotated[str, Field(pattern=r"^[a-z_]+$")], ...] = ()
    #: attach: only onto a host within reach of a Ranger (any Ranger's reach).
    in_reach: bool = False
    #: attach: only onto a card of your own ("one of your equipped gear"), not another Ranger's.
    own: bool = False

    @model_validator(mode="after")
    def _shape(self) -> PrintedAbility:
        if (self.hook == "test") != (self.test is not None and self.branch is not None):
            raise ValueError("'test' and 'branch' are required for, and only for, test hooks")
        if (self.hook == "clear") != bool(self.by):
            raise ValueError("'by' is required for, and only for, clear hooks")
        if len(set(self.by)) != len(self.by):
            raise ValueError("a clear threshold is listed twice in 'by'")
        if self.hook == "response" and (self.window is None or self.event is None):
            raise ValueError("a response needs its 'window' and 'event'")
        if (self.window is None) != (self.event is None):
            raise ValueError("'window' and 'event' go together")
        if self.affects and self.hook != "constant":
            raise ValueError("'affects' belongs to constant hooks only")
        if self.to and self.hook != "attach":
            raise ValueError("'to' belongs to attach hooks only")
        if self.in_reach and self.hook != "attach":
            raise ValueError("'in_reach' belongs to attach hooks only")
        if self.own and self.hook != "attach":
            raise ValueError("'own' belongs to attach hooks only")
        return self

    # ``key`` and ``hook_key`` are worked out once per ability and kept in the instance (pydantic
    # leaves a cached property out of dumps, equality and hashing): the engine reads them in its
    # hot loops, about 2% of a bot answer when each read built a HookKey and its string. The
    # model is frozen and the catalogue never copies an ability with changed fields, so a kept
    # value cannot go stale.
    @cached_property
    def key(self) -> str:
        """A stable name for this ability within its card (duplicates get ``#2``... in
        ``printed_keys``): ``test:t1:failure``, ``clear:progress+harm``, ``response:after:cleared``."""
        return str(self.hook_key)

    @cached_property
    def hook_key(self) -> HookKey:
        """The typed form of ``key`` (content/hook_key.py)."""
        return HookKey(
            self.hook,
            test=self.test or "",
            branch=self.branch or "",
            by=self.by,
            timing=self.window or "",
            event=self.event or "",
        )


def _check_printed_tests(printed: tuple[PrintedAbility, ...], tests: tuple[TestDef, ...]) -> None:
    ids = {t.id for t in tests}
    for p in printed:
        if p.hook == "test" and p.test not in ids:
            raise ValueError(f"printed ability {p.key!r} names a test the card does not print")


class CardBase(Frozen):
    id: Annotated[str, Field(min_length=2, max_length=12, pattern=r"^[A-Za-z0-9_]+$")]
    name: Annotated[str, Field(min_length=1, max_length=60)]
    set_id: Annotated[str, Field(min_length=1)]
    set_position: str = ""
    quantity: Annotated[int, Field(ge=1, le=12)] = 1
    traits: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    guide_entry: Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")] | None = None
    #: Other campaign-guide entries the card points to (numbers only).
    guide_refs: tuple[Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")], ...] = ()
    description: Annotated[str, Field(max_length=200)] = ""
    status: Status = "manual"
    tests: tuple[TestDef, ...] = ()
    challenge: tuple[Symbol, ...] = ()
    tokens: TokenSpec | None = None
    #: The printed abilities inventory (facts only; see ``PrintedAbility``).
    printed: tuple[PrintedAbility, ...] = ()
    behaviour: Behaviour | None = None

    @model_validator(mode="after")
    def _status_from_coverage(self) -> CardBase:
        """``status`` is computed from the behaviour's coverage of the printed abilities, never
        written by hand (content/behaviour/compile.py, coverage_status)."""
        object.__setattr__(self, "status", coverage_status(self))
        return self

    @model_validator(mode="after")
    def _unique_test_ids(self) -> CardBase:
        seen: set[str] = set()
        for test in self.tests:
            if test.id in seen:
                raise ValueError(f"test id {test.id!r} is used twice on this card")
            seen.add(test.id)
        if len(set(self.challenge)) != len(self.challenge):
            raise ValueError("a challenge symbol is listed twice")
        names = [k.name for k in self.keywords]
        if len(set(names)) != len(names):
            raise ValueError("a keyword is listed twice")
        _check_printed_tests(self.printed, self.tests)
        return self

    def printed_keys(self) -> tuple[str, ...]:
        """Keys of every printed ability (``PrintedAbility.key``), challenge effects included."""
        return printed_keys(self.printed, self.challenge)

    @property
    def unique(self) -> bool:
        return self.has_keyword("unique")

    def has_keyword(self, name: str) -> bool:
        return any(k.name == name for k in self.keywords)

    def keyword(self, name: str) -> Keyword | None:
        for k in self.keywords:
            if k.name == name:
                return k
        return None

    def has_trait(self, trait: str) -> bool:
        wanted = trait.casefold()
        return any(t.casefold() == wanted for t in self.traits)


# --------------------------------------------------------------------------- ranger cards

ApproachIcons = dict[Approach, Annotated[int, Field(ge=1, le=4)]]


class RangerCardBase(CardBase):
    category: Literal["ranger"] = "ranger"
    aspect: Aspect | None = None
    level: Annotated[int, Field(ge=0, le=3)] = 0
    cost: Amount | None = None
    approach: ApproachIcons = Field(default_factory=dict)
    equip: Annotated[int, Field(ge=0, le=5)] | None = None
    deck_limit: Annotated[int, Field(ge=0, le=8)] = 2

    @property
    def expert(self) -> bool:
        return self.has_trait("Expert")

    @property
    def icon_count(self) -> int:
        return sum(self.approach.values())


class MomentCard(RangerCardBase):
    type: Literal["moment"] = "moment"


class GearCard(RangerCardBase):
    type: Literal["gear"] = "gear"


class RangerAttachmentCard(RangerCardBase):
    type: Literal["attachment"] = "attachment"


class AttributeCard(RangerCardBase):
    type: Literal["attribute"] = "attribute"


class RoleCard(RangerCardBase):
    type: Literal["role"] = "role"


class RangerInPlayCardBase(RangerCardBase):
    """Ranger beings and features enter play like path cards, so they may print the same numbers.

    ``type`` is declared here (before the numbers) only so the subclasses keep their field order
    (type, presence, thresholds, area) in dumps and in the schema; each subclass narrows it.
    """

    type: Literal["being", "feature"]
    presence: Amount | None = None
    progress_threshold: Amount | None = None
    harm_threshold: Amount | None = None
    area: AreaId | None = None


class RangerBeingCard(RangerInPlayCardBase):
    type: Literal["being"] = "being"


class RangerFeatureCard(RangerInPlayCardBase):
    type: Literal["feature"] = "feature"


RangerCard = Annotated[
    MomentCard
    | GearCard
    | RangerAttachmentCard
    | AttributeCard
    | RoleCard
    | RangerBeingCard
    | RangerFeatureCard,
    Field(discriminator="type"),
]

# --------------------------------------------------------------------------- path cards


class PathCardBase(CardBase):
    category: Literal["path"] = "path"
    presence: Amount = ONE
    progress_threshold: Amount | None = None
    harm_threshold: Amount | None = None
    area: AreaId = "within_reach"


class PathBeingCard(PathCardBase):
    type: Literal["being"] = "being"


class PathFeatureCard(PathCardBase):
    type: Literal["feature"] = "feature"


class PathAttachmentCard(PathCardBase):
    type: Literal["attachment"] = "attachment"


PathCard = Annotated[PathBeingCard | PathFeatureCard | PathAttachmentCard, Field(discriminator="type")]

# --------------------------------------------------------------------------- locations


class LocationCard(CardBase):
    category: Literal["location"] = "location"
    type: Literal["location"] = "location"
    slug: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    presence: Amount = ONE
    progress_threshold: Amount
    pivotal: bool = False
    path_set: str | None = None

    @model_validator(mode="after")
    def _pivotal_has_set(self) -> LocationCard:
        if self.pivotal and self.path_set is None:
            raise ValueError("a pivotal location needs its own 'path_set'")
        if not self.pivotal and self.path_set is not None:
            raise ValueError("only pivotal locations have their own 'path_set'")
        return self


# --------------------------------------------------------------------------- weather


class WeatherFace(Frozen):
    name: Annotated[str, Field(min_length=1)]
    traits: tuple[str, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    token: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    starting_tokens: Amount = NONE
    challenge: tuple[Symbol, ...] = ()
    tests: tuple[TestDef, ...] = ()
    has_refresh_effect: bool = False
    printed: tuple[PrintedAbility, ...] = ()
    behaviour: Behaviour | None = None

    @model_validator(mode="after")
    def _printed_tests(self) -> WeatherFace:
        _check_printed_tests(self.printed, self.tests)
        return self

    def printed_keys(self) -> tuple[str, ...]:
        return printed_keys(self.printed, self.challenge)


class WeatherCard(CardBase):
    category: Literal["weather"] = "weather"
    type: Literal["weather"] = "weather"
    slug: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    front: WeatherFace
    back: WeatherFace
    difficulty: Literal["easy", "normal", "hard", "expert"]
    source_note: str = ""  # how sure the facts are (secondary sources are flagged here)

    def printed_keys(self) -> tuple[str, ...]:
        """Both faces' printed abilities, each key prefixed with its face (``back/refresh``)."""
        return tuple(f"front/{k}" for k in self.front.printed_keys()) + tuple(
            f"back/{k}" for k in self.back.printed_keys()
        )


# --------------------------------------------------------------------------- missions


class Objective(Frozen):
    """What completes or advances a mission face; the campaign-guide entry to read then."""

    kind: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    summary: Annotated[str, Field(max_length=160)] = ""  # our own words
    amount: Amount | None = None
    token: str | None = None
    location: str | None = None  # a map slug, or a placeholder such as "attached_location"
    card_id: str | None = None
    guide_entries: tuple[str, ...] = ()
    #: notable_events_recorded: the tracker's notable events that each lead to the entry.
    events: tuple[Annotated[str, Field(min_length=1, max_length=80)], ...] = ()
    #: The objective holds only while this does, judged from the table as the mission sees it (Lure:
    #: the prey it set aside total 5 presence or more), so the engine counts it instead of asking the
    #: players something it already knows. ``summary`` still says it in words.
    while_: Condition | None = Field(default=None, alias="while")
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True, populate_by_name=True)


class MissionFace(Frozen):
    name: str | None = None  # None: the face is not named by any source (see content gaps)
    traits: tuple[str, ...] = ()
    objective: Objective | None = None
    enters: Literal["surroundings", "attached", "player_area", "flip", "unknown"] = "surroundings"
    tokens: TokenSpec | None = None
    tests: tuple[TestDef, ...] = ()
    challenge: tuple[Symbol, ...] = ()
    guide_entries: tuple[str, ...] = ()  # other entries the face points to
    printed: tuple[PrintedAbility, ...] = ()
    behaviour: Behaviour | None = None

    @model_validator(mode="after")
    def _printed_tests(self) -> MissionFace:
        _check_printed_tests(self.printed, self.tests)
        return self

    def printed_keys(self) -> tuple[str, ...]:
        return printed_keys(self.printed, self.challenge)


class MissionCard(CardBase):
    category: Literal["mission"] = "mission"
    type: Literal["mission"] = "mission"
    slug: Annotated[str, Field(pattern=r"^[a-z_0-9]+$")]
    front: MissionFace
    back: MissionFace

    def printed_keys(self) -> tuple[str, ...]:
        """Both faces' printed abilities, each key prefixed with its face (``front/objective``)."""
        return tuple(f"front/{k}" for k in self.front.printed_keys()) + tuple(
            f"back/{k}" for k in self.back.printed_keys()
        )


# --------------------------------------------------------------------------- challenge & aspect

ChallengeMod = Annotated[int, Field(ge=-2, le=1)]


class ChallengeCard(CardBase):
    category: Literal["challenge"] = "challenge"
    type: Literal["challenge"] = "challenge"
    mods: dict[Aspect, ChallengeMod]
    symbol: Symbol
    reshuffle: bool = False

    @model_validator(mode="after")
    def _all_aspects(self) -> ChallengeCard:
        missing = [a for a in ASPECTS if a not in self.mods]
        if missing:
            raise ValueError(f"mods must give all four aspects; missing {', '.join(missing)}")
        return self


AspectValue = Annotated[int, Field(ge=1, le=3)]


class AspectCard(CardBase):
    category: Literal["aspect"] = "aspect"
    type: Literal["aspect"] = "aspect"
    AWA: AspectValue
    FIT: AspectValue
    FOC: AspectValue
    SPI: AspectValue

    @property
    def values(self) -> dict[Aspect, int]:
        return {"AWA": self.AWA, "FIT": self.FIT, "FOC": self.FOC, "SPI": self.SPI}


CardDef = Annotated[
    RangerCard | PathCard | LocationCard | WeatherCard | MissionCard | ChallengeCard | AspectCard,
    Field(discriminator="category"),
]

RangerCardDef = (
    MomentCard
    | GearCard
    | RangerAttachmentCard
    | AttributeCard
    | RoleCard
    | RangerBeingCard
    | RangerFeatureCard
)
PathCardDef = PathBeingCard | PathFeatureCard | PathAttachmentCard
AnyCard = RangerCardDef | PathCardDef | LocationCard | WeatherCard | MissionCard | ChallengeCard | AspectCard

# --------------------------------------------------------------------------- sets and map


class CardSet(Frozen):
    """A set of cards as printed in the set information line."""

    id: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    name: str
    kind: Literal[
        "background",
        "specialty",
        "personality",
        "reward",
        "malady",
        "terrain",
        "pivotal",
        "valley",
        "general",
        "location",
        "weather",
        "mission",
        "challenge",
        "aspect",
    ]


#: Where a location's name sits beside its marker on the drawn map (a preference: the map view
#: moves a name that would cover another one).
LabelSide = Literal["below", "above", "left", "right"]


class MapLocation(Frozen):
    """A location on the Valley map. ``x``/``y`` place its marker on the drawn map, normalised
    0..1 (x east, y south, one scale for both so the Valley keeps its shape). They are optional
    here so test maps stay small; the card check requires them for every shipped location."""

    slug: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    card_id: str
    pivotal: bool = False
    x: Annotated[float, Field(ge=0.0, le=1.0)] | None = None
    y: Annotated[float, Field(ge=0.0, le=1.0)] | None = None
    label: LabelSide = "below"


class Connection(Frozen):
    a: str
    b: str
    terrain: Terrain


class OneWayLink(Frozen):
    """A travel option that is not a printed path (e.g. leaving the Marsh of Rebirth)."""

    origin: str
    to: str
    terrain: Terrain
    note: str = ""


class ValleyMap(Frozen):
    start: str
    locations: tuple[MapLocation, ...]
    connections: tuple[Connection, ...]
    #: Drawn on the map only (the Marsh of Rebirth's exits): travel along them comes from the card
    #: that opens them (its "when you travel" response), never from the map.
    one_way: tuple[OneWayLink, ...] = ()
    #: Paths of these terrains cannot be travelled until a game component allows it.
    restricted_terrain: tuple[Terrain, ...] = ("river",)

    @property
    def river(self) -> tuple[Terrain, ...]:
        return self.restricted_terrain

    def slugs(self) -> list[str]:
        return [loc.slug for loc in self.locations]

    def neighbours(self, slug: str) -> list[tuple[str, Terrain]]:
        """Every printed path from ``slug`` (river paths included: see ``travel_options``)."""
        found: list[tuple[str, Terrain]] = []
        for c in self.connections:
            if c.a == slug:
                found.append((c.b, c.terrain))
            elif c.b == slug:
                found.append((c.a, c.terrain))
        return found

    def travel_options(self, slug: str, river_open: bool = False) -> list[tuple[str, Terrain]]:
        """Where the group may travel from ``slug`` along printed paths: restricted paths only when
        opened (a card's routes, ``one_way`` links included, are the engine's ``destinations``)."""
        return [
            (dest, terrain)
            for dest, terrain in self.neighbours(slug)
            if river_open or terrain not in self.restricted_terrain
        ]
