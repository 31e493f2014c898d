"""`tda host` and `tda join` at the command line (issue 30.1, 30.5): a real host
process, a client that plays its seat, the reveal at the end, `tda verify`, and
the refusals a player can meet, each one line."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys

import pytest

from cli_harness import refuse
from tda.net.client import TableClient
from tda.net.codes import Commitment


async def test_a_hosted_game_from_the_command_line_to_its_reveal(tmp_path):
    env = {**os.environ, "TDA_SAVE_DIR": str(tmp_path), "TDA_CONFIG_DIR": str(tmp_path),
           "TDA_BOT_PROCESS": "0"}
    host = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tda", "host", "--seat", "remote:Ann", "--seat", "bot:random",
        "--max-gambits", "1", "--port", "0", env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        lines = []
        while not lines or not lines[-1].startswith("The table waits"):
            raw = await asyncio.wait_for(host.stdout.readline(), 60)
            assert raw, (await host.stderr.read()).decode()
            lines.append(raw.decode().strip())
        commitment = next(line.split()[-1] for line in lines if line.startswith("Fair deal"))
        _, _, _, url, code = next(line for line in lines if line.startswith("Ann:")).split()
        assert code not in url  # the code is not part of the address
        ann = TableClient(url, code)
        play = asyncio.create_task(ann.run())
        rng = random.Random(2)
        while ann.over is None:
            await ann.until(lambda c: c.over is not None or (
                c.view is not None and c.view.decision is not None
                and c.view.decision.seat == c.seat), timeout=120)
            if ann.over is None:
                seq = ann.seq
                await ann.act(str(rng.choice(list(ann.view.decision.options))))
                await ann.until(lambda c, seq=seq: c.seq > seq or c.over is not None, timeout=60)
        assert ann.commitment == commitment
        assert Commitment.verify(commitment, ann.over["seed"], ann.over["salt"])
        out = (await asyncio.wait_for(host.stdout.read(), 60)).decode()
        assert f"Seed {ann.over['seed']}, salt {ann.over['salt']}" in out
        assert await asyncio.wait_for(host.wait(), 30) == 0
        play.cancel()
    finally:
        if host.returncode is None:
            host.kill()
    saves = [p.name for p in tmp_path.iterdir()]
    assert any(name.endswith(".json") for name in saves)
    assert any(name.startswith(".") and name.endswith(".codes") for name in saves)


@pytest.mark.parametrize("argv, says", [
    (["host", "--seat", "Ann", "--seat", "bot:random"], "at least one remote:NAME seat"),
    (["host", "--seat", "remote:Ann", "--seat", "bot:random", "--away-bot", "nope"],
     "--away-bot nope: unknown bot"),
    (["host", "--seat", "remote:Ann", "--seat", "bot:random", "--keyfile", "k.pem"],
     "--keyfile: give --certfile too"),
    (["host", "--seat", "remote:Ann", "--seat", "bot:random", "--games", "3"],
     "--games: not yet at a hosted table"),
    (["host", "--resume", "nothing-here"], "no seat codes beside that save"),
    (["join", "http://example.org/", "CODE"], "starts with ws:// or wss://"),
    (["verify", "no-such-file.json"], "no such file"),
])
def test_refusals_are_one_line_and_save_nothing(argv, says, tmp_path):
    outcome = refuse(argv, tmp_path, mentions=[says])
    assert outcome.status == 2


def test_join_refused_by_the_host_says_why_in_one_line(tmp_path):
    """A bad code: the joined app closes with the host's reason, status 2."""
    env = {**os.environ, "TDA_SAVE_DIR": str(tmp_path), "TDA_CONFIG_DIR": str(tmp_path)}
    host = subprocess.Popen([sys.executable, "-m", "tda", "host", "--seat", "remote:Ann",
                             "--seat", "bot:random", "--port", "0"], env=env,
                            stdout=subprocess.PIPE, text=True)
    try:
        url = None
        for line in host.stdout:
            if line.startswith("Ann:"):
                url = line.split()[3]
                break
        assert url is not None
        from tda.tui.join import JoinApp

        async def run() -> JoinApp:
            app = JoinApp(url, "not-a-code")
            async with app.run_test(size=(80, 24)) as pilot:
                for _ in range(200):
                    await pilot.pause(0.05)
                    if app.return_code is not None:
                        break
            return app
        app = asyncio.run(run())
        assert app.return_code == 2
        assert app.exit_note == "tda join: that code opens no seat at this table"
    finally:
        host.kill()
