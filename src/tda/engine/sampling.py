"""Sampled deals for search bots: full game states consistent with one seat's view.

A bot sees a PlayerView, never the state (ruling R10). A search bot also needs
whole states to play forward, so the session hands it a `Sampler` beside its
view: an opaque object whose one method deals everything the seat cannot see
again at random. Nothing about the true hidden cards gets through it.
"""

from __future__ import annotations

import random


class Sampler:
    """Determinized states for `seat`, valid until the next action is applied.

    `sample(rng)` returns a fresh GameState in which other hands' unknown cards,
    the deck's order, other seats' face-down ante cards and (Legendary) the
    specials set aside are dealt again at random. A sample depends only on what
    `seat` may see and on `rng`. It carries no hidden history either: its log is
    the seat's own redacted log and its action list starts empty.
    """

    __slots__ = ("seat", "_state", "_at", "_log")

    def __init__(self, state, seat: int) -> None:
        self.seat = seat
        self._state = state
        self._at = state._acts  # identity of the history: any new action replaces it
        self._log = None

    def sample(self, rng: random.Random):
        state = self._state
        if state._acts is not self._at:
            raise RuntimeError("this sampler is stale: the game has moved on since it was made")
        new = state.determinize(self.seat, rng)
        if self._log is None:
            self._log = _redacted_chain(state._log, self.seat)
        new._log = self._log
        new._acts = None
        return new


def _redacted_chain(chain, seat: int):
    """The event chain (newest first, as the state keeps it) as `seat` saw it."""
    events = []
    while chain:
        events.append(chain[0])
        chain = chain[1]
    out = None
    for event in reversed(events):
        out = (event.visible_to(seat), out)
    return out
