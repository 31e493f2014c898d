"""Where the games are found, without loading one: the entry point group every game
registers in, and the built-in games' entry modules for an install whose metadata
predates the group.

This module imports only the standard library, so the command line can list the
games and fill in their flags while `tda --help` stays light (issue 19); the
registry (`tda.table.registry`) loads each entry's `Game` from the same list.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import metadata

THREE_DRAGON_ANTE = "three-dragon-ante"
DEFAULT_GAME = THREE_DRAGON_ANTE  # what a record or save that names no game holds (old saves)
ENTRY_POINTS = "tda.games"  # the entry point group every game registers in
DISTRIBUTION = "tda"  # this project's own distribution (its entry points name the built-ins)
# The built-in games' entry modules, imported when the installed metadata predates the
# entry points (an editable install made before they were added): each names its game
# `GAME`, as its entry point does, so both ways agree.
BUILTIN_MODULES = ("tda.games.three_dragon_ante", "tda.games.dragonmaster")
GAME_ATTRIBUTE = "GAME"


@dataclass(frozen=True)
class Entry:
    """One game's entry: `module:attribute` names its `Game` (importing `module` may
    be light, as tda's own game packages are, or load the whole game). `name` is the
    entry point's name (the game's, for tda's own); None for a built-in module found
    without metadata, whose game gives its name once loaded."""
    name: str | None
    module: str
    attribute: str = GAME_ATTRIBUTE


def _ours(entry: metadata.EntryPoint) -> bool:
    return entry.dist is not None and entry.dist.name == DISTRIBUTION


def game_entries() -> list[Entry]:
    """Every game's entry: tda's own first, then the others, each by name, so the
    order players see does not hang on the order of the installed distributions on
    sys.path. With no entry of tda's own (old metadata), the built-in modules stand
    in for them."""
    points = sorted(metadata.entry_points(group=ENTRY_POINTS),
                    key=lambda e: (not _ours(e), e.name))
    found = [Entry(None, module) for module in BUILTIN_MODULES] \
        if not any(_ours(e) for e in points) else []
    for point in points:
        module, _colon, attribute = point.value.partition(":")
        found.append(Entry(point.name, module.strip(), attribute.strip() or GAME_ATTRIBUTE))
    return found
