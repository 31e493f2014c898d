"""Rulings A1, A3, A4 and A38 of rules/ABILITIES.md section 6, each test naming its
ruling; seat names: Ann = 0, Bob = 1, Cid = 2, Dee = 3. Situations are stacked with
`deck_order` (the opening deal gives seat 0 the top six, seat 1 the next six...)."""

from __future__ import annotations

import random

import pytest

from tda.engine import ConfigError, GameConfig, new_game
from tda.engine.abilities.catalog import EDITIONS
from tda.engine.abilities.events import AbilityUsed
from tda.engine.events import GoldPaid, GoldStolen

NAMES = ["Ann", "Bob", "Cid", "Dee"]
DECKS = {"original": "original", "revised": "emperors-gambit", "legendary": "legendary"}


def start(ruleset: str, hands: list[list[str]], seed: int = 1, **settings):
    order = [c for h in hands for c in h]
    return new_game(GameConfig(players=NAMES[:len(hands)], deck=DECKS[ruleset],
                               ruleset=ruleset, seed=seed, deck_order=order, **settings))


def do(game, *actions: str) -> None:
    for action in actions:
        game.apply(action)


def options(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def asking(game) -> tuple[int, str] | None:
    """(seat, window) of the ability question now open, or None."""
    if game.is_over or game.decision.kind != "use-ability":
        return None
    return game.to_act, game.stack[-1].window


# -- ruling A1: the ability list follows the ruleset ---------------------------------
@pytest.mark.parametrize(("deck", "ruleset", "edition"), [
    ("original", None, "original"),
    ("emperors-gambit", None, "revised"),
    ("original+emperors-gambit", None, "revised"),  # a mix
    ("age-of-mortals", None, "revised"),  # theme decks
    ("avandras-hand", None, "revised"),
    ("evil-times", None, "revised"),
    ("original", "revised", "revised"),  # the ruleset decides, not the deck
    ("legendary", None, "legendary"),
])
def test_the_ability_list_follows_the_ruleset(deck, ruleset, edition):
    """Ruling A1: original -> the original list; Emperor's Gambit, its mixes and its
    theme decks -> the Emperor's Gambit list; Legendary -> the Legendary list."""
    own = {"original": "sense-motive", "revised": "heal", "legendary": "practice-counts"}
    config = GameConfig(players=["Ann", "Bob"], deck=deck, ruleset=ruleset,
                        abilities=[[own[edition]], []])
    game = new_game(config)
    assert game.abilities.edition == edition
    assert game.view(1).abilities[0] == (own[edition],)


@pytest.mark.parametrize(("deck", "ruleset", "foreign", "words"), [
    ("original", None, "heal", "not an ability of Original .* of Emperor's Gambit"),
    ("original", None, "fast-hands", "not an ability of Original .* of Legendary"),
    ("emperors-gambit", None, "sense-motive", "not an ability of Emperor's Gambit .* "
     "of Original"),
    ("age-of-mortals", None, "practice-counts", "not an ability of Emperor's Gambit"),
    ("original+emperors-gambit", None, "wild-card", "not an ability of Emperor's Gambit"),
    ("original", "revised", "sleight-of-hand", "not an ability of Emperor's Gambit"),
    ("legendary", None, "heal", "not an ability of Legendary .* of Emperor's Gambit"),
    ("legendary", None, "sense-motive", "not an ability of Legendary .* of Original"),
])
def test_another_editions_ability_is_a_config_error(deck, ruleset, foreign, words):
    """Ruling A1: an id from another edition's list is one clear ConfigError line that
    names the ruleset's list and the list the id belongs to."""
    with pytest.raises(ConfigError, match=words) as caught:
        GameConfig(players=["Ann", "Bob"], deck=deck, ruleset=ruleset,
                   abilities=[[], [foreign]])
    assert "\n" not in str(caught.value) and repr(foreign) in str(caught.value)


def test_a_shared_id_means_its_own_editions_ability():
    """Ruling A1: `bluff` and `diplomacy` exist in two lists; the ruleset says which
    (Emperor's Gambit Diplomacy is once per gambit, the original's always)."""
    for deck, limit in (("original", "always"), ("emperors-gambit", "once per gambit")):
        game = new_game(GameConfig(players=["Ann", "Bob"], deck=deck, seed=3,
                                   abilities=[["diplomacy", "bluff"], []]))
        held = game.abilities.held[0]
        assert [EDITIONS[game.abilities.edition][a].limit.value for a in held
                if a == "diplomacy"] == [limit]


# -- ruling A3: the order of reactive windows -----------------------------------------
ORIGINAL_HANDS = [["white-1", "silver-8", "gold-9", "gold-2", "gold-4", "silver-2"],
                  ["gold-13", "black-3", "black-7", "red-2", "red-3", "blue-1"],
                  ["brass-2", "copper-5", "copper-7", "white-2", "white-3", "white-4"]]
ORIGINAL_OPENING = ("ante white-1", "ante gold-13", "ante brass-2",
                    "play black-3", "play copper-5", "play silver-8", "play gold-9")


def test_a_played_card_asks_clockwise_from_the_player():
    """Ruling A3: Bob's second black card opens W9 for both Sense Motive holders, asked
    clockwise from Bob: Cid first, then Ann, one decision each, in public order."""
    game = start("original", ORIGINAL_HANDS,
                 abilities=[["sense-motive"], [], ["sense-motive"]])
    do(game, *ORIGINAL_OPENING, "play black-7")
    assert asking(game) == (2, "W9")
    assert options(game) == ["use sense-motive", "pass"]
    do(game, "pass")
    assert asking(game) == (0, "W9")
    do(game, "use sense-motive")
    # Ann used her only W9 ability: she is not asked again in this window
    assert asking(game) is None
    assert [e.seat for e in game.log if isinstance(e, AbilityUsed)] == [0]


def test_after_a_use_the_same_ability_is_not_offered_again():
    """Ruling A3: a use with nothing else usable in that window ends the seat's turn
    in it (Emperor's Gambit: Perception, then the game goes on without a second ask)."""
    hands = [["mithral-13", "adamantine-3", "iron-5", "brown-5", "steel-7", "gray-6"],
             ["iron-1", "brown-9", "purple-3", "steel-2", "iron-4", "mercury-5"],
             ["spy", "iron-7", "adamantine-4", "earthquake-12", "mercury-1", "purple-8"]]
    game = start("revised", hands, abilities=[["perception"], [], []])
    do(game, "ante adamantine-3", "ante brown-9", "ante iron-7")
    assert asking(game) == (0, "W2")
    do(game, "use perception mithral-13")
    assert asking(game) != (0, "W2")


LEG_HANDS = [["blue-9", "red-3", "red-8", "white-1", "black-1", "silver-2"],
             ["white-2", "blue-11", "green-2", "green-4", "black-5", "white-3"],
             ["gold-13", "red-12", "black-2", "brass-1", "copper-1", "bronze-1"]]


def test_ante_windows_ask_from_seat_zero_not_from_the_leader():
    """Ruling A3: W3 (the ante paid) asks clockwise from seat 0, although Cid's Gold
    Dragon makes her the leader: Bob, then Cid."""
    game = start("legendary", LEG_HANDS,
                 abilities=[[], ["confusingly-smooth"], ["threats-and-promises"]])
    do(game, "ante blue-9", "ante white-2", "ante gold-13")
    assert asking(game) == (1, "W3")
    do(game, "pass")
    assert asking(game) == (2, "W3")
    assert options(game) == ["use threats-and-promises", "pass"]
    do(game, "use threats-and-promises")
    assert asking(game) is None


def test_two_usable_abilities_share_one_decision_and_legendary_asks_once():
    """Ruling A3: Bob holds two abilities usable in W3 (his White Dragon is the weakest
    ante card and has strength 2): ONE decision lists both; after a use he is not asked
    again (Legendary: the disk is spent), and Cid, next clockwise, is asked."""
    game = start("legendary", LEG_HANDS,
                 abilities=[[], ["inspiring-leader", "confusingly-smooth"],
                            ["threats-and-promises", "gambling-background"]])
    do(game, "ante blue-9", "ante white-2", "ante gold-13")
    assert asking(game) == (1, "W3")
    assert options(game) == ["use inspiring-leader", "use confusingly-smooth", "pass"]
    do(game, "use inspiring-leader")
    assert asking(game) == (2, "W3")
    assert options(game) == ["use gambling-background", "use threats-and-promises", "pass"]
    do(game, "use gambling-background")
    assert asking(game) is None  # Cid's disk is spent too: no second question
    assert [(e.seat, e.ability) for e in game.log if isinstance(e, AbilityUsed)] == [
        (1, "inspiring-leader"), (2, "gambling-background")]


def test_a_pass_answers_for_every_ability_listed():
    """Ruling A3: passing the shared decision declines both; the seat is not asked per
    ability."""
    game = start("legendary", LEG_HANDS,
                 abilities=[[], ["inspiring-leader", "confusingly-smooth"], []])
    do(game, "ante blue-9", "ante white-2", "ante gold-13")
    do(game, "pass")
    assert asking(game) is None
    assert game.view(0).disks[1]  # still ready


def test_end_of_gambit_windows_ask_from_the_winner():
    """Ruling A3: W15 (Desperation on every seat, all poor) asks clockwise from the
    gambit's winner, each seat once."""
    checked = 0
    for seed in range(40):
        game = new_game(GameConfig(players=NAMES, deck="legendary", seed=seed,
                                   gold_per_player=4, abilities=[["desperation"]] * 4))
        rng = random.Random(seed)
        for _ in range(600):
            if game.is_over:
                break
            if asking(game) and asking(game)[1] == "W15":
                winner = game.stack[-1].other
                expected = [s for s in game.clockwise(winner if winner >= 0 else game.leader)
                            if 1 <= game.hoards[s] <= 9 and game.view(0).disks[s]]
                seen = []
                while asking(game) and asking(game)[1] == "W15":
                    seen.append(game.to_act)
                    do(game, "pass")
                assert seen == expected
                checked += winner >= 0 and len(seen) >= 2
                break
            do(game, rng.choice(options(game)))
        if checked >= 3:
            break
    assert checked >= 3


# -- ruling A4: optional abilities ask, automatic ones never do -----------------------
A4_OPTIONAL = {"diplomacy", "profession-gambler", "sense-motive", "sleight-of-hand",
               "wild-card", "dungeoneering", "heal", "insight", "perception", "religion",
               "streetwise", "luck-domain"}


def test_the_optional_abilities_are_exactly_the_rulings_list():
    """Ruling A4: the "may" abilities and every Legendary one are decisions (a window);
    the rest apply by themselves."""
    for edition, table in EDITIONS.items():
        for ability_id, ability in table.items():
            optional = edition == "legendary" or ability_id in A4_OPTIONAL
            assert ability.asks == optional, (edition, ability_id)


def test_bluff_applies_without_a_question():
    """Ruling A4: Bluff is automatic: a 4-gold payment to Bob costs Ann 3, no decision,
    no use announced."""
    game = start("original", ORIGINAL_HANDS, abilities=[["bluff"], [], []])
    do(game, "ante white-1", "ante gold-13", "ante brass-2")
    decision = game.decision
    ann, bob = game.hoards[0], game.hoards[1]
    game.pay(0, 1, 4)
    assert (game.hoards[0], game.hoards[1]) == (ann - 3, bob + 3)
    assert [e for e in game.log if isinstance(e, GoldPaid)][-1].amount == 3
    assert game.decision == decision and not any(isinstance(e, AbilityUsed)
                                                 for e in game.log)


@pytest.mark.parametrize(("ruleset", "lists"), [
    ("original", [["bluff", "concentration"], ["intimidate"], ["bluff"]]),
    ("revised", [["arcana", "bluff", "endurance"], ["intimidate", "nature", "history"],
                 ["stealth", "thievery"]]),  # at most 3 a seat (local ruling L70)
])
def test_automatic_abilities_never_ask(ruleset, lists):
    """Ruling A4: whole seeded games with only automatic abilities: never a use-ability
    decision, never a `use` in the record, and the game differs from one without them
    (the effects happen)."""
    for seed in (1, 2, 3):
        with_ab = new_game(GameConfig(players=NAMES[:3], deck=DECKS[ruleset], seed=seed,
                                      abilities=lists))
        rng = random.Random(seed)
        while not with_ab.is_over:
            assert with_ab.decision.kind != "use-ability"
            do(with_ab, rng.choice(options(with_ab)))
        assert not any(str(a).startswith("use ") for a in with_ab.record().actions)
        assert not any(isinstance(e, AbilityUsed) for e in with_ab.log)


def test_history_steals_by_itself():
    """Ruling A4: History (automatic) steals 1 after a mortal from hand, unasked."""
    hands = [["mithral-13", "spy", "iron-5", "brown-5", "steel-7", "gray-6"],
             ["iron-1", "brown-9", "purple-3", "steel-2", "iron-4", "mercury-5"],
             ["adamantine-3", "iron-7", "adamantine-4", "earthquake-12", "mercury-1",
              "purple-8"]]
    game = start("revised", hands, abilities=[["history"], [], []])
    do(game, "ante mithral-13", "ante iron-1", "ante adamantine-3")
    assert game.to_act == 0 and game.decision.kind == "play"
    ann, stakes, mark = game.hoards[0], game.stakes, len(game.log)
    do(game, "play spy", "take mithral-13")  # the Spy takes an ante card, steals nothing
    assert game.to_act == 1 and game.decision.kind == "play"
    assert [(e.seat, e.amount) for e in game.log[mark:] if isinstance(e, GoldStolen)] == [
        (0, 1)]
    assert (game.hoards[0], game.stakes) == (ann + 1, stakes - 1)
    assert not any(isinstance(e, AbilityUsed) for e in game.log)


# -- ruling A38: knocked-out players --------------------------------------------------
def _play_with_knockouts(ruleset: str, lists, seed: int, check) -> int:
    """A seeded 4-seat game where players get knocked out (end_players_left=1);
    `check(game)` runs at every decision once a seat is out; returns how many ran."""
    game = new_game(GameConfig(players=NAMES, deck=DECKS[ruleset], ruleset=ruleset,
                               seed=seed, abilities=lists, end_players_left=1,
                               starting_gold=[20, 6, 3, 3]))
    rng = random.Random(seed)
    checks = 0
    while not game.is_over:
        if any(game.out):
            check(game)
            checks += 1
        do(game, rng.choice(options(game)))
    return checks


def _named_seats(game) -> list[int]:
    return [int(a.args[1]) for a in game.legal_actions()
            if a.verb == "use" and a.args[0] in ("diplomacy", "heal")]


def test_knocked_out_seats_are_never_asked_nor_named():
    """Ruling A38: once a seat is out, its abilities stop (it is never asked), and
    Diplomacy or Heal cannot name it."""
    asked = named = 0

    def check(game):
        nonlocal asked, named
        if game.decision.kind == "use-ability":
            asked += 1
            assert not game.out[game.to_act]
            for seat in _named_seats(game):
                named += 1
                assert not game.out[seat]
    for ruleset, lists in (("original", [["diplomacy", "sense-motive"]] * 4),
                           ("revised", [["heal"], ["diplomacy"], ["insight"],
                                        ["perception"]])):
        for seed in range(6):
            _play_with_knockouts(ruleset, lists, seed, check)
    assert asked >= 20 and named >= 5


def test_a_knocked_out_seats_automatic_abilities_stop():
    """Ruling A38: a seat that went out steals nothing and uses nothing afterwards, even
    holding Endurance, History, Thievery or Stealth (automatic) or Perception."""
    lists = [["heal"], ["diplomacy", "endurance"], ["insight", "history"],
             ["perception", "stealth", "thievery"]]
    outs = 0
    for seed in range(6):
        game = new_game(GameConfig(players=NAMES, deck="emperors-gambit", seed=seed,
                                   abilities=lists, end_players_left=1,
                                   starting_gold=[20, 6, 3, 3]))
        rng = random.Random(seed)
        while not game.is_over:
            out, mark = list(game.out), len(game.log)
            hands = [len(h) for h in game.hands]
            do(game, rng.choice(options(game)))
            for event in game.log[mark:]:
                if isinstance(event, (GoldStolen, AbilityUsed)):
                    assert not out[event.seat], (seed, event)
            assert all(len(game.hands[s]) == hands[s] == 0 for s in range(4) if out[s])
            outs += sum(out)
    assert outs > 100


def test_a_knocked_out_seat_cannot_be_named_by_diplomacy():
    """Ruling A38: Ann would lead; Dee went out: Diplomacy names Bob or Cid only."""
    hands = [["gold-13", "black-3", "black-7", "red-2", "red-3", "blue-1"],
             ["white-1", "silver-8", "gold-9", "gold-2", "gold-4", "silver-2"],
             ["brass-2", "copper-5", "copper-7", "white-2", "white-3", "white-4"],
             ["green-1", "green-2", "blue-2", "blue-4", "red-5", "green-4"]]
    game = start("original", hands, abilities=[["diplomacy"], [], [], []],
                 end_players_left=1)
    do(game, "ante gold-13", "ante white-1", "ante brass-2", "ante green-1")
    assert options(game) == ["use diplomacy 1", "use diplomacy 2", "use diplomacy 3", "pass"]
    game.hoards[3] = 0
    game.knock_out(3)  # as the engine does at a gambit's end
    game._legal = None
    assert options(game) == ["use diplomacy 1", "use diplomacy 2", "pass"]


def test_knocked_out_disks_do_not_count_for_practice_counts():
    """Ruling A38: Practice Counts needs two expended disks among opponents still in
    the game; every offer in seeded games with knockouts has them."""
    offers = 0

    def check(game):
        nonlocal offers
        if "use practice-counts" in options(game):
            offers += 1
            seat = game.to_act
            spent = [s for s in range(4) if s != seat and not game.out[s]
                     and not game.view(seat).disks[s]]
            assert len(spent) >= 2
    for seed in range(8):
        _play_with_knockouts("legendary", [["practice-counts", "desperation"]] * 4, seed,
                             check)
    # the hand-made case: Bob still in, Dee out, both spent: one live disk is not two
    game = start("legendary", LEG_HANDS + [["green-1", "green-5", "white-4", "white-5",
                                             "red-2", "red-5"]],
                 abilities=[["practice-counts"], [], [], []], end_players_left=1)
    do(game, "ante blue-9", "ante white-2", "ante gold-13", "ante green-1")
    game.abilities = game.abilities._replace(expended=frozenset({(1, "disk"), (3, "disk")}))
    game.hoards[3] = 0
    game.knock_out(3)
    game._legal = None
    while game.to_act != 0 and not game.is_over:
        do(game, options(game)[0])
    assert "use practice-counts" not in options(game)
