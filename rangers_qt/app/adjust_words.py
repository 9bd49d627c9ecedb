"""A manual adjustment or guide tool in words, for the log ("Manual: exhaust Sitka Doe").

Names, never ids: the caller passes how to name a card in play, a Ranger and a card definition.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rangers_qt.engine.manual import DAY_ACTIONS, ManualAdjust

#: Manual actions the campaign guide's tools use (logged as "Guide: ..."): the day's tools and ending
#: the day.
GUIDE_ACTIONS = DAY_ACTIONS | {"end_day"}


def adjust_words(
    adj: ManualAdjust,
    card_name: Callable[[str], str],
    ranger_name: Callable[[str | None], str],
    def_name: Callable[[str | None], str],
) -> str:
    who = ranger_name(adj.ranger) if adj.ranger else ""
    card = card_name(adj.card) if adj.card else ""
    words = {
        "add_tokens": f"add {adj.amount} {adj.token} to {card}",
        "remove_tokens": f"remove {adj.amount} {adj.token} from {card}",
        "exhaust": f"exhaust {card}",
        "ready": f"ready {card}",
        "discard": f"discard {card}",
        "move": f"move {card} to {adj.zone}" + (f" ({who})" if who else ""),
        "draw": f"{who} draws {adj.amount}",
        "fatigue": f"{who} suffers {adj.amount} fatigue",
        "soothe": f"{who} soothes {adj.amount} fatigue",
        "injure": f"{who} is injured",
        "heal": f"{who} heals an injury",
        "energy": f"{who} {adj.amount:+d} {adj.aspect} energy",
        "effort": f"{adj.amount:+d} effort on the test",
        "ranger_token": f"{who}'s ranger token to {card or 'role'}",
        "end_day": f"the day ends ({adj.reason})",
        "record_event": f"record the notable event \u201c{adj.reason}\u201d",
        "unlock_reward": f"unlock the reward {def_name(adj.card)}",
        "add_mission": f"add the mission {def_name(adj.card)}",
        "complete_mission": f"complete the mission {card}",
        "flip": f"flip {card}",
        "put_into_play": f"put {def_name(adj.card)} into play",
        "open_route": f"open a {str(adj.token).replace('_', ' ')} route to {adj.zone}",
        "open_river": "open the river paths",
        "schedule_entry": f"write entry {adj.reason} above day {adj.amount}",
        "cross_out_event": f"cross out the notable event \u201c{adj.reason}\u201d",
        "day_note": f"note \u201c{adj.reason}\u201d on today's tracker",
        "deck_change": f"{who}'s deck: "
        + " ".join(
            x
            for x in (
                f"remove {def_name(adj.token)}" if adj.token else "",
                f"add {def_name(adj.card)}" if adj.card else "",
            )
            if x
        ),
        "mark_mission": f"mark {adj.amount} progress on {card}",
        "adjust": f"{card}: {str(adj.stat).replace('_', ' ')} {adj.amount:+d}",
        "auto_pass": "optional responses pass automatically"
        if adj.amount
        else "optional responses are offered again",
    }
    kind = "Guide" if adj.action in GUIDE_ACTIONS else "Manual"
    return f"{kind}: " + words.get(adj.action, adj.describe())


def said_by(who: str, text: str, names: Iterable[str] = ()) -> str:
    """A log line for an answer: "Mira: Rest", not "Mira: Mira: use ..." when the option's own
    words already begin with the ranger's name, nor "Oren: Mira: use ..." when they name the
    Ranger the option is about (``names``: every Ranger's name; an ability Mira may use offered
    while Oren answers)."""
    if not who or any(text.startswith(f"{n}:") for n in (who, *names) if n):
        return text
    return f"{who}: {text}"
