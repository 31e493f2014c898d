"""The public surface exactly as DESIGN.md writes it, and a pure core."""

import subprocess
import sys

from tda.dragonmaster import DragonmasterConfig, IllegalActionError, new_game, replay

VIEW_FIELDS = ("seat names balances dragonmaster round hand_number contracts_left contract "
               "power_player dragon_holder hand hand_counts trick led_suit tricks_won taken "
               "leader to_act decision log").split()


def test_public_surface_as_designed():
    """new_game, views with DESIGN's fields, replay, result.scores/winners."""
    state = new_game(DragonmasterConfig(players=["Ann", "Bob", "Cid", "Dee"],
                                        level="advanced", seed=7, first_dragonmaster=0))
    view = state.view(0)
    for field in VIEW_FIELDS:
        assert hasattr(view, field), field
    assert view.balances == (100_000,) * 4 and view.round == 1 and view.hand_number == 1
    assert replay(state.record()).view(0) == state.view(0)
    assert issubclass(IllegalActionError, ValueError)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    assert len(state.result.scores) == 4 and state.result.winners
    assert state.to_act is None and state.legal_actions() == [] and state.decision is None


def test_core_imports_without_textual_or_rich():
    """tda.dragonmaster is pure: importing and playing it loads no UI library."""
    code = ("import sys, tda.dragonmaster as d; "
            "d.new_game(d.DragonmasterConfig(players=['a','b','c'], seed=1)); "
            "assert 'textual' not in sys.modules and 'rich' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
