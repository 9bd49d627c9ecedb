"""Colours and fonts of the table, in one place so a theme switch is one assignment.

Colour is never the only signal (UI.md): every coloured thing also carries an icon or text.
"""

from __future__ import annotations

from dataclasses import dataclass

ASPECT_COLOURS = {"AWA": "#3f8f4e", "FIT": "#b8403a", "FOC": "#2f6fb0", "SPI": "#cf8a22"}
KIND_COLOURS = {
    "ranger": "#5f646b",
    "role": "#7b6a48",
    "path": "#6e4a33",
    "being": "#80402c",
    "feature": "#3f6b3c",
    "attachment": "#5f4a7a",
    "location": "#3f6670",
    "weather": "#4b5f80",
    "mission": "#8a6d2a",
    "challenge": "#3b3f46",
    "aspect": "#55606b",
}
SYMBOL_COLOURS = {"sun": "#e0a526", "mountain": "#7d8a99", "crest": "#4aa3a0"}
TOKEN_COLOURS = {"progress": "#2f8f6a", "harm": "#b0342e", "ranger": "#d9b43c"}
DEFAULT_TOKEN_COLOUR = "#6a6fa8"


@dataclass(frozen=True)
class Theme:
    name: str
    window: str
    table: str
    zone: str
    zone_active: str
    zone_border: str
    zone_label: str
    text: str
    muted: str
    accent: str
    glow: str
    panel: str
    card_body: str
    text_box: str
    text_box_ink: str


DARK = Theme(
    name="dark",
    window="#1b1e22",
    table="#20262b",
    zone="#273038",
    zone_active="#2d3a44",
    zone_border="#3a4752",
    zone_label="#9fb3c2",
    text="#e6e9ec",
    muted="#8b98a3",
    accent="#e0b24a",
    glow="#ffd75e",
    panel="#23282d",
    card_body="#2b2f34",
    text_box="#efe7d4",
    text_box_ink="#23201b",
)

LIGHT = Theme(
    name="light",
    window="#eceae4",
    table="#d9d5c9",
    zone="#e6e2d7",
    zone_active="#f3efe3",
    zone_border="#b9b2a0",
    zone_label="#4f5a62",
    text="#1f2327",
    muted="#5d6770",
    accent="#9a6b10",
    glow="#e09a00",
    panel="#f2f0ea",
    card_body="#3a3e44",
    text_box="#f4eddc",
    text_box_ink="#23201b",
)

THEMES = {"dark": DARK, "light": LIGHT}
FONT_FAMILY = "DejaVu Sans"
