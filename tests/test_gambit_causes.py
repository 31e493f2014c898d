"""A gambit's end names the cards that made the weakest flight win, from the event."""

import random
from pathlib import Path

import pytest

from scenario import load, start
from tda.engine import events as ev
from tda.games.three_dragon_ante.words.story import Storyteller

ANTE_EFFECTS = Path(__file__).parent / "scenarios" / "emperors_gambit" / "ante_effects"


def gambit_won(name: str):
    spec = load(ANTE_EFFECTS / name)
    game = start(spec)
    for action in spec["actions"]:
        game.apply(game.parse_action(action))
    won = [e for e in game.log if isinstance(e, ev.GambitWon)]
    return game, won[0]


def test_the_hatchling_alone_is_named_not_the_druid():
    """The Hatchling's win is told as the Hatchling's, with no Druid in sight."""
    game, won = gambit_won("hatchling_names_itself.toml")
    assert won.reason == ev.WinRule.WEAKEST == "weakest"
    assert won.causes == (ev.Cause(ev.CauseKind.ANTE_EFFECT, "hatchling"),)
    line = Storyteller(game.names, game.cards).tell(won)
    assert "Hatchling in the ante" in line and "Druid" not in line


def test_the_druid_and_the_hatchling_are_both_named():
    """Both at once (ruling R2: the same as one) are both credited, Druid first."""
    game, won = gambit_won("hatchling_and_druid.toml")
    assert won.causes == (ev.Cause(ev.CauseKind.POWER, "druid"),
                          ev.Cause(ev.CauseKind.ANTE_EFFECT, "hatchling"))
    teller = Storyteller(game.names, game.cards)
    assert teller.causes(won.causes) == "the Druid and the Hatchling in the ante"


def test_causes_keep_the_event_words_stable():
    """The enum reads, compares and prints as its word, so logs and reprs do not change."""
    assert repr(ev.WinRule.WEAKEST) == "'weakest'" and f"{ev.WinRule.STRONGEST}" == "strongest"


def test_the_game_end_and_the_debt_rule_are_enums():
    """A finished game names its end condition; a ruleset's debt rule is a DebtRule."""
    from tda.engine import RULESETS, DebtRule, GameConfig, GameEnd, new_game
    assert {r.debt for r in RULESETS.values()} == set(DebtRule)
    game = new_game(GameConfig(players=["Ann", "Bob"], seed=3, max_gambits=1))
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    ended = [e for e in game.log if isinstance(e, ev.GameEnded)]
    assert ended[0].end in (GameEnd.GAMBITS_PLAYED, GameEnd.HOARD_EMPTY)
    assert ended[0].reason == game.result.reason


@pytest.mark.parametrize("end, number, words", [
    ("hoard empty", 0, "a hoard is empty"),
    ("players left", 1, "1 player remains"), ("players left", 3, "3 players remain"),
    ("gold reached", 50, "a hoard reached 50 gold"),
    ("gambits played", 1, "1 gambit was played"), ("gambits played", 4, "4 gambits were played"),
    ("time limit", 4, "the time limit was reached and gambit 4 was the last"),
])
def test_each_end_condition_keeps_its_sentence(end, number, words):
    """The result's reason is its end condition and number (issue 29.2), said by the
    words layer in the words it always had."""
    from tda.engine import GameEnd
    from tda.words import render
    assert render(GameEnd(end).reason(number)) == words


def test_the_result_names_its_end_condition():
    """GameResult.end is the enum, GameResult.reason its sentence, as the event has them."""
    from tda.engine import GameConfig, GameEnd, new_game
    game = new_game(GameConfig(players=["Ann", "Bob", "Cy"], seed=5, max_gambits=2))
    rng = random.Random(5)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    ended = [e for e in game.log if isinstance(e, ev.GameEnded)][0]
    assert isinstance(game.result.end, GameEnd) and game.result.end == ended.end
    assert game.result.reason == ended.reason == game.result.end.reason(
        2 if game.result.end is GameEnd.GAMBITS_PLAYED else 0)
    assert (game.result.end, game.result.number) == (ended.end, ended.number)


def test_every_reason_an_event_gives_is_an_enum_word():
    """Leads, cancelled debts, undecided gambits and ended ante effects give their
    reason as an enum member (a moved card its places), which still equals and
    prints as the old word."""
    from tda.engine import DebtEnd, EffectEnd, GameConfig, LeadReason, Place, Undecided, new_game
    kinds = {ev.LeaderChosen: LeadReason, ev.DebtCancelled: DebtEnd,
             ev.GambitUndecided: Undecided, ev.AnteEffectEnded: EffectEnd}
    seen = set()
    for seed in range(6):
        game = new_game(GameConfig(players=["Ann", "Bob", "Cy"], seed=seed,
                                   deck="original+emperors-gambit", max_gambits=3))
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        for e in game.log:
            if type(e) in kinds:
                assert isinstance(e.reason, kinds[type(e)]), e
                assert str(e.reason) == e.reason.value and repr(e.reason) == repr(e.reason.value)
                seen.add(type(e))
            if isinstance(e, ev.CardMoved):  # and a card's places are Place words
                assert isinstance(e.source, Place) and isinstance(e.destination, Place), e
    assert ev.LeaderChosen in seen and LeadReason.PRIEST == "priest"
