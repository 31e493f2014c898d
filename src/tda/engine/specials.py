"""Legendary specials set aside unseen (deck building; ruling R10).

A Legendary deck's card table holds all 100 cards, but a game plays the 70
standard dragons and 10 of the 30 specials. The other 20 sit in
`extra["set_aside"]`: in no hand, deck, flight or pile, so no view shows them.
Also in `extra` (immutable values, kept for the whole game):

- "specials": the 30 specials' card indices;
- "specials_public": the specials every seat knows are in the game (show 'em
  shows all ten; picks, the Druid's party and named sets show theirs);
- "specials_seen": specials that were face up and went back into the deck at a
  reshuffle, so every seat knows they are in.

Determinizing for a seat resamples which unknown specials are in the game, so a
search bot never learns what was set aside (`tda.engine.sampling`).
"""

from __future__ import annotations


def public_indices(g) -> tuple[int, ...]:
    return g.extra.get("specials_public", ())


def note_reshuffled(g, cards) -> None:
    """Cards from the face-up discard pile went back into the deck."""
    specials = g.extra.get("specials")
    if specials:
        seen = {c for c in cards if c in specials}
        if seen:
            g.extra["specials_seen"] = g.extra.get("specials_seen", frozenset()) | seen
