"""The README's play section works as written: its example deck file seats the
default four players, and every `tda` command it shows is one the parser takes."""

import re
import shlex
from pathlib import Path

import pytest

from tda.cli import COMMANDS, build_parser
from tda.engine import GameConfig, new_game
from tda.engine.setup import deck_spec

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
DEFAULT_SEATS = 4  # the setup screen's


def example_deck() -> str:
    """The README's one TOML block: the deck file example."""
    blocks = re.findall(r"```toml\n(.*?)```", README, re.S)
    assert len(blocks) == 1, "expected one example deck file in the README"
    return blocks[0]


def test_the_example_deck_seats_the_default_four_players(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(example_deck(), encoding="utf-8")
    deck_spec(str(path)).check_players(DEFAULT_SEATS)
    state = new_game(GameConfig(players=["Ann", "Bob", "Cid", "Dee"], deck=str(path), seed=1))
    assert state.to_act is not None and not state.is_over


def readme_commands() -> list[str]:
    """Each `tda ...` command line in the README: in shell blocks (after `&&`, before
    a comment) and in inline code; those with a placeholder for the command skipped."""
    found = []
    for block in re.findall(r"```sh\n(.*?)```", README, re.S):
        for line in block.splitlines():
            for part in line.split("#")[0].split("&&"):
                if part.strip().split()[:1] == ["tda"]:
                    found.append(part.strip())
    for span in re.findall(r"`(tda(?:\s[^`]*)?)`", README):
        found.append(" ".join(span.split()))
    return [c for c in dict.fromkeys(found) if "COMMAND" not in c]


@pytest.mark.parametrize("command", readme_commands())
def test_every_readme_command_parses(command):
    argv = shlex.split(command)[1:]
    # `--lang LANG` is taken before any parser sees the line (tda.cli._speak)
    argv = [w for i, w in enumerate(argv) if w != "--lang"
            and not (i and argv[i - 1] == "--lang") and not w.startswith("--lang=")]
    if argv and argv[0].startswith("-"):
        argv = ["play", *argv]
    args = build_parser().parse_args(argv or ["play"])
    assert args.command in COMMANDS


def test_the_readme_documents_saved_games_and_dragonmaster():
    commands = " ".join(readme_commands())
    for needed in ("tda resume --list", "tda resume --last", "tda replay", "tda export",
                   "--game dragonmaster"):
        assert needed in commands, needed
