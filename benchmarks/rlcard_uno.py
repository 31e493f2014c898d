"""Random-play speed of RLCard's UNO, as a yardstick for tda's figures.

RLCard is not a dependency of tda: run this with an interpreter that has it
installed (see benchmarks/README.md). Standalone use:

    /tmp/rlvenv/bin/python benchmarks/rlcard_uno.py [seconds]

Two loops are timed:

* "env": the public RL API, as an agent would drive it: env.reset(), then
  env.step(a) with `a` a random key of state['legal_actions'] until
  env.is_over(). Every step also builds the numpy observation for the next
  player, which is part of what that API costs.
* "game": the bare rules object underneath (env.game.init_game(),
  game.get_legal_actions(), game.step(str)), with no observation encoding;
  closer to what tda's state.apply() does.

RLCard's UnoGame has no clone/copy method. Its only snapshot mechanism is
allow_step_back, which deep-copies the dealer, players and round before every
step, so copy.deepcopy(env.game) is timed as the stand-in.

The UNO environment is two-player only (its env ignores 'game_num_players').
"""

from __future__ import annotations

import copy
import json
import os
import random
import sys
import time
import timeit


def _rlcard():
    try:
        import rlcard
    except ImportError:  # pragma: no cover
        sys.exit("rlcard is not installed in this interpreter; see benchmarks/README.md")
    return rlcard


def pin_to_one_core() -> int | None:
    if not hasattr(os, "sched_setaffinity"):
        return None
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    return cpu


def random_play(seconds: float = 3.0, seed: int = 0, level: str = "env") -> dict:
    """Back-to-back random UNO games for about `seconds`; level is 'env' or 'game'.

    Same accounting as tda.bench.random_play: a game cut off by the clock adds
    to actions/s only.
    """
    rlcard = _rlcard()
    env = rlcard.make("uno", config={"seed": seed})
    game = env.game
    warm, _ = env.reset()  # untimed warm-up game
    warm_rng = random.Random(-1)
    while not env.is_over():
        warm, _ = env.step(warm_rng.choice(list(warm["legal_actions"])))
    rng = random.Random(seed)
    choice = rng.choice
    clock = time.perf_counter
    games = actions = finished_actions = 0
    start = clock()
    deadline = start + seconds
    stopped = False
    while not stopped:
        n = 0
        if level == "env":
            state, _ = env.reset()
            while not env.is_over():
                state, _ = env.step(choice(list(state["legal_actions"])))
                n += 1
                if not n & 15 and clock() >= deadline:
                    stopped = True
                    break
        elif level == "game":
            game.init_game()
            while not game.is_over():
                game.step(choice(game.get_legal_actions()))
                n += 1
                if not n & 15 and clock() >= deadline:
                    stopped = True
                    break
        else:
            raise ValueError(f"level must be 'env' or 'game', not {level!r}")
        actions += n
        if not stopped:
            games += 1
            finished_actions += n
            stopped = clock() >= deadline
    elapsed = clock() - start
    return {
        "game": "rlcard uno", "level": level, "players": env.num_players,
        "rlcard_version": getattr(rlcard, "__version__", "?"), "seed": seed,
        "seconds": elapsed, "actions": actions, "games": games,
        "actions_per_s": actions / elapsed,
        "games_per_s": games / elapsed,
        "mean_actions_per_game": finished_actions / games if games else None,
    }


def clone(seed: int = 0, warmup_actions: int = 20) -> dict:
    """Report whether UnoGame can clone itself, and time deepcopy as the stand-in."""
    rlcard = _rlcard()
    env = rlcard.make("uno", config={"seed": seed})
    rng = random.Random(seed)
    while True:
        state, _ = env.reset()
        for _ in range(warmup_actions):
            if env.is_over():
                break
            state, _ = env.step(rng.choice(list(state["legal_actions"])))
        if not env.is_over():
            break
    game = env.game
    native = next((m for m in ("clone", "copy", "__copy__", "__deepcopy__")
                   if hasattr(game, m)), None)
    timer = timeit.Timer(lambda: copy.deepcopy(game))
    number, _ = timer.autorange()
    best = min(timer.repeat(repeat=7, number=number)) / number
    return {"native_clone": native, "deepcopy_us": best * 1e6}


if __name__ == "__main__":
    secs = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    cpu = pin_to_one_core()
    print(json.dumps({
        "pinned_cpu": cpu,
        "env": random_play(secs, level="env"),
        "game": random_play(secs, level="game"),
        "clone": clone(),
    }, indent=2))
