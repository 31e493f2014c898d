"""tda: Three-Dragon Ante and Dragonmaster at the terminal."""

from __future__ import annotations

import sys
from importlib import import_module
from typing import Any

__version__ = "0.1.0"


# The composition root: the card editions fill the engine's registries (decks,
# powers, ante effects), so `from tda.engine import new_game` finds every deck
# while the engine itself never imports the cards. The cards are imported right
# after `tda.engine` is (before its importer gets it back), not with this package:
# `import tda` stays cheap, so `tda --help` and a Dragonmaster-only command start
# without reading Three-Dragon Ante's card data (issue 19: `tda --help` <= 150 ms).
class _CardsAfterEngine:
    """A meta-path finder that finds `tda.engine` as usual and hands its loader back
    wrapped, so that executing the engine ends by importing `tda.cards`."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != "tda.engine":
            return None
        sys.meta_path.remove(self)  # once: the cards import the engine themselves
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            spec = find(name, path, target) if find else None
            if spec is not None:
                if spec.loader is not None:
                    spec.loader = _ThenCards(spec.loader)
                return spec
        return None


class _ThenCards:
    """The engine's own loader (every other attribute passes through), then the cards."""

    def __init__(self, loader: Any) -> None:
        self._loader = loader

    def __getattr__(self, name: str) -> Any:
        return getattr(self._loader, name)

    def create_module(self, spec: Any) -> Any:
        return self._loader.create_module(spec)

    def exec_module(self, module: Any) -> None:
        self._loader.exec_module(module)
        import_module("tda.cards")  # registers every edition, deck and power


if "tda.engine" not in sys.modules:
    sys.meta_path.insert(0, _CardsAfterEngine())
