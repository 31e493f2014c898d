"""Every registered game plays by the table's protocol (OpenSpiel's random_sim_test).

Random seeded games with legal actions until the end, checked on the way: the same
seed and actions give the same game (global randomness disturbed in between), a clone
is independent both ways, a determinized world keeps its seat's view, the record
round-trips through JSON and replays to identical views, and a view shows its seat's
hand only (other seats as counts). Few seeds, so it stays quick in CI; `tda sim` is
the long census.
"""

from __future__ import annotations

import random

import pytest

from tda.table import TdaError, game_names, get_game

SEEDS = (0, 1)  # for the plain game; one seed for each other variant
MAX_ACTIONS = 5000  # far beyond any game's length: a game that never ends fails
CHECK_EVERY = 7  # the costly checks (clone, determinize, replay) on every 7th step


def seat_counts(game) -> list[int]:
    low, high = game.players
    return sorted({low, high})


CASES = [pytest.param(name, options, players, seed,
                      id=f"{name}-{index}-{players}p-seed{seed}")
         for name in game_names()
         for index, options in enumerate(get_game(name).variants)
         for players in seat_counts(get_game(name))
         for seed in (SEEDS if index == 0 else SEEDS[:1])]


def views(state) -> list:
    """What every seat, and a spectator, sees."""
    return [state.view(seat) for seat in range(seat_total(state))] + [state.view(None)]


def seat_total(state) -> int:
    return len(state.view(None).hand_counts)


def play_out(state, rng: random.Random) -> list[str]:
    """Random legal actions to the end; the canonical strings applied."""
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return list(state.actions)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError(f"no end after {MAX_ACTIONS} random actions")


def check_turn(state, players: int) -> None:
    """Whose turn it is, what they decide and what they may do agree."""
    if state.is_over:
        assert state.to_act is None and state.result is not None
        assert state.legal_actions() == []
        return
    assert state.result is None
    assert 0 <= state.to_act < players and state.decision.seat == state.to_act
    assert state.legal_actions(), "a game not over has a legal action"


def check_private(state, players: int) -> None:
    """A seat's view holds its own hand; every other hand only as a count."""
    hands = [state.view(seat).hand for seat in range(players)]
    for seat in range(players):
        view = state.view(seat)
        assert view.seat == seat
        assert list(view.hand_counts) == [len(h) for h in hands]
    assert not state.view(None).hand, "a spectator sees no hand"


def check_determinized(state, players: int, rng: random.Random) -> bool:
    """Each seat's world keeps its view; True when some other seat's hand was dealt
    anew (so the kept view cannot have depended on it)."""
    redealt = False
    for seat in range(players):
        world = state.determinize(seat, rng)
        assert world.view(seat) == state.view(seat), f"seat {seat}'s world changed its view"
        assert world.to_act == state.to_act and world.is_over == state.is_over
        if not world.is_over:
            assert world.legal_actions(), "a determinized world can be played on"
        redealt |= any(world.view(other).hand != state.view(other).hand
                       for other in range(players) if other != seat)
    return redealt


def check_clone(state, rng: random.Random) -> None:
    """A clone played on leaves its original as it was, and the other way round."""
    before = views(state)
    twin = state.clone()
    assert views(twin) == before
    play_out(twin, random.Random(rng.random()))
    assert views(state) == before, "playing a clone changed the original"
    original = state.clone()  # stands for the original: the game itself plays on later
    copy = original.clone()
    play_out(original, random.Random(rng.random()))
    assert views(copy) == before, "playing the original changed its clone"


def check_record(game, state) -> None:
    """The record names its game, survives JSON and replays to the same views."""
    record = state.record()
    assert record.game == game.name
    again = type(record).model_validate_json(record.model_dump_json())
    assert again == record
    assert views(game.replay(again)) == views(state)


@pytest.mark.parametrize("name,options,players,seed", CASES)
def test_random_play_conforms(name, options, players, seed):
    """Random legal play to the end keeps every promise of the game-state protocol."""
    game = get_game(name)
    state = game.new_game(game.config_for(seed, players, **options))
    assert seat_total(state) == players
    rng = random.Random(seed)
    checked = random.Random(seed + 1000)
    trail = []  # (step, views) to compare with the second run
    redealt = False
    for step in range(MAX_ACTIONS):
        check_turn(state, players)
        if step % CHECK_EVERY == 0 or state.is_over:
            trail.append((step, views(state)))
            check_private(state, players)
            redealt |= check_determinized(state, players, checked)
            check_clone(state, checked)
            check_record(game, state)
        if state.is_over:
            break
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        text = len(state.actions)
        assert state.clone().parse_action(str(action)) == action
        events = state.apply(action)
        assert isinstance(events, list)
        assert len(state.actions) == text + 1
    else:
        raise AssertionError(f"no end after {MAX_ACTIONS} random actions")
    assert redealt, "some view was checked against a world with other hands redealt"
    assert len(game.scores(state)) == players
    assert set(state.result.winners) <= set(range(players)) and state.result.winners
    check_same_again(game, state, trail, game.config_for(seed, players, **options))


def check_same_again(game, state, trail, config) -> None:
    """Same seed, same actions: the same views at every checked step, whatever the
    global random generator does in between (RLCard's determinism check)."""
    again = game.new_game(config)
    marks = dict(trail)
    for step, text in enumerate(state.actions):
        if step in marks:
            assert views(again) == marks[step], f"step {step} differs on a second run"
        random.seed(step)  # disturb the global generator: the game must not use it
        random.random()
        again.apply(again.parse_action(text))
    assert views(again) == views(state)


@pytest.mark.parametrize("name", game_names())
def test_an_illegal_action_is_refused(name):
    """An action that is not legal raises a TdaError and changes nothing."""
    game = get_game(name)
    state = game.new_game(game.config_for(3, game.players[0]))
    before = views(state)
    with pytest.raises(TdaError):
        state.apply("no-such-verb at all")
    assert views(state) == before and state.actions == []


def test_three_dragon_ante_is_registered_under_its_stable_name():
    """Records and saves name the game; its name never changes."""
    assert "three-dragon-ante" in game_names()
    assert get_game().name == "three-dragon-ante"
