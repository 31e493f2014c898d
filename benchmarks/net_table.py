"""A networked table's costs on loopback (issue 30): the delay from a remote player's
action to the host applying it and every client holding the new view, the bytes
the host sends per action, and the memory a connected client costs the host.

    python benchmarks/net_table.py [--game dragonmaster|three-dragon-ante] [--games 3]
        [--clients 2] [--spectators 2] [--seed 3000]

Every seat is remote (clients in this process, on real sockets, each choosing a
random legal option as soon as its view says it is to act); spectators watch.
The delay is measured from the moment the acting client sends its frame to the
moment the last client (players and spectators) has read the table at the new
sequence. Prints p50/p95/max, bytes per action (all clients together and per
client), and the host's memory per connection (tracemalloc, after a warm game).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from tda.net.client import TableClient  # noqa: E402
from tda.net.codes import SPECTATOR, SeatCodes  # noqa: E402
from tda.net.host import TableHost  # noqa: E402
from tda.net.protocol import RateLimit  # noqa: E402
from tda.table import get_game  # noqa: E402
from tda.table.bot_process import TableBots  # noqa: E402
from tda.table.session import Seat, Session  # noqa: E402


async def one_game(game_name: str, seed: int, players: int, spectators: int,
                   delays: list[float], sizes: list[int]) -> int:
    game = get_game(game_name)
    config = game.config_for(seed, players)
    seats = [Seat(name) for name in config.players]
    codes, plain = SeatCodes.draw(list(range(players)))
    host = TableHost(Session(config, seats), list(range(players)), codes,
                     bots=TableBots(process=False),  # clients faster than people: no limit
                     rate_limit=lambda: RateLimit(1e6, 1e6, tokens=1e6))
    await host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{host.port}/"
    clients = [TableClient(url, plain[s], keep_frames=True) for s in range(players)]
    clients += [TableClient(url, plain[SPECTATOR], keep_frames=True) for _ in range(spectators)]
    tasks = [asyncio.create_task(c.run()) for c in clients]
    for c in clients:
        await c.until(lambda c: c.view is not None, timeout=30)
    rng = random.Random(seed)
    actions = 0
    while not host.session.state.is_over:
        seat = host.session.state.to_act
        mover = clients[seat]
        await mover.until(lambda c: c.seq == host.seq and c.view.decision is not None
                          and c.view.decision.seat == c.seat, timeout=30)
        before = host.seq
        option = rng.choice(list(mover.view.decision.options))
        start = time.perf_counter()
        await mover.act(str(option))
        for c in clients:
            await c.until(lambda c, before=before: c.seq > before, timeout=30)
        delays.append(time.perf_counter() - start)
        actions += host.seq - before
    for c in clients:
        await c.until(lambda c: c.over is not None, timeout=30)
    sizes.append(sum(len(f.encode()) for c in clients for f in c.frames))
    for task in tasks:
        task.cancel()
    await host.close()
    return actions


async def memory_per_client(game_name: str, seed: int, clients: int) -> float:
    """The host's memory growth per connected spectator, measured after connecting."""
    game = get_game(game_name)
    config = game.config_for(seed, game.players[0])
    codes, plain = SeatCodes.draw([])
    host = TableHost(Session(config, [Seat(n, bot="random") for n in config.players]), [],
                     codes, bots=TableBots(process=False))
    tracemalloc.start()
    await host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{host.port}/"
    one = TableClient(url, plain[SPECTATOR])
    tasks = [asyncio.create_task(one.run())]
    await one.until(lambda c: c.view is not None)
    base = tracemalloc.take_snapshot()
    extra = [TableClient(url, plain[SPECTATOR]) for _ in range(clients)]
    tasks += [asyncio.create_task(c.run()) for c in extra]
    for c in extra:
        await c.until(lambda c: c.view is not None)
    after = tracemalloc.take_snapshot()
    # Only the host's side: the clients live in this process too, so count the
    # allocations made by websockets' server and tda.net.host alone.
    grown = sum(stat.size_diff for stat in after.compare_to(base, "filename")
                if "server" in stat.traceback[0].filename or "tda/net/host" in stat.traceback[0].filename
                or "asyncio" in stat.traceback[0].filename)
    tracemalloc.stop()
    for task in tasks:
        task.cancel()
    await host.close()
    return grown / clients


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="dragonmaster")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--spectators", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3000)
    args = parser.parse_args()
    delays: list[float] = []
    sizes: list[int] = []
    actions = 0
    for k in range(args.games):
        actions += asyncio.run(one_game(args.game, args.seed + k, args.players,
                                        args.spectators, delays, sizes))
    delays.sort()
    clients = args.players + args.spectators
    print(f"{args.game}: {args.games} games, {actions} actions, {args.players} players "
          f"and {args.spectators} spectators, all remote on loopback")
    print(f"action to every screen: p50 {statistics.median(delays) * 1000:.1f} ms, "
          f"p95 {delays[int(len(delays) * 0.95)] * 1000:.1f} ms, max {delays[-1] * 1000:.1f} ms")
    total = sum(sizes)
    print(f"bytes sent per action: {total / actions:.0f} to all {clients} clients, "
          f"{total / actions / clients:.0f} per client")
    per = asyncio.run(memory_per_client(args.game, args.seed, 20))
    print(f"host memory per connected client: {per / 1024:.1f} KiB (20 spectators, tracemalloc)")


if __name__ == "__main__":
    main()
