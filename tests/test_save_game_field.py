"""Records and saves name their game; the first release's saves read as Three-Dragon
Ante's, their integer gambit as progress text."""

import json
import shutil
from pathlib import Path

import pytest

from tda.engine import GameConfig
from tda.table.saves import Autosaver, SaveError, describe_save, load_session, read_save
from tda.table.session import Seat, Session

RELEASE = Path(__file__).parent / "fixtures" / "release-0.1"


@pytest.mark.parametrize("label", ["original-unfinished", "legendary-show-em-finished"])
def test_a_release_save_reads_as_three_dragon_ante(label, tmp_path):
    """A save without a game, with `gambit: N`, is Three-Dragon Ante's at 'gambit N'."""
    path = tmp_path / "old.json"
    shutil.copyfile(RELEASE / f"{label}.json", path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert "game" not in written and "game" not in written["record"]
    session, save = load_session(path)
    assert save.game == save.record.game == "three-dragon-ante"
    assert save.progress == f"gambit {written['gambit']}" and save.gambit == written["gambit"]
    assert f"gambit {written['gambit']}" in describe_save(save)
    assert session.state.record().game == "three-dragon-ante"


def test_a_new_save_names_its_game_and_progress(tmp_path):
    """What this tda writes: the game's name (save and record) and progress text."""
    path = tmp_path / "game.json"
    seats = [Seat("Ann", "random"), Seat("Bob", "random")]
    session = Session(GameConfig(players=["Ann", "Bob"], seed=4), seats,
                      on_change=Autosaver(path))
    for _ in range(30):
        session.apply(session.bot_action())
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["game"] == written["record"]["game"] == "three-dragon-ante"
    assert written["progress"] == f"gambit {session.state.gambit}" and "gambit" not in written
    again, save = load_session(path)
    assert again.state.view(0) == session.state.view(0)
    assert save == read_save(path)


def test_a_save_of_an_unknown_game_is_refused_by_name(tmp_path):
    """A save naming a game this tda lacks is refused, the game named."""
    data = json.loads((RELEASE / "original-unfinished.json").read_text(encoding="utf-8"))
    data["game"] = "chess"
    path = tmp_path / "chess.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="unknown game 'chess'"):
        read_save(path)
