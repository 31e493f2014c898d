"""Errors the engine raises, each carrying a sentence a player can read."""

from tda.table.errors import TdaError  # the base every game shares


class ConfigError(TdaError, ValueError):
    """A game cannot be created from these settings."""


class IllegalActionError(TdaError, ValueError):
    """The action is not one of the legal actions now."""


class RecordError(TdaError, ValueError):
    """A saved record cannot be read or replayed."""
