"""The modifier layer and what it reads, below the card operations (docs/layers.md).

Why a package of its own, under ``ops``: the operations, the rules and the verb runners all ask
what a card's values are now (its presence and thresholds with the constants of cards in play and
the timed modifiers applied, ``modifiers``), whether a condition of the behaviour language holds
and what its selectors and amounts come to (``evaluate``), whether a cost can be paid (``costs``),
which other aspect a test could use (``test_aspect``) and the challenge card's other modifier
(``challenge_modifier``). None of these changes the state through ``ops`` or starts a flow.
"""

# The modules read one another's names at load (evaluate's ``Ctx`` in modifiers, modifiers in
# evaluate and challenge_modifier as a module): the modifier layer loads first, whichever module of
# the package is asked for, so each finds the names it imports already defined.
from rangers_qt.engine.modifier_layer import modifiers

__all__ = ["modifiers"]
