"""A gambit's end names the cards that made the weakest flight win, from the event."""

from pathlib import Path

from scenario import load, start
from tda.engine import events as ev
from tda.story import Storyteller

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
