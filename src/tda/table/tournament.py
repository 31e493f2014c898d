"""Bot tournaments with duplicate seating: every deal is played once per seat
rotation, so each bot meets the same cards from every chair.

Pure functions (no printing); `tda tournament` adds the progress bar and tables.
Any registered game (the default game unless told): its "decks" are the setups a
game is played in, each passed to the game's `config_for` under the keyword the
tournament's `setup` names (a deck, a level: the game's `Presentation.setup_word`).
A tournament may keep a record (JSON lines, one finished game each): an interrupted
run started again with the same record plays only the games missing.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import os
import queue
import random
import signal
import time
import traceback
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from tda.text import safe_name

from .errors import TdaError
from .phrase import Phrase
from .registry import SeatBot, get_game
from .session import play_bots

if TYPE_CHECKING:
    from multiprocessing.pool import Pool
    from multiprocessing.sharedctypes import Synchronized

Z95 = 1.959963984540054

# A game's own setup options (keywords of its `config_for`) and the reports built
# here: JSON values of any game, so their values stay `Any`.
Options = dict[str, Any]
Report = dict[str, Any]
# What makes two games the same game: deck, seed, rotation, seating, ruleset, options.
GameKey = tuple[str, int, int, tuple[str, ...], str | None, str]
# One game to play: play_game's arguments, in order (first six: the key's parts).
Task = tuple[str, int, int, list[str], str | None, Options, str | None, str]


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (tied wins may be fractional)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def seatings(lineup: Sequence[str]) -> list[list[str]]:
    """Duplicate seating: rotation r puts lineup[(i + r) % n] in seat i, so every
    entry sits in every seat once per deal."""
    n = len(lineup)
    return [[lineup[(seat + r) % n] for seat in range(n)] for r in range(n)]


@dataclass
class GameOutcome:
    deck: str
    seed: int
    rotation: int
    seating: list[str]
    start_gold: list[int] = field(default_factory=list)
    gold: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    think: list[list[float]] = field(default_factory=list)  # seconds per decision, per seat
    fallbacks: list[int] = field(default_factory=list)
    error: str = ""
    ruleset: str | None = None
    options: Options = field(default_factory=dict)

    @property
    def key(self) -> GameKey:
        """What makes two games the same game (think times aside)."""
        return _key(self.deck, self.seed, self.rotation, self.seating, self.ruleset,
                    self.options)


def _key(deck: str, seed: int, rotation: int, seating: Sequence[str], ruleset: str | None,
         options: Options) -> GameKey:
    return deck, seed, rotation, tuple(seating), ruleset, json.dumps(options, sort_keys=True)


def make_bot(name: str, game: str | None = None) -> SeatBot:
    """A bot seat of `game` (None: the default game) by its registry name."""
    return get_game(game).make_bot(name)


def play_game(deck: str, seed: int, rotation: int, seating: Sequence[str],
              ruleset: str | None = None, options: Options | None = None,
              game: str | None = None, setup: str = "deck") -> GameOutcome:
    """One game with these bots in these seats; never raises (errors are recorded,
    an illegal action among them). `deck` is passed to the game's `config_for` as
    its `setup` keyword; `ruleset` only when given (a game without rulesets takes none)."""
    out = GameOutcome(deck, seed, rotation, list(seating), ruleset=ruleset,
                      options=dict(options or {}))
    try:
        rules = get_game(game)
        chosen: dict[str, Any] = {setup: deck}
        if ruleset is not None:
            chosen["ruleset"] = ruleset
        config = rules.config_for(seed, len(seating), **chosen, **(options or {}))
        bots = [_Timed(make_bot(spec) if game is None else make_bot(spec, game))
                for spec in seating]
        state = play_bots(config, bots)
        out.start_gold = list(rules.start_scores(state))
        out.gold = list(rules.scores(state))
        out.winners = list(state.result.winners)
        out.think = [b.times for b in bots]
        out.fallbacks = [getattr(b.bot, "fallbacks", 0) for b in bots]
    except Exception as err:  # report it with the game that reproduces it, keep going
        out.error = f"{type(err).__name__}: {err}\n{traceback.format_exc(limit=6)}"
    return out


class _Timed:
    """A bot that clocks its own decisions."""

    def __init__(self, bot: SeatBot) -> None:
        self.bot = bot
        self.searches = getattr(bot, "searches", True)  # no sampler for one that never reads it
        self.times: list[float] = []

    def choose(self, view: Any, legal: list[Any], rng: random.Random,
               sampler: Any = None) -> Any:
        # view, actions and sampler of whichever game is played
        start = time.perf_counter()
        action = self.bot.choose(view, legal, rng, sampler=sampler)
        self.times.append(time.perf_counter() - start)
        return action


@dataclass
class BotStats:
    """One lineup entry's results (entries with the same name are pooled)."""
    bot: str
    games: int = 0
    seat_games: int = 0
    wins: Fraction = Fraction(0)  # exact, so the order games arrive in cannot change a report
    gold_change: float = 0.0
    think: list[float] = field(default_factory=list, repr=False)
    fallbacks: int = 0

    def add(self, outcome: GameOutcome, seats: list[int]) -> None:
        self.games += 1
        self.seat_games += len(seats)
        winners = outcome.winners
        self.wins += Fraction(sum(1 for s in seats if s in winners), len(winners))
        for s in seats:
            self.gold_change += outcome.gold[s] - outcome.start_gold[s]
            self.think.extend(outcome.think[s])
            self.fallbacks += outcome.fallbacks[s]

    def summary(self, players: int) -> Report:
        wins = float(self.wins)
        low, high = wilson(wins, self.games)
        think = sorted(self.think)
        return {
            "bot": self.bot, "games": self.games,
            "seats_per_game": self.seat_games / max(1, self.games),
            "wins": wins, "win_share": float(self.wins / max(1, self.games)),
            "win_share_low": low, "win_share_high": high,
            "fair_share": self.seat_games / max(1, self.games) / players,
            "mean_gold_change": self.gold_change / max(1, self.seat_games),
            "decisions": len(think),
            "think_mean": sum(think) / len(think) if think else 0.0,
            "think_p95": percentile(think, 0.95), "think_max": think[-1] if think else 0.0,
            "fallbacks": self.fallbacks,
        }


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q * len(sorted_values)))
    return sorted_values[rank - 1]


@dataclass
class Tournament:
    lineup: list[str]
    decks: list[str]
    deals: int
    seed: int = 0
    ruleset: str | None = None
    options: Options = field(default_factory=dict)
    game: str | None = None  # a registered game's name; None: the default game
    setup: str = "deck"  # the `config_for` keyword each entry of `decks` is passed as

    @property
    def game_count(self) -> int:
        """Games in the whole tournament: one per deck, deal and seat rotation."""
        return len(self.decks) * self.deals * len(self.lineup)

    def tasks(self) -> Iterator[Task]:
        """Every game to play, in a fixed order: deck, deal, rotation. A generator: a
        tournament of a trillion deals is never held in memory as a list."""
        rows = seatings(self.lineup)
        for deck in self.decks:
            for deal in range(self.deals):
                for rotation, seating in enumerate(rows):
                    yield (deck, self.seed + deal, rotation, seating, self.ruleset,
                           self.options, self.game, self.setup)

    def holds(self, outcome: GameOutcome) -> bool:
        """Is this recorded game one of this tournament's? (Checked from its key,
        without listing the tournament's games.)"""
        seed, rotation = outcome.seed, outcome.rotation
        if not (isinstance(seed, int) and isinstance(rotation, int)
                and self.seed <= seed < self.seed + self.deals
                and 0 <= rotation < len(self.lineup) and outcome.deck in self.decks):
            return False
        seating = seatings(self.lineup)[rotation]
        return outcome.key == _key(outcome.deck, seed, rotation, seating, self.ruleset,
                                   self.options)

    def run(self, progress: Callable[[int], None] | None = None, jobs: int = 1,
            record: Path | None = None) -> Report:
        """Play every game not already in `record` (which then gains each game as it
        finishes), and report on all of them. `progress` gets the count finished.
        `jobs` is capped at the games left and the cores this process may use."""
        book = GameRecord(record) if record else None
        kept = {key: game for key, game in (book.load() if book else {}).items()
                if self.holds(game)}
        if progress:
            progress(len(kept))
        todo = (task for task in self.tasks() if _key(*task[:6]) not in kept)
        workers = worker_count(jobs, self.game_count - len(kept))
        games = _play_all(todo, workers)
        with book or contextlib.nullcontext(), contextlib.closing(games):
            played = _noted(games, book, progress, len(kept))
            report = self.report(itertools.chain(kept.values(), played))
        report["from_record"] = len(kept)
        report["jobs"] = workers
        return report

    def report(self, outcomes: Iterable[GameOutcome]) -> Report:
        """Figures per bot, overall and per deck, from games in any order (read once)."""
        players = len(self.lineup)
        names = list(dict.fromkeys(self.lineup))
        overall = {name: BotStats(name) for name in names}
        by_deck = {deck: {name: BotStats(name) for name in names} for deck in self.decks}
        failures = []
        games = 0
        for outcome in outcomes:
            games += 1
            if outcome.error:
                failures.append(outcome)
                continue
            for name in names:
                seats = [s for s, bot in enumerate(outcome.seating) if bot == name]
                overall[name].add(outcome, seats)
                by_deck[outcome.deck][name].add(outcome, seats)
        return {
            "game": get_game(self.game).name, "lineup": self.lineup, "players": players, "decks": self.decks, "deals": self.deals,
            "seed": self.seed, "ruleset": self.ruleset, "options": self.options,
            "games": games, "failed": len(failures),
            "bots": [overall[n].summary(players) for n in names],
            "by_deck": {deck: [stats[n].summary(players) for n in names]
                        for deck, stats in by_deck.items()},
            "failures": [_failure(o) for o in sorted(failures, key=self._order)],
        }

    def _order(self, outcome: GameOutcome) -> tuple[int, int, int]:
        """Where a game comes in `tasks()`, so failures are listed the same every run."""
        deck = self.decks.index(outcome.deck) if outcome.deck in self.decks else len(self.decks)
        return deck, outcome.seed, outcome.rotation


def _failure(outcome: GameOutcome) -> Report:
    return {"deck": outcome.deck, "seed": outcome.seed, "rotation": outcome.rotation,
            "seating": outcome.seating, "error": outcome.error}


def _noted(games: Iterable[GameOutcome], book: GameRecord | None,
           progress: Callable[[int], None] | None, done: int) -> Iterator[GameOutcome]:
    """Each game as it finishes, once it is in the record and the progress count."""
    for outcome in games:
        if book:
            book.append(outcome)
        done += 1
        if progress:
            progress(done)
        yield outcome


def _play_task(task: Task) -> GameOutcome:
    deck, seed, rotation, seating, ruleset, options, game, setup = task
    return play_game(deck, seed, rotation, seating, ruleset, options, game, setup)


def _play_all(tasks: Iterable[Task], jobs: int) -> Generator[GameOutcome, None, None]:
    """Outcomes as games finish, in `jobs` processes when more than one."""
    if jobs <= 1:
        yield from map(_play_task, tasks)
        return
    import multiprocessing
    context = multiprocessing.get_context("spawn")
    cores = worker_cores(jobs)
    started = context.Value("i", 0)
    with context.Pool(jobs, _start_worker, (cores, started)) as pool:
        yield from _bounded(pool, tasks, limit=2 * jobs)


def _bounded(pool: Pool, tasks: Iterable[Task], limit: int) -> Iterator[GameOutcome]:
    """Games from `pool` with at most `limit` handed out at once. Pool.imap would
    read the whole task stream ahead of the workers: a long tournament's tasks
    would fill the memory long before its games were played."""
    finished: queue.SimpleQueue[GameOutcome | BaseException] = queue.SimpleQueue()
    out = 0
    for task in tasks:
        if out >= limit:
            yield _result(finished.get())
            out -= 1
        pool.apply_async(_play_task, (task,), callback=finished.put,
                         error_callback=finished.put)
        out += 1
    for _ in range(out):
        yield _result(finished.get())


def _result(item: GameOutcome | BaseException) -> GameOutcome:
    if isinstance(item, BaseException):  # play_game records its errors; this is the pool's
        raise item
    return item


def worker_count(jobs: int, games: int) -> int:
    """Workers worth starting: never more than the games left or the usable cores
    (extra workers would only share a core, halving time-budgeted bots' search)."""
    return max(1, min(jobs, games, usable_cores()))


def usable_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def worker_cores(jobs: int) -> list[int]:
    """The cores to pin `jobs` workers to, one each, or [] to leave them to the
    scheduler (more workers than cores, or no way to pin on this platform).

    A time-budgeted bot thinks as long as the clock allows; two workers sharing a
    core while another idles would give the bots in those games half the search."""
    try:
        allowed = sorted(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return []
    return allowed[:jobs] if jobs <= len(allowed) else []


def _start_worker(cores: list[int], started: Synchronized[int]) -> None:
    # Workers ignore Ctrl-C: the parent stops the pool, so the terminal gets one
    # message instead of a traceback per worker.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with started.get_lock():
        index = started.value
        started.value += 1
    if cores:  # a replaced worker takes the next core round the ring
        with contextlib.suppress(OSError):
            os.sched_setaffinity(0, {cores[index % len(cores)]})


class GameRecord:
    """A tournament's finished games, one JSON object per line, appended and flushed
    as each game ends, so a kill loses only the games being played."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._file: TextIO | None = None
        self._keep: int | None = None  # bytes worth keeping, when the file ends in a torn line
        self._unterminated = False  # the last game is whole but lacks its newline

    def _in_file(self, why: Phrase) -> Phrase:
        """A refusal of the record file, for a player: the file and the words' phrase."""
        return Phrase("table.in-file", path=safe_name(str(self.path)), why=why)

    def load(self) -> dict[GameKey, GameOutcome]:
        """Games recorded without an error, by key. A torn last line (the process
        died while writing it) is dropped; any other bad line is an error naming it."""
        if not self.path.exists():
            return {}
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise TdaError(f"{self.path}: cannot read the tournament record ({err})",
                           phrase=self._in_file(Phrase("tournament.unreadable",
                                                       why=str(err)))) from None
        lines = text.split("\n")
        games = {}
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                outcome = GameOutcome(**json.loads(line))
            except (ValueError, TypeError) as err:
                if number == len(lines):  # no newline after it: a torn write
                    self._keep = len(text.encode("utf-8")) - len(line.encode("utf-8"))
                    continue
                why = f"{type(err).__name__}: {err}"  # Python's words for the line (data)
                raise TdaError(f"{self.path}: line {number} is not a tournament game "
                               f"({why}); fix or remove the line, "
                               "or give another --record file",
                               phrase=self._in_file(Phrase(
                                   "tournament.bad-line", line=number, why=why,
                                   flag="--record"))) from None
            if not outcome.error:
                games[outcome.key] = outcome
        self._unterminated = self._keep is None and bool(text) and not text.endswith("\n")
        return games

    def __enter__(self) -> GameRecord:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._file = open(self.path, "a", encoding="utf-8")
        except OSError as err:
            why = err.strerror or str(err)
            raise TdaError(f"{self.path}: cannot write the tournament record ({why})",
                           phrase=self._in_file(Phrase("tournament.unwritable",
                                                       why=why))) from None
        if self._keep is not None:
            self._file.truncate(self._keep)
        elif self._unterminated:
            self._file.write("\n")  # a whole last game whose newline never made it
        return self

    def append(self, outcome: GameOutcome) -> None:
        assert self._file is not None, "append inside `with record:`"
        self._file.write(json.dumps(asdict(outcome)) + "\n")
        self._file.flush()

    def __exit__(self, *exc: object) -> None:
        if self._file is not None:
            self._file.close()
