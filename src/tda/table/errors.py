"""The base of every error tda raises on purpose, shared by the table and its games."""

from __future__ import annotations

from .phrase import Phrase


class TdaError(Exception):
    """Base of every error tda raises on purpose.

    Its message is for programmers and logs (English). A refusal a player can meet
    also carries `phrase`: what the words layer says to the player (issue 29), so
    a screen or the CLI shows `tda.words.render(err.phrase)` when there is one."""

    phrase: Phrase | None

    def __init__(self, *args: object, phrase: Phrase | None = None) -> None:
        super().__init__(*args)
        self.phrase = phrase

    def __reduce__(self) -> tuple[object, ...]:  # a bot worker's error keeps its phrase
        return (_rebuilt, (type(self), self.args, self.phrase))


def _rebuilt(cls: type[TdaError], args: tuple[object, ...], phrase: Phrase | None) -> TdaError:
    return cls(*args, phrase=phrase)


class ConfigError(TdaError, ValueError):
    """A game cannot be created from these settings."""


class IllegalActionError(TdaError, ValueError):
    """The action is not one of the legal actions now."""


class RecordError(TdaError, ValueError):
    """A saved record cannot be read or replayed."""
