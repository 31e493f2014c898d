"""The 'heuristic' Dragonmaster bot: always legal, ducks, deterministic."""

import dataclasses
import random

import pytest

from tda.bots.dragonmaster_heuristic import DragonmasterHeuristicBot
from tda.dragonmaster import Decision, DragonmasterConfig, act, new_game
from tda.games import DRAGONMASTER_GAME

LEVELS = ("basic", "advanced", "expert")


def play_game(level, n, seed, heuristic_seats):
    g = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"][:n], level=level,
                                    seed=seed))
    bot = DragonmasterHeuristicBot()
    rng = random.Random(seed)
    actions = []
    while not g.is_over:
        legal = g.legal_actions()
        seat = g.to_act
        if seat in heuristic_seats:
            action = bot.choose(g.view(seat), legal, rng)
            assert action in legal, (action, legal)
        else:
            action = rng.choice(legal)
        actions.append(str(action))
        g.apply(action)
    return actions


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", (3, 4))
def test_always_legal(level, n):
    for seed in range(4):
        play_game(level, n, seed, heuristic_seats={0, 1} if seed % 2 else set(range(n)))


def test_deterministic_for_a_fixed_rng():
    assert play_game("expert", 4, 7, {0, 2}) == play_game("expert", 4, 7, {0, 2})


def test_registered_for_dragonmaster():
    assert isinstance(DRAGONMASTER_GAME.make_bot("heuristic"), DragonmasterHeuristicBot)
    assert DRAGONMASTER_GAME.make_bot("random") is not None


def constructed_view(contract, hand, trick, led):
    g = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], level="basic",
                                    seed=1))
    view = g.view(3)
    return dataclasses.replace(view, seat=3, contract=contract, hand=tuple(hand),
                               trick=tuple(trick), led_suit=led, power_player=None,
                               tricks_won=(1, 1, 1, 0), hand_counts=(4, 4, 4, 5),
                               decision=Decision("play", 3, "", ()))


def test_ducks_under_the_winner_when_the_trick_holds_a_penalty():
    hand = ["warriors-king", "warriors-duke", "warriors-count", "warriors-fool", "nomads-king"]
    trick = [(0, "warriors-queen"), (1, "warriors-wizard"), (2, "warriors-baron")]
    legal = [act("play", c) for c in hand if c.startswith("warriors")]
    view = constructed_view("wizards", hand, trick, "warriors")
    # the Wizard in the trick: duck with the highest card below the Queen
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "warriors-duke")


def test_plays_low_into_a_clean_trick_and_sheds_danger_when_void():
    hand = ["warriors-king", "warriors-duke", "warriors-fool", "dragonlords-wizard"]
    trick = [(0, "warriors-queen")]
    legal = [act("play", c) for c in hand if c.startswith("warriors")]
    view = constructed_view("wizards", hand, trick, "warriors")
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "warriors-fool")
    void = constructed_view("wizards", ["nomads-king", "dragonlords-wizard", "druids-fool"],
                            [(0, "warriors-queen")], "warriors")
    legal = [act("play", c) for c in void.hand]
    assert DragonmasterHeuristicBot().choose(void, legal, random.Random(0)) == \
        act("play", "dragonlords-wizard")


def test_dragonmaster_picks_the_least_exposed_contract():
    hand = ["dragonlords-king", "dragonlords-queen", "dragonlords-wizard", "dragonlords-duke",
            "warriors-prince", "nomads-wizard", "druids-wizard", "warriors-wizard"]
    view = dataclasses.replace(constructed_view(None, hand, [], None),
                               decision=Decision("contract", 3, "", ()))
    legal = [act("choose", c) for c in ("dragonlords", "wizards", "runesword",
                                        "first-or-last", "staff-of-power")]
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("choose", "first-or-last")
