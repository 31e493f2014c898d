"""A table played over the network: the host holds the only game (issue 30).

`TableHost` wraps a `Session` (the same seat loop as a table at one keyboard) and
serves it over WebSocket. Each connection proves a seat with its code (`hello`),
then receives that seat's view after every change and may send actions for that
seat only. The host checks every frame (`tda.net.protocol`), applies at most one
action at a time, lets its bots think (in their own process, as at a local table)
and takes choices that do not matter for a human (ruling L3) as the local table
does.

What leaves the host for a seat is `state.view(seat)` on the wire and nothing
else: no other hand, no face-down card, no seed, no record while the game is live.
Each `table` message carries only the log entries that seat has not been sent yet
(`log_from` says where they start); a client that reconnects gets it all again.
When the game ends, the host reveals the seed and the salt of its commitment and
the record, so any player can check the deal (`tda verify`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tda.table.bot_process import TableBots
from tda.table.errors import IllegalActionError, TdaError
from tda.table.phrase import Phrase
from tda.table.session import Session
from tda.table.wire import dump

from .codes import SPECTATOR, Commitment, SeatCodes
from .protocol import (
    MAX_FRAME,
    PROTOCOL,
    Act,
    Hello,
    Ping,
    ProtocolError,
    RateLimit,
    error_frame,
    frame,
    parse_client,
)
from .remote import public_config

log = logging.getLogger("tda.net")

HELLO_SECONDS = 10.0  # a connection that has not said hello by then is closed
PING_SECONDS = 20.0  # websockets' keepalive: a dead peer is found within ~2 of these


@dataclass(eq=False)
class Client:
    """One live connection: its seat (SPECTATOR for a spectator), its rate limit,
    and how much of its seat's log it has been sent."""
    connection: ServerConnection
    seat: int
    limit: RateLimit = field(default_factory=RateLimit)
    log_sent: int = 0
    last_error: float = 0.0


class TableHost:
    """The only authority of one networked table.

    `remote`: the seats played from other terminals, by seat number (their players'
    names are the config's). `codes` holds the seats' and the spectators' code
    hashes; `commitment` the seed's (None when the seed was chosen by hand).

    Alone (`on_remote` None) the host plays its bots and the choices that do not
    matter itself, and every seat must be remote or a bot. Under the host's own
    table screen (`tda host` with a human at its keyboard), the screen drives the
    game as at any local table and `on_remote(events)` tells it of each remote
    seat's action. Either way every change of the game (whoever made it) reaches
    every client: the session's `on_change` is wrapped to say so."""

    def __init__(self, session: Session, remote: list[int], codes: SeatCodes,
                 commitment: Commitment | None = None, bots: TableBots | None = None,
                 on_remote: Callable[[list[Any]], None] | None = None,
                 rate_limit: Callable[[], RateLimit] = RateLimit,
                 away_bot: str | None = None, away_seconds: float = 120.0,
                 pace: float = 0.0) -> None:
        missing = [s for s in range(len(session.seats)) if s not in remote and s not in session.bots]
        if missing and on_remote is None:
            raise ValueError(f"seats {missing} are neither remote nor bots")
        self.session = session
        self.remote = list(remote)
        self.codes = codes
        self.commitment = commitment
        self.bots = bots if bots is not None else TableBots(process=True)
        self.on_remote = on_remote
        self.rate_limit = rate_limit  # each connection's own bucket
        # Seconds between a bot's moves when the host plays them (a person follows a
        # game whose bots all moved at once only in the log); 0 in tests.
        self.pace = pace
        # A remote player away this long while the table waits for them gets a bot
        # (`away_bot`, a bot name) in their seat until they are back; None: it waits.
        self.away_bot = away_bot
        self.away_seconds = away_seconds
        self._away_since: dict[int, float] = {seat: time.monotonic() for seat in remote}
        self._watcher: asyncio.Task[None] | None = None
        self._clock: asyncio.Task[None] | None = None
        self.clients: set[Client] = set()
        self._lock = asyncio.Lock()  # one change of the game at a time
        self._changed = asyncio.Event()  # for waiters: the game changed
        self._dirty = asyncio.Event()  # for the broadcaster: clients are behind
        self._broadcaster: asyncio.Task[None] | None = None
        self.server: Server | None = None
        saver = session.on_change
        self.saver = saver  # the autosaver under the wrap (closed by whoever made it)

        def changed(changed_session: Session) -> None:
            if saver is not None:
                saver(changed_session)
            self._after_change()
        session.on_change = changed

    # -- what a seat may see ------------------------------------------------------------
    @property
    def seq(self) -> int:
        """The number of actions applied: what an `act` must answer."""
        return len(self.session.state.actions)

    @property
    def game_name(self) -> str:
        return self.session.game.name

    def connected(self) -> list[int]:
        return sorted({c.seat for c in self.clients if c.seat != SPECTATOR})

    def waiting_for(self) -> int | None:
        """The remote seat to act whose player is not connected (and no bot stands
        in for), if any."""
        seat = self.session.state.to_act
        if (seat is not None and seat in self.remote and seat not in self.connected()
                and seat not in self.session.stand_ins):
            return seat
        return None

    def table_message(self, client: Client) -> str:
        """The seat's view (its log from where it was left), the sequence, who is here."""
        state = self.session.state
        seat = None if client.seat == SPECTATOR else client.seat
        view = state.view(seat)
        start = client.log_sent
        entries = tuple(view.log[start:])
        view = dataclasses.replace(view, log=entries)
        client.log_sent = start + len(entries)
        return frame("table", seq=self.seq, log_from=start, view=dump(view),
                     connected=self.connected(), waiting_for=self.waiting_for(),
                     stand_ins={str(k): v for k, v in self.session.stand_ins.items()},
                     time_left=self.session.time_left, over=state.is_over)

    def welcome_message(self, client: Client) -> str:
        config = self.session.config
        return frame("welcome", protocol=PROTOCOL, game=self.game_name,
                     seat=None if client.seat == SPECTATOR else client.seat,
                     names=list(config.players), remote=self.remote,
                     config=public_config(config),
                     commitment=self.commitment.digest if self.commitment else None)

    def over_message(self) -> str:
        state = self.session.state
        record = state.record()
        return frame("over", result=dump(state.result),
                     seed=self.commitment.seed if self.commitment else None,
                     salt=self.commitment.salt if self.commitment else None,
                     record=record.model_dump(mode="json"))

    # -- serving ------------------------------------------------------------------------
    async def start(self, bind: str = "127.0.0.1", port: int = 8765, ssl: Any = None) -> Server:
        self.server = await serve(self.handle, bind, port, ssl=ssl, max_size=MAX_FRAME,
                                  ping_interval=PING_SECONDS, ping_timeout=PING_SECONDS, close_timeout=2,
                                  compression=None)
        loop = asyncio.get_running_loop()
        self._broadcaster = loop.create_task(self._broadcast_changes())
        if self.away_bot is not None:
            self._watcher = loop.create_task(self._watch_away())
        if self.on_remote is None and self.session.time_limit is not None:
            # The time limit is the host's to call (issue 30.6); under the host's own
            # screen its table clock does it, as at any table.
            self.session.start_clock(time.monotonic())
            self._clock = loop.create_task(self._run_clock())
        if self.on_remote is None:
            await self.play_bots()  # a table whose first turns are bots' plays them now
        return self.server

    @property
    def port(self) -> int:
        assert self.server is not None
        return int(next(iter(self.server.sockets)).getsockname()[1])

    async def close(self) -> None:
        for client in list(self.clients):
            await _send(client, frame("bye", code="closed", reason="the host closed the table"))
        for task in (self._broadcaster, self._watcher, self._clock):
            if task is not None:
                task.cancel()
        if self._clock is not None:
            self.session.stop_clock(time.monotonic())  # the time played is saved
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        self.bots.close()

    async def handle(self, connection: ServerConnection) -> None:
        """One connection, from hello to close."""
        client = await self._greet(connection)
        if client is None:
            return
        self.clients.add(client)
        self._back(client.seat)
        try:
            await _send(client, self.welcome_message(client))
            self._dirty.set()  # everyone sees who is here now, the newcomer its table
            async for raw in connection:
                await self._receive(client, raw)
        except ConnectionClosed:
            pass
        finally:
            self.clients.discard(client)
            if client.seat != SPECTATOR and client.seat not in self.connected():
                self._away_since[client.seat] = time.monotonic()
            self._dirty.set()  # who is missing now
            if self.on_remote is not None:
                self.on_remote([])  # the host's screen says whom it waits for

    async def _greet(self, connection: ServerConnection) -> Client | None:
        try:
            raw = await asyncio.wait_for(connection.recv(), HELLO_SECONDS)
        except (TimeoutError, ConnectionClosed):
            await connection.close(1008, "no hello")
            return None
        try:
            message = parse_client(raw)
        except ProtocolError as err:
            await _refuse(connection, err.code, str(err), err.phrase)
            return None
        if not isinstance(message, Hello):
            await _refuse(connection, "no-hello", "say hello with your code first",
                          Phrase("net.no-hello"))
            return None
        if message.protocol != PROTOCOL:
            await _refuse(connection, "protocol", f"this host speaks protocol {PROTOCOL}",
                          Phrase("net.protocol", protocol=PROTOCOL))
            return None
        seat = self.codes.seat_for(message.code)
        if seat is None:
            await asyncio.sleep(0.2)  # a guesser gets one try per connection, slowly
            await _refuse(connection, "bad-code", "that code opens no seat at this table",
                          Phrase("net.bad-code"))
            return None
        for other in list(self.clients):  # a seat has one connection: the newest
            if other.seat == seat and seat != SPECTATOR:
                await _send(other, frame("bye", code="elsewhere",
                                         reason="this seat was opened elsewhere"))
                await other.connection.close(1000, "seat taken over")
                self.clients.discard(other)
        return Client(connection, seat, self.rate_limit())

    async def _receive(self, client: Client, raw: str | bytes) -> None:
        if not client.limit.allow():
            if client.limit.flooding:
                await _send(client, frame("bye", code="flood", reason="too many messages"))
                await client.connection.close(1008, "flood")
                return
            now = time.monotonic()
            if now - client.last_error >= 1.0:
                client.last_error = now
                await _error(client, "slow-down", "too many messages: slow down",
                             Phrase("net.slow-down"))
            return
        try:
            message = parse_client(raw)
        except ProtocolError as err:
            await _error(client, err.code, str(err), err.phrase)
            return
        if isinstance(message, Ping):
            await _send(client, frame("pong"))
        elif isinstance(message, Hello):
            await _error(client, "hello-again", "this connection has a seat already",
                         Phrase("net.hello-again"))
        elif isinstance(message, Act):
            await self.act(client, message)

    async def act(self, client: Client, message: Act) -> None:
        """A seat's action: checked against the live game, applied, then the bots."""
        async with self._lock:
            state = self.session.state
            if client.seat == SPECTATOR:
                await _error(client, "spectator", "a spectator watches; it does not play",
                             Phrase("net.spectator"))
                return
            if message.seq != self.seq:
                await _error(client, "stale", f"that answers move {message.seq}, but the "
                             f"table is at move {self.seq}: look again",
                             Phrase("net.stale", answered=message.seq, now=self.seq))
                return
            if state.to_act != client.seat:
                await _error(client, "not-your-turn", "it is not your turn",
                             Phrase("net.not-your-turn"))
                return
            try:
                action = state.parse_action(message.action)
                events = self.session.apply(action)
            except (IllegalActionError, TdaError, ValueError) as err:
                # the rules' own phrase (its data: the action, why, what is legal)
                await _error(client, "illegal", str(err).splitlines()[0][:200],
                             getattr(err, "phrase", None))
                return
        if self.on_remote is not None:
            self.on_remote(events)  # the host's screen carries on from here
        else:
            await self.play_bots()

    async def play_bots(self) -> None:
        """Bots' turns and choices that do not matter (L3), until a human decides."""
        while True:
            async with self._lock:
                session = self.session
                if session.state.is_over:
                    break
                if session.is_bot_turn():
                    started = time.monotonic()
                    answer = await asyncio.to_thread(self.bots.think, session)
                    await asyncio.sleep(max(0.0, self.pace - (time.monotonic() - started)))
                    session.apply_bot_answer(answer)
                elif session.take_needless() is None:
                    break
            await asyncio.sleep(0)  # the broadcaster sends each move as it comes

    def _back(self, seat: int) -> None:
        """A remote player connected: their stand-in (if any) gives the seat back."""
        self._away_since.pop(seat, None)
        if self.session.give_back(seat):
            self._dirty.set()
            if self.on_remote is not None:
                self.on_remote([])  # the host's screen waits for them again

    def stand_in_if_away(self, now: float | None = None) -> int | None:
        """If the remote seat to act has been away `away_seconds`, put the away bot in
        it; the seat, or None."""
        now = time.monotonic() if now is None else now
        seat = self.waiting_for()
        since = self._away_since.get(seat) if seat is not None else None
        if (seat is None or since is None or self.away_bot is None
                or seat in self.session.stand_ins or now - since < self.away_seconds):
            return None
        self.session.stand_in(seat, self.away_bot)
        self._dirty.set()
        return seat

    async def _run_clock(self) -> None:
        """Once a second: the table clock ticks, and calls time when it runs out."""
        while not self.session.state.is_over:
            await asyncio.sleep(1.0)
            async with self._lock:
                self.session.tick(time.monotonic())  # a call of time saves and broadcasts
            self._dirty.set()  # everyone's clock shows the time left

    async def _watch_away(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            if self.stand_in_if_away() is None:
                continue
            if self.on_remote is not None:
                self.on_remote([])  # the host's screen lets the bot play
            else:
                await self.play_bots()

    def _after_change(self) -> None:
        self._changed.set()
        self._dirty.set()

    async def _broadcast_changes(self) -> None:
        """One task sends every table, so tables reach a client in order; changes that
        come while it sends are sent together (the log delta carries every event)."""
        while True:
            await self._dirty.wait()
            self._dirty.clear()
            await self.broadcast()

    async def broadcast(self) -> None:
        """Every client its seat's view (and, once the game is over, the reveal)."""
        over = self.session.state.is_over
        for client in list(self.clients):
            await _send(client, self.table_message(client))
            if over:
                await _send(client, self.over_message())

    async def wait_changed(self) -> None:
        """For tests and the host's own screen: until the game next changes."""
        self._changed.clear()
        await self._changed.wait()


async def _send(client: Client, text: str) -> None:
    try:
        await client.connection.send(text)
    except ConnectionClosed:
        pass


async def _error(client: Client, code: str, message: str, phrase: Phrase | None) -> None:
    await _send(client, error_frame(code, message, phrase))


async def _refuse(connection: ServerConnection, code: str, message: str,
                  phrase: Phrase) -> None:
    try:
        await connection.send(error_frame(code, message, phrase))
        await connection.close(1008, code)
    except ConnectionClosed:
        pass

