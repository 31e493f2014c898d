"""Where a line of Japanese may break (issue 31.3; JAPANESE.md 2.5.1).

Rich and Textual break lines at spaces only and fold a longer "word" at whatever
cell it reaches: Japanese has no spaces, so a sentence was one word folded anywhere,
and a line could start with 。 or 、. Here a line may also break between two
characters when either is a wide (CJK) one, keeping the simplest kinsoku rules of
JIS X 4051: no line starts with closing punctuation, a long-vowel mark or a small
kana, none ends with an opening bracket; and a number stays with the counter after
it (5ゴールド). Text with no CJK character breaks exactly as Rich breaks it.

Words between spaces still move whole to the next line when they fit on one (a
list of names joined by ", " keeps each name whole); only a word wider than the
line, a Japanese sentence, is broken inside.

`break_offsets` has the shape of `rich._wrap.divide_line`, which the TUI replaces
with it (tda.tui.line_breaks); `wrap` is the same for text we wrap ourselves.

Pure: no rich, no textual.
"""

from __future__ import annotations

import re
import unicodedata

# Closing punctuation, a long-vowel mark, small kana: never at a line's start.
NO_START = frozenset("、。，．・：；！？）」』】〕〉》〙〗］｝ー～ゝゞヽヾ々"
                     "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"
                     ",.:;!?)]}%")
# Opening brackets: never at a line's end.
NO_END = frozenset("「『（【〔〈《〘〖［｛([{")
# Fullwidth Latin letters and digits (the pseudo-language's) are letters of a word,
# not characters a line breaks between.
_FULLWIDTH_ALNUM = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")


def cells(char: str) -> int:
    """The cells a character takes in a terminal: two for wide and fullwidth ones,
    none for a control character (as Rich counts them)."""
    if char < " ":
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def text_cells(text: str) -> int:
    return sum(cells(c) for c in text)


def _breaks_around(char: str) -> bool:
    """A character a line may break before or after: a wide one (kana, kanji, CJK
    punctuation), not a fullwidth Latin letter or digit."""
    return cells(char) == 2 and not _FULLWIDTH_ALNUM.match(char)


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


def units(text: str) -> list[tuple[int, int]]:
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


def _fold(word: str, start: int, width: int) -> list[int]:
    """Offsets inside a unit wider than a line, folded at `width` cells (a closing
    mark goes down with the character before it when the line keeps one)."""
    offsets: list[int] = []
    used = 0
    line_start = 0
    for i, char in enumerate(word):
        size = cells(char)
        if used + size > width and i > line_start:
            cut = i
            if char in NO_START and cells(char) == 2 and cut - 1 > line_start:
                cut -= 1
            offsets.append(start + cut)
            line_start = cut
            used = text_cells(word[cut:i])
        used += size
    return offsets


# Rich's words: a run of non-space with the spaces after it (the first takes any
# leading spaces too).
_WORD = re.compile(r"\s*\S+\s*")


def break_offsets(text: str, width: int, fold: bool = True) -> list[int]:
    """The offsets in `text` where new lines start when it is wrapped at `width`
    cells: `rich._wrap.divide_line`'s greedy filling of space-separated words, so a
    short word (a name in a list, "Ann:") moves to the next line whole; a word wider
    than the line that holds CJK (a Japanese sentence has no spaces) fills the line
    it starts on and breaks between its characters by the rules above."""
    offsets: list[int] = []
    used = 0
    for match in _WORD.finditer(text):
        start, end = match.span()
        word = match.group()
        length = text_cells(word.rstrip())
        if width - used >= length:
            used += text_cells(word)
        elif length > width and has_cjk(word):
            used = _fill(text, start, end, width, used, offsets, fold)
        elif length > width:
            if start:
                offsets.append(start)
            if fold:
                inner = _fold(word, start, width)
                offsets += inner
                used = text_cells(text[(inner[-1] if inner else start):end])
            else:
                used = text_cells(word)
        elif used and start:
            offsets.append(start)
            used = text_cells(word)
    return offsets


def _fill(text: str, start: int, end: int, width: int, used: int, offsets: list[int],
          fold: bool) -> int:
    """Place `text[start:end]`, a word wider than a line, from `used` cells into the
    current line on: it breaks between the units above. Returns the cells used on
    the last line."""
    for a, b in units(text[start:end]):
        a, b = a + start, b + start
        piece = text[a:b]
        length = text_cells(piece.rstrip())
        if width - used >= length:
            used += text_cells(piece)
        elif length > width:  # a run of letters longer than a line, inside
            if used and a:
                offsets.append(a)
            inner = _fold(piece, a, width) if fold else []
            offsets += inner
            used = text_cells(text[(inner[-1] if inner else a):b])
        else:
            if used and a:
                offsets.append(a)
            used = text_cells(piece)
    return used


def wrap(text: str, width: int) -> list[str]:
    """`text` as lines of at most `width` cells (trailing spaces dropped), breaking
    at spaces, and between CJK characters by the rules above."""
    if width <= 0:
        return [text]
    cuts = [0, *break_offsets(text, width), len(text)]
    return [text[a:b].rstrip() for a, b in zip(cuts, cuts[1:], strict=False)] or [""]
