"""Seat names are the players' own words: the table shows them as written, with
control characters escaped, and never reads them as markup. The game-over screen
shows stakes that belong to no one (ruling R16)."""

import pytest

from scenario import SCENARIOS, load, start
from tda.games.three_dragon_ante.tui.widgets import HandRow
from tda.table.session import Seat, Session
from tda.text import safe_name
from tda.tui import TdaApp
from tda.tui.modals import GameOver, PassCover
from tui_helpers import screen_text, table_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

# A closing tag with no opening one used to crash Textual's markup parser; an
# @click tag would make a live action link; the escape would clear the terminal.
ANN = "[/b]Ann\x1b[2J"
BOB = "[@click=app.quit]Bob[/]"
R16 = SCENARIOS / "original" / "rules" / "game_ends_with_stakes_left.toml"


def finished_r16_game(names):
    """The ruling R16 scenario played to its end, with these seat names."""
    spec = load(R16)
    spec["players"] = names
    game = start(spec)
    for text in spec["actions"]:
        game.apply(text)
    assert game.is_over
    return game


async def test_game_over_shows_stakes_nobody_owns_and_odd_names():
    """Ruling R16 on screen: the 6 gold left in the stakes are listed with the
    standings; the odd names appear escaped and literal, in the list and the chart."""
    game = finished_r16_game([ANN, BOB])
    seats = [Seat(n) for n in game.names]
    app = TdaApp(session=Session(game.config, seats, state=game), speed="instant",
                 autosave=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        text = screen_text(app)
        assert "The 6 gold left in the stakes belongs to no one" in text
        assert "[/b]Ann\\x1b[2J: 47 gold" in text
        assert "[@click=app.quit]Bob[/]: 47 gold" in text
        assert "\x1b" not in text
        await pilot.press("q")


async def test_hot_seat_cover_and_table_show_odd_names_literally():
    """Two humans with markup-like names: covers, hand row and log show them as typed."""
    seats = [Seat(ANN), Seat(BOB), Seat("Cid", "random")]
    from tda.engine import GameConfig
    config = GameConfig(players=[s.name for s in seats], seed=5)
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        assert f"Pass the keyboard to {safe_name(ANN)}" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert f"{safe_name(ANN)}'s hand" in str(screen.query_one(HandRow).render())
        await pilot.press("1")
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        assert f"I am {BOB}" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert "\x1b" not in screen_text(app)
