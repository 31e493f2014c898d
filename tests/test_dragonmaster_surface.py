"""The public surface exactly as DESIGN.md writes it, and a pure core."""

import subprocess
import sys

import pytest

from tda.dragonmaster import (
    CONTRACTS,
    DRAGON,
    SUITS,
    DragonmasterConfig,
    IllegalActionError,
    new_game,
    replay,
)
from tda.dragonmaster import events as dm_events
from tda.dragonmaster.cards import ALL_SUIT_CARDS
from tda.words import render

VIEW_FIELDS = ("seat names balances dragonmaster round hand_number contracts_left contract "
               "power_player dragon_holder hand hand_counts trick led_suit tricks_won taken "
               "leader to_act decision log").split()


def test_public_surface_as_designed():
    """new_game, views with DESIGN's fields, replay, result.scores/winners."""
    state = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"],
                                        level="advanced", seed=7, first_dragonmaster=0))
    view = state.view(0)
    for field in VIEW_FIELDS:
        assert hasattr(view, field), field
    assert view.balances == (100_000,) * 4 and view.round == 1 and view.hand_number == 1
    assert replay(state.record()).view(0) == state.view(0)
    assert issubclass(IllegalActionError, ValueError)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    assert len(state.result.scores) == 4 and state.result.winners
    assert state.to_act is None and state.legal_actions() == [] and state.decision is None


def test_core_imports_without_textual_or_rich():
    """tda.dragonmaster is pure: importing and playing it loads no UI library."""
    code = ("import sys, tda.dragonmaster as d; "
            "d.new_game(d.DragonmasterConfig(players=['a','b','c'], seed=1)); "
            "assert 'textual' not in sys.modules and 'rich' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


# -- DESIGN.md "Dragonmaster: the public surface", name for name -------------------

DM_HAND = ["warriors-duke", "druids-baron", "nomads-king", "nomads-queen", "nomads-duke",
           "dragonlords-fool", "dragonlords-baron", "dragonlords-count"]
DRAGON_HAND = ["dragon", "warriors-fool", "dragonlords-king", "dragonlords-queen",
               "dragonlords-princess", "dragonlords-wizard", "dragonlords-duke", "nomads-fool"]
LEFT_HAND = ["warriors-king", "warriors-queen", "druids-queen", "druids-princess",
             "druids-duke", "nomads-prince", "nomads-wizard", "nomads-count"]
LAST_HAND = ["warriors-prince", "warriors-wizard", "warriors-count", "warriors-baron",
             "druids-fool", "druids-wizard", "druids-king", "nomads-baron"]
EXTRA = "druids-count"  # the one suit card left: the extra card
STACK = DM_HAND + DRAGON_HAND + LEFT_HAND + LAST_HAND + [EXTRA]


def stacked(**options):
    """An advanced game, Ann Dragonmaster, stacked by deck_order exactly as DESIGN.md
    writes it: the Dragonmaster's eight, each seat clockwise, then the extra card."""
    return new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"],
                                       level="advanced", seed=7, deck_order=STACK,
                                       first_dragonmaster=0, **options))


def test_ids_are_suit_rank_with_the_printed_titles():
    assert SUITS == ("dragonlords", "warriors", "druids", "nomads") and DRAGON == "dragon"
    assert CONTRACTS == ("dragonlords", "wizards", "runesword", "first-or-last",
                         "staff-of-power")
    thirds = {"dragonlords-princess", "warriors-prince", "druids-princess", "nomads-prince"}
    assert thirds <= set(ALL_SUIT_CARDS) and len(ALL_SUIT_CARDS) == 32
    ranks = {c.split("-", 1)[1] for c in ALL_SUIT_CARDS}
    assert ranks == {"king", "queen", "prince", "princess", "wizard", "duke", "count",
                     "baron", "fool"}
    assert sorted(STACK) == sorted([*ALL_SUIT_CARDS, DRAGON])


def test_deck_order_seats_clockwise_and_the_dragons_holder_is_public():
    """Seat 0 (the Dragonmaster) gets the first eight, seat 1 the next eight, ...;
    the extra card lies down; `dragon_holder` is in every view; the holder decides
    with `choose <contract>` (a Power Play) or `pass`."""
    state = stacked()
    for seat, cards in enumerate((DM_HAND, DRAGON_HAND, LEFT_HAND, LAST_HAND)):
        assert sorted(state.view(seat).hand) == sorted(cards)
    views = [state.view(s) for s in range(4)]
    assert all(v.dragon_holder == 1 and v.dragonmaster == 0 for v in views)
    assert all(v.hand_counts == (8, 8, 8, 8) and v.to_act == 1 for v in views)
    assert views[1].decision is not None and views[1].decision.seat == 1
    assert render(views[1].decision.labels[0]) == "Make a Power Play on Dragonlords"
    assert render(views[1].decision.labels[-1]) == \
        "Refuse the Dragon (swap it for the extra card)"
    legal = [str(a) for a in state.legal_actions()]
    assert legal == [f"choose {c}" for c in views[1].contracts_left] + ["pass"]
    assert views[0].contracts_left == ("dragonlords", "wizards", "runesword",
                                       "first-or-last", "staff-of-power")
    assert views[0].round == 1 and views[0].hand_number == 1
    assert views[0].contract is None and views[0].power_player is None


def test_pass_refuses_the_dragon_and_the_dragonmaster_chooses():
    """`pass`: the extra card joins the holder's hand, seen by that seat alone
    (DragonRefused); dragon_holder stays set; then `choose <contract>` by the
    Dragonmaster, who leads."""
    state = stacked()
    state.apply("pass")
    assert EXTRA in state.view(1).hand and "dragon" not in state.view(1).hand
    assert state.view(2).dragon_holder == 1 and state.view(2).power_player is None
    refused = [e for e in state.view(1).log if isinstance(e, dm_events.DragonRefused)]
    hidden = [e for e in state.view(2).log if isinstance(e, dm_events.DragonRefused)]
    assert refused[0].card == EXTRA and hidden[0].card is None
    assert state.to_act == 0
    state.apply("choose dragonlords")
    view = state.view(2)
    assert view.contract == "dragonlords" and "dragonlords" not in view.contracts_left
    assert view.leader == 0 and view.to_act == 0
    assert any(isinstance(e, dm_events.ContractChosen) and not e.power for e in view.log)
    with pytest.raises(IllegalActionError):
        state.apply("play dragon")  # refused: it is out of play


def test_a_power_play_leads_the_dragon_naming_a_suit():
    """`choose wizards` by the holder is a Power Play; `play dragon nomads` leads the
    Dragon as the King of Nomads: `led_suit` is nomads and the others must follow it."""
    state = stacked()
    state.apply("choose wizards")
    assert state.view(3).power_player == 1 and state.view(3).contract == "wizards"
    labels = [render(label) for label in state.view(1).decision.labels]
    assert "Play the King of Dragonlords" in labels
    assert "Lead the Dragon as King of Nomads" in labels
    assert state.to_act == 1 and state.view(1).leader == 1
    state.apply("play dragon nomads")
    view = state.view(2)
    assert view.trick == ((1, "dragon"),) and view.led_suit == "nomads"
    assert sorted(str(a) for a in state.legal_actions()) == [
        "play nomads-count", "play nomads-prince", "play nomads-wizard"]
    state.apply("play nomads-count")  # Dee's one Nomad follows by itself
    assert state.view(0).trick[-1] == (3, "nomads-baron")
    state.apply("play nomads-duke")
    view = state.view(0)
    assert view.tricks_won == (0, 1, 0, 0) and view.trick == ()
    assert sorted(view.taken[1]) == sorted(["dragon", "nomads-count", "nomads-baron",
                                            "nomads-duke"])
    won = [e for e in view.log if isinstance(e, dm_events.TrickWon)]
    assert won == [dm_events.TrickWon(1, 1, ("dragon", "nomads-count", "nomads-baron",
                                             "nomads-duke"))]


def test_play_dragon_when_following_beats_a_later_king():
    """`play dragon` (not leading): it stands as the King of the suit led and wins,
    the real King not having been played before it."""
    state = stacked()
    state.apply("choose wizards")
    for action in ("play warriors-fool", "play warriors-king", "play warriors-count"):
        state.apply(action)  # Ann's one Warrior follows by itself
    assert state.view(0).tricks_won == (0, 0, 1, 0) and state.to_act == 2
    for action in ("play druids-queen", "play druids-fool"):  # Ann's one Druid: by itself
        state.apply(action)
    assert "play dragon" in [str(a) for a in state.legal_actions()]
    state.apply("play dragon")
    assert state.view(3).tricks_won == (0, 1, 1, 0)


def test_deals_stack_successive_hands_and_the_result():
    """`deals=[...]` stacks hand 1, 2, ... so a test reaches hand 5; the finished
    game's `result.scores` are the balances and `result.winners` every top seat;
    `replay(record)` rebuilds it; every event DESIGN.md names exists."""
    fifth = [c for c in STACK if c != "dragon"]  # basic: the 32 suit cards
    state = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"], seed=7,
                                        deals=[[], [], [], [], fifth], first_dragonmaster=0))
    while state.hand_number < 5:
        state.apply(state.legal_actions()[0])
    assert sorted(state.view(0).hand) == sorted(fifth[:8])
    assert sorted(state.view(1).hand) == sorted(fifth[8:16])
    view = state.view(0)  # the last contract left is named without a choice
    assert view.contracts_left == () and view.contract == "staff-of-power"
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    assert list(state.result.scores) == list(state.balances)
    top = max(state.balances)
    assert state.result.winners == tuple(s for s in range(4) if state.balances[s] == top)
    assert replay(state.record()).balances == state.balances
    for name in ("HandDealt", "Redealt", "DragonRefused", "ContractChosen", "CardPlayed",
                 "TrickWon", "HandThrownIn", "ExtraCardRevealed", "CrystalsPaid",
                 "PowerPlayWon", "PowerPlayFailed", "SecretPowerPlayWon",
                 "DragonmasterChanged"):
        assert issubclass(getattr(dm_events, name), dm_events.Event), name


def test_config_defaults_as_designed():
    """`first_dragonmaster` None deals face up to a King (from the seed);
    `extra_card_counts` defaults to True (ruling DM2); 3 players are allowed."""
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], seed=3)
    assert config.first_dragonmaster is None and config.extra_card_counts is True
    assert config.level == "basic"
    state = new_game(config)
    assert state.view(None).dragonmaster in (0, 1, 2)
    assert state.view(0).balances == (100_000,) * 3
