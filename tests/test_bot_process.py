"""Bots think in a process of their own (issue 19, item 1): what crosses the boundary
holds nothing the seat may not know (ruling R10), the game is the same game whether
its bots thought here or there, and the worker stops, dies and answers late safely."""

from __future__ import annotations

import io
import os
import pickle
import random
import signal
import threading

import pytest

from tda.table.bot_process import (
    BotAnswer,
    BotProcessError,
    BotRequest,
    BotWorker,
    TableBots,
)
from tda.table.bot_request import RequestPickler, choose, request_bytes
from tda.table.registry import get_game
from tda.table.session import Seat, Session
from tda.tui import TdaApp
from test_sampler_privacy import lookalike
from tui_helpers import table_of, wait_for

TDA, DM = "three-dragon-ante", "dragonmaster"
CHEAP_SEARCH = "ismcts:seconds=0:iterations=25"  # deterministic: no clock in the budget


def bot_table(game: str, seed: int, bot: str = "random", players: int = 4,
              **options: object) -> Session:
    config = get_game(game).config_for(seed, players, **options)
    return Session(config, [Seat(f"Bot {i + 1}", bot) for i in range(players)])


def played(session: Session, moves: int) -> Session:
    for _ in range(moves):
        session.apply(session.bot_action())
    return session


def twin_session(session: Session, twin_state) -> Session:
    """The same table over another world (same config: the bots' generators match)."""
    twin = Session(session.config, session.seats, state=twin_state)
    for mine, theirs in zip(twin.rngs, session.rngs, strict=True):
        mine.setstate(theirs.getstate())
    return twin


def dragonmaster_twin(state, seat: int, rng: random.Random):
    """The same Dragonmaster game with the cards `seat` cannot see dealt again among
    the places it cannot see into (other hands, the face-down extra card), keeping
    every hand's size, the Dragon with its public holder and every shown void."""
    world = state.determinize(seat, rng)
    twin = state.clone()
    twin.hands = [state.hands[s][:] if s == seat else world.hands[s][:]
                  for s in range(state.n)]
    twin.extra = world.extra
    return twin


# -- what crosses --------------------------------------------------------------

@pytest.mark.parametrize("options", [{}, {"deck": "legendary", "variant": "pick-em+show-em"}])
def test_3da_request_bytes_are_the_same_in_worlds_the_seat_cannot_tell_apart(options):
    """Ruling R10: other hands, the deck, face-down antes, set-aside specials, the
    seed and the hidden history differ; the bytes sent to the bot process do not."""
    compared = 0
    for moves in (0, 7, 19):
        session = played(bot_table(TDA, 31 + moves, **options), moves)
        seat = session.state.to_act
        twin = twin_session(session, lookalike(session.state, seat, random.Random(moves)))
        hidden = (twin.state.hands, twin.state.deck, twin.state.rng)
        assert hidden != (session.state.hands, session.state.deck, session.state.rng)
        sent = request_bytes(session.bot_request())
        assert request_bytes(twin.bot_request()) == sent
        received = pickle.loads(sent)  # and the bot still gets its own hand
        assert received.view.hand == session.state.view(seat).hand
        compared += 1
    assert compared == 3


@pytest.mark.parametrize("level", ["basic", "expert"])
def test_dragonmaster_request_bytes_are_the_same_in_worlds_the_seat_cannot_tell_apart(level):
    """Other seats' hands and the face-down extra card differ; the bytes do not."""
    for moves in (0, 9, 30):
        session = played(bot_table(DM, 5 + moves, level=level), moves)
        seat = session.state.to_act
        twin = twin_session(session, dragonmaster_twin(session.state, seat,
                                                       random.Random(moves)))
        assert twin.state.hands != session.state.hands
        sent = request_bytes(session.bot_request())
        assert request_bytes(twin.bot_request()) == sent
        assert pickle.loads(sent).view == session.state.view(seat)


@pytest.mark.parametrize("game", [TDA, DM])
def test_no_game_state_but_the_samplers_scrubbed_world_crosses(game):
    """A request that would carry the game itself (or any world the sampler does not
    hold) is refused before a byte is sent."""
    session = played(bot_table(game, 3), 4)
    good = session.bot_request()
    state = session.state
    for bad in (BotRequest(good.game, good.bot, state, good.legal, good.rng, good.sampler),
                BotRequest(good.game, good.bot, good.view, (*good.legal, state), good.rng,
                           None),
                BotRequest(good.game, good.bot, good.view, good.legal, good.rng,
                           {"world": state.clone()})):
        with pytest.raises(pickle.PicklingError, match="may not cross"):
            request_bytes(bad)
    with pytest.raises(pickle.PicklingError, match="may not cross"):
        RequestPickler(io.BytesIO()).dump(good.sampler)  # its world only with its sampler


def test_a_3da_view_crosses_as_the_redacted_log_not_the_raw_event_chain():
    """3DA's view redacts its log lazily from the game's raw event chain; across the
    boundary it goes as the tuple the seat would read."""
    session = played(bot_table(TDA, 8), 12)
    view = pickle.loads(request_bytes(session.bot_request())).view
    assert type(view.log) is tuple
    assert view.log == tuple(session.state.view(session.state.to_act).log)


# -- the worker ----------------------------------------------------------------

def test_the_same_seed_and_actions_give_the_same_game_in_the_worker():
    """Both games, a search bot and a random one: moves chosen in the worker, with the
    bot's generator state carried there and back, equal the moves chosen in process."""
    with BotWorker() as worker:
        for game, bot, moves in ((TDA, CHEAP_SEARCH, 6), (DM, "random", 12)):
            here, there = bot_table(game, 17, bot), bot_table(game, 17, bot)
            for _ in range(moves):
                here.apply(here.bot_action())
                there.apply_bot_answer(worker.ask(there.bot_request(), timeout=60))
            assert there.state.actions == here.state.actions
            assert [r.getstate() for r in there.rngs] == [r.getstate() for r in here.rngs]


def test_a_forgotten_answer_is_dropped_and_a_failing_bot_is_reported():
    session = bot_table(TDA, 4)
    request = session.bot_request()
    with BotWorker() as worker:
        stale = worker.submit(request)
        worker.forget(stale)  # the table moved on
        fresh = worker.submit(request)
        answer = fresh.result(timeout=60)
        assert isinstance(answer, BotAnswer) and stale.cancelled()
        assert answer.token > 1  # the answer to the first request went nowhere
        broken = BotRequest(request.game, "no-such-bot", request.view, request.legal,
                            request.rng, request.sampler)
        with pytest.raises(BotProcessError, match="the bot failed: .*no-such-bot"):
            worker.ask(broken, timeout=60)
        assert worker.alive  # one bad request does not end the worker


def test_a_dead_worker_fails_its_waiters_and_refuses_more():
    session = bot_table(TDA, 6)
    worker = BotWorker()
    try:
        worker.ask(session.bot_request(), timeout=60)
        os.kill(worker.pid, signal.SIGKILL)
        with pytest.raises(BotProcessError, match="stopped"):
            worker.ask(session.bot_request(), timeout=60)
        assert not worker.alive
        with pytest.raises(BotProcessError):
            worker.submit(session.bot_request())
    finally:
        worker.close()


def test_closing_stops_the_worker_even_while_it_thinks():
    session = bot_table(TDA, 9, "ismcts:seconds=30:iterations=1000000")
    worker = BotWorker()
    pending = worker.submit(session.bot_request())
    process = worker._process
    worker.close()
    assert process is not None and process.poll() is not None  # gone, not orphaned
    with pytest.raises(BotProcessError, match="stopped"):
        pending.result(timeout=5)
    worker.close()  # twice is harmless


@pytest.mark.parametrize("game", [TDA, DM])
def test_a_stopped_worker_is_given_up_and_the_table_says_so_once(game):
    """issue 26.4: a worker frozen by SIGSTOP (a real process) no longer freezes the
    table: well past the bot's budget it is killed, the move is thought here (the same
    move the worker would have made) and the table is told once."""
    session = played(bot_table(game, 6, CHEAP_SEARCH), 3)
    bots = TableBots(process=True)
    try:
        first = bots.think(session)  # the worker is up (it took its time starting)
        assert bots.tell() is None
        session.apply(first.action)
        bots.patience = 1.0  # from now on it answers at once, or is given up
        process = bots.worker._process
        os.kill(process.pid, signal.SIGSTOP)
        expected, _ = choose(session.bot_request())
        answers: list[BotAnswer] = []
        thinking = threading.Thread(target=lambda: answers.append(bots.think(session)),
                                    daemon=True)
        thinking.start()
        thinking.join(60)
        assert not thinking.is_alive(), "the table waited on a stopped bot process"
        assert answers[0].action == expected
        told = bots.tell()
        assert told == ("The bot process did not answer in 1 s; bots think in the "
                        "table's own process from now on (keys may lag).")
        assert process.poll() is not None  # killed, stopped or not: nothing lingers
        session.apply(answers[0].action)
        bots.think(session)  # the next bot thinks here at once
        assert bots.tell() is None  # said once
    finally:
        if process.poll() is None:
            os.kill(process.pid, signal.SIGCONT)
        bots.close()


# -- at the table ----------------------------------------------------------------

async def play_table(bot_process: bool, turns: int, kill_after: int | None = None):
    """Ann (human) and two random bots at a TUI table: Ann picks her first option
    `turns` times. Returns the app (closed) and the game's actions."""
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
    config = get_game(TDA).config_for(5, 3)
    app = TdaApp(config, seats, speed="instant", autosave=False, bot_process=bot_process)
    told = ""
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        for turn in range(turns):
            await wait_for(pilot, lambda: screen.waiting_for_human)
            if turn == kill_after:
                os.kill(app.bots.worker.pid, signal.SIGKILL)
            done = len(screen.session.state.actions)
            await pilot.press("1")
            await wait_for(pilot, lambda done=done: len(screen.session.state.actions) > done)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        told = " ".join(note.message for note in app._notifications)
        actions = screen.session.state.actions
    return app, actions, told


async def test_the_table_plays_the_same_game_with_its_bots_in_the_worker():
    """The TUI's bots think in the worker; exiting the app stops it."""
    app, there, _ = await play_table(True, 3)
    _, here, _ = await play_table(False, 3)
    assert there == here and len(there) > 8  # bots moved between Ann's turns
    process = app.bots.worker._process
    assert process is not None and process.poll() is not None


async def test_the_table_says_so_and_plays_on_when_the_worker_dies():
    app, actions, told = await play_table(True, 3, kill_after=1)
    _, here, _ = await play_table(False, 3)
    assert actions == here  # the bots thought here instead, the same moves
    # one line, whichever side noticed first (the reader's EOF, or a send's broken pipe)
    assert told.startswith("The bot process stopped (") and told.count("\n") == 0
    assert told.endswith("bots think in the table's own process from now on (keys may lag).")
    assert not app.bots.worker.alive


async def test_the_table_says_so_and_plays_on_when_the_worker_is_stopped():
    """issue 26.4, at the screen: SIGSTOP the table's worker; the next bot turn is not
    a frozen table but the same moves thought here, and one line saying why."""
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
    app = TdaApp(get_game(TDA).config_for(5, 3), seats, speed="instant", autosave=False,
                 bot_process=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        await pilot.press("1")  # the bots answer from the worker once: it is up
        await wait_for(pilot, lambda: screen.waiting_for_human and app.bots.worker.pid)
        process = app.bots.worker._process
        app.bots.patience = 1.0
        os.kill(process.pid, signal.SIGSTOP)
        try:
            done = len(screen.session.state.actions)
            await pilot.press("1")
            await wait_for(pilot, lambda: screen.waiting_for_human
                           and len(screen.session.state.actions) > done + 1)
            told = [n.message for n in app._notifications if "did not answer" in n.message]
            assert told == ["The bot process did not answer in 1 s; bots think in the "
                            "table's own process from now on (keys may lag)."]
            assert process.poll() is not None
        finally:
            if process.poll() is None:
                os.kill(process.pid, signal.SIGCONT)
        actions = screen.session.state.actions
    _, here, _ = await play_table(False, 2)
    assert actions == here  # the same game as bots thinking here all along


async def test_the_help_is_built_once_per_table_and_reused():
    """Issue 19, item 2: `?` opened the help by building it anew each time."""
    from tda.games.three_dragon_ante.tui.help_screen import HelpScreen
    seats = [Seat("Ann"), Seat("Bob", "random"), Seat("Cid", "random")]
    app = TdaApp(get_game(TDA).config_for(5, 3), seats, speed="instant", autosave=False,
                 bot_process=False)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table_of(app)
        await wait_for(pilot, lambda: screen.waiting_for_human)
        shown = []
        for _ in range(2):
            await pilot.press("question_mark")
            await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
            shown.append(app.screen)
            await pilot.press("escape")
            await wait_for(pilot, lambda: app.screen is screen)
        assert shown[0] is shown[1] is screen.help


ORPHAN_SCRIPT = """
import sys, time
from tda.table.bot_process import BotWorker
from tda.table.registry import get_game
from tda.table.session import Seat, Session
config = get_game("three-dragon-ante").config_for(9, 3)
session = Session(config, [Seat(n, "ismcts:seconds=60:iterations=10000000") for n in "ABC"])
worker = BotWorker()
worker.submit(session.bot_request())
print(worker.pid, flush=True)
time.sleep(120)
"""


def test_a_worker_whose_table_was_killed_mid_search_does_not_linger():
    """The table killed outright (no stop, no closing): the worker, deep in a minute's
    search, ends within a second or so rather than living on as an orphan."""
    import subprocess
    import sys
    import time
    table = subprocess.Popen([sys.executable, "-c", ORPHAN_SCRIPT], stdout=subprocess.PIPE,
                             text=True)
    try:
        worker = int(table.stdout.readline())
        time.sleep(0.3)  # it is searching now
        os.kill(table.pid, signal.SIGKILL)
        table.wait()
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and os.path.exists(f"/proc/{worker}"):
            with open(f"/proc/{worker}/stat") as stat:
                if stat.read().split()[2] == "Z":
                    break
            time.sleep(0.05)
        else:
            assert not os.path.exists(f"/proc/{worker}"), "the worker outlived its table"
    finally:
        if table.poll() is None:
            table.kill()
