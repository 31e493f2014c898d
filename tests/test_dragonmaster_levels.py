"""Dragonmaster's bot levels: easy, normal and hard as Three-Dragon Ante has them,
seated by name with options, always legal, reproducible without a clock."""

import random

import pytest

from tda.games.dragonmaster.bots.heuristic import DragonmasterHeuristicBot
from tda.games.dragonmaster.bots.levels import SlippingHeuristicBot
from tda.games.dragonmaster.bots.search import DragonmasterSearchBot, hand_value
from tda.games.three_dragon_ante.bots.levels import HARD_SECONDS
from tda.table import get_game
from tda.table.errors import ConfigError
from tda.table.session import Seat

GAME = get_game("dragonmaster")
# the search levels with an iteration budget and no clock: fast and deterministic
QUICK = ("easy", "normal:iterations=12:seconds=0", "hard:iterations=12:seconds=0",
         "heuristic", "ismcts:iterations=8:seconds=0")


def short_game(level, seed, spec, steps=40):
    """Seat 0 is the bot under test, the others the heuristic; `steps` actions."""
    state = GAME.new_game(GAME.config_for(seed, 4, level=level))
    bot, others = GAME.make_bot(spec), GAME.make_bot("heuristic")
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.to_act
        legal = state.legal_actions()
        chooser = bot if seat == 0 else others
        action = chooser.choose(state.view(seat), legal, rng,
                                sampler=GAME.sampler(state, seat))
        assert action in legal, (spec, action, legal)
        state.apply(action)
    return state.actions


@pytest.mark.parametrize("level", ("basic", "advanced", "expert"))
@pytest.mark.parametrize("spec", QUICK)
def test_levels_play_a_short_seeded_game_legally_and_reproducibly(level, spec):
    assert short_game(level, 3, spec) == short_game(level, 3, spec)


def test_the_levels_are_what_three_dragon_ante_calls_them():
    assert isinstance(GAME.make_bot("easy"), SlippingHeuristicBot)
    normal, hard = GAME.make_bot("normal"), GAME.make_bot("hard")
    assert isinstance(hard, DragonmasterSearchBot) and hard.seconds == HARD_SECONDS
    assert isinstance(normal, DragonmasterSearchBot) and normal.seconds < hard.seconds
    assert isinstance(GAME.make_bot("heuristic"), DragonmasterHeuristicBot)
    tuned = GAME.make_bot("hard:seconds=2:iterations=300")
    assert (tuned.seconds, tuned.iterations) == (2, 300)


def test_a_bot_seat_takes_a_dragonmaster_level():
    """`--seat bot:hard` works for Dragonmaster: the seat parser asks the game."""
    seat = Seat.parse("bot:hard:seconds=0.5:Smaug", 0, game="dragonmaster")
    assert seat.name == "Smaug" and GAME.make_bot(seat.bot).seconds == 0.5
    with pytest.raises(ValueError, match="seconds must be from 0"):
        Seat.parse("bot:hard:seconds=-2", 1, game="dragonmaster")


@pytest.mark.parametrize("spec,words", [
    ("hard:seconds=-1", "seconds must be from 0 to 3600"),
    ("normal:iterations=0:seconds=0", "a search needs a budget"),
    ("normal:iterations=-3", "iterations must be from 1"),
    ("hard:iterations=2.5", "iterations must be a whole number"),
    ("easy:seconds=1", "takes no options"),
    ("hard:depth=3", "its options: seconds, iterations"),
    ("hard:seconds", "must be KEY=NUMBER"),
    ("hard:seconds=1:seconds=2", "given twice"),
    ("hard:seconds=nan", "finite"),
    ("genius", "choose from: easy, hard, heuristic, ismcts, normal, random, search"),
])
def test_bad_bot_options_are_one_clear_line(spec, words):
    with pytest.raises(ConfigError) as err:
        GAME.make_bot(spec)
    message = str(err.value)
    assert words in message and "\n" not in message, message


def test_a_search_is_worth_its_crystals():
    """The search's evaluation: crystals won against the average other seat, and
    the share of the win once the hand ended the game."""
    state = GAME.new_game(GAME.config_for(1, 4))
    start = tuple(state.balances)
    state.balances[0] += 12_000
    state.balances[1] -= 12_000
    assert hand_value(state, start, 0) == pytest.approx((12_000 + 4_000) / 16_000)
    assert hand_value(state, start, 2) == pytest.approx(0)
