"""Checking a GameConfig's character-ability settings (one clear line each).

A player meets these refusals on the setup screen and in a save or record whose
settings were edited by hand, so each `ConfigError` carries its `Phrase`
(`abilities.*`, said by `tda.games.three_dragon_ante.words.ability_settings`): the
fields' names, the ids and colours as typed, seats and counts as data. The
message stays the English a log or a programmer reads, the same words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tda.table.phrase import Phrase
from tda.text import quote

from ..errors import ConfigError
from .catalog import ANCESTRY_COLORS, EDITION_TITLES, EDITIONS, Ability, config_edition

if TYPE_CHECKING:
    from ..config import GameConfig


def check_abilities(config: GameConfig) -> None:
    """Raise ConfigError when the ability settings cannot make a game."""
    n = len(config.players)
    if config.ability_edition is not None and config.ability_edition not in EDITIONS:
        raise ConfigError(f"ability_edition {quote(config.ability_edition)} is not one of: "
                          + ", ".join(EDITIONS),
                          phrase=Phrase("abilities.not-one-of", option="ability_edition",
                                        value=quote(config.ability_edition),
                                        known=tuple(EDITIONS)))
    edition = config_edition(config)
    table = EDITIONS[edition]
    if config.abilities is not None:
        _check_lists(config.abilities, n, edition, table)
    _check_per_seat("ancestry", config.ancestry, n)
    _check_per_seat("draft_picks", config.draft_picks, n)
    _check_per_seat("insight_bonus", config.insight_bonus, n)
    draft = config.ability_draft is not None or config.draft_picks is not None
    if draft and edition != "revised":
        raise ConfigError("ability_draft is an Emperor's Gambit rule: it needs ruleset "
                          f"'revised' (or ability_edition 'revised'), not {quote(edition)}",
                          phrase=Phrase("abilities.draft-needs-revised",
                                        option="ability_draft", edition=quote(edition)))
    if draft and config.abilities is not None:
        raise ConfigError("give abilities or ability_draft, not both (given abilities skip "
                          "the draft)", phrase=Phrase("abilities.given-or-draft",
                                                      first="abilities", second="ability_draft"))
    for picks in ([config.ability_draft] if config.ability_draft is not None else []) + list(
            config.draft_picks or []):
        if not 0 <= picks <= 3:
            raise ConfigError(f"a seat drafts 0 to 3 abilities, not {picks}",
                              phrase=Phrase("abilities.draft-picks", value=picks))
    if config.secret_abilities and edition != "legendary":
        raise ConfigError("secret_abilities is a Legendary option (ruling A27)",
                          phrase=Phrase("abilities.secret-legendary", option="secret_abilities"))
    _check_ancestry(config, n)
    _check_mode(config, edition)


MODES = ("roleplay", "one", "all")


def _check_mode(config: GameConfig, edition: str) -> None:
    """The original book's table options (ABILITIES.md 1.1)."""
    mode = config.ability_mode
    if mode is None:
        return
    if edition != "original":
        raise ConfigError("ability_mode is an option of the original rules (roleplay, one, all)",
                          phrase=Phrase("abilities.mode-original", option="ability_mode",
                                        modes=MODES))
    if mode not in MODES:
        raise ConfigError(f"ability_mode {quote(mode)} is not one of: " + ", ".join(MODES),
                          phrase=Phrase("abilities.not-one-of", option="ability_mode",
                                        value=quote(mode), known=MODES))
    lists = config.abilities or []
    if mode == "roleplay" and any(lists):
        raise ConfigError("ability_mode 'roleplay' plays the normal rules: no abilities",
                          phrase=Phrase("abilities.mode-roleplay", option="ability_mode",
                                        mode=quote(mode)))
    if mode == "one" and any(len(ids) > 1 for ids in lists):
        raise ConfigError("ability_mode 'one' gives each seat at most one ability",
                          phrase=Phrase("abilities.mode-one", option="ability_mode",
                                        mode=quote(mode)))


# The most abilities one character may hold, per edition: Emperor's Gambit gives one
# pick, two in a wilder game, three to a professional gambler (section 2.1); the
# Legendary book two, three or four to a talented gambler (section 3.1, local ruling
# L70); the original's "all" mode every one of its eight.
MOST_PER_SEAT = {"original": 8, "revised": 3, "legendary": 4}


def _check_lists(lists: list[list[str]], n: int, edition: str,
                 table: dict[str, Ability]) -> None:
    if len(lists) != n:
        raise ConfigError(f"abilities needs one list per seat ({n}), not {len(lists)}",
                          phrase=Phrase("abilities.lists-per-seat", option="abilities",
                                        seats=n, count=len(lists)))
    taken: dict[str, int] = {}
    most = MOST_PER_SEAT[edition]
    for seat, ids in enumerate(lists):
        twice = next((a for a in ids if ids.count(a) > 1), None)
        if twice is not None:
            raise ConfigError(f"seat {seat} holds {quote(twice)} twice",
                              phrase=Phrase("abilities.held-twice", seat=seat,
                                            ability=quote(twice)))
        if len(ids) > most:
            raise ConfigError(f"seat {seat} holds {len(ids)} abilities; a character holds at "
                              f"most {most} in {EDITION_TITLES[edition]}",
                              phrase=Phrase("abilities.too-many", seat=seat, count=len(ids),
                                            most=most, edition=edition))
        for ability_id in ids:
            if ability_id not in table:
                others = [e for e, t in EDITIONS.items() if ability_id in t]
                where = (f"; it is an ability of {EDITION_TITLES[others[0]]}"  # programmer's words
                         if others else "")
                raise ConfigError(f"{quote(ability_id)} is not an ability of "
                                  f"{EDITION_TITLES[edition]}{where}",
                                  phrase=Phrase("abilities.not-in-edition",
                                                ability=quote(ability_id), edition=edition,
                                                other=others[0] if others else None))
            if edition == "revised" and ability_id in taken:
                raise ConfigError(f"{quote(ability_id)} is held by seats {taken[ability_id]} and "
                                  f"{seat}; in Emperor's Gambit each ability has one holder",
                                  phrase=Phrase("abilities.one-holder", ability=quote(ability_id),
                                                first=taken[ability_id], second=seat))
            taken.setdefault(ability_id, seat)


def _check_per_seat(name: str, values: Sequence[object] | None, n: int) -> None:
    if values is not None and len(values) != n:
        raise ConfigError(f"{name} needs one entry per seat ({n}), not {len(values)}",
                          phrase=Phrase("abilities.entries-per-seat", option=name, seats=n,
                                        count=len(values)))


def _check_ancestry(config: GameConfig, n: int) -> None:
    ancestry = config.ancestry or [None] * n
    for seat, color in enumerate(ancestry):
        if color is not None and color not in ANCESTRY_COLORS:
            raise ConfigError(f"{quote(color)} is no dragon ancestry; choose from: "
                              + ", ".join(ANCESTRY_COLORS),
                              phrase=Phrase("abilities.ancestry-unknown", color=quote(color),
                                            known=ANCESTRY_COLORS))
        held = config.abilities[seat] if config.abilities else []
        if "draconic-ancestry" in held and color is None:
            raise ConfigError(f"seat {seat} holds draconic-ancestry: give its color in "
                              "ancestry (one of " + ", ".join(ANCESTRY_COLORS) + ")",
                              phrase=Phrase("abilities.ancestry-color", seat=seat,
                                            ability="draconic-ancestry", option="ancestry",
                                            known=ANCESTRY_COLORS))
