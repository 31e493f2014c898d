"""Showing untrusted text safely: seat names on screen, user input in error messages.

Pure string helpers with no imports from the rest of tda (or from textual and
rich), so every layer can use them: the engine, the cards, the bots, the story,
the CLI and the TUI.
"""

from __future__ import annotations

import reprlib

# How much of a user's input an error message quotes. Enough to recognise a
# typo; a 10 MB action string or deck path must not become a 10 MB message.
QUOTE_LIMIT = 80

# Short escapes for the control characters people are likely to type or paste.
_SHORT_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def is_control(char: str) -> bool:
    """C0 controls, DEL and C1 controls: the characters a terminal may act on."""
    code = ord(char)
    return code < 0x20 or 0x7F <= code <= 0x9F


def safe_name(text: str) -> str:
    """`text` with every control character written as an escape (`\\x1b`, `\\n`),
    so a seat name cannot move the cursor, recolour the terminal or break a line.
    Printable characters, accents and emoji included, are kept as they are."""
    if not any(is_control(c) for c in text):
        return text  # the usual case: nothing to copy
    return "".join(_escape(c) if is_control(c) else c for c in text)


def _escape(char: str) -> str:
    return _SHORT_ESCAPES.get(char) or f"\\x{ord(char):02x}"


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """At most `limit` characters of `text`, control characters escaped, then "…"
    if anything was cut: for echoing input inside a sentence without quotes."""
    return safe_name(text[:limit]) + ("…" if len(text) > limit else "")


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short, printable quotation of any input for an error message: the repr of
    at most `limit` characters of a string (then "…"), and a size-capped repr of
    anything else (repr escapes control characters; reprlib never builds the
    whole repr of a huge list and survives a repr that raises)."""
    if isinstance(value, (str, bytes)):
        # str.__str__ / bytes() drop a subclass, whose own repr could say anything
        plain = str.__str__(value) if isinstance(value, str) else bytes(value)
        shown = repr(plain[:limit])
        return shown + "…" if len(plain) > limit else shown
    return _short_repr(limit).repr(value)


def quote_some(values: list, shown: int = 5) -> str:
    """The first few values quoted, then how many more: a long list from a user's
    file or command line stays a short message."""
    head = ", ".join(quote(v) for v in values[:shown])
    rest = len(values) - shown
    return f"{head} and {rest} more" if rest > 0 else head


def _short_repr(limit: int) -> reprlib.Repr:
    short = reprlib.Repr()
    short.maxstring = short.maxother = limit
    short.maxlevel = 3
    return short
