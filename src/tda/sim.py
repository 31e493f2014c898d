"""Many seeded bot games with invariant checks: the engine's fuzzer and census.

Pure functions (no printing); `tda sim` adds the progress bar and the table.
"""

from __future__ import annotations

import traceback
from dataclasses import asdict, dataclass, field
from typing import Callable, Sequence

from tda.bots import make_bot
from tda.engine import ConfigError, GameConfig, GameRecord, replay
from tda.engine.invariants import (check, check_events_redacted, check_set_aside_unseen,
                                   check_view_private)
from tda.session import play_bots

SEAT_NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")


@dataclass
class SimSummary:
    games: int = 0
    players: int = 0
    ruleset: str = ""
    deck: str = ""
    bots: list[str] = field(default_factory=list)
    gambits: int = 0
    actions: int = 0
    wins: list[float] = field(default_factory=list)  # per seat; tied winners share a win
    failures: list[dict] = field(default_factory=list)  # {"seed", "error"}

    @property
    def mean_gambits(self) -> float:
        return self.gambits / max(1, self.games - len(self.failures))

    @property
    def mean_actions(self) -> float:
        return self.actions / max(1, self.games - len(self.failures))

    @property
    def win_share(self) -> list[float]:
        done = max(1, self.games - len(self.failures))
        return [w / done for w in self.wins]

    def to_dict(self) -> dict:
        data = asdict(self)
        data.update(mean_gambits=self.mean_gambits, mean_actions=self.mean_actions,
                    win_share=self.win_share)
        return data


def config_for(seed: int, players: int, ruleset: str | None, deck: str, **options) -> GameConfig:
    """A bot game's config with seats named Ann, Bob, ..."""
    if not 2 <= players <= len(SEAT_NAMES):  # counted before a name is made for each seat
        raise ConfigError(f"a game needs 2 to {len(SEAT_NAMES)} players, not {players}")
    return GameConfig(players=list(SEAT_NAMES[:players]), ruleset=ruleset, deck=deck,
                      seed=seed, **options)


def checked_game(config: GameConfig, bot_names: Sequence[str], full_every: int = 25):
    """Play one bot game, checking invariants after every action; returns the state."""
    bots = [make_bot(bot_names[i % len(bot_names)]) for i in range(len(config.players))]
    total = None
    counter = 0

    def on_events(state, events):
        nonlocal total, counter
        if total is None:
            total = sum(state.hoards) + state.stakes + state.extra.get("hole_total", 0)
        check(state, total)
        check_events_redacted(events, state.n)
        check_set_aside_unseen(state, events)
        counter += 1
        if counter % full_every == 0:
            for seat in range(state.n):
                check_view_private(state, seat)

    state = play_bots(config, bots, on_events=on_events)
    again = replay(GameRecord.model_validate_json(state.record().model_dump_json()))
    for seat in range(state.n):
        if again.view(seat) != state.view(seat):
            raise AssertionError(f"replaying the record gives a different view for seat {seat}")
    return state


def simulate(games: int, players: int = 4, ruleset: str | None = None, deck: str = "original",
             bots: Sequence[str] = ("random",), seed: int = 0, check_invariants: bool = True,
             progress: Callable[[int], None] | None = None, **options) -> SimSummary:
    summary = SimSummary(games=games, players=players, deck=deck, bots=list(bots),
                         wins=[0.0] * players)
    for i in range(games):
        game_seed = seed + i
        config = config_for(game_seed, players, ruleset, deck, **options)
        summary.ruleset = config.ruleset_name
        try:
            if check_invariants:
                state = checked_game(config, bots)
            else:
                from tda.session import play_bots as play
                state = play(config, [make_bot(bots[k % len(bots)]) for k in range(players)])
        except Exception as err:  # report the seed that reproduces it, keep going
            summary.failures.append({"seed": game_seed, "error": f"{type(err).__name__}: {err}",
                                     "trace": traceback.format_exc(limit=8)})
        else:
            summary.gambits += state.gambit
            summary.actions += len(state.actions)
            for seat in state.result.winners:
                summary.wins[seat] += 1 / len(state.result.winners)
        if progress:
            progress(i + 1)
    return summary
