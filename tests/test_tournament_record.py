"""A tournament's record: finished games survive an interrupted run, and running
again with the same record plays only the missing games."""

import json

import pytest

from tda.cli import main
from tda.engine import TdaError
from tda.table.tournament import GameRecord, Tournament

LINEUP = ["heuristic", "random"]
OPTIONS = {"max_gambits": 2}


def tournament() -> Tournament:
    return Tournament(LINEUP, ["original"], deals=2, seed=3, options=OPTIONS)


def results(report: dict) -> list[tuple]:
    """What a report says about play, think times aside."""
    return [(r["bot"], r["games"], r["wins"], r["mean_gold_change"], r["decisions"])
            for r in report["bots"]]


class Interrupt:
    """A progress callback that presses Ctrl-C once `after` games have finished."""

    def __init__(self, after: int) -> None:
        self.after = after

    def __call__(self, done: int) -> None:
        if done >= self.after:
            raise KeyboardInterrupt


def test_interrupted_run_resumes_to_the_same_report(tmp_path):
    record = tmp_path / "games.jsonl"
    with pytest.raises(KeyboardInterrupt):
        tournament().run(Interrupt(after=2), record=record)
    assert len(record.read_text().splitlines()) == 2

    played = []
    resumed = tournament().run(played.append, record=record)
    assert played == [2, 3, 4] and resumed["from_record"] == 2  # starts from the kept games
    assert len(record.read_text().splitlines()) == 4
    assert results(resumed) == results(tournament().run())

    again = []
    tournament().run(again.append, record=record)
    assert again == [4] and len(record.read_text().splitlines()) == 4


def test_parallel_run_records_every_game_once(tmp_path):
    record = tmp_path / "games.jsonl"
    report = tournament().run(jobs=2, record=record)
    keys = [(g["seed"], g["rotation"]) for g in map(json.loads, record.read_text().splitlines())]
    assert sorted(keys) == [(3, 0), (3, 1), (4, 0), (4, 1)]
    assert results(report) == results(tournament().run())


def test_torn_last_line_is_played_again(tmp_path):
    """A kill while a line was being written leaves half a line: it is dropped, and
    the file stays one game per line."""
    record = tmp_path / "games.jsonl"
    tournament().run(record=record)
    lines = record.read_text().splitlines()
    record.write_text("\n".join(lines[:3]) + "\n" + lines[3][:40])
    played = []
    report = tournament().run(played.append, record=record)
    assert played == [3, 4]
    rows = [json.loads(line) for line in record.read_text().splitlines()]
    assert len(rows) == 4 and record.read_text().endswith("\n")
    assert results(report) == results(tournament().run())


def test_whole_last_line_without_newline_is_kept(tmp_path):
    record = tmp_path / "games.jsonl"
    with pytest.raises(KeyboardInterrupt):
        tournament().run(Interrupt(after=1), record=record)
    record.write_text(record.read_text().rstrip("\n"))
    played = []
    tournament().run(played.append, record=record)
    assert played == [1, 2, 3, 4]
    assert len([json.loads(line) for line in record.read_text().splitlines()]) == 4


def test_broken_record_is_refused_and_left_alone(tmp_path):
    record = tmp_path / "games.jsonl"
    record.write_text('{"not": "a game"}\n{"deck": "original"}\n')
    before = record.read_bytes()
    with pytest.raises(TdaError, match="line 1 is not a tournament game"):
        tournament().run(record=record)
    assert record.read_bytes() == before


def test_cli_record_flag_and_messages(tmp_path, capsys):
    record = tmp_path / "games.jsonl"
    argv = ["tournament", "--bots", "heuristic,random", "--deals", "1", "--seed", "3",
            "--max-gambits", "2", "--record", str(record)]
    assert main(argv) == 0
    assert len(record.read_text().splitlines()) == 2
    first = capsys.readouterr().out
    assert main(argv) == 0  # nothing left to play: the same report from the record
    assert len(record.read_text().splitlines()) == 2
    assert capsys.readouterr().out.splitlines()[-4:] == first.splitlines()[-4:]

    record.write_text("garbage\nmore garbage\n")
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "games.jsonl: line 1 is not a tournament game" in err and "Traceback" not in err


@pytest.mark.parametrize("flag", ["--deals", "--jobs"])
def test_cli_refuses_counts_below_one(flag, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["tournament", "--bots", "heuristic,random", flag, "0"])
    assert stop.value.code == 2
    assert f"argument {flag}: must be at least 1, not 0" in capsys.readouterr().err


def test_workers_get_a_core_each_when_there_are_enough(monkeypatch):
    """Time-budgeted bots think as long as the clock allows, so parallel games
    must not share a core while another idles."""
    import multiprocessing
    import os

    from tda.table import tournament as t

    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 2, 5}, raising=False)
    assert t.worker_cores(2) == [0, 2] and t.worker_cores(3) == [0, 2, 5]
    assert t.worker_cores(4) == []  # more workers than cores: the scheduler decides
    monkeypatch.delattr(os, "sched_getaffinity", raising=False)
    assert t.worker_cores(2) == []  # a platform that cannot pin
    monkeypatch.undo()

    if not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2:
        pytest.skip("pinning needs two cores")
    cores = t.worker_cores(2)
    context = multiprocessing.get_context("spawn")
    with context.Pool(2, t._start_worker, (cores, context.Value("i", 0))) as pool:
        seen = pool.map(os.sched_getaffinity, [0] * 8, chunksize=1)
    assert all(len(s) == 1 and s <= set(cores) for s in seen)


def test_never_more_workers_than_games_or_cores(monkeypatch):
    """--jobs is a ceiling: the games left and the usable cores bring it down."""
    import os

    from tda.table import tournament as t

    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    assert t.worker_count(64, 100) == 2  # cores
    assert t.worker_count(64, 1) == 1  # games
    assert t.worker_count(1, 100) == 1
    assert t.worker_count(8, 0) == 1  # nothing left to play: no pool at all


def test_a_huge_tournament_is_counted_not_listed():
    """A trillion deals: the count is arithmetic and the games come one at a time."""
    huge = Tournament(LINEUP, ["original", "legendary"], deals=10**12, seed=5)
    assert huge.game_count == 2 * 10**12 * 2
    tasks = huge.tasks()
    assert [next(tasks)[1:3] for _ in range(3)] == [(5, 0), (5, 1), (6, 0)]


def test_a_record_from_another_tournament_is_not_counted(tmp_path):
    """Games kept in the record count only if this tournament would play them."""
    record = tmp_path / "games.jsonl"
    tournament().run(record=record)  # seeds 3 and 4
    other = Tournament(LINEUP, ["original"], deals=1, seed=4, options=OPTIONS)
    assert other.run(record=record)["from_record"] == 2  # seed 4's two seatings
    longer = Tournament(LINEUP, ["original"], deals=3, seed=3, options=OPTIONS)
    report = longer.run(record=record)
    assert report["from_record"] == 4 and report["games"] == 6
    different_rules = Tournament(LINEUP, ["original"], deals=2, seed=3)  # no max_gambits
    kept = GameRecord(record).load().values()
    assert len(kept) == 6 and not any(different_rules.holds(game) for game in kept)
