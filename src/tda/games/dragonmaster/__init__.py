"""Dragonmaster: everything of the game but its rules (`tda.dragonmaster`), which stay
where DESIGN.md names them: its words (`words`), its bots (`bots`), its screens
(`tui`) and its registration (`game`).

The game's registration is `game.py` (its `GAME`); the entry point
`tda.games.dragonmaster:GAME` names this package, which hands `GAME` over when it is first
asked for, so importing the game's words or screens loads neither its bots nor the
registration; its part of the command line (`cli`, `COMMAND_LINE`) likewise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.games import hand_over

if TYPE_CHECKING:
    from .cli import COMMAND_LINE as COMMAND_LINE
    from .game import GAME as GAME

__getattr__ = hand_over(__name__, {"GAME": ".game:GAME",
                                   # its part of the command line (tda.cli_game): light
                                   "COMMAND_LINE": ".cli:COMMAND_LINE"})
