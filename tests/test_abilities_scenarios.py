"""Scenario tests for the character abilities (rules/ABILITIES.md section 7), each
naming the rulings it relies on; seat names: Ann = 0, Bob = 1, Cid = 2."""

from __future__ import annotations

import random

import pytest

from tda.engine import ConfigError, GameConfig, Sampler, new_game, replay
from tda.engine.abilities.events import (
    AbilityCardsReturned,
    AbilityExpended,
    AbilityReady,
    AbilityUsed,
    DiceRolled,
    HandLookedAt,
    InsightRolled,
)
from tda.engine.abilities.windows import AbilityAsk
from tda.engine.events import CardTaken
from tda.games.three_dragon_ante.words.story import Storyteller

DECKS = {"original": "original", "revised": "emperors-gambit", "legendary": "legendary"}
NAMES = ["Ann", "Bob", "Cid", "Dee"]


def start(ruleset: str, hands: list[list[str]], deck_top=(), seed: int = 1, **settings):
    order = [c for h in hands for c in h] + list(deck_top)
    return new_game(GameConfig(players=NAMES[:len(hands)], deck=DECKS[ruleset],
                               ruleset=ruleset, seed=seed, deck_order=order, **settings))


def do(game, *actions: str) -> None:
    for action in actions:
        game.apply(action)


def options(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def poke(game) -> None:
    """After a test moved the state by hand: run on to the next decision."""
    game._legal = None
    game.run()


def move_to_discard(game, cards) -> None:
    for card in list(cards):
        for hand in game.hands:
            if card in hand:
                hand.remove(card)
        game.discard.append(card)


def to_flight(game, seat: int, *ids: str) -> None:
    """Put cards (from wherever they are) into a flight, as if played earlier."""
    for card_id in ids:
        card = game.by_id[card_id]
        for place in (game.deck, game.discard, *game.hands):
            if card in place:
                place.remove(card)
        game.flights[seat].append(card)
        game.known[card] = game.everyone


def events(game, kind) -> list:
    return [e for e in game.log if isinstance(e, kind)]


# -- configuration -------------------------------------------------------------------
def test_bad_ability_settings_are_one_line_config_errors():
    """An unknown id, another edition's id, a duplicate under revised (ruling A26)."""
    for settings, words in (
            ({"abilities": [["juggling"], []]}, "not an ability"),
            ({"abilities": [["fast-hands"], []]}, "Legendary"),
            ({"abilities": [["bluff"], ["bluff"]], "ruleset": "revised"}, "one holder"),
            ({"abilities": [["bluff"]]}, "one list per seat"),
            ({"ability_draft": 2}, "revised"),
            ({"abilities": [["draconic-ancestry"], []], "ruleset": "legendary"}, "color")):
        with pytest.raises(ConfigError, match=words):
            GameConfig(players=["Ann", "Bob"], **settings)
    for mode, lists, words in (("one", [["bluff", "intimidate"], []], "at most one"),
                               ("roleplay", [["bluff"], []], "no abilities"),
                               ("wild", [[], []], "not one of")):
        with pytest.raises(ConfigError, match=words):
            GameConfig(players=["Ann", "Bob"], ability_mode=mode, abilities=lists)
    GameConfig(players=["Ann", "Bob"], ability_mode="all", abilities=[["bluff", "intimidate"], []])
    # duplicates are fine in the original and Legendary lists (ruling A26)
    GameConfig(players=["Ann", "Bob"], abilities=[["bluff"], ["bluff"]])


def test_without_abilities_nothing_changes():
    """Abilities off: the view has no ability fields and a game plays as before."""
    game = start("original", [["white-1"] * 0 + ["gold-13", "black-3", "red-2", "red-3",
                                                  "blue-1", "gold-2"],
                              ["brass-2", "copper-5", "copper-7", "white-2", "white-3",
                               "white-4"]])
    assert game.abilities is None and game.view(0).abilities == ()


# -- original ------------------------------------------------------------------------
ORIGINAL_HANDS = [["white-1", "silver-8", "gold-9", "gold-2", "gold-4", "silver-2"],
                  ["gold-13", "black-3", "black-7", "red-2", "red-3", "blue-1"],
                  ["brass-2", "copper-5", "copper-7", "white-2", "white-3", "white-4"]]
ORIGINAL_OPENING = ("ante white-1", "ante gold-13", "ante brass-2",
                    "play black-3", "play copper-5", "play silver-8", "play gold-9")


def test_sense_motive_shows_the_hand_to_the_looker_only():
    """Scenario 6, rulings A2 and A11: Bob's second card shares his first's color; Ann
    looks before the Black Dragon's power; Cid's view never holds Bob's cards."""
    game = start("original", ORIGINAL_HANDS, abilities=[["sense-motive"], [], []])
    do(game, *ORIGINAL_OPENING, "play black-7")
    assert game.to_act == 0 and options(game) == ["use sense-motive", "pass"]
    stakes = game.stakes
    do(game, "use sense-motive")
    bob = sorted(game.cards[c].id for c in game.hands[1])
    assert sorted(game.view(0).known[1]) == bob
    assert game.view(2).known[1] == ()
    look = events(game, HandLookedAt)[0]
    assert look.viewer == 0 and look.target == 1
    assert [e for e in game.view(2).log if isinstance(e, HandLookedAt)][0].cards is None
    assert game.stakes == stakes - 2  # then the Black Dragon's power resolved
    assert replay(game.record()).view(0) == game.view(0)


def test_sense_motive_needs_a_matching_second_card():
    """Ruling A11: a second card of another color opens no window."""
    hands = [h[:] for h in ORIGINAL_HANDS]
    hands[1][2] = "red-5"  # Bob's second card is red, his first black
    hands[1][3] = "blue-2"
    game = start("original", hands, abilities=[["sense-motive"], [], []])
    do(game, *ORIGINAL_OPENING, "play red-5")
    assert game.decision.kind != "use-ability"


def test_sleight_of_hand_after_a_black_dragon():
    """Scenario 7, ruling A12: after a steal leaving 2+, one more gold."""
    game = start("original", ORIGINAL_HANDS, abilities=[[], ["sleight-of-hand"], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    stakes, gold = game.stakes, game.hoards[1]
    do(game, "play black-3")
    assert options(game) == ["use sleight-of-hand", "pass"]
    assert game.decision.source is None  # Bob's ability asks, not the Black Dragon
    do(game, "use sleight-of-hand")
    assert game.stakes == stakes - 3 and game.hoards[1] == gold + 3


def test_concentration_pays_one_less_when_poorest():
    """Scenario 2, ruling A7: the poorest (or tied) holder antes 1 less."""
    game = start("original", ORIGINAL_HANDS, abilities=[["concentration"], [], []],
                 starting_gold=30)
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    assert game.hoards == [18, 17, 17] and game.stakes == 38


def test_bluff_lowers_payments_to_players_only():
    """Scenario 1, ruling A6: a payment of 2+ to a player is 1 less; the ante is not."""
    game = start("original", ORIGINAL_HANDS, abilities=[["bluff"], [], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    assert game.hoards == [37, 37, 37]
    before = game.hoards[0]
    game.pay(0, 1, 5)
    assert game.hoards[0] == before - 4
    game.pay(0, 1, 1)
    assert game.hoards[0] == before - 5


def test_diplomacy_names_the_leader():
    """Scenario 3, ruling A8: the would-be leader names another, who plays first."""
    game = start("original", ORIGINAL_HANDS, abilities=[[], ["diplomacy"], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    assert options(game) == ["use diplomacy 2", "use diplomacy 0", "pass"]
    do(game, "use diplomacy 2")
    assert game.leader == 2 and game.to_act == 2 and game.decision.kind == "play"
    lines = Storyteller(game.names, game.cards).lines(game.log)
    assert "Bob uses Diplomacy (Cid)" in lines
    assert any("named by Diplomacy" in line for line in lines)


def test_intimidate_drops_the_holder_from_a_tie():
    """Scenario 4, ruling A10: tied for the strongest flight, the holder is not a target."""
    game = start("original", ORIGINAL_HANDS, abilities=[[], [], ["intimidate"]])
    game.flights[1], game.flights[2] = [game.by_id["red-3"]], [game.by_id["white-3"]]
    assert game.extreme_opponents(0) == [1]
    game.flights[2] = [game.by_id["white-4"]]
    assert game.extreme_opponents(0) == [2]  # the only strongest is still picked


def test_profession_gambler_pays_the_second_card():
    """Scenario 5, ruling A13: the second revealed card's strength is the price."""
    game = start("original", ORIGINAL_HANDS, ["green-10", "black-1", "blue-4", "blue-7",
                                              "blue-9", "blue-11"],
                 abilities=[["profession-gambler"], [], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    move_to_discard(game, game.hands[0][1:])
    gold, stakes = game.hoards[0], game.stakes
    game.buy(0)
    poke(game)
    assert options(game) == ["use profession-gambler", "pass"]
    do(game, "use profession-gambler")
    assert game.hoards[0] == gold - 1 and game.stakes == stakes + 1
    assert sorted(game.cards[c].id for c in game.hands[0][1:]) == ["blue-4", "blue-7", "blue-9"]


def test_profession_gambler_declined_pays_the_first_card():
    """Scenario 5 without the ability's use: the first card's price, the next three drawn."""
    game = start("original", ORIGINAL_HANDS, ["green-10", "black-1", "blue-4", "blue-7"],
                 abilities=[["profession-gambler"], [], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    move_to_discard(game, game.hands[0][1:])
    gold = game.hoards[0]
    game.buy(0)
    poke(game)
    do(game, "pass")
    assert game.hoards[0] == gold - 10
    assert sorted(game.cards[c].id for c in game.hands[0][1:]) == ["black-1", "blue-4", "blue-7"]


def test_wild_card_completes_a_color_flight_once_per_game():
    """Scenario 8, ruling A14: a mortal played this turn counts as the third dragon;
    each opponent pays the second-strongest (7); never again this game."""
    hands = [["gold-13", "thief", "silver-3", "gold-4", "silver-2", "bronze-1"],
             ["white-1", "black-3", "black-7", "red-3", "red-5", "blue-1"],
             ["brass-2", "copper-5", "copper-7", "white-2", "white-3", "white-4"]]
    game = start("original", hands, abilities=[["wild-card"], [], []])
    do(game, "ante gold-13", "ante white-1", "ante brass-2")
    to_flight(game, 0, "red-2", "red-10")
    bob, cid = game.hoards[1], game.hoards[2]
    do(game, "play thief")
    while game.decision.kind != "use-ability":
        do(game, options(game)[0])  # the Thief's discard
    assert options(game) == ["use wild-card red", "pass"]
    do(game, "use wild-card red")
    assert (bob - game.hoards[1], cid - game.hoards[2]) == (7, 7)
    assert "color:red" in game.collected[0]
    assert game.view(1).ability_ready[0] == {"wild-card": False}


# -- Emperor's Gambit -----------------------------------------------------------------
def test_the_draft_goes_in_insight_order_and_keeps_the_deal():
    """Ruling A25: Insight d20s on their own stream; picks pass by pass; the deal is
    the one without abilities."""
    plain = new_game(GameConfig(players=NAMES[:3], deck="emperors-gambit", seed=9))
    game = new_game(GameConfig(players=NAMES[:3], deck="emperors-gambit", seed=9,
                               ability_draft=2, insight_bonus=[0, 5, 0]))
    rolls = events(game, InsightRolled)
    order = [r.seat for r in sorted(rolls, key=lambda r: (-r.total, -r.bonus, r.seat))]
    assert game.decision.kind == "pick-ability" and game.to_act == order[0]
    for _ in range(6):
        do(game, options(game)[0])
    assert sorted(len(h) for h in game.abilities.held) == [2, 2, 2]
    assert game.hands == plain.hands
    assert len({a for h in game.abilities.held for a in h}) == 6  # one holder each


EG_HANDS = [["mithral-13", "adamantine-3", "iron-5", "brown-5", "steel-7", "gray-6"],
            ["iron-1", "brown-9", "purple-3", "steel-2", "iron-4", "mercury-5"],
            ["spy", "iron-7", "adamantine-4", "earthquake-12", "mercury-1", "purple-8"]]


def test_perception_swaps_the_ante_card_before_it_is_evaluated():
    """Scenario 19, ruling A21: the swapped-in card leads and sets the payment."""
    hands = [h[:] for h in EG_HANDS]
    game = start("revised", hands, abilities=[["perception"], [], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    assert "use perception mithral-13" in options(game)
    do(game, "use perception mithral-13")
    assert game.leader == 0 and game.hoards == [17, 17, 17]
    assert game.by_id["adamantine-3"] in game.hands[0]
    assert events(game, AbilityExpended)[0].ability == "perception"
    assert game.view(1).ability_ready[0] == {"perception": False}


def test_diplomacy_once_per_gambit_before_the_spy_toll():
    """Scenario 11, ruling A9: the named seat leads (and pays the Spy's toll)."""
    game = start("revised", EG_HANDS, abilities=[["diplomacy"], [], []])
    do(game, "ante mithral-13", "ante iron-1", "ante spy")
    assert game.to_act == 0 and "use diplomacy 1" in options(game)
    do(game, "use diplomacy 1")
    assert game.leader == 1 and game.to_act == 1
    assert game.view(0).ability_ready[0] == {"diplomacy": False}


def test_heal_discards_the_top_card_and_pays_it():
    """Scenario 14, ruling A17: the holder pays the card's strength to a named player."""
    game = start("revised", EG_HANDS, ["iron-4"] * 0 + ["iron-3"], abilities=[["heal"], [], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    # Bob leads (9); Ann's first turn comes after Cid's
    while not (game.to_act == 0 and game.decision.kind == "use-ability"):
        do(game, options(game)[0])
    gold, cid = game.hoards[0], game.hoards[2]
    top = game.cards[game.deck[-1]].strength
    do(game, "use heal 2")
    assert game.hoards[0] == gold - top and game.hoards[2] == cid + top


def test_religion_keeps_the_card_and_stealth_draws_one_more():
    """Scenarios 20 and 21, rulings A22 and A23: 4 cards with the kept one, then 1."""
    game = start("revised", EG_HANDS, ["mithral-9", "steel-9", "steel-11", "brown-2",
                                       "brown-4"],
                 abilities=[["religion", "stealth"], [], []])
    game.hands[0] = game.hands[0][:1]
    game.buy(0)
    poke(game)
    assert options(game) == ["use religion", "pass"]
    do(game, "use religion")
    assert len(game.hands[0]) == 5 and game.by_id["mithral-9"] in game.hands[0]


def test_endurance_steals_after_an_opponents_purchase():
    """Scenario 13, ruling A16: 2 from the stakes after an opponent buys; not its own."""
    game = start("revised", EG_HANDS, ["purple-10", "steel-9", "steel-11", "brown-2"],
                 abilities=[["endurance"], [], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    stakes, ann = game.stakes, game.hoards[0]
    game.hands[1] = game.hands[1][:1]
    game.buy(1)
    game.run()
    assert game.hoards[0] == ann + 2 and game.stakes == stakes + 10 - 2


def test_nature_and_arcana_on_a_color_flight():
    """Scenarios 9 and 18, rulings A5 and A20: +2 per opponent; a card per flight."""
    game = start("revised", EG_HANDS, abilities=[["nature", "arcana"], [], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    cards = [game.by_id[c] for c in ("mithral-3", "mithral-7", "mithral-11")]
    hand = len(game.hands[0])
    bob = game.hoards[1]
    game.flights[0] = cards
    game.check_special_flights(0)
    assert bob - game.hoards[1] == 9 and len(game.hands[0]) == hand + 1


def test_thievery_adds_one_to_a_powers_steal():
    """Scenario 23, ruling A12: once per power resolution, not for ability steals."""
    hands = [h[:] for h in EG_HANDS]
    hands[1][4] = "brown-4"
    game = start("revised", hands, abilities=[[], ["thievery"], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    stakes = game.stakes
    do(game, "play brown-4")  # Bob leads: a Brown Dragon's steal (no good dragon: 3)
    assert stakes - game.stakes == 4


def test_streetwise_makes_opponents_pay_and_stays_expended():
    """Scenario 22, rulings A5 and A24."""
    game = start("revised", EG_HANDS, abilities=[["streetwise"], [], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    game.flights[0] = [game.by_id[c] for c in ("iron-5", "brown-5", "mercury-5")]
    game.push(("settle",)) if False else None
    stakes, bob = game.stakes, game.hoards[1]
    game.check_special_flights(0)
    game.run()
    assert options(game)[0] == "use streetwise"
    do(game, "use streetwise")
    assert game.stakes == stakes and bob - game.hoards[1] == 5
    assert (0, "streetwise") in game.abilities.expended


def test_insight_after_another_seat_wins():
    """Scenario 16, ruling A19: the holder looks at the winner's hand, alone."""
    game = start("revised", EG_HANDS, abilities=[["insight"], [], []], seed=3)
    rng = random.Random(2)
    while not game.is_over and not (game.decision.kind == "use-ability"):
        do(game, rng.choice(options(game)))
    if game.is_over:
        pytest.skip("the seeded game ended first")
    winner = game.stack[-1].other
    hand = sorted(game.cards[c].id for c in game.hands[winner])
    do(game, "use insight")
    assert events(game, HandLookedAt)[0].cards is not None
    assert sorted(events(game, HandLookedAt)[0].cards) == hand
    assert set(game.view(0).known[winner]) <= set(hand)  # only as it was then
    third = ({0, 1, 2} - {0, winner}).pop()
    assert game.view(third).known[winner] == () or winner == third


# -- Legendary ------------------------------------------------------------------------
LEG_HANDS = [["gold-13", "red-3", "red-8", "white-1", "black-1", "silver-2"],
             ["blue-9", "blue-11", "green-2", "green-4", "black-5", "white-2"],
             ["white-3", "red-12", "black-2", "brass-1", "copper-1", "bronze-1"]]


def test_gambling_background_draws_two_and_spends_the_disk():
    """Scenario 29, rulings A28 and A30: 4 stronger than every other ante card."""
    game = start("legendary", LEG_HANDS, abilities=[["gambling-background"], [], []])
    do(game, "ante gold-13", "ante blue-9", "ante white-3")
    assert options(game) == ["use gambling-background", "pass"]
    hand = len(game.hands[0])
    do(game, "use gambling-background")
    assert len(game.hands[0]) == hand + 2
    assert events(game, AbilityExpended)[-1].ability == "disk"
    assert game.view(1).disks == (False, True, True)


def test_threats_and_promises_rolls_two_dice_for_the_strongest_untied_opponent():
    """Scenario 34, ruling A29: the 2d6 are seeded and shown to all."""
    game = start("legendary", LEG_HANDS, abilities=[["threats-and-promises"], [], []])
    do(game, "ante gold-13", "ante blue-11", "ante white-3")
    stakes, bob = game.stakes, game.hoards[1]
    do(game, "use threats-and-promises")
    dice = events(game, DiceRolled)[0]
    assert dice.seat == 1 and game.stakes == stakes + sum(dice.values)
    assert game.hoards[1] == bob - sum(dice.values)


def test_inspiring_leader_draws_for_everyone():
    """Scenario 30: the weakest ante card; 2 for the holder, 1 for each opponent."""
    game = start("legendary", LEG_HANDS, abilities=[["inspiring-leader"], [], []])
    do(game, "ante white-1", "ante blue-9", "ante white-3")
    counts = [len(h) for h in game.hands]
    do(game, "use inspiring-leader")
    assert [len(h) for h in game.hands] == [counts[0] + 2, counts[1] + 1, counts[2] + 1]


def test_fast_hands_after_a_steal_then_no_more_until_a_flight():
    """Scenarios 28 and 37, rulings A5, A12 and A35: the disk is spent until a flight."""
    game = start("legendary", LEG_HANDS, abilities=[["fast-hands"], [], []])
    do(game, "ante white-1", "ante blue-9", "ante white-3")
    game.steal(0, 1)
    poke(game)
    assert type(game.stack[-1]) is AbilityAsk
    stakes = game.stakes
    do(game, "use fast-hands")
    assert game.stakes == stakes - 1
    game.steal(0, 1)
    assert not (type(game.stack[-1]) is AbilityAsk and game.stack[-1].seat == 0)
    game.flights[0] = [game.by_id[c] for c in ("red-3", "red-8", "red-12")]
    game.check_special_flights(0)
    assert events(game, AbilityReady)[-1].ability == "disk"


def test_cutting_words_first_use_closes_the_window():
    """Scenario 35, ruling A33: a weaker buyer fills to 3; asked from the buyer's left."""
    game = start("legendary", LEG_HANDS, ["gold-2"] * 0 + ["white-4", "white-5", "white-6",
                                                          "white-8"],
                 abilities=[["cutting-words"], [], ["cutting-words"]])
    do(game, "ante white-1", "ante blue-9", "ante white-3")
    while game.decision.kind == "use-ability":
        do(game, "pass")
    game.flights[0] = [game.by_id["gold-13"]]
    game.flights[2] = [game.by_id["red-12"]]
    game.hands[1] = game.hands[1][:1]
    game.buy(1)
    poke(game)
    assert game.to_act == 2  # Cid is Bob's left
    do(game, "pass")
    assert game.to_act == 0
    do(game, "use cutting-words")
    game.run()
    assert len(game.hands[1]) == 3


def test_desperation_after_a_gambit_ends_poor():
    """Scenario 25, ruling A31: 1 to 9 gold after step 4 offers 2 cards."""
    game = start("legendary", LEG_HANDS, abilities=[["desperation"], [], []],
                 gold_per_player=4)
    rng = random.Random(1)
    seen = False
    for _ in range(400):
        if game.is_over:
            break
        if game.decision.kind == "use-ability" and game.stack[-1].window == "W15":
            assert 1 <= game.hoards[0] <= 9
            seen = True
            do(game, "use desperation")
            break
        do(game, rng.choice(options(game)))
    assert seen


def test_secret_abilities_stay_hidden_until_used():
    """Ruling A27: other seats see None until a use; the disk is public."""
    game = start("legendary", LEG_HANDS, abilities=[["gambling-background"], [], []],
                 secret_abilities=True)
    assert game.view(1).abilities[0] is None and game.view(0).abilities[0] == (
        "gambling-background",)
    do(game, "ante gold-13", "ante blue-9", "ante white-3", "use gambling-background")
    assert game.view(1).abilities[0] == ("gambling-background",)
    assert events(game, AbilityUsed)[0].ability == "gambling-background"


def test_dungeoneering_takes_the_other_card():
    """Scenario 12, ruling A15: the first card goes back, the second is taken blind."""
    hands = [["mithral-13", "queen", "iron-5", "brown-5", "steel-7", "gray-6"],
             ["iron-1", "steel-2", "purple-3", "brown-9", "iron-4", "mercury-5"]]
    game = start("revised", hands, abilities=[["dungeoneering"], []])
    do(game, "ante mithral-13", "ante iron-1")
    to_flight(game, 1, "adamantine-4", "brown-2")
    move_to_discard(game, [game.by_id[c] for c in ("brown-9", "iron-4", "mercury-5")])
    do(game, "play queen")
    first = game.hands[0][-1]
    assert options(game) == ["use dungeoneering", "pass"]
    do(game, "use dungeoneering")
    returned = events(game, AbilityCardsReturned)[0]
    second = [e for e in events(game, CardTaken) if e.taker == 0][-1]
    assert returned.card == game.cards[first].id
    assert {returned.card, second.card} == {"steel-2", "purple-3"}
    assert game.by_id[second.card] in game.hands[0]
    assert (0, "dungeoneering") in game.abilities.expended


def test_luck_domain_swaps_a_card_the_power_drew():
    """Scenario 24: the drawn card is discarded face up and replaced."""
    hands = [["mithral-13", "adamantine-6", "iron-5", "brown-5", "steel-7", "gray-6"],
             ["iron-1", "steel-2", "purple-3", "brown-9", "iron-4", "mercury-5"],
             ["spy", "iron-7", "adamantine-4", "earthquake-12", "mercury-1", "purple-8"]]
    game = start("revised", hands, ["brown-1", "mithral-11"], abilities=[["luck-domain"], [], []])
    do(game, "ante mithral-13", "ante iron-1", "ante spy")
    stakes = game.stakes
    do(game, "play adamantine-6")
    assert options(game) == ["use luck-domain brown-1", "pass"]
    # the card Ann drew is hers alone: another seat's sample of this moment asks
    # about a card of Ann's hand as that world dealt it, one Bob never saw (26.2)
    world = Sampler(game, 1).sample(random.Random(1))
    asked = world.stack[-1]
    assert asked.window == "W12" and len(asked.cards) == 1
    assert asked.cards[0] in world.hands[0] and not world.known[asked.cards[0]] & (1 << 1)
    assert [str(a) for a in world.legal_actions()] == [
        f"use luck-domain {world.cards[asked.cards[0]].id}", "pass"]
    do(game, "use luck-domain brown-1")
    assert game.by_id["mithral-11"] in game.hands[0]
    assert game.by_id["brown-1"] == game.discard[-1]
    assert game.stakes == stakes + 2  # each opponent paid 1


def test_history_steals_after_a_dragon_god():
    """Scenario 15, ruling A18: Io's payments, then 1 from the stakes."""
    hands = [["mithral-13", "io", "iron-5", "brown-5", "steel-7", "gray-6"],
             ["iron-1", "steel-2", "purple-3", "brown-9", "iron-4", "mercury-5"],
             ["spy", "iron-7", "adamantine-4", "earthquake-12", "mercury-1", "purple-8"]]
    game = start("revised", hands, abilities=[["history"], [], []])
    do(game, "ante mithral-13", "ante iron-1", "ante spy")
    stakes = game.stakes
    do(game, "play io")
    assert game.stakes == stakes + 9 - 1


def test_nature_adds_two_to_a_strength_flights_steal_and_arcana_draws():
    """Scenarios 9 and 18, ruling A20: a flight of 5s steals 7; Arcana draws 1 more."""
    game = start("revised", EG_HANDS, abilities=[["nature", "arcana"], [], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    game.flights[0] = [game.by_id[c] for c in ("iron-5", "brown-5", "mercury-5")]
    for c in game.flights[0]:
        for hand in game.hands:
            if c in hand:
                hand.remove(c)
    stakes, hand = game.stakes, len(game.hands[0])
    game.check_special_flights(0)
    poke(game)
    assert game.stakes == stakes - 7
    assert len(game.hands[0]) == hand + 1 + 3  # Arcana's card and the three ante cards


def test_bluff_lowers_a_debt_under_the_revised_rules():
    """Scenario 10, rulings A6 and R8: 4 owed becomes 3; 2 paid, 1 owed."""
    game = start("revised", EG_HANDS, abilities=[[], ["bluff"], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    game.hoards[1] = 2
    game.pay(1, 0, 4)
    assert game.hoards[1] == 0 and game.debts == [(1, 0, 1)]


def test_gambling_background_waits_for_the_disk():
    """Scenario 37, rulings A5 and A28: an expended disk offers nothing until a flight."""
    game = start("legendary", LEG_HANDS, abilities=[["fast-hands", "gambling-background"], [],
                                                    []])
    game.abilities = game.abilities._replace(expended=frozenset({(0, "disk")}))
    do(game, "ante gold-13", "ante blue-9", "ante white-3")
    assert game.decision.kind != "use-ability"
    assert game.view(2).ability_ready[0] == {"fast-hands": False, "gambling-background": False}


def test_draconic_ancestry_on_the_second_card_of_the_color():
    """Scenario 27, ruling A34: the second red card from hand draws 1; the third nothing."""
    hands = [["gold-13", "red-8", "red-5", "white-1", "black-1", "silver-2"],
             ["blue-9", "blue-11", "green-2", "green-4", "black-5", "white-2"],
             ["white-3", "red-12", "black-2", "brass-1", "copper-1", "bronze-1"]]
    game = start("legendary", hands, abilities=[["draconic-ancestry"], [], []],
                 ancestry=["red", None, None])
    do(game, "ante gold-13", "ante blue-9", "ante white-3")
    if game.decision.kind == "use-ability":
        do(game, "pass")
    to_flight(game, 0, "red-3")
    plays = list(game.abilities.plays)
    plays[0] = (game.by_id["red-3"],)
    game.abilities = game.abilities._replace(plays=tuple(plays))
    hand = len(game.hands[0])
    do(game, "play red-8")
    assert options(game) == ["use draconic-ancestry", "pass"]
    do(game, "use draconic-ancestry")
    assert len(game.hands[0]) == hand  # one played, one drawn


def test_practice_counts_needs_two_expended_opponents():
    """Scenario 31, ruling A32."""
    game = start("legendary", LEG_HANDS, abilities=[["practice-counts"], [], []])
    do(game, "ante white-1", "ante blue-9", "ante white-3")  # Bob leads
    game.abilities = game.abilities._replace(expended=frozenset({(1, "disk"), (2, "disk")}))
    while game.to_act != 0:
        do(game, options(game)[0])
    assert options(game) == ["use practice-counts", "pass"]
    game2 = start("legendary", LEG_HANDS, abilities=[["practice-counts"], [], []])
    do(game2, "ante white-1", "ante blue-9", "ante white-3")
    game2.abilities = game2.abilities._replace(expended=frozenset({(1, "disk")}))
    while game2.to_act != 0:
        do(game2, options(game2)[0])
    assert game2.decision.kind == "play"


def test_versatile_trickster_draws_two_after_buying():
    """Scenario 32: fill to 4, then 2 more."""
    game = start("legendary", LEG_HANDS, ["gold-2", "gold-4", "gold-6", "gold-8", "gold-9"],
                 abilities=[["versatile-trickster"], [], []])
    do(game, "ante white-1", "ante blue-9", "ante white-3")
    move_to_discard(game, game.hands[0][1:])
    game.buy(0)
    poke(game)
    do(game, "use versatile-trickster")
    assert len(game.hands[0]) == 6


def test_magical_discouragement_on_a_past_winner():
    """Scenario 36, ruling A33: the buyer fills to 3."""
    game = start("legendary", LEG_HANDS, ["gold-2", "gold-4", "gold-6", "gold-8"],
                 abilities=[["magical-discouragement"], [], []])
    do(game, "ante white-1", "ante blue-9", "ante white-3")
    game.abilities = game.abilities._replace(wins=(0, 1, 0))
    move_to_discard(game, game.hands[1][1:])
    game.buy(1)
    poke(game)
    assert game.to_act == 0
    do(game, "use magical-discouragement")
    assert len(game.hands[1]) == 3


def test_confusingly_smooth_makes_the_strongest_untied_opponent_pay():
    """Scenario 33, ruling A29."""
    hands = [["white-2", "red-3", "red-8", "white-1", "black-1", "silver-2"],
             ["gold-13", "blue-11", "green-2", "green-4", "black-5", "white-4"],
             ["red-5", "red-12", "black-2", "brass-1", "copper-1", "bronze-1"]]
    game = start("legendary", hands, abilities=[["confusingly-smooth"], [], []],
                 gold_per_player=10)
    do(game, "ante white-2", "ante gold-13", "ante red-5")
    assert game.stakes == 39
    do(game, "use confusingly-smooth")
    dice = events(game, DiceRolled)[0]
    assert dice.seat == 1 and game.stakes == 39 + sum(dice.values)


def test_no_untied_opponent_card_no_ante_manipulation():
    """Scenario 34's variant, ruling A29: no window when no opponent's card is untied."""
    hands = [["red-12", "red-3", "red-8", "white-1", "black-1", "silver-2"],
             ["blue-9", "blue-11", "green-2", "green-4", "black-5", "white-2"],
             ["gold-9", "red-5", "black-2", "brass-1", "copper-1", "bronze-1"]]
    game = start("legendary", hands, abilities=[["threats-and-promises"], [], []])
    do(game, "ante red-12", "ante blue-9", "ante gold-9")
    assert game.decision.kind != "use-ability"


def test_blessing_of_the_trickster_only_for_the_winner_on_the_right():
    """Scenario 26, ruling A31: asked only when the seat on the holder's left won."""
    for seed in range(6):
        game = start("legendary", LEG_HANDS, seed=seed,
                     abilities=[["blessing-of-the-trickster"], [],
                                ["blessing-of-the-trickster"]])
        rng = random.Random(seed)
        while not game.is_over and game.gambit < 4:
            top = game.stack[-1]
            if game.decision.kind == "use-ability" and top.window == "W15":
                assert top.other == game.opponents(top.seat)[0]
            do(game, rng.choice(options(game)))


def test_dungeoneering_with_the_shadow_dragon_keeps_the_second_card():
    """Ruling A15: the card finally kept replaces the Shadow Dragon and triggers."""
    hands = [["mithral-13", "shadow-1", "iron-5", "brown-5", "steel-7", "gray-6"],
             ["iron-1", "steel-2", "purple-3", "brown-9", "iron-4", "mercury-5"]]
    game = start("revised", hands, abilities=[["dungeoneering"], []])
    do(game, "ante mithral-13", "ante iron-1")
    move_to_discard(game, [game.by_id[c] for c in ("brown-9", "iron-4", "mercury-5")])
    do(game, "play shadow-1")
    first = game.hands[0][-1]
    assert options(game) == ["use dungeoneering", "pass"]
    do(game, "use dungeoneering")
    kept = ({"steel-2", "purple-3"} - {game.cards[first].id}).pop()
    assert [game.cards[c].id for c in game.flights[0]] == [kept]
    assert game.by_id["shadow-1"] in game.discard


def test_a_third_pick_and_a_draft_that_runs_out():
    """Ruling A25: a seat with a third pick takes it in a third pass; with 6 seats
    drafting 3 each, the 16 abilities run out and the last picks are skipped."""
    game = new_game(GameConfig(players=NAMES[:3], deck="emperors-gambit", seed=5,
                               draft_picks=[1, 3, 2]))
    while game.decision.kind == "pick-ability":
        do(game, options(game)[-1])
    assert [len(h) for h in game.abilities.held] == [1, 3, 2]
    six = new_game(GameConfig(players=["A", "B", "C", "D", "E", "F"], deck="emperors-gambit",
                              seed=5, ability_draft=3))
    while six.decision.kind == "pick-ability":
        do(six, options(six)[0])
    assert sum(len(h) for h in six.abilities.held) == 16


def test_views_show_abilities_and_their_ready_state():
    """The public surface: abilities per seat, ready per ability, disks (Legendary)."""
    game = start("revised", EG_HANDS, abilities=[["perception", "bluff"], ["heal"], []])
    view = game.view(2)
    assert view.abilities == (("bluff", "perception"), ("heal",), ())
    assert view.ability_ready == ({"bluff": True, "perception": True}, {"heal": True}, {})
    assert view.disks == () and view.known == ((), (), ())


def test_concentration_variant_not_poorest():
    """Scenario 2's variant, ruling A7: someone poorer, so the full ante."""
    game = start("original", ORIGINAL_HANDS, abilities=[["concentration"], [], []],
                 starting_gold=30)
    game.hoards[1] = 29
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    assert game.hoards[0] == 17


def test_sense_motive_with_tiamat_first():
    """Scenario 6's variant, ruling A11: Tiamat shares its five colors."""
    hands = [h[:] for h in ORIGINAL_HANDS]
    hands[1] = ["gold-13", "tiamat", "green-4", "red-2", "red-3", "blue-1"]
    hands[2] = ["brass-2", "copper-5", "copper-7", "white-2", "white-3", "silver-10"]
    hands[0] = ["white-1", "silver-12", "gold-9", "gold-2", "gold-4", "silver-2"]
    game = start("original", hands, abilities=[["sense-motive"], [], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2", "play tiamat", "play silver-10",
       "play silver-12")
    while game.to_act != 1 or game.decision.kind != "play":
        do(game, options(game)[0])
    do(game, "play green-4")
    assert game.to_act == 0 and options(game) == ["use sense-motive", "pass"]


def test_sleight_of_hand_needs_two_left():
    """Scenario 7's variant, ruling A12: 1 left after the steal, no question."""
    game = start("original", ORIGINAL_HANDS, abilities=[[], ["sleight-of-hand"], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    game.stakes = 3
    do(game, "play black-3")
    assert game.decision.kind != "use-ability"


def test_heal_waits_for_a_flight_and_dungeoneering_readies():
    """Scenarios 12 and 14, ruling A5: expended until the holder scores a flight."""
    game = start("revised", EG_HANDS, abilities=[["heal", "dungeoneering"], [], []])
    game.abilities = game.abilities._replace(
        expended=frozenset({(0, "heal"), (0, "dungeoneering")}))
    game.flights[0] = [game.by_id[c] for c in ("iron-5", "brown-5", "mercury-5")]
    for c in game.flights[0]:
        for hand in game.hands:
            if c in hand:
                hand.remove(c)
    game.check_special_flights(0)
    assert {e.ability for e in events(game, AbilityReady)} == {"heal", "dungeoneering"}
    assert game.abilities.expended == frozenset()


def test_diplomacy_new_leader_pays_the_spy_toll():
    """Scenario 11, rulings A9 and L23: Bob leads and pays the toll to each opponent."""
    game = start("revised", EG_HANDS, abilities=[["diplomacy"], [], []])
    do(game, "ante mithral-13", "ante iron-1", "ante spy")
    before = list(game.hoards)
    do(game, "use diplomacy 1")
    assert game.hoards[1] == before[1] - 4
    assert game.hoards[0] == before[0] + 2 and game.hoards[2] == before[2] + 2


def test_draconic_ancestry_not_on_the_third_card():
    """Scenario 27's variant, ruling A34: the third card of the color asks nothing."""
    hands = [["gold-13", "red-8", "red-5", "white-1", "black-1", "silver-2"],
             ["blue-9", "blue-11", "green-2", "green-4", "black-5", "white-2"],
             ["white-3", "red-12", "black-2", "brass-1", "copper-1", "bronze-1"]]
    game = start("legendary", hands, abilities=[["draconic-ancestry"], [], []],
                 ancestry=["red", None, None])
    do(game, "ante gold-13", "ante blue-9", "ante white-3")
    to_flight(game, 0, "red-3", "red-7")
    plays = list(game.abilities.plays)
    plays[0] = (game.by_id["red-3"], game.by_id["red-7"])
    game.abilities = game.abilities._replace(plays=tuple(plays))
    do(game, "play red-8")
    assert game.decision.kind != "use-ability"


def test_gambling_background_needs_a_four_point_lead():
    """Scenario 29's variant: 13 against 11 offers nothing."""
    game = start("legendary", LEG_HANDS, abilities=[["gambling-background"], [], []])
    do(game, "ante gold-13", "ante blue-11", "ante white-3")
    assert game.decision.kind != "use-ability"


def test_cutting_words_used_first_by_the_buyers_left():
    """Scenario 35's variant, ruling A33: Cid denies first; Ann is not asked."""
    game = start("legendary", LEG_HANDS, ["white-4", "white-5", "white-6", "white-8"],
                 abilities=[["cutting-words"], [], ["cutting-words"]])
    do(game, "ante white-1", "ante blue-9", "ante white-3")
    while game.decision.kind == "use-ability":
        do(game, "pass")
    game.flights[0] = [game.by_id["gold-13"]]
    game.flights[2] = [game.by_id["red-12"]]
    game.hands[1] = game.hands[1][:1]
    game.buy(1)
    poke(game)
    do(game, "use cutting-words")
    assert not (game.decision.kind == "use-ability" and game.to_act == 0)
    assert len(game.hands[1]) == 3
