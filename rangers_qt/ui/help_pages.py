"""More help pages in our own words (keywords, glossary), and the pages built from the app itself:
the keyboard shortcuts (from the actions, so the list never goes stale after a rebinding) and
About (version, licences, where the card data comes from).

The rulebook is the authority; these pages say what a word means for play in a sentence or two,
written for this app (never the rulebook's or a card's sentences).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion
from PySide6.QtGui import QKeySequence

from rangers_qt import __version__
from rangers_qt.deferred import Deferred

if TYPE_CHECKING:
    import platform
else:  # read by the About page only: not with the window's first paint (rangers_qt/deferred.py)
    platform = Deferred("platform")

KEYWORDS = """<h3>Keywords</h3>
<p>A keyword in bold at the top of a card's text box is a short rule the card always follows.</p>
<dl>
<dt><b>Ambush</b></dt><dd>Arriving within a Ranger's reach (or moved there) while ready, it
fatigues that Ranger once.</dd>
<dt><b>Conduit</b></dt><dd>Equipped gear whose tokens pay for manifestation cards.</dd>
<dt><b>Disconnected</b></dt><dd>The Connect test cannot put progress on it.</dd>
<dt><b>Dodge</b></dt><dd>Cards you dodge during a test are treated as not in your way: they
neither fatigue you nor block you, though their challenge effects still happen.</dd>
<dt><b>Fatiguing</b></dt><dd>Ready and near you (your area, within reach or along the way) when
you rest: you suffer fatigue equal to its presence, or to the number after the keyword.</dd>
<dt><b>Friendly</b></dt><dd>Never fatigues you for standing in the way, and weapons cannot be
used on it.</dd>
<dt><b>Manifestation</b></dt><dd>Played by spending a token from one of your conduits.</dd>
<dt><b>Obstacle</b></dt><dd>While ready it blocks interaction with every card beyond it, and
nobody can travel while one is in play.</dd>
<dt><b>Persistent</b></dt><dd>Stays in play (with its attachments) when the group travels.</dd>
<dt><b>Setup</b></dt><dd>At the start of a day you may search your deck for one such card and
put it into play.</dd>
<dt><b>Unique</b></dt><dd>Only one card of that name from a Ranger's deck in play at a time;
playing another copy discards the first.</dd>
</dl>
"""

GLOSSARY = """<h3>Glossary</h3>
<dl>
<dt><b>Along the way</b></dt><dd>The middle row: path cards every Ranger shares.</dd>
<dt><b>Aspect</b></dt><dd>Awareness, Fitness, Focus and Spirit: your energy each round and the
energy a test asks for.</dd>
<dt><b>Approach</b></dt><dd>Conflict, Connection, Exploration, Reason: the icons on cards you may
commit to a test of that approach.</dd>
<dt><b>Challenge card</b></dt><dd>Revealed at every test: a modifier to your effort and a symbol
(sun, mountain or crest) that sets off effects on cards in play.</dd>
<dt><b>Effort</b></dt><dd>The energy and icons you commit plus the challenge modifier; at least
the difficulty is a success.</dd>
<dt><b>Exhausted</b></dt><dd>Turned sideways: it does not fatigue you and its challenge effects
rest until it is readied at the refresh.</dd>
<dt><b>Fatigue</b></dt><dd>Cards moved from the top of your deck to your fatigue stack: the cost
of interacting past ready cards. An empty deck ends the day.</dd>
<dt><b>Injury</b></dt><dd>A harm on your role card; each costs a fatigue at every refresh, and a
third one ends your day.</dd>
<dt><b>Presence</b></dt><dd>A path card's number: the difficulty of the common tests on it and
the fatigue it causes.</dd>
<dt><b>Progress / harm</b></dt><dd>Tokens: enough progress clears a card (or lets the group
travel from a location); enough harm clears a being.</dd>
<dt><b>Surroundings</b></dt><dd>The far row: the weather, the location and the missions.</dd>
<dt><b>Within reach</b></dt><dd>Path cards right in front of one Ranger.</dd>
</dl>
"""


#: Keys of their own on some keyboards (the platform binds them too): left out of the list.
DEDICATED = frozenset({"Undo", "Redo", "New", "Open", "Save", "Shift+Save", "Help", "Zoom In", "Zoom Out"})


def shortcut_html(actions: Any) -> str:
    """Every action's name and current keys (the player's bindings included), as a table."""
    rows = []
    for name in actions.names():
        action = actions[name]
        keys = [
            k.toString(QKeySequence.SequenceFormat.NativeText)
            for k in action.shortcuts()
            if not k.isEmpty() and k.toString(QKeySequence.SequenceFormat.PortableText) not in DEDICATED
        ]
        if not keys:
            continue
        title = html.escape(action.text().replace("&", "").rstrip("\u2026"))
        tip = html.escape(action.toolTip())
        shown = ", ".join(f"<b>{html.escape(k)}</b>" for k in keys)
        rows.append(f"<tr><td>{shown}</td><td>{title}</td><td><i>{tip}</i></td></tr>")
    return (
        "<h3>Keyboard shortcuts</h3><p>As bound now (Help \u203a Rebind keys changes them).</p>"
        "<table cellpadding='3'>" + "".join(rows) + "</table>"
    )


def about_html() -> str:
    """What the app is, its version, the licences and where the card data comes from."""
    python = html.escape(platform.python_version())
    return f"""<h3>Rangers Qt {html.escape(__version__)}</h3>
<p>A desktop table for <b>Earthborne Rangers</b> (core set, <i>Lure of the Valley</i>) that keeps
the rules for one to four Rangers at one computer.</p>
<p><b>Licence:</b> the program is free software under the MIT licence. It is built with Qt
{html.escape(qVersion())} through PySide6 {html.escape(pyside_version)} (LGPL v3) and pydantic
(MIT), on Python {python} (PSF licence).</p>
<p><b>Card data:</b> the facts of every core-set card (names, numbers, traits, keywords, tests,
tokens, the Valley map) were entered for this project from the published game; what each card
does is written in our own behaviour data. No printed card text, art or scans are shipped: the
faces are drawn from data. You may show your own card images and card-data file (View menu).</p>
<p>Earthborne Rangers is &copy; Earthborne Games. This is an unofficial fan project, not made or
endorsed by the publisher. The rules reference and campaign guide open on the publisher's site.</p>
"""
