"""Bots think in a process of their own, fed only what their seat may know.

A searching bot holds the interpreter for about a second a move; in the UI's process
that starves the screen (keys come late or not at all). `BotWorker` keeps one
long-lived worker process (a fresh interpreter: the UI's threads are never forked)
and sends it, per decision, a `BotRequest`: the game's name, the bot's registry
name, the seat's view, the legal actions, the bot's generator state and the game's
scrubbed sampler. It answers with the action's canonical string and the generator's
new state, so a game plays the same whether its bots thought here or there.

What crosses is checked on the way out, not trusted (`tda.table.bot_request`).
"""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from .bot_request import BotAnswer, BotRequest, choose, request_bytes
from .registry import get_game

__all__ = ["BotAnswer", "BotProcessError", "BotRequest", "BotWorker", "TableBots",
           "request_bytes"]

WORKER_MAIN = "import sys; from tda.table.bot_process import main; main(sys.argv[1:])"
STOP = b""  # asks the worker to finish
NICENESS = 10  # the worker's priority below the table's (a bot's budget is its clock)
STOP_WAIT = 0.2  # seconds a worker gets to finish before it is terminated
# A worker that has not answered this long past its bot's think budget is taken for
# frozen (stopped, swapped out, hung) and replaced: the table thinks in its own process.
# Generous: the first answer includes the worker's start (importing the games) on a
# busy machine, and a bot with no time budget (iterations only) gets this alone.
PATIENCE_SECONDS = 20.0


class BotProcessError(RuntimeError):
    """The worker could not answer: it died, was stopped, or its bot failed."""


# -- the worker's side -----------------------------------------------------------

def serve(inbox: Connection, outbox: Connection, table: int | None = None) -> None:
    """The worker's loop: one request in, one answer out, until told to stop or the
    table's end of the pipe closes (the table died: nothing left to answer)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the table's to handle
    try:
        os.nice(NICENESS)  # the screen comes first: a key beats a search for a core
    except (AttributeError, OSError):
        pass
    if table is not None:
        threading.Thread(target=_orphan_watch, args=(table,), daemon=True).start()
    bots: dict[tuple[str, str], Any] = {}
    while True:
        try:
            token, payload = inbox.recv()
        except (EOFError, OSError):
            return
        if payload == STOP:
            return
        try:
            action, state = choose(pickle.loads(payload), bots)
            reply: tuple[int, Any, Any] = (token, action, state)
        except Exception as err:  # the bot failed: the table says so and thinks itself
            reply = (token, None, f"{type(err).__name__}: {err}")
        try:
            outbox.send(reply)
        except (OSError, ValueError):
            return


def _orphan_watch(parent: int) -> None:
    """End the worker mid-search if the table died (killed, so it never said stop):
    between requests the closed pipe ends it; during one, this does. The table's pid
    comes from the table: it may have died before the worker got here."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


def main(argv: Sequence[str]) -> None:
    """The worker's entry (`WORKER_MAIN`): serve on the two pipe descriptors IN OUT
    for the table process TABLE."""
    inbox, outbox, table = (int(arg) for arg in argv[:3])
    serve(Connection(inbox, writable=False), Connection(outbox, readable=False), table)


# -- the table's side ------------------------------------------------------------

def _spawn() -> tuple[subprocess.Popen[bytes], Connection, Connection]:
    """A fresh interpreter running `serve`, and our ends of its two pipes. A plain
    `python -c` rather than multiprocessing's spawn: the worker never re-imports the
    table's main module (the CLI, Textual, a benchmark script) and shares nothing."""
    down_r, down_w = os.pipe()
    up_r, up_w = os.pipe()
    src = str(Path(__file__).resolve().parents[2])  # where this tda is imported from
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH")) if p)
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", WORKER_MAIN, str(down_r), str(up_w), str(os.getpid())],
            pass_fds=(down_r, up_w), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, env=env)
    finally:
        os.close(down_r)  # the worker's ends live in the worker only: EOF when it dies
        os.close(up_w)
    return process, Connection(down_w, readable=False), Connection(up_r, writable=False)


class BotWorker:
    """One worker process for a table's bots. `submit` returns a future; answers come
    back by token, and an answer nobody waits for any more is dropped. Thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: dict[int, Future[BotAnswer]] = {}
        self._process: subprocess.Popen[bytes] | None = None
        self._out: Connection | None = None
        self._reader: threading.Thread | None = None
        self._tokens = 0
        self.error: str | None = None  # why the worker is gone, once it is
        self.closed = False

    @property
    def alive(self) -> bool:
        return not self.closed and self.error is None

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    def start(self) -> None:
        """Start the process now (it imports the games, which takes a moment)."""
        with self._lock:
            self._ensure_started()

    def _ensure_started(self) -> Connection:
        if self.closed or self.error is not None:
            raise BotProcessError(self.error or "the bot process is stopped")
        if self._out is None:
            try:
                self._process, self._out, inbox = _spawn()
            except OSError as err:
                self._fail(f"the bot process could not start ({err})")
                raise BotProcessError(self.error) from None
            self._reader = threading.Thread(target=self._read, args=(inbox,), daemon=True,
                                            name="tda-bots-reader")
            self._reader.start()
        return self._out

    def submit(self, request: BotRequest) -> Future[BotAnswer]:
        """Send `request`; the future holds the answer or a BotProcessError."""
        payload = request_bytes(request)
        future: Future[BotAnswer] = Future()
        with self._lock:
            out = self._ensure_started()
            self._tokens += 1
            token = self._tokens
            self._pending[token] = future
            try:
                out.send((token, payload))
            except (OSError, ValueError) as err:
                self._fail(f"the bot process stopped ({err})")
                raise BotProcessError(self.error) from None
        return future

    def ask(self, request: BotRequest, timeout: float | None = None) -> BotAnswer:
        return self.submit(request).result(timeout)

    def forget(self, future: Future[BotAnswer]) -> None:
        """Nobody waits for this answer any more (the table moved on): drop it."""
        with self._lock:
            for token, pending in list(self._pending.items()):
                if pending is future:
                    del self._pending[token]
        future.cancel()

    def _read(self, inbox: Connection) -> None:
        while True:
            try:
                token, action, state = inbox.recv()
            except (EOFError, OSError, TypeError, ValueError):
                code = self._exit_status()
                with self._lock:
                    if not self.closed:
                        self._fail("the bot process stopped" +
                                   (f" (exit status {code})" if code else ""))
                inbox.close()
                return
            with self._lock:
                future = self._pending.pop(token, None)
            if future is None or not future.set_running_or_notify_cancel():
                continue  # stale: nobody waits for it
            if action is None:
                future.set_exception(BotProcessError(f"the bot failed: {state}"))
            else:
                future.set_result(BotAnswer(token, action, state))

    def _exit_status(self) -> int | None:
        """The worker's exit status, once its end of the pipe closed (it is exiting)."""
        if self._process is None or self.closed:
            return None
        try:
            return self._process.wait(1.0)
        except subprocess.TimeoutExpired:
            return None

    def abandon(self, why: str) -> None:
        """Give the worker up (it stopped answering): every waiter hears `why`, and the
        process is killed (SIGKILL ends even a stopped one) so it cannot linger."""
        with self._lock:
            if self.closed or self.error is not None:
                return
            self._fail(why)
            process = self._process
        if process is not None and process.poll() is None:
            process.kill()
            try:
                process.wait(5.0)
            except subprocess.TimeoutExpired:
                pass  # the kernel has it; the reader notices its pipe close

    def _fail(self, why: str) -> None:
        """The worker is gone (called with the lock held): every waiter hears why."""
        if self.error is None:
            self.error = why
        pending, self._pending = self._pending, {}
        for future in pending.values():
            if future.set_running_or_notify_cancel():
                future.set_exception(BotProcessError(why))

    def close(self) -> None:
        """Stop the worker: ask it to finish, terminate it if it is still thinking after
        STOP_WAIT, and wait for it, so no process outlives the table."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            self._fail("the bot process was stopped")
            process, out = self._process, self._out
        if process is None or out is None:
            return
        try:
            out.send((0, STOP))
        except (OSError, ValueError):
            pass
        try:
            process.wait(STOP_WAIT)  # idle: it finishes at once; thinking: cut short
        except subprocess.TimeoutExpired:
            process.terminate()
            try:
                process.wait(1.0)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        out.close()
        if self._reader is not None and self._reader is not threading.current_thread():
            self._reader.join(1.0)  # the worker's end closed with it: the reader sees EOF

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class TableBots:
    """A table's bots, as a UI uses them: `think(session)` (blocking: call it from a
    thread) returns the bot to act's answer, from the worker process while it lives,
    else thought in this process (`lost` then says once why, for the table to tell).
    With `process=False` every bot thinks in this process (tests, debugging). A
    worker that has not answered `patience` seconds past the bot's think budget is
    given up the same way as a dead one (issue 26.4)."""

    def __init__(self, process: bool = True, patience: float = PATIENCE_SECONDS) -> None:
        self.worker = BotWorker() if process else None
        self.patience = patience
        self.lost: str | None = None  # why bots think here now; cleared once told
        self._told = False
        self._budgets: dict[tuple[str, str], float] = {}

    def budget(self, request: BotRequest) -> float:
        """The seconds `request`'s bot may think (0 if it counts iterations instead)."""
        key = (request.game, request.bot)
        if key not in self._budgets:
            seconds = getattr(get_game(request.game).make_bot(request.bot), "seconds", None)
            self._budgets[key] = float(seconds) if isinstance(seconds, (int, float)) else 0.0
        return self._budgets[key]

    def _ask(self, worker: BotWorker, request: BotRequest) -> BotAnswer:
        """The worker's answer, or BotProcessError once it is given up as frozen."""
        wait = self.budget(request) + self.patience
        try:
            return worker.ask(request, timeout=wait)
        except TimeoutError:
            worker.abandon(f"the bot process did not answer in {wait:.0f} s")
            raise BotProcessError(worker.error or "the bot process was given up") from None

    def think(self, session: Any) -> BotAnswer:
        """The answer for `session`'s bot to act. Raises BotProcessError only once
        the table has closed (nobody waits for an answer any more)."""
        worker = self.worker
        if worker is not None and worker.closed:
            raise BotProcessError("the table is closed")
        request = session.bot_request()
        if worker is not None and worker.alive:
            try:
                return self._ask(worker, request)
            except BotProcessError as err:
                if worker.closed:
                    raise
                if worker.alive:  # only its bot failed: this move is thought here
                    self.lost = (f"The bot process could not choose ({err}); this bot "
                                 "thought here instead.")
        if worker is not None and worker.error and not self._told:
            self._told = True  # the worker is gone: say so once
            why = worker.error
            self.lost = (f"{why[:1].upper()}{why[1:]}; bots think in the table's own "
                         "process from now on (keys may lag).")
        action, state = choose(request)
        return BotAnswer(0, action, state)

    def tell(self) -> str | None:
        """What the table should say once (the worker is gone), then nothing."""
        lost, self.lost = self.lost, None
        return lost

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
