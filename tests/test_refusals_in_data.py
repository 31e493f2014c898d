"""The last refusals a player could meet in English only (issue 29.1, the leftover
"rare TOML reader messages built with f-strings"): the TOML reader's own messages
built around what it met (a deck file), and the engine's and the table's f-string
errors a player reaches with a bad file or flag. Each now carries a phrase, said in
English word for word as before and in Japanese with no English word left but data.

The f-string errors left in English are a programmer's: invariants, the wire's own
checks, registries, a stacked deck order set by tests and tools (as Dragonmaster's).
"""

from __future__ import annotations

import errno
import json
import re
import tomllib
from pathlib import Path

import pytest
from filelock import FileLock

from ja_helpers import speak_japanese
from tda.engine import GameConfig
from tda.engine.record import GameRecord, replay
from tda.net.codes import SeatCodes
from tda.table import get_game
from tda.table.errors import TdaError
from tda.table.phrase import Phrase
from tda.table.registry import DEFAULT_GAME
from tda.table.save_lock import SaveLock
from tda.table.saves import SaveFile, scan_saves
from tda.table.session import Seat
from tda.table.tournament import GameRecord as TournamentRecord
from tda.words import render
from test_cli_words import run
from test_ja_cli import catalog, japanese  # noqa: F401  (fixtures)

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
FIXTURE = Path(__file__).parent / "fixtures" / "release-0.1" / "original-finished.json"

# A deck file for each message the TOML reader builds around what it met.
TOML_SHAPES = {
    "Expected": "name = 'Mine\n",
    "Found invalid character": "# a\x01b\nname = 'x'\n",
    "Illegal character": 'name = "x\x01"\n',
    "Duplicate inline table key": "a = {b = 1, b = 2}\n",
    "Cannot declare": "[a]\n[a]\n",
    "Cannot mutate immutable namespace": "a = {b = {c = 1}, b.d = 2}\n",
    "Cannot redefine namespace": "[a.b]\n[a]\nb.c = 1\n",
    "Unescaped": 'name = "x\\q"\n',
}


def toml_detail(text: str) -> str:
    with pytest.raises(tomllib.TOMLDecodeError) as caught:
        tomllib.loads(text)
    return str(caught.value)


def english_left(said: str, data: list[str]) -> list[str]:
    """Latin words of three letters or more once the data is taken away."""
    for word in sorted(data, key=len, reverse=True):
        said = said.replace(word, " ")
    return re.findall(r"[A-Za-z]{3,}", said)


@pytest.mark.parametrize("shape", TOML_SHAPES)
def test_the_toml_readers_own_messages_read_as_japanese(shape: str, monkeypatch) -> None:
    """issue 29.1: a message the TOML reader builds around what it met (a closing quote,
    a character, a key) is said in Japanese with what it met as data; English as the
    reader wrote it. On main these stayed English in every language."""
    detail = toml_detail(TOML_SHAPES[shape])
    assert detail.startswith(shape)
    phrase = Phrase("file.not-toml", detail=detail)
    assert render(phrase) == f"not valid TOML: {detail}"
    speak_japanese(monkeypatch)
    said = render(phrase)
    met = re.findall(r"'[^']*'|\"[^\"]*\"|\(.*?\)", detail.split(" (at ")[0])
    assert JAPANESE.search(said) and english_left(said, met + ["TOML"]) == [], said


def test_a_deck_file_with_a_duplicate_key_is_refused_in_japanese(japanese: Path,  # noqa: F811
                                                                 capsys) -> None:
    """issue 29.1: the whole line, `tda --lang ja play --deck FILE`."""
    deck = japanese / "deck.toml"
    deck.write_text(TOML_SHAPES["Duplicate inline table key"], encoding="utf-8")
    status, _out, err = run(["play", "--seat", "A", "--seat", "B", "--deck", str(deck)], capsys)
    assert status == 2 and err == (f"tda play: error: --deck: {deck}: not valid TOML: "
                                   "Duplicate inline table key 'b' (at line 1, column 18)\n")
    status, _out, err = run(["--lang", "ja", "play", "--seat", "A", "--seat", "B", "--deck",
                             str(deck)], capsys)
    assert err.endswith(":TOMLとして正しくありません:インラインテーブルのキー'b'が重複しています"
                        "(1行18列)\n"), err


def _refusal(act) -> TdaError:
    with pytest.raises((ValueError, TdaError)) as caught:
        act()
    err = caught.value
    cause = err.errors()[0]["ctx"]["error"] if hasattr(err, "errors") else err
    assert isinstance(cause, TdaError) and cause.phrase is not None, repr(cause)
    return cause


def _tournament_line(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    record.write_text('{"x": 1}\n\n', encoding="utf-8")
    TournamentRecord(record).load()


def _tournament_folder(tmp_path: Path) -> None:
    (tmp_path / "games.jsonl").mkdir()
    TournamentRecord(tmp_path / "games.jsonl").load()


def _tournament_unwritable(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    with TournamentRecord(tmp_path / "file" / "games.jsonl"):
        pass


def _codes(tmp_path: Path) -> None:
    (tmp_path / ".a.codes").write_text("{}", encoding="utf-8")
    SeatCodes.load(tmp_path / ".a.codes")


def _lock(tmp_path: Path, monkeypatch) -> None:
    def refused(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(FileLock, "acquire", refused)
    SaveLock(tmp_path / "a.json").acquire()


def _saves_folder(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path / "file" / "saves"))
    scan_saves()


def _save(tmp_path: Path, **changes: object) -> None:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data.update(changes)
    if "match" in changes:
        data["match"]["played"] = [data["record"]]
    SaveFile[get_game(DEFAULT_GAME).record_class].model_validate(data)  # as read_save does


# Each refusal: how a player meets it, and the English it said on main.
REFUSALS = {
    "bot seat": (lambda t, m: Seat.parse("bot:normal:X:Y", 1),
                 "seat 'bot:normal:X:Y': expected bot:LEVEL[:KEY=NUMBER...][:NAME]"),
    "save gambit": (lambda t, m: _save(t, gambit="x"),
                    "gambit should be a whole number, not 'x'"),
    "save gambit below 0": (lambda t, m: _save(t, gambit=-2), "gambit should be 0 or more, not -2"),
    "save match": (lambda t, m: _save(t, match={"games": 1, "seed": 3}),
                   "1 finished games and one more in a 1-game match"),
    "search bot option": (lambda t, m: get_game("dragonmaster").make_bot("search:foo=1"),
                          "bot 'search:foo=1' does not take the option 'foo'; its options: "
                          "iterations, seconds, exploration"),
    "search bot number": (lambda t, m: get_game("dragonmaster").make_bot("search:seconds=x"),
                          "bot 'search:seconds=x': seconds must be a number, not 'x'"),
    "search bot range": (lambda t, m: get_game("dragonmaster").make_bot("search:seconds=9999"),
                         "bot 'search:seconds=9999': seconds must be from 0 to 3600"),
    "random bot option": (lambda t, m: get_game("dragonmaster").make_bot("random:x=1"),
                          "bot 'random:x=1' does not take the option 'x'; it takes no options"),
    "seed": (lambda t, m: GameConfig(players=["Ann", "Bob"], seed=-5),
             "the seed must be a non-negative integer"),
    "record version": (lambda t, m: replay(GameRecord(config=GameConfig(players=["A", "B"]),
                                                      format_version=2)),
                       "record format version 2 is not supported (this tda reads version 1)"),
    "tournament line": (lambda t, m: _tournament_line(t),
                        "{dir}/games.jsonl: line 1 is not a tournament game (TypeError: "
                        "GameOutcome.__init__() got an unexpected keyword argument 'x'); fix "
                        "or remove the line, or give another --record file"),
    "tournament folder": (lambda t, m: _tournament_folder(t),
                          "{dir}/games.jsonl: cannot read the tournament record ([Errno 21] "
                          "Is a directory: '{dir}/games.jsonl')"),
    "tournament unwritable": (lambda t, m: _tournament_unwritable(t),
                              "{dir}/file/games.jsonl: cannot write the tournament record "
                              "(File exists)"),
    "seat codes": (lambda t, m: _codes(t), ".a.codes holds no seat codes"),
    "save lock": (lambda t, m: _lock(t, m),
                  "{dir}/a.json: cannot be opened for play (Permission denied)"),
    "saves folder": (lambda t, m: _saves_folder(t, m),
                     "cannot list the saves folder {dir}/file/saves (Not a directory)"),
}
# The phrases above that only a game's words say (the rest are tda.words.settings's).
RECORD_REFUSALS = [Phrase("error.record-unsupported", version=2, reads=1)]
# System's and Python's words a refusal quotes as its reason (data), as found above.
REASONS = ["TypeError: GameOutcome.__init__() got an unexpected keyword argument 'x'",
           "[Errno 21] Is a directory: ", "Not a directory", "File exists", "Permission denied",
           "iterations, seconds, exploration", "seconds", "--record", "tda"]


@pytest.mark.parametrize("case", REFUSALS)
def test_each_refusal_says_its_english_and_its_japanese(case: str, tmp_path: Path,
                                                        monkeypatch) -> None:
    """issue 29.1: each refusal's phrase says in English the words it said on main (there
    it had no phrase, so every language read them in English), and in Japanese only
    the data is left in Latin letters."""
    act, english = REFUSALS[case]
    err = _refusal(lambda: act(tmp_path, monkeypatch))
    english = english.replace("{dir}", str(tmp_path))
    assert str(err) == english
    assert render(err.phrase) == english
    speak_japanese(monkeypatch)
    said = render(err.phrase)
    data = re.findall(r"'[^']*'|\S*/\S*|\.a\.codes|bot:\S*|gambit", english) + REASONS
    assert JAPANESE.search(said) and english_left(said, data) == [], said


def test_an_edited_record_and_a_bad_bot_are_refused_in_japanese(japanese: Path,  # noqa: F811
                                                               capsys) -> None:
    """issue 29.1: the whole line at the command line: a save whose record is in another
    format (`tda replay`), Dragonmaster's generic search bot with an option it does not
    take (`tda play --seat bot:search:foo=1`), the saves folder that cannot be listed."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["record"]["format_version"] = 7
    save = japanese / "other.json"
    save.write_text(json.dumps(data), encoding="utf-8")
    _status, _out, err = run(["--lang", "ja", "replay", str(save)], capsys)
    assert err == (f"tda replay: エラー: {save}:記録の形式バージョン7には対応していません"
                   "(このtdaが読めるのはバージョン1です)\n")
    _status, _out, err = run(["--lang", "ja", "play", "--game", "dragonmaster", "--seat", "A",
                              "--seat", "B", "--seat", "bot:search:foo=1"], capsys)
    assert err == ("tda play: エラー: --seat: ボット'search:foo=1'はオプション'foo'を受け付けませ"
                   "ん。使えるオプション:iterations, seconds, exploration\n")
