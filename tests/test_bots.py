"""Bots: they see only their seat's view, search deterministically, and finish
games in every deck; the tournament's statistics and seating."""

import random

import pytest

from tda.cards import DECKS
from tda.engine import ConfigError, GameConfig, Sampler, new_game
from tda.games.three_dragon_ante.bots import DESCRIPTIONS, make_bot
from tda.games.three_dragon_ante.bots.base import parse_bot_name
from tda.table.tournament import Tournament, percentile, seatings, wilson

SEARCH = "ismcts:iterations=40:seconds=0"


def _mid_game(deck: str, seed: int, steps: int, kind: str | None = None):
    """A seeded game played `steps` random actions in (then on to a `kind` decision)."""
    state = new_game(GameConfig(players=["A", "B", "C", "D"], deck=deck, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    while kind and state.decision.kind != kind:
        state.apply(rng.choice(state.legal_actions()))
    return state


def _twin(state, seat: int, seed: int):
    """The same game from `seat`'s chair with every hidden card somewhere else."""
    twin = state.determinize(seat, random.Random(seed))
    others = [s for s in range(state.n) if s != seat]
    assert twin.view(seat) == state.view(seat)
    assert ([twin.hands[s] for s in others], twin.deck) != ([state.hands[s] for s in others],
                                                             state.deck)
    return twin


@pytest.mark.parametrize("deck,kind", [("original", "ante"), ("original", "play"),
                                       ("emperors-gambit", "play"), ("legendary", "play")])
def test_samples_do_not_depend_on_hidden_cards(deck, kind):
    """A sampled deal is the same whatever the hidden cards really are."""
    state = _mid_game(deck, 3, 30, kind)
    seat = state.to_act
    twin = _twin(state, seat, 99)
    a = Sampler(state, seat).sample(random.Random(5))
    b = Sampler(twin, seat).sample(random.Random(5))
    assert (a.hands, a.deck, a.ante_hidden, a.known, a.rng) == (b.hands, b.deck, b.ante_hidden,
                                                                 b.known, b.rng)
    assert (a.effects, a.building, a.hole_total, a.peeked) == (b.effects, b.building, b.hole_total, b.peeked) and a.view(seat) == state.view(seat)
    assert a.actions == [] and list(a.view(seat).log) == list(state.view(seat).log)


@pytest.mark.parametrize("bot", ["heuristic", SEARCH])
@pytest.mark.parametrize("deck", ["original", "emperors-gambit", "legendary"])
def test_bots_cannot_see_hidden_cards(bot, deck):
    """For a fixed view and generator, the choice survives reshuffling the hidden cards."""
    for seed, steps in ((1, 0), (2, 25), (4, 50)):
        state = _mid_game(deck, seed, steps)
        seat = state.to_act
        twin = _twin(state, seat, seed + 100)
        chosen = [make_bot(bot).choose(s.view(seat), s.legal_actions(), random.Random(7),
                                       sampler=Sampler(s, seat)) for s in (state, twin)]
        assert chosen[0] == chosen[1]


def test_heuristic_judges_decisions_of_unknown_kinds():
    """A decision kind the bots have never seen gets a sensible generic answer."""
    from dataclasses import replace

    from tda.engine import Decision, act
    state = _mid_game("original", 6, 20, "play")
    seat = state.to_act
    view = state.view(seat)
    view = replace(view, decision=Decision("some-new-kind", seat, "?", ()))
    strong = max(view.hand, key=lambda c: c.strength)
    legal = [act("pass"), act("choose", "sideways"), act("take", strong.id), act("pay", "3"),
             act("choose", str(seat)), act("discard", strong.id), act("take", "no-such-card")]
    bot = make_bot("heuristic")
    assert bot.choose(view, legal, random.Random(1)) == act("take", strong.id)
    assert bot.fallbacks == 0


def test_search_is_deterministic_for_a_seed_and_iteration_budget():
    """Same view, generator and iteration budget: same action and the same tree size."""
    state = _mid_game("original", 8, 12, "play")
    seat = state.to_act
    runs = []
    for _ in range(2):
        bot = make_bot(SEARCH)
        runs.append((bot.choose(state.view(seat), state.legal_actions(), random.Random(3),
                                sampler=Sampler(state, seat)), bot.last_iterations))
    assert runs[0] == runs[1] and runs[0][1] == 40


def test_sampler_refuses_a_game_that_moved_on():
    """A sampler belongs to one decision; after an action it is stale."""
    state = _mid_game("original", 2, 3)
    sampler = Sampler(state, state.to_act)
    state.apply(state.legal_actions()[0])
    with pytest.raises(RuntimeError, match="stale"):
        sampler.sample(random.Random(1))


def test_registry_names_levels_with_short_descriptions():
    """Every level is registered for the TUI with a short player-facing description."""
    for name in ("random", "heuristic", "ismcts", "easy", "normal", "hard"):
        assert name in DESCRIPTIONS and len(DESCRIPTIONS[name]) <= 60
        make_bot(name)
    with pytest.raises(ConfigError, match="does not take"):
        make_bot("heuristic:seconds=2")
    with pytest.raises(ConfigError, match="unknown bot"):
        make_bot("grandmaster")
    with pytest.raises(ConfigError, match="KEY=NUMBER"):
        make_bot("ismcts:seconds=fast")
    assert parse_bot_name("ismcts:seconds=0.5:deepen=1") == ("ismcts", {"seconds": 0.5, "deepen": 1})
    # the search levels search opponents' plays too; plain "ismcts" keeps the
    # older search, so the recorded head-to-head games keep their meaning
    assert make_bot("normal").opponents and make_bot("hard").opponents
    assert not make_bot("ismcts").opponents and make_bot("hard").seconds < 1.0


def test_a_seat_can_carry_bot_options_before_its_name():
    """`--seat bot:LEVEL:KEY=NUMBER...:NAME`: options go to the bot, the rest names it."""
    from tda.cli import main
    from tda.table.session import Seat
    strong = Seat.parse("bot:ismcts:seconds=4:opponents=1:deepen=1:Smaug", 1)
    assert strong == Seat("Smaug", "ismcts:seconds=4:opponents=1:deepen=1")
    bot = make_bot(strong.bot)
    assert (bot.seconds, bot.opponents, bot.deepen) == (4, 1, 1)
    assert Seat.parse("bot:hard:Robo", 2) == Seat("Robo", "hard")
    assert Seat.parse("bot:ismcts:seconds=2", 2) == Seat("Ismcts 3", "ismcts:seconds=2")
    with pytest.raises(ConfigError, match="KEY=NUMBER"):
        Seat.parse("bot:ismcts:seconds=fast:Smaug", 1)
    with pytest.raises(ValueError, match="LEVEL"):
        Seat.parse("bot:hard:Robo:Extra", 1)
    # at the command line a bad seat is a message and exit status 2, not a traceback
    assert main(["play", "--seat", "Ann", "--seat", "bot:heuristic:seconds=2:Bo"]) == 2


def test_wilson_interval():
    """The Wilson interval matches known values and stays inside [0, 1]."""
    assert wilson(55, 100) == pytest.approx((0.45244, 0.64386), abs=1e-5)
    assert wilson(0, 10) == pytest.approx((0.0, 0.27754), abs=1e-5)
    assert wilson(10, 10) == pytest.approx((0.72246, 1.0), abs=1e-5)
    assert wilson(0, 0) == (0.0, 1.0)
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95) == 10
    assert percentile([1, 2, 3, 4], 0.5) == 2


def test_duplicate_seating_rotates_every_entry_through_every_seat():
    """Each deal is played once per rotation, every bot in every seat once."""
    lineup = ["a", "b", "c", "d"]
    rows = seatings(lineup)
    assert rows[0] == lineup and rows[1] == ["b", "c", "d", "a"]
    for seat in range(4):
        assert sorted(row[seat] for row in rows) == lineup
    tasks = Tournament(["x", "y", "y"], ["original"], deals=2, seed=10).tasks()
    assert [(t[1], t[2]) for t in tasks] == [(10, 0), (10, 1), (10, 2), (11, 0), (11, 1), (11, 2)]


def test_tournament_reports_an_illegal_action(monkeypatch):
    """A bot answering with an action that is not legal fails its game, named."""
    import tda.table.tournament as tournament
    from tda.engine import act

    class Cheat:
        def choose(self, view, legal, rng, sampler=None):
            return act("play", "bahamut")

    monkeypatch.setattr(tournament, "make_bot", lambda name: Cheat() if name == "cheat"
                        else make_bot(name))
    report = Tournament(["cheat", "random"], ["original"], deals=1).run()
    assert report["failed"] == 2 and "not legal" in report["failures"][0]["error"]


def test_small_tournament_in_every_deck():
    """Every bot finishes games in every deck without an illegal action or a fallback."""
    decks = sorted(DECKS)
    lineup = ["heuristic", "ismcts:iterations=6:seconds=0", "random", "easy"]
    report = Tournament(lineup, decks, deals=1, seed=5, options={"max_gambits": 2}).run()
    assert report["failed"] == 0, report["failures"][0]["error"]
    assert report["games"] == 4 * len(decks)
    for row in report["bots"]:
        assert row["fallbacks"] == 0 and row["decisions"] > 0
    assert abs(sum(r["wins"] for r in report["bots"]) - report["games"]) < 1e-9


@pytest.mark.parametrize("horizon", [0, 1])
def test_playouts_run_as_many_gambits_past_the_current_one_as_the_horizon_says(horizon):
    """An iteration plays out to the end of the current gambit, or `horizon` gambits
    further; the tree still holds only decisions of the current gambit."""
    from tda.games.three_dragon_ante.bots.ismcts import IsmctsBot, Node

    state = _mid_game("original", 8, 12, "play")
    seat = state.to_act
    bot = make_bot(f"ismcts:iterations=40:seconds=0:horizon={horizon}")
    assert isinstance(bot, IsmctsBot) and bot.horizon == horizon
    sampler, rng = Sampler(state, seat), random.Random(4)
    root = Node()
    for _ in range(20):
        sample = sampler.sample(rng)
        bot.iterate(root, sample, seat, rng)
        assert sample.is_over or sample.gambit == state.gambit + horizon + 1
    assert root.visits == 20 and sum(c.visits for c in root.children.values()) == 20


def test_opponent_plays_can_be_searched_in_the_tree():
    """With opponents=1 the other seat's plays become nodes under mine, each
    scored for the seat that chose it; the face-down ante never does."""
    from tda.games.three_dragon_ante.bots.ismcts import OPEN_KINDS, IsmctsBot

    state = new_game(GameConfig(players=["A", "B"], deck="original", seed=8))
    rng = random.Random(8)
    while state.decision.kind != "play" or state.round > 1:
        state.apply(rng.choice(state.legal_actions()))
    me = state.to_act
    bot = make_bot("ismcts:iterations=300:seconds=0:opponents=1")
    assert isinstance(bot, IsmctsBot) and OPEN_KINDS == {"play"}
    root = bot.search(Sampler(state, me), me, random.Random(2))
    assert {seat for seat, _ in root.children} == {me}
    below = [(key, child) for node in root.children.values()
             for key, child in node.children.items()]
    theirs = [child for (seat, action), child in below if seat != me]
    assert theirs and all(action.verb == "play" for (seat, action), _ in below if seat != me)
    assert sum(c.visits for c in theirs) > 0

    again = make_bot("ismcts:iterations=300:seconds=0:opponents=1")
    picks = [b.choose(state.view(me), state.legal_actions(), random.Random(3),
                      sampler=Sampler(state, me)) for b in (bot, again)]
    assert picks[0] == picks[1]


def _nodes(node):
    for key, child in node.children.items():
        yield key, child
        yield from _nodes(child)


@pytest.mark.parametrize("deepen", [0, 1])
def test_the_tree_grows_into_the_next_gambit_only_when_deepening(deepen):
    """Late in a gambit the plain tree soon holds every line to its end, and more
    iterations only re-walk it; with deepen=1 it grows on into the next gambit's
    ante, and playouts end with the gambit the tree stopped in."""
    from tda.games.three_dragon_ante.bots.ismcts import IsmctsBot, Node

    state = new_game(GameConfig(players=["A", "B"], deck="original", seed=8))
    rng = random.Random(8)
    while state.decision.kind != "play" or state.round < 3:  # the gambit's last round
        state.apply(rng.choice(state.legal_actions()))
    me = state.to_act
    bot = make_bot(f"ismcts:seconds=0:opponents=1:deepen={deepen}")
    assert isinstance(bot, IsmctsBot) and bot.deepen == bool(deepen)
    sampler, rng, root, ends = Sampler(state, me), random.Random(2), Node(), set()
    for _ in range(300):
        sample = sampler.sample(rng)
        bot.iterate(root, sample, me, rng)
        ends.add(sample.gambit - state.gambit)  # a playout stops as the next gambit starts
    antes = [child for (seat, action), child in _nodes(root) if action.verb == "ante"]
    assert all(seat == me for (seat, action), _ in _nodes(root) if action.verb == "ante")
    if deepen:
        assert antes and sum(c.visits for c in antes) > 0 and ends == {1, 2}
    else:
        assert not antes and ends == {1}


def test_the_table_makes_a_sampler_only_for_a_search_with_a_choice():
    """A sampler (a scrubbed copy of the game) is made for a searching bot with two or
    more legal actions; a bot that never searches, or a single legal action, gets None."""
    from tda.table.registry import get_game
    from tda.table.session import play_bots, sampler_for

    class Spy:
        def __init__(self, searches):
            self.name, self.got = "spy", []
            if searches is not None:
                self.searches = searches

        def choose(self, view, legal, rng, sampler=None):
            self.got.append((len(legal), sampler is not None))
            if sampler is not None:  # a sample deals the seat's own hand back to it
                world = sampler.sample(rng)
                assert world.view(view.seat).hand == view.hand
            return legal[0]

    bots = [Spy(True), Spy(False), Spy(None)]
    play_bots(GameConfig(players=["A", "B", "C"], seed=6, max_gambits=1), bots)
    for bot, searches in zip(bots, (True, False, True), strict=True):
        assert bot.got and all(got == searches for _, got in bot.got)
    # The engine takes a lone option itself (ruling L3), so test that case directly.
    state = new_game(GameConfig(players=["A", "B"], seed=6))
    legal = state.legal_actions()
    game = get_game("three-dragon-ante")
    assert sampler_for(game, Spy(True), state, state.to_act, legal) is not None
    assert sampler_for(game, Spy(True), state, state.to_act, legal[:1]) is None
    assert make_bot("heuristic").searches is False and make_bot("hard").searches is True
