"""The Three-Dragon Ante table, finished (issue 27, points 10 and 14-19): what new
players met at 80x24 and 120x40, each with a Pilot test."""

from __future__ import annotations

import pytest

from tda.engine import GameConfig
from tda.session import Seat
from tda.tui import TdaApp
from tda.tui.modals import PassCover
from tda.tui.widgets import DecisionPanel
from tui_helpers import squash, table_of, wait_for, widget_rows

SIZES = [(80, 24), (120, 40)]


async def human_decision(pilot):
    """Past any hot-seat cover, to the next decision of a human."""
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, PassCover)
                   or table_of(app).waiting_for_human)
    if isinstance(app.screen, PassCover):
        await pilot.press("enter")
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
    return table_of(app)


@pytest.mark.parametrize("size", SIZES)
async def test_no_option_loses_its_end_on_the_drafts_second_pass(size):
    """Issue 27.14: on the draft's second pass an option ("Pick Diplomacy: ... name
    another player to lead it") lost its last line: the list kept the heights it
    measured before its scrollbar narrowed it. Every option shows all its words."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", "random")]
    config = GameConfig(players=[s.name for s in seats], deck="emperors-gambit", seed=1,
                        ability_draft=2)
    app = TdaApp(config, seats, speed="instant", autosave=False)
    async with app.run_test(size=size) as pilot:
        for _ in range(4):  # Ann, Bob, then the second pass
            screen = await human_decision(pilot)
            decision = screen.session.state.decision
            assert decision.kind == "pick-ability"
            panel = screen.query_one(DecisionPanel)
            for i, label in enumerate(decision.labels):
                panel.highlighted = i
                await pilot.pause()
                shown = squash(" ".join(widget_rows(app, panel)))
                key = f"{i + 1}. " if i < 9 else ""  # the number keys go to 9
                assert f"{key}{label}" in shown, (decision.prompt, label, shown)
            await pilot.press("1")
            await pilot.pause()
