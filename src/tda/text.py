"""Showing untrusted text safely (seat names on screen, user input in error
messages), putting names into sentences (possessives, articles, a seat named
"You"), and where a line of Japanese may break (kinsoku).

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
# Where a line of Japanese may break (issue 31.3; JAPANESE.md 2.5.1). Rich, Textual
# and argparse break lines at spaces only and fold a longer "word" at whatever cell
# it reaches: Japanese has no spaces, so a sentence was one word folded anywhere, and
# a line could start with 。 or 、. Here a line may also break between two characters
# when either is a wide (CJK) one, by the line-start and line-end rules (kinsoku) of
# JIS X 4051 below, and a number stays with the counter after it (5ゴールド). Text
# with no wide character breaks exactly as Rich breaks it.
#
# One rule set and one routine (`break_offsets`) for every Japanese line: the TUI
# hands it to Rich and Textual (tda.tui.line_breaks); `wrap_wide` and `fold_wide` use
# it for what tda folds itself (`tda story`, the command line's help, a game's story
# told at a fixed width). It lives here, not in tda.words, because `tda --help` must
# import nothing heavy (tests/test_cli_startup.py) and tda.words brings the table.

# Never at a line's start, by JIS X 4051's classes: closing brackets and quotes
# (cl-02), hyphens and wave dashes (cl-03), ? and ! (cl-04), middle dots, colons and
# semicolons (cl-05), full stops (cl-06), commas (cl-07), iteration marks (cl-09), the
# long-vowel mark (cl-10), small kana (cl-11), and units written after a number
# (cl-20: % ‰ ° ℃); with their ASCII and halfwidth forms.
NO_START = frozenset(
    "）〕］｝〉》」』】〙〗〟｠’”»)]}｣"
    "‐゠–〜～"
    "？！‼⁇⁈⁉?!"
    "・：；･:;"
    "。．｡."
    "、，､,"
    "ヽヾゝゞ々〻"
    "ーｰ"
    "ぁぃぅぇぉっゃゅょゎゕゖ"
    "ァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｬｭｮｯ"
    "％%‰°′″℃")
# Never at a line's end: opening brackets and quotes (cl-01), and units written
# before a number (cl-19: ￥ ＄ ＃).
NO_END = frozenset("（〔［｛〈《「『【〘〖〝｟‘“«([{｢￥＄＃")
# Fullwidth Latin letters and digits (the pseudo-language's) are letters of a word,
# not characters a line breaks between.
_FULLWIDTH_ALNUM = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")
# Rich's words: a run of non-space with the spaces after it (the first takes any
# leading spaces too).
_WORD = re.compile(r"\s*\S+\s*")


def _is_wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")


def cells(text: str) -> int:
    """The terminal cells `text` takes: two for each wide or fullwidth character."""
    return sum(2 if _is_wide(c) else 1 for c in text)


def _breaks_around(char: str) -> bool:
    """A character a line may break before or after: a wide one (kana, kanji, CJK
    punctuation), not a fullwidth Latin letter or digit."""
    return _is_wide(char) and not _FULLWIDTH_ALNUM.match(char)


def has_cjk(text: str) -> bool:
    """Whether `text` holds a character lines break around (else Rich's rules hold)."""
    return not text.isascii() and any(_breaks_around(c) for c in text)


def _may_break(before: str, after: str) -> bool:
    """A break allowed between two characters, neither of them whitespace."""
    if not (_breaks_around(before) or _breaks_around(after)):
        return False  # inside a word of Latin letters or digits
    if after in NO_START or before in NO_END:
        return False
    return not (before.isdigit() and before.isascii() and _breaks_around(after))


def _units(text: str) -> list[tuple[int, int]]:
    """`text` cut into the spans no line breaks inside, each with the whitespace
    after it (as Rich's words: the first takes any leading whitespace)."""
    starts = [0]
    lead = len(text) - len(text.lstrip())  # the first unit holds the leading spaces
    for i in range(lead + 1, len(text)):
        before, after = text[i - 1], text[i]
        if after.isspace():
            continue
        if before.isspace() or _may_break(before, after):
            starts.append(i)
    starts.append(len(text))
    return [(a, b) for a, b in zip(starts, starts[1:], strict=False) if b > a]


def _fold(word: str, start: int, width: int, used: int = 0) -> list[int]:
    """Offsets inside a unit wider than a line, folded at `width` cells from `used`
    cells into its first line (as Rich's `chop_cells`; a closing mark goes down with
    the character before it when the line keeps one)."""
    offsets: list[int] = []
    line_start = 0
    for i, char in enumerate(word):
        size = cells(char)
        if used + size > width and i > line_start:
            cut = i
            if char in NO_START and size == 2 and cut - 1 > line_start:
                cut -= 1
            offsets.append(start + cut)
            line_start = cut
            used = cells(word[cut:i])
        used += size
    return offsets


def break_offsets(text: str, width: int, fold: bool = True,
                  first: int | None = None) -> list[int]:
    """The offsets in `text` where new lines start when it is wrapped at `width`
    cells (`first`: the cells the first line has room for, when a prefix takes some).

    This is `rich._wrap.divide_line`'s greedy filling of space-separated words, so a
    short word (a name in a list, "Ann:") moves to the next line whole; a word wider
    than the line that holds CJK (a Japanese sentence has no spaces) fills the line
    it starts on and breaks between its characters by the rules above. With `fold`,
    a word of letters wider than a line is cut where the line ends (as Rich cuts it);
    without, it runs past the line."""
    offsets: list[int] = []
    used = 0 if first is None else width - first  # below 0 when the first line has more room
    for match in _WORD.finditer(text):
        start, end = match.span()
        word = match.group()
        length = cells(word.rstrip())
        if width - used >= length:
            used += cells(word)
        elif length > width and has_cjk(word):
            used = _fill(text, start, end, width, used, offsets, fold)
        elif length > width:
            if start:
                offsets.append(start)
            if fold:
                inner = _fold(word, start, width, 0 if start else used)
                offsets += inner
                used = cells(text[(inner[-1] if inner else start):end])
            else:
                used = cells(word)
        elif used and start:
            offsets.append(start)
            used = cells(word)
    return offsets


def _fill(text: str, start: int, end: int, width: int, used: int, offsets: list[int],
          fold: bool) -> int:
    """Place `text[start:end]`, a word wider than a line, from `used` cells into the
    current line on: it breaks between the units above. Returns the cells used on
    the last line."""
    for a, b in _units(text[start:end]):
        a, b = a + start, b + start
        piece = text[a:b]
        length = cells(piece.rstrip())
        if width - used >= length:
            used += cells(piece)
        elif length > width:  # a run of letters longer than a line, inside
            broke = bool(used and a)
            if broke:
                offsets.append(a)
            inner = _fold(piece, a, width, 0 if broke else used) if fold else []
            offsets += inner
            used = cells(text[(inner[-1] if inner else a):b])
        else:
            if used and a:
                offsets.append(a)
            used = cells(piece)
    return used


def wrap_wide(text: str, width: int, first: str = "", rest: str = "") -> list[str]:
    """`text` as lines of at most `width` cells, broken by `break_offsets`: at spaces,
    and between wide (CJK) characters by kinsoku (a name or a number kept whole, no
    line opening with 、。)ー or ending with an opening bracket). The first line starts
    with `first`, the others with `rest` (their cells count); trailing spaces go."""
    room = width - cells(rest)
    if room <= 0 or width - cells(first) <= 0:
        return [first + text]
    cuts = [0, *break_offsets(text, room, first=width - cells(first)), len(text)]
    rows = [text[a:b].rstrip() for a, b in zip(cuts, cuts[1:], strict=False)]
    return [first + rows[0], *(rest + row for row in rows[1:])]


def fold_wide(text: str, width: int) -> str:
    """`text` with wide (CJK) characters folded to `width` cells as Japanese wraps
    (`wrap_wide`). Text with no wide character comes back as it is (the printer
    wraps it at spaces)."""
    if width <= 0 or cells(text) <= width or not any(_is_wide(c) for c in text):
        return text
    return "\n".join(wrap_wide(text, width))
