"""Moved to `tda.table.tournament`; this name stays so old imports keep working.

The old module name is the new module itself (not a copy of its names), so
monkeypatching `tda.tournament` patches what the table runs.
"""

import sys

from tda.table import tournament as _moved

sys.modules[__name__] = _moved
