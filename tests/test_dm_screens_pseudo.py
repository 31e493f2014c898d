"""Issue 29.2 for the Dragonmaster screens: drawn in the pseudo-language (`qps`, every
message ⟦ＦＵＬＬＷＩＤＴＨ⟧), the table, its options and their details, the help, the
recap, a hand's summary, the replay and the game-over screen show no English word
that skipped gettext, and nothing wider than the 80x24 terminal.

A run of two or more plain ASCII letters anywhere on screen is English that skipped
gettext, unless it is a player's name, a key's name or the one other piece of data
named below: the screens of tda.tui around the Dragonmaster ones (the decision's
frame, the footer, the modals' titles, hints and buttons) are read like the rest."""

import re

import pytest
from rich.cells import cell_len
from textual.errors import NoWidget

from tda import i18n
from tda.dragonmaster import DragonmasterConfig
from tda.games.dragonmaster.tui.help import DragonmasterHelp
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import GambitSummary, GameOver, PassCover
from tda.tui.recap_view import PrivateResults
from tda.tui.table_screen import TableScreen
from tda.tui.widgets import DecisionPanel
from test_tui_dm_table import finished_dragonmaster
from tui_helpers import table_of, wait_for

WIDTH, HEIGHT = 80, 24
NAMES = ("Ann", "Bob", "Cid", "Dee")  # players' names: data, never translated
# Key names, as keyboards print them.
KEYS = {"Enter", "Esc", "esc", "F1", "PgUp", "PgDn", "Ctrl", "End", "Home"}  # key names: data
# Other data: the command a player types, as typed (`tda resume`, in the help's keys).
DATA = {"tda", "resume"}

ENGLISH = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def pseudo():
    i18n.use_language(i18n.PSEUDO)
    try:
        yield
    finally:
        i18n.use_language(i18n.ENGLISH)


def cells(app) -> list[list[str]]:
    """The terminal as rows of cells: a wide character fills its cell, and the one
    after it holds ""."""
    update = app.screen._compositor.render_update(full=True,
                                                  screen_stack=app._background_screens)
    rows = []
    for chops in update.strips:
        row: list[str] = []
        for strip in chops:
            for segment in strip:
                for char in segment.text:
                    row += [char] + [""] * (cell_len(char) - 1)
        rows.append(row)
    assert len(rows) == HEIGHT
    return rows


def owner(app, x: int, y: int):
    """The widget of the screen on top drawn at (x, y), or None where a screen below
    shows through (it was looked at when it was on top)."""
    try:
        widget, _ = app.screen.get_widget_at(x, y)
    except NoWidget:
        return None
    return None if widget is app.screen else widget


def english_on(app) -> list[tuple[str, str]]:
    """(word, row) for each English word on screen nobody allowed, and each row wider
    than the terminal."""
    found = []
    allowed = set(NAMES) | KEYS | DATA
    for y, row in enumerate(cells(app)):
        if len(row) > WIDTH:
            found.append(("<wider than the screen>", "".join(row)))
        mine = []
        for x, char in enumerate(row):
            mine.append(" " if owner(app, x, y) is None else char)
        text = "".join(mine)
        # a name cut short to fit its column ("Bo…") is still the name
        found += [(word, text.strip()) for word in ENGLISH.findall(text)
                  if word not in allowed and not any(n.startswith(word) for n in NAMES)]
    return found


SEEN: dict[str, list] = {}  # where the test looked: what it found there


async def look(pilot, where: str) -> None:
    await pilot.pause()
    SEEN.setdefault(where, []).extend(english_on(pilot.app))


def dm_app(level: str, seed: int) -> TdaApp:
    seats = [Seat(NAMES[0])] + [Seat(name, "heuristic") for name in NAMES[1:]]
    config = DragonmasterConfig(players=list(NAMES), level=level, seed=seed)
    return TdaApp(config, seats, speed="instant", autosave=False)


async def next_stop(pilot):
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, (PassCover, GambitSummary, GameOver,
                                                          PrivateResults))
                   or table_of(app).waiting_for_human)
    return app.screen


async def play_and_look(pilot, moves: int, where: str) -> None:
    """Answer `moves` decisions, looking at every option's detail on the way, and at
    every summary or private note that comes up."""
    app = pilot.app
    for _ in range(moves):
        screen = await next_stop(pilot)
        if isinstance(screen, (GambitSummary, PrivateResults, PassCover)):
            await look(pilot, f"{where}: {type(screen).__name__}")
            await pilot.press("enter")
            continue
        await look(pilot, f"{where}: decision")
        options = table_of(app).query_one(DecisionPanel).option_count
        for _ in range(min(options, 4) - 1):
            await pilot.press("down")
            await look(pilot, f"{where}: option detail")
        await pilot.press("1")


@pytest.mark.slow
async def test_the_dragonmaster_screens_speak_only_through_gettext(pseudo):
    """Issue 29.2 and 29.1: an advanced game (options and their details, a private
    note, the recap, the help's three tabs, hand summaries), an expert game from its
    Dragon choice, a finished game's standings and its replay, all in `qps`."""
    SEEN.clear()
    app = dm_app("advanced", 5)
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        await play_and_look(pilot, 10, "advanced")
        await next_stop(pilot)
        await pilot.press("r")  # the recap, or what the choice means
        await look(pilot, "advanced: recap")
        await pilot.press("r")
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, DragonmasterHelp))
        for tab in ("help-rules", "help-contracts", "help-keys"):
            app.screen.query_one("#help-tabs").active = tab
            for _ in range(4):
                await look(pilot, f"help {tab}")
                await pilot.press("pagedown")
        await pilot.press("escape")
        await play_and_look(pilot, 12, "advanced")
    app = dm_app("expert", 11)
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        await play_and_look(pilot, 6, "expert")
    app = TdaApp(session=Session(finished_dragonmaster().config,
                                 [Seat(NAMES[0])] + [Seat(n, "random") for n in NAMES[1:]],
                                 state=finished_dragonmaster().clone()),
                 speed="instant", autosave=False)
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameOver))
        await look(pilot, "game over")
    app = TdaApp(mode="replay", record=finished_dragonmaster().record(), reveal=True)
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        for key in ("right", "right", "right", "end"):
            await pilot.press(key)
            await look(pilot, "replay")
    looked = {where.split(": ")[-1] for where in SEEN}
    assert {"decision", "option detail", "recap", "GambitSummary", "help help-rules",
            "help help-contracts", "help help-keys", "game over", "replay"} <= looked, looked
    english = sorted({f"{word!r} in {where}: {row}" for where, found in SEEN.items()
                      for word, row in found})
    assert not english, "\n".join(english)


async def test_the_scan_sees_english_when_the_table_speaks_it():
    """The scan above is no blind eye: the same table in English shows it words, the
    Dragonmaster panel's and those of tda.tui's frame around it (the decision's title
    "Ann's choice", the footer's keys), which the scan once skipped (issue 29.2)."""
    app = dm_app("advanced", 5)
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        while not isinstance(await next_stop(pilot), TableScreen):
            await pilot.press("enter")
        await pilot.pause()
        words = {word for word, _ in english_on(app)}
        assert {"Contract", "Dragonmaster", "crystals", "choice", "Quit"} <= words, words
