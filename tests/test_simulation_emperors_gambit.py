"""Simulation layer for the revised rules: every Emperor's Gambit deck at 2-6 players."""

import random

import pytest

from tda.cards.powers.emperors_gambit import SorcererAnte, SorcererChoice
from tda.engine import GameConfig, GameState, ante_effects
from tda.engine.invariants import check
from tda.games.three_dragon_ante.bots import make_bot
from tda.table.session import play_bots
from tda.table.sim import simulate

GAMES = 16  # per deck and player count: 8 decks x 5 counts x 16 = 640 checked games
DECKS = [("emperors-gambit", None), ("original", "revised"),
         ("original+emperors-gambit", None), ("age-of-mortals", None),
         ("avandras-hand", None), ("oddshuffle", None), ("strength-and-greed", None),
         ("evil-times", None)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("deck, ruleset", DECKS)
def test_revised_decks_keep_invariants(deck, ruleset, players):
    """Gold and cards conserved, views private, records replay, games end (R11)."""
    summary = simulate(GAMES, players=players, ruleset=ruleset, deck=deck,
                       seed=7000 + 100 * players)
    assert summary.failures == [], summary.failures[0]["trace"]
    assert summary.ruleset == "revised"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_custom_deck_file_keeps_invariants(tmp_path, players):
    """A player's own deck file plays like any other deck."""
    path = tmp_path / "party.toml"
    path.write_text('name = "Party"\ncolors = ["red", "gold", "mithral", "shadow", "iron", '
                    '"brass", "gray", "silver"]\ncards = ["bahamut", "tiamat", "io", '
                    '"hatchling", "exarch", "spy", "dragon-turtle", "sorcerer", "archmage", '
                    '"priest", "adventurer", "wyrmpriest"]\n')
    summary = simulate(GAMES, players=players, deck=str(path), seed=8000 + players)
    assert summary.failures == [], summary.failures[0]["trace"]


def test_optional_end_rules_under_revised_rules():
    """Knock-outs (their recorded debts), gold targets, gambit limits and poor starts end."""
    for options in ({"end_players_left": 2}, {"end_gold": 60}, {"max_gambits": 3},
                    {"starting_gold": 4}):
        summary = simulate(12, players=4, deck="emperors-gambit", seed=11, **options)
        assert summary.failures == [], (options, summary.failures[0]["trace"])


def _watched_game(config, monkeypatch):
    """Play random bots, checking the revised rules' own bookkeeping at every step."""
    settle = GameState.settle_gambit_ledgers

    def settled(self):
        settle(self)
        assert self.debts == [], "ruling R8: no debt survives the gambit's end"

    monkeypatch.setattr(GameState, "settle_gambit_ledgers", settled)
    live: set[str] = set()
    total = None

    def on_events(state, events):
        nonlocal total
        total = total or sum(state.hoards) + state.stakes
        check(state, total)
        ended = False
        for event in events:
            name = type(event).__name__
            if name in ("GambitWon", "GambitUndecided"):
                ended = True
            elif name == "DebtRepaid":
                assert ended, "revised debts are only paid when the gambit ends"
            elif name == "AnteEffectStarted":
                assert event.card not in live
                live.add(event.card)
            elif name == "AnteEffectEnded":
                live.remove(event.card)
        assert set(state.view(0).ante_effects) == live
        assert set(ante_effects.live_cards(state)) == live
        if state.effects.revealed:  # turned up by a Sorcerer whose power is pending
            assert any(type(f) in (SorcererChoice, SorcererAnte) for f in state.stack)

    bots = [make_bot("random") for _ in config.players]
    return play_bots(config, bots, on_events=on_events)


@pytest.mark.parametrize("deck", ["emperors-gambit", "avandras-hand", "age-of-mortals"])
def test_ante_effects_and_debts_bookkeeping(deck, monkeypatch):
    """Ante effects start and end in pairs and match the view; debts wait for the end."""
    rng = random.Random(5)
    for game in range(10):
        players = rng.randrange(2, 7)
        names = [f"P{i}" for i in range(players)]
        config = GameConfig(players=names, deck=deck, seed=900 + game,
                            starting_gold=rng.choice([None, 3, 6]))
        state = _watched_game(config, monkeypatch)
        assert state.is_over
