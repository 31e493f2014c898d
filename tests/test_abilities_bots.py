"""Bots with character abilities: every bot finishes games holding them; the
heuristic values each use by its rules (bots/abilities.py); the search treats the
uses as ordinary actions."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from tda.engine import Sampler, act, new_game
from tda.games.three_dragon_ante.bots import make_bot
from tda.games.three_dragon_ante.bots.abilities import score_ability, score_draft
from tda.games.three_dragon_ante.bots.table import Table

sys.path.insert(0, str(Path(__file__).parent))
from test_abilities_simulation import random_config  # noqa: E402


def play(config, names, seed):
    game = new_game(config)
    bots = [make_bot(names[s % len(names)]) for s in range(game.n)]
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.to_act
        bot = bots[seat]
        sampler = Sampler(game, seat) if getattr(bot, "searches", False) else None
        game.apply(bot.choose(game.view(seat), game.legal_actions(), rng, sampler))
    return game, bots


@pytest.mark.parametrize("edition", ["original", "revised", "legendary"])
def test_random_and_heuristic_bots_finish_games_with_abilities(edition):
    for seed in range(3):
        game, bots = play(random_config(edition, seed), ["heuristic", "random"], seed)
        assert game.is_over and all(getattr(b, "fallbacks", 0) == 0 for b in bots)


def test_the_search_bot_plays_with_abilities():
    """ISMCTS expands ability decisions like any other (a short Legendary game)."""
    config = random_config("legendary", 4).model_copy(update={"max_gambits": 1})
    game, _ = play(config, ["ismcts:iterations=12", "heuristic"], 4)
    assert game.is_over


def test_heuristic_values():
    """Draws are worth taking, Heal and giving the lead away are not; the draft
    follows the preference list."""
    game = new_game(random_config("legendary", 2))
    t = Table.from_state(game, 0, "use-ability")
    draw, pass_ = score_ability(t, [act("use", "versatile-trickster"), act("pass")])
    assert draw > pass_
    game = new_game(random_config("revised", 0))
    t = Table.from_state(game, 0, "use-ability")
    heal, lead, pass_ = score_ability(t, [act("use", "heal", "1"), act("use", "diplomacy", "1"),
                                          act("pass")])
    assert heal < pass_ and lead < pass_
    first, last = score_draft(t, [act("pick", "thievery"), act("pick", "heal")])
    assert first > last


def test_heuristic_takes_profession_gambler_on_a_dear_card():
    """A revealed 10 is worth swapping for an unknown card; a revealed 1 is not."""
    game = new_game(random_config("original", 2))
    t = Table.from_state(game, 0, "use-ability")
    for revealed, wanted in (("green-10", True), ("black-1", False)):
        t.revealed = game.cards[game.by_id[revealed]]
        use, pass_ = score_ability(t, [act("use", "profession-gambler"), act("pass")])
        assert (use > pass_) is wanted


def test_an_ability_question_crosses_to_the_bot_process():
    """A search bot's request at an ability window pickles (scrubbed sampler, view with
    the ability fields) and its answer is legal."""
    import pickle

    import tda.games.three_dragon_ante.game  # noqa: F401  (registers the game)
    from tda.table.bot_request import BotRequest, choose, request_bytes
    game = new_game(random_config("legendary", 5))
    rng = random.Random(5)
    while game.decision.kind != "use-ability":
        game.apply(rng.choice(game.legal_actions()))
    seat = game.to_act
    request = BotRequest("three-dragon-ante", "ismcts:iterations=5", game.view(seat),
                         tuple(game.legal_actions()), random.Random(1).getstate(),
                         Sampler(game, seat))
    action, _ = choose(pickle.loads(request_bytes(request)))
    assert action in {str(a) for a in game.legal_actions()}
