"""DragonmasterState: the whole game as plain values, advanced one action at a time.

The pending decision is data: `phase` ("dragon", "contract", "play", or None
once the game is over) plus the fields it reads (the Dragon's holder, the
Dragonmaster, the seat to play). So a state can be cloned, determinized or
rebuilt from its record at any point.
"""

from __future__ import annotations

import random
import weakref
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from tda.table.phrase import Phrase
from tda.table.rng import seed_state
from tda.text import clip, quote

from . import events as ev
from .actions import Action, act, parse
from .cards import DRAGON, SUIT_OF, SUITS
from .config import DragonmasterConfig
from .contracts import CONTRACTS, TRICKS, restricted_suits
from .deal import deal_hands, first_dragonmaster, holder_of, ordered_deck
from .dragon import swap
from .errors import IllegalActionError
from .phases import Phase

if TYPE_CHECKING:
    from .record import DragonmasterRecord, DragonmasterResult
    from .view import Decision, DragonmasterView
    from .worlds import DragonmasterSampler
from .scoring import is_settled, score_hand
from .tricks import led_suit_of, legal_follows, legal_leads, trick_winner

T = TypeVar("T")
# A log kept as a linked chain, newest first: clones share it, appending is O(1).
Chain: TypeAlias = tuple[T, "Chain[T]"] | None

START_BALANCE = 100_000
HANDS_PER_ROUND = len(CONTRACTS)


class DragonmasterState:
    """One game. Mutated by `apply`; copy with `clone` before exploring."""

    __slots__ = (
        "config", "n", "names", "rng", "balances", "dragonmaster", "round_starter", "round",
        "hand_number", "contracts_left", "contract", "power_player", "dragon_holder",
        "hands", "extra", "trick", "led_suit", "leader", "turn", "trick_winners", "taken",
        "voids", "asked", "phase", "deal_count", "result", "_log", "_acts", "_new",
        "_legal", "_watch",
    )

    # The fields, declared once for the type checker (values live in the slots).
    config: DragonmasterConfig
    n: int
    names: tuple[str, ...]
    rng: int  # the splitmix64 stream's state
    balances: list[int]  # crystals per seat; may go negative (DM1)
    dragonmaster: int
    round_starter: int  # who started this round: the next round starts at its left
    round: int
    hand_number: int  # 1-5 within the round
    contracts_left: tuple[str, ...]
    contract: str | None
    power_player: int | None
    dragon_holder: int | None  # dealt the Dragon this hand (public)
    hands: list[list[str]]
    extra: str | None  # the face-down extra card, while it lies in the middle
    trick: list[tuple[int, str]]
    led_suit: str | None
    leader: int
    turn: int
    trick_winners: list[int]  # seat per trick played, in order
    taken: list[list[str]]
    voids: list[frozenset[str]]  # suits each seat has shown it cannot follow
    # Per card played this hand: whether its seat was asked (False: its one legal
    # card, played for it). Public: the table does not wait for a forced play, and
    # a world for a search must agree (worlds.py).
    asked: tuple[bool, ...]
    phase: Phase | None  # the decision due; None once over
    deal_count: int  # deals so far, redeals included (for `deals` stacking)
    result: DragonmasterResult | None
    _log: Chain[ev.Event]  # newest first: (event, older chain)
    _acts: Chain[Action]
    _new: list[ev.Event] | None
    _legal: list[Action] | None
    # Weak references to this decision's samplers (never copied).
    _watch: list[weakref.ref[DragonmasterSampler]] | None

    # -- the public surface ---------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def to_act(self) -> int | None:
        """The seat that must decide now (None once the game is over)."""
        if self.phase is Phase.PLAY:
            return self.turn
        if self.phase is Phase.DRAGON:
            return self.dragon_holder
        if self.phase is Phase.CONTRACT:
            return self.dragonmaster
        return None

    @property
    def decision(self) -> Decision | None:
        from .view import decision_of
        return decision_of(self)

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take now, in a stable order."""
        if self._legal is None:
            self._legal = self._options()
        return self._legal

    def parse_action(self, text: str) -> Action:
        """Parse a canonical action string and check it is legal now."""
        return self._legal_match(parse(text))

    def apply(self, action: Action | str) -> list[ev.Event]:
        """Take one legal action; returns the events it caused (unredacted). An
        illegal action raises IllegalActionError and changes nothing."""
        if isinstance(action, str):
            action = parse(action)
        action = self._legal_match(action)
        if self._watch:
            from .worlds import mark_stale
            mark_stale(self._watch)
            self._watch = None
        events: list[ev.Event] = []
        self._new = events
        self._acts = (action, self._acts)
        self._resolve(action)
        self.run()
        self._new = None
        return events

    @property
    def actions(self) -> list[str]:
        """Every action taken so far as canonical strings, oldest first."""
        return [str(a) for a in _unchain(self._acts)]

    @property
    def log(self) -> list[ev.Event]:
        """Every event so far, unredacted (use `view(seat).log` for a seat's)."""
        return _unchain(self._log)

    def view(self, seat: int | None) -> DragonmasterView:
        from .view import build_view
        return build_view(self, seat)

    def watch(self, sampler: DragonmasterSampler) -> None:
        """Keep a weak reference to a sampler made for this decision, to mark it
        stale when the next action is applied (the sampler keeps none to us)."""
        if self._watch is None:
            self._watch = []
        elif len(self._watch) >= 16:  # many samplers for one decision: drop the dead ones
            self._watch = [ref for ref in self._watch if ref() is not None]
        self._watch.append(weakref.ref(sampler))

    def determinize(self, seat: int, rng: random.Random) -> DragonmasterState:
        from .worlds import determinize
        return determinize(self, seat, rng)

    def record(self) -> DragonmasterRecord:
        from .record import DragonmasterRecord
        return DragonmasterRecord(config=self.config, actions=self.actions)

    def clone(self) -> DragonmasterState:
        new = DragonmasterState.__new__(DragonmasterState)
        for field in _SHARED:
            setattr(new, field, getattr(self, field))
        new.balances = self.balances[:]
        new.hands = [h[:] for h in self.hands]
        new.trick = self.trick[:]
        new.trick_winners = self.trick_winners[:]
        new.taken = [t[:] for t in self.taken]
        new.voids = self.voids[:]
        new._new = new._watch = None
        return new

    # -- the driver ------------------------------------------------------
    def emit(self, event: ev.Event) -> None:
        self._log = (event, self._log)
        if self._new is not None:
            self._new.append(event)

    def pay(self, payer: int, payee: int, amount: int, reason: str) -> None:
        """Move crystals; a balance may go negative (ruling DM1: borrowing)."""
        self.balances[payer] -= amount
        self.balances[payee] += amount
        self.emit(ev.CrystalsPaid(payer, payee, amount, reason))

    def run(self) -> None:
        """Take every decision that has only one legal option for its seat."""
        while self.phase is not None:
            self._legal = options = self._options()
            if len(options) > 1:
                return
            self._resolve(options[0], asked=False)
        self._legal = []

    def _options(self) -> list[Action]:
        if self.phase is Phase.PLAY:
            hand = self.hands[self.turn]
            if self.trick:
                return legal_follows(hand, self._led())
            opening = not self.trick_winners and self.config.level == "expert"
            assert self.contract is not None, "cards are played under a contract"
            return legal_leads(hand, self.contract, opening)
        if self.phase is Phase.CONTRACT:
            return [act("choose", c) for c in self.contracts_left]
        if self.phase is Phase.DRAGON:
            return [act("choose", c) for c in self.contracts_left] + [act("pass")]
        return []

    def _resolve(self, action: Action, asked: bool = True) -> None:
        self._legal = None
        if self.phase is Phase.PLAY:
            named = action.args[1] if len(action.args) > 1 else None
            self.asked += (asked,)
            self._play(self.turn, action.args[0], named)
        elif action.verb == "pass":
            self._refuse(self._holder(), forced=False)
        else:
            power = self.phase is Phase.DRAGON
            self._choose(self._holder() if power else self.dragonmaster,
                         action.args[0], power)

    def _holder(self) -> int:
        assert self.dragon_holder is not None, "the Dragon's decision has a holder"
        return self.dragon_holder

    def _led(self) -> str:
        assert self.led_suit is not None, "a trick under way has a suit led"
        return self.led_suit

    def _legal_match(self, action: object) -> Action:
        legal = self.legal_actions()
        for option in legal:
            if option is action or option == action:
                return option
        if type(action) is not Action:
            raise IllegalActionError(  # a programmer's slip: the table sends strings
                f"not an action: {quote(action)}; give an Action "
                f"from legal_actions() or its canonical string")
        message, phrase = self._why_not(action)
        raise IllegalActionError(message, phrase=phrase)

    # Why an action is refused, twice: in English for a programmer's traceback and
    # as a phrase the words layer says to a player (tda.games.dragonmaster.words.phrases). The
    # functions marked "programmer's words" pair each English message with its phrase.
    def _why_not(self, action: Action) -> tuple[str, Phrase]:  # programmer's words
        shown = clip(str(action))
        if self.is_over:
            return (f"the game is over; {shown} cannot be played",
                    Phrase("dm.error.game-over", action=shown))
        legal = tuple(str(a) for a in self.legal_actions())
        english, why = self._reason(action)
        return (f"{shown} is not legal now ({english}); legal actions: "
                f"{', '.join(legal)}",
                Phrase("dm.error.illegal", action=shown, why=why, legal=legal))

    def _reason(self, action: Action) -> tuple[str, Phrase]:  # programmer's words
        """Why `action` is refused, in the terms of the decision due now."""
        phase = self.phase
        assert phase is not None, "a game over refuses every action alike"
        due = ({Phase.DRAGON: "the Dragon's holder makes a Power Play or refuses it",
                Phase.CONTRACT: "the Dragonmaster chooses the contract",
                Phase.PLAY: "a card is played to the trick"}[phase], Phrase(f"dm.due.{phase}"))
        verb, args = action.verb, action.args
        if verb == "choose":
            if len(args) != 1:
                return (f"choose names one contract: {', '.join(CONTRACTS)}",
                        Phrase("dm.why.one-contract", contracts=CONTRACTS))
            if args[0] not in CONTRACTS:
                return (f"no contract is called {quote(args[0])}: "
                        f"{', '.join(CONTRACTS)}",
                        Phrase("dm.why.no-contract", called=quote(args[0]),
                               contracts=CONTRACTS))
            if phase is Phase.PLAY:
                return (f"the contract is {self.contract} for this hand; {due[0]}",
                        Phrase("dm.why.contract-set", contract=self.contract, due=due[1]))
            return ("that contract has been played this round",
                    Phrase("dm.why.contract-played"))
        if verb == "pass":
            if args:
                return "pass takes no words", Phrase("dm.why.pass-alone")
            return (f"only the Dragon's holder passes, to refuse it; now {due[0]}",
                    Phrase("dm.why.pass-holder", due=due[1]))
        card = action.card
        if card is None:
            return ("play names a card, as in 'play warriors-prince'",
                    Phrase("dm.why.play-names-card"))
        if card != DRAGON and card not in SUIT_OF:
            return (f"no card is called {quote(card)}",
                    Phrase("dm.why.no-card", called=quote(card)))
        if phase is not Phase.PLAY:
            return (f"no card is played yet: {due[0]}",
                    Phrase("dm.why.no-play-yet", due=due[1]))
        if card not in self.hands[self.turn]:
            return "that card is not in the hand", Phrase("dm.why.not-in-hand")
        if card == DRAGON:
            return self._why_not_dragon(args[1:])
        if len(args) > 1:
            return ("only a led Dragon is followed by a suit",
                    Phrase("dm.why.suit-after-card"))
        if self.trick and SUIT_OF.get(card) != self.led_suit:
            return (f"the seat must follow {self.led_suit}",
                    Phrase("dm.why.follow", suit=self.led_suit))
        if SUIT_OF[card] in self._banned_leads():
            return (f"in the expert game {self.contract} forbids leading that suit on "
                    "trick 1", Phrase("dm.why.lead-forbidden", contract=self.contract))
        return "it is not a choice now", Phrase("dm.why.no-choice")

    def _banned_leads(self) -> tuple[str, ...]:
        """The suits the Expert restrictions keep from the lead now: on the opening
        lead of a hand only, never after trick 1 nor below the expert game."""
        if self.trick or self.trick_winners or self.config.level != "expert":
            return ()
        assert self.contract is not None, "cards are played under a contract"
        return restricted_suits(self.contract)

    def _why_not_dragon(self, named: tuple[str, ...]) -> tuple[str, Phrase]:  # programmer's words
        """Why a play of the Dragon is refused: a led Dragon names one suit, a
        following one none; a suit the opening lead may not take (ruling DM9)."""
        if self.trick:
            return ("the Dragon names a suit only when it leads a trick",
                    Phrase("dm.why.dragon-follows"))
        if not named:
            return ("a led Dragon names the suit it stands for, as in "
                    "'play dragon nomads'", Phrase("dm.why.dragon-names-suit"))
        if len(named) > 1 or named[0] not in SUITS:
            return (f"name one suit for the Dragon: {', '.join(SUITS)}",
                    Phrase("dm.why.dragon-one-suit", suits=SUITS))
        if named[0] in self._banned_leads():
            return (f"in the expert game {self.contract} forbids leading that suit on "
                    "trick 1, the Dragon included",
                    Phrase("dm.why.dragon-lead-forbidden", contract=self.contract))
        return "it is not a choice now", Phrase("dm.why.no-choice")

    # -- the hand's phases -------------------------------------------------
    def start_round(self, starter: int) -> None:
        """A round starts with `starter` as Dragonmaster and all five contracts."""
        self.round += 1
        self.round_starter = starter
        if starter != self.dragonmaster:
            self.dragonmaster = starter
            if self.round > 1:
                self.emit(ev.DragonmasterChanged(starter, "new-round"))
        self.contracts_left = CONTRACTS
        self.hand_number = 0
        self.emit(ev.RoundStarted(self.round, starter))
        self.start_hand()

    def start_hand(self) -> None:
        self.hand_number += 1
        self.contract = self.power_player = self.dragon_holder = self.led_suit = None
        self.trick, self.trick_winners = [], []
        self.taken = [[] for _ in range(self.n)]
        self.voids = [frozenset()] * self.n
        self.asked = ()
        self.emit(ev.HandStarted(self.round, self.hand_number, self.dragonmaster,
                                 self.contracts_left))
        self._deal()

    def _deal(self) -> None:
        """Deal; above basic, redeal while the Dragon is the extra card (DM14)."""
        while True:
            stacks = self.config.stacked_deals
            stacked = stacks[self.deal_count] if self.deal_count < len(stacks) else []
            self.deal_count += 1
            self.rng, deck = ordered_deck(self.rng, self.n, self.config.uses_dragon, stacked)
            self.hands, self.extra = deal_hands(deck, self.n, self.dragonmaster)
            for seat, hand in enumerate(self.hands):
                self.emit(ev.HandDealt(seat, tuple(hand), len(hand)))
            if self.extra != DRAGON:
                break
            self.emit(ev.Redealt(ev.DRAGON_WAS_EXTRA))
        self.phase = Phase.CONTRACT
        if not self.config.uses_dragon:
            return
        holder = self.dragon_holder = holder_of(self.hands, DRAGON)
        assert holder is not None, "the Dragon is in a hand: it was not the extra card"
        self.emit(ev.DragonAnnounced(holder))
        if holder == self.dragonmaster:
            self._refuse(holder, forced=True)  # ruling DM3: no choice, no Power Play
        else:
            self.phase = Phase.DRAGON

    def _refuse(self, seat: int, forced: bool) -> None:
        """The Dragon leaves play face up; the extra card joins the hand unseen (DM11)."""
        card, self.extra = self.extra, None
        assert card is not None, "a Dragon is refused only while the extra card lies down"
        self.hands[seat] = swap(self.hands[seat], card)
        self.emit(ev.DragonRefused(seat, card, forced))
        self.phase = Phase.CONTRACT

    def _choose(self, seat: int, contract: str, power: bool) -> None:
        self.contract = contract
        self.contracts_left = tuple(c for c in self.contracts_left if c != contract)
        if power:
            self.power_player = seat
        self.emit(ev.ContractChosen(seat, contract, power))
        self.leader = self.turn = seat
        self.phase = Phase.PLAY
        if is_settled(self):
            # Rulings DM6 and L61, before the first lead: a Power Play can be
            # decided by the face-down extra card alone (DM2), e.g. the Prince of
            # Warriors lying there in Runesword. No play can change the payments.
            self._end_hand()

    def _play(self, seat: int, card: str, named: str | None) -> None:
        self.hands[seat].remove(card)
        if not self.trick:
            self.led_suit = led_suit_of(card, named)
        elif card != DRAGON and SUIT_OF[card] != self.led_suit:
            self.voids[seat] = self.voids[seat] | {self._led()}  # shown void: public
        self.trick.append((seat, card))
        self.emit(ev.CardPlayed(seat, card, named))
        if len(self.trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        winner = trick_winner(self.trick, self._led())
        self.taken[winner].extend(c for _, c in self.trick)
        self.trick_winners.append(winner)
        self.emit(ev.TrickWon(winner, len(self.trick_winners), tuple(c for _, c in self.trick)))
        self.trick, self.led_suit = [], None
        self.leader = self.turn = winner
        if is_settled(self):
            self._end_hand()

    def _end_hand(self) -> None:
        if len(self.trick_winners) < TRICKS:
            self.emit(ev.HandThrownIn(len(self.trick_winners)))
        winner = score_hand(self)
        self.phase = None
        if self.hand_number == HANDS_PER_ROUND:
            # The next round starts left of this round's starter, whoever is
            # Dragonmaster now (DM20): everyone starts exactly one round.
            if self.round == self.n:
                self._finish()
            else:
                self.start_round((self.round_starter + 1) % self.n)
            return
        if winner is not None and winner != self.dragonmaster:
            self.dragonmaster = winner
            reason = "power-play" if self.power_player is not None else "secret-power-play"
            self.emit(ev.DragonmasterChanged(winner, reason))
        self.start_hand()

    def _finish(self) -> None:
        from .record import DragonmasterResult
        best = max(self.balances)
        winners = tuple(s for s in range(self.n) if self.balances[s] == best)  # DM12
        self.result = DragonmasterResult(scores=tuple(self.balances), winners=winners,
                                         reason=Phrase("dm.end.rounds", rounds=self.round))
        self.emit(ev.GameEnded(winners, tuple(self.balances)))


def new_game(config: DragonmasterConfig) -> DragonmasterState:
    """A game ready for its first decision."""
    g = DragonmasterState.__new__(DragonmasterState)
    g.config, g.n, g.names = config, len(config.players), tuple(config.players)
    g.rng = seed_state(config.seed)
    g.balances = [START_BALANCE] * g.n
    g.round = g.hand_number = g.deal_count = 0
    g.result = g._log = g._acts = g._new = g._legal = g._watch = None
    g.contract = g.power_player = g.dragon_holder = g.extra = g.led_suit = None
    g.trick, g.trick_winners, g.taken, g.voids, g.hands = [], [], [], [], []
    g.asked = ()
    g.contracts_left, g.phase, g.leader, g.turn = CONTRACTS, None, 0, 0
    dm = config.first_dragonmaster
    if dm is None:
        g.rng, dm = first_dragonmaster(g.rng, g.n)
    g.dragonmaster = g.round_starter = dm
    g.start_round(dm)
    g.run()
    return g


# Fields that are immutable values (ints, strings, tuples, frozensets) or never
# change after setup: clones share them.
_SHARED = ("config", "n", "names", "rng", "dragonmaster", "round_starter", "round",
           "hand_number", "contracts_left", "contract", "power_player", "dragon_holder",
           "extra", "led_suit", "leader", "turn", "phase", "deal_count", "result",
           "asked", "_log", "_acts", "_legal")


def _unchain(chain: Chain[T]) -> list[T]:
    out: list[T] = []
    while chain:
        out.append(chain[0])
        chain = chain[1]
    out.reverse()
    return out

