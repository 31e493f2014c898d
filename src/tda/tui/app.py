"""The Textual app: the setup screen, the table, resuming and replaying."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

# After a lone Escape byte Textual waits ESCDELAY ms for the rest of a key sequence
# (100 by default), so Escape could never close a screen within 50 ms. A terminal
# sends a sequence in one write, so 25 ms still joins it (ncurses users' usual
# setting). Set before Textual is first imported; a player's own ESCDELAY wins.
os.environ.setdefault("ESCDELAY", "25")

from textual.app import App  # noqa: E402

from tda.saves import Autosaver, SaveError, list_saves, load_session, new_save_path
from tda.session import Seat, Session
from tda.table.bot_process import TableBots
from tda.table.registry import DEFAULT_GAME

from .panels import panel_for
from .resume_screen import ResumeScreen
from .setup_screen import SetupScreen
from .table_screen import TableScreen


class TdaApp(App):
    CSS_PATH = Path(__file__).with_name("tda.tcss")
    TITLE = "Three-Dragon Ante"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, config: Any = None, seats: list[Seat] | None = None,
                 speed: str = "normal", mode: str = "play", path: Path | None = None,
                 record: Any = None, reveal: bool = False,
                 autosave: bool = True, session: Session | None = None,
                 setup_seed: int | None = None, setup_game: str | None = None,
                 bot_process: bool | None = None) -> None:
        super().__init__()
        # Bots think in a process of their own (TDA_BOT_PROCESS=0: in this one)
        if bot_process is None:
            bot_process = os.environ.get("TDA_BOT_PROCESS", "1") != "0"
        self.bots = TableBots(process=bot_process)
        self.setup_game = setup_game  # the game the setup screen starts with
        self.session = session  # a game already under way (tests, embedding)
        self.setup_seed = setup_seed
        self._start = (config, seats)
        self.speed = speed
        self.mode = mode
        self.path = path
        self.record = record
        self.reveal = reveal
        self.autosave = autosave

    def on_mount(self) -> None:
        config, seats = self._start
        if self.session is not None:
            self._open(self.session)
        elif self.mode == "resume" and self.path is not None:
            self.resume(self.path)
        elif self.mode == "resume":
            self.push_screen(ResumeScreen(list_saves(finished=False)))
        elif self.mode == "replay":
            game = getattr(self.record, "game", DEFAULT_GAME)
            self.push_screen(panel_for(game).replay_screen(self.record, self.reveal,
                                                           str(self.path or "")))
        elif config is None:
            self.push_screen(SetupScreen(self.setup_seed, self.setup_game))
        else:
            self.start_game(config, seats, self.speed)

    def _open(self, session: Session) -> None:
        screen = TableScreen(session, self.speed)
        if isinstance(self.screen, (SetupScreen, ResumeScreen)):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def start_game(self, config: Any, seats: list[Seat], speed: str | None = None) -> None:
        self.speed = speed or self.speed
        session = Session(config, seats)
        if self.autosave:
            session.on_change = Autosaver(new_save_path())
            session.on_change(session)  # the deal is saved before the first action
        self._open(session)

    def resume(self, path: Path) -> None:
        try:
            session, save = load_session(path)
        except SaveError as err:
            self.notify(str(err), severity="error", timeout=10, markup=False)
            return
        if self.autosave:
            session.on_change = Autosaver(path, created=save.created)
        self._open(session)

    def on_unmount(self) -> None:
        self.bots.close()  # no bot process outlives the app

    def new_game(self) -> None:
        """The setup screen again, the game just played picked."""
        game = self.screen.session.game.name if hasattr(self.screen, "session") else None
        self.switch_screen(SetupScreen(game=game))
