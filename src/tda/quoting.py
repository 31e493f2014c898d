"""Quoting what a user typed inside a one-line message, however long it was."""

from __future__ import annotations

QUOTE_LIMIT = 40  # characters of a user's input repeated back in a message


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """`text` in quotes; a long text is cut to its first `limit` characters, with
    its length said, so a pasted megabyte cannot flood the terminal."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text):,} characters)"
