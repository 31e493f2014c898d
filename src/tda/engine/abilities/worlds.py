"""Character abilities in a sampled world (`tda.engine.sampling`): the pending
questions, scrubbed of what the sampling seat may not know, then fitted to each
world's own deal, so that a world never waits on a question with no answer
(issue 26.2: a world not over always has a legal action).

Another seat's question is public (the table sees it asked, ruling L35); what it
is about may not be: the cards a power made it draw (W12), the card it took
(W11), and with secret abilities (ruling A27) the ability that lets it answer.
The template keeps none of these; each world deals them again from its own
cards and from the abilities of that window.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .catalog import ANCESTRY_COLORS, EDITIONS
from .model import AbilityState
from .windows import PRIVATE_WINDOWS, AbilityAsk

if TYPE_CHECKING:
    from ..state import GameState
    from ..steps import Step

UNSEEN = -1  # a card of a question the sampling seat did not see: dealt again per world


def scrub_frames(g: GameState, seat: int) -> list[Step]:
    """The template's pending frames for `seat` (`g.abilities` already scrubbed):

    - another seat's question about cards it drew (W12) or took (W11) keeps only
      how many (UNSEEN each), unless `seat` saw them (the victim of the take);
    - with secret abilities, another seat's questions still to come are dropped
      unless `seat` knows it holds an ability of that window: a frame waiting
      there would tell that it does. The question asked now stays: it is public.
    """
    ab = g.abilities
    assert ab is not None
    top = len(g.stack) - 1
    out = []
    for i, frame in enumerate(g.stack):
        if isinstance(frame, AbilityAsk) and frame.seat != seat:
            if frame.window in PRIVATE_WINDOWS and seat != frame.other:
                frame = frame._replace(cards=(UNSEEN,) * len(frame.cards))
            if i != top and ab.revealed is not None and not _holds_window(ab, frame):
                continue
        out.append(frame)
    return out


def _holds_window(ab: AbilityState, frame: AbilityAsk) -> bool:
    table = EDITIONS[ab.edition]
    return any(table[a].window == frame.window for a in ab.held[frame.seat])


def fit_frames(g: GameState, seat: int, rng: random.Random) -> None:
    """A world's pending questions after its deal: each UNSEEN card becomes a card
    of the asked seat's hand as this world dealt it (one `seat` has no mark on:
    the cards drawn or taken are among those), and another seat's question asked
    now, when the abilities `seat` knows it holds give it no answer, gets a secret
    ability of that window that does, at random (draconic ancestry with a colour)."""
    if g.abilities is None:
        return
    stack = g.stack
    for i, frame in enumerate(stack):
        if isinstance(frame, AbilityAsk) and UNSEEN in frame.cards:
            stack[i] = _redealt(g, frame, seat, rng)
    top = stack[-1] if stack else None
    if (isinstance(top, AbilityAsk) and top.seat != seat
            and g.abilities.revealed is not None and not _answers(g, top)):
        _deal_secret_ability(g, top, rng)


def _redealt(g: GameState, frame: AbilityAsk, seat: int, rng: random.Random) -> AbilityAsk:
    bit = 1 << seat
    unseen = [c for c in g.hands[frame.seat] if not g.known[c] & bit]
    count = min(len(frame.cards), len(unseen))
    if frame.window == "W11":
        # The card taken is the hand's last dealt card: a Shadow Dragon's keep step,
        # scrubbed too (cards.powers ShadowKeep.scrubbed_for), takes the hand's last.
        cards = tuple(unseen[len(unseen) - count:])
    else:
        cards = tuple(rng.sample(unseen, count))
    return frame._replace(cards=cards)


def _answers(g: GameState, frame: AbilityAsk) -> bool:
    return bool(frame.options(g))


def _deal_secret_ability(g: GameState, frame: AbilityAsk, rng: random.Random) -> None:
    """Give the asked seat one ability of the window that answers the question now."""
    ab = g.abilities
    assert ab is not None
    table = EDITIONS[ab.edition]
    seat = frame.seat
    fits = [a for a in table if table[a].window == frame.window and a not in ab.held[seat]]
    rng.shuffle(fits)
    for ability_id in fits:
        colors = list(ANCESTRY_COLORS) if ability_id == "draconic-ancestry" else [None]
        rng.shuffle(colors)
        for color in colors:
            held = list(ab.held)
            held[seat] = tuple(a for a in table if a in held[seat] or a == ability_id)
            ancestry = list(ab.ancestry)
            if color is not None:
                ancestry[seat] = color
            g.abilities = ab._replace(held=tuple(held), ancestry=tuple(ancestry))
            if _answers(g, frame):
                g.config = g.config.model_copy(update={
                    "abilities": [list(h) for h in held], "ancestry": ancestry})
                return
    g.abilities = ab  # no ability of the window answers it (not expected: the real one did)
