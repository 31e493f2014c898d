"""Speed figures for a game's engine: random play, clone and determinize.

Pure functions returning plain dicts (no terminal UI), so the numbers can be
printed by `benchmarks/compare.py`, logged or asserted on. Call
`pin_to_one_core()` first for "one core" figures. The default game unless `game`
names another registered game; the setup comes as the game's `config_for` options
(a deck and a ruleset go to a game whose config has them, a level to one that has
levels), and every game is dealt the same way, through its registry entry.
"""

from __future__ import annotations

import os
import platform
import random
import sys
import time
import timeit
from typing import Any

from .table.registry import AnyGame, get_game


def _options(rules: AnyGame, deck: str, ruleset: str | None,
             options: dict[str, Any]) -> dict[str, Any]:
    """The game's `config_for` options: the deck and the ruleset if its config has
    them (as `tda.table.sim.simulate` passes them), then its own."""
    fields = rules.config_class.model_fields
    setup = {key: value for key, value in (("deck", deck), ("ruleset", ruleset)) if key in fields}
    return {**setup, **options}


def _dealer(game: str | None, players: int, ruleset: str | None, deck: str,
            options: dict[str, Any]):
    """seed -> a new game of `game` with this setup."""
    rules = get_game(game)
    setup = _options(rules, deck, ruleset, options)
    return lambda seed: rules.new_game(rules.config_for(seed, players, **setup))


def _setup(game: str | None, deck: str, ruleset: str | None, options: dict[str, Any]) -> dict:
    """What a figure was measured on, for its report."""
    rules = get_game(game)
    return {"game": rules.name, **_options(rules, deck, ruleset, options)}


def pin_to_one_core() -> int | None:
    """Pin this process to its first allowed CPU; returns that CPU (None if unsupported)."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    return cpu


def machine_info() -> dict:
    affinity = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
    return {
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "cpu_count": os.cpu_count(),
        "affinity": affinity,
    }


def random_play(players: int = 4, ruleset: str | None = None, deck: str = "original",
                seconds: float = 3.0, seed: int = 0, game: str | None = None,
                **options: Any) -> dict:
    """Play random legal actions in back-to-back games for about `seconds`.

    Game i uses seed `seed + i`; the actions are drawn from one
    `random.Random(seed)`, so a run is reproducible up to where the clock stops it.
    Game setup is inside the timing. A game cut off by the clock counts towards
    actions/s but not towards games or the mean game length.
    """
    deal = _dealer(game, players, ruleset, deck, options)
    warm = deal(seed)  # untimed: loads card data
    warm_rng = random.Random(-1)
    while not warm.is_over:
        warm.apply(warm_rng.choice(warm.legal_actions()))
    rng = random.Random(seed)
    choice = rng.choice
    clock = time.perf_counter
    games = actions = finished_actions = 0
    start = clock()
    deadline = start + seconds
    stopped = False
    while not stopped:
        state = deal(seed + games)
        n = 0
        while not state.is_over:
            state.apply(choice(state.legal_actions()))
            n += 1
            if not n & 15 and clock() >= deadline:
                stopped = True
                break
        actions += n
        if not stopped:
            games += 1
            finished_actions += n
            stopped = clock() >= deadline
    elapsed = clock() - start
    return {
        **_setup(game, deck, ruleset, options), "players": players, "seed": seed,
        "seconds": elapsed,
        "actions": actions,
        "games": games,
        "actions_per_s": actions / elapsed,
        "games_per_s": games / elapsed,
        "mean_actions_per_game": finished_actions / games if games else None,
    }


def mid_game_state(players: int = 4, deck: str = "original", seed: int = 0, actions: int = 60,
                   game: str | None = None, **options: Any):
    """A state about `actions` random actions into a seeded game (not over)."""
    deal = _dealer(game, players, None, deck, options)
    rng = random.Random(seed)
    game_seed = seed
    while True:
        state = deal(game_seed)
        for _ in range(actions):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            return state
        game_seed += 1


def _per_call_us(fn, repeat: int = 7) -> float:
    timer = timeit.Timer(fn)
    number, _ = timer.autorange()
    return min(timer.repeat(repeat=repeat, number=number)) / number * 1e6


def clone_and_determinize(players: int = 4, deck: str = "original", seed: int = 0,
                          game: str | None = None, **options: Any) -> dict:
    """Microseconds per `clone()` and per `determinize(seat, rng)` on a mid-game state."""
    state = mid_game_state(players, deck, seed, game=game, **options)
    seat = state.to_act if state.to_act is not None else 0
    rng = random.Random(1)
    return {
        **_setup(game, deck, None, options), "players": players, "seed": seed,
        "actions_played": len(state.actions),
        "seat": seat,
        "clone_us": _per_call_us(state.clone),
        "determinize_us": _per_call_us(lambda: state.determinize(seat, rng)),
    }


def run_all(seconds: float = 3.0, players: int = 4, deck: str = "original",
            ruleset: str | None = None, game: str | None = None, **options: Any) -> dict:
    """Every figure plus machine info; pins to one core first."""
    info = machine_info()
    info["pinned_cpu"] = pin_to_one_core()
    return {
        "machine": info,
        "random_play": random_play(players=players, ruleset=ruleset, deck=deck, seconds=seconds,
                                   game=game, **options),
        "clone_and_determinize": clone_and_determinize(players=players, deck=deck, game=game,
                                                       **options),
    }


if __name__ == "__main__":  # pragma: no cover
    import json
    print(json.dumps(run_all(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0), indent=2))
