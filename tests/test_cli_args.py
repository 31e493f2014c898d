"""The command line's number types and message helpers, in process (fast)."""

import argparse

import pytest
from pydantic import ValidationError

from tda.cli_args import config_problem, one_line, power_words, seconds, whole_number
from tda.engine import GameConfig
from tda.text import quote


@pytest.mark.parametrize("text,value", [("4", 4), (" 4 ", 4), ("+6", 6), ("1_000", 1000)])
def test_whole_numbers_in_range_are_read(text, value):
    """Spaces, a plus sign and digit groups are fine, as Python's int() allows."""
    assert whole_number(1, 1000)(text) == value


@pytest.mark.parametrize("text,says", [
    ("0", "must be at least 1, not 0"),
    ("1001", "must be at most 1000, not 1001"),
    ("abc", "not a whole number: 'abc'"),
    ("4.0", "not a whole number"),
    ("1__0", "not a whole number"),
    ("٣", "not a whole number"),  # another script's digit: int() would take it, we do not
    ("9" * 5000, "must be at most 1000, not a 5,000-digit number"),
    ("-" + "9" * 5000, "must be at least 1, not a 5,000-digit number"),
])
def test_whole_numbers_out_of_range_say_why(text, says):
    with pytest.raises(argparse.ArgumentTypeError, match=says):
        whole_number(1, 1000)(text)


def test_an_open_ended_count_still_refuses_thousands_of_digits():
    assert whole_number(1)(str(10**30)) == 10**30
    with pytest.raises(argparse.ArgumentTypeError, match="5,000-digit number is too large"):
        whole_number(1)("9" * 5000)


@pytest.mark.parametrize("text", ["0", "-1", "nan", "inf", "-inf", "1e999", "3601", "x" * 99])
def test_seconds_must_be_finite_and_positive(text):
    with pytest.raises(argparse.ArgumentTypeError, match="seconds"):
        seconds()(text)


def test_seconds_in_range_are_read():
    assert seconds()("0.25") == 0.25 and seconds()("3600") == 3600.0


def test_limits_are_written_as_powers():
    assert power_words(2**64 - 1) == "2**64-1" and power_words(2**64) == "2**64"
    assert power_words(1000) == "1000"


def test_long_input_is_quoted_short():
    assert quote("deck") == "'deck'"
    assert quote("x" * 5000) == f"{'x' * 80!r}… (5,000 characters)"
    line = one_line(f"unknown deck {'y' * 5000!r};\nchoose from: a, b")
    assert "\n" not in line and "(5,000 characters); choose from: a, b" in line
    assert len(one_line("z " * 1000)) == 400


def _problem(**fields) -> str:
    with pytest.raises(ValidationError) as err:
        GameConfig(players=["Ann", "Bob", "Cid"], **fields)
    return config_problem(err.value)


def test_config_problems_name_the_flag():
    """pydantic's field names and wording become the flag a user typed."""
    assert _problem(starting_gold=-5) == "--starting-gold: must be at least 1, not -5"
    assert _problem(starting_gold=5, gold_per_player=3) == \
        "give --starting-gold or --gold-per-player, not both"
    assert "--end-players-left" in _problem(end_players_left=3)


def test_play_help_says_what_the_gold_flags_mean():
    """`tda play --help` said "start with G gold per player for each player": a
    newcomer could not tell --starting-gold from --gold-per-player. Each says whose
    gold it is and how it is counted, and the table's engine agrees."""
    from tda.cli import build_parser
    from tda.engine import new_game
    play = build_parser()._subparsers._group_actions[0].choices["play"]
    helps = {a.dest: " ".join((a.help or "").split()) for a in play._actions}
    assert helps["starting_gold"].startswith("the gold each player starts with")
    assert helps["gold_per_player"].startswith(
        "each player starts with G gold times the number of players")
    assert "until N players remain" in helps["end_players_left"]
    state = new_game(GameConfig(players=["a", "b", "c"], gold_per_player=8, seed=1))
    assert state.view(0).hoards == (24, 24, 24)
