"""What the host says to a joiner, in the joiner's language (issue 29.1 at the
networked table of issue 30): every `error` and `bye` a joiner can meet travels with
its code (and, for an error, a phrase: its data on the wire), and the joiner's words
layer (`tda.words.net`, the rules' own words for an illegal action) says it. The
English is word for word the line the host sends beside it (what an older client
shows, and what every joiner read before); the Japanese holds no English word but
data (the action typed, the field a frame got wrong, protocol names). A code or a
phrase this tda does not know (a newer host) is shown as the host's line, one line.

Real hosts on loopback, as in test_net_table: each case is provoked by a client
doing what a player's terminal (or a hostile one) does."""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from ja_helpers import speak_japanese
from tda.dragonmaster import DragonmasterConfig
from tda.net.client import HostError, TableClient
from tda.net.codes import SPECTATOR
from tda.net.protocol import MAX_FRAME, PROTOCOL, ProtocolError, frame, host_phrase, parse_client
from tda.table.phrase import Phrase
from tda.table.session import Seat
from tda.words import render
from tda.words.net import host_said
from test_net_table import seated, table, url

JAPANESE = re.compile("[\u3040-\u30ff\u4e00-\u9fff]")
# Data a Japanese line may hold as it is: the action typed ('play nonsense-card'), the
# message and field a frame got wrong (act.seq), an address, protocol names.
# (Japanese letters are word characters: a name ends where ASCII letters do.)
DATA = re.compile(r"'[^']*'|(?<![A-Za-z])(?:act|hello|ping|seq|action|code|protocol|type)"
                  r"(?:\.[a-z]+)*(?![A-Za-z])|ws://[!-~]+|"
                  r"(?<![A-Za-z])(?:JSON|UTF|WebSocket|HTTP)(?![A-Za-z])")

P = Phrase
# One phrase of each key tda.words.net says, with data as the host gives it (the words
# layer's catalog test, test_ja_words, counts them as met).
NET_SAMPLES: list[Phrase] = [
    P("net.too-big", limit=MAX_FRAME), P("net.not-utf8"), P("net.not-json"),
    P("net.no-type", kind="shout"),
    P("net.bad-field", kind="act", field="seq", problem="int_type",
      detail="Input should be a valid integer"),
    P("net.no-hello"), P("net.protocol", protocol=1), P("net.bad-code"), P("net.slow-down"),
    P("net.hello-again"), P("net.spectator"), P("net.stale", answered=3, now=5),
    P("net.not-your-turn"), P("net.bye.closed"), P("net.bye.elsewhere"), P("net.bye.flood"),
    P("net.join-failed", url="ws://example.org:8765/", why=P("net.http-status", status=404)),
    P("net.over"), P("net.left"),
    P("deal.no-commitment"), P("deal.commitment-differs"), P("deal.no-record"),
    P("deal.other-seed", dealt=7, seed=8), P("deal.no-seat"), P("deal.other-game"),
]


def english_left(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]{3,}", DATA.sub("", text))


def typed(phrase: Phrase | None) -> list[str]:
    """The action-language words a rules' phrase holds (the action typed, the legal
    actions, the verbs): data, as typed in every language."""
    words: list[str] = []
    for _, value in phrase.args if phrase is not None else ():
        for item in value if isinstance(value, tuple) else (value,):
            words += typed(item) if isinstance(item, Phrase) else (
                [item] if isinstance(item, str) else [])
    return sorted(words, key=len, reverse=True)


async def frames_after(client: TableClient, act: Callable[[], Awaitable[None]],
                       kind: str = "error") -> dict[str, Any]:
    """The host's next frame of `kind` after `act` (the client keeps every frame)."""
    seen = len(client.frames)
    await act()
    await client.until(lambda c: any(json.loads(f)["type"] == kind for f in c.frames[seen:]),
                       timeout=10)
    return next(m for m in map(json.loads, client.frames[seen:]) if m["type"] == kind)


async def refused_at_hello(host: Any, raw: str | bytes) -> dict[str, Any]:
    """What the host answers a first frame, on a connection of our own."""
    async with connect(url(host)) as ws:
        await ws.send(raw)
        answer = json.loads(await asyncio.wait_for(ws.recv(), 10))
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(ws.recv(), 10)
    return answer


async def host_words() -> list[dict[str, Any]]:
    """Every error and bye a joiner can meet, as the host sent it: the refusals of a
    first frame, of a seat's actions, of malformed frames, a flood, a seat opened
    twice, and the host closing."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=29301)
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid", bot="random")]
    met: list[dict[str, Any]] = []
    async with table(config, seats, [0, 1]) as (host, codes):
        met.append(await refused_at_hello(host, frame("hello", protocol=PROTOCOL, code="guess")))
        met.append(await refused_at_hello(host, frame("hello", protocol=PROTOCOL + 1,
                                                      code=codes[0])))
        met.append(await refused_at_hello(host, frame("ping")))
        met.append(await refused_at_hello(host, "{not json"))
        ann, ta = await seated(host, codes[0])
        bob, tb = await seated(host, codes[1])
        eve, te = await seated(host, codes[SPECTATOR])
        mover, other = (ann, bob) if host.session.state.to_act == 0 else (bob, ann)
        await mover.until(lambda c: c.view.decision is not None and c.view.decision.seat == c.seat)
        option = str(mover.view.decision.options[0])
        before = list(host.session.state.actions)
        for client, raw in [
            (other, frame("act", seq=host.seq, action=option)),
            (eve, frame("act", seq=host.seq, action=option)),
            (mover, frame("act", seq=host.seq + 3, action=option)),
            (mover, frame("act", seq=host.seq, action="play nonsense-card")),
            (mover, frame("act", seq=host.seq, action="xyzzy")),
            (mover, frame("hello", protocol=PROTOCOL, code="again")),
            (mover, "[1, 2]"),
            (mover, b"\xff\xfe"),
            (mover, json.dumps({"type": "shout"})),
            (mover, json.dumps({"type": "act", "seq": "0", "action": "pass"})),
            (mover, json.dumps({"type": "act", "seq": -1, "action": "pass"})),
            (mover, json.dumps({"type": "act", "seq": 0})),
            (mover, json.dumps({"type": "act", "seq": 0, "action": "x" * 300})),
            (mover, json.dumps({"type": "act", "seq": 0, "action": ""})),
            (mover, json.dumps({"type": "act", "seq": 0, "action": 7})),
            (mover, json.dumps({"type": "act", "seq": 0, "action": "pass", "extra": 1})),
        ]:
            met.append(await frames_after(client, lambda c=client, r=raw: c.send_raw(r)))
        assert host.session.state.actions == before  # nothing changed
        # The same seat opened again: the older connection is told so, and closed.
        again = TableClient(url(host), codes[1], keep_frames=True)
        tasks = [ta, tb, te]

        async def open_again() -> None:
            tasks.append(asyncio.create_task(again.run()))
        met.append(await frames_after(bob, open_again, kind="bye"))
        await again.until(lambda c: c.view is not None, timeout=20)
        # the host closes: everyone still here is told
        met.append(await frames_after(again, host.close, kind="bye"))
        for task in tasks:
            task.cancel()
    async with table(config, seats, [0, 1], limited=True) as (host, codes):
        async with connect(url(host)) as ws:  # a flood: slowed, then closed
            await ws.send(frame("hello", protocol=PROTOCOL, code=codes[0]))
            for _ in range(200):
                await ws.send(frame("ping"))
            replies = []
            with pytest.raises(ConnectionClosed):
                async for raw in ws:
                    replies.append(json.loads(raw))
        met += [r for r in replies if r["type"] in ("error", "bye")]
    return met


@pytest.fixture(scope="module")
def said() -> list[dict[str, Any]]:
    return asyncio.run(host_words())


def test_every_error_and_bye_a_joiner_meets_has_its_code_and_words(said):
    """issue 29.1: each carries its code; each error its phrase (the rules' own for an
    illegal action); each bye a code of its own."""
    codes = {(m["type"], m["code"]) for m in said}
    assert codes == {
        ("error", "bad-code"), ("error", "protocol"), ("error", "no-hello"),
        ("error", "malformed"), ("error", "not-your-turn"), ("error", "spectator"),
        ("error", "stale"), ("error", "illegal"), ("error", "hello-again"),
        ("error", "slow-down"), ("bye", "elsewhere"), ("bye", "closed"), ("bye", "flood"),
    }, codes
    for message in said:
        assert host_phrase(message) is not None, message
    illegal = [m for m in said if m["code"] == "illegal"]
    assert {m["phrase"]["key"] for m in illegal} == {"dm.error.illegal", "dm.error.unknown-verb"}
    stale = next(m for m in said if m["code"] == "stale")
    assert stale["phrase"]["key"] == "net.stale" and stale["phrase"]["args"]["answered"] == (
        stale["phrase"]["args"]["now"] + 3)


def test_the_joiner_says_each_in_english_word_for_word_as_the_host_line(said):
    """issue 29.1: in English the joiner reads what it read before: the host's line."""
    for message in said:
        line = message.get("message", message.get("reason"))
        assert host_said(host_phrase(message), "") == line, message


def test_the_joiner_says_each_in_japanese_with_no_english_word_left(said, monkeypatch):
    """issue 29.1: in Japanese, every error and bye is Japanese; only data is left (the
    action typed, a frame's field, protocol names)."""
    speak_japanese(monkeypatch)
    for message in said:
        line = message.get("message", message.get("reason"))
        text = host_said(host_phrase(message), line)
        assert JAPANESE.search(text) and text != line, (message, text)
        bare = text
        if message["code"] == "illegal":  # the rules' phrase: its action words are data
            for word in typed(host_phrase(message)):
                bare = bare.replace(word, "")
        assert "{" not in text and not english_left(bare), (message, text)
        assert "\n" not in text


def test_refusals_no_socket_can_carry_are_said_too(monkeypatch):
    """issue 29.1: a frame over the size limit (websockets closes the connection
    first, but the host's own check says it) and the joiner's own closings."""
    with pytest.raises(ProtocolError) as err:
        parse_client("x" * (MAX_FRAME + 1))
    assert err.value.code == "too-big" and render(err.value.phrase) == str(err.value)
    for phrase in NET_SAMPLES:
        assert render(phrase)
    speak_japanese(monkeypatch)
    for phrase in NET_SAMPLES:
        text = render(phrase)
        assert JAPANESE.search(text) and not english_left(text), (phrase, text)


def test_the_http_status_is_said_as_the_library_says_it():
    """issue 29.1: a web server where a table should be (the WebSocket library's
    refusal): in English the library's very words."""
    from websockets.datastructures import Headers
    from websockets.exceptions import InvalidStatus
    from websockets.http11 import Response

    err = InvalidStatus(Response(404, "Not Found", Headers()))
    assert render(Phrase("net.http-status", status=404)) == str(err)


def received(message: dict[str, Any]) -> TableClient:
    client = TableClient("ws://127.0.0.1:1/", "code")
    client._receive(json.dumps(message))
    return client


def test_an_older_hosts_plain_codes_are_said_by_their_code(monkeypatch):
    """issue 29.1: a host that sends no phrase (before this change): a code without
    data is said by the code alone, in the joiner's language."""
    speak_japanese(monkeypatch)
    client = received({"type": "error", "code": "not-your-turn", "message": "it is not your turn"})
    error = client.errors[-1]
    assert error == HostError("not-your-turn", "it is not your turn", Phrase("net.not-your-turn"))
    assert host_said(error.phrase, error.message) == "あなたの手番ではありません"
    bye = received({"type": "bye", "reason": "this seat was opened elsewhere", "code": "elsewhere"})
    assert host_said(bye.closed_phrase, bye.closed_because) == "この席はほかの端末で開かれました"
    old_bye = received({"type": "bye", "reason": "the host closed the table"})  # no code
    assert old_bye.closed_phrase is None
    assert host_said(old_bye.closed_phrase, old_bye.closed_because) == "the host closed the table"


@pytest.mark.parametrize("message", ids=["unknown-code", "unknown-key", "bad-phrase",
                                         "wrong-args"], argvalues=[
    {"type": "error", "code": "queue-full", "message": "the table is full\nsecond line"},
    {"type": "error", "code": "queue-full", "message": "the table is full",
     "phrase": {"key": "net.queue-full", "args": {"seats": 6}}},
    {"type": "error", "code": "stale", "message": "the table is full",
     "phrase": {"key": "net.stale", "args": {"answered": 1.5}}},
    {"type": "error", "code": "stale", "message": "the table is full",
     "phrase": {"key": "net.stale", "args": {"then": 1}}},
])
def test_a_newer_hosts_words_show_as_they_came_in_one_line(message, monkeypatch):
    """issue 29.1: a code or a phrase this tda does not know, or a phrase that fails
    the wire's strict check: the host's line as it came, one line."""
    speak_japanese(monkeypatch)
    error = received(message).errors[-1]
    assert host_said(error.phrase, error.message) == "the table is full"


async def test_the_joined_table_says_the_hosts_words_in_japanese(monkeypatch):
    """issue 29.1: `tda --lang ja join`: a stale action's refusal and the seat opened
    elsewhere are notified in Japanese on the joined table; a bad code ends
    `tda join` with one Japanese line."""
    from tda.tui.join import JoinApp

    speak_japanese(monkeypatch)
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=29302)
    seats = [Seat("Ann"), Seat("Bob", bot="random"), Seat("Cid", bot="random")]
    async with table(config, seats, [0]) as (host, codes):
        refused = JoinApp(url(host), "not-a-code")
        async with refused.run_test(size=(80, 24)) as pilot:
            for _ in range(200):
                await pilot.pause(0.05)
                if refused.return_code is not None:
                    break
        assert refused.return_code == 2
        assert refused.exit_note == "tda join: そのコードで開く席はこのテーブルにありません"

        app = JoinApp(url(host), codes[0])
        told: list[tuple[str, str]] = []
        monkeypatch.setattr(app, "notify", lambda text, title="", **_: told.append((title, text)))
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(400):
                await pilot.pause(0.05)
                if app.joined_table is not None and app.client.view is not None:
                    break
            await app.client.send_raw(frame("act", seq=app.client.seq + 2, action="pass"))
            await app.client.until(lambda c: bool(c.errors), timeout=10)
            await pilot.pause(0.1)
            again = TableClient(url(host), codes[0])
            task = asyncio.create_task(again.run())
            await app.client.until(lambda c: c.closed_because is not None, timeout=10)
            await pilot.pause(0.1)
            task.cancel()
        seq = app.client.seq
        assert ("ホストより", f"それは{seq + 2}手目への応答ですが、テーブルはもう{seq}手目です。"
                "もう一度確認してください") in told, told
        assert ("テーブルが閉じられました", "この席はほかの端末で開かれました") in told, told


def kept_deal() -> dict[str, Any]:
    """A finished two-seat game as a joined seat keeps it, with the host's reveal."""
    from tda.engine import GameConfig
    from tda.net.codes import Commitment
    from tda.table.registry import get_game
    from tda.table.wire import dump

    commitment = Commitment(29303, "salt")
    game = get_game("three-dragon-ante")
    state = game.new_game(GameConfig(players=["Ann", "Bob"], deck="original",
                                     seed=commitment.seed, max_gambits=1))
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return {"commitment": commitment.digest, "seed": commitment.seed, "salt": commitment.salt,
            "seat": 0, "view": dump(state.view(0)),
            "record": state.record().model_dump(mode="json")}


def test_what_tda_verify_finds_is_said_in_the_tables_language(monkeypatch):
    """issue 29.1: `tda verify`'s findings are phrases: in English the words it printed
    before, in Japanese no English word."""
    from tda.net.codes import check_deal

    deal = kept_deal()
    assert check_deal(deal) == []
    tampered = {**deal, "seed": deal["seed"] + 1, "view": {}}
    found = check_deal(tampered)
    assert [p.key for p in found] == ["deal.commitment-differs", "deal.other-seed",
                                      "deal.other-game"]
    assert [render(p) for p in found] == [
        "the revealed seed and salt do not match the commitment published at the start",
        f"the record was dealt from seed {deal['seed']}, not the revealed {deal['seed'] + 1}",
        "the record replays to another game than the one this seat was shown"]
    assert check_deal({**deal, "commitment": None}) == [P("deal.no-commitment")]
    assert check_deal({**deal, "record": None}) == [P("deal.no-record")]
    assert check_deal({**deal, "seat": "x"}) == [P("deal.no-seat")]
    speak_japanese(monkeypatch)
    for phrase in found:
        text = render(phrase)
        assert JAPANESE.search(text) and not english_left(text), text


def test_tda_verify_refuses_a_record_no_game_replays_in_one_line(tmp_path):
    """issue 29.1 (a refusal a player can meet is one line): a kept deal whose record is
    damaged said only pydantic's complaint; now the file and what it is not, status 2."""
    from cli_harness import refuse

    deal = kept_deal()
    deal["record"] = {**deal["record"], "junk": 1}
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(deal))
    refuse(["verify", str(path)], tmp_path / "saves", mentions=["not a kept deal"])
