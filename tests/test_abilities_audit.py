"""An outside audit of the character abilities, the time limit and the table's
other options (rules/ABILITIES.md, the three rulebooks' D&D appendices), written
against the public surface only: GameConfig, actions as strings, events, views.

Seats: Ann = 0, Bob = 1, Cid = 2, Dee = 3; "left" is the next seat clockwise.
`deck_order` deals seat 0 the top six cards, seat 1 the next six, ..., then the
deck goes on with the rest of the list.
"""

from __future__ import annotations

import pytest

from tda.engine import ConfigError, GameConfig, IllegalActionError, MatchConfig, new_game, replay
from tda.engine import events as ev

NAMES = ["Ann", "Bob", "Cid", "Dee"]
DECKS = {"original": "original", "revised": "emperors-gambit", "legendary": "legendary"}


def start(hands, ruleset, abilities=None, top=(), seed=3, **kw):
    """A game with these hands stacked (six cards a seat) and `top` next on the deck."""
    order = [c for hand in hands for c in hand] + list(top)
    kw.setdefault("deck", DECKS[ruleset])
    return new_game(GameConfig(players=NAMES[:len(hands)], ruleset=ruleset, seed=seed,
                               deck_order=order, abilities=abilities, **kw))


def do(g, *actions):
    """Apply `actions` in turn; the events of all of them."""
    out = []
    for action in actions:
        out += g.apply(action)
    return out


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def legal(g):
    return [str(a) for a in g.legal_actions()]


def config(**kw):
    kw.setdefault("players", NAMES[:3])
    kw.setdefault("seed", 1)
    return GameConfig(**kw)


# -- bad configs: one clear error each ---------------------------------------------
@pytest.mark.parametrize("kw, words", [
    (dict(ruleset="original", abilities=[["tumble"], [], []]), "'tumble' is not an ability"),
    (dict(ruleset="original", abilities=[["arcana"], [], []]), "Emperor's Gambit"),
    (dict(ruleset="revised", deck="emperors-gambit", abilities=[["fast-hands"], [], []]),
     "Legendary"),
    (dict(ruleset="legendary", deck="legendary", abilities=[["wild-card"], [], []]),
     "Original"),
    (dict(ruleset="revised", deck="emperors-gambit", abilities=[["nature"], ["nature"], []]),
     "one holder"),
    (dict(ruleset="original", abilities=[["bluff", "bluff"], [], []]), "twice"),
    (dict(ruleset="original", abilities=[["bluff"], []]), "one list per seat"),
    (dict(ruleset="original", ability_mode="one", abilities=[["bluff", "intimidate"], [], []]),
     "at most one"),
    (dict(ruleset="original", ability_mode="roleplay", abilities=[["bluff"], [], []]),
     "no abilities"),
    (dict(ruleset="original", ability_mode="some"), "not one of"),
    (dict(ruleset="original", ability_draft=1), "Emperor's Gambit"),
    (dict(ruleset="revised", deck="emperors-gambit", ability_draft=4), "0 to 3"),
    (dict(ruleset="original", secret_abilities=True), "Legendary"),
    (dict(ruleset="legendary", deck="legendary", abilities=[["draconic-ancestry"], [], []]),
     "ancestry"),
    (dict(ruleset="legendary", deck="legendary", abilities=[["draconic-ancestry"], [], []],
          ancestry=["purple", None, None]), "no dragon ancestry"),
    (dict(ruleset="revised", deck="emperors-gambit", ability_edition="pathfinder"),
     "ability_edition 'pathfinder'"),
])
def test_bad_ability_config_is_one_clear_config_error(kw, words):
    with pytest.raises(ConfigError) as err:
        config(**kw)
    message = str(err.value)
    assert words in message
    assert "\n" not in message and "Traceback" not in message


def test_legendary_holds_one_to_four_abilities_per_seat():
    """Legendary 3.1 (the book): two abilities, three or four for a talented gambler,
    one for a poor one; a fifth is refused (local ruling L70). A seat with none plays
    without a character."""
    four = ["desperation", "fast-hands", "cutting-words", "practice-counts"]
    ok = config(ruleset="legendary", deck="legendary", abilities=[four, ["fast-hands"], []])
    shown = new_game(ok).view(1).abilities
    assert sorted(shown[0]) == sorted(four) and shown[1:] == (("fast-hands",), ())
    with pytest.raises(ConfigError, match="at most 4"):
        config(ruleset="legendary", deck="legendary",
               abilities=[four + ["versatile-trickster"], [], []])


def test_emperors_gambit_holds_at_most_three_per_seat():
    """Emperor's Gambit 2.1: one pick, two in a wilder game, three for a gambler."""
    three = ["arcana", "nature", "stealth"]
    config(ruleset="revised", deck="emperors-gambit", abilities=[three, [], []])
    with pytest.raises(ConfigError, match="at most 3"):
        config(ruleset="revised", deck="emperors-gambit", abilities=[three + ["bluff"], [], []])


def test_ability_edition_overrides_the_rulesets_list():
    """Ruling A1: `ability_edition` (ABILITIES.md 4.1) picks another edition's list."""
    cfg = config(ruleset="revised", deck="emperors-gambit", ability_edition="original",
                 abilities=[["sleight-of-hand"], [], []])
    g = new_game(cfg)
    assert g.view(1).abilities == (("sleight-of-hand",), (), ())
    with pytest.raises(ConfigError, match="Emperor's Gambit"):
        config(ruleset="revised", deck="emperors-gambit", ability_edition="original",
               abilities=[["thievery"], [], []])
    # the record keeps it, so a replay plays the same list
    assert replay(g.record()).view(0).abilities == g.view(0).abilities


def test_duplicates_across_seats_are_allowed_outside_emperors_gambit():
    """Ruling A26: the original and Legendary have no uniqueness rule."""
    config(ruleset="original", abilities=[["bluff"], ["bluff"], ["bluff"]])
    config(ruleset="legendary", deck="legendary",
           abilities=[["fast-hands"], ["fast-hands"], ["fast-hands"]])


# -- the original (2005) -----------------------------------------------------------
ORIG_GREEN = [["black-1", "white-1", "blue-1", "brass-1", "bronze-1", "copper-1"],
              ["gold-2", "gold-4", "silver-2", "silver-3", "brass-2", "brass-4"],
              ["green-10", "red-3", "white-2", "black-2", "blue-2", "green-1"]]


def test_bluff_cuts_a_payment_to_a_player_not_the_ante():
    """Original Bluff (A6): the Green's 5 is 4 for the Bluff holder; the ante to the
    stakes is paid in full."""
    g = start(ORIG_GREEN, "original", [["bluff"], [], []])
    do(g, "ante black-1", "ante gold-2", "ante red-3")
    assert g.view(0).hoards == (47, 47, 47)  # 3 each to the stakes: no Bluff
    do(g, "play green-10")
    assert "pay 5" in legal(g)  # the printed amount is offered ...
    paid = of(do(g, "pay 5"), ev.GoldPaid)
    assert [(p.payer, p.payee, p.amount) for p in paid] == [(0, 2, 4)]  # ... 4 is paid
    assert g.view(0).hoards == (43, 47, 51)


def test_bluff_short_payer_owes_the_reduced_amount():
    """A6 with R7: Ann holds 3 after the ante; Bluff makes the 5 a 4: she pays 3 and
    owes Cid 1."""
    g = start(ORIG_GREEN, "original", [["bluff"], [], []], starting_gold=[6, 50, 50])
    do(g, "ante black-1", "ante gold-2", "ante red-3", "play green-10", "pay 5")
    view = g.view(1)
    assert view.hoards[0] == 0 and view.hoards[2] == 47 + 3
    assert view.debts == ((0, 2, 1),)


def test_concentration_poorest_pays_one_less():
    """Scenario 2 and A7: nobody poorer than Ann: she antes 8 instead of 9."""
    hands = [["black-5", "white-1", "blue-1", "brass-1", "bronze-1", "copper-1"],
             ["gold-9", "gold-4", "silver-2", "silver-3", "brass-2", "brass-4"],
             ["red-2", "red-3", "white-2", "black-2", "blue-2", "green-1"]]
    g = start(hands, "original", [["concentration"], [], []], starting_gold=[30, 30, 45])
    do(g, "ante black-5", "ante gold-9", "ante red-2")
    view = g.view(0)
    assert view.hoards == (22, 21, 36) and view.stakes == 26 and view.leader == 1
    g = start(hands, "original", [["concentration"], [], []], starting_gold=[30, 29, 45])
    do(g, "ante black-5", "ante gold-9", "ante red-2")
    assert g.view(0).hoards == (21, 20, 36)  # Bob is poorer: Ann pays in full


def test_original_diplomacy_names_a_leader_who_cannot_pass_it_on():
    """Scenario 3 and A8: Ann leads; `use diplomacy 2` -> Cid opens the round, and
    Cid (holding Diplomacy too) is not asked; turns go clockwise from Cid."""
    hands = [["black-9", "white-1", "blue-1", "brass-1", "bronze-1", "copper-1"],
             ["gold-2", "gold-4", "silver-2", "silver-3", "brass-2", "brass-4"],
             ["red-2", "black-3", "white-2", "black-2", "blue-2", "green-1"]]
    g = start(hands, "original", [["diplomacy"], [], ["diplomacy"]])
    do(g, "ante black-9", "ante gold-2", "ante red-2")
    assert g.to_act == 0
    assert legal(g) == ["use diplomacy 1", "use diplomacy 2", "pass"]
    events = do(g, "use diplomacy 2")
    assert of(events, ev.AbilityUsed) == [ev.AbilityUsed(0, "diplomacy", ("2",))]
    assert g.to_act == 2 and g.decision.kind == "play"
    events = do(g, "play black-3")  # steal 2
    assert [e.amount for e in of(events, ev.GoldStolen)] == [2]
    assert g.to_act == 0
    do(g, "play white-1")
    assert g.to_act == 1


ORIG_SENSE = [["brass-4", "silver-2", "gold-4", "gold-6", "bronze-3", "copper-5"],
              ["blue-11", "white-8", "white-1", "green-2", "red-3", "black-3"],
              ["copper-3", "black-1", "blue-4", "brass-5", "silver-6", "gold-9"]]


def test_sense_motive_asks_clockwise_from_the_players_left_before_the_power():
    """Scenario 6, A3, A11: Bob's second card matches his first; both holders are
    asked (original allows duplicates), Cid (Bob's left) first, then Ann; Ann's
    look is hers alone."""
    g = start(ORIG_SENSE, "original", [["sense-motive"], [], ["sense-motive"]])
    do(g, "ante brass-4", "ante blue-11", "ante copper-3")
    assert g.to_act == 1
    do(g, "play white-8", "play black-1", "play silver-2")  # Bob won the round
    assert g.to_act == 1
    events = do(g, "play white-1")
    assert not of(events, ev.PowerTriggered)  # the power waits for the answers
    assert g.to_act == 2 and legal(g) == ["use sense-motive", "pass"]
    do(g, "pass")
    assert g.to_act == 0
    events = do(g, "use sense-motive")
    looks = of(events, ev.HandLookedAt)
    assert len(looks) == 1 and (looks[0].viewer, looks[0].target) == (0, 1)
    bob_hand = tuple(sorted(c.id for c in g.view(1).hand))
    assert tuple(sorted(g.view(0).known[1])) == bob_hand
    assert g.view(2).known[1] == ()  # Cid passed: he knows nothing
    cid_log = [e for e in g.view(2).log if isinstance(e, ev.HandLookedAt)]
    assert cid_log and cid_log[0].cards is None  # the look is public, the cards are not
    assert g.to_act == 2 and g.decision.kind == "play"


def test_sense_motive_needs_one_color():
    g = start(ORIG_SENSE, "original", [["sense-motive"], [], []])
    do(g, "ante brass-4", "ante blue-11", "ante copper-3",
       "play white-8", "play black-1", "play silver-2")
    do(g, "play black-3")  # white then black: no window
    assert g.to_act == 2 and g.decision.kind == "play"


def test_sleight_of_hand_after_a_power_steal():
    """Scenario 7 and A12: after Black's steal the stakes hold 2 or more: 1 more."""
    hands = [["black-3", "black-5", "blue-1", "brass-1", "bronze-1", "copper-1"],
             ["gold-2", "gold-4", "silver-2", "silver-3", "brass-2", "brass-4"],
             ["red-2", "black-2", "white-2", "white-1", "blue-2", "green-1"]]
    g = start(hands, "original", [["sleight-of-hand"], [], []])
    do(g, "ante black-3", "ante gold-2", "ante white-1")
    assert g.view(0).stakes == 9 and g.to_act == 0
    do(g, "play black-5")
    assert g.view(0).stakes == 7 and legal(g) == ["use sleight-of-hand", "pass"]
    do(g, "use sleight-of-hand")
    view = g.view(1)
    assert view.stakes == 6 and view.hoards[0] == 50 - 3 + 3
    assert g.to_act == 1  # asked once per steal


def test_sleight_of_hand_after_the_thief_needs_two_left():
    """A12: the Thief's steal leaves 3: asked (after the discard); leaving 1: not."""
    hands = [["thief", "black-5", "brass-4", "blue-1", "bronze-1", "copper-1"],
             ["gold-4", "gold-2", "silver-2", "silver-3", "brass-2", "white-2"]]
    g = start(hands, "original", [["sleight-of-hand"], []])
    do(g, "ante black-5", "ante gold-4")  # stakes 10
    do(g, "play thief")  # steal 7: 3 left
    assert g.decision.kind == "discard"
    do(g, "discard blue-1")
    assert legal(g) == ["use sleight-of-hand", "pass"]
    do(g, "use sleight-of-hand")
    assert g.view(0).stakes == 2
    g = start(hands, "original", [["sleight-of-hand"], []])
    do(g, "ante brass-4", "ante gold-2")  # stakes 8
    do(g, "play thief", "discard blue-1")  # 1 left
    assert g.to_act == 1 and g.decision.kind == "play"


ORIG_WILD = [["silver-2", "red-2", "red-10", "thief", "gold-4", "gold-6"],
             ["blue-9", "white-8", "white-3", "black-2", "black-3", "black-5"],
             ["blue-11", "white-1", "white-4", "green-1", "green-2", "green-4"]]


def test_wild_card_completes_a_color_flight_once_per_game():
    """Scenario 8 and A14: red-2, red-10 and a mortal played this turn: a red flight
    worth 7 (10, 7, 2); then the ability is spent for the game."""
    g = start(ORIG_WILD, "original", [["wild-card"], [], []])
    do(g, "ante silver-2", "ante blue-9", "ante blue-11")
    assert g.to_act == 2
    do(g, "play white-1", "play red-2", "play white-8")  # Bob won round 1
    do(g, "play white-3", "play white-4", "play red-10")  # Ann won round 2
    assert g.to_act == 0
    do(g, "play thief", "discard gold-4")
    assert legal(g) == ["use wild-card red", "pass"]
    before = g.view(0).hoards
    events = do(g, "use wild-card red")
    done = of(events, ev.FlightCompleted)
    assert len(done) == 1 and done[0].amount == 7
    after = g.view(0).hoards
    assert (after[0] - before[0], after[1] - before[1], after[2] - before[2]) == (14, -7, -7)
    assert g.view(1).ability_ready[0] == {"wild-card": False}
    assert "red" in str(g.view(1).collected[0])
