"""The command line speaks the table's language (issue 31.1 and 29.1): its help, its
descriptions and epilog, argparse's own words (usage:, options, its refusals) and
every refusal a player can meet (bad flag values, a broken save, a malformed deck
file, a bad bot, a refused table setting), each one line with no traceback.

Said in the pseudo-language `qps`, every message comes back wrapped in ⟦…⟧; what is
left outside once the wrapped text is taken away must be data (flags, metavars,
command names, choices, what the player typed, file paths). The English is checked
apart: each phrase the rules now raise says, in English, exactly what the rules'
own message says (the words moved; the English did not change). The Japanese of
these words is tests/test_ja_cli.py.
"""

from __future__ import annotations

import argparse
import gettext
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

from tda import i18n
from tda.cli import main
from tda.cli_words import ARGPARSE_WORDS, argparse_speaks
from tda.table.errors import TdaError
from tda.table.phrase import Phrase
from tda.words import render

# argparse's messages no player meets: a parser built wrong (a programmer's error).
PROGRAMMER_ONLY = {
    ".__call__() not defined", "conflicting subparser: %s", "conflicting subparser alias: %s",
    "unknown parser %(parser_name)r (choices: %(choices)s)", "argument \"-\" with mode %r",
    "cannot merge actions - two groups are named %r",
    "'required' is an invalid argument for positionals",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r", "invalid conflict_resolution value: %r",
    ("conflicting option string: %s", "conflicting option strings: %s"),
    "mutually exclusive arguments must be optional",
    "cannot have multiple subparser arguments", "%r is not callable",
}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.use_language(i18n.ENGLISH)


def unwrapped(text: str) -> str:
    """`text` without what the pseudo-language said: its ⟦ ⟧ and its fullwidth
    letters. What a message's placeholders hold stays (in plain letters), so English
    passed into a translated message is still seen."""
    return re.sub("[⟦⟧\uff01-\uff5e]", "", text)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        status = main(argv)
    except SystemExit as done:
        status = int(done.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


# -- argparse's own words ----------------------------------------------------------------

def test_argparse_words_are_argparses_own() -> None:
    """issue 31.1: the argparse messages tda says through its catalog are those
    argparse itself translates (read from its source), every one a player can meet;
    the rest are a programmer's errors. A Python whose argparse says new words fails
    here, so they join the catalog."""
    found = {msgid if isinstance(msgid, str) else tuple(msgid) for _line, msgid, _c, _ctx
             in extract_from_file("python", argparse.__file__,
                                  keywords={"_": None, "ngettext": (1, 2)})}
    assert set(ARGPARSE_WORDS) <= found
    assert found - set(ARGPARSE_WORDS) == PROGRAMMER_ONLY


def test_argparse_speaks_our_language_only_while_asked() -> None:
    """issue 31.1: inside `argparse_speaks` argparse's headings come from our
    catalog; outside it argparse has its own gettext again (tda changes no other
    program's argparse)."""
    i18n.use_language(i18n.PSEUDO)
    with argparse_speaks():
        inside = argparse.ArgumentParser(prog="x").format_help()
    outside = argparse.ArgumentParser(prog="x").format_help()
    assert "⟦ｕｓａｇｅ: ⟧" in inside and "⟦ｏｐｔｉｏｎｓ⟧" in inside
    assert "⟦ｓｈｏｗ ｔｈｉｓ ｈｅｌｐ ｍｅｓｓａｇｅ ａｎｄ ｅｘｉｔ⟧" in inside
    assert "⟦" not in outside and argparse._ is gettext.gettext  # type: ignore[attr-defined]


# -- the help ----------------------------------------------------------------------------

COMMANDS = ["play", "story", "sim", "resume", "replay", "export", "tournament", "bench",
            "host", "join", "verify"]
# What the help shows as typed, in every language: option strings, metavars, choices,
# the commands, positional arguments' names and the program's name; lists of names
# (decks, rulesets, bot levels), and the words of its examples.
NAMES = "|".join([*COMMANDS, "file", "url", "code", "tda"])
DATA = re.compile(r"--?[a-z][a-z-]*|\b[A-Z][A-Z_]*\b|\{[a-z,]+\}|\b(?:" + NAMES + r")\b")
CHOICES = re.compile(r"[a-z][a-z0-9-]*(?:, [a-z+][a-z0-9+-]*)+")
EXAMPLE_WORDS = {"Ann", "Bob", "Smaug", "bot", "random", "hard", "heuristic", "ismcts",
                 "seconds", "iterations", "opponents", "deepen", "original", "dragonmaster",
                 "advanced", "greed",  # greed: a deck's name cut at the line's end
                 "three", "dragon", "ante",  # a game's name (--game's), cut the same way
                 "easy"}  # a bot's, first in a list cut the same way


@pytest.mark.parametrize("command", [[], *[[c] for c in COMMANDS]])
def test_help_is_said_in_the_tables_language(command, capsys) -> None:
    """issue 31.1: `tda --help` and every command's help, in the pseudo-language:
    every description, option help, epilog and argparse heading is a wrapped message;
    outside them only data is left."""
    status, out, _err = run(["--lang", "qps", *command, "--help"], capsys)
    assert status == 0 and "⟦ｕｓａｇｅ: ⟧tda" in out and "⟦ｏｐｔｉｏｎｓ⟧:" in out
    left = CHOICES.sub("", DATA.sub("", unwrapped(out)))
    assert set(re.findall(r"[A-Za-z]{2,}", left)) <= EXAMPLE_WORDS, left


def test_help_words_are_said_when_the_parser_is_built(capsys) -> None:
    """issue 31.1: the help's words are looked up after the language is picked (the
    parser is built by `main` after `--lang`), also the ones kept in module-level
    names (the "<game> only" note and the game's title in it, the level's help)."""
    _status, out, _err = run(["story", "--lang", "qps", "--help"], capsys)
    assert "Three-Dragon Ante only" not in out and "Dragonmaster's level" not in out
    assert "Ｄｒａｇｏｎ Ａｎｔｅ⟧ ｏｎｌｙ⟧" in out and "⟦⟦Ｄｒａｇｏｎｍａｓｔｅｒ⟧ ｏｎｌｙ⟧⟧" in out


# -- refusals ------------------------------------------------------------------------------

@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A saves folder, a broken save, and deck files wrong in several ways."""
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path / "config"))
    (tmp_path / "broken.json").write_text('{"save_version": 1, "game": ', encoding="utf-8")
    (tmp_path / "not-toml.toml").write_text("name = \n", encoding="utf-8")
    (tmp_path / "color.toml").write_text('name = "Mine"\ncolors = ["rde"]\n', encoding="utf-8")
    (tmp_path / "card.toml").write_text('name = "Mine"\ncards = ["zzz-3"]\n', encoding="utf-8")
    (tmp_path / "twice.toml").write_text('name = "Mine"\ncolors = ["red", "red"]\n',
                                         encoding="utf-8")
    (tmp_path / "empty.toml").write_text('name = "Mine"\ncolors = []\n', encoding="utf-8")
    (tmp_path / "folder.toml").mkdir()
    finished = Path(__file__).parent / "fixtures" / "release-0.1" / "original-finished.json"
    (tmp_path / "finished.json").write_bytes(finished.read_bytes())
    (tmp_path / "there.txt").write_text("kept", encoding="utf-8")
    return tmp_path


SEATS = ["--seat", "Ann", "--seat", "Bob"]
REFUSED = [
    # argparse's refusals and our values' checks
    ["play", "--players", "9"], ["sim", "--games", "x"], ["sim", "--games", "0"],
    ["resume", "--speed", "zz"], ["export"], ["story", "extra"], ["sim", "--seed"],
    ["bench", "--seconds", "0"], ["play", *SEATS, "--starting-gold", "1,x"],
    # the command line's own checks
    ["story", "--bots", ","], ["story", "--bots", "random,random,random,random,random"],
    ["tournament", "--decks", "original,original"], ["play", "--seat", "Ann"],
    ["play", "--seed", "5"], ["play", "--level", "basic"],
    ["story", "--game", "dragonmaster", "--deck", "original"],
    ["sim", "--games", "10", "--seed", "18446744073709551615"],
    ["host", "--keyfile", "k"], ["join", "http://x", "y"],
    # the rules' refusals (ConfigError phrases)
    ["story", "--bots", "zz"], ["story", "--deck", "zz"], ["story", "--ruleset", "zz"],
    ["story", "--game", "zz"], ["tournament", "--game", "dragonmaster", "--level", "zz"],
    ["play", "--seat", "Ann", "--seat", "bot:random:foo=1"],
    ["play", "--seat", "Ann", "--seat", "bot:ismcts:seconds=x"],
    ["play", "--seat", "Ann", "--seat", "bot:ismcts:seconds=99999"],
    ["play", "--seat", "Ann", "--seat", "bot:ismcts:seconds=1:seconds=2"],
    ["play", "--seat", "Ann", "--seat", "bot:ismcts:seconds=0:iterations=0"],
    ["play", "--game", "dragonmaster", "--seat", "A", "--seat", "B", "--seat", "bot:zz"],
    ["play", "--seat", "Ann", "--seat", "Ann"],
    ["play", "--seat", "bot:hard:Robo:Extra", "--seat", "Bob"], ["play", "--seat", "Ann",
                                                                 "--seat", " "],
    # each game's flags (tda.cli_game): another game's refused, seats and lineups counted
    ["bench", "--game", "dragonmaster", "--deck", "legendary"],
    ["play", "--game", "dragonmaster", "--time-limit", "5"], ["sim", "--level", "expert"],
    ["tournament", "--bots", "a,b,c,d,e,f,g"], ["play", *SEATS, "--game", "dragonmaster"],
    ["play", *SEATS, "--starting-gold", "5", "--gold-per-player", "5"],
    ["play", *SEATS, "--end-players-left", "3"], ["play", *SEATS, "--starting-gold", "5,5,5"],
    ["play", *SEATS, "--hole-to-house"], ["play", *SEATS, "--deck", "legendary:zz"],
    ["play", *SEATS, "--deck", "avandras-hand:zz"],
    ["play", *SEATS, "--deck", "age-of-mortals", "--variant", "pick-em"],
    # files: a broken save, deck files
    ["resume", "{dir}/broken.json"], ["export", "{dir}/broken.json", "--json", "{dir}/o.json"],
    ["replay", "{dir}/nothere.json"], ["play", *SEATS, "--deck", "{dir}/not-toml.toml"],
    ["play", *SEATS, "--deck", "{dir}/color.toml"], ["play", *SEATS, "--deck", "{dir}/card.toml"],
    ["play", *SEATS, "--deck", "{dir}/twice.toml"], ["play", *SEATS, "--deck", "{dir}/empty.toml"],
    ["play", *SEATS, "--deck", "{dir}/folder.toml"], ["play", *SEATS, "--deck", "{dir}/no.toml"],
    ["export", "{dir}/finished.json", "--json", "{dir}/there.txt"],
    ["export", "{dir}/finished.json", "--json", "{dir}/finished.json"],
    ["export", "{dir}/finished.json", "--json", "{dir}/no/x.json"],
    ["export", "{dir}/finished.json", "--json", "{dir}"],
    ["export", "{dir}/finished.json", "--json", "{dir}/a.json", "--story", "{dir}/a.json"],
]
# Data a refusal shows as it is: what the player typed (quoted), flags, file paths and
# addresses, names of the command line (hyphenated words: decks, options), bot option
# keys, an argument's name, the games' titles, and the TOML reader's detail (its own
# words say where a deck file goes wrong).
TYPED = re.compile(r"'[^']*'|\"[^\"]*\"|--?[a-z][a-z-]*|\w*:?/\S+|\btda \w+|"
                   r"\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b|\b(?:seconds|iterations|original|file|JSON|TOML)\b|"
                   r"Three-Dragon Ante|Dragonmaster|remote:NAME|bot:LEVEL\S*|[A-Z]+=[A-Z]+|custom:PATH|PATH\.toml|"
                   r"\(at (?:end of document|line \d+, column \d+)\)|\bInvalid value\b")
def said_outside(line: str) -> list[str]:
    """The English left in a refusal once the wrapped messages and the data go."""
    left = TYPED.sub("", CHOICES.sub("", unwrapped(line)))
    return re.findall(r"[A-Za-z]{3,}", left)


@pytest.mark.parametrize("argv", REFUSED, ids=" ".join)
def test_every_refusal_is_one_line_in_the_tables_language(argv, files, capsys) -> None:
    """issue 29.1, 31.1: each refusal a player can meet at the command line is one
    line on stderr, no traceback, in the table's language: only data is left
    outside the wrapped messages."""
    argv = [a.replace("{dir}", str(files)) for a in argv]
    status, out, err = run(["--lang", "qps", *argv], capsys)
    assert status == 2 and out == "", (status, out, err)
    assert err.endswith("\n") and err.count("\n") == 1 and "Traceback" not in err, err
    assert "⟦" in err and said_outside(err) == [], err


def test_the_check_sees_english(capsys) -> None:
    """The check above is not blind: an English refusal fails it."""
    assert said_outside("tda play: ⟦ｅｒｒｏｒ: ⟦--seat: ｕｎｋｎｏｗｎ ｂｏｔ 'zz'; ｃｈｏｏｓｅ "
                        "ｆｒｏｍ: easy, hard⟧⟧") == []
    assert said_outside("tda play: ⟦ｅｒｒｏｒ: unknown bot 'zz'⟧") == ["unknown", "bot"]
    assert said_outside("tda play: error: --seat: unknown bot 'zz'") == ["error", "unknown",
                                                                         "bot"]


# -- the English is the rules' own --------------------------------------------------------

def refusals() -> Iterator[BaseException]:
    """Refusals raised by the rules, the bots, the decks and the registry."""
    from pydantic import ValidationError

    from tda.engine import GameConfig, get_ruleset
    from tda.engine.setup import deck_spec
    from tda.games.dragonmaster.bots.levels import make_dragonmaster_bot
    from tda.games.dragonmaster.game import dragonmaster_config
    from tda.games.three_dragon_ante.bots import make_bot
    from tda.table.registry import get_game

    calls = [
        lambda: make_bot("zz"), lambda: make_bot("random:foo=1"),
        lambda: make_bot("ismcts:seconds"), lambda: make_bot("ismcts:seconds=x"),
        lambda: make_bot("ismcts:seconds=inf"), lambda: make_bot("ismcts:seconds=1:seconds=1"),
        lambda: make_bot("ismcts:seconds=" + "9" * 50), lambda: make_bot("ismcts:seconds=-1"),
        lambda: make_bot("ismcts:iterations=1.5"),
        lambda: make_bot("ismcts:seconds=0:iterations=0"),
        lambda: make_dragonmaster_bot("zz"), lambda: make_dragonmaster_bot("hard:foo=1"),
        lambda: make_dragonmaster_bot("easy:seconds=1"),
        lambda: make_dragonmaster_bot("hard:seconds=-1"),
        lambda: deck_spec("zz"), lambda: deck_spec("legendary:zz"),
        lambda: deck_spec("legendary:custom=zz"), lambda: deck_spec("legendary:custom="),
        lambda: deck_spec("avandras-hand:zz"), lambda: get_ruleset("zz"),
        lambda: get_game("zz"), lambda: dragonmaster_config(0, 4, "zz"),
        lambda: dragonmaster_config(0, 5),
    ]
    for call in calls:
        try:
            call()
        except TdaError as err:
            yield err
        else:
            raise AssertionError(f"{call} was not refused")
    configs = [dict(players=["Ann"]), dict(players=["Ann", " "]), dict(players=["Ann", "Ann"]),
               dict(players=["A", "B"], starting_gold=0),
               dict(players=["A", "B"], starting_gold=[5, 0]),
               dict(players=["A", "B"], starting_gold=5, gold_per_player=5),
               dict(players=["A", "B"], end_players_left=2),
               dict(players=["A", "B"], starting_gold=[5, 5, 5]),
               dict(players=["A", "B"], hole_to_winner=False),
               dict(players=["A", "B"], hole_odd_coins="broke"),
               dict(players=["A", "B"], variant="pick-em")]
    for fields in configs:
        try:
            GameConfig(**fields)
        except ValidationError as err:
            for finding in err.errors():
                yield finding["ctx"]["error"]
        else:
            raise AssertionError(f"{fields} was not refused")


def test_every_phrase_says_the_rules_english() -> None:
    """issue 29.1: each refusal the rules raise carries a phrase, and the words
    say it in English exactly as the rules' own message (so the English command
    line and setup screen read as they did)."""
    seen = 0
    for err in refusals():
        phrase = getattr(err, "phrase", None)
        assert phrase is not None, f"no phrase: {err}"
        assert render(phrase) == str(err)
        seen += 1
    assert seen >= 34


def test_deck_files_say_the_rules_english(files) -> None:
    """issue 29.1: a deck file's refusals (TOML reading, its colors and cards) are
    phrases whose English is the rules' message, file name first."""
    from tda.engine import ConfigError
    from tda.engine.setup import deck_spec
    for name in ("not-toml", "color", "card", "twice", "empty", "folder", "no"):
        with pytest.raises(ConfigError) as refused:
            deck_spec(str(files / f"{name}.toml"))
        assert refused.value.phrase is not None
        assert render(refused.value.phrase) == str(refused.value)
        i18n.use_language(i18n.PSEUDO)
        assert "⟦" in render(refused.value.phrase)
        i18n.use_language(i18n.ENGLISH)


@pytest.mark.parametrize("argv", [["sim", "--games", "2"],
                                  ["sim", "--game", "dragonmaster", "--games", "1"],
                                  ["story", "--game", "dragonmaster", "--seed", "3"]],
                         ids=" ".join)
def test_command_reports_are_said_in_the_tables_language(argv, files, capsys) -> None:
    """issue 31.1: what `sim` reports and the head of another game's `story` (its bots)
    are said in the table's language: only figures, names and bot levels are left."""
    status, out, _err = run(["--lang", "qps", *argv], capsys)
    assert status == 0
    # a story's own lines are the story's words (tda.words.*_story); its second line,
    # the bots, is the command line's
    head = out.splitlines()[1] if argv[0] == "story" else out
    lines = [line for line in head.splitlines() if not set(line) <= set("┏┳┓┃┡╇┩│└┴┘━─ ")]
    left = [said_outside(line) for line in lines]
    allowed = {"random", "heuristic", "Ann", "Bob", "Cid", "Dee", "original", "basic", "game"}
    assert all(set(words) <= allowed for words in left), list(zip(lines, left, strict=True))
    assert any("⟦" in line for line in lines)


def test_a_held_save_is_said_by_the_words() -> None:
    """issue 29.1: where a save is open (another tda's process) and the refusal to
    open it twice are phrases whose English is the table's own message."""
    from datetime import UTC, datetime

    from tda.table.phrase import Phrase
    from tda.table.save_lock import Holder, SaveInUse
    holder = Holder("box", 42, datetime(2026, 11, 27, 9, 30, tzinfo=UTC))
    assert render(holder.phrase()) == holder.where()
    refused = SaveInUse("x is already open in another tda (" + holder.where() + "): go on "
                        "there, or quit that tda first",
                        Phrase("lock.in-use", save="x", where=holder.phrase()))
    assert render(refused.phrase) == str(refused)


# -- saves' progress ------------------------------------------------

def test_a_saves_progress_is_said_by_the_words(tmp_path) -> None:
    """issue 29.1: a save's progress, its match and its clock are said in the table's
    language by `tda.words.saves` (the listing's English as `tda.table.saves` wrote
    it); the save file keeps the game's words as they were."""
    from tda.engine import GameConfig
    from tda.table import saves
    from tda.table.session import Seat, Session
    from tda.words import saves as said

    config = GameConfig(players=["Ann", "Bob"], seed=3, time_limit_minutes=5)
    table = Session(config, [Seat("Ann"), Seat("Bob", bot="random")])
    table.apply(table.state.legal_actions()[0])
    save = saves.snapshot(table)
    assert said.describe_save(save) == saves.describe_save(save)
    assert said.progress_line(save) == "gambit 1, 0:00 of 5 min played"
    assert said.progress_words("hand 2 of round 1, game over") == "hand 2 of round 1, game over"
    i18n.use_language(i18n.PSEUDO)
    assert re.sub(r"[\d:,]", "", unwrapped(said.progress_line(save))).split() == []
    assert said.progress_words("hand 2 of round 1, game over") == i18n.pseudo(
        "{progress}, game over").format(progress=i18n.pseudo("hand {hand} of round {round}")
                                        .format(hand=2, round=1))
    assert said.progress_words("round 4") == "round 4"  # a form no words know: as written


def test_a_dragonmaster_saves_setup_and_progress_are_said(tmp_path) -> None:
    """issue 29.1: a Dragonmaster save's setup ("basic, 4 players") and progress ("hand
    1 of round 1") are said by the words; the English is the listing's as it was."""
    from tda.dragonmaster import DragonmasterConfig
    from tda.table import saves
    from tda.table.session import Seat, Session
    from tda.words import saves as said

    config = DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], seed=5)
    table = Session(config, [Seat(name) for name in config.players])
    save = saves.snapshot(table)
    assert said.describe_save(save) == saves.describe_save(save)
    assert said.setup_words(save) == "basic, 4 players"
    i18n.use_language(i18n.PSEUDO)
    assert said.setup_words(save) == i18n.pseudo("{level}, {count} players").format(
        level="basic", count=4)
    assert said.progress_line(save).startswith("⟦")


# -- every refusal's phrase, once each -----------------------------------------------------

P = Phrase
# One phrase of each key `tda.words.settings` says, with arguments as the rules give
# them: what the player typed quoted, names of the command line, paths, figures.
SETTINGS_SAMPLES: list[Phrase] = [
    P("bot.unknown", bot="'zz'", known=("easy", "hard")),
    P("bot.unknown-dragonmaster", bot="'zz'", known=("easy", "hard")),
    P("bot.option-not-taken", bot="'random:foo=1'", key="'foo'", takes=()),
    P("bot.option-not-taken", bot="'hard:foo=1'", key="'foo'", takes=("seconds",)),
    P("bot.refused", bot="'ismcts:seconds=-1'",
      why=P("bot.value-range", key="seconds", low="0", high="3600", value="-1")),
    P("bot.option-form", bot="'ismcts:x'", option="'x'"),
    P("bot.option-twice", bot="'ismcts:seconds=1:seconds=1'", key="'seconds'"),
    P("bot.option-too-long", bot="'ismcts:seconds=9'", key="seconds", length=50),
    P("bot.option-number", bot="'ismcts:seconds=x'", key="seconds", value="'x'"),
    P("bot.option-finite", bot="'ismcts:seconds=inf'", key="seconds", value="inf"),
    P("bot.value-number", key="seconds", value="'x'"),
    P("bot.value-whole", key="iterations", value="1.5"),
    P("bot.search-budget"),
    P("bot.value-between", key="seconds", low="0", high="3600"),
    P("bot.refused", bot="'search:seconds=9999'",
      why=P("bot.value-between", key="seconds", low="0", high="3600")),
    P("bot.unknown-for-game", bot="'zz'", game="dragonmaster", known=("random", "search")),
    P("seat.form", seat="'bot:hard:Robo:Extra'"), P("seat.no-name"),
    P("game.unknown", game="'zz'", known=("three-dragon-ante", "dragonmaster")),
    P("dm.config.level", level="'zz'", known=("basic", "advanced", "expert")),
    P("ruleset.unknown", ruleset="'zz'", known=("original", "revised")),
    P("deck.unknown", deck="'zz'", known=("original",), files=True),
    P("deck.unknown", deck="'zz'", known=("original",), files=False),
    P("deck.no-options", deck="'original'"),
    P("deck.no-such-option", deck="'age-of-mortals'", option="'zz'",
      known=("bronze-for-copper",)),
    P("deck.too-small", deck="'mine'", have=10, players=6, need=48, each=8),
    P("deck.not-legendary", deck="'zz'"),
    P("deck.legendary-option", option="'zz'", deck="'legendary:zz'", known=("pick-em",)),
    P("deck.custom-unknown", cards="'zz'", known=("bahamut", "tiamat")),
    P("deck.custom-count", most=10),
    P("deck-file.unknown-color", color="'rde'", close="red", known=("red", "blue")),
    P("deck-file.unknown-color", color="'zz'", close=None, known=("red", "blue")),
    P("deck-file.unknown-card", card="'zz-3'", close=None, sets=("original", "emperors_gambit")),
    P("deck-file.unknown-card", card="'red-33'", close="red-3", sets=("original",)),
    P("deck-file.twice", cards=("red-1", "red-2")), P("deck-file.empty"),
    P("deck-file.malformed", problems=(P("problem.at", where="name", what="Field required",
                                         more=0),), more=0),
    P("deck-file.malformed", problems=(P("problem.at", where=None, what="Field required",
                                         more=0),), more=2),
    P("problem.at", where="", what=P("problem.unknown-field"), more=2),
    P("problem.at", where="seats", what="Input should be a valid list", more=1),
    P("file.not-found", deck=True), P("file.not-found", deck=False),
    P("file.unreadable", deck=True, why="x"), P("file.unreadable", deck=False, why="x"),
    P("file.not-utf8", deck=True, byte=3), P("file.not-utf8", deck=False, byte=3),
    P("file.not-toml", detail="x"), P("file.toml-too-deep"), P("file.bad-name"),
    P("file.not-toml", detail="Invalid value (at line 1, column 8)"),
    P("file.not-toml", detail="Unclosed array (at end of document)"),
    P("file.not-toml", detail="Cannot declare ('a',) twice (at line 2, column 3)"),
    P("file.directory"), P("file.not-regular"), P("file.too-big", kb=256),
    P("config.players", count=1), P("config.blank-name", seat=2),
    P("config.same-name", name="'Ann'"), P("config.at-least", low=1, value=0),
    P("config.seat-gold", seat=2, value=0), P("config.seed"),
    P("config.not-both", first="--starting-gold", second="--gold-per-player"),
    P("config.players-left", option="--end-players-left"),
    P("config.gold-per-seat", option="--starting-gold", count=3, players=2),
    P("config.no-hole", option="--hole-to-house", rules="'original'"),
    P("save.too-large", mb=16), P("save.not-a-file", kind="folder"),
    P("save.not-a-file", kind="pipe"), P("save.not-a-file", kind="socket"),
    P("save.not-a-file", kind="device"), P("save.not-a-file", kind="other"),
    P("save.no-such-file"), P("save.unreadable", why="x"), P("save.not-utf8", byte=3),
    P("table.in-file", path="a/b.json", why=P("save.cannot-open", why="x")),
    P("save.cannot-list", folder="a/b", why="x"),
    P("table.in-file", path="a/b.js", why=P("tournament.unreadable", why="x")),
    P("tournament.bad-line", line=2, why="x", flag="--record"),
    P("tournament.unwritable", why="x"), P("codes.none", file="a/.b.codes"),
    P("save.not-json", why="Expecting value", line=1, column=2),
    P("save.not-json", why="Extra data", line=1, column=2), P("save.json-too-deep"),
    P("save.huge-number"), P("save.version-type", value="'1'"),
    P("save.version-newer", version="9", reads=1), P("save.version-old", version="0", reads=1),
    P("save.game-type", value="3"), P("save.not-a-save"),
    P("save.damaged", problem=P("problem.at", where="seats.0", what=P(
        "config.same-name", name="'Ann'"), more=0)),
    P("save.damaged-record", problem=P("problem.at", where="ab", what="Field required",
                                        more=0)),
    P("save.too-deep"), P("save.match-deal", number=2), P("save.match-unfinished", number=1),
    P("save.gambit-type", field="gambit", value="'x'"),
    P("save.gambit-negative", field="gambit", value=-2),
    P("save.match-room", played=1, games=1),
    P("table.in-file", path="a/b.js", why=P("save.no-such-file")),
    P("export.unusable", target="--json 'a/b'", why="x"),
    P("export.no-folder", target="--json a/b", folder="a"),
    P("export.part-is-file", target="--json a/b", folder="a"),
    P("export.folder-is-file", target="--json a/b", folder="a"),
    P("export.folder-read-only", target="--json a/b", folder="a"),
    P("export.is-folder", target="--json a"), P("export.not-regular", target="--json a"),
    P("export.exists", target="--json a"), P("export.in-saves", target="--json a", folder="b"),
    P("export.is-source", target="--json a"),
    P("export.same-file", flag="--json", other="--story", out="a"),
    P("export.unwritable", out="a", why="x"),
    P("lock.where", pid=42, host="ab", since="2026-11-27 09:30"),
    P("lock.where", pid=42, host="ab", since=None),
    P("lock.in-use", save="ab", where=P("lock.where", pid=42, host="ab", since=None)),
    P("lock.in-use", save="ab", where=None),
]


def phrase_keys(words: object) -> Iterator[str]:
    """A phrase's key and its nested phrases' keys."""
    if isinstance(words, Phrase):
        yield words.key
        for _name, value in words.args:
            for item in value if isinstance(value, tuple) else (value,):
                yield from phrase_keys(item)


def test_every_settings_phrase_is_said() -> None:
    """issue 29.1: every key `tda.words.settings` says has a sample here, and each is
    said in English (no placeholder left) and wrapped in the pseudo-language."""
    from tda.words import keys, renderer
    said = {key for key in keys() if renderer(key).__module__ == "tda.words.settings"}
    sampled = {key for sample in SETTINGS_SAMPLES for key in phrase_keys(sample)}
    assert said <= sampled, sorted(said - sampled)
    for sample in SETTINGS_SAMPLES:
        english = render(sample)
        assert english and "{" not in english
        i18n.use_language(i18n.PSEUDO)
        assert render(sample).startswith("⟦")
        i18n.use_language(i18n.ENGLISH)
