"""A third game for the tests, defined here and nowhere in tda (issue 29.5): two
players, two cards each from eight, two tricks; the higher card takes a trick, the
taker leads the next, most tricks wins (a tie is shared). Its `Game` entry is all the
table gets; `tests/toy_panel.py` is its table panel, and `COMMAND_LINE` its part of
the command line (a `--leader` flag). No shared file of tda names it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tda.bots.search import any_game_bot
from tda.cli_game import Flags, GameCommandLine
from tda.table.errors import TdaError
from tda.table.registry import Game, Presentation
from tda.table.turns import TurnMarks

NAME = "toy"
CARDS = tuple(range(1, 9))
HAND = 2


class ToyError(TdaError, ValueError):
    """An illegal action or a bad config."""


class ToyConfig(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    players: list[str]
    seed: int = 0
    leader: int = Field(0, ge=0, le=1)  # the seat that leads the first trick

    @field_validator("players")
    @classmethod
    def two(cls, players: list[str]) -> list[str]:
        if len(players) != 2:
            raise ValueError(f"the toy game is for 2 players, not {len(players)}")
        return players


class ToyRecord(BaseModel):
    game: Literal["toy"] = NAME
    config: ToyConfig
    actions: list[str] = []


@dataclass(frozen=True)
class Decision:
    kind: str
    seat: int
    prompt: str
    options: tuple[str, ...]
    labels: tuple[str, ...]


@dataclass(frozen=True)
class Played:  # an event: a card played, face up
    seat: int
    card: int


@dataclass(frozen=True)
class TrickTaken:
    seat: int


@dataclass(frozen=True)
class Result:
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class View:
    seat: int | None
    names: tuple[str, ...]
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[int, int], ...]
    tricks: tuple[int, ...]
    to_act: int | None
    decision: Decision | None
    log: tuple[Played | TrickTaken, ...]


class ToyState:
    def __init__(self, config: ToyConfig, hands: list[list[int]], unseen: list[int]) -> None:
        self.config, self.hands, self.unseen = config, hands, unseen
        self.names = list(config.players)
        self.n = 2
        self.trick: list[tuple[int, int]] = []
        self.tricks = [0, 0]
        self.leader = config.leader
        self.actions: list[str] = []
        self.log: list[Played | TrickTaken] = []

    @property
    def is_over(self) -> bool:
        return sum(self.tricks) == HAND

    @property
    def to_act(self) -> int | None:
        return None if self.is_over else (self.leader + len(self.trick)) % 2

    @property
    def decision(self) -> Decision | None:
        seat = self.to_act
        if seat is None:
            return None
        options = tuple(self.legal_actions())
        return Decision("play", seat, f"{self.names[seat]}: play a card", options,
                        tuple(f"Play the {o.split()[1]}" for o in options))

    @property
    def result(self) -> Result | None:
        if not self.is_over:
            return None
        return Result(tuple(self.tricks), tuple(s for s in (0, 1)
                                                if self.tricks[s] == max(self.tricks)))

    def legal_actions(self) -> list[str]:
        seat = self.to_act
        return [] if seat is None else [f"play {card}" for card in self.hands[seat]]

    def parse_action(self, text: str) -> str:
        if text not in self.legal_actions():
            raise ToyError(f"not a legal action now: {text!r}")
        return text

    def apply(self, action: str) -> list[Played | TrickTaken]:
        text = self.parse_action(str(action))
        seat, card = self.to_act, int(text.split()[1])
        assert seat is not None
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events: list[Played | TrickTaken] = [Played(seat, card)]
        if len(self.trick) == 2:
            self.leader = max(self.trick, key=lambda play: play[1])[0]
            self.tricks[self.leader] += 1
            self.trick = []
            events.append(TrickTaken(self.leader))
        self.actions.append(text)
        self.log.extend(events)
        return events

    def view(self, seat: int | None) -> View:
        decision = self.decision if seat is not None and seat == self.to_act else None
        return View(seat, tuple(self.names), () if seat is None else tuple(self.hands[seat]),
                    tuple(map(len, self.hands)), tuple(self.trick), tuple(self.tricks),
                    self.to_act, decision, tuple(self.log))

    def clone(self) -> ToyState:
        twin = ToyState(self.config, [list(h) for h in self.hands], list(self.unseen))
        twin.trick, twin.tricks, twin.leader = list(self.trick), list(self.tricks), self.leader
        twin.actions, twin.log = list(self.actions), list(self.log)
        return twin

    def determinize(self, seat: int, rng: random.Random) -> ToyState:
        """The other hand dealt anew from every card `seat` has not seen."""
        world = self.clone()
        other = 1 - seat
        pool = world.hands[other] + world.unseen
        rng.shuffle(pool)
        count = len(world.hands[other])
        world.hands[other], world.unseen = sorted(pool[:count]), pool[count:]
        return world

    def record(self) -> ToyRecord:
        return ToyRecord(config=self.config, actions=list(self.actions))


def new_game(config: ToyConfig) -> ToyState:
    deck = list(CARDS)
    random.Random(config.seed).shuffle(deck)
    return ToyState(config, [sorted(deck[:HAND]), sorted(deck[HAND:2 * HAND])], deck[2 * HAND:])


def replay(record: ToyRecord, upto: int | None = None) -> ToyState:
    state = new_game(record.config)
    for text in record.actions[:upto]:
        state.apply(text)
    return state


def config_for(seed: int, players: int, leader: object = 0, **options: object) -> ToyConfig:
    if options:
        raise ToyError(f"the toy game takes no options but leader, not {', '.join(options)}")
    return ToyConfig.model_validate({"players": ["Ann", "Bob", "Cid"][:players], "seed": seed,
                                     "leader": leader})


def tell(names: list[str], event: Played | TrickTaken) -> str:
    if isinstance(event, Played):
        return f"{names[event.seat]} plays the {event.card}."
    return f"{names[event.seat]} takes the trick."


def story(record: ToyRecord, state: ToyState) -> str:
    lines = [tell(state.names, event) for event in state.log]
    return f"Toy: {', '.join(state.names)} · seed {record.config.seed}\n" + "\n".join(lines) + "\n"


class Sampler:
    """Worlds for `seat`'s bot; it keeps a world already redealt, never the state."""

    def __init__(self, state: ToyState, seat: int) -> None:
        self.seat, self.world = seat, state.determinize(seat, random.Random(0))

    def sample(self, rng: random.Random) -> ToyState:
        return self.world.determinize(self.seat, rng)


class Marks(TurnMarks[int]):
    def mark(self, state: ToyState, seat: int) -> int:
        return len(state.log)

    @staticmethod
    def new_game(config: ToyConfig) -> ToyState:
        return new_game(config)


def tricks(state: ToyState) -> list[int]:
    return list(state.tricks)


GAME: Game[ToyState, ToyConfig, ToyRecord] = Game(
    name=NAME, title="Toy", config_class=ToyConfig, record_class=ToyRecord,
    new_game=new_game, replay=replay, config_for=config_for, players=(2, 2),
    progress=lambda state: f"trick {sum(state.tricks) + 1}",
    stage=lambda state: sum(state.tricks) + 1,
    summary=lambda record: "two cards each", story=story,
    make_bot=lambda name: any_game_bot(GAME, name), sampler=Sampler,
    scores=tricks, start_scores=lambda state: [0, 0], turn_marks=Marks.replayed,
    presentation=Presentation(panel="toy_panel:ToyPanel"))



class ToyCommandLine(GameCommandLine):
    """The toy's part of the command line: who leads the first trick."""
    title = "Toy"
    option = "leader"

    def add_flags(self, command: str, flags: Flags) -> None:
        flags.add("--leader", metavar="SEAT", help=flags.only(
            "the seat that leads the first trick: 0 (default) or 1"))


COMMAND_LINE = ToyCommandLine(NAME)
