"""Command-line values checked as they are read, and a parser whose errors fit one line.

A bad number is refused while the arguments are parsed, before any work starts,
and argparse puts the option's name in front of the reason ("argument --games:
must be at least 1, not 0"). Checks that need several options at once (a seed
run, a player count from a lineup) live with the commands in `tda.cli`.
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NoReturn

from tda.i18n import _
from tda.text import cells, fold_wide, quote

if TYPE_CHECKING:  # only named in annotations: `tda --help` imports neither pydantic
    from pydantic import ValidationError  # nor the engine (issue 19: start in 150 ms)

# The engine reads 64 bits of a seed, so seed 2**64 would deal seed 0's cards again.
SEED_LIMIT = 2**64 - 1
# Gold per seat. Games grow with the square of the gold: at 1000, random bots
# already take over a thousand gambits a game; beyond it a game never ends in practice.
GOLD_LIMIT = 1000
# The most gold a table can hold (six seats of GOLD_LIMIT): a higher --end-gold never fires.
TABLE_GOLD_LIMIT = 6 * GOLD_LIMIT
# Gold per player times at most six players stays within GOLD_LIMIT.
GOLD_PER_PLAYER_LIMIT = GOLD_LIMIT // 6
# Games end long before this many gambits even at GOLD_LIMIT.
GAMBIT_LIMIT = 1_000_000
# The longest time limit a table can set (a day of play; GameConfig's own bound).
TIME_LIMIT_MINUTES = 24 * 60
MATCH_GAMES = 20  # games in a match (tda.engine.match.MAX_GAMES)
SECONDS_LIMIT = 3600.0  # an hour per measurement is already a long benchmark
MAX_DIGITS = 40  # a longer number is out of every range; int() of 5000 digits even raises
LINE_LIMIT = 400  # characters of one error line
LINE_QUOTE_LIMIT = 100  # a quoted input inside it; paths are rarely longer and stay whole

_INT = re.compile(r"[+-]?[0-9][0-9_]*")
_QUOTED = re.compile(r"'([^'\n]*)'")


class UsageError(ValueError):
    """A command-line value that cannot be used; the message names the option.

    A ValueError rather than a TdaError: TdaError lives in `tda.table`, which loads
    pydantic, and this module must import in a few milliseconds (`tda --help`).
    `tda.cli` reports both alike."""


def whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argparse `type`: a whole number from `low` to `high` (None: no upper end)."""
    def parse(text: str) -> int:
        number = text.strip()
        if not _INT.fullmatch(number):
            raise argparse.ArgumentTypeError(
                _("not a whole number: {text}").format(text=quote(text)))
        digits = sum(c.isdigit() for c in number)
        if digits > MAX_DIGITS:  # out of every range; say so without int() or echoing it
            too_small = number.startswith("-")
            if too_small or high is not None:
                bound = power_words(low if too_small else high)
                said = (_("must be at least {bound}, not a {digits}-digit number") if too_small
                        else _("must be at most {bound}, not a {digits}-digit number"))
                raise argparse.ArgumentTypeError(said.format(bound=bound, digits=f"{digits:,}"))
            raise argparse.ArgumentTypeError(
                _("a {digits}-digit number is too large").format(digits=f"{digits:,}"))
        try:
            value = int(number)
        except ValueError:  # misplaced underscores: "1__0"
            raise argparse.ArgumentTypeError(
                _("not a whole number: {text}").format(text=quote(text))) from None
        if value < low:
            raise argparse.ArgumentTypeError(_("must be at least {bound}, not {value}").format(
                bound=power_words(low), value=value))
        if high is not None and value > high:
            raise argparse.ArgumentTypeError(_("must be at most {bound}, not {value}").format(
                bound=power_words(high), value=value))
        return value
    parse.__name__ = "whole number"
    return parse


def gold_amounts(low: int, high: int) -> Callable[[str], int | list[int]]:
    """An argparse `type`: one amount of gold (every seat), or amounts separated by
    commas, one per seat ("10,20,30"), each from `low` to `high`."""
    one = whole_number(low, high)

    def parse(text: str) -> int | list[int]:
        if "," not in text:
            return one(text)
        parts = text.split(",")
        if len(parts) > 6:  # a table has six seats at most: refuse before reading them all
            raise argparse.ArgumentTypeError(
                _("at most 6 amounts (one per seat), not {count}").format(count=len(parts)))
        amounts = []
        for seat, part in enumerate(parts, 1):
            try:
                amounts.append(one(part))
            except argparse.ArgumentTypeError as err:
                raise argparse.ArgumentTypeError(
                    _("seat {seat}: {why}").format(seat=seat, why=err)) from None
        return amounts
    parse.__name__ = "gold amount"
    return parse


def power_words(number: int | None) -> str:
    """A limit as people write it: 2**64-1 rather than its twenty digits."""
    for power in (64, 63, 32, 31):
        for delta, tail in ((0, ""), (-1, "-1")):
            if number == 2**power + delta:
                return f"2**{power}{tail}"
    return str(number)


def seconds(high: float = SECONDS_LIMIT) -> Callable[[str], float]:
    """An argparse `type`: a finite number of seconds above 0 and at most `high`."""
    def parse(text: str) -> float:
        try:
            value = float(text) if len(text) <= MAX_DIGITS else math.nan
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("not a number of seconds: {text}").format(text=quote(text))) from None
        if not (math.isfinite(value) and 0 < value <= high):  # nan fails every comparison
            raise argparse.ArgumentTypeError(
                _("must be more than 0 and at most {high} seconds, not {text}").format(
                    high=f"{high:g}", text=quote(text.strip())))
        return value
    parse.__name__ = "number of seconds"
    return parse


class CellFormatter(argparse.HelpFormatter):
    """argparse's help, its lines filled by terminal cells: a Japanese line would run
    twice as wide as argparse counts it. Text with no wide character is filled by
    argparse itself (the English help reads as it always did)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        if cells(text) == len(text):  # no wide character
            return super()._split_lines(text, width)
        return fold_wide(" ".join(text.split()), width).split("\n")

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if cells(text) == len(text):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in self._split_lines(text, width - len(indent)))


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line naming the command, with status 2.

    argparse's own `error` prints the usage block first: many lines, in which the
    line that says what went wrong is easy to miss. `--help` is untouched.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", CellFormatter)  # every command's parser too
        super().__init__(*args, **kwargs)
        self.commands: Mapping[str, argparse.ArgumentParser] = {}  # set by build_parser

    def error(self, message: str) -> NoReturn:
        self.exit(2, _("{prog}: error: {message} (see {prog} --help)").format(
            prog=self.prog, message=one_line(message)) + "\n")

    def parse_args(self, args=None, namespace=None):
        # Unknown arguments surface at the top parser; blame the command they were given to.
        parsed, extra = self.parse_known_args(args, namespace)
        if extra:
            command = self.commands.get(getattr(parsed, "command", None) or "", self)
            command.error(_("unrecognized arguments: %s") % quote(" ".join(extra)))
        return parsed


def one_line(message: str) -> str:
    """`message` on one line, long quoted inputs cut short, the whole line capped."""
    line = " ".join(str(message).split())
    line = _QUOTED.sub(lambda m: quote(m.group(1), LINE_QUOTE_LIMIT), line)
    return line if len(line) <= LINE_LIMIT else line[:LINE_LIMIT - 3] + "..."


# GameConfig fields and the flags that set them, for `config_problem`.
CONFIG_FLAGS = {
    "players": "--players", "deck": "--deck", "ruleset": "--ruleset", "variant": "--variant",
    "seed": "--seed", "starting_gold": "--starting-gold", "gold_per_player": "--gold-per-player",
    "end_players_left": "--end-players-left", "end_gold": "--end-gold",
    "max_gambits": "--max-gambits",
    # the table's optional rules (rules/ABILITIES.md section 5)
    "time_limit_minutes": "--time-limit", "hole_to_winner": "--hole-to-house",
    "hole_odd_coins": "--hole-odd-coins",
}


def config_problem(err: ValidationError, flags: Mapping[str, str] = CONFIG_FLAGS) -> str:
    """What pydantic found wrong in a GameConfig, said with the flags a user typed
    ("--starting-gold: must be at least 1, not -5") instead of field names."""
    return "; ".join(_problem(e, flags) for e in err.errors())


def _pydantic_words(error: Mapping[str, Any]) -> str:
    """A finding's words: the phrase of the rules' ConfigError it wraps, said in the
    table's language, else pydantic's message without its prefix."""
    phrase = getattr(error.get("ctx", {}).get("error"), "phrase", None)
    if phrase is not None:
        from tda.words import render  # only here: a config was read, pydantic is loaded
        return render(phrase)
    return str(error["msg"]).removeprefix("Value error, ")


def _problem(error: Mapping[str, Any], flags: Mapping[str, str]) -> str:
    message = _pydantic_words(error)
    if error["type"] == "greater_than_equal":
        message = _("must be at least {bound}, not {value}").format(
            bound=error["ctx"]["ge"], value=repr(error["input"]))
    for field, flag in flags.items():  # field names inside a message ("give starting_gold or...")
        if "_" in field:
            message = re.sub(rf"\b{field}\b", flag, message)
    loc = error.get("loc") or ()
    blamed = flags.get(str(loc[0])) if loc else None
    return f"{blamed}: {message}" if blamed else message
