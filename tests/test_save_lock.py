"""One save, one table (issue 26.1): a game is open for play in one process at a
time; a second opener is told where, a crashed holder's save is taken over, and
what interrupted writes left behind is swept (issue 26.5), all with real processes."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cli_harness import _env, make_dragonmaster_saves, make_saves, refuse, run_tda
from tda.table.save_lock import (
    SaveInUse,
    claim_save,
    delete_save,
    holder_of,
    lock_path,
    resume_save,
)
from tda.table.saves import read_save, scan_saves
from tda.tui import TdaApp
from tda.tui.modals import PassCover
from tda.tui.resume_screen import ResumeScreen
from tui_helpers import screen_text, wait_for

# A second process that opens a save for play through the session API and keeps it.
HOLDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from tda.table.save_lock import resume_save
    session, save = resume_save(Path(sys.argv[1]))
    print("holding", flush=True)
    time.sleep(600)
""")

# A second process that dies while writing a save: its fsync never returns.
STUCK_WRITER = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    from tda.table.save_lock import resume_save
    session, save = resume_save(Path(sys.argv[1]))
    os.fsync = lambda fd: (print("writing", flush=True), time.sleep(600))
    session.apply(session.bot_action())
""")


def start(script: str, path: Path, saves: Path, ready: str) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", script, str(path)], env=_env(saves),
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == ready
    return proc


def kill9(proc: subprocess.Popen[str]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)


@pytest.fixture
def saves(tmp_path, monkeypatch):
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setenv("TDA_SAVE_DIR", str(folder))
    return folder


@pytest.fixture
def holders():
    started: list[subprocess.Popen[str]] = []
    yield started
    for proc in started:
        if proc.poll() is None:
            kill9(proc)


def told(app, words: str) -> bool:
    return any(words in str(note.message) for note in app._notifications)


def unfinished(game: str, folder: Path) -> Path:
    made = make_saves(folder) if game == "three-dragon-ante" else make_dragonmaster_saves(folder)
    return made["unfinished" if game == "three-dragon-ante" else "dm-unfinished"]


@pytest.mark.parametrize("game", ["three-dragon-ante", "dragonmaster"])
def test_a_save_open_in_another_process_is_refused_until_that_process_is_gone(
        game, saves, holders):
    """issue 26.1: two real processes. While one has the game open, the session API
    and `tda resume NAME` are refused with one line naming the save and the process,
    and nothing is written; replay/export still read it; after kill -9 the game is
    taken over, and the new holder is told whose it was."""
    path = unfinished(game, saves)
    before = path.read_bytes()
    holder = start(HOLDER, path, saves, "holding")
    holders.append(holder)
    with pytest.raises(SaveInUse) as refused:
        resume_save(path)
    message = str(refused.value)
    assert "\n" not in message and path.stem in message
    assert "already open" in message and f"process {holder.pid}" in message
    refuse(["resume", path.stem], saves, mentions=["already open", path.stem,
                                                   f"process {holder.pid}"])
    refuse(["resume", "--last"], saves, mentions=["already open"])
    listed = run_tda(["resume", "--list"], saves)
    assert f"open in another tda (process {holder.pid} on " in listed.stdout
    exported = run_tda(["export", path.stem, "--reveal", "--json", str(saves.parent / "out.json")],
                       saves)
    assert exported.status == 0, exported.stderr  # reading needs no lock
    assert path.read_bytes() == before
    kill9(holder)
    assert holder_of(path) is None  # a look (as `tda resume` takes) keeps what it left
    session, save = resume_save(path)  # the kernel let go with the process: free again
    try:
        lock = session.on_change.lock
        assert lock.taken_from is not None and lock.taken_from.pid == holder.pid
        session.apply(session.bot_action())  # the new holder plays on and saves
        assert len(read_save(path).record.actions) == len(save.record.actions) + 1
    finally:
        session.on_change.close()
    assert not lock_path(path).exists() and holder_of(path) is None


def test_a_save_open_elsewhere_is_not_deleted(saves, holders):
    """issue 26.1: deleting a game open in another process is refused (its player
    would lose it on the next move); once that process is gone it can be deleted."""
    path = unfinished("three-dragon-ante", saves)
    holder = start(HOLDER, path, saves, "holding")
    holders.append(holder)
    with pytest.raises(SaveInUse, match=f"process {holder.pid}"):
        delete_save(path)
    assert path.exists()
    for note, where in (("garbage", "in another tda: "),  # a lock file edited by hand
                        ('{"host": "h\\u001b[2J", "pid": 7, "since": "0001-01-01T00:00"}',
                         "process 7 on h\\x1b[2J")):
        lock_path(path).write_text(note)
        with pytest.raises(SaveInUse) as refused:
            delete_save(path)
        assert where in str(refused.value) and "\x1b" not in str(refused.value)
    kill9(holder)
    delete_save(path)
    assert not path.exists() and not lock_path(path).exists()


async def test_the_resume_screen_says_where_a_game_is_open_and_keeps_it(saves, holders):
    """issue 26.1, as a player sees it: the saved-games list marks the game open in
    another process; Enter says where and stays on the list; d is refused; once that
    process is killed, Enter opens the table and the save is held by this one."""
    path = unfinished("three-dragon-ante", saves)
    holder = start(HOLDER, path, saves, "holding")
    holders.append(holder)
    app = TdaApp(mode="resume", speed="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeScreen))
        assert f"open in another tda (process {holder.pid}" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: told(app, "already open"))
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("d")
        await pilot.press("y")
        await wait_for(pilot, lambda: told(app, "Not deleted"))
        assert path.exists()
        kill9(holder)
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.table() is not None)
        assert holder_of(path) is not None  # this app has it now
        await wait_for(pilot, lambda: told(app, f"was open in process {holder.pid}"))
    assert holder_of(path) is None  # quitting let go


async def test_a_table_holds_its_save_and_lets_go_when_it_leaves(saves):
    """issue 26.1: `tda play`'s autosave is locked from the deal; a rematch lets go of
    the old save and holds the new one; quitting lets go of everything."""
    from tda.engine import GameConfig
    from tda.table.session import Seat
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random")]
    app = TdaApp(GameConfig(players=["Ann", "Bob", "Cid"], seed=4), seats, speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        first = app.save_path
        with pytest.raises(SaveInUse):
            claim_save(first)
        app.rematch()
        await wait_for(pilot, lambda: holder_of(first) is None)  # the old table is gone
        second = app.save_path
        assert second != first and holder_of(second) is not None
    assert holder_of(second) is None


async def test_a_rematch_while_the_bots_play_lets_go_of_the_old_save(saves):
    """issue 26.1: a rematch at an all-bot table at instant speed holds the new save
    and frees the old one; a bot's answer landing on the table being taken down is
    dropped (it used to crash the app: "No nodes match 'StatusBar'")."""
    from tda.engine import GameConfig
    from tda.table.session import Seat
    seats = [Seat("Ann", "random"), Seat("Bob", "random"), Seat("Cid", "random")]
    app = TdaApp(GameConfig(players=["Ann", "Bob", "Cid"], seed=4), seats, speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.save_path is not None and app.save_path.exists())
        first = app.save_path
        app.rematch()
        await wait_for(pilot, lambda: holder_of(first) is None)
        assert holder_of(app.save_path) is not None
        await pilot.pause(1)  # the new table's bots play on
        assert app.table() is not None and read_save(app.save_path).record.actions


def test_leftovers_of_a_killed_save_are_swept_but_never_a_live_writers(saves, holders):
    """issue 26.5: kill -9 during a save leaves NAME.json.XXXX.tmp; listing the saves
    removes it, but not while another live process holds that save (it may be writing
    it right now), and never anything else."""
    path = unfinished("three-dragon-ante", saves)
    other = unfinished("dragonmaster", saves)
    writer = start(STUCK_WRITER, path, saves, "writing")
    holders.append(writer)
    temps = list(saves.glob(f"{path.name}.*.tmp"))
    assert len(temps) == 1
    scan_saves()
    assert temps[0].exists()  # its writer is alive: left alone
    kill9(writer)
    (saves / "notes.json.txt").write_text("mine")  # not a save's leftover
    orphan = saves / "20260101-000000-abcdef.json.k3j2h1.tmp"  # killed before its first save
    orphan.write_text("{")
    listed = [p for p, _ in scan_saves().loadable]
    assert path in listed and other in listed
    assert not temps[0].exists() and not orphan.exists()
    assert (saves / "notes.json.txt").exists()
    assert sorted(p.name for p in saves.iterdir()) == sorted(  # and nothing else went
        ["dm-finished.json", "dm-unfinished.json", "finished.json", "unfinished.json",
         "notes.json.txt", ".unfinished.json.lock"])
    session, _ = resume_save(path)  # the save itself was never touched
    try:  # the sweep kept the note of who crashed, for the player who opens it next
        assert session.on_change.lock.taken_from.pid == writer.pid
    finally:
        session.on_change.close()


def test_a_filesystem_without_locks_still_plays(saves, monkeypatch):
    """issue 26.1: where the filesystem has no flock (some network mounts) the game is
    played unlocked, as before, rather than refused."""
    import errno

    import filelock

    def no_flock(self, *args, **kwargs):
        raise OSError(errno.ENOSYS, "Function not implemented")
    path = unfinished("three-dragon-ante", saves)
    monkeypatch.setattr(filelock.FileLock, "acquire", no_flock)
    session, save = resume_save(path)
    session.apply(session.bot_action())
    session.on_change.close()
    assert len(read_save(path).record.actions) == len(save.record.actions) + 1
