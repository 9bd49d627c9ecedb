"""Help pages in our own words: how a round goes, the common tests, and bringing your own card data.

Written for this app (not the rulebook's sentences); the rules reference and campaign guide stay
on the publisher's site (app/guide_links.py) and open in the browser.
"""

from __future__ import annotations

ROUND = """<h3>How a round goes</h3>
<ol>
<li><b>Path cards.</b> Starting with the lead ranger, each ranger draws a path card. It goes
along the way (arrow up) or within reach of whoever drew it (arrow down). A book number on it
means: read that campaign guide entry (the app offers to open it online).</li>
<li><b>Ranger turns.</b> Rangers take turns in any order the group likes (not the same ranger
twice in a row unless a card allows it). A turn is one of: <i>perform a test</i>,
<i>play a card</i> from your hand by paying its energy, or <i>rest</i> (you take no more turns
this round). When everyone has rested, the phase ends.</li>
<li><b>Travel.</b> If the location has at least its threshold of progress and no ready obstacle
stands in the way, the group may travel to a neighbouring location, and may camp there to end
the day.</li>
<li><b>Refresh.</b> Each ranger suffers 1 fatigue per injury, draws a card (an empty deck ends
the day), refills energy up to the aspect values and readies every card.</li>
</ol>
<p><b>A test, step by step:</b> choose it (the app shows the fatigue price and the chance of
success first) &middot; suffer fatigue from each ready card between you and the card you interact
with &middot; commit energy of the test's aspect, then any cards whose approach icons match
&middot; reveal a challenge card and add its modifier &middot; effort at least the difficulty is a
success &middot; resolve the challenge symbol's effects on cards in play.</p>
"""

TESTS = """<h3>The common tests</h3>
<p>Every ranger can always try these four (the difficulty is the target's presence, at least 1):</p>
<ul>
<li><b>Traverse</b> &mdash; Fitness + exploration, on a feature or the location: success puts
progress on it equal to your effort; failure injures you.</li>
<li><b>Connect</b> &mdash; Spirit + connection, on a being that is not disconnected: success
puts progress on it equal to your effort.</li>
<li><b>Avoid</b> &mdash; Awareness + conflict, on a being: success exhausts it.</li>
<li><b>Remember</b> &mdash; Focus + reason, difficulty 1, no target: scout as many cards from
the top of your deck as your effort (look at them, then put each back on top or at the bottom in
the order you like), then draw one.</li>
</ul>
<p>Cards add their own tests; the test dialog (T) lists them with their price and odds.</p>
<p><b>Where to find them on the table:</b> a card you can test, play or use carries a pill at its
foot ("2 tests", "play", "use"). Click the pill or right-click the card for its list, each with
its number key and, for a test, the fatigue it costs and your chance; hover it to read the same
list. Dragging your role card onto a card starts that card's common test (after showing its
price). The bar under the table keeps only what belongs to no card: Remember, Rest, Done.</p>
"""

OWN_DATA = """<h3>Your own card text and images</h3>
<p>The app ships no printed card text and no card art. If you own a copy of the community card
data (a JSON list of cards with fields such as <code>code</code> or <code>id</code>,
<code>name</code> and <code>text</code>) or scans of your own cards, point the app at them:</p>
<ul>
<li><b>View &gt; Card data file&hellip;</b> choose your JSON file; the preview then shows each
card's printed text from your file, beside the rules text the app generates.</li>
<li><b>View &gt; Card images folder&hellip;</b> choose a folder of images named by card id
(<code>01037.png</code>, <code>.jpg</code> or <code>.webp</code>); they replace the drawn faces.</li>
</ul>
<p>Both choices are remembered (settings) and only ever read from your own files.</p>
"""

MANUAL = """<h3>Applying a card by hand</h3>
<p>Where the app does not script a card's text yet, open <b>Game &gt; Manual tools</b> (its key
is shown in the menu; it also opens when a card waits for you): click a card, then add or remove any kind
of token, exhaust or ready it, discard it or move it to any zone, and give a ranger fatigue,
soothe, draws, an injury or a heal. Every step is logged in words and undone with Ctrl+Z.
The sandbox (Game &gt; Sandbox) stays for free play.</p>
"""
