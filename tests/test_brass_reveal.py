"""Ruling R10: a card handed over (or offered and kept) for a Brass Dragon is shown to everyone."""

from scenario import SCENARIOS, load, start
from tda.engine.events import CardGiven

POWERS = SCENARIOS / "original" / "powers"


def play(name: str, count: int):
    spec = load(POWERS / name)
    game = start(spec)
    for action in spec["actions"][:count]:
        game.apply(game.parse_action(action))
    return game


def test_given_card_is_public():
    """A bystander sees which good dragon went to the Brass player, and where it is."""
    game = play("brass_basic.toml", 8)
    silver = game.by_id["silver-8"]
    assert silver in game.hands[0]
    for seat in range(3):
        assert silver not in game.hidden_from(seat)
        given = [e for e in game.view(seat).log if isinstance(e, CardGiven)]
        assert given == [CardGiven(2, 0, "silver-8", kept=False)]


def test_kept_card_is_public():
    """A dragon offered to a full hand stays with the giver, known to every seat."""
    game = play("brass_full_hand.toml", 14)
    gold = game.by_id["gold-11"]
    assert gold in game.hands[1]
    for seat in range(3):
        assert gold not in game.hidden_from(seat)
        assert game.view(seat).log[-1] == CardGiven(1, 0, "gold-11", kept=True)
