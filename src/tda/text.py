"""Showing text that came from a file or a user: printable, one line, never a terminal command."""

from __future__ import annotations

import unicodedata

# Control characters (Cc: ESC, BEL, newline...) act on the terminal; lone surrogates (Cs)
# can be spelled in JSON ("\\ud800") but printed in no encoding.
_ESCAPED = frozenset({"Cc", "Cs"})
# These reorder or break the rest of a line: bidirectional overrides and isolates, and
# the Unicode line and paragraph separators.
_LINE_BREAKERS = frozenset("\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _escape(char: str) -> str:
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def safe_name(text: str) -> str:
    """`text` with every control character written as an escape (`\\x1b`, `\\u202e`).

    A seat name or a file name from a save may hold an ESC sequence that would retitle
    or clear the terminal, or a newline that would forge a second line of output.
    Other characters (accents, emoji, joiners) are kept as they are.
    """
    if text.isprintable():  # the common case: nothing to escape
        return text
    return "".join(_escape(c) if c in _LINE_BREAKERS or unicodedata.category(c) in _ESCAPED
                   else c for c in text)
