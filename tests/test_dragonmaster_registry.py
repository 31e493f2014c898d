"""Dragonmaster at the table: its registry entry's hooks (the conformance test plays
it; these check what that test does not)."""

from __future__ import annotations

import gc
import random

import pytest

from tda.dragonmaster import DragonmasterConfig, DragonmasterRecord, new_game
from tda.table import TdaError, get_game

NAME = "dragonmaster"


def played(game, seed: int, players: int, steps: int | None = None, **options):
    state = game.new_game(game.config_for(seed, players, **options))
    rng = random.Random(seed)
    taken = 0
    while not state.is_over and (steps is None or taken < steps):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        taken += 1
    return state


def test_dragonmaster_is_registered_under_the_name_its_records_write():
    game = get_game(NAME)
    assert DragonmasterRecord.model_fields["game"].default == game.name == "dragonmaster"
    assert game.players == (3, 4) and game.title == "Dragonmaster"
    assert {v.get("level", "basic") for v in game.variants} == {"basic", "advanced", "expert"}


@pytest.mark.parametrize("players", [2, 5])
def test_dragonmaster_config_for_refuses_a_seat_count_it_cannot_seat(players):
    with pytest.raises(TdaError, match="3 or 4 players"):
        get_game(NAME).config_for(1, players)


def test_dragonmaster_config_for_refuses_an_unknown_level():
    with pytest.raises(TdaError, match="level"):
        get_game(NAME).config_for(1, 3, level="heroic")


def test_dragonmaster_config_for_takes_the_level_option():
    config = get_game(NAME).config_for(5, 4, level="expert")
    assert config.level == "expert" and config.seed == 5
    assert len(config.players) == 4


def test_dragonmaster_progress_stage_summary_and_scores():
    game = get_game(NAME)
    state = played(game, 2, 4, steps=40, level="advanced")
    assert game.progress(state) == f"hand {state.hand_number} of round {state.round}"
    assert game.stage(state) == (state.round - 1) * 5 + state.hand_number
    assert game.summary(state.record()) == "advanced, 4 players"
    assert list(game.start_scores(state)) == [100_000] * 4
    assert list(game.scores(state)) == state.balances


def test_dragonmaster_story_tells_the_whole_game_with_names():
    game = get_game(NAME)
    state = played(game, 3, 3, level="advanced")
    text = game.story(state.record(), state)
    assert text.startswith("Dragonmaster: Ann, Bob, Cid · advanced game · seed 3")
    assert "Round 3:" in text and "The game is over:" in text
    assert "Trick 1: " in text and " wins it." in text


def test_dragonmaster_checker_passes_a_sound_game_and_catches_lost_crystals():
    game = get_game(NAME)
    state = game.new_game(game.config_for(4, 3, level="expert"))
    check = game.checker(1)
    rng = random.Random(4)
    while not state.is_over:
        legal = state.legal_actions()
        check(state, state.apply(legal[rng.randrange(len(legal))]))
    state.balances[0] -= 1
    with pytest.raises(AssertionError, match="conserved"):
        check(state, [])


def test_dragonmaster_sampler_keeps_no_reference_to_the_real_game():
    game = get_game(NAME)
    state = played(game, 6, 4, steps=15, level="advanced")
    sampler = game.sampler(state, state.to_act)
    assert not any(o is state for o in gc.get_referents(sampler._template))
    seat = state.to_act
    view = state.view(seat)
    world = sampler.sample(random.Random(1))
    assert world.view(seat).hand == view.hand
    assert world.view(seat).hand_counts == view.hand_counts
    assert world.view(seat).log == view.log  # the seat's redacted log only


def test_dragonmaster_sampler_worlds_do_not_know_the_seed_or_the_stacked_deals():
    """A bug the sampler check found: a determinized world kept the real config, so
    its seed and the stacked deals still to come told the future hands."""
    later = ["dragonlords-king"]  # a second deal stacked: the world must not see it
    config = DragonmasterConfig(players=["Ann", "Bob", "Cid"], seed=99,
                                deals=[[], later], first_dragonmaster=0)
    state = new_game(config)
    world = state.determinize(0, random.Random(0))
    assert world.config.seed != 99 and world.config.deals == []
    assert world.config.deck_order == []
    template = get_game(NAME).sampler(state, 0)._template
    assert template.config.seed != 99 and template.config.deals == []


@pytest.mark.parametrize("bot", ["random", "search:iterations=5"])
def test_dragonmaster_bots_come_from_the_any_game_bots(bot):
    game = get_game(NAME)
    state = game.new_game(game.config_for(8, 3, level="advanced"))
    seats = [game.make_bot(bot) for _ in range(3)]
    rng = random.Random(8)
    for _ in range(30):
        if state.is_over:
            break
        seat = state.to_act
        action = seats[seat].choose(state.view(seat), state.legal_actions(), rng,
                                    sampler=game.sampler(state, seat))
        state.apply(action)
    assert state.actions


def test_dragonmaster_turn_marks_follow_turns_without_a_recap():
    game = get_game(NAME)
    state = game.new_game(game.config_for(9, 3))
    marks = game.turn_marks(state, [0])
    seat = state.to_act
    assert marks.is_new_turn(seat)
    marks.before_action(state)
    assert not marks.is_new_turn(seat) and marks.since(seat) is None
