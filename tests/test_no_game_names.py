"""The shared layers hold no game's name (issue 29.5): the setup screen, the table
panels' lookup, the bots' shared parts and the table name no game in their code
(comments and docstrings may mention one), so a third game needs no edit there.
The table's registry keeps one name (re-exported by `tda.table`): the game an old save
without a game's name belongs to."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "tda"
SHARED = ["tui/setup_screen.py", "tui/setup_fields.py", "tui/panels.py", "bots/search.py",
          "bots/base.py", *sorted(str(p.relative_to(SRC)) for p in (SRC / "table").glob("*.py")
                                  if p.name not in ("registry.py", "__init__.py"))]
NAMES = ("dragonmaster", "three-dragon", "three_dragon", "three dragon")


def code_words(tree: ast.AST) -> list[str]:
    """Every string constant, name and attribute in the code, docstrings aside."""
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef |
                                ast.AsyncFunctionDef)
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    words = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docstrings:
            words.append(node.value)
        elif isinstance(node, ast.Name):
            words.append(node.id)
        elif isinstance(node, ast.Attribute):
            words.append(node.attr)
        elif isinstance(node, ast.alias):
            words.append(node.name)
        elif isinstance(node, ast.ImportFrom) and node.module:
            words.append(node.module)
    return words


@pytest.mark.parametrize("path", SHARED)
def test_a_shared_module_names_no_game(path):
    """issue 29.5: no game's name in a shared module's code."""
    found = [word for word in code_words(ast.parse((SRC / path).read_text()))
             if any(name in word.lower() for name in NAMES)]
    assert found == [], f"{path} names a game: {found}"
