"""The random bot: any legal action, uniformly. A baseline and a fuzzer."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

DESCRIPTION = "plays any legal action at random"
ActionT = TypeVar("ActionT")  # whichever game's actions it is given


class RandomBot:
    """Each game registers it under "random" (its words: `DESCRIPTION`)."""

    name = "random"
    searches = False

    def choose(self, view: object, legal: Sequence[ActionT], rng: random.Random,
               sampler: object = None) -> ActionT:
        # any game's view and sampler: it reads neither, only the legal actions
        return legal[rng.randrange(len(legal))]
