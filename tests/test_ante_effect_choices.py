"""A choice says what else it changes (issue 27.13): taking a card out of the ante
ends its live ante effect, and the option says which."""

from __future__ import annotations

from tda.engine import GameConfig, new_game
from tda.words import render

HANDS = [["hatchling", "spy", "iron-1", "iron-3", "iron-4", "iron-5"],
         ["steel-9", "gray-4", "brown-1", "brown-2", "brown-4", "brown-5"]]


def spy_choice():
    g = new_game(GameConfig(players=["Ann", "Bob"], deck="emperors-gambit", seed=1,
                            deck_order=[c for hand in HANDS for c in hand]))
    for text in ["ante hatchling", "ante steel-9", "play brown-5", "play spy"]:
        g.apply(text)
    return g


def test_the_spy_taking_the_hatchling_says_the_reversed_scoring_ends():
    """Issue 27.13: the Spy's "Take Hatchling (4) into your hand" did not say that it
    ends the reversed scoring on show; a card without a live effect says nothing more."""
    g = spy_choice()
    assert g.view(0).weakest_wins
    assert tuple(map(render, g.decision.labels)) == (
        "Take Hatchling (4) into your hand (its ante effect ends: the weakest flight "
        "no longer wins)",
        "Take Steel Dragon (9) into your hand")
    g.apply("take hatchling")
    assert not g.view(0).weakest_wins  # what the option said
