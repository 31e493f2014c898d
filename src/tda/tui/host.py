"""`tda host` with players at the host's own keyboard (issue 30.1).

The host's screen is the ordinary table (hot-seat rules hold among the humans at
this keyboard) over a `Session` whose remote seats are played from other
terminals. The `TableHost` serves the same session on the app's own asyncio loop:
every change, made here or there, reaches every client, and a remote seat's
action reaches the screen through `on_remote`. The join lines are shown before the
first move, and again from the command palette's "Join lines".
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from tda.i18n import N_, _
from tda.net.host import TableHost
from tda.table.session import Session

from .networked import NetworkedApp


class JoinLines(ModalScreen[None]):
    """The commands the remote players type to take their seats."""

    BINDINGS = [Binding("enter,escape", "dismiss", N_("Open the table"))]
    DEFAULT_CSS = """
    JoinLines { align: center middle; }
    #join-lines { width: auto; max-width: 100%; height: auto; border: round $accent;
                  background: $panel; padding: 1 2; }
    #join-lines > Static { width: auto; }
    """

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Vertical(id="join-lines"):
            yield Static(Text(_("Send each player their own line: the codes are secret."),
                              style="bold"))
            yield Static(Text(_("Anyone may watch with the spectators' line.")))
            for line in self.lines:
                yield Static(Text(line))
            yield Static(Text(_("Enter: open the table"), style="italic"))


    def action_dismiss(self) -> None:  # type: ignore[override]
        self.dismiss(None)


class HostApp(NetworkedApp):
    def __init__(self, session: Session, host: TableHost, bind: str, port: int, ssl: Any,
                 lines: list[str], save_path: Any) -> None:
        super().__init__(session=session, autosave=False)
        self.host = host
        self.bind_to = (bind, port, ssl)
        self.join_lines = lines
        self.save_path = save_path
        self.hosted = session  # the table this app opens once the join lines are read
        host.on_remote = self.remote_acted
        session.away = lambda seat: seat not in host.connected()  # type: ignore[attr-defined]

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]
        event.prevent_default()  # not TdaApp's own start: this app opens its table here
        self.call_after_refresh(self._started)
        # The table opens once the host has read the join lines (a cover for the first
        # player at this keyboard would hide them); players may connect meanwhile.
        self.push_screen(JoinLines(self.join_lines), callback=lambda _: self._open(self.hosted))
        self.run_worker(self.serve(), exclusive=True, group="host")

    async def serve(self) -> None:
        bind, port, ssl = self.bind_to
        try:
            await self.host.start(bind, port, ssl=ssl)
        except OSError as err:
            self.exit_note = f"tda host: --port {port}: {err.strerror or err}"
            self.exit(return_code=2)

    def remote_acted(self, events: list[Any]) -> None:
        table = self.table()
        if table is not None:
            table.remote_update(events)

    async def action_quit(self) -> None:
        await self.host.close()
        await super().action_quit()
