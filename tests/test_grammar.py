"""Names in sentences: possessives, articles and a seat named "You" read right."""

import pytest

from tda.engine import GameConfig, new_game
from tda.games.three_dragon_ante.words.story import Storyteller
from tda.text import agree, article, objective, plain_verb, plural, possessive, subject


@pytest.mark.parametrize("name, start, mid", [
    ("Ann", "Ann's", "Ann's"),
    ("Charles", "Charles'", "Charles'"),  # a name ending in s takes the apostrophe alone
    ("JAMES", "JAMES'", "JAMES'"),
    ("Easy 3", "Easy 3's", "Easy 3's"),
    ("You", "Your", "your"),
    ("you", "Your", "your"),
    (" YOU ", "Your", "your"),
])
def test_possessive(name, start, mid):
    """Possessives for any name; a seat named You reads "Your hand"."""
    assert possessive(name) == start and possessive(name, start=False) == mid


@pytest.mark.parametrize("verb, plain", [
    ("draws", "draw"), ("passes", "pass"), ("carries", "carry"), ("is", "are"),
    ("has", "have"), ("chooses", "choose"), ("antes", "ante"), ("owes", "owe"),
    ("touches", "touch"), ("goes", "go"),
])
def test_plain_verb(verb, plain):
    assert plain_verb(verb) == plain


def test_a_seat_named_you_is_the_second_person():
    """'You draw', 'You are thinking', '... and take', 'pays 5 gold to you'."""
    assert subject("You", "draws") == "You draw"
    assert subject("you", "is thinking…") == "You are thinking…"
    assert subject("Ann", "draws") == "Ann draws"
    assert agree("You", "takes") == "take" and agree("Bob", "takes") == "takes"
    assert objective("You") == "you" and objective("Youssef") == "Youssef"


@pytest.mark.parametrize("phrase, expected", [
    ("evil dragon", "an evil dragon"), ("good dragon", "a good dragon"),
    ("mortal", "a mortal"), ("unaligned dragon", "an unaligned dragon"),
    ("unique card", "a unique card"), ("hour", "an hour"), ("8", "an 8"), ("11", "an 11"),
    ("18-strength flight", "an 18-strength flight"), ("1", "a 1"), ("80", "an 80"),
    ("Evil Dragon", "an Evil Dragon"), ("one card", "a one card"),
])
def test_article(phrase, expected):
    """'an evil dragon', never 'a evil dragon'."""
    assert article(phrase) == expected


def test_plural():
    assert plural(1, "card") == "1 card" and plural(3, "card") == "3 cards"
    assert plural(5, "gold", "gold") == "5 gold"


def test_the_story_of_a_seat_named_you_and_one_named_charles():
    """The headless story reads right for any name: no "You draws" or "You's",
    no "Charles's"."""
    game = new_game(GameConfig(players=["You", "Charles"], seed=3))
    teller = Storyteller(game.names, game.cards)
    while game.gambit < 2 and not game.is_over:
        game.apply(game.legal_actions()[0])
    lines = teller.lines(game.log)
    text = "\n".join(lines)
    assert "You draw " in text and "You ante " in text
    for wrong in ("You draws", "You antes", "You's", "You plays", "You pays", "You takes",
                  "Charles's", " a evil"):
        assert wrong not in text, wrong


def test_an_owned_card_drops_its_the():
    """Issue 27.19: "Ann's The Sorcerer (8) is replaced by ..." reads "Ann's Sorcerer
    (8)"; a card with no owner keeps its name as printed."""
    from tda.engine import events as ev
    game = new_game(GameConfig(players=["Ann", "Bob"], deck="emperors-gambit", seed=1))
    teller = Storyteller(game.names, game.cards)
    assert teller.tell(ev.CardReplaced(0, "sorcerer", "iron-5")) == \
        "Ann's Sorcerer (8) is replaced by Iron Dragon (5)"
    assert teller.tell(ev.CardsSwapped(1, "spy", 0, "sorcerer")) == \
        "Bob trades The Spy (5) for Ann's Sorcerer (8)"
