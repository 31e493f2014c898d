"""Saved games a player can manage (issue 19 item 5), for both games: quitting (also
from the hot-seat cover) says the game is saved and how to resume it; the resume
screen names each game, its table, progress and date, and deletes one save (after
asking), leaving every other file as it was."""

from __future__ import annotations

import json

import pytest

from cli_harness import make_saves, snapshot_files
from tda.cli import _save_named
from tda.dragonmaster import DragonmasterConfig
from tda.engine import GameConfig
from tda.table.saves import Autosaver, load_session
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import Confirm, ConfirmQuit, PassCover
from tda.tui.resume_screen import ResumeScreen
from tui_helpers import wait_for

HOT_SEAT = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random")]


def config_of(game: str, seats: list[Seat], seed: int = 5):
    names = [s.name for s in seats]
    if game == "dragonmaster":
        return DragonmasterConfig(players=names, level="basic", seed=seed)
    return GameConfig(players=names, seed=seed)


@pytest.mark.parametrize("key", ["q", "ctrl+c"])
@pytest.mark.parametrize("game", ["three-dragon-ante", "dragonmaster"])
async def test_quitting_from_the_cover_saves_and_tells(game, key, tmp_path, monkeypatch):
    """The hot-seat cover quits (after asking); the note names the save, and
    `tda resume NAME` finds it and continues the same game."""
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(config_of(game, HOT_SEAT), HOT_SEAT, speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        await pilot.press(key)
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        await pilot.press("n")  # not quitting after all: back to the cover
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        await pilot.press(key)
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        await pilot.press("y")
        await pilot.pause()
    saves = list(tmp_path.glob("*.json"))
    assert len(saves) == 1
    name = saves[0].stem
    assert app.exit_note is not None
    assert f"tda resume {name}" in app.exit_note and "saved" in app.exit_note
    assert _save_named(__import__("pathlib").Path(name)) == saves[0]
    session, save = load_session(saves[0])
    assert save.game == game and [s.name for s in session.seats] == ["Ann", "Bob", "Cid"]


async def test_the_cover_has_a_quit_button(tmp_path, monkeypatch):
    """A click quits from the cover as well as a key (the mouse works for every choice)."""
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(config_of("three-dragon-ante", HOT_SEAT), HOT_SEAT, speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        await pilot.click("#cover-quit")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        await pilot.click("#yes")
        await pilot.pause()
    assert app.exit_note and "tda resume" in app.exit_note


def dragonmaster_save(folder):
    seats = [Seat("Dee", "heuristic"), Seat("Eve", "heuristic"), Seat("Fay", "random")]
    path = folder / "dragons.json"
    session = Session(config_of("dragonmaster", seats, seed=3), seats,
                      on_change=Autosaver(path))
    session.on_change(session)
    for _ in range(12):
        session.apply(session.bot_action())
    return path


async def test_the_resume_screen_names_game_table_progress_and_date(tmp_path, monkeypatch):
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    make_saves(tmp_path)
    dragonmaster_save(tmp_path)
    app = TdaApp(mode="resume", autosave=False, speed="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeScreen))
        prompts = [str(o.prompt) for o in app.screen.query_one("#resume-list").options]
        assert len(prompts) == 2  # the finished game is not offered
        tda = next(p for p in prompts if p.startswith("Three-Dragon Ante"))
        dm = next(p for p in prompts if p.startswith("Dragonmaster"))
        assert "Ann (random), Bob (random), Cid (random)" in tda and "unfinished" in tda
        assert "Dee (heuristic), Eve (heuristic), Fay (random)" in dm and "dragons" in dm
        for prompt in (tda, dm):
            first = prompt.split("\n")[0]
            assert first.count(" · ") == 2 and first.split(" · ")[2][:2] == "20"  # a date


async def test_deleting_a_save_asks_and_removes_only_that_file(tmp_path, monkeypatch):
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    paths = make_saves(tmp_path)
    dm = dragonmaster_save(tmp_path)
    data = json.loads(dm.read_text())
    data["updated"] = "2000-01-01T00:00:00+00:00"  # the oldest: listed last
    dm.write_text(json.dumps(data))
    (tmp_path / "notes.txt").write_text("not a save")
    before = snapshot_files(tmp_path)
    app = TdaApp(mode="resume", autosave=False, speed="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeScreen))
        screen = app.screen
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, Confirm))
        assert "unfinished.json" in str(app.screen.message)
        await pilot.press("n")  # kept
        await wait_for(pilot, lambda: app.screen is screen)
        assert snapshot_files(tmp_path) == before
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, Confirm))
        await pilot.press("y")
        await wait_for(pilot, lambda: app.screen is screen and len(screen.saves) == 1)
        prompts = [str(o.prompt) for o in screen.query_one("#resume-list").options]
        assert len(prompts) == 1 and prompts[0].startswith("Dragonmaster")
    after = snapshot_files(tmp_path)
    del before[paths["unfinished"].name]
    assert after == before  # the finished save, the other game's, the text file: untouched


async def test_replay_names_each_move_in_words_and_hides_a_secret_one(tmp_path):
    """The replay's step line says who did what in players' words ("Ann: Ante Red
    Dragon (12)"), not the record's ids; an unfinished game's replay (hands hidden)
    says only the question answered, so a face-down ante card stays secret."""
    from tda.table.saves import read_save
    from tda.tui.replay_screen import ReplayScreen
    saves = make_saves(tmp_path)
    for label, reveal in (("finished", True), ("unfinished", False)):
        record = read_save(saves[label]).record
        app = TdaApp(mode="replay", record=record, path=saves[label], reveal=reveal)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            await pilot.press("right")  # the first ante
            await pilot.pause()
            line = str(screen.query_one("#replay-step").render())
            first = record.actions[0]  # "ante <card id>"
            card_id = first.split()[1]
            assert first not in line and card_id not in line
            if reveal:
                assert "Ann: Ante " in line
            else:
                assert "Ann: choose a card to ante face down" in line
                assert "Ante " not in line.split("—", 1)[1]
                assert line.endswith("(hands hidden)")  # whole at 80 columns
                assert "--reveal" in str(screen.query_one("#hands").render())
