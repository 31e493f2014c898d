"""A match at the table: a set number of games in a row with the same seats
(rules/ABILITIES.md 5.2; rulings A37, L28, L43).

The table knows no game: a game that offers matches gives its registry entry a
`match_game(config, match_seed, index)` hook, game `index`'s config (0-based) from any
game's config of the match. Each seat's match total is the sum of its scores (the
game's `scores`, e.g. final gold) over the finished games; the
largest total wins and ties share the win (local ruling L43).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import TdaError
from .registry import AnyGame, game_names, get_game

MATCH_GAMES = 20  # the most games in a match (tda.engine.match.MAX_GAMES)


class MatchError(TdaError, ValueError):
    """A match that cannot be played as asked (a game without matches, a bad count)."""


def match_game_hook(game: AnyGame) -> Any:
    """The game's `match_game` hook, or a MatchError saying it plays no matches."""
    hook = game.match_game
    if hook is None:
        owners = " or ".join(get_game(name).title for name in game_names()
                             if get_game(name).match_game is not None)
        raise MatchError(f"{game.title} has no games-in-a-row option (it is {owners}'s)")
    return hook


@dataclass
class TableMatch:
    """The games of a match finished so far, and how many there are to be.
    `played` holds the finished games' states, in order; the game at the table (a
    `Session`'s state) is game `number`."""

    game: AnyGame
    games: int
    seed: int
    played: list[Any] = field(default_factory=list)
    records: list[Any] = field(default_factory=list)  # the played games' records

    def __post_init__(self) -> None:
        match_game_hook(self.game)
        if not 1 <= self.games <= MATCH_GAMES:
            raise MatchError(f"a match is 1 to {MATCH_GAMES} games, not {self.games}")
        if len(self.played) >= self.games:
            raise MatchError(f"{len(self.played)} games finished in a {self.games}-game match")
        if not self.records:
            self.records = [state.record() for state in self.played]

    @property
    def number(self) -> int:
        """The number of the game at the table, from 1."""
        return len(self.played) + 1

    @property
    def last_game(self) -> bool:
        return self.number == self.games

    def config(self, any_config: Any, index: int) -> Any:
        """Game `index`'s config (0-based), from any game's config of this match."""
        return match_game_hook(self.game)(any_config, self.seed, index)

    def totals(self, current: Any = None) -> tuple[int, ...]:
        """Each seat's scores summed over the finished games (and `current`, the game
        at the table, once it is over)."""
        states = [*self.played, *([current] if current is not None and current.is_over
                                  else [])]
        sums = [0] * len(self.game.scores(states[0])) if states else []
        for state in states:
            for seat, score in enumerate(self.game.scores(state)):
                sums[seat] += score
        return tuple(sums)

    def over(self, current: Any) -> bool:
        """Every game played: the last game is at the table and over."""
        return self.last_game and current.is_over

    def winners(self, current: Any) -> tuple[int, ...] | None:
        """The seats with the largest total once the match is over (ties share)."""
        if not self.over(current):
            return None
        totals = self.totals(current)
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    def advanced(self, current: Any) -> TableMatch:
        """The match once `current` (over) is finished: the next game is to come."""
        if not current.is_over:
            raise MatchError(f"game {self.number} is not over yet")
        if self.last_game:
            raise MatchError(f"the match is over: all {self.games} games were played")
        return TableMatch(self.game, self.games, self.seed, [*self.played, current],
                          [*self.records, current.record()])


def standings_line(names: Sequence[str], match: TableMatch, current: Any) -> str:
    """One line: who leads the match so far, or who won it once it is over (each
    seat's total is shown beside its name elsewhere)."""
    totals = match.totals(current)
    best = max(totals)
    leaders = [seat for seat, total in enumerate(totals) if total == best]
    who = " and ".join(names[seat] for seat in leaders)
    if match.over(current):
        verb = "wins" if len(leaders) == 1 else "share the win"
        return f"Match over after {match.games} games: {who} {verb} with {best} gold in all."
    done = match.number if current.is_over else match.number - 1
    verb = "leads" if len(leaders) == 1 else "lead"
    return f"Match after game {done} of {match.games}: {who} {verb} with {best} gold in all."


__all__ = ["MATCH_GAMES", "MatchError", "TableMatch", "match_game_hook", "standings_line"]
