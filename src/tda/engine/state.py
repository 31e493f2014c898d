"""GameState: the whole game as plain values, advanced one action at a time."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tda.table.phrase import Phrase
from tda.text import clip, quote, safe_name

from . import ante_effects, gambit_effects, hole, timelimit
from .abilities.windows import AbilityAsk
from .actions import Action, is_action, parse
from .errors import IllegalActionError
from .events import Event, GameEnded, LeaderChosen, PlayerKnockedOut
from .fields import FIELDS, Chain
from .flights import FlightEditsMixin, FlightsMixin
from .flow import GambitEnd
from .gambit_effects import NO_EFFECTS
from .gold import GoldMixin
from .hands import HandsMixin
from .powers import asking_power
from .steps import DecisionStep, Step
from .view import Decision, ViewMixin
from .words import DebtEnd, DebtRule, GameEnd, LeadReason, Outcome, Undecided

if TYPE_CHECKING:
    from .record import GameRecord


class GameState(GoldMixin, HandsMixin, FlightsMixin, FlightEditsMixin, ViewMixin):
    """One game. Mutated by `apply`; copy with `clone` before exploring."""

    __slots__ = FIELDS  # declared, typed, in fields.py

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
        frame = self._due()
        self.stack.pop()
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

    # -- hooks the rulesets and the flow call ----------------------------
    def power_fires(self, seat: int, card: int, natural: bool) -> bool:
        """Whether a played card's power triggers (the trigger rule, plus rule hooks)."""
        if natural or seat in self.effects.always_fires:  # the Legendary Archmage
            return True
        return self.rules.ante_effects and ante_effects.exarch_fires(self, card)

    def rounds_before_scoring(self) -> int:
        rounds = self.effects.min_rounds  # the Emperor sets 4
        if rounds == 3 and gambit_effects.wants_extra_round(self):  # Bronze Warlord (R14)
            return 4
        return rounds

    def ante_revealed(self) -> None:
        """Hook: the ante has just been revealed and the stakes paid."""
        if self.rules.ante_effects:
            ante_effects.revealed(self)

    def award_stakes(self, winner: int, amount: int) -> None:
        if not (ante_effects.split_stakes(self, winner, amount)  # the Adventurer (R15)
                or gambit_effects.split_stakes(self, winner, amount)):  # Legendary Priest
            self.gain(winner, amount)
        gambit_effects.give_gifts(self, winner)  # Gold Monarch

    def settle_gambit_ledgers(self) -> None:
        """Hook: end-of-gambit debt settlement (revised) or the hole (Legendary)."""
        if self.rules.debt == DebtRule.DEFERRED:
            self.settle_deferred_debts()  # ruling R8
        elif self.rules.debt == DebtRule.HOLE:
            hole.pay_into_hole(self)  # ruling R9, step 4

    def gambit_started(self) -> None:
        """Hook: a new gambit begins; the last one's lasting effects are dropped."""
        self.effects = NO_EFFECTS

    def turn_started(self, seat: int) -> None:
        """Hook: a turn begins, before any buying or playing."""
        if seat == self.leader and self.rules.ante_effects:
            ante_effects.spy_toll(self, seat)  # the round's first turn

    def choose_next_leader(self) -> None:
        """Strongest untied card this round leads; ties keep the leader; Priest overrides (R12)."""
        if self.priest >= 0 and not self.out[self.priest]:
            self.leader, self.priest = self.priest, -1
            self.emit(LeaderChosen(self.leader, LeadReason.PRIEST))
            return
        self.priest = -1
        cards = self.cards
        played = [cards[c].strength for c in self.round_cards if c >= 0]
        best = None
        for seat, card in enumerate(self.round_cards):
            if card >= 0:
                s = cards[card].strength
                if played.count(s) == 1 and (best is None or s > best[0]):
                    best = (s, seat)
        if best is None:
            self.emit(LeaderChosen(self.leader, LeadReason.TIE))
        else:
            self.leader = best[1]
            self.emit(LeaderChosen(self.leader, LeadReason.STRONGEST))

    def end_gambit_now(self) -> None:
        """The stakes are empty: the gambit ends at once and is scored."""
        self.stack.clear()
        outcome, winner = self.decide_winner()
        self.push(GambitEnd(winner, None if outcome is Outcome.WIN else Undecided.STAKES_RAN_OUT))

    def check_game_end(self) -> bool:
        cfg = self.config
        broke = [s for s in range(self.n) if not self.out[s] and self.hoards[s] == 0]
        for seat in broke:
            self.emit(PlayerKnockedOut(seat))
        end, number = None, 0
        if broke and cfg.end_players_left is None:
            end = GameEnd.HOARD_EMPTY
        for seat in broke if cfg.end_players_left is not None else ():
            self.knock_out(seat)
        active = self.n - sum(self.out)
        if end is None and cfg.end_players_left is not None and active <= cfg.end_players_left:
            end, number = GameEnd.PLAYERS_LEFT, active
        if end is None and cfg.end_gold is not None and max(self.hoards) >= cfg.end_gold:
            end, number = GameEnd.GOLD_REACHED, cfg.end_gold
        if end is None and cfg.max_gambits is not None and self.gambit >= cfg.max_gambits:
            end, number = GameEnd.GAMBITS_PLAYED, cfg.max_gambits
        if end is None and timelimit.time_is_up(self):  # the table called time (A36)
            end, number = GameEnd.TIME_LIMIT, self.gambit
        if end is None:
            return False
        self.finish(end, number)
        return True

    def knock_out(self, seat: int) -> None:
        """A broke player leaves: their debts count for nobody (R7), their hand is discarded."""
        self.out[seat] = True
        self.refresh_seat_orders()
        self.cancel_debts(lambda d, c: seat not in (d, c), DebtEnd.KNOCKED_OUT)
        self.discard.extend(self.hands[seat])
        self.hands[seat] = []

    def finish(self, end: GameEnd, number: int = 0) -> None:
        """End the game by `end` (`number`: the count its sentence names)."""
        from .record import GameResult
        best = max(self.hoards)
        winners = tuple(s for s in range(self.n) if self.hoards[s] == best)
        self.stack.clear()
        awarded = hole.award_hole(self, winners)  # Legendary: the winners take the hole (R9)
        lost = hole.lose_hole(self)  # ... unless it goes to the house (an option)
        # Ruling R16: stakes left by a gambit nobody won stay where they are, owned by
        # no one; the result names them so every coin of the game is accounted for.
        self.result = GameResult(gold=tuple(self.hoards), winners=winners,
                                 hole=awarded, stakes=self.stakes, end=end, number=number,
                                 hole_lost=lost)
        self.emit(GameEnded(winners, tuple(self.hoards), end, number, self.stakes))


def _unchain(chain: Chain) -> list[Any]:  # a chain's items: events or actions
    out = []
    while chain:
        out.append(chain[0])
        chain = chain[1]
    out.reverse()
    return out


__all__ = ["GameState"]
