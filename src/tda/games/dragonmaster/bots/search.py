"""Information-set Monte Carlo tree search for Dragonmaster (Cowling, Powley and
Whitehouse, 2012), single observer, playouts cut off at the end of the hand.

Each iteration takes a world from the table's sampler (the hidden hands and the
extra card dealt again, shown voids respected), walks a tree of the searching
seat's own decisions (UCB1 over the actions available in that world), lets every
seat play on as the heuristic would (with a little noise) to the end of the
hand, and scores the crystals the hand moved: the seat's gain against the
average other seat, plus its share of the win when the hand ended the game. The
most visited action is played. With a fixed generator and an iteration budget
(no time budget) the choice is deterministic.

A hand is the natural horizon: the deal after it is unknown to everyone, and
every payment of the game is settled hand by hand.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from tda.bots.options import check_option
from tda.bots.search import Node, ucb1_select
from tda.dragonmaster import Action, DragonmasterView
from tda.dragonmaster.cards import STRENGTH, SUIT_OF, suit_cards
from tda.dragonmaster.state import DragonmasterState
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.games.dragonmaster.bots.heuristic import Seen, decide, penalty
from tda.games.dragonmaster.bots.power import CONTRACT_BASELINE, baseline
from tda.table.errors import ConfigError
from tda.table.phrase import Phrase

MAX_SECONDS = 3600.0  # an hour a move: more is a typo, not a stronger bot
MAX_ITERATIONS = 10**9  # also the budget when only time limits a search
CRYSTAL_SCALE = 16_000.0  # a 16,000 swing against the average seat is one unit
WIN_BONUS = 1.0
HANDS_PER_ROUND = 5
CHECK_EVERY = 16  # iterations between looks at the clock and at the visit counts  # the share of the win, when the hand played out ends the game


def contract_baseline(players: int, level: str, contract: str) -> float:
    """A contract's usual worth to its Dragonmaster (`CONTRACT_BASELINE`), in
    units of CRYSTAL_SCALE: every contract is played once a round, so choosing
    one spends it, and the search weighs its choice against this."""
    return baseline(players, level, contract) / CRYSTAL_SCALE


def playout_action(world: DragonmasterState, rng: random.Random, noise: float) -> Action:
    """The heuristic's move for the seat to act in a sampled world (the world is
    the searching bot's own: reading it shows nothing real), and now and then,
    with probability `noise`, another legal card: opponents are not machines."""
    legal = world.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if noise and world.phase == "play" and rng.random() < noise:
        return legal[rng.randrange(len(legal))]
    seat = world.to_act
    assert seat is not None  # the world's hand is not over
    return decide(Seen.from_state(world, seat), legal)


def hand_value(world: DragonmasterState, start: Sequence[int], seat: int) -> float:
    """`seat`'s crystals gained since `start` against the average other seat, in
    units of CRYSTAL_SCALE, plus its share of the win once the game is over."""
    n = world.n
    gains = [world.balances[s] - start[s] for s in range(n)]
    others = (sum(gains) - gains[seat]) / (n - 1)
    value = (gains[seat] - others) / CRYSTAL_SCALE
    if world.result is not None:
        winners = world.result.winners
        value += WIN_BONUS * (1 / len(winners) if seat in winners else 0.0)
    return value


def role_bonus(world: DragonmasterState, before: tuple[int, int], me: int) -> float:
    """A (Secret) Power Play won before the round's last hand makes `me` the
    Dragonmaster for the rest of the round: worth the usual gain of the
    contracts still to deal (in CRYSTAL_SCALE units), which the hand alone misses."""
    dragonmaster, hand_number = before
    if dragonmaster == me or hand_number >= HANDS_PER_ROUND or world.dragonmaster != me \
            or world.is_over:
        return 0.0
    # the next hand of the same round has begun: its contracts are the rest
    return sum(contract_baseline(world.n, world.config.level, c)
               for c in world.contracts_left) * world.n / (world.n - 1)


class DragonmasterSearchBot:
    """Searches sampled worlds; `seconds` and `iterations` bound each decision
    (`seconds=0`: no time limit, the iteration budget alone decides)."""

    name = "ismcts"

    def __init__(self, seconds: float = 0.85, iterations: int | None = None,
                 exploration: float = 0.7, noise: float = 0.1) -> None:
        if not seconds and not iterations:
            raise ConfigError("a search needs a budget: seconds above 0 or iterations "
                              "of 1 or more", phrase=Phrase("bot.search-budget"))
        self.seconds = check_option("seconds", seconds, 0, MAX_SECONDS) if seconds else None
        self.iterations = (int(check_option("iterations", iterations, 1, MAX_ITERATIONS,
                                            whole=True))
                           if iterations is not None else MAX_ITERATIONS)
        self.exploration = check_option("exploration", exploration, 0, 100)
        self.noise = check_option("noise", noise, 0, 1)
        self.last_iterations = 0  # how many iterations the last search ran

    def choose(self, view: DragonmasterView, legal: Sequence[Action], rng: random.Random,
               sampler: DragonmasterSampler | None = None) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        seen = Seen.from_view(view)
        fallback = decide(seen, legal)
        self.last_iterations = 0
        if len(legal) == 1 or sampler is None:
            return fallback
        # cards that play alike (same suit, nothing anyone else holds between them,
        # the same penalty) are one choice: search one of each kind
        kinds = equivalent_plays(seen, legal)
        if len(set(kinds.values())) == 1:
            return fallback
        assert view.seat is not None, "a bot sits in a seat"
        root = Node()
        started = time.perf_counter()
        deadline = None if self.seconds is None else started + self.seconds
        done = 0
        while done < self.iterations:
            if done % CHECK_EVERY == 0 and done:
                now = time.perf_counter()
                if deadline is not None and now >= deadline:
                    break
                if self.settled(root, done, now - started, deadline, now):
                    break
            self.iterate(root, sampler.sample(rng), view.seat, rng, kinds)
            done += 1
        self.last_iterations = done
        # the most visited; ties (a search cut short) go to the rules of thumb
        heads = [a for a in legal if kinds[a] == a]
        best = max(heads, key=lambda a: (_visits(root, a), a == kinds[fallback]))
        # the rules of thumb's card when it is of the kind the search chose
        return fallback if kinds[fallback] == best else best

    def settled(self, root: Node, done: int, spent: float, deadline: float | None,
                now: float) -> bool:
        """No action can overtake the most visited one in the iterations left (so
        stopping now plays the same action): the search stops early."""
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        if len(visits) < 2:
            return False
        left = self.iterations - done
        if deadline is not None:
            left = min(left, int((deadline - now) * done / max(spent, 1e-9)) + 1)
        return visits[0] - visits[1] > left

    def iterate(self, root: Node, world: DragonmasterState, me: int, rng: random.Random,
                kinds: dict[Action, Action] | None = None) -> None:
        start = tuple(world.balances)
        hand = (world.round, world.hand_number)
        before = (world.dragonmaster, world.hand_number)
        offset = 0.0  # a contract chosen here is spent: weigh it against its usual worth
        node: Node | None = root
        path: list[Node] = []
        while not world.is_over and (world.round, world.hand_number) == hand:
            if node is not None and world.to_act == me:
                legal = world.legal_actions()
                if node is root and kinds:
                    legal = [a for a in legal if kinds.get(a) == a]  # one of each kind
                action, node = self.select(node, legal)
                if world.phase == "contract":
                    offset = contract_baseline(world.n, world.config.level, action.args[0])
                path.append(node)
                if node.visits == 0:
                    node = None  # just expanded: the policy plays the rest
            else:
                action = playout_action(world, rng, self.noise)
            world.apply(action)
        reward = hand_value(world, start, me) - offset + role_bonus(world, before, me)
        root.visits += 1
        for step in path:
            step.visits += 1
            step.total += reward

    def select(self, node: Node, legal: Sequence[Action]) -> tuple[Action, Node]:
        return ucb1_select(node, legal, self.exploration)


def equivalent_plays(seen: Seen, legal: Sequence[Action]) -> dict[Action, Action]:
    """Each legal action -> the one standing for its kind. Two cards of a suit
    are alike when every card ranked between them is in this hand or already
    played (no other seat can hold one) and they cost the same under the
    contract: whichever is played, every trick goes the same way, with the same
    penalties. Other actions (the Dragon, choices) are their own kind."""
    kinds: dict[Action, Action] = {}
    # cards in the trick now are not gone for this trick: they may split two cards
    mine, gone = set(seen.hand), {c for t in seen.taken for c in t}
    by_suit: dict[str, list[Action]] = {}
    for action in legal:
        card = action.args[0] if action.verb == "play" and action.args else ""
        if card in STRENGTH and len(action.args) == 1:
            by_suit.setdefault(SUIT_OF[card], []).append(action)
        else:
            kinds[action] = action
    for suit, plays in by_suit.items():
        plays.sort(key=lambda a: STRENGTH[a.args[0]])
        ranks = {STRENGTH[c]: c for c in suit_cards(seen.n) if SUIT_OF[c] == suit}
        head = plays[0]
        kinds[head] = head
        for lower, higher in zip(plays, plays[1:], strict=False):
            between = [ranks[r] for r in range(STRENGTH[lower.args[0]] + 1,
                                                STRENGTH[higher.args[0]]) if r in ranks]
            alike = all(c in mine or c in gone for c in between) and \
                penalty(seen.contract, lower.args[0]) == penalty(seen.contract, higher.args[0])
            head = head if alike else higher
            kinds[higher] = head
    return kinds


def _visits(root: Node, action: Action) -> int:
    child = root.children.get(action)
    return child.visits if child else 0


__all__ = ["CONTRACT_BASELINE", "DragonmasterSearchBot", "contract_baseline",
           "equivalent_plays", "hand_value", "playout_action", "role_bonus"]
