"""The one table of moments (content/moments.py): every trigger, window and printed hook names a
moment of it, and the vocabularies the engine and the language use are the ones it derives."""

from __future__ import annotations

import typing

from rangers_qt.content.behaviour import EVENTS, TRIGGERS, WOULD_TRIGGERS
from rangers_qt.content.catalog import load_catalog
from rangers_qt.content.hook_key import HookKey
from rangers_qt.content.models import PrintedEvent
from rangers_qt.content.moments import HEARD_EVENTS, MOMENTS, PRINTED_EVENTS, WINDOW_PAIRS, WOULD_EVENTS
from rangers_qt.engine.effects.listeners import RESPONSE_EVENTS
from rangers_qt.engine.effects.replacements import EVENT_KEYS
from rangers_qt.engine.flow.printed_responses import WINDOW_EVENTS

NAMES = {m.name for m in MOMENTS}
EVENT_NAMES = {m.trigger for m in MOMENTS} | {m.heard_as for m in MOMENTS} | {m.would for m in MOMENTS}


def test_each_moment_has_one_row_and_each_name_one_moment() -> None:
    assert len(NAMES) == len(MOMENTS)
    triggers = [m.trigger for m in MOMENTS if m.trigger]
    assert len(set(triggers)) == len(triggers)
    pairs = [(t, m.name) for m in MOMENTS for t, _w in m.windows]
    assert len(set(pairs)) == len(pairs)  # a (timing, event) is offered in one window only


def test_the_engine_and_the_language_read_their_vocabularies_from_the_table() -> None:
    assert WINDOW_EVENTS is WINDOW_PAIRS
    assert RESPONSE_EVENTS is HEARD_EVENTS
    assert EVENT_KEYS is WOULD_EVENTS
    assert tuple(m.trigger for m in MOMENTS if m.trigger) == EVENTS
    # The card models validate printed events with a Literal (static for the type checker): the
    # same names as the table's printed moments.
    assert set(typing.get_args(PrintedEvent)) == set(PRINTED_EVENTS)


def test_every_would_trigger_names_a_moment_that_can_be_replaced() -> None:
    for on in WOULD_TRIGGERS:
        key = HookKey.parse(on)
        assert key.event in NAMES, on
        moment = next(m for m in MOMENTS if m.name == key.event)
        assert moment.would is not None, on


def test_every_trigger_window_and_printed_hook_of_the_cards_names_a_moment() -> None:
    """The cards' abilities (``on``, ``covers``) and printed inventory (``response:...``) name
    moments by their printed event, and a named trigger is a trigger of the table or one of the
    language's own hooks (``enters_play``, ``refresh``...)."""
    catalog = load_catalog()
    named_hooks = set(TRIGGERS) - set(EVENTS)
    seen_events: set[str] = set()
    for card in catalog.cards.values():
        for face in (card, getattr(card, "front", None), getattr(card, "back", None)):
            for p in getattr(face, "printed", ()) if face is not None else ():
                if p.event is not None:
                    assert p.event in NAMES, (card.id, p.key)
                    seen_events.add(p.event)
    for fk, face_behaviour in catalog.behaviour.faces.items():
        for ab in face_behaviour.abilities:
            for on in filter(None, (ab.on, ab.covers)):
                key = HookKey.parse(on)
                if key.windowed:
                    assert key.event in NAMES, (fk, on)
                else:
                    assert key.hook in named_hooks | set(EVENTS) | {"setup", "state"}, (fk, on)
    assert len(seen_events) > 10  # the catalogue was read


def test_every_window_is_a_window_of_the_table() -> None:
    windows = {w for m in MOMENTS for _t, w in m.windows}
    assert windows == set(WINDOW_EVENTS)
    assert EVENT_NAMES - {None} >= set(RESPONSE_EVENTS) | set(EVENT_KEYS) | set(EVENTS)


def test_covers_names_another_key_the_card_prints() -> None:
    """``covers`` is kept only where an ability hears a printed response at another moment than its
    own key (ruling R91: "when a card clears" heard as ``card_cleared``; ruling R66): it names a key
    the card prints, never the ability's own trigger."""
    catalog = load_catalog()
    covered = 0
    for fk, face_behaviour in catalog.behaviour.faces.items():
        def_id = fk.split(".", 1)[0]
        printed = {k.split("/", 1)[-1].split("#")[0] for k in catalog.card(def_id).printed_keys()}
        for ab in face_behaviour.abilities:
            if ab.covers is None:
                continue
            covered += 1
            assert ab.covers != ab.on, (fk, ab.on)
            assert ab.covers.split("#")[0] in printed, (fk, ab.covers, sorted(printed))
    assert covered > 10  # the catalogue was read
