"""One game's own fields on the setup screen (a deck and its rules, a level...).

The setup screen holds no game's name: it shows the game picker, the seats, the seed
and the speed, and for each game the fields its entry names by module path
(`Game.presentation.setup` above the seats, `.table_rules` below them). Only the
chosen game's fields show. Each field widget puts its choices into the game's config
(`options`), remembers them for the next setup (`memory`, `recall`) and may say how
many games in a row are wanted (`games`).
"""

from __future__ import annotations

from collections.abc import Mapping

from textual.containers import Vertical
from textual.widgets import Input, Select


def choose_if_offered(select: Select, value: object) -> bool:
    """Set `select` to `value` if it is one of its options (a remembered value may be
    one no longer offered); whether it was."""
    if not any(value == v for _, v in select._options):
        return False
    select.value = value
    return True


class SetupFields(Vertical):
    """A game's fields; `game` is the registry name of the game they belong to.
    `memory`: the last setup remembered, for fields that need it as they are made."""

    DEFAULT_CSS = "SetupFields { height: auto; }"
    game: str = ""
    # The fields' ids whose values the setup screen remembers as they are (a Select's
    # value, an Input's text), under these ids as keys.
    REMEMBERED: tuple[str, ...] = ()

    def __init__(self, memory: Mapping[str, object], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.remembered = memory

    def options(self, seats: int, seed: int) -> dict[str, object]:
        """The config's fields chosen here (ValueError: a readable reason it cannot be)."""
        return {}

    def games(self) -> int | None:
        """How many games in a row (None: one game)."""
        return None

    def memory(self) -> dict[str, object]:
        """What to remember of these fields (`REMEMBERED` and anything more)."""
        found: dict[str, object] = {}
        for key in self.REMEMBERED:
            widget = self.query_one(f"#{key}")
            if isinstance(widget, Select):
                found[key] = widget.value
            elif isinstance(widget, Input):
                found[key] = widget.value
        return found

    def recall(self, memory: Mapping[str, object]) -> None:
        """Put remembered values back (one a field cannot take is skipped)."""
        for key in self.REMEMBERED:
            if key in memory:
                self.put(f"#{key}", memory[key])

    def recalled(self, memory: Mapping[str, object]) -> None:
        """Every game's fields have their values back: follow them up (a deck's options)."""

    def put(self, selector: str, value: object) -> bool:
        """Put a remembered value in a field; one the field cannot take is skipped."""
        widget = self.query_one(selector)
        if isinstance(widget, Select):
            return choose_if_offered(widget, value)
        if isinstance(widget, Input) and isinstance(value, str) and len(value) < 4096:
            widget.value = value
            return True
        return False
