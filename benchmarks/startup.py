"""How long `tda` takes to start: wall time of fresh processes, median and p95.

Three measures, each a new Python process timed from spawn to exit (so the
interpreter's own start-up is included, as a player at the shell feels it):

* `tda --help` — the command list;
* `tda sim --games 1 --help` — one command's help (it names the decks and rulesets,
  so it reads the card data);
* play path — what bare `tda` does before the setup screen draws: the CLI and the
  TUI imported and the app built, with `TdaApp.run` replaced by a no-op so no
  terminal is needed. The screen's own first paint is not in this figure;
* setup screen drawn — bare `tda` in a tmux pane of 120x40 (when tmux is installed),
  from spawning it to its setup screen on the pane (polled every 5 ms; the pane is
  killed then), with an empty config folder (no remembered setup).

Children run without PYTHONDONTWRITEBYTECODE, so they use .pyc files as an
installed tda does (pip compiles them; the warm-up rounds write them here).

Runs are interleaved (one of each measure, for each checkout, per round) so a
burst of load from elsewhere lands on every figure alike. Compare checkouts (before
and after a change, in the same run) by giving --src once for each:

    python benchmarks/startup.py --runs 30                        # this checkout
    python benchmarks/startup.py --runs 30 --src /path/to/before/src --src src --json
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"

# The play path as bare `tda` takes it, without a terminal: the app's run is a no-op.
PLAY_PATH = ("import tda.tui; tda.tui.TdaApp.run = lambda self, *a, **k: None; "
             "import tda.cli; tda.cli.main([])")

MEASURES = {
    "tda --help": ["-m", "tda.cli", "--help"],
    "tda sim --games 1 --help": ["-m", "tda.cli", "sim", "--games", "1", "--help"],
    "tda (play path, to app.run)": ["-c", PLAY_PATH],
}


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(q * len(ordered))) - 1]


def time_once(args: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning `python ARGS` to its exit (a failure is an error)."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, *args], env=env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"python {' '.join(args)} failed ({done.returncode}): "
                         f"{done.stderr.strip().splitlines()[-1:]}")
    return elapsed


SETUP_DRAWN = "tda (setup screen drawn, tmux)"
SETUP_TEXT = "Deck-building option"  # on the setup screen's first page


def time_in_tmux(env: dict[str, str], timeout: float = 20.0) -> float:
    """Seconds from spawning bare `tda` in a tmux pane to its setup screen shown."""
    session = f"tda-startup-{os.getpid()}"
    keep = ("PYTHONPATH", "TDA_SAVE_DIR", "TDA_CONFIG_DIR", "PATH", "HOME", "TERM")
    command = " ".join(["env", *(f"{k}={env[k]}" for k in keep if k in env),
                        sys.executable, "-m", "tda"])
    start = time.perf_counter()
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "120", "-y", "40",
                    command], check=True)
    try:
        while True:
            pane = subprocess.run(["tmux", "capture-pane", "-p", "-t", session],
                                  capture_output=True, text=True).stdout
            if SETUP_TEXT in pane:
                return time.perf_counter() - start
            if time.perf_counter() - start > timeout:
                raise SystemExit(f"the setup screen did not show in {timeout} s:\n{pane}")
            time.sleep(0.005)
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], stderr=subprocess.DEVNULL)


def run(srcs: list[Path], runs: int, warmup: int) -> dict:
    config = tempfile.mkdtemp(prefix="tda-startup-config-")  # no remembered setup
    envs = {src: dict(os.environ, PYTHONPATH=str(src), TDA_SAVE_DIR=os.devnull + "-no-saves",
                      TDA_CONFIG_DIR=config)
            for src in srcs}
    for env in envs.values():
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    measures = dict(MEASURES)
    if shutil.which("tmux"):
        measures[SETUP_DRAWN] = []
    times: dict[Path, dict[str, list[float]]] = {src: {name: [] for name in measures}
                                                 for src in srcs}
    load_before = os.getloadavg() if hasattr(os, "getloadavg") else None
    for round_ in range(warmup + runs):  # the first rounds warm the disk cache and .pyc files
        for src in srcs:
            for name, args in measures.items():
                seconds = time_in_tmux(envs[src]) if name == SETUP_DRAWN else \
                    time_once(args, envs[src])
                if round_ >= warmup:
                    times[src][name].append(seconds)
    return {
        "runs": runs,
        "machine": {"platform": platform.platform(),
                    "processor": platform.processor() or platform.machine(),
                    "python": sys.version.split()[0], "cpu_count": os.cpu_count(),
                    "load_average_before": load_before,
                    "load_average_after": os.getloadavg() if hasattr(os, "getloadavg") else None},
        "ms": {str(src): {name: {"median": statistics.median(t) * 1000,
                                 "p95": percentile(t, 0.95) * 1000, "min": min(t) * 1000}
                          for name, t in per_src.items()}
               for src, per_src in times.items()},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", type=Path, action="append", default=None,
                        help="the src folder of a checkout to time; give it once per "
                             "checkout (default: this one)")
    parser.add_argument("--runs", type=int, default=20, help="timed runs per measure")
    parser.add_argument("--warmup", type=int, default=2, help="untimed rounds first")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = run([src.resolve() for src in args.src or [SRC]], args.runs, args.warmup)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    machine = figures["machine"]
    print(f"{args.runs} runs each · {machine['platform']} · {machine['processor']}, "
          f"{machine['cpu_count']} cpus · Python {machine['python']} · load average "
          f"{machine['load_average_before']} before, {machine['load_average_after']} after")
    for src, measures in figures["ms"].items():
        print(src)
        for name, ms in measures.items():
            print(f"  {name:<30} median {ms['median']:6.0f} ms   p95 {ms['p95']:6.0f} ms   "
                  f"min {ms['min']:6.0f} ms")


if __name__ == "__main__":
    main()
