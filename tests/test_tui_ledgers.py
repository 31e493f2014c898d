"""Every ledger keeps its line from 80x24 up, and the status bar always says whose turn
it is."""

import random

import pytest

from scenario import SCENARIOS, load, start
from tda.engine import GameConfig, new_game
from tda.games.three_dragon_ante.bots import make_bot
from tda.games.three_dragon_ante.tui.widgets import AnteAndLedger, StatusBar
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tui_helpers import screen_rows, squash, table_of, wait_for, widget_rows

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def played_until(config: GameConfig, wanted, limit: int = 400):
    """Random bots play `config` (seeded) until `wanted(state)` holds at a play."""
    state = new_game(config)
    bot, rng = make_bot("random"), random.Random(config.seed)
    for _ in range(limit):
        if state.decision.kind == "play" and wanted(state):
            return state
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    raise AssertionError("the game never reached the wanted moment")


def app_for(state) -> TdaApp:
    """The table with the seat to act as its only human (the others random bots)."""
    seats = [Seat(n) if i == state.to_act else Seat(n, "random") for i, n in enumerate(state.names)]
    return TdaApp(session=Session(state.config, seats, state=state), speed="instant",
                  autosave=False)


def legendary_with_a_hole():
    """Legendary show-em: all ten specials known, and Ann owes the hole this gambit."""
    config = GameConfig(players=NAMES, deck="legendary", variant="show-em", seed=2)
    return played_until(config, lambda s: s.to_act == 0 and any(s.view(0).hole))


def original_with_a_debt():
    """Original rules, two players on 5 gold: both owe the stakes for the ante (Ann has
    repaid 2 of hers) and Ann owes Bob 5 for a Green Dragon (the debts scenario, R7)."""
    spec = load(SCENARIOS / "original/rules/debts.toml")
    state = start(spec)
    for text in spec["actions"][:5]:
        state.apply(state.parse_action(text))
    return state


async def test_legendary_show_em_at_80x24_shows_the_hole_and_every_special():
    """At 80x24 the ten known specials wrap onto lines of their own and the Hole line
    stays in view under them (it used to be pushed out of its two-line box)."""
    state = legendary_with_a_hole()
    owed = state.view(0).hole[0]
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
        await pilot.pause()
        box = squash(" ".join(widget_rows(app, table_of(app).query_one(AnteAndLedger))))
        assert f"Hole: 0 gold; owed this gambit: Ann {owed}" in box
        for card in state.view(0).specials:
            assert card.name.removeprefix("The ") in box, card.name
        assert "Ante:" in box
        assert screen_rows(app)[-1].strip().startswith("? Help")  # nothing pushed off


async def test_a_debt_is_shown_at_80x24():
    """An original-rules debt is listed, debtor to creditor, in the order incurred."""
    state = original_with_a_debt()
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
        await pilot.pause()
        box = squash(" ".join(widget_rows(app, table_of(app).query_one(AnteAndLedger))))
        assert "Debts: Ann → the stakes 1; Bob → the stakes 3; Ann → Bob 5" in box


@pytest.mark.parametrize("players", [4, 6])
async def test_status_bar_at_80_columns_names_the_seat_to_act(players):
    """However full the line, the status bar at 80 columns starts with whose turn it is."""
    names = ["Annabelle", "Bartholomew", "Cid", "Dee", "Evangeline", "Fay"][:players]
    config = GameConfig(players=names, deck="legendary", variant="show-em", seed=4)
    state = played_until(config, lambda s: s.round >= 2 and s.to_act == players - 1)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
        await pilot.pause()
        (bar,) = widget_rows(app, table_of(app).query_one(StatusBar))
        assert bar.startswith(f"▶ {names[-1]} to act"), bar
        assert "Stakes" in bar


async def test_status_bar_names_the_bot_thinking():
    """While a bot thinks, the status bar's first words say which one."""
    seats = [Seat("Ann"), Seat("Bob", "random")]
    app = TdaApp(GameConfig(players=["Ann", "Bob"], seed=3), seats, speed="slow",
                 autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.thinking == 1)
        await pilot.pause()
        (bar,) = widget_rows(app, screen.query_one(StatusBar))
        assert bar.startswith("▶ Bob is thinking…"), bar


async def test_six_seats_with_an_ante_effect_and_debts_keep_every_line_at_80x24():
    """Revised rules, six seats: the live ante effect and a long list of debts each keep
    their own lines, and the choices and the footer are still on screen."""
    config = GameConfig(players=["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"],
                        deck="emperors-gambit", seed=4)
    state = played_until(config, lambda s: bool(s.view(0).ante_effects and s.view(0).debts))
    view = state.view(state.to_act)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.pause()
        box = squash(" ".join(widget_rows(app, screen.query_one(AnteAndLedger))))
        assert "Ante effects live: The Spy" in box
        assert "Debts (settled at gambit end): " in box
        assert box.count("→") == len(view.debts)
        assert screen_rows(app)[-1].strip().startswith("? Help")
        assert "1. Play" in " ".join(screen_rows(app))


async def test_status_bar_behind_a_gambit_summary_names_the_seat_to_act():
    """When a bot's move ends the gambit, the status bar behind the summary says who
    acts next, not that the bot is still thinking."""
    from tda.tui.modals import GambitSummary
    from test_snapshots import play_until, table
    app = table(seed=9)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, GambitSummary)
        await pilot.pause()
        screen = table_of(app)
        to_act = screen.names[screen.session.state.to_act]
        (bar,) = widget_rows(app, screen.query_one(StatusBar))
        assert bar.startswith(f"▶ {to_act} to act"), bar


def test_known_specials_say_how_many_more_are_in_unseen():
    """Legendary custom: the one special ticked is known, the other nine drawn at
    random are in the deck unseen; the ledger said "Specials in this game: Bahamut"
    as if Bahamut were the only one. Show 'em: all ten known, nothing more to say."""
    from tda.games.three_dragon_ante.tui.widgets import ledger_lines
    custom = new_game(GameConfig(players=NAMES, deck="legendary:custom=bahamut", seed=4))
    view = custom.view(0)
    assert [c.id for c in view.specials] == ["bahamut"]
    line = next(str(t) for t in ledger_lines(view) if str(t).startswith("Specials"))
    assert line == "Specials in this game: Bahamut; 9 more unseen"
    picking = new_game(GameConfig(players=NAMES, deck="legendary:pick-em", seed=4))
    picking.apply(picking.legal_actions()[0])  # Ann picks; the others are still to pick
    line = next(str(t) for t in ledger_lines(picking.view(1)) if str(t).startswith("Spec"))
    assert line.endswith("; 9 more to come")
    shown = new_game(GameConfig(players=NAMES, deck="legendary:show-em", seed=4)).view(0)
    line = next(str(t) for t in ledger_lines(shown) if str(t).startswith("Specials"))
    assert len(shown.specials) == 10 and "unseen" not in line
