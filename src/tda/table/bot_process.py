"""Bots think in a process of their own, fed only what their seat may know.

A searching bot holds the interpreter for about a second a move; in the UI's process
that starves the screen (keys come late or not at all). `BotWorker` keeps one
long-lived worker process (a fresh interpreter: the UI's threads are never forked)
and sends it, per decision, a `BotRequest`: the game's name, the bot's registry
name, the seat's view, the legal actions, the bot's generator state and the game's
scrubbed sampler. It answers with the action's canonical string and the generator's
new state, so a game plays the same whether its bots thought here or there.

What crosses is checked on the way out, not trusted: `request_bytes` pickles with
`RequestPickler`, which refuses any game state but the sampler's own scrubbed world
(its template) and turns a view's lazy pieces (3DA's `SeatLog`, which holds the raw
event chain and redacts on reading) into the plain tuples the seat would read.
tests/test_bot_process.py proves the bytes are the same for two worlds that differ
only in cards the seat cannot see.
"""

from __future__ import annotations

import io
import os
import pickle
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from .registry import get_game

# What a class must have to be a game state (tda.table.protocol.GameState). Checked on
# the class, never by `isinstance` on the object: that would evaluate its properties.
STATE_MEMBERS = ("to_act", "decision", "is_over", "result", "actions", "log",
                 "legal_actions", "apply", "parse_action", "view", "clone", "determinize")
WORKER_MAIN = "import sys; from tda.table.bot_process import main; main(sys.argv[1:])"
STOP = b""  # asks the worker to finish
NICENESS = 10  # the worker's priority below the table's (a bot's budget is its clock)
STOP_WAIT = 0.2  # seconds a worker gets to finish before it is terminated


class BotProcessError(RuntimeError):
    """The worker could not answer: it died, was stopped, or its bot failed."""


@dataclass(frozen=True)
class BotRequest:
    """One decision, as the worker gets it: only what the seat may know."""
    game: str  # the registry name of the game
    bot: str  # the bot's registry name, options included ('hard', 'ismcts:seconds=1')
    view: Any  # the seat's view
    legal: tuple[Any, ...]  # the legal actions
    rng: Any  # the bot's generator state (random.Random.getstate())
    sampler: Any  # the game's scrubbed sampler for the seat, or None


@dataclass(frozen=True)
class BotAnswer:
    """The worker's choice: the action's canonical string, the generator's new state."""
    token: int
    action: str
    rng: Any


# -- what crosses --------------------------------------------------------------

def is_state_class(cls: type) -> bool:
    return all(hasattr(cls, name) for name in STATE_MEMBERS)


def _chain_items(value: Any) -> list[Any] | None:
    """The items of a cons chain `(newest, (older, (... None)))`, newest first, or None
    if `value` is not one. Games keep logs this way; pickle would recurse once per link."""
    if type(value) is not tuple or len(value) != 2:
        return None
    items = []
    while value is not None:
        if type(value) is not tuple or len(value) != 2:
            return None
        items.append(value[0])
        value = value[1]
    return items


def rechain(items: tuple[Any, ...]) -> Any:
    """The chain `_chain_items` flattened (pickle calls this in the worker)."""
    chain: Any = None
    for item in reversed(items):
        chain = (item, chain)
    return chain


class _Chain:
    __slots__ = ("items",)

    def __init__(self, items: list[Any]) -> None:
        self.items = tuple(items)

    def __reduce__(self) -> tuple[Any, ...]:
        return rechain, (self.items,)


class _Sorted:
    """A set that pickles its items in sorted order: its bytes then say nothing of
    the order it was built in (a set's iteration order follows its history)."""
    __slots__ = ("kind", "items")

    def __init__(self, kind: type, items: list[Any]) -> None:
        self.kind, self.items = kind, items

    def __reduce__(self) -> tuple[Any, ...]:
        return self.kind, (self.items,)


def _sorted_set(value: Any) -> Any:
    try:
        return _Sorted(type(value), sorted(value))
    except TypeError:  # items with no order: as they are
        return value


def _field(value: Any) -> Any:
    """One field of an object crossing: a cons chain flattened, a set (or a list or
    tuple of sets) in sorted order; anything else as it is."""
    kind = type(value)
    if kind is set or kind is frozenset:
        return _sorted_set(value)
    if kind is tuple or kind is list:
        if value and all(type(v) in (set, frozenset) for v in value):
            return kind(_sorted_set(v) for v in value)
        items = _chain_items(value)
        if items is not None and len(items) > 1:
            return _Chain(items)
    return value


def _fields(state: Any) -> Any:
    """An object's pickled state (its `__dict__`, or `(__dict__, slots)`) field by field."""
    if isinstance(state, tuple) and len(state) == 2 and all(
            part is None or isinstance(part, dict) for part in state):
        return tuple(None if part is None else {k: _field(v) for k, v in part.items()}
                     for part in state)
    if isinstance(state, dict):
        return {k: _field(v) for k, v in state.items()}
    return state


def held_states(sampler: Any) -> list[Any]:
    """The game states a sampler holds in its own fields: its scrubbed worlds."""
    if sampler is None:
        return []
    names = set(getattr(sampler, "__dict__", {}))
    for cls in type(sampler).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names.update((slots,) if isinstance(slots, str) else slots)
    values = (getattr(sampler, name, None) for name in sorted(names))
    return [v for v in values if v is not None and is_state_class(type(v))]


def set_frozen_state(obj: Any, state: Any) -> None:
    """Restore an object whose `__setattr__` refuses (3DA's `Card`): as its own
    constructor does, through `object.__setattr__`."""
    attrs, slots = state if isinstance(state, tuple) else (state, None)
    for part in (attrs, slots):
        for key, value in (part or {}).items():
            object.__setattr__(obj, key, value)


def _frozen(cls: type) -> bool:
    """A class pickle cannot restore by itself: it refuses `setattr` and has no
    `__setstate__` to say how."""
    return cls.__setattr__ is not object.__setattr__ and not hasattr(cls, "__setstate__")


class RequestPickler(pickle.Pickler):
    """Pickles a request, refusing every game state but the templates it is told
    of, and materializing lazy sequences (a view's log) as the tuples a reader sees."""

    def __init__(self, file: io.BytesIO, allowed: Sequence[Any] = ()) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.allowed = {id(state) for state in allowed}
        self._kinds: dict[type, str] = {}

    def _kind(self, cls: type) -> str:
        kind = self._kinds.get(cls)
        if kind is None:
            if is_state_class(cls):
                kind = "state"
            elif issubclass(cls, Sequence) and not issubclass(
                    cls, (tuple, list, str, bytes, bytearray, range, memoryview)):
                kind = "lazy"
            elif _frozen(cls):
                kind = "frozen"
            else:
                kind = "plain"
            self._kinds[cls] = kind
        return kind

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, type):
            return NotImplemented  # a class pickles by name
        kind = self._kind(type(obj))
        if kind == "lazy":
            return tuple, (tuple(obj),)
        if kind == "state":
            if id(obj) not in self.allowed:
                raise pickle.PicklingError(
                    f"a game state ({type(obj).__name__}) may not cross to the bot process")
            func, args, state, *rest = obj.__reduce_ex__(pickle.HIGHEST_PROTOCOL)
            return (func, args, _fields(state), *rest)
        if kind == "frozen":
            func, args, state, *_ = obj.__reduce_ex__(pickle.HIGHEST_PROTOCOL)
            return func, args, _fields(state), None, None, set_frozen_state
        try:
            reduced = obj.__reduce_ex__(pickle.HIGHEST_PROTOCOL)
        except Exception:  # pickle's own way (a function, say) or its own error
            return NotImplemented
        if not isinstance(reduced, tuple) or len(reduced) < 3 or reduced[2] is None:
            return NotImplemented
        return (*reduced[:2], _fields(reduced[2]), *reduced[3:])


def request_bytes(request: BotRequest) -> bytes:
    """The bytes that cross to the worker for `request`."""
    out = io.BytesIO()
    RequestPickler(out, held_states(request.sampler)).dump(request)
    return out.getvalue()


def choose(request: BotRequest, bots: dict[tuple[str, str], Any] | None = None
           ) -> tuple[str, Any]:
    """Run the request's bot: (the action's canonical string, the generator's state).
    `bots` caches bots by (game, name) across requests."""
    key = (request.game, request.bot)
    bot = bots.get(key) if bots is not None else None
    if bot is None:
        bot = get_game(request.game).make_bot(request.bot)
        if bots is not None:
            bots[key] = bot
    rng = random.Random()
    rng.setstate(request.rng)
    action = bot.choose(request.view, list(request.legal), rng, sampler=request.sampler)
    return str(action), rng.getstate()


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
    With `process=False` every bot thinks in this process (tests, debugging)."""

    def __init__(self, process: bool = True) -> None:
        self.worker = BotWorker() if process else None
        self.lost: str | None = None  # why bots think here now; cleared once told
        self._told = False

    def think(self, session: Any) -> BotAnswer:
        """The answer for `session`'s bot to act. Raises BotProcessError only once
        the table has closed (nobody waits for an answer any more)."""
        worker = self.worker
        if worker is not None and worker.closed:
            raise BotProcessError("the table is closed")
        request = session.bot_request()
        if worker is not None and worker.alive:
            try:
                return worker.ask(request)
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
