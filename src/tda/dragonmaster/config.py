"""DragonmasterConfig: everything chosen before a game starts (validated at the boundary)."""

from __future__ import annotations

import secrets
import unicodedata
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tda.table.phrase import Phrase
from tda.text import quote

from .cards import DRAGON, canonical, suit_cards
from .errors import ConfigError

LEVELS = ("basic", "advanced", "expert")
# The rules' version (ruling L74). 1: a Power Play hand is thrown in as soon as it is
# settled counting the face-down extra card (DM6, L61), as games saved before
# issue 26 were played; 2: only on what every seat can see.
RULES_VERSION = 2
Level = Literal["basic", "advanced", "expert"]


def _random_seed() -> int:
    return secrets.randbelow(2**31)


def _is_blank(name: str) -> bool:
    return all(c.isspace() or unicodedata.category(c) == "Cf" for c in name)


class DragonmasterConfig(BaseModel):
    """The settings of one Dragonmaster game. Same config and actions: same game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    game: Literal["dragonmaster"] = Field("dragonmaster", description="The game's name.")
    players: list[str] = Field(description="Seat names in clockwise order: 3 or 4, "
                               "none blank, no two alike.")
    level: Level = Field("basic", description="basic; advanced (the Dragon and Power "
                         "Plays); expert (lead restrictions, Secret Power Plays).")
    seed: int = Field(default_factory=_random_seed, description="Seed of the game's generator.")
    deck_order: list[str] = Field(
        default_factory=list, description="Stacks the first deal, top first: the "
        "Dragonmaster gets the first eight, each seat clockwise the next eight, then "
        "(advanced, expert) the extra card. Shorthand for deals=[deck_order].")
    deals: list[list[str]] = Field(
        default_factory=list, description="Stacks successive deals the same way (a "
        "redeal counts as a deal); an empty list leaves that deal shuffled.")
    first_dragonmaster: int | None = Field(
        None, ge=0, description="The first Dragonmaster's seat; None deals face up "
        "until a King (ruling DM13).")
    extra_card_counts: bool = Field(
        True, description="The extra card counts as taken by the Power Player when "
        "the goal is checked (ruling DM2).")
    rules_version: int = Field(
        RULES_VERSION, ge=1, le=RULES_VERSION, description="Version of the rules the "
        "game is played by: 1 lets a Power Play hand end early on the face-down extra "
        "card (games saved before it was hidden from that decision, ruling L74).")

    @field_validator("players")
    @classmethod
    def _seat_names(cls, players: list[str]) -> list[str]:
        if not 3 <= len(players) <= 4:
            raise ConfigError(f"Dragonmaster is for 3 or 4 players, not "  # programmer's words
                              f"{len(players)}",
                              phrase=Phrase("dm.config.players", count=len(players)))
        keys = [unicodedata.normalize("NFC", p).strip() for p in players]
        for name in players:
            if _is_blank(name):
                raise ConfigError(  # programmer's words
                    f"a seat name cannot be blank: {quote(name)}",
                    phrase=Phrase("dm.config.blank-name", name=quote(name)))
        if len(set(keys)) != len(keys):
            raise ConfigError("two seats have the same name",  # programmer's words
                              phrase=Phrase("dm.config.same-names"))
        return players

    @field_validator("deck_order")
    @classmethod
    def _canonical_order(cls, order: list[str]) -> list[str]:
        return [canonical(c) for c in order]

    @field_validator("deals")
    @classmethod
    def _canonical_deals(cls, deals: list[list[str]]) -> list[list[str]]:
        return [[canonical(c) for c in deal] for deal in deals]

    @model_validator(mode="after")
    def _check(self) -> DragonmasterConfig:
        n = len(self.players)
        # The seat dealt first and the stacked deals are set by tests and tools, never at
        # the table: their refusals are a programmer's words.
        if self.first_dragonmaster is not None and self.first_dragonmaster >= n:
            raise ValueError(  # programmer's words
                f"first_dragonmaster {self.first_dragonmaster} is no seat "
                             f"of a {n}-player game")
        if self.deck_order and self.deals:
            raise ValueError("give deck_order or deals, not both")  # programmer's words
        deck = set(suit_cards(n)) | ({DRAGON} if self.level != "basic" else set())
        for deal in self.stacked_deals:
            unknown = [c for c in deal if c not in deck]
            if unknown:
                raise ValueError(  # programmer's words
                    f"not in this {n}-player {self.level} deck: "
                    f"{', '.join(quote(c) for c in unknown[:5])}")
            if len(set(deal)) != len(deal):
                raise ValueError("a stacked deal names a card twice")  # programmer's words
        return self

    @property
    def stacked_deals(self) -> list[list[str]]:
        """Every stacked deal in order (deck_order is the first)."""
        return [list(self.deck_order)] if self.deck_order else [list(d) for d in self.deals]

    @property
    def uses_dragon(self) -> bool:
        return self.level != "basic"
