"""What a screen may ask of the app it runs in.

Screens are built before the app class they run in is known to them (tui.app
imports every screen), so they reach the app through this protocol rather than
through `TdaApp` itself: `table_app(screen)` is `screen.app`, typed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from textual.screen import Screen

    from tda.table.session import Seat


class TableApp(Protocol):
    def start_game(self, config: Any, seats: list[Seat], speed: str | None = None,
                   games: int | None = None) -> None: ...

    def resume(self, path: Path) -> None: ...

    def new_game(self) -> None: ...

    def rematch(self) -> None: ...

    def next_game(self) -> None: ...

    def action_request_quit(self) -> None: ...


def table_app(screen: Screen[Any]) -> TableApp:
    """The app `screen` runs in, as the table's screens know it."""
    return cast("TableApp", screen.app)
