"""A match at the table (games in a row, rules/ABILITIES.md 5.2; rulings A37, L28,
L43): `tda play --games N` and the setup screen's "games in a row" play N games with
the same seats; the game-over screen shows the match's standings and deals the next
game; a match survives quit and resume; per-seat starting gold from the setup screen."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Select, Static

from cli_harness import refuse
from tda.cli import build_parser, play_settings
from tda.engine import GameConfig, MatchConfig, MatchRecord, replay_match
from tda.table.save_lock import holder_of
from tda.table.saves import load_session, read_save
from tda.table.session import Seat
from tda.tui import TdaApp
from tda.tui.modals import ConfirmQuit, GambitSummary, GameOver
from tda.tui.setup_screen import SetupScreen
from tui_helpers import squash, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

SEATS = [Seat("Ann", "random"), Seat("Bob", "random"), Seat("Cid", "random")]


def short_game(seed: int = 11) -> GameConfig:
    """Two gambits a game: a match plays in a moment."""
    return GameConfig(players=[s.name for s in SEATS], seed=seed, max_gambits=2)


def game_over_text(app) -> str:
    box = app.screen.query_one("#gameover-box")
    return squash(" ".join([str(box.border_title or "")] +
                           [str(w.render()) for w in box.query(Static)]))


def engine_match(path) -> tuple:
    """The saved match rebuilt by the engine's own `replay_match` (ruling A37): the
    table's games are the engine's match games, seeds and all."""
    save = read_save(path)
    assert save.match is not None
    config = MatchConfig(games=save.match.games, seed=save.match.seed,
                         base=save.record.config)
    match = replay_match(MatchRecord(config=config,
                                     games=[*save.match.played, save.record]))
    return match.totals, match.winners


async def next_game_over(pilot, app, number: int) -> str:
    """Play on (Enter past each gambit's summary) to game `number`'s game-over
    screen; its text."""
    for _ in range(100):
        await wait_for(pilot, lambda: isinstance(app.screen, (GameOver, GambitSummary)))
        if isinstance(app.screen, GameOver):
            break
        await pilot.press("enter")
        await pilot.pause()
    assert isinstance(app.screen, GameOver) and app.table().session.match.number == number
    await pilot.pause()
    return game_over_text(app)


async def test_a_two_game_match_plays_to_its_end(tmp_path, monkeypatch):
    """Ruling A37, L43: after game 1 the match's standings and "Next game (r)"; r deals
    game 2 from the match seed with the same seats, in the same save; after it, the
    match's winner by combined gold, as the engine's Match counts it."""
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(short_game(), list(SEATS), speed="instant", games=2)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await next_game_over(pilot, app, 1)
        assert "Game 1 of 2" in text and "Match after game 1 of 2:" in text
        assert str(app.screen.query_one("#next", Button).label) == "Next game (r)"
        first = app.table().session
        path = app.save_path
        assert path is not None and not read_save(path).finished
        await pilot.press("r")
        await wait_for(pilot, lambda: app.table() is not None
                       and app.table().session is not first)
        second = app.table().session
        assert "game 2 of 2" in str(app.table().query_one("#decide").border_subtitle)
        assert second.seats == first.seats and second.config.seed != first.config.seed
        text = await next_game_over(pilot, app, 2)
        totals, winners = engine_match(path)
        names = second.state.names
        assert [a + b for a, b in zip(first.state.result.gold, second.state.result.gold,
                                      strict=True)] == list(totals)
        who = " and ".join(names[seat] for seat in winners)
        assert f"Match over after 2 games: {who}" in text
        assert f"with {max(totals)} gold in all" in text
        rows = [str(label.render()).strip() for label in app.screen.query(".match-total")]
        assert rows == [str(total) for total in totals]  # each seat's total on its row
        assert app.save_path == path and read_save(path).finished  # one save, the match's
        assert holder_of(path) is not None  # game 2 kept the save's lock (issue 26.1)
        assert app.screen.query("#new-match") and not app.screen.query("#next")
        await pilot.press("r")  # a new match: game 1 of 2 again, a new match seed
        await wait_for(pilot, lambda: app.table() is not None
                       and app.table().session is not second)
        again = app.table().session
        assert again.match.number == 1 and again.match.games == 2
        assert again.match.seed != second.match.seed and app.save_path != path


def ready(app) -> bool:
    """A human's choice is due, or something covers the table (a summary, game over)."""
    table = app.table()
    return table is not None and (table.waiting_for_human or app.screen is not table)


async def test_a_match_resumes_mid_game_and_goes_on(tmp_path, monkeypatch):
    """Quit during game 2: the save names the match and the game; resuming replays
    game 1 (its gold still counts) and game 2 so far, and the match goes on to its end."""
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
    app = TdaApp(short_game(5), seats, speed="instant", games=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.table() is not None)
        for _ in range(400):  # game 1 by keys, then a move of game 2
            table = app.table()
            await wait_for(pilot, lambda: ready(app))
            if isinstance(app.screen, GameOver):
                await pilot.press("r")
                await wait_for(pilot, lambda table=table: app.table() is not table)
                continue
            if app.screen is not table:
                await pilot.press("enter")  # a gambit's summary
                continue
            if table.session.match.number == 2 and table.session.state.actions:
                break
            await pilot.press("1")
        game1 = app.table().session.match.played[0].result.gold
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        await pilot.press("y")
    assert "Your match (game 2 of 2) is saved" in (app.exit_note or "")
    path = app.save_path
    session, save = load_session(path)
    assert save.match.games == 2 and len(save.match.played) == 1 and not save.finished
    assert session.match.number == 2 and session.match.totals() == game1
    from tda.table.saves import describe_save
    from tda.tui.resume_screen import save_lines
    assert "match game 2 of 2" in describe_save(save)
    first, seats, _ = save_lines(path, save).plain.split("\n")
    assert "match game 2 of 2, gambit" in first  # the resume screen names match and game
    assert seats.strip() == "original · Ann, Bob (random), Cid (random)"
    resumed = TdaApp(mode="resume", path=path, speed="instant")
    async with resumed.run_test(size=(80, 24)) as pilot:
        for _ in range(400):
            await wait_for(pilot, lambda: ready(resumed))
            if isinstance(resumed.screen, GameOver):
                break
            await pilot.press("1" if resumed.screen is resumed.table() else "enter")
        text = game_over_text(resumed)
        assert "Game 2 of 2" in text and "Match over after 2 games" in text
    totals, _ = engine_match(path)
    assert read_save(path).finished and len(read_save(path).match.played) == 1
    assert all(t >= g for t, g in zip(totals, game1, strict=True))


async def test_quitting_between_games_resumes_at_the_next_game(tmp_path, monkeypatch):
    """Game 1 over, the player quits: nothing to ask (nothing is lost); the hint says
    the match goes on; resuming shows game 1's standings with "Next game"."""
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(short_game(3), list(SEATS), speed="instant", games=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await next_game_over(pilot, app, 1)
        await pilot.press("q")
    assert "Your match (game 1 of 3) is saved" in (app.exit_note or "")
    from tda.table.saves import describe_save
    save = read_save(app.save_path)
    assert not save.finished and "match game 1 of 3, gambit" in describe_save(save)
    assert describe_save(save).split(" · ")[2].endswith(", game over")
    resumed = TdaApp(mode="resume", path=app.save_path, speed="instant")
    async with resumed.run_test(size=(80, 24)) as pilot:
        text = await next_game_over(pilot, resumed, 1)
        assert "Match after game 1 of 3" in text
        await pilot.press("r")
        await wait_for(pilot, lambda: resumed.table().session.match.number == 2)


def play_args(*flags: str):
    return build_parser(only=["play"]).parse_args(["play", *flags])


def test_play_games_flag_reaches_the_app_and_is_refused_where_it_cannot_apply(tmp_path):
    """--games N goes with the seats; without them, or with --game dragonmaster, it is
    refused in one line (the option is Three-Dragon Ante's), nothing saved."""
    args = play_args("--seat", "Ann", "--seat", "bot:random", "--games", "3")
    config, seats = play_settings(args)
    assert args.games == 3 and config is not None and len(seats) == 2
    saves = tmp_path
    refuse(["play", "--games", "2", "--game", "dragonmaster", "--seat", "Ann", "--seat",
            "bot:random"], saves, mentions=["--games", "Three-Dragon Ante"])
    refuse(["play", "--games", "2", "--game", "dragonmaster"], saves,
           mentions=["--games", "Three-Dragon Ante"])
    refuse(["play", "--games", "2"], saves, mentions=["--games", "--seat"])
    refuse(["play", "--games", "0", "--seat", "A", "--seat", "B"], saves,
           mentions=["--games"])
    refuse(["play", "--games", "21", "--seat", "A", "--seat", "B"], saves,
           mentions=["--games", "20"])


async def setup_app(pilot) -> SetupScreen:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
    await pilot.pause()
    return pilot.app.screen


async def test_setup_fields_reach_the_match_and_the_config():
    """Games in a row (empty: one game, never marked invalid) and starting gold, one
    amount or one per seat in seat order (empty chairs skipped)."""
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_app(pilot)
        games = setup.query_one("#games", Input)
        assert games.value == "" and not games.has_class("-invalid")
        assert setup.games() is None
        games.value = "3"
        setup.query_one("#gold", Input).value = "10, 20,30"
        with pytest.raises(ValueError, match="3 amounts for 4 seats"):
            setup.build()  # Ann and three bots
        setup.query_one("#kind-3", Select).value = "empty"
        await pilot.pause()
        config, seats = setup.build()
        assert config.starting_gold == [10, 20, 30] and len(seats) == 3
        assert setup.games() == 3
        setup.query_one("#gold", Input).value = "25"
        assert setup.build()[0].starting_gold == 25
        games.value = "1"
        assert setup.games() is None  # one game is no match


@pytest.mark.parametrize("gold, games, words", [
    ("10,20", "", "starting gold: 2 amounts for 3 seats"),
    ("10,,20", "", "starting gold: whole numbers"),
    ("10,0,5", "", "starting gold: each amount is at least 1"),
    ("", "21", "games in a row: a whole number from 2 to 20"),
])
async def test_bad_setup_fields_refuse_the_start_in_one_line(gold, games, words):
    """Bad gold or games: one line under the form, no game started, nothing typed lost."""
    app = TdaApp(autosave=False, setup_seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_app(pilot)
        setup.query_one("#kind-3", Select).value = "empty"
        setup.query_one("#gold", Input).value = gold
        setup.query_one("#games", Input).value = games
        await pilot.pause()
        setup.action_start()
        await pilot.pause()
        error = str(setup.query_one("#setup-error", Static).render())
        assert words in error and "\n" not in error.strip()
        assert app.screen is setup and app.table() is None
        assert setup.query_one("#gold", Input).value == gold
        assert setup.query_one("#games", Input).value == games


async def test_a_match_starts_from_the_setup_screen(tmp_path, monkeypatch):
    """Games in a row on the setup screen starts a match (its seed the match's)."""
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(setup_seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await setup_app(pilot)
        setup.query_one("#games", Input).value = "2"
        setup.query_one("#gold", Input).value = "30,40,50"
        setup.query_one("#kind-3", Select).value = "empty"
        await pilot.pause()
        setup.action_start()
        await wait_for(pilot, lambda: app.table() is not None and app.table().waiting_for_human)
        session = app.table().session
        assert session.match.games == 2 and session.match.seed == 8
        assert session.config.starting_gold == [30, 40, 50]
        assert list(session.state.hoards) == [30, 40, 50]


async def test_six_seats_match_game_over_fits_at_80x24():
    """Six seats: the game's standings, who leads the match, every seat's chart row
    with its match total, the buttons and the footer's keys all fit at 80x24."""
    import random

    from tda.engine import new_game
    from tda.games.three_dragon_ante.bots import make_bot
    from tda.table.match import TableMatch
    from tda.table.registry import get_game
    from tda.table.session import Session
    from tui_helpers import screen_text, widget_rows
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
    match = TableMatch(get_game(), 3, 21)
    config = match.config(GameConfig(players=names, deck="legendary", variant="show-em",
                                     seed=0), 0)
    state = new_game(config)
    bot, rng = make_bot("random"), random.Random(5)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    seats = [Seat("Ann")] + [Seat(name, "random") for name in names[1:]]
    app = TdaApp(session=Session(config, seats, state=state, match=match), speed="instant",
                 autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        await pilot.pause()
        text = squash(" ".join(widget_rows(app, app.screen.query_one("#gameover-box"))))
        assert "Match after game 1 of 3:" in text and "Next game (r)" in text
        assert "Quit (q)" in text and "6. " in text
        assert len(app.screen.query(".match-total")) == 6
        assert "r Next game" in squash(screen_text(app))


def test_a_damaged_match_save_is_refused_in_one_line(tmp_path, monkeypatch):
    """A match save whose seed does not deal its games, or that holds more finished
    games than the match has, is a SaveError naming the file; nothing is changed."""
    import json

    from tda.table.match import TableMatch
    from tda.table.registry import get_game
    from tda.table.saves import Autosaver, SaveError, load_session
    from tda.table.session import Session
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    match = TableMatch(get_game(), 2, 9)
    session = Session(match.config(short_game(), 0), list(SEATS), match=match)
    path = tmp_path / "match.json"
    Autosaver(path)(session)
    assert load_session(path)[0].match.number == 1
    data = json.loads(path.read_text())
    for change, words in ((lambda d: d["match"].update(seed=10),
                           "game 1 of the match was not dealt from the match's setup"),
                          (lambda d: d["match"].update(games=1, played=[d["record"]]),
                           "1 finished games and one more in a 1-game match")):
        broken = json.loads(json.dumps(data))
        change(broken)
        path.write_text(json.dumps(broken))
        with pytest.raises(SaveError, match="match") as err:
            load_session(path)
        assert str(path) in str(err.value) and words in str(err.value)
        assert "\n" not in str(err.value)


async def test_each_game_of_a_finished_match_can_be_stepped_through(tmp_path, monkeypatch):
    """A match's save keeps every game, but `tda replay NAME` showed only the last:
    the game-over box and the exit note name --match-game N, and replay and export
    take it (a number past the games played is one clear line)."""
    from cli_harness import run_tda
    saves, outputs = tmp_path / "saves", tmp_path / "out"
    saves.mkdir()
    outputs.mkdir()
    monkeypatch.setenv("TDA_SAVE_DIR", str(saves))
    app = TdaApp(short_game(3), list(SEATS), speed="instant", games=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await next_game_over(pilot, app, 1)
        await pilot.press("r")
        await next_game_over(pilot, app, 2)
        name = app.save_path.stem
        subtitle = str(app.screen.query_one("#gameover-box").border_subtitle)
        assert f"tda replay {name} [--match-game N]" in subtitle
        await pilot.press("q")
    assert app.exit_note.endswith(f"tda replay {name} [--match-game N]")
    stories = []
    for number in (1, 2):
        out = outputs / f"game{number}.txt"
        done = run_tda(["export", name, "--match-game", str(number), "--story", str(out)],
                       saves)
        assert done.status == 0, done.stderr
        stories.append(out.read_text())
    save = read_save(app.save_path)
    seeds = [save.match.played[0].config.seed, save.record.config.seed]
    assert [f"seed {seed}" in story for seed, story in zip(seeds, stories, strict=True)] \
        == [True, True] and seeds[0] != seeds[1]
    # issue 27.18: an export without --match-game writes the last game and says so,
    # with how to get the others
    last = run_tda(["export", name, "--story", str(outputs / "last.txt")], saves)
    assert last.status == 0 and (outputs / "last.txt").read_text() == stories[1]
    assert ("this save is a match: 2 games played so far; game 2 was written. For the "
            "others (1) run the same command with --match-game N") in last.stdout
    past = run_tda(["export", name, "--match-game", "3", "--story", str(outputs / "x")],
                   saves)
    assert past.status == 2 and "played 2 games so far, not 3" in past.stderr
    assert "Traceback" not in past.stderr
