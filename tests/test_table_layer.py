"""`tda.table` is game-neutral: importing it adds no game, no bot and no UI."""

import subprocess
import sys

# The root package is the composition root: `import tda` lets the card editions fill
# the engine's registries (so `from tda.engine import new_game` finds every deck).
# What the table must not do is pull in anything more than that by itself.
CODE = """
import sys
import tda
before = set(sys.modules)
import tda.table, tda.table.session, tda.table.saves, tda.table.timeline
import tda.table.export, tda.table.tournament, tda.table.sim, tda.table.wire
added = set(sys.modules) - before
bad = sorted(m for m in added if m.startswith(('tda.engine', 'tda.cards', 'tda.bots',
             'tda.games', 'tda.dragonmaster')) or m.split('.')[0] in ('textual', 'rich'))
print(bad)
sys.exit(1 if bad else 0)
"""


def test_the_table_imports_no_game():
    """The table's modules import without adding tda.engine, tda.cards, tda.bots or a
    UI library to what the root package loads (games reach the table through its
    registry)."""
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
