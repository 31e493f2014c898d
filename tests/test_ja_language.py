"""Choosing the language (issue 31.2; JAPANESE.md 2.4): `--lang`, then `TDA_LANG`,
then the setup screen's remembered choice, then the locale; the setup screen's
language choice (shipped languages by their own names, hidden while English is the
only one), remembered and applied at once; Japanese falls back to English with one
line where the terminal cannot draw it; saves stay language-neutral.

Japanese is made selectable by `ja_helpers.ja_shipped` (the compiled catalog, or
the committed .po compiled in memory), so these tests hold before the catalog is
complete and compiled."""

from __future__ import annotations

import gettext
import io
import json
import random
import re
from pathlib import Path

import pytest
from textual.widgets import Select

from ja_helpers import ja_shipped  # noqa: F401  (a fixture)
from tda import cli, i18n
from tda.dragonmaster import DragonmasterConfig
from tda.engine import GameConfig
from tda.table.saves import Autosaver, load_session, read_game_file, replay_file
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from tda.tui.replay_screen import ReplayScreen
from tda.tui.setup_memory import memory_path, recall
from tda.tui.table_screen import TableScreen
from tui_helpers import screen_text, wait_for

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
SIZE = (80, 24)


@pytest.fixture(autouse=True)
def a_terminal_that_draws_japanese(monkeypatch):
    """Whatever terminal runs the tests (a test that needs another sets its own)."""
    monkeypatch.setenv("TERM", "xterm-256color")


# -- precedence ------------------------------------------------------------------------

@pytest.mark.usefixtures("ja_shipped")
def test_precedence_flag_env_remembered_locale():
    """issue 31.2: --lang, then TDA_LANG, then the setup's remembered choice, then the
    locale, then English."""
    ja_locale = {"LANG": "ja_JP.UTF-8"}
    assert i18n.pick_language(None, ja_locale) == "ja"
    assert i18n.pick_language(None, ja_locale, remembered="en") == "en"  # remembered > locale
    assert i18n.pick_language(None, {"LANG": "C"}, remembered="ja") == "ja"
    assert i18n.pick_language(None, {"TDA_LANG": "en", **ja_locale}, remembered="ja") == "en"
    assert i18n.pick_language(None, {"TDA_LANG": "ja"}, remembered="en") == "ja"
    assert i18n.pick_language("en", {"TDA_LANG": "ja"}, remembered="ja") == "en"
    assert i18n.pick_language("ja", {"TDA_LANG": "en"}, remembered="en") == "ja"
    # A remembered language no longer shipped (or the pseudo one) is passed over quietly.
    assert i18n.pick_language(None, {}, remembered="fr") == "en"
    assert i18n.pick_language(None, {}, remembered=i18n.PSEUDO) == "en"
    assert i18n.pick_language(None, ja_locale, remembered="fr") == "ja"


def test_the_remembered_language_is_read_from_the_setup_memory(tmp_path):
    """issue 31.2: the setup memory's `language` key (the file the setup screen
    writes); a missing, broken or odd file remembers none."""
    env = {"TDA_CONFIG_DIR": str(tmp_path)}
    assert i18n.setup_memory_path(env) == tmp_path / "last-setup.json"
    assert i18n.remembered_language(env) is None
    memory = tmp_path / "last-setup.json"
    memory.write_text(json.dumps({"game": "dragonmaster", "language": "ja"}))
    assert i18n.remembered_language(env) == "ja"
    for broken in ("{", "[1, 2]", json.dumps({"language": 3}), "\udcff"):
        memory.write_text(broken, errors="surrogateescape")
        assert i18n.remembered_language(env) is None


@pytest.mark.usefixtures("ja_shipped")
def test_the_cli_speaks_the_remembered_language(monkeypatch, tmp_path):
    """issue 31.2: `tda` with no --lang and no TDA_LANG speaks the language chosen on
    the setup screen last time, over the locale; --lang still wins."""
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path))
    monkeypatch.delenv("TDA_LANG", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("TERM", raising=False)
    (tmp_path / "last-setup.json").write_text(json.dumps({"language": "ja"}))
    assert cli._speak(["story"]) == ["story"] and i18n.language() == "ja"
    assert cli._speak(["story", "--lang", "en"]) == ["story"] and i18n.language() == "en"
    monkeypatch.setenv("TDA_LANG", "en")
    cli._speak(["replay"])
    assert i18n.language() == "en"


# -- the terminal cannot draw it -----------------------------------------------------

@pytest.mark.parametrize("env, encoding, why", [
    ({"TERM": "linux"}, "utf-8", "TERM=linux"),
    ({"TERM": "xterm-256color"}, "latin-1", "latin-1"),
    ({"TERM": "xterm-256color"}, "ascii", "ascii"),
])
@pytest.mark.usefixtures("ja_shipped")
def test_japanese_falls_back_to_english_with_one_line(monkeypatch, capsys,
                                                      env, encoding, why):
    """issue 31.2: where the terminal cannot draw Japanese (the Linux console, an
    output that is not UTF-8), `--lang ja`, TDA_LANG=ja or a ja locale speak English,
    and one line on stderr, in English, says why."""
    for name in ("TDA_LANG", "LANG", "LC_ALL", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setattr("sys.stdout", io.TextIOWrapper(io.BytesIO(), encoding=encoding))
    for argv, more in ((["--lang", "ja", "story"], {}), (["story"], {"TDA_LANG": "ja"}),
                       (["story"], {"LANG": "ja_JP.UTF-8"})):
        for key, value in more.items():
            monkeypatch.setenv(key, value)
        assert cli._speak(argv) == ["story"]
        assert i18n.language() == "en", argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and why in err and "Japanese" in err, (argv, err)
        assert err.isascii()  # said in English: the terminal cannot draw the other
        for key in more:
            monkeypatch.delenv(key)


@pytest.mark.usefixtures("ja_shipped")
def test_a_terminal_that_draws_japanese_speaks_it(monkeypatch, capsys):
    """issue 31.2: UTF-8 output on a terminal emulator: Japanese, and nothing said;
    English and the pseudo-language never fall back."""
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setattr("sys.stdout", io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))
    cli._speak(["--lang", "ja", "story"])
    assert i18n.language() == "ja" and capsys.readouterr().err == ""
    assert i18n.drawable("en", {"TERM": "linux"}, "ascii") is None
    assert i18n.drawable(i18n.PSEUDO, {"TERM": "linux"}, "ascii") is None
    assert i18n.drawable("ja", {"TERM": "xterm"}, "UTF8") is None
    assert i18n.language_choices({"TERM": "linux"}) == ["en"]
    assert i18n.language_choices({"TERM": "xterm"}) == ["en", "ja"]


# -- the setup screen's choice ---------------------------------------------------------

async def test_setup_language_choice_hidden_with_english_only(monkeypatch):
    """issue 31.2: with English the only language shipped, no language choice."""
    monkeypatch.setattr(i18n, "shipped_languages", lambda: (i18n.ENGLISH, i18n.PSEUDO))
    app = TdaApp(autosave=False, setup_seed=42)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.screen.query("#language")


class Marked(gettext.NullTranslations):
    """The ja interface catalog with one word known to be Japanese whatever the
    translators have done so far: the screen made again is seen to speak it."""

    def __init__(self, real: gettext.NullTranslations) -> None:
        super().__init__()
        self.real = real

    def gettext(self, message: str) -> str:
        return "ゲーム" if message == "Game" else self.real.gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.real.ngettext(msgid1, msgid2, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.real.pgettext(context, message)


@pytest.mark.usefixtures("ja_shipped")
async def test_setup_language_choice_applies_at_once_and_is_remembered(
                                                                       monkeypatch):
    """issue 31.2: the setup screen offers English and 日本語 (never the pseudo-
    language); choosing 日本語 makes the screen again in Japanese at once, keeping
    what was chosen on it, remembers it for the next start, and choosing English
    comes back."""
    monkeypatch.setenv("TERM", "xterm-256color")
    real_catalog = i18n._catalog
    monkeypatch.setattr(i18n, "_catalog", lambda domain, lang: Marked(real_catalog(
        domain, lang)) if (domain, lang) == (i18n.DOMAIN, "ja") else real_catalog(domain, lang))
    app = TdaApp(autosave=False, setup_seed=42)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        choice = app.screen.query_one("#language", Select)
        assert [str(label) for label, _value in choice._options] == ["English", "日本語"]
        assert choice.value == "en" and "Language" in screen_text(app)
        app.screen.query_one("#name-1").value = "Zed"
        game = app.screen.query_one("#game", Select)
        game.value = "dragonmaster"
        await pilot.pause()
        first = app.screen
        choice.value = "ja"
        await wait_for(pilot, lambda: app.screen is not first)
        await pilot.pause()
        assert i18n.language() == "ja"
        text = screen_text(app)
        assert "ゲーム" in text and "Game" not in text  # said in Japanese now
        assert "Language" in text  # the way back, in English too
        screen = app.screen
        assert screen.query_one("#language", Select).value == "ja"
        assert screen.query_one("#game", Select).value == "dragonmaster"
        assert screen.query_one("#name-1").value == "Zed"
        assert screen.query_one("#seed").value == "42"
        assert app.focused is screen.query_one("#language", Select)
        assert recall()[0]["language"] == "ja"
        assert i18n.remembered_language() == "ja"
        screen.query_one("#language", Select).value = "en"
        await wait_for(pilot, lambda: app.screen is not screen)
        await pilot.pause()
        assert i18n.language() == "en" and recall()[0]["language"] == "en"
        assert app.screen.query_one("#name-1").value == "Zed"


@pytest.mark.usefixtures("ja_shipped")
async def test_a_language_from_the_flag_is_not_remembered():
    """issue 31.2: a start in Japanese by --lang (not chosen on the screen) leaves the
    remembered language as it was (none): the next plain start follows the locale."""
    i18n.use_language("ja")
    app = TdaApp(autosave=False, setup_seed=42)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#language", Select).value == "ja"
        await pilot.press("escape")  # leaving remembers the setup
    assert memory_path().exists() and "language" not in recall()[0]


# -- saves stay language-neutral -------------------------------------------------------

SEATS = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
GAMES = {"three-dragon-ante": GameConfig(players=["Ann", "Bob", "Cid"], seed=7),
         "dragonmaster": DragonmasterConfig(players=["Ann", "Bob", "Cid"], seed=7)}


def played_in(lang: str, path: Path, config, steps: int | None) -> Session:
    """Ann (human) and two bots, every move picked at random from a seeded generator,
    saved after each in `path`, while the table speaks `lang`."""
    i18n.use_language(lang)
    session = Session(config, SEATS, on_change=Autosaver(path))
    session.on_change(session)
    rng = random.Random(config.seed)
    while not session.state.is_over and (steps is None or len(session.state.actions) < steps):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


async def at_the_table(pilot) -> None:
    """Past any summary, to Ann's turn at the table (her hand on show)."""
    app = pilot.app
    for _step in range(20):
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.waiting_for_human or not isinstance(app.screen,
                                                                          TableScreen))
        if isinstance(app.screen, TableScreen):
            await pilot.pause()
            return
        await pilot.press("enter")
    raise AssertionError("never back at the table")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("saved, opened", [("ja", "en"), ("en", "ja")])
@pytest.mark.usefixtures("ja_shipped")
async def test_a_save_resumes_and_replays_in_the_other_language(tmp_path, game,
                                                                saved, opened):
    """issue 31.2: a game saved while the table spoke one language holds no words of
    it (ids and actions only), resumes at the same state in the other language (the
    table drawn in it: the card names in Ann's hand are Japanese only in Japanese),
    and the finished game replays in the first."""
    config = GAMES[game]
    path = tmp_path / "game.json"
    session = played_in(saved, path, config, steps=30)
    assert not JAPANESE.search(path.read_text(encoding="utf-8"))
    i18n.use_language(opened)
    again, _save = load_session(path)
    assert again.state.record() == session.state.record()
    assert [again.state.view(s) for s in range(3)] == [session.state.view(s) for s in range(3)]
    app = TdaApp(mode="resume", path=path, autosave=False, speed="instant")
    async with app.run_test(size=SIZE) as pilot:
        await at_the_table(pilot)
        assert bool(JAPANESE.search(screen_text(app))) == (opened == "ja")
    finished = tmp_path / "finished.json"
    played_in(saved, finished, config, steps=None)
    i18n.use_language(opened)
    record, _ = read_game_file(finished)
    assert replay_file(finished, record).is_over
    app = TdaApp(mode="replay", record=record, reveal=True, path=finished, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayScreen))
        await pilot.press("right", "right", "right")
        await pilot.pause()
        assert bool(JAPANESE.search(screen_text(app))) == (opened == "ja")


@pytest.mark.usefixtures("ja_shipped")
async def test_opening_the_setup_keeps_the_language_spoken():
    """issue 31.2: the language list's own Changed as it mounts changes nothing: a
    table speaking a language the list does not offer (the pseudo-language) keeps
    it, the list showing English."""
    i18n.use_language(i18n.PSEUDO)
    app = TdaApp(autosave=False, setup_seed=42)
    async with app.run_test(size=SIZE) as pilot:
        first = app.screen
        await pilot.pause()
        await pilot.pause()
        assert app.screen is first and i18n.language() == i18n.PSEUDO
        assert first.query_one("#language", Select).value == "en"
