"""Running compiled effect lists: the effects step (stored as op ``fx``), the registry of verb
runners, and the choosing helpers every verb family shares.

Why steps: an effect list may stop for a decision (which predator? how much wind?) and the rest
must wait in the state. ``fx`` carries only JSON - the reference of a compiled effect list
(``01294/challenge/crest``), the position in it, the source card and the bindings - so undo,
replay, saves and the state hash work unchanged. A verb either changes the state through
``engine/ops.py`` or asks a prompt whose options resume ``fx`` at the same position with the
answer bound (``#<position>``). Nested lists (if, for_each, may...) are queued as their own
``fx`` steps followed by the continuation of the outer list.

Each verb's runner sits in the module named after its family (``tokens``, ``cards``, ``decks``,
``rangers``, ``tests``, ``challenge``, ``replacements``, ``travel``, ``campaign``, ``arrival``,
``control``), as its model does in ``content/behaviour/``, registered by model type with
``@runs(Model)`` (docs/behaviour.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

from rangers_qt.content.behaviour.verb import Verb
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, rangers, select
from rangers_qt.engine.prompts import Step, opt

#: The op name of the step that runs an effect list. Stored in queued steps and prompt options,
#: so paused saves carry it: it keeps its short historical spelling.
EFFECTS_OP: Final = "fx"

#: What a verb tells the list runner: go on with the next effect (``CONTINUE_LIST``), or stop
#: this list here (``STOP_LIST``: the verb asked a prompt, queued its own continuation, or a gate
#: was not met).
CONTINUE_LIST, STOP_LIST = True, False


VerbFn = Callable[[Ctx, Any], bool]
V = TypeVar("V", bound=Verb)

#: The runner of each verb, by its model (content/behaviour/effects.py ``VERB_MODELS``): filled by
#: ``runs`` as each family module of this package is imported (interpreter.py imports them all).
RUNNERS: dict[type[Verb], VerbFn] = {}


def runs(model: type[V]) -> Callable[[Callable[[Ctx, V], bool]], Callable[[Ctx, V], bool]]:
    """Register the decorated function as the runner of ``model`` (one runner per verb)."""

    def register(fn: Callable[[Ctx, V], bool]) -> Callable[[Ctx, V], bool]:
        if model in RUNNERS:
            raise EngineError(f"two runners for verb {model.__name__}")
        RUNNERS[model] = fn
        return fn

    return register


def effects_step(ref: str, i: int, src: str | None, bindings: dict[str, Any]) -> Step:
    """The step that runs effects ``i..`` of list ``ref`` for card ``src`` (its args keep the
    stored names ``ref``/``i``/``src``/``b``: saves and the log read them)."""
    return step(EFFECTS_OP, ref=ref, i=i, src=src, b=dict(bindings))


def nested_bindings(bindings: dict[str, Any]) -> dict[str, Any]:
    """Bindings for a nested list: the named ones, not the outer list's pending choices."""
    return {k: v for k, v in bindings.items() if not k.startswith("#")}


def run_list(eng: Engine, ref: str, start: int, src: str | None, bindings: dict[str, Any]) -> None:
    """Run effects ``start..`` of one compiled list until it ends, stops or pauses."""
    compiled = eng.book.behaviour
    effects = compiled.effects(ref)
    st = eng.state
    if start == 0 and ref in compiled.roots:
        what = compiled.roots[ref]
        name = eng.name(src) if src else ref.split("/", 1)[0]
        eng.rec.event("behaviour", f"{name}: {what}", [src] if src else [], bindings.get("$you"))
    for i in range(start, len(effects)):
        if st.phase == "ended":
            return
        before = len(st.queue)
        ctx = Ctx(eng, ref, i, src, bindings)
        fn = RUNNERS.get(type(effects[i]))
        if fn is None:
            raise EngineError(f"no runner for verb {effects[i].do!r}")
        if fn(ctx, effects[i]) is STOP_LIST or st.prompt is not None:
            return
        pushed = len(st.queue) - before
        if pushed > 0 and i + 1 < len(effects):
            # The verb queued steps (a scout, a draw): the rest of the list runs after them.
            st.queue.insert(pushed, effects_step(ref, i + 1, src, bindings))
            return


def run_effects(eng: Engine, args: dict[str, Any]) -> None:
    """The handler of the effects step (``EFFECTS_OP``)."""
    run_list(eng, str(args["ref"]), int(args.get("i", 0)), args.get("src"), dict(args.get("b") or {}))


def then_rest(ctx: Ctx) -> list[Step]:
    """The continuation of the current list after this effect."""
    n = len(ctx.eng.book.behaviour.effects(ctx.ref))
    return [effects_step(ctx.ref, ctx.i + 1, ctx.src, ctx.bindings)] if ctx.i + 1 < n else []


def resume_with(ctx: Ctx, value: Any) -> list[Step]:
    """Steps that re-run this effect with the answer bound (the option's continuation)."""
    return [effects_step(ctx.ref, ctx.i, ctx.src, {**ctx.bindings, ctx.choice_key(): value})]


def titled(ctx: Ctx, text: str) -> str:
    return f"{ctx.eng.name(ctx.src)}: {text}" if ctx.src else text


def ask_which_card(ctx: Ctx, cards: list[str], label: Callable[[str], str], question: str) -> bool:
    """Ask the acting Ranger which of ``cards`` the effect acts on (one option per card, labelled
    ``label(card)``); the chosen one resumes this effect bound to the answer. The one shape of
    "choose a card" that several verbs share, so their prompts stay alike."""
    options = [
        opt(id=f"card:{c}", label=label(c), kind="choose_card", card=c, then=resume_with(ctx, c))
        for c in cards
    ]
    ctx.eng.ask("effect_choice", ctx.you, titled(ctx, question), options)
    return STOP_LIST


#: What ``pick_cards``/``pick_rangers`` return when they asked the acting Ranger: the verb stops
#: and its prompt's options resume it with the answer bound. Never stored (a NUL-led string no
#: card id can equal).
ASKED_A_PLAYER = "\0asked"


def pick_cards(ctx: Ctx, sel: Any, what: str) -> list[str] | str:
    """The cards a verb acts on. A filter picking ``one`` among several asks the acting Ranger
    (returns ``ASKED_A_PLAYER``); a named reference or ``all`` gives every match."""
    if ctx.choice_key() in ctx.bindings:
        chosen = ctx.bindings[ctx.choice_key()]
        if isinstance(chosen, list):  # ``pick: any``: every card picked, in order
            return [str(c) for c in chosen if c in ctx.eng.state.cards]
        return [chosen] if chosen in ctx.eng.state.cards else []
    found = select(ctx, sel)
    if isinstance(sel, str) or sel.pick == "all":
        return found
    if sel.pick == "any":
        return _pick_many(ctx, sel, found, what)
    if sel.pick == "first" or len(found) <= 1:
        return found[:1]
    eng = ctx.eng
    options = [
        opt(
            id=f"card:{iid}",
            label=f"{what} {eng.name(iid)}",
            kind="choose_card",
            card=iid,
            then=resume_with(ctx, iid),
        )
        for iid in found
    ]
    eng.ask("effect_choice", ctx.you, titled(ctx, f"{what} which card?"), options)
    return ASKED_A_PLAYER


def _pick_many(ctx: Ctx, sel: Any, found: list[str], what: str) -> list[str] | str:
    """``pick: any``: one card at a time (kept under ``<choice>m``), then "done"; no question
    when nothing is left to pick or ``at_most`` is reached."""
    key = ctx.choice_key()
    chosen = [str(c) for c in ctx.bindings.get(key + scratch.PICKED_SO_FAR, [])]
    most = amount(ctx, sel.at_most) if sel.at_most is not None else None
    left = [c for c in found if c not in chosen]
    if not left or (most is not None and len(chosen) >= most):
        ctx.bindings.pop(key + scratch.PICKED_SO_FAR, None)
        return chosen
    eng = ctx.eng
    rest = {k: v for k, v in ctx.bindings.items() if k != key + scratch.PICKED_SO_FAR}
    options = [
        opt(
            id=f"card:{iid}",
            label=f"{what} {eng.name(iid)}",
            kind="choose_card",
            card=iid,
            then=[
                effects_step(ctx.ref, ctx.i, ctx.src, {**rest, key + scratch.PICKED_SO_FAR: [*chosen, iid]})
            ],
        )
        for iid in left
    ]
    options.append(
        opt(
            id="done",
            label=f"Done ({len(chosen)} chosen)",
            kind="done",
            then=[effects_step(ctx.ref, ctx.i, ctx.src, {**rest, key: chosen})],
        )
    )
    eng.ask("effect_choice", ctx.you, titled(ctx, f"{what} which cards? ({len(chosen)} chosen)"), options)
    return ASKED_A_PLAYER


def pick_rangers(ctx: Ctx, who: str, what: str, can: Callable[[str], bool] | None = None) -> list[str] | str:
    """The Rangers ``who`` names; a choice among several asks the acting Ranger. ``can``: only
    Rangers who can do it are offered for a choice (one who cannot pay is no choice of payer)."""
    if ctx.choice_key() in ctx.bindings:
        return [str(ctx.bindings[ctx.choice_key()])]
    found = rangers(ctx, who)
    if who not in ("choose", "choose_other", "choose_token_on_this"):
        return found
    if can is not None:
        found = [rid for rid in found if can(rid)]
    if len(found) <= 1:
        return found
    st = ctx.eng.state
    options = [
        opt(
            id=f"ranger:{rid}",
            label=f"{st.ranger(rid).name}",
            kind="choose_ranger",
            then=resume_with(ctx, rid),
        )
        for rid in found
    ]
    ctx.eng.ask("effect_choice", ctx.you, titled(ctx, f"which Ranger {what}?"), options)
    return ASKED_A_PLAYER


def each_card(ctx: Ctx, sel: Any, what: str, fn: Callable[[str], object], bind: str | None = None) -> bool:
    cards = pick_cards(ctx, sel, what)
    if cards == ASKED_A_PLAYER:
        return STOP_LIST
    if bind:
        # ``as``: the effects after this one in the list (they share ``ctx.bindings``) see the card(s).
        ctx.bindings[bind] = cards[0] if len(cards) == 1 else list(cards)
    for iid in cards:
        fn(iid)
        if ops.ended(ctx.eng):
            return STOP_LIST
    return CONTINUE_LIST


def each_ranger(ctx: Ctx, who: str, what: str, fn: Callable[[str], object]) -> bool:
    found = pick_rangers(ctx, who, what)
    if found == ASKED_A_PLAYER:
        return STOP_LIST
    for rid in found:
        fn(rid)
        if ops.ended(ctx.eng):
            return STOP_LIST
    return CONTINUE_LIST


def sub_ref(ctx: Ctx, suffix: str) -> str:
    return f"{ctx.ref}/{ctx.i}/{suffix}"


def queue_sub(ctx: Ctx, suffix: str, bindings: dict[str, Any]) -> list[Step]:
    ref = sub_ref(ctx, suffix)
    return [effects_step(ref, 0, ctx.src, bindings)] if ctx.eng.book.behaviour.effects(ref) else []
