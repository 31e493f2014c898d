"""The character abilities of the three editions as data (rules/ABILITIES.md).

Each ability has an id, its edition, the window that asks about it (or "auto"
when it applies by itself, ruling A4), how often it may be used, and a line of
our own words with its numbers. The behaviour lives in the edition modules,
joined to these rows by id.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..config import GameConfig


class Limit(StrEnum):
    """How often an ability may be used."""
    ALWAYS = "always"  # every time its moment comes
    GAME = "once per game"  # the original Wild Card
    GAMBIT = "once per gambit"  # Emperor's Gambit Diplomacy
    FLIGHT = "until a special flight"  # Emperor's Gambit: expended until the holder scores a flight
    DISK = "the ability disk"  # Legendary: one disk per seat


@dataclass(frozen=True)
class Ability:
    id: str
    edition: str  # "original", "revised" (Emperor's Gambit) or "legendary"
    window: str  # "W1".."W15" (ABILITIES.md section 4.3) or "auto"
    limit: Limit
    text: str  # what it does, in our words, with its numbers
    args: str = ""  # what `use <id>` takes: "seat", "card", "color" or ""
    reminder: str = ""  # the character's prerequisite (never checked, ruling A26)

    @property
    def asks(self) -> bool:
        """A decision (a window asks the holder), not an automatic effect (A4)."""
        return self.window != "auto"


# A catalog row: Ability's fields after its edition (id, window, limit, text, then
# args and reminder when it has them).
Row = (tuple[str, str, Limit, str] | tuple[str, str, Limit, str, str]
       | tuple[str, str, Limit, str, str, str])


def _a(edition: str, rows: list[Row]) -> dict[str, Ability]:
    return {row[0]: Ability(row[0], edition, *row[1:]) for row in rows}


ORIGINAL = _a("original", [
    ("bluff", "auto", Limit.ALWAYS,
     "A payment of 2 gold or more you owe another player is 1 gold less.", "", "Bluff 5 ranks"),
    ("concentration", "auto", Limit.ALWAYS,
     "When nobody holds less gold than you, you ante 1 gold less.", "", "Concentration 5 ranks"),
    ("diplomacy", "W4", Limit.ALWAYS,
     "When you would lead a round, name another player to lead it instead.", "seat",
     "Diplomacy 5 ranks"),
    ("intimidate", "auto", Limit.ALWAYS,
     "When you tie for the strongest flight, a power aimed at the strongest cannot pick you.",
     "", "Intimidate 5 ranks"),
    ("profession-gambler", "W6", Limit.ALWAYS,
     "When you buy, reveal a second top card and pay its strength instead of the first's.",
     "", "Profession (gambler) 5 ranks"),
    ("sense-motive", "W9", Limit.ALWAYS,
     "When an opponent's second card this gambit matches the color of their first, "
     "look at their hand.", "", "Sense Motive 5 ranks"),
    ("sleight-of-hand", "W10", Limit.ALWAYS,
     "After you steal from the stakes, steal 1 more if 2 or more are left.", "",
     "Sleight of Hand 5 ranks"),
    ("wild-card", "W13", Limit.GAME,
     "Once per game: a mortal you played this turn counts as the third dragon of a color "
     "for a color flight.", "color", "a dragon character"),
])

REVISED = _a("revised", [
    ("arcana", "auto", Limit.ALWAYS, "Draw 1 card for each special flight you score.", "",
     "trained in Arcana"),
    ("bluff", "auto", Limit.ALWAYS,
     "A payment of 2 gold or more you owe another player is 1 gold less.", "",
     "trained in Bluff"),
    ("diplomacy", "W4", Limit.GAMBIT,
     "Once per gambit, when you would lead a round, name another player to lead it.", "seat",
     "trained in Diplomacy"),
    ("dungeoneering", "W11", Limit.FLIGHT,
     "After you take a random card from an opponent, give it back and take another at random.",
     "", "trained in Dungeoneering"),
    ("endurance", "auto", Limit.ALWAYS,
     "Each time an opponent finishes buying cards, steal 2 gold from the stakes.", "",
     "trained in Endurance"),
    ("heal", "W5", Limit.FLIGHT,
     "At the start of your turn, discard the deck's top card and pay its strength to a "
     "player you name.", "seat", "trained in Heal"),
    ("history", "auto", Limit.ALWAYS,
     "After you play a mortal or a dragon god, steal 1 gold from the stakes.", "",
     "trained in History"),
    ("insight", "W14", Limit.FLIGHT,
     "When another player wins a gambit, look at their hand.", "", "trained in Insight"),
    ("intimidate", "auto", Limit.ALWAYS,
     "When you tie for the strongest flight, a power aimed at the strongest cannot pick you.",
     "", "trained in Intimidate"),
    ("nature", "auto", Limit.ALWAYS,
     "Every special flight you score is worth 2 more gold.", "", "trained in Nature"),
    ("perception", "W2", Limit.FLIGHT,
     "When the ante is revealed, swap your ante card for a card from your hand.", "card",
     "trained in Perception"),
    ("religion", "W6", Limit.ALWAYS,
     "When you buy, keep the revealed card in your hand (it counts toward the four).", "",
     "trained in Religion"),
    ("stealth", "auto", Limit.ALWAYS,
     "Each time you buy, draw 1 more card after filling your hand to four.", "",
     "trained in Stealth"),
    ("streetwise", "W13", Limit.FLIGHT,
     "For a strength flight, each opponent pays you its strength instead of your stealing it.",
     "", "trained in Streetwise"),
    ("thievery", "auto", Limit.ALWAYS,
     "Each time a card's power makes you steal from the stakes, steal 1 more.", "",
     "trained in Thievery"),
    ("luck-domain", "W12", Limit.FLIGHT,
     "After a power makes you draw, discard one of those cards and draw another.", "card",
     "a Luck domain feat"),
])

LEGENDARY = _a("legendary", [
    ("desperation", "W15", Limit.DISK,
     "When a gambit ends with you holding 1 to 9 gold, draw 2 cards.", "",
     "the GM agrees you cannot afford another loss"),
    ("blessing-of-the-trickster", "W15", Limit.DISK,
     "When the player on your left wins a gambit, draw 2 cards.", "", "Trickery domain"),
    ("draconic-ancestry", "W9", Limit.DISK,
     "When you play your second card of your ancestry color this gambit, draw 1 card.", "",
     "dragonborn (with an ancestry color)"),
    ("fast-hands", "W10", Limit.DISK,
     "After you steal from the stakes, steal 1 more and draw 1 card.", "",
     "proficient in Sleight of Hand"),
    ("gambling-background", "W3", Limit.DISK,
     "When your ante card is at least 4 stronger than every other, draw 2 cards.", "",
     "a gambler's background"),
    ("inspiring-leader", "W3", Limit.DISK,
     "When your ante card is the weakest, draw 2 cards; every opponent draws 1.", "",
     "Charisma 16 or a good alignment"),
    ("practice-counts", "W5", Limit.DISK,
     "On your turn, while two or more opponents' disks are expended, draw 2 cards.", "",
     "owns a Three-Dragon Ante deck"),
    ("versatile-trickster", "W8", Limit.DISK,
     "After you buy cards, draw 2 more.", "", "Arcane Trickster"),
    ("confusingly-smooth", "W3", Limit.DISK,
     "When your ante card has strength 2 or less, the opponent with the strongest untied "
     "ante card pays 2d6 more into the stakes.", "", "proficient in Persuasion"),
    ("threats-and-promises", "W3", Limit.DISK,
     "When your ante card has strength 11 or more, the opponent with the strongest untied "
     "ante card pays 2d6 more into the stakes.", "", "proficient in Intimidation"),
    ("cutting-words", "W7", Limit.DISK,
     "When an opponent with a weaker flight than yours buys, they fill their hand to 3, "
     "not 4.", "", "College of Lore bard"),
    ("magical-discouragement", "W7", Limit.DISK,
     "When an opponent who has won a gambit this game buys, they fill their hand to 3, "
     "not 4.", "", "casts enchantment spells"),
])

EDITIONS: dict[str, dict[str, Ability]] = {
    "original": ORIGINAL, "revised": REVISED, "legendary": LEGENDARY}
EDITION_TITLES = {"original": "Original (2005)", "revised": "Emperor's Gambit (2010)",
                  "legendary": "Legendary Edition"}
# Emperor's Gambit bots draft in this order (ABILITIES.md section 4.1).
DRAFT_PREFERENCE = ("thievery", "nature", "stealth", "endurance", "arcana", "bluff",
                    "perception", "religion", "streetwise", "history", "intimidate",
                    "diplomacy", "luck-domain", "dungeoneering", "insight", "heal")
ANCESTRY_COLORS = ("black", "blue", "green", "red", "white",
                   "brass", "bronze", "copper", "gold", "silver")


def edition_of(ruleset: str) -> str:
    """Which list of abilities a ruleset plays with (ruling A1)."""
    return ruleset if ruleset in EDITIONS else "revised"


def config_edition(config: GameConfig) -> str:
    """The list of abilities a game's config plays with: its `ability_edition`, else
    the ruleset's (ruling A1). `config`: a GameConfig."""
    return config.ability_edition or edition_of(config.ruleset_name)


SMALL_WORDS = frozenset({"of", "the", "and"})


def ability_title(ability_id: str) -> str:
    """An ability as players name it: "sleight-of-hand" -> "Sleight of Hand"."""
    if ability_id == "profession-gambler":
        return "Profession (Gambler)"
    words = ability_id.split("-")
    return " ".join(w if i and w in SMALL_WORDS else w.capitalize() for i, w in enumerate(words))


def ability(edition: str, ability_id: str) -> Ability:
    return EDITIONS[edition][ability_id]
