"""The time limit and the other optional rules (rules/ABILITIES.md section 5 and the
scenarios of its 7.4): `call time`, games in a row, the hole options, per-seat gold,
the theme-deck swaps. Stacked deals are in tests/scenarios/*/options/."""

import json
import random

import pytest
from pydantic import ValidationError

from tda.engine import (
    CALL_TIME,
    GameConfig,
    GameEnd,
    GameRecord,
    IllegalActionError,
    Match,
    MatchConfig,
    MatchRecord,
    Sampler,
    new_game,
    replay,
    replay_match,
)
from tda.engine.events import TimeCalled
from tda.engine.invariants import check, check_result
from tda.words import render

NAMES = ["Ann", "Bob", "Cid"]


def play(config: GameConfig, call_in: int | None = None, seed: int = 1):
    """A seeded random game; the table calls time in gambit `call_in`, in its first
    round (after the ante)."""
    state, rng = new_game(config), random.Random(seed)
    total = sum(state.hoards)
    while not state.is_over:
        if (call_in is not None and state.time_called_in is None and state.gambit == call_in
                and state.round >= 1):
            legal = state.legal_actions()
            events = state.apply("call time")
            assert events == [TimeCalled(call_in, call_in + 1)]
            assert state.legal_actions() == legal  # the decision due stays due
        state.apply(rng.choice(state.legal_actions()))
        check(state, total)
    check_result(state, total)
    return state


def test_call_time_in_gambit_3_ends_after_gambit_4():
    """ABILITIES.md 7.4 scenario 38, ruling A36: time called during gambit 3 -> gambits
    3 and 4 are played and the game ends after gambit 4 by the time limit."""
    config = GameConfig(players=NAMES, seed=3, starting_gold=400, time_limit_minutes=45)
    state = play(config, call_in=3)
    assert state.gambit == 4
    assert state.result.end is GameEnd.TIME_LIMIT
    assert (state.result.end, state.result.number) == (GameEnd.TIME_LIMIT, 4)
    assert render(state.result.reason) == "the time limit was reached and gambit 4 was the last"
    assert "call time" in state.actions
    assert [e for e in state.log if isinstance(e, TimeCalled)] == [TimeCalled(3, 4)]


def test_a_second_call_time_is_refused_and_changes_nothing():
    """Scenario 38: a second `call time` is refused with a clear line; the game and
    its record stay as they were."""
    state = new_game(GameConfig(players=NAMES, seed=4))
    state.apply(CALL_TIME)
    before = state.actions
    with pytest.raises(IllegalActionError, match=r"time was already called \(in gambit 1\); "
                       r"gambit 2 is the last"):
        state.apply("call time")
    with pytest.raises(IllegalActionError, match="already called"):
        state.parse_action("call time")
    assert state.actions == before


def test_call_time_is_refused_once_the_game_is_over():
    state = play(GameConfig(players=NAMES, seed=5, starting_gold=4))
    with pytest.raises(IllegalActionError, match="the game is over; time cannot be called"):
        state.apply("call time")


def test_call_time_is_not_a_seats_action_and_other_calls_are_refused():
    state = new_game(GameConfig(players=NAMES, seed=6))
    assert all(a.verb != "call" for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="'call off' is not a table action; the "
                       "only one is 'call time'"):
        state.apply("call off")


def test_a_hoard_emptied_in_the_called_gambit_ends_the_game_there():
    """Scenario 38, last part: every other end comes first. A game that ends by an empty
    hoard in gambit G ends the same way when time was called in G."""
    config = GameConfig(players=NAMES, seed=8, starting_gold=6)
    natural = play(config)
    assert natural.result.end is GameEnd.HOARD_EMPTY
    called = play(config, call_in=natural.gambit)
    assert called.time_called_in == natural.gambit
    assert called.result.end is GameEnd.HOARD_EMPTY
    assert called.gambit == natural.gambit
    assert called.result.gold == natural.result.gold


def test_the_other_ends_are_checked_before_the_time_limit():
    """max_gambits = 4 and time called in gambit 3: both would end the game after
    gambit 4; the fixed number of gambits is the one named (ABILITIES.md 5.1)."""
    config = GameConfig(players=NAMES, seed=3, starting_gold=400, max_gambits=4)
    state = play(config, call_in=3)
    assert state.gambit == 4 and state.result.end is GameEnd.GAMBITS_PLAYED


def test_call_time_before_the_first_gambit_makes_it_the_last():
    """Legendary pick 'em: time called while specials are picked (gambit 0): the first
    gambit is the last (local ruling L27)."""
    config = GameConfig(players=NAMES, deck="legendary", variant="pick-em", seed=2,
                        starting_gold=300)
    state = new_game(config)
    assert state.gambit == 0 and state.decision.kind == "pick-special"
    assert state.apply("call time") == [TimeCalled(0, 1)]
    rng = random.Random(2)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.gambit == 1 and state.result.end is GameEnd.TIME_LIMIT


def test_call_time_during_the_ability_draft_makes_the_first_gambit_the_last():
    """Emperor's Gambit's ability draft comes before the deal (gambit 0), as pick 'em
    does: time called there makes gambit 1 the last (local ruling L27)."""
    state = new_game(GameConfig(players=NAMES, deck="emperors-gambit", seed=3,
                                ability_draft=1, starting_gold=200))
    assert state.gambit == 0 and state.decision.kind == "pick-ability"
    assert state.apply("call time") == [TimeCalled(0, 1)]
    rng = random.Random(1)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.gambit == 1 and state.result.end is GameEnd.TIME_LIMIT


def test_call_time_replays_exactly_and_round_trips_through_json():
    """The record holds `call time` like any action: replay, JSON and views agree."""
    config = GameConfig(players=NAMES, seed=3, starting_gold=400, time_limit_minutes=45)
    state = play(config, call_in=2)
    record = GameRecord.model_validate(json.loads(state.record().model_dump_json()))
    assert record.config.time_limit_minutes == 45
    again = replay(record)
    assert again.result == state.result
    for seat in (0, 1, 2, None):
        assert again.view(seat) == state.view(seat)
    halfway = replay(record, upto=record.actions.index("call time") + 1)
    assert halfway.time_called_in == 2 and not halfway.is_over


def test_a_standard_games_record_reads_as_before_the_options():
    """Options left at the standard game's values are not written: a record of a
    standard game has the fields it had before the options existed."""
    plain = json.loads(GameConfig(players=NAMES, seed=1).model_dump_json())
    assert not {"time_limit_minutes", "hole_to_winner", "hole_odd_coins"} & plain.keys()
    chosen = GameConfig(players=NAMES, deck="legendary", seed=1, time_limit_minutes=30,
                        hole_to_winner=False, hole_odd_coins="broke")
    data = json.loads(chosen.model_dump_json())
    assert (data["time_limit_minutes"], data["hole_to_winner"], data["hole_odd_coins"]) == (
        30, False, "broke")
    assert GameConfig.model_validate(data) == chosen


def test_every_view_shows_that_time_was_called_and_samples_keep_it():
    state = new_game(GameConfig(players=NAMES, seed=9))
    assert state.view(0).time_called_in is None
    state.apply("call time")
    assert {state.view(s).time_called_in for s in (0, 1, 2, None)} == {1}
    assert state.view(1).log[-1] == TimeCalled(1, 2)
    seat = state.to_act
    world = Sampler(state, seat).sample(random.Random(1))
    assert world.time_called_in == 1
    assert state.determinize(seat, random.Random(2)).time_called_in == 1
    assert state.clone().time_called_in == 1


def test_a_sampler_made_before_the_call_stays_usable():
    """The table may call time while a bot thinks about the decision due (which stays
    due): the bot's sampler is not made stale by it."""
    state = new_game(GameConfig(players=NAMES, seed=9))
    seat = state.to_act
    sampler = Sampler(state, seat)
    state.apply("call time")
    assert sampler.sample(random.Random(1)).to_act == seat
    state.apply(state.legal_actions()[0])
    with pytest.raises(RuntimeError, match="stale"):
        sampler.sample(random.Random(1))


def test_time_limit_minutes_is_checked_at_the_boundary():
    with pytest.raises(ValidationError, match="greater than or equal to 1"):
        GameConfig(players=NAMES, time_limit_minutes=0)
    with pytest.raises(ValidationError, match="less than or equal to 1440"):
        GameConfig(players=NAMES, time_limit_minutes=100000)


# -- 5.2 a set number of games in a row (ruling A37) ---------------------------
def play_match(config: MatchConfig, seed: int = 1) -> Match:
    match, rng = Match(config), random.Random(seed)
    while True:
        while not match.current.is_over:
            match.current.apply(rng.choice(match.current.legal_actions()))
        if match.is_over:
            return match
        match.next_game()


def test_a_three_game_match_replays_to_the_same_totals():
    """ABILITIES.md 7.4 scenario 39, ruling A37: a 3-game match from one seed replays to
    the same totals; the winner has the largest sum of final hoards. Local ruling L28:
    the same seats and options in every game, only the seed changes."""
    base = GameConfig(players=NAMES, seed=0, starting_gold=12)
    match = play_match(MatchConfig(games=3, base=base, seed=77))
    assert match.number == 3 and match.is_over
    results = [s.result for s in match.states]
    assert match.totals == tuple(sum(r.gold[seat] for r in results) for seat in range(3))
    best = max(match.totals)
    assert match.winners == tuple(s for s in range(3) if match.totals[s] == best)
    seeds = [s.config.seed for s in match.states]
    assert all(s.config.model_copy(update={"seed": 0}) == base for s in match.states)  # L28
    assert len(set(seeds)) == 3  # each game its own deal, derived from the match seed
    record = MatchRecord.model_validate_json(match.record().model_dump_json())
    again = replay_match(record)
    assert again.totals == match.totals and again.winners == match.winners
    # the same match seed derives the same games
    assert [MatchConfig(games=3, base=base, seed=77).game_config(i).seed
            for i in range(3)] == seeds


def test_a_match_refuses_what_does_not_fit():
    base = GameConfig(players=NAMES, seed=0)
    match = Match(MatchConfig(games=2, base=base, seed=1))
    with pytest.raises(ValueError, match="game 1 is not over yet"):
        match.next_game()
    assert match.winners is None
    with pytest.raises(ValidationError, match="game 1's config is not the match's"):
        MatchRecord(config=MatchConfig(games=2, base=base, seed=1),
                    games=[new_game(base).record()])
    with pytest.raises(ValidationError):
        MatchConfig(games=0, base=base)


# -- per-seat starting gold, 5.3 ------------------------------------------------
def test_starting_gold_may_be_one_amount_per_seat():
    state = new_game(GameConfig(players=NAMES, seed=1, starting_gold=[10, 20, 30]))
    assert state.hoards == [10, 20, 30]
    assert state.view(None).gold_history[0] == (10, 20, 30)
    again = replay(GameRecord.model_validate_json(state.record().model_dump_json()))
    assert again.hoards == [10, 20, 30]


@pytest.mark.parametrize(("gold", "message"), [
    ([10, 20], "starting_gold lists 2 amounts for 3 players; give one per seat"),
    ([10, 0, 5], "seat 2's starting gold must be at least 1, not 0"),
    (0, "must be at least 1, not 0"),
])
def test_bad_starting_gold_is_one_clear_line(gold, message):
    with pytest.raises(ValidationError, match=message):
        GameConfig(players=NAMES, starting_gold=gold)


def test_pure_roleplay_pace_is_eight_gold_per_player():
    """ABILITIES.md 5.3: Legendary's 8 gold per player is gold_per_player = 8."""
    state = new_game(GameConfig(players=NAMES, deck="legendary", seed=1, gold_per_player=8))
    assert state.hoards == [24, 24, 24]


# -- 5.4 / 5.5 the hole options (stacked deals in scenarios/legendary/options) ----
@pytest.mark.parametrize("option", [{"hole_to_winner": False}, {"hole_odd_coins": "broke"}])
def test_hole_options_need_the_legendary_rules(option):
    with pytest.raises(ValidationError, match="needs the Legendary rules \\(the hole\\); "
                       "the 'original' rules have no hole"):
        GameConfig(players=NAMES, deck="original", **option)
    GameConfig(players=NAMES, deck="legendary", **option)


def test_hole_in_the_house_keeps_gold_conserved_in_random_games():
    """ABILITIES.md 7.4 scenario 40 at scale: with the hole going to the house no
    hole gold is awarded, and every coin is still accounted for."""
    lost = 0
    for seed in range(6):
        config = GameConfig(players=NAMES, deck="legendary", seed=seed, hole_to_winner=False)
        state = play(config, seed=seed)
        assert state.result.hole == 0
        assert state.result.hole_lost == state.hole_total
        lost += state.result.hole_lost
    assert lost > 0  # some game had gold in the hole to lose


# -- 5.6 Emperor's Gambit theme-deck swaps ----------------------------------------
@pytest.mark.parametrize(("deck", "variant", "gone", "added"), [
    ("avandras-hand", "gold-for-bronze", "bronze", "gold"),
    ("avandras-hand", "gold-for-iron", "iron", "gold"),
    ("age-of-mortals", "bronze-for-copper", "copper", "bronze"),
])
def test_theme_deck_swaps_trade_one_color_and_keep_the_size(deck, variant, gone, added):
    plain = new_game(GameConfig(players=NAMES, deck=deck, seed=1))
    swapped = new_game(GameConfig(players=NAMES, deck=deck, variant=variant, seed=1))
    colors = lambda g: {c.id.split("-")[0] for c in g.cards}  # noqa: E731
    assert len(swapped.cards) == len(plain.cards)
    assert gone in colors(plain) and gone not in colors(swapped)
    assert added in colors(swapped) and added not in colors(plain)
    assert sorted(c.id for c in swapped.cards if c.id.startswith(added + "-")) == (
        sorted(f"{added}-{n}" for n in ((2, 4, 6, 9, 11, 13) if added == "gold"
                                         else (1, 3, 6, 7, 9, 11))))


def test_an_unknown_theme_swap_is_one_clear_line():
    with pytest.raises(ValidationError, match="the 'avandras-hand' deck has no option "
                       "'silver-for-tin'; its options: gold-for-bronze, gold-for-iron"):
        GameConfig(players=NAMES, deck="avandras-hand", variant="silver-for-tin")


# -- simulation: call time at random moments in every kind of deck -------------------
@pytest.mark.parametrize("deck", ["original", "emperors-gambit", "legendary",
                                  "legendary:pick-em+show-em", "avandras-hand:gold-for-iron"])
def test_call_time_at_random_moments_keeps_every_invariant(deck):
    """Seeded games with `call time` at a random step: invariants hold at every step,
    nothing private leaks, the game ends by the rules of A36 (or an earlier end), and
    the record replays to the same game."""
    from tda.engine.invariants import check_events_redacted, check_view_private
    name, _, variant = deck.partition(":")
    ends = []
    for seed in range(4):
        config = GameConfig(players=NAMES, deck=name, variant=variant or None, seed=seed,
                            gold_per_player=30, time_limit_minutes=20,
                            **({"hole_to_winner": seed % 2 == 0, "hole_odd_coins": "broke"}
                               if name == "legendary" else {}))
        state, rng = new_game(config), random.Random(seed)
        total = sum(state.hoards)
        call_at = rng.randrange(40)
        for step in range(100_000):
            if state.is_over:
                break
            if step == call_at:
                check_events_redacted(state.apply("call time"), 3)
            events = state.apply(rng.choice(state.legal_actions()))
            check(state, total)
            check_events_redacted(events, 3)
            for seat in range(3):
                check_view_private(state, seat)
        check_result(state, total)
        called = state.time_called_in
        if called is not None:
            assert state.gambit <= called + 1
            if state.result.end is GameEnd.TIME_LIMIT:
                assert state.gambit == called + 1
        again = replay(GameRecord.model_validate_json(state.record().model_dump_json()))
        assert again.result == state.result and again.view(0) == state.view(0)
        ends.append(state.result.end)
    assert GameEnd.TIME_LIMIT in ends  # the call did end games
