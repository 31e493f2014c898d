"""The seat loop shared by headless runs and the TUI: who is human, who is a bot.

The session owns the game state; a UI asks it what to show and feeds it actions.
It never prints or sleeps, so the TUI can run bots in a worker thread.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tda.table.errors import ConfigError
from tda.table.phrase import Phrase
from tda.text import quote

from .bot_process import BotAnswer, BotRequest
from .clock import TableClock
from .match import TableMatch
from .protocol import GameState
from .registry import AnyGame, SeatBot, game_of_config, get_game

# The events an action brought, of whichever game is played (its own event classes).
Events = list[Any]

Bot = SeatBot  # anything with choose(view, legal, rng, sampler=None): the game's bots
Action = Any  # the game's action, or its canonical string

# The table's own action when its time limit runs out (rules/ABILITIES.md 5.1): a
# game whose config has `time_limit_minutes` accepts it at any decision.
CALL_TIME = "call time"


@dataclass(frozen=True)
class Seat:
    """A chair at the table: a human with a name, or a bot (registry name)."""
    name: str
    bot: str | None = None

    @property
    def is_human(self) -> bool:
        return self.bot is None

    @classmethod
    def parse(cls, text: str, index: int, game: str | None = None) -> Seat:
        """'Ann' is a human; 'bot:random' or 'bot:random:Robo' is a bot, and bot
        options go between level and name: 'bot:ismcts:seconds=4:deepen=1:Smaug'.
        The bot must be one `game` (default: the default game) can seat."""
        if text.startswith("bot:"):
            level, *rest = text.removeprefix("bot:").split(":")
            level = level or "random"
            # KEY=NUMBER parts belong to the bot; the one other part, if any, names it
            options = [part for part in rest if "=" in part]
            names = [part for part in rest if "=" not in part]
            if len(names) > 1:
                raise ConfigError(f"seat {quote(text)}: expected bot:LEVEL[:KEY=NUMBER...][:NAME]",
                                  phrase=Phrase("seat.form", seat=quote(text)))
            bot = ":".join([level, *options])
            get_game(game).make_bot(bot)  # unknown names and bad options fail here, with the valid ones listed
            name = names[0] if names and names[0] else f"{level.title()} {index + 1}"
            return cls(name, bot)
        if not text.strip():
            raise ConfigError("a human seat needs a name", phrase=Phrase("seat.no-name"))
        return cls(text.strip())


def bot_rngs(seed: int, seats: int) -> list[random.Random]:
    """One generator per bot seat, derived from the game's seed (deterministic)."""
    return [random.Random(seed * 1000 + seat) for seat in range(seats)]


class Session:
    """One game at a table of humans and bots."""

    def __init__(self, config: Any, seats: Sequence[Seat],
                 state: GameState | None = None, game_id: str | None = None,
                 on_change: Callable[[Session], None] | None = None,
                 played_seconds: float = 0.0, match: TableMatch | None = None,
                 remote_seats: Iterable[int] = ()) -> None:
        if len(seats) != len(config.players):
            raise ValueError("one seat per player name is needed")
        self.config = config
        self.game: AnyGame = game_of_config(config)
        self.game_id = game_id or uuid.uuid4().hex
        self.on_change = on_change  # e.g. an autosaver, called after every action
        self.seats = list(seats)
        self.state = state if state is not None else self.game.new_game(config)
        self.bots: dict[int, Bot] = {i: self.game.make_bot(s.bot)
                                     for i, s in enumerate(seats) if s.bot}
        self.rngs = bot_rngs(config.seed, len(seats))
        # Choices taken for a human because every option ended the same (ruling
        # L3): (events in the log before it, seat, why), for the table to say so.
        self.notes: list[tuple[int, int, Phrase | str]] = []  # (log position, seat, why)
        self._turns: Any = None  # the game's turn marks, built on first use
        # The table clock (local ruling L25): seconds of play, kept in the save.
        self.clock = TableClock(played_seconds)
        # Seats played from other terminals (`tda host`): humans, but not at this
        # keyboard, so no hot-seat cover is needed for them and the table waits for
        # the host to hear from them.
        self.remote_seats = frozenset(remote_seats)
        # Bots standing in for remote players who stayed away (seat -> bot name); in
        # `self.bots` too while they play, gone when the player is back.
        self.stand_ins: dict[int, str] = {}
        # A match (games in a row, `tda.table.match`): the games before this one; this
        # game is game `match.number` of it. None: a game on its own.
        self.match = match

    @property
    def match_over(self) -> bool:
        """Nothing left to play at this table: the game is over and, in a match, it was
        the match's last game."""
        return self.state.is_over and (self.match is None or self.match.last_game)

    @property
    def humans(self) -> list[int]:
        """The human seats at this keyboard (a remote seat's player is elsewhere)."""
        return [i for i, s in enumerate(self.seats) if s.is_human and i not in self.remote_seats]

    @property
    def hot_seat(self) -> bool:
        """Several humans share the keyboard: private information needs covering."""
        return len(self.humans) > 1

    @property
    def turns(self) -> Any:
        """Where each human's turns began, for the "since your last turn" recap. Built
        on first use by replaying the game's actions (a resumed game gets the marks it
        had), then kept up to date by `apply`."""
        if self._turns is None:
            self._turns = self.game.turn_marks(self.state, self.humans)
        return self._turns

    def stand_in(self, seat: int, bot: str) -> None:
        """Let bot `bot` play remote seat `seat` until its player is back."""
        self.bots[seat] = self.game.make_bot(bot)
        self.stand_ins[seat] = bot

    def give_back(self, seat: int) -> bool:
        """The player of `seat` is back: their stand-in leaves (True if there was one)."""
        if self.stand_ins.pop(seat, None) is None:
            return False
        del self.bots[seat]
        return True

    def is_bot_turn(self) -> bool:
        seat = self.state.to_act
        return seat is not None and seat in self.bots

    def bot_action(self) -> Action:
        """The action the bot to act chooses (pure: safe to call from a worker)."""
        seat = self.state.to_act
        if seat is None:
            raise ValueError("the game is over: no bot is to act")
        bot, state, legal = self.bots[seat], self.state, self.state.legal_actions()
        return bot.choose(state.view(seat), legal, self.rngs[seat],
                          sampler=sampler_for(self.game, bot, state, seat, legal))

    def bot_request(self) -> BotRequest:
        """What the bot to act may know, for a bot process (`tda.table.bot_process`):
        its view, the legal actions, its generator's state and the game's sampler."""
        seat = self.state.to_act
        if seat is None or seat not in self.bots:
            raise ValueError("no bot is to act")
        bot = self.seats[seat].bot or self.stand_ins.get(seat)
        assert bot is not None  # a seat in self.bots names its bot, or stands in
        return BotRequest(self.game.name, bot, self.state.view(seat),
                          tuple(self.state.legal_actions()), self.rngs[seat].getstate(),
                          self.game.sampler(self.state, seat))

    def apply_bot_answer(self, answer: BotAnswer) -> Events:
        """Play a bot process's answer for the bot to act, taking on its generator's
        new state as if the bot had thought here (the game stays the same game)."""
        seat = self.state.to_act
        if seat is None or seat not in self.bots:
            raise ValueError("no bot is to act")
        self.rngs[seat].setstate(answer.rng)
        return self.apply(answer.action)

    def apply(self, action: Action | str) -> Events:
        if self._turns is not None:
            self._turns.before_action(self.state)
        events = self.state.apply(action)
        if self.on_change is not None:
            self.on_change(self)
        return events

    def take_needless(self) -> Events | None:
        """Local ruling L3: when a human's decision has no real choice (every option
        provably ends the same), take its first option for them, note why, and
        return the events; None when the choice is theirs to make. The record keeps
        the action as usual, so replays see the same game."""
        seat = self.state.to_act
        if seat is None or seat in self.bots:
            return None
        decision = self.state.decision
        if not getattr(decision, "needless", None):
            return None
        self.notes.append((len(self.state.log), seat, decision.needless))
        return self.apply(decision.options[0])

    # -- the table clock and the time limit (local ruling L25) ------------------
    @property
    def time_limit(self) -> float | None:
        """The time limit in seconds (None: the table plays without one)."""
        minutes = getattr(self.config, "time_limit_minutes", None)
        return None if minutes is None else minutes * 60.0

    @property
    def played_seconds(self) -> float:
        return self.clock.played

    @property
    def time_left(self) -> float | None:
        """Seconds until the table calls time (0 once it has); None without a limit."""
        limit = self.time_limit
        return None if limit is None else max(0.0, limit - self.clock.played)

    @property
    def time_called(self) -> bool:
        return getattr(self.state, "time_called_in", None) is not None

    def start_clock(self, now: float) -> Events:
        """The table is open and playing: the clock runs from `now`."""
        self.clock.start(now)
        return self.tick(now)

    def stop_clock(self, now: float) -> None:
        """The table closes or pauses: count up to `now` and stop; the time played
        is saved (`on_change`) so a resumed game's clock goes on from here."""
        running = self.clock.running
        self.clock.stop(now)
        if running and self.on_change is not None and not self.state.is_over:
            self.on_change(self)

    def tick(self, now: float) -> Events:
        """Advance the clock to `now`; when it reaches the time limit, the table
        applies `call time` (once, whoever is to act; ruling A36). Returns the events
        of that call, or [] (nothing happened)."""
        self.clock.tick(now)
        left = self.time_left
        if left is None or left > 0 or self.state.is_over or self.time_called:
            return []
        # The table's action, no seat's: the turn marks (whose turn began when, for
        # the "since your last turn" recap) do not see it.
        events = self.state.apply(CALL_TIME)
        if self.on_change is not None:
            self.on_change(self)
        return events

    def viewer(self) -> int | None:
        """Whose private information the screen may show now: the human to act,
        the only human, or nobody (a public view) between hot-seat turns."""
        humans = self.humans
        seat = self.state.to_act
        if seat is not None and seat in humans:
            return seat
        if len(humans) == 1:
            return humans[0]
        return None


def sampler_for(game: AnyGame, bot: Bot, state: Any, seat: int, legal: Sequence[Any]) -> Any:
    """The sampler a bot gets for this decision, made only when it can be used: a
    sampler is a scrubbed copy of the game, made before the bot thinks, so one
    action alone to take, or a bot that never searches (`searches = False`), gets
    None instead of a copy nobody reads."""
    if len(legal) < 2 or not getattr(bot, "searches", True):
        return None
    return game.sampler(state, seat)


def play_bots(config: Any, bots: Sequence[Bot],
              on_events: Callable[[Any, Events], None] | None = None) -> Any:
    """Play a whole game with a bot in every seat."""
    game = game_of_config(config)
    state = game.new_game(config)
    rngs = bot_rngs(config.seed, len(bots))
    if on_events:
        on_events(state, state.log)
    while not state.is_over:
        seat = state.to_act
        assert seat is not None  # a game not over has a seat to act
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal, rngs[seat],
                                   sampler=sampler_for(game, bots[seat], state, seat, legal))
        events = state.apply(action)
        if on_events:
            on_events(state, events)
    return state
