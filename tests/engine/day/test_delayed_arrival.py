"""Behaviour: ``delayed`` until ``arrival`` - effects a "when you travel" response leaves for the
group's destination run once it is reached (its path deck built, before its arrival setup); when
the group stays instead, the next travel phase forgets them."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m

from .kit import Day, location


def _gift_at_alpha() -> Any:
    """alpha, whose forced "when you travel" response leaves 1 progress for the destination."""
    return location(
        "DLA",
        slug="alpha",
        progress=2,
        printed=(m.PrintedAbility(hook="response", window="when", event="travel"),),
        behaviour={
            "abilities": [
                {
                    "on": "response:when:travel",
                    "effects": [
                        {
                            "do": "delayed",
                            "until": "arrival",
                            "effects": [{"do": "add_tokens", "target": "location", "kind": "progress"}],
                        }
                    ],
                }
            ]
        },
    )


def _to_beta(d: Day) -> int:
    d.pick("travel:beta", "travel")
    d.pick("camp:no", "camp")
    assert d.state.day.location == "beta"
    return d.state.cards[d.state.surroundings[0]].tokens.get("progress", 0)


def test_effects_left_for_the_destination_run_on_the_new_location() -> None:
    d = Day([_gift_at_alpha()], path=[])
    d.ready_to_travel()
    assert _to_beta(d) == 1 and not d.state.delayed


def test_effects_left_for_a_travel_the_group_did_not_make_are_forgotten() -> None:
    d = Day([_gift_at_alpha()], path=[])
    d.ready_to_travel()
    d.pick("stay", "travel")
    d.ready_to_travel()  # the next round's window leaves the progress again, once
    assert len(d.state.delayed) == 1
    assert _to_beta(d) == 1
