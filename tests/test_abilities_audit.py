"""An outside audit of the character abilities, the time limit and the table's
other options (rules/ABILITIES.md, the three rulebooks' D&D appendices), written
against the public surface only: GameConfig, actions as strings, events, views.

Seats: Ann = 0, Bob = 1, Cid = 2, Dee = 3; "left" is the next seat clockwise.
`deck_order` deals seat 0 the top six cards, seat 1 the next six, ..., then the
deck goes on with the rest of the list.
"""

from __future__ import annotations

import random

import pytest

from tda.engine import (
    ABILITIES,
    ConfigError,
    GameConfig,
    IllegalActionError,
    Match,
    MatchConfig,
    new_game,
    replay,
    replay_match,
)
from tda.engine import events as ev
from tda.words import render

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
    assert g.view(1).ability_edition == "original" and g.view(1).ruleset == "revised"
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
    assert "pay 5" in legal(g)  # the printed amount names the choice ...
    assert "pay 4 gold (5, less 1 for Bluff)" in render(g.decision.prompt)
    assert "Pay 4 gold (5, less 1 for Bluff) to Cid" in map(render, g.decision.labels)
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


def play_until(g, found, seed=0, limit=2000):
    """Random legal play (declining every ability) until `found(g)` holds; the
    events on the way. A scenario the deal cannot stack cheaply is found this way,
    from a fixed seed, and then checked exactly."""
    rng = random.Random(seed)
    out = []
    for _ in range(limit):
        if found(g):
            return out
        assert not g.is_over, "the game ended before the moment was found"
        acts = [a for a in g.legal_actions() if a.verb != "use"]
        out += g.apply(rng.choice(acts))
    raise AssertionError("moment not found")


def found_in_seeds(moment, seeds=range(40), **kw):
    """The first seeded game (seed s, random play from seed s) reaching `moment`."""
    for seed in seeds:
        g = new_game(config(seed=seed, **kw))
        try:
            play_until(g, moment, seed=seed)
        except AssertionError:
            continue
        return g
    raise AssertionError("no seed reached the moment")


def offers(ability):
    return lambda g: any(a.verb == "use" and a.args[0] == ability for a in g.legal_actions())


# -- Emperor's Gambit (2010), with the mixed deck where a scenario needs both sets ----
MIX = "original+emperors-gambit"


def test_thievery_adds_one_to_the_thief():
    """Thievery (A12): the Thief's 7 is a card's steal: 8 in all."""
    hands = [["black-9", "thief", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["iron-1", "iron-3", "iron-4", "iron-5", "iron-7", "iron-9"],
             ["mithral-3", "mithral-5", "mithral-7", "mithral-9", "mithral-11", "mithral-13"]]
    g = start(hands, "revised", [["thievery"], [], []], deck=MIX)
    do(g, "ante black-9", "ante iron-1", "ante mithral-3")
    assert g.view(0).stakes == 27 and g.to_act == 0
    events = do(g, "play thief")
    assert [e.amount for e in of(events, ev.GoldStolen)] == [7, 1]
    assert g.view(0).stakes == 19


def test_thievery_once_per_power_brown_and_a_copied_black():
    """A12: Brown's two clauses are one steal event (1 + 2, +1); the Dracolich's copy
    of a Black is a card's power too (2, +1)."""
    hands = [["brown-9", "brown-4", "dracolich", "gold-13", "blue-1", "blue-2"],
             ["iron-1", "black-2", "iron-4", "iron-5", "iron-7", "iron-9"],
             ["mithral-3", "mithral-5", "mithral-7", "mithral-9", "mithral-11", "mithral-13"]]
    g = start(hands, "revised", [["thievery"], [], []], deck=MIX)
    do(g, "ante brown-9", "ante iron-1", "ante mithral-3")
    events = do(g, "play brown-4")
    assert sum(e.amount for e in of(events, ev.GoldStolen)) == 4
    assert g.view(0).stakes == 27 - 4
    do(g, "play black-2")  # 2 <= 4: Bob's Black steals 2
    do(g, "play mithral-5")  # 5 > 2: nothing; Cid won the round
    assert g.to_act == 2
    do(g, "play mithral-7", "play gold-13", "play iron-9")  # Ann (13) leads round 3
    stakes = g.view(0).stakes
    do(g, "play dracolich")
    assert "copy black-2" in legal(g)
    events = do(g, "copy black-2")
    assert [e.amount for e in of(events, ev.GoldStolen) if e.seat == 0] == [2, 1]
    assert g.view(0).stakes == stakes - 3


def test_history_after_a_dragon_gods_power():
    """History (A18, L39): Io makes every player pay 3; then History steals 1."""
    hands = [["mithral-9", "io", "iron-1", "iron-3", "gray-2", "gray-4"],
             ["iron-4", "iron-5", "iron-7", "iron-9", "steel-2", "steel-4"],
             ["mithral-3", "mithral-5", "mithral-7", "steel-5", "mithral-11", "mithral-13"]]
    g = start(hands, "revised", [["history"], [], []])
    do(g, "ante mithral-9", "ante iron-4", "ante mithral-3")
    assert g.view(0).stakes == 27
    events = do(g, "play io")
    kinds = [type(e).__name__ for e in events if isinstance(e, (ev.GoldPaid, ev.GoldStolen))]
    assert kinds == ["GoldPaid", "GoldPaid", "GoldPaid", "GoldStolen"]  # the power, then History
    assert g.view(0).stakes == 27 + 9 - 1
    events = do(g, "play iron-5")  # not a mortal or a god: nothing for Bob (no History)
    assert not of(events, ev.GoldStolen)


def test_heal_on_own_turn_pays_the_named_player():
    """Scenario 14 and A17: W5 at the start of Ann's turn; the top card is discarded
    face up and Ann pays its strength to Cid; then spent until her next flight."""
    hands = [["mithral-9", "iron-1", "iron-3", "iron-4", "blue-1", "blue-2"],
             ["iron-5", "iron-7", "iron-9", "steel-2", "steel-4", "steel-5"],
             ["mithral-3", "mithral-5", "mithral-7", "steel-7", "mithral-11", "mithral-13"]]
    g = start(hands, "revised", [["heal"], [], []], top=["gray-4"], deck=MIX)
    do(g, "ante mithral-9", "ante iron-5", "ante mithral-3")
    assert g.to_act == 0 and legal(g) == ["use heal 1", "use heal 2", "pass"]
    events = do(g, "use heal 2")
    moved = of(events, ev.CardMoved)
    assert moved and moved[0].card == "gray-4"
    assert [(p.payer, p.payee, p.amount) for p in of(events, ev.GoldPaid)] == [(0, 2, 4)]
    view = g.view(1)
    assert view.hoards == (30 - 9 - 4, 21, 21 + 4)
    assert view.discard[-1].id == "gray-4"  # face up for everyone
    assert view.ability_ready[0] == {"heal": False}
    assert g.decision.kind == "play" and g.to_act == 0


def test_heal_by_a_bluff_holder_and_a_shortfall_debt():
    """A6 and A17: Heal's payment is cut by the healer's own Bluff; what the healer
    cannot pay becomes a debt to the healed player (R8, settled at the gambit's end)."""
    hands = [["mithral-9", "iron-1", "iron-3", "iron-4", "blue-1", "blue-2"],
             ["iron-5", "iron-7", "iron-9", "steel-2", "steel-4", "steel-5"],
             ["mithral-3", "mithral-5", "mithral-7", "steel-7", "mithral-11", "mithral-13"]]
    g = start(hands, "revised", [["heal", "bluff"], [], []], top=["gray-8"], deck=MIX,
              starting_gold=[12, 30, 30])
    do(g, "ante mithral-9", "ante iron-5", "ante mithral-3")  # Ann keeps 3
    events = do(g, "use heal 1")
    assert [(p.payer, p.payee, p.amount) for p in of(events, ev.GoldPaid)] == [(0, 1, 3)]
    assert g.view(0).debts == ((0, 1, 4),)  # 8 - 1 (Bluff) = 7, 3 paid


def test_emperors_gambit_diplomacy_once_per_gambit_before_the_spys_toll():
    """Scenario 11 and A9: with the Spy in the ante the named leader pays the toll;
    Diplomacy is not offered again in the gambit, and it comes back the next gambit."""
    hands = [["mithral-13", "iron-1", "iron-3", "iron-4", "steel-2", "steel-4"],
             ["iron-5", "iron-7", "iron-9", "mithral-3", "steel-5", "steel-7"],
             ["spy", "mithral-5", "mithral-7", "steel-9", "mithral-11", "adamantine-3"]]
    g = start(hands, "revised", [["diplomacy"], [], []])
    do(g, "ante mithral-13", "ante iron-5", "ante spy")
    assert g.to_act == 0 and legal(g) == ["use diplomacy 1", "use diplomacy 2", "pass"]
    assert g.view(1).ability_ready[0] == {"diplomacy": True}
    events = do(g, "use diplomacy 1")
    tolls = [(p.payer, p.payee, p.amount) for p in of(events, ev.GoldPaid)]
    assert tolls == [(1, 2, 2), (1, 0, 2)]  # Bob opens the round: he pays the toll
    assert g.view(0).ability_ready[0] == {"diplomacy": False}
    assert g.to_act == 1
    play_until(g, lambda g: g.view(0).gambit == 2 and g.decision.kind == "ante")
    assert g.view(1).ability_ready[0] == {"diplomacy": True}


def test_perception_can_make_an_all_tie():
    """A21: the swapped-in card is part of the evaluation: a tie makes a new ante."""
    hands = [["adamantine-3", "iron-9", "iron-1", "iron-3", "steel-2", "steel-4"],
             ["brown-9", "iron-5", "iron-7", "adamantine-6", "steel-5", "steel-7"],
             ["mithral-9", "mithral-5", "mithral-7", "steel-9", "mithral-11", "adamantine-4"]]
    g = start(hands, "revised", [["perception"], [], []])
    do(g, "ante adamantine-3", "ante brown-9", "ante mithral-9")
    events = do(g, "use perception iron-9")
    assert of(events, ev.AnteTied) and g.decision.kind == "ante"
    assert g.view(0).stakes == 0


def test_insight_looks_at_the_winners_hand_before_the_draws():
    """Scenario 16, A19: after a gambit another seat won, before step 5's draws; the
    look is the holder's alone, and the ability is then spent."""
    g = start([["mithral-9", "iron-1", "iron-3", "iron-4", "blue-1", "blue-2"],
               ["iron-5", "iron-7", "iron-9", "steel-2", "steel-4", "steel-5"],
               ["mithral-3", "mithral-5", "mithral-7", "steel-7", "mithral-11", "mithral-13"]],
              "revised", [["insight"], [], []], deck=MIX)
    events = play_until(g, offers("insight"), seed=4)
    won = of(events, ev.GambitWon)[-1]
    assert won.seat != 0 and g.to_act == 0
    drawn_after = [e for e in events[events.index(won):] if isinstance(e, ev.CardsDrawn)]
    assert not drawn_after  # step 5 waits for the answer
    winner_hand = sorted(c.id for c in g.view(won.seat).hand)
    do(g, "use insight")
    assert sorted(g.view(0).known[won.seat]) == winner_hand
    other = 3 - won.seat
    assert g.view(other).known[won.seat] == ()
    assert g.view(other).ability_ready[0] == {"insight": False}


# -- Legendary: the ability disk ---------------------------------------------------
LEG = [["black-5", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
       ["white-1", "white-2", "white-3", "green-1", "green-2", "green-4"],
       ["brass-1", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]


def test_fast_hands_steals_and_draws_then_the_disk_is_spent():
    """Scenario 28, A35: after Black's steal of 3, 1 more and a card; the disk is
    expended, so the next steal offers nothing."""
    g = start(LEG, "legendary", [["fast-hands"], [], []])
    do(g, "ante black-5", "ante white-1", "ante brass-1")
    assert g.view(0).stakes == 15 and g.to_act == 0
    do(g, "play black-7")
    assert g.view(0).stakes == 12 and legal(g) == ["use fast-hands", "pass"]
    hand = len(g.view(0).hand)
    events = do(g, "use fast-hands")
    assert ev.AbilityExpended(0, "disk") in events
    view = g.view(1)
    assert view.stakes == 11 and len(g.view(0).hand) == hand + 1
    assert view.ability_ready[0] == {"fast-hands": False} and view.disks[0] is False
    assert g.to_act == 1


def test_a_passed_trigger_is_gone_and_the_disk_stays_ready():
    """A28: passing keeps the disk; the chance does not come back."""
    g = start(LEG, "legendary", [["fast-hands"], [], []])
    do(g, "ante black-5", "ante white-1", "ante brass-1", "play black-7", "pass")
    assert g.to_act == 1 and g.decision.kind == "play"
    assert g.view(2).ability_ready[0] == {"fast-hands": True}


def test_gambling_background_needs_a_four_point_lead():
    """Scenario 29, A30: 13 against 9 is a lead of 4: draw 2; against 11: no window."""
    hands = [["gold-13", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["blue-9", "blue-11", "white-3", "green-1", "green-2", "green-4"],
             ["white-2", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]
    g = start(hands, "legendary", [["gambling-background"], [], []], starting_gold=40)
    do(g, "ante gold-13", "ante blue-9", "ante white-2")
    assert legal(g) == ["use gambling-background", "pass"]
    events = do(g, "use gambling-background")
    assert [e.count for e in of(events, ev.CardsDrawn)] == [2]
    g = start(hands, "legendary", [["gambling-background"], [], []], starting_gold=40)
    do(g, "ante gold-13", "ante blue-11", "ante white-2")
    assert g.decision.kind == "play"


def test_inspiring_leader_draws_two_then_each_opponent_one():
    """Scenario 30: Ann tied for the weakest ante card: she draws 2, then Bob 1, Cid 1."""
    hands = [["white-1", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["red-8", "blue-11", "white-3", "green-1", "green-2", "green-4"],
             ["black-1", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]
    g = start(hands, "legendary", [["inspiring-leader"], [], []])
    do(g, "ante white-1", "ante red-8", "ante black-1")
    events = do(g, "use inspiring-leader")
    assert [(e.seat, e.count) for e in of(events, ev.CardsDrawn)] == [(0, 2), (1, 1), (2, 1)]


def test_ante_manipulation_two_uses_two_rolls_in_seat_order():
    """Scenario 33/34, A29, A3: W3 asks clockwise from seat 0; Ann's Confusingly
    Smooth makes Bob (strongest untied opponent card) pay 2d6; Bob's Threats &
    Promises makes Cid (the strongest untied card among Bob's opponents) pay 2d6."""
    hands = [["white-2", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["gold-13", "blue-11", "white-3", "green-1", "green-2", "green-4"],
             ["red-8", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]
    g = start(hands, "legendary", [["confusingly-smooth"], ["threats-and-promises"], []],
              starting_gold=40)
    do(g, "ante white-2", "ante gold-13", "ante red-8")
    assert g.view(0).stakes == 39 and g.to_act == 0
    first = of(do(g, "use confusingly-smooth"), ev.DiceRolled)
    assert len(first) == 1 and first[0].seat == 1 and len(first[0].values) == 2
    assert all(1 <= v <= 6 for v in first[0].values)
    assert g.to_act == 1
    second = of(do(g, "use threats-and-promises"), ev.DiceRolled)
    assert len(second) == 1 and second[0].seat == 2
    a, b = sum(first[0].values), sum(second[0].values)
    view = g.view(0)
    assert view.stakes == 39 + a + b
    assert view.hoards == (27, 27 - a, 27 - b)


def test_ante_manipulation_shortfall_goes_into_the_hole():
    """Legendary notes: a payer short of gold for the 2d6 goes into the hole."""
    hands = [["white-2", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["gold-13", "blue-11", "white-3", "green-1", "green-2", "green-4"],
             ["red-8", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]
    g = start(hands, "legendary", [["confusingly-smooth"], [], []],
              starting_gold=[30, 14, 30])
    do(g, "ante white-2", "ante gold-13", "ante red-8")
    assert g.view(0).hoards[1] == 1
    events = do(g, "use confusingly-smooth")
    roll = sum(of(events, ev.DiceRolled)[0].values)
    assert g.view(0).hoards[1] == 0
    assert sum(e.amount for e in of(events, ev.HoleIncurred)) == roll - 1


def test_practice_counts_when_two_opponents_disks_are_spent():
    """Scenario 31, A32: Bob and Cid both spend their disks at the ante (tied for the
    weakest card); at Ann's first turn Practice Counts draws 2."""
    hands = [["red-8", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["white-1", "blue-11", "white-3", "green-1", "green-2", "green-4"],
             ["black-1", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]
    g = start(hands, "legendary", [["practice-counts"], ["inspiring-leader"],
                                   ["inspiring-leader"]])
    do(g, "ante red-8", "ante white-1", "ante black-1")
    assert g.to_act == 1
    do(g, "use inspiring-leader")
    assert g.to_act == 2  # Cid's card ties for the weakest too: asked next (A3)
    do(g, "pass")
    assert g.to_act == 0 and g.decision.kind == "play"  # only one disk spent: not yet
    g = start(hands, "legendary", [["practice-counts"], ["inspiring-leader"],
                                   ["inspiring-leader"]])
    do(g, "ante red-8", "ante white-1", "ante black-1", "use inspiring-leader",
       "use inspiring-leader")
    assert g.to_act == 0 and legal(g) == ["use practice-counts", "pass"]
    events = do(g, "use practice-counts")
    assert [(e.seat, e.count) for e in of(events, ev.CardsDrawn)] == [(0, 2)]
    assert g.view(1).disks == (False, False, False)


def test_practice_counts_never_with_two_players():
    """A32: two players: one opponent, never two expended disks."""
    hands = [["red-8", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["white-1", "blue-11", "white-3", "green-1", "green-2", "green-4"]]
    g = start(hands, "legendary", [["practice-counts"], ["inspiring-leader"]])
    do(g, "ante red-8", "ante white-1", "use inspiring-leader")
    assert g.decision.kind == "play" and g.to_act == 0


def test_draconic_ancestry_second_card_of_the_color_tiamat_counts():
    """Scenario 27, A34: red ancestry; Tiamat (one of the five colors) is the first
    red card, red-5 the second: draw 1 before Red's power; a third: no window."""
    hands = [["gold-13", "tiamat", "red-5", "red-3", "blue-1", "blue-2"],
             ["white-1", "blue-11", "white-3", "green-1", "green-2", "white-5"],
             ["black-1", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]
    g = start(hands, "legendary", [["draconic-ancestry"], [], []],
              ancestry=["red", None, None])
    do(g, "ante gold-13", "ante white-1", "ante black-1")
    do(g, "play tiamat", "play white-3", "play brass-2")  # Ann (13) leads again
    assert g.to_act == 0
    events = do(g, "play red-5")
    assert not of(events, ev.PowerTriggered)
    assert legal(g) == ["use draconic-ancestry", "pass"]
    events = do(g, "use draconic-ancestry")
    assert [(e.seat, e.count) for e in of(events, ev.CardsDrawn)][0] == (0, 1)
    assert of(events, ev.PowerTriggered)  # Red's power after the draw


def test_secret_abilities_stay_hidden_until_used():
    """A27: others see None until a use; then only the used ability; the disk is
    public all along; the holder sees her own."""
    g = start(LEG, "legendary", [["fast-hands", "desperation"], ["cutting-words"], []],
              secret_abilities=True)
    assert g.view(1).abilities == (None, ("cutting-words",), None)
    own = g.view(0).abilities
    assert sorted(own[0]) == ["desperation", "fast-hands"] and own[1:] == (None, None)
    assert g.view(None).abilities == (None, None, None)
    assert g.view(2).disks == (True, True, True)
    do(g, "ante black-5", "ante white-1", "ante brass-1", "play black-7")
    asked = g.view(1).decision
    assert asked.seat == 0 and asked.options == ()  # no secret in another seat's view
    assert "fast" not in render(asked.prompt).lower()  # issue 29.1: the words, said
    do(g, "use fast-hands")
    assert g.view(1).abilities[0] == ("fast-hands",)
    assert g.view(None).abilities[0] == ("fast-hands",)
    assert g.view(2).ability_ready[0] == {"fast-hands": False}


def test_secret_abilities_need_legendary_and_replay_exactly():
    g = start(LEG, "legendary", [["fast-hands"], [], []], secret_abilities=True)
    do(g, "ante black-5", "ante white-1", "ante brass-1", "play black-7", "use fast-hands")
    again = replay(g.record())
    assert again.view(1) == g.view(1) and again.view(0) == g.view(0)


# -- the time limit (ABILITIES.md 5.1, rulings A36, L27) ----------------------------
def finish(g, seed=0, limit=5000):
    """Random legal play to the game's end (abilities used or not at random)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if g.is_over:
            return g
        g.apply(rng.choice(g.legal_actions()))
    raise AssertionError("the game did not end")


def test_call_time_finishes_the_gambit_under_way_and_one_more():
    g = new_game(config(ruleset="original", time_limit_minutes=30))
    play_until(g, lambda g: g.view(0).gambit == 2 and g.view(0).round == 2)
    due = (g.to_act, g.decision)
    assert "call time" not in legal(g)
    events = g.apply("call time")
    assert [type(e).__name__ for e in events] == ["TimeCalled"]
    assert (g.to_act, g.decision) == due  # the decision stays due
    assert g.view(1).time_called_in == 2
    with pytest.raises(IllegalActionError, match="already called"):
        g.apply("call time")
    finish(g)
    result = g.result  # (seeded: no hoard empties first)
    assert result.end.value == "time limit" and g.view(0).gambit == 3
    assert "time limit" in render(result.reason)
    again = replay(g.record())
    assert again.result == g.result


def test_call_time_ends_by_time_after_the_next_gambit():
    """Seeded: the game reaches the end of gambit 2 and stops there by the time limit."""
    for seed in range(20):
        g = new_game(config(ruleset="original", seed=seed))
        g.apply("call time")  # before any action: gambit 1 is under way (L27)
        finish(g, seed)
        if g.result.end.value == "time limit":
            assert g.view(0).gambit == 2
            assert len(g.view(0).gold_history) == 3  # the start, gambit 1, gambit 2
            return
        assert g.view(0).gambit <= 2  # a hoard emptied first: the usual end
    raise AssertionError("no seed reached the time limit")


def test_an_emptied_hoard_ends_the_game_before_the_time_limit():
    """5.1: every other end condition applies first."""
    g = new_game(config(ruleset="original", starting_gold=[1, 50, 50], seed=2))
    g.apply("call time")
    finish(g, 1)
    assert g.result.end.value != "time limit" and g.view(0).gambit == 1


def test_call_time_is_refused_once_the_game_is_over():
    g = finish(new_game(config(ruleset="original", max_gambits=1)))
    with pytest.raises(IllegalActionError):
        g.apply("call time")


def test_call_time_before_pick_em_makes_the_first_gambit_the_last():
    """L27: time called before the first gambit (Legendary deck building)."""
    g = new_game(config(ruleset="legendary", deck="legendary", variant="pick-em", seed=4))
    assert g.view(0).gambit == 0
    g.apply("call time")
    finish(g, 3)
    assert g.view(0).gambit == 1 and g.result.end.value == "time limit"


@pytest.mark.parametrize("minutes", [0, -5, 100000])
def test_time_limit_minutes_out_of_range_is_refused(minutes):
    with pytest.raises(ValueError):
        config(ruleset="original", time_limit_minutes=minutes)


# -- starting gold, the hole, theme decks, matches ----------------------------------
def test_starting_gold_options():
    assert new_game(config(ruleset="legendary", deck="legendary",
                           gold_per_player=8)).view(0).hoards == (24, 24, 24)
    assert new_game(config(ruleset="original", starting_gold=[5, 10, 20])).view(
        0).hoards == (5, 10, 20)
    assert new_game(config(ruleset="revised", deck="emperors-gambit")).view(0).hoards == (
        30, 30, 30)
    for bad in (dict(starting_gold=10, gold_per_player=8), dict(starting_gold=[10, 10]),
                dict(starting_gold=0), dict(starting_gold=[10, 0, 10])):
        with pytest.raises(ValueError):
            config(ruleset="original", **bad)


def test_hole_options_need_the_hole():
    for bad in (dict(hole_to_winner=False), dict(hole_odd_coins="broke")):
        with pytest.raises(ValueError, match="hole"):
            config(ruleset="original", **bad)
    with pytest.raises(ValueError):
        config(ruleset="legendary", deck="legendary", hole_odd_coins="house")


def _game_with_a_hole():
    """A seeded Legendary game whose hole holds gold at the end."""
    for seed in range(60):
        cfg = config(ruleset="legendary", deck="legendary", seed=seed, gold_per_player=4)
        g = finish(new_game(cfg), seed)
        if g.result.hole:
            return g
    raise AssertionError("no seeded game ended with gold in the hole")


def test_hole_in_the_house_keeps_the_hole_from_the_winner():
    """5.4 and scenario 40: the same game with `hole_to_winner = False`: nothing is
    awarded, the hole is lost to the house, the winner's gold is less by the share."""
    g = _game_with_a_hole()
    record = g.record()
    house = record.model_copy(update={"config": g.config.model_copy(
        update={"hole_to_winner": False})})
    h = replay(house)
    assert h.result.hole_awarded == 0 and h.result.hole_lost == g.result.hole_awarded
    lost = sum(g.result.gold) - sum(h.result.gold)
    assert lost == g.result.hole
    assert h.result.winners  # winners are decided before the hole is shared (L26)


def test_themed_deck_swaps_keep_the_deck_size():
    """5.6: Avandra's Hand with the Gold Dragons for the Bronze or the Iron; the older
    Age of Mortals with the Bronze for the Copper."""
    def ids(deck):
        return {c.id for c in new_game(config(deck=deck)).cards}
    base = ids("avandras-hand")
    gold = {f"gold-{s}" for s in (2, 4, 6, 9, 11, 13)}
    for swap, gone in (("gold-for-bronze", "bronze"), ("gold-for-iron", "iron")):
        swapped = ids(f"avandras-hand:{swap}")
        assert len(swapped) == len(base) and gold <= swapped
        assert not any(c.startswith(gone + "-") for c in swapped)
    aom, old = ids("age-of-mortals"), ids("age-of-mortals:bronze-for-copper")
    assert len(old) == len(aom)
    assert not any(c.startswith("copper-") for c in old)
    assert {c for c in old if c.startswith("bronze-")}


def test_games_in_a_row_replay_from_one_seed():
    """5.2, A37: three games from the match seed; totals are the final hoards."""
    base = config(ruleset="original", max_gambits=2)
    m = Match(MatchConfig(games=3, base=base, seed=11))
    seeds = set()
    while True:
        finish(m.current, m.number)
        seeds.add(m.current.config.seed)
        if m.is_over:
            break
        m.next_game()
    assert len(seeds) == 3
    finals = [s.result.gold for s in m.states]
    assert m.totals == tuple(sum(col) for col in zip(*finals, strict=True))
    assert m.winners == tuple(s for s, t in enumerate(m.totals) if t == max(m.totals))
    again = replay_match(m.record())
    assert again.totals == m.totals and again.winners == m.winners
    assert Match(MatchConfig(games=3, base=base, seed=11)).current.config.seed == \
        m.states[0].config.seed


def test_odd_hole_coin_to_the_broke_player():
    """5.5, L11, L26: a seeded 3-player game ends with Ann and Bob tied and 5 in the
    hole: by default the odd coin goes to a tied winner; with `hole_odd_coins =
    "broke"` it goes to Cid, whose hoard is empty."""
    cfg = config(ruleset="legendary", deck="legendary", seed=146, gold_per_player=3)
    g = finish(new_game(cfg), 146)
    assert g.result.winners == (0, 1) and g.result.hole == 5
    assert sorted(g.result.gold) == [0, 13, 14]
    broke = replay(g.record().model_copy(update={"config": cfg.model_copy(
        update={"hole_odd_coins": "broke"})}))
    assert broke.result.gold == (13, 13, 1) and broke.result.winners == (0, 1)


# -- buying with abilities (W6, W7, W8; A13, A16, A22, A23, A33), found from seeds ---
def buying(g):
    """The purchase under way: (buyer, the revealed card's id) from the last
    CardsBought in the log."""
    bought = [e for e in g.view(None).log if isinstance(e, ev.CardsBought)][-1]
    return bought.seat, bought.revealed


def card_strength(g, card_id):
    return next(c.strength for c in g.cards if c.id == card_id)


def test_profession_gambler_pays_the_second_cards_strength():
    """Scenario 5, A13: the second card is revealed too and its strength is the price
    (the first's can no longer be chosen); then the hand fills to four."""
    g = new_game(config(ruleset="original", seed=5,
                        abilities=[["profession-gambler"]] * 3))
    play_until(g, offers("profession-gambler"), seed=5)
    seat = g.to_act
    buyer, first = buying(g)
    assert buyer == seat and g.view(0).discard[-1].id == first
    held, hoard, stakes = len(g.view(seat).hand), g.view(0).hoards[seat], g.view(0).stakes
    events = do(g, "use profession-gambler")
    second = [e.card for e in of(events, ev.CardMoved)
              if e.source == "deck" and e.destination == "discard"]
    assert len(second) == 1 and g.view(1).discard[-1].id == second[0]
    price = card_strength(g, second[0])
    paid = [(e.payer, e.payee, e.amount) for e in of(events, ev.GoldPaid)]
    assert paid == ([(seat, -1, min(price, hoard))] if price else [])
    assert g.view(0).stakes == stakes + min(price, hoard)
    drawn = [e.count for e in of(events, ev.CardsDrawn) if e.seat == seat]
    assert drawn == [4 - held]


def test_religion_keeps_the_card_toward_four_and_stealth_adds_one():
    """Scenarios 20/21, A22, A23: the kept card counts toward the four; Stealth's card
    comes after; Endurance steals 2 for each opponent holding it (A16)."""
    g = found_in_seeds(lambda g: offers("religion")(g) and g.to_act == 0,
                       ruleset="revised", deck="emperors-gambit",
                       abilities=[["religion", "stealth"], ["endurance"], ["arcana"]])
    _, revealed = buying(g)
    held, stakes = len(g.view(0).hand), g.view(0).stakes
    events = do(g, "use religion")
    assert revealed in [c.id for c in g.view(0).hand]
    assert revealed in g.view(2).known[0]  # kept face up: known to all
    drawn = [e.count for e in of(events, ev.CardsDrawn) if e.seat == 0]
    assert drawn == [4 - held - 1, 1]
    assert len(g.view(0).hand) == 5
    assert [(e.seat, e.amount) for e in of(events, ev.GoldStolen)] == [(1, min(2, stakes))]


def test_endurance_after_every_opponent_purchase_not_its_own():
    """Scenario 13, A16: after each opponent's purchase (paid and drawn) the holder
    steals min(2, stakes); its own purchases give nothing."""
    g = new_game(config(ruleset="revised", deck="emperors-gambit", seed=9,
                        abilities=[["endurance"], [], []]))
    rng = random.Random(9)
    checked = {0: 0, 1: 0}
    while not g.is_over and sum(checked.values()) < 12:
        before = g.view(0).stakes
        events = g.apply(rng.choice(g.legal_actions()))
        for i, e in enumerate(events):
            if isinstance(e, ev.CardsBought):
                rest = events[i + 1:]
                nxt = next((k for k, f in enumerate(rest) if isinstance(f, ev.CardsBought)),
                           len(rest))
                steals = [f for f in rest[:nxt] if isinstance(f, ev.GoldStolen) and f.seat == 0]
                if e.seat == 0:
                    assert not steals
                    checked[0] += 1
                elif before > 0 and not of(events[:i], ev.GambitWon):
                    assert len(steals) == 1 and steals[0].amount <= 2
                    checked[1] += 1
    assert checked[0] and checked[1]


def test_cutting_words_asked_from_the_buyers_left_first_use_closes():
    """Scenario 35, A33: W7 opponents of the buyer, clockwise from the buyer's left;
    a use fills the buyer's hand to 3; the next holder is not asked."""
    g = new_game(config(ruleset="legendary", deck="legendary", seed=12, players=NAMES,
                        abilities=[["cutting-words"]] * 4))
    play_until(g, lambda g: offers("cutting-words")(g), seed=12)
    buyer, _ = buying(g)
    asked = g.to_act
    assert asked != buyer
    # nobody between the buyer's left and the asked seat could use it
    views = g.view(None)
    strength = {s: sum(c.strength for c in views.flights[s]) for s in range(4)}
    between = [(buyer + k) % 4 for k in range(1, 4)]
    for seat in between[:between.index(asked)]:
        assert not (strength[buyer] < strength[seat] and views.disks[seat])
    assert strength[buyer] < strength[asked]
    held = len(g.view(buyer).hand)
    events = do(g, "use cutting-words")
    assert len(g.view(buyer).hand) == max(held, 3)
    assert not any(str(a).startswith("use cutting-words") for a in g.legal_actions())
    assert ev.AbilityExpended(asked, "disk") in events


def test_versatile_trickster_draws_two_after_buying():
    """Scenario 32: after the purchase (filled to four) the buyer draws 2 more."""
    g = new_game(config(ruleset="legendary", deck="legendary", seed=13,
                        abilities=[["versatile-trickster"]] * 3))
    play_until(g, offers("versatile-trickster"), seed=13)
    seat = g.to_act
    assert buying(g)[0] == seat and len(g.view(seat).hand) == 4
    events = do(g, "use versatile-trickster")
    assert [e.count for e in of(events, ev.CardsDrawn)][:1] == [2]
    assert len(g.view(seat).hand) == 6


# -- more windows, found from seeds --------------------------------------------------
def test_dungeoneering_gives_the_card_back_and_takes_another():
    """Scenario 12, A15: after a random take, the first card goes back and another is
    taken at random from the rest; then spent until a special flight."""
    g = found_in_seeds(offers("dungeoneering"), ruleset="revised", deck="emperors-gambit",
                       abilities=[["dungeoneering"], [], []])
    assert g.to_act == 0
    taken = [e for e in g.view(0).log if isinstance(e, ev.CardTaken)][-1]
    victim, first = taken.victim, taken.card
    assert first in [c.id for c in g.view(0).hand]
    victim_before = sorted(c.id for c in g.view(victim).hand)
    shadow = [e for e in g.view(0).log if isinstance(e, ev.PowerTriggered)][-1].power
    events = do(g, "use dungeoneering")
    back = of(events, ev.AbilityCardsReturned)
    assert len(back) == 1 and back[0].card == first and back[0].victim == victim
    second = of(events, ev.CardTaken)[-1].card
    assert second != first and second in victim_before
    assert first in [c.id for c in g.view(victim).hand]
    if shadow == "shadow":  # L31: the card kept replaces the Shadow, and triggers
        flight = [c.id for c in g.view(1).flights[0]]
        assert second in flight and not any(c.startswith("shadow-") for c in flight)
    else:
        assert second in [c.id for c in g.view(0).hand]
    third = 3 - victim
    hidden = [e for e in g.view(third).log if isinstance(e, ev.AbilityCardsReturned)]
    assert hidden and hidden[-1].card is None  # the others see a return, no face
    assert g.view(third).ability_ready[0] == {"dungeoneering": False}


def test_luck_domain_swaps_a_card_a_power_drew():
    """Scenario 24, A25: after a power made the holder draw: that card is discarded
    face up and another drawn."""
    g = found_in_seeds(offers("luck-domain"), ruleset="revised", deck="emperors-gambit",
                       abilities=[["luck-domain"], [], []])
    seat = g.to_act
    options = [a for a in g.legal_actions() if a.verb == "use"]
    card = options[0].args[1]
    events = do(g, str(options[0]))
    assert card in [c.id for c in g.view(None).discard]
    assert card not in [c.id for c in g.view(seat).hand]
    assert [e.count for e in of(events, ev.CardsDrawn) if e.seat == seat][:1] == [1]
    assert g.view(2).ability_ready[seat] == {"luck-domain": False}


def test_streetwise_makes_each_opponent_pay_with_nature():
    """Scenario 22, A20, A24: instead of stealing, each opponent pays the strength + 2
    (Nature); the stakes stay; the flight that used it does not ready it (A5)."""
    g = found_in_seeds(offers("streetwise"), ruleset="revised", deck="emperors-gambit",
                       abilities=[["streetwise", "nature"], [], []], seeds=range(200))
    assert g.to_act == 0
    done = [e for e in g.view(0).log if isinstance(e, ev.FlightCompleted)][-1]
    assert done.flight == "strength" and done.seat == 0
    strength = int(done.key)
    stakes, hoards = g.view(0).stakes, g.view(0).hoards
    events = do(g, "use streetwise")
    owed = {1: 0, 2: 0}  # paid now, or owed until the gambit's end (R8)
    for e in events:
        if isinstance(e, ev.GoldPaid) and e.payee == 0:
            owed[e.payer] += e.amount
        if isinstance(e, ev.DebtIncurred) and e.creditor == 0:
            owed[e.debtor] += e.amount
    assert owed == {1: strength + 2, 2: strength + 2}
    assert all(hoards[s] >= 0 for s in (1, 2))
    assert not [e for e in of(events, ev.GoldStolen) if e.seat == 0]
    assert g.view(0).stakes == stakes
    assert g.view(1).ability_ready[0]["streetwise"] is False


def test_desperation_and_blessing_after_the_step_five_draws():
    """Scenarios 25/26, A31: after step 5 (everyone drew 2), clockwise from the winner:
    Desperation for a hoard of 1-9; Blessing for the seat whose left won."""
    g = found_in_seeds(lambda g: offers("blessing-of-the-trickster")(g)
                       or offers("desperation")(g),
                       ruleset="legendary", deck="legendary", gold_per_player=6,
                       abilities=[["desperation", "blessing-of-the-trickster"]] * 3)
    seat = g.to_act
    log = list(g.view(0).log)
    at = max(i for i, e in enumerate(log) if isinstance(e, ev.GambitWon))
    won = log[at]
    draws = [e.seat for e in log[at:] if isinstance(e, ev.CardsDrawn)]
    assert draws[:3] == [won.seat, (won.seat + 1) % 3, (won.seat + 2) % 3]  # step 5 first
    usable = [a.args[0] for a in g.legal_actions() if a.verb == "use"]
    if "desperation" in usable:
        assert 1 <= g.view(0).hoards[seat] <= 9
    if "blessing-of-the-trickster" in usable:
        assert won.seat == (seat + 1) % 3
    events = do(g, f"use {usable[0]}")
    assert [e.count for e in of(events, ev.CardsDrawn)] == [2]
    assert g.view(1).disks[seat] is False


def test_magical_discouragement_needs_a_gambit_won_by_the_buyer():
    """Scenario 36, A33: only a buyer who has won a gambit this game."""
    g = found_in_seeds(offers("magical-discouragement"), ruleset="legendary",
                       deck="legendary",
                       abilities=[["magical-discouragement"]] * 3)
    buyer, _ = buying(g)
    wins = [e.seat for e in g.view(0).log if isinstance(e, ev.GambitWon)]
    assert buyer in wins and g.to_act != buyer
    held = len(g.view(buyer).hand)
    do(g, "use magical-discouragement")
    assert len(g.view(buyer).hand) == max(held, 3)


def test_intimidate_drops_the_holder_from_a_tie_for_the_red():
    """Scenario 4, A10 (original): Red aims at the strongest flight; Bob (Intimidate)
    ties with Cid: Cid pays and loses a card, with no choice offered."""
    hands = [["black-9", "red-5", "white-1", "blue-1", "brass-1", "bronze-1"],
             ["gold-2", "gold-9", "silver-6", "brass-2", "brass-4", "silver-3"],
             ["black-1", "blue-7", "copper-8", "white-2", "blue-2", "green-1"]]
    g = start(hands, "original", [[], ["intimidate"], []])
    do(g, "ante black-9", "ante gold-2", "ante black-1")
    do(g, "play white-1")  # Ann leads: white, no mortal: nothing
    do(g, "play gold-9")  # 9 > 1: no trigger
    do(g, "play blue-7")  # 7 <= 9: Blue triggers for Cid: a choice
    assert g.to_act == 2
    option = [a for a in legal(g) if "stakes" in a or "pay" in a or "steal" in a]
    assert option
    do(g, option[0])
    assert g.to_act == 1  # Bob won round 1 (9)
    do(g, "play silver-6")  # Bob leads with Silver: draws
    do(g, "play copper-8")
    play_until(g, lambda g: g.to_act == 0 and g.decision.kind == "play")
    flights = {s: sum(c.strength for c in g.view(0).flights[s]) for s in (1, 2)}
    assert flights[1] == flights[2] == 15
    events = do(g, "play red-5")  # Cid is the only candidate: no choice for Ann (L3)
    assert [(e.taker, e.victim) for e in of(events, ev.CardTaken)] == [(0, 2)]
    paid = [(e.payer, e.payee, e.amount) for e in of(events, ev.GoldPaid)]
    assert (2, 0, 1) in paid and not [p for p in paid if p[0] == 1]


# -- hidden information --------------------------------------------------------------
def test_a_random_take_leaves_a_looker_unsure_of_the_rest():
    """R10 with Sense Motive (A11) and L36: Ann looked at Bob's hand; Cid's Red then
    takes one of Bob's cards at random. Ann cannot tell which went, so her view must
    not list the two left (that would name the taken card); Cid and Bob still know."""
    hands = [["brass-4", "silver-2", "gold-4", "gold-6", "bronze-3", "copper-5"],
             ["blue-11", "white-8", "white-1", "green-2", "red-3", "black-3"],
             ["copper-3", "black-1", "red-12", "red-2", "silver-6", "gold-9"]]
    g = start(hands, "original", [["sense-motive"], [], []])
    do(g, "ante brass-4", "ante blue-11", "ante copper-3", "play white-8", "play black-1",
       "play silver-2", "play white-1", "use sense-motive")
    assert sorted(g.view(0).known[1]) == ["black-3", "green-2", "red-3"]
    do(g, "play red-12", "play gold-4")
    events = do(g, "play red-2")  # Bob's flight is the strongest: Cid takes a card
    taken = of(events, ev.CardTaken)
    assert [(e.taker, e.victim) for e in taken] == [(2, 1)]
    assert g.view(0).known[1] == () and g.view(0).known[2] == ()
    assert g.view(2).known[1] == ()  # Cid never looked at Bob's hand
    # a bot's sampled world for Ann holds nothing she cannot know: Bob's two cards
    # are dealt anew among everything Ann cannot see
    seen = set()
    for k in range(30):
        world = g.determinize(0, random.Random(k))
        seen.add(tuple(sorted(world.cards[c].id for c in world.hands[1])))
    assert len(seen) > 1


def test_a_blind_dungeoneering_take_leaves_a_looker_unsure():
    """A15 with R10: after a Dungeoneering swap a third seat that knew the victim's
    cards (they were shown to all) cannot tell which one was taken."""
    g = found_in_seeds(offers("dungeoneering"), ruleset="revised", deck="emperors-gambit",
                       abilities=[["dungeoneering"], [], []])
    victim = [e for e in g.view(0).log if isinstance(e, ev.CardTaken)][-1].victim
    third = 3 - victim
    for card in g.hands[victim]:  # as if every card there had been shown to all
        g.known[card] = g.everyone
    do(g, "use dungeoneering")
    assert g.view(third).known[victim] == ()


# -- whole seeded games: the limits and what each view holds, at every step ----------
def _audit_game(cfg, seed):
    """Random play (abilities used when offered, 70%; time called at random) with
    checks at every step: an offered `use` is ready in the public view and its
    limit not spent (A5, the disk); a use of a limited ability expends it; a ready
    again follows that seat's special flight only; no view holds another seat's
    options, a card it cannot know, a look's cards or a draw's faces, nor (secret
    abilities) an ability not yet used (A27)."""
    g = new_game(cfg)
    rng = random.Random(seed)
    edition = cfg.ability_edition or {"original": "original", "legendary": "legendary"}.get(
        cfg.ruleset, "revised")
    table = ABILITIES[edition]
    spent: set[tuple[int, str]] = set()
    while not g.is_over:
        acts = g.legal_actions()
        uses = [a for a in acts if a.verb == "use"]
        seat = g.to_act
        for use in uses:
            key = "disk" if edition == "legendary" else use.args[0]
            assert (seat, key) not in spent
            assert g.view(None).ability_ready[seat].get(use.args[0], True)
        if rng.random() < 0.01 and g.view(None).time_called_in is None:
            g.apply("call time")
        action = rng.choice(uses) if uses and rng.random() < 0.7 else rng.choice(acts)
        events = g.apply(action)
        for i, e in enumerate(events):
            if isinstance(e, ev.GambitStarted) and edition == "revised":
                spent = {k for k in spent if k[1] != "diplomacy"}
            if isinstance(e, ev.AbilityExpended):
                spent.add((e.seat, e.ability))
            if isinstance(e, ev.AbilityReady):
                assert (e.seat, e.ability) in spent
                spent.discard((e.seat, e.ability))
                assert any(isinstance(f, ev.FlightCompleted) and f.seat == e.seat
                           for f in events[:i])
            if isinstance(e, ev.AbilityUsed) and table[e.ability].limit.value != "always":
                assert any(isinstance(f, ev.AbilityExpended) and f.seat == e.seat
                           for f in events[i:])
        for s in range(g.n):
            view = g.view(s)
            if view.decision is not None and view.decision.seat != s:
                assert view.decision.options == ()
            for t in range(g.n):
                if t == s:
                    continue
                held = {g.cards[c].id for c in g.hands[t]}
                if g.ante_hidden[t] >= 0:
                    held.add(g.cards[g.ante_hidden[t]].id)
                assert set(view.known[t]) <= held
                if cfg.secret_abilities and view.abilities[t] is not None:
                    used = {e.ability for e in view.log
                            if isinstance(e, ev.AbilityUsed) and e.seat == t}
                    assert set(view.abilities[t]) <= used
            for e in view.log:
                if isinstance(e, ev.HandLookedAt) and s not in (e.viewer, e.target):
                    assert e.cards is None
                if isinstance(e, ev.CardsDrawn) and e.seat != s:
                    assert not e.cards
    assert replay(g.record()).view(0) == g.view(0)


@pytest.mark.parametrize("edition", ["original", "revised", "legendary"])
@pytest.mark.parametrize("seed", range(6))
def test_seeded_games_keep_limits_and_secrets(edition, seed):
    rng = random.Random(seed)
    ids = list(ABILITIES[edition])
    rng.shuffle(ids)
    if edition == "revised":
        lists = [ids[0:3], ids[3:6], ids[6:9], ids[9:12]]
    else:
        lists = [ids[k:k + 4] for k in (0, 2, 4, 6)]
    kw = dict(players=NAMES, seed=seed, ruleset=edition, deck=DECKS[edition], abilities=lists)
    if edition == "legendary":
        kw.update(ancestry=["red", "black", "gold", "white"], secret_abilities=seed % 2 == 0)
    _audit_game(GameConfig(**kw), seed)


# -- the Emperor's Gambit draft (W1, rulings A25, L38) -------------------------------
def _draft_order(g):
    rolls = [e for e in g.view(None).log if isinstance(e, ev.InsightRolled)]
    assert sorted(e.seat for e in rolls) == list(range(g.n))
    for e in rolls:
        assert 1 <= e.roll <= 20 and e.total == e.roll + e.bonus
    return [e.seat for e in sorted(rolls, key=lambda e: (-e.total, -e.bonus, e.seat))]


def _run_draft(g):
    seats = []
    while g.decision is not None and g.decision.kind == "pick-ability":
        seats.append(g.to_act)
        options = legal(g)
        taken = {a for held in g.view(None).abilities for a in held or ()}
        assert all(o.startswith("pick ") and o[5:] not in taken for o in options)
        assert "pass" not in options
        do(g, options[-1])
    return seats


def test_draft_runs_in_insight_order_pass_by_pass_and_keeps_the_deal():
    cfg = config(players=NAMES, ruleset="revised", deck="emperors-gambit", seed=3,
                 draft_picks=[1, 3, 0, 2], insight_bonus=[0, 4, 0, 1])
    g = new_game(cfg)
    order = _draft_order(g)
    expected = [s for p in range(3) for s in order if [1, 3, 0, 2][s] > p]
    assert _run_draft(g) == expected
    held = g.view(0).abilities
    assert [len(h) for h in held] == [1, 3, 0, 2]
    assert len({a for h in held for a in h}) == 6  # one holder each
    plain = new_game(config(players=NAMES, ruleset="revised", deck="emperors-gambit", seed=3))
    assert g.view(0).hand == plain.view(0).hand and g.view(3).hand == plain.view(3).hand


def test_draft_skips_picks_once_the_sixteen_are_gone():
    """4.1: six seats with three picks ask for 18 of the 16 abilities: 16 are picked."""
    g = new_game(config(players=["A", "B", "C", "D", "E", "F"], ruleset="revised",
                        deck="emperors-gambit", seed=5, ability_draft=3))
    seats = _run_draft(g)
    assert len(seats) == 15  # the sixteenth pick had one option: taken for its seat
    picked = [e for e in g.view(0).log if isinstance(e, ev.AbilityPicked)]
    assert len(picked) == 16 and [e.seat for e in picked[:15]] == seats
    assert sorted(a for h in g.view(0).abilities for a in h) == sorted(
        ABILITIES["revised"])
    assert g.decision.kind == "ante"


def test_bahamut_payment_is_cut_by_bluff():
    """A6: Bahamut's 10 to its player is a payment to another player: 9 with Bluff;
    Cid's flight (two evil dragons) pays nothing."""
    hands = [["silver-2", "brass-4", "black-9", "bahamut", "gold-4", "gold-6"],
             ["blue-11", "gold-2", "black-1", "green-2", "red-3", "black-3"],
             ["copper-3", "white-3", "black-2", "silver-6", "gold-9", "green-1"]]
    g = start(hands, "original", [[], ["bluff"], []])
    do(g, "ante silver-2", "ante blue-11", "ante copper-3")
    do(g, "play gold-2", "play white-3", "play brass-4")  # Ann (4) wins round 1
    do(g, "play black-9", "play black-1", "play black-2")  # Ann (9) wins round 2
    assert g.to_act == 0
    events = do(g, "play bahamut")
    paid = [(e.payer, e.payee, e.amount) for e in of(events, ev.GoldPaid)]
    assert paid == [(1, 0, 9)]


def test_sense_motive_tiamat_matches_a_chromatic_dragon():
    """Sense Motive's own example: Tiamat then a Green Dragon opens the window, before
    the Green's power."""
    hands = [["brass-4", "silver-2", "gold-4", "gold-6", "bronze-3", "copper-5"],
             ["blue-11", "tiamat", "green-2", "white-1", "red-3", "black-3"],
             ["copper-3", "black-1", "blue-4", "brass-5", "silver-6", "gold-9"]]
    g = start(hands, "original", [["sense-motive"], [], []])
    do(g, "ante brass-4", "ante blue-11", "ante copper-3")
    do(g, "play tiamat", "play black-1", "play silver-2")  # Bob (13) leads again
    events = do(g, "play green-2")
    assert not of(events, ev.PowerTriggered) and g.to_act == 0
    assert legal(g) == ["use sense-motive", "pass"]
    events = do(g, "use sense-motive")
    assert of(events, ev.PowerTriggered)  # then the Green: Cid (Bob's left) chooses
    assert g.to_act == 2


def test_a_copper_replacement_is_not_a_play_for_sense_motive():
    """A2: Bob's second card from hand is a Copper; the white card that replaces it
    is not "played", so white-8 then white-2 opens no window."""
    hands = [["brass-4", "silver-2", "gold-4", "gold-6", "bronze-3", "copper-5"],
             ["blue-11", "white-8", "copper-1", "green-2", "red-3", "black-3"],
             ["copper-3", "black-1", "blue-4", "brass-5", "silver-6", "gold-9"]]
    g = start(hands, "original", [["sense-motive"], [], []], top=["white-2"])
    do(g, "ante brass-4", "ante blue-11", "ante copper-3",
       "play white-8", "play black-1", "play silver-2")
    events = do(g, "play copper-1")
    assert "white-2" in [c.id for c in g.view(0).flights[1]]
    assert not of(events, ev.AbilityUsed)
    assert g.to_act == 2 and g.decision.kind == "play"


def test_end_of_gambit_questions_go_clockwise_from_the_winner():
    """A3, A31: W15 asks every qualifying seat (hoard 1-9, disk ready) clockwise from
    the gambit's winner; passing keeps every disk ready."""
    def low_hoards(g):
        hoards = g.view(None).hoards
        return offers("desperation")(g) and sum(1 <= h <= 9 for h in hoards) >= 3
    g = found_in_seeds(low_hoards, players=NAMES, ruleset="legendary", deck="legendary",
                       gold_per_player=3, abilities=[["desperation"]] * 4)
    winner = [e for e in g.view(0).log if isinstance(e, (ev.GambitWon, ev.GambitUndecided))][-1]
    first = winner.seat if isinstance(winner, ev.GambitWon) else g.view(0).leader
    view = g.view(None)
    expected = [s for s in [(first + k) % 4 for k in range(4)]
                if not view.knocked_out[s] and 1 <= view.hoards[s] <= 9 and view.disks[s]]
    asked = []
    while offers("desperation")(g):
        asked.append(g.to_act)
        do(g, "pass")
    assert asked == expected and len(asked) >= 3
    assert all(g.view(None).disks[s] for s in asked)


def test_no_ante_window_after_an_all_tie():
    """A30: an all-tied ante is discarded and made again: no W3 until one stands."""
    hands = [["white-1", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["black-1", "blue-11", "white-3", "green-1", "green-2", "green-4"]]
    g = start(hands, "legendary", [["inspiring-leader"], ["inspiring-leader"]])
    events = do(g, "ante white-1", "ante black-1")
    assert of(events, ev.AnteTied) and g.decision.kind == "ante"
    assert g.view(0).stakes == 0
    do(g, "ante gold-2", "ante blue-11")
    assert g.to_act == 0 and legal(g) == ["use inspiring-leader", "pass"]


def test_original_modes_roleplay_one_all():
    """1.1: "roleplay" plays the normal rules; "one" at most one a seat; "all" any
    number (all eight for one character); the modes belong to the original."""
    every = list(ABILITIES["original"])
    g = new_game(config(ruleset="original", ability_mode="all", abilities=[every, [], []]))
    assert sorted(g.view(1).abilities[0]) == sorted(every)
    new_game(config(ruleset="original", ability_mode="one",
                    abilities=[["bluff"], ["bluff"], []]))
    plain = new_game(config(ruleset="original", seed=4))
    role = new_game(config(ruleset="original", seed=4, ability_mode="roleplay",
                           abilities=[[], [], []]))
    finish(plain, 4)
    finish(role, 4)
    assert role.result.gold == plain.result.gold  # the normal rules, action for action
    assert role.record().actions == plain.record().actions
    with pytest.raises(ConfigError, match="original"):
        config(ruleset="legendary", deck="legendary", ability_mode="one")


def test_one_special_flight_readies_every_expended_ability_of_its_holder():
    """2.1, A5: Emperor's Gambit abilities are spent one by one; the holder's next
    completed special flight readies all of them at once (seeded: seat 1 spends
    Insight, Dungeoneering and Luck domain, then scores a flight)."""
    g = new_game(config(ruleset="revised", deck="emperors-gambit", seed=1,
                        abilities=[["heal", "perception", "streetwise"],
                                   ["insight", "dungeoneering", "luck-domain"], []]))
    rng = random.Random(1)
    spent: set[str] = set()
    while not g.is_over:
        uses = [a for a in g.legal_actions() if a.verb == "use"]
        events = g.apply(uses[0] if uses else rng.choice(g.legal_actions()))
        spent |= {e.ability for e in of(events, ev.AbilityExpended) if e.seat == 1}
        ready = [e for e in of(events, ev.AbilityReady) if e.seat == 1]
        if ready:
            break
    assert {e.ability for e in ready} == spent == {"insight", "dungeoneering", "luck-domain"}
    assert any(e.seat == 1 for e in of(events, ev.FlightCompleted))
    assert g.view(0).ability_ready[1] == dict.fromkeys(("dungeoneering", "insight",
                                                        "luck-domain"), True)


def test_nature_and_arcana_on_a_scored_flight():
    """A20 and Arcana: a color flight is worth its second-strongest card + 2 from each
    opponent (a strength flight steals its strength + 2); then the holder draws 1."""
    checked = set()
    for seed in range(60):
        g = new_game(config(players=NAMES[:2], ruleset="revised", deck="emperors-gambit",
                            seed=seed, abilities=[["nature", "arcana"], []]))
        rng = random.Random(seed)
        while not g.is_over:
            flights_before = [list(f) for f in g.view(None).flights]
            stakes = g.view(None).stakes
            events = g.apply(rng.choice(g.legal_actions()))
            done = [e for e in of(events, ev.FlightCompleted) if e.seat == 0]
            if len(done) != 1:
                continue
            flight = done[0]
            after = g.view(None).flights[0] or flights_before[0]
            if flight.flight == "color":
                group = sorted((c.strength for c in after if flight.key in c.colors
                                or c.id == "wyrmpriest"  # every color (L22)
                                or (flight.key == "mortal" and c.kind == "mortal")),
                               reverse=True)
                assert flight.amount == group[1] + 2
                owed = sum(e.amount for e in of(events, ev.GoldPaid) if e.payer == 1
                           and e.payee == 0) + sum(e.amount for e in of(events, ev.DebtIncurred)
                                                   if e.debtor == 1 and e.creditor == 0)
                assert owed == flight.amount
            else:
                tail = events[events.index(flight):]
                stolen = [e.amount for e in of(tail, ev.GoldStolen) if e.seat == 0]
                assert stolen and stolen[0] <= stakes
                assert stolen[0] == int(flight.key) + 2 or g.view(None).stakes == 0
            tail = events[events.index(flight):]
            assert [e.count for e in of(tail, ev.CardsDrawn) if e.seat == 0][:1] == [1]
            checked.add(flight.flight)
        if checked == {"color", "strength"}:
            return
    assert "color" in checked


def test_endurance_emptying_the_stakes_ends_the_gambit_at_once():
    """A16 and the Emperor's Gambit rule "if, at any time, no gold remains in the
    stakes, the gambit ends immediately": Endurance's steal after Cid's purchase
    takes the last gold, so Cid does not play. (Seeded play to a price-1 purchase
    on Cid's turn; the stakes are then set to 1 by hand, the rest moved to Ann's
    hoard, as a stakes that low is rare in random play.)"""
    g = new_game(config(ruleset="revised", deck="emperors-gambit", seed=17,
                        abilities=[["endurance"], [], []]))
    rng = random.Random(17)
    while True:
        action = rng.choice(g.legal_actions())
        probe = g.clone()
        events = probe.apply(action)
        if any(isinstance(e, ev.CardsBought) and e.seat == 2 and e.price == 1
               for e in events) and not of(events, ev.GambitStarted):
            break
        g.apply(action)
    g.hoards[0] += g.stakes - 1
    g.stakes = 1
    events = g.apply(action)
    kinds = [type(e).__name__ for e in events]
    bought = kinds.index("CardsBought")
    assert events[bought + 1:].count(ev.GoldStolen(0, 2)) == 1
    assert "CardPlayed" not in kinds[bought:]  # Cid does not play
    assert "GambitWon" in kinds[bought:] or "GambitUndecided" in kinds[bought:]


def test_two_abilities_in_one_window_one_question_one_disk():
    """A3: a seat with two usable abilities in one window gets one question listing
    both; in Legendary one use spends the disk, so it is not asked again."""
    hands = [["gold-13", "black-7", "gold-2", "gold-4", "blue-1", "blue-2"],
             ["blue-9", "blue-11", "white-3", "green-1", "green-2", "green-4"],
             ["white-2", "brass-2", "brass-3", "copper-1", "copper-3", "copper-5"]]
    g = start(hands, "legendary", [["gambling-background", "threats-and-promises"], [], []],
              starting_gold=40)
    do(g, "ante gold-13", "ante blue-9", "ante white-2")
    assert legal(g) == ["use gambling-background", "use threats-and-promises", "pass"]
    events = do(g, "use threats-and-promises")
    assert [e.seat for e in of(events, ev.DiceRolled)] == [1]  # Bob's 9 is untied
    assert g.decision.kind == "play" and g.view(2).disks == (False, True, True)


def test_a_time_limit_end_settles_gold_as_any_end():
    """5.1: ending by the time limit is an ordinary end after the gambit's step 4:
    Legendary's hole goes to the winner (R9), Emperor's Gambit debts were settled
    (R8); every coin is accounted for."""
    g = new_game(config(ruleset="legendary", deck="legendary", seed=5, gold_per_player=4))
    g.apply("call time")
    finish(g, 5)
    result = g.result
    assert result.end.value == "time limit" and g.view(0).gambit == 2
    assert result.hole_awarded == 9 and result.winners == (0,)
    awarded = [e for e in g.view(1).log if isinstance(e, ev.HoleAwarded)]
    assert [(e.seat, e.amount) for e in awarded] == [(0, 9)]
    assert sum(result.gold) + result.stakes == 36
    g = new_game(config(ruleset="revised", deck="emperors-gambit", seed=9, gold_per_player=4))
    g.apply("call time")
    finish(g, 9)
    assert g.result.end.value == "time limit" and g.view(0).debts == ()
    assert any(isinstance(e, ev.DebtRepaid) for e in g.view(0).log)
    assert sum(g.result.gold) + g.result.stakes == 36


def test_two_flights_on_one_turn_ready_the_disk_once():
    """3.1 and A5: a color and a strength flight scored on one turn (seeded: Ann's
    brass flight and her flight of 5s) turn the spent disk to ready once; the second
    flight stores nothing."""
    g = new_game(config(players=NAMES[:2], ruleset="legendary", deck="legendary", seed=1054,
                        abilities=[["fast-hands", "desperation"], ["fast-hands"]]))
    rng = random.Random(1054)
    while True:
        uses = [a for a in g.legal_actions() if a.verb == "use"]
        events = g.apply(uses[0] if uses else rng.choice(g.legal_actions()))
        flights = [e for e in of(events, ev.FlightCompleted) if e.seat == 0]
        if len(flights) == 2:
            break
        assert not g.is_over
    assert sorted(e.flight for e in flights) == ["color", "strength"]
    assert [e for e in of(events, ev.AbilityReady)] == [ev.AbilityReady(0, "disk")]
    assert g.view(1).disks[0] is True
