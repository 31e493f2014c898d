"""GameConfig: everything chosen before a game starts (validated at the boundary)."""

from __future__ import annotations

import secrets
import unicodedata

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_serializer,
    model_validator,
)

from tda.text import quote

from .errors import ConfigError


def is_blank(name: str) -> bool:
    """Nothing a player could see: only spaces and invisible format characters
    (a zero-width space is no more a name than a space is)."""
    return all(c.isspace() or unicodedata.category(c) == "Cf" for c in name)


def name_key(name: str) -> str:
    """Names that look the same on screen compare equal: the same letters however
    they are encoded (NFC), with the spaces around them ignored."""
    return unicodedata.normalize("NFC", name).strip()


ABILITY_FIELDS = ("abilities", "ability_draft", "draft_picks", "insight_bonus", "ancestry",
                  "secret_abilities", "ability_mode")


def _random_seed() -> int:
    return secrets.randbelow(2**31)


class GameConfig(BaseModel):
    """The settings of one game. Same config and actions: same game."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: list[str] = Field(description="Seat names in seat (clockwise) order, 2 to 6; "
                               "none blank, no two alike.")
    deck: str = Field("original", description="Card set, mix or deck-building option.")
    variant: str | None = Field(
        None, description="Deck-building option of a deck that has them: deck 'legendary' "
        "with variant 'pick-em+show-em' is the deck 'legendary:pick-em+show-em'.")
    ruleset: str | None = Field(None, description="Table rules; None uses the deck's default.")
    seed: int = Field(default_factory=_random_seed, description="Seed of the game's generator.")
    deck_order: list[str] = Field(default_factory=list,
                                  description="Card ids stacked on top of the deck, top first.")
    starting_gold: int | None = Field(None, ge=1, description="Overrides the ruleset's gold.")
    gold_per_player: int | None = Field(
        None, ge=1, description="Starting gold is this times the number of players "
        "(Legendary 'game-and-a-half': 12 or 15).")
    end_players_left: int | None = Field(
        None, ge=1, description="Knocked-out players leave and play goes on until this many remain.")
    end_gold: int | None = Field(
        None, ge=1, description="The game ends after a gambit in which someone holds this much gold.")
    max_gambits: int | None = Field(None, ge=1, description="The game ends after this many gambits.")

    # -- character abilities (rules/ABILITIES.md; checked by abilities/checks.py) --
    abilities: list[list[str]] | None = Field(
        None, description="Per seat, the ids of the character abilities it holds "
        "(the ruleset's list, ruling A1); given, it skips the Emperor's Gambit draft.")
    ability_draft: int | None = Field(
        None, description="Emperor's Gambit: abilities each seat drafts in Insight order (1-3).")
    draft_picks: list[int] | None = Field(
        None, description="Emperor's Gambit: picks per seat (a third pick for a gambler).")
    insight_bonus: list[int] | None = Field(
        None, description="Emperor's Gambit: each seat's Insight modifier for the draft order.")
    ancestry: list[str | None] | None = Field(
        None, description="Legendary: each seat's dragon ancestry color (draconic-ancestry).")
    secret_abilities: bool = Field(
        False, description="Legendary: abilities stay hidden until first used (ruling A27).")
    ability_mode: str | None = Field(
        None, description="Original: 'roleplay' (no abilities), 'one' (at most one per "
        "seat) or 'all' (every eligible one); checked against `abilities`.")
    # -- end of character abilities --

    def __init__(self, **data) -> None:
        super().__init__(**data)
        if self.has_abilities:  # a ConfigError, not pydantic's error (DESIGN.md)
            from .abilities.checks import check_abilities
            check_abilities(self)

    @model_serializer(mode="wrap")
    def _unused_abilities_left_out(self, handler):
        """A game without abilities writes the record it always wrote."""
        data = handler(self)
        if isinstance(data, dict):
            for key in ABILITY_FIELDS:
                if data.get(key, 0) in (None, False):
                    del data[key]
        return data

    @property
    def has_abilities(self) -> bool:
        """Whether any character-ability setting is given."""
        return (self.abilities is not None or self.ability_draft is not None
                or self.draft_picks is not None or self.secret_abilities
                or self.ancestry is not None or self.insight_bonus is not None
                or self.ability_mode is not None)

    @field_validator("players")
    @classmethod
    def _seat_names(cls, players: list[str]) -> list[str]:
        if not 2 <= len(players) <= 6:
            raise ValueError(f"a game needs 2 to 6 players, not {len(players)}")
        seen: set[str] = set()
        for seat, name in enumerate(players, 1):
            if is_blank(name):
                raise ValueError(f"seat {seat} has a blank name; every seat needs a name")
            key = name_key(name)
            if key in seen:
                raise ValueError(f"two seats are named {quote(name.strip())}; "
                                 "every seat needs its own name")
            seen.add(key)
        return players

    @field_validator("seed")
    @classmethod
    def _seed_range(cls, seed: int) -> int:
        if seed < 0:
            raise ValueError("the seed must be a non-negative integer")
        return seed

    @model_validator(mode="after")
    def _names_exist(self) -> GameConfig:
        from .rulesets import get_ruleset
        from .setup import deck_spec
        try:
            if self.variant and not getattr(deck_spec(self.deck), "variants", None):
                raise ConfigError(f"the {quote(self.deck)} deck has no deck-building options")
            spec = deck_spec(self.full_deck)
            get_ruleset(self.ruleset or spec.default_ruleset)
            spec.check_players(len(self.players))
        except ConfigError as err:
            raise ValueError(str(err)) from None
        if self.starting_gold is not None and self.gold_per_player is not None:
            raise ValueError("give starting_gold or gold_per_player, not both")
        if self.end_players_left is not None and self.end_players_left >= len(self.players):
            raise ValueError("end_players_left must be smaller than the number of players")
        return self

    @property
    def ruleset_name(self) -> str:
        from .setup import deck_spec
        return self.ruleset or deck_spec(self.full_deck).default_ruleset

    @property
    def full_deck(self) -> str:
        """The deck with its deck-building option, if any ('legendary:pick-em')."""
        return f"{self.deck}:{self.variant}" if self.variant else self.deck
