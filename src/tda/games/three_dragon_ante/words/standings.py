"""The final standings in words: each total beside the hole's share in it and the
stakes nobody won (ruling R16), so the figures on the game-over screen add up."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tda.engine import GameResult
from tda.engine import events as ev
from tda.games.three_dragon_ante.words.story import why_words
from tda.i18n import _


def hole_shares(log: Iterable[ev.Event]) -> dict[int, int]:
    """The gold each seat received from the hole when the game ended (Legendary, R9;
    tied winners split it, L11)."""
    shares: dict[int, int] = {}
    for event in log:
        if isinstance(event, ev.HoleAwarded):
            shares[event.seat] = shares.get(event.seat, 0) + event.amount
    return shares


def last_gambit_line(names: Sequence[str], log: Iterable[ev.Event]) -> str | None:
    """How the last gambit ended, in one line: the game ends straight after it, so no
    gambit summary was shown for it."""
    last = None
    for event in log:
        if isinstance(event, (ev.GambitWon, ev.GambitUndecided)):
            last = event
    if isinstance(last, ev.GambitWon):
        said = (_("Last gambit: {name} took the stakes, {amount} gold (weakest flight).")
                if last.reason == ev.WinRule.WEAKEST else
                _("Last gambit: {name} took the stakes, {amount} gold (strongest flight)."))
        return said.format(name=names[last.seat], amount=last.amount)
    if isinstance(last, ev.GambitUndecided):
        return _("Last gambit: nobody won it ({why}).").format(why=why_words(last.reason))
    return None


def ranking(result: GameResult) -> list[int]:
    """Seats from the most gold to the least; ties keep seat order."""
    return sorted(range(len(result.gold)), key=lambda seat: -result.gold[seat])


def standing_lines(names: Sequence[str], result: GameResult,
                   shares: dict[int, int], last_won: bool = False) -> list[str]:
    """One line per seat, best first, e.g. '1. Ann: 52 gold (incl. 7 from the hole)';
    then the stakes left on the table, if any. `names` are already fit for the screen.
    `last_won`: the last gambit had a winner, so gold left in the stakes came after
    (revised debts settled at the gambit's end pay into them): not "nobody won"."""
    lines = []
    for place, seat in enumerate(ranking(result), 1):
        gold, share = result.gold[seat], shares.get(seat)
        line = (_("{place}. {name}: {gold} gold (incl. {share} from the hole)") if share else
                _("{place}. {name}: {gold} gold")).format(place=place, name=names[seat],
                                                          gold=gold, share=share)
        if seat in result.winners:
            line += "  " + _("← winner")
        lines.append(line)
    if result.stakes:  # ruling R16: no gold may seem to vanish
        said = (_("The {amount} gold left in the stakes belongs to no one: it was left there "
                  "when the game ended.") if last_won else
                _("The {amount} gold left in the stakes belongs to no one: nobody won the last "
                  "gambit."))
        lines.append(said.format(amount=result.stakes))
    if result.hole_lost:  # Legendary 'hole in the house' (rules/ABILITIES.md 5.4)
        lines.append(_("The {amount} gold in the hole went to the house.").format(
            amount=result.hole_lost))

    return lines
