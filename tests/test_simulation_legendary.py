"""Simulation layer for the Legendary Edition: random games over every deck-building
option at 2-6 players, with the engine's invariants checked at every step (gold
including the hole, cards including the set-aside specials, private views, the
set-aside specials never named, replay, termination)."""

import pytest

from tda.table.sim import simulate

# Every deck-building option; the default gets the most games. About 35 s in all.
OPTIONS = {
    "legendary": 24,
    "legendary:druids-party": 8,
    "legendary:pick-em": 8,
    "legendary:show-em": 8,
    "legendary:traditional": 8,
    "legendary:custom=kobold,illusionist,sorcerer,prophet,silver-seer": 8,
    "legendary:pick-em+show-em": 8,
}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("deck", list(OPTIONS))
def test_legendary_games_keep_invariants(deck, players):
    """Gold, cards, views and records hold in every game of every deck-building option."""
    games = OPTIONS[deck]
    summary = simulate(games, players=players, deck=deck, seed=7000 + 100 * players)
    assert summary.failures == [], summary.failures[0]["trace"]
    assert summary.ruleset == "legendary"
    assert abs(sum(summary.win_share) - 1) < 1e-9


@pytest.mark.parametrize("gold", [12, 15])
@pytest.mark.parametrize("players", [3, 5])
def test_game_and_a_half_games_end(gold, players):
    """Game-and-a-half starting gold: longer games, still conserved and finished."""
    summary = simulate(8, players=players, deck="legendary", seed=gold * 10 + players,
                       gold_per_player=gold)
    assert summary.failures == [], summary.failures[0]["trace"]
