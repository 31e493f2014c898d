"""A state's fields are declared once: a clone copies or shares each one safely, and
the sampler's account of what it does covers every field."""

import pickle
import random
from dataclasses import FrozenInstanceError, replace
from typing import NamedTuple

import pytest

from tda.cards.powers.choices import ChooseTarget, Targeted
from tda.engine import (
    GameConfig,
    GameState,
    flights,
    game_end,
    gold,
    hands,
    new_game,
    sampling,
    view,
)
from tda.engine.flow import AnteChoice, Refill
from tda.engine.state import FIELDS
from tda.engine.steps import STEPS, DecisionStep, Step

IMMUTABLE = (int, str, bool, float, bytes, type(None), frozenset)


def shared_mutables(a, b, path: str, seen: set[int]) -> list[str]:
    """Paths where `a` and `b` hold the same mutable object (walking tuples, lists,
    sets, dicts and records); an immutable leaf may be shared freely."""
    if isinstance(a, IMMUTABLE) or id(a) in seen:
        return []
    seen.add(id(a))
    if isinstance(a, (list, set, dict, bytearray)) and a is b:
        return [path]
    if isinstance(a, dict):
        return [p for k in a if k in b
                for p in shared_mutables(a[k], b[k], f"{path}[{k!r}]", seen)]
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return [p for i, (x, y) in enumerate(zip(a, b, strict=False))
                for p in shared_mutables(x, y, f"{path}[{i}]", seen)]
    slots = getattr(type(a), "__slots__", None)
    if slots is not None and hasattr(type(a), "__dataclass_fields__"):
        return [p for name in slots
                for p in shared_mutables(getattr(a, name), getattr(b, name), f"{path}.{name}",
                                         seen)]
    return []


# Held by reference on purpose: set at setup and never mutated (the card table's
# index, the config); the cached legal actions (replaced, never changed in place);
# the event and action chains (frozen links, newest first: long, so not walked).
NEVER_MUTATED = {"by_id", "config", "rules", "cards", "_legal", "_log", "_acts"}


def clone_problems(state: GameState) -> list[str]:
    clone = state.clone()
    problems = [f"{name}: not set on the clone" for name in FIELDS if not hasattr(clone, name)]
    for name in FIELDS:
        if name in NEVER_MUTATED or not hasattr(clone, name):
            continue
        problems += shared_mutables(getattr(state, name), getattr(clone, name), name, set())
    return problems


def played(deck: str, steps: int, seed: int = 5) -> GameState:
    players = ["Ann", "Bob", "Cid", "Dee"]
    config = GameConfig(players=players, deck=deck.split(":")[0], seed=seed,
                        variant=deck.split(":")[1] if ":" in deck else None)
    state, rng = new_game(config), random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("deck", ["original", "emperors-gambit", "legendary:pick-em+show-em",
                                  "legendary"])
@pytest.mark.parametrize("steps", [0, 7, 40, 400])
def test_a_clone_shares_no_mutable_object(deck, steps):
    """Every field of a clone is its own: changing one never changes the other."""
    assert clone_problems(played(deck, steps)) == []


def test_a_shared_list_fails_the_check():
    """The check itself catches a clone that shares a list with its original."""
    state = played("original", 12)
    clone = state.clone()
    clone.hoards = state.hoards  # what a forgotten copy in clone() would do
    assert shared_mutables(state.hoards, clone.hoards, "hoards", set()) == ["hoards"]
    # a list inside a typed record (they are meant to hold only immutable values)
    state.effects = clone.effects = replace(state.effects, revealed=state.hands[0])
    assert shared_mutables(state.effects, clone.effects, "effects", set()) == [
        "effects.revealed"]


def test_the_typed_records_are_immutable():
    """A clone shares the rule records: a power replaces them, never edits them."""
    state = played("legendary", 30)
    with pytest.raises(FrozenInstanceError):
        state.effects.min_rounds = 4  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        state.building.set_aside = ()  # type: ignore[misc]


def test_fields_are_declared_once():
    """Issue 29.6: GameState's slots are exactly the fields its class body declares
    with their types, in one place: the class has no base but `object` (no mixins)."""
    assert GameState.__slots__ == FIELDS == tuple(GameState.__annotations__)
    assert GameState.__bases__ == (object,)


def test_the_rules_are_plain_functions_bound_once():
    """Issue 29.6: each rule the state offers as a method is a plain function
    `fn(g, ...)` of the module named after it, bound in GameState's body."""
    assert GameState.pay is gold.pay and GameState.draw is hands.draw
    assert GameState.check_special_flights is flights.check_special_flights
    assert GameState.view is view.view and GameState.finish is game_end.finish
    modules = {"tda.engine." + m for m in ("gold", "hands", "flights", "gambit", "game_end",
                                          "view")}
    rules = [name for name, value in vars(GameState).items()
             if callable(value) and getattr(value, "__module__", "") in modules]
    assert len(rules) >= 50 and all(vars(GameState)[n].__name__ == n for n in rules)


def test_the_sampler_accounts_for_every_field():
    """sampling.py says, field by field, what a sample does with each one."""
    doc = sampling.__doc__
    missing = [name for name in FIELDS if f"`{name}`" not in doc]
    assert missing == []


@pytest.mark.parametrize("deck", ["original", "emperors-gambit", "original+emperors-gambit",
                                  "legendary:pick-em", "legendary:traditional"])
def test_every_pending_frame_is_a_named_record(deck):
    """Issue 29.6: frames are NamedTuples (plain data, named parts) whose class is
    their step, registered once by its name; so is a target step's continuation,
    whose target is unset (-1) until chosen. The one on top decides."""
    for seed in range(3):
        state = played(deck, 0, seed)
        rng = random.Random(seed)
        while not state.is_over and state.gambit <= 3:
            assert isinstance(state.stack[-1], DecisionStep)
            for frame in state.stack:
                assert isinstance(frame, tuple) and isinstance(frame, Step), frame
                assert hasattr(frame, "_fields") and STEPS[type(frame).__name__] is type(frame)
                if isinstance(frame, ChooseTarget):
                    assert isinstance(frame.cont, Targeted) and frame.cont.target == -1, frame
                elif isinstance(frame, Targeted):
                    assert frame.target >= 0, frame
            state.apply(rng.choice(state.legal_actions()))


def test_frames_are_equal_only_as_the_same_step():
    """Issue 29.6: two frames with the same parts but different steps differ (a tuple
    alone would call them equal), and a frame survives a pickle as itself."""
    assert Refill(1) == Refill(1) and hash(Refill(1)) == hash(Refill(1))
    assert Refill(1) != AnteChoice(1) and not (Refill(1) == AnteChoice(1))
    assert Refill(1) != (1,) and Refill(1) != Refill(2)
    again = pickle.loads(pickle.dumps(AnteChoice(2)))
    assert type(again) is AnteChoice and again == AnteChoice(2) and again.seat == 2


def test_a_step_may_not_hide_a_part_of_its_frame():
    """Issue 29.6: a step's class attribute named like one of its parts (`kind` on a
    frame whose part is a card's kind) would silently read the wrong value: refused."""
    class KindArgs(NamedTuple):
        seat: int
        kind: str

    with pytest.raises(RuntimeError, match="hides its parts"):
        class Hiding(DecisionStep, KindArgs):
            kind = "ante"
