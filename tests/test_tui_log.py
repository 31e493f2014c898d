"""The log panel follows the game: the newest event stays in view unless the player
scrolls back, and then a marker says new events wait below."""

import pytest
from textual.widgets import TabbedContent

from tda.engine import GameConfig
from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
from tda.games.three_dragon_ante.tui.help_text import KEYS
from tda.table.session import Seat
from tda.tui import TdaApp
from tda.tui.modals import GambitSummary, PassCover
from tda.tui.recap_view import PrivateResults
from tda.tui.table_screen import TableScreen
from tda.tui.widgets import GameLog
from tui_helpers import screen_rows, screen_text, squash, table_of, wait_for, widget_rows

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

BOTS = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random"), Seat("Dee", "random")]


def four_seat_table(seed=5, seats=BOTS):
    """Bots at the pace a player sees ("fast"): each move lands in its own frame, the
    way the log used to fall behind."""
    config = GameConfig(players=[s.name for s in seats], seed=seed)
    return TdaApp(config, seats, speed="fast", autosave=False)


def newest_line(screen: TableScreen) -> str:
    """The last line the log tells the player at the keyboard (Ann with bots)."""
    view = screen.session.state.view(screen.viewer or 0)
    lines = screen.panel.teller.lines(view.log, screen.session.notes)
    return squash(str(lines[-1]))


def log_shown(app) -> str:
    """The text in the log panel's window, rows joined as a reader would."""
    return squash(" ".join(widget_rows(app, table_of(app).query_one(GameLog))))


async def newest_in_view(pilot) -> bool:
    """Whether the log's window ends with the newest event, once the screen has
    settled (a few frames at most; a log left behind never gets there by itself).
    At 80x24 the recap can leave the log a row or two: then the window shows the
    newest event's last words, and nothing older than what it shows may follow."""
    app = pilot.app
    screen = table_of(app)
    for _ in range(60):  # up to 3 s: a loaded machine may take a while
        await pilot.pause(0.05)
        shown = log_shown(app)
        view = screen.session.state.view(screen.viewer or 0)
        story = squash(" ".join(map(str, screen.panel.teller.lines(view.log, screen.session.notes))))
        newest = newest_line(screen)
        if shown and story.endswith(shown) and (shown.endswith(newest) or newest.endswith(shown)):
            return True
    log = screen.query_one(GameLog)
    print("log left behind at", log.scroll_y, "of", log.max_scroll_y, "|", log_shown(app)[-150:])
    return False


async def ann_after_three_bots(pilot):
    """Answer 1 until Ann is asked to move right after all three bots played."""
    app = pilot.app
    screen = table_of(app)
    state = screen.session.state
    for _ in range(40):
        await wait_for(pilot, lambda: screen.waiting_for_human
                       or isinstance(app.screen, GambitSummary))
        if isinstance(app.screen, GambitSummary):
            await pilot.press("enter")
            continue
        before = len(state.actions)
        await pilot.press("1")
        await wait_for(pilot, lambda before=before: screen.waiting_for_human
                       and len(state.actions) > before or isinstance(app.screen, GambitSummary))
        await pilot.pause()
        if screen.waiting_for_human and len(state.actions) - before >= 4 and state.round >= 1:
            return screen
    raise AssertionError("three bots never played between two of Ann's turns")


async def test_log_shows_the_newest_event_after_three_bots():
    """Three bots play between two of Ann's turns: the log's last visible line is the
    newest event, even at 80x24 where the panel is only a few lines tall."""
    app = four_seat_table()
    async with app.run_test(size=(80, 24)) as pilot:
        await ann_after_three_bots(pilot)
        assert await newest_in_view(pilot)
        assert "new below" not in screen_text(app)


async def test_log_shows_the_newest_event_after_the_cover():
    """Hot seat: when Ann takes the keyboard, the log ends with the newest event."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random"), Seat("Dee", "random")]
    app = four_seat_table(seed=11, seats=seats)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: isinstance(app.screen, PassCover))
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.pause()
        assert await newest_in_view(pilot)


async def test_the_next_human_finds_the_log_at_its_end():
    """Hot seat: Ann scrolls back, then plays; Bob, taking the keyboard, finds the log
    at its newest event with no marker (where Ann scrolled was hers)."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random"), Seat("Dee", "random")]
    app = four_seat_table(seed=11, seats=seats)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table_of(app)
        for _ in range(40):  # covers lifted, choices taken, until Ann plays a round
            await wait_for(pilot, lambda: screen.waiting_for_human
                           or isinstance(app.screen, PassCover))
            if isinstance(app.screen, PassCover):
                await pilot.press("enter")
                await wait_for(pilot, lambda: screen.waiting_for_human)
            if screen.viewer == 0 and screen.session.state.round >= 1:
                break
            await pilot.press("1")
            await pilot.pause()
        assert screen.viewer == 0
        await pilot.pause()
        await pilot.press("pageup")
        await pilot.pause()
        assert not screen.query_one(GameLog).is_at_end
        for _ in range(10):  # Ann's play, and any choice her card's power asks of her
            await pilot.press("1")
            await pilot.pause()
            await wait_for(pilot, lambda: screen.waiting_for_human
                           or isinstance(app.screen, (PassCover, PrivateResults)))
            if isinstance(app.screen, PrivateResults):  # what her power showed her alone
                await pilot.press("enter")
                await wait_for(pilot, lambda: screen.waiting_for_human
                               or isinstance(app.screen, PassCover))
            if isinstance(app.screen, PassCover):
                break
        assert app.screen.player == "Bob"
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.waiting_for_human and screen.viewer == 1)
        assert await newest_in_view(pilot)
        assert "new below" not in screen_text(app)


async def test_resize_keeps_the_log_at_its_end():
    """Growing, shrinking and growing the terminal leaves the newest event in view."""
    app = four_seat_table(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await ann_after_three_bots(pilot)
        for size in [(120, 40), (80, 24), (100, 30)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert await newest_in_view(pilot), size


async def test_scrolled_up_log_marks_new_events_and_end_returns():
    """PgUp scrolls back; events arriving then raise a 'new below' marker and leave the
    player where they were; End jumps to the newest event and clears the marker."""
    app = four_seat_table()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ann_after_three_bots(pilot)
        log = screen.query_one(GameLog)
        await pilot.press("pageup")
        await pilot.pause()
        assert not log.is_at_end
        top = log.scroll_y
        state = screen.session.state
        before = len(state.actions)
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.waiting_for_human and len(state.actions) > before)
        await pilot.pause()
        assert "new below" in screen_text(app)
        assert log.scroll_y == top  # the player's place is kept
        assert not log_shown(app).endswith(newest_line(screen))
        await pilot.press("end")
        await pilot.pause()
        assert await newest_in_view(pilot)
        assert "new below" not in screen_text(app)
        before = len(state.actions)
        await pilot.press("1")  # following again: the next events come into view by themselves
        await wait_for(pilot, lambda: screen.waiting_for_human and len(state.actions) > before)
        await pilot.pause()
        assert await newest_in_view(pilot)


async def test_paging_down_to_the_end_follows_again():
    """PgDn back to the end (without End) also clears the marker and follows."""
    app = four_seat_table()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await ann_after_three_bots(pilot)
        log = screen.query_one(GameLog)
        for key in ["pageup", "pageup", "pagedown", "pagedown", "pagedown"]:
            await pilot.press(key)
        await pilot.pause()
        assert log.is_at_end
        state = screen.session.state
        before = len(state.actions)
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.waiting_for_human and len(state.actions) > before)
        await pilot.pause()
        assert await newest_in_view(pilot)
        assert "new below" not in screen_text(app)


async def test_log_keys_are_in_the_footer_and_the_help():
    """The footer names the log keys at 80 columns; the help's Keys tab explains them."""
    app = four_seat_table()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
        footer = screen_rows(app)[-1]
        for words in ["? Help", "s Speed", "PgUp Log↑", "PgDn Log↓", "End Latest", "q Quit",
                      "^p palette"]:
            assert words in footer, (words, footer)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        app.screen.query_one(TabbedContent).active = "help-keys"
        await pilot.pause()
        keys = squash(screen_text(app))
        assert "PgUp" in keys and "scroll the log" in keys
        assert "- **End**: jump to the newest event in the log" in KEYS  # further down


async def test_a_short_log_starts_at_the_top_and_raises_no_marker():
    """At 120x40 the opening lines fit: they start at the panel's top row (not pushed
    down by the anchor), and the next events raise no marker."""
    app = four_seat_table(seats=[Seat("Ann"), Seat("Bob", "random")])
    async with app.run_test(size=(120, 40)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.pause()
        rows = widget_rows(app, screen.query_one(GameLog))
        assert rows[0].startswith("Ann draws") and rows[-1] == ""
        await pilot.press("1")
        await wait_for(pilot, lambda: screen.waiting_for_human and screen.session.state.round)
        assert await newest_in_view(pilot)
        assert "new below" not in screen_text(app)


