"""The UI's CPU time per key at the table (issue 19): load-independent where
`latency.py`'s wall-clock figures are not.

The real app runs headless in this process under Textual's Pilot: one human (Ann)
and three `heuristic` bots, bot speed `instant`, bots in a thread (their thinking is
not counted: the figure is the CPU time of the UI's own thread, `time.thread_time`).
On Ann's turn it presses Down and Up through her choices, `?` (help), Right and Left
(help tabs), Escape (close it), `q` and Escape (the quit question), then `1` (choose;
that figure includes drawing the bots' moves until her next turn); `x`, bound to
nothing, is the floor: Pilot's own work per key and Textual's handling of a key that
does nothing. Each key is timed
from the press until Textual has handled it and drawn the screen (the compositor's
update rendered to terminal text, as a terminal would be sent it); `tick` is one beat
of the table clock (no time limit: nothing shown). The first key comes 3 s after the
table opens, as a player first takes the table in (the table builds its help meanwhile).

Each checkout given with `--src` runs in a child process of its own (PYTHONPATH set
to it), the checkouts interleaved round by round, so before and after share the
machine:

    nice -n 10 python benchmarks/key_cost.py --src /path/to/before/src --src src \\
        --rounds 3 --json benchmarks/results/key-cost.json

Prints p50/p95 of CPU ms per key kind, per game and terminal size, per checkout.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

GAMES = ("three-dragon-ante", "dragonmaster")
READING = 3.0  # seconds at the table before the first key
SIZES = ("80x24", "120x40")
# the keys pressed on each of the human's turns, in order, with their kind
TURN_KEYS = [("x", "x (no key)"), ("down", "Down"), ("down", "Down"), ("up", "Up"), ("up", "Up"),
             ("question_mark", "?"), ("right", "Right"), ("left", "Left"),
             ("escape", "Escape"), ("q", "q"), ("escape", "Escape"), ("1", "1 (choose)")]


# -- the child: one game at one size in this process ---------------------------------

def build_app(game: str, seed: int):
    from tda.table.session import Seat
    from tda.tui import TdaApp
    names = ["Ann", "Bob", "Cid", "Dee"]
    seats = [Seat("Ann")] + [Seat(n, "heuristic") for n in names[1:]]
    if game == "dragonmaster":
        from tda.dragonmaster import DragonmasterConfig
        config = DragonmasterConfig(players=names, level="expert", seed=seed)
    else:
        from tda.engine import GameConfig
        config = GameConfig(players=names, seed=seed)
    return TdaApp(config, seats, speed="instant", autosave=False, bot_process=False)


def draw_as_a_terminal() -> None:
    """Headless, Textual computes each screen update but does not turn it into terminal
    text; do that too, so the figure holds everything a real terminal costs the UI."""
    from textual._compositor import CompositorUpdate
    from textual.app import App
    display = App._display

    def _display(self, screen, renderable) -> None:
        if isinstance(renderable, CompositorUpdate) and not self._batch_count:
            renderable.render_segments(self.console)
        display(self, screen, renderable)
    App._display = _display  # type: ignore[method-assign]


async def measure(game: str, size: str, seed: int, turns: int) -> dict[str, list[float]]:
    from tda.tui.table_screen import TableScreen
    width, height = map(int, size.split("x"))
    app = build_app(game, seed)
    costs: dict[str, list[float]] = {}

    def table() -> TableScreen:
        return next(s for s in app.screen_stack if isinstance(s, TableScreen))

    async with app.run_test(size=(width, height)) as pilot:
        async def until(predicate, timeout: float = 60.0) -> None:
            deadline = time.monotonic() + timeout
            while not predicate():
                if time.monotonic() > deadline:
                    raise TimeoutError("the table never came back to the human")
                # a gambit/hand summary between turns: continue
                if not isinstance(app.screen, TableScreen) and app.screen.id != "_default" \
                        and type(app.screen).__name__ in ("GambitSummary",):
                    await pilot.press("enter")
                await pilot.pause(0.01)

        def ready() -> bool:
            screen = app.screen
            return isinstance(screen, TableScreen) and screen.waiting_for_human

        async def timed(key: str) -> float:
            start = time.thread_time()
            await pilot.press(key)
            await pilot.pause()
            return (time.thread_time() - start) * 1000

        await until(ready)
        await pilot.pause(READING)  # a player takes in the table before the first key
        for _ in range(turns):
            if table().session.state.is_over:
                break
            for key, kind in TURN_KEYS:
                if kind == "1 (choose)":
                    start = time.thread_time()
                    await pilot.press(key)
                    await until(lambda: ready() or table().session.state.is_over)
                    await pilot.pause()
                    costs.setdefault(kind, []).append((time.thread_time() - start) * 1000)
                    continue
                costs.setdefault(kind, []).append(await timed(key))
            if table().session.state.is_over:
                break
            start = time.thread_time()
            table().clock.tick()
            await pilot.pause()
            costs.setdefault("tick", []).append((time.thread_time() - start) * 1000)
    return costs


def child(args) -> None:
    draw_as_a_terminal()
    result = asyncio.run(measure(args.game, args.size, args.seed, args.turns))
    json.dump(result, sys.stdout)


# -- the driver -----------------------------------------------------------------------

def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", action="append", help="a checkout's src (default: src)")
    parser.add_argument("--rounds", type=int, default=2, help="runs per checkout and case")
    parser.add_argument("--turns", type=int, default=6, help="human turns per run")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--json", type=Path, help="write the figures here")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--game", default=GAMES[0], help=argparse.SUPPRESS)
    parser.add_argument("--size", default=SIZES[0], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    srcs = [str(Path(s).resolve()) for s in (args.src or ["src"])]
    cases = [(g, s) for g in args.games.split(",") for s in args.sizes.split(",")]
    samples: dict[str, dict[str, dict[str, list[float]]]] = {}
    for round_ in range(args.rounds):
        for game, size in cases:
            for src in srcs:  # interleaved: before and after share the machine's moments
                env = dict(os.environ, PYTHONPATH=src, TDA_BOT_PROCESS="0")
                out = subprocess.run(
                    [sys.executable, __file__, "--child", "--game", game, "--size", size,
                     "--seed", str(args.seed + round_), "--turns", str(args.turns)],
                    env=env, capture_output=True, text=True, check=False)
                if out.returncode:
                    sys.exit(f"{src} {game} {size}: {out.stderr.strip().splitlines()[-1:]}")
                case = samples.setdefault(f"{game} {size}", {}).setdefault(src, {})
                for kind, values in json.loads(out.stdout).items():
                    case.setdefault(kind, []).extend(values)
    report = {"machine": {"python": platform.python_version(), "cpu": platform.processor()
                          or platform.machine(), "load": os.getloadavg()},
              "command": " ".join(sys.argv), "srcs": srcs, "cases": {}}
    for case, by_src in samples.items():
        print(f"\n{case}: UI CPU ms per key, p50 / p95 (n)")
        kinds = list(next(iter(by_src.values())))
        print(f"{'key':<12}" + "".join(f"{Path(s).parent.name + '/' + Path(s).name:>26}"
                                        for s in srcs))
        table = {}
        for kind in kinds:
            row = f"{kind:<12}"
            for src in srcs:
                values = by_src[src].get(kind, [])
                if values:
                    p50, p95 = statistics.median(values), pct(values, 0.95)
                    row += f"{p50:>13.1f} / {p95:>6.1f} ({len(values):>2})"
                    table.setdefault(kind, {})[src] = {"p50": round(p50, 2),
                                                       "p95": round(p95, 2),
                                                       "n": len(values)}
                else:
                    row += f"{'-':>26}"
            print(row)
        every = {src: [v for k, vs in by_src[src].items() if k not in ("1 (choose)", "tick", "x (no key)")
                       for v in vs] for src in srcs}
        row = f"{'every key*':<12}"
        for src in srcs:
            p50, p95 = statistics.median(every[src]), pct(every[src], 0.95)
            row += f"{p50:>13.1f} / {p95:>6.1f} ({len(every[src]):>2})"
            table.setdefault("every key*", {})[src] = {"p50": round(p50, 2),
                                                       "p95": round(p95, 2),
                                                       "n": len(every[src])}
        print(row)
        report["cases"][case] = table
    print("\n* every key but `x`, `1` (which includes drawing the bots' moves) and the clock tick")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
