"""Errors the engine raises, each carrying a sentence a player can read.

They live in the game-neutral table, so every game raises the same classes."""

from tda.table.errors import ConfigError, IllegalActionError, RecordError, TdaError

__all__ = ["ConfigError", "IllegalActionError", "RecordError", "TdaError"]
