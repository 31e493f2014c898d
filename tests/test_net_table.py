"""A networked table on loopback, with real sockets (issue 30): the host holds the
only game; each client sees its seat's view and nothing else; hostile clients change
nothing; a dropped client comes back to its seat.

Every security rule of issue 30.3 has a test named after it (`test_rule_...`)."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosedError

from tda.dragonmaster import DragonmasterConfig
from tda.engine import GameConfig
from tda.net.client import TableClient
from tda.net.codes import SPECTATOR, Commitment, SeatCodes
from tda.net.host import TableHost
from tda.net.protocol import MAX_FRAME, RateLimit, frame
from tda.table import get_game
from tda.table.bot_process import TableBots
from tda.table.session import Seat, Session
from tda.table.wire import load


@asynccontextmanager
async def table(config: Any, seats: list[Seat], remote: list[int], limited: bool = False
                ) -> AsyncIterator[tuple[TableHost, dict[int, str]]]:
    """A host on a free loopback port, with codes for the remote seats. Its clients
    here play faster than any person: unless `limited`, their rate is not."""
    codes, plain = SeatCodes.draw(remote)
    host = TableHost(Session(config, seats), remote, codes, commitment=None,
                     bots=TableBots(process=False),
                     rate_limit=RateLimit if limited else lambda: RateLimit(1e6, 1e6, tokens=1e6))
    await host.start("127.0.0.1", 0)
    try:
        yield host, plain
    finally:
        await host.close()


def url(host: TableHost) -> str:
    return f"ws://127.0.0.1:{host.port}/"


async def seated(host: TableHost, code: str, keep_frames: bool = True) -> tuple[TableClient, asyncio.Task[None]]:
    client = TableClient(url(host), code, keep_frames=keep_frames)
    task = asyncio.create_task(client.run())
    await client.until(lambda c: c.view is not None, timeout=20)
    return client, task


async def play_randomly(clients: list[TableClient], host: TableHost, rng: random.Random,
                        limit: int = 5000) -> None:
    """Each client, when its view says it is to act, sends a random legal option."""
    seats = {c.seat for c in clients}
    for _ in range(limit):
        await settled(lambda: host.session.state.is_over or host.session.state.to_act in seats)
        if host.session.state.is_over:
            break
        seat = host.session.state.to_act
        mover = next((c for c in clients if c.seat == seat), None)
        assert mover is not None, f"seat {seat} is nobody's"
        await mover.until(lambda c: c.seq == host.seq and c.view.decision is not None
                          and c.view.decision.seat == c.seat, timeout=30)
        before = host.seq
        option = rng.choice(list(mover.view.decision.options))
        await mover.act(str(option))
        await mover.until(lambda c, before=before: c.seq > before or c.over is not None, timeout=30)
    for client in clients:
        await client.until(lambda c: c.over is not None, timeout=30)


async def settled(test: Any, timeout: float = 30.0) -> None:
    """Until `test()` holds on the host (bots think in a thread meanwhile)."""
    async def wait() -> None:
        while not test():
            await asyncio.sleep(0.005)
    await asyncio.wait_for(wait(), timeout)


def hidden_cards(host: TableHost, seat: int | None) -> set[str]:
    """Card ids the seat may not see now (Dragonmaster): the other seats' hands and
    the face-down extra card."""
    state = host.session.state
    hidden: set[str] = set()
    hands = getattr(state, "hands", None)
    for other, hand in enumerate(hands or ()):
        if other != seat:
            hidden |= {getattr(card, "id", card) for card in hand}
    extra = getattr(state, "extra", None)  # Dragonmaster's face-down extra card
    if isinstance(extra, str):
        hidden.add(extra)
    return hidden


async def test_two_players_and_a_spectator_play_a_dragonmaster_game_to_the_end():
    """issue 30.7: two remote seats and a bot, a spectator; everyone's view is the
    host's view of that seat, and the game ends with the reveal (issue 30.5)."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="advanced", seed=30701)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", bot="random")]
    async with table(config, seats, [0, 1]) as (host, codes):
        commitment = Commitment.draw()
        host.commitment = commitment
        ann, ta = await seated(host, codes[0])
        bob, tb = await seated(host, codes[1])
        eve, te = await seated(host, codes[SPECTATOR])
        assert (ann.seat, bob.seat, eve.seat) == (0, 1, None)
        assert ann.commitment == commitment.digest
        await play_randomly([ann, bob], host, random.Random(5))
        state = host.session.state
        await eve.until(lambda c: c.over is not None)
        for client, seat in ((ann, 0), (bob, 1), (eve, None)):
            assert client.view == state.view(seat), "the client's view is the host's view of its seat"
            assert client.over is not None
            assert Commitment.verify(client.commitment, client.over["seed"], client.over["salt"])
        for task in (ta, tb, te):
            task.cancel()


async def test_rule_nothing_hidden_leaves_the_host():
    """issue 30.3: no other hand, no face-down card, no seed, no record while the
    game is live: every frame a client receives is checked as it arrives."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], level="expert", seed=30702)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", bot="random"), Seat("Dee", bot="random")]
    async with table(config, seats, [0, 1]) as (host, codes):
        ann, ta = await seated(host, codes[0])
        bob, tb = await seated(host, codes[1])
        checked = {0: 0, 1: 0}
        leaks: list[str] = []

        def inspect(client: TableClient) -> None:
            for raw in client.frames[checked[client.seat]:]:
                message = json.loads(raw)
                if message["type"] == "over":
                    continue
                if "30702" in raw or '"seed"' in raw or '"record"' in raw:
                    leaks.append(f"seat {client.seat}: seed or record in a {message['type']}")
                if message["type"] == "table":
                    view = load(message["view"])
                    if view.seat != client.seat:
                        leaks.append(f"seat {client.seat} was sent seat {view.seat}'s view")
                    mine = set(view.hand)
                    hidden = hidden_cards(host, client.seat) - mine
                    text = json.dumps(message["view"]["hand"])
                    leaks.extend(f"seat {client.seat} sent {card}" for card in hidden
                                 if f'"{card}"' in text)
            checked[client.seat] = len(client.frames)

        ann.on_update = bob.on_update = inspect
        await play_randomly([ann, bob], host, random.Random(6))
        assert not leaks, leaks[:5]
        ta.cancel()
        tb.cancel()


async def test_rule_a_code_opens_one_seat_and_a_bad_code_none():
    """issue 30.3: a wrong code is refused with one error and the connection closed."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=30703)
    async with table(config, [Seat("Ann"), Seat("Bob", bot="random"), Seat("Cid", bot="random")],
                     [0]) as (host, codes):
        async with connect(url(host)) as ws:
            await ws.send(frame("hello", protocol=1, code=codes[0][:-1] + "x"))
            reply = json.loads(await ws.recv())
            assert reply["type"] == "error" and reply["code"] == "bad-code"
        assert host.clients == set()


async def test_rule_the_code_goes_in_the_first_message_not_the_url():
    """issue 30.3: a connection whose first frame is not hello is refused, whatever
    its URL holds."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=30704)
    async with table(config, [Seat("Ann"), Seat("Bob", bot="random"), Seat("Cid", bot="random")],
                     [0]) as (host, codes):
        async with connect(url(host) + f"?code={codes[0]}") as ws:
            await ws.send(frame("act", seq=0, action="pass"))
            reply = json.loads(await ws.recv())
            assert reply["code"] == "no-hello"


async def test_rule_codes_are_kept_only_as_hashes(tmp_path):
    """issue 30.3: the host holds sha256 hashes; the saved file holds no code."""
    codes, plain = SeatCodes.draw([0, 2])
    assert all(code not in codes.hashes.values() for code in plain.values())
    codes.save(tmp_path / "g.codes.json")
    text = (tmp_path / "g.codes.json").read_text()
    assert all(code not in text for code in plain.values())
    again, commitment = SeatCodes.load(tmp_path / "g.codes.json")
    assert commitment is None
    assert again.seat_for(plain[2]) == 2 and again.seat_for(plain[SPECTATOR]) == SPECTATOR
    assert again.seat_for("guess") is None


async def test_rule_stale_foreign_and_illegal_actions_change_nothing():
    """issue 30.3: an action naming an old sequence, one for another seat's turn,
    a spectator's, and one that is not legal are each refused with one error."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="advanced", seed=30705)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", bot="random")]
    async with table(config, seats, [0, 1]) as (host, codes):
        ann, ta = await seated(host, codes[0])
        bob, tb = await seated(host, codes[1])
        eve, te = await seated(host, codes[SPECTATOR])
        mover, other = (ann, bob) if host.session.state.to_act == 0 else (bob, ann)
        await mover.until(lambda c: c.view.decision is not None and c.view.decision.seat == c.seat)
        before = list(host.session.state.actions)
        option = str(mover.view.decision.options[0])
        cases = [
            (other, frame("act", seq=host.seq, action=option), "not-your-turn"),
            (eve, frame("act", seq=host.seq, action=option), "spectator"),
            (mover, frame("act", seq=host.seq + 1, action=option), "stale"),
            (mover, frame("act", seq=host.seq, action="play nonsense-card"), "illegal"),
        ]
        for client, raw, code in cases:
            count = len(client.errors)
            await client.send_raw(raw)
            await client.until(lambda c, n=count: len(c.errors) > n, timeout=10)
            assert client.errors[-1][0] == code
        assert host.session.state.actions == before
        for task in (ta, tb, te):
            task.cancel()


@pytest.mark.parametrize("raw, code", ids=["oversized", "not-json", "not-an-object", "string-seq",
                                           "extra-field", "unknown-type", "second-hello"], argvalues=[
    ("x" * (MAX_FRAME + 1), None),  # over the size limit: websockets closes (1009)
    ("{not json", "malformed"),
    ("[1, 2]", "malformed"),
    (json.dumps({"type": "act", "seq": "0", "action": "pass"}), "malformed"),  # strict: "0" is no int
    (json.dumps({"type": "act", "seq": 0, "action": "pass", "extra": 1}), "malformed"),
    (json.dumps({"type": "shout"}), "malformed"),
    (json.dumps({"type": "hello", "protocol": 1, "code": "again"}), "hello-again"),
])
async def test_rule_malformed_and_oversized_frames_change_nothing(raw, code):
    """issue 30.3: each gets one error (or, over 4 KiB, a close); the game is unchanged."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=30706)
    seats = [Seat("Ann"), Seat("Bob", bot="random"), Seat("Cid", bot="random")]
    async with table(config, seats, [0]) as (host, codes):
        ann, task = await seated(host, codes[0])
        before = list(host.session.state.actions)
        count = len(ann.errors)
        reconnects = ann.reconnects
        await ann.send_raw(raw)
        if code is None:
            await ann.until(lambda c: c.reconnects > reconnects, timeout=10)
        else:
            await ann.until(lambda c: len(c.errors) > count, timeout=10)
            assert ann.errors[-1][0] == code
        assert host.session.state.actions == before
        task.cancel()


async def test_rule_a_flood_is_slowed_then_closed():
    """issue 30.3: a connection over its rate gets one 'slow down' a second, then is
    closed; the game is unchanged."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=30707)
    seats = [Seat("Ann"), Seat("Bob", bot="random"), Seat("Cid", bot="random")]
    async with table(config, seats, [0], limited=True) as (host, codes):
        before = list(host.session.state.actions)
        async with connect(url(host)) as ws:
            await ws.send(frame("hello", protocol=1, code=codes[0]))
            for _ in range(200):
                await ws.send(frame("ping"))
            replies = []
            with pytest.raises(ConnectionClosedError) as closed:
                async for raw in ws:
                    replies.append(json.loads(raw))
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        kinds = [r.get("code") or r["type"] for r in replies]
        assert kinds.count("slow-down") == 1
        assert replies[-1] == {"type": "bye", "code": "flood", "reason": "too many messages"}
        assert host.session.state.actions == before


async def test_a_dropped_client_comes_back_to_its_seat_and_the_table_waits():
    """issue 30.4: the host shows whom it waits for; the client reconnects by itself
    and gets its whole view back."""
    config = GameConfig(players=["Ann", "Bob"], deck="original", seed=30708)
    seats = [Seat("Ann"), Seat("Bob", bot="random")]
    async with table(config, seats, [0]) as (host, codes):
        ann, task = await seated(host, codes[0])
        bob_watch, tw = await seated(host, codes[SPECTATOR])
        await ann.drop()
        await bob_watch.until(lambda c: c.waiting_for == 0 or 0 not in c.connected, timeout=10)
        await ann.until(lambda c: c.reconnects >= 1 and 0 in c.connected, timeout=20)
        await ann.until(lambda c: c.view == host.session.state.view(0), timeout=10)
        task.cancel()
        tw.cancel()


async def test_a_seat_left_empty_gets_a_bot_until_its_player_is_back():
    """issue 30.4: the host hands a seat whose player stays away to a bot (after
    `away_seconds`), and gives it back when the player returns with their code."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=30709)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", bot="random")]
    codes, plain = SeatCodes.draw([0, 1])
    host = TableHost(Session(config, seats), [0, 1], codes, bots=TableBots(process=False),
                     rate_limit=lambda: RateLimit(1e6, 1e6, tokens=1e6),
                     away_bot="random", away_seconds=0.3)
    await host.start("127.0.0.1", 0)
    try:
        ann, ta = await seated(host, plain[0])
        bob, tb = await seated(host, plain[1])
        bob.leave()
        await bob.drop()
        await settled(lambda: 1 not in host.connected())
        before = host.seq
        # Ann plays on; whenever Bob is to act, the stand-in plays for him
        rng = random.Random(9)
        while host.seq < before + 40 and not host.session.state.is_over:
            await settled(lambda: host.session.state.to_act == 0 or host.session.state.is_over,
                          timeout=30)
            if host.session.state.is_over:
                break
            await ann.until(lambda c: c.seq == host.seq, timeout=30)
            await ann.act(str(rng.choice(list(ann.view.decision.options))))
            await settled(lambda s=host.seq: host.seq > s, timeout=30)
        assert host.session.stand_ins == {1: "random"}
        assert ann.stand_ins == {1: "random"}
        bob_again, tb2 = await seated(host, plain[1])
        await settled(lambda: host.session.stand_ins == {})
        assert 1 not in host.session.bots
        await ann.until(lambda c: c.stand_ins == {})
        for task in (ta, tb, tb2):
            task.cancel()
    finally:
        await host.close()


def test_rule_codes_are_compared_in_constant_time(monkeypatch):
    """issue 30.3: a code is compared with every seat's hash by hmac.compare_digest,
    all of them every time, so the time taken tells nothing of which seat matched."""
    import tda.net.codes as codes_module

    calls: list[tuple[bytes, bytes]] = []
    real = codes_module.hmac.compare_digest

    def counting(a: bytes, b: bytes) -> bool:
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(codes_module.hmac, "compare_digest", counting)
    codes, plain = SeatCodes.draw([0, 1, 2])
    for offered, seat in ((plain[0], 0), (plain[SPECTATOR], SPECTATOR), ("wrong", None)):
        calls.clear()
        assert codes.seat_for(offered) == seat
        assert len(calls) == len(codes.hashes) == 4  # every hash, whichever matched


def test_rule_codes_are_drawn_with_secrets_and_long():
    """issue 30.3: 128-bit codes from `secrets`, different for every seat and table."""
    drawn = [SeatCodes.draw([0, 1])[1] for _ in range(50)]
    every = [code for table in drawn for code in table.values()]
    assert len(set(every)) == len(every)
    assert all(len(code) >= 22 for code in every)  # 16 bytes, URL-safe base64


@pytest.mark.parametrize("game_name, options", [
    *[("three-dragon-ante", v) for v in get_game("three-dragon-ante").variants],
    ("three-dragon-ante", {"ruleset": "revised", "ability_draft": 2}),
    ("three-dragon-ante", {"deck": "legendary", "secret_abilities": True,
                           "abilities": [["gambling-background"], ["fast-hands"], [], []]}),
    *[("dragonmaster", v) for v in get_game("dragonmaster").variants],
], ids=lambda x: x if isinstance(x, str) else "+".join(f"{k}={v}" for k, v in x.items()) or "plain")
async def test_every_game_and_option_plays_over_the_network(game_name, options):
    """issue 30.6: every edition, deck option, level and abilities (secret ones too):
    two remote seats and bots play to the end; each client ends holding exactly the
    host's view of its seat, and the welcome's settings hold no seed and no
    seat's abilities."""
    game = get_game(game_name)
    config = game.config_for(30600, 3 if game_name == "dragonmaster" else 4, **options)
    seats = [Seat(n) if i < 2 else Seat(n, bot="random") for i, n in enumerate(config.players)]
    async with table(config, seats, [0, 1]) as (host, codes):
        ann, ta = await seated(host, codes[0])
        bob, tb = await seated(host, codes[1])
        welcome = json.loads(ann.frames[0])
        assert welcome["type"] == "welcome"
        assert "seed" not in welcome["config"] and "abilities" not in welcome["config"]
        await play_randomly([ann, bob], host, random.Random(7))
        for client in (ann, bob):
            assert client.view == host.session.state.view(client.seat)
        ta.cancel()
        tb.cancel()


async def test_the_host_calls_time_and_every_client_sees_the_clock():
    """issue 30.6: the time limit is the host's to call. Its clock runs out, the host
    applies `call time` (ruling A36) and every client is told; each table message
    says the time left."""
    config = GameConfig(players=["Ann", "Bob"], deck="original", seed=30610,
                        time_limit_minutes=1)
    seats = [Seat("Ann"), Seat("Bob", bot="random")]
    async with table(config, seats, [0]) as (host, codes):
        ann, task = await seated(host, codes[0])
        assert ann.time_left is not None and 50 < ann.time_left <= 60
        host.session.clock.played = 59.5  # as if the table had played a minute
        await settled(lambda: host.session.time_called, timeout=10)
        await ann.until(lambda c: getattr(c.view, "time_called_in", None) is not None)
        assert ann.time_left == 0
        assert any(type(e).__name__ == "TimeCalled" for e in ann.log)
        task.cancel()
