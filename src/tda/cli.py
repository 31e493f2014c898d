"""The `tda` command line: play, sim, bench."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from pydantic import ValidationError

from tda.engine import RULESETS, TdaError


def _deck_names() -> list[str]:
    from tda.cards import DECKS
    return sorted(DECKS) + ["legendary:OPTION (pick-em, show-em, druids-party, traditional, "
                            "custom=ID,ID..., combined with +show-em)", "a deck file (PATH.toml)"]


def _add_deck_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--deck", default="original", metavar="NAME",
                   help=f"card set to play with: {', '.join(_deck_names())} (default: original)")
    p.add_argument("--ruleset", default=None, metavar="NAME",
                   help=f"table rules: {', '.join(sorted(RULESETS))} (default: the deck's own)")


def _add_gold_and_end_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--starting-gold", type=int, default=None, metavar="G",
                   help="gold per player at the start (default: the ruleset's)")
    p.add_argument("--gold-per-player", type=int, default=None, metavar="G",
                   help="start with G gold per player for each player (Legendary "
                        "game-and-a-half: 12 or 15)")
    p.add_argument("--end-players-left", type=int, default=None, metavar="N",
                   help="optional rule: knocked-out players leave until N remain")
    p.add_argument("--end-gold", type=int, default=None, metavar="G",
                   help="optional rule: end after a gambit in which someone holds G gold")
    p.add_argument("--max-gambits", type=int, default=None, metavar="N",
                   help="optional rule: end after N gambits")


def _add_game_options(p: argparse.ArgumentParser) -> None:
    _add_deck_options(p)
    p.add_argument("--players", type=int, default=4, metavar="N", help="seats, 2 to 6 (default 4)")
    p.add_argument("--seed", type=int, default=None, help="game seed (default: random for play, 0 for sim)")
    _add_gold_and_end_options(p)
    p.add_argument("--bots", default="random", metavar="NAMES",
                   help="comma-separated bot names, cycled over the seats (default: random)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tda", description="Three-Dragon Ante at the terminal. With no command, the "
        "setup screen opens; `tda play --seat ...` starts a game straight away.",
        epilog="examples: tda play --seat Ann --seat bot:random --seat bot:random | "
               "tda play --deck original --seat Ann --seat Bob --seed 7 | "
               "tda sim --games 500 --players 5 | tda bench | "
               "tda tournament --bots hard,heuristic,heuristic,heuristic --deals 20")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = sub.add_parser(
        "play", help="open the table (with --seat flags, skip the setup screen)",
        description="Play at the terminal. Give 2 to 6 --seat flags to skip the setup screen: "
        "a name is a human player, bot:LEVEL (or bot:LEVEL:NAME) is a bot; bot options go "
        "between level and name, e.g. bot:ismcts:seconds=4:opponents=1:deepen=1:Smaug.")
    _add_table_options(play)
    story = sub.add_parser("story", help="bots play one game; print its story (no screen)")
    _add_game_options(story)
    sim = sub.add_parser("sim", help="run many seeded bot games and check the engine's invariants")
    _add_game_options(sim)
    sim.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default 100)")
    sim.add_argument("--no-check", action="store_true", help="skip the per-step invariant checks")
    sim.add_argument("--json", action="store_true", help="print the summary as JSON")
    resume = sub.add_parser("resume", help="continue an unfinished game (lists them to choose from)")
    resume.add_argument("file", nargs="?", type=Path, help="a save file to continue")
    resume.add_argument("--last", action="store_true", help="continue the most recent game")
    resume.add_argument("--list", action="store_true", help="only list unfinished games")
    resume.add_argument("--speed", default="normal", choices=["instant", "fast", "normal", "slow"],
                        help="how fast bots move (default normal)")
    replay_p = sub.add_parser("replay", help="step through a saved game (every hand shown)")
    replay_p.add_argument("file", type=Path, help="a save file (or an exported record)")
    replay_p.add_argument("--reveal", action="store_true",
                          help="show hands even though the game is unfinished")
    export = sub.add_parser("export", help="write a saved game's record (JSON) and story (text)")
    export.add_argument("file", type=Path, help="a save file")
    export.add_argument("--json", type=Path, metavar="OUT", help="write the engine record here")
    export.add_argument("--story", type=Path, metavar="OUT", help="write the story here")
    export.add_argument("--reveal", action="store_true",
                        help="allow exporting an unfinished game's hidden cards")
    export.add_argument("--force", action="store_true",
                        help="replace an existing output file (never a save)")
    _add_tournament_parser(sub)
    bench = sub.add_parser("bench", help="measure engine speed (random play, clone, determinize)")
    bench.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    bench.add_argument("--players", type=int, default=4, metavar="N", help="seats, 2 to 6 (default 4)")
    bench.add_argument("--deck", default="original", metavar="NAME", help="card set (default original)")
    bench.add_argument("--ruleset", default=None, metavar="NAME", help="table rules (default: the deck's)")
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    return parser


def _add_tournament_parser(sub) -> None:
    p = sub.add_parser(
        "tournament", help="measure bots against each other (duplicate seating, win shares)",
        description="Play every deal once per seat rotation (duplicate play), then report each "
        "bot's win share with a 95% Wilson interval, its average gold change and its think "
        "time per decision. A bot may carry options: ismcts:seconds=4, "
        "ismcts:iterations=500:seconds=0 (no time limit: deterministic).")
    p.add_argument("--bots", default="heuristic,random,random,random", metavar="NAMES",
                   help="comma-separated lineup, one bot per seat (default: "
                        "heuristic,random,random,random); its length is the player count")
    p.add_argument("--decks", default="original", metavar="NAMES",
                   help="comma-separated decks, each played with the same deals (default: original)")
    p.add_argument("--ruleset", default=None, metavar="NAME", help="table rules (default: each deck's own)")
    p.add_argument("--deals", type=int, default=10, metavar="N",
                   help="deals per deck; each is played once per seat rotation (default 10)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first deal (default 0)")
    p.add_argument("--max-gambits", type=int, default=None, metavar="N",
                   help="optional rule: end each game after N gambits")
    p.add_argument("--jobs", type=int, default=1, metavar="N",
                   help="games played in parallel, each worker on a core of its own when there "
                        "are enough (default 1)")
    p.add_argument("--record", type=Path, default=None, metavar="FILE",
                   help="keep each finished game in FILE (JSON lines); run the same command "
                        "again with it to play only the games still missing")
    p.add_argument("--json", action="store_true", help="print the report as JSON")


def _add_table_options(p: argparse.ArgumentParser) -> None:
    from tda.bots import DESCRIPTIONS
    p.add_argument("--seat", action="append", default=[], metavar="SEAT",
                   help="a seat, in order: a human's name, or bot:LEVEL[:KEY=NUMBER...][:NAME] "
                        "with LEVEL one of "
                        + ", ".join(sorted(DESCRIPTIONS)))
    _add_deck_options(p)
    p.add_argument("--variant", default=None, metavar="NAME",
                   help="deck-building option, for decks that have them")
    p.add_argument("--seed", type=int, default=None, help="game seed (default: random, shown on screen)")
    _add_gold_and_end_options(p)
    p.add_argument("--speed", default="normal", choices=["instant", "fast", "normal", "slow"],
                   help="how fast bots move (default normal)")


def _options(args) -> dict:
    keys = ("starting_gold", "gold_per_player", "end_players_left", "end_gold", "max_gambits")
    return {k: getattr(args, k) for k in keys if getattr(args, k) is not None}


def _bot_names(args) -> list[str]:
    from tda.bots import make_bot
    names = [n.strip() for n in args.bots.split(",") if n.strip()]
    for name in names:
        make_bot(name)  # unknown names fail here, with the list of valid ones
    return names or ["random"]


def cmd_story(args) -> int:
    import random

    from rich.console import Console

    from tda.bots import make_bot
    from tda.session import play_bots
    from tda.sim import config_for
    from tda.story import Storyteller

    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config = config_for(seed, args.players, args.ruleset, args.deck, **_options(args))
    names = _bot_names(args)
    bots = [make_bot(names[i % len(names)]) for i in range(args.players)]
    console = Console(highlight=False)
    console.print(f"[bold]Three-Dragon Ante[/] — {config.deck} deck, {config.ruleset_name} rules, "
                  f"seed {seed}")
    teller = None

    def show(state, events):
        nonlocal teller
        teller = teller or Storyteller(state.names, state.cards)
        for event in events:
            line = teller.tell(event)
            if line:
                console.print(line, markup=False)

    state = play_bots(config, bots, on_events=show)
    console.print("Final gold: " + ", ".join(f"{n} {g}" for n, g in zip(state.names, state.result.gold)))
    return 0


def cmd_sim(args) -> int:
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from tda.sim import simulate

    names = _bot_names(args)
    config_check = dict(_options(args))
    from tda.sim import config_for
    config_for(0, args.players, args.ruleset, args.deck, **config_check)  # validate early
    if args.games < 1:
        raise SystemExit("tda sim: error: --games must be at least 1")
    seed = args.seed if args.seed is not None else 0
    console = Console(stderr=args.json)
    with Progress(console=console, transient=args.json) as progress:
        task = progress.add_task("Simulating", total=args.games)
        summary = simulate(args.games, args.players, args.ruleset, args.deck, names, seed,
                           check_invariants=not args.no_check,
                           progress=lambda done: progress.update(task, completed=done),
                           **config_check)
    if args.json:
        data = summary.to_dict()
        for failure in data["failures"]:
            failure.pop("trace", None)
        print(json.dumps(data, indent=2))
    else:
        console.print(f"{summary.games} games, {args.players} players, {summary.deck} deck, "
                      f"{summary.ruleset} rules, seeds {seed}..{seed + args.games - 1}")
        table = Table()
        table.add_column("seat")
        table.add_column("bot")
        table.add_column("win share", justify="right")
        for seat, share in enumerate(summary.win_share):
            table.add_row(str(seat), names[seat % len(names)], f"{share:.1%}")
        console.print(table)
        console.print(f"mean gambits per game: {summary.mean_gambits:.2f}; "
                      f"mean actions per game: {summary.mean_actions:.1f}")
        for failure in summary.failures:
            console.print(f"[red]FAILED[/] seed {failure['seed']}: {failure['error']}")
        if not summary.failures:
            console.print("invariants held in every game" if not args.no_check else "no errors")
    return 1 if summary.failures else 0


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f}" if ms >= 10 else f"{ms:.2f}"


def cmd_tournament(args) -> int:
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    from tda.bench import machine_info
    from tda.tournament import Tournament

    lineup = [n.strip() for n in args.bots.split(",") if n.strip()]
    decks = [d.strip() for d in args.decks.split(",") if d.strip()]
    options = {"max_gambits": args.max_gambits} if args.max_gambits else {}
    from tda.bots import make_bot
    from tda.sim import config_for
    for name in lineup:
        make_bot(name)  # unknown names and options fail here, with the valid ones listed
    for deck in decks:
        config_for(0, len(lineup), args.ruleset, deck, **options)  # so do decks and rules
    for flag, value in (("--deals", args.deals), ("--jobs", args.jobs)):
        if value < 1:
            raise SystemExit(f"tda tournament: error: {flag} must be at least 1")
    tournament = Tournament(lineup, decks, args.deals, args.seed, args.ruleset, options)
    total = len(tournament.tasks())
    console = Console(stderr=args.json)
    try:
        with Progress(console=console, transient=args.json) as progress:
            task = progress.add_task("Playing", total=total)
            report = tournament.run(lambda done: progress.update(task, completed=done),
                                    jobs=args.jobs, record=args.record)
    except KeyboardInterrupt:
        kept = (f"; the finished games are kept in {args.record}: run the same command to "
                "play the rest" if args.record else " (add --record FILE to keep finished games)")
        print(f"tda tournament: interrupted{kept}", file=sys.stderr)
        return 130
    report["machine"] = machine_info()
    if args.json:
        print(json.dumps(report, indent=2))
        return 1 if report["failed"] else 0
    console.print(f"{report['games']} games: {args.deals} deals x {len(lineup)} seatings x "
                  f"{len(decks)} deck(s), seeds {args.seed}..{args.seed + args.deals - 1}"
                  + (f" ({report['from_record']} of them from {args.record})"
                     if report["from_record"] else "") + ". "
                  "wins: games won (ties split), with a Wilson 95% interval; fair: the share "
                  "if all bots were equal; ms: think time per move, mean (95th percentile)")
    sections = [("all decks", report["bots"])] if len(decks) > 1 else []
    sections += list(report["by_deck"].items())
    for title, rows in sections:
        table = Table(title=title)
        table.add_column("bot", overflow="fold")  # long names wrap; figures never do
        for column in ("seats", "wins", "95% CI", "fair", "gold ±", "moves", "ms (p95)"):
            table.add_column(column, justify="right", no_wrap=True)
        for r in rows:
            table.add_row(r["bot"], f"{r['seats_per_game']:g}", f"{r['win_share']:.1%}",
                          f"{r['win_share_low'] * 100:.0f}-{r['win_share_high'] * 100:.0f}",
                          f"{r['fair_share']:.0%}", f"{r['mean_gold_change']:+.1f}",
                          str(r["decisions"]), f"{_ms(r['think_mean'])} ({_ms(r['think_p95'])})")
        console.print(table)
    for failure in report["failures"]:
        console.print(f"[red]FAILED[/] {failure['deck']} seed {failure['seed']} rotation "
                      f"{failure['rotation']}: {failure['error'].splitlines()[0]}")
    return 1 if report["failed"] else 0


def cmd_bench(args) -> int:
    from tda import bench
    from tda.sim import config_for
    config_for(0, args.players, args.ruleset, args.deck)  # unknown names fail here, clearly
    figures = bench.run_all(seconds=args.seconds, players=args.players, deck=args.deck,
                            ruleset=args.ruleset)
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    from rich.console import Console
    from rich.table import Table
    play, copy, machine = (figures["random_play"], figures["clone_and_determinize"],
                           figures["machine"])
    table = Table(title=f"tda engine: {args.players} players, {args.deck} deck, random play")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("actions per second", f"{play['actions_per_s']:,.0f}")
    table.add_row("games per second", f"{play['games_per_s']:,.1f}")
    table.add_row("actions per game", f"{play['mean_actions_per_game']:,.1f}")
    table.add_row("clone() µs (mid-game)", f"{copy['clone_us']:,.1f}")
    table.add_row("determinize() µs", f"{copy['determinize_us']:,.1f}")
    console = Console()
    console.print(table)
    console.print(f"{machine['processor']} · Python {machine['python']} · "
                  f"{machine['cpu_count']} cpus, pinned to cpu {machine['pinned_cpu']}")
    return 0


def play_settings(args):
    """The config and seats that `tda play --seat ...` asks for (None, None: no seats given)."""
    import random

    from tda.engine import GameConfig
    from tda.session import Seat

    if not args.seat:
        return None, None
    seats = [Seat.parse(text, i) for i, text in enumerate(args.seat)]
    extra = _options(args)
    if args.variant:
        extra["variant"] = args.variant
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    config = GameConfig(players=[s.name for s in seats], deck=args.deck,
                        ruleset=args.ruleset, seed=seed, **extra)
    return config, seats


def cmd_play(args) -> int:
    from tda.tui import TdaApp
    config, seats = play_settings(args)
    TdaApp(config, seats, args.speed).run()
    return 0


def cmd_resume(args) -> int:
    # the screen (and Textual) is imported only once there is something to show
    from tda.saves import listing_lines, load_session, scan_saves
    if args.file is not None:
        load_session(args.file)  # a bad file fails here, before the screen opens
        path = args.file
    else:
        scan = scan_saves(finished=False)  # each unfinished save replayed: listed means resumable
        if args.list or not scan.loadable:
            print("\n".join(listing_lines(scan)))
            return 0
        path = scan.loadable[0][0] if args.last else None
    from tda.tui import TdaApp
    TdaApp(mode="resume", path=path, speed=args.speed).run()
    return 0


def _load_record(path: Path):
    """A save file, or a bare engine record (as `tda export --json` writes), replayed:
    (record, final state, whether the game is over)."""
    from tda.saves import read_game_file, replay_file
    record, _ = read_game_file(path)
    state = replay_file(path, record)
    return record, state, state.is_over


def cmd_replay(args) -> int:
    record, state, finished = _load_record(args.file)
    from tda.tui import TdaApp
    TdaApp(mode="replay", record=record, path=args.file, reveal=finished or args.reveal).run()
    return 0


def cmd_export(args) -> int:
    from tda.export import ExportError, check_outputs, record_text, story_text, write_output
    from tda.text import safe_name
    outputs = {flag: out for flag, out in (("--json", args.json), ("--story", args.story)) if out}
    if not outputs:
        raise ExportError("nothing to write: add --json OUT for the game record and/or "
                          "--story OUT for its story as text")
    record, state, finished = _load_record(args.file)
    if not finished and not args.reveal:  # the record's seed deals every hidden hand again
        raise ExportError(f"{args.file}: the game is unfinished; its record and story would "
                          "show hidden cards (add --reveal to export it anyway)")
    check_outputs(args.file, outputs, force=args.force)  # all refusals before any write
    texts = {"--json": lambda: record_text(record), "--story": lambda: story_text(record, state)}
    for flag, out in outputs.items():
        write_output(out, texts[flag]())
        print(f"{'record' if flag == '--json' else 'story'} written to {safe_name(str(out))}")
    return 0


COMMANDS = {"play": cmd_play, "story": cmd_story, "sim": cmd_sim, "bench": cmd_bench,
            "resume": cmd_resume, "replay": cmd_replay, "export": cmd_export,
            "tournament": cmd_tournament}


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0].startswith("-") and argv[0] not in ("-h", "--help"):
        argv = ["play", *argv]  # `tda --seat Ann ...` means `tda play --seat Ann ...`
    args = parser.parse_args(argv or ["play"])
    command = args.command
    try:
        return COMMANDS[command](args)
    except ValidationError as err:
        messages = "; ".join(e["msg"].removeprefix("Value error, ") for e in err.errors())
        print(f"tda {command}: error: {messages}", file=sys.stderr)
        return 2
    except (TdaError, ValueError) as err:
        print(f"tda {command}: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `tda ... | head`: the reader left; nothing is lost
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
