"""A random legal Ranger, made the way the rulebook's "Creating Your Ranger" makes one.

Why: the random bot must play with every card a Ranger can bring, not only the starter decks
(issue #12: "random legal decks from every background and specialty"). The choices go through the
creation wizard's own options (``creation.options``: what each page allows, with its reasons) and
the finished deck is judged by ``creation_violations``, the one judge of deck rules; a deck it
refuses is an error here, never played. Picks use the seeded RNG state, so a seed always makes
the same Ranger.
"""

from __future__ import annotations

from rangers_qt.campaign.creation import Option, RangerDraft, options, picks_needed
from rangers_qt.campaign.deck_rules import creation_violations, messages
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck
from rangers_qt.content.models import ASPECTS
from rangers_qt.engine import rng
from rangers_qt.engine.rng import RngState
from rangers_qt.words import count


def _pick(state: RngState, found: list[Option], n: int, what: str) -> list[str]:
    """``n`` different allowed options, in the order drawn."""
    pool = [o.id for o in found if o.allowed]
    if len(pool) < n:
        raise ValueError(f"a random Ranger: only {count(len(pool), 'allowed option')} for {what}, {n} needed")
    out: list[str] = []
    for _ in range(n):
        chosen = pool.pop(rng.below(state, len(pool)))
        out.append(chosen)
    return out


#: Draws before giving up: a draw breaks a rule the pages cannot show one card at a time (a
#: Manifestation without a Conduit) about one time in four, so 50 failures in a row is a bug.
ATTEMPTS = 50


def random_deck(
    catalog: Catalog,
    state: RngState,
    background: str | None = None,
    specialty: str | None = None,
    name: str = "Random Ranger",
) -> RangerDeck:
    """A legal starting deck: a random aspect card, one personality card per aspect, five cards
    of a background and five of a specialty (their level met by the aspects), a role of that
    specialty and an outside interest; ``background`` / ``specialty`` pin those sets (set ids).
    A draw the deck rules refuse as a whole is drawn again (from the same RNG state, so still
    one Ranger per seed)."""
    problems: list[str] = []
    for _ in range(ATTEMPTS):
        deck = _draw(catalog, state, background, specialty, name)
        problems = messages(creation_violations(catalog, deck))
        if not problems:
            return deck
    raise ValueError(f"no legal random Ranger in {ATTEMPTS} draws: " + "; ".join(problems))


def _draw(
    catalog: Catalog, state: RngState, background: str | None, specialty: str | None, name: str
) -> RangerDeck:
    draft = RangerDraft(name=name)
    draft.aspect_card = _pick(state, options(catalog, draft, "aspects"), 1, "the aspect card")[0]
    personality = options(catalog, draft, "personality")
    for aspect in ASPECTS:
        of_aspect = [o for o in personality if getattr(catalog.cards[o.id], "aspect", None) == aspect]
        draft.personality[aspect] = _pick(state, of_aspect, 1, f"the {aspect} personality card")[0]
    draft.background = background or _pick(state, options(catalog, draft, "background"), 1, "background")[0]
    draft.background_cards = _pick(
        state,
        options(catalog, draft, "background_cards"),
        picks_needed("background_cards"),
        "background cards",
    )
    draft.specialty = specialty or _pick(state, options(catalog, draft, "specialty"), 1, "specialty")[0]
    draft.specialty_cards = _pick(
        state, options(catalog, draft, "specialty_cards"), picks_needed("specialty_cards"), "specialty cards"
    )
    draft.role = _pick(state, options(catalog, draft, "role"), 1, "the role")[0]
    draft.outside_interest = _pick(state, options(catalog, draft, "outside_interest"), 1, "outside interest")[
        0
    ]
    return draft.deck(catalog)


def background_and_specialty_sets(catalog: Catalog) -> tuple[list[str], list[str]]:
    """The set ids of every background and every specialty, in id order."""
    sets = sorted(catalog.sets.values(), key=lambda s: s.id)
    return [s.id for s in sets if s.kind == "background"], [s.id for s in sets if s.kind == "specialty"]
