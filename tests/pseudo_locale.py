"""Reading a screen drawn in the pseudo-language `qps` (tda.i18n): every word tda
says comes wrapped in ⟦ＦＵＬＬＷＩＤＴＨ⟧, so a run of plain ASCII letters on screen is
either data (a player's or a save's name, a key, a card id) or a string that skipped
gettext. Helpers for tests/test_pseudo_locale.py.

Data is all a screen may show in plain letters: issue 29.2 names player names, save
names and key names; the tests name the few other words a player types (a bot's
level, a deck's name), each with where it shows and why.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from textual.app import App
from textual.widget import Widget

WORD = re.compile(r"[A-Za-z]{2,}")  # a run of two or more plain ASCII letters

# Key names as the footer and the texts write them: data, the same in every language.
KEY_NAMES = frozenset({"esc", "Esc", "enter", "Enter", "Tab", "tab", "PgUp", "PgDn", "Home",
                       "End", "F1", "Ctrl", "ctrl", "space", "Space", "Del", "delete"})


def words_of(texts: Iterable[object]) -> set[str]:
    """The ASCII words in `texts` (str, or anything str() says)."""
    return {w.casefold() for text in texts for w in WORD.findall(str(text))}


@dataclass
class Allowed:
    """Words a screen may show in plain ASCII, each source named for why."""

    sources: dict[str, set[str]] = field(default_factory=dict)

    def add(self, source: str, texts: Iterable[object]) -> None:
        self.sources.setdefault(source, set()).update(words_of(texts))

    def __contains__(self, word: str) -> bool:
        # any case: a sentence may begin with a word the source has inside one
        return any(word.casefold() in words for words in self.sources.values())


def english_runs(lines: list[str], allowed: Allowed) -> list[tuple[int, str, str]]:
    """(row, word, the row) for every run of plain letters not allowed."""
    return [(row, word, line) for row, line in enumerate(lines)
            for word in WORD.findall(line) if word not in allowed]


def cut_off(app: App[Any]) -> list[str]:
    """Widgets drawn only in part on the screen on top, with no way to scroll to the
    rest: a row of buttons wider than the box, a label past the screen's edge."""
    screen = app.screen
    problems = []
    for widget, geometry in screen._compositor._full_map.items():
        if not isinstance(widget, Widget) or widget is screen or not widget.display:
            continue
        if geometry.clip.contains_region(geometry.region):
            continue
        if any(a.allow_vertical_scroll or a.allow_horizontal_scroll
               for a in widget.ancestors if isinstance(a, Widget)):
            continue  # the rest is a scroll away
        problems.append(f"{widget!r} at {geometry.region} cut to {geometry.clip}")
    return problems


def footer_cut(app: App[Any]) -> list[str]:
    """Footer keys drawn past the screen's edge or under the palette key (the
    footer scrolls sideways, so `cut_off` passes them): issue 29's leftover, the
    table's footer cut in the pseudo-language at 80x24."""
    from textual.widgets import Footer
    from textual.widgets._footer import FooterKey
    problems = []
    for footer in app.screen.query(Footer):
        keys = list(footer.query(FooterKey))
        palette = next((k for k in keys if k.has_class("-command-palette")), None)
        limit = palette.region.x if palette is not None else footer.region.right
        problems += [f"footer key {k.description!r} at {k.region} past column {limit}"
                     for k in keys if k is not palette and k.region.right > limit]
        if palette is not None and palette.region.right > footer.region.right:
            problems.append(f"the palette key at {palette.region} past the screen")
    return problems


def selects_cut(app: App[Any]) -> list[str]:
    """Lists of a fixed width (a seat's kind) or sharing their row (the gold preset
    beside the time limit) too narrow for the words chosen in them: issue 29's
    leftover, fixed-width setup widgets cut their text. (A list alone on its row
    shows what a row can.)"""
    from rich.cells import cell_len
    from textual.containers import Horizontal
    from textual.css.scalar import Unit
    from textual.widgets import Select
    problems = []
    for select in app.screen.query(Select):
        width = select.styles.width
        parent = select.parent
        shares_row = isinstance(parent, Horizontal) and parent.styles.layout is not None \
            and parent.styles.layout.name == "horizontal" \
            and sum(1 for child in parent.children if child.display) > 1
        fixed = width is not None and width.unit == Unit.CELLS
        hidden = any(not widget.display for widget in select.ancestors_with_self
                     if isinstance(widget, Widget))  # a seat the game has no chair for
        if hidden or not (fixed or shares_row):
            continue
        shown = next((str(label) for label, value in select._options
                      if value == select.value), "")
        if cell_len(shown) + 3 > select.region.width:
            problems.append(f"{select.id}: {shown!r} in {select.region.width} cells")
    return problems
