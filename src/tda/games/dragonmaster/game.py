"""Dragonmaster at the table: the game's `Game` entry (entry point `dragonmaster` in
the group `tda.games`).

The composition root of the game: its rules engine, its bots, its story and its recap
marks are handed to the table here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence

from pydantic import ValidationError

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
from tda.games.dragonmaster.bots.levels import (
    DRAGONMASTER_BOTS,
    DragonmasterBot,
    make_dragonmaster_bot,
)
from tda.games.dragonmaster.bots.search import hand_value, playout_action
from tda.games.dragonmaster.wire import DRAGONMASTER_WIRE
from tda.games.dragonmaster.words.card_entries import card_messages
from tda.games.dragonmaster.words.story import tell as tell_dragonmaster
from tda.i18n import N_, _
from tda.table.phrase import Phrase
from tda.table.registry import Game, Presentation, Words, register_game
from tda.table.sim import SEAT_NAMES

# What each bot a setup screen offers plays like: its levels module's words, and the
# bots every game seats.
BOT_WORDS = {**{name: text for name, (_, _, text) in DRAGONMASTER_BOTS.items()},
             "random": "plays any legal card at random",
             "search": "the search at its plainest settings"}
PLAYOUT_NOISE = 0.1  # how often a playout seat plays any legal card


def dragonmaster_config(seed: int, players: int, level: str = "basic",
                        **options: object) -> DragonmasterConfig:
    """A bot Dragonmaster game's config (seats Ann, Bob, ...); the basic game unless told."""
    if not 3 <= players <= 4:
        raise DragonmasterConfigError(f"Dragonmaster is for 3 or 4 players, not {players}",
                                      phrase=Phrase("dm.config.players", count=players))
    if level not in DM_LEVELS:
        raise DragonmasterConfigError(f"no Dragonmaster level {level!r} "
                                      f"(choose from: {', '.join(DM_LEVELS)})",
                                      phrase=Phrase("dm.config.level", level=repr(level),
                                                    known=tuple(DM_LEVELS)))
    try:
        return DragonmasterConfig.model_validate(
            {"players": list(SEAT_NAMES[:players]), "level": level, "seed": seed, **options})
    except ValidationError as err:
        raise DragonmasterConfigError(str(err)) from None


def dragonmaster_checker(full_every: int) -> Callable[[DragonmasterState, list[object]],
                                                          None]:
    """`tda sim`'s checks after every action: crystals conserved (every payment moves
    them from seat to seat), no hand larger than a deal, every view private every
    `full_every` actions."""
    total: int | None = None
    counter = 0

    def on_events(state: DragonmasterState, events: list[object]) -> None:
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

    def __init__(self, seats: Iterable[int]) -> None:
        self.seats = frozenset(seats)
        self._run: int | None = None

    @classmethod
    def of(cls, state: object, seats: Iterable[int]) -> NoTurnMarks:
        """The marks for `state` (a resumed game starts a fresh turn)."""
        return cls(seats)

    def before_action(self, state: DragonmasterState) -> None:
        if state.to_act is not None:
            self._run = state.to_act

    def is_new_turn(self, seat: int) -> bool:
        return seat != self._run

    def since(self, seat: int) -> None:
        return None


# The level as the story's header says it (the same words as the table's).
LEVEL_GAMES = {"basic": N_("basic game"), "advanced": N_("advanced game"),
               "expert": N_("expert game")}


def dragonmaster_story(record: DragonmasterRecord, state: DragonmasterState) -> str:
    """`tda export --story`: the game's log told plainly, under a header."""
    header = _("Dragonmaster: {names} · {level} · seed {seed}").format(
        names=_(", ").join(state.names), level=_(LEVEL_GAMES[record.config.level]),
        seed=record.config.seed) + "\n"
    return header + "\n".join(tell_dragonmaster(state.names, state.log)) + "\n"


def dragonmaster_bot(name: str) -> DragonmasterBot:
    """Dragonmaster's own bots and levels ('heuristic', 'easy', 'normal', 'hard',
    'ismcts', options after colons), else what every game seats ('random', 'search')."""
    bot: DragonmasterBot = make_dragonmaster_bot(name, lambda other: any_game_bot(GAME, other))
    return bot


def dragonmaster_playout(world: DragonmasterState, rng: random.Random) -> object:
    """The generic search's playout move: the heuristic's, with a little noise."""
    return playout_action(world, rng, PLAYOUT_NOISE)


def dragonmaster_values(world: DragonmasterState) -> list[float]:
    """Crystals against the average seat, and the share of the win once over."""
    start = (START_BALANCE,) * world.n
    return [hand_value(world, start, seat) for seat in range(world.n)]


def progress(state: DragonmasterState) -> str:
    return f"hand {state.hand_number} of round {state.round}"


def stage(state: DragonmasterState) -> int:
    return (state.round - 1) * HANDS_PER_ROUND + state.hand_number


def summary(record: DragonmasterRecord) -> str:
    return f"{record.config.level}, {len(record.config.players)} players"


def scores(state: DragonmasterState) -> Sequence[int]:
    return tuple(state.balances)


def start_scores(state: DragonmasterState) -> Sequence[int]:
    return (START_BALANCE,) * state.n


GAME: Game[DragonmasterState, DragonmasterConfig, DragonmasterRecord] = register_game(Game(
    name="dragonmaster",
    title=N_("Dragonmaster"),  # said through the catalog wherever it is shown
    config_class=DragonmasterConfig,
    record_class=DragonmasterRecord,
    new_game=dragonmaster_new_game,
    replay=dragonmaster_replay,
    config_for=dragonmaster_config,
    players=(3, 4),
    progress=progress,
    stage=stage,
    summary=summary,
    story=dragonmaster_story,
    make_bot=dragonmaster_bot,
    sampler=DragonmasterSampler,
    scores=scores,
    start_scores=start_scores,
    turn_marks=DragonmasterTurnMarks.replayed,
    presentation=Presentation(panel="tda.games.dragonmaster.tui.panel:DragonmasterPanel",
                              setup="tda.games.dragonmaster.tui.setup:DragonmasterSetup",
                              bot_words=BOT_WORDS, setup_word="level", score_word="crystals"),
    checker=dragonmaster_checker,
    variants=({}, {"level": "advanced"}, {"level": "expert"}),
    playout=dragonmaster_playout,
    evaluate=dragonmaster_values,
    wire=DRAGONMASTER_WIRE,
    words=Words(modules=("tda.games.dragonmaster.words.phrases",),
                card_messages=card_messages),
))
DRAGONMASTER_GAME = GAME  # the name it had in tda.games
