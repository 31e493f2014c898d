"""Games register themselves through the entry point group `tda.games` (issue 29.5):
the registry loads what the entry points name, falls back to the built-in entry
modules when this tda's own metadata names none (an editable install made before the
group existed), and pyproject.toml names every built-in game."""

from __future__ import annotations

import importlib.metadata as metadata
import tomllib
from pathlib import Path

import pytest

import toy_game
from tda import game_entries
from tda.table import registry

ROOT = Path(__file__).resolve().parents[1]


class Dist:
    def __init__(self, name: str) -> None:
        self.name = name


def entry(name: str, value: str, dist: str) -> metadata.EntryPoint:
    point = metadata.EntryPoint(name, value, registry.ENTRY_POINTS)
    return point._for(Dist(dist))  # type: ignore[attr-defined]


@pytest.fixture
def fresh_registry(monkeypatch):
    """An empty registry that loads again on the next lookup."""
    monkeypatch.setattr(registry, "_GAMES", {})
    monkeypatch.setattr(registry, "_loaded", False)


def test_the_entry_points_name_every_game(fresh_registry, monkeypatch):
    """issue 29.5: with entry points installed, the games come from them alone (the
    built-in module list is not read) and a package's game joins the built-ins."""
    points = metadata.EntryPoints([
        entry("three-dragon-ante", "tda.games.three_dragon_ante:GAME", "tda"),
        entry("dragonmaster", "tda.games.dragonmaster:GAME", "tda"),
        entry("toy", "toy_game:GAME", "toy-game"),
    ])
    asked = []

    def entry_points(**selection):
        asked.append(selection)
        return points.select(**selection)
    monkeypatch.setattr(metadata, "entry_points", entry_points)
    monkeypatch.setattr(game_entries, "BUILTIN_MODULES", ("no.such.module",))
    assert registry.game_names() == ["three-dragon-ante", "dragonmaster", "toy"]
    assert asked == [{"group": "tda.games"}]
    assert registry.get_game("toy") is toy_game.GAME


def test_old_metadata_falls_back_to_the_built_in_games(fresh_registry, monkeypatch):
    """An install whose metadata predates the group (entry points of other packages
    only) still has both built-in games, and the other package's game too."""
    points = metadata.EntryPoints([entry("toy", "toy_game:GAME", "toy-game")])
    monkeypatch.setattr(metadata, "entry_points", lambda **sel: points.select(**sel))
    assert registry.game_names() == ["three-dragon-ante", "dragonmaster", "toy"]


def test_pyproject_names_each_built_in_game_by_its_entry():
    """The entry points in pyproject.toml load the entry registered under that name."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    points = project["project"]["entry-points"]["tda.games"]
    assert sorted(points) == ["dragonmaster", "three-dragon-ante"]
    for name, value in points.items():
        game = metadata.EntryPoint(name, value, "tda.games").load()
        assert isinstance(game, registry.Game) and game.name == name
        assert registry.get_game(name) is game


def test_a_game_registers_once():
    """A second, different entry under a registered name is refused."""
    game = registry.get_game("dragonmaster")
    from dataclasses import replace
    with pytest.raises(ValueError, match="already registered"):
        registry.register_game(replace(game, title="Impostor"))


FRESH_ENGINE = """
import sys
import tda
assert sorted(m for m in sys.modules if m.startswith('tda')) == ['tda'], 'import tda loads more'
from tda.engine import GameConfig, new_game, replay
assert 'tda.cards' not in sys.modules, 'the engine imported the cards'
state = new_game(GameConfig(players=['Ann', 'Bob', 'Cid'], ruleset='original',
                            deck='original', seed=7))
assert 'tda.cards' in sys.modules
assert replay(state.record()).view(0) == state.view(0)
print('ok')
"""


def test_the_engine_alone_finds_its_decks_in_a_fresh_interpreter():
    """issue 29.6: no import hook in tda/__init__: `import tda` loads nothing more, the
    engine imports without the cards, and its first deck lookup loads the game's entry,
    whose editions register the decks (DESIGN.md's public surface works as written)."""
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-c", FRESH_ENGINE], capture_output=True,
                          text=True, cwd=ROOT / "src")
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_the_package_ships_py_typed():
    """issue 29.6: the package says it is typed (hatch puts every file of src/tda in the
    wheel, this one too)."""
    assert (ROOT / "src" / "tda" / "py.typed").is_file()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"] == ["src/tda"]


LIGHT_GAMES = """
import sys
import tda.games.dragonmaster
import tda.games.three_dragon_ante
heavy = sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic' or m.startswith(
    ('tda.engine', 'tda.cards', 'tda.dragonmaster', 'tda.table', 'tda.bots')))
assert heavy == [], heavy
from tda.games.dragonmaster import GAME
assert GAME.name == 'dragonmaster' and 'pydantic' in sys.modules
print('ok')
"""


def test_each_game_package_hands_its_game_over_through_one_helper():
    """issue 29.5: the built-in game packages share one lazy hand-over
    (`tda.games.hand_over`) instead of two copies of the same `__getattr__`: importing
    a package loads no engine, table or pydantic; its `GAME` comes when asked for (the
    entry point asks), and an unknown name is an AttributeError."""
    import subprocess
    import sys

    import tda.games
    import tda.games.dragonmaster
    import tda.games.three_dragon_ante
    for package in (tda.games.dragonmaster, tda.games.three_dragon_ante):
        assert package.__getattr__.__qualname__ == f"{tda.games.hand_over.__name__}.<locals>.__getattr__"
        assert package.GAME is registry.get_game(package.GAME.name)
        with pytest.raises(AttributeError, match="no attribute 'COMMAND'"):
            package.COMMAND  # noqa: B018
    done = subprocess.run([sys.executable, "-c", LIGHT_GAMES], capture_output=True,
                          text=True, cwd=ROOT / "src")
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr
