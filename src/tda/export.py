"""Moved to `tda.table.export`; this name stays so old imports keep working.

The old module name is the new module itself (not a copy of its names), so
monkeypatching `tda.export` patches what the table runs.
"""

import sys

from tda.table import export as _moved

sys.modules[__name__] = _moved
