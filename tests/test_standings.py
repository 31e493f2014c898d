"""The final standings in words (pure, no UI): hole shares beside each total and the
stakes left on the table (ruling R16)."""

import random
import subprocess
import sys

from tda.engine import GameConfig, GameEnd, GameResult, new_game
from tda.engine import events as ev
from tda.games.three_dragon_ante.bots import make_bot
from tda.games.three_dragon_ante.words.standings import (
    hole_shares,
    last_gambit_line,
    ranking,
    standing_lines,
)

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def finished(deck: str, seed: int, **options):
    """A whole game between random bots (seeded)."""
    state = new_game(GameConfig(players=NAMES, deck=deck, seed=seed, **options))
    bot, rng = make_bot("random"), random.Random(seed)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions(), rng))
    return state


def test_hole_shares_add_up_each_awarded_amount():
    """Tied winners' shares of the hole (L11) are read from the HoleAwarded events."""
    log = [ev.HoleAwarded(1, 4), ev.GambitStarted(3), ev.HoleAwarded(2, 4)]
    assert hole_shares(log) == {1: 4, 2: 4}
    assert hole_shares([]) == {}


def test_last_gambit_line_tells_how_the_last_gambit_ended():
    """The game ends straight after its last gambit: one line says who took the stakes,
    or that nobody did (R1/L1)."""
    won = [ev.GambitWon(2, 12, "strongest"), ev.GambitStarted(2), ev.GambitWon(0, 38, "weakest")]
    assert last_gambit_line(NAMES, won) == ("Last gambit: Ann took the stakes, 38 gold "
                                            "(weakest flight).")
    undecided = won + [ev.GambitUndecided("tied flights and no cards left to play", 9)]
    assert last_gambit_line(NAMES, undecided) == ("Last gambit: nobody won it (tied flights "
                                                  "and no cards left to play).")
    assert last_gambit_line(NAMES, []) is None


def test_standings_show_the_hole_share_and_the_winner():
    """R9: the winner's total says how much of it came from the hole."""
    result = GameResult(gold=(0, 102, 0, 58), winners=(1,), hole=5, end=GameEnd.HOARD_EMPTY)
    assert standing_lines(NAMES, result, {1: 5}) == [
        "1. Bob: 102 gold (incl. 5 from the hole)  ← winner",
        "2. Dee: 58 gold", "3. Ann: 0 gold", "4. Cid: 0 gold"]


def test_standings_name_the_stakes_left_on_the_table():
    """R16: gold left in the stakes after an undecided last gambit is named, no one's."""
    result = GameResult(gold=(50, 124, 0, 25), winners=(1,), hole=0,
                        end=GameEnd.HOARD_EMPTY, stakes=1)
    lines = standing_lines(NAMES, result, {})
    assert lines[-1] == ("The 1 gold left in the stakes belongs to no one: "
                         "nobody won the last gambit.")
    assert ranking(result) == [1, 0, 3, 2]
    won = standing_lines(NAMES, result, {}, last_won=True)  # debts repaid after a win
    assert won[-1] == ("The 1 gold left in the stakes belongs to no one: it was left "
                       "there when the game ended.")


def test_a_legendary_final_figure_is_the_last_gambit_plus_the_hole():
    """R9: after the last gambit the winners take the hole; each total in the standings
    is the chart's last value plus that seat's share, and no gold is lost (R16)."""
    for seed in (1, 5):  # one winner; two tied winners sharing the hole (L11)
        state = finished("legendary", seed, variant="show-em")
        result, shares = state.result, hole_shares(state.view(None).log)
        assert sum(shares.values()) == result.hole > 0
        assert set(shares) == set(result.winners)
        after_last = state.gold_history[-1]
        assert [after_last[s] + shares.get(s, 0) for s in range(4)] == list(result.gold)


def test_an_original_game_keeps_every_coin_in_the_tally():
    """R16: final hoards plus the stakes left equal all the gold the game began with."""
    state = finished("original", 3)
    assert state.result.stakes > 0
    assert sum(state.result.gold) + state.result.stakes == sum(state.gold_history[0])


def test_standings_import_without_the_ui_libraries():
    """tda.games.three_dragon_ante.words.standings stays below the UI: importing it loads neither textual nor rich."""
    code = ("import sys, tda.games.three_dragon_ante.words.standings; "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')); "
            "sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
