"""The abilities' part of a game state: one immutable record (shared by clones).

`GameState.abilities` is None when the game has no character abilities: every
hook in the engine tests that one field first and does nothing more, so a game
without abilities plays, records and runs exactly as before (ABILITIES.md 4.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, TypedDict, Unpack

from ..events import Event
from .catalog import EDITIONS, Ability, Limit, config_edition
from .events import AbilityExpended, AbilityReady, AbilityUsed

if TYPE_CHECKING:
    from ..config import GameConfig
    from ..state import GameState

DISK = "disk"  # Legendary: the key of a seat's one disk in `expended`


class AbilityState(NamedTuple):
    edition: str  # "original", "revised" or "legendary" (ruling A1)
    held: tuple[tuple[str, ...], ...]  # per seat, in catalog order
    expended: frozenset[tuple[int, str]]  # (seat, ability id or DISK) not ready now
    revealed: frozenset[tuple[int, str]] | None  # secret abilities shown by a use; None: public
    ancestry: tuple[str | None, ...]  # Legendary draconic-ancestry color per seat
    plays: tuple[tuple[int, ...], ...]  # cards each seat played from hand this gambit (A2)
    wins: tuple[int, ...]  # gambits each seat has won this game
    bonus_mark: object = None  # the power resolution whose steal had its bonus (A12)
    window_mark: object = None  # the power resolution whose steal opened W10


class Changes(TypedDict, total=False):
    """What `change` may replace: any of AbilityState's fields, each with its type."""
    edition: str
    held: tuple[tuple[str, ...], ...]
    expended: frozenset[tuple[int, str]]
    revealed: frozenset[tuple[int, str]] | None
    ancestry: tuple[str | None, ...]
    plays: tuple[tuple[int, ...], ...]
    wins: tuple[int, ...]
    bonus_mark: object
    window_mark: object


def build(config: GameConfig) -> AbilityState:
    edition = config_edition(config)
    n = len(config.players)
    lists = config.abilities or [[] for _ in range(n)]
    return AbilityState(
        edition=edition, held=tuple(in_order(edition, ids) for ids in lists),
        expended=frozenset(), revealed=frozenset() if config.secret_abilities else None,
        ancestry=tuple(config.ancestry or [None] * n), plays=((),) * n, wins=(0,) * n)


def in_order(edition: str, ids: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    table = EDITIONS[edition]
    return tuple(a for a in table if a in ids)


def info(g: GameState, ability_id: str) -> Ability:
    assert g.abilities is not None
    return EDITIONS[g.abilities.edition][ability_id]


def change(g: GameState, **fields: Unpack[Changes]) -> None:
    assert g.abilities is not None
    g.abilities = g.abilities._replace(**fields)


def holds(g: GameState, seat: int, ability_id: str) -> bool:
    ab = g.abilities
    return ab is not None and ability_id in ab.held[seat] and not g.out[seat]


def is_ready(g: GameState, seat: int, ability_id: str) -> bool:
    """Whether `seat` may use the ability now (held, in the game, not expended)."""
    ab = g.abilities
    if ab is None or g.out[seat] or ability_id not in ab.held[seat]:
        return False
    key = DISK if ab.edition == "legendary" else ability_id
    return (seat, key) not in ab.expended


def disk_ready(g: GameState, seat: int) -> bool:
    ab = g.abilities
    return ab is not None and (seat, DISK) not in ab.expended


def note_use(g: GameState, seat: int, ability_id: str, args: tuple[str, ...] = ()) -> None:
    """A use: announced to all, revealed if secret, and expended as its limit says."""
    ab = g.abilities
    assert ab is not None
    g.emit(AbilityUsed(seat, ability_id, args))
    if ab.revealed is not None:
        change(g, revealed=ab.revealed | {(seat, ability_id)})
    limit = info(g, ability_id).limit
    if limit is Limit.ALWAYS:
        return
    key = DISK if limit is Limit.DISK else ability_id
    change(g, expended=ab.expended | {(seat, key)})
    g.emit(AbilityExpended(seat, key))


def flight_scored(g: GameState, seat: int) -> None:  # called from flights.py
    """A completed special flight readies what its holder expended (ruling A5)."""
    ab = g.abilities
    assert ab is not None
    if not ab.expended:
        return
    ready: list[str] = []
    if ab.edition == "legendary":
        if (seat, DISK) in ab.expended:
            ready.append(DISK)
    elif ab.edition == "revised":
        ready = [key for s, key in ab.expended
                 if s == seat and info(g, key).limit is Limit.FLIGHT]
    if ready:
        change(g, expended=ab.expended - {(seat, key) for key in ready})
        for key in sorted(ready):
            g.emit(AbilityReady(seat, key))


def new_gambit(g: GameState) -> None:
    """Plays from hand are counted per gambit; Emperor's Gambit Diplomacy comes back."""
    ab = g.abilities
    assert ab is not None
    expended = ab.expended
    if ab.edition == "revised":
        expended = frozenset(k for k in expended if k[1] != "diplomacy")
    g.abilities = ab._replace(plays=((),) * g.n, expended=expended)


def ready_map(g: GameState, seat: int, shown: tuple[str, ...]) -> dict[str, bool]:
    ab = g.abilities
    assert ab is not None
    if ab.edition == "legendary":
        disk = (seat, DISK) not in ab.expended
        return {a: disk for a in shown}
    return {a: (seat, a) not in ab.expended for a in shown}


def shown_to(g: GameState, seat: int | None, other: int) -> tuple[str, ...] | None:
    """`other`'s abilities as `seat` may see them: None while secret and unused (A27)."""
    ab = g.abilities
    assert ab is not None
    held = ab.held[other]
    if ab.revealed is None or seat == other:
        return held
    shown = tuple(a for a in held if (other, a) in ab.revealed)
    return shown or None


def emit_all(g: GameState, events: list[Event]) -> None:
    for event in events:
        g.emit(event)


def scrub_secret(ab: AbilityState, seat: int) -> AbilityState:
    """What `seat` knows of secret abilities (A27): its own, and others' used ones."""
    assert ab.revealed is not None
    held = tuple(h if s == seat else tuple(a for a in h if (s, a) in ab.revealed)
                 for s, h in enumerate(ab.held))
    # A draconic ancestry's colour would tell that the seat holds the ability.
    ancestry = tuple(c if s == seat or "draconic-ancestry" in held[s] else None
                     for s, c in enumerate(ab.ancestry))
    return ab._replace(held=held, ancestry=ancestry)
