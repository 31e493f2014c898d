"""Moved to `tda.table.sim`; this name stays so old imports keep working.

The old module name is the new module itself (not a copy of its names), so
monkeypatching `tda.sim` patches what the table runs.
"""

import sys

from tda.table import sim as _moved

sys.modules[__name__] = _moved
