"""Snapshot tests of the table's main moments, with fixed seeds and bot seats.

Update after an intended change with: python -m pytest tests/test_snapshots.py --snapshot-update
"""

import pytest

from recap_helpers import bobs_turn_after_the_red_dragon, hot_seat_app, until_private_results
from scenario import load, start
from tda.engine import GameConfig
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import GambitSummary, GameOver
from tda.tui.recap_view import PrivateResults
from tda.tui.widgets import GameLog
from tui_helpers import table_of, wait_for

SIZES = [(80, 24), (120, 40)]
THREE = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]


def table(seed=5, **options):
    config = GameConfig(players=[s.name for s in THREE], seed=seed, **options)
    return TdaApp(config, THREE, speed="instant", autosave=False)


async def human_turn(pilot):
    await wait_for(pilot, lambda: table_of(pilot.app).waiting_for_human)


async def settle_logs(pilot):
    """Every log's scrollbar drawn where its scroll position now is (the picture a
    player sees a frame later, whatever the machine's load)."""
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()
    for screen in pilot.app.screen_stack:
        for log in screen.query(GameLog):
            log.vertical_scrollbar.position = log.scroll_y
            log.vertical_scrollbar.refresh()
    await pilot.pause()


async def play_until(pilot, modal):
    """Answer every choice with 1 (and close summaries) until `modal` is on screen."""
    app = pilot.app
    for _ in range(600):
        await wait_for(pilot, lambda: table_of(app).waiting_for_human
                       or isinstance(app.screen, (GambitSummary, GameOver, PrivateResults)))
        if isinstance(app.screen, modal):
            # The log's scrollbar thumb is repainted after the anchoring layout, a frame
            # that can trail the modal under load: take the picture once it is drawn.
            await settle_logs(pilot)
            return
        await pilot.press("enter" if isinstance(app.screen, (GambitSummary, PrivateResults))
                          else "1")  # a card played for Ann (issue 27.1) waits for Enter
        await pilot.pause()
    raise AssertionError(f"{modal.__name__} never appeared")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_setup(snap_compare, size):
    """The setup screen with its defaults."""
    assert snap_compare(TdaApp(autosave=False, setup_seed=42), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_ante(snap_compare, size):
    """The first decision of a game: Ann antes face down."""
    assert snap_compare(table(), terminal_size=size, run_before=human_turn)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_pending_power_choice(snap_compare, size):
    """Mid-round, Blue Dragon's owner chooses between stealing and taxing: the
    question in full, both amounts on the options, the Blue Dragon's text beside."""
    spec = load(__import__("scenario").SCENARIOS / "original/powers/blue_dragon_steal.toml")
    game = start(spec)
    for text in spec["actions"]:
        if game.decision.kind == "choose-option":
            break
        game.apply(game.parse_action(text))
    decider = game.to_act
    seats = [Seat(n) if i == decider else Seat(n, "random") for i, n in enumerate(game.names)]
    app = TdaApp(session=Session(game.config, seats, state=game), speed="instant", autosave=False)
    assert snap_compare(app, terminal_size=size, run_before=human_turn)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_give_or_pay_choice(snap_compare, size):
    """A Green Dragon's demand with long seat names: the question wraps in full, the
    options name the card and the gold, and on "Pay" the card panel shows the Green
    Dragon whose power asks."""
    spec = load(__import__("scenario").SCENARIOS / "original/powers/green_dragon.toml")
    spec["players"] = ["Normal 4 of the Northern Hills", "Bartholomew the Bold", "Cid"]
    game = start(spec)
    for text in spec["actions"]:
        if game.decision.kind == "give-or-pay":
            break
        game.apply(game.parse_action(text))
    decider = game.to_act
    seats = [Seat(n) if i == decider else Seat(n, "random") for i, n in enumerate(game.names)]
    app = TdaApp(session=Session(game.config, seats, state=game), speed="instant", autosave=False)

    async def run_before(pilot):
        await human_turn(pilot)
        await pilot.press("down", "down")
        await pilot.pause()
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_end_of_gambit(snap_compare, size):
    """The summary after the first gambit: who won, how much and why."""
    async def run_before(pilot):
        await play_until(pilot, GambitSummary)
    assert snap_compare(table(seed=9), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_end_of_game(snap_compare, size):
    """Final standings and the gold chart (a two-gambit game)."""
    async def run_before(pilot):
        await play_until(pilot, GameOver)
    assert snap_compare(table(seed=9, max_gambits=2), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_recap_after_cover(snap_compare, size):
    """Hot seat: Bob's turn after his cover; where the card text goes, what happened
    since his last turn (Ann's Red Dragon took a card from him); his hand row says
    which card is gone and the seats show each hoard's change."""
    assert snap_compare(hot_seat_app(), terminal_size=size,
                        run_before=bobs_turn_after_the_red_dragon)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_private_results_before_the_cover(snap_compare, size):
    """Hot seat: Ann sees the card her Red Dragon took, her hand marking it new,
    before Bob's cover comes down."""
    async def run_before(pilot):
        await until_private_results(pilot)
    assert snap_compare(hot_seat_app(), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_legendary_show_em_hole(snap_compare, size):
    """Legendary show-em mid-gambit: Ann owes the hole; the Hole line and all ten known
    specials each keep their lines, and the status bar starts with Ann's turn."""
    from test_tui_ledgers import app_for, legendary_with_a_hole
    assert snap_compare(app_for(legendary_with_a_hole()), terminal_size=size,
                        run_before=human_turn)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_legendary_game_over(snap_compare, size):
    """A Legendary game's end: Bob's total beside his share of the hole, empty hoards
    drawn as dots in the chart."""
    from test_standings import finished
    from test_tui_game_over import game_over_app

    async def run_before(pilot):
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, GameOver))
    assert snap_compare(game_over_app(finished("legendary", 1, variant="show-em")),
                        terminal_size=size, run_before=run_before)


def dragonmaster_table(level="advanced", seed=5):
    from tda.dragonmaster import DragonmasterConfig
    seats = [Seat("Ann"), Seat("Bob", "heuristic"), Seat("Cid", "heuristic"),
             Seat("Dee", "heuristic")]
    config = DragonmasterConfig(players=[s.name for s in seats], level=level, seed=seed)
    return TdaApp(config, seats, speed="instant", autosave=False)


async def dragonmaster_mid_trick(pilot):
    """Ann's first card to play into a trick that others have started."""
    app = pilot.app
    for _ in range(200):
        await wait_for(pilot, lambda: table_of(app).waiting_for_human
                       or isinstance(app.screen, (GambitSummary, PrivateResults)))
        if isinstance(app.screen, (GambitSummary, PrivateResults)):
            await pilot.press("enter")
        else:
            view = table_of(app).session.state.view(0)
            if view.decision.kind == "play" and view.trick and view.contract:
                await no_notes(pilot)
                return
            await pilot.press("1")
        await pilot.pause()
    raise AssertionError("no trick under way at Ann's turn")


async def dragonmaster_hand_over(pilot):
    await play_until(pilot, GambitSummary)
    await no_notes(pilot)


async def no_notes(pilot):
    """A note (a forced play's) times out after seconds: none is pictured, whatever
    the machine's speed."""
    from textual.widgets._toast import Toast
    app = pilot.app
    app.clear_notifications()
    for screen in app.screen_stack:  # a modal shows the table, toasts too, beneath it
        for toast in screen.query(Toast):
            await toast.remove()
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_dragonmaster_table(snap_compare, size):
    """Dragonmaster mid-hand: crystals, the DM marker, the contract with its price, the
    trick in the seats' column, Ann's hand by suit and her legal cards by name."""
    assert snap_compare(dragonmaster_table(), terminal_size=size,
                        run_before=dragonmaster_mid_trick)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_dragonmaster_hand_summary(snap_compare, size):
    """A Dragonmaster hand is over: tricks, penalty cards, who paid whom, balances."""
    assert snap_compare(dragonmaster_table(), terminal_size=size,
                        run_before=dragonmaster_hand_over)
