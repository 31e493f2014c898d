"""The engine, cards and bots import without the UI libraries."""

import subprocess
import sys


def test_core_imports_without_textual_or_rich():
    """Importing tda.engine, tda.cards and tda.bots leaves textual and rich unloaded."""
    code = ("import sys, tda.engine, tda.cards, tda.bots, tda.table.sim, tda.table.session; "
            "from tda.engine import GameConfig, new_game; new_game(GameConfig(players=['a','b'], seed=1)); "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')); "
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
