"""Rules help for what is on the table right now (F1, a card's menu, the phase bar's Help).

For the prompt being asked, or for one card as it stands (exhausted, an obstacle, within reach,
its challenge symbols, its thresholds, a location the group wants to leave...), the rule that
applies, in our own words, naming the rulebook section. Qt-free: the window shows the page.

Why from the state and not a fixed page per card: what a player needs to know about a card
changes with it (ready or exhausted, where it sits, whether it blocks), and the glossary
(app/glossary.py) already says what each word means.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from rangers_qt.app.glossary import lookup
from rangers_qt.engine.cards import CatalogLike
from rangers_qt.engine.prompts import Prompt
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import where


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule that applies now: a heading, our own sentence, the section."""

    heading: str
    text: str
    section: str


@dataclass(frozen=True, slots=True)
class Topic:
    title: str
    rules: tuple[Rule, ...]
    notes: tuple[str, ...] = field(default=())  # "not now" reasons, already in words

    def sections(self) -> list[str]:
        return [r.section for r in self.rules]

    def html(self) -> str:
        out = [f"<h3>{html.escape(self.title)}</h3>"]
        if self.notes:
            out.append("<p><b>Not now:</b></p><ul>")
            out += [f"<li>{html.escape(n)}</li>" for n in self.notes]
            out.append("</ul>")
        out.append("<dl>")
        for r in self.rules:
            out.append(
                f"<dt><b>{html.escape(r.heading)}</b></dt><dd>{html.escape(r.text)} "
                f"<small>Rulebook: {html.escape(r.section)}.</small></dd>"
            )
        out.append("</dl><p><small>Help > Glossary explains every word.</small></p>")
        return "".join(out)


R = Rule

#: The rule for each prompt kind (engine/prompts.py PromptKind), in our own words.
PROMPT_RULES: dict[str, Rule] = {
    "turn": R("Your turn", "Do one thing: perform a test, play a card or rest. Free actions (discarding "
              "gear, an Exhaust ability) do not use up the turn.", "Phase 2: Ranger Turns"),
    "choose_next": R("Who goes next", "Any Ranger who has not rested may go, but not the one who just "
                     "went, unless they exhaust their role to go again.", "Phase 2: Ranger Turns"),
    "commit_energy": R("Commit energy", "Spend energy of the test's aspect: each one is a point of "
                       "effort. At least one is needed to begin.", "Performing a Test"),
    "commit_cards": R("Commit icons", "Discard hand cards with the test's approach icon: each icon adds "
                      "one effort. Only what concerns committing matters on them.", "Commit Approach Icons"),
    "response": R("A response", "A card may answer what just happened, now and only now. Passing "
                  "lets the moment go by.", "Timing"),
    "travel": R("Travel", "The location's progress is met and nothing blocks the way: the group may "
                "move along one path to a next location, or stay.", "Phase 3: Travel"),
    "camp": R("Camp or press on", "Having chosen where to go, the group may end the day there (safer) "
              "or set up the new location and go on.", "Ending the Day"),
    "mulligan": R("Mulligan", "Set aside any cards of your opening hand, draw as many new ones and "
                  "shuffle the old ones back.", "Game Setup"),
    "guide": R("Campaign guide", "Read the entry named in the campaign guide and apply what it says; "
               "the app names the number, never the text.", "Campaign Guide"),
    "setup_search": R("Setup cards", "You may search your deck for one card with Setup and put it "
                      "into play before the day begins.", "Keywords: Setup"),
    "clear_type": R("Clearing", "The card reached both thresholds: choose which one clears it (its "
                    "clear effect follows).", "Clearing Cards"),
    "choose_host": R("Attach", "Choose the card this attachment goes on; it leaves play with that card.",
                     "Additional Concepts: Attach"),
    "equip_limit": R("Equip limit", "More than five equip squares are filled: discard gear until five "
                     "or fewer are.", "Ranger Card Anatomy"),
    "scout": R("Scout", "Put each card you look at on the top or the bottom of its deck, in the order "
               "you like.", "Additional Concepts: Scout"),
    "search": R("Search", "Take one card that fits from the cards shown; the rest go back and the deck "
                "is shuffled.", "Additional Concepts: Search"),
    "challenge_order": R("Challenge effects", "Several active cards answer the revealed symbol: choose "
                         "the order they resolve in. Each resolves once per test.", "Performing a Test"),
    "choose_target": R("Aim the test", "The moment's test needs a card to interact with: choose it.",
                       "Performing a Test"),
    "abilities": R("Abilities", "An Exhaust ability may be used at the end of the last turn too, before "
                   "travel and refresh.", "Triggered Effect Timing"),
    "manual_effect": R("Apply by hand", "The engine cannot play this text itself: apply it with the "
                       "manual tools, then go on.", "The Golden Rule"),
    "effect_choice": R("A card's choice", "The card's text asks you to choose: pick one.", "The Golden Rule"),
    "effect_may": R("A card's option", "The card says you may: yes or no.", "The Golden Rule"),
    "weather": R("Weather", "Choose the weather the day's setup asks for; it stays in the surroundings "
                 "all day.", "Weather Cards"),
    "effect_amount": R("A card's number", "Choose how many, within what the card allows.", "The Golden Rule"),
}  # fmt: skip

ROUND = R(
    "The round", "Path cards, Ranger turns, travel, refresh: every round of the day.", "Playing the Game"
)


def prompt_help(prompt: Prompt | None, state: GameState) -> Topic:
    """The rule that applies to the question on the table (the round's shape when nothing is asked)."""
    if prompt is None:
        why = f" ({state.day_over})" if state.day_over else ""
        return Topic(f"The day is over{why}", (R("Ending the day", "The day has ended; camp, fatigue, "
                     "injuries or an entry ended it.", "Ending the Day"),))  # fmt: skip
    rule = PROMPT_RULES.get(prompt.kind, ROUND)
    return Topic(prompt.title or rule.heading, (rule, ROUND) if rule is not ROUND else (ROUND,))


def card_help(state: GameState, catalog: CatalogLike, iid: str, notes: tuple[str, ...] = ()) -> Topic:
    """The rules that apply to this card as it stands, most pressing first."""
    inst = state.cards.get(iid)
    if inst is None:
        return Topic("That card is no longer on the table", (ROUND,))
    card = catalog.card(inst.def_id)
    name = str(getattr(card, "name", inst.def_id))
    kind = str(getattr(card, "type", ""))
    zone, owner = where(state, iid)
    keywords = [k.name for k in (getattr(card, "keywords", ()) or ())]
    rules: list[Rule] = []
    if "obstacle" in keywords and not inst.exhausted and zone in ("within_reach", "along_the_way"):
        rules.append(
            R(
                "An obstacle in the way",
                f"While {name} is ready, no card beyond it can be "
                "interacted with, and nobody travels. Exhaust it (Avoid) or clear it.",
                "Keywords: Obstacle",
            )
        )
    if inst.exhausted:
        rules.append(
            R(
                "Exhausted",
                f"{name} is turned: it fatigues nobody, its challenge effects rest and "
                "an Exhaust cost cannot be paid with it. It readies at the refresh.",
                "Additional Concepts: Exhaust/Ready",
            )
        )
    if (
        zone in ("within_reach", "along_the_way", "surroundings")
        and getattr(card, "category", "") != "ranger"
    ):
        rules.append(_fatigue_rule(name, zone, inst.exhausted))
    if getattr(card, "category", "") == "location":
        rules.append(
            R(
                "Travel from here",
                "Once its progress reaches its threshold and no ready obstacle "
                "is in play, the group may travel after everyone rests.",
                "Phase 3: Travel",
            )
        )
    symbols = _symbols(card)
    if symbols:
        rules.append(
            R(
                "Challenge symbols",
                f"{name} answers the {', '.join(symbols)} symbol when a test reveals it, if it is ready.",
                "Performing a Test",
            )
        )
    if (
        getattr(card, "progress_threshold", None) is not None
        or getattr(card, "harm_threshold", None) is not None
    ):
        rules.append(
            R(
                "Clearing",
                "Enough progress or harm on it clears it once the current step is done.",
                "Clearing Cards",
            )
        )
    if zone == "hand":
        rules.append(_hand_rule(kind))
    elif zone == "fatigue":
        rules.append(R("Fatigue", "A card in your fatigue stack comes back only when you soothe.", "Fatigue"))
    elif zone == "player_area" and kind == "role":
        rules.append(
            R(
                "Your role",
                "Harm on it counts your injuries; a third ends the day. Exhausting it "
                "buys a second turn in a row.",
                "Additional Concepts: Injury",
            )
        )
    elif zone == "player_area" and owner is not None:
        rules.append(
            R(
                "Equipped",
                "Your gear stays in your player area; at most five equip squares in all.",
                "Ranger Card Anatomy",
            )
        )
    for k in keywords:
        e = lookup(k)
        if e is not None and not any(r.section == e.section for r in rules):
            rules.append(R(e.term, e.text, e.section))
    return Topic(name, tuple(rules) or (ROUND,), notes)


def _fatigue_rule(name: str, zone: str, exhausted: bool) -> Rule:
    near = {
        "within_reach": "Within reach: nothing stands between you and it, but it stands between you and "
        "cards further away.",
        "along_the_way": "Along the way: the cards within your reach stand between you and it.",
        "surroundings": "In the surroundings: everything within your reach and along the way is between.",
    }[zone]
    tail = (
        " Exhausted, it fatigues nobody now."
        if exhausted
        else f" Ready, {name} fatigues by its presence whoever interacts past it."
    )
    return R("Fatigue from interacting", near + tail, "Fatigue from Interacting")


def _hand_rule(kind: str) -> Rule:
    if kind == "attribute":
        return R(
            "An attribute",
            "Never played: discard it during a test for its approach icons.",
            "Commit Approach Icons",
        )
    return R("Playing it", "Spend energy of its aspect equal to its cost on your turn (a response: at its "
             "moment). Or discard it during a test for its approach icons.", "Play a Card")  # fmt: skip


def _symbols(card: object) -> list[str]:
    found = getattr(card, "challenge", None) or getattr(card, "challenge_symbols", None)
    if isinstance(found, dict):
        return [str(s) for s in found]
    if isinstance(found, (list, tuple)):
        return [str(getattr(s, "symbol", s)) for s in found]
    return []
