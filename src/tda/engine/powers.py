"""The power registry: card powers are functions registered by power id.

A power runs as `fn(game, seat, card, strength)`: `card` is the card index in
the flight whose power this is (for a copy, the copying card) and `strength` is
the strength used for any "weaker/stronger" test (ruling R5: a copy uses the
copying card's own strength). A power applies its immediate effects and pushes
frames for anything that needs a decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from .events import PowerFizzled, PowerTriggered
from .steps import AutoStep
from .words import Fizzle

if TYPE_CHECKING:
    from .abilities.model import AbilityState
    from .gambit_effects import GambitEffects
    from .specials import DeckBuilding
    from .state import GameState

    # what a power may change without an event: effects, druid, priest, abilities, building
    QuietMarks = tuple[GambitEffects, str | None, int, AbilityState | None, DeckBuilding]

_new_tuple = tuple.__new__
PowerFn = Callable[..., None]
POWERS: dict[str, PowerFn] = {}


def power(power_id: str) -> Callable[[PowerFn], PowerFn]:
    def register(fn: PowerFn) -> PowerFn:
        if power_id in POWERS:
            raise RuntimeError(f"power {power_id!r} registered twice")
        POWERS[power_id] = fn
        return fn
    return register


def trigger(game: GameState, seat: int, card: int, strength: int, power_id: str,
            copied_from: int | None = None) -> None:
    """Resolve a power now: announce it, then run it.

    A marker frame goes under whatever the power pushes, so every decision it
    leaves pending can name the card whose power asks (`Decision.source`); the
    marker does nothing when its turn comes, after the power's last frame (and
    goes at once when the power leaves nothing pending)."""
    source = game.cards[card]
    copied = None if copied_from is None else game.cards[copied_from].id
    announced = PowerTriggered(seat, source.id, power_id, copied)
    game.emit(announced)
    # Built as the tuple it is: a NamedTuple's own constructor costs a Python call,
    # and a marker goes under every power that triggers.
    marker = _new_tuple(PowerMark, (seat, source.id, copied))
    game.push(marker)
    before = _quiet_marks(game)
    POWERS[power_id](game, seat, card, strength)
    if game.stack and game.stack[-1] is marker:
        game.stack.pop()  # the power left nothing pending: no need to mark it
        if game._log is not None and game._log[0] is announced and _quiet_marks(game) == before:
            # it changed nothing at all: say so (issue 27.12)
            game.emit(PowerFizzled(seat, source.id, Fizzle.NOTHING_TO_ACT_ON))


def _quiet_marks(game: GameState) -> QuietMarks:
    """What a power may change without an event: a lasting effect (the Emperor), the
    weakest-wins card (the Druid), the next leader (the Priest), abilities. Immutable
    values, so comparing them is cheap."""
    return (game.effects, game.druid, game.priest, game.abilities, game.building)


def fizzle(game: GameState, seat: int, card: int, reason: Fizzle) -> None:
    """A power that triggered and can change nothing says why (`PowerFizzled`)."""
    game.emit(PowerFizzled(seat, game.cards[card].id, reason))


class PowerMarkArgs(NamedTuple):
    seat: int
    card: str  # the card id whose power this is
    copied: str | None  # the copied card's id, for a copy


class PowerMark(AutoStep, PowerMarkArgs):
    """Under a power's frames: the card whose power asks (`Decision.source`). When
    its turn comes the power under way has no frames left: nothing more to do."""

    __slots__ = ()

    def run(self, game: GameState) -> None:
        """Nothing: the power's own frames have all run."""


def asking_power(stack: Sequence[object]) -> str | None:
    """The id of the card whose power the top decision belongs to (for a copy,
    the copied card, whose text is being carried out), or None."""
    for frame in reversed(stack):
        if isinstance(frame, PowerMark):
            return frame.copied or frame.card
    return None
