"""The table clock and the time limit in the session (rules/ABILITIES.md 5.1, local
ruling L25): play time counts only while the table runs, is kept in the save, and
when the limit runs out the table calls time once. Every clock here is a number the
test passes in: nothing sleeps."""

import json
import random
import shutil
from pathlib import Path

import pytest

from tda.engine import GameConfig, GameEnd
from tda.engine.events import TimeCalled
from tda.table.clock import TableClock, clock_text
from tda.table.saves import (
    Autosaver,
    SaveError,
    describe_save,
    load_session,
    read_save,
    snapshot,
)
from tda.table.session import Seat, Session

NAMES = ["Ann", "Bob", "Cid"]
RELEASE = Path(__file__).parent / "fixtures" / "release-0.1"


def session(minutes: int | None = 1, played: float = 0.0, **options) -> Session:
    config = GameConfig(players=NAMES, seed=3, starting_gold=400,
                        time_limit_minutes=minutes, **options)
    return Session(config, [Seat(n) for n in NAMES], played_seconds=played)


def test_the_clock_counts_only_while_running():
    clock = TableClock()
    assert clock.tick(100.0) == 0.0  # not started: nothing counts
    clock.start(100.0)
    assert clock.tick(130.0) == 30.0
    assert clock.stop(145.0) == 45.0
    assert clock.tick(900.0) == 45.0  # stopped (closed, paused): still 45
    clock.start(1000.0)
    clock.start(1010.0)  # started twice: counts from the first
    assert clock.tick(1020.0) == 65.0
    assert clock.tick(1000.0) == 65.0  # a clock set back adds nothing


def test_clock_text():
    assert [clock_text(s) for s in (0, 0.2, 9, 59.5, 754, 3723)] == [
        "0:00", "0:01", "0:09", "1:00", "12:34", "1:02:03"]


def test_the_table_calls_time_once_when_the_limit_runs_out():
    """Ruling L25 / A36: a 1-minute limit; the table applies `call time` at the tick
    that reaches 60 seconds, once, at whatever decision is due."""
    table = session(minutes=1)
    assert table.time_limit == 60.0 and table.time_left == 60.0
    assert table.start_clock(0.0) == []
    decision = table.state.decision
    assert table.tick(59.0) == [] and table.time_left == pytest.approx(1.0)
    assert table.tick(60.0) == [TimeCalled(1, 2)]
    assert table.state.decision == decision  # the seat to act still decides
    assert table.time_left == 0.0 and table.time_called
    assert table.tick(61.0) == [] and table.tick(500.0) == []
    assert table.state.actions.count("call time") == 1


def test_no_limit_no_call():
    table = session(minutes=None)
    table.start_clock(0.0)
    assert table.tick(10_000.0) == [] and table.time_left is None
    assert table.played_seconds == 10_000.0


def test_a_paused_table_does_not_run_out():
    table = session(minutes=1)
    table.start_clock(0.0)
    table.tick(50.0)
    table.stop_clock(55.0)
    assert table.tick(3600.0) == []  # an hour with the game closed counts nothing
    assert table.played_seconds == 55.0
    table.start_clock(4000.0)
    assert table.tick(4004.0) == [] and table.tick(4005.0) == [TimeCalled(1, 2)]


def test_the_game_ends_after_the_last_gambit_by_the_time_limit():
    """The end by time, driven through the session: bots' moves at random, one second
    per action, until the game is over."""
    table = session(minutes=1)
    table.start_clock(0.0)
    rng, now = random.Random(4), 0.0
    while not table.state.is_over:
        now += 1.0
        table.tick(now)
        table.apply(rng.choice(table.state.legal_actions()))
    called = table.state.time_called_in
    assert called is not None
    assert table.state.gambit == called + 1
    assert table.state.result.end is GameEnd.TIME_LIMIT


def test_play_time_is_saved_and_resumed(tmp_path):
    """The save keeps the clock (outside the record) and a resumed session goes on
    from it; stopping the clock saves it too."""
    table = session(minutes=5)
    path = tmp_path / "game.json"
    table.on_change = Autosaver(path)
    table.start_clock(10.0)
    table.apply(table.state.legal_actions()[0])  # autosaved (the clock not ticked yet)
    table.tick(40.0)
    table.stop_clock(70.5)
    assert read_save(path).played_seconds == 60.5
    resumed, save = load_session(path)
    assert "gambit 1, 1:01 of 5 min played" in describe_save(save)  # tda resume --list
    assert resumed.played_seconds == 60.5 and resumed.time_left == pytest.approx(239.5)
    assert resumed.state.actions == table.state.actions
    resumed.start_clock(0.0)
    assert resumed.tick(239.0) == []
    assert resumed.tick(239.5) == [TimeCalled(1, 2)]


def test_a_resumed_game_whose_time_was_called_is_not_called_again(tmp_path):
    table = session(minutes=1)
    table.start_clock(0.0)
    table.tick(61.0)
    path = tmp_path / "called.json"
    path.write_text(snapshot(table).model_dump_json())
    resumed, _ = load_session(path)
    assert resumed.time_called
    resumed.start_clock(0.0)
    assert resumed.tick(100.0) == []
    assert resumed.state.actions.count("call time") == 1


def test_saves_without_a_clock_still_load(tmp_path):
    """A save written before the clock existed reads as 0 seconds played."""
    copy = tmp_path / "old.json"
    shutil.copy(RELEASE / "original-unfinished.json", copy)
    assert "played_seconds" not in json.loads(copy.read_text())
    resumed, save = load_session(copy)
    assert save.played_seconds == 0.0 and resumed.played_seconds == 0.0


@pytest.mark.parametrize("bad", [-1, "10", float("inf")])
def test_a_bad_clock_in_a_save_is_one_clear_line(tmp_path, bad):
    table = session(minutes=1)
    data = json.loads(snapshot(table).model_dump_json())
    data["played_seconds"] = bad
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data) if bad != float("inf") else
                    json.dumps(data).replace('"played_seconds": Infinity',
                                             '"played_seconds": 1e999'))
    with pytest.raises(SaveError, match="bad.json: a damaged save \\(played_seconds"):
        read_save(path)


def test_calling_time_begins_nobodys_turn():
    """The recap's turn marks see no turn in the table's action: a human whose
    decision is due when time is called still gets a new turn's recap."""
    table = Session(GameConfig(players=NAMES, seed=3, time_limit_minutes=1),
                    [Seat("Ann"), Seat("Bob"), Seat("Cid")])
    seat = table.state.to_act
    assert table.turns.is_new_turn(seat)
    table.start_clock(0.0)
    assert table.tick(60.0) == [TimeCalled(1, 2)]
    assert table.turns.is_new_turn(seat)
