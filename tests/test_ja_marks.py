"""No ambiguous-width mark on the Japanese table (issue 31, "Noticed, left alone";
JAPANESE.md 2.5.3): a terminal set to draw East Asian Ambiguous characters two
cells wide (common in Japan) shifts a row at each one. The catalog's strings are
checked in tests/test_ja_catalog.py; these tests check the marks our code draws
itself (bullets, arrows, dots, the gold chart's bars, the turn and trick marks),
which now come from the catalog with a context ("mark: ...") and are plain in
Japanese.

Two checks: every screen of both games drawn in Japanese at 80x24 (the apps and
steps of tests/test_ja_snapshots.py, no new whole-game runs) shows none in what
our widgets draw; and no string literal in the screens' and words' code holds one
outside a catalog call (the marks a screen test does not happen to reach).
"""

from __future__ import annotations

import ast
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.errors import NoWidget

from cli_harness import make_saves
from ja_helpers import ja_shipped  # noqa: F401  (a fixture)
from tda import i18n
from tda.engine import GameConfig, new_game
from tda.games.dragonmaster.tui.help import DragonmasterHelp
from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import GameOver
from tda.tui.render import gold_bars, no_gold
from tda.tui.replay_screen import ReplayScreen
from tda.tui.resume_screen import ResumeScreen
from tda.tui.table_screen import TableScreen
from tda.tui.widgets import key_said
from test_ja_snapshots import SIZE, finished_dragonmaster
from test_pseudo_locale import dragonmaster_save
from test_snapshots import (
    dragonmaster_mid_trick,
    dragonmaster_table,
    human_turn,
    no_notes,
    play_until,
    settle_logs,
    table,
)
from tui_helpers import wait_for

SRC = Path(__file__).resolve().parent.parent / "src" / "tda"
NAMES = ("Ann", "Bob", "Cid", "Dee")

# Textual's own chrome, not ours: the marks the toolkit's widgets draw beside what we
# give them (the header's icon, a Select's arrow, a check box's or radio button's
# knob, the tabs' underline, scrollbars: any mark there). Borders are the toolkit's
# too: only content regions are read, and the titles we put on borders.
ANY = None
CHROME: dict[str, str | None] = {
    "HeaderIcon": "⭘", "SelectCurrent": "▼▲", "ToggleButton": "▐▌●",
    "Underline": ANY, "ScrollBar": ANY, "ScrollBarCorner": ANY}


def ambiguous(text: str) -> str:
    """The East Asian Ambiguous characters of `text`, in order, each once."""
    return "".join(dict.fromkeys(c for c in text if unicodedata.east_asian_width(c) == "A"))


def chrome(widget, char: str) -> bool:
    """Whether `char` at `widget` is a mark the toolkit draws there."""
    for node in widget.ancestors_with_self:
        for kind in type(node).__mro__:
            if kind.__name__ in CHROME:
                marks = CHROME[kind.__name__]
                if marks is ANY or char in marks:
                    return True
    return False


def marks_on(app) -> dict[str, str]:
    """Each ambiguous-width character our widgets draw on every screen of the stack
    (content regions and the titles on borders), with where it was seen."""
    found: dict[str, str] = {}
    for screen in app.screen_stack:
        compositor = screen._compositor
        for y, strip in enumerate(compositor.render_strips()):
            x = 0
            for segment in strip:
                for char in segment.text:
                    if ambiguous(char):
                        try:
                            widget, _ = compositor.get_widget_at(x, y)
                        except NoWidget:  # a cell no widget covers
                            widget = None
                        # A modal's screen shows the one beneath: that one is read alone.
                        if widget is not None and widget is not screen \
                                and not chrome(widget, char) \
                                and widget.content_region.contains(x, y):
                            found.setdefault(char, f"{type(screen).__name__} row {y}: "
                                             f"{strip.text.strip()[:60]!r}")
                    x += cell_len(char)
        for widget in screen.walk_children():
            for title in (widget.border_title, widget.border_subtitle):
                said = str(title or "")
                for name in NAMES:
                    said = said.replace(name, "")
                for char in ambiguous(said):
                    found.setdefault(char, f"{type(widget).__name__} title {said!r}")
    return found


@pytest.fixture(autouse=True)
def japanese(request: pytest.FixtureRequest,
             monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    request.getfixturevalue("ja_shipped")
    monkeypatch.setenv("TERM", "xterm-256color")
    i18n.use_language("ja")
    yield
    i18n.use_language(i18n.ENGLISH)


async def help_at(pilot, before, screen) -> None:
    await before(pilot)
    await pilot.press("question_mark")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, screen))
    await pilot.pause()


async def three_dragon_ante_help(pilot) -> None:
    await help_at(pilot, human_turn, HelpScreen)


async def dragonmaster_help(pilot) -> None:
    await help_at(pilot, dragonmaster_mid_trick, DragonmasterHelp)


async def game_over(pilot) -> None:
    await play_until(pilot, GameOver)


def dragonmaster_over() -> TdaApp:
    state = finished_dragonmaster()
    seats = [Seat(n) if i == 0 else Seat(n, "random") for i, n in enumerate(state.names)]
    return TdaApp(session=Session(state.config, seats, state=state), speed="instant",
                  autosave=False)


async def dragonmaster_end(pilot) -> None:
    await wait_for(pilot, lambda: not isinstance(pilot.app.screen, TableScreen)
                   and len(pilot.app.screen_stack) > 1)
    await no_notes(pilot)
    await settle_logs(pilot)


async def nothing(pilot) -> None:
    await pilot.pause()


SCREENS = {
    "setup": (lambda: TdaApp(autosave=False, setup_seed=42), nothing),
    "setup-dragonmaster": (lambda: TdaApp(autosave=False, setup_seed=42,
                                          setup_game="dragonmaster"), nothing),
    "table": (table, human_turn),
    "table-dragonmaster": (dragonmaster_table, dragonmaster_mid_trick),
    "help": (table, three_dragon_ante_help),
    "help-dragonmaster": (dragonmaster_table, dragonmaster_help),
    "game-over": (lambda: table(seed=9, max_gambits=2), game_over),
    "game-over-dragonmaster": (dragonmaster_over, dragonmaster_end),
}


@pytest.mark.parametrize("screen", SCREENS)
async def test_no_ambiguous_mark_on_a_japanese_screen(screen):
    """Issue 31 ("Ambiguous-width marks in code"): the Japanese screens of both games
    at 80x24 draw no ambiguous-width character of ours (▶ … ★ — · → • ↑ ↓, the gold
    bars), player names aside."""
    make, before = SCREENS[screen]
    app = make()
    async with app.run_test(size=SIZE) as pilot:
        await before(pilot)
        assert marks_on(pilot.app) == {}


async def test_no_ambiguous_mark_on_the_japanese_shell(tmp_path, monkeypatch):
    """Issue 31: the shell's screens in Japanese, the saved games of both games
    listed (the marks between a save's parts) and a replay stepped on (its step line,
    the footer's arrow keys), draw no ambiguous-width character of ours."""
    make_saves(tmp_path)
    dragonmaster_save(tmp_path / "unfinished-dm.json")
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    app = TdaApp(mode="resume", autosave=False, speed="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ResumeScreen))
        await pilot.pause()
        assert len(app.screen.query_one("#resume-list").options) == 2
        assert marks_on(app) == {}
    state = new_game(GameConfig(players=list(NAMES[:3]), seed=4, max_gambits=1))
    session = Session(state.config, [Seat(n, "random") for n in NAMES[:3]], state=state)
    while not session.state.is_over:
        session.apply(session.bot_action())
    app = TdaApp(mode="replay", record=session.state.record(), reveal=True, path=None,
                 autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("right", "right", "right")
        await pilot.pause()
        assert marks_on(app) == {}


def test_gold_bars_in_japanese_are_plain():
    """Issue 31: the gold chart draws its bars and its no-gold mark in characters of
    a fixed width in Japanese (the block elements ▁..█ are ambiguous), one cell a
    gambit, the highest hoard the tallest."""
    lines = gold_bars([[0, 5, 10, 20, 40], [40, 30, 20, 10, 1]], width=5)
    assert [ambiguous(line) for line in lines] == ["", ""]
    assert [len(line) for line in lines] == [5, 5]
    assert lines[0][0] == no_gold() and lines[0][-1] == lines[1][0] != lines[1][-1]
    assert not ambiguous(no_gold())
    i18n.use_language(i18n.PSEUDO)  # its brackets are not taken for bars
    assert gold_bars([[0, 5, 10, 40]], width=4) == ["·▁▂█"]


# What a literal may hold outside a catalog call: nothing ambiguous. Docstrings and
# the catalog's own calls are not drawn by code (the catalog tests read msgstrs).
CATALOG_CALLS = {"_", "N_", "ngettext", "pgettext"}
CODE = [*sorted((SRC / "tui").rglob("*.py")),
        *sorted((SRC / "words").rglob("*.py")),
        *sorted((SRC / "games").glob("*/tui/*.py")),
        *sorted((SRC / "games").glob("*/words/*.py")),
        SRC / "cli.py", SRC / "cli_game.py", *sorted((SRC / "games").glob("*/cli.py"))]


def key_displays(tree: ast.AST) -> set[int]:
    """The literals given as a binding's `key_display`: the footer says them
    (`key_said`), tested below."""
    return {id(keyword.value) for node in ast.walk(tree) if isinstance(node, ast.Call)
            for keyword in node.keywords if keyword.arg == "key_display"}


def literals_outside_the_catalog(tree: ast.AST) -> Iterator[ast.Constant]:
    inside: set[int] = key_displays(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in CATALOG_CALLS:
            inside.update(id(arg) for arg in ast.walk(node) if arg is not node)
        if isinstance(node, ast.Dict):  # {"→": pgettext("key", "→")}: the mark said
            inside.update(id(key) for key, value in zip(node.keys, node.values, strict=True)
                          if isinstance(key, ast.Constant) and isinstance(value, ast.Call)
                          and getattr(value.func, "id", None) in CATALOG_CALLS
                          and ast.dump(value.args[-1]) == ast.dump(key))
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                             ast.AsyncFunctionDef)) and node.body \
                and isinstance(node.body[0], ast.Expr) \
                and isinstance(node.body[0].value, ast.Constant):
            inside.add(id(node.body[0].value))  # a docstring
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in inside:
            yield node


def test_no_ambiguous_mark_in_code():
    """Issue 31: every mark the screens', the words' and the command line's code draws
    comes through the catalog (a context says what it is), so Japanese can draw a
    plain one; the English stays as it was."""
    found = [f"{path.relative_to(SRC)}:{node.lineno}: {ambiguous(node.value)}"
             for path in CODE
             for node in literals_outside_the_catalog(ast.parse(path.read_text()))
             if ambiguous(node.value)]
    assert found == []


def test_keys_in_the_footer_are_plain():
    """Issue 31: a binding's key shown with an arrow (the replay's → ←, the help's
    ↑ ↓) is named without one in Japanese, by the footer."""
    shown = {keyword.value.value for path in CODE for node in ast.walk(ast.parse(path.read_text()))
             if isinstance(node, ast.Call) for keyword in node.keywords
             if keyword.arg == "key_display" and isinstance(keyword.value, ast.Constant)}
    arrows = {key for key in shown if ambiguous(key)}
    assert arrows == {"→", "←", "↑ ↓"}
    assert {key: ambiguous(key_said(key)) for key in arrows} == dict.fromkeys(arrows, "")
