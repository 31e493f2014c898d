"""The game-neutral search bot plays every registered game with the game's own
playout policy and evaluation, legally and reproducibly."""

import random

import pytest

from tda.bots.search import SearchBot, any_game_bot
from tda.table import game_names, get_game


def searched_game(name: str, seed: int) -> list[str]:
    """A short game: seat 0 searches (a few iterations), the others play at random."""
    game = get_game(name)
    state = game.new_game(game.config_for(seed, game.players[0]))
    bot = SearchBot(game, iterations=4)
    rng, others = random.Random(seed), random.Random(seed + 1)
    for _ in range(12):
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.to_act == 0:
            action = bot.choose(state.view(0), legal, rng, sampler=game.sampler(state, 0))
            assert action in legal
        else:
            action = legal[others.randrange(len(legal))]
        state.apply(action)
    return list(state.actions)


@pytest.mark.parametrize("name", game_names())
def test_the_search_bot_plays_any_game(name):
    """Same seed, same moves: the search is deterministic without a clock."""
    assert searched_game(name, 2) == searched_game(name, 2)


def test_without_a_game_the_search_plays_out_at_random():
    """No hooks: random playouts and a share of the win still choose a legal action."""
    game = get_game()
    state = game.new_game(game.config_for(1, 2))
    legal = state.legal_actions()
    action = SearchBot(iterations=3).choose(state.view(state.to_act), legal,
                                            random.Random(0), game.sampler(state, state.to_act))
    assert action in legal


@pytest.mark.parametrize("name", game_names())
def test_every_game_can_seat_the_neutral_bots(name):
    """'random' and 'search:...' are bots any game's entry may offer; bad names and
    options are refused with the choices named."""
    game = get_game(name)
    state = game.new_game(game.config_for(0, game.players[0]))
    seat = state.to_act
    for spec in ("random", "search:iterations=2", "search:iterations=2:seconds=5"):
        bot = any_game_bot(game, spec)
        action = bot.choose(state.view(seat), state.legal_actions(), random.Random(1),
                            sampler=game.sampler(state, seat))
        assert action in state.legal_actions()
    with pytest.raises(ValueError, match="random, search"):
        any_game_bot(game, "genius")
    with pytest.raises(ValueError, match="iterations"):
        any_game_bot(game, "search:iterations=0")
