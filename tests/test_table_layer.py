"""`tda.table` is game-neutral: importing it loads no game, no bot and no UI."""

import subprocess
import sys


def test_the_table_imports_no_game():
    """The table's modules import without tda.engine, tda.cards, tda.bots or a UI
    library (games reach the table through its registry)."""
    code = ("import sys, tda.table, tda.table.session, tda.table.saves, "
            "tda.table.timeline, tda.table.export, tda.table.tournament, tda.table.sim; "
            "bad = sorted(m for m in sys.modules if m.startswith(('tda.engine', 'tda.cards', "
            "'tda.bots', 'tda.games')) or m.split('.')[0] in ('textual', 'rich')); "
            "print(bad); sys.exit(1 if bad else 0)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
