"""Issue 28: Dragonmaster bots that understand the advanced and expert games.

The Dragon holder weighs a Power Play on dealt-out worlds (which contract, or
refusing); the Dragonmaster-side rules duck under Staff of Power; in the expert
game a Secret Power Play in sight is blocked, or played on for; the search
spends no time on a choice between cards that play alike.
"""

import dataclasses
import random

from dragonmaster_helpers import game, hand, stack
from tda.dragonmaster import Decision, DragonmasterConfig, act, new_game
from tda.dragonmaster.cards import suit_cards
from tda.games.dragonmaster.bots.heuristic import DragonmasterHeuristicBot, Seen, secret_threat
from tda.games.dragonmaster.bots.levels import SlippingHeuristicBot
from tda.games.dragonmaster.bots.power import play_out_hand
from tda.games.dragonmaster.bots.search import DragonmasterSearchBot, equivalent_plays, role_bonus
from tda.games.dragonmaster.game import DRAGONMASTER_GAME


def dragon_decision(holder_hand, shuffle=0, level="advanced"):
    """A stacked advanced deal in which seat 1 (left of the Dragonmaster, seat 0)
    holds `holder_hand` with the Dragon; the other cards dealt from a fixed shuffle."""
    rest = [c for c in suit_cards(4) if c not in holder_hand]
    random.Random(shuffle).shuffle(rest)
    g = game(level, [stack(rest[:8], list(holder_hand), rest[8:16], rest[16:24])
                     + [rest[24]]])
    assert g.phase == "dragon" and g.to_act == 1
    return g


def heuristic_choice(g, seed=0):
    seat = g.to_act
    return DragonmasterHeuristicBot().choose(g.view(seat), g.legal_actions(),
                                             random.Random(seed),
                                             sampler=DRAGONMASTER_GAME.sampler(g, seat))


def test_power_play_in_the_contract_the_hand_wins():
    """Issue 28.1: five Dragonlords from the King down, the King of Warriors and
    the Dragon. No count of the hand alone calls this a sure thing (three
    Dragonlords are out), so the old rules refused it; played out on dealt-out
    worlds, a Dragonlords Power Play wins nearly always (the defenders must
    follow with their Dragonlords under the King, Queen and Prince), so the
    heuristic makes it, in Dragonlords."""
    holder = hand(DRAGON="1", DRA="K Q P W D", WAR="K", NOM="F")
    for shuffle in (0, 1):
        g = dragon_decision(holder, shuffle)
        assert heuristic_choice(g) == act("choose", "dragonlords")


def test_refuses_the_dragon_with_a_weak_hand():
    """Issue 28.1: Fools, Barons and a Count: every Power Play would pay the
    Dragonmaster 8,000, so the Dragon is refused (swapped for the extra card). A
    guard: on 24 worlds a lucky Prince of Warriors in the extra card made a
    Runesword Power Play look worth it now and then."""
    g = dragon_decision(hand(DRAGON="1", DRA="F B", WAR="C B", DRU="F B", NOM="D"))
    assert heuristic_choice(g) == act("pass")


def test_easy_makes_no_power_play_it_cannot_be_sure_of():
    """Issue 28 (levels distinct): `easy` keeps the old rule, a Power Play only
    with a hand that wins it outright, so the strong hand above is refused."""
    g = dragon_decision(hand(DRAGON="1", DRA="K Q P W D", WAR="K", NOM="F"))
    bot = SlippingHeuristicBot()
    assert bot.choose(g.view(1), g.legal_actions(), random.Random(0),
                      sampler=DRAGONMASTER_GAME.sampler(g, 1)) == act("pass")


def expert_view(contract, my_hand, trick, led, taken=((), (), (), ()), seat=3):
    g = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], level="expert",
                                    seed=1, first_dragonmaster=0))
    played = sum(len(t) for t in taken) // 4
    return dataclasses.replace(
        g.view(seat), seat=seat, contract=contract, hand=tuple(my_hand), trick=tuple(trick),
        led_suit=led, power_player=None, dragonmaster=0, taken=tuple(taken),
        tricks_won=tuple(len(t) // 4 for t in taken), hand_counts=(8 - played,) * 4,
        decision=Decision("play", seat, "", ()), log=())


def test_ducks_under_staff_of_power_while_dragonlords_are_out():
    """Issue 28.3 (the Kings led into dumped items): under Staff of Power the
    Fool of Dragonlords is led and two seats follow. Holding the King and the
    Princess, the old rules won with the King ("nobody is void, the trick is
    ours"); but the followers hold Dragonlords, items that must go somewhere:
    the Princess goes, so the Queen or the King can still take the trick."""
    trick_1 = (("warriors-fool", "warriors-baron", "warriors-count", "warriors-duke"),
               (), (), ())  # trick 1 (an item under Staff of Power) is behind us
    view = expert_view("staff-of-power",
                       ["dragonlords-king", "dragonlords-princess", "nomads-fool"],
                       [(2, "dragonlords-fool")], "dragonlords", trick_1)
    legal = [act("play", "dragonlords-king"), act("play", "dragonlords-princess")]
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "dragonlords-princess")


WIZARDS_TAKEN = (("druids-fool", "druids-wizard", "druids-count", "druids-baron",
                  "nomads-wizard", "nomads-fool", "nomads-count", "nomads-baron"), (), (), ())


def test_sheds_no_wizard_to_a_secret_power_play_in_sight():
    """Issue 28.4, expert, Wizards: seat 0 is the Dragonmaster, seat 1 has taken
    two Wizards and nobody else any; seat 1 now wins a Warriors trick and we
    (seat 3) are void. The old rules shed the Wizard (an item to another player
    costs us nothing); here it would help seat 1 toward 10,000 from each of us,
    so another card goes."""
    taken = (WIZARDS_TAKEN[1], WIZARDS_TAKEN[0], (), ())
    view = expert_view("wizards", ["dragonlords-wizard", "nomads-king", "druids-duke"],
                       [(1, "warriors-king"), (2, "warriors-fool")], "warriors", taken)
    seen = Seen.from_view(view)
    assert secret_threat(seen) == 1
    legal = [act("play", c) for c in view.hand]
    choice = DragonmasterHeuristicBot().choose(view, legal, random.Random(0))
    assert choice != act("play", "dragonlords-wizard")


def test_takes_a_wizard_from_a_secret_power_play_in_sight():
    """Issue 28.4: leading with the Wizard of Warriors a master (the King, Queen
    and Prince of Warriors are gone), the blocker leads it: a Wizard of ours
    (2,000) ends seat 1's run at 10,000 from each of us. The old rules never led
    an item that wins its trick."""
    taken = ((), WIZARDS_TAKEN[0] + ("warriors-king", "warriors-queen", "warriors-prince",
                                     "warriors-fool"), (), ())
    view = expert_view("wizards", ["warriors-wizard", "nomads-duke", "druids-king"], [],
                       None, taken)
    legal = [act("play", c) for c in view.hand]
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "warriors-wizard")


def test_no_threat_when_two_seats_share_the_items_or_the_dragonmaster_has_them():
    """Ruling DM18: the Dragonmaster makes no Secret Power Play; nor does a seat
    once another has taken an item."""
    shared = (("druids-wizard",), ("nomads-wizard",), (), ())
    view = expert_view("wizards", ["nomads-duke"], [], None, shared)
    assert secret_threat(Seen.from_view(view)) is None
    dm_only = (WIZARDS_TAKEN[0], (), (), ())
    assert secret_threat(Seen.from_view(expert_view("wizards", ["nomads-duke"], [], None,
                                                    dm_only))) is None
    advanced = dataclasses.replace(expert_view("wizards", ["nomads-duke"], [], None,
                                               (WIZARDS_TAKEN[1], WIZARDS_TAKEN[0], (), ())),
                                   level="advanced")
    assert secret_threat(Seen.from_view(advanced)) is None


def test_plays_on_for_its_own_secret_power_play():
    """Issue 28.4: seat 3 has taken three Wizards and nobody else any; the last
    one is its own master Wizard of Warriors. It leads it (the old rules kept an
    item back) and the Secret Power Play is won."""
    mine = ("dragonlords-wizard", "druids-wizard", "nomads-wizard", "warriors-king",
            "warriors-queen", "warriors-prince", "druids-fool", "nomads-fool")
    taken = ((), (), (), mine)
    view = expert_view("wizards", ["warriors-wizard", "nomads-duke", "druids-count"], [],
                       None, taken)
    legal = [act("play", c) for c in view.hand]
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "warriors-wizard")


def test_cards_that_play_alike_are_one_choice():
    """Issue 28 (hard made cheaper): the King and Queen of Druids are alike (no
    card between them); the Prince is alike to them once the cards between are
    gone, but not while one lies in the trick now; a Wizard is never alike to a
    card that costs nothing under Wizards."""
    view = expert_view("wizards", ["druids-king", "druids-queen", "druids-wizard",
                                   "druids-duke"], [(2, "druids-fool")], "druids")
    legal = [act("play", c) for c in view.hand]
    kinds = equivalent_plays(Seen.from_view(view), legal)
    assert kinds[act("play", "druids-queen")] == kinds[act("play", "druids-king")]
    assert kinds[act("play", "druids-wizard")] != kinds[act("play", "druids-king")]
    assert kinds[act("play", "druids-duke")] != kinds[act("play", "druids-wizard")]
    split = expert_view("dragonlords", ["druids-king", "druids-princess"],
                        [(2, "druids-queen")], "druids")
    kinds = equivalent_plays(Seen.from_view(split), [act("play", c) for c in split.hand])
    assert len(set(kinds.values())) == 2


def test_the_search_spends_nothing_on_alike_cards():
    """With only alike cards to choose from, `hard` answers without a search
    (no iteration run) and plays the rules of thumb's card."""
    g = game("basic", [stack(hand(DRA="K Q P W D C B F"), hand(WAR="K Q P W D C B F"),
                             hand(DRU="K Q P W D C B F"), hand(NOM="K Q P W D C B F"))])
    g.apply(g.legal_actions()[0])  # the Dragonmaster's contract
    bot = DragonmasterSearchBot(seconds=0, iterations=50)
    seat = g.to_act
    legal = g.legal_actions()
    assert len(legal) > 1
    choice = bot.choose(g.view(seat), legal, random.Random(0),
                        sampler=DRAGONMASTER_GAME.sampler(g, seat))
    assert choice in legal and bot.last_iterations == 0


def test_a_won_power_play_is_worth_the_role_it_brings():
    """Issue 28.1: winning a Power Play before the round's last hand makes the
    winner Dragonmaster: the search counts the contracts left at their usual
    worth (none for the seat that already was Dragonmaster, none in hand 5)."""
    g = dragon_decision(hand(DRAGON="1", DRA="K Q P W D", WAR="K", NOM="F"))
    g.apply(act("choose", "dragonlords"))
    play_out_hand(g)  # every seat by the rules of thumb: the Power Play is won
    assert g.dragonmaster == 1 and g.hand_number == 2  # won, and the next hand dealt
    assert role_bonus(g, (0, 1), 1) > 0
    assert role_bonus(g, (1, 1), 1) == 0
    assert role_bonus(g, (0, 5), 1) == 0


def test_keeps_a_king_for_trick_8_against_first_or_last():
    """Issue 28.2 (playing against a Power Play): seat 1 plays First or Last and
    still holds the Dragon, which wins trick 8 unless the real King of the suit
    led comes first. So a defender keeps its King for the end: under the Power
    Player's Queen of Nomads it plays the Fool, where the old rules beat the
    Queen with the King (trick 2 does not matter to the Power Play)."""
    trick_1 = ((), ("druids-king", "druids-fool", "druids-baron", "druids-count"), (), ())
    view = dataclasses.replace(
        expert_view("first-or-last", ["nomads-king", "nomads-fool", "warriors-duke"],
                    [(1, "nomads-queen")], "nomads", trick_1, seat=2),
        power_player=1)
    legal = [act("play", "nomads-king"), act("play", "nomads-fool")]
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "nomads-fool")
