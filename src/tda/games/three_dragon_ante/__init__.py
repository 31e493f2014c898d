"""Three-Dragon Ante: everything of the game but its rules (`tda.engine`, `tda.cards`),
which stay where DESIGN.md names them: its words (`words`), its bots (`bots`), its
screens (`tui`), its wire types (`wire`) and its registration (`game`).

The game's registration is `game.py` (its `GAME`); the entry point
`tda.games.three_dragon_ante:GAME` names this package, which hands `GAME` over when it is first
asked for, so importing the game's words or screens loads neither its bots nor the
registration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .cli import COMMAND_LINE as COMMAND_LINE
    from .game import GAME as GAME


def __getattr__(name: str) -> object:
    if name == "GAME":
        from .game import GAME
        return GAME
    if name == "COMMAND_LINE":  # its part of the command line (tda.cli_game): light
        from .cli import COMMAND_LINE
        return COMMAND_LINE
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
