"""What one seat may see, and the decision due now in words.

A view holds every public fact (balances, the Dragonmaster, the contract, the
trick, the cards each seat has taken, who was dealt the Dragon) and only the
viewer's own hand. `view(None)` is a spectator's: no hand at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from tda.table.marks import CardId, Seat

from .actions import Action
from .cards import DRAGON, card_info, name, sort_key
from .contracts import NAMES
from .events import Event

KIND_PROMPTS = {"dragon": "{} holds the Dragon: make a Power Play or refuse it",
                "contract": "{} (Dragonmaster) chooses the contract",
                "play": "{} plays a card"}


@dataclass(frozen=True)
class Decision:
    """The decision due now: its kind ("dragon", "contract", "play"), who decides,
    a prompt, and for the deciding seat's eyes the options and what each does
    (a view for another seat leaves them empty: they would show a hand)."""
    kind: str
    seat: Seat
    prompt: str
    options: tuple[Action, ...]
    labels: tuple[str, ...] = ()
    needless: str = ""


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


def describe(action: Action, kind: str | None = None) -> str:
    """An option in players' words: "Play the Prince of Warriors", "Lead the Dragon
    as King of Nomads", "Make a Power Play on Wizards" (`kind` "dragon")."""
    if action.verb == "pass":
        return "Refuse the Dragon (swap it for the extra card)"
    if action.verb == "choose":
        if kind == "dragon":
            return f"Make a Power Play on {NAMES[action.args[0]]}"
        return f"Choose {NAMES[action.args[0]]}"
    card = action.args[0]
    if card == DRAGON:
        if len(action.args) > 1:
            return f"Lead the Dragon as King of {action.args[1].title()}"
        return "Play the Dragon"
    return f"Play the {name(card)}"


def decision_of(g, seat: int | None = -1) -> Decision | None:
    """The decision due now; options only for the deciding seat (seat -1: no viewer
    filter, the state's own decision)."""
    who = g.to_act
    if who is None:
        return None
    prompt = KIND_PROMPTS[g.phase].format(g.names[who])
    if seat != -1 and seat != who:
        return Decision(g.phase, who, prompt, ())
    options = tuple(g.legal_actions())
    return Decision(g.phase, who, prompt, options, tuple(describe(a, g.phase) for a in options))


def build_view(g, seat: int | None) -> DragonmasterView:
    if seat is not None and (type(seat) is not int or not 0 <= seat < g.n):
        # A negative index would show another seat's hand under a false name.
        raise ValueError(f"no seat {seat!r} in a {g.n}-player game: a view is for "
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
