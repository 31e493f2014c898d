"""The table's words, the same for every game: what wraps a game's own phrase when a
record or a save file is refused (`tda.table.replaying`, `tda.table.saves`), and a
refusal said to a player from its phrases (`refusal`)."""

from __future__ import annotations

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from tda.i18n import _
from tda.table.phrase import Arg, Phrase
from tda.words import render, said, says


@says("table.replay-refused")
def replay_refused(*, step: int, action: str, why: Arg) -> str:
    """A record's step the rules refused, and the rules' reason."""
    return _("step {step}: {action} cannot be replayed: {why}").format(
        step=step, action=action, why=said(why))


@says("table.in-file")
def in_file(*, path: str, why: Arg) -> str:
    """What was wrong, and in which file."""
    return _("{path}: {why}").format(path=path, why=said(why))


def refusal(err: BaseException) -> str:
    """What a refusal says to a player, in the table's language: the error's phrase
    where it has one; for a config pydantic refused, each finding's phrase (the
    rules' `ConfigError` it wraps) or else pydantic's message; else the message."""
    phrase = getattr(err, "phrase", None)
    if isinstance(phrase, Phrase):
        return render(phrase)
    if isinstance(err, ValidationError):
        return "; ".join(_finding(e) for e in err.errors())
    return str(err)


def _finding(error: ErrorDetails) -> str:
    cause = error.get("ctx", {}).get("error")
    phrase = getattr(cause, "phrase", None)
    if isinstance(phrase, Phrase):
        return render(phrase)
    return error["msg"].removeprefix("Value error, ")
