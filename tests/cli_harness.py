"""Run the real `tda` command on bad input and check it fails the way a user should see.

Each case runs `python -m tda.cli ...` in a child process with a time limit and a
memory cap, against a saves folder that holds real saves. `refuse()` asserts the
command ended with a non-zero status, one line on stderr that names what it is
about, no traceback, and every file in the saves folder byte-identical.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

TIME_LIMIT = 30.0  # seconds: a hang fails the case instead of the whole run
MEMORY_LIMIT = 2 * 1024**3  # bytes of address space: a blow-up fails fast


@dataclass(frozen=True)
class Outcome:
    status: int
    stdout: str
    stderr: str


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def _env(saves: Path) -> dict[str, str]:
    env = dict(os.environ, TDA_SAVE_DIR=str(saves), COLUMNS="100", NO_COLOR="1")
    src = Path(__file__).resolve().parents[1] / "src"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(src), env.get("PYTHONPATH")]))
    return env


def run_tda(args: Sequence[str], saves: Path, cwd: Path | None = None,
            stdin: str | None = None, timeout: float = TIME_LIMIT) -> Outcome:
    """`tda ARGS` with TDA_SAVE_DIR=saves; a hang raises subprocess.TimeoutExpired."""
    done = subprocess.run([sys.executable, "-m", "tda.cli", *args], cwd=cwd, env=_env(saves),
                          input=stdin or "", capture_output=True, text=True,
                          timeout=timeout, preexec_fn=_cap_memory)
    return Outcome(done.returncode, done.stdout, done.stderr)


def snapshot_files(folder: Path) -> dict[str, bytes]:
    """Every regular file under `folder` (relative name -> bytes)."""
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def refuse(args: Sequence[str], saves: Path, *, mentions: Sequence[str] = (),
           cwd: Path | None = None, stdin: str | None = None) -> Outcome:
    """Run `tda ARGS` and assert a clean refusal that leaves the saves untouched.

    `mentions`: words the one-line message must contain (the option or file it is
    about, say), compared case-insensitively.
    """
    before = snapshot_files(saves)
    outcome = run_tda(args, saves, cwd=cwd, stdin=stdin)
    check_refusal(args, outcome, saves, before, mentions)
    return outcome


def check_refusal(args: Sequence[str], outcome: Outcome, saves: Path,
                  before: dict[str, bytes], mentions: Sequence[str] = ()) -> None:
    """The assertions of `refuse`, for an outcome obtained some other way."""
    shown = f"tda {' '.join(args)}\nstatus {outcome.status}\nstderr:\n{outcome.stderr}"
    assert outcome.status != 0, shown
    assert "Traceback" not in outcome.stderr + outcome.stdout, shown
    lines = [line for line in outcome.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, shown
    for word in mentions:
        assert word.lower() in lines[0].lower(), f"{shown}\n(expected to mention {word!r})"
    assert snapshot_files(saves) == before, f"{shown}\n(a file in the saves folder changed)"


def make_saves(folder: Path) -> dict[str, Path]:
    """Two real saves in `folder`: an unfinished bot game and a finished one."""
    from tda.engine import GameConfig
    from tda.table.saves import Autosaver
    from tda.table.session import Seat, Session

    paths = {}
    for label, stop in (("unfinished", 40), ("finished", None)):
        seats = [Seat("Ann", "random"), Seat("Bob", "random"), Seat("Cid", "random")]
        path = folder / f"{label}.json"
        session = Session(GameConfig(players=[s.name for s in seats], seed=5), seats,
                          on_change=Autosaver(path))
        session.on_change(session)
        while not session.state.is_over and (stop is None or len(session.state.actions) < stop):
            session.apply(session.bot_action())
        paths[label] = path
    return paths


def cpu_seconds(pid: int) -> float:
    """CPU time a running process has used (Linux /proc), user and system."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def interrupt(args: Sequence[str], saves: Path, ready: Callable[[int], bool],
              timeout: float = TIME_LIMIT) -> Outcome:
    """Start `tda ARGS`, wait until `ready(pid)` says it is at work (not still
    importing), press Ctrl-C (SIGINT), and return how it ended."""
    def start() -> None:
        _cap_memory()
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # a background parent may ignore it
    # Files, not pipes: nobody reads a pipe while we wait, and a full one would stall
    # a chatty command (story) before it ever got busy.
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        child = subprocess.Popen([sys.executable, "-m", "tda.cli", *args], env=_env(saves),
                                 stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                 text=True, preexec_fn=start)
        try:
            deadline = time.monotonic() + timeout
            while not ready(child.pid):
                assert child.poll() is None, f"tda {' '.join(args)} ended before Ctrl-C"
                assert time.monotonic() < deadline, f"tda {' '.join(args)} never got to work"
                time.sleep(0.05)
            child.send_signal(signal.SIGINT)
            child.wait(timeout=timeout)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
        out.seek(0)
        err.seek(0)
        return Outcome(child.returncode, out.read(), err.read())


def make_dragonmaster_saves(folder: Path) -> dict[str, Path]:
    """Two real Dragonmaster saves in `folder` (advanced, three bots, seed 5): an
    unfinished game and a finished one, written by a Session's autosaver."""
    from tda.dragonmaster import DragonmasterConfig
    from tda.table.saves import Autosaver
    from tda.table.session import Seat, Session

    paths = {}
    for label, stop in (("dm-unfinished", 30), ("dm-finished", None)):
        seats = [Seat("Ann", "random"), Seat("Bob", "heuristic"), Seat("Cid", "random")]
        path = folder / f"{label}.json"
        config = DragonmasterConfig(players=[s.name for s in seats], level="advanced", seed=5)
        session = Session(config, seats, on_change=Autosaver(path))
        session.on_change(session)
        while not session.state.is_over and (stop is None or len(session.state.actions) < stop):
            session.apply(session.bot_action())
        paths[label] = path
    return paths
