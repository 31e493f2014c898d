"""The built-in games, one entry module each (`three_dragon_ante`, `dragonmaster`).

Each module is its game's composition root: it hands the game's rules, bots, story
and screens (by module path) to the table as one `tda.table.registry.Game` entry, and
pyproject.toml names it in the entry point group `tda.games`. A third game needs no
edit here: its own package names its entry in that group.

`hand_over` is what every game package's `__init__` shares: its `GAME` (and whatever
else the package names) imported only when first asked for, so the package stays light.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping


def hand_over(package: str, attributes: Mapping[str, str]) -> Callable[[str], object]:
    """A game package's module `__getattr__` (PEP 562) that hands over each name of
    `attributes` ("GAME": ".game:GAME", a module relative to `package` when it starts
    with a dot) when it is first asked for: importing the package, its words or its
    screens loads neither its registration nor what that brings (the engine, its
    bots, pydantic); the entry point `package:GAME` asks for it."""
    def __getattr__(name: str) -> object:
        where = attributes.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attribute = where.partition(":")
        return getattr(importlib.import_module(module, package), attribute)
    return __getattr__
