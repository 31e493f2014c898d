"""Bad input on the command line: one clear line, a non-zero exit, nothing lost.

Every case runs the real command in a child process (see cli_harness.py), time-bound
and memory-capped, with real saves in its saves folder that must stay byte-identical.
"""

import re

import pytest

from cli_harness import cpu_seconds, interrupt, make_saves, refuse, run_tda


@pytest.fixture(scope="module")
def saves(tmp_path_factory):
    folder = tmp_path_factory.mktemp("saves")
    make_saves(folder)
    return folder


UNKNOWN_NAMES = [
    (["sim", "--deck", "tarot"], ["tarot"]),
    (["bench", "--ruleset", "poker", "--seconds", "0.1"], ["poker"]),
    (["tournament", "--bots", "genius,random"], ["genius"]),
]


@pytest.mark.parametrize("args,mentions", UNKNOWN_NAMES,
                         ids=[" ".join(args) for args, _ in UNKNOWN_NAMES])
def test_unknown_names_are_refused(args, mentions, saves):
    """An unknown deck, ruleset or bot gets one line naming it."""
    refuse(args, saves, mentions=mentions)


# -- numbers and options (issue 15) ------------------------------------------------

BIG = str(10**30)  # a huge int, for every int option
DIGITS = "7" * 5000  # more digits than int() will even read
LONG_LINE = 400  # a refusal quotes a short prefix of a huge input, never all of it
SEAT = ["--seat", "Ann", "--seat", "Bob"]  # enough to get past the setup screen


def case(args: list[str], *mentions: str, id: str | None = None):
    """A table row: the arguments, the words the one line must contain, a readable id."""
    name = id or " ".join(args)
    return pytest.param(args, list(mentions), id=name if len(name) <= 70 else name[:67] + "...")


def refuse_briefly(args, saves, mentions):
    outcome = refuse(args, saves, mentions=mentions)
    assert len(outcome.stderr.strip()) <= LONG_LINE, outcome.stderr[:LONG_LINE]
    assert "Traceback" not in outcome.stdout
    return outcome


NOT_NUMBERS = [
    case(["sim", "--games", "abc"], "--games", "whole number", "tda sim"),
    case(["sim", "--games", "1.5"], "--games"),
    case(["story", "--seed", "abc"], "--seed", "tda story"),
    case(["tournament", "--jobs", "two"], "--jobs", "tda tournament"),
    case(["bench", "--seconds", "abc"], "--seconds", "tda bench"),
    case(["play", "--max-gambits", "x", *SEAT], "--max-gambits", "tda play"),
]

OUT_OF_RANGE = [
    case(["sim", "--games", "0"], "--games", "at least 1"),
    case(["sim", "--games", "-3"], "--games", "-3"),
    case(["sim", "--players", "1"], "--players", "at least 2"),
    case(["sim", "--players", "7"], "--players", "at most 6"),
    case(["sim", "--players", "100000000"], "--players"),
    case(["story", "--players", "0"], "--players"),
    case(["bench", "--players", "7", "--seconds", "0.1"], "--players"),
    case(["sim", "--seed", "-1"], "--seed", "at least 0"),
    case(["sim", "--seed", str(2**64)], "--seed", "2**64-1"),
    case(["tournament", "--seed", "-1"], "--seed"),
    case(["play", "--seed", "-1", *SEAT], "--seed"),
    case(["sim", "--starting-gold", "-5"], "--starting-gold", "not -5"),
    case(["sim", "--starting-gold", "0"], "--starting-gold", "at least 1"),
    case(["sim", "--gold-per-player", "0"], "--gold-per-player"),
    case(["sim", "--end-gold", "0"], "--end-gold"),
    case(["sim", "--end-players-left", "0"], "--end-players-left"),
    case(["sim", "--max-gambits", "0"], "--max-gambits"),
    case(["tournament", "--max-gambits", "0"], "--max-gambits"),
    case(["play", "--starting-gold", "-5", *SEAT], "--starting-gold"),
    case(["tournament", "--deals", "0"], "--deals", "at least 1"),
    case(["tournament", "--deals", "-3"], "--deals"),
    case(["tournament", "--jobs", "0"], "--jobs"),
    case(["bench", "--seconds", "0"], "--seconds"),
    case(["bench", "--seconds", "-1"], "--seconds"),
    case(["bench", "--seconds", "nan"], "--seconds", "nan"),
    case(["bench", "--seconds", "inf"], "--seconds", "inf"),
    case(["bench", "--seconds", "1e999"], "--seconds"),
]

HUGE = [case([command, flag, BIG, *extra], flag, id=f"{command} {flag} 10**30")
        for command, flag, extra in [
            ("sim", "--games", []), ("sim", "--players", []), ("sim", "--seed", []),
            ("sim", "--starting-gold", []), ("sim", "--gold-per-player", []),
            ("sim", "--end-gold", []), ("sim", "--end-players-left", []),
            ("sim", "--max-gambits", []), ("story", "--players", []),
            ("bench", "--players", []), ("bench", "--seconds", []),
            ("tournament", "--deals", []), ("tournament", "--seed", []),
            ("tournament", "--max-gambits", []), ("play", "--end-gold", SEAT),
        ]] + [
    case(["sim", "--games", DIGITS], "--games", "5,000-digit", id="sim --games 5000 digits"),
    case(["sim", "--seed", "-" + DIGITS], "--seed", "at least 0", id="sim --seed -(5000 digits)"),
    case(["tournament", "--jobs", DIGITS], "--jobs", "too large", id="tournament --jobs 5000 digits"),
    case(["bench", "--seconds", DIGITS], "--seconds", id="bench --seconds 5000 digits"),
    case(["play", "--speed", "x" * 5000, *SEAT], "--speed", id="play --speed 5000 characters"),
]

# Options that are fine alone and wrong together, or wrong for the other options given.
TOGETHER = [
    case(["sim", "--games", str(2**64), "--seed", "5"], "--games", "seed 5"),
    case(["tournament", "--deals", str(2**64), "--seed", "1"], "--deals", "seed 1"),
    case(["sim", "--players", "4", "--end-players-left", "4"], "--end-players-left"),
    case(["sim", "--starting-gold", "5", "--gold-per-player", "3"], "--starting-gold",
         "--gold-per-player"),
    case(["play", "--end-players-left", "2", *SEAT], "--end-players-left"),
]

NAME_LISTS = [
    case(["sim", "--bots", ""], "--bots", id="sim --bots (empty)"),
    case(["sim", "--bots", "random,,heuristic"], "--bots", "empty"),
    case(["sim", "--players", "2", "--bots", "random,random,random"], "--bots", "2 seats"),
    case(["story", "--bots", ",,"], "--bots"),
    case(["tournament", "--bots", ""], "--bots", id="tournament --bots (empty)"),
    case(["tournament", "--bots", "random"], "--bots", "2 to 6"),
    case(["tournament", "--bots", ",".join(["random"] * 7)], "--bots", "2 to 6"),
    case(["tournament", "--bots", ",".join(["random"] * 10_000)], "--bots",
         id="tournament --bots (10,000 bots)"),
    case(["tournament", "--decks", ""], "--decks", id="tournament --decks (empty)"),
    case(["tournament", "--decks", "original,,legendary"], "--decks"),
    case(["tournament", "--decks", "original,original"], "--decks", "twice"),
    case(["play", "--seat", "Ann"], "--seat", "2 to 6"),
    case(["play", *["--seat", "Ann"] * 7], "--seat", "2 to 6", id="play --seat x7"),
    case(["play", "--seat", "Ann", "--seat", "   "], "--seat", "name"),
    case(["play", "--seat", "Ann", "--seat", "bot:hard:Robo:Extra"], "--seat", "LEVEL"),
    case(["sim", "--deck", "tarot"], "--deck", "tarot"),
    case(["tournament", "--decks", "original,tarot"], "--decks", "tarot"),
    case(["play", "--deck", "tarot", *SEAT], "--deck", "tarot"),
    case(["play", "--ruleset", "poker", *SEAT], "--ruleset", "poker"),
    case(["sim", "--deck", "x" * 5000], "--deck", "5,000 characters", id="sim --deck 5000 characters"),
]

# A bot spec with a bad option, and a word the line must contain.
BAD_BOT_OPTIONS = [
    ("ismcts:iterations=-5", "iterations"),
    ("ismcts:seconds=-1", "seconds"),
    ("ismcts:seconds=0:iterations=0", "iterations"),
    ("ismcts:seconds=nan", "seconds"),
    ("ismcts:seconds=inf", "seconds"),
    ("ismcts:iterations=2.5", "whole"),
    ("ismcts:iterations=" + BIG, "iterations"),
    ("ismcts:seconds=" + DIGITS, "seconds"),
    ("ismcts:opponents=2", "opponents"),
    ("ismcts:bogus=1", "bogus"),
    ("ismcts:seconds=1:seconds=2", "twice"),
    ("ismcts:seconds", "KEY=NUMBER"),
    ("heuristic:temperature=-1", "temperature"),
    ("hard:seconds=2", "no options"),
]


def _short(spec: str) -> str:
    return spec if len(spec) <= 40 else f"{spec[:30]}...({len(spec)} chars)"


BOT_OPTION_CASES = [
    case(["tournament", "--bots", f"{spec},random"], "--bots", word,
         id=f"tournament --bots {_short(spec)}")
    for spec, word in BAD_BOT_OPTIONS
] + [
    case(["play", "--seat", "Ann", "--seat", f"bot:{spec}:Smaug"], "--seat", word,
         id=f"play --seat bot:{_short(spec)}:Smaug")
    for spec, word in BAD_BOT_OPTIONS
] + [
    case(["sim", "--bots", "ismcts:seconds=0:iterations=0"], "--bots", "budget"),
    case(["story", "--bots", "heuristic:temperature=nan"], "--bots", "temperature"),
]

PARSER = [
    case(["sim", "--bogus"], "tda sim", "--bogus", "--help"),
    case(["tournament", "--dealz", "3"], "tda tournament", "--dealz"),
    case(["sim", "--games"], "--games", "expected one argument"),
    case(["play", "--speed", "warp", *SEAT], "--speed", "warp"),
    case(["frobnicate"], "frobnicate"),
    case(["--seed", "-1", *SEAT], "tda play", "--seed", id="(no command) --seed -1"),
]


@pytest.mark.parametrize("args,mentions", NOT_NUMBERS + OUT_OF_RANGE + HUGE + TOGETHER)
def test_bad_numbers_are_refused_naming_the_option(args, mentions, saves):
    """A number that is not one, out of range, huge or at odds with another option:
    one line naming the option, before any work starts."""
    refuse_briefly(args, saves, mentions)


@pytest.mark.parametrize("args,mentions", NAME_LISTS)
def test_bad_lists_of_bots_decks_and_seats_are_refused(args, mentions, saves):
    """An empty entry, too many or too few bots or seats, a deck named twice."""
    refuse_briefly(args, saves, mentions)


@pytest.mark.parametrize("args,mentions", BOT_OPTION_CASES)
def test_bad_bot_options_are_refused_in_bots_and_seats(args, mentions, saves):
    """The same bad bot option gets the same refusal in --bots and in --seat (play
    refuses before its screen opens)."""
    refuse_briefly(args, saves, mentions)


@pytest.mark.parametrize("args,mentions", PARSER)
def test_parser_errors_are_one_line(args, mentions, saves):
    """argparse's own complaints: one line with the command and a pointer to --help,
    status 2, no usage block."""
    outcome = refuse_briefly(args, saves, mentions)
    assert outcome.status == 2


def test_help_still_works(saves):
    """--help prints the usage on stdout and exits 0."""
    outcome = run_tda(["sim", "--help"], saves)
    assert outcome.status == 0 and outcome.stderr == ""
    assert "usage: tda sim" in outcome.stdout and "--games" in outcome.stdout


def test_a_trillion_deals_are_never_listed(saves, tmp_path):
    """--deals 10**12 gets as far as the record without building a task list: the
    record's own refusal comes back, well inside the memory cap."""
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    refuse_briefly(["tournament", "--bots", "random,random", "--deals", str(10**12),
                    "--record", str(blocked / "games.jsonl")], saves, ["games.jsonl"])
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_text("not a game\nnor this\n")
    refuse_briefly(["tournament", "--bots", "random,random", "--deals", str(10**12),
                    "--record", str(garbage)], saves, ["garbage.jsonl", "line 1"])
    assert garbage.read_text() == "not a game\nnor this\n"


def test_more_jobs_than_games_or_cores_are_capped_not_refused(saves):
    """--jobs above the games (or cores) plays anyway, saying how many workers it used."""
    outcome = run_tda(["tournament", "--bots", "random,random", "--deals", "1",
                       "--max-gambits", "1", "--jobs", BIG], saves)
    assert outcome.status == 0, outcome.stderr
    said = re.search(rf"--jobs {BIG}: (\d+) worker", outcome.stdout)
    assert said and 1 <= int(said.group(1)) <= 2, outcome.stdout  # 2 games: 2 workers at most
    assert "2 games" in outcome.stdout


def _busy(seconds: float):
    """Ready once the child has used this much CPU: past its imports, at work."""
    return lambda pid: cpu_seconds(pid) >= seconds


def _recorded(path):
    """Ready once a tournament has written its first finished game."""
    return lambda pid: path.exists() and path.read_text().count("\n") >= 1


@pytest.mark.parametrize("args", [
    ["sim", "--games", "100000"],
    ["bench", "--seconds", "60"],
    ["story", "--bots", "heuristic", "--starting-gold", "1000"],
], ids=["sim", "bench", "story"])
def test_ctrl_c_is_one_line_and_status_130(args, saves):
    """Ctrl-C in the middle of the work (a progress bar on screen): one line, 130."""
    outcome = interrupt(args, saves, ready=_busy(1.0))
    assert outcome.status == 130, outcome.stderr
    assert outcome.stderr.strip() == f"tda {args[0]}: interrupted"
    assert "Traceback" not in outcome.stdout


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_a_trillion_deal_tournament(jobs, saves, tmp_path):
    """A tournament of 10**12 deals starts at once (its games are never listed) and
    Ctrl-C ends it with one line naming the record, which keeps whole games."""
    record = tmp_path / "games.jsonl"
    args = ["tournament", "--bots", "random,random", "--deals", str(10**12),
            "--max-gambits", "1", "--jobs", jobs, "--record", str(record)]
    outcome = interrupt(args, saves, ready=_recorded(record))
    lines = outcome.stderr.strip().splitlines()
    assert outcome.status == 130 and len(lines) == 1, outcome.stderr
    assert "interrupted" in lines[0] and str(record) in lines[0]
    assert record.read_text().endswith("\n")


def test_a_tournament_record_never_goes_in_the_saves_folder(saves):
    """--record is appended to: pointed at a save (or anywhere in the saves folder)
    it is refused before a game is played, and the save is untouched."""
    save = next(saves.glob("*.json"))
    refuse(["tournament", "--bots", "random,random", "--deals", "1", "--record", str(save)],
           saves, mentions=["--record", "saves folder"])
    refuse(["tournament", "--bots", "random,random", "--deals", "1",
            "--record", str(saves / "games.jsonl")], saves, mentions=["--record"])
