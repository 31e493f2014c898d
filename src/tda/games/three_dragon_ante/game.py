"""Three-Dragon Ante at the table: the game's `Game` entry (entry point
`three-dragon-ante` in the group `tda.games`).

The composition root of the game: here its rules engine, its card editions, its bots,
its story and its recap marks are handed to the table, and the editions fill the
engine's registries (decks, powers, ante effects). The engine never imports the cards;
a program that uses `tda.engine` alone gets them through this entry when it first
looks a deck up (`tda.engine.decks`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import cast

import tda.cards  # noqa: F401  (registers every edition, deck and power with the engine)
from tda.engine import ConfigError, GameConfig, GameRecord, GameState, Sampler, new_game, replay
from tda.engine.events import Event
from tda.engine.invariants import (
    check,
    check_events_redacted,
    check_set_aside_unseen,
    check_view_private,
)
from tda.engine.match import game_seed
from tda.games.three_dragon_ante.bots import DESCRIPTIONS, make_bot
from tda.games.three_dragon_ante.bots.ismcts import IsmctsBot, evaluate
from tda.games.three_dragon_ante.wire import THREE_DRAGON_ANTE_WIRE
from tda.games.three_dragon_ante.words.card_entries import card_messages
from tda.games.three_dragon_ante.words.phrases import data_messages
from tda.games.three_dragon_ante.words.recap import TurnMarks
from tda.games.three_dragon_ante.words.story import Storyteller
from tda.i18n import N_, _
from tda.table.registry import THREE_DRAGON_ANTE, Game, Presentation, Words, register_game
from tda.table.sim import SEAT_NAMES


def progress(state: GameState) -> str:
    return f"gambit {state.gambit}"


def bot_config(seed: int, players: int, ruleset: str | None = None, deck: str = "original",
               **options: object) -> GameConfig:
    """A bot game's config (seats Ann, Bob, ...); the original deck unless told."""
    if not 2 <= players <= len(SEAT_NAMES):  # counted before a name is made for each seat
        raise ConfigError(f"a game needs 2 to {len(SEAT_NAMES)} players, not {players}")
    return GameConfig(players=list(SEAT_NAMES[:players]), ruleset=ruleset, deck=deck,
                      seed=seed, **options)


def checker(full_every: int) -> Callable[[GameState, list[object]], None]:
    """`tda sim`'s checks after every action: gold conserved and the state sound,
    events redacted, set-aside specials unnamed; every view private every
    `full_every` actions."""
    total: int | None = None
    counter = 0

    def on_events(state: GameState, events: list[object]) -> None:
        nonlocal total, counter
        if total is None:
            total = sum(state.hoards) + state.stakes + state.hole_total
        check(state, total)
        logged = cast("list[Event]", events)  # the engine's own events: this game's checker
        check_events_redacted(logged, state.n)
        check_set_aside_unseen(state, logged)
        counter += 1
        if counter % full_every == 0:
            for seat in range(state.n):
                check_view_private(state, seat)
    return on_events


_POLICY = IsmctsBot(iterations=1)  # its heuristic playout policy, noise as the table's


def playout(world: GameState, rng: random.Random) -> object:
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
    # the deck and the rules by their names (the words --deck and --ruleset take)
    header = _("Three-Dragon Ante: {names} · {deck} deck · {rules} rules · seed {seed}").format(
        names=_(", ").join(state.names), deck=record.config.deck, rules=state.rules.name,
        seed=record.config.seed) + "\n\n"
    return header + "\n".join(lines) + "\n"


def match_game(config: GameConfig, match_seed: int, index: int) -> GameConfig:
    """Game `index` of a match (rules/ABILITIES.md 5.2, ruling A37): the same config,
    its seed the index-th of the match seed's stream (as `tda.engine.MatchConfig`)."""
    return config.model_copy(update={"seed": game_seed(match_seed, index)})


def stage(state: GameState) -> int:
    return state.gambit


def summary(record: GameRecord) -> str:
    return record.config.deck


def scores(state: GameState) -> Sequence[int]:
    assert state.result is not None, "scores are read once the game is over"
    return state.result.gold


def start_scores(state: GameState) -> Sequence[int]:
    return state.gold_history[0]


GAME: Game[GameState, GameConfig, GameRecord] = register_game(Game(
    name=THREE_DRAGON_ANTE,
    title=N_("Three-Dragon Ante"),  # said through the catalog wherever it is shown
    config_class=GameConfig,
    record_class=GameRecord,
    new_game=new_game,
    replay=replay,
    config_for=bot_config,
    players=(2, len(SEAT_NAMES)),
    progress=progress,
    stage=stage,
    summary=summary,
    story=story,
    make_bot=make_bot,
    sampler=Sampler,
    scores=scores,
    start_scores=start_scores,
    turn_marks=TurnMarks.replayed,
    presentation=Presentation(
        panel="tda.games.three_dragon_ante.tui.panel:ThreeDragonAntePanel",
        setup="tda.games.three_dragon_ante.tui.setup:ThreeDragonAnteSetup",
        table_rules="tda.games.three_dragon_ante.tui.setup:ThreeDragonAnteTableRules",
        bot_words=DESCRIPTIONS, setup_word="deck", score_word="gold"),
    checker=checker,
    variants=({}, {"deck": "legendary", "variant": "pick-em+show-em"},
              {"deck": "emperors-gambit", "ruleset": "revised"}),
    playout=playout,
    evaluate=values,
    match_game=match_game,
    wire=THREE_DRAGON_ANTE_WIRE,
    words=Words(modules=("tda.games.three_dragon_ante.words.phrases",
                         "tda.games.three_dragon_ante.words.cards",
                         "tda.games.three_dragon_ante.words.ability_settings"),
                data_messages=data_messages, card_messages=card_messages),
))
THREE_DRAGON_ANTE_GAME = GAME  # the name it had in tda.games
