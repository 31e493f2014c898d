"""Key-to-screen latency at a Three-Dragon Ante table while three `hard` bots think.

Measured from outside, as a player feels it: the real app runs in a private tmux
server; this script sends keys with `tmux send-keys` and polls `tmux capture-pane`
until each key's effect is on screen. One human (Ann) and three `hard` bots, bot speed
`instant`, so a bot is thinking nearly all the time. While bots think it opens the
help (`?`), switches to its Cards tab (Right, when the help is not already on it:
its search box then takes the arrows), closes it (Escape), opens the quit question (`q`) and answers it (Escape); on Ann's turn it moves through her choices
(Down, Up) and takes the first (`1`). A key whose effect has not shown after
--timeout seconds (5) is lost, unless a gambit summary came up over its screen: then
the key went to the summary (a player would see why) and is counted as interrupted.

Two runs, same seed and keys, one after the other (never in parallel):

* `thread` (before): bots think in a thread of the UI's process, the help screen is
  built anew on every `?` and Textual waits its default 100 ms after an Escape byte
  (the table as it was);
* `process` (after): bots think in the bot process (`tda.table.bot_process`, at a
  lower priority), the help is built once and reused, and the Escape wait is the
  app's 10 ms.

Usage (not in CI; about a minute per run):

    PYTHONPATH=src python benchmarks/latency.py [--keys 40] [--seed 7] [--size 120x40]

Prints a table per run (p50/p95 per key kind, lost keys), the time to the table, and
whether the bot process was gone after quitting; `--json FILE` writes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

HUMAN = "Ann"
BOTS = ("Bob", "Cid", "Dee")
HELP = "Close help"  # the help screen's footer
CARDS_TAB = "Search this game's cards"  # the Cards tab's search box
QUIT = "Quit this game?"
YOUR_TURN = f"{HUMAN}'s choice"
THINKING = "is thinking"
SUMMARY = "Continue (Enter)"  # the gambit summary's button
GAME_OVER = "Gold after each gambit"


# -- the app side (runs inside tmux) ------------------------------------------------

def run_app(mode: str, seed: int) -> None:
    """The real app: one human, three hard bots. `thread` restores the old table:
    bots in a thread of this process, the help built on every `?`."""
    from tda.engine import GameConfig
    from tda.table.session import Seat
    from tda.tui import TdaApp
    from tda.tui.table_screen import TableScreen

    if mode == "thread":
        from tda.games.three_dragon_ante.tui.help_screen import HelpScreen

        def action_help(self: TableScreen) -> None:  # as before: a new help every time
            state = self.session.state
            self.app.push_screen(HelpScreen(state.rules.name, list(state.cards)))
        TableScreen.action_help = action_help  # type: ignore[method-assign]
    seats = [Seat(HUMAN)] + [Seat(name, "hard") for name in BOTS]
    config = GameConfig(players=[s.name for s in seats], seed=seed)
    TdaApp(config, seats, speed="instant", autosave=False,
           bot_process=(mode == "process")).run()


# -- the driver ----------------------------------------------------------------------

@dataclass
class Run:
    mode: str
    latencies: dict[str, list[float]] = field(default_factory=dict)
    lost: dict[str, int] = field(default_factory=dict)
    interrupted: int = 0
    lost_screens: list[str] = field(default_factory=list)  # what the screen showed instead
    startup: float = 0.0
    worker_gone: bool | None = None

    def add(self, kind: str, seconds: float | None) -> None:
        if seconds is None:
            self.lost[kind] = self.lost.get(kind, 0) + 1
        else:
            self.latencies.setdefault(kind, []).append(seconds)

    @property
    def keys(self) -> int:
        return sum(map(len, self.latencies.values())) + sum(self.lost.values())


class Tmux:
    """A private tmux server (its own socket) with one pane running the app. Keys and
    captures go through one control-mode client (`tmux -C`), so polling the screen
    starts no process: a tmux client per poll would take the CPU the app needs."""

    def __init__(self, size: tuple[int, int], name: str) -> None:
        self.socket = f"tda-latency-{os.getpid()}-{name}"
        self.size = size
        self.control: subprocess.Popen[str] | None = None

    def __call__(self, *args: str, check: bool = True) -> str:
        if self.control is not None:
            return self.command(shlex.join(args))
        done = subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", *args],
                              capture_output=True, text=True, check=check)
        return done.stdout

    def start(self, command: str) -> None:
        width, height = self.size
        self("new-session", "-d", "-s", "bench", "-x", str(width), "-y", str(height),
             command)
        self("set-option", "-s", "escape-time", "0")  # tmux adds no delay of its own
        self("set-option", "-t", "bench", "remain-on-exit", "on")
        self("set-option", "-g", "window-size", "manual")  # the pane keeps its size
        self.control = subprocess.Popen(
            ["tmux", "-L", self.socket, "-C", "attach-session", "-t", "bench"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
            # tmux's control client can split a character's bytes across its escapes:
            # a stray byte is replaced rather than ending the run
            encoding="utf-8", errors="replace")
        self.command("refresh-client -f no-output")  # no copy of the app's output
        self.command("display-message -p ready")

    def command(self, line: str) -> str:
        """Run one tmux command on the control client; its output (the lines
        between %begin and %end of its reply)."""
        assert self.control is not None and self.control.stdin and self.control.stdout
        marker = f"done-{time.perf_counter_ns()}"
        self.control.stdin.write(f"{line}\ndisplay-message -p {marker}\n")
        self.control.stdin.flush()
        blocks: list[list[str]] = []
        block: list[str] | None = None
        while True:
            out = self.control.stdout.readline()
            if not out:
                raise SystemExit("tmux's control client stopped")
            out = out.rstrip("\n")
            if out.startswith("%begin"):
                block = []
            elif out.startswith(("%end", "%error")) and block is not None:
                if block == [marker]:
                    return "\n".join(blocks[-1]) + "\n" if blocks else ""
                blocks.append(block)
                block = None
            elif block is not None:
                block.append(out)

    def screen(self) -> str:
        return self("capture-pane", "-p", "-e", "-t", "bench")

    def text(self) -> str:
        return self("capture-pane", "-p", "-t", "bench")

    def send(self, key: str) -> None:
        self("send-keys", "-t", "bench", key)

    def pane_pid(self) -> int:
        return int(self("display-message", "-p", "-t", "bench", "#{pane_pid}").strip())

    def dead(self) -> bool:
        return self("display-message", "-p", "-t", "bench", "#{pane_dead}").strip() == "1"

    def stop(self) -> None:
        if self.control is not None:
            self.control.terminate()
            self.control.wait()
            self.control = None
        self("kill-server", check=False)


def wait_until(tmux: Tmux, seen, timeout: float) -> float | None:
    """Seconds until `seen(text, screen)` holds, polling the pane; None on timeout."""
    start = time.perf_counter()
    while True:
        screen = tmux.screen()
        if seen(strip_styles(screen), screen):
            return time.perf_counter() - start
        if time.perf_counter() - start > timeout:
            return None
        time.sleep(0.005)


def strip_styles(screen: str) -> str:
    out, skip = [], False
    for ch in screen:
        if ch == "\x1b":
            skip = True
        elif skip:
            skip = not ch.isalpha()
        else:
            out.append(ch)
    return "".join(out)


def press(tmux: Tmux, run: Run, kind: str, key: str, seen, timeout: float) -> bool:
    """Send one key and time it to its effect (`seen(text, styled, before)`). False if
    it was lost or a gambit summary came up around it (then it is not counted: the
    key went to the summary), so the caller starts over from what the screen shows."""
    before = tmux.screen()
    if SUMMARY in strip_styles(before):
        return False
    start = time.perf_counter()
    tmux.send(key)
    took = wait_until(tmux, lambda text, styled: seen(text, styled, before), timeout)
    if took is not None:
        run.add(kind, time.perf_counter() - start)
        return True
    text = tmux.text()
    if SUMMARY in text:
        run.interrupted += 1
    else:
        run.lost_screens.append(f"{kind} ({key!r}) not seen; the screen showed:\n{text}")
        run.add(kind, None)
    return False


def changed(text: str, styled: str, before: str) -> bool:
    return styled != before


def drive(mode: str, args: argparse.Namespace) -> Run:
    run = Run(mode)
    tmux = Tmux(args.size, mode)
    # before: Textual's own Escape delay (100 ms); after: the app's (10 ms, tda.tui.app)
    env = "TDA_BOT_PROCESS=1" if mode == "process" else "TDA_BOT_PROCESS=0 ESCDELAY=100"
    python = shlex.quote(sys.executable)
    here = shlex.quote(str(Path(__file__).resolve()))
    pythonpath = shlex.quote(os.environ.get("PYTHONPATH", ""))
    started = time.perf_counter()
    tmux.start(f"env {env} PYTHONPATH={pythonpath} {python} {here} --app {mode} "
               f"--seed {args.seed}")
    try:
        took = wait_until(tmux, lambda text, _: THINKING in text or YOUR_TURN in text, 30)
        if took is None:
            raise SystemExit(f"{mode}: the table did not appear:\n{tmux.text()}")
        run.startup = time.perf_counter() - started
        cycle = 0
        while run.keys < args.keys:
            if tmux.dead():
                raise SystemExit(f"{mode}: the app stopped:\n{tmux.text()}")
            text = tmux.text()
            if GAME_OVER in text:
                break
            if SUMMARY in text:
                tmux.send("Enter")  # a gambit ended: not measured
                time.sleep(0.3)
            elif QUIT in text or HELP in text:
                tmux.send("Escape")  # left over from an interruption: not measured
                time.sleep(0.3)
            elif YOUR_TURN in text:
                for kind, key in (("Down", "Down"), ("Up", "Up"), ("1 (choose)", "1")):
                    if not press(tmux, run, kind, key, changed, args.timeout):
                        break
                    time.sleep(args.gap)
            elif THINKING in text:
                steps = [("? (open help)", "?", lambda t, s, b: HELP in t),
                         # Right opens the Cards tab, whose search box then takes
                         # the arrows (Left moves its cursor): Escape closes from there
                         ("Right", "Right", lambda t, s, b: CARDS_TAB in t),
                         ("Escape", "Escape", lambda t, s, b: HELP not in t)]
                if cycle % 2:
                    steps += [("q", "q", lambda t, s, b: QUIT in t),
                              ("Escape", "Escape", lambda t, s, b: QUIT not in t)]
                cycle += 1
                for kind, key, seen in steps:
                    if key == "Right" and CARDS_TAB in tmux.text():
                        continue  # the help reopened on its Cards tab: nothing to switch
                    if not press(tmux, run, kind, key, seen, args.timeout):
                        break
                    time.sleep(args.gap)
            else:
                time.sleep(0.05)
        run.worker_gone = quit_app(tmux)
    finally:
        tmux.stop()
    return run


def quit_app(tmux: Tmux) -> bool | None:
    """Quit as a player does (q, y) and check no process of the app is left."""
    app = tmux.pane_pid()
    children = descendants(app)
    while tmux.text().count(HELP) or QUIT in tmux.text():
        tmux.send("Escape")
        time.sleep(0.3)
    tmux.send("q")
    if wait_until(tmux, lambda text, _: QUIT in text, 5) is not None:
        tmux.send("y")
    deadline = time.monotonic() + 10
    while not tmux.dead() and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    return not any(alive(pid) for pid in children) if children else None


def descendants(pid: int) -> list[int]:
    out = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True,
                         text=True).stdout.split()
    kids = [int(p) for p in out]
    return kids + [d for k in kids for d in descendants(k)]


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except (FileNotFoundError, IndexError):
        return False
    return state != "Z"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def report(runs: list[Run]) -> dict:
    machine = {"python": platform.python_version(), "platform": platform.platform(),
               "cpus": os.cpu_count(), "load": os.getloadavg()}
    cpu = next((line.split(":", 1)[1].strip() for line in
                Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), "?") if Path("/proc/cpuinfo").exists() else "?"
    machine["cpu"] = cpu
    print(f"machine: {cpu}, {os.cpu_count()} cpus, Python {machine['python']}, "
          f"load {machine['load'][0]:.2f}")
    out: dict = {"machine": machine, "runs": {}}
    for run in runs:
        print(f"\n{run.mode}: {run.keys} keys, table after {run.startup:.2f} s, "
              f"lost {sum(run.lost.values())}, interrupted {run.interrupted}, "
              f"no process left after quitting: {run.worker_gone}")
        print(f"  {'key':16} {'n':>3} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'lost':>5}")
        kinds = sorted(set(run.latencies) | set(run.lost))
        rows = {}
        every: list[float] = []
        for kind in kinds:
            values = run.latencies.get(kind, [])
            every += values
            rows[kind] = row = {"n": len(values), "lost": run.lost.get(kind, 0)}
            if values:
                row.update(p50=1000 * statistics.median(values),
                           p95=1000 * percentile(values, 0.95), max=1000 * max(values))
            print(f"  {kind:16} {len(values):>3} {row.get('p50', float('nan')):>8.1f} "
                  f"{row.get('p95', float('nan')):>8.1f} {row.get('max', float('nan')):>8.1f} "
                  f"{row['lost']:>5}")
        if every:
            print(f"  {'every key':16} {len(every):>3} {1000 * statistics.median(every):>8.1f} "
                  f"{1000 * percentile(every, 0.95):>8.1f} {1000 * max(every):>8.1f} "
                  f"{sum(run.lost.values()):>5}")
        out["runs"][run.mode] = {"keys": rows, "lost_screens": run.lost_screens, "startup_s": run.startup,
                                 "interrupted": run.interrupted,
                                 "no_process_left": run.worker_gone}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", choices=("thread", "process"), help=argparse.SUPPRESS)
    parser.add_argument("--keys", type=int, default=40, help="keys per run (default 40)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--size", default="120x40", help="terminal WIDTHxHEIGHT")
    parser.add_argument("--modes", default="thread,process")
    parser.add_argument("--timeout", type=float, default=5.0,
                        help="seconds after which a key counts as lost")
    parser.add_argument("--gap", type=float, default=0.15, help="seconds between keys")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.app:
        run_app(args.app, args.seed)
        return
    width, _, height = args.size.partition("x")
    args.size = (int(width), int(height))
    runs = [drive(mode, args) for mode in args.modes.split(",")]
    figures = report(runs)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
