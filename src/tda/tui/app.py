"""The Textual app: the setup screen, then the table."""

from __future__ import annotations

from pathlib import Path

from textual.app import App

from tda.engine import GameConfig
from tda.session import Seat, Session

from .setup_screen import SetupScreen
from .table_screen import TableScreen


class TdaApp(App):
    CSS_PATH = Path(__file__).with_name("tda.tcss")
    TITLE = "Three-Dragon Ante"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, config: GameConfig | None = None, seats: list[Seat] | None = None,
                 speed: str = "normal") -> None:
        super().__init__()
        self._start = (config, seats, speed)

    def on_mount(self) -> None:
        config, seats, speed = self._start
        if config is None:
            self.push_screen(SetupScreen())
        else:
            self.start_game(config, seats, speed)

    def start_game(self, config: GameConfig, seats: list[Seat], speed: str = "normal") -> None:
        screen = TableScreen(Session(config, seats), speed)
        if isinstance(self.screen, SetupScreen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def new_game(self) -> None:
        self.switch_screen(SetupScreen())
