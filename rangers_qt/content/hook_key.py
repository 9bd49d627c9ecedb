"""The key of one hook of a card: where a printed text or a behaviour hangs (``test:t1:failure``,
``challenge:sun``, ``clear:progress+harm``, ``response:when:cleared#2``, ``enters_play``).

Why one typed key with one parser and one formatter: the printed inventory, the behaviour's
triggers, the windows, the pauses and the listeners all name hooks; each used to split the string
itself. The stored form (in saves, the log and queued ``card_text`` steps) is the string, so
``str(HookKey.parse(s)) == s`` for every key the project makes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

#: The hooks whose abilities are used in a timing window (cards/README.md): a response, a timed
#: exhaust / use-tokens ability, an attribute's commit rule. Their key is ``hook:timing:event``.
WINDOWED_HOOKS: tuple[str, ...] = ("response", "ability", "commit")

TIMINGS: tuple[str, ...] = ("before", "when", "after", "would")

BRANCHES: tuple[str, ...] = ("success", "failure", "always")


@dataclass(frozen=True, slots=True)
class HookKey:
    """One hook. ``hook`` is the kind (``test``, ``challenge``, ``clear``, a windowed hook, or a
    named hook such as ``enters_play``); the other fields are the parts that kind has."""

    hook: str
    #: test: the printed test's id and the outcome the text applies on.
    test: str = ""
    branch: str = ""
    #: challenge: the symbol.
    symbol: str = ""
    #: clear: the thresholds that share the clear effect, in printed order.
    by: tuple[str, ...] = ()
    #: response / ability / commit in a window: its timing and event.
    timing: str = ""
    event: str = ""
    #: A hook printed more than once on a card: its copy number from 2 (None: the first).
    nth: int | None = None

    @staticmethod
    def parse(key: str) -> HookKey:
        """The key of ``key``; ValueError (one line, naming the key) when it has no known shape."""
        return _parse(key)

    @property
    def windowed(self) -> bool:
        """A response, timed ability or commit rule, used in its timing window."""
        return bool(self.timing)

    @property
    def first(self) -> HookKey:
        """The same hook without its copy number (``response:when:cleared#2`` -> ``...cleared``)."""
        return self if self.nth is None else replace(self, nth=None)

    def copy(self, n: int) -> HookKey:
        """The n-th copy of this hook (1: the first, written without a number)."""
        return replace(self, nth=None if n == 1 else n)

    def __str__(self) -> str:
        if self.hook == "test":
            text = f"test:{self.test}:{self.branch}"
        elif self.hook == "challenge":
            text = f"challenge:{self.symbol}"
        elif self.hook == "clear" and self.by:
            text = "clear:" + "+".join(self.by)
        elif self.timing:
            text = f"{self.hook}:{self.timing}:{self.event}"
        else:
            text = self.hook
        return text if self.nth is None else f"{text}#{self.nth}"


def _word(part: str) -> bool:
    return bool(part) and part.replace("_", "a").isalnum()


@lru_cache(maxsize=4096)  # the keys are the catalogue's: a few hundred distinct strings
def _parse(key: str) -> HookKey:
    body, mark, nth_text = key.partition("#")
    nth: int | None = None
    if mark:
        if not nth_text.isdigit() or int(nth_text) < 2:
            raise ValueError(f"hook key {key!r}: the copy number after '#' is a whole number from 2")
        nth = int(nth_text)
    hook, _, rest = body.partition(":")
    parts = rest.split(":") if rest else []
    if not _word(hook):
        raise ValueError(f"hook key {key!r}: expected a hook name before the first ':'")
    if not parts:
        return HookKey(hook, nth=nth)
    if hook == "test" and len(parts) == 2 and _word(parts[0]) and parts[1] in BRANCHES:
        return HookKey(hook, test=parts[0], branch=parts[1], nth=nth)
    if hook == "challenge" and len(parts) == 1 and _word(parts[0]):
        return HookKey(hook, symbol=parts[0], nth=nth)
    if hook == "clear" and len(parts) == 1 and all(_word(p) for p in parts[0].split("+")):
        return HookKey(hook, by=tuple(parts[0].split("+")), nth=nth)
    if hook in WINDOWED_HOOKS and len(parts) == 2 and parts[0] in TIMINGS and _word(parts[1]):
        return HookKey(hook, timing=parts[0], event=parts[1], nth=nth)
    raise ValueError(
        f"hook key {key!r}: expected test:<id>:<branch>, challenge:<symbol>, clear:<by>[+<by>], "
        f"<response|ability|commit>:<timing>:<event> or a hook name"
    )


def windowed_key(on: str) -> tuple[str, str, str] | None:
    """``response:when:test`` -> ("response", "when", "test"); None for a named trigger (or any
    text that is not a windowed key)."""
    try:
        key = _parse(on)
    except ValueError:
        return None
    return (key.hook, key.timing, key.event) if key.windowed else None
