"""Japanese lines break where Japanese breaks (issue 31.3; JAPANESE.md 2.5.1).

Rich (`Text.wrap`) and Textual (`Content.wrap`, which every Static and Label uses)
both ask `rich._wrap.divide_line` where to break a line, and it breaks at spaces
only: a Japanese sentence was folded at any cell, and a line could start with 。 or
、. `install()` gives both, by the name each module calls, a divide that breaks
between CJK characters by the kinsoku rules of `tda.text`; a line with
no CJK character is divided by Rich's own function, so English wraps as ever.
"""

from __future__ import annotations

import rich.text
import textual.content
from rich._wrap import divide_line as rich_divide_line

from tda.text import break_offsets, has_cjk


def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
    """`rich._wrap.divide_line`, with Japanese breaking rules where the text has CJK."""
    if has_cjk(text):
        return break_offsets(text, width, fold)
    return rich_divide_line(text, width, fold)


def install() -> None:
    """Every Rich text and Textual content wraps with `divide_line` from now on."""
    rich.text.divide_line = divide_line
    textual.content.divide_line = divide_line
