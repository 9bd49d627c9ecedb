"""Golden replays: stored logs (setup + seed + answers) must replay to the stored state hash.

Regenerate after an intended rules change with ``uv run python -m tests.engine.test_golden``
and review the diff of the stored files.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rangers_qt.engine import GameState, Session
from rangers_qt.engine.bot import RandomBot

from .helpers import Game, being, feature, kw, location

GOLDEN = Path(__file__).parent / "golden"
CARDS = [
    being("TA", presence=2, progress=3, harm=2, challenge=("sun",)),
    being("TB", presence=1, area="along_the_way", keywords=kw("obstacle")),
    feature("TF", presence=1, progress=2, challenge=("mountain",)),
    being("TZ", presence=1, keywords=kw("ambush")),
    location(presence=2, progress="2p", challenge=("crest",)),
]


#: The rules-relevant part of the state (fields added later for other purposes do not break goldens).
FIELDS = {
    "cards",
    "rangers",
    "surroundings",
    "along_the_way",
    "path_deck",
    "path_discard",
    "challenge_deck",
    "challenge_discard",
    "set_aside",
    "round",
    "phase",
    "lead",
    "day_over",
    "rng",
    "stats",
    "prompt",
}


def fingerprint(state: GameState) -> str:
    import hashlib

    text = json.dumps(state.model_dump(mode="json", include=FIELDS), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _game(seed: int, rangers: int) -> Game:
    return Game(CARDS, rangers=rangers, path=["TA", "TB", "TF", "TZ"] * 3, challenge_order=None, seed=seed)


def make(seed: int, rangers: int, answers: int = 120) -> dict[str, object]:
    g = _game(seed, rangers)
    bot = RandomBot(seed)
    while g.session.prompt is not None and len(g.session.log) < answers:
        adj = bot.maybe_manual(g.state)
        if adj is not None:
            g.session.manual(adj)
        else:
            g.session.answer(bot.choose(g.session.prompt))
    data: dict[str, object] = json.loads(g.session.to_json())
    data["fingerprint"] = fingerprint(g.state)
    return data


CASES = [(1, 1), (2, 2), (3, 4)]


@pytest.mark.parametrize(("seed", "rangers"), CASES)
def test_golden_replay(seed: int, rangers: int) -> None:
    data = json.loads((GOLDEN / f"seed{seed}_r{rangers}.json").read_text(encoding="utf-8"))
    g = _game(seed, rangers)
    # The golden file adds the fingerprint beside the save; the loader takes exactly a save.
    save = {k: v for k, v in data.items() if k != "fingerprint"}
    session = Session.from_json(save, g.catalog, g.registry, verify=False)
    assert fingerprint(session.state) == data["fingerprint"]
    assert len(session.log) == len(data["log"])  # type: ignore[arg-type]


if __name__ == "__main__":
    for seed, rangers in CASES:
        out = GOLDEN / f"seed{seed}_r{rangers}.json"
        out.write_text(json.dumps(make(seed, rangers), indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print("wrote", out)
