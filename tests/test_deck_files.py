"""A deck file that cannot be used is refused with one line naming the file,
whatever is wrong with it: never a traceback, never a screenful."""

import os

import pytest
from pydantic import ValidationError

from tda.cards import CardDataError, parse_edition
from tda.cards.loader import MAX_FILE_BYTES
from tda.engine import GameConfig

GOOD = 'name = "ok"\ncolors = ["red", "gold", "gray", "iron"]\n'


def refusal(deck: str) -> str:
    """The one validation message GameConfig gives for this deck."""
    with pytest.raises(ValidationError) as err:
        GameConfig(players=["Ann", "Bob"], deck=deck)
    messages = [e["msg"] for e in err.value.errors()]
    assert len(messages) == 1
    message = messages[0].removeprefix("Value error, ")
    assert "\n" not in message and len(message) < 600
    return message


def write(tmp_path, content: bytes | str, name: str = "mine.toml"):
    path = tmp_path / name
    if isinstance(content, str):
        content = content.encode()
    path.write_bytes(content)
    return path


@pytest.mark.parametrize("depth", [100, 600, 100_000])
@pytest.mark.parametrize("shape", ["array", "table"])
def test_deeply_nested_toml(tmp_path, shape, depth):
    """Nesting deep enough to exhaust the TOML parser's recursion is a plain refusal."""
    value = ("[" * depth + "]" * depth if shape == "array"
             else "{a = " * depth + "1" + "}" * depth)
    path = write(tmp_path, f'name = "deep"\ncolors = {value}\n')
    message = refusal(str(path))
    assert message.startswith(f"{path}: ")


@pytest.mark.parametrize("content, words", [
    (b"\xff\xfe\x00n\x00a\x00m\x00e", "not UTF-8"),
    (bytes(range(256)) * 4, "not UTF-8"),
    ("name = \x00", "not valid TOML"),
    (b"", "malformed deck file: name: Field required"),
    ('name = "x"\n' + "".join(f'k{i} = 1\n' for i in range(5000)), "and 4997 more"),
    ('name = "x"\n' + "k" * 100_000 + ' = 1\n', "malformed deck file"),
    ('name = "x"\ncards = [' + '"bahamut", ' * 50_000 + ']\n', "listed twice"),
    ('name = "x"\ncards = ["' + "q" * 1_000_000 + '"]\n', "unknown card 'qqqq"),
], ids=["utf16", "binary", "nul", "empty", "many-keys", "long-key", "long-list", "long-id"])
def test_malformed_file(tmp_path, content, words):
    """Binary, non-UTF-8, empty and oversized-in-content files each get one short line."""
    path = write(tmp_path, content)
    message = refusal(str(path))
    assert message.startswith(f"{path}: ") and words in message


def test_too_large_file(tmp_path):
    """A file over the size cap is not read whole, let alone parsed."""
    path = write(tmp_path, GOOD + "#" * MAX_FILE_BYTES)
    assert "larger than" in refusal(str(path))


def test_directory_missing_and_special_files(tmp_path):
    """A directory, a missing file, a pipe and a bad file name are each named and refused."""
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    assert refusal(str(folder)) == f"{folder}: a directory, not a file"
    assert refusal(str(tmp_path / "gone.toml")) == f"{tmp_path / 'gone.toml'}: deck file not found"
    pipe = tmp_path / "pipe.toml"
    os.mkfifo(pipe)
    assert refusal(f"custom:{pipe}") == f"{pipe}: not a regular file"
    assert "not a usable file name" in refusal("custom:bad\x00name.toml")
    assert "deck file not found" in refusal("~no-such-user-here/deck.toml")


def test_unreadable_file(tmp_path):
    """A file the player may not read is refused with the reason, not a traceback."""
    path = write(tmp_path, GOOD)
    path.chmod(0)
    try:
        if os.access(path, os.R_OK):
            pytest.skip("running as a user who can read anything")
        assert refusal(str(path)) == f"{path}: cannot read the deck file: Permission denied"
    finally:
        path.chmod(0o600)


def test_path_names_are_escaped_and_cut(tmp_path):
    """A path with control characters is shown escaped; an absurdly long one is cut."""
    odd = write(tmp_path, b"\xff", name="a\x1b[31mb.toml")
    message = refusal(str(odd))
    assert "\x1b" not in message and "a\\x1b[31mb.toml" in message
    long_name = "/x" * 5000 + ".toml"
    message = refusal(long_name)
    assert "…" in message and len(message) < 400


def test_good_file_still_loads(tmp_path):
    """The checks leave an ordinary deck file alone."""
    config = GameConfig(players=["Ann", "Bob"], deck=str(write(tmp_path, GOOD)))
    assert config.deck.endswith("mine.toml")


@pytest.mark.parametrize("content, words", [
    ("[edition]\nid = " + "[" * 1000 + "]" * 1000, "nested too deeply"),
    (b"\x00\xff", "not UTF-8"),
], ids=["deep", "binary"])
def test_edition_loader_refuses_bad_files_in_one_line(tmp_path, content, words):
    """The edition loader reads files the same careful way (they are ours, but may be edited)."""
    path = write(tmp_path, content, name="edition.toml")
    with pytest.raises(CardDataError) as err:
        parse_edition(path)
    assert str(err.value).startswith(f"{path}: ") and words in str(err.value)
    assert "\n" not in str(err.value)
