"""Creating a game: the deck, the deal and the first decision."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.text import quote

from .actions import act
from .config import GameConfig
from .decks import DeckSource, find_deck
from .errors import ConfigError
from .gambit_effects import NO_EFFECTS
from .rng import seed_state
from .rulesets import get_ruleset
from .specials import NO_BUILDING
from .steps import AutoStep, NoArgs
from .words import Occasion

if TYPE_CHECKING:
    from .state import GameState


def deck_spec(name: str) -> DeckSource:
    """A deck from the registry the cards fill (the engine never imports them)."""
    return find_deck(name)


def new_game(config: GameConfig) -> GameState:
    from .state import GameState  # noqa: F811  (here: state.py imports this module)
    spec = deck_spec(config.full_deck)
    rules = get_ruleset(config.ruleset_name)
    cards = spec.cards()
    g = GameState.__new__(GameState)
    n = len(config.players)
    g.config, g.rules, g.cards, g.n = config, rules, cards, n
    g.by_id = {c.id: c.index for c in cards}
    g.names = tuple(config.players)
    g.everyone = (1 << n) - 1
    g.rng = seed_state(config.seed)
    per_player = config.gold_per_player and config.gold_per_player * n  # game-and-a-half
    default = per_player or rules.starting_gold(n)
    g.hoards = [config.gold_for(seat) or default for seat in range(n)]  # may differ by seat
    g.stakes, g.debts, g.hole = 0, [], [0] * n
    g.hands, g.flights = [[] for _ in range(n)], [[] for _ in range(n)]
    g.ante, g.ante_hidden, g.discard = [], [-1] * n, []
    g.known, g.out = [0] * len(cards), [False] * n
    g.gambit = g.round = g.leader = g.turn_seat = 0
    g.round_cards, g.last_strength, g.round_played = [-1] * n, -1, False
    g.collected, g.triggered = [set() for _ in range(n)], set()
    g.druid, g.priest = None, -1
    g.stack, g.gold_history, g.result = [], [tuple(g.hoards)], None
    g.effects, g.building, g.hole_total, g.peeked = NO_EFFECTS, NO_BUILDING, 0, None
    g.time_called_in = None  # the table has not called time (timelimit.py)
    g._log = g._acts = None
    g._new, g._legal, g._watch = None, None, None
    g.abilities = None
    if config.has_abilities:  # rules/ABILITIES.md; None keeps the game as it always was
        from .abilities.checks import check_abilities
        from .abilities.model import build
        check_abilities(config)  # again: a record's config skipped GameConfig.__init__
        g.abilities = build(config)
    g.refresh_seat_orders()
    g.play_acts = tuple(act("play", c.id) for c in cards)
    g.ante_acts = tuple(act("ante", c.id) for c in cards)
    g.deck = []
    _stacked(g, config.deck_order)  # a bad deck_order fails here, before any decision
    from .flow import GAMBIT
    g.push(GAMBIT)
    g.push(DEAL)
    if g.abilities is not None:
        from .abilities.hooks import start_draft
        start_draft(g)  # Emperor's Gambit: the draft comes before the deal
    if spec.prepare is not None:
        spec.prepare(g)  # deck building (Legendary): specials set aside, picks queued
    g.run()
    return g


class Deal(AutoStep, NoArgs):
    """Shuffle and stack the deck, then six cards each, seat by seat."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.deck = _stack_deck(g, g.config.deck_order)
        for seat in range(g.n):
            g.draw(seat, 6, Occasion.DEAL)


DEAL = Deal()


def _stack_deck(g: GameState, order: list[str]) -> list[int]:
    """Shuffle the deck, then put `order` on top (top card last: we pop from the end).
    Cards set aside by deck building (Legendary) stay out."""
    top = _stacked(g, order)
    chosen = set(top) | set(g.building.set_aside)
    rest = [c.index for c in g.cards if c.index not in chosen]
    g.shuffle(rest)
    return rest + top[::-1]


def _stacked(g: GameState, order: list[str]) -> list[int]:
    top = []
    for card_id in order:
        if card_id not in g.by_id:
            raise ConfigError(f"deck_order names {quote(card_id)}, which is not in the "
                              f"{quote(g.config.deck)} deck")
        top.append(g.by_id[card_id])
    if len(set(top)) != len(top):
        raise ConfigError("deck_order names a card twice")
    return top
