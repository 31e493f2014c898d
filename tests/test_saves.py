"""Saves, resume, replay and export: nothing lost, bad files refused clearly."""

import json
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from tda.cli import main
from tda.engine import GameConfig, replay
from tda.table.saves import Autosaver, SaveError, load_session, read_save
from tda.table.session import Seat, Session

BOTS = [Seat("Ann", "random"), Seat("Bob", "random"), Seat("Cid", "random")]


def bot_game(path=None, seed=3, seats=BOTS, stop_after=None):
    config = GameConfig(players=[s.name for s in seats], seed=seed)
    session = Session(config, seats, on_change=Autosaver(path) if path else None)
    if path:
        session.on_change(session)
    while not session.state.is_over and (stop_after is None
                                         or len(session.state.actions) < stop_after):
        session.apply(session.bot_action())
    return session


def test_autosave_resumes_to_the_same_views(tmp_path):
    """A save written after every action reloads into an identical game."""
    path = tmp_path / "game.json"
    session = bot_game(path, stop_after=70)
    again, save = load_session(path)
    assert not save.finished and save.gambit == session.state.gambit
    assert [again.state.view(s) for s in range(3)] == [session.state.view(s) for s in range(3)]
    assert [s.name for s in again.seats] == ["Ann", "Bob", "Cid"]


KILLED_GAME = textwrap.dedent("""
    import sys
    from pathlib import Path
    from tda.engine import GameConfig
    from tda.table.saves import Autosaver
    from tda.table.session import Seat, Session
    seats = [Seat(n, "random") for n in ("Ann", "Bob", "Cid")]
    session = Session(GameConfig(players=["Ann", "Bob", "Cid"], seed=3), seats,
                      on_change=Autosaver(Path(sys.argv[1])))
    session.on_change(session)
    print("started", flush=True)
    while not session.state.is_over:
        session.apply(session.bot_action())
    print("finished", flush=True)
""")


def test_a_game_killed_at_random_moments_always_resumes(tmp_path):
    """SIGKILL at random points: the save is always readable and matches the live game."""
    reference = bot_game(seed=3)
    rng = random.Random(42)
    resumed_at = set()
    for attempt in range(6):
        path = tmp_path / f"killed-{attempt}.json"
        proc = subprocess.Popen([sys.executable, "-c", KILLED_GAME, str(path)],
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "started"
        time.sleep(rng.uniform(0.0, 0.4))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        session, save = load_session(path)
        steps = len(save.record.actions)
        assert save.record.actions == reference.state.actions[:steps]
        expected = replay(reference.state.record(), upto=steps)
        assert [session.state.view(s) for s in range(3)] == [expected.view(s) for s in range(3)]
        resumed_at.add(steps)
        leftovers = [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]
        for p in leftovers:  # a temp file may be left by the kill; never the save itself
            p.unlink()
    assert len(resumed_at) > 1


def _saved(tmp_path):
    path = tmp_path / "game.json"
    bot_game(path, stop_after=40)
    return path


@pytest.mark.parametrize("damage, message", [
    (lambda text: text[: len(text) // 2], "damaged or cut short"),
    (lambda text: "\x00\x01garbage" + text[5:], "damaged or cut short"),
    (lambda text: text.replace('"save_version": 1', '"save_version": 99'), "version 99"),
    (lambda text: json.dumps({"hello": 1}), "not a tda save"),
])
def test_bad_save_files_get_one_clear_message(tmp_path, damage, message):
    """Truncated, corrupted, future-version and foreign files: a message naming the file."""
    path = _saved(tmp_path)
    path.write_text(damage(path.read_text()))
    before = path.read_bytes()
    with pytest.raises(SaveError, match=message) as err:
        load_session(path)
    assert str(path) in str(err.value)
    assert path.read_bytes() == before


def test_an_illegal_step_is_named(tmp_path, capsys):
    """A record whose step N is not legal is refused naming the file and the step."""
    path = _saved(tmp_path)
    data = json.loads(path.read_text())
    data["record"]["actions"][5] = "play no-such-card"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(SaveError, match=r"step 6: 'play no-such-card'"):
        load_session(path)
    assert main(["resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert "step 6" in err and str(path) in err and "Traceback" not in err
    assert path.read_bytes() == before


def test_replay_forward_and_back_gives_the_same_views():
    """The timeline's state at step k equals a fresh replay to step k, in any order."""
    from tda.table.timeline import Timeline
    record = bot_game(seed=6).state.record()
    timeline = Timeline(record)
    n = len(timeline)
    assert n > 60
    for k in (0, 7, n // 2, n - 1, 33, 1, n, 50, 26, 25, 24):
        assert [timeline.state_at(k).view(s) for s in range(3)] == \
            [replay(record, upto=k).view(s) for s in range(3)]


def test_timeline_jumps_by_gambit():
    """Gambit jumps land on each gambit's first step and back again."""
    from tda.table.timeline import Timeline
    timeline = Timeline(bot_game(seed=6).state.record())
    starts = [0]
    while timeline.next_gambit(starts[-1]) < len(timeline):
        starts.append(timeline.next_gambit(starts[-1]))
    assert len(starts) >= 2
    assert all(timeline.gambit_at[s] > timeline.gambit_at[s - 1] for s in starts[1:])
    assert timeline.previous_gambit(starts[1]) == starts[0]
    assert timeline.previous_gambit(starts[1] + 1) == starts[1]


def test_export_writes_record_and_story(tmp_path, capsys):
    """A finished game exports its record (replayable) and a readable story."""
    path = tmp_path / "game.json"
    bot_game(path)
    assert read_save(path).finished
    out_json, out_story = tmp_path / "r.json", tmp_path / "s.txt"
    assert main(["export", str(path), "--json", str(out_json), "--story", str(out_story)]) == 0
    from tda.engine import GameRecord
    assert replay(GameRecord.model_validate_json(out_json.read_text())).is_over
    story = out_story.read_text()
    assert "Gambit 1" in story and "Game over" in story


def test_export_refuses_an_unfinished_story_without_reveal(tmp_path, capsys):
    """An unfinished game's story would show hands: refused unless --reveal."""
    path = _saved(tmp_path)
    assert main(["export", str(path), "--story", str(tmp_path / "s.txt")]) == 2
    assert "unfinished" in capsys.readouterr().err
    assert main(["export", str(path), "--story", str(tmp_path / "s.txt"), "--reveal"]) == 0


async def test_resuming_a_hot_seat_game_covers_for_the_right_player(tmp_path):
    """A resumed hot-seat game opens on the pass-to cover of the human to act."""
    from tda.tui import TdaApp
    from tda.tui.modals import PassCover
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random")]
    config = GameConfig(players=["Ann", "Bob", "Cid"], seed=4)
    session = Session(config, seats)
    session.apply(session.state.legal_actions()[0])  # Ann antes; Bob must ante next
    path = tmp_path / "hot.json"
    Autosaver(path)(session)
    app = TdaApp(mode="resume", path=path, speed="instant", autosave=False)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(200):
            if isinstance(app.screen, PassCover):
                break
            await pilot.pause(0.02)
        assert isinstance(app.screen, PassCover)
        assert app.screen.player == "Bob"
