"""Every field of a game state, declared once with its type.

`GameState.__slots__` is made from these annotations and the rule mixins (gold,
hands, flights, view) inherit them, so a field is added in one place, typed, and
the checker follows it into every mixin. `clone()` (state.py) either shares a
field (`SHARED`: set once, or an immutable value) or copies it; a test walks
every field of a clone and fails if one shares a mutable object with its
original (tests/test_state_fields.py). `sampling.py` says what a sampler does
with each field, and a test holds that list to this one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .abilities.model import AbilityState
    from .actions import Action
    from .card import Card
    from .config import GameConfig
    from .events import Event
    from .gambit_effects import GambitEffects
    from .record import GameResult
    from .rulesets import Ruleset
    from .sampling import Watch
    from .specials import DeckBuilding
    from .steps import Step
    from .view import Decision
    from .words import CardKind, Occasion

# A debt: (debtor, creditor, amount); the creditor may be STAKES.
Debt = tuple[int, int, int]
# Events and actions as linked chains, newest first: (item, older chain) or None.
Chain = tuple[Any, "Chain"] | None


class GameFields:
    """The fields of a GameState (no behaviour: see state.py and its mixins)."""

    if not TYPE_CHECKING:  # the checker would take () for the whole layout and
        __slots__ = ()  # refuse every assignment in the mixins; GameState has the slots

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

    if TYPE_CHECKING:  # what one mixin calls of another (GameState has them all)
        @property
        def to_act(self) -> int | None: ...
        @property
        def decision(self) -> Decision | None: ...
        def push(self, frame: Step) -> None: ...
        def emit(self, event: Event) -> None: ...
        def pay(self, payer: int, payee: int, amount: int,
                occasion: Occasion | None = None) -> None: ...
        def steal(self, seat: int, amount: int, how: str = "power") -> int: ...
        def room(self, seat: int) -> int: ...
        def hand_to(self, seat: int, card: int) -> None: ...
        def reverse_scoring(self) -> bool: ...
        def draw(self, seat: int, count: int, occasion: Occasion | None = None) -> int: ...
        def top_card(self) -> int | None: ...
        def buy_payee(self, seat: int) -> int: ...
        def buy(self, seat: int) -> None: ...
        def rand_below(self, n: int) -> int: ...
        def gain(self, seat: int, amount: int) -> None: ...
        def count_in_flight(self, seat: int, kind: CardKind) -> int: ...


FIELDS: tuple[str, ...] = tuple(GameFields.__annotations__)
