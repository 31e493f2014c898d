"""What changed since a seat's last turn, as lines any game's recap panel shows: each
line words and cards (the game's screen draws a card as its chip), marked when it
touched the seat the recap is for (`tda.tui.recap_view` draws them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RecapLine:
    """One thing that happened: words (str) and the game's cards, in order."""
    parts: tuple[object, ...]
    mine: bool = False  # it touched the seat the recap is for


@dataclass(frozen=True)
class Recap:
    lines: tuple[RecapLine, ...]
    earlier: int = 0  # lines left out at the top (the log still has them)


def signed(amount: int) -> str:
    """+3, −5 (a true minus sign), or '' for no change."""
    if amount > 0:
        return f"+{amount}"
    return f"−{-amount}" if amount < 0 else ""
