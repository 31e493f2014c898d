"""GameConfig: everything chosen before a game starts (validated at the boundary)."""

from __future__ import annotations

import secrets
import unicodedata
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from tda.table.phrase import Phrase
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


# The table's optional rules (section 5 of rules/ABILITIES.md).
HoleOddCoins = Literal["winners", "broke"]
TIME_LIMIT_MAX = 24 * 60  # a day of play: more is a typo, not a time limit
# Each option and its value in the standard game (left out of a record's JSON).
TABLE_OPTIONS: dict[str, object] = {"time_limit_minutes": None, "hole_to_winner": True,
                                    "hole_odd_coins": "winners"}

ABILITY_FIELDS = ("abilities", "ability_draft", "draft_picks", "insight_bonus", "ancestry",
                  "secret_abilities", "ability_mode", "ability_edition")


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
    starting_gold: int | list[int] | None = Field(
        None, description="Overrides the ruleset's gold: one amount for every seat, or a "
        "list with one amount per seat (each at least 1).")
    gold_per_player: int | None = Field(
        None, ge=1, description="Starting gold is this times the number of players "
        "(Legendary 'game-and-a-half': 12 or 15).")
    end_players_left: int | None = Field(
        None, ge=1, description="Knocked-out players leave and play goes on until this many remain.")
    end_gold: int | None = Field(
        None, ge=1, description="The game ends after a gambit in which someone holds this much gold.")
    max_gambits: int | None = Field(None, ge=1, description="The game ends after this many gambits.")

    # -- the table's optional rules (rules/ABILITIES.md section 5; timelimit.py) --
    time_limit_minutes: int | None = Field(
        None, ge=1, le=TIME_LIMIT_MAX, description="Minutes of play before the table calls "
        "time (the session's clock; the engine never reads a clock): the gambit under way "
        "and one more are played (ruling A36).")
    hole_to_winner: bool = Field(
        True, description="Legendary: the hole goes to the final winner(s); False: "
        "'hole in the house', the gold paid into the hole is lost to the house.")
    hole_odd_coins: HoleOddCoins = Field(
        "winners", description="Legendary: odd coins of the hole between tied winners go "
        "one each to the winners clockwise ('winners', local ruling L11) or to the "
        "players whose hoard is empty ('broke', the book's suggestion).")

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
    ability_edition: str | None = Field(
        None, description="Which edition's list of abilities the seats hold: 'original', "
        "'revised' (Emperor's Gambit) or 'legendary'; None: the ruleset's (ruling A1).")
    ability_mode: str | None = Field(
        None, description="Original: 'roleplay' (no abilities), 'one' (at most one per "
        "seat) or 'all' (every eligible one); checked against `abilities`.")
    # -- end of character abilities --

    def __init__(self, **data: Any) -> None:  # pydantic's fields, each of its own type
        super().__init__(**data)
        if self.has_abilities:  # a ConfigError, not pydantic's error (DESIGN.md)
            from .abilities.checks import check_abilities
            check_abilities(self)

    @property
    def has_abilities(self) -> bool:
        """Whether any character-ability setting is given."""
        return (self.abilities is not None or self.ability_draft is not None
                or self.draft_picks is not None or self.secret_abilities
                or self.ancestry is not None or self.insight_bonus is not None
                or self.ability_mode is not None or self.ability_edition is not None)

    @field_validator("players")
    @classmethod
    def _seat_names(cls, players: list[str]) -> list[str]:
        if not 2 <= len(players) <= 6:
            raise ConfigError(f"a game needs 2 to 6 players, not {len(players)}",
                              phrase=Phrase("config.players", count=len(players)))
        seen: set[str] = set()
        for seat, name in enumerate(players, 1):
            if is_blank(name):
                raise ConfigError(f"seat {seat} has a blank name; every seat needs a name",
                                  phrase=Phrase("config.blank-name", seat=seat))
            key = name_key(name)
            if key in seen:
                raise ConfigError(f"two seats are named {quote(name.strip())}; "
                                  "every seat needs its own name",
                                  phrase=Phrase("config.same-name", name=quote(name.strip())))
            seen.add(key)
        return players

    @field_validator("starting_gold")
    @classmethod
    def _gold_amounts(cls, gold: int | list[int] | None) -> int | list[int] | None:
        if isinstance(gold, int) and gold < 1:
            raise ConfigError(f"must be at least 1, not {gold}",
                              phrase=Phrase("config.at-least", low=1, value=gold))
        for seat, amount in enumerate(gold if isinstance(gold, list) else [], 1):
            if amount < 1:
                raise ConfigError(f"seat {seat}'s starting gold must be at least 1, not {amount}",
                                  phrase=Phrase("config.seat-gold", seat=seat, value=amount))
        return gold

    @field_validator("seed")
    @classmethod
    def _seed_range(cls, seed: int) -> int:
        if seed < 0:
            raise ConfigError("the seed must be a non-negative integer",
                              phrase=Phrase("config.seed"))
        return seed

    @model_validator(mode="after")
    def _names_exist(self) -> GameConfig:
        from .rulesets import get_ruleset
        from .setup import deck_spec
        try:
            if self.variant and not getattr(deck_spec(self.deck), "variants", None):
                raise ConfigError(f"the {quote(self.deck)} deck has no deck-building options",
                                  phrase=Phrase("deck.no-options", deck=quote(self.deck)))
            spec = deck_spec(self.full_deck)
            get_ruleset(self.ruleset or spec.default_ruleset)
            spec.check_players(len(self.players))
        except ConfigError:
            raise  # a ValueError: pydantic keeps it, and its phrase, in the finding
        if self.starting_gold is not None and self.gold_per_player is not None:
            raise ConfigError("give starting_gold or gold_per_player, not both",
                              phrase=Phrase("config.not-both", first="starting_gold",
                                            second="gold_per_player"))
        if self.end_players_left is not None and self.end_players_left >= len(self.players):
            raise ConfigError("end_players_left must be smaller than the number of players",
                              phrase=Phrase("config.players-left", option="end_players_left"))
        self._check_table_options()
        return self

    def _check_table_options(self) -> None:
        """The section 5 options: per-seat gold fits the table, hole options need a hole."""
        gold = self.starting_gold
        if isinstance(gold, list) and len(gold) != len(self.players):
            raise ConfigError(f"starting_gold lists {len(gold)} amounts for "
                              f"{len(self.players)} players; give one per seat",
                              phrase=Phrase("config.gold-per-seat", option="starting_gold",
                                            count=len(gold), players=len(self.players)))
        if not self.hole_to_winner or self.hole_odd_coins != "winners":
            from .rulesets import get_ruleset
            from .setup import deck_spec
            from .words import DebtRule
            name = self.ruleset or deck_spec(self.full_deck).default_ruleset
            if get_ruleset(name).debt != DebtRule.HOLE:
                option = ("hole_to_winner" if not self.hole_to_winner else "hole_odd_coins")
                raise ConfigError(f"{option} needs the Legendary rules (the hole); "
                                  f"the {quote(name)} rules have no hole",
                                  phrase=Phrase("config.no-hole", option=option,
                                                rules=quote(name)))

    @model_serializer(mode="wrap")
    def _without_unused_table_options(self, handler: SerializerFunctionWrapHandler
                                      ) -> dict[str, Any]:
        """A table option left as the standard game has it is left out of the JSON, so
        a record of a standard game reads as it did before the options existed (and
        an older tda still reads it)."""
        data: dict[str, Any] = handler(self)  # the JSON fields, each of its own type
        for name, standard in TABLE_OPTIONS.items():
            if name in data and data[name] == standard:
                del data[name]
        # A game without character abilities writes the record it always wrote.
        for key in ABILITY_FIELDS:  # (exclude_defaults and the like may have left it out)
            if key in data and data[key] in (None, False):
                del data[key]
        return data

    def gold_for(self, seat: int) -> int | None:
        """The starting gold this config gives `seat` (None: the ruleset's or per player)."""
        gold = self.starting_gold
        return gold[seat] if isinstance(gold, list) else gold

    @property
    def ruleset_name(self) -> str:
        from .setup import deck_spec
        return self.ruleset or deck_spec(self.full_deck).default_ruleset

    @property
    def full_deck(self) -> str:
        """The deck with its deck-building option, if any ('legendary:pick-em')."""
        return f"{self.deck}:{self.variant}" if self.variant else self.deck
