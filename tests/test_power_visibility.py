"""Who sees the cards moved by Red and Green Dragons (ruling R10)."""

from scenario import SCENARIOS, load, start
from tda.engine.events import CardGiven, CardTaken

POWERS = SCENARIOS / "original" / "powers"


def play(name: str, upto: int | None = None):
    """The scenario's game after its first `upto` actions (all by default)."""
    spec = load(POWERS / name)
    game = start(spec)
    for text in spec["actions"][:upto]:
        game.apply(game.parse_action(text))
    return game, spec


def only(events, kind):
    found = [e for e in events if isinstance(e, kind)]
    assert len(found) == 1, found
    return found[0]


def test_red_take_seen_only_by_taker_and_victim():
    """A Red Dragon's random take names the card to taker and victim, to nobody else."""
    game, spec = play("red_dragon_tie.toml")
    taken = only(game.log, CardTaken)
    assert (taken.taker, taken.victim) == (0, 2)
    assert taken.card in spec["hands"][2][1:]  # one of the victim's cards after the ante
    ids = lambda seat: [game.cards[c].id for c in game.hands[seat]]  # noqa: E731
    assert taken.card in ids(0) and taken.card not in ids(2)
    for seat in (0, 2):
        assert only(game.view(seat).log, CardTaken) == taken
    hidden = only(game.view(1).log, CardTaken)
    assert hidden == CardTaken(taker=0, victim=2, card=None)
    assert taken.card not in repr(game.view(1).log)


def test_red_take_hidden_in_untied_case():
    """The third seat learns that a card changed hands, not which one."""
    game, _ = play("red_dragon.toml")
    taken = only(game.log, CardTaken)
    assert only(game.view(1).log, CardTaken).card is None
    assert only(game.view(2).log, CardTaken).card == taken.card
    assert only(game.view(0).log, CardTaken).card == taken.card


def test_green_gift_is_public():
    """A dragon handed over to a Green Dragon is shown to every seat, the third one too."""
    game, _ = play("green_dragon.toml", upto=5)
    given = only(game.log, CardGiven)
    assert given == CardGiven(giver=1, receiver=0, card="black-5", kept=False)
    for seat in range(3):
        assert only(game.view(seat).log, CardGiven) == given
    assert "black-5" in [c.id for c in game.view(0).hand]


def test_green_gift_kept_is_public():
    """With a full hand the offered dragon stays with the giver, but it is still revealed."""
    game, _ = play("green_dragon_full_hand.toml")
    given = only(game.log, CardGiven)
    assert given == CardGiven(giver=1, receiver=0, card="black-5", kept=True)
    for seat in range(2):
        assert only(game.view(seat).log, CardGiven) == given
    assert len(game.hands[0]) == 10


def test_a_view_is_for_a_seat_of_the_game_or_a_spectator():
    """`view(-1)` once showed the last seat's hand under seat -1's name; a seat
    outside the game is a ValueError that says which seats there are."""
    import pytest

    from tda.engine import GameConfig, new_game
    game = new_game(GameConfig(players=["Ann", "Bob", "Cid"], seed=5))
    assert game.view(None).hand == () and len(game.view(2).hand) == 6
    for seat in (-1, 3, True, "0"):
        with pytest.raises(ValueError, match=r"no seat .* in a 3-player game"):
            game.view(seat)
