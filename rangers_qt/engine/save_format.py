"""The one loader for saved days: refuses anything that is not exactly a save of a known version.

A save is ``{"version": 2, "setup": GameSetup, "log": [LogEntry, ...], "state_hash": "<hex>",
"rules_version": "<hex>", "snapshot": GameState, "log_hash": "<hex>"}`` and nothing else.
Version 1 (``REPLAY_VERSION``, what the campaign keeps for each day beside its own snapshot, and
every day save written before version 2) has no ``snapshot`` nor ``log_hash``; ``rules_version``,
the compiled card behaviour the day was played under, is absent from saves written before
behaviour data.

Loading means: read within bounds (size, nesting, number length; see
``rangers_qt.files.bounded_json``), check every field's type strictly (``true`` is not a version,
``"3"`` is not a number) and the setup against the rules (``setup_check``). Then either

* open at once (version 2, the setup and log exactly those ``log_hash`` names): the day's state
  is the snapshot, whose hash must be the saved state hash and which must keep every invariant;
  the log is kept for undo, replay and the review without being replayed (a day of 10,000
  answers opens in milliseconds instead of seconds: docs/performance.md, Day saves); or
* replay (version 1, the migration of old saves; a version 2 save whose setup or log no longer
  match their hash, e.g. edited by hand; or when asked, as ``rangers-qt save check`` does): the
  log goes through the same validation a player's answers get, then the invariants of the result
  are checked and its state hash compared with the saved one.

Saving writes version 2 (``Session.to_json``); a version 1 file is rewritten so when saved again.
The session is given to the loader (``session_cls``): this module never imports engine/session.py,
which imports it.

Why every failure is one ``SaveRefused``: the app and ``rangers-qt save check`` show the
message as it is, on one line; an unexpected exception anywhere in the load (a bug, or a file
built to find one) becomes that message too, never a traceback.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, Self, TypeVar

from pydantic import TypeAdapter, ValidationError

from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day.invariants import check_day
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.hashing import dump_hash
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.log_entry import LogEntry
from rangers_qt.engine.manual import ENERGY_MAX
from rangers_qt.engine.setup import GameSetup
from rangers_qt.engine.setup_check import check_setup
from rangers_qt.engine.state import GameState
from rangers_qt.files.bounded_json import FileRefused, JsonLimits, loads_bounded

if TYPE_CHECKING:
    from rangers_qt.engine.cards import CardBook, CatalogLike
    from rangers_qt.engine.core import EffectRegistry
    from rangers_qt.engine.log_entry import LogEntry


class SavedDay(Protocol):
    """What saving and opening need of a day (``engine.session.Session``, which the caller gives:
    this module never imports the session, which imports it)."""

    book: CardBook
    setup: GameSetup
    state: GameState
    log: list[LogEntry]

    @classmethod
    def new(
        cls, catalog: CatalogLike | CardBook, setup: GameSetup, registry: EffectRegistry | None = None
    ) -> Self: ...

    def apply_logged(self, entry: LogEntry, rec: Recorder) -> None: ...

    def go_on_from(self, state: GameState, log: list[LogEntry]) -> None: ...

    def hash(self) -> str: ...


Day = TypeVar("Day", bound=SavedDay)

#: What ``Session.to_json`` writes: the log, and the state it led to.
SAVE_VERSION = 2
#: The log without the state: old day saves, and each day the campaign keeps (campaign/campaign.py).
REPLAY_VERSION = 1
READ_VERSIONS = (REPLAY_VERSION, SAVE_VERSION)
#: A saved day is small (a long day: a few thousand entries, well under a megabyte).
SAVE_LIMITS = JsonLimits(max_bytes=4 * 1024 * 1024, max_depth=16)
MAX_LOG_ENTRIES = 20_000
SAVE_KEYS = ("version", "setup", "log", "state_hash")
#: Keys a save may carry besides those: the compiled card behaviour it was made under (saves
#: written before behaviour data have none).
OPTIONAL_KEYS = ("rules_version",)
#: What version 2 adds, both required there and unknown in version 1.
SNAPSHOT_KEYS = ("snapshot", "log_hash")
_HASH = re.compile(r"^[0-9a-f]{16,128}$")


class SaveRefused(ValueError):
    """This is not a save of this version; the message is one line a player can read."""


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


@functools.cache
def _log_adapter() -> TypeAdapter[list[LogEntry]]:
    """The whole log validated in one call (10,000 entries: once, not 10,000 times)."""

    return TypeAdapter(list[LogEntry])


def _entry_reason(exc: ValidationError, n: int) -> str:
    """The first problem of log entry ``n`` (the list index left out of its location)."""
    err = exc.errors()[0]
    where = ".".join([f"log entry {n}", *(str(p) for p in err.get("loc", ())[1:])])
    more = f" (and {exc.error_count() - 1} more problems)" if exc.error_count() > 1 else ""
    return f"{where}: {err.get('msg', 'invalid')}{more}"


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
    version = data.get("version")
    if type(version) is not int or version not in READ_VERSIONS:
        raise SaveRefused(
            f"unsupported save version {version!r} (this program reads versions "
            f"{', '.join(str(v) for v in READ_VERSIONS)})"
        )
    known = (*SAVE_KEYS, *OPTIONAL_KEYS, *(SNAPSHOT_KEYS if version == SAVE_VERSION else ()))
    extra = sorted(k for k in data if k not in known)
    if extra:
        raise SaveRefused(f"unknown field {extra[0]!r} in the save")
    required = (*SAVE_KEYS, *(SNAPSHOT_KEYS if version == SAVE_VERSION else ()))
    missing = [k for k in required if k not in data]
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
    if version == SAVE_VERSION:
        if not isinstance(data["snapshot"], dict):
            raise SaveRefused("snapshot must be a JSON object")
        if not isinstance(data["log_hash"], str) or not _HASH.match(data["log_hash"]):
            raise SaveRefused("log_hash must be the hexadecimal hash the game wrote")
    return data


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def log_hash(setup: dict[str, Any], log_text: bytes) -> str:
    """The hash of a save's setup (as JSON values) and its log (as the canonical JSON text the
    save holds): a version 2 save opens from its snapshot only while they are exactly what was
    saved with it. Anything else (an edit, a file rewritten by another tool) is replayed, and
    refused if it does not lead to the saved state."""
    digest = hashlib.sha256(_canonical(setup).encode())
    digest.update(b"\n")
    digest.update(log_text)
    return digest.hexdigest()


#: A version 2 save as ``Session.to_save_json`` writes it (canonical JSON: sorted keys, no
#: spaces) begins with its log, followed by its log hash.
_LOG_START = b'{"log":'
_LOG_END = b',"log_hash":"'


def _log_text(text: str | bytes) -> bytes | None:
    """The log's own JSON text in a save written in canonical form (None: not such a file), so
    its hash is taken from the bytes read instead of encoding 10,000 entries again."""
    raw = text.encode("utf-8") if isinstance(text, str) else text
    if not raw.startswith(_LOG_START):
        return None
    end = raw.find(_LOG_END)
    return raw[len(_LOG_START) : end] if end > 0 else None


def save_dict(session: SavedDay, snapshot: bool = True) -> dict[str, Any]:
    """The save of `session`: version 2 with the state it reached, or (``snapshot=False``) the
    version 1 replay record the campaign keeps for each day."""
    setup = session.setup.model_dump(mode="json")
    log = [e.model_dump(mode="json", exclude_none=True) for e in session.log]
    state = session.state.model_dump(mode="json")

    data: dict[str, Any] = {
        "version": SAVE_VERSION if snapshot else REPLAY_VERSION,
        "setup": setup,
        "log": log,
        "state_hash": dump_hash(state),
        # The compiled card behaviour the answers were given under (content/behaviour/compile.py).
        "rules_version": session.book.behaviour.version,
    }
    if snapshot:
        data["snapshot"] = state
        data["log_hash"] = log_hash(setup, _canonical(log).encode())
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
    data: dict[str, Any],
    catalog: CatalogLike | CardBook,
    registry: EffectRegistry | None,
    verify: bool,
    session_cls: type[Day],
    log_text: bytes | None,
) -> Day:
    """``log_text``: the log as the file holds it, when the save may open from its snapshot."""

    book = book_for(catalog)
    check_rules_version(data.get("rules_version"), book.behaviour.version)
    try:
        setup = GameSetup.model_validate(data["setup"], strict=True)
    except ValidationError as exc:
        raise SaveRefused(_pydantic_reason(exc, "setup")) from None
    try:
        entries = _log_adapter().validate_python(data["log"], strict=True)
    except ValidationError as exc:
        err = exc.errors()[0]
        n = int(err["loc"][0]) + 1 if err.get("loc") else 1
        raise SaveRefused(_entry_reason(exc, n)) from None
    try:
        check_setup(book, setup)
    except ValueError as exc:
        raise SaveRefused(str(exc)) from None
    at_once = (
        log_text is not None
        and data["version"] == SAVE_VERSION
        and data["log_hash"] == log_hash(data["setup"], log_text)
    )
    session = session_cls.new(book, setup, registry)
    if at_once:
        return _open_snapshot(data, session, entries)
    _replay(session, entries)
    if verify and session.hash() != data["state_hash"]:
        raise SaveRefused("replay finished in a different state than the one saved (state hash differs)")
    return session


def _check_invariants(state: Any, book: CardBook) -> None:

    problems = check_state(state, book, round_trip=False, max_extra_energy=ENERGY_MAX)
    problems += check_day(state, book)
    if problems:
        raise SaveRefused(f"the saved day breaks the rules: {problems[0]}")


def _open_snapshot(data: dict[str, Any], session: Day, entries: list[LogEntry]) -> Day:
    """The day as saved, from its snapshot: hash and invariants checked, nothing replayed.
    `session`: the day just set up from its setup (undo's first checkpoint)."""

    # The snapshot is checked as stored (a later engine may add state fields with defaults, which
    # would change the hash of the re-dumped state but not what was saved).
    if dump_hash(data["snapshot"]) != data["state_hash"]:
        raise SaveRefused("the saved state is not the one the save names (state hash differs)")
    try:
        state = GameState.model_validate(data["snapshot"])
    except ValidationError as exc:
        raise SaveRefused(_pydantic_reason(exc, "snapshot")) from None
    _check_invariants(state, session.book)
    session.go_on_from(state, entries)
    return session


def _replay(session: SavedDay, entries: list[LogEntry]) -> None:
    """Every entry replayed into the day just set up, checked as a player's answer is."""

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
    _check_invariants(session.state, session.book)


def _same_words(n: int, entry: Any, session: SavedDay) -> None:
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
    session_cls: type[Day],
    registry: EffectRegistry | None = None,
    verify: bool = True,
    replay: bool = False,
) -> Day:
    """Open a saved day (module docstring: at once or by replay; ``replay`` forces the replay);
    ``SaveRefused`` (one line) for anything that is not a valid save."""
    try:
        # A dict parsed by the caller is held to the same rules (re-dumped, then read bounded).
        raw = text if isinstance(text, str | bytes) else json.dumps(text)
        data = parse_save(raw)
        log_text = None
        if not replay:  # (a caller's dict has no file text: its log is encoded as the writer did)
            log_text = _log_text(raw) if raw is text else _canonical(data["log"]).encode()
        return _load(data, catalog, registry, verify, session_cls, log_text)
    except SaveRefused:
        raise
    except FileRefused as exc:
        raise SaveRefused(str(exc)) from None
    except (RecursionError, MemoryError) as exc:
        raise SaveRefused(f"the save cannot be loaded ({type(exc).__name__})") from None
    except Exception as exc:
        raise SaveRefused(_one_line(f"the save cannot be loaded: {type(exc).__name__}: {exc}")) from None


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
