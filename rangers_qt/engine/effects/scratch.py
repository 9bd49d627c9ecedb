"""The scratch keys a verb keeps in its bindings between two questions.

Why: a verb that asks more than one thing (which card gives the tokens, then which takes them)
resumes through a prompt option that re-runs it with its answers bound. The main answer sits under
the choice key (``#<position>``, ``Ctx.choice_key``); what the verb learnt before sits under the
choice key plus one of these suffixes (``Ctx.scratch_key``). The suffixes are stored in paused
saves and prompt options, so their one-letter values never change; two verbs may share a letter
because a key only lives while its own verb runs.
"""

from __future__ import annotations

#: ``pick: any``: the cards picked so far (runner.pick_cards).
PICKED_SO_FAR = "m"
#: move_tokens: the card the tokens come from, picked before the card taking them.
TOKEN_GIVER = "f"
#: ranger_token: the card a lone Ranger chose for their Ranger token.
TOKEN_DESTINATION = "c"
#: attach: the host, picked before the cards to attach.
ATTACH_HOST = "h"
#: move elsewhere: the cards being moved, how many have moved, the area chosen for the next one.
MOVING_CARDS = "c"
MOVED_SO_FAR = "d"
CHOSEN_AREA = "a"
#: spend_energy / gain_energy: the aspect chosen.
CHOSEN_ASPECT = "a"
#: search_set: how many cards the search has found so far.
FOUND_SO_FAR = "d"
#: take_from_collection: the starting card chosen.
CHOSEN_CARD = "d"
#: dodge with an amount: how many cards were dodged so far.
DODGED_SO_FAR = "n"
#: resolve_challenge: the clears were checked, the symbols resolved so far, the symbol chosen.
CLEARS_CHECKED = "k"
SYMBOLS_DONE = "s"
CHOSEN_SYMBOL = "y"
