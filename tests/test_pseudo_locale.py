"""The pseudo-language proves the words go through gettext (issue 29.2): seeded
Three-Dragon Ante games drawn in `qps` at 80x24 (the setup, the table with a
decision open, the help's every tab, the recap, the gambit summary, the game over,
the replay and the resume screen), `tda story` and `tda export --story` show no run
of plain English letters outside player names, save names, key names and the named
allow-lists of tests/pseudo_locale.py (English that other helpers of issue 29
convert), and no widget cut off at 80x24."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Collapsible, Select

from cli_harness import make_saves, run_tda
from pseudo_locale import (
    COMMAND_WORDS,
    KEY_NAMES,
    Allowed,
    cut_off,
    english_runs,
)
from tda import i18n
from tda.engine import RULESETS, GameConfig, new_game
from tda.engine.abilities.catalog import EDITION_TITLES, EDITIONS
from tda.games.three_dragon_ante.bots import DESCRIPTIONS
from tda.games.three_dragon_ante.tui.abilities_setup import AbilitiesSetup
from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
from tda.table.registry import game_names, get_game
from tda.table.saves import read_game_file, replay_file
from tda.table.session import Seat, Session, play_bots
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


@pytest.fixture(autouse=True)
def qps() -> Iterator[None]:
    i18n.use_language(i18n.PSEUDO)
    yield
    i18n.use_language(i18n.ENGLISH)


def allowed_for(state: Any = None, saves: tuple[str, ...] = (), *, setup: bool = False,
                abilities: bool = False, texts_of: tuple[Any, ...] = ()) -> Allowed:
    """What may show in plain letters, by source, each only where it shows: `state`,
    a game on screen (its cards' names, the rules' words met so far); `setup`, the
    setup screen's lists; `abilities`, the abilities' words; `texts_of`, the cards
    whose full text is on show."""
    allowed = Allowed()
    # Data: the same in every language.
    allowed.add("player names", NAMES + ["Dee", "Eve", "Fay"])
    allowed.add("save names", saves)
    allowed.add("key names", KEY_NAMES)
    allowed.add("commands to type", COMMAND_WORDS)
    allowed.add("bot levels (bot:LEVEL on the command line)", DESCRIPTIONS)
    # game-packages: each game's title joins its package (a screen's title shows it).
    allowed.add("game titles (game-packages)", [get_game(g).title for g in game_names()])
    if setup:
        allowed.add("bot descriptions (game-packages)", DESCRIPTIONS.values())
        allowed.add("rulesets (engine-words)", [f"{r.title} {r.description}"
                                                for r in RULESETS.values()])
    if abilities:
        # the catalog's texts, reminders and limits where the table and the setup show
        # one ability in full (CardDetail.show_ability, the chooser): their words move
        # to tda.games.three_dragon_ante.words.phrases.ability_text with the edition at hand
        allowed.add("abilities' texts (engine-words)", [
            f"{a.text} {a.reminder} {a.limit}"
            for table in EDITIONS.values() for a in table.values()])
        allowed.add("editions' titles (the abilities' catalog)", EDITION_TITLES.values())
    if state is not None:
        allowed.add("card ids", [c.id for c in state.cards])
        allowed.add("event reasons still sentences (engine-words: DebtCancelled.reason)",
                    english_reasons(state))

    return allowed


def shown_cards(app: TdaApp) -> tuple[Any, ...]:
    """The cards whose full text the table's card pane or the help shows now."""
    from tda.games.three_dragon_ante.tui.widgets import CardDetail
    cards = []
    for screen in app.screen_stack:
        for detail in screen.query(CardDetail):
            card = getattr(detail, "card_shown", None)
            if card is not None:
                cards.append(card)
        shown = getattr(screen, "card_shown", None)
        if shown is not None:
            cards.append(shown)
    return tuple(cards)


def english_reasons(state: Any) -> list[str]:
    """The reasons events still carry as English sentences rather than phrases (a
    debt cancelled: "gambit won"); engine-words turns them into phrases."""
    return [e.reason for e in state.log if isinstance(getattr(e, "reason", None), str)]


def check(app: TdaApp, allowed: Allowed, where: str) -> None:
    lines = screen_lines(app)
    runs = english_runs(lines, allowed)
    assert not runs, f"{where}: English on screen:\n" + "\n".join(
        f"  row {row}: {word!r} in {line!r}" for row, word, line in runs[:12])
    cut = cut_off(app)
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
    """issue 29.2: the setup screen says every word in the table's language."""
    app = TdaApp(autosave=False, setup_seed=42)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        check(app, allowed_for(setup=True), "setup")
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


async def test_table_with_a_decision_and_its_help_in_qps() -> None:
    """issue 29.2: the table with Ann's decision open, then the help's every tab."""
    app = table_app(seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await human_turn(pilot)
        table = table_of(app)
        check(app, allowed_for(table.session.state, texts_of=shown_cards(app)), "table")
        # the status line's end (the discard pile) is on screen: it took a second row
        assert "Ｄｉｓｃ" in " ".join(screen_lines(app)[:2])

        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        for tab in ("help-rules", "help-cards", "help-keys"):
            open_tab(app.screen, tab)
            await pilot.pause()
            check(app, allowed_for(table.session.state, texts_of=shown_cards(app)), tab)


async def test_abilities_help_tab_in_qps() -> None:
    """issue 29.2: the help's Abilities tab at a table playing with abilities."""
    config = GameConfig(players=NAMES, seed=3, abilities=[["draconic-ancestry"], [], []],
                        deck="legendary", ancestry=["red", None, None])
    app = TdaApp(config, SEATS, speed="instant", autosave=False, bot_process=False)
    async with app.run_test(size=SIZE) as pilot:
        await human_turn(pilot)
        table = table_of(app)
        check(app, allowed_for(table.session.state, abilities=True,
                               texts_of=shown_cards(app)), "table with abilities")
        table.action_help("help-abilities")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        check(app, allowed_for(table.session.state, abilities=True), "help-abilities")


async def test_recap_gambit_summary_and_game_over_in_qps() -> None:
    """issue 29.2: the recap at a turn's start, a gambit's summary, the game over."""
    app = table_app(seed=9, max_gambits=2)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, GambitSummary)
        state = table_of(app).session.state
        check(app, allowed_for(state, texts_of=shown_cards(app)), "gambit summary")
        await pilot.press("enter")
        await human_turn(pilot)
        assert table_of(app).recap_shown
        check(app, allowed_for(table_of(app).session.state, texts_of=shown_cards(app)),
              "table with its recap")
        await play_until(pilot, GameOver)
        check(app, allowed_for(table_of(app).session.state, texts_of=shown_cards(app)),
              "game over")


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
        check(app, allowed_for(screen.timeline.state_at(screen.position)), "replay")


async def test_resume_screen_in_qps(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 29.2: the list of unfinished games."""
    make_saves(tmp_path)
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(mode="resume", autosave=False, speed="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeScreen))
        await pilot.pause()
        allowed = allowed_for(saves=("unfinished", "finished", "json"))
        # A save keeps its progress as English words ("gambit 3", games.py's progress
        # hook, written into the file): the listing shows them as stored.
        allowed.add("stored progress (saves; game-packages' progress hook)", ["gambit"])
        allowed.add("the deck's name (the word --deck takes)", ["original"])

        check(app, allowed, "resume")


def played(seed: int) -> Any:
    """The game `tda story --seed SEED --players 3` tells (random bots in every seat)."""
    from tda.games.three_dragon_ante.bots import make_bot
    config = GameConfig(players=NAMES, seed=seed)
    return play_bots(config, [make_bot("random") for _seat in NAMES])


def test_story_and_export_in_qps(tmp_path: Path) -> None:
    """issue 29.2: `tda --lang qps story` and `tda export --story` print no English
    of tda's own; an unknown language is one line, exit 2 (issue 29.1)."""
    story = run_tda(["--lang", "qps", "story", "--seed", "3", "--players", "3"], tmp_path)
    assert story.status == 0, story.stderr
    allowed = allowed_for(played(3))
    allowed.add("the story's head (deck, rules: their --deck/--ruleset names)", ["original"])
    runs = english_runs(story.stdout.splitlines(), allowed)
    assert not runs, runs[:10]
    after = run_tda(["story", "--seed", "3", "--players", "3", "--lang", "qps"], tmp_path)
    assert after.stdout == story.stdout  # --lang after the command too
    saves = make_saves(tmp_path / "saves")
    (tmp_path / "out").mkdir()
    out = tmp_path / "out" / "story.txt"
    export = run_tda(["--lang=qps", "export", str(saves["finished"]), "--story", str(out)],
                     tmp_path / "saves")
    assert export.status == 0, export.stderr
    record, _save = read_game_file(saves["finished"])
    exported = allowed_for(replay_file(saves["finished"], record),
                           saves=(str(out),))  # the file written: its path is data
    # games.py writes the export's head: game-packages moves it into the game's package.
    exported.add("export head (game-packages)", ["Three-Dragon Ante", "deck rules seed"])
    exported.add("the head's deck and rules (their --deck/--ruleset names)", ["original"])
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
