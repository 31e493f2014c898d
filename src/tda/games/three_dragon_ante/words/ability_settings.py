"""The words of a refused character-ability setting (issue 29.1): the rules' checks
(`tda.engine.abilities.checks`) raise `ConfigError` with an `abilities.*` phrase; the
setup screen, `tda resume`/`tda replay` of an edited save and the command line say
it here, in the table's language. English reads word for word as the checks' own
messages.

Data stays as the rules give it: a setting's name (`option`, the config field a
file or a save holds), ids and colours as typed (quoted where the player typed
them), the choices a setting takes, seat numbers and counts. An edition is said by
its title (`ability_edition`).
"""

from __future__ import annotations

from tda.games.three_dragon_ante.words.phrases import ability_edition
from tda.i18n import _, ngettext
from tda.words import says


def _choices(known: tuple[str, ...]) -> str:
    """Words a setting takes, as they are written."""
    return ", ".join(known)


@says("abilities.not-one-of")
def not_one_of(*, option: str, value: str, known: tuple[str, ...]) -> str:
    return _("{option} {value} is not one of: {known}").format(option=option, value=value,
                                                                known=_choices(known))


@says("abilities.draft-needs-revised")
def draft_needs_revised(*, option: str, edition: str) -> str:
    """`edition`: the list the game plays with, quoted ('original')."""
    return _("{option} is an Emperor's Gambit rule: it needs {ruleset} {revised} (or "
             "{edition_option} {revised}), not {edition}").format(
                 option=option, ruleset="ruleset", revised="'revised'",
                 edition_option="ability_edition", edition=edition)


@says("abilities.given-or-draft")
def given_or_draft(*, first: str, second: str) -> str:
    return _("give {first} or {second}, not both (given abilities skip the draft)").format(
        first=first, second=second)


@says("abilities.draft-picks")
def draft_picks(*, value: int) -> str:
    return _("a seat drafts 0 to 3 abilities, not {value}").format(value=value)


@says("abilities.secret-legendary")
def secret_legendary(*, option: str) -> str:
    return _("{option} is a Legendary option (ruling {ruling})").format(option=option,
                                                                         ruling="A27")


@says("abilities.mode-original")
def mode_original(*, option: str, modes: tuple[str, ...]) -> str:
    return _("{option} is an option of the original rules ({modes})").format(
        option=option, modes=_choices(modes))


@says("abilities.mode-roleplay")
def mode_roleplay(*, option: str, mode: str) -> str:
    return _("{option} {mode} plays the normal rules: no abilities").format(option=option,
                                                                            mode=mode)


@says("abilities.mode-one")
def mode_one(*, option: str, mode: str) -> str:
    return _("{option} {mode} gives each seat at most one ability").format(option=option,
                                                                           mode=mode)


@says("abilities.lists-per-seat")
def lists_per_seat(*, option: str, seats: int, count: int) -> str:
    return _("{option} needs one list per seat ({seats}), not {count}").format(
        option=option, seats=seats, count=count)


@says("abilities.entries-per-seat")
def entries_per_seat(*, option: str, seats: int, count: int) -> str:
    return _("{option} needs one entry per seat ({seats}), not {count}").format(
        option=option, seats=seats, count=count)


@says("abilities.held-twice")
def held_twice(*, seat: int, ability: str) -> str:
    return _("seat {seat} holds {ability} twice").format(seat=seat, ability=ability)


@says("abilities.too-many")
def too_many(*, seat: int, count: int, most: int, edition: str) -> str:
    return ngettext("seat {seat} holds {count} ability; a character holds at most {most} "
                    "in {edition}",
                    "seat {seat} holds {count} abilities; a character holds at most {most} "
                    "in {edition}", count).format(seat=seat, count=count, most=most,
                                                  edition=ability_edition(edition))


@says("abilities.not-in-edition")
def not_in_edition(*, ability: str, edition: str, other: str | None) -> str:
    """`other`: the edition whose list holds the id, if one does (ruling A1)."""
    if other is None:
        return _("{ability} is not an ability of {edition}").format(
            ability=ability, edition=ability_edition(edition))
    return _("{ability} is not an ability of {edition}; it is an ability of {other}").format(
        ability=ability, edition=ability_edition(edition), other=ability_edition(other))


@says("abilities.one-holder")
def one_holder(*, ability: str, first: int, second: int) -> str:
    return _("{ability} is held by seats {first} and {second}; in Emperor's Gambit each "
             "ability has one holder").format(ability=ability, first=first, second=second)


@says("abilities.ancestry-unknown")
def ancestry_unknown(*, color: str, known: tuple[str, ...]) -> str:
    return _("{color} is no dragon ancestry; choose from: {known}").format(
        color=color, known=_choices(known))


@says("abilities.ancestry-color")
def ancestry_color(*, seat: int, ability: str, option: str, known: tuple[str, ...]) -> str:
    return _("seat {seat} holds {ability}: give its color in {option} (one of {known})").format(
        seat=seat, ability=ability, option=option, known=_choices(known))
