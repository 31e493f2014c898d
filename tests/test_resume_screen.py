"""The resume screen with broken saves beside good ones: shown, greyed, never a crash."""

from __future__ import annotations

import json
import os

import pytest

from cli_harness import make_saves
from tda.table.saves import describe_save, read_save
from tda.tui import TdaApp
from tda.tui.resume_screen import ResumeScreen
from tda.tui.table_screen import TableScreen

ESC_NAME = "\x1b]0;pwned\x07"


def _clutter(folder):
    """Good saves (one with an ESC sequence as a name) and three broken files."""
    paths = make_saves(folder)
    data = json.loads(paths["unfinished"].read_text())
    data["seats"][0]["name"] = data["record"]["config"]["players"][0] = ESC_NAME
    data["updated"] = "2000-01-01T00:00:00+00:00"  # the oldest: listed after unfinished.json
    (folder / "named.json").write_text(json.dumps(data))
    data["updated"] = "not a date"  # once hid every save and crashed this screen
    (folder / "bad-date.json").write_text(json.dumps(data))
    (folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    os.mkfifo(folder / "pipe.json")
    return paths


async def test_broken_saves_are_listed_greyed_with_the_reason(tmp_path, monkeypatch):
    """Good saves come first and can be picked; broken ones are shown disabled."""
    paths = _clutter(tmp_path)
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(mode="resume", autosave=False, speed="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ResumeScreen)
        # saves of either game: the title names neither (it said "Three-Dragon Ante")
        assert (screen.title, screen.sub_title) == ("tda", "resume a game")
        options = screen.query_one("#resume-list").options
        prompts = [str(option.prompt) for option in options]
        assert [option.disabled for option in options] == [False, False, True, True, True]
        assert "\x1b" not in "".join(prompts) and "\\x1b]0;pwned" in prompts[1]
        assert [p.split("\n")[0] for p in prompts[2:]] == ["✗ bad-date.json", "✗ deep.json",
                                                          "✗ pipe.json"]
        assert "not a date" in prompts[2] and "named pipe" in prompts[4]
        assert "3 file(s) cannot be resumed" in str(screen.query_one("#resume-help").render())
        await pilot.press("end")  # the cursor skips the broken ones
        assert screen.query_one("#resume-list").highlighted == 1
        await pilot.press("home", "enter")
        tables = []
        for _ in range(100):  # an all-bot game plays on at once: look under its modals
            tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
            if tables:
                break
            await pilot.pause(0.02)
        assert tables, app.screen_stack
        assert tables[0].session.game_id == json.loads(paths["unfinished"].read_text())["game_id"]


@pytest.mark.parametrize("moment", ["0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00",
                                    "2024-05-01T18:30:00", "2024-05-01T18:30:00+14:00"])
def test_any_readable_date_can_be_described(moment, tmp_path):
    """The first and last days Python knows, and naive times, describe without error."""
    path = make_saves(tmp_path)["unfinished"]
    data = json.loads(path.read_text())
    data["updated"] = moment
    path.write_text(json.dumps(data))
    assert describe_save(read_save(path)).startswith(moment[:4])


async def test_deleting_a_save_asks_with_cancel_focused(tmp_path, monkeypatch):
    """Issue 27.16: the question had "Delete" focused, so Enter deleted the save for
    good. "Cancel" has the focus: Enter keeps the file; y deletes it."""
    from textual.widgets import Button

    from tda.tui.modals import Confirm
    paths = make_saves(tmp_path)
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(mode="resume", autosave=False, speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, Confirm)
        focused = app.focused
        assert isinstance(focused, Button) and str(focused.label) == "Cancel (n)"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert paths["unfinished"].exists() and paths["finished"].exists()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert sum(path.exists() for path in paths.values()) == 1
