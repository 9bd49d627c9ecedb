"""The glossary: every keyword, the traits the rules and cards name, zones, tokens and terms,
each in a sentence or two of our own and the rulebook section that rules it (Qt-free).

Why data and not a page: the Help glossary is searchable, F1 on a card looks its keywords up,
and a test checks that every keyword and term in any card's generated rules text has an entry
(tests/app/test_glossary.py). The rulebook is the authority; these words only point at it.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from typing import Literal

EntryKind = Literal["keyword", "trait", "zone", "token", "card type", "term"]


@dataclass(frozen=True, slots=True)
class Entry:
    term: str
    kind: EntryKind
    text: str  # our own words
    section: str  # the rulebook section that rules it
    aliases: tuple[str, ...] = ()

    def names(self) -> tuple[str, ...]:
        return (self.term, *self.aliases)


#: Traits that cards name (no rule of their own beyond what a card says, except Weapon).
CARD_TRAITS = (
    "Aid", "Biomeld", "Fish", "Flora", "Food", "Forest", "Hazard", "Human", "Insect", "Machine",
    "Mammal", "Predator", "Prey", "Reclaimer", "Ruin", "Swarm", "Tech", "Trail", "Water", "Expert",
    "Field", "Ranger Station", "Pivotal",
)  # fmt: skip

E = Entry
GLOSSARY: tuple[Entry, ...] = (
    # keywords --------------------------------------------------------------------------------
    E("Ambush", "keyword", "When it arrives within a Ranger's reach (or is moved there) while ready, "
      "that Ranger suffers fatigue from it once. Exhausted, it does nothing.", "Keywords: Ambush"),
    E("Conduit", "keyword", "Equipped gear holding tokens that pay for manifestation cards.",
      "Keywords: Conduit"),
    E("Disconnected", "keyword", "Connect cannot put progress on it; other tests still can.",
      "Keywords: Disconnected"),
    E("Fatiguing", "keyword", "Ready and near you (your player area, within reach or along the way) "
      "when you rest: you suffer fatigue equal to its presence, or to its number.", "Keywords: Fatiguing"),
    E("Friendly", "keyword", "Never fatigues you for standing between you and your target, and a "
      "Weapon card can never be used on it.", "Keywords: Friendly"),
    E("Manifestation", "keyword", "Played by spending a token from one of your equipped conduits "
      "instead of (or as well as) energy.", "Keywords: Manifestation"),
    E("Obstacle", "keyword", "While ready, nothing beyond it can be interacted with, and the group "
      "cannot travel while one is in play. Exhaust or clear it first.", "Keywords: Obstacle"),
    E("Persistent", "keyword", "Stays in play, with what is attached to it, when the group travels.",
      "Keywords: Persistent"),
    E("Setup", "keyword", "At the start of the day you may search your deck for one such card and put "
      "it into play.", "Keywords: Setup"),
    E("Unique", "keyword", "One card of that name from a Ranger's deck in play at a time; a second "
      "copy played discards the first.", "Keywords: Unique"),
    # traits ----------------------------------------------------------------------------------
    E("Weapon", "trait", "A trait with a rule: a Weapon card cannot affect a friendly card.",
      "Keywords: Friendly"),
    E("Traits", "trait", "Words under a card's name (Predator, Prey, Flora, Trail, Human...). They "
      "have no rule of their own: other cards refer to them.", "Card Anatomies",
      ("Trait", *CARD_TRAITS)),
    # zones -----------------------------------------------------------------------------------
    E("Surroundings", "zone", "The far row: weather, location and missions. Everything within your "
      "reach and along the way is between you and it.", "The Play Area"),
    E("Along the way", "zone", "The middle row of path cards every Ranger shares; what is within your "
      "reach stands between you and it.", "The Play Area"),
    E("Within reach", "zone", "Path cards right in front of one Ranger; nothing stands between that "
      "Ranger and them. Within another Ranger's reach, your own cards are between.", "The Play Area"),
    E("Player area", "zone", "Your role, aspect card, energy and equipped gear. Another Ranger's area "
      "is theirs alone: you do not test or target cards there.", "The Play Area",
      ("Player areas",)),
    E("Hand", "zone", "Your Ranger cards not yet used: play them with energy, or discard them for "
      "their approach icons during a test.", "Play a Card"),
    E("Ranger deck", "zone", "Your stamina: fatigue moves its top cards to your fatigue stack; when it "
      "runs out the day ends.", "Fatigue", ("Deck",)),
    E("Fatigue stack", "zone", "Face-down cards taken from your deck by fatigue; soothing moves them "
      "back to your hand, an injury discards them.", "Fatigue"),
    E("Discard", "zone", "Used and cleared cards go to their discard pile (each Ranger has one, the "
      "path deck has one). Discarding is not clearing.", "Additional Concepts: Discard",
      ("Discard pile", "Path discard", "Challenge discard")),
    E("Path deck", "zone", "The location's deck of beings and features: each Ranger draws one every "
      "round; it is rebuilt on travel.", "Phase 1: Path Cards"),
    E("Challenge deck", "zone", "Revealed at every test: a modifier per aspect and a symbol that sets "
      "off challenge effects.", "The Challenge Deck"),
    E("Set aside", "zone", "Cards out of the game for now, waiting for a card or an entry to bring "
      "them in.", "Game Setup"),
    E("In play", "zone", "On the table: surroundings, along the way, within reach, player areas, or "
      "face up on a card there. Hands, decks and discards are not in play.",
      "Additional Concepts: In Play"),
    # tokens ----------------------------------------------------------------------------------
    E("Progress", "token", "Time spent on a card: enough clears a being or feature, and enough on the "
      "location lets the group travel.", "Clearing Cards"),
    E("Harm", "token", "Damage or distress on a card: enough clears it. Harm on your role is an "
      "injury.", "Clearing Cards"),
    E("Ranger token", "token", "One per Ranger, placed on a card that needs that Ranger's attention; "
      "some cards clear when every Ranger's token is on them.", "Ranger Tokens"),
    E("Energy", "token", "Your pool of each aspect, refilled at the refresh: tests spend it as effort, "
      "cards cost it.", "Phase 4: Refresh", ("AWA", "FIT", "FOC", "SPI")),
    E("Card tokens", "token", "A card's own named tokens (charges, morsels...), counted in the box on "
      "its face and used up by its abilities.", "Play a Card", ("Token", "Tokens")),
    # card types ------------------------------------------------------------------------------
    E("Being", "card type", "A creature or person. Connect and Avoid aim at beings.", "Path Card Anatomy"),
    E("Feature", "card type", "A place or thing in the landscape. Traverse aims at features.",
      "Path Card Anatomy"),
    E("Location", "card type", "Where the group is today; its progress threshold says when the group "
      "may travel.", "Phase 3: Travel"),
    E("Weather", "card type", "Stays in the surroundings all day; its face may flip and its challenge "
      "effects apply.", "Weather Cards"),
    E("Mission", "card type", "A goal in the surroundings; its objective names a campaign guide entry.",
      "Mission Cards"),
    E("Gear", "card type", "Equipped into your player area; at most five equip squares in all.",
      "Play a Card", ("Equip", "Equipped")),
    E("Moment", "card type", "Played, resolved and discarded at once (or as a response at its time).",
      "Play a Card"),
    E("Attachment", "card type", "Played onto the card its text names; it leaves play with its host.",
      "Play a Card", ("Attach", "Attached")),
    E("Attribute", "card type", "Never played: discarded from your hand for its approach icons.",
      "Commit Approach Icons"),
    E("Role", "card type", "Your Ranger's calling, in your player area; harm on it counts injuries, "
      "and exhausting it buys a second turn in a row.", "Phase 2: Ranger Turns"),
    E("Aspect card", "card type", "Your four aspect values: the energy you refill to each round.",
      "Choose Your Aspects", ("Aspect", "Aspects")),
    E("Challenge card", "card type", "Revealed at every test: an effort modifier for each aspect and "
      "one symbol; some reshuffle the deck.", "The Challenge Deck", ("Challenge",)),
    E("Path card", "card type", "A being, feature or location of the Valley, drawn from the path deck.",
      "Path Card Anatomy", ("Path cards",)),
    E("Ranger card", "card type", "A card from a Ranger's deck: gear, moment, attachment, attribute, "
      "or a being or feature that plays like a path card.", "Ranger Card Anatomy", ("Ranger cards",)),
    # terms -----------------------------------------------------------------------------------
    E("Ranger", "term", "A player's character: aspect card, role, deck, hand and areas. As a trait it "
      "marks the Rangers' own people and things.", "Basic Concepts: Rangers", ("Rangers",)),
    E("Test", "term", "An aspect and an approach: spend energy, commit icons, reveal a challenge card; "
      "effort at least the difficulty succeeds.", "Performing a Test", ("Tests",)),
    E("Approach", "term", "Conflict, Connection, Exploration or Reason: the icons you may commit to a "
      "test of that approach.", "Commit Approach Icons",
      ("Approaches", "Conflict", "Connection", "Exploration", "Reason")),
    E("Commit", "term", "Put energy or discarded icons into the current test as effort.",
      "Performing a Test", ("Committed", "Commit effort")),
    E("Effort", "term", "The energy and icons committed plus the challenge modifier.", "Performing a Test"),
    E("Difficulty", "term", "The number a test's effort must reach; X means the target's presence.",
      "Performing a Test"),
    E("Presence", "term", "A card's number at the top right: the fatigue it causes and the difficulty "
      "of the common tests on it.", "Path Card Anatomy"),
    E("Threshold", "term", "The progress or harm at which a card clears; on the location, the progress "
      "at which the group may travel.", "Clearing Cards", ("Thresholds",)),
    E("Clear", "term", "A card that reaches a threshold leaves play (its clear effect first) once the "
      "current step is done.", "Clearing Cards", ("Clears", "Cleared", "Clearing")),
    E("Interact", "term", "Performing a test on a card in play, or aiming one at it. Cards between you "
      "and it fatigue you first, and a ready obstacle forbids it.", "Fatigue from Interacting",
      ("Interacts", "Interacting", "Interaction")),
    E("Between", "term", "The cards nearer to you than your target: they fatigue you when you "
      "interact with it, and an obstacle among them blocks you.", "Fatigue from Interacting"),
    E("Fatigue", "term", "Cards moved unseen from the top of your deck to your fatigue stack. Ready "
      "cards between you and your target fatigue you by their presence.", "Fatigue",
      ("Fatigues", "Suffer fatigue")),
    E("Soothe", "term", "Move cards from your fatigue stack back into your hand.", "Soothing Fatigue",
      ("Soothes",)),
    E("Injury", "term", "Harm on your role: the fatigue stack is discarded, each injury costs a fatigue "
      "at every refresh, and a third ends the day.", "Additional Concepts: Injury",
      ("Injure", "Injured", "Injuries")),
    E("Heal", "term", "Remove one harm (one injury) from your role.", "Additional Concepts: Injury",
      ("Heals",)),
    E("Exhausted", "term", "Turned sideways: it does not fatigue you, is not active (no challenge "
      "effects), and cannot pay an Exhaust cost. Everything readies at the refresh.",
      "Additional Concepts: Exhaust/Ready", ("Exhaust", "Exhausts")),
    E("Ready", "term", "Upright: able to fatigue, to block as an obstacle and to be exhausted for an "
      "ability.", "Additional Concepts: Exhaust/Ready", ("Readies",)),
    E("Active", "term", "Ready and in play near you; only active cards resolve challenge effects.",
      "Additional Concepts: Active"),
    E("Challenge effects", "term", "Effects beside the sun, mountain or crest icon on a card; they "
      "happen when a test reveals that symbol and the card is active.", "Performing a Test",
      ("Sun", "Mountain", "Crest", "Challenge effect", "Challenge symbol")),
    E("Response", "term", "An effect with its own moment (after you rest, when you travel...): used "
      "then, not as a turn.", "Timing", ("Responses",)),
    E("Dodge", "term", "Dodged cards are not between you and the target for this test: no fatigue, no "
      "blocking; their challenge effects still happen.", "Additional Concepts: Dodge"),
    E("Scout", "term", "Look at cards from the top of a deck and put each on the top or the bottom.",
      "Additional Concepts: Scout", ("Scouts",)),
    E("Search", "term", "Look through a deck or pile for a card that fits, take it, then shuffle.",
      "Additional Concepts: Search", ("Searches",)),
    E("Move", "term", "Put a card in another area; without an area named, along the way or within a "
      "Ranger's reach.", "Additional Concepts: Move", ("Moves",)),
    E("Draw", "term", "Take the top card of a deck: a Ranger card into your hand, a path card into play.",
      "Phase 4: Refresh", ("Draws",)),
    E("Per Ranger", "term", "A number multiplied by how many Rangers play today.",
      "Additional Concepts: Per Ranger"),
    E("Lead Ranger", "term", "The Ranger who decides a tie for the group and goes first at setup.",
      "Game Setup"),
    E("Turn", "term", "One action: a test, a card played or a rest. Another Ranger goes next unless "
      "you exhaust your role.", "Phase 2: Ranger Turns", ("Turns",)),
    E("Rest", "term", "End your turns for the round; cards that answer a rest happen, fatiguing cards "
      "fatigue you.", "Rest"),
    E("Travel", "term", "After everyone rests, with the location's progress met and no ready obstacle: "
      "clear the table and move along a path to a next location.", "Phase 3: Travel"),
    E("Refresh", "term", "The round's end: fatigue per injury, draw a card, refill energy, ready "
      "everything.", "Phase 4: Refresh"),
    E("Camp", "term", "After choosing where to travel, the group may end the day there.",
      "Ending the Day"),
    E("Campaign guide entry", "term", "A numbered entry to read in the campaign guide when a card or "
      "mission names it; the app names the number, never the text.", "Campaign Guide",
      ("Guide", "Entry", "Campaign guide")),
    E("Round", "term", "Path cards, Ranger turns, travel, refresh, then again.", "Playing the Game",
      ("Rounds",)),
)  # fmt: skip


def _norm(word: str) -> str:
    return re.sub(r"\s+", " ", word.strip().lower())


_INDEX: dict[str, Entry] = {_norm(n): e for e in GLOSSARY for n in e.names()}


def lookup(word: str) -> Entry | None:
    """The entry for a term or one of its forms (case and a final plural "s" ignored)."""
    key = _norm(word)
    found = _INDEX.get(key)
    if found is None and key.endswith("s"):
        found = _INDEX.get(key[:-1])
    return found


def search(query: str) -> list[Entry]:
    """Entries whose term or forms start with the query first, then those that mention it."""
    q = _norm(query)
    if not q:
        return list(GLOSSARY)
    first = [e for e in GLOSSARY if any(_norm(n).startswith(q) for n in e.names())]
    rest = [
        e
        for e in GLOSSARY
        if e not in first and (q in _norm(e.text) or any(q in _norm(n) for n in e.names()))
    ]
    return first + rest


def entry_html(e: Entry) -> str:
    also = (
        f" <i>({html.escape(', '.join(e.aliases[:6]))}{', ...' if len(e.aliases) > 6 else ''})</i>"
        if e.aliases
        else ""
    )
    return (
        f"<dt><b>{html.escape(e.term)}</b> <small>{html.escape(e.kind)}</small>{also}</dt>"
        f"<dd>{html.escape(e.text)} <small>Rulebook: {html.escape(e.section)}.</small></dd>"
    )


def glossary_html(entries: list[Entry] | None = None) -> str:
    shown = list(GLOSSARY) if entries is None else entries
    if not shown:
        return "<p>No entry matches.</p>"
    return "<h3>Glossary</h3><dl>" + "".join(entry_html(e) for e in shown) + "</dl>"
