"""The engine never imports the cards; bots reach the engine only through its
public surface (`tda.engine`'s exports), never its modules or the cards."""

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "tda"


def imported_modules(package: str) -> list[tuple[str, str]]:
    """(file, absolute module) for every import in the package, inside functions too."""
    found = []
    for path in sorted((SRC / package).rglob("*.py")):
        parts = ("tda", *path.relative_to(SRC).with_suffix("").parts)
        here = parts[:-1]  # the package a relative import starts from
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(path.name, alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = ".".join(here[:len(here) - node.level + 1]) if node.level else ""
                module = ".".join(filter(None, (base, node.module)))
                found += [(path.name, module)]
                found += [(path.name, f"{module}.{alias.name}") for alias in node.names
                          if module in ("tda", "tda.engine")]
    return found


def test_engine_never_imports_the_cards():
    """Decks and powers reach the engine through registries the cards fill."""
    bad = [(f, m) for f, m in imported_modules("engine")
           if m == "tda.cards" or m.startswith("tda.cards.")]
    assert bad == []


def test_bots_use_only_the_engine_surface():
    """A bot imports `tda.engine` itself (its exports), never an engine module or the cards."""
    bad = [(f, m) for package in ("bots", "games/three_dragon_ante/bots")
           for f, m in imported_modules(package)
           if m.startswith(("tda.cards", "tda.engine."))
           and m.removeprefix("tda.engine.") not in _exports()]
    assert bad == []


def _exports() -> set[str]:
    import tda.engine
    return set(tda.engine.__all__)


def test_imported_modules_sees_relative_and_nested_imports():
    """The walker resolves `from ..cards import x` inside a function (the hidden kind)."""
    modules = {m for _f, m in imported_modules("games/three_dragon_ante/bots")}
    assert "tda.engine" in modules and "tda.games.three_dragon_ante.bots.base" in modules
