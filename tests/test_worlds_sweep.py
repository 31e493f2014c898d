"""Every world sampled for any seat at any decision plays to its end (issue 26.2),
and a Dragonmaster world is never one the table has ruled out (issue 26.3).

A modest seeded sweep (tests/worlds_sweep.py); `benchmarks/worlds_sweep.py` runs
a larger one. Seats: Ann = 0, Bob = 1, ...
"""

from __future__ import annotations

import random

from dragonmaster_helpers import game as dm_game
from dragonmaster_helpers import hand, stack
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.engine import GameConfig, Sampler, new_game
from tda.engine.abilities.catalog import EDITIONS
from tda.engine.abilities.windows import AbilityAsk
from worlds_sweep import (
    NAMES,
    HandSoFar,
    Tally,
    dm_replay_differs,
    dm_sweep,
    play_to_end,
    tda_config,
    tda_sweep,
)

# Each deck and deck-building option once, each ruleset with no, dealt, drafted and
# secret abilities (tda_config's order), and games whose questions are private.
TDA_GAMES = [i + 15 * (i % 3) + 45 * ((i // 3) % 3) for i in range(15)] + [65, 74, 110, 130, 131]


def _repro():
    """The game of issue 26.2: Bob is asked about Luck domain after a power made him
    draw; Ann did not see what he drew."""
    state = new_game(GameConfig(players=NAMES[:5], deck="emperors-gambit", ruleset="revised",
                                seed=5023, max_gambits=4, ability_draft=3))
    rng = random.Random(5023)
    for _ in range(38):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_world_keeps_an_answer_to_a_question_about_unseen_draws_issue_26_2():
    """Issue 26.2: Bob's Luck domain question (W12) is about cards only he saw. Every
    other seat's worlds (Sampler and determinize) ask it about cards of Bob's hand
    as that world dealt it, none that seat saw, and play to their end."""
    game = _repro()
    ask = game.stack[-1]
    assert isinstance(ask, AbilityAsk) and (ask.seat, ask.window) == (1, "W12")
    for seat in range(game.n):
        sampler = Sampler(game, seat)
        for k in range(6):
            world = sampler.sample(random.Random(k)) if k % 2 else game.determinize(
                seat, random.Random(k))
            assert world.legal_actions(), (seat, k)
            asked = world.stack[-1]
            assert len(asked.cards) == len(ask.cards)
            assert set(asked.cards) <= set(world.hands[1])
            if seat != 1:
                assert not any(world.known[c] & (1 << seat) for c in asked.cards)
            assert play_to_end(world, random.Random(k)) is None


def _secret_question() -> tuple:
    """A Legendary game with secret abilities, stopped where a seat is asked about an
    ability nobody else has seen it use."""
    for seed in range(40):
        config = tda_config(128 + seed * 135, max_gambits=2)
        game = new_game(config)
        rng = random.Random(seed)
        while not game.is_over:
            top = game.stack[-1] if game.stack else None
            if isinstance(top, AbilityAsk) and not game.view((top.seat + 1) % game.n).abilities[
                    top.seat]:
                return game, top
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no question about a secret ability in 40 games")


def test_a_world_gives_a_secret_ability_that_answers_the_question_asked_issue_26_2():
    """Issue 26.2 and ruling A27: another seat asked about a secret ability it has never
    used has, in each world of a seat that cannot see it, an ability of that window
    that answers the question (the template holds none of its secret abilities)."""
    game, ask = _secret_question()
    window = {a for a, info in EDITIONS["legendary"].items() if info.window == ask.window}
    for seat in range(game.n):
        if seat == ask.seat:
            continue
        sampler = Sampler(game, seat)
        assert sampler._template.abilities.held[ask.seat] == ()
        for k in range(8):
            world = sampler.sample(random.Random(k))
            assert world.legal_actions()
            assert set(world.abilities.held[ask.seat]) <= window
            assert world.view(seat) == game.view(seat)
            assert play_to_end(world, random.Random(k)) is None


def test_a_seeded_sweep_of_three_dragon_ante_plays_every_world_to_its_end_issue_26_2():
    """Issue 26.2: every deck and deck-building option, the three rulesets, abilities
    none, dealt, drafted and secret: at every decision a world for every seat,
    played at random to its end, always with a legal action while not over."""
    tally = Tally()
    tda_sweep(TDA_GAMES, tally, max_gambits=1)
    assert tally.failures == [], tally.failures[:5]
    assert tally.worlds == tally.played > 1500


def test_a_seeded_sweep_of_dragonmaster_finds_no_world_the_table_ruled_out_issue_26_3():
    """Issues 26.2 and 26.3 (ruling L74): every level, 3 and 4 players, DM2 on and off:
    in the last hands of a game, and in every Power Play hand of its last round,
    each seat's world replays its hand to the same public story and view, and
    plays to its end."""
    tally = Tally()
    dm_sweep(range(6), tally, when=lambda g: g.round == g.n and g.hand_number >= 4)
    dm_sweep(range(6, 12), tally, when=lambda g: g.power_player is not None and g.round == g.n)
    assert tally.failures == [], tally.failures[:5]
    assert tally.worlds == tally.played == tally.replayed > 1000
    assert tally.power_play > 500


def test_a_card_played_for_a_seat_unasked_tells_its_worlds_issue_26_3():
    """Ruling L75: Issue 26.3 (its sweep): the table does not wait for a seat's one legal card.
    Bob's lone Druid is played for him at once when Dee leads Druids, so Bob has no
    other Druid; Ann chose among her three, so she holds one still. Every world of
    Dee's agrees, and replays the trick as the table saw it."""
    dee = hand(DRU="K Q P W", DRA="K Q P W")
    ann = hand(DRU="D C B", WAR="K Q P W D")
    bob = hand(DRU="F", NOM="K Q P W D C B")
    cid = hand(DRA="D C B F", WAR="C B F", NOM="F")
    g = dm_game("basic", [stack(dee, ann, bob, cid)])
    start = g.clone()
    chunks = [g.apply(a) for a in ("choose wizards", "play druids-king", "play druids-baron")]
    assert [e.card for e in chunks[-1] if hasattr(e, "card")] == ["druids-baron", "druids-fool"]
    assert g.to_act == 3
    sampler = DragonmasterSampler(g, 0)
    for k in range(40):
        world = sampler.sample(random.Random(k))
        assert not [c for c in world.hands[2] if c.startswith("druids")], k
        assert [c for c in world.hands[1] if c.startswith("druids")], k
        assert dm_replay_differs(HandSoFar(start, chunks), world, 0) is None, k
    assert g.asked == (True, True, False)  # the plays this hand: asked, asked, unasked
