"""A hot-seat opening for the recap's Pilot and snapshot tests."""

from tda.engine import GameConfig
from tda.games.three_dragon_ante.tui.chips import card_chip
from tda.table.session import Seat
from tda.tui import TdaApp
from tda.tui.modals import PassCover
from tda.tui.recap_view import PrivateResults
from tui_helpers import table_of, wait_for

# Hot seat: Ann (0) and Bob (3) are human, Cid and Dee bots. Ann antes the Gold 13
# and leads; her Red 2 triggers with every flight empty, so she picks its victim
# (ruling R6): Bob, who pays her 1 gold and loses a random card (ruling R10: only
# Ann and Bob see which).
HOT_SEAT = [Seat("Ann"), Seat("Cid", "random"), Seat("Dee", "random"), Seat("Bob")]
HOT_HANDS = [["gold-13", "red-2", "white-1", "white-2", "white-3", "white-4"],
             ["black-1", "black-2", "black-3", "black-5", "black-7", "black-9"],
             ["blue-1", "blue-2", "blue-4", "blue-7", "blue-9", "blue-11"],
             ["silver-2", "silver-3", "silver-6", "silver-8", "silver-10", "silver-12"]]
ANN, BOB = 0, 3


def hot_seat_app():
    config = GameConfig(players=[s.name for s in HOT_SEAT], seed=2,
                        deck_order=[c for hand in HOT_HANDS for c in hand])
    return TdaApp(config, HOT_SEAT, speed="instant", autosave=False)


def chip(app, card_id) -> str:
    return card_chip(table_of(app).panel.cards[card_id]).plain


async def take_keyboard(pilot, name):
    """The cover for `name` is up: they press Enter."""
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
    assert app.screen.player == name
    await pilot.press("enter")


async def choose(pilot, text):
    """Press the number of the option `text` (a canonical action)."""
    screen = table_of(pilot.app)
    await wait_for(pilot, lambda: screen.waiting_for_human)
    legal = [str(a) for a in screen.session.state.legal_actions()]
    await pilot.press(str(legal.index(text) + 1))
    await pilot.pause()


async def until_private_results(pilot):
    """Play the hot-seat opening up to the card Ann's Red Dragon took from Bob."""
    app = pilot.app
    await take_keyboard(pilot, "Ann")
    await choose(pilot, "ante gold-13")
    await take_keyboard(pilot, "Bob")
    await choose(pilot, "ante silver-2")
    await take_keyboard(pilot, "Ann")
    await choose(pilot, "play red-2")
    await choose(pilot, f"choose {BOB}")
    await wait_for(pilot, lambda: isinstance(app.screen, PrivateResults))


async def bobs_turn_after_the_red_dragon(pilot):
    """Play the hot-seat opening up to Bob's recap, after his cover came down."""
    app = pilot.app
    await until_private_results(pilot)
    await pilot.press("enter")
    await take_keyboard(pilot, "Bob")
    await wait_for(pilot, lambda: table_of(app).waiting_for_human)
