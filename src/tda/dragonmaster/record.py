"""Records (the save format: game, config and actions, versioned), results and replay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tda.text import quote

from .config import DragonmasterConfig
from .errors import IllegalActionError, RecordError

FORMAT_VERSION = 1


@dataclass(frozen=True)
class DragonmasterResult:
    scores: tuple[int, ...]  # final crystal balance per seat
    winners: tuple[int, ...]  # every seat on the top balance (ruling DM12)
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
    state = new_game(record.config)
    actions = record.actions if upto is None else record.actions[:upto]
    for step, text in enumerate(actions, 1):
        try:
            state.apply(state.parse_action(text))
        except IllegalActionError as err:
            raise RecordError(f"step {step}: {quote(text)} cannot be replayed: {err}") from None
    return state
