"""Records (the save format: game, config and actions, versioned), results and replay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tda.table.marks import Seat
from tda.table.replaying import replay_actions

from .config import DragonmasterConfig
from .errors import RecordError

FORMAT_VERSION = 1


@dataclass(frozen=True)
class DragonmasterResult:
    scores: tuple[int, ...]  # final crystal balance per seat
    winners: tuple[Seat, ...]  # every seat on the top balance (ruling DM12)
    reason: str


class DragonmasterRecord(BaseModel):
    """A whole game: replaying its actions on its config rebuilds every state."""

    model_config = ConfigDict(extra="forbid")

    game: Literal["dragonmaster"] = Field("dragonmaster", description="The game's name.")
    format_version: int = Field(FORMAT_VERSION, description="Version of this file format.")
    config: DragonmasterConfig
    actions: list[str] = Field(default_factory=list, description="Canonical action strings.")


def replay(record: DragonmasterRecord, upto: int | None = None):
    """Rebuild a game from its record (optionally only its first `upto` actions)."""
    from .state import new_game
    if record.format_version > FORMAT_VERSION:
        raise RecordError(f"record format version {record.format_version} is newer than "
                          f"this tda reads ({FORMAT_VERSION})")
    if record.format_version < 1:  # versions count from 1: 0 or less was never written
        raise RecordError(f"record format version {record.format_version} is not supported "
                          f"(this tda reads version {FORMAT_VERSION})")
    return replay_actions(new_game(record.config), record.actions, upto)
