"""Dragonmaster bot strength, with duplicate seating and fixed seeds (not in CI).

Every deal (seed) is played once per seat: the bot under test sits in seat 0,
then 1, 2 and 3, with the same cards dealt each time, so the luck of the deal is
shared. One game at a time (-j1: a time-budgeted search thinks less on a busy
machine, and the machine is shared).

    # the heuristic against three random players, 4 players, basic game
    python benchmarks/dragonmaster_strength.py versus --hero heuristic --field random \\
        --level basic --deals 100
    # the search against three heuristic players, per level
    python benchmarks/dragonmaster_strength.py versus --hero hard --field heuristic \\
        --level expert --deals 4 --record benchmarks/results/dm-hard-expert.jsonl
    # think time of `hard` (seconds a decision, p50 and p95) in real games
    python benchmarks/dragonmaster_strength.py think --bot hard --decisions 200
    # the search's CONTRACT_BASELINE table
    python benchmarks/dragonmaster_strength.py baseline --players 4 --level basic

Reports the win share (tied winners split) with a Wilson 95% interval, the mean
crystal change per game with a normal 95% interval, and the think time per
decision. `--record FILE` keeps one JSON line per finished game: the same
command again plays only the games still missing.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

from tda.table import get_game
from tda.table.tournament import wilson

GAME = get_game("dragonmaster")
PLAYERS = 4


def play(level: str, seed: int, seats: list[str], hero_seat: int,
         hands: int | None) -> dict:
    """One game (or its first `hands` hands); the hero's think times are kept."""
    state = GAME.new_game(GAME.config_for(seed, PLAYERS, level=level))
    bots = [GAME.make_bot(spec) for spec in seats]
    rngs = [random.Random(seed * 1000 + s) for s in range(PLAYERS)]
    think: list[float] = []
    while not state.is_over:
        if hands is not None and (state.round - 1) * 5 + state.hand_number > hands:
            break
        seat = state.to_act
        legal = state.legal_actions()
        started = time.perf_counter()
        sampler = GAME.sampler(state, seat)
        action = bots[seat].choose(state.view(seat), legal, rngs[seat], sampler=sampler)
        if seat == hero_seat and len(legal) > 1:
            think.append(round(time.perf_counter() - started, 4))
        state.apply(action)
    balances = list(state.balances)
    if state.result is not None:
        winners = list(state.result.winners)
    else:  # a shortened game: ranked by its balances after the hands played
        best = max(balances)
        winners = [s for s in range(PLAYERS) if balances[s] == best]
    return {"level": level, "seed": seed, "hero_seat": hero_seat, "seats": seats,
            "hands": hands, "balances": balances, "winners": winners, "think": think}


def versus(args: argparse.Namespace) -> None:
    record = Path(args.record) if args.record else None
    done: dict[tuple[int, int], dict] = {}
    if record and record.exists():
        for line in record.read_text().splitlines():
            game = json.loads(line)
            if game["level"] == args.level and game["hands"] == args.hands:
                done[(game["seed"], game["hero_seat"])] = game
    games = []
    for seed in range(args.seed, args.seed + args.deals):
        for hero_seat in range(PLAYERS):
            key = (seed, hero_seat)
            if key not in done:
                seats = [args.field] * PLAYERS
                seats[hero_seat] = args.hero
                done[key] = play(args.level, seed, seats, hero_seat, args.hands)
                if record:
                    with record.open("a") as out:
                        out.write(json.dumps(done[key]) + "\n")
                print(f"seed {seed} seat {hero_seat}: {done[key]['balances']}",
                      file=sys.stderr, flush=True)
            games.append(done[key])
    report(args, games)


def report(args: argparse.Namespace, games: list[dict]) -> None:
    wins = sum(1 / len(g["winners"]) for g in games if g["hero_seat"] in g["winners"])
    low, high = wilson(wins, len(games))
    deltas = [g["balances"][g["hero_seat"]] - 100_000 for g in games]
    mean = statistics.fmean(deltas)
    half = 1.96 * statistics.stdev(deltas) / math.sqrt(len(deltas)) if len(deltas) > 1 else 0
    think = sorted(t for g in games for t in g["think"])
    print(json.dumps({
        "hero": args.hero, "field": args.field, "level": args.level, "players": PLAYERS,
        "deals": args.deals, "games": len(games), "hands": args.hands or 20,
        "win_share": round(wins / len(games), 4),
        "wilson95": [round(low, 4), round(high, 4)],
        "crystal_change_mean": round(mean), "crystal_change_ci95": [round(mean - half),
                                                                    round(mean + half)],
        "think_p50": round(percentile(think, 50), 3) if think else None,
        "think_p95": round(percentile(think, 95), 3) if think else None,
        "decisions": len(think),
    }))


def percentile(values: list[float], p: float) -> float:
    """The nearest-rank percentile of sorted `values`."""
    rank = max(1, math.ceil(p / 100 * len(values)))
    return values[rank - 1]


def think(args: argparse.Namespace) -> None:
    """Time `args.bot`'s decisions (those with a choice) at seat 0 of real games
    against the heuristic, over the three levels in turn."""
    times: list[float] = []
    iterations: list[int] = []
    seed = args.seed
    levels = ("basic", "advanced", "expert")
    while len(times) < args.decisions:
        level = levels[seed % 3]
        state = GAME.new_game(GAME.config_for(seed, PLAYERS, level=level))
        bots = [GAME.make_bot(args.bot)] + [GAME.make_bot("heuristic")] * 3
        rng = random.Random(seed)
        while not state.is_over and len(times) < args.decisions:
            seat = state.to_act
            legal = state.legal_actions()
            started = time.perf_counter()
            action = bots[seat].choose(state.view(seat), legal, rng,
                                       sampler=GAME.sampler(state, seat))
            if seat == 0 and len(legal) > 1:
                times.append(time.perf_counter() - started)
                iterations.append(getattr(bots[0], "last_iterations", 0))
            state.apply(action)
        seed += 1
    times.sort()
    print(json.dumps({"bot": args.bot, "decisions": len(times),
                      "think_p50": round(percentile(times, 50), 3),
                      "think_p95": round(percentile(times, 95), 3),
                      "think_max": round(times[-1], 3),
                      "iterations_p5": percentile(sorted(iterations), 5),
                      "iterations_p50": percentile(sorted(iterations), 50),
                      "iterations_min": min(iterations)}))


def baseline(args: argparse.Namespace) -> None:
    """What a Dragonmaster gains per contract in heuristic self-play, against the
    average other seat (hands with a Power Play left out): the search's
    CONTRACT_BASELINE table."""
    heuristic = GAME.make_bot("heuristic")
    gains: dict[str, list[float]] = {}
    for seed in range(args.seed, args.seed + args.games):
        state = GAME.new_game(GAME.config_for(seed, args.players, level=args.level))
        rng = random.Random(seed)
        hand = start = None
        while not state.is_over:
            if state.phase == "play" and not state.trick_winners and not state.trick:
                hand, start = (state.round, state.hand_number), tuple(state.balances)
                dm, contract, power = state.dragonmaster, state.contract, state.power_player
            seat = state.to_act
            state.apply(heuristic.choose(state.view(seat), state.legal_actions(), rng))
            if hand is not None and ((state.round, state.hand_number) != hand or state.is_over):
                if power is None:
                    gain = [state.balances[s] - start[s] for s in range(state.n)]
                    others = (sum(gain) - gain[dm]) / (state.n - 1)
                    gains.setdefault(contract, []).append(gain[dm] - others)
                hand = None
    print(json.dumps({"players": args.players, "level": args.level, "games": args.games,
                      "baseline": {c: round(statistics.fmean(v)) for c, v in gains.items()}}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    v = sub.add_parser("versus", help="one bot against three of another, duplicate seating")
    v.add_argument("--hero", required=True, help="the bot under test, e.g. hard")
    v.add_argument("--field", required=True, help="the three others, e.g. heuristic")
    v.add_argument("--level", default="basic", choices=("basic", "advanced", "expert"))
    v.add_argument("--deals", type=int, default=10, help="seeds; each is played 4 times")
    v.add_argument("--seed", type=int, default=1000, help="the first seed")
    v.add_argument("--hands", type=int, default=None,
                   help="stop after this many hands (a shortened game; default: all 20)")
    v.add_argument("--record", help="JSON lines file: resume and keep every game")
    v.set_defaults(run=versus)
    t = sub.add_parser("think", help="think time per decision")
    t.add_argument("--bot", default="hard")
    t.add_argument("--decisions", type=int, default=200)
    t.add_argument("--seed", type=int, default=7000)
    t.set_defaults(run=think)
    b = sub.add_parser("baseline", help="a Dragonmaster's gain per contract (the search's "
                       "CONTRACT_BASELINE)")
    b.add_argument("--players", type=int, default=4)
    b.add_argument("--level", default="basic", choices=("basic", "advanced", "expert"))
    b.add_argument("--games", type=int, default=60)
    b.add_argument("--seed", type=int, default=0)
    b.set_defaults(run=baseline)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
