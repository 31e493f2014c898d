"""The pseudo-language proves the words go through gettext (issue 29.2): seeded
Three-Dragon Ante games drawn in `qps` at 80x24 (the setup, the table with a
decision open, the help's every tab, the recap, the gambit summary, the game over,
the replay and the resume screen), `tda story` and `tda export --story` show no run
of plain English letters outside player names, save names and key names, and the
few words that are data a player types (a bot's level, a deck's name: `allowed_for`
names each and where it shows), and no widget cut off at 80x24."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Button, Collapsible, Select

from cli_harness import make_saves, run_tda
from pseudo_locale import (
    KEY_NAMES,
    Allowed,
    cut_off,
    english_runs,
    footer_cut,
    selects_cut,
)
from tda import i18n
from tda.engine import GameConfig, new_game
from tda.games.three_dragon_ante.tui.abilities_setup import AbilitiesSetup, ChooseAbilities
from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
from tda.table.registry import game_names, get_game
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import GambitSummary, GameOver
from tda.tui.recap_view import PrivateResults
from tda.tui.replay_screen import ReplayScreen
from tda.tui.resume_screen import ResumeScreen
from tda.tui.table_screen import TableScreen, open_tab
from tui_helpers import screen_lines

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

SIZE = (80, 24)
NAMES = ["Ann", "Bob", "Cid"]
SEATS = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
BOT_LEVELS = [level for game in game_names() if (shown := get_game(game).presentation)
              for level in shown.bot_words]


@pytest.fixture(autouse=True)
def qps() -> Iterator[None]:
    i18n.use_language(i18n.PSEUDO)
    yield
    i18n.use_language(i18n.ENGLISH)


def allowed_for(saves: tuple[str, ...] = (), *, setup: bool = False, resume: bool = False,
                head: bool = False) -> Allowed:
    """What may show in plain letters, by source, each only where it shows: issue
    29.2's own exceptions everywhere; `setup`, the setup screen's data; `resume`, a
    save's line; `head`, a story's head. Everything else tda says goes through the
    catalog, ⟦wrapped⟧ in qps: a game's title, its rulesets, its abilities' texts,
    limits and editions, a bot's description, an event's reason, card names."""
    allowed = Allowed()
    # issue 29.2's exceptions: data, the same in every language
    allowed.add("player names (the setup's default seats too)", NAMES + ["Dee", "Eve", "Fay"])
    allowed.add("save names", saves)
    allowed.add("key names, as keyboards print them", KEY_NAMES)
    if setup or resume:
        allowed.add("bot levels: a seat's kind is the word typed as bot:LEVEL", BOT_LEVELS)
    if setup:
        allowed.add("the language choice: each language by its own name, and 'Language' "
                    "beside the language spoken, the way back (issue 31.2)",
                    ["Language", *i18n.ENDONYMS.values()])
    if resume or head:
        # Three-Dragon Ante's deck and rules in its story's head and its saves' lines,
        # Dragonmaster's level in its saves' lines (tda.words.saves keeps them as typed)
        allowed.add("a game's setup by name: the words --deck, --ruleset and --level "
                    "take", ["original"] + (["basic"] if resume else []))
    if resume:
        allowed.add("the program's name in the header: the command typed", ["tda"])
    return allowed


def check(app: TdaApp, allowed: Allowed, where: str) -> None:
    lines = screen_lines(app)
    runs = english_runs(lines, allowed)
    assert not runs, f"{where}: English on screen:\n" + "\n".join(
        f"  row {row}: {word!r} in {line!r}" for row, word, line in runs[:12])
    cut = cut_off(app) + footer_cut(app) + selects_cut(app)
    assert not cut, f"{where}: cut off at 80x24:\n  " + "\n  ".join(cut[:8])


def table_app(seed: int = 5, **options: Any) -> TdaApp:
    config = GameConfig(players=NAMES, seed=seed, **options)
    return TdaApp(config, SEATS, speed="instant", autosave=False, bot_process=False)


def table_of(app: TdaApp) -> TableScreen:
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


async def wait_for(pilot: Pilot[Any], holds: Callable[[], bool], timeout: float = 30.0) -> None:
    """Let workers and timers run until `holds()` (tui_helpers.wait_for, typed)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not holds():
        assert loop.time() < deadline, "timed out waiting for the screen"
        await pilot.pause(0.02)


async def footer_fitted(pilot: Pilot[Any], timeout: float = 5.0) -> None:
    """Give the footer the few refreshes it takes to fit its keys anew once they
    change (widgets.SaidFooter._fit): a joined table's keys change as its turn comes,
    and a loaded machine looked before the fit (footer_cut then saw keys past the
    palette). A footer that never fits is still reported by `check`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while footer_cut(pilot.app) and loop.time() < deadline:
        await pilot.pause(0.05)


async def human_turn(pilot: Pilot[Any]) -> None:
    app = pilot.app
    assert isinstance(app, TdaApp)
    await wait_for(pilot, lambda: table_of(app).waiting_for_human)
    await pilot.pause()


async def play_until(pilot: Pilot[Any], modal: type[Screen[Any]]) -> None:
    """Answer every choice with 1 (closing summaries) until `modal` is on screen."""
    app = pilot.app
    assert isinstance(app, TdaApp)
    for _step in range(600):
        await wait_for(pilot, lambda: table_of(app).waiting_for_human
                       or isinstance(app.screen, (GambitSummary, GameOver, PrivateResults)))
        if isinstance(app.screen, modal):
            await pilot.pause()
            return
        await pilot.press("enter" if isinstance(app.screen, (GambitSummary, PrivateResults))
                          else "1")
        await pilot.pause()
    raise AssertionError(f"{modal.__name__} never appeared")


async def test_setup_screen_in_qps() -> None:
    """issue 29.2: the setup screen says every word in the table's language, for
    Three-Dragon Ante (its decks, rulesets, abilities) and then Dragonmaster."""
    app = TdaApp(autosave=False, setup_seed=42)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        check(app, allowed_for(setup=True), "setup")
        rulesets = app.screen.query_one("#ruleset", Select)
        rulesets.focus()
        rulesets.expanded = True  # the rulesets' titles and descriptions, listed
        await pilot.pause()
        check(app, allowed_for(setup=True), "setup, the rulesets listed")
        rulesets.expanded = False
        form = app.screen.query_one("#setup", VerticalScroll)
        for _page in range(3):  # the rest of the form: table rules, abilities, seed, start
            form.scroll_page_down(animate=False)
            await pilot.pause()
            check(app, allowed_for(setup=True), "setup, further down")
        abilities = app.screen.query_one(AbilitiesSetup)
        abilities.query_one(Collapsible).collapsed = False
        abilities.query_one("#ab-mode", Select).value = "one"  # a row per seat
        await pilot.pause()
        form.scroll_end(animate=False)
        await pilot.pause()
        check(app, allowed_for(setup=True), "setup, the abilities open")
        abilities.query_one("#ab-choose-0", Button).press()  # Ann's: the edition, each ability
        await wait_for(pilot, lambda: isinstance(app.screen, ChooseAbilities))
        for _ability in range(3):  # what it does, how often, the character it suits
            await pilot.press("down")
            await pilot.pause()
            check(app, allowed_for(setup=True), "the abilities chooser")
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, ChooseAbilities))
        app.screen.query_one("#game", Select).value = "dragonmaster"
        await pilot.pause()
        form.scroll_home(animate=False)
        for page in range(3):  # its levels, its seats and their bots' descriptions
            await pilot.pause()
            check(app, allowed_for(setup=True), f"Dragonmaster's setup, page {page + 1}")
            form.scroll_page_down(animate=False)


async def test_the_scan_sees_english_when_the_table_speaks_it() -> None:
    """issue 29.2: the scan is no blind eye. The setup screen drawn in English shows it
    the words the catalog says in qps (the game's title, which the test once allowed,
    and a bot's description), while the data it allows stays allowed."""
    i18n.use_language(i18n.ENGLISH)
    app = TdaApp(autosave=False, setup_seed=42)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#setup", VerticalScroll).scroll_page_down(animate=False)
        await pilot.pause()
        lines = screen_lines(app)
    words = {word for _row, word, _line in english_runs(lines, allowed_for(setup=True))}
    assert {"Dragon", "Ante", "steady", "player"} <= words, words
    assert not words & {"Bob", "normal"}, words  # a player's name, a bot's level: data


async def test_table_with_a_decision_and_its_help_in_qps() -> None:
    """issue 29.2: the table with Ann's decision open, then the help's every tab."""
    app = table_app(seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await human_turn(pilot)
        check(app, allowed_for(), "table")
        # the status line's end (the discard pile) is on screen: it took a second row
        assert "Ｄｉｓｃ" in " ".join(screen_lines(app)[:2])

        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        for tab in ("help-rules", "help-cards", "help-keys"):
            open_tab(app.screen, tab)
            await pilot.pause()
            check(app, allowed_for(), tab)


async def test_abilities_help_tab_in_qps() -> None:
    """issue 29.2: the help's Abilities tab at a table playing with abilities."""
    config = GameConfig(players=NAMES, seed=3, abilities=[["draconic-ancestry"], [], []],
                        deck="legendary", ancestry=["red", None, None])
    app = TdaApp(config, SEATS, speed="instant", autosave=False, bot_process=False)
    async with app.run_test(size=SIZE) as pilot:
        await human_turn(pilot)
        table = table_of(app)
        check(app, allowed_for(), "table with abilities")
        table.action_help("help-abilities")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        check(app, allowed_for(), "help-abilities")


async def test_recap_gambit_summary_and_game_over_in_qps() -> None:
    """issue 29.2: the recap at a turn's start, a gambit's summary, the game over."""
    app = table_app(seed=9, max_gambits=2)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, GambitSummary)
        check(app, allowed_for(), "gambit summary")
        await pilot.press("enter")
        await human_turn(pilot)
        assert table_of(app).recap_shown
        check(app, allowed_for(), "table with its recap")
        await play_until(pilot, GameOver)
        check(app, allowed_for(), "game over")


async def test_replay_screen_in_qps() -> None:
    """issue 29.2: stepping through a finished game."""
    state = new_game(GameConfig(players=NAMES, seed=4, max_gambits=1))
    session = Session(state.config, [Seat(n, "random") for n in NAMES], state=state)
    while not session.state.is_over:
        session.apply(session.bot_action())
    record = session.state.record()
    app = TdaApp(mode="replay", record=record, reveal=True, path=None, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        for _step in range(12):
            await pilot.press("right")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        check(app, allowed_for(), "replay")


async def test_resume_screen_in_qps(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 29.2: the list of unfinished games, of both games."""
    make_saves(tmp_path)
    dragonmaster_save(tmp_path / "unfinished-dm.json")
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(mode="resume", autosave=False, speed="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeScreen))
        await pilot.pause()
        lines = " ".join(screen_lines(app))
        assert "Ｄｒａｇｏｎｍａｓｔｅｒ" in lines and "Ｔｈｒｅｅ" in lines  # both listed
        check(app, allowed_for(saves=("unfinished", "unfinished-dm", "json"), resume=True),
              "resume")


def dragonmaster_save(path: Path) -> None:
    """An unfinished Dragonmaster game saved at `path`: its first hand, bots playing."""
    from tda.dragonmaster import DragonmasterConfig
    from tda.table.saves import Autosaver
    seats = [Seat(name, "random") for name in ("Ann", "Bob", "Cid", "Dee")]
    session = Session(DragonmasterConfig(players=[s.name for s in seats], seed=5), seats,
                      on_change=Autosaver(path))
    session.on_change(session)
    for _action in range(12):
        session.apply(session.bot_action())


def test_story_and_export_in_qps(tmp_path: Path) -> None:
    """issue 29.2: `tda --lang qps story` and `tda export --story` print no English
    of tda's own; an unknown language is one line, exit 2 (issue 29.1)."""
    story = run_tda(["--lang", "qps", "story", "--seed", "3", "--players", "3"], tmp_path)
    assert story.status == 0, story.stderr
    runs = english_runs(story.stdout.splitlines(), allowed_for(head=True))
    assert not runs, runs[:10]
    after = run_tda(["story", "--seed", "3", "--players", "3", "--lang", "qps"], tmp_path)
    assert after.stdout == story.stdout  # --lang after the command too
    saves = make_saves(tmp_path / "saves")
    (tmp_path / "out").mkdir()
    out = tmp_path / "out" / "story.txt"
    export = run_tda(["--lang=qps", "export", str(saves["finished"]), "--story", str(out)],
                     tmp_path / "saves")
    assert export.status == 0, export.stderr
    exported = allowed_for(saves=(str(out),), head=True)  # the file written: its path is data
    runs = english_runs(out.read_text().splitlines() + export.stdout.splitlines(), exported)
    assert not runs, runs[:10]
    bad = run_tda(["--lang", "xx", "story"], tmp_path)
    assert bad.status == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
    assert "--lang 'xx'" in bad.stderr


def test_a_language_tda_lacks_is_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 29.1: a bad --lang or TDA_LANG, or --lang without a language, is one
    line on stderr and exit 2, before any command runs; TDA_LANG=qps speaks qps."""
    for args in (["--lang", "xx", "replay"], ["replay", "--lang"], ["--lang=", "story"]):
        bad = run_tda(args, tmp_path)
        assert bad.status == 2 and bad.stderr.count("\n") == 1, (args, bad)
        assert "--lang" in bad.stderr and "Traceback" not in bad.stderr
    monkeypatch.setenv("TDA_LANG", "zz")
    bad = run_tda(["replay"], tmp_path)
    assert bad.status == 2 and "TDA_LANG 'zz'" in bad.stderr and bad.stderr.count("\n") == 1
    monkeypatch.setenv("TDA_LANG", "qps")
    listing = run_tda(["replay"], tmp_path)  # no finished game: said in qps
    assert listing.status == 0 and listing.stdout.startswith("⟦Ｎｏ ｆｉｎｉｓｈｅｄ")
    assert run_tda(["--lang", "en", "replay"], tmp_path).stdout.startswith("No finished")


async def test_host_screens_in_qps() -> None:
    """issue 29.2 (leftover): `tda host`'s screens, the join lines and the host's own
    table with a remote seat, say every word in the table's language and fit."""
    from tda.tui.host import JoinLines
    from test_net_join_tui import bob_joins, hosted
    config = GameConfig(players=NAMES, seed=30101, max_gambits=2)
    session = Session(config, [Seat("Ann"), Seat("Bob"), Seat("Cid", "random")],
                      remote_seats=[1])
    app, host = hosted(session)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, JoinLines))
        await pilot.pause()
        check(app, allowed_for(), "the join lines")
        bob, tasks = await bob_joins(pilot, app, host, __import__("random").Random(4))
        try:
            await human_turn(pilot)
            await footer_fitted(pilot)
            check(app, allowed_for(), "host's table")
        finally:
            for task in tasks:
                task.cancel()
            await host.close()


async def test_join_screens_in_qps() -> None:
    """issue 29.2 (leftover): `tda join`'s screens, the wait for a host that does
    not answer, then a joined seat's table, in the table's language and fitting."""
    from tda.net.codes import SeatCodes
    from tda.net.host import TableHost
    from tda.table.bot_process import TableBots
    from tda.tui.join import JoinApp, Joining
    nowhere = "ws://127.0.0.1:9/"  # the discard port: nobody answers
    app = JoinApp(nowhere, "code")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, Joining)
                       and app.client.reconnects > 0, timeout=20)
        await pilot.pause(1.1)  # the screen says so at its next second
        allowed = allowed_for()
        allowed.add("the table's address (data)", [nowhere])
        check(app, allowed, "joining, the host unreachable")
        assert "ａｔｔｅｍｐｔ" in " ".join(screen_lines(app))
    config = GameConfig(players=NAMES, seed=30202)
    codes, plain = SeatCodes.draw([0])
    host = TableHost(Session(config, [Seat("Ann"), Seat("Bob", "random"),
                                      Seat("Cid", "random")]),
                     [0], codes, bots=TableBots(process=False))
    await host.start("127.0.0.1", 0)
    app = JoinApp(f"ws://127.0.0.1:{host.port}/", plain[0])
    try:
        async with app.run_test(size=SIZE) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                           and app.screen.waiting_for_human, timeout=60)
            await pilot.pause()
            await footer_fitted(pilot)
            check(app, allowed_for(), "joined table")
    finally:
        await host.close()
