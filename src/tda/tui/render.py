"""Turning decisions and lines into styled text for every game's table (no game logic
here; each game's screens draw its own cards)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rich.text import Text

from tda.i18n import _, pgettext
from tda.table.phrase import Phrase
from tda.text import is_you, safe_name
from tda.words import render


class Asked(Protocol):
    """A decision of any game, as the table shows it."""

    @property
    def seat(self) -> int: ...

    @property
    def prompt(self) -> Phrase | str: ...

    @property
    def options(self) -> Sequence[Any]: ...

    @property
    def labels(self) -> Sequence[Phrase | str]: ...


class Named(Protocol):
    """A view of any game: its seats' names."""

    @property
    def names(self) -> Sequence[str]: ...

def chip_row(head: Text, chips: list[Text], width: int, indent: int = 2) -> Text:
    """`head` then `chips` one space apart, wrapped between chips, never inside one:
    Rich wraps at any space, and "6 Green·E" came apart over two rows at 80 columns
    (issue 27.19). A row after the first starts `indent` spaces in; `width` 0 (not laid
    out yet) leaves the wrapping to Rich."""
    text = head.copy()
    column = head.cell_len
    for i, chip in enumerate(chips):
        if i and width and column + 1 + chip.cell_len > width:
            text.append("\n" + " " * indent)
            column = indent
        elif i:
            text.append(" ")
            column += 1
        text.append_text(chip)
        column += chip.cell_len
    return text


NBSP = "\u00a0"  # a space a line never breaks at (GameLog wraps at plain spaces only)


def names_of(view: Named) -> list[str]:
    """Every seat's name fit for the screen."""
    return [safe_name(n) for n in view.names]


def plain(text: str) -> Text:
    """A line that may hold a player's words, as Text: Textual reads a bare string as
    markup, so a name like '[/b]' would crash the screen and '[@click=...]' would
    make a live link. Text is shown exactly as written."""
    return Text(text)


def option_label(decision: Asked, index: int) -> Text:
    """Option `index` of a decision as the decider reads it: the engine's words for
    what it does (names escaped, shown as plain text, never as markup)."""
    if index < len(decision.labels):
        return plain(safe_name(render(decision.labels[index])))
    return plain(safe_name(str(decision.options[index])))  # a view without labels


def question_of(decision: Asked, names: list[str]) -> str:
    """A decision's question without the decider's name in front (the panel's
    title names them): "Give Ann an evil dragon weaker than 10, or pay 5 gold"."""
    prompt = safe_name(render(decision.prompt))
    prefix = f"{names[decision.seat]}: "
    question = prompt.removeprefix(prefix)
    return question[:1].upper() + question[1:]


def to_act_mark() -> str:
    """The mark before whose turn it is, in the status line and the seats table of
    every game; the language's (▶ is East Asian Ambiguous, two cells in many Japanese
    terminals: issue 31)."""
    return pgettext("mark: whose turn", "▶")


def append_turn(text: Text, names: list[str], to_act: int, thinking: int | None) -> None:
    """Whose turn it is, first on every game's status line: the seat to act, or the
    bot thinking for it, after the language's mark."""
    if thinking is not None:
        name = names[thinking]
        text.append(to_act_mark() + " " + (_("You are thinking…") if is_you(name) else
                                           _("{name} is thinking…").format(name=name)),
                    style="bold italic")
    else:
        text.append(to_act_mark() + " " + _("{name} to act").format(name=names[to_act]),
                    style="bold reverse")


def seat_mark(seat: int, to_act: int | None, thinking: int | None) -> str:
    """A seats table's mark before a seat: whose turn it is, or a bot thinking."""
    return to_act_mark() if seat == to_act else (thinking_mark() if seat == thinking else "")


def thinking_mark() -> str:
    """The seats table's mark beside a bot that is thinking (… is East Asian Ambiguous)."""
    return pgettext("mark: a bot thinking", "…")


def glyphs(said: str) -> str:
    """A run of marks the chart takes one cell at a time, without the brackets the
    pseudo-language (`qps`, for tests) puts round every message: they would be taken
    for bars."""
    return said.removeprefix("⟦").removesuffix("⟧") or said


def bars() -> str:
    """The gold chart's bars, lowest to highest after a blank (never drawn: a hoard
    with gold shows at least the lowest). The language's: the block elements are
    East Asian Ambiguous, two cells in many Japanese terminals, so a language may
    draw fewer heights in characters of one fixed cell (issue 31)."""
    return glyphs(pgettext("mark: gold chart bars, lowest to highest after a blank",
                           " ▁▂▃▄▅▆▇█"))


def no_gold() -> str:
    """The chart's mark for no gold, one cell: an empty hoard is a data point too (a
    blank would read as "missing")."""
    return glyphs(pgettext("mark: gold chart, no gold", "·"))


def gold_bars(series: list[list[int]], width: int) -> list[str]:
    """One bar line per player on a shared scale, so equal gold looks equal across
    lines; a dot means no gold. Longer games are sampled down to `width`, first and
    last gambit kept."""
    top = max((g for line in series for g in line), default=0) or 1
    heights, none = bars(), no_gold()
    lines = []
    for line in series:
        if len(line) > width:  # keep the first and last gambit, sample between
            line = [line[round(i * (len(line) - 1) / (width - 1))] for i in range(width)]
        lines.append("".join(none if g <= 0
                             else heights[max(1, round(g / top * (len(heights) - 1)))]
                             for g in line))
    return lines
