"""Since your last turn, as a player meets it at the table: the recap in the card
text's place, private results before the hot-seat cover, the table's change marks."""

import io

import pytest
from rich.console import Console

from recap_helpers import (
    ANN,
    BOB,
    HOT_HANDS,
    bobs_turn_after_the_red_dragon,
    chip,
    choose,
    hot_seat_app,
    take_keyboard,
    until_private_results,
)
from tda.engine import GameConfig, new_game
from tda.engine import events as ev
from tda.games.three_dragon_ante.tui.widgets import CardDetail, HandRow, SeatsTable, ledger_text
from tda.games.three_dragon_ante.words.recap import TableChanges
from tda.table.session import Seat
from tda.tui import TdaApp
from tda.tui.modals import PassCover
from tda.tui.recap_view import PrivateResults, RecapPanel
from tda.words.recap import signed
from tui_helpers import table_of, wait_for

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def shown(widget) -> str:
    """A widget's text as drawn at its width, white space folded (lines wrap)."""
    console = Console(width=max(widget.size.width, 20), file=io.StringIO(), record=True)
    content = widget.content
    console.print(content if content is not None else "")
    return " ".join(console.export_text().split())


async def test_your_red_dragon_shows_its_card_before_the_next_cover():
    """Ann's Red Dragon takes a card from Bob: she sees which, on her own screen, and
    presses Enter before Bob's cover appears; Bob's recap then tells him which card
    he lost and the gold he paid, and his hand row says it is gone."""
    app = hot_seat_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await until_private_results(pilot)
        state = table_of(app).session.state
        taken = next(e.card for e in state.log if isinstance(e, ev.CardTaken))
        modal = app.screen
        assert modal.player == "Ann"
        assert [line.text for line in modal.lines] == [
            f"You took {table_of(app).panel.cards[taken].label} from Bob"]
        assert not any(isinstance(s, PassCover) for s in app.screen_stack)
        hand = shown(table_of(app).query_one(HandRow))
        assert hand.startswith("Ann's hand:") and f"{chip(app, taken)}+" in hand  # marked new

        await pilot.press("enter")  # Ann has seen it: now the keyboard may pass
        await take_keyboard(pilot, "Bob")
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        recap = shown(screen.query_one(RecapPanel))
        assert (f"Ann played {chip(app, 'red-2')}: you paid 1 gold to Ann; took "
                f"{chip(app, taken)} from you") in recap
        assert f"gone: {chip(app, taken)}" in shown(screen.query_one(HandRow))


async def test_bobs_recap_hides_nothing_he_may_not_see():
    """The recap holds only Bob's view: bots' hands and antes never appear in it."""
    app = hot_seat_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await bobs_turn_after_the_red_dragon(pilot)
        screen = table_of(app)
        recap = shown(screen.query_one(RecapPanel))
        state = screen.session.state
        for seat in (1, 2):  # the bots' cards in hand
            for card in state.hands[seat]:
                assert chip(app, state.cards[card].id) not in recap


async def test_lone_human_sees_each_bot_play_and_the_gold_paid():
    """Ann's turn after three bots moved: the recap, where the card text goes,
    names each bot's play and every payment Ann made since her last turn."""
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random"), Seat("Dee", "random")]
    config = GameConfig(players=[s.name for s in seats], seed=3)
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = table_of(app)
        for _ in range(2):  # Ann's ante and first play: option 1 each time
            await wait_for(pilot, lambda: screen.waiting_for_human)
            await pilot.press("1")
            await pilot.pause()
        await wait_for(pilot, lambda: screen.waiting_for_human)
        session = screen.session
        since = session.turns.since(ANN)
        span = list(session.state.view(ANN).log)[since.log_len:]
        plays = [e for e in span if isinstance(e, ev.CardPlayed) and e.seat != ANN]
        paid = [e for e in span if isinstance(e, ev.GoldPaid) and e.payer == ANN]
        assert len(plays) >= 3 and paid  # seed 3: three bots played, and Ann paid
        panel = screen.query_one(RecapPanel)
        assert panel.display and not screen.query_one(CardDetail).display
        assert panel.border_title == "Since your last turn"
        recap = shown(panel)
        for play in plays:
            assert f"{screen.names[play.seat]} played {chip(app, play.card)}" in recap
        for payment in paid:
            assert f"paid {payment.amount} gold to" in recap
        seats_text = shown(screen.query_one(SeatsTable))
        change = session.state.hoards[ANN] - since.hoards[ANN]
        assert f"{session.state.hoards[ANN]} {signed(change)}" in seats_text


async def test_moving_through_the_choices_brings_back_the_card_text():
    """The recap stands until the player moves the cursor; r shows it again."""
    app = hot_seat_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await bobs_turn_after_the_red_dragon(pilot)
        screen = table_of(app)
        panel, detail = screen.query_one(RecapPanel), screen.query_one(CardDetail)
        assert panel.display and not detail.display
        await pilot.press("down")
        await pilot.pause()
        assert detail.display and not panel.display
        await pilot.press("r")
        await pilot.pause()
        assert panel.display and not detail.display


async def test_the_recap_fits_a_small_terminal_without_scrolling():
    """At 80x24 the recap shows its newest lines in full and counts the rest."""
    app = hot_seat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await bobs_turn_after_the_red_dragon(pilot)
        screen = table_of(app)
        panel = screen.query_one(RecapPanel)
        await pilot.pause()
        assert panel.outer_size.height <= int(screen.query_one("#side").size.height * 0.8)
        console = Console(width=panel.size.width, file=io.StringIO(), record=True)
        console.print(panel.content)
        rows = console.export_text().rstrip("\n").splitlines()
        assert len(rows) <= panel.size.height  # every line drawn is in sight
        assert "played" in shown(panel)


async def test_a_lone_human_gets_no_private_results_modal():
    """With one human there is no cover: the result stays in sight in the recap and log."""
    seats = [Seat("Ann"), Seat("Cid", "random"), Seat("Dee", "random"), Seat("Bob", "random")]
    config = GameConfig(players=[s.name for s in seats], seed=2,
                        deck_order=[c for hand in HOT_HANDS for c in hand])
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await choose(pilot, "ante gold-13")
        await choose(pilot, "play red-2")
        await choose(pilot, f"choose {BOB}")
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        assert not any(isinstance(s, PrivateResults) for s in app.screen_stack)
        taken = next(e.card for e in screen.session.state.log if isinstance(e, ev.CardTaken))
        assert f"took {chip(app, taken)} from Bob" in shown(screen.query_one(RecapPanel))


def test_the_hole_and_the_stakes_show_their_change():
    """Legendary: the Hole line carries its change since your last turn, as the
    stakes do in the status bar (a hand-made change: the figures are the widgets')."""
    view = new_game(GameConfig(players=["Ann", "Bob"], deck="legendary", seed=1)).view(0)
    changes = TableChanges(hoards=(-3, 0), stakes=-5, hole_total=3, new_cards=frozenset(),
                           gone=(), fresh=frozenset())
    assert ledger_text(view, changes).plain.startswith("Hole: 0 gold +3; ")
    assert ledger_text(view).plain.startswith("Hole: 0 gold; ")


async def test_r_with_nothing_to_recap_says_so():
    """At the game's first decision nothing has happened yet: `r` did nothing at all
    (a key that seemed broken); it now says there is nothing to recap."""
    from tda.engine import GameConfig
    from tda.table.session import Seat
    from tda.tui import TdaApp
    from tui_helpers import table_of, wait_for
    seats = [Seat("Ann"), Seat("Bob", "random")]
    app = TdaApp(GameConfig(players=["Ann", "Bob"], seed=3), seats, speed="instant",
                 autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
        await pilot.press("r")
        await pilot.pause()
        assert any("Nothing to recap yet" in n.message for n in app._notifications)
