"""Records (the save format: config + actions, versioned), results and replay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from tda.table.marks import Seat
from tda.table.phrase import Phrase
from tda.table.replaying import replay_actions

from .config import GameConfig
from .errors import RecordError
from .words import GameEnd

if TYPE_CHECKING:
    from .state import GameState

FORMAT_VERSION = 1


@dataclass(frozen=True)
class GameResult:
    gold: tuple[int, ...]  # final hoard per seat
    winners: tuple[Seat, ...]  # seats tied for the most gold
    hole: int  # Legendary: gold in the hole at the end (0 otherwise)
    # Ruling R16: gold left in the stakes (the last gambit had no winner) belongs
    # to no one; kept here so the final gold adds up.
    stakes: int = 0
    # Which end condition it was, and the number its words name (`reason`).
    end: GameEnd = GameEnd.HOARD_EMPTY
    number: int = 0
    # Legendary 'hole in the house' (GameConfig.hole_to_winner False): the gold in
    # the hole at the end, lost to the house (then `hole` is 0).
    hole_lost: int = 0

    @property
    def reason(self) -> Phrase:
        """Why the game ended, for the words layer: "a hoard reached 72 gold"."""
        return self.end.reason(self.number)

    @property
    def hole_awarded(self) -> int:
        """The hole's gold handed to the winner(s): `hole` by the name
        rules/ABILITIES.md section 7 uses (0 when it went to the house)."""
        return self.hole


class GameRecord(BaseModel):
    """A whole game: replaying its actions on its config rebuilds every state."""

    model_config = ConfigDict(extra="forbid")

    format_version: int = Field(FORMAT_VERSION, description="Version of this file format.")
    # Records name their game; one written before there were two names none.
    game: Literal["three-dragon-ante"] = Field("three-dragon-ante", description="The game.")
    config: GameConfig
    actions: list[str] = Field(default_factory=list, description="Canonical action strings.")


def replay(record: GameRecord, upto: int | None = None) -> GameState:
    """Rebuild a game from its record (optionally only its first `upto` actions)."""
    from .setup import new_game
    if record.format_version != FORMAT_VERSION:
        raise RecordError(f"record format version {record.format_version} is not supported "
                          f"(this tda reads version {FORMAT_VERSION})",
                          phrase=Phrase("error.record-unsupported",
                                        version=record.format_version, reads=FORMAT_VERSION))
    return replay_actions(new_game(record.config), record.actions, upto)
