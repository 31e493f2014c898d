"""The base of every error tda raises on purpose, shared by the table and its games."""

from __future__ import annotations

from .phrase import Phrase


class TdaError(Exception):
    """Base of every error tda raises on purpose.

    Its message is for programmers (a traceback, a log). One a player can meet also
    carries `phrase`, what the words layer says to them in the table's language
    (`tda.words.render(err.phrase)`); None when there is none yet."""

    phrase: Phrase | None

    def __init__(self, *args: object, phrase: Phrase | None = None) -> None:
        super().__init__(*args)
        self.phrase = phrase


class ConfigError(TdaError, ValueError):
    """A game cannot be created from these settings."""


class IllegalActionError(TdaError, ValueError):
    """The action is not one of the legal actions now."""


class RecordError(TdaError, ValueError):
    """A saved record cannot be read or replayed."""
