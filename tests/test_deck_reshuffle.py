"""When the deck runs out, the discard pile is shuffled into a new deck (as often as needed)."""

from scenario import start
from tda.engine.events import CardsBought, CardsDrawn, DeckReshuffled

# Two players; Ann leads round 1 with a Silver Dragon and round 2 with a Gold
# Dragon, so both powers trigger and make her draw. Playing 70 cards to empty
# the deck would take many gambits, so each test moves cards between the deck
# and the discard pile directly before the draw it checks.
SPEC = {
    "players": 2,
    "hands": [
        ["copper-8", "silver-2", "gold-13", "white-1", "white-2", "white-3"],
        ["blue-4", "black-1", "black-2", "black-3", "black-5", "black-7"],
    ],
    "deck_top": ["red-12"],
}


def total_cards(game) -> int:
    zones = game.hands + game.flights + [game.ante, game.deck, game.discard]
    cards = [c for zone in zones for c in zone]
    assert len(cards) == len(set(cards)), "a card is in two places"
    return len(cards)


def to_round_two(game) -> None:
    for action in ["ante copper-8", "ante blue-4", "play silver-2", "play black-1"]:
        game.apply(game.parse_action(action))
    assert game.round == 2 and game.to_act == 0


def test_draw_from_empty_deck_reshuffles_discard():
    """The Gold Dragon draws two from an empty deck: the discard pile becomes the deck first."""
    game = start(SPEC)
    to_round_two(game)
    game.discard.extend(game.deck)
    game.deck = []
    pile = set(game.discard)
    events = game.apply(game.parse_action("play gold-13"))
    shuffled = [e for e in events if isinstance(e, DeckReshuffled)]
    assert shuffled == [DeckReshuffled(len(pile))]
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert len(drawn) == 1 and drawn[0].seat == 0 and drawn[0].count == 2
    assert {game.by_id[c] for c in drawn[0].cards} <= pile
    assert game.discard == []
    assert len(game.deck) == len(pile) - 2
    assert total_cards(game) == 70


def test_reshuffle_mid_draw():
    """With one card left, the draw takes it, then reshuffles the pile for the second card."""
    game = start(SPEC)
    to_round_two(game)
    top = game.deck[-1]
    game.discard.extend(game.deck[:-1])
    game.deck = [top]
    pile = set(game.discard)
    events = game.apply(game.parse_action("play gold-13"))
    names = [type(e).__name__ for e in events]
    assert names.index("DeckReshuffled") < names.index("CardsDrawn")
    drawn = next(e for e in events if isinstance(e, CardsDrawn))
    assert drawn.count == 2
    assert drawn.cards[0] == game.cards[top].id
    assert game.by_id[drawn.cards[1]] in pile
    assert len(game.deck) == len(pile) - 1
    assert total_cards(game) == 70


def test_buying_reshuffles_too():
    """A buy with an empty deck reveals its price card from the reshuffled discard pile."""
    game = start(SPEC)
    to_round_two(game)
    # Bob keeps a single card, so he must buy when his turn starts; Ann's Gold
    # Dragon then takes the last two cards of the deck just before that.
    while len(game.hands[1]) > 1:
        game.discard.append(game.hands[1].pop())
    game.discard.extend(game.deck[:-2])
    game.deck = game.deck[-2:]
    pile = set(game.discard)
    hoard, stakes = game.hoards[1], game.stakes
    events = game.apply(game.parse_action("play gold-13"))
    names = [type(e).__name__ for e in events]
    assert names.index("CardsDrawn") < names.index("DeckReshuffled") < names.index("CardsBought")
    bought = next(e for e in events if isinstance(e, CardsBought))
    assert bought.seat == 1 and game.by_id[bought.revealed] in pile
    assert game.cards[game.discard[-1]].id == bought.revealed
    assert game.hoards[1] == hoard - bought.price
    assert game.stakes == stakes + bought.price
    assert len(game.hands[1]) == 4
    assert total_cards(game) == 70


def test_nothing_left_to_draw():
    """With the deck and the discard pile both empty, a draw simply stops short."""
    game = start(SPEC)
    to_round_two(game)
    hand = len(game.hands[0])
    parked = game.deck + game.discard
    game.deck, game.discard = [], []
    events = game.apply(game.parse_action("play gold-13"))
    assert not any(isinstance(e, (CardsDrawn, DeckReshuffled)) for e in events)
    assert len(game.hands[0]) == hand - 1
    assert total_cards(game) == 70 - len(parked)
