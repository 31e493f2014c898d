"""Seeded random games to the end for every level and player count, with the
invariants checked at every step: crystals conserved, legal actions until the
end, no other seat's hidden card in any view, determinism, clone independence,
replay, record round-trip and determinization."""

import dataclasses
import random

import pytest

from tda.dragonmaster import (
    DragonmasterConfig,
    DragonmasterRecord,
    IllegalActionError,
    new_game,
    replay,
)
from tda.dragonmaster import events as ev
from tda.dragonmaster.cards import DRAGON, SUIT_OF

CASES = [(level, n, seed) for level in ("basic", "advanced", "expert")
         for n in (3, 4) for seed in (1, 2)]


def config(level, n, seed):
    return DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"][:n], level=level, seed=seed)


def random_game(level, n, seed, check=None):
    g = new_game(config(level, n, seed))
    rng = random.Random(seed)
    while not g.is_over:
        legal = g.legal_actions()
        assert legal and g.to_act is not None
        random.seed(rng.random())  # disturb the global generator: the game must not use it
        g.apply(rng.choice(legal))
        if check:
            check(g)
    return g


def hidden_from(g, seat):
    """Card ids `seat` may not see now: the other hands (the Dragon's holder is
    public) and a face-down extra card."""
    cards = {c for s in range(g.n) if s != seat for c in g.hands[s] if c != DRAGON}
    return cards | ({g.extra} if g.extra else set())


def check_invariants(g):
    assert sum(g.balances) == 100_000 * g.n
    for seat in [None, *range(g.n)]:
        view = g.view(seat)
        # every deal (a redeal too) deals the whole deck: only this deal's log can leak
        start = max(i for i, e in enumerate(view.log) if isinstance(e, (ev.HandStarted, ev.Redealt)))
        shown = repr(dataclasses.replace(view, log=())) + repr(view.log[start:])
        secret = hidden_from(g, seat) if seat is not None else (
            {c for h in g.hands for c in h if c != DRAGON} | ({g.extra} if g.extra else set()))
        leaked = [c for c in secret if repr(c) in shown]
        assert not leaked, (seat, leaked)


@pytest.mark.parametrize("level,n,seed", CASES)
def test_random_game_keeps_every_invariant(level, n, seed):
    """Crystals are conserved and no view shows another seat's hidden card, at every step."""
    g = random_game(level, n, seed, check_invariants)
    assert g.result.scores == tuple(g.balances)
    best = max(g.balances)
    assert g.result.winners == tuple(s for s in range(n) if g.balances[s] == best)
    assert g.round == n and g.hand_number == 5
    hands = sum(isinstance(e, ev.HandStarted) for e in g.log)
    assert hands == 5 * n  # 15 or 20 hands
    assert isinstance(g.log[-1], ev.GameEnded)


@pytest.mark.parametrize("level,n,seed", CASES)
def test_same_seed_same_game_and_replay_is_identical(level, n, seed):
    """Same config and actions: the same game; the record round-trips through JSON."""
    g = random_game(level, n, seed)
    again = random_game(level, n, seed)
    assert again.log == g.log and again.actions == g.actions
    record = DragonmasterRecord.model_validate_json(g.record().model_dump_json())
    assert record == g.record() and record.game == "dragonmaster"
    rebuilt = replay(record)
    assert rebuilt.log == g.log
    for seat in range(n):
        assert rebuilt.view(seat) == g.view(seat)
    halfway = replay(record, upto=len(g.actions) // 2)
    assert halfway.actions == g.actions[:len(g.actions) // 2]


@pytest.mark.parametrize("level", ["basic", "advanced", "expert"])
def test_clone_is_independent(level):
    """Playing on a clone leaves the original as it was."""
    g = new_game(config(level, 4, 3))
    rng = random.Random(3)
    for _ in range(40):
        g.apply(rng.choice(g.legal_actions()))
    views, log = [g.view(s) for s in range(4)], g.log
    copy = g.clone()
    while not copy.is_over:
        copy.apply(rng.choice(copy.legal_actions()))
    assert [g.view(s) for s in range(4)] == views and g.log == log
    assert not g.is_over


@pytest.mark.parametrize("level,n", [("basic", 4), ("advanced", 3), ("expert", 4)])
def test_determinize_keeps_what_the_seat_knows(level, n):
    """A sampled world keeps the seat's hand, every hand size, the Dragon with its
    holder, the shown voids, and holds exactly the cards still unseen."""
    g = new_game(config(level, n, 5))
    rng = random.Random(5)
    while not g.is_over:
        seat = g.to_act
        world = g.determinize(seat, rng)
        assert world.hands[seat] == g.hands[seat]
        assert [len(h) for h in world.hands] == [len(h) for h in g.hands]
        unseen = sorted(hidden_from(g, seat))
        assert sorted(hidden_from(world, seat)) == unseen
        for s in range(n):
            assert (DRAGON in world.hands[s]) == (DRAGON in g.hands[s])
            assert not any(SUIT_OF.get(c) in g.voids[s] for c in world.hands[s])
        world.apply(rng.choice(world.legal_actions()))  # a world plays on
        g.apply(rng.choice(g.legal_actions()))


def test_illegal_actions_change_nothing():
    """Junk, another seat's card, a used contract: refused with a reason, nothing changed."""
    g = new_game(config("advanced", 4, 8))
    rng = random.Random(8)
    while not g.is_over:
        before = (g.view(0), g.log, g.actions, g.rng)
        for bad in ("", "jump", "play", "play nobody", "choose", "choose runesword x",
                    "pass now", "play dragon nowhere", 42, ("play", "x")):
            if any(str(a) == bad for a in g.legal_actions()):
                continue
            with pytest.raises(IllegalActionError):
                g.apply(bad)
        assert (g.view(0), g.log, g.actions, g.rng) == before
        g.apply(rng.choice(g.legal_actions()))
    with pytest.raises(IllegalActionError, match="game is over"):
        g.apply("pass")
