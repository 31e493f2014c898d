"""Records (the save format: game, config and actions, versioned), results and replay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tda.table.marks import Seat
from tda.table.phrase import Phrase
from tda.table.replaying import replay_actions

from .config import DragonmasterConfig
from .errors import RecordError

if TYPE_CHECKING:
    from .state import DragonmasterState

# 2: the config names its rules' version; a record of version 1 was played by rules 1.
FORMAT_VERSION = 2


@dataclass(frozen=True)
class DragonmasterResult:
    scores: tuple[int, ...]  # final crystal balance per seat
    winners: tuple[Seat, ...]  # every seat on the top balance (ruling DM12)
    reason: Phrase  # why the game ended, for the words layer ("dm.end.rounds")


class DragonmasterRecord(BaseModel):
    """A whole game: replaying its actions on its config rebuilds every state."""

    model_config = ConfigDict(extra="forbid")

    game: Literal["dragonmaster"] = Field("dragonmaster", description="The game's name.")
    format_version: int = Field(FORMAT_VERSION, description="Version of this file format.")
    config: DragonmasterConfig
    actions: list[str] = Field(default_factory=list, description="Canonical action strings.")

    @model_validator(mode="before")
    @classmethod
    def _old_rules(cls, data: Any) -> Any:
        """A record written before the config named its rules was played by rules 1
        (ruling L74): it replays exactly as it was played."""
        if (isinstance(data, dict) and type(data.get("format_version")) is int
                and data["format_version"] < 2 and isinstance(data.get("config"), dict)
                and "rules_version" not in data["config"]):
            data = dict(data, config=dict(data["config"], rules_version=1))
        return data


def replay(record: DragonmasterRecord, upto: int | None = None) -> DragonmasterState:
    """Rebuild a game from its record (optionally only its first `upto` actions)."""
    from .state import new_game
    # The messages are a programmer's; a player reads their phrases.
    version = record.format_version
    if version > FORMAT_VERSION:
        raise RecordError(f"record format version {version} is newer than "  # programmer's words
                          f"this tda reads ({FORMAT_VERSION})",
                          phrase=Phrase("dm.error.record-newer", version=version,
                                        reads=FORMAT_VERSION))
    if version < 1:  # versions count from 1: 0 or less was never written
        raise RecordError(f"record format version {version} is not supported "  # programmer's words
                          f"(this tda reads version {FORMAT_VERSION})",
                          phrase=Phrase("dm.error.record-unsupported", version=version,
                                        reads=FORMAT_VERSION))
    return replay_actions(new_game(record.config), record.actions, upto)
