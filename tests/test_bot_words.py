"""The setup screen says what each bot plays like in the table's language (issue
31.1): every description a game gives its bots is marked for the catalog
(tda.tui.bot_words), and in Japanese the bots line reads in Japanese."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ja_helpers import speak_japanese
from tda import i18n
from tda.table.registry import game_names, get_game
from tda.tui import TdaApp
from tda.tui.bot_words import BOT_WORDS
from tda.tui.setup_screen import SetupScreen, bot_descriptions
from tui_helpers import wait_for


def test_every_bot_description_is_marked_for_the_catalog():
    """issue 31.1: a description the setup screen shows (any game, any bot it can
    seat) is one of the marked sentences, so a translation can find it."""
    shown = {text for game in game_names() for text in bot_descriptions(game).values()}
    assert shown and shown - set(BOT_WORDS) == set()
    every = {text for game in game_names()
             for text in get_game(game).presentation.bot_words.values()}
    assert every - set(BOT_WORDS) == set()


@pytest.fixture
def japanese(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The committed ja interface catalog compiled in memory, active for the test."""
    speak_japanese(monkeypatch)
    yield


@pytest.mark.parametrize("game", ["three-dragon-ante", "dragonmaster"])
async def test_the_bots_line_reads_in_japanese(japanese, game):
    """issue 31.1: the setup's line about the seated bots says each bot's
    description in Japanese; only the level (typed as bot:LEVEL) stays as it is."""
    app = TdaApp(autosave=False, setup_seed=3, setup_game=game)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen))
        await pilot.pause()
        line = str(app.screen.query_one("#bots-about").render())
        english = bot_descriptions(game)["normal"]
        assert "normal" in line and english not in line
        assert i18n._(english) != english and i18n._(english) in line
