"""Game over tells the whole story: every gambit's gold in the chart (an empty hoard
too), and each total beside its hole share and the stakes left on the table."""

import pytest

from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import GameOver
from tda.tui.render import gold_bars, no_gold
from test_standings import finished
from tui_helpers import screen_lines, squash, wait_for, widget_rows

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def game_over_app(state) -> TdaApp:
    """The table opened on a finished game, Ann's seat the human one."""
    seats = [Seat(n) if i == 0 else Seat(n, "random") for i, n in enumerate(state.names)]
    return TdaApp(session=Session(state.config, seats, state=state), speed="instant",
                  autosave=False)


def box_rows(app) -> list[str]:
    return widget_rows(app, app.screen.query_one("#gameover-box"))


def test_gold_bars_draw_an_empty_hoard_as_a_dot():
    """No gold is a dot, never a blank that looks like missing data; the dot keeps its
    place at the end of a line and when a long game is sampled down."""
    (line,) = gold_bars([[40, 20, 0]], width=40)
    assert line == f"█▄{no_gold()}"
    (long,) = gold_bars([list(range(30, 0, -1)) + [0]], width=10)
    assert len(long) == 10 and long[0] == "█" and long[-1] == no_gold()
    rich, broke = gold_bars([[10, 40], [10, 0]], width=40)
    assert rich[0] == broke[0] and broke[-1] == no_gold()  # one scale for everyone


def test_gold_bars_draw_every_gambit():
    """A line holds one mark per value, zeros included."""
    history = [[40, 0, 0, 7, 0], [0, 0, 0, 0, 0]]
    assert [len(line) for line in gold_bars(history, width=40)] == [5, 5]
    assert gold_bars(history, width=40)[1] == no_gold() * 5


async def test_game_over_shows_the_hole_share_beside_the_total():
    """Legendary (R9): how the last gambit ended; Bob's 102 told as including the hole's
    5; his chart line runs to 97+5, the same figure; the two empty hoards end in a dot."""
    state = finished("legendary", 1, variant="show-em")
    assert state.result.gold == (0, 102, 0, 58) and state.result.hole == 5
    app = game_over_app(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        await pilot.pause()
        rows = box_rows(app)
        text = squash(" ".join(rows))
        assert "Last gambit: Bob took the stakes, 44 gold (strongest flight)." in text
        assert "1. Bob: 102 gold (incl. 5 from the hole) ← winner" in text
        assert "2. Dee: 58 gold" in text and "4. Cid: 0 gold" in text
        (bob,) = [row for row in rows if "Bob" in row and "→" in row]
        assert "→97+5" in bob
        for name in ("Ann", "Cid"):
            (row,) = [row for row in rows if name in row and "→" in row]
            assert row.endswith(no_gold()), row


async def test_game_over_names_the_stakes_left_on_the_table():
    """R16: an original game leaves gold in the stakes (Ann won the last gambit, then
    Cid repaid 1 gold owed to the stakes out of what he was paid); the game-over
    screen says so under the standings."""
    state = finished("original", 3)
    app = game_over_app(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        await pilot.pause()
        text = squash(" ".join(box_rows(app)))
        assert (f"The {state.result.stakes} gold left in the stakes belongs to no one: "
                "it was left there when the game ended.") in text


async def test_stakes_paid_in_after_a_won_last_gambit_are_not_told_as_unwon():
    """R16 under the revised rules: the last gambit had a winner, then debts settled
    at its end paid into the stakes. The box said both "Cid took the stakes" and
    "nobody won the last gambit"; it now says the gold was left there at the end."""
    state = finished("emperors-gambit", 0)
    assert state.result.stakes == 4
    app = game_over_app(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        await pilot.pause()
        text = squash(" ".join(box_rows(app)))
        assert "Last gambit: " in text and "took the stakes" in text
        assert ("The 4 gold left in the stakes belongs to no one: it was left there when "
                "the game ended.") in text
        assert "nobody won" not in text


async def test_six_seats_game_over_fits_at_80x24():
    """Six seats' standings and chart lines, the last gambit and both buttons fit in an
    80x24 terminal."""
    import random

    from tda.engine import GameConfig, new_game
    from tda.games.three_dragon_ante.bots import make_bot
    config = GameConfig(players=["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"], deck="legendary",
                        variant="show-em", seed=5)
    state = new_game(config)
    bot, rng = make_bot("random"), random.Random(5)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    app = game_over_app(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        await pilot.pause()
        text = squash(" ".join(box_rows(app)))
        assert "Last gambit:" in text and "6. Eve: 0 gold" in text
        assert "Fay 60→19" in text
        assert "New game (n)" in text and "Quit (q)" in text


async def test_game_over_names_the_save_to_replay_after_a_rematch_too(tmp_path, monkeypatch):
    """A finished game is saved, but nothing said so and `tda replay` wanted its path:
    the game-over box names it on its lower edge ("tda replay NAME"), a rematch tells
    the finished game's name as it leaves, and quitting prints the same command."""
    from tda.engine import GameConfig
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    seats = [Seat("Ann", "random"), Seat("Bob", "random")]
    app = TdaApp(GameConfig(players=["Ann", "Bob"], seed=3, max_gambits=1), seats,
                 speed="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver)
                       and bool(app.screen.query("#gameover-box")))
        name = app.save_path.stem
        assert app.save_path.parent == tmp_path
        box = app.screen.query_one("#gameover-box")
        assert f"tda replay {name}" in str(box.border_subtitle)
        await pilot.pause()
        assert any(f"tda replay {name}" in row for row in screen_lines(app))  # on screen
        await pilot.press("r")
        await wait_for(pilot, lambda: app.save_path is not None and app.save_path.stem != name)
        assert any(f"tda replay {name}" in n.message for n in app._notifications)
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        await pilot.press("q")
    assert app.exit_note == f"The game is saved: step through it with tda replay " \
                           f"{app.save_path.stem}"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("low", [False, True])
async def test_a_long_summary_keeps_its_button_in_sight(size, low):
    """Found playing Dragonmaster at 80x24 (issue 27): a failed Power Play's summary
    ran past its box and the Continue button was cut off. The lines scroll (arrows,
    page keys) above the button, which stays on screen and keeps Enter."""
    from textual.app import App
    from textual.containers import VerticalScroll

    from tda.tui.modals import GambitSummary

    lines = [f"Line {i} of a long summary: who took what, and who pays whom." for i in range(40)]
    closed: list[bool] = []

    class Host(App):
        def on_mount(self) -> None:
            self.push_screen(GambitSummary(lines, low=low), callback=lambda _: closed.append(True))

    app = Host()
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GambitSummary))
        await pilot.pause()
        button = app.screen.query_one("#continue")
        assert button.has_focus
        assert button.region.height and button.region.bottom <= size[1] - 1  # above the footer
        assert "Continue (Enter)" in "\n".join(screen_lines(app))
        scroll = app.screen.query_one("#summary-lines", VerticalScroll)
        assert scroll.max_scroll_y > 0
        await pilot.press("pagedown")
        await pilot.pause()
        assert scroll.scroll_y > 0
        await pilot.press("enter")
        await wait_for(pilot, lambda: closed == [True])
