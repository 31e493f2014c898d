"""Emperor's Gambit edges a scenario file cannot reach, and what views show."""

import random

from tda.engine import GameConfig, new_game, replay
from tda.engine.invariants import check, check_view_private

HANDS = [
    ["gray-10", "shadow-9", "mithral-3", "mithral-5", "mithral-7", "mithral-9"],
    ["iron-1", "steel-5", "steel-7", "mercury-3", "brown-9", "earthquake-8"],
]


def _game(hands, deck_top=(), players=2, **settings):
    order = [c for hand in hands for c in hand] + list(deck_top)
    names = ["Ann", "Bob", "Cid", "Dee"][:players]
    settings.setdefault("seed", 1)
    return new_game(GameConfig(players=names, deck="emperors-gambit", deck_order=order,
                               **settings))


def _play(game, *actions):
    for text in actions:
        game.apply(game.parse_action(text))
    return game


def test_shadow_with_a_full_hand_takes_nothing():
    """Local ruling L21: a full hand may take no card, so the Shadow stays put."""
    game = _play(_game(HANDS), "ante gray-10", "ante iron-1")
    ann = game.hands[0]
    while len(ann) < 11:  # ten cards left once the Shadow is played
        ann.append(game.deck.pop())
    events = game.apply(game.parse_action("play shadow-9"))
    names = [type(e).__name__ for e in events]
    assert "CardTaken" not in names and "CardReplaced" not in names
    assert [game.cards[c].id for c in game.flights[0]] == ["shadow-9"]
    assert len(game.hands[1]) == 5


def test_shadow_take_is_private_until_it_is_played():
    """Ruling R10: Bob's lost card is named only to Ann and Bob, then shown as it lands."""
    game = _play(_game(HANDS), "ante gray-10", "ante iron-1", "play shadow-9")
    taken = [e for e in game.log if type(e).__name__ == "CardTaken"][-1]
    assert taken.card == "steel-5"
    for seat in range(2):
        check_view_private(game, seat)
    spectator = [e for e in game.view(None).log if type(e).__name__ == "CardTaken"][-1]
    assert spectator.card is None
    assert [c.id for c in game.view(None).flights[0]] == ["steel-5"]


def test_queen_take_is_seen_by_the_two_only():
    """The Queen's random card stays hidden from the third player (ruling R10)."""
    game = _play(_game([
        ["mithral-11", "iron-1", "iron-3", "queen", "mithral-3", "mithral-5"],
        ["steel-2", "hatchling", "iron-4", "mithral-9", "steel-5", "steel-7"],
        ["mercury-1", "gray-8", "iron-9", "gray-10", "adamantine-3", "adamantine-4"],
    ], players=3), "ante mithral-11", "ante steel-2", "ante mercury-1",
        "play iron-1", "play hatchling", "play gray-8", "play iron-9", "play iron-3",
        "play iron-4", "play gray-10", "play queen")
    taken = [e for e in game.log if type(e).__name__ == "CardTaken"][-1]
    assert taken.card is not None
    by_seat = {s: [e for e in game.view(s).log if type(e).__name__ == "CardTaken"][-1]
               for s in range(3)}
    assert by_seat[0].card == by_seat[2].card == taken.card and by_seat[1].card is None
    for seat in range(3):
        check_view_private(game, seat)


def test_views_show_live_ante_effects_and_recorded_debts():
    """The view lists ante cards whose effect is live, and the debts awaiting settlement."""
    game = _play(_game([
        ["hatchling", "io", "mithral-3", "mithral-5", "mithral-7", "mithral-9"],
        ["steel-2", "spy", "steel-4", "steel-5", "steel-7", "steel-9"],
    ], starting_gold=5), "ante hatchling", "ante steel-2")
    view = game.view(1)
    assert view.ante_effects == ("hatchling",) and view.weakest_wins
    _play(game, "play io")  # 2 each to the stakes, with 1 gold left each
    assert game.view(1).debts == ((0, -1, 1), (1, -1, 1))
    _play(game, "play spy", "take hatchling")
    view = game.view(0)
    assert view.ante_effects == () and not view.weakest_wins


def test_sorcerer_choice_survives_clone_determinize_and_replay():
    """The turned-up cards are public and counted while the choice is pending."""
    game = _play(_game([
        ["mithral-11", "sorcerer", "steel-4", "mithral-13", "mithral-3", "mithral-5"],
        ["steel-2", "brown-9", "steel-5", "steel-7", "iron-1", "iron-3"],
    ], deck_top=["iron-9", "hatchling", "gray-2"]), "ante mithral-11", "ante steel-2",
        "play sorcerer")
    check(game, 40)
    assert game.decision.kind == "choose-card"
    copy = game.clone()
    sample = game.determinize(1, random.Random(3))
    for state in (copy, sample, replay(game.record())):
        check(state, 40)
        _play(state, "choose hatchling")
        assert "hatchling" in [state.cards[c].id for c in state.flights[0]]
        assert sorted(state.cards[c].id for c in state.ante) == [
            "gray-2", "iron-9", "mithral-11", "steel-2"]
        assert state.effects.revealed == ()
        check(state, 40)
