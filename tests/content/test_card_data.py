"""The shipped card data matches the box (Rulebook: Components) and the Valley map."""

from __future__ import annotations

from collections import Counter, deque
from pathlib import Path

from rangers_qt.content.catalog import Catalog
from rangers_qt.content.loader import read_sources
from rangers_qt.content.models import ChallengeCard, LocationCard, PathCardBase, RangerCardBase

# Rulebook: Components (physical copies per set).
RANGER_SETS = {
    "Artificer": 26, "Artisan": 18, "Conciliator": 26, "Explorer": 26, "Forager": 18, "Maladies": 8,
    "Personalities": 32, "Rewards": 62, "Shaper": 26, "Shepherd": 18, "Traveler": 18,
}  # fmt: skip
PATH_SETS = {
    "Branch": 5, "Fractured Wall": 3, "General": 15, "Grassland": 12, "Lakeshore": 12, "Lone Tree Station": 5,
    "Marsh of Rebirth": 2, "Meadow": 4, "Mountain Pass": 12, "Northern Outpost": 3, "Old-Growth": 12,
    "Ravine": 12, "River": 12, "Spire": 6, "Swamp": 12, "Tumbledown": 3, "Valley": 14, "White Sky": 4,
    "Woods": 12,
}  # fmt: skip
PIVOTAL = {
    "white_sky", "lone_tree_station", "northern_outpost", "spire", "the_fractured_wall", "branch",
    "meadow", "marsh_of_rebirth", "tumbledown",
}  # fmt: skip


def _copies_by_set(catalog: Catalog, category: str) -> dict[str, int]:
    found: Counter[str] = Counter()
    for card in catalog.cards.values():
        if card.category == category:
            found[catalog.sets[card.set_id].name] += card.quantity
    return dict(found)


def test_sources_load_without_problems(shipped_cards: Path) -> None:
    result = read_sources(shipped_cards)
    assert result.problems == []
    assert len(result.cards) == 345


def test_ranger_sets_match_the_component_list(catalog: Catalog) -> None:
    assert _copies_by_set(catalog, "ranger") == RANGER_SETS
    assert sum(RANGER_SETS.values()) == 278


def test_path_sets_match_the_component_list(catalog: Catalog) -> None:
    assert _copies_by_set(catalog, "path") == PATH_SETS
    assert sum(PATH_SETS.values()) == 160


def test_other_card_counts(catalog: Catalog) -> None:
    copies = Counter[str]()
    for card in catalog.cards.values():
        copies[card.category] += card.quantity
    assert copies["location"] == 37
    assert copies["challenge"] == 24
    assert copies["weather"] == 4
    assert copies["mission"] == 17
    assert copies["aspect"] == 12


def test_maladies_are_one_card_with_eight_copies(catalog: Catalog) -> None:
    maladies = catalog.set_cards("malady")
    assert [(c.name, c.quantity) for c in maladies] == [("Lingering Injury", 8)]


def test_ids_are_community_codes_or_documented_prefixes(catalog: Catalog) -> None:
    for card_id, card in catalog.cards.items():
        if card.category in ("ranger", "path", "location", "aspect"):
            assert len(card_id) == 5 and card_id.startswith("01") and card_id.isdigit(), card_id
        else:
            prefix = {"challenge": "CH", "weather": "WE", "mission": "MI"}[card.category]
            assert card_id.startswith(prefix) and card_id[2:].isdigit(), card_id


def test_specialties_have_two_roles_and_twelve_cards(catalog: Catalog) -> None:
    for specialty in ("explorer", "artificer", "conciliator", "shaper"):
        cards = catalog.set_cards(specialty)
        roles = [c for c in cards if getattr(c, "type", None) == "role"]
        assert len(roles) == 2
        assert len(cards) == 14
    assert {r.id for r in catalog.roles()} >= {"01037", "01051", "01066", "01079"}


def test_personality_has_four_cards_per_aspect(catalog: Catalog) -> None:
    by_aspect = Counter(c.aspect for c in catalog.set_cards("personality") if isinstance(c, RangerCardBase))
    assert by_aspect == {"AWA": 4, "FIT": 4, "FOC": 4, "SPI": 4}


def test_aspect_cards_are_the_twelve_spreads(catalog: Catalog) -> None:
    spreads = {tuple(c.values.values()) for c in catalog.aspect_cards()}
    assert len(spreads) == 12
    assert all(sorted(s) == [1, 2, 2, 3] for s in spreads)


def test_challenge_deck_distribution(catalog: Catalog) -> None:
    deck = catalog.challenge_cards()
    assert Counter(c.symbol for c in deck) == {"sun": 8, "mountain": 8, "crest": 8}
    reshuffle = [c for c in deck if c.reshuffle]
    assert len(reshuffle) == 4
    assert all(-2 in c.mods.values() for c in reshuffle)
    for aspect in ("AWA", "FIT", "FOC", "SPI"):
        assert Counter(c.mods[aspect] for c in deck) == {-2: 1, -1: 7, 0: 10, 1: 6}
    assert isinstance(deck[0], ChallengeCard)


def test_map_has_37_locations_and_63_connections(catalog: Catalog) -> None:
    vmap = catalog.valley_map
    assert len(vmap.locations) == 37
    assert len(vmap.connections) == 63
    assert {loc.slug for loc in vmap.locations if loc.pivotal} == PIVOTAL
    assert vmap.start == "lone_tree_station"
    assert Counter(c.terrain for c in vmap.connections) == {
        "mountain_pass": 11, "ravine": 9, "river": 9, "woods": 8, "lakeshore": 7, "old_growth": 7,
        "grassland": 6, "swamp": 6,
    }  # fmt: skip


def test_map_is_connected_except_the_marsh(catalog: Catalog) -> None:
    """Every location is reachable over printed paths from the start, except the Marsh of
    Rebirth, which has no printed path (reached through Heart of the Swamp) and only one-way exits."""
    vmap = catalog.valley_map
    seen = {vmap.start}
    queue = deque([vmap.start])
    while queue:
        here = queue.popleft()
        for there, _terrain in vmap.neighbours(here):
            if there not in seen:
                seen.add(there)
                queue.append(there)
    assert set(vmap.slugs()) - seen == {"marsh_of_rebirth"}
    assert vmap.neighbours("marsh_of_rebirth") == []
    assert vmap.travel_options("marsh_of_rebirth") == []  # its card's response leads out of it
    drawn = {link.to for link in vmap.one_way if link.origin == "marsh_of_rebirth"}
    swamp = {end for c in vmap.connections if c.terrain == "swamp" for end in (c.a, c.b)}
    assert drawn == swamp and "michaels_bog" in drawn and len(drawn) == 6


def test_river_paths_are_closed_until_opened(catalog: Catalog) -> None:
    vmap = catalog.valley_map
    closed = {dest for dest, _ in vmap.travel_options("spire")}
    opened = {dest for dest, _ in vmap.travel_options("spire", river_open=True)}
    assert "white_sky" not in closed and "stoneweaver_bridge" not in closed
    assert {"white_sky", "stoneweaver_bridge"} <= opened
    assert vmap.river == ("river",)


def test_locations_agree_with_the_map(catalog: Catalog) -> None:
    for loc in catalog.valley_map.locations:
        card = catalog.card(loc.card_id)
        assert isinstance(card, LocationCard)
        assert card.slug == loc.slug and card.pivotal == loc.pivotal
        assert (card.path_set is not None) == card.pivotal
        assert card.path_set is None or catalog.set_cards(card.path_set)


def test_sample_facts(catalog: Catalog) -> None:
    lts = catalog.location_by_slug("lone_tree_station")
    assert lts.progress_threshold.resolve(3) == 9 and lts.presence.n == 1
    wall = catalog.location_by_slug("the_fractured_wall")
    assert wall.progress_threshold.kind == "ranger_tokens"
    sunken = catalog.location_by_slug("sunken_outpost")
    assert sunken.progress_threshold.kind == "x"
    assert sunken.tokens is not None and sunken.tokens.count.resolve(2) == 4
    mulcher = catalog.card("01321")
    assert isinstance(mulcher, PathCardBase) and mulcher.area == "along_the_way"
    assert mulcher.presence.n == 3 and mulcher.harm_threshold is not None and mulcher.harm_threshold.n == 6
    quisi = next(c for c in catalog.set_cards("the_valley") if c.name.startswith("Quisi Vos"))
    assert {k.name for k in quisi.keywords} == {"fatiguing", "friendly", "persistent"}
    assert quisi.challenge == ("sun", "crest")
    strider = catalog.card("01003")
    assert isinstance(strider, RangerCardBase) and strider.approach == {"exploration": 3}


def test_every_arrival_setup_and_weather_reference_resolves(catalog: Catalog) -> None:
    """Rulebook: Travel, 5. Arrival Setup - every location has one, made of arrival steps led by
    the lead Ranger; what its searches and the weather's Path Deck Assembly name exists."""
    from rangers_qt.content.behaviour import ArrivalStep, PickFromPath
    from rangers_qt.content.behaviour.compile import iter_effects

    for loc in catalog.locations():
        b = loc.behaviour
        assert b is not None and b.arrival, loc.slug
        assert all(isinstance(e, ArrivalStep) for e in b.arrival), loc.slug
        assert b.arrival[0].who in ("lead", "group"), loc.slug
        for e in iter_effects(b.arrival):
            if isinstance(e, PickFromPath) and e.match.card_id:
                assert e.match.card_id in catalog
    added = 0
    for weather in catalog.weather():
        for face in (weather.front, weather.back):
            for rule in face.behaviour.assembly if face.behaviour else ():
                assert rule.rule == "add_to_path_deck"
                for ref in rule.cards:
                    assert catalog.card(ref).set_id == "general"
                    added += 1
    assert added == 2  # Howling Winds and Electric Fog each shuffle one card in


def test_shaper_conduits_exist(catalog: Catalog) -> None:
    conduits = [c for c in catalog.set_cards("shaper") if c.has_keyword("conduit")]
    assert len(conduits) == 4
