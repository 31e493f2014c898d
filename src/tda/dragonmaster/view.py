"""What one seat may see, and the decision due now as phrases for the words layer.

A view holds every public fact (balances, the Dragonmaster, the contract, the
trick, the cards each seat has taken, who was dealt the Dragon) and only the
viewer's own hand. `view(None)` is a spectator's: no hand at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tda.table.marks import CardId, Seat
from tda.table.phrase import Phrase

from .actions import Action
from .cards import DRAGON, card_info, sort_key
from .events import Event
from .phases import Phase

if TYPE_CHECKING:
    from .state import DragonmasterState

# The prompt of each phase's decision, said by the words layer with the name of the
# seat that decides (tda.games.dragonmaster.words.phrases).
KIND_PROMPTS = {Phase.DRAGON: "dm.dragon.prompt", Phase.CONTRACT: "dm.contract.prompt",
                Phase.PLAY: "dm.play.prompt"}


@dataclass(frozen=True)
class Decision:
    """The decision due now: its kind (a `Phase`), who decides, a prompt, and for
    the deciding seat's eyes the options and what each does (a view for another
    seat leaves them empty: they would show a hand)."""
    kind: Phase
    seat: Seat
    prompt: Phrase
    options: tuple[Action, ...]
    labels: tuple[Phrase, ...] = ()
    needless: Phrase | None = None  # Dragonmaster asks no needless decision


@dataclass(frozen=True)
class DragonmasterView:
    """Everything seat `seat` may know. Bots and the UI see nothing else."""
    seat: Seat | None
    names: tuple[str, ...]
    level: str
    balances: tuple[int, ...]
    dragonmaster: Seat
    round: int
    hand_number: int
    contracts_left: tuple[str, ...]
    contract: str | None
    power_player: Seat | None
    dragon_holder: Seat | None
    extra_card_down: bool  # a face-down extra card lies in the middle
    hand: tuple[CardId, ...]
    hand_counts: tuple[int, ...]
    trick: tuple[tuple[Seat, CardId], ...]
    led_suit: str | None
    tricks_won: tuple[int, ...]
    taken: tuple[tuple[CardId, ...], ...]
    shown_voids: tuple[frozenset[str], ...]  # suits each seat has failed to follow
    leader: Seat
    to_act: Seat | None
    decision: Decision | None
    log: tuple[Event, ...]

    @property
    def is_over(self) -> bool:
        return self.to_act is None


def describe(action: Action, kind: str | None = None) -> Phrase:
    """An option as a phrase for the words layer: play a card ("dm.play.label"), lead
    the Dragon as the King of a suit, make a Power Play on a contract (`kind`
    "dragon"), choose a contract, refuse the Dragon."""
    if action.verb == "pass":
        return Phrase("dm.refuse-dragon.label")
    if action.verb == "choose":
        key = "dm.power-play.label" if kind == Phase.DRAGON else "dm.choose.label"
        return Phrase(key, contract=action.args[0])
    card = action.args[0]
    if card == DRAGON:
        if len(action.args) > 1:
            return Phrase("dm.lead-dragon.label", suit=action.args[1])
        return Phrase("dm.play-dragon.label")
    return Phrase("dm.play.label", card=card)


def decision_of(g: DragonmasterState, seat: int | None = -1) -> Decision | None:
    """The decision due now; options only for the deciding seat (seat -1: no viewer
    filter, the state's own decision)."""
    who = g.to_act
    if who is None:
        return None
    phase = g.phase
    assert phase is not None, "a seat to act has a decision due"
    prompt = Phrase(KIND_PROMPTS[phase], name=g.names[who])
    if seat != -1 and seat != who:
        return Decision(phase, who, prompt, ())
    options = tuple(g.legal_actions())
    return Decision(phase, who, prompt, options, tuple(describe(a, phase) for a in options))


def build_view(g: DragonmasterState, seat: int | None) -> DragonmasterView:
    if seat is not None and (type(seat) is not int or not 0 <= seat < g.n):
        # A negative index would show another seat's hand under a false name.
        raise ValueError(  # programmer's words: the table asks for its own seats
            f"no seat {seat!r} in a {g.n}-player game: a view is for "
            f"a seat 0-{g.n - 1}, or None for a spectator")
    hand = tuple(sorted(g.hands[seat], key=sort_key)) if seat is not None and g.hands else ()
    return DragonmasterView(
        seat=seat, names=g.names, level=g.config.level, balances=tuple(g.balances),
        dragonmaster=g.dragonmaster, round=g.round, hand_number=g.hand_number,
        contracts_left=g.contracts_left, contract=g.contract, power_player=g.power_player,
        dragon_holder=g.dragon_holder, extra_card_down=g.extra is not None,
        hand=hand, hand_counts=tuple(len(h) for h in g.hands), trick=tuple(g.trick),
        led_suit=g.led_suit, tricks_won=tuple(g.trick_winners.count(s) for s in range(g.n)),
        taken=tuple(tuple(t) for t in g.taken), shown_voids=tuple(g.voids),
        leader=g.leader, to_act=g.to_act, decision=decision_of(g, seat),
        log=tuple(e.visible_to(seat) for e in g.log))


__all__ = ["Decision", "DragonmasterView", "build_view", "decision_of", "card_info"]
