"""Bad input is refused with an error that says what is wrong and what would be right."""

import pydantic
import pytest

from scenario import start

from tda.engine import ConfigError, GameConfig, IllegalActionError, new_game
from tda.engine.rulesets import RULESETS

SPEC = {
    "players": 2,
    "hands": [
        ["black-9", "red-2", "gold-2", "white-1", "green-1", "blue-1"],
        ["blue-9", "red-3", "gold-4", "white-2", "green-2", "blue-2"],
    ],
}


def test_illegal_action_is_refused_and_changes_nothing():
    """Playing a card during the ante is refused; the message names the legal actions."""
    game = start(SPEC)
    before = (len(game.log), list(game.hands[0]), game.decision)
    with pytest.raises(IllegalActionError) as err:
        game.apply("play black-9")
    message = str(err.value)
    assert "play black-9 is not legal now" in message
    assert "choose a card to ante" in message
    assert "ante black-9" in message and "ante blue-1" in message
    assert (len(game.log), list(game.hands[0]), game.decision) == before
    game.apply(game.parse_action("ante black-9"))  # the game goes on normally


def test_card_not_in_hand_is_refused():
    """Anteing a card from another player's hand is refused, by apply and by parse_action."""
    game = start(SPEC)
    with pytest.raises(IllegalActionError, match="ante blue-9 is not legal now"):
        game.apply("ante blue-9")
    with pytest.raises(IllegalActionError, match="legal actions: ante black-9"):
        game.parse_action("ante blue-9")


def test_unknown_action_word():
    """An action that starts with an unknown verb is refused and the known verbs are listed."""
    game = start(SPEC)
    with pytest.raises(IllegalActionError, match=r"unknown action 'dance black-9'.*ante, play"):
        game.parse_action("dance black-9")
    with pytest.raises(IllegalActionError, match="unknown action"):
        game.apply("dance")


def test_empty_action():
    """An empty action string is refused."""
    game = start(SPEC)
    with pytest.raises(IllegalActionError, match="empty"):
        game.parse_action("   ")


def test_action_after_game_over():
    """Once the game has ended, every action is refused with that reason."""
    game = start({
        "players": 2, "max_gambits": 1,
        "hands": [["white-8", "white-1", "white-2", "white-3", "gold-13", "red-12"],
                  ["blue-4", "black-1", "black-2", "black-5", "gold-11", "red-10"]],
        "deck_top": ["copper-1", "copper-3", "copper-5", "copper-7"],
    })
    for action in ["ante white-8", "ante blue-4", "play white-1", "play black-1",
                   "play white-2", "play black-2", "play white-3", "play black-5"]:
        game.apply(game.parse_action(action))
    assert game.is_over and game.legal_actions() == []
    with pytest.raises(IllegalActionError, match="the game is over"):
        game.apply("ante gold-13")


def test_unknown_ruleset_names_the_choices():
    """An unknown ruleset is a validation error (a ValueError) listing the known rulesets."""
    with pytest.raises(pydantic.ValidationError) as err:
        GameConfig(players=["Ann", "Bob"], ruleset="poker")
    assert isinstance(err.value, ValueError)
    message = str(err.value)
    assert "unknown ruleset 'poker'" in message and "choose from" in message
    for name in RULESETS:
        assert name in message


def test_unknown_deck_names_the_choices():
    """An unknown deck is a validation error naming the available decks."""
    with pytest.raises(pydantic.ValidationError) as err:
        GameConfig(players=["Ann", "Bob"], deck="tarot")
    assert isinstance(err.value, ValueError)
    message = str(err.value)
    assert "unknown deck 'tarot'" in message and "choose from" in message
    assert "original" in message


@pytest.mark.parametrize("count", [0, 1, 7, 8])
def test_player_count_outside_two_to_six(count):
    """Fewer than 2 or more than 6 players is refused, saying 2 to 6."""
    names = [f"P{i}" for i in range(count)]
    with pytest.raises(pydantic.ValidationError, match=f"2 to 6 players, not {count}"):
        GameConfig(players=names)


@pytest.mark.parametrize("count", [2, 6])
def test_player_count_limits_accepted(count):
    """2 and 6 players are both fine."""
    game = new_game(GameConfig(players=[f"P{i}" for i in range(count)], seed=3))
    assert len(game.hoards) == count


def test_bad_deck_order_card():
    """A deck_order card id that is not in the deck is a ConfigError naming the card."""
    with pytest.raises(ConfigError, match="'black-99'"):
        new_game(GameConfig(players=["Ann", "Bob"], deck_order=["black-99"]))


def test_deck_order_card_twice():
    """A card stacked twice is a ConfigError too."""
    with pytest.raises(ConfigError, match="twice"):
        new_game(GameConfig(players=["Ann", "Bob"], deck_order=["black-9", "black-9"]))
