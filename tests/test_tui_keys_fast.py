"""Keys stay instant while bots think (issue 27.21). Speed itself is measured in
benchmarks (`benchmarks/key_cost.py`, `latency.py`); these tests pin the mechanisms
the figures rest on, so a change cannot undo them unseen."""

from __future__ import annotations

import pytest

from tda.dragonmaster import DragonmasterConfig
from tda.engine import GameConfig
from tda.table.session import Seat
from tda.tui import TdaApp
from tda.tui.kept_screen import KeptScreen
from tui_helpers import table_of, wait_for

SEATS = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]


def table_app(game: str) -> TdaApp:
    names = [s.name for s in SEATS]
    config = (DragonmasterConfig(players=names, level="basic", seed=5)
              if game == "dragonmaster" else GameConfig(players=names, seed=5))
    return TdaApp(config, SEATS, speed="instant", autosave=False)


@pytest.mark.parametrize("game", ["three-dragon-ante", "dragonmaster"])
async def test_the_help_built_ahead_is_not_restyled_when_first_opened(game, monkeypatch):
    """issue 27.21: the help styled off screen ahead of time keeps the stylesheet count
    it was styled at, so the first `?` does not restyle its hundreds of widgets (that
    restyle was most of the first opening's cost)."""
    app = table_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: table_of(app).waiting_for_human)
        table = table_of(app)
        table.build_help()
        table.warm_help()
        await pilot.pause(0.5)  # a player takes in the table meanwhile; the help settles
        help_screen = table.help
        assert isinstance(help_screen, KeptScreen)
        restyled: list[object] = []
        original = type(help_screen).update_node_styles

        def update_node_styles(self, animate: bool = True) -> None:
            restyled.append(self)
            original(self, animate=animate)
        monkeypatch.setattr(type(help_screen), "update_node_styles", update_node_styles)
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: app.screen is help_screen)
        await pilot.pause()
        assert help_screen not in restyled


def test_the_dragonmaster_log_is_told_once_per_event():
    """issue 29.7 (why a whole Dragonmaster TUI game took a minute): the table tells the
    whole log at every step; each event is told once, and again only where the log
    given differs (another seat's view), with the same lines as telling it anew."""
    import random

    from tda.dragonmaster import new_game
    from tda.games.dragonmaster.tui.words import Teller

    state = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"],
                                        level="advanced", seed=3))
    rng = random.Random(3)
    for _ in range(80):
        state.apply(rng.choice(state.legal_actions()))
    teller, told = Teller(state.names), []
    tell = teller.tell

    def counting(event):
        told.append(event)
        return tell(event)
    teller.tell = counting  # type: ignore[method-assign]
    for viewer in (0, 0, 1, None, 1):
        log = state.view(viewer).log
        assert teller.lines(log) == Teller(state.names).lines(log)
    first = len(state.view(0).log)
    assert first <= len(told) < 2 * first  # seat 0 once; the others only where they differ
    count = len(told)
    state.apply(rng.choice(state.legal_actions()))
    teller.lines(state.view(1).log)
    assert len(told) - count == len(state.view(1).log) - first
