"""Each game's part of the `tda` command line, and what the games share there.

The command line (`tda.cli`) names no game. Every game found in the entry point
group (`tda.game_entries`) may hand over a `GameCommandLine` as its entry module's
`COMMAND_LINE`: the flags it adds to play, story, sim, tournament and bench (a deck,
a level, gold rules), and how those commands play it. A game that hands over none
gets this module's `GameCommandLine`, which plays it through its registry entry
alone (`config_for`, `make_bot`, `story`), with a level-like option if it names one.

All the games' flags go into one parser per command, each flag noted with the games
that take it; a flag given for a game that does not take it is refused in one line,
never silently ignored. A game's flags default to None, so "given" is "not None".

Like `tda.cli`, this module imports only the standard library and the CLI's light
modules at the top: `tda --help` must stay quick (issue 19).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from tda.cli_args import SEED_LIMIT, UsageError, power_words
from tda.game_entries import DEFAULT_GAME, game_entries
from tda.i18n import N_, _
from tda.text import quote, safe_name

if TYPE_CHECKING:
    from tda.table.registry import AnyGame
    from tda.table.session import Seat
    from tda.table.tournament import Tournament

COMMAND_LINE = "COMMAND_LINE"  # what an entry module names its game's part by
OWNERS = "game_flags"  # where a parser keeps which games take each game flag


class GameFlags:
    """One command's parser as the games fill it: which game added which flag."""

    def __init__(self, parser: argparse.ArgumentParser, games: int) -> None:
        self.parser = parser
        self.several = games > 1  # then a flag's help says which game takes it
        self.actions: dict[str, argparse.Action] = {}  # by option string
        self.owners: dict[str, tuple[str, list[str]]] = {}  # dest: (flag, game names)
        parser.set_defaults(**{OWNERS: self.owners})

    def add(self, part: GameCommandLine, *names: str, **kwargs: Any) -> None:
        """Add a game's flag, or note that one more game takes a flag already added
        (the first game's help then stands)."""
        known = self.actions.get(names[0])
        if known is None:
            if kwargs.get("default") is not None:  # a programmer's error, not a refusal
                raise TypeError(f"{names[0]}: a game's flag defaults to None (given: "
                                 "not None); the game fills in its default")
            known = self.parser.add_argument(*names, **kwargs)
            for name in names:
                self.actions[name] = known
            self.owners[known.dest] = (names[0], [])
        self.owners[known.dest][1].append(part.name)


class Flags:
    """What a game's `add_flags` is handed: `add` is argparse's `add_argument` (the
    flag noted as the game's; two games adding the same flag share it), `only` puts
    "; <the game> only" after a help when the parser serves several games."""

    def __init__(self, flags: GameFlags, part: GameCommandLine) -> None:
        self._flags = flags
        self._part = part

    def add(self, *names: str, **kwargs: Any) -> None:
        self._flags.add(self._part, *names, **kwargs)

    def only(self, help: str) -> str:
        if not self._flags.several:
            return help
        return _("{help}; {only}").format(help=help, only=_("{game} only").format(
            game=self._part.said_title()))


class GameCommandLine:
    """A game's part of the command line. Subclass it in the game's package (its
    module must stay light: import the game's rules inside the methods) and name an
    instance `COMMAND_LINE` in the entry module; every method has a plain default
    that plays the game through its registry entry."""

    title = ""  # as players call it, marked N_; "" for the registry entry's title
    story_bots = "random"  # the bots `tda story` seats when none are named
    # The config option a flag of the same name sets (a level); `--<option>` then
    # takes comma-separated setups in a tournament and names what bench measures.
    option: str | None = None
    examples: tuple[str, ...] = ()  # commands the top-level help shows, as typed

    def __init__(self, name: str) -> None:
        self.name = name  # the game's registry name

    # -- the parser (light: no rules imported) --------------------------------------

    def add_flags(self, command: str, flags: Flags) -> None:
        """Add this game's own flags to `command`'s parser (play, story, sim,
        tournament or bench; `tda host` takes play's)."""

    def bots_help(self, command: str) -> str | None:
        """Which bots the game seats, for the help of story's, sim's and tournament's
        --bots (None: nothing to add)."""
        return None

    def refusal(self, flag: str, game: str, owners: Sequence[str]) -> str:
        """What is said when `flag`, one of this game's, is given with another game
        (`game`: its title, said; `owners`: the titles of every game taking the flag)."""
        return _("{flag}: a {default} option; {game} does not take it").format(
            flag=flag, default=owners[0], game=game)

    # -- what the commands play ------------------------------------------------------

    def game(self) -> AnyGame:
        from tda.table.registry import get_game
        return get_game(self.name)

    def said_title(self) -> str:
        return _(self.title) if self.title else _(self.game().title)

    def plain_title(self) -> str:
        """The title, said, without loading the game (its name if it gives none)."""
        return _(self.title) if self.title else self.name

    def option_flag(self) -> str:
        return f"--{(self.option or 'game').replace('_', '-')}"

    def options(self, args: argparse.Namespace, command: str) -> dict[str, Any]:
        """`config_for`'s options from this game's flags."""
        if self.option is None or getattr(args, self.option, None) is None:
            return {}
        return {self.option: getattr(args, self.option)}

    def config(self, args: argparse.Namespace, seed: int, players: int) -> Any:
        """A bot game's config from the flags, or a UsageError naming the flag at fault."""
        return self.game_config(seed, players, self.options(args, args.command))

    def game_config(self, seed: int, players: int, options: dict[str, Any]) -> Any:
        """A bot game's config with these `config_for` options, or a UsageError naming
        the game's option flag."""
        from tda.table.errors import TdaError
        try:
            return self.game().config_for(seed, players, **options)
        except (TdaError, ValueError) as err:
            raise flag_refused(self.option_flag(), err) from None

    def check_bots(self, names: Sequence[str], flag: str) -> None:
        """Build each bot once, so an unknown name or a bad option fails before any game."""
        game = self.game()
        for name in names:
            try:
                game.make_bot(name)
            except ValueError as err:  # ConfigError included
                raise flag_refused(flag, err) from None

    def check_seats(self, count: int, flag: str, lineup: bool = False) -> None:
        low, high = self.game().players
        if not low <= count <= high:
            said = (_("{flag}: a lineup of {count} bots; {game} seats {low} to {high}")
                    if lineup else _("{flag}: {game} seats {low} to {high}, not {count}"))
            raise UsageError(said.format(flag=flag, count=count, game=self.said_title(),
                                         low=low, high=high))

    def bot_names(self, args: argparse.Namespace) -> list[str]:
        """`--bots` for story and sim: names cycled over the seats, each built once."""
        default = self.story_bots if args.command == "story" else "random"
        names = names_in(default if args.bots is None else args.bots, "--bots", "bot")
        if len(names) > args.players:  # the extra ones would never play: say so
            raise UsageError(_("--bots: {count} bots for {players} seats; give at most "
                               "{players} (they are cycled over the seats)").format(
                                   count=len(names), players=args.players))
        self.check_bots(names, "--bots")
        return names

    def story(self, args: argparse.Namespace) -> int:
        """`tda story`: bots play one game; its story is printed."""
        from tda.table.session import play_bots
        self.check_seats(args.players, "--players")
        names = self.bot_names(args)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        config = self.config(args, seed, args.players)
        seats = [names[i % len(names)] for i in range(args.players)]
        game = self.game()
        state = play_bots(config, [game.make_bot(name) for name in seats])
        head, _sep, story = game.story(state.record(), state).partition("\n")
        bots = ", ".join(f"{safe_name(player)} {name}" for player, name
                         in zip(state.names, seats, strict=True))
        sys.stdout.write(f"{head}\n" + _("Bots: {bots}").format(bots=bots) + f"\n{story}")
        return 0

    def sim(self, args: argparse.Namespace) -> int:
        """`tda sim`: many seeded bot games, the game's invariants checked."""
        from rich.console import Console
        from rich.progress import Progress

        from tda.table.sim import simulate
        self.check_seats(args.players, "--players")
        names = self.bot_names(args)
        seed = args.seed if args.seed is not None else 0
        check_seed_run(seed, args.games, "--games")
        options = self.options(args, "sim")
        self.config(args, seed, args.players)  # every check before any game
        console = Console(stderr=args.json)
        with Progress(console=console, transient=args.json) as progress:
            task = progress.add_task(_("Simulating"), total=args.games)
            summary = simulate(args.games, args.players, bots=names, seed=seed,
                               check_invariants=not args.no_check, game=self.name,
                               progress=lambda done: progress.update(task, completed=done),
                               **options)
        if args.json:
            data = summary.to_dict()
            for failure in data["failures"]:
                failure.pop("trace", None)
            print(json.dumps(data, indent=2))
        else:
            self.print_sim(console, summary, names, seed, args.no_check)
        return 1 if summary.failures else 0

    def print_sim(self, console: Any, summary: Any, names: list[str], seed: int,
                  no_check: bool) -> None:
        console.print(_("{games} {game} games, {players} players, seeds {first}..{last}").format(
            games=summary.games, game=self.said_title(), players=summary.players,
            first=seed, last=seed + summary.games - 1), markup=False)
        for seat, share in enumerate(summary.win_share):
            console.print(_("seat {seat} ({bot}): win share {share}").format(
                seat=seat, bot=names[seat % len(names)], share=f"{share:.1%}"), markup=False)
        print_sim_end(console, summary, no_check)

    def tournament(self, args: argparse.Namespace, lineup: list[str]) -> Tournament:
        """The Tournament the flags ask for, every name and count checked before a
        game: each of `--<option>`'s setups played with the same deals."""
        from tda.table.tournament import Tournament
        self.check_seats(len(lineup), "--bots", lineup=True)
        option = self.option
        if option is None:
            raise UsageError(_("--game: {game} has no setups for a tournament to "
                               "compare").format(game=self.said_title()))
        given = getattr(args, option, None)
        levels: list[str | None] = [None]  # None: the game's plain setup
        if given is not None:
            levels = list(setups_in(given, self.option_flag(), option))
        check_seed_run(args.seed, args.deals, "--deals")
        check_record(args)
        self.check_bots(lineup, "--bots")
        setups = []
        for level in levels:
            config = self.game_config(args.seed, len(lineup), {} if level is None
                                      else {option: level})
            setups.append(getattr(config, option))
        return Tournament(lineup, setups, args.deals, args.seed, game=self.name, setup=option)

    def bench(self, args: argparse.Namespace) -> tuple[dict[str, Any], str]:
        """`tda bench`: the options `tda.bench.run_all` plays with, and the setup
        measured in a few words (for the table's title)."""
        self.check_seats(args.players, "--players")
        config = self.config(args, 0, args.players)
        if self.option is None:
            return {}, _("plain game")
        value = getattr(config, self.option)
        return {self.option: value}, _("{level} game").format(level=value)

    def check_play(self, args: argparse.Namespace) -> None:
        """`tda play`'s options, checked before the seats are (a bad level is said
        even when no seat is given)."""
        if self.options(args, "play"):
            self.config(args, 0, self.game().players[0])

    def play_config(self, args: argparse.Namespace, seats: list[Seat], seed: int) -> Any:
        """The config `tda play --seat ...` plays (the seats are counted and parsed)."""
        from pydantic import ValidationError

        from tda.words.table import refusal
        try:
            return self.game().config_class(players=[s.name for s in seats], seed=seed,
                                            **self.options(args, "play"))
        except ValidationError as err:
            raise UsageError(_("{flag}: {why}").format(flag="--seat", why=refusal(err))) from None


def print_sim_end(console: Any, summary: Any, no_check: bool) -> None:
    """A sim's last lines: each failed seed, else that every check held."""
    for failure in summary.failures:
        console.print(_("[red]FAILED[/] seed {seed}: {error}").format(
            seed=failure["seed"], error=failure["error"]))
    if not summary.failures:
        console.print(_("invariants held in every game") if not no_check else _("no errors"))


# -- finding the games' parts --------------------------------------------------------

@cache
def command_lines() -> tuple[GameCommandLine, ...]:
    """Every game's part, the default game's first, from the entry points alone (no
    game's rules are loaded: the entry modules of tda's own games are light). Read
    once per process, as the registry loads its games once: a parser and the command
    it runs ask for them several times, and each read scans the installed metadata."""
    parts: dict[str, GameCommandLine] = {}
    for entry in game_entries():
        module = importlib.import_module(entry.module)
        part = getattr(module, COMMAND_LINE, None)
        if part is None and entry.name is not None:
            part = GameCommandLine(entry.name)
        if isinstance(part, GameCommandLine) and part.name not in parts:
            parts[part.name] = part
    return tuple(sorted(parts.values(), key=lambda part: part.name != DEFAULT_GAME))


def part_for(name: str) -> GameCommandLine:
    """A game's part by name; a game registered another way (a test's own) gets the
    plain part."""
    for part in command_lines():
        if part.name == name:
            return part
    return GameCommandLine(name)


def add_game_flags(parser: argparse.ArgumentParser, command: str) -> None:
    """Every game's own flags for `command`, each noted with the games that take it."""
    parts = command_lines()
    flags = GameFlags(parser, len(parts))
    for part in parts:
        part.add_flags(command, Flags(flags, part))


def games_help() -> str:
    """--game's help: the games there are, the default first."""
    names = [part.name for part in command_lines()]
    return _("the game: {games} (default: {default})").format(
        games=", ".join(names), default=DEFAULT_GAME)


def bots_help(command: str) -> str:
    """What each game says of its bots, for --bots's help."""
    return "; ".join(filter(None, (part.bots_help(command) for part in command_lines())))


def chosen(args: argparse.Namespace) -> tuple[AnyGame, GameCommandLine]:
    """The game `--game` names and its part; a flag of another game's given with it
    is refused, not ignored."""
    game = game_named(args.game)
    part = part_for(game.name)
    owners: dict[str, tuple[str, list[str]]] = getattr(args, OWNERS, {})
    for dest, (flag, names) in owners.items():
        if game.name not in names and getattr(args, dest, None) is not None:
            titles = [part_for(name).said_title() for name in names]
            raise UsageError(part_for(names[0]).refusal(flag, _(game.title), titles))
    return game, part


def joined(words: Sequence[str]) -> str:
    """"A and B", "A, B and C": a list said as a sentence says it."""
    if len(words) < 2:
        return "".join(words)
    return _("{first} and {second}").format(first=", ".join(words[:-1]), second=words[-1])


def given_game_flags(args: argparse.Namespace) -> list[str]:
    """The game flags given, in the parser's order."""
    owners: dict[str, tuple[str, list[str]]] = getattr(args, OWNERS, {})
    return [flag for dest, (flag, _names) in owners.items()
            if getattr(args, dest, None) is not None]


# -- what the games' parts share --------------------------------------------------------

def game_named(name: str | None, flag: str = "--game") -> AnyGame:
    from tda.table.registry import UnknownGameError, get_game
    try:
        return get_game(name)
    except UnknownGameError as err:
        raise flag_refused(flag, err) from None


def flag_refused(flag: str, err: BaseException) -> UsageError:
    """A value the rules refused, blamed on the flag that gave it: the rules' phrase
    said in the table's language where the error carries one (issue 29.1)."""
    return UsageError(_("{flag}: {why}").format(flag=flag, why=why(err)))


def why(err: BaseException) -> str:
    if getattr(err, "phrase", None) is None:
        return str(err)
    from tda.words.table import refusal
    return refusal(err)


# What `names_in` says of a list of bots, decks or levels with no name or an empty one.
_NAME_WORDS = {
    "bot": (N_("{flag}: name at least one bot"), N_("{flag}: an empty bot name in {text}")),
    "deck": (N_("{flag}: name at least one deck"), N_("{flag}: an empty deck name in {text}")),
    "level": (N_("{flag}: name at least one level"),
              N_("{flag}: an empty level name in {text}")),
}


def names_in(text: str, flag: str, what: str) -> list[str]:
    """A comma-separated list typed after `flag`; an empty entry is a typo, not a default."""
    names = [name.strip() for name in text.split(",")]
    none, empty = _NAME_WORDS[what]
    if not any(names):
        raise UsageError(_(none).format(flag=flag))
    if not all(names):
        raise UsageError(_(empty).format(flag=flag, text=quote(text)))
    return names


def setups_in(text: str, flag: str, what: str) -> list[str]:
    """--decks or --level: names each played with the same deals, none twice."""
    names = names_in(text, flag, what)
    twice = next((d for i, d in enumerate(names) if d in names[:i]), None)
    if twice is not None:  # its games would be played and counted twice
        raise UsageError(_("{flag}: {name} is named twice").format(flag=flag, name=quote(twice)))
    return names


def check_seed_run(first: int, count: int, flag: str) -> None:
    """Game i plays seed first + i; past 2**64-1 the engine would deal earlier seeds' cards."""
    room = SEED_LIMIT - first + 1
    if count > room:
        raise UsageError(_("{flag}: at most {room} from seed {first} (seeds stop at {last}), "
                           "not {count}").format(flag=flag, room=room, first=first,
                                                 last=power_words(SEED_LIMIT), count=count))


def check_record(args: argparse.Namespace) -> None:
    if args.record is not None:  # it is appended to: a save there would be lost
        from tda.table.export import check_not_in_saves
        check_not_in_saves("--record", args.record)

