"""The `tda` command line: play, resume, replay, export, story, sim, tournament, bench.

It names no game: each game adds its own flags and plays its commands through its
part of the command line (`tda.cli_game`, found through the games' entry points).

Start-up time matters here (`tda --help` within 150 ms, issue 19), so this module
imports only the standard library, the CLI's light modules and `tda.text` at the
top: each command imports what it needs (the engine, pydantic, the bots, Textual)
when it runs, and the parser fills in only the options of the command typed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Collection
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tda.cli_args import (
    MATCH_GAMES,
    SEED_LIMIT,
    OneLineParser,
    UsageError,
    one_line,
    seconds,
    whole_number,
)
from tda.cli_game import (
    add_game_flags,
    bots_help,
    chosen,
    command_lines,
    flag_refused,
    game_named,
    games_help,
    given_game_flags,
    joined,
    names_in,
)
from tda.cli_net import add_commands as add_net_commands
from tda.cli_net import cmd_host, cmd_join, cmd_verify
from tda.cli_words import argparse_speaks
from tda.i18n import N_, _, ngettext, pgettext
from tda.text import safe_name

if TYPE_CHECKING:
    from tda.table.session import Seat

SPEEDS = ["instant", "fast", "normal", "slow"]


def _add_players(p: argparse.ArgumentParser) -> None:
    p.add_argument("--players", type=whole_number(2, 6), default=4, metavar="N",
                   help=_("seats, 2 to 6 (default 4)"))


def _add_seed(p: argparse.ArgumentParser, default: int | None, help: str) -> None:
    """`help`: the whole help, its range (0 to 2**64-1) included."""
    p.add_argument("--seed", type=whole_number(0, SEED_LIMIT), default=default, help=help)


def _add_game_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", default=None, metavar="NAME", help=games_help())


def _add_game_options(p: argparse.ArgumentParser, command: str) -> None:
    """story's and sim's options: the shared ones, then each game's own."""
    _add_game_flag(p)
    _add_players(p)
    _add_seed(p, None, _("game seed (default: random for story, 0 for sim); 0 to 2**64-1"))
    p.add_argument("--bots", default=None, metavar="NAMES", help=_(
        "comma-separated bot names, cycled over the seats (default: random); {bots}").format(
            bots=bots_help(command)))
    add_game_flags(p, command)


def build_parser(only: Collection[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser. `only`: the commands whose options are filled in
    (None: all). Every command is named either way, so `tda --help` lists them all;
    the options of play, story and sim name the decks, rulesets and bots, which
    means reading the card data, so `main` fills in only the command typed.

    Its words are said in the table's language when it is built (`main` picks the
    language first); argparse's own, within `argparse_speaks`."""
    def wanted(command: str) -> bool:
        return only is None or command in only

    parts = command_lines()
    examples = ["tda play --seat Ann --seat bot:random --seat bot:random",
                "tda sim --games 500 --players 5", "tda bench",
                "tda tournament --bots hard,heuristic,heuristic,heuristic --deals 20",
                *(example for part in parts for example in part.examples),
                "tda resume --list"]
    parser = OneLineParser(
        prog="tda", description=_(
            "{games} at the terminal. With no command, the setup screen opens; `tda play "
            "--seat ...` starts a game straight away. play, story, sim, tournament and bench "
            "play {default} unless --game names another game (a flag only another game "
            "takes is then refused); resume, replay and export read the game from the "
            "save.").format(games=joined([part.plain_title() for part in parts]),
                            default=parts[0].plain_title() if parts else ""),
        epilog=_("examples: {examples}").format(examples=" | ".join(examples)))
    # Read by main before parsing (_speak), before or after the command; named here
    # so that --help tells of it.
    parser.add_argument("--lang", metavar="LANG", help=_(
        "the language tda speaks (en, or qps for tests); else TDA_LANG, else the locale"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parser.commands = sub.choices  # so an unknown flag is blamed on its command
    play = sub.add_parser(
        "play", help=_("open the table (with --seat flags, skip the setup screen)"),
        description=_(
            "Play at the terminal. Give --seat flags to skip the setup screen (as many "
            "as the game seats): a name is a human player, bot:LEVEL (or bot:LEVEL:NAME) "
            "is a bot; bot options go between level and name, e.g. {example}.").format(
                example="bot:ismcts:seconds=4:opponents=1:deepen=1:Smaug"))
    if wanted("play"):
        _add_table_options(play)
    story = sub.add_parser("story", help=_("bots play one game; print its story (no screen)"))
    if wanted("story"):
        _add_game_options(story, "story")
    sim = sub.add_parser("sim", help=_("run many seeded bot games and check the engine's "
                                       "invariants"))
    if wanted("sim"):
        _add_game_options(sim, "sim")
        sim.add_argument("--games", type=whole_number(1, SEED_LIMIT + 1), default=100,
                         metavar="N",
                         help=_("games to play, one per seed from --seed on (default 100)"))
        sim.add_argument("--no-check", action="store_true",
                         help=_("skip the per-step invariant checks"))
        sim.add_argument("--json", action="store_true", help=_("print the summary as JSON"))
    resume = sub.add_parser(
        "resume", help=_("continue an unfinished game (lists them to choose from)"),
        description=_("Continue an unfinished game of any game: a save file names its game. "
                      "With no file, the resume screen lists every unfinished game."))
    if wanted("resume"):
        _add_resume_options(resume)
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
    tournament = sub.add_parser(
        "tournament", help=_("measure bots against each other (duplicate seating, win shares)"),
        description=_(
            "Play every deal once per seat rotation (duplicate play), then report each "
            "bot's win share with a 95% Wilson interval, its average score change (gold, "
            "crystals: the game's own) and its think time per decision. A bot may carry "
            "options: {examples} (no time limit: deterministic).").format(
                examples="ismcts:seconds=4, ismcts:iterations=500:seconds=0"))
    if wanted("tournament"):
        _add_tournament_options(tournament)
    bench = sub.add_parser(
        "bench", help=_("measure engine speed (random play, clone, determinize)"),
        description=_(
            "Measure a game's engine on one core: random play (actions and games per "
            "second), clone() and determinize() of a mid-game state."))
    if wanted("bench"):
        _add_game_flag(bench)
        bench.add_argument("--seconds", type=seconds(), default=3.0,
                           help=_("time per measurement, above 0 and at most an hour "
                                  "(default 3)"))
        _add_players(bench)
        bench.add_argument("--json", action="store_true", help=_("print the figures as JSON"))
        add_game_flags(bench, "bench")
    add_net_commands(sub, wanted, _add_table_options)  # tda host, tda join (cli_net.py)
    return parser


def _add_resume_options(resume: argparse.ArgumentParser) -> None:
    resume.add_argument("file", nargs="?", type=Path,
                        help=_("a save file to continue, or its name in the saves folder "
                               "(as quitting prints it)"))
    resume.add_argument("--last", action="store_true", help=_("continue the most recent game"))
    resume.add_argument("--list", action="store_true",
                        help=_("only list unfinished games (game, setup, progress, date, seats)"))
    resume.add_argument("--game", default=None, metavar="NAME",
                        help=_("with --list or --last: only games of that game ({games})").format(
                            games=", ".join(part.name for part in command_lines())))
    resume.add_argument("--speed", default=None, choices=SPEEDS,
                        help=_("how fast bots move (default: the speed last chosen, else "
                               "normal)"))


def _add_tournament_options(p: argparse.ArgumentParser) -> None:
    _add_game_flag(p)
    p.add_argument("--bots", default="heuristic,random,random,random", metavar="NAMES",
                   help=_("comma-separated lineup, one bot per seat (default: "
                          "heuristic,random,random,random); its length is the player "
                          "count; {bots}").format(bots=bots_help("tournament")))
    p.add_argument("--deals", type=whole_number(1, SEED_LIMIT + 1), default=10, metavar="N",
                   help=_("deals per setup (a deck, a level); each is played once per seat "
                          "rotation (default 10)"))
    _add_seed(p, 0, _("seed of the first deal (default 0); 0 to 2**64-1"))
    p.add_argument("--jobs", type=whole_number(1), default=1, metavar="N",
                   help=_("games played in parallel, each worker on a core of its own; never "
                          "more workers than games or cores (default 1)"))
    p.add_argument("--record", type=Path, default=None, metavar="FILE",
                   help=_("keep each finished game in FILE (JSON lines); run the same command "
                          "again with it to play only the games still missing"))
    p.add_argument("--json", action="store_true", help=_("print the report as JSON"))
    add_game_flags(p, "tournament")


def _add_table_options(p: argparse.ArgumentParser) -> None:
    """play's options (and host's): the seats, the game, the seed, the bots' speed,
    then each game's own."""
    from tda.table.registry import game_names, get_game
    levels = sorted({bot for name in game_names()
                     for bot in getattr(get_game(name).presentation, "bot_words", {})})
    p.add_argument("--seat", action="append", default=[], metavar="SEAT",
                   help=_("a seat, in order: a human's name, or bot:LEVEL[:KEY=NUMBER...][:NAME] "
                          "with LEVEL one of {levels}").format(levels=", ".join(levels)))
    _add_game_flag(p)
    _add_seed(p, None, _("game seed (default: random, shown on screen); 0 to 2**64-1"))
    p.add_argument("--speed", default=None, choices=SPEEDS,
                   help=_("how fast bots move (default: the speed last chosen, else normal)"))
    add_game_flags(p, "play")


def cmd_story(args) -> int:
    _game, part = chosen(args)
    return part.story(args)


def cmd_sim(args) -> int:
    _game, part = chosen(args)
    return part.sim(args)


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f}" if ms >= 10 else f"{ms:.2f}"


def cmd_tournament(args) -> int:
    from rich.console import Console
    from rich.progress import Progress

    from tda.bench import machine_info
    from tda.table.tournament import usable_cores, worker_count

    _game, part = chosen(args)
    tournament = part.tournament(args, names_in(args.bots, "--bots", "bot"))
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

    from tda.table.registry import Presentation, get_game
    game = get_game(report["game"])
    title = _(game.title)
    words = game.presentation or Presentation(panel="")  # plain words for a headless game
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
    game, part = chosen(args)
    options, setup = part.bench(args)
    figures = bench.run_all(seconds=args.seconds, players=args.players, game=game.name,
                            **options)
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


def play_settings(args: argparse.Namespace) -> tuple[Any, list[Seat] | None]:
    """The config and seats that `tda play --seat ...` asks for (None, None: no seats
    given: the setup screen opens, the game `--game` names picked)."""
    game, part = chosen(args)
    part.check_play(args)
    if not args.seat:
        _refuse_flags_without_seats(args)
        return None, None
    low, high = game.players
    if not low <= len(args.seat) <= high:  # counted before any seat's bot is built
        raise UsageError(_("--seat: {game} seats {low} to {high} players, not {count}").format(
            game=_(game.title), low=low, high=high, count=len(args.seat)))
    seats = [_seat(text, i, game.name) for i, text in enumerate(args.seat)]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    return part.play_config(args, seats, seed), seats


def _refuse_flags_without_seats(args: argparse.Namespace) -> None:
    """Without --seat the setup screen opens and the table is chosen there: a seed or
    a game's flag (a deck, a level, a table rule) would be lost, so it is refused
    rather than ignored."""
    given = (["--seed"] if args.seed is not None else []) + given_game_flags(args)
    if given:
        raise UsageError(_("{flag}: give the seats too (--seat ...), or choose it on the "
                           "setup screen").format(flag=given[0]))


def _seat(text: str, index: int, game: str | None = None) -> Seat:
    from tda.table.session import Seat
    try:
        return Seat.parse(text, index, game)
    except ValueError as err:  # ConfigError included: a bad bot or bot option
        raise flag_refused("--seat", err) from None


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
    TdaApp(config, seats, args.speed, setup_game=args.game,
           games=getattr(args, "games", None)).run()  # a match: a game's own flag
    return 0


def cmd_resume(args) -> int:
    # the screen (and Textual) is imported only once there is something to show
    from tda.table.saves import SaveScan, load_session, scan_saves
    game = None
    if args.game is not None:
        if args.file is not None or not (args.list or args.last):
            raise UsageError(_("--game: goes with --list or --last (a save file names its "
                               "game; the resume screen lists every game)"))
        game = game_named(args.game)
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
    from tda.words.saves import save_parts  # in the table's language
    when, setup, progress, names = save_parts(save)
    head = pgettext("between parts", " · ").join((_(get_game(save.game).title), when, setup,
                                                   progress))
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
