"""How big is a seat's view on the wire, and how long do `dump` and `load` take?
(issue 29.4; the figures a networked table, issue 30, sends after every action).

Seeded games played by each game's heuristic bot (every seat): after every action,
every seat's and the spectator's view is dumped to JSON; the largest, the last and
the time to dump and load one are printed per game:

    python benchmarks/wire_size.py [--games 3] [--json benchmarks/results/wire-size.json]

Sizes are the compact JSON text (`separators=(",", ":")`) in bytes, and the default
text (`json.dumps(message)`) beside it.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from tda.table import get_game, wire

SETUPS = {  # name: (game, config_for options, seats, bot)
    "tda-legendary-6": ("three-dragon-ante",
                        {"deck": "legendary", "variant": "pick-em+show-em"}, 6, "heuristic"),
    "tda-original-4": ("three-dragon-ante", {}, 4, "heuristic"),
    "dragonmaster-expert-4": ("dragonmaster", {"level": "expert"}, 4, "heuristic"),
}


def measure(setup: str, seed: int) -> dict:
    name, options, seats, bot_name = SETUPS[setup]
    game = get_game(name)
    state = game.new_game(game.config_for(seed, seats, **options))
    bots = [game.make_bot(bot_name) for _ in range(seats)]
    rng = random.Random(seed)
    largest, compact, dumps, loads = 0, 0, [], []
    while not state.is_over:
        seat = state.to_act
        view = state.view(seat)
        state.apply(bots[seat].choose(view, state.legal_actions(), rng))
        for who in (None, *range(seats)):
            view = state.view(who)
            start = time.perf_counter()
            message = wire.dump(view)
            middle = time.perf_counter()
            wire.load(message)
            dumps.append(middle - start)
            loads.append(time.perf_counter() - middle)
            largest = max(largest, len(json.dumps(message).encode()))
            compact = max(compact, len(json.dumps(message, separators=(",", ":")).encode()))
    return {"setup": setup, "seed": seed, "actions": len(state.actions),
            "events": len(state.log), "max_view_bytes": largest,
            "max_view_bytes_compact": compact,
            "dump_ms_p50": round(statistics.median(dumps) * 1000, 3),
            "load_ms_p50": round(statistics.median(loads) * 1000, 3),
            "dump_ms_max": round(max(dumps) * 1000, 3),
            "load_ms_max": round(max(loads) * 1000, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeds per setup")
    parser.add_argument("--json", help="also write the rows to this file")
    args = parser.parse_args()
    rows = [measure(setup, seed) for setup in SETUPS for seed in range(1, args.games + 1)]
    for row in rows:
        print(json.dumps(row))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
