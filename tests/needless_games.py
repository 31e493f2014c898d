"""Games stopped at a needless choice (local ruling L3), for engine and TUI tests."""

from tda.engine import GameConfig, new_game


def bronze_tie_game():
    """Ann plays a Bronze Dragon with two tied weakest cards in a three-card ante:
    both go to her hand whichever she names first."""
    game = new_game(GameConfig(players=["Ann", "Bob", "Cid"], seed=2, deck_order=[
        "bronze-9", "gold-11", "red-12", "white-8", "silver-10", "copper-10",
        "brass-4", "red-2", "green-6", "black-7", "blue-9", "gold-9",
        "brass-2", "blue-2", "copper-5", "black-9", "green-8", "silver-6"]))
    for text in ("ante gold-11", "ante red-2", "ante blue-2", "play bronze-9"):
        game.apply(text)
    return game
