"""A power that triggers and changes nothing says why (issue 27.12): the engine emits
`PowerFizzled` with a reason code; the story and the recap put it in words."""

from __future__ import annotations

import pytest

from tda.engine import Fizzle, GameConfig, new_game
from tda.engine import events as ev
from tda.games.three_dragon_ante.words.recap import recap_lines
from tda.games.three_dragon_ante.words.story import Storyteller

EG = [["mithral-13", "gray-2", "hatchling", "iron-1", "iron-3", "iron-4"],
      ["steel-9", "gray-4", "brown-1", "brown-2", "brown-4", "brown-5"]]
LEGENDARY = [["red-8", "copper-trickster", "blue-1", "blue-2", "blue-4", "blue-6"],
             ["white-1", "red-2", "red-3", "red-5", "red-7", "red-10"]]
ORIGINAL = [["gold-13", "white-3", "white-1", "white-2", "white-4", "red-2"],
            ["silver-2", "black-1", "black-2", "black-3", "black-5", "black-7"]]

CASES = {  # card played first: (deck, hands, antes, reason, the story's words)
    "gray-2": ("emperors-gambit", EG, ["mithral-13", "steel-9"], Fizzle.NO_EVIL_IN_ANTE,
               "Gray Dragon (2) does nothing: there is no evil dragon in the ante"),
    "hatchling": ("emperors-gambit", EG, ["mithral-13", "steel-9"], Fizzle.NO_WEAKER_POWER,
                  "Hatchling (4) does nothing: no weaker card with a power is in any "
                  "flight to copy"),
    "copper-trickster": ("legendary", LEGENDARY, ["red-8", "white-1"],
                         Fizzle.NO_OTHER_FLIGHT_CARD,
                         "Copper Trickster (9) does nothing: there is no other card in "
                         "the flight to swap"),
    "white-3": ("original", ORIGINAL, ["gold-13", "silver-2"], Fizzle.NO_MORTAL_IN_FLIGHTS,
                "White Dragon (3) does nothing: there is no mortal in any flight"),
}


def played(card: str):
    deck, hands, antes, _, _ = CASES[card]
    g = new_game(GameConfig(players=["Ann", "Bob"], deck=deck, seed=1,
                            deck_order=[c for hand in hands for c in hand]))
    for text in [f"ante {antes[0]}", f"ante {antes[1]}", f"play {card}"]:
        g.apply(text)
    return g


@pytest.mark.parametrize("card", list(CASES))
def test_a_power_that_does_nothing_says_why(card):
    """Issue 27.12: "its power triggers" was followed by nothing (the Hatchling, the
    Copper Trickster, the Gray Dragon): the engine names why, the words say it."""
    g = played(card)
    _, _, _, reason, words = CASES[card]
    log = g.log
    fizzled = [e for e in log if isinstance(e, ev.PowerFizzled)]
    assert fizzled == [ev.PowerFizzled(0, card, reason)]
    assert isinstance(log[log.index(fizzled[0]) - 1], ev.PowerTriggered)
    story = Storyteller(g.names, g.cards).lines(log)
    assert story[-1] == words
    view = g.view(1)
    recap = recap_lines(list(view.log), view, {c.id: c for c in g.cards})
    assert recap[-1].text.startswith("Ann played ")
    assert recap[-1].text.endswith("its power did nothing (" + words.split(": ", 1)[1] + ")")


def test_a_power_that_changes_the_gambit_quietly_is_not_said_to_do_nothing():
    """The Druid changes no gold and moves no card, yet it makes the weakest flight
    win: no PowerFizzled for it (nor for the Priest's lead)."""
    hands = [["gold-13", "druid", "priest", "white-1", "white-2", "white-4"],
             ["silver-2", "black-1", "black-2", "black-3", "black-5", "black-7"]]
    g = new_game(GameConfig(players=["Ann", "Bob"], seed=1,
                            deck_order=[c for hand in hands for c in hand]))
    for text in ["ante gold-13", "ante silver-2", "play druid"]:
        g.apply(text)
    assert any(isinstance(e, ev.PowerTriggered) and e.card == "druid" for e in g.log)
    assert not any(isinstance(e, ev.PowerFizzled) for e in g.log)
