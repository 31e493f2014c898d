"""A seat at a networked table, seen from the player's terminal (issue 30).

`TableClient` connects to a host, proves its seat with its code (sent as the first
message, never in the URL), and keeps the latest view of its seat, rebuilt from the
wire: the view's log is the whole log, put together from the entries each `table`
message adds. It sends actions naming the sequence they answer. When the
connection drops it reconnects by itself, with backoff, and gets the whole view
again; a refusal (a bad code, the seat opened elsewhere, the host closing) ends it.

What the host says (an error, a bye) is kept as its code, its English line and its
phrase (`HostError`, `closed_phrase`): the joiner's screen says the phrase in the
joiner's language (`tda.words.net`), and the line as it came when there is none.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from tda.table.phrase import Phrase
from tda.table.wire import WireError, load

from .protocol import PROTOCOL, frame, host_phrase

MAX_HOST_FRAME = 4 * 1024 * 1024  # a whole view with its log, after a reconnect
BACKOFF = (0.2, 0.5, 1.0, 2.0, 5.0, 10.0)  # seconds between reconnection attempts


class HostError(NamedTuple):
    """One refusal the host sent: its code, its English line (one line, shortened:
    it came from the network), and what the words layer says (None: the line)."""
    code: str
    message: str
    phrase: Phrase | None = None


def _line(text: object, limit: int = 200) -> str:
    """A host's text as one short line (whatever a host sends, it shows as one line)."""
    lines = str(text).splitlines()
    return (lines[0] if lines else "")[:limit]


class JoinError(RuntimeError):
    """The host refused this client for good (a bad code, another protocol), or
    could not be reached at all: one line for the player."""


@dataclass
class TableClient:
    url: str
    code: str
    on_update: Callable[[TableClient], None] | None = None
    before_table: Callable[[TableClient], None] | None = None  # the old view still in place
    seat: int | None = None  # None: a spectator
    game: str | None = None
    names: list[str] = field(default_factory=list)
    config: dict[str, Any] | None = None  # the table's public settings (no seed)
    commitment: str | None = None
    view: Any = None
    log: list[Any] = field(default_factory=list)
    last_events: list[Any] = field(default_factory=list)  # what the last table message added
    last_kind: str | None = None  # the type of the last message received
    seq: int = 0
    connected: list[int] = field(default_factory=list)
    waiting_for: int | None = None
    stand_ins: dict[int, str] = field(default_factory=dict)  # seats a bot plays for now
    time_left: float | None = None  # the table clock's seconds left, as last told
    time_told: float = 0.0  # when (monotonic) it was told
    over: dict[str, Any] | None = None  # the reveal: result, seed, salt, record
    errors: list[HostError] = field(default_factory=list)  # the host's refusals, and the wire's
    closed_because: str | None = None  # why the table closed, in English (None: open)
    closed_phrase: Phrase | None = None  # the same, for the words layer (None: the line)
    frames: list[str] = field(default_factory=list)  # every frame received (tests inspect them)
    keep_frames: bool = False
    _connection: ClientConnection | None = None
    _updated: asyncio.Event = field(default_factory=asyncio.Event)
    reconnects: int = 0

    async def run(self) -> None:
        """Stay at the table until the host ends it or refuses us."""
        attempt = 0
        while self.closed_because is None:
            try:
                async with connect(self.url, max_size=MAX_HOST_FRAME, compression=None,
                                   open_timeout=10) as connection:
                    self._connection = connection
                    await connection.send(frame("hello", protocol=PROTOCOL, code=self.code))
                    attempt = 0
                    async for raw in connection:
                        self._receive(raw)
            except (InvalidURI, InvalidHandshake) as err:
                self.closed_because = f"could not join {self.url}: {err}"
                why: Phrase | str = str(err)
                if isinstance(err, InvalidStatus):  # not a table: a web server's answer
                    why = Phrase("net.http-status", status=err.response.status_code)
                self.closed_phrase = Phrase("net.join-failed", url=self.url, why=why)
            except (ConnectionClosed, OSError, TimeoutError):
                pass
            finally:
                self._connection = None
            if self.closed_because is None:
                if self.over is not None:
                    self.closed_because = "the game is over"
                    self.closed_phrase = Phrase("net.over")
                    break
                delay = BACKOFF[min(attempt, len(BACKOFF) - 1)] * random.uniform(0.8, 1.2)
                attempt += 1
                self.reconnects += 1
                await asyncio.sleep(delay)
        self._updated.set()

    def _receive(self, raw: str | bytes) -> None:
        if self.keep_frames:
            self.frames.append(raw if isinstance(raw, str) else raw.decode())
        message = json.loads(raw)
        kind = message.get("type")
        self.last_kind = kind
        if kind == "welcome":
            self.seat, self.game = message["seat"], message["game"]
            self.names, self.commitment = message["names"], message["commitment"]
            self.config = message["config"]
        elif kind == "table":
            self._table(message)
        elif kind == "over":
            self.over = message
        elif kind == "error":
            said = HostError(_line(message.get("code"), 40), _line(message.get("message")),
                             host_phrase(message))
            self.errors.append(said)
            if said.code in ("bad-code", "protocol", "no-hello"):
                self.closed_because, self.closed_phrase = said.message, said.phrase
        elif kind == "bye":
            self.closed_because = _line(message.get("reason"))
            self.closed_phrase = host_phrase(message)
        self._updated.set()
        if self.on_update is not None:
            self.on_update(self)

    def _table(self, message: dict[str, Any]) -> None:
        try:
            view = load(message["view"])
        except WireError as err:  # the host sent what this tda cannot read
            self.errors.append(HostError("wire", _line(err)))
            return
        start = message["log_from"]
        if start != 0 and start != len(self.log):  # a gap: the next reconnect resends it all
            self.errors.append(HostError("gap", f"log from {start}, have {len(self.log)}"))
            return
        if self.view is not None and self.before_table is not None:
            self.before_table(self)
        if start == 0:
            self.log = []
        self.last_events = list(view.log) if start else []  # a whole log is no news
        self.log.extend(view.log)
        self.view = dataclasses.replace(view, log=_log_like(view.log, self.log))
        self.seq = message["seq"]
        self.connected = message["connected"]
        self.waiting_for = message["waiting_for"]
        self.stand_ins = {int(k): v for k, v in message["stand_ins"].items()}
        self.time_left, self.time_told = message["time_left"], time.monotonic()

    async def act(self, action: str) -> None:
        """Send an action for our seat, answering the table as we last saw it."""
        if self._connection is None:
            raise ConnectionError("not connected to the host")
        await self._connection.send(frame("act", seq=self.seq, action=action))

    async def send_raw(self, data: str | bytes) -> None:
        """A frame as it is (hostile-client tests)."""
        if self._connection is None:
            raise ConnectionError("not connected to the host")
        await self._connection.send(data)

    async def next_update(self, timeout: float = 30.0) -> None:
        self._updated.clear()
        await asyncio.wait_for(self._updated.wait(), timeout)

    async def until(self, test: Callable[[TableClient], bool], timeout: float = 60.0) -> None:
        """Wait until `test(self)` holds (or the client is closed)."""
        async def wait() -> None:
            while not test(self) and self.closed_because is None:
                self._updated.clear()
                await self._updated.wait()
        await asyncio.wait_for(wait(), timeout)

    async def drop(self) -> None:
        """Close the connection as if the network failed (the client reconnects)."""
        if self._connection is not None:
            await self._connection.close()

    def leave(self) -> None:
        self.closed_because = "left the table"
        self.closed_phrase = Phrase("net.left")


def _log_like(received: Any, events: list[Any]) -> Any:
    """The whole log in the type the view's log has (a game's own log class)."""
    of = getattr(type(received), "of", None)
    return of(events) if callable(of) else tuple(events)
