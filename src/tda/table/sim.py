"""Many seeded bot games with invariant checks: a game's fuzzer and census.

Pure functions (no printing); `tda sim` adds the progress bar and the table. The game
(the default game unless told) supplies its configs, bots and per-step invariant
checks through its registry entry; `gambits` counts the game's stages (its `stage`).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .registry import game_of_config, get_game
from .session import play_bots

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
    failures: list[dict[str, Any]] = field(default_factory=list)  # {"seed", "error"}

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

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.update(mean_gambits=self.mean_gambits, mean_actions=self.mean_actions,
                    win_share=self.win_share)
        return data


def config_for(seed: int, players: int, ruleset: str | None, deck: str,
               **options: Any) -> Any:
    """The default game's bot config with seats named Ann, Bob, ... (another game's:
    its entry's `config_for`)."""
    return get_game().config_for(seed, players, ruleset=ruleset, deck=deck, **options)


def checked_game(config: Any, bot_names: Sequence[str], full_every: int = 25) -> Any:
    """Play one bot game, checking the game's invariants after every action (every
    seat's privacy every `full_every` actions); returns the state."""
    game = game_of_config(config)
    seats = len(config.players)
    bots = [game.make_bot(bot_names[i % len(bot_names)]) for i in range(seats)]
    on_events = game.checker(full_every) if game.checker else None
    state = play_bots(config, bots, on_events=on_events)
    again = game.replay(game.record_class.model_validate_json(state.record().model_dump_json()))
    for seat in range(seats):
        if again.view(seat) != state.view(seat):
            raise AssertionError(f"replaying the record gives a different view for seat {seat}")
    return state


def simulate(games: int, players: int = 4, ruleset: str | None = None, deck: str = "original",
             bots: Sequence[str] = ("random",), seed: int = 0, check_invariants: bool = True,
             progress: Callable[[int], None] | None = None, game: str | None = None,
             **options: Any) -> SimSummary:
    rules = get_game(game)
    # `ruleset` and `deck` go to a game whose config has them; another game takes its
    # own options only
    fields = rules.config_class.model_fields
    setup = {key: value for key, value in (("ruleset", ruleset), ("deck", deck))
             if key in fields}
    summary = SimSummary(games=games, players=players, deck=deck, bots=list(bots),
                         wins=[0.0] * players)
    for i in range(games):
        game_seed = seed + i
        config = rules.config_for(game_seed, players, **setup, **options)
        summary.ruleset = getattr(config, "ruleset_name", "") or ""
        try:
            if check_invariants:
                state = checked_game(config, bots)
            else:
                state = play_bots(config, [rules.make_bot(bots[k % len(bots)])
                                           for k in range(players)])
        except Exception as err:  # report the seed that reproduces it, keep going
            summary.failures.append({"seed": game_seed, "error": f"{type(err).__name__}: {err}",
                                     "trace": traceback.format_exc(limit=8)})
        else:
            summary.gambits += rules.stage(state)
            summary.actions += len(state.actions)
            for seat in state.result.winners:
                summary.wins[seat] += 1 / len(state.result.winners)
        if progress:
            progress(i + 1)
    return summary
