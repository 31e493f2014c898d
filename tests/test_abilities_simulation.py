"""Random seeded games with random character abilities in every edition: invariants
at every step, every window ends, no hidden card leaks (a look's cards stay with its
two seats), replay and the record's JSON round-trip give the same game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tda.engine import GameConfig, GameRecord, Sampler, new_game, replay
from tda.engine.abilities.catalog import ANCESTRY_COLORS, EDITIONS
from tda.engine.abilities.events import AbilityUsed, HandLookedAt

DECKS = {"original": "original", "revised": "emperors-gambit", "legendary": "legendary"}
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
MAX_ACTIONS = 4000


def random_config(edition: str, seed: int) -> GameConfig:
    """Players, abilities (or, Emperor's Gambit, a draft) and options from the seed."""
    rng = random.Random(seed)
    n = 2 + seed % 5
    ids = list(EDITIONS[edition])
    extra: dict = {}
    if edition == "revised" and seed % 2:
        extra["ability_draft"] = 1 + seed % 3
    elif edition == "revised":
        rng.shuffle(ids)
        extra["abilities"] = [ids[i::n][:3] for i in range(n)]
    else:
        extra["abilities"] = [rng.sample(ids, 1 + rng.randrange(3)) for _ in range(n)]
    if edition == "legendary":
        extra["ancestry"] = [rng.choice(ANCESTRY_COLORS) for _ in range(n)]
        extra["secret_abilities"] = bool(seed % 2)
    return GameConfig(players=NAMES[:n], deck=DECKS[edition], ruleset=edition, seed=seed,
                      max_gambits=5, **extra)


def check_privacy(game) -> None:
    """Each view's `known` names only cards really in that hand; a look's cards reach
    nobody but the looker and the one looked at."""
    for seat in range(game.n):
        view = game.view(seat)
        for other, ids in enumerate(view.known):
            anted = game.ante_hidden[other]
            hand = {game.cards[c].id for c in game.hands[other] + ([anted] if anted >= 0 else [])}
            assert set(ids) <= hand, (seat, other, ids)
        for event in view.log:
            if isinstance(event, HandLookedAt) and seat not in (event.viewer, event.target):
                assert event.cards is None


def play(config: GameConfig, rng: random.Random, uses: Counter) -> object:
    game = new_game(config)
    total = sum(game.hoards)
    for step in range(MAX_ACTIONS):
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal and game.decision is not None and game.decision.seat == game.to_act
        game.apply(legal[rng.randrange(len(legal))])
        assert sum(game.hoards) + game.stakes + game.hole_total == total
        assert all(h >= 0 for h in game.hoards) and all(len(h) <= 10 for h in game.hands)
        if step % 11 == 0:
            check_privacy(game)
            seat = game.to_act
            if seat is not None:
                world = Sampler(game, seat).sample(random.Random(step))
                assert world.view(seat) == game.view(seat)  # a world keeps its seat's view
                twin = game.clone()
                twin.apply(twin.legal_actions()[0])
                assert game.view(seat) == world.view(seat)  # a clone played on is apart
    else:
        raise AssertionError("a game with abilities did not end")
    uses.update(e.ability for e in game.log if isinstance(e, AbilityUsed))
    return game


@pytest.mark.parametrize("edition", sorted(DECKS))
def test_random_games_with_abilities_keep_every_invariant(edition):
    """Twelve seeded games per edition end, conserve gold, replay identically and
    round-trip their record; most abilities that ask get used along the way."""
    uses: Counter = Counter()
    for seed in range(12):
        game = play(random_config(edition, seed), random.Random(seed), uses)
        record = GameRecord.model_validate_json(game.record().model_dump_json())
        again = replay(record)
        assert again.log == game.log
        assert [again.view(s) for s in range(game.n)] == [game.view(s) for s in range(game.n)]
    asking = [a for a, info in EDITIONS[edition].items() if info.asks]
    assert sum(1 for a in asking if uses[a]) >= len(asking) // 2, uses
