"""tda vs RLCard UNO, random play, in one process pinned to one core.

Run with an interpreter that has both tda and rlcard (see benchmarks/README.md):

    /tmp/rlvenv/bin/python benchmarks/compare.py [--seconds 3] [--players 4]

The runs are interleaved (tda, UNO env, UNO game, tda, ...) for --rounds
rounds and each side keeps its best round, so a burst of load from other
processes hurts all sides alike and the ratio stays meaningful.

Prints one table: actions/s, games/s and mean game length for tda and for
RLCard's UNO (through its env API and through the bare game object), with
tda's figure divided by each UNO figure. Then tda's clone and determinize
timings next to the deepcopy stand-in RLCard's UNO offers.
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tda import bench  # noqa: E402


def _fmt(x) -> str:
    if x is None:
        return "-"
    if x >= 100:
        return f"{x:,.0f}"
    return f"{x:,.1f}"


def _ratio(a, b) -> str:
    return f"{a / b:.2f}x" if a and b else "-"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per random-play run")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved runs; best one kept")
    parser.add_argument("--players", type=int, default=4, help="tda seats (UNO is fixed at 2)")
    parser.add_argument("--deck", default="original")
    args = parser.parse_args(argv)

    info = bench.machine_info()
    info["pinned_cpu"] = bench.pin_to_one_core()
    try:
        import rlcard_uno
        rlcard_uno._rlcard()
    except SystemExit as err:
        print(err, file=sys.stderr)
        return 2

    runs = {"tda": [], "env": [], "game": []}
    for _ in range(max(1, args.rounds)):
        runs["tda"].append(bench.random_play(players=args.players, deck=args.deck,
                                             seconds=args.seconds))
        runs["env"].append(rlcard_uno.random_play(seconds=args.seconds, level="env"))
        runs["game"].append(rlcard_uno.random_play(seconds=args.seconds, level="game"))
    tda, env, game = (max(runs[k], key=lambda r: r["actions_per_s"]) for k in ("tda", "env", "game"))
    tda_cd = bench.clone_and_determinize(players=args.players, deck=args.deck)
    uno_clone = rlcard_uno.clone()

    print(f"{info['platform']} | {info['implementation']} {info['python']} | "
          f"{info['cpu_count']} CPUs, pinned to CPU {info['pinned_cpu']} | "
          f"rlcard {env['rlcard_version']} | best of {args.rounds} x {args.seconds:g} s")
    print()
    head = (f"tda {args.players}p", "UNO env", "tda/env", "UNO game", "tda/game")
    print(f"{'':<18}" + "".join(f"{h:>12}" for h in head))
    for label, key in (("actions/s", "actions_per_s"), ("games/s", "games_per_s"),
                       ("actions/game", "mean_actions_per_game")):
        a, e, g = tda[key], env[key], game[key]
        cells = (_fmt(a), _fmt(e), _ratio(a, e), _fmt(g), _ratio(a, g))
        print(f"{label:<18}" + "".join(f"{c:>12}" for c in cells))
    print(f"{'games played':<18}" + "".join(
        f"{c:>12}" for c in (tda["games"], env["games"], "", game["games"], "")))
    spread = {k: ", ".join(_fmt(r["actions_per_s"]) for r in v) for k, v in runs.items()}
    print(f"{'(actions/s runs)':<18}tda {spread['tda']} | env {spread['env']} | game {spread['game']}")
    print()
    print(f"tda clone          {tda_cd['clone_us']:8.2f} us   "
          f"(after {tda_cd['actions_played']} actions)")
    print(f"tda determinize    {tda_cd['determinize_us']:8.2f} us")
    native = uno_clone["native_clone"] or "none"
    print(f"UNO game clone: native method {native}; "
          f"copy.deepcopy(env.game) {uno_clone['deepcopy_us']:8.1f} us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
