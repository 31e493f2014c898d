"""tda: Three-Dragon Ante and Dragonmaster at the terminal.

`import tda` loads nothing more: `tda --help` and a Dragonmaster-only command start
without reading Three-Dragon Ante's card data (issue 19). The games register through
their entries (`tda.games`, found by `tda.table.registry`); the card editions fill the
engine's registries when Three-Dragon Ante's entry is loaded, which the engine asks
for the first time it looks a deck up.
"""

from __future__ import annotations

__version__ = "0.1.0"
