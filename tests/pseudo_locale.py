"""Reading a screen drawn in the pseudo-language `qps` (tda.i18n): every word tda
says comes wrapped in ⟦ＦＵＬＬＷＩＤＴＨ⟧, so a run of plain ASCII letters on screen is
either data (a player's or a save's name, a key, a card id) or a string that skipped
gettext. Helpers for tests/test_pseudo_locale.py.

The allow-lists below are named for the work that will empty them: words that are
still English because another helper of issue 29 converts them (the rules' prompts,
labels and reasons: engine-words; card names and texts: cards-words; Dragonmaster's
screens: dm-tui-words; game titles, bot descriptions: game-packages). After those
merges the lead drops each source and the test gets stricter.
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
# Words that are commands a player types, shown as they must be typed.
COMMAND_WORDS = frozenset({"tda", "resume", "replay", "last", "match", "game", "reveal"})


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
