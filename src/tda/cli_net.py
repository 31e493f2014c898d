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
from pathlib import Path
from typing import Any

from tda.cli_args import UsageError, whole_number

REMOTE = "remote:"
DEFAULT_PORT = 8765
REVEAL_GRACE = 3.0  # seconds the host stays up after the end, for the reveal to arrive


def add_commands(sub: Any, wanted: Callable[[str], bool],
                 add_table_options: Callable[[argparse.ArgumentParser], None]) -> None:
    host = sub.add_parser(
        "host", help="open a table that friends join from their own terminals",
        description="Host a table on this machine: it holds the only game. Seat players "
        "who join from other terminals as remote:NAME, bots as for tda play. One join "
        "line per remote seat is printed, and a code for spectators. Every human joins "
        "with tda join (on this machine too).")
    if wanted("host"):
        add_table_options(host)
        host.add_argument("--port", type=whole_number(0, 65535), default=DEFAULT_PORT,
                          help=f"the port to listen on (default {DEFAULT_PORT}; 0: any free one)")
        host.add_argument("--bind", default="127.0.0.1", metavar="ADDRESS",
                          help="the address to listen on (default 127.0.0.1, this machine "
                               "only; 0.0.0.0 for the local network)")
        host.add_argument("--public-host", default=None, metavar="NAME",
                          help="the host name the join lines give (default: the bind "
                               "address, or this machine's name when binding to all)")
        host.add_argument("--certfile", type=Path, default=None,
                          help="TLS certificate (PEM): players join with wss://")
        host.add_argument("--keyfile", type=Path, default=None,
                          help="TLS private key (PEM), with --certfile")
    join = sub.add_parser(
        "join", help="sit at a table hosted elsewhere (tda host prints the line)",
        description="Open the table for the seat (or the spectators) that CODE opens at "
        "the host URL. The code is sent to the host after connecting, never in the URL.")
    if wanted("join"):
        join.add_argument("url", help="ws://HOST:PORT/ or wss://HOST:PORT/")
        join.add_argument("code", help="your seat's code, as the host printed it")


def remote_seats(seats: list[str]) -> tuple[list[str], list[int]]:
    """The seats with `remote:` taken off, and which seats were remote."""
    remote = [i for i, text in enumerate(seats) if text.startswith(REMOTE)]
    if not remote:
        raise UsageError("--seat: a hosted table needs at least one remote:NAME seat")
    return [text.removeprefix(REMOTE) for text in seats], remote


def cmd_host(args: argparse.Namespace,
             play_settings: Callable[[argparse.Namespace], tuple[Any, Any]],
             load_tui: Callable[[], Any]) -> int:
    from tda.net.codes import SPECTATOR, Commitment, SeatCodes

    for flag, value in (("--games", getattr(args, "games", None)),
                        ("--time-limit", getattr(args, "time_limit_minutes", None))):
        if value is not None:
            raise UsageError(f"{flag}: not yet at a hosted table")
    if args.certfile is None and args.keyfile is not None:
        raise UsageError("--keyfile: give --certfile too")
    args.seat, remote = remote_seats(list(args.seat))
    commitment = None
    if args.seed is None:  # a fair deal: the seed is drawn here and committed to
        commitment = Commitment.draw()
        args.seed = commitment.seed
    config, seats = play_settings(args)
    codes, plain = SeatCodes.draw(remote)
    ssl = _tls(args.certfile, args.keyfile) if args.certfile else None
    if any(seat.is_human and i not in remote for i, seat in enumerate(seats)):
        return _host_with_screen(args, config, seats, remote, codes, plain, commitment, ssl,
                                 SPECTATOR, load_tui)
    return asyncio.run(_serve(args, config, seats, remote, codes, plain, commitment, ssl,
                              SPECTATOR))


def _join_lines(url: str, players: list[str], remote: list[int], plain: dict[int, str],
                spectator: int) -> list[str]:
    lines = [f"{players[seat]}: tda join {url} {plain[seat]}" for seat in remote]
    return [*lines, f"Spectators: tda join {url} {plain[spectator]}"]


def _url(args: argparse.Namespace, port: int, ssl: Any) -> str:
    name = args.public_host or (socket.gethostname() if args.bind in ("0.0.0.0", "::")
                                else args.bind)
    return f"{'wss' if ssl else 'ws'}://{name}:{port}/"


def _host_with_screen(args: argparse.Namespace, config: Any, seats: Any, remote: list[int],
                      codes: Any, plain: dict[int, str], commitment: Any, ssl: Any,
                      spectator: int, load_tui: Callable[[], Any]) -> int:
    """Humans at this keyboard too: the table screen, with the host serving beside it."""
    from tda.net.host import TableHost
    from tda.table.bot_process import TableBots
    from tda.table.save_lock import claim_save
    from tda.table.saves import new_save_path
    from tda.table.session import Session

    if args.port == 0:
        raise UsageError("--port 0: give the port players will join on")
    session = Session(config, seats, remote_seats=remote)
    path = new_save_path()
    saver = claim_save(path)
    session.on_change = saver
    saver(session)
    codes.save(path.with_name(path.stem + ".codes.json"))
    host = TableHost(session, remote, codes, commitment, bots=TableBots(process=False),
                     on_remote=lambda events: None)
    lines = _join_lines(_url(args, args.port, ssl), list(config.players), remote, plain,
                        spectator)
    for line in lines:
        print(line)
    load_tui()
    from tda.tui.host import HostApp

    app = HostApp(session, host, args.bind, args.port, ssl, lines, path)
    try:
        app.run()
    finally:
        saver.close()
    if app.exit_note:
        print(app.exit_note, file=sys.stderr if app.return_code else sys.stdout)
    if commitment is not None and session.state.is_over:
        print(f"The game is over. Seed {commitment.seed}, salt {commitment.salt} "
              f"(commitment {commitment.digest}).")
    return app.return_code or 0


def _tls(certfile: Path, keyfile: Path | None) -> Any:
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(certfile, keyfile)
    except (OSError, ssl.SSLError) as err:
        raise UsageError(f"--certfile: {err}") from None
    return context


async def _serve(args: argparse.Namespace, config: Any, seats: Any, remote: list[int],
                 codes: Any, plain: dict[int, str], commitment: Any, ssl: Any,
                 spectator: int) -> int:
    from tda.net.host import TableHost
    from tda.table.save_lock import claim_save
    from tda.table.saves import new_save_path
    from tda.table.session import Session

    session = Session(config, seats)
    path = new_save_path()
    session.on_change = claim_save(path)
    session.on_change(session)
    codes.save(path.with_name(path.stem + ".codes.json"))
    host = TableHost(session, remote, codes, commitment)
    try:
        await host.start(args.bind, args.port, ssl=ssl)
    except OSError as err:
        raise UsageError(f"--port {args.port}: {err.strerror or err}") from None
    url = _url(args, host.port, ssl)
    out = sys.stdout
    print(f"Hosting {session.game.title} on {url} (saved as {path.stem}).", file=out)
    if commitment is not None:
        print(f"Fair deal: the seed's sha256 commitment is {commitment.digest}", file=out)
    for line in _join_lines(url, list(config.players), remote, plain, spectator):
        print(line, file=out)
    print("The table waits for its players; Ctrl-C closes it (the game stays saved).",
          file=out, flush=True)
    try:
        while not session.state.is_over:
            await host.wait_changed()
        await asyncio.sleep(REVEAL_GRACE)
        if commitment is not None:
            print(f"The game is over. Seed {commitment.seed}, salt {commitment.salt}.", file=out)
    finally:
        await host.close()
        session.on_change.close()
    return 0


def cmd_join(args: argparse.Namespace, load_tui: Callable[[], Any]) -> int:
    if not args.url.startswith(("ws://", "wss://")):
        raise UsageError(f"{args.url[:60]}: a table's address starts with ws:// or wss://")
    load_tui()
    from tda.tui.join import JoinApp

    app = JoinApp(args.url, args.code)
    app.run()
    status = app.return_code or 0
    if app.exit_note:
        print(app.exit_note, file=sys.stderr if status else sys.stdout)
    return status
