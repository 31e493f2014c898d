"""The file format of data/editions/*.toml, validated with pydantic."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

COLORS = ("black", "blue", "brass", "bronze", "copper", "gold", "green", "red", "silver",
          "white", "adamantine", "iron", "mercury", "mithral", "steel", "brown",
          "earthquake", "gray", "purple", "shadow")


class CardModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$",
                    description="Canonical id: lowercase kebab case, unique in a deck.")
    name: str = Field(min_length=1, description="Printed name, e.g. 'Red Dragon'.")
    strength: int = Field(ge=0, le=13, description="Printed strength, 0 to 13.")
    kind: Literal["good", "evil", "unaligned", "mortal"]
    colors: list[str] = Field(default_factory=list,
                              description="Colors the card counts as for color flights.")
    power: str | None = Field(None, description="Id of the registered power, if any.")
    god: str | None = Field(None, description="Dragon-god ability id, if any.")
    ante_effect: str | None = Field(None, description="Id of the ante effect, if any.")
    text: str = Field(min_length=1, description="One line of card text, in our own words.")
    special: bool = Field(False, description="Legendary Edition: one of the 30 Legendary "
                          "Dragons and Mortals a game draws 10 from (deck building).")

    @field_validator("colors")
    @classmethod
    def _known_colors(cls, colors: list[str]) -> list[str]:
        unknown = [c for c in colors if c not in COLORS]
        if unknown:
            raise ValueError(f"unknown color(s) {', '.join(unknown)}")
        return colors


class EditionInfo(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    description: str
    default_ruleset: str
    card_count: int = Field(ge=1)


class EditionFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    edition: EditionInfo
    cards: list[CardModel]
