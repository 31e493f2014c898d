"""The built-in games at the table: Three-Dragon Ante's and Dragonmaster's entries.

`tda.table` finds this module by name on its first lookup (it imports no game itself);
here the game's rules engine, its bots, its story and its recap marks are handed to
the table through one `Game` entry.
"""

from __future__ import annotations

from pydantic import ValidationError

from tda.bots import make_bot
from tda.bots.dragonmaster_levels import make_dragonmaster_bot
from tda.bots.dragonmaster_search import hand_value, playout_action
from tda.bots.ismcts import IsmctsBot, evaluate
from tda.bots.search import any_game_bot
from tda.dragonmaster import LEVELS as DM_LEVELS
from tda.dragonmaster import ConfigError as DragonmasterConfigError
from tda.dragonmaster import DragonmasterConfig, DragonmasterRecord, DragonmasterState
from tda.dragonmaster import events as dm_events
from tda.dragonmaster import new_game as dragonmaster_new_game
from tda.dragonmaster import replay as dragonmaster_replay
from tda.dragonmaster.recap import TurnMarks as DragonmasterTurnMarks
from tda.dragonmaster.state import HANDS_PER_ROUND, START_BALANCE
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.engine import ConfigError, GameConfig, GameRecord, GameState, Sampler, new_game, replay
from tda.engine.invariants import (
    check,
    check_events_redacted,
    check_set_aside_unseen,
    check_view_private,
)
from tda.engine.match import game_seed
from tda.recap import TurnMarks
from tda.story import Storyteller
from tda.table.registry import THREE_DRAGON_ANTE, Game, register_game
from tda.table.sim import SEAT_NAMES
from tda.wires import DRAGONMASTER_WIRE, THREE_DRAGON_ANTE_WIRE
from tda.words.dragonmaster_story import tell as tell_dragonmaster


def progress(state: GameState) -> str:
    return f"gambit {state.gambit}"


def bot_config(seed: int, players: int, ruleset: str | None = None, deck: str = "original",
               **options: object) -> GameConfig:
    """A bot game's config (seats Ann, Bob, ...); the original deck unless told."""
    if not 2 <= players <= len(SEAT_NAMES):  # counted before a name is made for each seat
        raise ConfigError(f"a game needs 2 to {len(SEAT_NAMES)} players, not {players}")
    return GameConfig(players=list(SEAT_NAMES[:players]), ruleset=ruleset, deck=deck,
                      seed=seed, **options)


def checker(full_every: int):
    """`tda sim`'s checks after every action: gold conserved and the state sound,
    events redacted, set-aside specials unnamed; every view private every
    `full_every` actions."""
    total = None
    counter = 0

    def on_events(state: GameState, events: list) -> None:
        nonlocal total, counter
        if total is None:
            total = sum(state.hoards) + state.stakes + state.hole_total
        check(state, total)
        check_events_redacted(events, state.n)
        check_set_aside_unseen(state, events)
        counter += 1
        if counter % full_every == 0:
            for seat in range(state.n):
                check_view_private(state, seat)
    return on_events


_POLICY = IsmctsBot(iterations=1)  # its heuristic playout policy, noise as the table's


def playout(world: GameState, rng) -> object:
    """The search's playout move: the heuristic's choice, with a little noise."""
    seat = world.to_act
    assert seat is not None, "a playout moves only in a game not over"
    return _POLICY.policy(world, seat, world.legal_actions(), rng)


def values(world: GameState) -> list[float]:
    """Gold and hand against the average opponent, and the result once over, per seat."""
    return [evaluate(world, seat) for seat in range(world.n)]


def story(record: GameRecord, state: GameState) -> str:
    """`tda export --story`: the game's log as the table tells it, under a header."""
    teller = Storyteller(state.names, state.cards)
    lines = [line for line in map(teller.tell, state.log) if line]
    header = (f"Three-Dragon Ante: {', '.join(state.names)} · {record.config.deck} deck · "
              f"{state.rules.name} rules · seed {record.config.seed}\n\n")
    return header + "\n".join(lines) + "\n"


def match_game(config: GameConfig, match_seed: int, index: int) -> GameConfig:
    """Game `index` of a match (rules/ABILITIES.md 5.2, ruling A37): the same config,
    its seed the index-th of the match seed's stream (as `tda.engine.MatchConfig`)."""
    return config.model_copy(update={"seed": game_seed(match_seed, index)})


THREE_DRAGON_ANTE_GAME = register_game(Game(
    name=THREE_DRAGON_ANTE,
    title="Three-Dragon Ante",
    config_class=GameConfig,
    record_class=GameRecord,
    new_game=new_game,
    replay=replay,
    config_for=bot_config,
    players=(2, len(SEAT_NAMES)),
    progress=progress,
    stage=lambda state: state.gambit,
    summary=lambda record: record.config.deck,
    story=story,
    make_bot=make_bot,
    sampler=Sampler,
    scores=lambda state: state.result.gold,
    start_scores=lambda state: state.gold_history[0],
    turn_marks=TurnMarks.replayed,
    checker=checker,
    variants=({}, {"deck": "legendary", "variant": "pick-em+show-em"},
              {"deck": "emperors-gambit", "ruleset": "revised"}),
    playout=playout,
    evaluate=values,
    match_game=match_game,
    wire=THREE_DRAGON_ANTE_WIRE,
))


# -- Dragonmaster -------------------------------------------------------------

PLAYOUT_NOISE = 0.1  # how often a playout seat plays any legal card


def dragonmaster_config(seed: int, players: int, level: str = "basic",
                        **options: object) -> DragonmasterConfig:
    """A bot Dragonmaster game's config (seats Ann, Bob, ...); the basic game unless told."""
    if not 3 <= players <= 4:
        raise DragonmasterConfigError(f"Dragonmaster is for 3 or 4 players, not {players}")
    if level not in DM_LEVELS:
        raise DragonmasterConfigError(f"no Dragonmaster level {level!r} "
                                      f"(choose from: {', '.join(DM_LEVELS)})")
    try:
        return DragonmasterConfig.model_validate(
            {"players": list(SEAT_NAMES[:players]), "level": level, "seed": seed, **options})
    except ValidationError as err:
        raise DragonmasterConfigError(str(err)) from None


def dragonmaster_checker(full_every: int):
    """`tda sim`'s checks after every action: crystals conserved (every payment moves
    them from seat to seat), no hand larger than a deal, every view private every
    `full_every` actions."""
    total = None
    counter = 0

    def on_events(state: DragonmasterState, events: list) -> None:
        nonlocal total, counter
        if total is None:
            total = START_BALANCE * state.n
        if sum(state.balances) != total:
            raise AssertionError(f"crystals not conserved: {sum(state.balances)} != {total}")
        for event in events:
            if isinstance(event, dm_events.CrystalsPaid) and event.amount < 0:
                raise AssertionError(f"a negative payment: {event}")
        counter += 1
        if counter % full_every == 0:
            for seat in range(state.n):
                view = state.view(seat)
                for other, count in enumerate(view.hand_counts):
                    if count != len(state.hands[other]):
                        raise AssertionError(f"seat {seat} sees a wrong count for {other}")
                for event in view.log:
                    if isinstance(event, dm_events.HandDealt) and event.seat != seat \
                            and event.cards:
                        raise AssertionError(f"seat {seat} sees {event.seat}'s deal")
    return on_events


class NoTurnMarks:
    """Turn marks for a game with no "since your last turn" recap: turns are
    followed (a turn is a run of one seat's decisions) but nothing is remembered."""

    def __init__(self, seats) -> None:
        self.seats = frozenset(seats)
        self._run: int | None = None

    @classmethod
    def of(cls, state, seats) -> NoTurnMarks:
        """The marks for `state` (a resumed game starts a fresh turn)."""
        return cls(seats)

    def before_action(self, state) -> None:
        if state.to_act is not None:
            self._run = state.to_act

    def is_new_turn(self, seat: int) -> bool:
        return seat != self._run

    def since(self, seat: int) -> None:
        return None


def dragonmaster_story(record: DragonmasterRecord, state: DragonmasterState) -> str:
    """`tda export --story`: the game's log told plainly, under a header."""
    header = (f"Dragonmaster: {', '.join(state.names)} · {record.config.level} game · "
              f"seed {record.config.seed}\n")
    return header + "\n".join(tell_dragonmaster(state.names, state.log)) + "\n"


def dragonmaster_bot(name: str):
    """Dragonmaster's own bots and levels ('heuristic', 'easy', 'normal', 'hard',
    'ismcts', options after colons), else what every game seats ('random', 'search')."""
    return make_dragonmaster_bot(name, lambda other: any_game_bot(DRAGONMASTER_GAME, other))


def dragonmaster_playout(world: DragonmasterState, rng) -> object:
    """The generic search's playout move: the heuristic's, with a little noise."""
    return playout_action(world, rng, PLAYOUT_NOISE)


def dragonmaster_values(world: DragonmasterState) -> list[float]:
    """Crystals against the average seat, and the share of the win once over."""
    start = (START_BALANCE,) * world.n
    return [hand_value(world, start, seat) for seat in range(world.n)]


DRAGONMASTER_GAME: Game = register_game(Game(
    name="dragonmaster",
    title="Dragonmaster",
    config_class=DragonmasterConfig,
    record_class=DragonmasterRecord,
    new_game=dragonmaster_new_game,
    replay=dragonmaster_replay,
    config_for=dragonmaster_config,
    players=(3, 4),
    progress=lambda state: f"hand {state.hand_number} of round {state.round}",
    stage=lambda state: (state.round - 1) * HANDS_PER_ROUND + state.hand_number,
    summary=lambda record: f"{record.config.level}, {len(record.config.players)} players",
    story=dragonmaster_story,
    make_bot=lambda name: dragonmaster_bot(name),
    sampler=DragonmasterSampler,
    scores=lambda state: tuple(state.balances),
    start_scores=lambda state: (START_BALANCE,) * state.n,
    turn_marks=DragonmasterTurnMarks.replayed,
    checker=dragonmaster_checker,
    variants=({}, {"level": "advanced"}, {"level": "expert"}),
    playout=dragonmaster_playout,
    evaluate=dragonmaster_values,
    wire=DRAGONMASTER_WIRE,
))
