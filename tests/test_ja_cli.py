"""The command line in Japanese (issue 31.1): `tda --lang ja --help`, every command's
help, argparse's own words, and every refusal a player can meet (a bad flag value, a
broken save, a malformed deck file, a refused bot or setting) read in Japanese with no
English sentence left; only data stays as typed (flags, metavars, command and deck
names, paths, what the player typed, the games' titles).

The committed catalog `src/tda/locale/ja/LC_MESSAGES/tda.po` is compiled into a
scratch locale folder (with the committed card catalog), so `--lang ja` works
whether or not a `tda.mo` was compiled in the tree. The English output is the other
CLI tests' business (they run unchanged).
"""

from __future__ import annotations

import re
import shutil
import string
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from tda import i18n
from tda.cli_words import ARGPARSE_WORDS
from test_cli_words import CHOICES, COMMANDS, DATA, EXAMPLE_WORDS, REFUSED, TYPED, run

PO = i18n.LOCALE_DIR / "ja" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
# The files whose messages are the command line's, and the words layer's modules that
# say the refusals and listings it shows.
FILES = {"cli.py", "cli_args.py", "cli_net.py", "words/settings.py", "words/saves.py"}
# Names typed as they are in every language: levels, bots, decks' options, formats and
# the functions `tda bench` measures.
NAMES = {"basic", "advanced", "expert", "easy", "normal", "hard", "search", "legendary",
         "traditional", "custom", "qps", "tda", "clone", "determinize", "JSON", "TLS",
         "PEM", "URL", "TOML", "CODE", "FILE", "LEVEL", "MINUTES", "NAME", "OUT", "inf",
         "name", "seats", "gambit"}  # and keys of a file the checker names


@pytest.fixture(scope="module")
def catalog():
    with PO.open("rb") as fh:
        return read_po(fh, locale="ja", domain=i18n.DOMAIN)


@pytest.fixture
def japanese(catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A locale folder holding the committed ja catalogs, compiled; tda reads it."""
    folder = tmp_path / "locale" / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with (folder / f"{i18n.DOMAIN}.mo").open("wb") as fh:
        write_mo(fh, catalog, use_fuzzy=False)
    cards = i18n.LOCALE_DIR / "ja" / "LC_MESSAGES" / f"{i18n.CARDS_DOMAIN}.mo"
    if cards.exists():
        shutil.copy(cards, folder / cards.name)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path / "saves"))
    monkeypatch.setenv("TDA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("COLUMNS", "80")
    yield tmp_path
    i18n.use_language(i18n.ENGLISH)


def english_in(text: str) -> list[str]:
    """English words left once the data is taken away (three letters or more)."""
    # a space where Japanese meets Latin letters, so that \b sees the word's edge
    text = re.sub(r"(?<=[^\x00-\x7f])(?=[\x00-\x7f])|(?<=[\x00-\x7f])(?=[^\x00-\x7f])", " ",
                  text)
    left = TYPED.sub("", CHOICES.sub("", text))
    examples = "|".join(sorted(EXAMPLE_WORDS))
    left = re.sub(r"\b(?:" + examples + r")\b", "", DATA.sub("", left))
    return [w for w in re.findall(r"[A-Za-z]{3,}", left) if w not in NAMES]


# -- the catalog ---------------------------------------------------------------------------

def mine(catalog) -> list:
    arg = {w if isinstance(w, str) else w[0] for w in ARGPARSE_WORDS}
    return [m for m in catalog if m.id and (
        any(f in FILES for f, _ in m.locations[:1])
        or (not m.locations and (m.id if isinstance(m.id, str) else m.id[0]) in arg))]


def fields(text: str) -> set[str]:
    return {n for _, n, _, _ in string.Formatter().parse(text) if n is not None}


def test_every_command_line_message_has_japanese(catalog) -> None:
    """issue 31.1, JAPANESE.md 2.7: each message of the command line (and of the words
    it says its refusals with) has a Japanese, not fuzzy, that keeps every {field} and
    every %-placeholder of argparse's, with no ambiguous-width character."""
    messages = mine(catalog)
    assert len(messages) > 300
    percent = re.compile(r"%\(\w+\)[sdr]|%[sdr]")
    problems = []
    for m in messages:
        english = [m.id] if isinstance(m.id, str) else list(m.id)
        japanese = [m.string] if isinstance(m.string, str) else list(m.string)
        if m.fuzzy or not all(japanese):
            problems.append(("untranslated", m.id))
            continue
        wanted = set().union(*map(fields, english))
        for form in japanese:
            if fields(form) != wanted or sorted(percent.findall(form)) != sorted(
                    percent.findall(english[-1])):
                problems.append(("placeholders", m.id, form))
            if any(unicodedata.east_asian_width(c) == "A" for c in form):
                problems.append(("ambiguous width", m.id, form))
            # words to say (not placeholders, flags or addresses) are said in Japanese
            said = re.sub(r"\{\w+\}|%\(\w+\)[sdr]|%[sdr]|--?[a-z-]+|\w+://\S*", "", english[0])
            if re.search("[a-z]{3,}", said) and not JAPANESE.search(form):
                problems.append(("not Japanese", m.id, form))
    assert problems == []


# -- the command line -------------------------------------------------------------------

@pytest.mark.parametrize("command", [[], *[[c] for c in COMMANDS]])
def test_help_is_japanese(command, japanese, capsys) -> None:
    """issue 31.1: `tda --lang ja --help` and each command's help: argparse's headings,
    the descriptions and every option's help in Japanese; what is left in Latin
    letters is data (flags, metavars, names of decks, rules, bots, commands)."""
    status, out, _err = run(["--lang", "ja", *command, "--help"], capsys)
    assert status == 0 and out.startswith("使い方: tda") and "オプション:" in out
    assert "show this help" not in out and "usage:" not in out
    assert english_in(out) == [], out


def test_help_lines_fit_80_columns(japanese, capsys) -> None:
    """issue 31.3: the Japanese help is filled by terminal cells, so no line of it
    runs past 80 columns (a Japanese character takes two)."""
    from tda.text import cells
    for command in [[], *[[c] for c in COMMANDS]]:
        _status, out, _err = run(["--lang", "ja", *command, "--help"], capsys)
        wide = [line for line in out.splitlines() if cells(line) > 80
                and JAPANESE.search(line)]
        assert wide == [], (command, wide)
        assert not any(line.lstrip().startswith(("。", "、")) for line in out.splitlines())


@pytest.mark.parametrize("argv", REFUSED, ids=" ".join)
def test_every_refusal_is_japanese(argv, japanese, capsys) -> None:
    """issue 31.1, 29.1: each refusal a player can meet, `tda --lang ja play --players 9`,
    a broken save and a malformed deck file among them: one line, no traceback, in
    Japanese, no English sentence left (the TOML reader's detail aside: its own words
    say where a deck file goes wrong)."""
    files = japanese
    for name, text in (("broken.json", '{"save_version": 1, "game": '),
                       ("not-toml.toml", "name = \n"),
                       ("color.toml", 'name = "Mine"\ncolors = ["rde"]\n'),
                       ("card.toml", 'name = "Mine"\ncards = ["zzz-3"]\n'),
                       ("twice.toml", 'name = "Mine"\ncolors = ["red", "red"]\n'),
                       ("empty.toml", 'name = "Mine"\ncolors = []\n'), ("there.txt", "kept")):
        (files / name).write_text(text, encoding="utf-8")
    (files / "folder.toml").mkdir()
    finished = Path(__file__).parent / "fixtures" / "release-0.1" / "original-finished.json"
    (files / "finished.json").write_bytes(finished.read_bytes())
    argv = [a.replace("{dir}", str(files)) for a in argv]
    status, out, err = run(["--lang", "ja", *argv], capsys)
    assert status == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert "エラー" in err and JAPANESE.search(err.split("エラー", 1)[1]), err
    assert english_in(err) == [], err


def test_the_example_errors_read_as_japanese(japanese, capsys) -> None:
    """The brief's own cases, read whole: an unknown flag, a broken save, a bad deck file."""
    _s, _o, err = run(["--lang", "ja", "play", "--players", "9"], capsys)
    assert err == "tda play: エラー: 解釈できない引数です: '--players 9'(tda play --help を見てください)\n"
    (japanese / "broken.json").write_text("{", encoding="utf-8")
    _s, _o, err = run(["--lang", "ja", "resume", str(japanese / "broken.json")], capsys)
    assert err.startswith("tda resume: エラー: ") and "ファイルが壊れているか途中で切れています" in err
    assert "JSONとして正しくありません" in err and "1行2列" in err
    (japanese / "deck.toml").write_text('name = "Mine"\ncolors = ["rde"]\n', encoding="utf-8")
    _s, _o, err = run(["--lang", "ja", "play", "--seat", "A", "--seat", "B", "--deck",
                       str(japanese / "deck.toml")], capsys)
    assert "'rde'というドラゴンの色はありません('red'のことですか?)" in err
    (japanese / "deck.toml").write_text("name = \n", encoding="utf-8")
    _s, _o, err = run(["--lang", "ja", "play", "--seat", "A", "--seat", "B", "--deck",
                       str(japanese / "deck.toml")], capsys)
    assert err.endswith(":TOMLとして正しくありません:値が正しくありません(1行8列)\n"), err


def test_every_refused_setting_reads_as_japanese(japanese) -> None:
    """issue 29.1, 31.1: each phrase of `tda.words.settings` (bots, decks, rulesets,
    deck files, table settings, saves, exports, a save open elsewhere) said in
    Japanese: no placeholder left, Japanese words, no English but data."""
    from tda.words import render
    from test_cli_words import SETTINGS_SAMPLES
    i18n.use_language("ja")
    for sample in SETTINGS_SAMPLES:
        said = render(sample)
        assert "{" not in said and JAPANESE.search(said), (sample, said)
        assert english_in(said) == [], (sample, said)


def test_a_dragonmaster_story_header_is_japanese(japanese, capsys) -> None:
    """issue 31.1: `tda story --game dragonmaster` heads its story with the game, the
    seats, the level and the seed in the table's language (English: as before)."""
    status, out, _err = run(["story", "--game", "dragonmaster", "--seed", "3"], capsys)
    assert status == 0
    assert out.splitlines()[0] == "Dragonmaster: Ann, Bob, Cid, Dee · basic game · seed 3"
    status, out, _err = run(["--lang", "ja", "story", "--game", "dragonmaster", "--seed", "3"],
                            capsys)
    assert status == 0
    assert out.splitlines()[0] == "ドラゴンマスター:Ann、Bob、Cid、Dee／ベーシックゲーム／シード3"
