"""The base of every error tda raises on purpose, shared by the table and its games."""


class TdaError(Exception):
    """Base of every error tda raises on purpose."""


class ConfigError(TdaError, ValueError):
    """A game cannot be created from these settings."""


class IllegalActionError(TdaError, ValueError):
    """The action is not one of the legal actions now."""


class RecordError(TdaError, ValueError):
    """A saved record cannot be read or replayed."""
