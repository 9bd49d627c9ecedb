"""Where card behaviour meets the rules: the hooks a card's behaviour answers (``card_text``), its
triggered abilities (the ``ability`` step) and the checks the windows ask (usable now? optional?).

The verbs themselves run in their family modules (``runner.py`` holds the ``fx`` step and the
registry); importing this module imports every family, so every runner is registered.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key, run_ref
from rangers_qt.content.hook_key import HookKey
from rangers_qt.engine.core import Engine, step

# Each verb family registers its runners (``runner.runs``) as it is imported.
from rangers_qt.engine.effects import (  # noqa: F401
    arrival,
    campaign,
    cards,
    challenge,
    control,
    decks,
    rangers,
    replacements,
    tests,
    tokens,
    travel,
)
from rangers_qt.engine.effects.cards import RESOLVING, abilities_to_resolve
from rangers_qt.engine.effects.runner import effects_step, titled
from rangers_qt.engine.effects.runner import run_effects as run_effects
from rangers_qt.engine.modifier_layer.costs import can_pay
from rangers_qt.engine.modifier_layer.evaluate import Ctx, exists, holds
from rangers_qt.engine.prompts import opt


def _answers(ab: bh.Ability, kinds: set[str]) -> bool:
    """A clear ability answers the thresholds it names (none named: every threshold)."""
    return not ab.by or not kinds or bool(kinds & set(ab.by))


def _hook(eng: Engine, iid: str, key: str) -> tuple[str, Any] | None:
    """What behaviour the showing face of this card has for an inventory key (``challenge:sun``,
    ``test:t1:failure``, ``enters_play``, ``clear:progress``, ``refresh``...): an effect list
    reference, the indexes of its abilities, or None. Worked out once per definition, face and
    key (kept in the card book: the windows ask it for every card in play, many times a round)."""
    card = eng.state.cards.get(iid)
    if card is None:
        return None
    memo_key = ("hook", card.def_id, card.side, key)
    derived = eng.book.derived
    if memo_key in derived:
        found: tuple[str, Any] | None = derived[memo_key]
        return found
    found = _find_hook(eng, face_key(card.def_id, card.side), key)
    derived[memo_key] = found
    return found


def _find_hook(eng: Engine, fk: str, key: str) -> tuple[str, Any] | None:
    face_behaviour = eng.book.behaviour.faces.get(fk)
    if face_behaviour is None:
        return None
    hook = HookKey.parse(key)
    if hook.hook == "challenge":
        return ("list", f"{fk}/challenge/{hook.symbol}") if hook.symbol in face_behaviour.challenge else None
    if hook.hook == "test":
        tb = face_behaviour.tests.get(hook.test)
        if tb is None or not getattr(tb, hook.branch):
            return None
        return ("list", f"{fk}/tests/{hook.test}/{hook.branch}")
    if hook.windowed:
        # A response printed twice (``response:when:cleared#2``): the n-th ability naming it.
        base, n = str(hook.first), hook.nth or 1
        found = [k for k, ab in enumerate(face_behaviour.abilities) if ab.on == base][n - 1 : n]
        return ("abilities", (fk, found)) if found else None
    # A clear key fires the ``clear`` abilities answering its thresholds; others fire their name.
    on = "clear" if hook.hook == "clear" and hook.by else key
    kinds = set(hook.by)
    found = [k for k, ab in enumerate(face_behaviour.abilities) if ab.on == on and _answers(ab, kinds)]
    return ("abilities", (fk, found)) if found else None


def _dodged_from_start(eng: Engine, iid: str, key: str) -> bool:
    """A printed test's "whether you succeed or fail" text that is only its dodge (``tests.t1.dodge``)
    was applied as the test began: nothing is left to do, and nothing to pause for."""
    hook = HookKey.parse(key)
    card = eng.state.cards.get(iid)
    if hook.hook != "test" or hook.branch != "always" or card is None:
        return False
    face_behaviour = eng.book.behaviour.faces.get(face_key(card.def_id, card.side))
    tb = face_behaviour.tests.get(hook.test) if face_behaviour is not None else None
    return tb is not None and tb.dodge is not None and not tb.always


def has_behaviour(eng: Engine, iid: str, key: str) -> bool:
    """Does this card's behaviour run for this hook? (Cheap: cards without behaviour answer at once.)"""
    if not eng.book.behaviour.faces:
        return False
    return _hook(eng, iid, key) is not None


def _abilities_for(eng: Engine, iid: str, key: str) -> list[bh.Ability]:
    found = _hook(eng, iid, key)
    if found is None or found[0] != "abilities":
        return []
    fk, indexes = found[1]
    abilities = eng.book.behaviour.faces[fk].abilities
    return [abilities[k] for k in indexes]


def ability_zone(eng: Engine, iid: str, key: str) -> str | None:
    """Where this card's ability for a response listens from (``zone``; None: no ability)."""
    found = _abilities_for(eng, iid, key)
    return found[0].zone if found else None


def ability_optional(eng: Engine, iid: str, key: str) -> bool:
    """Is this card's ability for a response a "you may" (offered in the window, not forced)?"""
    return any(ab.optional for ab in _abilities_for(eng, iid, key))


def usable_now(eng: Engine, iid: str, key: str, you: str, bindings: dict[str, Any] | None = None) -> bool:
    """Has this card behaviour for the hook whose condition (``if``) holds now and whose cost can be
    paid? An ability that would do nothing is not offered (its cost is never paid for nothing)."""
    found = _hook(eng, iid, key)
    if found is None:
        return False
    what, data = found
    if what == "list":
        return True
    fk, indexes = data
    abilities = eng.book.behaviour.faces[fk].abilities
    for k in indexes:
        ab = abilities[k]
        ctx = Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, {**(bindings or {}), "$you": you})
        if (
            (ab.if_ is None or holds(ctx, ab.if_))
            and can_pay(ctx, ab.cost)
            and _has_ability_to_resolve(ctx, ab)
            and _has_token_taker(ctx, ab)
        ):
            return True
    return False


def _has_ability_to_resolve(ctx: Ctx, ab: bh.Ability) -> bool:
    """An ability that only resolves another card's ability (Functional Replica) is usable only
    while such a card is there to resolve. Another such card is never one (ruling R92: resolving a
    second Replica only chooses again, and two of them would choose each other for ever)."""
    first = ab.effects[0] if len(ab.effects) == 1 else None
    if not isinstance(first, bh.ResolveAbility):
        return True
    if ctx.bindings.get(RESOLVING):
        return False
    return bool(abilities_to_resolve(ctx, first, usable_now))


def _has_token_taker(ctx: Ctx, ab: bh.Ability) -> bool:
    """An ability that only puts tokens on chosen cards in play (Pokodo the Ferret, Exceptional
    Tinkerer, Voice of the Elders) is usable only while one of them has a card to take its tokens
    (ruling R93: its exhaust and cost are never spent for nothing). A target naming a card chosen
    earlier in the ability is not known yet: such an ability is left as usable."""
    takers: list[bh.Selector] = []
    for e in ab.effects:
        if not isinstance(e, bh.AddTokens) or not isinstance(e.target, bh.CardFilter):
            return True
        target = e.target
        named = (target.among, target.not_among, target.area_of, target.attached_to)
        if any(isinstance(v, str) and v.startswith("$") for v in named):
            return True
        takers.append(e.takers)
    return any(exists(ctx, t) for t in takers)


def commit_allowed(eng: Engine, iid: str, you: str) -> bool:
    """Every ``commit`` ability of the card whose ``if`` is set must hold for it to be committed."""
    card = eng.state.cards[iid]
    fk = face_key(card.def_id, card.side)
    face_behaviour = eng.book.behaviour.faces.get(fk)
    if face_behaviour is None:
        return True
    for k, ab in enumerate(face_behaviour.abilities):
        ctx = Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, {"$you": you})
        if ab.on == "commit" and ab.if_ is not None and not holds(ctx, ab.if_):
            return False
    return True


def run_text(eng: Engine, key: str, iid: str, ranger: str | None, bindings: dict[str, Any]) -> bool:
    """The interpreter's entry point for ``card_text``: queue this card's behaviour for the hook;
    False when it has none (the engine then pauses for the players)."""
    found = _hook(eng, iid, key)
    if found is None:
        return _dodged_from_start(eng, iid, key)
    bound: dict[str, Any] = {f"${k}": v for k, v in sorted(bindings.items()) if v is not None}
    if ranger:
        bound["$you"] = ranger
    what, data = found
    if what == "list":
        eng.push(effects_step(str(data), 0, iid, bound))
        return True
    fk, indexes = data
    # A response or timed ability was chosen in its window (or is forced): no second yes/no.
    chosen = {"accepted": True} if HookKey.parse(key).windowed else {}
    eng.push(*[step("ability", face=fk, n=k, src=iid, b=bound, **chosen) for k in indexes])
    return True


def fire(eng: Engine, trigger: str, iid: str, you: str | None) -> bool:
    """Queue every ``trigger`` ability of the showing face of this card; False if it has none."""
    card = eng.state.cards[iid]
    key = face_key(card.def_id, card.side)
    face_behaviour = eng.book.behaviour.faces.get(key)
    if face_behaviour is None:
        return False
    found = [k for k, ab in enumerate(face_behaviour.abilities) if ab.on == trigger]
    if not found:
        return False
    eng.push(*[step("ability", face=key, n=k, src=iid, b={"$you": you} if you else {}) for k in found])
    return True


def ability(eng: Engine, args: dict[str, Any]) -> None:
    """One triggered ability: its condition, then (if optional) a yes/no, then cost and effects."""
    key: str = args["face"]
    k = int(args["n"])
    src: str | None = args.get("src")
    bindings: dict[str, Any] = dict(args.get("b") or {})
    ab = eng.book.behaviour.faces[key].abilities[k]
    ctx = Ctx(eng, f"{key}/abilities/{k}/effects", 0, src, bindings)
    if ab.if_ is not None and not holds(ctx, ab.if_):
        return
    run = [effects_step(run_ref(key, k, ab), 0, src, bindings)]
    if not ab.optional or args.get("accepted"):
        eng.push(*run)
        return
    if eng.state.auto_pass and bh.windowed_key(ab.covers or ab.on) is not None:
        return  # an optional response passes without asking (the auto-pass setting)
    options = [
        opt(id="yes", label="Use it", kind="yes", card=src, then=run),
        opt(id="no", label="Skip it", kind="no", card=src),
    ]
    eng.ask("effect_may", ctx.you, titled(ctx, "use this ability?"), options)
