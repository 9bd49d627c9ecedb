"""A mission's subject (Rulebook: Campaign Tracker, Missions - the card named with a mission is
attached to it face down) as the card reference ``subject``: the face-up copies of that card in
play; and the constant ``replace_clear``: the target cards' own clear effects do not resolve
when they clear (the mission's listeners give the results in their place; the discard rule
after the clear still holds)."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.core import Engine
from rangers_qt.engine.day_record import CarriedMission
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.modifier_layer.modifiers import has_keyword

from .helpers import Game, being
from .test_behaviour_missions import guides, mission_card

CLEAR_44 = {"abilities": [{"on": "clear", "effects": [{"do": "read_guide", "entry": "44"}]}]}


def _subject(cid: str = "TSUB") -> Any:
    return being(
        cid,
        name=f"Subject {cid}",
        progress=2,
        harm=3,
        printed=[{"hook": "clear", "by": ["progress", "harm"]}],
        behaviour=CLEAR_44,
    )


def _game(mission: Any, subject: str | None = "TSUB") -> Game:
    cards = [_subject("TSUB"), _subject("TOTH"), mission]
    carried = CarriedMission(def_id="TMIS", subject=subject)
    return Game(cards, path=["TSUB", "TOTH"], carried_missions=[carried], guide_prompts=False)


def _in_play(g: Game, def_id: str) -> str:
    return next(
        i
        for i, c in g.state.cards.items()
        if c.def_id == def_id and c.face_up and g.where(i)[0] != "path_deck"
    )


def _eng(g: Game) -> Engine:
    return Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))


def _add(g: Game, iid: str, kind: str, n: int) -> None:
    g.last = g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=n))


def test_subject_names_the_face_up_copy_in_play_of_the_card_attached_face_down() -> None:
    gains = mission_card(constant=[{"modify": "keyword", "gain": "persistent", "target": "subject"}])
    g = _game(gains)
    g.bring("TOTH")
    sub, other = _in_play(g, "TSUB"), _in_play(g, "TOTH")
    hidden = next(a for a in g.state.cards[g.iid("TMIS")].attached)
    assert not g.state.cards[hidden].face_up and g.state.cards[hidden].def_id == "TSUB"
    assert has_keyword(_eng(g), sub, "persistent")
    assert not has_keyword(_eng(g), other, "persistent")
    assert not has_keyword(_eng(g), hidden, "persistent")  # the face-down card is not in play
    plain = _game(gains, subject=None)  # a mission without a subject: nobody gains it
    assert not has_keyword(_eng(plain), _in_play(plain, "TSUB"), "persistent")


def test_replace_clear_skips_the_subjects_own_clear_effects_for_the_missions_results() -> None:
    listener = {
        "on": "card_cleared",
        "if": {"all_of": [{"same_card": ["$card", "subject"]}, {"cleared_by": "harm"}]},
        "effects": [{"do": "read_guide", "entry": "91"}],
    }
    replacing = mission_card(
        constant=[{"modify": "replace_clear", "target": "subject"}], abilities=[listener]
    )
    g = _game(replacing)
    g.bring("TOTH")
    sub = _in_play(g, "TSUB")
    _add(g, sub, "harm", 3)
    assert guides(g) == ["91"]  # the mission's result, not the subject's entry 44
    assert sub not in g.state.cards or g.where(sub)[0] not in ("within_reach", "along_the_way")
    _add(g, _in_play(g, "TOTH"), "progress", 2)
    assert guides(g) == ["44"]  # another card keeps its own clear effects
    kept = mission_card(abilities=[listener])  # the same listener without the constant: both happen
    g2 = _game(kept)
    _add(g2, _in_play(g2, "TSUB"), "harm", 3)
    assert sorted(guides(g2)) == ["44", "91"]
