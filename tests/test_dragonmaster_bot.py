"""The 'heuristic' Dragonmaster bot: always legal, ducks, deterministic."""

import dataclasses
import random

import pytest

from tda.dragonmaster import Decision, DragonmasterConfig, act, new_game
from tda.dragonmaster.cards import suit_cards
from tda.games.dragonmaster.bots.heuristic import DragonmasterHeuristicBot
from tda.games.dragonmaster.game import DRAGONMASTER_GAME

LEVELS = ("basic", "advanced", "expert")


def play_game(level, n, seed, heuristic_seats):
    g = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"][:n], level=level,
                                    seed=seed))
    bot = DragonmasterHeuristicBot()
    rng = random.Random(seed)
    actions = []
    while not g.is_over:
        legal = g.legal_actions()
        seat = g.to_act
        if seat in heuristic_seats:
            action = bot.choose(g.view(seat), legal, rng)
            assert action in legal, (action, legal)
        else:
            action = rng.choice(legal)
        actions.append(str(action))
        g.apply(action)
    return actions


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("n", (3, 4))
def test_always_legal(level, n):
    for seed in range(4):
        play_game(level, n, seed, heuristic_seats={0, 1} if seed % 2 else set(range(n)))


def test_deterministic_for_a_fixed_rng():
    assert play_game("expert", 4, 7, {0, 2}) == play_game("expert", 4, 7, {0, 2})


def test_registered_for_dragonmaster():
    assert isinstance(DRAGONMASTER_GAME.make_bot("heuristic"), DragonmasterHeuristicBot)
    assert DRAGONMASTER_GAME.make_bot("random") is not None


def constructed_view(contract, hand, trick, led):
    g = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], level="basic",
                                    seed=1))
    view = g.view(3)
    return dataclasses.replace(view, seat=3, contract=contract, hand=tuple(hand),
                               trick=tuple(trick), led_suit=led, power_player=None,
                               tricks_won=(1, 1, 1, 0), hand_counts=(4, 4, 4, 5),
                               decision=Decision("play", 3, "", ()))


def test_ducks_under_the_winner_when_the_trick_holds_a_penalty():
    hand = ["warriors-king", "warriors-duke", "warriors-count", "warriors-fool", "nomads-king"]
    trick = [(0, "warriors-queen"), (1, "warriors-wizard"), (2, "warriors-baron")]
    legal = [act("play", c) for c in hand if c.startswith("warriors")]
    view = constructed_view("wizards", hand, trick, "warriors")
    # the Wizard in the trick: duck with the highest card below the Queen
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "warriors-duke")


def test_unloads_high_cards_under_the_winner_and_sheds_danger_when_void():
    """Ducking costs nothing when a card still loses: the highest such card goes
    (it would be a danger later); void, the most costly item goes."""
    hand = ["warriors-king", "warriors-duke", "warriors-fool", "dragonlords-wizard"]
    trick = [(0, "warriors-queen")]
    legal = [act("play", c) for c in hand if c.startswith("warriors")]
    view = constructed_view("wizards", hand, trick, "warriors")
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "warriors-duke")
    void = constructed_view("wizards", ["nomads-king", "dragonlords-wizard", "druids-fool"],
                            [(0, "warriors-queen")], "warriors")
    legal = [act("play", c) for c in void.hand]
    assert DragonmasterHeuristicBot().choose(void, legal, random.Random(0)) == \
        act("play", "dragonlords-wizard")


def test_last_to_a_trick_it_must_win_keeps_its_items():
    """Every card wins: the trick is ours, so the highest card that is no item
    goes; the Wizard is kept to shed into someone else's trick."""
    hand = ["warriors-king", "warriors-wizard", "warriors-duke", "nomads-fool"]
    trick = [(0, "warriors-count"), (1, "warriors-baron"), (2, "warriors-fool")]
    legal = [act("play", c) for c in hand if c.startswith("warriors")]
    view = constructed_view("wizards", hand, trick, "warriors")
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "warriors-king")


def test_dragonmaster_picks_the_least_exposed_contract():
    hand = ["dragonlords-king", "dragonlords-queen", "dragonlords-wizard", "dragonlords-duke",
            "warriors-prince", "nomads-wizard", "druids-wizard", "warriors-wizard"]
    view = dataclasses.replace(constructed_view(None, hand, [], None),
                               decision=Decision("contract", 3, "", ()))
    legal = [act("choose", c) for c in ("dragonlords", "wizards", "runesword",
                                        "first-or-last", "staff-of-power")]
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("choose", "first-or-last")


# -- the sampler: worlds for a search ---------------------------------------------

def hidden_cards(state, seat):
    cards = [c for s in range(state.n) if s != seat for c in state.hands[s] if c != "dragon"]
    return sorted(cards + ([state.extra] if state.extra else []))


@pytest.mark.parametrize("level", LEVELS)
def test_sampled_worlds_respect_shown_voids(level):
    """A seat shown void in a suit never receives that suit in any sampled world;
    the seat's own hand, the hand sizes, the Dragon's holder and the pool of unseen
    cards are the real game's."""
    voids_seen = 0
    for seed in range(3):
        g = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], level=level,
                                        seed=seed))
        rng = random.Random(seed)
        for step in range(120):
            if g.is_over:
                break
            seat = g.to_act
            if step % 3 == 0:
                sampler = DRAGONMASTER_GAME.sampler(g, seat)
                for k in range(6):
                    world = sampler.sample(random.Random(k))
                    assert sorted(world.hands[seat]) == sorted(g.hands[seat])
                    assert [len(h) for h in world.hands] == [len(h) for h in g.hands]
                    assert hidden_cards(world, seat) == hidden_cards(g, seat)
                    for other in range(g.n):
                        assert ("dragon" in world.hands[other]) == ("dragon" in g.hands[other])
                        if other == seat:
                            continue
                        suits = {c.split("-")[0] for c in world.hands[other]}
                        assert not suits & g.voids[other], (other, g.voids[other])
                voids_seen += sum(len(v) for s, v in enumerate(g.voids) if s != seat)
            g.apply(rng.choice(g.legal_actions()))
    assert voids_seen > 0  # the check above was put to work


def lookalike(others_order):
    """A game in which seat 0 holds the same cards and sees the same table, while
    the other hands and the extra card are dealt as `others_order` says."""
    mine = ["dragonlords-king", "dragonlords-fool", "warriors-queen", "warriors-count",
            "druids-king", "druids-duke", "nomads-wizard", "nomads-fool"]
    rest = [c for c in suit_cards(4) if c not in mine]
    rest.insert(16, "dragon")  # Dee holds it either way: who holds it is public
    rest = [rest[i] for i in others_order]
    return new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], level="expert",
                                       seed=len(others_order), deals=[mine + rest],
                                       first_dragonmaster=0))


def test_the_sampler_holds_nothing_the_seat_cannot_see():
    """Two games that look the same from seat 0 give the same worlds for the same
    generator: the worlds depend on the seat's view alone, not on where the hidden
    cards really are, the real seed or the stacked deals."""
    straight = list(range(25))
    shifted = straight[8:16] + straight[:8] + straight[16:]  # Bob's and Cid's hands swapped
    games = []
    for order in (straight, shifted):
        g = lookalike(order)
        if g.phase == "dragon":
            g.apply("pass")
        games.append(g)
    a, b = games
    assert a.view(0).hand == b.view(0).hand and a.hands[1] != b.hands[1]
    for k in range(3):
        wa = DRAGONMASTER_GAME.sampler(a, 0).sample(random.Random(k))
        wb = DRAGONMASTER_GAME.sampler(b, 0).sample(random.Random(k))
        assert (wa.hands, wa.extra, wa.rng) == (wb.hands, wb.extra, wb.rng)
        assert wa.config == wb.config and wa.config.deals == [] and wa.config.seed == 0
        assert wa.log == wb.log and wa.actions == []


def test_a_sampler_used_after_the_game_moved_on_is_refused():
    """As Three-Dragon Ante's Sampler: valid for its decision only."""
    g = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid"], level="basic", seed=3))
    sampler = DRAGONMASTER_GAME.sampler(g, g.to_act)
    sampler.sample(random.Random(0))
    twin = g.clone()  # a clone's actions do not touch the real game's samplers
    twin.apply(twin.legal_actions()[0])
    sampler.sample(random.Random(0))
    g.apply(g.legal_actions()[0])
    with pytest.raises(RuntimeError, match="stale"):
        sampler.sample(random.Random(0))
    fresh = DRAGONMASTER_GAME.sampler(g, g.to_act)
    assert fresh.sample(random.Random(0)).hands[g.to_act] == g.hands[g.to_act]


def dragon_view(hand, contracts_left=("dragonlords", "wizards", "runesword", "first-or-last",
                                      "staff-of-power")):
    view = constructed_view(None, hand, [], None)
    legal = [act("choose", c) for c in contracts_left] + [act("pass")]
    return dataclasses.replace(view, decision=Decision("dragon", 3, "", ()),
                               contracts_left=tuple(contracts_left)), legal


def test_a_power_play_only_when_the_hand_takes_every_item():
    """Without a sampler (`easy`, a search's playouts) the Dragon is weighed by the
    hand alone. Masters all the way (each suit held a run from its King) take every trick,
    so every contract is won outright: the richest one is played. The Prince of
    Warriors under its King and Queen wins Runesword outright. A merely strong
    hand refuses the Dragon (swaps it for the extra card)."""
    bot = DragonmasterHeuristicBot()
    masters = ["dragon", "dragonlords-king", "dragonlords-queen", "warriors-king",
               "druids-king", "druids-queen", "druids-princess", "nomads-king"]
    view, legal = dragon_view(masters)
    assert bot.choose(view, legal, random.Random(0)) == act("choose", "staff-of-power")
    prince = ["dragon", "warriors-king", "warriors-queen", "warriors-prince", "druids-fool",
              "nomads-count", "nomads-baron", "dragonlords-duke"]
    view, legal = dragon_view(prince)
    assert bot.choose(view, legal, random.Random(0)) == act("choose", "runesword")
    view, legal = dragon_view(prince, ("wizards", "first-or-last"))
    assert bot.choose(view, legal, random.Random(0)) == act("pass")
    strong = ["dragon", "dragonlords-king", "dragonlords-princess", "warriors-king",
              "druids-king", "druids-queen", "nomads-king", "nomads-queen"]
    view, legal = dragon_view(strong)  # the Queen of Dragonlords is out: not sure
    assert bot.choose(view, legal, random.Random(0)) == act("pass")


def test_counts_the_cards_played_when_leading():
    """The Druids above the Duke are gone (taken in trick 1), so the Duke of Druids
    would win its trick: the Duke of Nomads, under three Nomads still out, is led."""
    view = constructed_view("wizards", ["druids-duke", "nomads-duke"], [], None)
    gone = ("druids-king", "druids-queen", "druids-princess", "druids-wizard")
    view = dataclasses.replace(view, taken=(gone, (), (), ()), tricks_won=(1, 0, 0, 0),
                               hand_counts=(7, 7, 7, 2))
    legal = [act("play", c) for c in view.hand]
    assert DragonmasterHeuristicBot().choose(view, legal, random.Random(0)) == \
        act("play", "nomads-duke")
