"""`tda join URL CODE`: the table for one seat of a game hosted elsewhere (issue 30.2).

The same table screen as a local game, driven by a `RemoteSession`: the seat's view
comes from the host after every change, and the player's choices go back to it.
The client runs on the app's own asyncio loop, so its updates reach the screen
directly; it reconnects by itself when the connection drops.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from tda.i18n import _
from tda.net.client import TableClient
from tda.net.codes import Commitment
from tda.net.remote import RemoteSession
from tda.table.saves import saves_dir
from tda.table.wire import dump
from tda.words.net import host_said

from .networked import NetworkedApp
from .table_screen import TableScreen


def keep_deal(client: TableClient) -> Path | None:
    """The finished game as this seat saw it, with the host's reveal, for `tda verify`
    (in the saves folder's `joined/`); None if it could not be written."""
    over = client.over or {}
    deal = {"commitment": client.commitment, "seed": over.get("seed"), "salt": over.get("salt"),
            "seat": client.seat, "view": dump(client.view), "record": over.get("record")}
    folder = saves_dir() / "joined"
    path = folder / f"{datetime.now(UTC):%Y%m%d-%H%M%S}-{client.game}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(deal))
    except OSError:
        return None
    return path


class Joining(Screen):
    """Until the host has welcomed us and sent our seat's view; says so when the host
    cannot be reached (the client keeps trying, with backoff), and how to give up."""

    def __init__(self, url: str, client: TableClient) -> None:
        super().__init__()
        self.url = url
        self.client = client

    def compose(self) -> ComposeResult:
        yield Static(_("Joining the table at {url} …").format(url=self.url), id="joining")

    def on_mount(self) -> None:
        self.set_interval(1.0, self.show_tries)

    def show_tries(self) -> None:
        tries = self.client.reconnects
        if tries:
            self.query_one("#joining", Static).update(_(
                "Cannot reach the table at {url} yet: is the host up, and the address "
                "right? Trying again (attempt {tries}); Ctrl+C gives up.").format(
                    url=self.url, tries=tries + 1))


class JoinApp(NetworkedApp):
    def __init__(self, url: str, code: str) -> None:
        super().__init__(autosave=False, bot_process=False)
        self.url = url
        self.client = TableClient(url, code, on_update=self.updated,
                                  before_table=self.before_table)
        self.remote: RemoteSession | None = None
        self.joined_table: TableScreen | None = None
        self.told: int = 0  # host errors already shown
        self.deal_path: Path | None = None  # where the finished game was kept for tda verify

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
        event.prevent_default()  # not TdaApp's own start (its setup screen): joining
        self.call_after_refresh(self._started)
        self.push_screen(Joining(self.url, self.client))
        self.run_worker(self.client.run(), exclusive=True, group="client")

    def send(self, action: str) -> None:
        self.run_worker(self.client.act(action), group="send")

    def before_table(self, client: TableClient) -> None:
        if self.remote is not None:
            self.remote.before_update()

    def updated(self, client: TableClient) -> None:
        for error in client.errors[self.told:]:
            self.notify(host_said(error.phrase, error.message), title=_("The host says"),
                        severity="error", markup=False)
            if self.remote is not None and error.code in ("stale", "illegal", "not-your-turn", "slow-down"):
                self.remote.pending = False
                if self.joined_table is not None and self.joined_table.is_mounted:
                    self.joined_table.advance()  # ask again, from the table as it is now
        self.told = len(client.errors)
        if client.closed_because is not None and client.view is None:
            self.exit_note = f"tda join: {self.closed_said()}"
            self.exit(return_code=2)
            return
        if client.view is None or client.config is None:
            return
        if self.remote is None:
            self.remote = RemoteSession.joined(client, self.send)
            self.joined_table = TableScreen(self.remote, self.speed)
            self.switch_screen(self.joined_table)
            return
        if client.last_kind == "over" and self.deal_path is None:
            self.deal_path = keep_deal(client)
        if client.last_kind in ("table", "over") and self.joined_table is not None:
            events: list[Any] = client.last_events if client.last_kind == "table" else []
            client.last_events = []
            self.joined_table.remote_update(events)
        elif client.closed_because is not None:
            self.notify(self.closed_said(), title=_("The table closed"), severity="warning",
                        markup=False)

    def closed_said(self) -> str:
        """Why the table closed, in this terminal's language (the host's line as it
        came when this tda has no words for it)."""
        return host_said(self.client.closed_phrase, self.client.closed_because or "")

    def replay_hint(self) -> str | None:
        """On the game-over box: the host's seed, checked against its commitment."""
        over = self.client.over or {}
        seed, salt, digest = over.get("seed"), over.get("salt"), self.client.commitment
        if seed is None or salt is None or digest is None:
            return None
        if Commitment.verify(digest, seed, salt):
            return _("seed {seed}: matches the host's commitment").format(seed=seed)
        return _("seed {seed}: does NOT match the host's commitment").format(seed=seed)

    def resume_hint(self) -> str | None:
        if self.remote is not None and self.remote.state.is_over:
            if self.deal_path is None:
                return None
            return _("The deal is kept: check it any time with {command}").format(
                command=f"tda verify {self.deal_path}")
        return _("You left the table. The same tda join command takes your seat back.")

