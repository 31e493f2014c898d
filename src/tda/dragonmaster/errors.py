"""Errors Dragonmaster raises: the same classes as the rest of tda.

Reusing tda's one error hierarchy means a table that catches
`IllegalActionError` for Three-Dragon Ante catches Dragonmaster's too. When the
game-neutral `tda.table` package owns these classes, only this import moves.
"""

from tda.table.errors import ConfigError, IllegalActionError, RecordError, TdaError

__all__ = ["ConfigError", "IllegalActionError", "RecordError", "TdaError"]
