"""Windows: the moments a seat is asked whether it uses an ability (ABILITIES.md 4.3).

A window is one `AbilityAsk` frame per seat that may be asked, pushed by the hook
that found the moment. Its options are computed when it comes up, so a seat with
nothing usable then is never asked (no decision, no action in the record), and an
answer given earlier in the same window is already taken into account (ruling A3).
Each ability's options and effect are a `Handler`, registered by edition and id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from tda.table.phrase import Phrase

from ..actions import Action, act
from ..steps import DecisionStep, SeatArgs
from ..words import DecisionKind
from .catalog import EDITIONS, Limit
from .events import AbilityPicked
from .model import change, in_order, info, is_ready, note_use

if TYPE_CHECKING:
    from ..state import GameState

class AbilityAskArgs(NamedTuple):
    seat: int
    window: str  # "W2".."W15"
    other: int = -1  # the seat the moment is about (player, buyer, victim, winner), or -1
    cards: tuple[int, ...] = ()  # the cards it is about (the card played, cards drawn...)
    used: tuple[str, ...] = ()  # abilities already used in this window (ruling A3)


def ask(seat: int, window: str, other: int = -1, cards: tuple[int, ...] = ()) -> AbilityAsk:
    return AbilityAsk(seat, window, other, cards)


Options = Callable[["GameState", "AbilityAsk"], list[Action]]  # `use <id> ...` now legal
Use = Callable[["GameState", "AbilityAsk", Action], None]  # the effect, after the use is noted
# What the option does, as a clause after "Use <ability>: " (None: the catalog's text)
Words = Callable[["GameState", "AbilityAsk", Action], Phrase]


@dataclass(frozen=True)
class Handler:
    options: Options
    use: Use
    words: Words | None = None


HANDLERS: dict[tuple[str, str], Handler] = {}


def handler(edition: str, ability_id: str, options: Options,
            words: Words | None = None) -> Callable[[Use], Use]:
    """Register `use` (the decorated function) with its `options` for one ability."""
    assert ability_id in EDITIONS[edition], ability_id

    def register(use: Use) -> Use:
        HANDLERS[(edition, ability_id)] = Handler(options, use, words)
        return use
    return register


def use_plain(ability_id: str) -> Callable[[GameState, AbilityAsk], list[Action]]:
    """Options of an ability taking no argument: `use <id>`."""
    action = act("use", ability_id)
    return lambda g, frame: [action]


def _usable(g: GameState, frame: AbilityAsk) -> list[tuple[str, Handler]]:
    ab = g.abilities
    assert ab is not None
    out = []
    for ability_id in ab.held[frame.seat]:
        if ability_id in frame.used or info(g, ability_id).window != frame.window:
            continue
        if is_ready(g, frame.seat, ability_id):
            out.append((ability_id, HANDLERS[(ab.edition, ability_id)]))
    return out


class AbilityAsk(DecisionStep, AbilityAskArgs):
    """Ask `seat` about its abilities in `window`."""

    __slots__ = ()
    kind = DecisionKind.USE_ABILITY

    def options(self, g: GameState) -> list[Action]:
        found: list[Action] = []
        for _, h in _usable(g, self):
            found += h.options(g, self)
        return found + [act("pass")] if found else []

    def prompt(self, g: GameState) -> Phrase:
        """Why the seat is asked, in public words (the cover shows it to the table: a
        card drawn or taken is never named, nor a secret ability, ruling L31)."""
        return Phrase("ability.prompt", name=g.names[self.seat], moment=moment(g, self))

    def describe(self, g: GameState, action: Action) -> Phrase:
        """"Use Sense Motive: look at Bob's hand (6 cards; only you see them)";
        "Pass: keep it ready"."""
        if action.verb == "pass":
            return pass_words(g, self)
        ab = g.abilities
        assert ab is not None
        ability_id = action.args[0]
        h = HANDLERS[(ab.edition, ability_id)]
        return Phrase("ability.use.label", ability=ability_id, edition=ab.edition,
                      does=h.words(g, self, action) if h.words is not None else None)

    def resolve(self, g: GameState, action: Action) -> None:
        if action.verb == "pass":
            return  # a passed trigger is gone (ruling A28)
        ab = g.abilities
        assert ab is not None
        ability_id = action.args[0]
        note_use(g, self.seat, ability_id, action.args[1:])
        if ab.edition != "legendary":  # ruling A3: asked again for another usable one
            g.push(self._replace(used=self.used + (ability_id,)))
        HANDLERS[(ab.edition, ability_id)].use(g, self, action)


def moment(g: GameState, frame: AbilityAsk) -> Phrase:
    """The moment of a window, in public words, as the asked seat reads it."""
    window, other = frame.window, frame.other
    card = g.cards[frame.cards[0]].id if frame.cards else ""
    if window == "W4" and g.round:
        return Phrase("ability.moment.lead-round", round=g.round)
    if window == "W6" and card:
        return Phrase("ability.moment.buying", card=card)
    if other >= 0:
        name = g.names[other]
        if window == "W7":
            return Phrase("ability.moment.other-buying", other=name)
        if window == "W9" and card:
            return (Phrase("ability.moment.you-played", card=card) if other == frame.seat
                    else Phrase("ability.moment.other-played", other=name, card=card))
        if window == "W11":
            return Phrase("ability.moment.took-from", other=name)
        if window == "W14":
            return Phrase("ability.moment.won", other=name)
        if window == "W15":
            return Phrase("ability.moment.over", other=name)
    return Phrase("ability.moment", window=window)


def pass_words(g: GameState, frame: AbilityAsk) -> Phrase:
    """What passing keeps: the strictest limit among the abilities usable now."""
    limits = [info(g, ability_id).limit for ability_id, _ in _usable(g, frame)]
    for limit in (Limit.DISK, Limit.FLIGHT, Limit.GAME, Limit.GAMBIT):
        if limit in limits:
            return Phrase("ability.pass.label", limit=limit.value)
    return Phrase("ability.pass.label", limit=Limit.ALWAYS.value)


class DraftChoice(DecisionStep, SeatArgs):
    """Emperor's Gambit: pick an ability nobody holds yet (W1, ruling A25)."""

    __slots__ = ()
    kind = DecisionKind.PICK_ABILITY

    def options(self, g: GameState) -> list[Action]:
        ab = g.abilities
        assert ab is not None
        taken = {a for held in ab.held for a in held}
        return [act("pick", a) for a in EDITIONS[ab.edition] if a not in taken]

    def prompt(self, g: GameState) -> Phrase:
        ab = g.abilities
        assert ab is not None
        cfg = g.config
        picks = cfg.draft_picks[self.seat] if cfg.draft_picks else cfg.ability_draft or 0
        return Phrase("draft.prompt", name=g.names[self.seat],
                      pick=len(ab.held[self.seat]) + 1, of=picks)

    def describe(self, g: GameState, action: Action) -> Phrase:
        ab = g.abilities
        assert ab is not None
        return Phrase("draft.label", ability=action.args[0], edition=ab.edition)

    def resolve(self, g: GameState, action: Action) -> None:
        ab = g.abilities
        assert ab is not None
        held = list(ab.held)
        held[self.seat] = in_order(ab.edition, held[self.seat] + (action.args[0],))
        change(g, held=tuple(held))
        g.emit(AbilityPicked(self.seat, action.args[0]))


PRIVATE_WINDOWS = frozenset({"W11", "W12"})  # about a card taken or drawn: not public
