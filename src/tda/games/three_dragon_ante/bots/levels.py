"""Difficulty levels for the table: registry names mapping to bots with budgets."""

from __future__ import annotations

from tda.bots.options import HARD_SECONDS
from tda.games.three_dragon_ante.bots.base import register
from tda.games.three_dragon_ante.bots.heuristic import HeuristicBot
from tda.games.three_dragon_ante.bots.ismcts import IsmctsBot

# Both search levels also search the other seats' plays: at equal time that won
# 63% of two-player games against the plain search, and held its own against
# heuristic tables in every deck (benchmarks/README.md, "Bot strength").
# Neither deepens (deepen=1): at these budgets it measured level with the capped
# search (0.25 s head to head; at 1 s against heuristic tables, on hard's deals);
# it pays only with several seconds a move, more than a table should wait.


@register("easy", "a casual player who slips now and then")
def easy() -> HeuristicBot:
    return HeuristicBot(temperature=3.0)


@register("normal", "a steady player who thinks a moment")
def normal() -> IsmctsBot:
    return IsmctsBot(seconds=0.25, opponents=1)


@register("hard", "a sharp player who thinks about a second")
def hard() -> IsmctsBot:
    return IsmctsBot(seconds=HARD_SECONDS, opponents=1)
