"""`tda host` and `tda join`: a table whose players sit at their own terminals (issue 30).

Kept apart from `tda.cli` (which adds these two commands with one call) so the
networked table's options live in one place. Imports only the standard library and
`tda.cli_args` at the top: `tda --help` stays fast.
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tda.cli_args import UsageError, whole_number
from tda.i18n import _

REMOTE = "remote:"
DEFAULT_PORT = 8765
REVEAL_GRACE = 3.0  # seconds the host stays up after the end, for the reveal to arrive
BOT_PACE = 0.8  # seconds between a bot's moves at a host with no screen (a "normal" table)


def add_commands(sub: Any, wanted: Callable[[str], bool],
                 add_table_options: Callable[[argparse.ArgumentParser], None]) -> None:
    host = sub.add_parser(
        "host", help=_("open a table that friends join from their own terminals"),
        description=_("Host a table on this machine: it holds the only game. Seat players "
                      "who join from other terminals as remote:NAME, bots as for tda play. "
                      "One join line per remote seat is printed, and a code for spectators. "
                      "Every human joins with tda join (on this machine too)."))
    if wanted("host"):
        add_table_options(host)
        host.add_argument("--port", type=whole_number(0, 65535), default=DEFAULT_PORT,
                          help=_("the port to listen on (default {port}; 0: any free "
                                 "one)").format(port=DEFAULT_PORT))
        host.add_argument("--bind", default="127.0.0.1", metavar="ADDRESS",
                          help=_("the address to listen on (default 127.0.0.1, this machine "
                                 "only; 0.0.0.0 for the local network)"))
        host.add_argument("--public-host", default=None, metavar="NAME",
                          help=_("the host name the join lines give (default: the bind "
                                 "address, or this machine's name when binding to all)"))
        host.add_argument("--certfile", type=Path, default=None,
                          help=_("TLS certificate (PEM): players join with wss://"))
        host.add_argument("--keyfile", type=Path, default=None,
                          help=_("TLS private key (PEM), with --certfile"))
        host.add_argument("--resume", type=Path, default=None, metavar="SAVE",
                          help=_("host a table tda host began again (after a restart): the "
                                 "same seats, and the same codes let the players back in"))
        host.add_argument("--away-bot", default=None, metavar="LEVEL",
                          help=_("a bot of this level plays for a remote player who stays "
                                 "away while the table waits for them (default: it waits)"))
        host.add_argument("--away-after", type=whole_number(5, 3600), default=120,
                          metavar="SECONDS", help=_("how long the table waits before the "
                                                    "--away-bot sits in (default 120)"))
    join = sub.add_parser(
        "join", help=_("sit at a table hosted elsewhere (tda host prints the line)"),
        description=_("Open the table for the seat (or the spectators) that CODE opens at "
                      "the host URL. The code is sent to the host after connecting, never in "
                      "the URL."))
    if wanted("join"):
        join.add_argument("url", help=_("ws://HOST:PORT/ or wss://HOST:PORT/"))
        join.add_argument("code", help=_("your seat's code, as the host printed it"))
    verify = sub.add_parser(
        "verify", help=_("check a networked game's deal (the file tda join kept)"),
        description=_("Check a finished game played at a hosted table: the seed the host "
                      "revealed matches the commitment it published at the start, the record "
                      "was dealt from that seed, and it replays to the game your seat was "
                      "shown."))
    if wanted("verify"):
        verify.add_argument("file", type=Path, help=_("the file the game-over screen named"))


def remote_seats(seats: list[str]) -> tuple[list[str], list[int]]:
    """The seats with `remote:` taken off, and which seats were remote."""
    remote = [i for i, text in enumerate(seats) if text.startswith(REMOTE)]
    if not remote:
        raise UsageError(_("--seat: a hosted table needs at least one remote:NAME seat"))
    return [text.removeprefix(REMOTE) for text in seats], remote


@dataclass
class HostedTable:
    """A table ready to host: its session (autosaving, its save locked), which seats
    are remote, their codes (the plain codes only when they were drawn just now)."""
    session: Any
    saver: Any
    path: Path
    remote: list[int]
    codes: Any
    plain: dict[int, str]
    commitment: Any


def _new_table(args: argparse.Namespace,
               play_settings: Callable[[argparse.Namespace], tuple[Any, Any]]) -> HostedTable:
    from tda.net.codes import Commitment, SeatCodes
    from tda.table.save_lock import claim_save
    from tda.table.saves import new_save_path
    from tda.table.session import Session

    if getattr(args, "games", None) is not None:
        raise UsageError(_("--games: not yet at a hosted table"))
    args.seat, remote = remote_seats(list(args.seat))
    commitment = None
    if args.seed is None:  # a fair deal: the seed is drawn here and committed to
        commitment = Commitment.draw()
        args.seed = commitment.seed
    config, seats = play_settings(args)
    codes, plain = SeatCodes.draw(remote)
    session = Session(config, seats, remote_seats=remote)
    path = new_save_path()
    saver = claim_save(path)
    session.on_change = saver
    saver(session)  # the deal is saved before the first action
    codes.save(_codes_path(path), commitment)
    return HostedTable(session, saver, path, remote, codes, plain, commitment)


def _resumed_table(args: argparse.Namespace, save_named: Callable[[Path], Path]) -> HostedTable:
    """A table `tda host` began, hosted again: the same seats, codes and commitment."""
    from tda.net.codes import SPECTATOR, SeatCodes
    from tda.table.save_lock import resume_save

    if args.seat:
        raise UsageError(_("--seat: a resumed table keeps its seats (drop --seat or --resume)"))
    path = save_named(args.resume)
    kept = _codes_path(path)
    if not kept.is_file():
        raise UsageError(_("--resume {save}: no seat codes beside that save ({codes}); only a "
                           "table tda host began can be hosted again (tda resume plays it "
                           "here)").format(save=args.resume, codes=kept.name))
    try:
        codes, commitment = SeatCodes.load(kept)
    except (OSError, ValueError) as err:  # the codes file's phrase, said where it has one
        from tda.words.table import refusal
        raise UsageError(_("--resume {save}: {why}").format(save=args.resume,
                                                            why=refusal(err))) from None
    session, _kept = resume_save(path)
    saver: Any = session.on_change  # an Autosaver holding the save's lock
    if args.away_bot is not None:
        try:
            _check_bot(session.game.name, args.away_bot)
        except UsageError:
            saver.close()
            raise
    remote = sorted(seat for seat in codes.hashes if seat != SPECTATOR)
    session.remote_seats = frozenset(remote)
    return HostedTable(session, saver, path, remote, codes, {}, commitment)


def _check_bot(game_name: str | None, bot: str) -> None:
    from tda.table import get_game
    from tda.table.errors import TdaError
    from tda.words.table import refusal

    try:
        get_game(game_name).make_bot(bot)
    except (TdaError, ValueError) as err:  # the rules' phrase, said where it has one
        raise UsageError(_("--away-bot {bot}: {why}").format(bot=bot[:40],
                                                            why=refusal(err))) from None


def _codes_path(path: Path) -> Path:
    """Beside the save, hidden and not `*.json`: the saves listing never takes it
    for a save (as the lock file `.NAME.json.lock`)."""
    return path.with_name(f".{path.stem}.codes")


def cmd_host(args: argparse.Namespace,
             play_settings: Callable[[argparse.Namespace], tuple[Any, Any]],
             load_tui: Callable[[], Any], save_named: Callable[[Path], Path]) -> int:
    if args.certfile is None and args.keyfile is not None:
        raise UsageError(_("--keyfile: give --certfile too"))
    ssl = _tls(args.certfile, args.keyfile) if args.certfile else None
    if args.away_bot is not None and args.resume is None:
        _check_bot(args.game, args.away_bot)  # before any save is made
    table = (_resumed_table(args, save_named) if args.resume is not None
             else _new_table(args, play_settings))
    try:
        session = table.session
        if any(seat.is_human and i not in table.remote for i, seat in enumerate(session.seats)):
            return _host_with_screen(args, table, ssl, load_tui)
        return asyncio.run(_serve(args, table, ssl))
    finally:
        table.saver.close()


def _join_lines(url: str, table: HostedTable) -> list[str]:
    from tda.net.codes import SPECTATOR

    players = table.session.state.names
    if not table.plain:  # a resumed table: the codes were handed out when it began
        return [_("Players and spectators rejoin with the codes this table gave them: "
                  "{command}").format(command=f"tda join {url} CODE")]
    lines = [f"{players[seat]}: tda join {url} {table.plain[seat]}" for seat in table.remote]
    return [*lines, _("Spectators: {command}").format(
        command=f"tda join {url} {table.plain[SPECTATOR]}")]


def _url(args: argparse.Namespace, port: int, ssl: Any) -> str:
    name = args.public_host or (socket.gethostname() if args.bind in ("0.0.0.0", "::")
                                else args.bind)
    return f"{'wss' if ssl else 'ws'}://{name}:{port}/"


def _host(table: HostedTable, args: argparse.Namespace, **options: Any) -> Any:
    """The table's host (its own screen paces its bots; a host without one, BOT_PACE)."""
    from tda.net.host import TableHost
    from tda.table.bot_process import TableBots

    return TableHost(table.session, table.remote, table.codes, table.commitment,
                     bots=options.pop("bots", None) or TableBots(process=True),
                     away_bot=args.away_bot, away_seconds=args.away_after, **options)


def _host_with_screen(args: argparse.Namespace, table: HostedTable, ssl: Any,
                      load_tui: Callable[[], Any]) -> int:
    """Humans at this keyboard too: the table screen, with the host serving beside it."""
    from tda.table.bot_process import TableBots

    if args.port == 0:
        raise UsageError(_("--port 0: give the port players will join on"))
    host = _host(table, args, bots=TableBots(process=False), on_remote=lambda events: None)
    lines = _join_lines(_url(args, args.port, ssl), table)
    if table.commitment is not None:
        lines.append(_("Fair deal: the seed's sha256 commitment is {digest}").format(
            digest=table.commitment.digest))
    for line in lines:
        print(line)
    load_tui()
    from tda.tui.host import HostApp

    app = HostApp(table.session, host, args.bind, args.port, ssl, lines, table.path)
    app.run()
    if app.exit_note:
        print(app.exit_note, file=sys.stderr if app.return_code else sys.stdout)
    _reveal(table)
    return app.return_code or 0


def _reveal(table: HostedTable) -> None:
    commitment = table.commitment
    if commitment is not None and table.session.state.is_over:
        print(_("The game is over. Seed {seed}, salt {salt} (commitment {digest}).").format(
            seed=commitment.seed, salt=commitment.salt, digest=commitment.digest))


def _tls(certfile: Path, keyfile: Path | None) -> Any:
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(certfile, keyfile)
    except (OSError, ssl.SSLError) as err:
        raise UsageError(_("--certfile: {why}").format(why=err)) from None
    return context


async def _serve(args: argparse.Namespace, table: HostedTable, ssl: Any) -> int:
    """No human at this keyboard: serve until the game ends (Ctrl-C stops; it stays saved)."""
    session = table.session
    host = _host(table, args, pace=BOT_PACE)
    try:
        await host.start(args.bind, args.port, ssl=ssl)
    except OSError as err:
        raise UsageError(_("--port {port}: {why}").format(port=args.port,
                                                          why=err.strerror or err)) from None
    url = _url(args, host.port, ssl)
    out = sys.stdout
    print(_("Hosting {game} on {url} (saved as {save}).").format(
        game=session.game.title, url=url, save=table.path.stem), file=out)
    if table.commitment is not None:
        print(_("Fair deal: the seed's sha256 commitment is {digest}").format(
            digest=table.commitment.digest), file=out)
    for line in _join_lines(url, table):
        print(line, file=out)
    print(_("The table waits for its players; Ctrl-C closes it (the game stays saved: "
            "{command}).").format(command=f"tda host --resume {table.path.stem}"),
          file=out, flush=True)
    try:
        while not session.state.is_over:
            await host.wait_changed()
        await asyncio.sleep(REVEAL_GRACE)
        _reveal(table)
    finally:
        await host.close()
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    import json

    from tda.net.codes import check_deal

    try:
        deal = json.loads(args.file.read_text())
    except FileNotFoundError:
        raise UsageError(_("{file}: no such file").format(file=args.file)) from None
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise UsageError(_("{file}: not a kept deal ({why})").format(
            file=args.file, why=str(err)[:80])) from None
    if not isinstance(deal, dict):
        raise UsageError(_("{file}: not a kept deal").format(file=args.file))
    from tda.table.errors import TdaError
    from tda.words import render
    from tda.words.table import refusal

    try:
        problems = check_deal(deal)
    except (TdaError, ValueError, KeyError) as err:  # a record no game replays: one line
        raise UsageError(_("{file}: not a kept deal ({why})").format(
            file=args.file, why=refusal(err).splitlines()[0][:120])) from None
    if problems:
        print(_("NOT a fair deal: {problems}.").format(
            problems="; ".join(render(problem) for problem in problems)))
        return 1
    print(_("A fair deal: seed {seed} matches the host's commitment, and the record "
            "replays to the game you were shown.").format(seed=deal["seed"]))
    return 0


def cmd_join(args: argparse.Namespace, load_tui: Callable[[], Any]) -> int:
    if not args.url.startswith(("ws://", "wss://")):
        raise UsageError(_("{url}: a table's address starts with ws:// or wss://").format(
            url=args.url[:60]))
    load_tui()
    from tda.tui.join import JoinApp

    app = JoinApp(args.url, args.code)
    app.run()
    status = app.return_code or 0
    if app.exit_note and status:  # a refusal (quitting printed its own note on exit)
        print(app.exit_note, file=sys.stderr)
    return status
