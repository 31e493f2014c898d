"""The base of every error tda raises on purpose, shared by the table and its games."""


class TdaError(Exception):
    """Base of every error tda raises on purpose."""
