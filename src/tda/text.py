"""Showing untrusted text safely (seat names on screen, user input in error
messages) and putting names into sentences (possessives, articles, a seat named
"You").

Pure string helpers with no imports from the rest of tda (or from textual and
rich), so every layer can use them: the engine, the cards, the bots, the story,
the CLI and the TUI.
"""

from __future__ import annotations

import re
import reprlib
import unicodedata
from collections.abc import Sequence

# How much of a user's input an error message quotes. Enough to recognise a
# typo; a 10 MB action string or deck path must not become a 10 MB message.
QUOTE_LIMIT = 80

# Control characters (Cc: C0, DEL and C1 — ESC, BEL, newline...) act on the
# terminal; lone surrogates (Cs) can be spelled in JSON ("\\ud800") but printed in
# no encoding.
_ESCAPED = frozenset({"Cc", "Cs"})
# These reorder or break the rest of a line: bidirectional overrides and isolates,
# and the Unicode line and paragraph separators.
_LINE_BREAKERS = frozenset("\u2028\u2029\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Short escapes for the control characters people are likely to type or paste.
_SHORT_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def is_control(char: str) -> bool:
    """A character a terminal may act on, or that reorders or breaks the line."""
    return char in _LINE_BREAKERS or unicodedata.category(char) in _ESCAPED


def safe_name(text: str) -> str:
    """`text` with every control character written as an escape (`\\x1b`, `\\n`,
    `\\u202e`), so a seat or file name cannot move the cursor, recolour or retitle
    the terminal, or forge a second line. Printable characters (accents, emoji,
    joiners) are kept as they are."""
    if text.isprintable():
        return text  # the usual case: nothing to copy
    return "".join(_escape(c) if is_control(c) else c for c in text)


def _escape(char: str) -> str:
    code = ord(char)
    short = _SHORT_ESCAPES.get(char)
    if short:
        return short
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """At most `limit` characters of `text`, control characters escaped, then "…"
    if anything was cut: for echoing input inside a sentence without quotes."""
    return safe_name(text[:limit]) + ("…" if len(text) > limit else "")


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """A short, printable quotation of any input for an error message: the repr of
    at most `limit` characters of a string (then "…" and the full length), and a
    size-capped repr of
    anything else (repr escapes control characters; reprlib never builds the
    whole repr of a huge list and survives a repr that raises)."""
    if isinstance(value, (str, bytes)):
        # str.__str__ / bytes() drop a subclass, whose own repr could say anything
        plain = str.__str__(value) if isinstance(value, str) else bytes(value)
        shown = repr(plain[:limit])
        return f"{shown}… ({len(plain):,} characters)" if len(plain) > limit else shown
    return _short_repr(limit).repr(value)


def quote_some(values: Sequence[object], shown: int = 5) -> str:
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


# -- names in sentences ---------------------------------------------------------
# A seat may be called anything, "You" included (a natural name for the one human
# at a table of bots). Such a seat reads as the second person: "You draw", "Your
# hand", "pays 5 gold to you", never "You draws" or "You's hand".

def is_you(name: str) -> bool:
    """Whether a seat's name is the second-person pronoun (any case)."""
    return name.strip().casefold() == "you"


def possessive(name: str, start: bool = True) -> str:
    """"Ann's", "Charles'" (a name ending in s takes the apostrophe alone) and
    "Your" (or "your" when not at the start of a sentence) for a seat named You."""
    if is_you(name):
        return "Your" if start else "your"
    if name[-1:] in ("s", "S"):
        return name + "'"
    return name + "'s"


def whose(name: str, yours: str, theirs: str, theirs_s: str) -> str:
    """Of three sentences already in the table's language, the one that fits `name`
    (each still to be formatted with name=...): `yours` for a seat named You,
    `theirs_s` for a name ending in s ("{name}' flight", as `possessive` writes it),
    else `theirs` ("{name}'s flight"). A translator says all three alike where the
    language has no such difference; English keeps its possessives exactly."""
    if is_you(name):
        return yours
    return theirs_s if name[-1:] in ("s", "S") else theirs


def objective(name: str) -> str:

    """A name as the object of a verb: "you" for a seat named You."""
    return "you" if is_you(name) else name


def subject(name: str, verb: str) -> str:
    """`name` and `verb` (given in the third person: "draws", "is thinking"),
    agreeing: "Ann draws", "You draw", "You are thinking"."""
    return f"{'You' if is_you(name) else name} {agree(name, verb)}"


def agree(name: str, verb: str) -> str:
    """`verb` (third person, first word conjugated) as it follows `name`:
    "takes" for Ann, "take" for a seat named You (for a second verb: "and take")."""
    if not is_you(name):
        return verb
    first, _, rest = verb.partition(" ")
    return " ".join(w for w in (plain_verb(first), rest) if w)


_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}


def plain_verb(verb: str) -> str:
    """The form that follows "you": "draws" -> "draw", "passes" -> "pass",
    "carries" -> "carry", "is" -> "are"."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("ches", "shes", "sses", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


# Words whose first letter misleads: a vowel read as "yoo"/"wun", a silent h.
_A_BEFORE = ("one", "once", "uni", "use", "usu", "uti", "ure", "uro", "eu", "ewe")
_AN_BEFORE = ("hour", "honest", "honor", "honour", "heir")


def article(phrase: str) -> str:
    """`phrase` with "a" or "an" in front, by its sound: "an evil dragon",
    "a good dragon", "a unique card", "an 8", "an 11"."""
    word = phrase.split(" ", 1)[0].casefold()
    return f"{'an' if _starts_with_vowel_sound(word) else 'a'} {phrase}"


def _starts_with_vowel_sound(word: str) -> bool:
    if word[:1].isdigit():
        digits = "".join(c for c in word if c.isdigit())
        # eight, eighty..., eleven, eighteen (and eleven/eighteen thousand...)
        return digits.startswith("8") or (len(digits) % 3 == 2 and digits[:2] in ("11", "18"))
    if word.startswith(_AN_BEFORE):
        return True
    if word.startswith(_A_BEFORE):
        return False
    return word[:1] in ("a", "e", "i", "o", "u")


def plural(count: int, noun: str, many: str | None = None) -> str:
    """"1 card", "3 cards" ("1 gold", "5 gold" with many="gold")."""
    return f"{count} {noun if count == 1 else (many or noun + 's')}"


# -- wrapping Japanese ---------------------------------------------------------
# A terminal line of Japanese has no spaces to break at: rich folds it at any cell,
# so 、 or ) may open a line. These never open a line, and these never end one
# (kinsoku, JIS X 4051's simplest rules).
_NO_START = frozenset("、。，．・:;!?)]}」』）〕】ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
_NO_END = frozenset("([{「『（〔【")
# What a line may break between: each wide character alone, a run of anything else
# (a name, a number) whole, spaces as they come.
_UNITS = re.compile(r" +|[^\x00-\u10ff]|[^ \u1100-\uffff]+")


def cells(text: str) -> int:
    """The terminal cells `text` takes: two for each wide or fullwidth character."""
    return sum(2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


def fold_wide(text: str, width: int) -> str:
    """`text` with wide (CJK) characters folded to `width` cells as Japanese wraps
    (`wrap_wide`). Text with no wide character comes back as it is (the printer
    wraps it at spaces)."""
    if width <= 0 or cells(text) <= width or not any(cells(c) == 2 for c in text):
        return text
    return "\n".join(wrap_wide(text, width))


def wrap_wide(text: str, width: int, first: str = "", rest: str = "") -> list[str]:
    """Text with wide (CJK) characters wrapped to `width` cells as Japanese wraps:
    between any two wide characters, a name or a number kept whole, and no line
    opening with closing punctuation (、。)ー) or ending with an opening bracket.
    The first line starts with `first`, the others with `rest` (their cells count)."""
    lines: list[str] = []
    units: list[str] = []
    used = cells(first)
    for unit in _UNITS.findall(text):
        size = cells(unit)
        if units and used + size > width and not unit.isspace():
            carried: list[str] = []
            head = unit
            # closing punctuation stays with what it closes; an opening bracket goes
            # down with what it opens
            while len(units) > 1 and (head[0] in _NO_START or units[-1][-1] in _NO_END):
                head = units.pop()
                carried.insert(0, head)
            lines.append((rest if lines else first) + "".join(units).rstrip(" "))
            units = [u for u in carried if not u.isspace()]
            used = cells(rest) + sum(cells(u) for u in units)
        if unit.isspace() and not units:
            continue  # no line starts with a space
        units.append(unit)
        used += size
    lines.append((rest if lines else first) + "".join(units).rstrip(" "))
    return lines
