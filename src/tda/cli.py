"""The `tda` command line: play, resume, replay, export, story, sim, tournament, bench.

Start-up time matters here (`tda --help` within 150 ms, issue 19), so this module
imports only the standard library, `tda.cli_args` and `tda.text` at the top: each
command imports what it needs (the engine, pydantic, the bots, Textual) when it
runs, and the parser fills in only the options of the command typed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Collection
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tda.cli_args import (
    CONFIG_FLAGS,
    GAMBIT_LIMIT,
    GOLD_LIMIT,
    GOLD_PER_PLAYER_LIMIT,
    MATCH_GAMES,
    SEED_LIMIT,
    TABLE_GOLD_LIMIT,
    TIME_LIMIT_MINUTES,
    OneLineParser,
    UsageError,
    config_problem,
    gold_amounts,
    one_line,
    power_words,
    seconds,
    whole_number,
)
from tda.cli_net import add_commands as add_net_commands
from tda.cli_net import cmd_host, cmd_join, cmd_verify
from tda.cli_words import argparse_speaks
from tda.i18n import N_, _, ngettext
from tda.text import fold_wide, quote, safe_name

if TYPE_CHECKING:
    from tda.engine import GameConfig
    from tda.table.session import Seat
    from tda.table.tournament import Tournament


def _deck_names() -> list[str]:
    from tda.cards import DECKS
    return sorted(DECKS) + [_("legendary:OPTION (pick-em, show-em, druids-party, traditional, "
                              "custom=ID,ID..., combined with +show-em)"),
                            _("a deck file (PATH.toml)")]


# Said in the help of each flag another game refuses (through `_only`).
TDA_ONLY = N_("Three-Dragon Ante only")


def _only(help: str, only: str | None) -> str:
    """A flag's help with the note of which game takes it ("...; Three-Dragon Ante only")."""
    return help if only is None else _("{help}; {only}").format(help=help, only=_(only))


def _add_deck_options(p: argparse.ArgumentParser, default: str | None = "original") -> None:
    # default None: a --deck given with another game is seen (and refused), not ignored
    from tda.engine import RULESETS
    deck_help = (_("card set to play with: {decks} (default: original)") if default is not None
                 else _("card set to play with: {decks} (default: original; Three-Dragon Ante "
                        "only)"))
    p.add_argument("--deck", default=default, metavar="NAME",
                   help=deck_help.format(decks=", ".join(_deck_names())))
    rules_help = (_("table rules: {rulesets} (default: the deck's own)") if default is not None
                  else _("table rules: {rulesets} (default: the deck's own; Three-Dragon Ante "
                         "only)"))
    p.add_argument("--ruleset", default=None, metavar="NAME",
                   help=rules_help.format(rulesets=", ".join(sorted(RULESETS))))


def _add_players(p: argparse.ArgumentParser) -> None:
    p.add_argument("--players", type=whole_number(2, 6), default=4, metavar="N",
                   help=_("seats, 2 to 6 (default 4)"))


def _add_seed(p: argparse.ArgumentParser, default: int | None, help: str) -> None:
    """`help`: the whole help, its range (0 to 2**64-1) included."""
    p.add_argument("--seed", type=whole_number(0, SEED_LIMIT), default=default, help=help)


def _add_max_gambits(p: argparse.ArgumentParser, help: str) -> None:
    p.add_argument("--max-gambits", type=whole_number(1, GAMBIT_LIMIT), default=None,
                   metavar="N", help=help)


def _add_gold_and_end_options(p: argparse.ArgumentParser, only: str | None = None) -> None:
    p.add_argument("--starting-gold", type=gold_amounts(1, GOLD_LIMIT), default=None,
                   metavar="G[,G...]",
                   help=_only(_("the gold each player starts with, 1 to {limit}, or one amount "
                                "per seat separated by commas (default: the ruleset's)").format(
                                    limit=GOLD_LIMIT), only))
    p.add_argument("--gold-per-player", type=whole_number(1, GOLD_PER_PLAYER_LIMIT), default=None,
                   metavar="G",
                   help=_only(_("each player starts with G gold times the number of players, "
                                "1 to {limit} (Legendary: 12 or 15 for game-and-a-half, 8 for a "
                                "quick 'pure roleplay' game)").format(
                                    limit=GOLD_PER_PLAYER_LIMIT), only))
    p.add_argument("--end-players-left", type=whole_number(1, 5), default=None, metavar="N",
                   help=_only(_("optional rule: a player whose hoard empties leaves and play "
                                "goes on until N players remain (fewer than the players)"), only))
    p.add_argument("--end-gold", type=whole_number(1, TABLE_GOLD_LIMIT), default=None, metavar="G",
                   help=_only(_("optional rule: end after a gambit in which someone holds G "
                                "gold"), only))
    _add_max_gambits(p, _only(_("optional rule: end after N gambits, 1 to {limit}").format(
        limit=f"{GAMBIT_LIMIT:,}"), only))


def _add_game_flag(p: argparse.ArgumentParser, level_help: str | None = None,
                   level_metavar: str = "NAME") -> None:
    p.add_argument("--game", default=None, metavar="NAME",
                   help=_("the game: three-dragon-ante (default) or dragonmaster"))
    if level_help is not None:
        p.add_argument("--level", default=None, metavar=level_metavar,
                       help=_("{help}; Dragonmaster only").format(help=level_help))


LEVEL_HELP = N_("Dragonmaster's level: basic (default), advanced or expert")


def _add_game_options(p: argparse.ArgumentParser) -> None:
    _add_game_flag(p, _(LEVEL_HELP))
    _add_deck_options(p, default=None)
    _add_players(p)
    _add_seed(p, None, _("game seed (default: random for story, 0 for sim); 0 to 2**64-1"))
    _add_gold_and_end_options(p, TDA_ONLY)
    p.add_argument("--bots", default=None, metavar="NAMES",
                   help=_("comma-separated bot names, cycled over the seats (default: random; "
                          "a Dragonmaster story: heuristic; Dragonmaster seats random, "
                          "heuristic, easy, normal, hard and search[:KEY=NUMBER...])"))


def build_parser(only: Collection[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. `only`: the commands whose options are filled in
    (None: all). Every command is named either way, so `tda --help` lists them all;
    the options of play, story and sim name the decks, rulesets and bots, which
    means reading the card data, so `main` fills in only the command typed.

    Its words are said in the table's language when it is built (`main` picks the
    language first); argparse's own, within `argparse_speaks`."""
    def wanted(command: str) -> bool:
        return only is None or command in only

    parser = OneLineParser(
        prog="tda", description=_(
            "Three-Dragon Ante and Dragonmaster at the terminal. With no "
            "command, the setup screen opens; `tda play --seat ...` starts a game straight away. "
            "story, sim, tournament and bench play Three-Dragon Ante unless --game dragonmaster "
            "(then --level picks the level, and the deck, rules and gold flags are refused); "
            "resume, replay and export read the game from the save."),
        epilog=_("examples: {examples}").format(examples=" | ".join((
            "tda play --seat Ann --seat bot:random --seat bot:random",
            "tda play --deck original --seat Ann --seat Bob --seed 7",
            "tda sim --games 500 --players 5", "tda bench",
            "tda tournament --bots hard,heuristic,heuristic,heuristic --deals 20",
            "tda sim --game dragonmaster --level advanced --games 100",
            "tda resume --list"))))
    # Read by main before parsing (_speak), before or after the command; named here
    # so that --help tells of it.
    parser.add_argument("--lang", metavar="LANG", help=_(
        "the language tda speaks (en, or qps for tests); else TDA_LANG, else the locale"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parser.commands = sub.choices  # so an unknown flag is blamed on its command
    play = sub.add_parser(
        "play", help=_("open the table (with --seat flags, skip the setup screen)"),
        description=_(
            "Play at the terminal. Give --seat flags to skip the setup screen (2 to 6; "
            "3 or 4 for Dragonmaster): a name is a human player, bot:LEVEL (or "
            "bot:LEVEL:NAME) is a bot; bot options go between level and name, e.g. "
            "{example}.").format(example="bot:ismcts:seconds=4:opponents=1:deepen=1:Smaug"))
    if wanted("play"):
        _add_table_options(play)
    story = sub.add_parser("story", help=_("bots play one game; print its story (no screen)"))
    if wanted("story"):
        _add_game_options(story)
        story.add_argument("--games", type=whole_number(1, MATCH_GAMES), default=None,
                           metavar="N", help=_only(_(
                               "optional rule (Emperor's Gambit): a match of N games in a row, "
                               "1 to {limit}, all dealt from --seed; the most gold summed over "
                               "the games wins").format(limit=MATCH_GAMES), TDA_ONLY))
    sim = sub.add_parser("sim", help=_("run many seeded bot games and check the engine's "
                                       "invariants"))
    if wanted("sim"):
        _add_game_options(sim)
    sim.add_argument("--games", type=whole_number(1, SEED_LIMIT + 1), default=100, metavar="N",
                     help=_("games to play, one per seed from --seed on (default 100)"))
    sim.add_argument("--no-check", action="store_true",
                     help=_("skip the per-step invariant checks"))
    sim.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    resume = sub.add_parser(
        "resume", help=_("continue an unfinished game (lists them to choose from)"),
        description=_("Continue an unfinished game of any game: a save file names its game. "
                      "With no file, the resume screen lists every unfinished game."))
    resume.add_argument("file", nargs="?", type=Path,
                        help=_("a save file to continue, or its name in the saves folder "
                               "(as quitting prints it)"))
    resume.add_argument("--last", action="store_true", help=_("continue the most recent game"))
    resume.add_argument("--list", action="store_true",
                        help=_("only list unfinished games (game, setup, progress, date, seats)"))
    resume.add_argument("--game", default=None, metavar="NAME",
                        help=_("with --list or --last: only games of three-dragon-ante or "
                               "dragonmaster"))
    resume.add_argument("--speed", default=None, choices=["instant", "fast", "normal", "slow"],
                        help=_("how fast bots move (default: the speed last chosen, else "
                               "normal)"))
    replay_p = sub.add_parser(
        "replay", help=_("step through a saved game (with no file: list finished games)"),
        description=_(
            "Step through a saved game of any game (the file names its game): a "
            "finished game with every hand shown, an unfinished one with hands hidden unless "
            "--reveal. With no file, list the finished games in the saves folder."))
    replay_p.add_argument("file", type=Path, nargs="?",
                          help=_("a save file, its name in the saves folder (as the game's end "
                                 "or quitting prints it), or an exported record"))
    replay_p.add_argument("--reveal", action="store_true",
                          help=_("show hands even though the game is unfinished"))
    replay_p.add_argument("--match-game", type=whole_number(1, MATCH_GAMES), default=None,
                          metavar="N", help=_("a match's save: step through its game N "
                                              "(default: the last one played)"))
    export = sub.add_parser(
        "export", help=_("write a saved game's record (JSON) and story (text)"),
        description=_(
            "Write a saved game's record and story, for any game (the file names its "
            "game). An unfinished game's record and story would show hidden cards, so it needs "
            "--reveal."))
    export.add_argument("file", type=Path,
                        help=_("a save file, or its name in the saves folder"))
    export.add_argument("--json", type=Path, metavar="OUT",
                        help=_("write the engine record here"))
    export.add_argument("--story", type=Path, metavar="OUT", help=_("write the story here"))
    export.add_argument("--reveal", action="store_true",
                        help=_("allow exporting an unfinished game's hidden cards"))
    export.add_argument("--match-game", type=whole_number(1, MATCH_GAMES), default=None,
                        metavar="N", help=_("a match's save holds every game of the match; "
                                            "export writes one: its game N (default: the last "
                                            "one played)"))
    export.add_argument("--force", action="store_true",
                        help=_("replace an existing output file (never a save)"))
    _add_tournament_parser(sub)
    bench = sub.add_parser(
        "bench", help=_("measure engine speed (random play, clone, determinize)"),
        description=_(
            "Measure a game's engine on one core: random play (actions and games per "
            "second), clone() and determinize() of a mid-game state."))
    _add_game_flag(bench, _(LEVEL_HELP))
    bench.add_argument("--seconds", type=seconds(), default=3.0,
                       help=_("time per measurement, above 0 and at most an hour (default 3)"))
    _add_players(bench)
    bench.add_argument("--deck", default=None, metavar="NAME",
                       help=_("card set (default original; Three-Dragon Ante only)"))
    bench.add_argument("--ruleset", default=None, metavar="NAME",
                       help=_("table rules (default: the deck's; Three-Dragon Ante only)"))
    bench.add_argument("--json", action="store_true", help=_("print the figures as JSON"))
    add_net_commands(sub, wanted, _add_table_options)  # tda host, tda join (cli_net.py)
    return parser


def _add_tournament_parser(sub) -> None:
    p = sub.add_parser(
        "tournament", help=_("measure bots against each other (duplicate seating, win shares)"),
        description=_(
            "Play every deal once per seat rotation (duplicate play), then report each "
            "bot's win share with a 95% Wilson interval, its average gold (Dragonmaster: "
            "crystal) change and its think time per decision. A bot may carry options: "
            "{examples} (no time limit: deterministic).").format(
                examples="ismcts:seconds=4, ismcts:iterations=500:seconds=0"))
    _add_game_flag(p, _("comma-separated Dragonmaster levels, each played with the same "
                        "deals: basic (default), advanced, expert"), level_metavar="NAMES")
    p.add_argument("--bots", default="heuristic,random,random,random", metavar="NAMES",
                   help=_("comma-separated lineup, one bot per seat (default: "
                          "heuristic,random,random,random); its length is the player count "
                          "(Dragonmaster: 3 or 4, bots random, heuristic, "
                          "search[:KEY=NUMBER...])"))
    p.add_argument("--decks", default=None, metavar="NAMES",
                   help=_("comma-separated decks, each played with the same deals (default: "
                          "original; Three-Dragon Ante only)"))
    p.add_argument("--ruleset", default=None, metavar="NAME",
                   help=_("table rules (default: each deck's own; Three-Dragon Ante only)"))
    p.add_argument("--deals", type=whole_number(1, SEED_LIMIT + 1), default=10, metavar="N",
                   help=_("deals per deck (Dragonmaster: per level); each is played once per "
                          "seat rotation (default 10)"))
    _add_seed(p, 0, _("seed of the first deal (default 0); 0 to 2**64-1"))
    _add_max_gambits(p, _("optional rule: end each game after N gambits, 1 to {limit} "
                          "(Three-Dragon Ante only)").format(limit=f"{GAMBIT_LIMIT:,}"))
    p.add_argument("--jobs", type=whole_number(1), default=1, metavar="N",
                   help=_("games played in parallel, each worker on a core of its own; never "
                          "more workers than games or cores (default 1)"))
    p.add_argument("--record", type=Path, default=None, metavar="FILE",
                   help=_("keep each finished game in FILE (JSON lines); run the same command "
                          "again with it to play only the games still missing"))
    p.add_argument("--json", action="store_true", help=_("print the report as JSON"))


def _add_table_options(p: argparse.ArgumentParser) -> None:
    from tda.games.three_dragon_ante.bots import DESCRIPTIONS
    p.add_argument("--seat", action="append", default=[], metavar="SEAT",
                   help=_("a seat, in order: a human's name, or bot:LEVEL[:KEY=NUMBER...][:NAME] "
                          "with LEVEL one of {levels}").format(
                              levels=", ".join(sorted(DESCRIPTIONS))))
    p.add_argument("--game", default=None, metavar="NAME",
                   help=_("the game: three-dragon-ante (default) or dragonmaster"))
    p.add_argument("--level", default=None, metavar="NAME",
                   help=_("Dragonmaster's level: basic (default), advanced, expert"))
    _add_deck_options(p)
    p.add_argument("--variant", default=None, metavar="NAME",
                   help=_("deck option, for decks that have them: Legendary deck building "
                          "(pick-em, show-em, ...), theme-deck swaps (avandras-hand: "
                          "gold-for-bronze, gold-for-iron; age-of-mortals: bronze-for-copper)"))
    _add_seed(p, None, _("game seed (default: random, shown on screen); 0 to 2**64-1"))
    _add_gold_and_end_options(p)
    _add_table_rules(p)
    p.add_argument("--speed", default=None, choices=["instant", "fast", "normal", "slow"],
                   help=_("how fast bots move (default: the speed last chosen, else normal)"))


def _add_table_rules(p: argparse.ArgumentParser) -> None:
    """The table's optional rules (rules/ABILITIES.md section 5), for `play`."""
    p.add_argument("--time-limit", type=whole_number(1, TIME_LIMIT_MINUTES), default=None,
                   metavar="MINUTES", dest="time_limit_minutes",
                   help=_("optional rule: after MINUTES of play (1 to {limit}; the clock stops "
                          "while the game is closed) the table calls time: the gambit under "
                          "way and one more are played").format(limit=TIME_LIMIT_MINUTES))
    p.add_argument("--games", type=whole_number(1, MATCH_GAMES), default=None, metavar="N",
                   help=_only(_("optional rule (Emperor's Gambit): a match of N games in a row, "
                                "1 to {limit}, the same seats each game, each dealt from the "
                                "match's seed (--seed); the most gold summed over the games "
                                "wins").format(limit=MATCH_GAMES), TDA_ONLY))
    p.add_argument("--hole-to-house", action="store_const", const=False, default=None,
                   dest="hole_to_winner",
                   help=_("Legendary option 'hole in the house': the gold in the hole goes to "
                          "the house, not to the winner"))
    p.add_argument("--hole-odd-coins", default=None, choices=["winners", "broke"],
                   help=_("Legendary option: the hole's odd coins between tied winners go to "
                          "the winners clockwise (default) or to the players left broke"))


# GameConfig fields set by flags, and given only when the flag is (None: not given).
_OPTION_KEYS = ("starting_gold", "gold_per_player", "end_players_left", "end_gold",
                "max_gambits", "time_limit_minutes", "hole_to_winner", "hole_odd_coins")


def _options(args) -> dict:
    return {k: getattr(args, k) for k in _OPTION_KEYS if getattr(args, k, None) is not None}


def _names(text: str, flag: str, what: str) -> list[str]:
    """A comma-separated list typed after `flag`; an empty entry is a typo, not a default."""
    names = [name.strip() for name in text.split(",")]
    none, empty = _NAME_WORDS[what]
    if not any(names):
        raise UsageError(_(none).format(flag=flag))
    if not all(names):
        raise UsageError(_(empty).format(flag=flag, text=quote(text)))
    return names


# What `_names` says of a list of bots, decks or levels with no name or an empty one.
_NAME_WORDS = {
    "bot": (N_("{flag}: name at least one bot"), N_("{flag}: an empty bot name in {text}")),
    "deck": (N_("{flag}: name at least one deck"), N_("{flag}: an empty deck name in {text}")),
    "level": (N_("{flag}: name at least one level"),
              N_("{flag}: an empty level name in {text}")),
}


def _flag_refused(flag: str, err: BaseException) -> UsageError:
    """A value the rules refused, blamed on the flag that gave it: the rules' phrase
    said in the table's language where the error carries one (issue 29.1)."""
    return UsageError(_("{flag}: {why}").format(flag=flag, why=_why(err)))


def _why(err: BaseException) -> str:
    if getattr(err, "phrase", None) is None:
        return str(err)
    from tda.words.table import refusal
    return refusal(err)


def _check_bots(names: list[str], flag: str) -> None:
    """Build each bot once, so an unknown name or a bad option fails before any game."""
    from tda.engine import ConfigError
    from tda.games.three_dragon_ante.bots import make_bot
    for name in names:
        try:
            make_bot(name)
        except ConfigError as err:
            raise _flag_refused(flag, err) from None


def _bot_names(args: argparse.Namespace) -> list[str]:
    """`--bots` for story and sim: names cycled over the seats, no more names than seats."""
    names = _names("random" if args.bots is None else args.bots, "--bots", "bot")
    if len(names) > args.players:  # the extra ones would never play: say so
        raise UsageError(_("--bots: {count} bots for {players} seats; give at most {players} "
                           "(they are cycled over the seats)").format(count=len(names),
                                                                      players=args.players))
    _check_bots(names, "--bots")
    return names


def _config(seed: int, players: int, ruleset: str | None, deck: str, options: dict,
            flags: dict[str, str] | None = None) -> GameConfig:
    """The GameConfig a command plays, or a UsageError naming the flag at fault."""
    from pydantic import ValidationError

    from tda.table.sim import config_for
    flags = {**CONFIG_FLAGS, **(flags or {})}
    _check_names(deck, ruleset, flags["deck"])
    try:
        return config_for(seed, players, ruleset, deck, **options)
    except ValidationError as err:
        raise UsageError(config_problem(err, flags)) from None


def _check_names(deck: str, ruleset: str | None, deck_flag: str = "--deck") -> None:
    """The deck and ruleset exist. GameConfig checks them too, but all at once, so its
    message cannot say which flag was wrong."""
    from tda.engine import ConfigError, get_ruleset
    from tda.engine.setup import deck_spec
    for flag, check, name in ((deck_flag, deck_spec, deck), ("--ruleset", get_ruleset, ruleset)):
        try:
            if name is not None:
                check(name)
        except ConfigError as err:
            raise _flag_refused(flag, err) from None


def _check_seed_run(first: int, count: int, flag: str) -> None:
    """Game i plays seed first + i; past 2**64-1 the engine would deal earlier seeds' cards."""
    room = SEED_LIMIT - first + 1
    if count > room:
        raise UsageError(_("{flag}: at most {room} from seed {first} (seeds stop at {last}), "
                           "not {count}").format(flag=flag, room=room, first=first,
                                                 last=power_words(SEED_LIMIT), count=count))


# Per command, the flags (argparse names) only Three-Dragon Ante takes: given with
# another game they would be silently ignored, so they are refused instead.
_GOLD_AND_END = ("starting_gold", "gold_per_player", "end_players_left", "end_gold",
                 "max_gambits")
TDA_FLAGS = {
    "story": ("deck", "ruleset", "games", *_GOLD_AND_END),
    "sim": ("deck", "ruleset", *_GOLD_AND_END),
    "tournament": ("decks", "ruleset", "max_gambits"),
    "bench": ("deck", "ruleset"),
}


def _words(game):
    """A game's command-line words and option (its entry's; plain ones for a game
    that brings none)."""
    from tda.table.registry import Presentation
    return game.presentation or Presentation(panel="")


def _level_options(game, level: str | None) -> dict[str, str]:
    """`--level` as the game's own config option (a level), refused for a game that
    has none."""
    if level is None:
        return {}
    option = _words(game).option
    if option is None:
        from tda.table.registry import game_names, get_game
        owners = ", ".join(_(get_game(n).title) for n in game_names()
                           if _words(get_game(n)).option is not None)
        raise UsageError(_("--level: {game} has no levels (it is {owners}'s)").format(
            game=_(game.title), owners=owners))
    return {option: level}


def _default_title() -> str:
    """The default game's name as players say it (whose flags another game refuses)."""
    from tda.table.registry import get_game
    return _(get_game().title)


def _game_named(name: str | None, flag: str = "--game"):
    from tda.table.registry import UnknownGameError, get_game
    try:
        return get_game(name)
    except UnknownGameError as err:
        raise _flag_refused(flag, err) from None


def _chosen_game(args: argparse.Namespace):
    """The registry entry `--game` names; a flag that game does not take (another
    game's deck, rules and gold flags; --level with Three-Dragon Ante) is refused."""
    from tda.table.registry import DEFAULT_GAME
    game = _game_named(args.game)
    _level_options(game, getattr(args, "level", None))
    if game.name == DEFAULT_GAME:
        return game
    for attr in TDA_FLAGS[args.command]:
        if getattr(args, attr) is not None:
            raise _not_taken(f"--{attr.replace('_', '-')}", _(game.title))
    return game


def _not_taken(flag: str, title: str) -> UsageError:
    """A flag of the default game's, given with another game (that would ignore it)."""
    return UsageError(_("{flag}: a {default} option; {game} does not take it").format(
        flag=flag, default=_default_title(), game=title))


def _check_seats(game, count: int, flag: str, lineup: bool = False) -> None:
    low, high = game.players
    if not low <= count <= high:
        said = (_("{flag}: a lineup of {count} bots; {game} seats {low} to {high}") if lineup
                else _("{flag}: {game} seats {low} to {high}, not {count}"))
        raise UsageError(said.format(flag=flag, count=count, game=_(game.title), low=low,
                                     high=high))


def _check_game_bots(game, names: list[str], flag: str) -> None:
    """Build each of the game's bots once: an unknown name or bad option fails first."""
    for name in names:
        try:
            game.make_bot(name)
        except ValueError as err:  # ConfigError included
            raise _flag_refused(flag, err) from None


def _game_config(game, seed: int, players: int, options: dict):
    """A bot game's config with `options` (--level), or a UsageError naming --level."""
    from tda.table.errors import TdaError
    try:
        return game.config_for(seed, players, **options)
    except (TdaError, ValueError) as err:
        raise _flag_refused("--level", err) from None


def _other_game(args):
    """For story and sim: (game, bot names, config options) when `--game` names a game
    other than Three-Dragon Ante, else None; every refusal comes before any game."""
    from tda.table.registry import DEFAULT_GAME
    game = _chosen_game(args)
    if game.name == DEFAULT_GAME:
        return None
    _check_seats(game, args.players, "--players")
    default = _words(game).story_bots if args.command == "story" else "random"
    names = _names(default if args.bots is None else args.bots, "--bots", "bot")
    _check_game_bots(game, names, "--bots")
    options = _level_options(game, args.level)
    _game_config(game, 0, args.players, options)
    return game, names, options


def _deck(args: argparse.Namespace) -> str:
    """Three-Dragon Ante's deck (--deck defaults to None so another game can refuse it)."""
    return args.deck if args.deck is not None else "original"



def _story_other(args, game, names: list[str], options: dict) -> int:
    import random

    from tda.table.session import play_bots
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config = game.config_for(seed, args.players, **options)
    seats = [names[i % len(names)] for i in range(args.players)]
    state = play_bots(config, [game.make_bot(name) for name in seats])
    head, _sep, story = game.story(state.record(), state).partition("\n")
    bots = ", ".join(f"{safe_name(player)} {name}" for player, name
                     in zip(state.names, seats, strict=True))
    sys.stdout.write(f"{head}\n" + _("Bots: {bots}").format(bots=bots) + f"\n{story}")
    return 0


def _sim_other(args, game, names: list[str], options: dict) -> int:
    from tda.table.sim import simulate
    seed = args.seed if args.seed is not None else 0
    _check_seed_run(seed, args.games, "--games")
    summary = simulate(args.games, args.players, bots=names, seed=seed,
                       check_invariants=not args.no_check, game=game.name, **options)
    if args.json:
        data = summary.to_dict()
        for failure in data["failures"]:
            failure.pop("trace", None)
        print(json.dumps(data, indent=2))
        return 1 if summary.failures else 0
    print(_("{games} {game} games, {players} players, seeds {first}..{last}").format(
        games=summary.games, game=_(game.title), players=summary.players, first=seed,
        last=seed + summary.games - 1))
    for seat, share in enumerate(summary.win_share):
        print(_("seat {seat} ({bot}): win share {share}").format(
            seat=seat, bot=names[seat % len(names)], share=f"{share:.1%}"))
    for failure in summary.failures:
        print(_("FAILED seed {seed}: {error}").format(seed=failure["seed"],
                                                      error=failure["error"]))
    if not summary.failures:
        print(_("invariants held in every game") if not args.no_check else _("no errors"))
    return 1 if summary.failures else 0


def cmd_story(args) -> int:
    import random

    from rich.console import Console

    from tda.games.three_dragon_ante.bots import make_bot
    from tda.games.three_dragon_ante.words.story import Storyteller
    from tda.table.session import play_bots

    other = _other_game(args)
    if other is not None:
        return _story_other(args, *other)
    names = _bot_names(args)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config = _config(seed, args.players, args.ruleset, _deck(args), _options(args))
    bots = [make_bot(names[i % len(names)]) for i in range(args.players)]
    console = Console(highlight=False)
    if args.games is not None:
        return _story_match(console, config, bots, args.games)
    # the deck and the rules by their names (the words --deck and --ruleset take)
    console.print(_("[bold]Three-Dragon Ante[/] — {deck} deck, {rules} rules, seed {seed}").format(
        deck=config.deck, rules=config.ruleset_name, seed=seed))
    teller = None

    def show(state, events):
        nonlocal teller
        teller = teller or Storyteller(state.names, state.cards)
        for event in events:
            line = teller.tell(event)
            if line:
                console.print(fold_wide(line, console.width), markup=False)

    state = play_bots(config, bots, on_events=show)
    result = state.result
    final = ", ".join(f"{safe_name(n)} {g}" for n, g in zip(state.names, result.gold, strict=True))
    said = (_("Final gold: {gold}; {stakes} gold left in the stakes (ruling R16)")
            if result.stakes else _("Final gold: {gold}"))
    console.print(said.format(gold=final, stakes=result.stakes), markup=False)
    return 0


def _story_match(console, config: GameConfig, bots: list, games: int) -> int:
    """`tda story --games N`: a match (rules/ABILITIES.md 5.2, ruling A37), each game's
    story, then every player's gold summed over the games and the match's winner(s)."""
    from tda.engine import Match, MatchConfig
    from tda.games.three_dragon_ante.words.story import Storyteller
    from tda.table.registry import DEFAULT_GAME, get_game
    from tda.table.session import bot_rngs, sampler_for

    game = get_game(DEFAULT_GAME)
    match = Match(MatchConfig(games=games, base=config, seed=config.seed))
    names = [safe_name(n) for n in config.players]
    console.print(_("[bold]Three-Dragon Ante[/] — a match of {games} games, {deck} deck, "
                    "{rules} rules, match seed {seed}").format(
                        games=games, deck=config.deck, rules=config.ruleset_name,
                        seed=config.seed))
    while True:
        state = match.current
        console.print(_("[bold]Game {number} of {games}[/] (seed {seed})").format(
            number=match.number, games=games, seed=state.config.seed))
        teller = Storyteller(state.names, state.cards)
        rngs = bot_rngs(state.config.seed, len(bots))
        while not state.is_over:
            seat = state.to_act
            assert seat is not None  # a game not over has a seat to act
            legal = state.legal_actions()
            action = bots[seat].choose(state.view(seat), legal, rngs[seat],
                                       sampler=sampler_for(game, bots[seat], state, seat, legal))
            for event in state.apply(action):
                line = teller.tell(event)
                if line:
                    console.print(fold_wide(line, console.width), markup=False)
        totals = ", ".join(f"{n} {t}" for n, t in zip(names, match.totals, strict=True))
        console.print(_("After game {number}: {totals}").format(number=match.number,
                                                                totals=totals), markup=False)
        if match.is_over:
            break
        match.next_game()
    winners = match.winners or ()
    said = _("Match over: {who} wins with {gold} gold over {games} games") \
        if len(winners) == 1 else \
        _("Match over: {who} share the win with {gold} gold over {games} games")
    who = names[winners[0]] if winners else ""
    for seat in winners[1:]:
        who = _("{first} and {second}").format(first=who, second=names[seat])
    console.print(said.format(who=who, gold=max(match.totals), games=games), markup=False)
    return 0


def cmd_sim(args) -> int:
    from rich.console import Console
    from rich.progress import Progress

    from tda.table.sim import simulate

    other = _other_game(args)
    if other is not None:
        return _sim_other(args, *other)
    names = _bot_names(args)
    seed = args.seed if args.seed is not None else 0
    _check_seed_run(seed, args.games, "--games")
    options = _options(args)
    _config(seed, args.players, args.ruleset, _deck(args), options)  # every check before any game
    console = Console(stderr=args.json)
    with Progress(console=console, transient=args.json) as progress:
        task = progress.add_task(_("Simulating"), total=args.games)
        summary = simulate(args.games, args.players, args.ruleset, _deck(args), names, seed,
                           check_invariants=not args.no_check,
                           progress=lambda done: progress.update(task, completed=done),
                           **options)
    if args.json:
        data = summary.to_dict()
        for failure in data["failures"]:
            failure.pop("trace", None)
        print(json.dumps(data, indent=2))
    else:
        _print_sim(console, summary, names, seed, args.no_check)
    return 1 if summary.failures else 0


def _print_sim(console, summary, names: list[str], seed: int, no_check: bool) -> None:
    from rich.table import Table
    console.print(_("{games} games, {players} players, {deck} deck, {rules} rules, seeds "
                    "{first}..{last}").format(games=summary.games, players=summary.players,
                                              deck=summary.deck, rules=summary.ruleset,
                                              first=seed, last=seed + summary.games - 1))
    table = Table()
    table.add_column(_("seat"))
    table.add_column(_("bot"))
    table.add_column(_("win share"), justify="right")
    for seat, share in enumerate(summary.win_share):
        table.add_row(str(seat), names[seat % len(names)], f"{share:.1%}")
    console.print(table)
    console.print(_("mean gambits per game: {gambits}; mean actions per game: "
                    "{actions}").format(gambits=f"{summary.mean_gambits:.2f}",
                                        actions=f"{summary.mean_actions:.1f}"))
    for failure in summary.failures:
        console.print(_("[red]FAILED[/] seed {seed}: {error}").format(
            seed=failure["seed"], error=failure["error"]))
    if not summary.failures:
        console.print(_("invariants held in every game") if not no_check else _("no errors"))


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f}" if ms >= 10 else f"{ms:.2f}"


def _tournament(args: argparse.Namespace) -> Tournament:
    """The Tournament the flags ask for, every name and count checked before a game."""
    from tda.table.registry import DEFAULT_GAME
    from tda.table.tournament import Tournament
    game = _chosen_game(args)
    lineup = _names(args.bots, "--bots", "bot")
    if game.name != DEFAULT_GAME:
        return _other_tournament(args, game, lineup)
    if not 2 <= len(lineup) <= 6:  # counted before any bot is built
        raise UsageError(_("--bots: a lineup of {count} bots; a game seats 2 to 6").format(
            count=len(lineup)))
    decks = _setups("original" if args.decks is None else args.decks, "--decks", "deck")
    _check_seed_run(args.seed, args.deals, "--deals")
    _check_record(args)
    _check_bots(lineup, "--bots")
    options = {"max_gambits": args.max_gambits} if args.max_gambits else {}
    for deck in decks:
        _config(args.seed, len(lineup), args.ruleset, deck, options,
                flags={"players": "--bots", "deck": "--decks"})
    return Tournament(lineup, decks, args.deals, args.seed, args.ruleset, options)


def _setups(text: str, flag: str, what: str) -> list[str]:
    """--decks or --level: names each played with the same deals, none twice."""
    names = _names(text, flag, what)
    twice = next((d for i, d in enumerate(names) if d in names[:i]), None)
    if twice is not None:  # its games would be played and counted twice
        raise UsageError(_("{flag}: {name} is named twice").format(flag=flag, name=quote(twice)))
    return names


def _check_record(args: argparse.Namespace) -> None:
    if args.record is not None:  # it is appended to: a save there would be lost
        from tda.table.export import check_not_in_saves
        check_not_in_saves("--record", args.record)


def _other_tournament(args: argparse.Namespace, game, lineup: list[str]) -> Tournament:
    """A tournament of another game (Dragonmaster): its levels take the decks' place."""
    from tda.table.tournament import Tournament
    _check_seats(game, len(lineup), "--bots", lineup=True)
    option = _words(game).option
    if option is None:
        raise UsageError(_("--game: {game} has no setups for a tournament to compare").format(
            game=_(game.title)))
    levels: list[str | None] = [None]  # None: the game's plain setup
    if args.level is not None:
        levels = list(_setups(args.level, "--level", "level"))
    _check_seed_run(args.seed, args.deals, "--deals")
    _check_record(args)
    _check_game_bots(game, lineup, "--bots")
    setups = [getattr(_game_config(game, args.seed, len(lineup), {} if level is None else
                                   {option: level}), option) for level in levels]
    return Tournament(lineup, setups, args.deals, args.seed, game=game.name, setup=option)


def cmd_tournament(args) -> int:
    from rich.console import Console
    from rich.progress import Progress

    from tda.bench import machine_info
    from tda.table.tournament import usable_cores, worker_count

    tournament = _tournament(args)
    console = Console(stderr=args.json)
    games = tournament.game_count
    workers = worker_count(args.jobs, games)
    if workers < args.jobs:  # not an error: more workers would only wait or share a core
        console.print(_("--jobs {jobs}: {workers} worker(s), for {games} game(s) on {cores} "
                        "core(s)").format(jobs=args.jobs, workers=workers, games=games,
                                          cores=usable_cores()))
    try:
        with Progress(console=console, transient=args.json) as progress:
            task = progress.add_task(_("Playing"), total=games)
            report = tournament.run(lambda done: progress.update(task, completed=done),
                                    jobs=args.jobs, record=args.record)
    except KeyboardInterrupt:
        said = (_("tda tournament: interrupted; the finished games are kept in {file}: run "
                  "the same command to play the rest") if args.record else
                _("tda tournament: interrupted (add --record FILE to keep finished games)"))
        print(said.format(file=args.record), file=sys.stderr)
        return 130
    report["machine"] = machine_info()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print_tournament(console, report, args)
    return 1 if report["failed"] else 0


def _print_tournament(console, report: dict, args: argparse.Namespace) -> None:
    from rich.table import Table

    from tda.table.registry import get_game
    title = _(get_game(report["game"]).title)
    words = _words(get_game(report["game"]))
    setup, score = _(words.setup_word), _(words.score_word)  # a game's own words (N_ below)
    head = (_("{games} games of {title}: {deals} deals x {players} seatings x {count} "
              "{setup}(s), seeds {first}..{last} ({done} of them from {file}). {legend}")
            if report["from_record"] else
            _("{games} games of {title}: {deals} deals x {players} seatings x {count} "
              "{setup}(s), seeds {first}..{last}. {legend}"))
    console.print(head.format(
        games=report["games"], title=title, deals=args.deals, players=report["players"],
        count=len(report["decks"]), setup=setup, first=args.seed,
        last=args.seed + args.deals - 1, done=report["from_record"], file=args.record,
        # the interval's size is a placeholder: "95% i" would read as a %-format to gettext
        legend=_("wins: games won (ties split), with a Wilson {interval} interval; fair: the "
                 "share if all bots were equal; ms: think time per move, mean (95th "
                 "percentile)").format(interval="95%")))
    sections = [(_("all {setup}s").format(setup=setup), report["bots"])] \
        if len(report["decks"]) > 1 else []
    sections += list(report["by_deck"].items())
    for title, rows in sections:
        table = Table(title=title)
        table.add_column(_("bot"), overflow="fold")  # long names wrap; figures never do
        for column in (_("seats"), _("wins"), _("95% CI"), _("fair"),
                       _("{score} ±").format(score=score), _("moves"), _("ms (p95)")):
            table.add_column(column, justify="right", no_wrap=True)
        for r in rows:
            table.add_row(r["bot"], f"{r['seats_per_game']:g}", f"{r['win_share']:.1%}",
                          f"{r['win_share_low'] * 100:.0f}-{r['win_share_high'] * 100:.0f}",
                          f"{r['fair_share']:.0%}", f"{r['mean_gold_change']:+,.1f}",
                          str(r["decisions"]), f"{_ms(r['think_mean'])} ({_ms(r['think_p95'])})")
        console.print(table)
    for failure in report["failures"]:
        console.print(_("[red]FAILED[/] {setup} seed {seed} rotation {rotation}: "
                        "{error}").format(setup=failure["deck"], seed=failure["seed"],
                                          rotation=failure["rotation"],
                                          error=failure["error"].splitlines()[0]))


# The words the games' entries give the tournament's report (`Presentation.setup_word`,
# `score_word`), said through the catalog.
PRESENTATION_WORDS = (N_("deck"), N_("level"), N_("gold"), N_("crystals"))


def cmd_bench(args) -> int:
    from tda import bench
    from tda.table.registry import DEFAULT_GAME
    game = _chosen_game(args)
    if game.name == DEFAULT_GAME:
        deck, options = _deck(args), {}
        _config(0, args.players, args.ruleset, deck, {})  # unknown names fail here, clearly
        setup = _("{deck} deck").format(deck=deck)
    else:
        deck = "original"  # not used by another game
        _check_seats(game, args.players, "--players")
        option = _words(game).option
        config = _game_config(game, 0, args.players, _level_options(game, args.level))
        options = {} if option is None else {option: getattr(config, option)}
        setup = (_("{level} game").format(level=getattr(config, option)) if option
                 else _("plain game"))
    figures = bench.run_all(seconds=args.seconds, players=args.players, deck=deck,
                            ruleset=args.ruleset, game=game.name, **options)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table
    play, copy, machine = (figures["random_play"], figures["clone_and_determinize"],
                           figures["machine"])
    table = Table(title=_("{game} engine: {players} players, {setup}, random play").format(
        game=_(game.title), players=args.players, setup=setup))
    table.add_column(_("measure"))
    table.add_column(_("value"), justify="right")
    table.add_row(_("actions per second"), f"{play['actions_per_s']:,.0f}")
    table.add_row(_("games per second"), f"{play['games_per_s']:,.1f}")
    per_game = play["mean_actions_per_game"]  # None: no game finished in the time given
    table.add_row(_("actions per game"),
                  _("no game finished") if per_game is None else f"{per_game:,.1f}")
    table.add_row(_("{call} µs (mid-game)").format(call="clone()"), f"{copy['clone_us']:,.1f}")
    table.add_row(_("{call} µs").format(call="determinize()"), f"{copy['determinize_us']:,.1f}")
    console = Console()
    console.print(table)
    console.print(_("{processor} · Python {python} · {cpus} cpus, pinned to cpu {pinned}").format(
        processor=machine["processor"], python=machine["python"], cpus=machine["cpu_count"],
        pinned=machine["pinned_cpu"]))
    return 0


def play_settings(args: argparse.Namespace) -> tuple[GameConfig | None, list[Seat] | None]:
    """The config and seats that `tda play --seat ...` asks for (None, None: no seats given)."""
    import random

    from pydantic import ValidationError

    from tda.engine import GameConfig

    game = _play_game(args)
    if game is not None:
        return _play_other(args, game)
    if not args.seat:
        _refuse_table_rules_without_seats(args)
        return None, None
    if not 2 <= len(args.seat) <= 6:  # counted before any seat's bot is built
        raise UsageError(_("--seat: a game seats 2 to 6 players, not {count}").format(
            count=len(args.seat)))
    seats = [_seat(text, i) for i, text in enumerate(args.seat)]
    _check_names(args.deck, args.ruleset)
    extra = _options(args)
    if args.variant:
        extra["variant"] = args.variant
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    try:
        config = GameConfig(players=[s.name for s in seats], deck=args.deck,
                            ruleset=args.ruleset, seed=seed, **extra)
    except ValidationError as err:
        raise UsageError(config_problem(err, {**CONFIG_FLAGS, "players": "--seat"})) from None
    return config, seats


def _play_game(args: argparse.Namespace):
    """The game `tda play --game` names when it is not Three-Dragon Ante (None for it)."""
    from tda.table.registry import DEFAULT_GAME, UnknownGameError, get_game
    try:
        game = get_game(args.game)
    except UnknownGameError as err:
        raise _flag_refused("--game", err) from None
    _level_options(game, args.level)
    return game if game.name != DEFAULT_GAME else None


_TABLE_RULES = ("time_limit_minutes", "hole_to_winner", "hole_odd_coins")


def _refuse_table_rules_without_seats(args) -> None:
    """Without --seat the setup screen opens and the table is chosen there: a deck,
    rules, seed or table-rule flag would be lost, so it is refused rather than ignored."""
    given = [CONFIG_FLAGS[key] for key in _OPTION_KEYS if getattr(args, key, None) is not None]
    for flag, value in (("--variant", args.variant), ("--ruleset", args.ruleset),
                        ("--seed", args.seed), ("--level", args.level),
                        ("--games", args.games)):
        if value is not None:
            given.insert(0, flag)
    if getattr(args, "deck", "original") != "original":
        given.insert(0, "--deck")
    if given:
        raise UsageError(_("{flag}: give the seats too (--seat ...), or choose it on the "
                           "setup screen").format(flag=given[0]))


def _refuse_default_game_flags(args, title: str) -> None:
    """Deck, rules and gold flags belong to the default game: given to `play` with
    another game they would be silently ignored, so they are refused instead (play's
    --deck has a default, so only another deck counts as given)."""
    given = [CONFIG_FLAGS.get(key, f"--{key.replace('_', '-')}") for key in _options(args)]
    if args.deck != "original":
        given.insert(0, "--deck")
    if args.ruleset is not None:
        given.insert(0, "--ruleset")
    if given:
        raise _not_taken(given[0], title)


def _play_other(args: argparse.Namespace, game) -> tuple[Any, list[Seat] | None]:
    """Another game's config and seats from `--seat`, `--level` and `--seed`; Three-Dragon
    Ante's flags are refused, not ignored. No seats: the setup screen, that game picked."""
    import random

    from pydantic import ValidationError

    from tda.table.errors import TdaError

    _refuse_default_game_flags(args, _(game.title))
    for flag, value in (("--variant", args.variant), ("--games", args.games)):
        if value is not None:
            raise _not_taken(flag, _(game.title))
    options = _level_options(game, args.level)
    try:
        game.config_for(0, game.players[0], **options)  # the level, before any seat
    except (TdaError, ValueError) as err:
        raise _flag_refused("--level", err) from None
    if not args.seat:
        _refuse_table_rules_without_seats(args)
        return None, None
    low, high = game.players
    if not low <= len(args.seat) <= high:
        raise UsageError(_("--seat: {game} seats {low} to {high} players, not {count}").format(
            game=_(game.title), low=low, high=high, count=len(args.seat)))
    seats = [_seat(text, i, game.name) for i, text in enumerate(args.seat)]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    try:
        config = game.config_class(players=[s.name for s in seats], seed=seed, **options)
    except ValidationError as err:
        from tda.words.table import refusal
        raise UsageError(_("{flag}: {why}").format(flag="--seat", why=refusal(err))) from None
    return config, seats


def _seat(text: str, index: int, game: str | None = None) -> Seat:
    from tda.table.session import Seat
    try:
        return Seat.parse(text, index, game)
    except ValueError as err:  # ConfigError included: a bad bot or bot option
        raise _flag_refused("--seat", err) from None


def _load_tui() -> Any:
    """The Textual app's class. Python's cyclic garbage collector stays off from here
    until the first screen is drawn (TdaApp turns it back on): loading the UI and drawing
    a screen make hundreds of thousands of objects that live on, and the collections
    they set off were a sixth of the time to the setup screen (issue 19)."""
    import gc
    gc.disable()
    from tda.tui import TdaApp
    return TdaApp


def cmd_play(args) -> int:
    config, seats = play_settings(args)  # every refusal comes before the screen opens
    TdaApp = _load_tui()
    TdaApp(config, seats, args.speed, setup_game=args.game, games=args.games).run()
    return 0


def cmd_resume(args) -> int:
    # the screen (and Textual) is imported only once there is something to show
    from tda.table.saves import SaveScan, load_session, scan_saves
    game = None
    if args.game is not None:
        if args.file is not None or not (args.list or args.last):
            raise UsageError(_("--game: goes with --list or --last (a save file names its "
                               "game; the resume screen lists every game)"))
        game = _game_named(args.game)
    path: Path | None = None
    if args.file is not None:
        path = _save_named(args.file)
        load_session(path)  # a bad file fails here, before the screen opens
    else:
        scan = scan_saves(finished=False)  # each unfinished save replayed: listed means resumable
        if game is not None:
            scan = SaveScan([(p, s) for p, s in scan.loadable if s.game == game.name],
                            scan.broken, scan.phrases)
        if args.list or not scan.loadable:
            print("\n".join(_listing(scan, game)))
            return 0
        path = scan.loadable[0][0] if args.last else None
    if path is not None:
        from tda.table.save_lock import check_free
        check_free(path)  # open in another tda: said here, in one line (issue 26.1)
    TdaApp = _load_tui()
    TdaApp(mode="resume", path=path, speed=args.speed).run()
    return 0


def _save_named(path: Path) -> Path:
    """A save file's path, or the bare name quitting printed ("20261126-0425-ab12c3"):
    a name that is no file here is looked for in the saves folder."""
    from tda.table.saves import saves_dir
    if path.exists() or path.parent != Path("."):
        return path
    for candidate in (saves_dir() / path.name, saves_dir() / f"{path.name}.json"):
        if candidate.is_file():
            return candidate
    return path  # not there either: loading it says so


def _listing(scan, game=None) -> list[str]:
    """`tda resume --list`: three lines per save that loads (its game first, its seats,
    the command that continues it), one per file that does not."""
    from tda.table.saves import saves_dir
    from tda.words import render
    folder = safe_name(str(saves_dir()))
    if not scan.loadable:
        said = (_("No unfinished games in {folder}. Start one with: {command}") if game is None
                else _("No unfinished {game} games in {folder}. Start one with: {command}"))
        lines = [said.format(folder=folder, game=getattr(game, "title", ""), command="tda")]
    else:
        lines = [_save_block(save, f"tda resume {safe_name(path.stem)}", _open_elsewhere(path))
                 for path, save in scan.loadable]
    return lines + [_("cannot resume: {reason}").format(
        reason=render(scan.said_why(path, reason))) for path, reason in scan.broken]


def _open_elsewhere(path: Path) -> str:
    """A listing's note that a save is open in another tda (resuming it is refused)."""
    from tda.table.save_lock import holder_of
    from tda.words import render
    holder = holder_of(path)
    return "" if holder is None else _("open in another tda ({where})").format(
        where=render(holder.phrase()))


LISTING_WIDTH = 80  # a listing fits an 80-column terminal (issue 27.19)
INDENT = "    "


def _save_block(save, how: str, note: str = "") -> str:
    """A save in a listing, in 80 columns: its game, date, setup and progress; its
    seats; the command that opens it (by the save's name: a path ran past 80); and
    `note` (where it is open, if elsewhere)."""
    import textwrap

    from tda.table.registry import get_game
    from tda.words.saves import describe_save, seat_names  # in the table's language
    names = seat_names(save)
    head = f"{_(get_game(save.game).title)} · {describe_save(save).removesuffix(' · ' + names)}"
    wrap = partial(textwrap.fill, width=LISTING_WIDTH, subsequent_indent=INDENT)
    rows = [wrap(head), wrap(names, initial_indent=INDENT), INDENT + how]
    if note:
        rows.append(wrap(note, initial_indent=INDENT))
    return "\n".join(rows)


def _finished_listing() -> list[str]:
    """`tda replay` alone: the finished games, newest first, each with its name."""
    from tda.table.saves import saves_dir, scan_saves
    from tda.words import render
    scan = scan_saves(finished=True)
    if not scan.loadable:
        return [_("No finished games in {folder}. Unfinished ones: {command}").format(
            folder=safe_name(str(saves_dir())), command="tda resume --list")]
    lines = [_save_block(save, f"tda replay {safe_name(path.stem)}")
             for path, save in scan.loadable]
    return lines + [_("cannot read: {reason}").format(
        reason=render(scan.said_why(path, reason))) for path, reason in scan.broken]


def _load_record(path: Path, match_game: int | None = None):
    """A save file, or a bare engine record (as `tda export --json` writes), replayed:
    (record, final state, whether the game is over). `match_game`: a match save's game
    of that number (its earlier games are kept in the save too)."""
    from tda.table.saves import read_game_file, replay_file
    record, save = read_game_file(path)
    if match_game is not None:
        match = save.match if save is not None else None
        if match is None:
            raise UsageError(_("--match-game: {file} is not a match's save").format(
                file=safe_name(str(path))))
        games = [*match.played, record]
        if match_game > len(games):
            raise UsageError(ngettext(
                "--match-game: this match has played {count} game so far, not {asked}",
                "--match-game: this match has played {count} games so far, not {asked}",
                len(games)).format(count=len(games), asked=match_game))
        record = games[match_game - 1]
    state = replay_file(path, record)
    return record, state, state.is_over


def cmd_replay(args) -> int:
    if args.file is None:  # which games can be stepped through, by the names replay takes
        print("\n".join(_finished_listing()))
        return 0
    args.file = _save_named(args.file)
    record, state, finished = _load_record(args.file, args.match_game)
    TdaApp = _load_tui()
    TdaApp(mode="replay", record=record, path=args.file, reveal=finished or args.reveal).run()
    return 0


def cmd_export(args) -> int:
    from tda.table.export import ExportError, check_outputs, record_text, story_text, write_output
    outputs = {flag: out for flag, out in (("--json", args.json), ("--story", args.story)) if out}
    if not outputs:
        raise ExportError(_("nothing to write: add --json OUT for the game record and/or "
                            "--story OUT for its story as text"))
    args.file = _save_named(args.file)
    record, state, finished = _load_record(args.file, args.match_game)
    if not finished and not args.reveal:  # the record's seed deals every hidden hand again
        raise ExportError(_("{file}: the game is unfinished; its record and story would "
                            "show hidden cards (add --reveal to export it anyway)").format(
                                file=args.file))
    check_outputs(args.file, outputs, force=args.force)  # all refusals before any write
    texts = {"--json": lambda: record_text(record), "--story": lambda: story_text(record, state)}
    for flag, out in outputs.items():
        write_output(out, texts[flag]())
        written = _("record written to {file}") if flag == "--json" else \
            _("story written to {file}")
        print(written.format(file=safe_name(str(out))))
    note = _match_note(args.file, args.match_game)
    if note:
        print(note)
    return 0


def _match_note(path: Path, match_game: int | None) -> str | None:
    """For a match's save: which of its games was written, and how to write the others
    (issue 27.18: an export of a match wrote its last game without a word)."""
    from tda.table.saves import read_game_file
    _record, save = read_game_file(path)
    match = save.match if save is not None else None
    if match is None:
        return None
    played = len(match.played) + 1
    if played == 1:
        return None
    written = match_game or played
    others = ", ".join(str(n) for n in range(1, played + 1) if n != written)
    return _("this save is a match: {played} games played so far; game {written} was "
             "written. For the others ({others}) run the same command with --match-game N "
             "and other output names.").format(played=played, written=written, others=others)


COMMANDS = {"play": cmd_play, "story": cmd_story, "sim": cmd_sim, "bench": cmd_bench,
            "resume": cmd_resume, "replay": cmd_replay, "export": cmd_export,
            "tournament": cmd_tournament,
            "host": lambda args: cmd_host(args, play_settings, _load_tui, _save_named),
            "join": lambda args: cmd_join(args, _load_tui),
            "verify": cmd_verify}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        argv = _speak(argv)
    except ValueError as err:  # LanguageError: a language named outright that tda lacks
        print(_("tda: error: {why}").format(why=one_line(str(err))), file=sys.stderr)
        return 2
    if argv and argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]  # `tda --seat Ann ...` means `tda play --seat Ann ...`
    with argparse_speaks():  # argparse's own words (usage:, its refusals) in ours too
        parser = build_parser(only=_command_typed(argv or ["play"]))
        args = parser.parse_args(argv or ["play"])
    command = args.command
    try:
        return COMMANDS[command](args)
    except KeyboardInterrupt:  # Ctrl-C, also inside a progress bar: one line, no traceback
        return _fail(command, _("interrupted"), 130)
    except BrokenPipeError:  # `tda ... | head`: the reader left; nothing is lost
        sys.stderr.close()
        return 0
    except OSError as err:  # the machine said no (a full disk, a folder we may not write)
        return _fail(command, _("error: {why}").format(why=err), 1)
    except MemoryError:
        return _fail(command, _("error: out of memory"), 1)
    except Exception as err:
        if not _refused(err):
            raise  # a bug: its traceback is what a report needs
        return _fail(command, _refusal(err), 2)


def _speak(argv: list[str]) -> list[str]:
    """Pick the table's language (`--lang`, then TDA_LANG, then the setup screen's
    remembered choice, then the locale) and return `argv` without `--lang`: it is
    taken before the command and after it alike (`tda --lang qps story`, `tda story
    --lang qps`), so no command's parser names it. A language the terminal cannot
    draw (Japanese on TERM=linux) is English, with one line saying why."""
    from tda.i18n import drawable, pick_language, remembered_language, use_language
    rest: list[str] = []
    asked: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--":  # what follows is no option (a file named --lang)
            rest += [word, *words]
            break
        if word == "--lang":
            asked = next(words, None)
            if asked is None or asked.startswith("-"):
                raise UsageError(_("--lang: expected a language (for example en)"))
        elif word.startswith("--lang="):
            asked = word.removeprefix("--lang=")
            if not asked:
                raise UsageError(_("--lang: expected a language (for example en)"))
        else:
            rest.append(word)
    lang = pick_language(asked, remembered=remembered_language())
    why = drawable(lang, encoding=getattr(sys.stdout, "encoding", None))
    if why is not None:
        print(why, file=sys.stderr)
        lang = "en"
    use_language(lang)
    return rest


def _command_typed(argv: list[str]) -> list[str]:
    """The command `argv` names, if any (the top-level parser takes no option but
    --help, so a command comes first), for `build_parser(only=...)`."""
    return argv[:1] if argv and not argv[0].startswith("-") else []


def _refused(err: Exception) -> bool:
    """A refusal on purpose (a ValueError or a TdaError) rather than a bug. TdaError
    is looked for only if its module is loaded: a command that raised one imported
    it, and `tda --help` never has to."""
    errors = sys.modules.get("tda.table.errors")
    return isinstance(err, ValueError) or (errors is not None and isinstance(err, errors.TdaError))


def _refusal(err: BaseException) -> str:
    """What a command refused, said on one line: pydantic's findings without their
    prefixes (pydantic is looked for only if loaded: then it could have raised)."""
    pydantic = sys.modules.get("pydantic")
    if getattr(err, "phrase", None) is not None or (
            pydantic is not None and isinstance(err, pydantic.ValidationError)):
        from tda.words.table import refusal  # the rules' own words, said (issue 29.1)
        return _("error: {why}").format(why=refusal(err))
    return _("error: {why}").format(why=err)



def _fail(command: str, message: str, status: int) -> int:
    """Say what stopped the command on one line of stderr; return the exit status."""
    print(f"tda {command}: {one_line(message)}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
