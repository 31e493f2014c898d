"""`tda play`'s flags for the table's optional rules (rules/ABILITIES.md section 5):
read into the game's config, bad values refused in one line naming the flag, and
refused for Dragonmaster rather than ignored."""

import pytest

from cli_harness import make_saves, refuse
from tda.cli import build_parser, play_settings

SEATS = ["--seat", "Ann", "--seat", "bot:random", "--seat", "bot:random"]


def config_of(*flags: str):
    args = build_parser(only=["play"]).parse_args(["play", *SEATS, *flags])
    config, seats = play_settings(args)
    assert seats is not None and len(seats) == 3
    return config


def test_time_limit_and_the_other_rules_reach_the_config():
    config = config_of("--time-limit", "1")
    assert config.time_limit_minutes == 1
    assert config.hole_to_winner and config.hole_odd_coins == "winners"
    assert config_of().time_limit_minutes is None
    legendary = config_of("--deck", "legendary", "--hole-to-house", "--hole-odd-coins",
                          "broke", "--gold-per-player", "8")
    assert not legendary.hole_to_winner and legendary.hole_odd_coins == "broke"
    assert legendary.gold_per_player == 8
    assert config_of("--starting-gold", "10,20,30").starting_gold == [10, 20, 30]
    assert config_of("--starting-gold", "25").starting_gold == 25
    swapped = config_of("--deck", "avandras-hand", "--variant", "gold-for-iron")
    assert swapped.full_deck == "avandras-hand:gold-for-iron"


def test_the_help_documents_the_table_rules(capsys):
    with pytest.raises(SystemExit):
        build_parser(only=["play"]).parse_args(["play", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for words in ("--time-limit MINUTES", "the table calls time", "--hole-to-house",
                  "--hole-odd-coins", "gold-for-bronze", "8 for a quick 'pure roleplay' game",
                  "one amount per seat"):
        assert words in out


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    make_saves(folder)
    return folder


REFUSED = [
    (["--time-limit", "0", *SEATS], ["--time-limit", "at least 1"]),
    (["--time-limit", "90 minutes", *SEATS], ["--time-limit", "whole number"]),
    (["--time-limit", "100000", *SEATS], ["--time-limit", "at most 1440"]),
    (["--time-limit", "30"], ["--time-limit", "--seat", "setup screen"]),
    # without seats the setup screen chooses the table: no flag is silently dropped
    (["--deck", "legendary"], ["--deck", "--seat", "setup screen"]),
    (["--starting-gold", "20"], ["--starting-gold", "--seat", "setup screen"]),
    (["--seed", "7"], ["--seed", "--seat", "setup screen"]),
    (["--game", "dragonmaster", "--level", "expert"], ["--level", "--seat", "setup screen"]),
    (["--hole-to-house", *SEATS], ["--hole-to-house", "Legendary"]),
    (["--deck", "legendary", "--hole-odd-coins", "half", *SEATS], ["--hole-odd-coins", "half"]),
    (["--starting-gold", "10,20", *SEATS], ["--starting-gold", "one per seat"]),
    (["--starting-gold", "10,,30", *SEATS], ["--starting-gold", "seat 2"]),
    (["--deck", "avandras-hand", "--variant", "gold-for-tin", *SEATS],
     ["gold-for-tin", "gold-for-bronze"]),
    (["--game", "dragonmaster", "--time-limit", "5", "--seat", "A", "--seat", "B", "--seat", "C"],
     ["--time-limit", "Dragonmaster"]),
    (["--game", "dragonmaster", "--hole-to-house"], ["--hole-to-house", "Dragonmaster"]),
]

STORY_REFUSED = [
    (["story", "--games", "0"], ["--games", "at least 1"]),
    (["story", "--games", "21"], ["--games", "at most 20"]),
    (["story", "--game", "dragonmaster", "--games", "2"], ["--games", "Dragonmaster"]),
]


@pytest.mark.parametrize("args,mentions", REFUSED, ids=[" ".join(a)[:60] for a, _ in REFUSED])
def test_bad_table_rules_are_one_line(args, mentions, saves):
    outcome = refuse(["play", *args], saves, mentions=mentions)
    assert len(outcome.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args,mentions", STORY_REFUSED,
                         ids=[" ".join(a) for a, _ in STORY_REFUSED])
def test_bad_match_flags_are_one_line(args, mentions, saves):
    outcome = refuse(args, saves, mentions=mentions)
    assert len(outcome.stderr.strip().splitlines()) == 1


def test_story_plays_a_match_of_games_in_a_row(capsys):
    """`tda story --games 3` (ABILITIES.md 7.4 scenario 39, ruling A37): three games
    dealt from one seed, the gold summed, the match's winner named; the same seed
    tells the same match."""
    from tda.cli import main
    from tda.engine import GameConfig, MatchConfig

    argv = ["story", "--games", "3", "--seed", "4", "--players", "3", "--starting-gold", "15"]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out == first
    lines = first.splitlines()
    seeds = [MatchConfig(games=3, base=GameConfig(players=["A", "B", "C"]), seed=4)
             .game_config(i).seed for i in range(3)]
    for number, seed in enumerate(seeds, 1):
        assert f"Game {number} of 3 (seed {seed})" in lines
    totals = [line for line in lines if line.startswith("After game ")]
    assert len(totals) == 3
    last = dict(part.rsplit(" ", 1) for part in totals[-1].split(": ", 1)[1].split(", "))
    best = max(int(v) for v in last.values())
    winners = [name for name, v in last.items() if int(v) == best]
    assert lines[-1].startswith(f"Match over: {' and '.join(winners)}")
    assert lines[-1].endswith(f"with {best} gold over 3 games")
