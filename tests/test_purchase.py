"""A purchase's first half (reveal the top card, discard it, announce it at its
price) is written once, in `hands.buy`, with or without character abilities; the
abilities' windows take over only for the payment and the draw (issue 29, the
review's leftover "the purchase's first half is written twice")."""

from __future__ import annotations

import ast
from pathlib import Path

import tda.engine
from tda.engine import GameConfig, new_game
from tda.engine.abilities.buying import FinishBuy
from tda.engine.events import CardsBought

ENGINE = Path(tda.engine.__file__).parent


def _calls_of(name: str) -> list[str]:
    """Each function of the engine that calls `name(...)`, as "module.py:function"."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            for node in ast.walk(function):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id == name):
                    found.append(f"{path.relative_to(ENGINE)}:{function.name}")
    return found


def test_a_purchase_is_revealed_and_announced_in_one_place() -> None:
    """issue 29 (review): one function reveals a purchase and announces it (CardsBought);
    on main `abilities/buying.buy` held a second copy of `hands.buy`'s first half."""
    assert _calls_of("CardsBought") == ["hands.py:buy"]


def _bought(state, seat: int) -> list[CardsBought]:
    before = len(state.log)
    state.buy(seat)
    return [e for e in state.log[before:] if isinstance(e, CardsBought)]


def test_a_purchase_with_and_without_abilities_reveals_the_same_card() -> None:
    """issue 29 (review): the same seed reveals, discards and announces the same card at
    the same price with abilities as without; with abilities the payment and the draw
    wait in a FinishBuy step (W6/W7 may change them), without they are done at once."""
    plain = new_game(GameConfig(players=["Ann", "Bob", "Cid"], seed=5, ruleset="revised"))
    able = new_game(GameConfig(players=["Ann", "Bob", "Cid"], seed=5, ruleset="revised",
                               abilities=[["bluff"], [], []]))
    assert plain.deck == able.deck
    for state in (plain, able):  # an emptied hand buys
        state.discard.extend(state.hands[0])
        state.hands[0].clear()
    top = plain.deck[-1]
    [bought] = _bought(plain, 0)
    [same] = _bought(able, 0)
    assert bought == same and bought.revealed == plain.cards[top].id
    assert bought.price == plain.cards[top].strength
    assert plain.discard[-1] == able.discard[-1] == top
    assert len(plain.hands[0]) == 4 and able.hands[0] == []  # drawn at once, or after W6/W7
    assert type(able.stack[-1]) is FinishBuy and able.stack[-1].card == top
