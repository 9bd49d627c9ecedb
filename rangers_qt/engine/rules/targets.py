"""Which card a printed test interacts with (Rulebook: Perform a Test; 1. Choose Test).

Why a table: a test on your own gear interacts with the card in play its text affects, and that
decides fatigue from cards between, obstacles, other Rangers' tokens and the Friendly/Weapon rule.
The card data says ``targets: "chosen"`` when the text picks the card; this table names the kind
of card for each such test of the core set (missions too) (a fact read from the card, in the engine's words):

- a card type: ``being``, ``feature``, ``location``, ``path`` (any path card), ``card`` (any);
- a keyword (``obstacle``) or a trait (``flora``, ``water``, ``human``): cards in play that have it;
- ``self``: the card the test is printed on; ``none``: no card in play (scouting, your deck).
"""

from __future__ import annotations

TYPE_WORDS = frozenset({"being", "feature", "location", "path", "card"})

#: (card id, test id) -> the targets words for tests whose data says "chosen".
CHOSEN_TARGETS: dict[tuple[str, str], str] = {
    ("01009", "t1"): "none",  # Meditation Pillow: your fatigue stack
    ("01011", "t1"): "none",  # Pocketed Belt Pouch: your deck
    ("01020", "t1"): "none",  # Riri the Sparrow Hawk: scouts the path deck
    ("01027", "t1"): "self",  # Oru the Sheep Dog: readies itself
    ("01032", "t1"): "flora",  # Carbonforged Trowel, Tend
    ("01032", "t2"): "being",  # Carbonforged Trowel, Strike
    ("01040", "t1"): "none",  # Hydrolens Goggles: scouts the path deck
    ("01043", "t1"): "being",  # Orlin Hiking Stave, Strike
    ("01054", "t1"): "self",  # Carbonforged Cable: the predator it is attached to
    ("01057", "t1"): "obstacle",  # Spiderpad Gloves: move your token to an obstacle
    ("01058", "t1"): "being",  # Wrist-mounted Darter
    ("01071", "t1"): "being",  # Orlin Thumper
    ("01082", "t1"): "being",  # Sky Whip
    ("01202", "t1"): "self",  # Scuttler Tunnel: this feature
    ("01204", "t1"): "path",  # Sil's Sketchbook: a path card
    ("01208", "t1"): "none",  # Topographone: scouts the path deck
    ("01210", "t1"): "being",  # Umbral Claw
    ("01211", "t1"): "water",  # Ar Tel's Vaulting Rod: a water card
    ("01212", "t1"): "being",  # Gauzeblade
    ("01213", "t1"): "none",  # Dolewood Canoe: your Ranger token and this gear
    ("01240", "t1"): "self",  # Lingering Injury: the card on your role
    ("MI04", "t1"): "human",  # Biscuit Delivery (back), Give: a human
}


def target_words(def_id: str, test_id: str, printed: str) -> list[str]:
    """The targets words of a printed test ("chosen" resolved through the table, else "none")."""
    if printed == "chosen":
        printed = CHOSEN_TARGETS.get((def_id, test_id), "none")
    return printed.replace(",", " ").split()
