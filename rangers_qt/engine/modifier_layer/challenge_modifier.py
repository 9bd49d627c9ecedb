"""Another modifier of the revealed challenge card for the test in progress.

Rulebook: Performing a Test, 3. Reveal a Challenge Card - the revealed card's modifier for the
test's aspect adjusts the committed effort. A card may let a Ranger use the modifier the same card
shows for another aspect instead, paying energy of that aspect (Probability Compass). The
resulting effort is worked out again with the new modifier (and any constant on effort).
"""

from __future__ import annotations

from rangers_qt.engine.core import Engine

# The module, not its names: the modifier layer's modules load one another (its __init__.py).
from rangers_qt.engine.modifier_layer import modifiers

ASPECT_ORDER = ("AWA", "FIT", "FOC", "SPI")


def better_aspects(eng: Engine, ranger: str, spend: int) -> list[str]:
    """Aspects (printed order) whose modifier on the current test's revealed challenge card is
    better than the one in use, of which ``ranger`` has at least ``spend`` energy. None once the
    outcome is known, or without a revealed card."""
    test = eng.state.test
    if test is None or test.challenge_card is None or test.succeeded is not None:
        return []
    mods = eng.facts(test.challenge_card).mods
    have = eng.state.ranger(ranger).energy
    return [
        a
        for a in ASPECT_ORDER
        if a != test.aspect and mods.get(a, 0) > test.modifier and have.get(a, 0) >= spend
    ]


def use_modifier(eng: Engine, ranger: str, aspect: str, spend: int) -> None:
    """``ranger`` pays ``spend`` energy of ``aspect``; the test uses that aspect's modifier."""
    st = eng.state
    test = st.test
    if test is None or test.challenge_card is None or test.succeeded is not None:
        return
    r = st.ranger(ranger)
    if r.energy.get(aspect, 0) < spend:
        return
    if spend:
        r.energy[aspect] -= spend
        eng.rec.ranger(ranger)
    test.modifier = eng.facts(test.challenge_card).mods.get(aspect, 0)
    bonus = 0
    if eng.book.behaviour.constant_kinds.get("effort"):
        bonus = modifiers.effort_bonus(eng)
    test.resulting_effort = max(0, test.effort + test.modifier + bonus)
    eng.rec.event(
        "challenge",
        f"{r.name} uses the {aspect} modifier ({test.modifier:+d}) instead; resulting effort "
        f"{test.resulting_effort}",
        [test.challenge_card],
        test.ranger,
    )
