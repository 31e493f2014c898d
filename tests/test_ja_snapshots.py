"""Japanese snapshots at 80x24 (issue 31.4; JAPANESE.md 2.7.9): the main screens of
both games drawn in Japanese: the setup, the table with a decision open, the help,
and the game's end. One selection: `pytest tests/test_ja_snapshots.py -k ja`.

The Japanese is the compiled catalog if there is one, else tda.po compiled in memory
(`ja_helpers.ja_shipped`): the pictures follow the translators' work, so the lead
regenerates them after merging it and compiling tda.mo:
    python -m pytest tests/test_ja_snapshots.py -k ja --snapshot-update
and looks at each SVG: no character cut in half, every border whole.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from ja_helpers import ja_shipped  # noqa: F401  (a fixture)
from tda import i18n
from tda.dragonmaster import DragonmasterConfig
from tda.dragonmaster import new_game as new_dragonmaster
from tda.games.dragonmaster.tui.help import DragonmasterHelp
from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.modals import GameOver
from tda.tui.table_screen import TableScreen
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

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def japanese(request: pytest.FixtureRequest,
             monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The table speaks Japanese; a terminal that draws it (the setup's language
    choice shows); English again after the test."""
    request.getfixturevalue("ja_shipped")
    monkeypatch.setenv("TERM", "xterm-256color")
    i18n.use_language("ja")
    yield
    i18n.use_language(i18n.ENGLISH)


def test_ja_setup(snap_compare):
    """The setup screen in Japanese, the language choice at its top."""
    assert snap_compare(TdaApp(autosave=False, setup_seed=42), terminal_size=SIZE)


def test_ja_setup_dragonmaster(snap_compare):
    """Dragonmaster's setup in Japanese: its level, the seats for three or four."""
    assert snap_compare(TdaApp(autosave=False, setup_seed=42, setup_game="dragonmaster"),
                        terminal_size=SIZE)


def test_ja_table(snap_compare):
    """Three-Dragon Ante's table in Japanese: Ann antes, the card pane beside."""
    assert snap_compare(table(), terminal_size=SIZE, run_before=human_turn)


def test_ja_table_dragonmaster(snap_compare):
    """Dragonmaster's table in Japanese, a trick under way at Ann's turn."""
    assert snap_compare(dragonmaster_table(), terminal_size=SIZE,
                        run_before=dragonmaster_mid_trick)


def test_ja_help(snap_compare):
    """Three-Dragon Ante's help in Japanese, opened at the table (its rules)."""
    async def run_before(pilot):
        await human_turn(pilot)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, HelpScreen))
        await pilot.pause()
    assert snap_compare(table(), terminal_size=SIZE, run_before=run_before)


def test_ja_help_dragonmaster(snap_compare):
    """Dragonmaster's help in Japanese, opened at the table."""
    async def run_before(pilot):
        await dragonmaster_mid_trick(pilot)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(pilot.app.screen, DragonmasterHelp))
        await pilot.pause()
    assert snap_compare(dragonmaster_table(), terminal_size=SIZE, run_before=run_before)


def test_ja_game_over(snap_compare):
    """Three-Dragon Ante's end in Japanese: the standings and the gold chart."""
    async def run_before(pilot):
        await play_until(pilot, GameOver)
    assert snap_compare(table(seed=9, max_gambits=2), terminal_size=SIZE,
                        run_before=run_before)


def finished_dragonmaster(seed: int = 4):
    """A whole basic Dragonmaster game between random players (seeded)."""
    state = new_dragonmaster(DragonmasterConfig(players=["Ann", "Bob", "Cid"], seed=seed))
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_ja_game_over_dragonmaster(snap_compare):
    """Dragonmaster's end in Japanese: the final crystals and who won."""
    state = finished_dragonmaster()
    seats = [Seat(n) if i == 0 else Seat(n, "random") for i, n in enumerate(state.names)]
    app = TdaApp(session=Session(state.config, seats, state=state), speed="instant",
                 autosave=False)

    async def run_before(pilot):
        await wait_for(pilot, lambda: not isinstance(pilot.app.screen, TableScreen)
                       and len(pilot.app.screen_stack) > 1)
        await no_notes(pilot)
        await settle_logs(pilot)
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
