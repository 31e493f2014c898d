"""A save as the listings say it (`tda resume --list`, `tda replay`, the resume
screen), in the table's language (issue 29.1).

A save keeps its progress as the game wrote it when it was saved ("gambit 3", "hand 2
of round 1", then ", game over" between two games of a match): the file stays the
same in every language, and saves of the first release hold "gambit N" too. Those
words are data here: each form a game writes is said again through gettext; a form
this module does not know (a game that brings no words) is shown as it was written.
The match and the table clock are said from the save's own fields.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tda.i18n import _, pgettext
from tda.table.clock import clock_text
from tda.table.registry import get_game
from tda.table.saves import AnySave, _local_time, _seat_label
from tda.text import safe_name

GAME_OVER = ", game over"  # what `tda.table.saves.snapshot` adds between a match's games

# The progress each game writes (its entry's `progress`), as the words say it.
_FORMS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (re.compile(r"gambit (\d+)"),
     lambda m: _("gambit {number}").format(number=m[1])),
    (re.compile(r"hand (\d+) of round (\d+)"),
     lambda m: _("hand {hand} of round {round}").format(hand=m[1], round=m[2])),
]


def progress_words(progress: str) -> str:
    """A save's progress text in the table's language (escaped for the screen)."""
    over = progress.endswith(GAME_OVER)
    core = progress.removesuffix(GAME_OVER)
    said = safe_name(core)
    for form, say in _FORMS:
        found = form.fullmatch(core)
        if found:
            said = say(found)
            break
    return _("{progress}, game over").format(progress=said) if over else said


def progress_line(save: AnySave) -> str:
    """Where a save stands, for a listing: the game's progress ("gambit 3"), in a match
    which game of it ("match game 2 of 3, gambit 3"), and the table clock."""
    progress = progress_words(save.progress)
    if save.match is not None:  # games in a row (local ruling L43)
        progress = _("match game {number} of {games}, {progress}").format(
            number=len(save.match.played) + 1, games=save.match.games, progress=progress)
    minutes = getattr(save.record.config, "time_limit_minutes", None)
    if minutes is not None and not save.finished:  # the table clock (local ruling L25)
        progress = _("{progress}, {played} of {minutes} min played").format(
            progress=progress, played=clock_text(save.played_seconds), minutes=minutes)
    return progress


def seat_names(save: AnySave) -> str:
    """Who sits where: names (escaped, cut) and bot levels, as typed."""
    return pgettext("list separator", ", ").join(map(_seat_label, save.seats))


# The setups a game's entry writes (`summary`) that hold words, as the words say them;
# a deck's name (the default game's summary) is a word of the command line, kept.
_SETUPS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (re.compile(r"([a-z-]+), (\d+) players"),
     lambda m: _("{level}, {count} players").format(level=m[1], count=m[2])),
]


def setup_words(save: AnySave) -> str:
    """The game's setup as its entry says it, in the table's language."""
    setup = get_game(save.game).summary(save.record)
    for form, say in _SETUPS:
        found = form.fullmatch(setup)
        if found:
            return say(found)
    return safe_name(setup)


def save_parts(save: AnySave) -> tuple[str, str, str, str]:
    """What a listing says of a save: when, the game's setup, progress, who sits where."""
    return (_local_time(save.updated), setup_words(save), progress_line(save),
            seat_names(save))


def describe_save(save: AnySave) -> str:
    """A save in one line, its parts joined by the language's mark (the English reads
    as `tda.table.saves.describe_save`)."""
    return pgettext("between parts", " · ").join(save_parts(save))
