"""GameState: the whole game as plain values, advanced one action at a time."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tda.table.phrase import Phrase
from tda.text import clip, quote, safe_name

from . import flights as _flights
from . import gambit as _gambit
from . import game_end as _game_end
from . import gold as _gold
from . import hands as _hands
from . import timelimit
from . import view as _view
from .abilities.windows import AbilityAsk
from .actions import Action, is_action, parse
from .errors import IllegalActionError
from .events import Event
from .powers import asking_power
from .steps import DecisionStep, Step
from .view import Decision

if TYPE_CHECKING:
    from .abilities.model import AbilityState
    from .card import Card
    from .config import GameConfig
    from .gambit_effects import GambitEffects
    from .record import GameRecord, GameResult
    from .rulesets import Ruleset
    from .sampling import Watch
    from .specials import DeckBuilding

# A debt: (debtor, creditor, amount); the creditor may be STAKES.
Debt = tuple[int, int, int]
# Events and actions as linked chains, newest first: (item, older chain) or None.
Chain = tuple[Any, "Chain"] | None


class GameState:
    """One game. Mutated by `apply`; copy with `clone` before exploring.

    Every field is declared here, once, with its type (the slots are made from
    these annotations). The rules that act on the state are plain functions in
    the modules named after them (gold.py, hands.py, flights.py, gambit.py,
    game_end.py, view.py), bound below as its methods: `g.pay(...)` is
    `gold.pay(g, ...)` (each module imported as `_gold`...: `hands`, `flights`
    and `gambit` are also fields). `clone()` either shares a field (set once, or an
    immutable value) or copies it; tests/test_state_fields.py walks every field
    of a clone, and `sampling.py` says what a sampler does with each one."""

    # -- set at setup, never changed ------------------------------------
    config: GameConfig
    rules: Ruleset
    cards: tuple[Card, ...]  # the card table: a card is its index in it
    by_id: dict[str, int]  # card id -> index
    n: int  # seats
    names: tuple[str, ...]
    everyone: int  # a `known` mask with every seat's bit set
    play_acts: tuple[Action, ...]  # `play <card>` by card index, built once
    ante_acts: tuple[Action, ...]  # `ante <card>` by card index
    # -- the table --------------------------------------------------------
    rng: int  # the game's one generator (rng.py): a plain int
    hoards: list[int]
    stakes: int
    debts: list[Debt]  # oldest first
    hole: list[int]  # Legendary: each seat's count in the hole this gambit (R9)
    hands: list[list[int]]
    flights: list[list[int]]
    ante: list[int]
    ante_hidden: list[int]  # each seat's face-down ante choice, or -1
    deck: list[int]  # the top card last
    discard: list[int]
    known: list[int]  # per card: a bit per seat that knows where it is
    out: list[bool]  # knocked out (GameConfig.end_players_left)
    seat_orders: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # (clockwise, opponents)
    # -- the gambit and the round -----------------------------------------
    gambit: int
    round: int
    leader: int
    turn_seat: int
    round_cards: list[int]  # each seat's card this round, or -1
    last_strength: int
    round_played: bool
    collected: list[set[str]]  # special flights each seat completed this gambit
    triggered: set[int]  # flight cards whose power triggered this gambit
    druid: str | None  # the card whose triggered power makes the weakest win (R2)
    priest: int  # the seat whose Priest leads next round, or -1 (R12)
    effects: GambitEffects  # lasting effects of cards played this gambit (immutable)
    building: DeckBuilding  # Legendary deck building: the specials in, set aside, known
    hole_total: int  # Legendary: the gold in the hole (R9)
    peeked: tuple[int, ...] | None  # cards the Silver Seer looked at, awaiting a choice
    # -- the table's optional rules (timelimit.py) ----------------------------
    time_called_in: int | None  # the gambit in which the table called time (A36), public
    # -- character abilities (rules/ABILITIES.md): None when the game has none --
    abilities: AbilityState | None  # immutable: replaced, never changed in place
    # -- pending work and history -----------------------------------------
    stack: list[Step]  # pending work, the top last (steps.py)
    gold_history: list[tuple[int, ...]]  # the hoards after each gambit
    result: GameResult | None
    _log: Chain  # events
    _acts: Chain  # actions
    _new: list[Event] | None  # the events of the action being applied
    _legal: list[Action] | None  # cached legal actions
    _watch: Watch | None  # what the game keeps for its samplers (sampling.py)

    __slots__ = tuple(__annotations__)  # the fields above, and no others

    # -- gold, debts and the stakes (gold.py) -----------------------------
    pay = _gold.pay
    owed = _gold.owed
    receive = _gold.receive
    steal = _gold.steal
    gain = _gold.gain
    settle_deferred_debts = _gold.settle_deferred_debts
    cancel_debts = _gold.cancel_debts
    debt_total = _gold.debt_total
    # -- the deck and the hands (hands.py) ----------------------------------
    rand_below = _hands.rand_below
    shuffle = _hands.shuffle
    room = _hands.room
    top_card = _hands.top_card
    reshuffle = _hands.reshuffle
    draw = _hands.draw
    buy = _hands.buy
    buy_payee = _hands.buy_payee
    take_random = _hands.take_random
    give = _hands.give
    hand_to = _hands.hand_to
    # -- seats, flights and scoring (flights.py) ----------------------------
    opponents = _flights.opponents
    clockwise = _flights.clockwise
    refresh_seat_orders = _flights.refresh_seat_orders
    extreme_opponents = _flights.extreme_opponents
    flight_strength = _flights.flight_strength
    count_in_flight = _flights.count_in_flight
    has_mixed_flight = _flights.has_mixed_flight
    can_win = _flights.can_win
    score_flight = _flights.score_flight
    scored_totals = _flights.scored_totals
    barred_seats = _flights.barred_seats
    reverse_scoring = _flights.reverse_scoring
    reverse_causes = _flights.reverse_causes
    decide_winner = _flights.decide_winner
    flight_colors = _flights.flight_colors
    counts_for_strength_flight = _flights.counts_for_strength_flight
    check_special_flights = _flights.check_special_flights
    collect_color_flight = _flights.collect_color_flight
    collect_strength_flight = _flights.collect_strength_flight
    take_strength_ante = _flights.take_strength_ante
    take_from_ante = _flights.take_from_ante
    ante_left = _flights.ante_left
    replace_in_flight = _flights.replace_in_flight
    discard_from_flight = _flights.discard_from_flight
    flight_owner = _flights.flight_owner
    # -- the gambit's rules the flow calls (gambit.py) ------------------------
    power_fires = _gambit.power_fires
    rounds_before_scoring = _gambit.rounds_before_scoring
    ante_revealed = _gambit.ante_revealed
    award_stakes = _gambit.award_stakes
    settle_gambit_ledgers = _gambit.settle_gambit_ledgers
    gambit_started = _gambit.gambit_started
    turn_started = _gambit.turn_started
    choose_next_leader = _gambit.choose_next_leader
    end_gambit_now = _gambit.end_gambit_now
    # -- the game's end (game_end.py) ---------------------------------------
    check_game_end = _game_end.check_game_end
    knock_out = _game_end.knock_out
    finish = _game_end.finish
    # -- what a seat may see (view.py) ---------------------------------------
    view = _view.view
    hidden_from = _view.hidden_from
    determinize = _view.determinize

    # -- the public surface ---------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def to_act(self) -> int | None:
        """The seat that must decide now (None once the game is over)."""
        if not self.stack:
            return None
        frame = self.stack[-1]
        assert isinstance(frame, DecisionStep)  # `run` leaves a decision on top, or none
        return frame.seat

    @property
    def decision(self) -> Decision | None:
        if not self.stack:
            return None
        frame = self._due()
        options = self.legal_actions()
        return Decision(frame.kind, frame.seat, frame.prompt(self), tuple(options),
                        labels=tuple(frame.describe(self, a) for a in options),
                        # an ability's question is its holder's, not the power's
                        source=None if type(frame) is AbilityAsk else asking_power(self.stack),
                        needless=frame.needless(self, options))

    @property
    def decision_kind(self) -> str | None:
        """`decision.kind` without building the prompt and labels (search bots
        ask it at every step of a playout)."""
        if not self.stack:
            return None
        frame = self.stack[-1]
        assert isinstance(frame, DecisionStep)
        return frame.kind

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take now, in a stable order."""
        if self._legal is None:
            if not self.stack:
                return []
            self._legal = self._due().options(self)
        return self._legal

    def parse_action(self, text: str) -> Action:
        """Parse a canonical action string and check it is legal now (the table's
        `call time` included: allowed now, though never in legal_actions())."""
        action = parse(text)
        if action.verb == "call":
            return timelimit.check_call(self, action)
        return self._legal_match(action)

    def apply(self, action: Action | str) -> list[Event]:
        """Take one legal action; returns the events it caused (unredacted).

        Only a genuine Action or its canonical string is accepted; anything else
        raises IllegalActionError before the state is touched."""
        if isinstance(action, str):
            action = parse(action)
        try:
            action = self._legal_match(action)
        except IllegalActionError:
            if is_action(action) and action.verb == "call":  # the table's `call time`
                return self._apply_table_action(action)
            raise
        events: list[Event] = []
        self._new = events
        self._acts = (action, self._acts)
        if self._watch is not None:
            self._watch.moved()  # samplers made for the last decision go stale
        frame = self.stack.pop()
        assert isinstance(frame, DecisionStep)  # the legal match above found one due
        self._legal = None
        frame.resolve(self, action)
        self.run()
        self._new = None
        return events

    def _apply_table_action(self, action: Action) -> list[Event]:
        """`call time` (timelimit.py): recorded like any action, no seat's decision
        taken: the decision due stays due, its legal actions unchanged."""
        action = timelimit.check_call(self, action)
        events: list[Event] = []
        self._new = events
        self._acts = (action, self._acts)
        # Samplers made for the decision due stay usable: the table may call time
        # while a bot thinks (in a thread) about that very decision, which stays due.
        timelimit.call_time(self)
        self._new = None
        return events

    @property
    def actions(self) -> list[str]:
        """Every action taken so far as canonical strings, oldest first."""
        return [str(a) for a in _unchain(self._acts)]

    @property
    def log(self) -> list[Event]:
        """Every event so far, unredacted (use `view(seat).log` for a seat's)."""
        return _unchain(self._log)

    def record(self) -> GameRecord:
        from .record import GameRecord
        return GameRecord(config=self.config, actions=self.actions)

    def clone(self) -> GameState:
        new = GameState.__new__(GameState)
        # Shared: set once at setup, or immutable values (ints, tuples, frozen
        # records, the event chains). Spelled out, not looped over: plain
        # attribute copies are several times cheaper than setattr/getattr, and a
        # field left out here fails tests/test_state_fields.py.
        new.config, new.rules = self.config, self.rules
        new.cards, new.by_id = self.cards, self.by_id
        new.n, new.names, new.everyone, new.rng = self.n, self.names, self.everyone, self.rng
        new.seat_orders, new.play_acts, new.ante_acts = (self.seat_orders, self.play_acts,
                                                         self.ante_acts)
        new.stakes, new.gambit, new.round, new.leader = (self.stakes, self.gambit, self.round,
                                                         self.leader)
        new.turn_seat, new.last_strength, new.round_played = (self.turn_seat, self.last_strength,
                                                              self.round_played)
        new.druid, new.priest, new.result = self.druid, self.priest, self.result
        new._log, new._acts, new._legal = self._log, self._acts, self._legal
        new.effects, new.building = self.effects, self.building
        new.hole_total, new.peeked = self.hole_total, self.peeked
        new.time_called_in = self.time_called_in
        new.abilities = self.abilities  # immutable (abilities/model.py)
        new.hoards = self.hoards[:]
        new.debts = self.debts[:]
        new.hole = self.hole[:]
        new.hands = [h[:] for h in self.hands]
        new.flights = [f[:] for f in self.flights]
        new.ante = self.ante[:]
        new.ante_hidden = self.ante_hidden[:]
        new.deck = self.deck[:]
        new.discard = self.discard[:]
        new.known = self.known[:]
        new.out = self.out[:]
        new.round_cards = self.round_cards[:]
        new.collected = [set(c) for c in self.collected]
        new.triggered = set(self.triggered)
        new.stack = self.stack[:]
        new.gold_history = self.gold_history[:]
        new._new = new._watch = None
        return new

    # -- the driver ------------------------------------------------------
    def _due(self) -> DecisionStep:
        """The decision on top of the stack (`run` leaves one there, or none)."""
        frame = self.stack[-1]
        assert isinstance(frame, DecisionStep), frame
        return frame

    def push(self, frame: Step) -> None:
        self.stack.append(frame)

    def emit(self, event: Event) -> None:
        self._log = (event, self._log)
        if self._new is not None:
            self._new.append(event)

    def run(self) -> None:
        """Run automatic steps until a real decision (two or more options) is due."""
        stack = self.stack
        while stack:
            frame = stack[-1]
            if isinstance(frame, DecisionStep):
                options = frame.options(self)
                if len(options) > 1:
                    self._legal = options
                    return
                stack.pop()
                if options:  # a forced choice is taken for the seat
                    frame.resolve(self, options[0])
                continue
            stack.pop()
            frame.run(self)

    def _legal_match(self, action: object) -> Action:
        """The legal action equal to `action` (the game's own instance, so nothing
        the caller built is kept), or IllegalActionError saying why not."""
        legal = self.legal_actions()
        for option in legal:
            if option is action:  # the usual case: a bot hands back one of the options
                return option
        if not is_action(action):
            raise IllegalActionError(f"not an action: {quote(action)} "
                                     f"({type(action).__name__}); give an Action from "
                                     f"legal_actions() or its canonical string")
        for option in legal:
            if option == action:
                return option
        raise self._illegal(action)

    def _illegal(self, action: Action) -> IllegalActionError:
        """The refusal of `action`: for the programmer, the decision by its kind; for
        the player (`phrase`), by its prompt, as the table asked it."""
        shown = clip(str(action))  # its words came from the caller: keep them short
        if self.is_over:
            return IllegalActionError(f"the game is over; {shown} cannot be played",
                                      phrase=Phrase("error.game-over", action=shown))
        legal = tuple(str(a) for a in self.legal_actions())
        frame = self._due()
        seat = frame.seat
        prompt = frame.prompt(self)
        return IllegalActionError(
            f"{shown} is not legal now ({frame.kind} for seat {seat}); "
            f"legal actions: {', '.join(legal)}",
            # a seat's name is data, shown safely by the words (safe_name)
            phrase=Phrase("error.action-not-legal", action=shown,
                          asked=prompt if isinstance(prompt, Phrase) else safe_name(prompt),
                          legal=legal))


FIELDS: tuple[str, ...] = GameState.__slots__  # every field, in declaration order


def _unchain(chain: Chain) -> list[Any]:  # a chain's items: events or actions
    out = []
    while chain:
        out.append(chain[0])
        chain = chain[1]
    out.reverse()
    return out


__all__ = ["GameState"]
