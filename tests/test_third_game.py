"""A third game at the table with no shared file edited for it (issue 29.5): the toy
game of tests/toy_game.py registers through an entry point (a package's metadata on
the path) or `register_game`, and `tda play --game toy`, `sim`, `story`, `replay`, the
setup screen's game picker and the conformance test all take it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from textual.widgets import Select

import test_conformance as conformance
import toy_game
from cli_harness import run_tda
from tda.cli import main
from tda.table import registry
from tda.table.saves import read_game_file
from tda.tui import TdaApp
from tda.tui.modals import GameOver
from tda.tui.setup_screen import SetupScreen
from tui_helpers import wait_for

TESTS = Path(__file__).resolve().parent


@pytest.fixture
def toy():
    """The toy game registered in this process (as a test suite adds one), taken off
    the table again afterwards."""
    registry.register_game(toy_game.GAME)
    yield toy_game.GAME
    registry.unregister_game(toy_game.NAME)


@pytest.fixture
def toy_package(tmp_path, monkeypatch):
    """An installed package that names the toy game in the entry point group
    `tda.games` (its metadata on PYTHONPATH), for a `tda` run in a child process."""
    site = tmp_path / "site"
    info = site / "toy_game-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-game\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text("[tda.games]\ntoy = toy_game:GAME\n")
    path = os.pathsep.join(filter(None, [str(site), str(TESTS), os.environ.get("PYTHONPATH")]))
    monkeypatch.setenv("PYTHONPATH", path)
    saves = tmp_path / "saves"
    saves.mkdir()
    return saves


@pytest.mark.parametrize("seed", conformance.SEEDS)
def test_the_toy_game_passes_the_conformance_test(toy, seed):
    """issue 29.5: the conformance test's checks hold for the toy game too."""
    conformance.test_random_play_conforms(toy_game.NAME, {}, 2, seed)
    conformance.test_an_illegal_action_is_refused(toy_game.NAME)


def test_sim_finds_the_toy_game_through_its_entry_point(toy_package):
    """issue 29.5: `tda sim --game toy` in a fresh process: the game is found through
    the entry point group alone, and the built-in games are still there."""
    done = run_tda(["sim", "--game", "toy", "--players", "2", "--games", "5", "--json"],
                   toy_package)
    assert done.status == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 5 and summary["failures"] == []
    listed = run_tda(["sim", "--game", "chess"], toy_package)
    assert "three-dragon-ante, dragonmaster, toy" in listed.stderr


def test_story_tells_a_toy_game(toy_package):
    """issue 29.5: `tda story --game toy` tells the game in the toy's own words."""
    done = run_tda(["story", "--game", "toy", "--players", "2", "--seed", "3"], toy_package)
    assert done.status == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Toy: Ann, Bob · seed 3"
    assert lines[1] == "Bots: Ann random, Bob random"
    assert sum("takes the trick." in line for line in lines) == 2


def test_a_toy_game_is_refused_a_flag_it_does_not_take(toy_package):
    """Another game's option is refused, in one line, naming the flag."""
    done = run_tda(["sim", "--game", "toy", "--players", "2", "--deck", "legendary"],
                   toy_package)
    assert done.status == 2 and "--deck" in done.stderr and "Traceback" not in done.stderr


class HeadlessApp(TdaApp):
    """`tda play`'s app, run headless: it plays until the game-over box, then quits."""

    def run(self, *args, **kwargs):
        async def to_the_end(pilot):
            await wait_for(pilot, lambda: isinstance(pilot.app.screen, GameOver), timeout=60)
            self.final_lines = [str(line) for line in pilot.app.screen.lines]
            await pilot.press("q")
        return super().run(headless=True, size=(80, 24), auto_pilot=to_the_end)


class HeadlessReplay(TdaApp):
    """`tda replay`'s app, run headless: it steps to the end and reads the table."""

    def run(self, *args, **kwargs):
        async def step_to_the_end(pilot):
            await pilot.pause()
            await pilot.press("end")
            await pilot.pause()
            HeadlessReplay.shown = str(pilot.app.screen.query_one("#replay-step").render())
            await pilot.press("q")
        return super().run(headless=True, size=(80, 24), auto_pilot=step_to_the_end)


def test_play_and_replay_a_toy_game(toy, tmp_path, monkeypatch):
    """issue 29.5: `tda play --game toy` with two bots plays to the end on the toy's
    own panel and saves it; `tda replay` steps through the save."""
    import tda.cli as cli
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    apps = []

    def load_tui():
        apps.append(HeadlessApp)
        return HeadlessApp
    monkeypatch.setattr(cli, "_load_tui", load_tui)
    assert main(["play", "--game", "toy", "--seat", "bot:random:Ann", "--seat",
                 "bot:search:iterations=20:Bob", "--seed", "4", "--speed", "instant"]) == 0
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 1
    record, _ = read_game_file(saves[0])
    assert record.game == "toy" and len(record.actions) == 4
    monkeypatch.setattr(cli, "_load_tui", lambda: HeadlessReplay)
    assert main(["replay", str(saves[0])]) == 0
    assert HeadlessReplay.shown == "Step 4 of 4"


async def test_the_setup_screen_offers_the_toy_game(toy):
    """issue 29.5: the game picker lists the toy game; picked, it seats two and starts
    a toy game."""
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
        setup = pilot.app.screen
        picker = setup.query_one("#game", Select)
        assert ("Toy", "toy") in [(str(label), value) for label, value in picker._options]
        picker.value = "toy"
        await pilot.pause()
        assert setup.query_one("#seat-1").display and not setup.query_one("#seat-2").display
        config, seats = setup.build()
        assert isinstance(config, toy_game.ToyConfig) and config.seed == 3
        assert [seat.name for seat in seats] == ["Ann", "Bob"]


def test_level_is_refused_for_a_game_without_levels(toy_package):
    """`--level` sets the option a game's entry names; the toy game names none, so it
    is refused in one line that says whose it is."""
    done = run_tda(["sim", "--game", "toy", "--players", "2", "--level", "expert"], toy_package)
    assert done.status == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip().endswith("--level: Toy has no levels (it is Dragonmaster's)")


def test_the_toy_game_brings_its_own_flag(toy_package):
    """issue 29.5: a game's flags come from its own part of the command line (the toy's
    `COMMAND_LINE`): `--leader 1` reaches its config, and the help says whose it is."""
    led = run_tda(["story", "--game", "toy", "--players", "2", "--seed", "3", "--leader", "1"],
                  toy_package)
    assert led.status == 0, led.stderr
    assert led.stdout.splitlines()[2].startswith("Bob plays the ")
    plain = run_tda(["story", "--game", "toy", "--players", "2", "--seed", "3"], toy_package)
    assert plain.stdout.splitlines()[2].startswith("Ann plays the ")
    shown = run_tda(["play", "--help"], toy_package)
    assert "--leader SEAT" in shown.stdout and "Toy only" in shown.stdout
    assert "--deck NAME" in shown.stdout  # the built-in games' flags are still there


def test_a_games_flag_is_refused_for_another_game(toy_package):
    """issue 29.5: the toy's flag given to Three-Dragon Ante (the default game) is
    refused in one line naming the flag and its game, not ignored; a value the toy's
    config refuses is blamed on the flag."""
    done = run_tda(["sim", "--players", "2", "--leader", "1"], toy_package)
    assert done.status == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip().endswith(
        "--leader: a Toy option; Three-Dragon Ante does not take it")
    bad = run_tda(["sim", "--game", "toy", "--players", "2", "--leader", "5"], toy_package)
    assert bad.status == 2 and "--leader: " in bad.stderr and len(bad.stderr.splitlines()) == 1
