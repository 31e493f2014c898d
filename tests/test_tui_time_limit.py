"""The time limit at the table (rules/ABILITIES.md 5.1, local ruling L25) and the
setup screen's table rules, driven through Pilot with a fake clock: no test waits
for real time to pass."""

import pytest
from textual.widgets import Input, Select

from tda.engine import GameConfig, GameEnd
from tda.games.three_dragon_ante.tui.table_rules import TableRules
from tda.games.three_dragon_ante.tui.widgets import StatusBar
from tda.table.session import Seat
from tda.tui import TdaApp, table_clock
from tda.tui.modals import ConfirmQuit, GambitSummary, GameOver
from tda.tui.table_screen import TableScreen
from tui_helpers import squash, table_of, wait_for, widget_rows

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    fake = FakeClock()
    monkeypatch.setattr(table_clock, "monotonic_now", fake)
    return fake


def status(app) -> str:
    (row,) = widget_rows(app, table_of(app).query_one(StatusBar))
    return row


def table_app(seats, minutes=1, seed=5, **options):
    config = GameConfig(players=[s.name for s in seats], seed=seed, starting_gold=300,
                        time_limit_minutes=minutes, **options)
    return TdaApp(config, seats, speed="instant", autosave=False, bot_process=False)


async def test_the_clock_counts_down_and_the_table_calls_time(clock):
    """Ruling L25: the status line shows the time left; at the limit the table calls
    time once (the human's decision stays on show) and says the last gambit."""
    app = table_app([Seat("Ann"), Seat("Bob", "random")])
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.screen.waiting_for_human)
        table = table_of(app)
        assert "Time 1:00" in status(app)
        clock.now += 20.5
        table.clock.tick()
        await pilot.pause()
        assert "Time 0:40" in status(app)
        decision = table.session.state.decision
        clock.now += 40
        table.clock.tick()
        await pilot.pause()
        state = table.session.state
        assert state.time_called_in == 1 and state.actions.count("call time") == 1
        assert state.decision == decision and table.waiting_for_human
        assert "Time! Last gambit 2" in status(app)
        assert any("gambit 2 is the last" in n.message for n in app._notifications)
        clock.now += 100
        table.clock.tick()
        assert state.actions.count("call time") == 1


async def test_the_clock_stops_while_the_quit_prompt_asks(clock):
    app = table_app([Seat("Ann"), Seat("Bob", "random")])
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.screen.waiting_for_human)
        table = table_of(app)
        clock.now += 10
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmQuit))
        clock.now += 500  # a long think about quitting: no table time
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        clock.now += 5
        table.clock.tick()
        assert table.session.played_seconds == pytest.approx(15)


async def test_a_game_of_bots_ends_by_the_time_limit(clock):
    """Two bots, a 1-minute limit: time is called, one more gambit is played, and the
    end screen says the time limit ended the game."""
    app = table_app([Seat("Robo", "random"), Seat("Smaug", "random")])
    async with app.run_test(size=(80, 24)) as pilot:
        table = table_of(app)
        clock.now += 61
        table.clock.tick()
        called = table.session.state.time_called_in
        assert called is not None
        for _ in range(200):
            if isinstance(app.screen, GameOver):
                break
            if isinstance(app.screen, GambitSummary):
                await pilot.press("enter")
            await pilot.pause(0.02)
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        result = table.session.state.result
        assert result.end is GameEnd.TIME_LIMIT and table.session.state.gambit == called + 1
        text = squash(" ".join(widget_rows(app, app.screen.query_one("#gameover-box"))))
        assert (f"Game over: the time limit was reached and gambit {called + 1} was the last."
                in text)


async def test_no_limit_shows_no_clock(clock):
    app = table_app([Seat("Ann"), Seat("Bob", "random")], minutes=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.screen.waiting_for_human)
        assert "Time" not in status(app)


async def test_the_setup_screen_sets_the_table_rules(tmp_path, monkeypatch):
    """The time limit in minutes (empty: none, and not marked as a mistake while
    empty); the hole options only under the Legendary rules; a pace preset fills the
    gold per player; the next setup screen remembers them."""
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))  # no remembered setup of the user's
    app = TdaApp(autosave=False, bot_process=False)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = app.screen
        assert screen.query_one(TableRules).has_class("tda-only")
        field = screen.query_one("#time-limit", Input)
        assert field.value == "" and not field.has_class("-invalid")
        field.focus()
        await pilot.pause()
        screen.query_one("#end-gold", Input).focus()  # leaving it empty marks nothing
        await pilot.pause()
        assert not field.has_class("-invalid")
        assert not screen.query_one("#hole-rules").display  # the original deck: no hole
        config, _ = screen.build()
        assert config.time_limit_minutes is None and config.hole_to_winner
        field.value = "45"
        screen.query_one("#deck", Select).value = "legendary"
        await pilot.pause()
        assert screen.query_one("#hole-rules").display
        screen.query_one("#hole-to", Select).value = "house"
        screen.query_one("#hole-odd", Select).value = "broke"
        screen.query_one("#pace", Select).value = "8"
        await pilot.pause()
        assert screen.query_one("#gold-pp", Input).value == "8"
        config, _ = screen.build()
        assert config.time_limit_minutes == 45 and config.gold_per_player == 8
        assert not config.hole_to_winner and config.hole_odd_coins == "broke"
        field.value = "0"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "the time limit is a whole number of minutes" in str(
            screen.query_one("#setup-error").render())
        field.value = "1"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.session.config.time_limit_minutes == 1
    again = TdaApp(autosave=False, bot_process=False)
    async with again.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen = again.screen
        assert screen.query_one("#time-limit", Input).value == "1"
        assert screen.query_one("#hole-to", Select).value == "house"
        assert screen.query_one("#hole-odd", Select).value == "broke"
        assert screen.query_one("#hole-rules").display  # the remembered Legendary deck


async def test_the_status_line_keeps_deck_and_discard_at_80_columns(clock):
    """Once time is called the line ran past 80 columns and the discard count was cut
    ("Deck 52 · Discard" and nothing after). The words shorten so every figure shows;
    at 120 columns they stay whole."""
    for size, whole in (((80, 24), False), ((120, 40), True)):
        app = table_app([Seat("Annabelle"), Seat("Bob", "random")])
        async with app.run_test(size=size) as pilot:
            await wait_for(pilot, lambda: pilot.app.screen.waiting_for_human)
            table = table_of(app)
            clock.now += 61
            table.clock.tick()
            await pilot.pause()
            await pilot.pause()
            view = table.session.state.view(0)
            row = status(app).rstrip()
            assert row.startswith("▶ Annabelle to act") and "Time! Last gambit 2" in row
            discard = f"Deck {view.deck_count} · Discard {len(view.discard)}" if whole \
                else f"Deck {view.deck_count}·Disc. {len(view.discard)}"
            assert row.endswith(discard), row
            assert ("Stakes 0 gold" in row) == whole, row
