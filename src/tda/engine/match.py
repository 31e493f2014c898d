"""A set number of games in a row (Emperor's Gambit; rules/ABILITIES.md 5.2, ruling A37).

The games share one base config and seat order; game i's seed is the i-th output of
the splitmix stream of the match's seed, so the whole match replays from one seed.
The match is won by the largest sum of final hoards (a knocked-out player's unpaid
debts do not count, R7: the hoards already leave them out; Legendary: the hole gold a
winner took is in their hoard). Ties share the match win.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .config import GameConfig, _random_seed
from .errors import RecordError
from .record import GameRecord, replay
from .rng import next_state, seed_state
from .setup import new_game
from .state import GameState

MAX_GAMES = 20


def game_seed(match_seed: int, index: int) -> int:
    """The seed of game `index` (0-based): the index-th output of the match seed's
    stream, cut to 31 bits like a seed chosen at random."""
    state = seed_state(match_seed)
    out = 0
    for _ in range(index + 1):
        state, out = next_state(state)
    return out >> 33


class MatchConfig(BaseModel):
    """Several games in a row with the same players, deck and rules."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    games: int = Field(ge=1, le=MAX_GAMES, description="How many games are played.")
    base: GameConfig = Field(description="Every game's config; its seed is replaced.")
    seed: int = Field(default_factory=_random_seed, ge=0, description="The match's seed.")

    def game_config(self, index: int) -> GameConfig:
        """Game `index` (0-based): the base config with its own derived seed."""
        if not 0 <= index < self.games:
            raise ValueError(f"a {self.games}-game match has no game {index + 1}")
        return self.base.model_copy(update={"seed": game_seed(self.seed, index)})


class MatchRecord(BaseModel):
    """A match so far: its config and one record per game started (the last may be
    in progress). Replaying it rebuilds every game."""

    model_config = ConfigDict(extra="forbid")

    config: MatchConfig
    games: list[GameRecord] = Field(default_factory=list)

    @model_validator(mode="after")
    def _games_fit(self) -> MatchRecord:
        if len(self.games) > self.config.games:
            raise ValueError(f"{len(self.games)} games recorded for a "
                             f"{self.config.games}-game match")
        for index, record in enumerate(self.games):
            if record.config != self.config.game_config(index):
                raise ValueError(f"game {index + 1}'s config is not the match's")
        return self


class Match:
    """The games of a match, one after another: play `current` until it is over,
    then `next_game()`."""

    def __init__(self, config: MatchConfig, states: list[GameState] | None = None) -> None:
        self.config = config
        self.states = states or [new_game(config.game_config(0))]

    @property
    def current(self) -> GameState:
        return self.states[-1]

    @property
    def number(self) -> int:
        """The current game's number, from 1."""
        return len(self.states)

    def next_game(self) -> GameState:
        """Start the next game (the current one must be over)."""
        if not self.current.is_over:
            raise ValueError(f"game {self.number} is not over yet")
        if self.number >= self.config.games:
            raise ValueError(f"the match is over: all {self.config.games} games were played")
        self.states.append(new_game(self.config.game_config(self.number)))
        return self.current

    @property
    def is_over(self) -> bool:
        return self.number == self.config.games and self.current.is_over

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's final hoards summed over the games finished so far."""
        totals = [0] * len(self.config.base.players)
        for state in self.states:
            if state.result is not None:
                for seat, gold in enumerate(state.result.gold):
                    totals[seat] += gold
        return tuple(totals)

    @property
    def winners(self) -> tuple[int, ...] | None:
        """The seats with the largest total once every game is over (ties share)."""
        if not self.is_over:
            return None
        totals = self.totals
        best = max(totals)
        return tuple(s for s, t in enumerate(totals) if t == best)

    def record(self) -> MatchRecord:
        return MatchRecord(config=self.config, games=[s.record() for s in self.states])


def replay_match(record: MatchRecord) -> Match:
    """Rebuild a match from its record; every game but the last must be over."""
    states = [replay(game) for game in record.games]
    for number, state in enumerate(states[:-1], 1):
        if not state.is_over:
            raise RecordError(f"game {number} of the match is not over, yet a later "
                              "game was recorded")
    return Match(record.config, states or None)


__all__ = ["MAX_GAMES", "Match", "MatchConfig", "MatchRecord", "game_seed", "replay_match"]
