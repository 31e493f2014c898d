"""The table's words, the same for every game: what wraps a game's own phrase when a
record or a save file is refused (`tda.table.replaying`, `tda.table.saves`)."""

from __future__ import annotations

from tda.i18n import _
from tda.table.phrase import Arg
from tda.words import said, says


@says("table.replay-refused")
def replay_refused(*, step: int, action: str, why: Arg) -> str:
    """A record's step the rules refused, and the rules' reason."""
    return _("step {step}: {action} cannot be replayed: {why}").format(
        step=step, action=action, why=said(why))


@says("table.in-file")
def in_file(*, path: str, why: Arg) -> str:
    """What was wrong, and in which file."""
    return _("{path}: {why}").format(path=path, why=said(why))
