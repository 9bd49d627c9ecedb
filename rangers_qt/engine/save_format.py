"""The one loader for saved days: refuses anything that is not exactly a save of this version.

A save is ``{"version": 1, "setup": GameSetup, "log": [LogEntry, ...], "state_hash": "<hex>",
"rules_version": "<hex>"}`` and nothing else (``rules_version``, the compiled card behaviour the
day was played under, is absent from saves written before behaviour data). Loading it means:
read within bounds (size, nesting, number length; see ``rangers_qt.files.bounded_json``), check
every field's type strictly (``true`` is not a version, ``"3"`` is not a number), check the setup
against the rules (``setup_check``), replay the log through the same validation a player's answers
and adjustments get, check the invariants of the result and compare its state hash with the saved
one.

Why every failure is one ``SaveRefused``: the app and ``rangers-qt save check`` show the
message as it is, on one line; an unexpected exception anywhere in the load (a bug, or a file
built to find one) becomes that message too, never a traceback.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from rangers_qt.files.bounded_json import FileRefused, JsonLimits, loads_bounded

if TYPE_CHECKING:
    from rangers_qt.engine.cards import CardBook, CatalogLike
    from rangers_qt.engine.effects.registry import EffectRegistry
    from rangers_qt.engine.session import Session

SAVE_VERSION = 1
#: A saved day is small (a long day: a few thousand entries, well under a megabyte).
SAVE_LIMITS = JsonLimits(max_bytes=4 * 1024 * 1024, max_depth=16)
MAX_LOG_ENTRIES = 20_000
SAVE_KEYS = ("version", "setup", "log", "state_hash")
#: Keys a save may carry besides those: the compiled card behaviour it was made under (saves
#: written before behaviour data have none).
OPTIONAL_KEYS = ("rules_version",)
_HASH = re.compile(r"^[0-9a-f]{16,128}$")


class SaveRefused(ValueError):
    """This is not a save of this version; the message is one line a player can read."""


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def _pydantic_reason(exc: ValidationError, prefix: str) -> str:
    err = exc.errors()[0]
    where = ".".join([prefix, *(str(p) for p in err.get("loc", ()))])
    more = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
    return f"{where}: {err.get('msg', 'invalid')}{more}"


def parse_save(text: str | bytes) -> dict[str, Any]:
    """The save's top-level object, its keys and simple types checked (no catalog needed)."""
    data = loads_bounded(text, "the save", SAVE_LIMITS)
    if not isinstance(data, dict):
        raise SaveRefused(f"a saved day is a JSON object, not {type(data).__name__}")
    missing = [k for k in SAVE_KEYS if k not in data]
    extra = sorted(k for k in data if k not in SAVE_KEYS and k not in OPTIONAL_KEYS)
    if extra:
        raise SaveRefused(f"unknown field {extra[0]!r} in the save")
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise SaveRefused(f"unsupported save version {version!r} (this program reads version {SAVE_VERSION})")
    if missing:
        raise SaveRefused(f"the save has no {missing[0]!r}")
    if not isinstance(data["setup"], dict):
        raise SaveRefused("setup must be a JSON object")
    if not isinstance(data["log"], list):
        raise SaveRefused("log must be a list of entries")
    if len(data["log"]) > MAX_LOG_ENTRIES:
        raise SaveRefused(f"the log has {len(data['log'])} entries (at most {MAX_LOG_ENTRIES})")
    h = data["state_hash"]
    if not isinstance(h, str) or not _HASH.match(h):
        raise SaveRefused("state_hash must be the hexadecimal hash the game wrote")
    rules = data.get("rules_version")
    if rules is not None and (not isinstance(rules, str) or not _HASH.match(rules)):
        raise SaveRefused("rules_version must be the hexadecimal hash the game wrote")
    return data


def check_rules_version(saved: Any, current: str) -> None:
    """A save replays its answers, so it must replay under the card behaviour it was made with:
    other behaviour would silently give another game. (Saves from before behaviour data carry no
    version; the state hash check catches any difference there.)"""
    if saved is not None and saved != current:
        raise SaveRefused(
            f"this save was made under other card behaviour (rules version {saved}; this version of "
            f"the game has {current}), so it cannot be replayed"
        )


def _load(
    data: dict[str, Any], catalog: CatalogLike | CardBook, registry: EffectRegistry | None, verify: bool
) -> Session:
    from rangers_qt.engine.cards import book_for
    from rangers_qt.engine.day.invariants import check_day
    from rangers_qt.engine.errors import IllegalAnswer
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.invariants import check_state
    from rangers_qt.engine.manual import ENERGY_MAX
    from rangers_qt.engine.session import LogEntry, Session
    from rangers_qt.engine.setup import GameSetup
    from rangers_qt.engine.setup_check import check_setup

    book = book_for(catalog)
    check_rules_version(data.get("rules_version"), book.behaviour.version)
    try:
        setup = GameSetup.model_validate(data["setup"], strict=True)
    except ValidationError as exc:
        raise SaveRefused(_pydantic_reason(exc, "setup")) from None
    entries = []
    for n, raw in enumerate(data["log"], start=1):
        try:
            entries.append(LogEntry.model_validate(raw, strict=True))
        except ValidationError as exc:
            raise SaveRefused(_pydantic_reason(exc, f"log entry {n}")) from None
    try:
        check_setup(book, setup)
    except ValueError as exc:
        raise SaveRefused(str(exc)) from None
    session = Session.new(book, setup, registry)
    for n, entry in enumerate(entries, start=1):
        current = session.state.prompt
        if entry.kind == "answer":
            if current is None:
                raise SaveRefused(f"entry {n}: an answer after the day ended")
            if entry.prompt != current.id or current.option(entry.option or "") is None:
                raise SaveRefused(
                    f"entry {n}: {entry.option!r} does not answer the prompt then asked ({current.id})"
                )
        elif entry.adjust is None:
            raise SaveRefused(f"entry {n}: a manual entry without its adjustment")
        _same_words(n, entry, session)
        try:
            session.apply_logged(entry, Recorder(enabled=False))
        except IllegalAnswer as exc:
            raise SaveRefused(f"entry {n}: {exc}") from None
    problems = check_state(session.state, book, round_trip=False, max_extra_energy=ENERGY_MAX)
    problems += check_day(session.state, book)
    if problems:
        raise SaveRefused(f"the saved day breaks the rules: {problems[0]}")
    if verify and session.hash() != data["state_hash"]:
        raise SaveRefused("replay finished in a different state than the one saved (state hash differs)")
    return session


def _same_words(n: int, entry: Any, session: Session) -> None:
    """What an entry records besides its answer (its words, who, when) is what the replay says:
    a save edited by hand is refused rather than showing a log that did not happen."""
    st = session.state
    current = st.prompt
    if entry.kind == "answer":
        option = current.option(entry.option or "") if current is not None else None
        expected = {
            "text": option.label if option is not None else entry.text,
            "ranger": current.ranger if current is not None else None,
        }
    else:
        expected = {
            "text": entry.adjust.describe(),
            "ranger": entry.adjust.ranger,
            "prompt": current.id if current is not None else None,
        }
    expected |= {"round": st.round, "turn": st.stats.get("turns", 0)}
    for field, value in expected.items():
        if getattr(entry, field) != value:
            recorded = getattr(entry, field)
            raise SaveRefused(f"entry {n}: its recorded {field} ({recorded!r}) is not what happened")


def load_session(
    text: str | bytes | dict[str, Any],
    catalog: CatalogLike | CardBook,
    registry: EffectRegistry | None = None,
    verify: bool = True,
) -> Session:
    """Replay a saved day; ``SaveRefused`` (one line) for anything that is not a valid save."""
    try:
        # A dict parsed by the caller is held to the same rules (re-dumped, then read bounded).
        data = parse_save(text if isinstance(text, str | bytes) else json.dumps(text))
        return _load(data, catalog, registry, verify)
    except SaveRefused:
        raise
    except FileRefused as exc:
        raise SaveRefused(str(exc)) from None
    except (RecursionError, MemoryError) as exc:
        raise SaveRefused(f"the save cannot be loaded ({type(exc).__name__})") from None
    except Exception as exc:
        raise SaveRefused(_one_line(f"the save cannot be loaded: {type(exc).__name__}: {exc}")) from None


def check_save_file(path: str | Path, catalog: CatalogLike | CardBook) -> str | None:
    """``None`` if the file at ``path`` is a valid saved day, else the one-line reason."""
    try:
        load_session(read_save_bytes(path), catalog)
    except (SaveRefused, FileRefused) as exc:
        return _one_line(str(exc))
    return None


def read_save_bytes(path: str | Path) -> bytes:
    """A save file's bytes, refused before reading if it is larger than any save can be."""
    target = Path(path)
    try:
        if target.stat().st_size > SAVE_LIMITS.max_bytes:
            raise SaveRefused(f"{target.name} is too large to be a saved day")
        with target.open("rb") as fh:
            return fh.read(SAVE_LIMITS.max_bytes + 1)
    except OSError as exc:
        raise SaveRefused(f"cannot read {target.name}: {exc.strerror or exc}") from None
