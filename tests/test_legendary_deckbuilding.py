"""Legendary deck building (appendix 1), game-and-a-half gold and hidden specials (R10)."""

import random

import pytest

from tda.cards.deckbuilding import TRADITIONAL, parse, special_ids
from tda.engine import ConfigError, GameConfig, GameRecord, new_game, replay
from tda.engine.invariants import check, check_set_aside_unseen, check_view_private

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def game(deck="legendary", players=4, seed=3, **options):
    return new_game(GameConfig(players=NAMES[:players], deck=deck, seed=seed, **options))


def in_play(g) -> set[str]:
    """Ids of the specials dealt into this game (deck and hands)."""
    places = g.deck + [c for h in g.hands for c in h] + g.ante
    return {g.cards[c].id for c in places if c in g.building.specials}


def aside(g) -> set[str]:
    return {g.cards[c].id for c in g.building.set_aside}


def play_out(g, seed=0):
    rng = random.Random(seed)
    total = sum(g.hoards)
    while not g.is_over:
        before = len(g.log)
        g.apply(rng.choice(g.legal_actions()))
        check(g, total)
        check_set_aside_unseen(g, g.log[before:])
    return g


def test_among_friends_sets_twenty_aside_unseen():
    """The default deck: 70 standard dragons + 10 specials; 20 specials out, in no view."""
    g = game()
    assert len(g.deck) + sum(len(h) for h in g.hands) + len(g.ante) == 80
    assert len(in_play(g)) == 10 and len(aside(g)) == 20
    assert in_play(g) | aside(g) == set(special_ids())
    assert all(view.specials == () for view in map(g.view, range(4)))
    check_set_aside_unseen(g, g.log)  # the deal and the deck-building event too
    play_out(g)
    check_set_aside_unseen(g, g.log)
    for seat in range(4):
        check_view_private(g, seat)


def test_show_em_shows_the_ten_in_every_view():
    """Show 'em: every seat's view lists exactly the ten specials in the game."""
    g = game("legendary:show-em")
    for seat in range(4):
        assert {c.id for c in g.view(seat).specials} == in_play(g)
    assert "DeckBuilt(known=(" in repr(g.log)


def test_druids_party_has_the_druid_and_nine_unseen():
    g = game("legendary:druids-party", seed=11)
    assert "druid" in in_play(g)
    assert [c.id for c in g.view(2).specials] == ["druid"]
    assert len(aside(g)) == 20


def test_traditional_set():
    g = game("legendary:traditional")
    assert in_play(g) == set(TRADITIONAL)
    assert {c.id for c in g.view(0).specials} == set(TRADITIONAL)


def test_custom_list_topped_up_at_random():
    g = game("legendary:custom=kobold,illusionist")
    assert {"kobold", "illusionist"} <= in_play(g) and len(in_play(g)) == 10
    assert [c.id for c in g.view(1).specials] == ["illusionist", "kobold"]


@pytest.mark.parametrize("name, message", [
    ("legendary:custom=kobold,dragon-turtle", "not among the 30"),
    ("legendary:custom=kobold,kobold", "different specials"),
    ("legendary:pick-em+traditional", "bad Legendary deck option"),
    ("legendary:show-me", "bad Legendary deck option"),
])
def test_bad_deck_names_are_refused(name, message):
    with pytest.raises(ValueError, match=message):
        GameConfig(players=NAMES, deck=name)


def test_deck_names_are_canonical():
    assert parse("legendary:show-em+pick-em").name == "legendary:pick-em+show-em"
    assert parse("legendary:among-friends").name == "legendary"
    assert parse("legendary:custom=thief,druid+show-em").name == "legendary:custom=thief,druid+show-em"


def test_pick_em_picks_are_decisions_before_the_deal():
    """Each seat in turn picks a special (public), then the deck is dealt."""
    g = game("legendary:pick-em", players=3)
    assert g.decision.kind == "pick-special" and g.to_act == 0
    assert not any(g.hands) and len(g.legal_actions()) == 30
    g.apply("pick kobold")
    assert g.to_act == 1 and "pick kobold" not in [str(a) for a in g.legal_actions()]
    g.apply("pick thief")
    g.apply("pick druid")
    assert g.decision.kind == "ante" and all(len(h) == 6 for h in g.hands)
    assert {"kobold", "thief", "druid"} <= in_play(g)
    assert [c.id for c in g.view(0).specials] == ["thief", "druid", "kobold"]
    assert "SpecialPicked(seat=1, card='thief')" in repr(tuple(g.view(2).log))
    again = replay(GameRecord.model_validate_json(g.record().model_dump_json()))
    assert again.view(1) == g.view(1)


def test_stacked_specials_are_put_in_first():
    g = game("legendary", deck_order=["kobold", "prophet"])
    assert {"kobold", "prophet"} <= in_play(g)
    assert g.cards[g.hands[0][0]].id == "kobold"


@pytest.mark.parametrize("deck, order", [
    ("legendary:traditional", ["kobold"]),
    ("legendary:pick-em", ["kobold", "prophet", "queen", "thief", "druid", "fool", "priest"]),
])
def test_stacking_beyond_the_ten_is_refused(deck, order):
    with pytest.raises(ConfigError, match="room for"):
        game(deck, deck_order=order)


def test_game_and_a_half_gold():
    assert game(gold_per_player=12).hoards == [48] * 4
    assert game(players=3, gold_per_player=15).hoards == [45] * 3
    with pytest.raises(ValueError, match="not both"):
        GameConfig(players=NAMES, deck="legendary", starting_gold=10, gold_per_player=12)


def test_old_records_load_without_the_new_field():
    """A record saved before gold_per_player existed still loads and replays."""
    data = {"format_version": 1, "config": {"players": ["A", "B"], "deck": "original", "seed": 4},
            "actions": []}
    assert replay(GameRecord.model_validate(data)).hoards == [50, 50]


def test_determinize_resamples_which_specials_are_in():
    """A search bot's sample never pins the real set-aside cards (R10), stays
    consistent with what the seat saw, and keeps every card in one place."""
    g = game(seed=5)
    play_partly(g, 40)
    seat = g.to_act
    samples = [g.determinize(seat, random.Random(k)) for k in range(20)]
    assert len({s.building.set_aside for s in samples}) > 1
    for s in samples:
        check(s, sum(g.hoards) + g.stakes + g.hole_total)
        assert s.hands[seat] == g.hands[seat] and s.flights == g.flights
        assert not set(s.building.set_aside) & set(c for f in g.flights for c in f)


def test_determinize_keeps_the_set_aside_when_all_are_shown():
    g = game("legendary:show-em", seed=5)
    play_partly(g, 40)
    s = g.determinize(g.to_act, random.Random(1))
    assert s.building.set_aside == g.building.set_aside


def play_partly(g, steps):
    rng = random.Random(2)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
