"""`tda join`'s table (issue 30.2, 30.7): a seat played from another terminal sees
the same Textual table as at a local game, only its own seat's view, decides with
the same keys and reaches the game-over screen; all on loopback with real sockets,
the host, a Textual client and a headless client in one test process."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from tda.dragonmaster import DragonmasterConfig
from tda.engine import GameConfig
from tda.net.client import TableClient
from tda.net.codes import SPECTATOR, SeatCodes
from tda.net.host import TableHost
from tda.table.bot_process import TableBots
from tda.table.session import Seat, Session
from tda.tui.join import JoinApp
from tda.tui.modals import GambitSummary
from tda.tui.table_screen import TableScreen
from tda.tui.widgets import DecisionPanel
from tui_helpers import wait_for


async def bob_plays(bob: TableClient, rng: random.Random) -> None:
    """A headless player: a random legal option whenever its view says so."""
    while bob.over is None:
        await bob.until(lambda c: c.over is not None or (
            c.view is not None and c.view.decision is not None
            and c.view.decision.seat == c.seat and c.view.decision.options), timeout=120)
        if bob.over is not None:
            return
        seq = bob.seq
        await bob.act(str(rng.choice(list(bob.view.decision.options))))
        await bob.until(lambda c, seq=seq: c.seq > seq or c.over is not None, timeout=120)


async def test_a_joined_seat_plays_a_whole_game_at_the_textual_table():
    config = GameConfig(players=["Ann", "Bob", "Cid"], deck="original", seed=30201, max_gambits=2)
    await joined_game(config, moves=None)


async def test_a_joined_seat_with_secret_abilities_and_a_dragonmaster_seat():
    """issue 30.6: the joined table with Legendary's secret abilities, and at an
    expert Dragonmaster game, for a dozen of the joined player's decisions."""
    await joined_game(GameConfig(players=["Ann", "Bob", "Cid"], deck="legendary", seed=30202,
                                 secret_abilities=True,
                                 abilities=[["gambling-background"], ["fast-hands"], []]),
                      moves=12)
    await joined_game(DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="expert",
                                         seed=30203), moves=12)


async def joined_game(config, moves: int | None) -> None:
    """Ann at a Textual JoinApp, Bob a headless client, Cid a bot: `moves` of Ann's
    decisions (None: the whole game, to its game-over screen)."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", bot="random")]
    codes, plain = SeatCodes.draw([0, 1])
    host = TableHost(Session(config, seats), [0, 1], codes, bots=TableBots(process=False))
    await host.start("127.0.0.1", 0)
    url = f"ws://127.0.0.1:{host.port}/"
    bob = TableClient(url, plain[1])
    watcher = TableClient(url, plain[SPECTATOR])
    tasks = [asyncio.create_task(bob.run()), asyncio.create_task(watcher.run()),
             asyncio.create_task(bob_plays(bob, random.Random(3)))]
    app = JoinApp(url, plain[0])
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            try:
                await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), timeout=90)
            except AssertionError:  # say how far the join got, for whoever reads it
                client = app.client
                raise AssertionError(
                    f"not seated: screen {type(app.screen).__name__}, seat {client.seat}, "
                    f"view {client.view is not None}, config {client.config is not None}, "
                    f"reconnects {client.reconnects}, closed {client.closed_because!r}, "
                    f"errors {client.errors[-3:]}") from None
            table = app.screen
            hands_seen = set()
            for _ in range(400 if moves is None else moves):
                # a summary between gambits or hands is any screen over the table
                try:
                    await wait_for(pilot, lambda: table.waiting_for_human
                                   or host.session.state.is_over or app.screen is not table,
                                   timeout=90)
                except AssertionError:  # say where the table stood, for whoever reads it
                    state = host.session.state
                    raise AssertionError(
                        f"stuck: host seq {host.seq}, to act {state.to_act}, client seq "
                        f"{app.client.seq}, pending {app.remote.pending}, remote_waiting "
                        f"{table.remote_waiting}, screen {type(app.screen).__name__}, "
                        f"errors {app.client.errors[-3:]}") from None
                if host.session.state.is_over:
                    break
                if app.screen is not table:
                    await pilot.press("enter")
                    continue
                view = app.remote.state.view(0)
                assert view == host.session.state.view(0), "Ann's table is the host's view of seat 0"
                hands_seen.add(tuple(getattr(card, "id", card) for card in view.hand))
                generation = table.query_one(DecisionPanel).generation
                await pilot.press("1")  # a group of options opens a list of its own
                await wait_for(pilot, lambda g=generation: not table.waiting_for_human
                               or table.query_one(DecisionPanel).generation != g, timeout=30)
            if moves is not None:
                return
            await wait_for(pilot, lambda: app.remote.state.is_over, timeout=30)
            for _ in range(5):  # the last gambit's summary, then the game's end
                await wait_for(pilot, lambda: isinstance(app.screen, GambitSummary)
                               or type(app.screen).__name__ == "GameOver", timeout=30)
                if not isinstance(app.screen, GambitSummary):
                    break
                await pilot.press("enter")
            assert type(app.screen).__name__ == "GameOver"
            assert len(hands_seen) > 3
            assert app.remote.state.result == host.session.state.result
            await watcher.until(lambda c: c.over is not None)
            assert watcher.view == host.session.state.view(None)
    finally:
        for task in tasks:
            task.cancel()
        await host.close()


def hosted(session: Session) -> tuple[Any, TableHost]:
    """The host's own app (`tda host` with a human at its keyboard) for a session whose
    seat 1, Bob, is remote; bots think in this process."""
    from tda.tui.host import HostApp

    codes, plain = SeatCodes.draw([1])
    host = TableHost(session, [1], codes, bots=TableBots(process=False),
                     on_remote=lambda events: None)
    app = HostApp(session, host, "127.0.0.1", 0, None, ["Bob: ..."], None)
    app.bots = TableBots(process=False)
    app.bob_code = plain[1]
    return app, host


async def bob_joins(pilot: Any, app: Any, host: TableHost, rng: random.Random
                    ) -> tuple[TableClient, list[asyncio.Task[None]]]:
    """Past the join lines, Bob joins headless and plays at random."""
    from tda.tui.host import JoinLines

    await wait_for(pilot, lambda: isinstance(app.screen, JoinLines))
    await pilot.press("enter")
    await wait_for(pilot, lambda: host.server is not None)
    bob = TableClient(f"ws://127.0.0.1:{host.port}/", app.bob_code)
    return bob, [asyncio.create_task(bob.run()), asyncio.create_task(bob_plays(bob, rng))]


async def test_the_hosts_own_player_plays_at_its_screen_with_a_remote_seat(tmp_path):
    """issue 30.1: `tda host` with Ann at the host's keyboard: the ordinary table
    screen drives the game (a bot too), Bob plays from another terminal, and every
    change reaches Bob's client, whichever side made it."""
    config = GameConfig(players=["Ann", "Bob", "Cid"], deck="original", seed=30101, max_gambits=2)
    session = Session(config, [Seat("Ann"), Seat("Bob"), Seat("Cid", bot="random")],
                      remote_seats=[1])
    app, host = hosted(session)
    async with app.run_test(size=(80, 24)) as pilot:
        bob, tasks = await bob_joins(pilot, app, host, random.Random(4))
        try:
            table = app.table()
            assert table is not None
            for _ in range(400):
                await wait_for(pilot, lambda: table.waiting_for_human or session.state.is_over
                               or isinstance(app.screen, GambitSummary), timeout=60)
                if session.state.is_over:
                    break
                if isinstance(app.screen, GambitSummary):
                    await pilot.press("enter")
                    continue
                assert session.state.to_act == 0
                generation = table.query_one(DecisionPanel).generation
                await pilot.press("1")
                await wait_for(pilot, lambda g=generation: not table.waiting_for_human
                               or table.query_one(DecisionPanel).generation != g, timeout=30)
            await bob.until(lambda c: c.over is not None, timeout=30)
            assert bob.view == session.state.view(1)
            assert any(not a.startswith("ante") for a in session.state.actions)
        finally:
            for task in tasks:
                task.cancel()
            await host.close()


async def test_the_joined_player_keeps_the_deal_and_tda_verify_checks_it(tmp_path, monkeypatch, capsys):
    """issue 30.5: the host commits to its seed at the start and reveals it at the end;
    the joined seat keeps the deal, and `tda verify` finds it fair, or not when the
    reveal was tampered with."""
    import json

    from tda.cli import main
    from tda.net.codes import Commitment
    from tda.tui.join import keep_deal

    monkeypatch.setenv("TDA_SAVE_DIR", str(tmp_path))
    commitment = Commitment.draw()
    config = GameConfig(players=["Ann", "Bob"], deck="original", seed=commitment.seed,
                        max_gambits=1)
    codes, plain = SeatCodes.draw([0])
    host = TableHost(Session(config, [Seat("Ann"), Seat("Bob", bot="random")]), [0], codes,
                     commitment, bots=TableBots(process=False))
    await host.start("127.0.0.1", 0)
    ann = TableClient(f"ws://127.0.0.1:{host.port}/", plain[0])
    tasks = [asyncio.create_task(ann.run()), asyncio.create_task(bob_plays(ann, random.Random(1)))]
    try:
        await ann.until(lambda c: c.over is not None, timeout=120)
    finally:
        for task in tasks:
            task.cancel()
        await host.close()
    path = keep_deal(ann)
    assert path is not None and path.parent == tmp_path / "joined"
    assert main(["verify", str(path)]) == 0
    assert "A fair deal" in capsys.readouterr().out
    deal = json.loads(path.read_text())
    deal["seed"] += 1  # a host that revealed another seed than it dealt from
    path.write_text(json.dumps(deal))
    assert main(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "NOT a fair deal" in out and "commitment" in out
    assert main(["verify", str(tmp_path / "nothing.json")]) == 2


async def test_two_players_at_the_host_keyboard_pass_it_and_a_remote_one_needs_no_cover():
    """issue 30.1: hot-seat rules hold among the humans at the host's keyboard (Ann and
    Cid pass it under a cover), while Bob's turns at his own terminal bring no cover."""
    from tda.tui.modals import PassCover

    config = GameConfig(players=["Ann", "Bob", "Cid"], deck="original", seed=30102, max_gambits=1)
    session = Session(config, [Seat("Ann"), Seat("Bob"), Seat("Cid")], remote_seats=[1])
    assert session.humans == [0, 2] and session.hot_seat
    app, host = hosted(session)
    covers: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        bob, tasks = await bob_joins(pilot, app, host, random.Random(5))
        try:
            table = app.table()
            assert table is not None
            for _ in range(300):
                await wait_for(pilot, lambda: session.state.is_over or app.screen is not table
                               or table.waiting_for_human, timeout=60)
                if session.state.is_over:
                    break
                if isinstance(app.screen, PassCover):
                    covers.append(app.screen.name if hasattr(app.screen, "name") else "cover")
                    await pilot.press("enter")
                    continue
                if app.screen is not table:
                    await pilot.press("enter")
                    continue
                assert session.state.to_act in (0, 2), "the host's screen asks only its own humans"
                generation = table.query_one(DecisionPanel).generation
                await pilot.press("1")
                await wait_for(pilot, lambda g=generation: not table.waiting_for_human
                               or table.query_one(DecisionPanel).generation != g, timeout=30)
        finally:
            for task in tasks:
                task.cancel()
            await host.close()
    assert covers, "Ann and Cid share the keyboard: a cover between them"
